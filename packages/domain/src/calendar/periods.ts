import { DomainError } from '../errors';
import {
  civilToDay,
  daysInMonth,
  formatIsoDate,
  fromDayNumber,
  parseIsoDate,
  toDayNumber,
  type IsoDate,
} from './iso-date';

/**
 * Pay periodicity (the "payment indicator"): `weekly` 7 days, `biweekly` 14 days (catorcenal),
 * `fortnightly` 1–15 and 16–end of month (quincenal, paid as 15 days), `monthly` the calendar month
 * (paid as 30 days).
 */
export type Periodicity = 'weekly' | 'biweekly' | 'fortnightly' | 'monthly';

export const PERIODICITIES: readonly Periodicity[] = ['weekly', 'biweekly', 'fortnightly', 'monthly'];

/** A pay period, both ends inclusive. */
export type Period = {
  readonly periodicity: Periodicity;
  readonly start: IsoDate;
  readonly end: IsoDate;
};

export type PeriodOptions = {
  /**
   * First day of any one weekly or biweekly period: periods repeat every 7 or 14 days from it, in both
   * directions. Defaults to Monday 2024-01-01, so weeks run Monday–Sunday.
   */
  readonly anchor?: IsoDate;
};

export const DEFAULT_PERIOD_ANCHOR: IsoDate = '2024-01-01';

function cycleLength(periodicity: 'weekly' | 'biweekly'): number {
  return periodicity === 'weekly' ? 7 : 14;
}

/** The period of `periodicity` that contains `date`. */
export function periodFor(periodicity: Periodicity, date: IsoDate, options: PeriodOptions = {}): Period {
  const { year, month, day } = parseIsoDate(date);
  switch (periodicity) {
    case 'monthly':
      return {
        periodicity,
        start: formatIsoDate(year, month, 1),
        end: formatIsoDate(year, month, daysInMonth(year, month)),
      };
    case 'fortnightly':
      return day <= 15
        ? { periodicity, start: formatIsoDate(year, month, 1), end: formatIsoDate(year, month, 15) }
        : {
            periodicity,
            start: formatIsoDate(year, month, 16),
            end: formatIsoDate(year, month, daysInMonth(year, month)),
          };
    case 'weekly':
    case 'biweekly': {
      const length = cycleLength(periodicity);
      const anchor = toDayNumber(options.anchor ?? DEFAULT_PERIOD_ANCHOR, 'anchor');
      const offset = civilToDay(year, month, day) - anchor;
      const start = anchor + Math.floor(offset / length) * length;
      return { periodicity, start: fromDayNumber(start), end: fromDayNumber(start + length - 1) };
    }
    default:
      throw new DomainError('INVALID_INPUT', `unknown periodicity ${String(periodicity)}`, 'periodicity');
  }
}

/** The period right after `period`. */
export function nextPeriod(period: Period, options: PeriodOptions = {}): Period {
  return periodFor(period.periodicity, fromDayNumber(toDayNumber(period.end, 'period.end') + 1), options);
}

/** The period right before `period`. */
export function previousPeriod(period: Period, options: PeriodOptions = {}): Period {
  return periodFor(period.periodicity, fromDayNumber(toDayNumber(period.start, 'period.start') - 1), options);
}

/** Every period of `periodicity` that overlaps `from`–`to`, in order. */
export function listPeriods(
  periodicity: Periodicity,
  from: IsoDate,
  to: IsoDate,
  options: PeriodOptions = {},
): Period[] {
  if (toDayNumber(to, 'to') < toDayNumber(from, 'from')) {
    throw new DomainError('INVALID_INPUT', 'to must not be before from', 'to');
  }
  const periods: Period[] = [];
  let period = periodFor(periodicity, from, options);
  while (period.start <= to) {
    periods.push(period);
    period = nextPeriod(period, options);
  }
  return periods;
}

/** Days a full period is paid for: 7, 14, 15 or 30 (the 30-day month convention). */
export function nominalDays(periodicity: Periodicity): number {
  switch (periodicity) {
    case 'weekly':
      return 7;
    case 'biweekly':
      return 14;
    case 'fortnightly':
      return 15;
    case 'monthly':
      return 30;
    default:
      throw new DomainError('INVALID_INPUT', `unknown periodicity ${String(periodicity)}`, 'periodicity');
  }
}

/** Calendar days in a period, both ends included. */
export function calendarDays(period: Period): number {
  return toDayNumber(period.end, 'period.end') - toDayNumber(period.start, 'period.start') + 1;
}

/**
 * Weight of a day under the 30-day month convention used by fortnightly and monthly pay: the 31st
 * weighs 0 and the last day of February weighs 3 (2 in leap years), so every month is worth exactly
 * 30 daily salaries and each fortnight 15. Weekly and biweekly days always weigh 1.
 *
 * `employmentStartsToday`: the day is the first day of the employment (the hire date). A hire on the
 * 31st is paid that day as one day (commercial month: days = 30 − start + 1, a start on the 31st
 * counting 1), so a month or a fortnight made only of the 31st is not worth 0. An employee already
 * employed on the 30th never gets the 31st, so a month still never exceeds 30 days.
 */
export function thirtyDayWeight(
  year: number,
  month: number,
  day: number,
  employmentStartsToday = false,
): number {
  if (day === 31) return employmentStartsToday ? 1 : 0;
  if (month === 2) {
    const last = daysInMonth(year, 2);
    if (day === last) return 1 + 30 - last;
  }
  return 1;
}

/**
 * Days an employment running from `firstDay` to `lastDay` (days of the month, both inclusive, with
 * `firstDay` the hire day or the 1st) is paid in one month under the 30-day convention: the sum of
 * `thirtyDayWeight` over those days. Equals 30 − first + 1 for employment to the month's end (a start on
 * the 31st counting 1), the whole month always 30, and never more than 30.
 */
export function thirtyDayMonthDays(year: number, month: number, firstDay: number, lastDay: number): number {
  const length = daysInMonth(year, month);
  if (firstDay < 1 || lastDay > length || lastDay < firstDay) {
    throw new DomainError('INVALID_INPUT', 'days must satisfy 1 ≤ firstDay ≤ lastDay ≤ month length', 'day');
  }
  const start = Math.min(firstDay, 30);
  const end = lastDay === length ? 30 : Math.min(lastDay, 30);
  return end - start + 1;
}
