import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode } from '@planilla/contracts';
import { AppError } from '../lib/errors';
import { errorMessage, isKnownMessageKey, langOf, translate, type Lang } from '../lib/i18n';

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
) => {
  const lang: Lang = langOf(request.headers['accept-language']);
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v, lang)]))
    : undefined;
  return reply.status(ERROR_STATUS[code]).send({
    ok: false,
    error: {
      code,
      message: errorMessage(code, lang),
      ...(translated ? { fields: translated } : {}),
      requestId: request.id,
    },
  });
};

/** One place maps every failure to `{ ok: false, error }`; a 500 logs its stack and never returns it. */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      if (error.status >= 500) request.log.error({ err: error }, 'app error');
      return sendError(reply, request, error.code, error.fields);
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
      request.log.info({ err: fe }, 'bad request');
      return sendError(reply, request, fe.statusCode === 404 ? 'ROUTE_NOT_FOUND' : 'BAD_REQUEST');
    }
    request.log.error({ err: error, requestId: request.id }, 'unexpected error');
    return sendError(reply, request, 'INTERNAL_ERROR');
  });
};
