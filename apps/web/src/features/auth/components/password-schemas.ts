import { changePasswordRequest, newPassword, V } from '@planilla/contracts';
import { z } from 'zod';

/** Setting a new password: the contract's policy, typed twice. */
export const resetPasswordForm = z
  .object({ newPassword, confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
  });

/** Changing the password: the current one, then the new one twice. */
export const changePasswordForm = changePasswordRequest
  .extend({ confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
  });
