import {
  API,
  fileSearchRequest,
  fileSearchResponse,
  statutoryMonthsRequest,
  statutoryMonthsResponse,
  statutoryReportRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as reports from './statutory-reports.service';

/** Monthly statutory reports (CCSS, INS RT, salary tax withheld) and the page search's Files group (postPlanilla/*). */
export const registerStatutoryReportRoutes = (root: FastifyInstance, deps: reports.StatutoryReportsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Statutory reports'];
  const read = { ability: ['read', 'PostPayroll'] as const };

  app.post(`/api/${API.statutoryMonths}`, {
    config: read,
    schema: {
      tags,
      summary: "The months of a year with closed payrolls, their reports' totals and filing dates",
      body: statutoryMonthsRequest,
      response: responses(statutoryMonthsResponse),
    },
    handler: async (req) => ok(await reports.statutoryMonths(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('statutoryReport'),
    config: read,
    schema: {
      tags,
      summary:
        "A month's CCSS, INS RT or salary-tax withholding report from its closed payrolls, as Excel or CSV; logged",
      body: statutoryReportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(),
    },
    handler: async (req, reply) => {
      const file = await reports.exportReport(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });

  app.post(`/api/${API.fileSearch}`, {
    config: read,
    schema: {
      tags,
      summary:
        'Vouchers and generated files by employee name or number, payroll number or file name (at most 4)',
      body: fileSearchRequest,
      response: responses(fileSearchResponse),
    },
    handler: async (req) => ok(await reports.fileSearch(deps, authOf(req), req.body)),
  });
};
