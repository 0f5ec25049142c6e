import { companiesUserRequest } from '@planilla/contracts';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error';
import { translateError } from '../../../lib/errors';

/**
 * What the sign-in needs from its first submit on, in its own chunk (`loadSignInSteps` is the one door): the
 * contract's check of the credentials, the two calls (with the API client and its route table) and the text of a
 * refusal. The sign-in screen's first paint loads none of it: no zod, no API client.
 */
export { getCompaniesUser } from './get-companies-user';
export { signIn } from './login';

export type CredentialsInput = z.input<typeof companiesUserRequest>;
export type Credentials = z.output<typeof companiesUserRequest>;
export type CredentialField = keyof CredentialsInput;

/**
 * The credentials as the contract reads them (the user code trimmed and lower-cased), or each field's first
 * refusal as its validation key (`validation.required`, contracts `V`): what the form shows under the field.
 */
export const checkCredentials = (
  values: CredentialsInput,
): { ok: true; data: Credentials } | { ok: false; errors: Partial<Record<CredentialField, string>> } => {
  const parsed = companiesUserRequest.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Partial<Record<CredentialField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'cod_usuario' || field === 'clave') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
};

/** A refused sign-in: a wrong user code or password in the screen's words, anything else as the API says it. */
export const signInErrorText = (t: TFunction, cause: unknown): string =>
  isApiError(cause) && cause.code === 'INVALID_CREDENTIALS'
    ? t('auth.signIn.wrongCredentials')
    : translateError(t, cause);
