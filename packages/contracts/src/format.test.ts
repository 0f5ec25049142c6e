import { describe, expect, it } from 'vitest';
import {
  formatCentimos,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
  formatRate,
  maskAccount,
} from './format';
import { FORMAT_CASES, plainSpaces, type FormatCase } from './format-cases';
import { MESSAGE_LANGUAGES, type MessageLanguage } from './error-messages';
import { formatQuantityWithUnit } from './payslip-texts';

const formatCase = (c: FormatCase, lang: MessageLanguage): string => {
  switch (c.kind) {
    case 'centimos':
      return formatCentimos(c.value, lang);
    case 'date':
      return formatDate(c.value, lang);
    case 'longDate':
      return formatLongDate(c.value, lang);
    case 'quantity':
      return formatQuantityWithUnit(c.value, c.unit, lang);
    case 'rate':
      return formatRate(c.value, lang);
  }
};

describe('format: the shared table', () => {
  it.each(
    FORMAT_CASES.flatMap((c) => MESSAGE_LANGUAGES.map((lang) => ({ c, lang, name: `${c.name} (${lang})` }))),
  )('$name', ({ c, lang }) => {
    expect(plainSpaces(formatCase(c, lang))).toBe(c.expected[lang]);
  });

  it('writes a timestamp in the zone asked for', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', 'es', 'America/Costa_Rica')).toBe('22/11/2026 08:05');
    expect(formatDateTime('2026-11-22T14:05:00Z', 'en', 'UTC')).toBe('22/11/2026 14:05');
  });

  it('keeps a calendar date on its day in every zone', () => {
    expect(formatDate('2026-11-22', 'es', 'America/Costa_Rica')).toBe('22/11/2026');
  });

  it('writes months and says nothing for a rate of 1', () => {
    expect(formatMonth('2026-11', 'es')).toMatch(/^nov\.? 2026$/);
    expect(formatRate(1, 'es')).toBe('');
    expect(formatRate(null, 'en')).toBe('');
  });
});

describe('maskAccount', () => {
  it.each([
    { name: 'an IBAN', value: 'CR05015202001026284066', expected: '** **** **** **** **** 4066' },
    { name: 'a grouped IBAN', value: 'CR05 0152 0200 1026 2840 66', expected: '** **** **** **** **** 4066' },
    { name: 'four characters or fewer', value: '1234', expected: '1234' },
  ])('$name', ({ value, expected }) => {
    expect(maskAccount(value)).toBe(expected);
  });
});
