import {
  newSettlementResponse,
  settlementPreviewResponse,
  settlementRequest,
  updateExitRequest,
  updateExitResponse,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, fileResponses, metaOf, ok, pdfHeaders, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { renderSettlementPdf, settlementFileName } from './settlement-pdf';
import * as settlement from './settlement.service';

const withConflict = [400, 401, 403, 404, 409, 429, 500];

/**
 * The termination settlement (liquidación): its preview, its payroll, its document to sign, and the exit's
 * correction. Calculating, explaining and closing the payroll are the payroll calculation's calls.
 */
export const registerSettlementRoutes = (root: FastifyInstance, deps: settlement.SettlementDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Termination settlement'];
  app.route({
    ...apiRoute('settlementPreview'),
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "The settlement of the employee's recorded exit, line by line with basis and arithmetic; final once paid",
      body: settlementRequest,
      response: responses(settlementPreviewResponse, withConflict),
    },
    handler: async (req) => ok(await settlement.settlementPreview(deps, authOf(req), req.body)),
  });
  app.route({
    ...apiRoute('newSettlement'),
    config: { ability: ['update', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        "Create the settlement payroll of the employee's exit (kind settlement, projected); answers the existing one",
      body: settlementRequest,
      response: responses(newSettlementResponse, withConflict),
    },
    handler: async (req) => ok(await settlement.newSettlement(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('settlementPdf'),
    config: { ability: ['read', 'Payroll'] as const },
    schema: {
      tags,
      summary:
        'The settlement document to sign (PDF, in the language asked for); a draft until the settlement payroll is paid',
      body: settlementRequest,
      produces: ['application/pdf'],
      response: fileResponses(withConflict),
    },
    handler: async (req, reply) => {
      const doc = await settlement.settlementDocument(deps, authOf(req), req.body.num_empleado);
      const { company, settlement: explanation, final } = doc;
      const pdf = renderSettlementPdf({
        company,
        settlement: explanation,
        final,
        language: metaOf(req).lang,
      });
      return reply.headers(pdfHeaders(settlementFileName(doc.settlement))).send(pdf);
    },
  });
  app.route({
    ...apiRoute('updateExit'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags: ['Employees'],
      summary:
        "Correct the recorded exit's date, type or reason; its unpaid settlement goes stale, a paid one makes it final",
      body: updateExitRequest,
      response: responses(updateExitResponse, withConflict),
    },
    handler: async (req) => ok(await settlement.updateExit(deps, authOf(req), metaOf(req), req.body)),
  });
};
