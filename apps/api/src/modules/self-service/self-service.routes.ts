import {
  approvalInboxRequest,
  cancelVacationRequest,
  decideVacationRequests,
  decideVacationRequestsResponse,
  newVacationRequest,
  vacationRequestListResponse,
  vacationRequestPreviewRequest,
  vacationRequestPreviewResponse,
  vacationRequestResponse,
  inviteEmployeesRequest,
  inviteEmployeesResponse,
  myPayslipListResponse,
  myPayslipRequest,
  myPayslipResponse,
  myActionsResponse,
  myAguinaldoRequest,
  myAguinaldoResponse,
  mySettlementPdfRequest,
  mySettlementResponse,
  myVacationsResponse,
  myVoucherRequest,
  employeeCertificatesRequest,
  revokeSalaryCertificateRequest,
  revokeSalaryCertificateResponse,
  salaryCertificateListResponse,
  verifySalaryCertificateRequest,
  verifySalaryCertificateResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiRoute, fileResponses, metaOf, ok, pdfHeaders, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as certificates from './certificates.service';
import { listMyActions } from './my-actions';
import * as statements from './my-statements';
import * as selfService from './self-service.service';

/** Employee self-service (`autoservicio/`): the caller's own pay and vacations; HR's invitation (`empleados/`). */
export const registerSelfServiceRoutes = (root: FastifyInstance, deps: selfService.SelfServiceDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Self-service'];
  const self = { ability: ['read', 'Self'] as const };

  app.route({
    ...apiRoute('myPayslips'),
    config: self,
    schema: {
      tags,
      summary: "The caller's payslips of closed payrolls, newest first",
      body: z.object({}).optional(),
      response: responses(myPayslipListResponse, [401, 403, 429, 500]),
    },
    handler: async (req) => ok(await selfService.listMyPayslips(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('myPayslip'),
    config: self,
    schema: {
      tags,
      summary: "One of the caller's closed payslips with its lines",
      body: myPayslipRequest,
      response: responses(myPayslipResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await selfService.getMyPayslip(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('myVoucher'),
    config: self,
    schema: {
      tags,
      summary: "The voucher PDF of one of the caller's closed payslips; logged",
      body: myVoucherRequest,
      produces: ['application/pdf'],
      response: fileResponses([400, 401, 403, 404, 429, 500]),
    },
    handler: async (req, reply) => {
      const file = await selfService.myVoucherPdf(deps, authOf(req), req.body, metaOf(req).lang);
      return reply
        .headers(pdfHeaders(file.filename, req.body.purpose === 'preview' ? 'inline' : 'attachment'))
        .send(file.stream);
    },
  });
  app.route({
    ...apiRoute('myVacations'),
    config: self,
    schema: {
      tags,
      summary: "The caller's vacation balance per period",
      body: z.object({}).optional(),
      response: responses(myVacationsResponse, [401, 403, 429, 500]),
    },
    handler: async (req) => ok(await selfService.getMyVacations(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('myAguinaldo'),
    config: self,
    schema: {
      tags,
      summary:
        "The caller's aguinaldo of an accrual year month by month (salary counted, running total, ÷ 12) and what its payroll paid once closed",
      body: myAguinaldoRequest,
      response: responses(myAguinaldoResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await statements.getMyAguinaldo(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('mySettlement'),
    config: self,
    schema: {
      tags,
      summary:
        "The caller's settlement (liquidación) once paid, line by line as the settlement states it; null without one",
      body: z.object({}).optional(),
      response: responses(mySettlementResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await statements.getMySettlement(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('mySettlementPdf'),
    config: self,
    schema: {
      tags,
      summary: "The document of the caller's paid settlement (PDF, in the reader's language)",
      body: mySettlementPdfRequest,
      produces: ['application/pdf'],
      response: fileResponses([400, 401, 403, 404, 429, 500]),
    },
    handler: async (req, reply) => {
      const file = await statements.mySettlementPdf(deps, authOf(req), metaOf(req).lang);
      return reply
        .headers(pdfHeaders(file.filename, req.body.purpose === 'preview' ? 'inline' : 'attachment'))
        .send(file.pdf);
    },
  });
  app.route({
    ...apiRoute('myActions'),
    config: self,
    schema: {
      tags,
      summary:
        "The caller's personal actions (incapacities, vacations, unpaid leave, suspensions), newest first, read only: who pays an incapacity's days, the payrolls they fall in",
      body: z.object({}).optional(),
      response: responses(myActionsResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await listMyActions(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('inviteEmployees'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary: 'Self-service logins for employees with an e-mail (a password-setup e-mail each); audited',
      body: inviteEmployeesRequest,
      response: responses(inviteEmployeesResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await selfService.inviteEmployees(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('vacationRequestPreview'),
    config: self,
    schema: {
      tags,
      summary: 'What a vacation from–to would cost the caller: working days and the balance after',
      body: vacationRequestPreviewRequest,
      response: responses(vacationRequestPreviewResponse, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await selfService.previewMyVacation(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('newVacationRequest'),
    config: { ability: ['create', 'Self'] as const },
    schema: {
      tags,
      summary: "The caller's request for vacation days, pending HR's decision; audited",
      body: newVacationRequest,
      response: responses(vacationRequestResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await selfService.requestVacation(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('myVacationRequests'),
    config: self,
    schema: {
      tags,
      summary: "The caller's vacation requests, pending first",
      body: z.object({}).optional(),
      response: responses(vacationRequestListResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await selfService.listMyVacationRequests(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('cancelVacationRequest'),
    config: { ability: ['update', 'Self'] as const },
    schema: {
      tags,
      summary: "Cancels one of the caller's pending vacation requests; audited",
      body: cancelVacationRequest,
      response: responses(vacationRequestResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) =>
      ok(await selfService.cancelMyVacationRequest(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('approvalInbox'),
    // The roles (`read Vacation`) or a department head of any role: the service decides (approverScopeOf).
    config: self,
    schema: {
      tags,
      summary:
        "The approvals inbox: the employees' vacation requests with each balance and the payrolls their days fall in (the roles: the company's; a department head: their department's)",
      body: approvalInboxRequest,
      response: responses(vacationRequestListResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await selfService.approvalInbox(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('decideVacationRequests'),
    // The roles (`update Vacation`) or the deciding department head: the service decides (approverScopeOf).
    config: { ability: ['update', 'Self'] as const },
    schema: {
      tags,
      summary:
        "Approves (vacation ranges registered) or rejects pending requests, all or none, by the company's approver rule; audited, e-mailed",
      body: decideVacationRequests,
      response: responses(decideVacationRequestsResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await selfService.decideRequests(deps, authOf(req), metaOf(req), req.body)),
  });

  // Salary certificates (constancia salarial)
  app.route({
    ...apiRoute('mySalaryCertificate'),
    config: { ability: ['create', 'Self'] as const },
    schema: {
      tags,
      summary: 'A new salary certificate of the caller, as its PDF (with its verification QR); audited',
      body: z.object({}).optional(),
      produces: ['application/pdf'],
      response: fileResponses([401, 403, 404, 409, 429, 500]),
    },
    handler: async (req, reply) => {
      const file = await certificates.issueMyCertificate(deps, authOf(req), metaOf(req));
      return reply.headers(pdfHeaders(file.filename)).send(file.stream);
    },
  });
  app.route({
    ...apiRoute('mySalaryCertificates'),
    config: self,
    schema: {
      tags,
      summary: "The caller's salary certificates, newest first, with their state",
      body: z.object({}).optional(),
      response: responses(salaryCertificateListResponse, [401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await certificates.listMyCertificates(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('employeeCertificates'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary: "An employee's salary certificates, newest first, with their state",
      body: employeeCertificatesRequest,
      response: responses(salaryCertificateListResponse, [400, 401, 403, 429, 500]),
    },
    handler: async (req) => ok(await certificates.listCertificatesOf(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('issueSalaryCertificate'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary: 'HR issues a salary certificate for an employee, as its PDF; audited',
      body: employeeCertificatesRequest,
      produces: ['application/pdf'],
      response: fileResponses([400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req, reply) => {
      const file = await certificates.issueCertificateFor(deps, authOf(req), metaOf(req), req.body);
      return reply.headers(pdfHeaders(file.filename)).send(file.stream);
    },
  });
  app.route({
    ...apiRoute('revokeSalaryCertificate'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary: 'Revokes a salary certificate with a reason: it no longer verifies; audited',
      body: revokeSalaryCertificateRequest,
      response: responses(revokeSalaryCertificateResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) =>
      ok(await certificates.revokeCertificate(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('verifySalaryCertificate'),
    config: { public: true, rateLimit: { max: deps.config.publicRateLimit, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'Public: whether a salary certificate code is genuine and in force, and what it states (unknown and revoked alike: not valid)',
      body: verifySalaryCertificateRequest,
      response: responses(verifySalaryCertificateResponse, [400, 429, 500]),
    },
    handler: async (req) => ok(await certificates.verifyCertificate(deps, req.body)),
  });
};
