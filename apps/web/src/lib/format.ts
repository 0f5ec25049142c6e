import type { Language } from './settings';

/**
 * The one place numbers, money and dates become text. Costa Rican Spanish (`cr`) formats with
 * es-CR: `₡1 234 567,89`, `22/11/2026`; English keeps the colón sign with English separators.
 */
const intlLocale = (language: Language): string => (language === 'cr' ? 'es-CR' : 'en-US');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const numberFormat = (language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `n|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), options);
    cache.set(key, format);
  }
  return format;
};
const dateFormat = (language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `d|${language}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), options);
    cache.set(key, format);
  }
  return format;
};

export const formatNumber = (value: number, language: Language, fractionDigits?: number): string =>
  numberFormat(language, fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

/** An amount in colones (may carry céntimos as decimals): `₡1 234 567,89`. */
export const formatMoney = (colones: number, language: Language, currency = 'CRC'): string =>
  numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(colones);

/** An amount in integer céntimos, the unit of the payroll engine. */
export const formatCentimos = (centimos: number | bigint, language: Language, currency = 'CRC'): string => {
  const value = typeof centimos === 'bigint' ? centimos : BigInt(Math.round(centimos));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  // Exact decimal text: no binary floating point between céntimos and the printed amount.
  const decimal = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  const format = numberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return format.format(decimal as Intl.StringNumericLiteral);
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (`2026-11-22`) stays that day in every time zone; timestamps use the local zone. */
const toDate = (value: string | Date): Date => {
  if (value instanceof Date) return value;
  const match = DATE_ONLY.exec(value);
  if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value);
};

/** `22/11/2026` (es-CR) or `11/22/2026` (en). */
export const formatDate = (value: string | Date, language: Language): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
};

/** `22/11/2026 14:05` (24-hour clock in both languages, as payroll records read). */
export const formatDateTime = (value: string | Date, language: Language): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = formatDate(date, language);
  const time = dateFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  return `${day} ${time}`;
};

/** A month (`2026-11`): `nov 2026` / `Nov 2026`. */
export const formatMonth = (month: string, language: Language): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return dateFormat(language, { month: 'short', year: 'numeric' }).format(new Date(Number(match[1]), Number(match[2]) - 1, 1));
};

/** `22 de noviembre de 2026` / `November 22, 2026`. */
export const formatLongDate = (value: string | Date, language: Language): string => {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
};
