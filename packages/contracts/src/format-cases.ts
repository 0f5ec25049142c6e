import type { MessageLanguage } from './error-messages';

/**
 * The strings money, quantities and dates must read as, in both languages: the web's `lib/format.test.ts`
 * and the API's `lib/format.test.ts` both check their formatters against this one table, so a payslip reads
 * the same on screen, in a PDF and in an export. Group separators are written as plain spaces here (Intl
 * writes no-break spaces).
 */
export type FormatCase =
  | { name: string; kind: 'centimos'; value: number; expected: Record<MessageLanguage, string> }
  | { name: string; kind: 'date'; value: string; expected: Record<MessageLanguage, string> }
  | { name: string; kind: 'longDate'; value: string; expected: Record<MessageLanguage, string> }
  | {
      name: string;
      kind: 'quantity';
      value: number;
      unit: 'days' | 'hours' | null;
      expected: Record<MessageLanguage, string>;
    }
  | { name: string; kind: 'rate'; value: number; expected: Record<MessageLanguage, string> };

export const FORMAT_CASES: readonly FormatCase[] = [
  {
    name: 'money',
    kind: 'centimos',
    value: 123456789,
    expected: { es: '₡1 234 567,89', en: '₡1,234,567.89' },
  },
  { name: 'negative money', kind: 'centimos', value: -5, expected: { es: '-₡0,05', en: '-₡0.05' } },
  {
    name: 'a date, day first in both',
    kind: 'date',
    value: '2026-11-22',
    expected: { es: '22/11/2026', en: '22/11/2026' },
  },
  {
    name: 'a long date',
    kind: 'longDate',
    value: '2026-01-05',
    expected: { es: '5 de enero de 2026', en: '5 January 2026' },
  },
  { name: 'one day', kind: 'quantity', value: 1, unit: 'days', expected: { es: '1 día', en: '1 day' } },
  { name: 'days', kind: 'quantity', value: 11, unit: 'days', expected: { es: '11 días', en: '11 days' } },
  {
    name: 'half days',
    kind: 'quantity',
    value: 1.5,
    unit: 'days',
    expected: { es: '1,5 días', en: '1.5 days' },
  },
  {
    name: 'a fraction of an hour',
    kind: 'quantity',
    value: 1 / 30,
    unit: 'hours',
    expected: { es: '0,03 h', en: '0.03 h' },
  },
  {
    name: 'thousands of hours',
    kind: 'quantity',
    value: 1234.5,
    unit: 'hours',
    expected: { es: '1 234,5 h', en: '1,234.5 h' },
  },
  { name: 'a percentage', kind: 'rate', value: 0.1067, expected: { es: '10,67%', en: '10.67%' } },
  { name: 'a multiplier', kind: 'rate', value: 1.5, expected: { es: '× 1,5', en: '× 1.5' } },
];

/** Intl writes (narrow) no-break spaces; the table compares with plain ones. */
export const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');
