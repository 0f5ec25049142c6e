import {
  binnacleDocumentRequest,
  binnacleDocumentResponse,
  emailPaidDocumentRequest,
  emailPaidDocumentResponse,
  employeesPaid3MonthsRequest,
  employeesPaid3MonthsResponse,
  paidDocuments3MonthsRequest,
  paidDocuments3MonthsResponse,
  paidDocumentsEmployeeRequest,
  paidDocumentsEmployeeResponse,
  paidPayrollsRequest,
  paidPayrollsResponse,
  resendPaidDocumentRequest,
  retryPaidDocumentRequest,
  voucherPdfRequest,
  voucherSendResult,
  voucherStatusRequest,
  voucherStatusResponse,
  vouchersZipRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiRoute,
  contentDisposition,
  fileResponses,
  metaOf,
  ok,
  pdfHeaders,
  responses,
} from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { registerVoucherFileJobs } from './voucher-files';
import * as mail from './voucher-mail';
import * as vouchers from './vouchers.service';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** Paid payrolls, payment vouchers (PDF, zip), their e-mail and the document log (issue 13). */
export const registerVoucherRoutes = (root: FastifyInstance, appDeps: vouchers.VoucherDeps) => {
  const log = (err: unknown) => root.log.error({ err }, 'storing the vouchers of a closed payroll failed');
  const deps = { ...appDeps, log };
  mail.registerVoucherAttachments(deps);
  registerVoucherFileJobs(deps, log);
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payment vouchers'];
  const read = { ability: ['read', 'PostPayroll'] as const };
  const send = { ability: ['update', 'PostPayroll'] as const };

  app.route({
    ...apiRoute('paidPayrolls'),
    config: read,
    schema: {
      tags,
      summary: 'Closed (paid) payrolls, paged, filtered by periodicity and pay dates',
      body: paidPayrollsRequest,
      response: responses(paidPayrollsResponse),
    },
    handler: async (req) => ok(await vouchers.listPaidPayrolls(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('employeesPaid3Months'),
    config: read,
    schema: {
      tags,
      summary: 'Employees paid in a closed payroll of the last 3 months, with their last net pay',
      body: employeesPaid3MonthsRequest,
      response: responses(employeesPaid3MonthsResponse),
    },
    handler: async (req) => ok(await vouchers.listEmployeesPaid3Months(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('paidDocuments3Months'),
    config: read,
    schema: {
      tags,
      summary: "The last 3 months' calculated and closed payrolls with their vouchers' sending progress",
      body: paidDocuments3MonthsRequest,
      response: responses(paidDocuments3MonthsResponse),
    },
    handler: async (req) => ok(await vouchers.listPaidDocuments3Months(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('paidDocumentsEmployee'),
    config: read,
    schema: {
      tags,
      summary: "One employee's vouchers of the last 3 months and their sending status",
      body: paidDocumentsEmployeeRequest,
      response: responses(paidDocumentsEmployeeResponse, withNotFound),
    },
    handler: async (req) => ok(await vouchers.listEmployeeVouchers(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('voucherStatus'),
    config: read,
    schema: {
      tags,
      summary: "Per employee of a payroll, the voucher's sending status; the payroll's sending progress",
      body: voucherStatusRequest,
      response: responses(voucherStatusResponse, withConflict),
    },
    handler: async (req) => ok(await vouchers.voucherStatusOf(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('voucherPdf'),
    config: read,
    schema: {
      tags,
      summary:
        "One employee's payment voucher as a PDF in the reader's language (a payroll not yet closed gives a draft preview); logged",
      body: voucherPdfRequest,
      produces: ['application/pdf'],
      response: fileResponses(withConflict),
    },
    handler: async (req, reply) => {
      const file = await vouchers.voucherPdf(deps, authOf(req), req.body, metaOf(req).lang);
      const disposition = req.body.purpose === 'preview' ? 'inline' : 'attachment';
      return reply.headers(pdfHeaders(file.filename, disposition)).send(file.stream);
    },
  });

  app.route({
    ...apiRoute('vouchersZip'),
    config: read,
    schema: {
      tags,
      summary: 'Every voucher of a payroll in one zip, streamed as it is made; logged',
      body: vouchersZipRequest,
      produces: ['application/zip'],
      response: fileResponses(withConflict),
    },
    handler: async (req, reply) => {
      const file = await vouchers.vouchersZip(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });

  app.route({
    ...apiRoute('emailPaidDocument'),
    config: send,
    schema: {
      tags,
      summary:
        "Queue a closed payroll's vouchers by e-mail (all or some employees), once: already sent ones are skipped and counted, employees without e-mail listed",
      body: emailPaidDocumentRequest,
      response: responses(emailPaidDocumentResponse, withConflict),
    },
    handler: async (req) => ok(await mail.emailPaidDocuments(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('resendPaidDocument'),
    config: send,
    schema: {
      tags,
      summary: "Send one employee's voucher again (an explicit, recorded re-send)",
      body: resendPaidDocumentRequest,
      response: responses(voucherSendResult, withConflict),
    },
    handler: async (req) => ok(await mail.resendPaidDocument(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('retryPaidDocument'),
    config: send,
    schema: {
      tags,
      summary: 'Try the failed voucher e-mails of a payroll (all or some employees) again now',
      body: retryPaidDocumentRequest,
      response: responses(voucherSendResult, withConflict),
    },
    handler: async (req) => ok(await mail.retryPaidDocuments(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('binnacleDocument'),
    config: read,
    schema: {
      tags,
      summary:
        'The document log (bitácora de documentos): record a viewing of a voucher, then list the log (newest first)',
      body: binnacleDocumentRequest,
      response: responses(binnacleDocumentResponse, withConflict),
    },
    handler: async (req) => ok(await vouchers.binnacleDocument(deps, authOf(req), req.body)),
  });
};
