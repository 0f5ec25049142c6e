import { DomainError, invalidInput } from '../errors';
import {
  addDays,
  formatIsoDate,
  isIsoDate,
  parseIsoDate,
  weekday,
  type IsoDate,
  type Weekday,
} from './iso-date';
import { DEFAULT_PERIOD_ANCHOR, PERIODICITIES, listPeriods, type Period, type Periodicity } from './periods';

/**
 * When a payroll is paid, before the business-day adjustment: on the period's last day, or a number of
 * days after it.
 */
export type PayDateTiming =
  { readonly kind: 'period_end' } | { readonly kind: 'days_after_end'; readonly days: number };

/** Moves a pay date that falls on a weekend or holiday; the company's business-day rule. */
export type AdjustPayDate = (date: IsoDate) => IsoDate;

export type PayrollCalendarInput = {
  readonly periodicity: Periodicity;
  readonly year: number;
  /** First day of any one weekly or biweekly period (the company's first day of the week). */
  readonly anchor?: IsoDate;
  /** Default: the period's last day. */
  readonly payDateTiming?: PayDateTiming;
  /** Default: no adjustment. */
  readonly adjustPayDate?: AdjustPayDate;
};

/** One payroll of a year's calendar: its period, its number in the year (1, 2, …) and its pay date. */
export type PayrollCalendarEntry = Period & {
  readonly year: number;
  readonly number: number;
  readonly payDate: IsoDate;
};

export const MAX_PAY_DELAY_DAYS = 31;

/**
 * The year a payroll period belongs to: the year of its last day. Fortnightly and monthly periods never
 * cross a year; a weekly period 28 Dec 2026 – 3 Jan 2027 belongs to 2027. The end date, not the pay date,
 * decides, because the end date is fixed by the periodicity while a pay date may be edited or moved by the
 * business-day rule: a period never changes year, so consecutive years' calendars join without a gap or an
 * overlap.
 */
export function payrollYearOf(period: Period): number {
  return parseIsoDate(period.end, 'period.end').year;
}

/**
 * An anchor for weekly periods that start on `firstDayOfWeek` (0 Sunday … 6 Saturday): the first such day
 * on or after Monday 2024-01-01. Biweekly periods need a real first day instead (which of two weeks).
 */
export function weekAnchor(firstDayOfWeek: Weekday): IsoDate {
  if (!Number.isInteger(firstDayOfWeek) || firstDayOfWeek < 0 || firstDayOfWeek > 6) {
    throw invalidInput('firstDayOfWeek must be 0 (Sunday) to 6 (Saturday)', 'firstDayOfWeek');
  }
  return addDays(DEFAULT_PERIOD_ANCHOR, (firstDayOfWeek - weekday(DEFAULT_PERIOD_ANCHOR) + 7) % 7);
}

/** The pay date of a period by the rule, then adjusted; refused when the adjusted date precedes the period. */
export function payDateFor(
  period: Period,
  rule: PayDateTiming = { kind: 'period_end' },
  adjustPayDate: AdjustPayDate = (date) => date,
): IsoDate {
  let date: IsoDate;
  switch (rule.kind) {
    case 'period_end':
      date = period.end;
      break;
    case 'days_after_end':
      if (!Number.isInteger(rule.days) || rule.days < 0 || rule.days > MAX_PAY_DELAY_DAYS) {
        throw invalidInput(
          `payDateTiming.days must be a whole number from 0 to ${MAX_PAY_DELAY_DAYS}`,
          'payDateTiming.days',
        );
      }
      date = addDays(period.end, rule.days);
      break;
    default:
      throw invalidInput('payDateTiming.kind must be period_end or days_after_end', 'payDateTiming.kind');
  }
  const adjusted = adjustPayDate(date);
  if (!isIsoDate(adjusted))
    throw new DomainError('INVALID_DATE', 'the adjusted pay date is not a date', 'payDate');
  if (adjusted < period.start) {
    throw invalidInput(`the pay date ${adjusted} is before the period starts (${period.start})`, 'payDate');
  }
  return adjusted;
}

/**
 * A year's payrolls for one periodicity: every period whose last day falls in `year` (see
 * `payrollYearOf`), numbered from 1, with its pay date. Weekly and biweekly periods repeat every 7 or 14
 * days from `anchor`; fortnightly periods are 1–15 and 16–end of month; monthly the calendar month. The
 * periods are contiguous, and the last period of one year is followed by the first of the next.
 */
export function payrollCalendar(input: PayrollCalendarInput): PayrollCalendarEntry[] {
  const { periodicity, year } = input;
  if (!PERIODICITIES.includes(periodicity)) {
    throw invalidInput(`periodicity must be one of ${PERIODICITIES.join(', ')}`, 'periodicity');
  }
  if (!Number.isInteger(year) || year < 1901 || year > 9998) {
    throw invalidInput('year must be a whole number from 1901 to 9998', 'year');
  }
  if (input.anchor !== undefined) parseIsoDate(input.anchor, 'anchor');
  const options = input.anchor === undefined ? {} : { anchor: input.anchor };
  const first = formatIsoDate(year, 1, 1);
  const last = formatIsoDate(year, 12, 31);
  return listPeriods(periodicity, first, last, options)
    .filter((period) => period.end >= first && period.end <= last)
    .map((period, i) => ({
      ...period,
      year,
      number: i + 1,
      payDate: payDateFor(period, input.payDateTiming, input.adjustPayDate),
    }));
}
