import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@planilla/contracts';
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

/**
 * Text of a form field error. Schema errors carry a validation key (`validation.required`, from the
 * contracts' `V`), translated here; server errors (`type: 'server'`) are already in the user's language.
 */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined => {
  if (!error?.message) return undefined;
  if (error.type === 'server') return error.message;
  return t(error.message, { min: PASSWORD_MIN_LENGTH, defaultValue: t('validation.invalidValue') });
};

/**
 * Puts the server's per-field messages (`error.fields`) on the form's fields. Returns whether any
 * field got a message, so the caller can show a general error otherwise.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean => {
  if (!isApiError(error) || !error.fields) return false;
  let applied = false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fields.find((name) => name === path || path.endsWith(`.${name}`));
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
};

/** `register()` for MUI text fields: the ref goes to the `<input>` (focus on error), not to the wrapper. */
export const muiField = <R extends { ref: unknown }>({ ref, ...rest }: R): Omit<R, 'ref'> & { inputRef: R['ref'] } => ({
  ...rest,
  inputRef: ref,
});
