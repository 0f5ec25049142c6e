import { API, API_METHOD, errorEnvelope, okEnvelope, type ApiName } from '@planilla/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langOf, type Lang } from './i18n';
import { stripAccents } from './text';

/** The responses every call documents: its success envelope plus each error status it can answer. */
export const responses = <T extends z.ZodType>(
  data: T,
  errorStatuses: number[] = [400, 401, 403, 429, 500],
) => ({
  200: okEnvelope(data),
  ...Object.fromEntries(errorStatuses.map((s) => [s, errorEnvelope])),
});

/** A call that answers a file (the body is the file itself, not the JSON envelope) or an error envelope. */
export const fileResponses = (errorStatuses: number[] = [400, 401, 403, 429, 500]) => ({
  200: z.any().meta({ description: 'The file (binary body, with Content-Disposition)' }),
  ...Object.fromEntries(errorStatuses.map((s) => [s, errorEnvelope])),
});

export const ok = <T>(data: T) => ({ ok: true as const, data });

export type RequestMeta = { lang: Lang; ip: string; requestId: string };
export const metaOf = (request: FastifyRequest): RequestMeta => ({
  lang: langOf(request.headers['accept-language']),
  ip: request.ip,
  requestId: request.id,
});

/** The method and URL of a call of the route table: `app.route({ ...apiRoute('employeeList'), ... })`. */
export const apiRoute = <N extends ApiName>(name: N) => ({
  method: API_METHOD[name],
  url: `/api/${API[name]}` as const,
});

/** RFC 5987 attr-chars stay as they are; everything else (quotes, `'`, `(`, `*`, spaces, accents) is %-encoded. */
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The `content-disposition` of every download (RFC 6266): `filename="…"` in plain ASCII (accents dropped, quotes,
 * backslashes and control characters such as CR/LF replaced by `_`, so no name can break the header), and, when
 * that had to change the name, the exact name as `filename*=UTF-8''…` (RFC 5987) for the browsers that read it.
 */
export const contentDisposition = (
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string => {
  const ascii = stripAccents(fileName).replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === fileName
    ? `${disposition}; filename="${ascii}"`
    : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
};

/** The headers of a PDF answer: its name (`contentDisposition`), opened in place or saved, never cached. */
export const pdfHeaders = (fileName: string, disposition: 'attachment' | 'inline' = 'attachment') => ({
  'content-type': 'application/pdf',
  'content-disposition': contentDisposition(fileName, disposition),
  'cache-control': 'no-store',
});
