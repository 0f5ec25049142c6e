import {
  API,
  calculatePayrollRequest,
  calculatePayrollResponse,
  calculationState,
  calculationStateRequest,
  closePayrollRequest,
  payrollCalculateExportRequest,
  payrollCalculateRequest,
  payrollCalculateResponse,
  payrollChangesRequest,
  payrollChangesResponse,
  payslipDetail,
  payslipDetailRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { exportPayrollResults } from './calculation-export';
import { calculatePayroll } from './calculate';
import type { CalculationDeps } from './calculation-progress';
import { calculationStateOf } from './calculation-state';
import { closePayroll } from './close';
import { listPayrollChanges, listPayrollResults, payslipDetailOf } from './results';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** Payroll calculation, results and closing (procesoPlanilla/*). */
export const registerCalculationRoutes = (root: FastifyInstance, deps: CalculationDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payroll calculation'];
  const read = { ability: ['read', 'Payroll'] as const };
  // Calculating and closing are the paying roles' (administrator, payroll manager).
  const pay = { ability: ['update', 'Payroll'] as const };

  app.put(`/api/${API.calculatePayroll}`, {
    config: pay,
    schema: {
      tags,
      summary:
        'Calculate every payslip of a projected or processed payroll, replacing the previous calculation whole (409 with blockers, or while another calculation of it runs)',
      body: calculatePayrollRequest,
      response: responses(calculatePayrollResponse, withConflict),
    },
    handler: async (req) => ok(await calculatePayroll(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.calculationState}`, {
    config: read,
    schema: {
      tags,
      summary:
        "A payroll's calculation: status, totals, progress, last failure, blockers and what makes it stale",
      body: calculationStateRequest,
      response: responses(calculationState, withNotFound),
    },
    handler: async (req) => ok(await calculationStateOf(deps, authOf(req), req.body, metaOf(req).lang)),
  });

  app.post(`/api/${API.payrollCalculate}`, {
    config: read,
    schema: {
      tags,
      summary: 'The calculated payslips of a payroll, paged, with the totals',
      body: payrollCalculateRequest,
      response: responses(payrollCalculateResponse, withNotFound),
    },
    handler: async (req) => ok(await listPayrollResults(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('payrollCalculateExport'),
    config: read,
    schema: {
      tags,
      summary:
        "The calculated payslips as an Excel or CSV file, with the grid's filters and order and a totals row (the body is the file; before the first calculation, the header and a totals row of zeros)",
      body: payrollCalculateExportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(withNotFound),
    },
    handler: async (req, reply) => {
      const file = await exportPayrollResults(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });

  app.post(`/api/${API.payslipDetail}`, {
    config: read,
    schema: {
      tags,
      summary:
        "One employee's payslip: lines with legal basis, attendance days, changes against the previous payroll",
      body: payslipDetailRequest,
      response: responses(payslipDetail, withNotFound),
    },
    handler: async (req) => ok(await payslipDetailOf(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.payrollChanges}`, {
    config: read,
    schema: {
      tags,
      summary:
        "Each employee's net against the previous payroll of the periodicity, the largest change first",
      body: payrollChangesRequest,
      response: responses(payrollChangesResponse, withNotFound),
    },
    handler: async (req) => ok(await listPayrollChanges(deps, authOf(req), req.body)),
  });

  app.put(`/api/${API.closePayroll}`, {
    config: pay,
    schema: {
      tags,
      summary: 'Close a processed, current payroll: it becomes paid and final (confirm with its net total)',
      body: closePayrollRequest,
      response: responses(calculationState, withConflict),
    },
    handler: async (req) => ok(await closePayroll(deps, authOf(req), metaOf(req), req.body)),
  });
};
