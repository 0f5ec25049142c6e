import { useMutation } from '@tanstack/react-query';
import { API, recoverResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * `authPlanilla/recuperarclave` (no token), in two steps: ask for a reset link by user code (the answer
 * is the same whether the user exists or not), then set a new password with the link's token.
 */
export const requestPasswordReset = (input: { cod_usuario: string }) =>
  apiRequest(API.recoverPassword, { body: input, schema: recoverResponse, auth: false });

export const resetPassword = (input: { resetToken: string; newPassword: string }) =>
  apiRequest(API.recoverPassword, { body: input, schema: recoverResponse, auth: false });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { silent: true } });
