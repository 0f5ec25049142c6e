import { API, loginResponse, type LoginResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export type LoginInput = { cod_usuario: string; clave: string; num_empresa: number };

/** `authPlanilla` (no token): signs in to one company and returns the session. */
export const login = (input: LoginInput): Promise<LoginResponse> =>
  apiRequest(API.login, { body: input, schema: loginResponse, auth: false });

/**
 * Signs in and stores the session keys. A plain call, no mutation hook: the sign-in loads it with its first submit
 * (`sign-in-steps.ts`) and no TanStack Query.
 */
export const signIn = async (input: LoginInput): Promise<void> => {
  startSession(await login(input));
};
