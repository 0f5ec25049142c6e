import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/**
 * Text of an error in the interface language: the locale's `errors.<CODE>`, falling back to the
 * server's message (already in the request's language), then to a generic text.
 */
export const translateError = (t: TFunction, error: unknown): string => {
  if (isApiError(error)) {
    const fallback = error.message && !error.message.startsWith('HTTP ') ? error.message : t('errors.UNKNOWN');
    return t(`errors.${error.code}`, { ...error.params, defaultValue: fallback });
  }
  return t('errors.UNKNOWN');
};
