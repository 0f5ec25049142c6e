import {
  API,
  bankListResponse,
  catalogRequest,
  civilStatusListResponse,
  companyData,
  countryListResponse,
  departmentListResponse,
  educationListResponse,
  exitTypeListResponse,
  idTypeListResponse,
  localityListRequest,
  localityListResponse,
  locationListResponse,
  newScheduleRequest,
  occupationListResponse,
  roleListResponse,
  scheduleListRequest,
  scheduleListResponse,
  scheduleOptionsResponse,
  scheduleResponse,
  statusListResponse,
  updateScheduleRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { registerCompanyCatalogRoutes } from './company-catalogs.routes';
import * as params from './parameters.service';

export const registerParameterRoutes = (root: FastifyInstance, deps: params.ParametersDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Parameters'];
  const read = { ability: ['read', 'Parameter'] as const };

  app.post(`/api/${API.idTypeList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Identification types with their format',
      body: catalogRequest,
      response: responses(idTypeListResponse),
    },
    handler: async (req) => ok(await params.listIdTypes(deps, metaOf(req).lang)),
  });

  app.post(`/api/${API.countryList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Countries (ISO 3166-1 alpha-2), sorted by name in the request language',
      body: catalogRequest,
      response: responses(countryListResponse),
    },
    handler: async (req) => ok(await params.listCountries(deps, metaOf(req).lang)),
  });

  app.post(`/api/${API.civilStatusList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Civil statuses',
      body: catalogRequest,
      response: responses(civilStatusListResponse),
    },
    handler: async (req) => ok(await params.listCivilStatuses(deps, metaOf(req).lang)),
  });

  app.post(`/api/${API.educationList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Education levels',
      body: catalogRequest,
      response: responses(educationListResponse),
    },
    handler: async (req) => ok(await params.listEducationLevels(deps, metaOf(req).lang)),
  });

  app.post(`/api/${API.bankList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Banks and financial entities with their SINPE code',
      body: catalogRequest,
      response: responses(bankListResponse),
    },
    handler: async () => ok(await params.listBanks(deps)),
  });

  app.post(`/api/${API.localityList}`, {
    config: read,
    schema: {
      tags,
      summary:
        'Territorial division of Costa Rica by level and parent: provinces, cantons of a province, districts of a canton',
      body: localityListRequest,
      response: responses(localityListResponse),
    },
    handler: async (req) => ok(await params.listLocalities(deps, req.body)),
  });

  app.post(`/api/${API.roleList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Roles of the product',
      body: catalogRequest,
      response: responses(roleListResponse),
    },
    handler: async (req) => ok(params.listRoles(metaOf(req).lang)),
  });

  app.post(`/api/${API.statusList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Employee statuses',
      body: catalogRequest,
      response: responses(statusListResponse),
    },
    handler: async (req) => ok(params.listStatuses(metaOf(req).lang)),
  });

  app.post(`/api/${API.companyData}`, {
    config: { ability: ['read', 'Company'] },
    schema: {
      tags,
      summary: 'Data of the session company',
      body: catalogRequest,
      response: responses(companyData, [400, 401, 403, 404, 429, 500]),
    },
    handler: async (req) => ok(await params.getCompanyData(deps, authOf(req))),
  });

  app.post(`/api/${API.locationList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Work locations of the company',
      body: catalogRequest,
      response: responses(locationListResponse),
    },
    handler: async (req) => ok(await params.listLocations(deps, authOf(req), req.body.includeInactive)),
  });

  app.post(`/api/${API.departmentList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Departments of the company',
      body: catalogRequest,
      response: responses(departmentListResponse),
    },
    handler: async (req) => ok(await params.listDepartments(deps, authOf(req), req.body.includeInactive)),
  });

  app.post(`/api/${API.occupationList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Occupations of the company',
      body: catalogRequest,
      response: responses(occupationListResponse),
    },
    handler: async (req) => ok(await params.listOccupations(deps, authOf(req), req.body.includeInactive)),
  });

  app.post(`/api/${API.exitTypeList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Exit types of the company',
      body: catalogRequest,
      response: responses(exitTypeListResponse),
    },
    handler: async (req) => ok(await params.listExitTypes(deps, authOf(req), req.body.includeInactive)),
  });

  app.post(`/api/${API.scheduleOptions}`, {
    config: read,
    schema: {
      tags,
      summary: 'Schedules of the company for a picker (active ones unless includeInactive)',
      body: catalogRequest,
      response: responses(scheduleOptionsResponse),
    },
    handler: async (req) => ok(await params.listScheduleOptions(deps, authOf(req), req.body.includeInactive)),
  });

  app.post(`/api/${API.scheduleList}`, {
    config: read,
    schema: {
      tags,
      summary: 'Schedules of the company, paged, searched by name',
      body: scheduleListRequest,
      response: responses(scheduleListResponse),
    },
    handler: async (req) => ok(await params.listSchedules(deps, authOf(req), req.body)),
  });

  app.post(`/api/${API.newSchedule}`, {
    config: { ability: ['create', 'Parameter'] },
    schema: {
      tags,
      summary: 'Create a schedule (checked against the legal limits of its jornada)',
      body: newScheduleRequest,
      response: responses(scheduleResponse, [400, 401, 403, 409, 429, 500]),
    },
    handler: async (req) => ok(await params.createSchedule(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.updateSchedule}`, {
    config: { ability: ['update', 'Parameter'] },
    schema: {
      tags,
      summary: 'Change a schedule; `active: false` retires it (refused while active employees use it)',
      body: updateScheduleRequest,
      response: responses(scheduleResponse, [400, 401, 403, 404, 409, 429, 500]),
    },
    handler: async (req) => ok(await params.updateSchedule(deps, authOf(req), metaOf(req), req.body)),
  });

  registerCompanyCatalogRoutes(root, deps);
};
