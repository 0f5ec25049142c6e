import {
  bankFileRequest,
  bankFilesRequest,
  bankFilesResponse,
  bankLayoutItem,
  bankLayoutPreview,
  bankLayoutPreviewRequest,
  bankLayoutsRequest,
  bankLayoutsResponse,
  deactivateBankLayoutRequest,
  generatedFileItem,
  newBankLayoutRequest,
  paymentResume,
  paymentResumeRequest,
  updateBankLayoutRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as bank from './bank-files.service';
import * as layouts from './bank-layouts';

const withNotFound = [400, 401, 403, 404, 429, 500];
const withConflict = [400, 401, 403, 404, 409, 429, 500];

/** Payment summary, bank file layouts and bank files (procesoPlanilla/*). */
export const registerBankFileRoutes = (root: FastifyInstance, deps: bank.BankFilesDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Payment summary and bank files'];
  const read = { ability: ['read', 'PostPayroll'] as const };
  // Layouts and files: the paying roles (administrator, payroll manager), not the auditor.
  const write = { ability: ['update', 'PostPayroll'] as const };

  app.route({
    ...apiRoute('paymentResume'),
    config: read,
    schema: {
      tags,
      summary:
        "A processed or paid payroll's net pay by bank (the IBAN's bank code) and payment method; employees without a valid IBAN apart; totals against the calculation",
      body: paymentResumeRequest,
      response: responses(paymentResume, withConflict),
    },
    handler: async (req) => ok(await bank.paymentResume(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('bankLayouts'),
    config: read,
    schema: {
      tags,
      summary:
        "The bank file layouts: the built-in ones and the company's (active, or all with includeInactive)",
      body: bankLayoutsRequest,
      response: responses(bankLayoutsResponse),
    },
    handler: async (req) => ok(await layouts.listLayouts(deps, authOf(req), metaOf(req), req.body ?? {})),
  });

  app.route({
    ...apiRoute('newBankLayout'),
    config: write,
    schema: {
      tags,
      summary: 'Create a company bank file layout (409 when the code is taken or is a built-in one)',
      body: newBankLayoutRequest,
      response: responses(bankLayoutItem, withConflict),
    },
    handler: async (req) => ok(await layouts.createLayout(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('updateBankLayout'),
    config: write,
    schema: {
      tags,
      summary: "Change a company layout's name and definition (and reactivate it with active: true)",
      body: updateBankLayoutRequest,
      response: responses(bankLayoutItem, withNotFound),
    },
    handler: async (req) => ok(await layouts.updateLayout(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('deactivateBankLayout'),
    config: write,
    schema: {
      tags,
      summary: 'Deactivate a company layout (its files stay listed; it is no longer offered)',
      body: deactivateBankLayoutRequest,
      response: responses(bankLayoutItem, withNotFound),
    },
    handler: async (req) => ok(await layouts.deactivateLayout(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('bankLayoutPreview'),
    config: read,
    schema: {
      tags,
      summary:
        "The first lines and the totals of a payroll's bank file with a layout (by code, or a definition being edited), without storing anything",
      body: bankLayoutPreviewRequest,
      response: responses(bankLayoutPreview, withConflict),
    },
    handler: async (req) => ok(await bank.previewBankFile(deps, authOf(req), req.body)),
  });

  app.route({
    ...apiRoute('bankFile'),
    config: write,
    schema: {
      tags,
      summary:
        "Generate and store the bank file of a closed (paid) payroll with a layout, optionally one bank's employees; download it with GET util/ (carpeta bancos)",
      body: bankFileRequest,
      response: responses(generatedFileItem, withConflict),
    },
    handler: async (req) => ok(await bank.generateBankFile(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('bankFiles'),
    config: read,
    schema: {
      tags,
      summary: "A payroll's stored bank files with checksum (SHA-256), size, record count and total",
      body: bankFilesRequest,
      response: responses(bankFilesResponse, withNotFound),
    },
    handler: async (req) => ok(await bank.listBankFiles(deps, authOf(req), req.body)),
  });
};
