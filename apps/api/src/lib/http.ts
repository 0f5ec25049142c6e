import { API, API_METHOD, errorEnvelope, okEnvelope, type ApiName } from '@planilla/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langOf, type Lang } from './i18n';

/** The responses every call documents: its success envelope plus each error status it can answer. */
export const responses = <T extends z.ZodType>(data: T, errorStatuses: number[] = [400, 401, 403, 429, 500]) => ({
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
