import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MESSAGE_LANGUAGES, errorMessage } from './error-messages';
import { ERROR_CODES } from './errors';

describe('the error catalogue', () => {
  it.each(MESSAGE_LANGUAGES)('has a text in %s for every error code, and nothing else', (language) => {
    const catalogue = ERROR_MESSAGES[language];
    expect(Object.keys(catalogue).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      expect(catalogue[code].trim().length, `${language} ${code}`).toBeGreaterThan(0);
      expect(catalogue[code], `${language} ${code}`).toMatch(/[.!]$/);
      expect(errorMessage(code, language)).toBe(catalogue[code]);
    }
  });

  it('really translates: the two languages differ for codes that are not names', () => {
    const same = ERROR_CODES.filter((code) => ERROR_MESSAGES.es[code] === ERROR_MESSAGES.en[code]);
    expect(same).toEqual([]);
  });
});
