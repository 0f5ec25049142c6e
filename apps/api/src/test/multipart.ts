import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file (and optional text fields), for `app.inject`. */
export const multipartBody = (
  file: { field?: string; filename: string; content: Buffer | string; contentType?: string },
  fields: Record<string, string> = {},
) => {
  const boundary = `----planilla${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'archivo'}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** Posts one file to an upload route (`/api/<route>`) as the user of `headers`. */
export const postFile = (
  app: FastifyInstance,
  route: string,
  headers: Record<string, string>,
  file: Parameters<typeof multipartBody>[0],
) => {
  const body = multipartBody(file);
  return app.inject({
    method: 'POST',
    url: `/api/${route}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
