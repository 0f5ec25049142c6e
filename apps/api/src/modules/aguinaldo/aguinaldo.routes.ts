import {
  aguinaldoAlimonyRequest,
  aguinaldoAlimonyResponse,
  aguinaldoEarningsRequest,
  aguinaldoEarningsResponse,
  newAguinaldoRequest,
  newAguinaldoResponse,
  saveAguinaldoEarningsRequest,
  saveAguinaldoAlimonyRequest,
  saveAguinaldoAlimonyResponse,
  saveAguinaldoEarningsResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as aguinaldo from './aguinaldo.service';

/**
 * The aguinaldo run (procesoPlanilla/): generating the year's payroll and the earnings from before the product.
 * Calculating, explaining and closing it are the payroll calculation's calls.
 */
export const registerAguinaldoRoutes = (root: FastifyInstance, deps: aguinaldo.AguinaldoDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Aguinaldo'];
  app.route({
    ...apiRoute('newAguinaldo'),
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "Generate the year's aguinaldo payroll (1 Dec – 30 Nov, paid by 20 December); answers the existing one",
      body: newAguinaldoRequest,
      response: responses(newAguinaldoResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await aguinaldo.newAguinaldo(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('aguinaldoEarnings'),
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary: 'Salary earned per employee and month before the product was used, for an aguinaldo year',
      body: aguinaldoEarningsRequest,
      response: responses(aguinaldoEarningsResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await aguinaldo.listAguinaldoEarnings(deps, authOf(req), req.body.year)),
  });
  app.route({
    ...apiRoute('saveAguinaldoEarnings'),
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        'Check (dry run) or save earnings from before the product, typed or imported; 0 removes a month',
      body: saveAguinaldoEarningsRequest,
      response: responses(saveAguinaldoEarningsResponse, [400, 401, 403, 409, 429, 500]),
    },
    handler: async (req) =>
      ok(await aguinaldo.saveAguinaldoEarnings(deps, authOf(req), metaOf(req), req.body, metaOf(req).lang)),
  });
  app.route({
    ...apiRoute('aguinaldoAlimony'),
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary: "The court-ordered alimony withheld from each employee's aguinaldo of a year",
      body: aguinaldoAlimonyRequest,
      response: responses(aguinaldoAlimonyResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await aguinaldo.listAguinaldoAlimony(deps, authOf(req), req.body.year)),
  });
  app.route({
    ...apiRoute('saveAguinaldoAlimony'),
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "Set (or with 0 remove) the alimony a court ordered withheld from an employee's aguinaldo; the aguinaldo goes stale",
      body: saveAguinaldoAlimonyRequest,
      response: responses(saveAguinaldoAlimonyResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) =>
      ok(await aguinaldo.saveAguinaldoAlimony(deps, authOf(req), metaOf(req), req.body)),
  });
};
