import {
  formatCentimos as centimos,
  formatDate as date,
  formatDateTime as dateTime,
  formatLongDate as longDate,
  formatMoney as money,
  formatMonth as month,
  formatNumber as number,
  formatQuantityWithUnit,
  formatService as service,
  formatRate as rate,
  type MessageLanguage,
  type CountUnit,
} from '@planilla/contracts';
import type { Language } from './settings';

/**
 * Numbers, money and dates as the interface writes them: the contracts' `format` module (the one the API's
 * PDFs and exports use), bound to the interface language. Costa Rican Spanish (`cr`) writes `₡1 234 567,89`
 * and `22/11/2026`; English keeps the colón sign with English separators and writes dates day first too.
 * Timestamps are shown in the browser's time zone.
 */
const catalogueLanguage = (language: Language): MessageLanguage => (language === 'cr' ? 'es' : 'en');

export const formatNumber = (value: number, language: Language, fractionDigits?: number): string =>
  number(value, catalogueLanguage(language), fractionDigits);

/** An amount in colones (may carry céntimos as decimals): `₡1 234 567,89`. */
export const formatMoney = (colones: number, language: Language, currency = 'CRC'): string =>
  money(colones, catalogueLanguage(language), currency);

/** An amount in integer céntimos, the unit of the payroll engine. */
export const formatCentimos = (value: number | bigint, language: Language, currency = 'CRC'): string =>
  centimos(value, catalogueLanguage(language), currency);

/** A quantity with its unit, singular or plural: `1 día`, `0,03 h`. */
export const formatQuantity = (value: number, unit: CountUnit | null, language: Language): string =>
  formatQuantityWithUnit(value, unit, catalogueLanguage(language));

/** A payslip line's rate: `10,67 %`, `× 1,5`. */
export const formatRate = (value: number | null, language: Language): string => rate(value, catalogueLanguage(language));

/** `22/11/2026` in both languages. */
export const formatDate = (value: string | Date, language: Language): string => date(value, catalogueLanguage(language));

/** `22/11/2026 14:05` (24-hour clock in both languages, as payroll records read). */
export const formatDateTime = (value: string | Date, language: Language): string =>
  dateTime(value, catalogueLanguage(language));

/** A month (`2026-11`): `nov 2026` / `Nov 2026`. */
export const formatMonth = (value: string, language: Language): string => month(value, catalogueLanguage(language));

/** `22 de noviembre de 2026` / `22 November 2026`. */
export const formatLongDate = (value: string | Date, language: Language): string =>
  longDate(value, catalogueLanguage(language));

/** A length of service: `1 año, 1 mes y 1 día` / `1 year, 1 month and 1 day`. */
export const formatService = (value: { years: number; months: number; days: number }, language: Language): string =>
  service(value, catalogueLanguage(language));

/** `CR05015202001026284066` → `CR05 0152 0200 1026 2840 66` (spaces and dashes as typed dropped first). */
export const groupIban = (iban: string): string =>
  iban.replace(/[\s-]+/g, '').toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
