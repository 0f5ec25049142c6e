import { z } from 'zod';
import { newPassword, role, userCode } from './auth';
import { pageOf, pageQuery } from './envelope';
import { V } from './validation';

export const userRow = z.object({
  num_usuario: z.number().int(),
  cod_usuario: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  active: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const USER_SORT_FIELDS = ['cod_usuario', 'name', 'email', 'role', 'createdAt', 'lastLoginAt'] as const;

// usuarios/userlist
export const userListRequest = pageQuery.extend({
  sortBy: z.enum(USER_SORT_FIELDS).default('cod_usuario'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});
export type UserListRequest = z.input<typeof userListRequest>;
export const userListResponse = pageOf(userRow);

// usuarios/new: a user with a role in the current company
export const newUserRequest = z.object({
  cod_usuario: userCode,
  name: z.string({ error: V.required }).trim().min(3, { error: V.tooShort }).max(120, { error: V.tooLong }),
  email: z.email({ error: V.invalidEmail }).trim().toLowerCase().max(200, { error: V.tooLong }),
  role,
  clave: newPassword,
});
export type NewUserRequest = z.input<typeof newUserRequest>;
export const newUserResponse = userRow;
