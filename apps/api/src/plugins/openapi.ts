import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@planilla/contracts';
import { ok, responses } from '../lib/http';
import { z } from 'zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteSchema = NonNullable<TransformInput['schema']>;
type RouteConfig = { public?: boolean; rateLimit?: unknown } | undefined;

/** What each documented error status means; the body is always the error envelope. */
export const ERROR_RESPONSE_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: malformed JSON, a field that fails validation (`fields` names each one), or a bad header',
  401: 'No token, or an invalid or expired token or session (or, on sign-in, wrong credentials)',
  403: 'The identifier headers do not repeat the token, the user is not a member of the company, or the role does not allow the call',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'The body is larger than the limit (2 MiB for JSON; uploads have their own limit)',
  429: 'Too many attempts; `Retry-After` says how many seconds to wait',
  500: 'Unexpected error: only the code, a generic message and the request id (the details are in the log)',
};

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);

/**
 * The error statuses every route answers whatever it declares: from the global body limit and JSON parser
 * (400, 413) on anything that takes a body, from the authentication hook (401, 403) on protected routes, from
 * the rate limiter (429) on public routes that have one, and from the error handler (500) everywhere.
 */
export const requiredErrorStatuses = (methods: string[], config: RouteConfig): number[] => {
  const statuses = new Set([500]);
  if (methods.some((m) => !BODYLESS_METHODS.has(m.toUpperCase()))) {
    statuses.add(400);
    statuses.add(413);
  }
  if (config?.public) {
    if (config.rateLimit) statuses.add(429);
  } else {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses];
};

/**
 * The contract schemas to OpenAPI (fastify-type-provider-zod), plus what the route's declarations imply:
 * `security: []` on public routes (the document's default is the token and the three identifier headers), the
 * error responses of `requiredErrorStatuses` when a route did not list them, and a description of each error.
 */
const documentRoute = (input: TransformInput) => {
  const route = input.route as { method: string | string[]; config?: RouteConfig };
  const config = route.config;
  const schema = (input.schema ?? {}) as RouteSchema & {
    response?: Record<string, unknown>;
    security?: unknown;
  };
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of requiredErrorStatuses([route.method].flat(), config))
    response[status] ??= errorEnvelope;
  const withDefaults: RouteSchema = {
    ...schema,
    response,
    ...(config?.public ? { security: [] } : {}),
  };
  const result = jsonSchemaTransform({ ...input, schema: withDefaults });
  const documented = result.schema as { response?: Record<string, Record<string, unknown>> } | undefined;
  for (const [status, body] of Object.entries(documented?.response ?? {})) {
    if (Number(status) < 400) continue;
    // Errors are JSON even on routes that answer a file (whose `produces` would otherwise apply to them too).
    documented!.response![status] = {
      description: ERROR_RESPONSE_DESCRIPTIONS[Number(status)] ?? 'Error',
      ...(status === '429'
        ? {
            headers: {
              'retry-after': { type: 'string', description: 'Seconds to wait before trying again' },
            },
          }
        : {}),
      content: { 'application/json': { schema: body } },
    };
  }
  return result;
};

/**
 * The OpenAPI document, generated from the contract schemas on the routes: an interactive viewer (Swagger UI)
 * at /api/docs, the JSON at /api/docs/json (and YAML at /api/docs/yaml).
 */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Planilla CR API',
        version: '0.1.0',
        description:
          'Payroll and HR administration for Costa Rican companies. Every response is `{ ok: true, data }` or ' +
          '`{ ok: false, error: { code, message, fields?, requestId? } }`; `message` follows Accept-Language (es default, en).',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'x-token' },
          company: { type: 'apiKey', in: 'header', name: 'num_empresa' },
          user: { type: 'apiKey', in: 'header', name: 'num_usuario' },
          userCode: { type: 'apiKey', in: 'header', name: 'cod_usuario' },
        },
      },
      security: [{ token: [], company: [], user: [], userCode: [] }],
    },
    transform: documentRoute,
  });
  // Registered before the auth plugin, in its own context whose routes (the page, its files, the JSON) are all
  // public: the documentation needs no session, like the JSON it replaces.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object | undefined), public: true } as typeof route.config;
    });
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
      theme: { title: 'Planilla CR API' },
    });
  });
};

export const registerDocsRoute = (app: FastifyInstance) => {
  // Not rate limited: load balancers and orchestrators poll it.
  app.get('/api/health', {
    config: { public: true },
    schema: {
      tags: ['System'],
      summary: 'Liveness',
      response: responses(z.object({ status: z.literal('ok') }), [500]),
    },
    handler: async () => ok({ status: 'ok' as const }),
  });
};
