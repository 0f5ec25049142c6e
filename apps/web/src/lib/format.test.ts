import { describe, expect, it } from 'vitest';
import { FORMAT_CASES, plainSpaces, type FormatCase } from '@planilla/contracts';
import {
  formatCentimos,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatQuantity,
  formatRate,
} from './format';

/** Intl writes (narrow) no-break spaces as group separators; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('format (es-CR for cr)', () => {
  it.each([
    { name: 'millions with céntimos', colones: 1234567.89, cr: '₡1 234 567,89', en: '₡1,234,567.89' },
    { name: 'zero', colones: 0, cr: '₡0,00', en: '₡0.00' },
    { name: 'thousands', colones: 1500, cr: '₡1 500,00', en: '₡1,500.00' },
    { name: 'rounds to céntimos', colones: 10.005, cr: '₡10,01', en: '₡10.01' },
  ])('money: $name', ({ colones, cr, en }) => {
    expect(plain(formatMoney(colones, 'cr'))).toBe(cr);
    expect(plain(formatMoney(colones, 'en'))).toBe(en);
  });

  it('writes negative amounts with a minus sign', () => {
    expect(plain(formatMoney(-2500.5, 'cr'))).toMatch(/^-₡2 500,50$|^₡-2 500,50$/);
  });

  it.each([
    { name: 'integer céntimos', centimos: 123456789, expected: '₡1 234 567,89' },
    { name: 'bigint beyond 2^53', centimos: 900719925474099199n, expected: '₡9 007 199 254 740 991,99' },
    { name: 'negative', centimos: -5, expected: '-₡0,05' },
  ])('céntimos exactly: $name', ({ centimos, expected }) => {
    expect(plain(formatCentimos(centimos, 'cr'))).toBe(expected);
  });

  it('formats plain numbers', () => {
    expect(plain(formatNumber(1234.5, 'cr'))).toBe('1 234,5');
    expect(plain(formatNumber(1234.5, 'cr', 2))).toBe('1 234,50');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('writes dates day first in es-CR', () => {
    expect(formatDate('2026-11-22', 'cr')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', 'en')).toBe('22/11/2026');
    expect(formatDate(new Date(2026, 0, 5), 'cr')).toBe('05/01/2026');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    // A date-only string is not read as UTC midnight (which would be the 21st west of Greenwich).
    expect(formatDate('2026-11-22', 'cr')).toBe('22/11/2026');
  });

  it('writes timestamps with a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T14:05:00Z', 'cr')).toBe('22/11/2026 14:05');
    expect(formatDateTime('2026-11-22T09:30:00Z', 'en')).toBe('22/11/2026 09:30');
  });

  it('writes long dates in words', () => {
    expect(formatLongDate('2026-11-22', 'cr')).toBe('22 de noviembre de 2026');
    expect(formatLongDate('2026-11-22', 'en')).toBe('22 November 2026');
  });

  it('answers an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'cr')).toBe('');
    expect(formatDateTime('', 'cr')).toBe('');
  });
});

describe('format: the same strings as the server (the contracts table)', () => {
  const written = (c: FormatCase, language: 'cr' | 'en'): string => {
    switch (c.kind) {
      case 'centimos':
        return formatCentimos(c.value, language);
      case 'date':
        return formatDate(c.value, language);
      case 'longDate':
        return formatLongDate(c.value, language);
      case 'quantity':
        return formatQuantity(c.value, c.unit, language);
      case 'rate':
        return formatRate(c.value, language);
    }
  };
  it.each(FORMAT_CASES.map((c) => ({ c, name: c.name })))('$name', ({ c }) => {
    expect(plainSpaces(written(c, 'cr'))).toBe(c.expected.es);
    expect(plainSpaces(written(c, 'en'))).toBe(c.expected.en);
  });
});
