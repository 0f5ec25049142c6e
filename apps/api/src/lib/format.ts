import {
  formatCentimos as centimos,
  formatDate as date,
  formatDateTime as dateTime,
  formatLongDate as longDate,
  formatLongMonth as longMonth,
  formatMonth as month,
  formatNumber as number,
  formatQuantityWithUnit,
  formatRate as rate,
  type CountUnit,
} from '@planilla/contracts';
import type { Lang } from './i18n';

/**
 * Money, quantities and dates as the server writes them (PDFs, exports, e-mails): the contracts' `format`
 * module, the same the web's `lib/format.ts` uses, so a payslip reads the same on screen and on paper.
 * Timestamps are written in Costa Rica's time (the server's own zone is not the reader's).
 */
const COSTA_RICA = 'America/Costa_Rica';

export const serverFormat = (lang: Lang) => ({
  lang,
  money: (c: number | bigint) => centimos(c, lang),
  number: (value: number, fractionDigits?: number) => number(value, lang, fractionDigits),
  quantity: (value: number, unit: CountUnit | null) => formatQuantityWithUnit(value, unit, lang),
  rate: (value: number | null) => rate(value, lang),
  date: (value: string | Date) => date(value, lang, COSTA_RICA),
  dateTime: (value: string | Date) => dateTime(value, lang, COSTA_RICA),
  longDate: (value: string | Date) => longDate(value, lang, COSTA_RICA),
  month: (value: string) => month(value, lang),
  longMonth: (value: string) => longMonth(value, lang),
});
export type ServerFormat = ReturnType<typeof serverFormat>;
