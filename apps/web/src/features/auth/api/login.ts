import { useMutation } from '@tanstack/react-query';
import { API, type LoginResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { loadSignInSchemas } from './load-sign-in-schemas';

export type LoginInput = { cod_usuario: string; clave: string; num_empresa: number };

/** `authPlanilla` (no token): signs in to one company and returns the session. */
export const login = async (input: LoginInput): Promise<LoginResponse> => {
  const { loginResponse } = await loadSignInSchemas();
  return apiRequest(API.login, { body: input, schema: loginResponse, auth: false });
};

/** Signs in and stores the session keys. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (session) => startSession(session),
  });
