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
 */
export function thirtyDayWeight(year: number, month: number, day: number): number {
  if (day === 31) return 0;
  if (month === 2) {
    const last = daysInMonth(year, 2);
    if (day === last) return 1 + 30 - last;
  }
  return 1;
}
