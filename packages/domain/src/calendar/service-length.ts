import { invalidInput } from '../errors';
import { addDays, addMonths, toDayNumber, type IsoDate } from './iso-date';

/** Continuous service from a first day to a last day, both included. */
export type ServiceLength = {
  readonly years: number;
  /** Months beyond the whole years, 0–11. */
  readonly months: number;
  /** Days beyond the whole months. */
  readonly days: number;
  /** Whole months in total (`years × 12 + months`). */
  readonly totalMonths: number;
  readonly totalDays: number;
};

/**
 * Service from `firstDay` to `lastDay` inclusive, counted in calendar months from the first day's
 * anniversary (hired 15 Jan, last day 14 Apr = exactly 3 months). Month ends clamp (31 Jan + 1 month =
 * end of February).
 */
export function serviceLength(firstDay: IsoDate, lastDay: IsoDate): ServiceLength {
  const start = toDayNumber(firstDay, 'firstDay');
  const end = toDayNumber(lastDay, 'lastDay');
  if (end < start) throw invalidInput('the last day is before the first day', 'lastDay');
  const after = addDays(lastDay, 1);
  // Whole months: the largest m with firstDay + m months ≤ the day after lastDay.
  let totalMonths = Math.max(0, Math.floor((end - start + 1) / 31) - 1);
  while (addMonths(firstDay, totalMonths + 1) <= after) totalMonths += 1;
  const days = toDayNumber(after) - toDayNumber(addMonths(firstDay, totalMonths));
  return {
    years: Math.floor(totalMonths / 12),
    months: totalMonths % 12,
    days,
    totalMonths,
    totalDays: end - start + 1,
  };
}
