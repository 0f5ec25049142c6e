import { API, switchCompanyResponse, type LoginResponse, type SwitchCompanyRequest } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * `authPlanilla/switchcompany`: moves the session to another company of the user. The answer is what a
 * sign-in answers (tokens, user data, company data); the tokens of the company left stop working.
 */
export const switchCompany = (input: SwitchCompanyRequest): Promise<LoginResponse> =>
  apiRequest(API.switchCompany, { body: input, schema: switchCompanyResponse });
