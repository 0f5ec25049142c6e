import { API, companiesUserResponse, type CompanySummary } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

export type CompaniesUserInput = { cod_usuario: string; clave: string };

/**
 * `authPlanilla/companiesuser` (no token): the companies this user code and password may enter.
 * An unknown user and a wrong password both answer an empty list. A plain call, no query hook: the sign-in loads
 * it with its first submit (`sign-in-steps.ts`) and no TanStack Query.
 */
export const getCompaniesUser = (input: CompaniesUserInput): Promise<CompanySummary[]> =>
  apiRequest(API.companiesUser, { body: input, schema: companiesUserResponse, auth: false });
