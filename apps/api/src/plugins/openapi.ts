import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@planilla/contracts';
import { ok, responses } from '../lib/http';
import { z } from 'zod';

/** The OpenAPI document, generated from the contract schemas on the routes, served at /api/docs. */
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
    transform: jsonSchemaTransform,
  });
  void errorEnvelope;
};

export const registerDocsRoute = (app: FastifyInstance) => {
  app.get('/api/docs', {
    config: { public: true },
    schema: { hide: true },
    handler: async () => app.swagger(),
  });
  app.get('/api/health', {
    config: { public: true },
    schema: { tags: ['System'], summary: 'Liveness', response: responses(z.object({ status: z.literal('ok') }), [500]) },
    handler: async () => ok({ status: 'ok' as const }),
  });
};
