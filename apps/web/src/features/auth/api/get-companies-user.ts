import { useMutation } from '@tanstack/react-query';
import { API, type CompanySummary } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { loadSignInSchemas } from './load-sign-in-schemas';

export type CompaniesUserInput = { cod_usuario: string; clave: string };

/**
 * `authPlanilla/companiesuser` (no token): the companies this user code and password may enter.
 * An unknown user and a wrong password both answer an empty list.
 */
export const getCompaniesUser = async (input: CompaniesUserInput): Promise<CompanySummary[]> => {
  const { companiesUserResponse } = await loadSignInSchemas();
  return apiRequest(API.companiesUser, { body: input, schema: companiesUserResponse, auth: false });
};

export const useCompaniesUser = () => useMutation({ mutationFn: getCompaniesUser, meta: { silent: true } });
