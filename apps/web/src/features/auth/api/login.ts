import { useMutation } from '@tanstack/react-query';
import { API, loginResponse, type LoginResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';

export type LoginInput = { cod_usuario: string; clave: string; num_empresa: number };

/** `authPlanilla` (no token): signs in to one company and returns the session. */
export const login = (input: LoginInput): Promise<LoginResponse> =>
  apiRequest(API.login, { body: input, schema: loginResponse, auth: false });

/** Signs in and stores the session keys. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    meta: { silent: true },
    onSuccess: (session) => startSession(session),
  });
