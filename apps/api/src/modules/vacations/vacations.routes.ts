import { vacationEntitlementRequest, vacationEntitlementResponse } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as vacations from './vacations.service';

/** Vacation calls. The path keeps the specification's `empleados/` prefix. */
export const registerVacationRoutes = (root: FastifyInstance, deps: vacations.VacationsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Vacations'];

  app.route({
    ...apiRoute('vacationEntitlement'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary: 'Vacation entitlement of the current employment (engine, CT art. 153)',
      body: vacationEntitlementRequest,
      response: responses(vacationEntitlementResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await vacations.getVacationEntitlement(deps, authOf(req), req.body)),
  });
};
