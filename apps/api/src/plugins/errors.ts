import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode } from '@planilla/contracts';
import { AppError, type ErrorParams } from '../lib/errors';
import { errorMessage, isKnownMessageKey, langOf, translate, type Lang } from '../lib/i18n';
import { describeError } from '../lib/safe-error';

type ValidationIssue = { instancePath: string; message?: string; keyword: string; params?: Record<string, unknown> };

/** A zod issue as a message key: the schema's own key when it set one, else a generic key by kind. */
const issueKey = (issue: ValidationIssue): string => {
  if (issue.message && isKnownMessageKey(issue.message)) return issue.message;
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.params?.input === undefined ? 'validation.required' : 'validation.invalidValue';
    case 'too_small':
      return 'validation.tooShort';
    case 'too_big':
      return 'validation.tooLong';
    case 'invalid_format':
      return issue.params?.format === 'email' ? 'validation.invalidEmail' : 'validation.invalidValue';
    default:
      return 'validation.invalidValue';
  }
};

const fieldName = (instancePath: string): string => instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';

export const sendError = (
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  fields?: Record<string, string>,
  params?: ErrorParams,
) => {
  const lang: Lang = langOf(request.headers['accept-language']);
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v, lang)]))
    : undefined;
  let message = errorMessage(code, lang);
  for (const [name, value] of Object.entries(params ?? {})) message = message.replaceAll(`{${name}}`, String(value));
  return reply.status(ERROR_STATUS[code]).send({
    ok: false,
    error: {
      code,
      message,
      ...(translated ? { fields: translated } : {}),
      ...(params ? { params } : {}),
      requestId: request.id,
    },
  });
};

/** Where a failure happened, for its log line: the route's pattern and method, never the URL or the body. */
const whereOf = (request: FastifyRequest) => ({
  requestId: request.id,
  method: request.method,
  route: request.routeOptions.url ?? 'unknown',
});

/**
 * One place maps every failure to `{ ok: false, error }`. A 500 logs the error's kind and code, the request
 * id and the stack frames, never the error's message (a failed query's message holds its parameters) and
 * never returns any of it.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.status >= 500)
        request.log.error({ ...whereOf(request), code: error.code, error: describeError(error) }, 'app error');
      return sendError(reply, request, error.code, error.fields, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation as ValidationIssue[]) {
        const name = fieldName(issue.instancePath);
        fields[name] ??= issueKey(issue);
      }
      return sendError(reply, request, 'VALIDATION_ERROR', fields);
    }
    const fe = error as FastifyError;
    if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.statusCode === 413) {
      return sendError(reply, request, 'PAYLOAD_TOO_LARGE');
    }
    if (fe.statusCode === 429) return sendError(reply, request, 'RATE_LIMITED');
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      request.log.info({ ...whereOf(request), error: describeError(fe) }, 'bad request');
      return sendError(reply, request, fe.statusCode === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error(
      { ...whereOf(request), code: 'INTERNAL_ERROR', error: describeError(error) },
      'unexpected error',
    );
    return sendError(reply, request, 'INTERNAL_ERROR');
  });
};
