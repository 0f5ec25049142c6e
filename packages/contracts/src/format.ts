import type { MessageLanguage } from './error-messages';

/**
 * The one place numbers, money, quantities and dates become text, for the web (`apps/web/src/lib/format.ts`
 * binds it to the interface language) and the server (PDFs, exports, e-mails: `apps/api/src/lib/format.ts`).
 * Spanish (Costa Rica) writes `₡1 234 567,89`; English keeps the colón sign with English separators
 * (`₡1,234,567.89`). Dates are day first in both languages (`22/11/2026`), as payroll documents in Costa Rica
 * read. `format.test.ts` pins the strings.
 */
const NUMBER_LOCALE: Record<MessageLanguage, string> = { es: 'es-CR', en: 'en-US' };
/** English dates day first too: `en-GB` writes `22/11/2026` and `22 November 2026`. */
const DATE_LOCALE: Record<MessageLanguage, string> = { es: 'es-CR', en: 'en-GB' };

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const cached = <T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T => {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
};
const numberFormat = (language: MessageLanguage, options: Intl.NumberFormatOptions) =>
  cached(
    `n|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(NUMBER_LOCALE[language], options),
  );
const dateFormat = (language: MessageLanguage, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d|${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(DATE_LOCALE[language], options),
  );

/** The plural category of a count (`one`, `other`), the rule i18next's `_one`/`_other` keys follow. */
export const pluralCategory = (count: number, language: MessageLanguage): Intl.LDMLPluralRule =>
  cached(`p|${language}`, () => new Intl.PluralRules(NUMBER_LOCALE[language])).select(count);

/** `1 234,5` (es) / `1,234.5` (en); with `fractionDigits`, exactly that many decimals. */
export const formatNumber = (value: number, language: MessageLanguage, fractionDigits?: number): string =>
  numberFormat(
    language,
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
  ).format(value);

/** A quantity (days, hours): at most two decimals, none when whole (`0,03`, `1,5`, `8`). */
export const formatQuantity = (value: number, language: MessageLanguage): string =>
  numberFormat(language, { maximumFractionDigits: 2 }).format(value);

const moneyFormat = (language: MessageLanguage, currency: string) =>
  numberFormat(language, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** An amount in colones (may carry céntimos as decimals): `₡1 234 567,89`. */
export const formatMoney = (colones: number, language: MessageLanguage, currency = 'CRC'): string =>
  moneyFormat(language, currency).format(colones);

/** An amount in integer céntimos, the unit of the payroll engine, written exactly (no binary floating point). */
export const formatCentimos = (
  centimos: number | bigint,
  language: MessageLanguage,
  currency = 'CRC',
): string => {
  const value = typeof centimos === 'bigint' ? centimos : BigInt(Math.round(centimos));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const decimal = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return moneyFormat(language, currency).format(decimal as Intl.StringNumericLiteral);
};

/** A line's rate: below 1 a percentage (`10,67%`), above 1 a multiplier (`× 1,5`), 1 or none says nothing. */
export const formatRate = (rate: number | null, language: MessageLanguage): string => {
  if (rate === null || rate === 0 || rate === 1) return '';
  return rate < 1
    ? numberFormat(language, { style: 'percent', maximumFractionDigits: 4 }).format(rate)
    : `× ${formatNumber(rate, language)}`;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date (`2026-11-22`) is that day in every time zone (read as UTC, written in UTC); a timestamp is
 * written in `timeZone` (the web: the browser's zone, `undefined`; the server: Costa Rica).
 */
const toDate = (
  value: string | Date,
  timeZone: string | undefined,
): { date: Date; timeZone: string | undefined } => {
  if (value instanceof Date) return { date: value, timeZone };
  const match = DATE_ONLY.exec(value);
  if (match)
    return {
      date: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
      timeZone: 'UTC',
    };
  return { date: new Date(value), timeZone };
};

/** A date (or an instant in `timeZone`) with these fields; an unreadable value is ''. */
const formatFields = (
  value: string | Date,
  language: MessageLanguage,
  timeZone: string | undefined,
  fields: Intl.DateTimeFormatOptions,
): string => {
  const d = toDate(value, timeZone);
  if (Number.isNaN(d.date.getTime())) return '';
  return dateFormat(language, { ...fields, timeZone: d.timeZone }).format(d.date);
};

/** `22/11/2026`, in both languages. */
export const formatDate = (value: string | Date, language: MessageLanguage, timeZone?: string): string =>
  formatFields(value, language, timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** `22/11/2026 14:05` (24-hour clock in both languages, as payroll records read). */
export const formatDateTime = (
  value: string | Date,
  language: MessageLanguage,
  timeZone?: string,
): string => {
  const time = formatFields(value, language, timeZone, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return time && `${formatDate(value, language, timeZone)} ${time}`;
};

/** A month (`2026-11`): `nov 2026` / `Nov 2026`. */
export const formatMonth = (month: string, language: MessageLanguage): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return dateFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
};

/** A month in full (`2026-11`): `noviembre de 2026` / `November 2026`. */
export const formatLongMonth = (month: string, language: MessageLanguage): string => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
};

/** `22 de noviembre de 2026` / `22 November 2026`. */
export const formatLongDate = (value: string | Date, language: MessageLanguage, timeZone?: string): string =>
  formatFields(value, language, timeZone, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * An account number (an IBAN) masked but for its last 4 characters, grouped by 4 from the end so the visible
 * digits stay together: `** **** **** **** **** 1234`. The voucher PDF and an employee's history of data changes.
 */
export const maskAccount = (account: string): string => {
  const clean = account.replace(/[\s-]+/g, '');
  if (clean.length <= 4) return clean;
  const masked = '*'.repeat(clean.length - 4) + clean.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(' ');
};
