import { projectionRequest, projectionResponse } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as payroll from './payroll.service';

/** The payroll engine's calls. The path keeps the specification's `empleados/` prefix. */
export const registerPayrollRoutes = (root: FastifyInstance, deps: payroll.PayrollDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payroll'];

  app.route({
    ...apiRoute('employeeProjection'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary: "The engine's payslip for the employee's next period with no incidents, line by line",
      body: projectionRequest,
      response: responses(projectionResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await payroll.projectEmployee(deps, authOf(req), req.body)),
  });
};
