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

const userName = z
  .string({ error: V.required })
  .trim()
  .min(3, { error: V.tooShort })
  .max(120, { error: V.tooLong });
const userEmail = z.email({ error: V.invalidEmail }).trim().toLowerCase().max(200, { error: V.tooLong });
const userId = z.number({ error: V.required }).int().positive().max(2_147_483_647);

// usuarios/new: a user with a role in the current company
export const newUserRequest = z.object({
  cod_usuario: userCode,
  name: userName,
  email: userEmail,
  role,
  /**
   * Omitted: the user gets an e-mail with a link to choose their own password (the usual way). Typed: for an
   * installation without a mail server, where no e-mail would arrive.
   */
  clave: newPassword.optional(),
});
export type NewUserRequest = z.input<typeof newUserRequest>;
export const newUserResponse = userRow;

/** Hours a password-setup link (sent to a new user, or again from the users screen) stays valid. */
export const PASSWORD_SETUP_HOURS = 72;

// usuarios/update (PUT): name and e-mail of the user, role in the current company; only what is sent changes
export const updateUserRequest = z
  .object({
    num_usuario: userId,
    name: userName.optional(),
    email: userEmail.optional(),
    role: role.optional(),
  })
  .refine((r) => r.name !== undefined || r.email !== undefined || r.role !== undefined, {
    error: V.atLeastOneField,
    path: ['name'],
  });
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export const updateUserResponse = userRow;

// usuarios/deactivate, usuarios/activate, usuarios/passwordsetup (PUT): one user of the current company
export const userIdRequest = z.object({ num_usuario: userId });
export type UserIdRequest = z.input<typeof userIdRequest>;
export const userStatusResponse = userRow;
export const passwordSetupResponse = z.object({ sent: z.literal(true) });
