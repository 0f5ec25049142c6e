import {
  API,
  companyCatalogsRequest,
  companyCatalogsResponse,
  departmentEntry,
  exitTypeEntry,
  locationEntry,
  newDepartmentRequest,
  newExitTypeRequest,
  newLocationRequest,
  newOccupationRequest,
  occupationEntry,
  updateDepartmentRequest,
  updateExitTypeRequest,
  updateLocationRequest,
  updateOccupationRequest,
  type CompanyCatalog,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as catalogs from './company-catalogs.service';
import type { ParametersDeps } from './parameters.service';

type CatalogRoutes = {
  kind: CompanyCatalog;
  create: { path: string; body: z.ZodType<catalogs.NewEntryInput>; summary: string };
  update: { path: string; body: z.ZodType<catalogs.UpdateEntryInput>; summary: string };
  entry: z.ZodType;
};

const inUse = '`active: false` retires it (refused while active employees use it)';

const CATALOG_ROUTES: CatalogRoutes[] = [
  {
    kind: 'department',
    create: { path: API.newDepartment, body: newDepartmentRequest, summary: 'Create a department' },
    update: {
      path: API.updateDepartment,
      body: updateDepartmentRequest,
      summary: `Change a department; ${inUse}`,
    },
    entry: departmentEntry,
  },
  {
    kind: 'occupation',
    create: { path: API.newOccupation, body: newOccupationRequest, summary: 'Create an occupation' },
    update: {
      path: API.updateOccupation,
      body: updateOccupationRequest,
      summary: `Change an occupation; ${inUse}`,
    },
    entry: occupationEntry,
  },
  {
    kind: 'location',
    create: { path: API.newLocation, body: newLocationRequest, summary: 'Create a work location' },
    update: {
      path: API.updateLocation,
      body: updateLocationRequest,
      summary: `Change a work location; ${inUse}`,
    },
    entry: locationEntry,
  },
  {
    kind: 'exitType',
    create: {
      path: API.newExitType,
      body: newExitTypeRequest,
      summary: "Create one of the company's own exit types",
    },
    update: {
      path: API.updateExitType,
      body: updateExitTypeRequest,
      summary:
        'Change an exit type; `active: false` retires it (always allowed); a legal type keeps the employer liability of the law',
    },
    entry: exitTypeEntry,
  },
];

/** paramPlanilla/companycatalogs and the create and update calls of the four company catalogs. */
export const registerCompanyCatalogRoutes = (root: FastifyInstance, deps: ParametersDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Parameters'];

  app.post(`/api/${API.companyCatalogs}`, {
    config: { ability: ['read', 'Parameter'] },
    schema: {
      tags,
      summary:
        'Departments, occupations, work locations and exit types of the company, retired ones included',
      body: companyCatalogsRequest,
      response: responses(companyCatalogsResponse),
    },
    handler: async (req) => ok(await catalogs.listCompanyCatalogs(deps, authOf(req))),
  });

  for (const r of CATALOG_ROUTES) {
    app.post(`/api/${r.create.path}`, {
      config: { ability: ['create', 'Parameter'] },
      schema: {
        tags,
        summary: `${r.create.summary} (409 CATALOG_NAME_TAKEN when the name is used, ignoring case and accents)`,
        body: r.create.body,
        response: responses(r.entry, [400, 401, 403, 409, 429, 500]),
      },
      handler: async (req) =>
        ok(await catalogs.createCatalogEntry(deps, authOf(req), metaOf(req), r.kind, req.body)),
    });

    app.put(`/api/${r.update.path}`, {
      config: { ability: ['update', 'Parameter'] },
      schema: {
        tags,
        summary: r.update.summary,
        body: r.update.body,
        response: responses(r.entry, [400, 401, 403, 404, 409, 429, 500]),
      },
      handler: async (req) =>
        ok(await catalogs.updateCatalogEntry(deps, authOf(req), metaOf(req), r.kind, req.body)),
    });
  }
};
