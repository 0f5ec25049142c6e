import {
  deleteEmployeePayItemRequest,
  deleteEmployeePayItemResponse,
  employeePayItemListRequest,
  employeePayItemListResponse,
  employeePayItemResponse,
  endEmployeePayItemRequest,
  newEmployeePayItemRequest,
  newPayeeRequest,
  newPayItemTypeRequest,
  payeeListRequest,
  payeeListResponse,
  payeeResponse,
  payItemImportResponse,
  payItemMovementListRequest,
  payItemMovementListResponse,
  payItemOverviewRequest,
  payItemOverviewResponse,
  payItemTypeListRequest,
  payItemTypeListResponse,
  payItemTypeResponse,
  payoffEmployeePayItemRequest,
  updateEmployeePayItemRequest,
  updatePayeeRequest,
  updatePayItemTypeRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoute, metaOf, ok, responses } from '../../lib/http';
import { readUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import * as changes from './employee-pay-item-changes';
import * as items from './employee-pay-items.service';
import * as catalogue from './pay-item-catalogue.service';
import { importPayItems } from './pay-item-import';

const withConflict = [400, 401, 403, 404, 409, 429, 500];
/** A file of 5 000 items fits well within 2 MB. */
export const PAY_ITEM_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Pay items (rubros, issue 26): the company's catalogue and payees (Parameter), employees' items (Employee: the
 * payroll manager and the HR assistant manage them, the auditor reads), the company's orders and loans, the
 * import. The payee summary, its export and its bank file are the bank-files side's calls.
 */
export const registerPayItemRoutes = (root: FastifyInstance, deps: catalogue.PayItemDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pay items'];

  app.route({
    ...apiRoute('payItemTypeList'),
    config: { ability: ['read', 'Parameter'] as const },
    schema: {
      tags,
      summary:
        "The company's catalogue of pay items: class, legal treatment, accounts, payee (the shipped types are added the first time)",
      body: payItemTypeListRequest,
      response: responses(payItemTypeListResponse),
    },
    handler: async (req) => ok(await catalogue.listPayItemTypes(deps, authOf(req), metaOf(req).lang)),
  });
  app.route({
    ...apiRoute('newPayItemType'),
    config: { ability: ['manage', 'Parameter'] as const },
    schema: {
      tags,
      summary: "Add a type to the company's catalogue (an earning's flags default to its class's; audited)",
      body: newPayItemTypeRequest,
      response: responses(payItemTypeResponse, withConflict),
    },
    handler: async (req) => ok(await catalogue.createPayItemType(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('updatePayItemType'),
    config: { ability: ['manage', 'Parameter'] as const },
    schema: {
      tags,
      summary:
        "Change a type's name, an earning's flags, accounts, payee or active (never its class; audited)",
      body: updatePayItemTypeRequest,
      response: responses(payItemTypeResponse, withConflict),
    },
    handler: async (req) => ok(await catalogue.updatePayItemType(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('payeeList'),
    config: { ability: ['read', 'Parameter'] as const },
    schema: {
      tags,
      summary: 'The payees deductions are paid to (association, courts, banks, insurers), by name',
      body: payeeListRequest,
      response: responses(payeeListResponse),
    },
    handler: async (req) => ok(await catalogue.listPayees(deps, authOf(req))),
  });
  app.route({
    ...apiRoute('newPayee'),
    config: { ability: ['manage', 'Parameter'] as const },
    schema: {
      tags,
      summary: 'Add a payee (name unique in the company; IBAN CR checked; audited)',
      body: newPayeeRequest,
      response: responses(payeeResponse, withConflict),
    },
    handler: async (req) => ok(await catalogue.createPayee(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('updatePayee'),
    config: { ability: ['manage', 'Parameter'] as const },
    schema: {
      tags,
      summary: "Change a payee's fields sent (audited)",
      body: updatePayeeRequest,
      response: responses(payeeResponse, withConflict),
    },
    handler: async (req) => ok(await catalogue.updatePayee(deps, authOf(req), metaOf(req), req.body)),
  });

  app.route({
    ...apiRoute('employeePayItemList'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary: "An employee's pay items with their state, balance and what rolled forward; the history too",
      body: employeePayItemListRequest,
      response: responses(employeePayItemListResponse, withConflict),
    },
    handler: async (req) =>
      ok(await items.listEmployeePayItems(deps, authOf(req), metaOf(req).lang, req.body)),
  });
  app.route({
    ...apiRoute('newEmployeePayItem'),
    config: { ability: ['create', 'Employee'] as const },
    schema: {
      tags,
      summary:
        'Add an item to an employee (checked against its class, the employment and its payroll; or continue one from a date with replacesId; audited)',
      body: newEmployeePayItemRequest,
      response: responses(employeePayItemResponse, withConflict),
    },
    handler: async (req) => ok(await changes.createEmployeePayItem(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('updateEmployeePayItem'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary:
        'Change an item no closed payroll used (409 PAY_ITEM_USED otherwise: end it and add another; audited)',
      body: updateEmployeePayItemRequest,
      response: responses(employeePayItemResponse, withConflict),
    },
    handler: async (req) => ok(await changes.updateEmployeePayItem(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('endEmployeePayItem'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary: 'End an item on a date, not before the last closed payroll that used it (audited)',
      body: endEmployeePayItemRequest,
      response: responses(employeePayItemResponse, withConflict),
    },
    handler: async (req) => ok(await changes.endEmployeePayItem(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('deleteEmployeePayItem'),
    config: { ability: ['delete', 'Employee'] as const },
    schema: {
      tags,
      summary: 'Delete an item typed by mistake: no payroll used it and its balance never moved (audited)',
      body: deleteEmployeePayItemRequest,
      response: responses(deleteEmployeePayItemResponse, withConflict),
    },
    handler: async (req) => ok(await changes.deleteEmployeePayItem(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('payoffEmployeePayItem'),
    config: { ability: ['update', 'Employee'] as const },
    schema: {
      tags,
      summary:
        'Record an early payoff of a loan or advance outside the payroll (all of the balance by default; audited)',
      body: payoffEmployeePayItemRequest,
      response: responses(employeePayItemResponse, withConflict),
    },
    handler: async (req) => ok(await changes.payoffEmployeePayItem(deps, authOf(req), metaOf(req), req.body)),
  });
  app.route({
    ...apiRoute('payItemMovementList'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary:
        "An item's balance moves (closed payrolls, payoffs, settlement) and what calculated payrolls would take",
      body: payItemMovementListRequest,
      response: responses(payItemMovementListResponse, withConflict),
    },
    handler: async (req) =>
      ok(await items.listPayItemMovements(deps, authOf(req), metaOf(req).lang, req.body)),
  });
  app.route({
    ...apiRoute('payItemOverview'),
    config: { ability: ['read', 'Employee'] as const },
    schema: {
      tags,
      summary: "The company's court orders and loans in force, with balances, what rolled forward and totals",
      body: payItemOverviewRequest,
      response: responses(payItemOverviewResponse),
    },
    handler: async (req) => ok(await items.payItemOverview(deps, authOf(req), metaOf(req).lang, req.body)),
  });
  app.route({
    ...apiRoute('importPayItems'),
    config: { ability: ['create', 'Employee'] as const },
    schema: {
      tags,
      summary:
        "Import employees' items from a spreadsheet: multipart/form-data with the file in `archivo` (.xlsx or .csv, up to 2 MB and 5 000 rows) and `dryRun` (`true` by default: only check). All or nothing; row errors name row and column",
      consumes: ['multipart/form-data'],
      response: responses(payItemImportResponse, [400, 401, 403, 413, 429, 500]),
    },
    handler: async (req) =>
      ok(
        await importPayItems(
          deps,
          authOf(req),
          metaOf(req),
          await readUpload(req, PAY_ITEM_IMPORT_MAX_BYTES),
        ),
      ),
  });
};
