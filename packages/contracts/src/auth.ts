import { z } from 'zod';
import { ACTIONS, MEMBERSHIP_ROLES, ROLES, SUBJECTS } from './abilities';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, V } from './validation';

/** User codes are case-insensitive logins: letters, digits, dot, dash, underscore. */
export const userCode = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(3, { error: V.userCodeFormat })
  .max(30, { error: V.userCodeFormat })
  .regex(/^[a-z0-9._-]+$/, { error: V.userCodeFormat });

/** A password typed to sign in: never length-checked beyond sanity, so old passwords still work. */
export const passwordInput = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong });

/** A new password: the policy of the product (minimum length, not only letters or only digits). */
export const newPassword = z
  .string({ error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: V.tooLong })
  .refine((p) => /[A-Za-zÁÉÍÓÚÑáéíóúñ]/.test(p) && /[^A-Za-zÁÉÍÓÚÑáéíóúñ]/.test(p), {
    error: V.passwordTooWeak,
  });

export const abilityRule = z.object({ action: z.enum(ACTIONS), subject: z.enum(SUBJECTS) });
export const role = z.enum(ROLES, {
  error: (issue) => (issue.input === undefined ? V.required : V.invalidValue),
});
/** A membership's role: a staff role or `employee` (self-service). */
export const membershipRole = z.enum(MEMBERSHIP_ROLES);

export const companySummary = z.object({
  num_empresa: z.number().int(),
  name: z.string(),
  legalId: z.string(),
});
export type CompanySummary = z.infer<typeof companySummary>;

/** `datosEmpresa`: the company the session was issued for. */
export const companyData = companySummary.extend({
  tradeName: z.string().nullable(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type CompanyData = z.infer<typeof companyData>;

/** `userData`: who is signed in, for which company, and what they may do. */
export const userData = z.object({
  num_empresa: z.number().int(),
  num_usuario: z.number().int(),
  cod_usuario: z.string(),
  name: z.string(),
  email: z.string(),
  role: membershipRole,
  ability: z.array(abilityRule),
  /** The employee record this membership is linked to (self-service), null for staff not paid by the company. */
  num_empleado: z.number().int().nullable().optional(),
  /**
   * The linked employee heads a department and the company's vacation approver is `departmentHead`: they decide
   * their department's requests in the approvals inbox, whatever their role.
   */
  departmentHead: z.boolean().optional(),
  /** Operates the installation: may load the padrón electoral that every company shares. */
  systemAdmin: z.boolean().optional(),
});
export type UserData = z.infer<typeof userData>;

// authPlanilla/companiesuser (no token)
export const companiesUserRequest = z.object({ cod_usuario: userCode, clave: passwordInput });
export const companiesUserResponse = z.array(companySummary);

// authPlanilla (no token): login
export const loginRequest = z.object({
  cod_usuario: userCode,
  clave: passwordInput,
  num_empresa: z.number({ error: V.required }).int().positive(),
});
export const sessionTokens = z.object({
  token: z.string(),
  refreshToken: z.string(),
  /** Seconds until `token` expires. */
  expiresIn: z.number().int(),
});
export const loginResponse = sessionTokens.extend({ userData, datosEmpresa: companyData });
export type LoginResponse = z.infer<typeof loginResponse>;

// authPlanilla/userdatalogin
export const userDataLoginResponse = z.object({ userData, datosEmpresa: companyData });

// authPlanilla/renew (GET, header x-refresh-token)
export const renewResponse = sessionTokens;
export type RenewResponse = z.infer<typeof renewResponse>;

// authPlanilla/systemmenu
export const menuItem = z.object({
  id: z.string(),
  titleKey: z.string(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
});
export const menuSection = z.object({
  section: z.string(),
  titleKey: z.string(),
  title: z.string(),
  items: z.array(menuItem),
});
export const systemMenuResponse = z.array(menuSection);
export type MenuSection = z.infer<typeof menuSection>;
export type MenuItem = z.infer<typeof menuItem>;

// authPlanilla/bookmark and authPlanilla/deleteaddbookmark
export const bookmarkEntry = z.object({
  id: z.string(),
  target: z.string(),
  isBookmarked: z.boolean(),
  title: z.string(),
  icon: z.string(),
  link: z.string(),
});
export type BookmarkEntry = z.infer<typeof bookmarkEntry>;
export const bookmarkListResponse = z.array(bookmarkEntry);
export const toggleBookmarkRequest = z.object({ id: z.string().min(1).max(100) });

// authPlanilla/recuperarclave (no token): ask for a reset link, or set a new password with it
export const recoverRequestStart = z.object({ cod_usuario: userCode });
export const recoverRequestFinish = z.object({ resetToken: z.string().min(20).max(200), newPassword });
export const recoverRequest = z.union([recoverRequestFinish, recoverRequestStart]);
export const recoverResponse = z.object({ status: z.enum(['sent', 'changed']) });

// authPlanilla/change
export const changePasswordRequest = z.object({ currentPassword: passwordInput, newPassword });
export const changePasswordResponse = z.object({ changed: z.literal(true) });

// util/email (no token): only the system's own messages, only to addresses it already knows
export const utilEmailRequest = z.object({
  template: z.enum(['passwordRecovery']),
  email: z.email({ error: V.invalidEmail }).max(200),
});
export const utilEmailResponse = z.object({ queued: z.literal(true) });

// authPlanilla/mycompanies: the companies the signed-in user may enter, with their role in each
export const myCompany = companySummary.extend({ role: membershipRole, current: z.boolean() });
export type MyCompany = z.infer<typeof myCompany>;
export const myCompaniesResponse = z.array(myCompany);

// authPlanilla/switchcompany: the same session moves to another company of the user (new tokens, same limits)
export const switchCompanyRequest = z.object({
  num_empresa: z.number({ error: V.required }).int().positive().max(2_147_483_647),
});
export type SwitchCompanyRequest = z.input<typeof switchCompanyRequest>;
export const switchCompanyResponse = loginResponse;
