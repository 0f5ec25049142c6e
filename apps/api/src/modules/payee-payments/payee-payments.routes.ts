import {
  payeeBankFileRequest,
  payeeSummaryExportRequest,
  payeeSummaryRequest,
  payeeSummaryResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, contentDisposition, fileResponses, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { payeeBankFile } from './payee-bank-file';
import { exportPayeeSummary } from './payee-payments-export';
import * as payees from './payee-payments.service';

const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** What each payee is owed (rubros/pagosbeneficiario*): post-payroll, read by the auditor too. */
export const registerPayeePaymentRoutes = (root: FastifyInstance, deps: payees.PayeePaymentsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payee summary'];
  const read = { ability: ['read', 'PostPayroll'] as const };

  app.route({
    ...apiRoute('payeeSummary'),
    config: read,
    schema: {
      tags,
      summary:
        "What a payroll (processed: a draft; paid) or a month's paid payrolls owe each payee of the pay items (the association, each court, insurers), line by line; the items without a payee last",
      body: payeeSummaryRequest,
      response: responses(payeeSummaryResponse, withConflict),
    },
    handler: async (req) => ok(await payees.payeeSummary(deps, authOf(req), req.body, metaOf(req).lang)),
  });

  app.route({
    ...apiRoute('payeeSummaryExport'),
    config: read,
    schema: {
      tags,
      summary:
        'The payee summary as an Excel workbook (lines, and totals per payee) or a CSV of its lines; logged',
      body: payeeSummaryExportRequest,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      response: fileResponses(withConflict),
    },
    handler: async (req, reply) => {
      const file = await exportPayeeSummary(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });

  app.route({
    ...apiRoute('payeeBankFile'),
    config: read,
    schema: {
      tags,
      summary:
        "A bank file paying each payee with a valid IBAN its total, in a layout of the net pay's bank file; closed payrolls only; logged",
      body: payeeBankFileRequest,
      produces: [
        'text/plain',
        'text/csv',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      response: fileResponses(withConflict),
    },
    handler: async (req, reply) => {
      const file = await payeeBankFile(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .send(file.body);
    },
  });
};
