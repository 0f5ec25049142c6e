import type { PayPeriodicity } from '@planilla/contracts';
import { addDays, DomainError, holidays, periodFor, type Holiday, type IsoDate } from '@planilla/domain';
import { AppError } from '../../lib/errors';
import type { HolidayParam } from './projection.repository';

/**
 * The legal holidays from `from` to `to` (the domain's `holidays()` for each year the range touches), or 409
 * `PAYROLL_RULES_UNAVAILABLE` when a year has no holiday data.
 */
export const holidaysBetween = (from: string, to: string): Holiday[] => {
  const out: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    try {
      out.push(...holidays(year).filter((h) => h.date >= from && h.date <= to));
    } catch (err) {
      if (err instanceof DomainError)
        throw new AppError('PAYROLL_RULES_UNAVAILABLE', undefined, { cause: err });
      throw err;
    }
  }
  return out;
};

export const holidayParams = (list: Holiday[]): HolidayParam[] =>
  list.map((h) => ({ date: h.date, id: h.id, obligatory: h.obligatory }));

/**
 * Whether `start`–`end` is a period of `periodicity`: fortnightly 1–15 or 16–end of the month, monthly the
 * calendar month, weekly 7 days, biweekly 14 (the weekly and biweekly anchor is the company's choice).
 */
export const isPeriodOf = (periodicity: PayPeriodicity, start: string, end: string): boolean => {
  switch (periodicity) {
    case 'fortnightly':
    case 'monthly': {
      const period = periodFor(periodicity, start as IsoDate);
      return period.start === start && period.end === end;
    }
    case 'weekly':
      return addDays(start as IsoDate, 6) === end;
    case 'biweekly':
      return addDays(start as IsoDate, 13) === end;
    default:
      return false;
  }
};

/** Pay dates run from the period's first day to 31 days after its last. */
export const payDateInRange = (start: string, end: string, payDate: string): boolean =>
  payDate >= start && payDate <= addDays(end as IsoDate, 31);

/** Every date from `from` to `to`, both inclusive. */
export const datesBetween = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d as IsoDate, 1)) out.push(d);
  return out;
};

/** ISO weekday of a `YYYY-MM-DD` date: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};
