import {
  API,
  accountingResume,
  accountingResumeExportRequest,
  accountingResumeRequest,
  chartOfAccounts,
  chartOfAccountsRequest,
  saveChartOfAccountsRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { exportAccountingResume } from './accounting-export';
import * as accounting from './accounting.service';

const withNotFound = [400, 401, 403, 404, 409, 429, 500];

/** Accounting summary and chart of accounts (procesoPlanilla/*): post-payroll, read by the auditor too. */
export const registerAccountingRoutes = (root: FastifyInstance, deps: accounting.AccountingDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Accounting summary'];
  const read = { ability: ['read', 'PostPayroll'] as const };
  // Administrator and payroll manager keep the chart; the auditor reads it; the HR assistant neither.
  const edit = { ability: ['update', 'PostPayroll'] as const };

  app.post(`/api/${API.accountingResume}`, {
    config: read,
    schema: {
      tags,
      summary:
        "A payroll's journal entry (processed: a draft; paid: final), or the month's paid payrolls', balanced to the céntimo",
      body: accountingResumeRequest,
      response: responses(accountingResume, withNotFound),
    },
    handler: async (req) =>
      ok(await accounting.accountingResume(deps, authOf(req), req.body, metaOf(req).lang)),
  });

  app.route({
    ...apiRoute('accountingResumeExport'),
    config: read,
    schema: {
      tags,
      summary:
        'The journal entry as an Excel or CSV file to import into an accounting system (date, account, cost centre, description, debit, credit); logged',
      body: accountingResumeExportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(withNotFound),
    },
    handler: async (req, reply) => {
      const file = await exportAccountingResume(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });

  app.post(`/api/${API.chartOfAccounts}`, {
    config: read,
    schema: {
      tags,
      summary:
        "The company's account for each kind of journal line (the built-in default where none is saved)",
      body: chartOfAccountsRequest,
      response: responses(chartOfAccounts),
    },
    handler: async (req) => ok(await accounting.chartOfAccounts(deps, authOf(req), metaOf(req).lang)),
  });

  app.put(`/api/${API.saveChartOfAccounts}`, {
    config: edit,
    schema: {
      tags,
      summary: "Replace the company's chart of accounts (kinds left out use the default); audited",
      body: saveChartOfAccountsRequest,
      response: responses(chartOfAccounts),
    },
    handler: async (req) =>
      ok(await accounting.saveChartOfAccounts(deps, authOf(req), metaOf(req), req.body)),
  });
};
