import { useMutation } from '@tanstack/react-query';
import { API, changePasswordResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** `authPlanilla/change`: the signed-in user changes their password. */
export const changePassword = (input: ChangePasswordInput) =>
  apiRequest(API.changePassword, { body: input, schema: changePasswordResponse });

export const useChangePassword = () => useMutation({ mutationFn: changePassword, meta: { silent: true } });
