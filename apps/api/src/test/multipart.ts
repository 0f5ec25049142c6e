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
