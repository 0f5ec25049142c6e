import {
  vacationAdjustmentRequest,
  vacationDataRequest,
  vacationDataResponse,
  vacationEmployeeRequest,
  vacationEmployeeResponse,
  vacationEntitlementRequest,
  vacationEntitlementResponse,
  vacationExportRequest,
  vacationOpeningImportRequest,
  vacationOpeningImportResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as periods from './vacation-periods.service';
import * as vacationFiles from './vacation-files';
import * as vacations from './vacations.service';

/** Vacation calls: the balance of `empleados/`, and the vacation periods of `vacaciones/` (issue 14). */
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

  const read = { ability: ['read', 'Vacation'] as const };
  app.route({
    ...apiRoute('vacationEmployee'),
    config: read,
    schema: {
      tags,
      summary: "The company's employees with their vacation balances (a page) and the company summary",
      body: vacationEmployeeRequest,
      response: responses(vacationEmployeeResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await periods.listVacationBalances(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('vacationData'),
    config: read,
    schema: {
      tags,
      summary: "One employee's vacation periods, days taken and adjustments",
      body: vacationDataRequest,
      response: responses(vacationDataResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await periods.vacationData(deps, authOf(req), req.body.num_empleado)),
  });
  app.route({
    ...apiRoute('vacationAdjustment'),
    config: { ability: ['update', 'Vacation'] as const },
    schema: {
      tags,
      summary: 'Record an opening balance or an adjustment of vacation days taken, with its reason (audited)',
      body: vacationAdjustmentRequest,
      response: responses(vacationDataResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await periods.addVacationAdjustment(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('vacationExport'),
    config: read,
    schema: {
      tags,
      summary: 'The vacation balances (same filters and order) as an Excel or CSV file, with a totals row',
      body: vacationExportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses([400, 401, 403, 429, 500]),
    },
    handler: async (req, reply) => {
      const file = await vacationFiles.exportVacationBalances(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });
  app.route({
    ...apiRoute('vacationOpeningImport'),
    config: { ability: ['update', 'Vacation'] as const },
    schema: {
      tags,
      summary: 'Check (dry run) or save the opening balances of many employees, with row errors',
      body: vacationOpeningImportRequest,
      response: responses(vacationOpeningImportResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) =>
      ok(
        await vacationFiles.importOpeningBalances(deps, authOf(req), metaOf(req), req.body, metaOf(req).lang),
      ),
  });
};
