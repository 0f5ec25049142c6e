import {
  API,
  deleteLegalRuleRequest,
  legalRuleChangeResponse,
  legalRulesRequest,
  legalRulesResponse,
  newLegalRuleRequest,
  updateLegalRuleRequest,
} from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaOf, ok, responses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import * as legal from './legal-rules.service';

/**
 * The law's values shared by every company: every signed-in role reads them; only the installation's system
 * administrator registers, changes or deletes a value (as with the padrón).
 */
export const registerLegalRuleRoutes = (root: FastifyInstance, deps: legal.LegalRulesDeps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['Legal parameters'];
  const systemAdmin = { ability: ['manage', 'all'] as const, systemAdminOnly: true };
  const writeErrors = [400, 401, 403, 404, 409, 429, 500];

  app.post(`/api/${API.legalRules}`, {
    config: { ability: ['read', 'Parameter'] },
    schema: {
      tags,
      summary:
        'Every rule table (salary-tax brackets and credits, minimum wage, CCSS rates, provisions, holiday transfers) with its intervals, dates, source and state; shipped and registered values',
      body: legalRulesRequest,
      response: responses(legalRulesResponse),
    },
    handler: async () => ok(await legal.listLegalRules(deps)),
  });

  app.post(`/api/${API.newLegalRule}`, {
    config: systemAdmin,
    schema: {
      tags,
      summary:
        'Register newly published values with their decree and effective date: `salaryTax` (bands from 0, ascending; credits), `ccssRates` (one or more lines), `minimumWage`, `holidayTransfer`. Amounts in céntimos, rates in basis points.',
      body: newLegalRuleRequest,
      response: responses(legalRuleChangeResponse, writeErrors),
    },
    handler: async (req) => ok(await legal.registerLegalRule(deps, authOf(req), metaOf(req), req.body)),
  });

  app.put(`/api/${API.updateLegalRule}`, {
    config: systemAdmin,
    schema: {
      tags,
      summary:
        'Change a registered value that has not taken effect yet (one in force can only be superseded)',
      body: updateLegalRuleRequest,
      response: responses(legalRuleChangeResponse, writeErrors),
    },
    handler: async (req) => ok(await legal.updateLegalRule(deps, authOf(req), metaOf(req), req.body)),
  });

  app.delete(`/api/${API.deleteLegalRule}`, {
    config: systemAdmin,
    schema: {
      tags,
      summary: 'Delete a registered value that has not taken effect yet',
      body: deleteLegalRuleRequest,
      response: responses(legalRuleChangeResponse, writeErrors),
    },
    handler: async (req) => ok(await legal.deleteLegalRule(deps, authOf(req), metaOf(req), req.body)),
  });
};
