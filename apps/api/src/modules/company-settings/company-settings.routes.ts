import {
  API,
  companySettingsRequest,
  companySettingsResponse,
  deleteRtPolicyRequest,
  rtPoliciesRequest,
  rtPoliciesResponse,
  saveRtPolicyRequest,
  updateCompanySettingsRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as settings from './company-settings.service';
import * as rt from './rt-policies.service';

/** The session company's payroll settings (the calendar generator and the vacation ranges read them). */
export const registerCompanySettingsRoutes = (root: FastifyInstance, deps: settings.CompanySettingsDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Parameters'];

  app.post(`/api/${API.companySettings}`, {
    config: { ability: ['read', 'Parameter'] },
    schema: {
      tags,
      summary:
        "The company's payroll settings: the pay-date rule (weekends and holidays), when pay falls after a period, the first day of weekly and biweekly periods, advance vacations",
      body: companySettingsRequest,
      response: responses(companySettingsResponse),
    },
    handler: async (req) => ok(await settings.getCompanySettings(deps, authOf(req))),
  });

  app.put(`/api/${API.updateCompanySettings}`, {
    config: { ability: ['manage', 'Parameter'] },
    schema: {
      tags,
      summary: "Change the company's payroll settings: the fields sent (audited)",
      body: updateCompanySettingsRequest,
      response: responses(companySettingsResponse),
    },
    handler: async (req) =>
      ok(await settings.updateCompanySettings(deps, authOf(req), metaOf(req), req.body)),
  });

  app.post(`/api/${API.rtPolicies}`, {
    config: { ability: ['read', 'Parameter'] },
    schema: {
      tags,
      summary:
        "The company's INS Riesgos del Trabajo policy: every version (number, rate by activity, from when) and the one in force today",
      body: rtPoliciesRequest,
      response: responses(rtPoliciesResponse),
    },
    handler: async (req) => ok(await rt.listRtPolicies(deps, authOf(req))),
  });

  app.put(`/api/${API.saveRtPolicy}`, {
    config: { ability: ['manage', 'Parameter'] },
    schema: {
      tags,
      summary:
        'Add the RT policy version that starts on a date, or change it (audited; the rate of a paid payroll never changes)',
      body: saveRtPolicyRequest,
      response: responses(rtPoliciesResponse),
    },
    handler: async (req) => ok(await rt.saveRtPolicy(deps, authOf(req), metaOf(req), req.body)),
  });

  app.delete(`/api/${API.deleteRtPolicy}`, {
    config: { ability: ['manage', 'Parameter'] },
    schema: {
      tags,
      summary: 'Delete the RT policy version that starts on a date (audited; not one a paid payroll used)',
      body: deleteRtPolicyRequest,
      response: responses(rtPoliciesResponse),
    },
    handler: async (req) => ok(await rt.deleteRtPolicy(deps, authOf(req), metaOf(req), req.body)),
  });
};
