import { clockTimeToMinutes, toMinuteNumber } from '../calendar/local-date-time';
import type { PairedDay, ScheduledDay } from './clock-pairing';

/** How the extra time a schedule counts is rounded: not at all, or down to a quarter or half hour. */
export const EXTRA_ROUNDINGS = ['none', 'down_15', 'down_30'] as const;
export type ExtraRounding = (typeof EXTRA_ROUNDINGS)[number];

/**
 * A schedule's tolerances (as Frappe's shift types have): a late entry up to `entryGraceMinutes` and an early
 * exit up to `exitGraceMinutes` are not short time; time past the shift counts as extra only from
 * `extraMinimumMinutes`, then rounded by `extraRounding`.
 */
export type ShiftTolerances = {
  readonly entryGraceMinutes: number;
  readonly exitGraceMinutes: number;
  readonly extraMinimumMinutes: number;
  readonly extraRounding: ExtraRounding;
};

/** No tolerance at all: every minute counts (what pairing alone gives). */
export const NO_TOLERANCES: ShiftTolerances = {
  entryGraceMinutes: 0,
  exitGraceMinutes: 0,
  extraMinimumMinutes: 0,
  extraRounding: 'none',
};

const STEP: Record<ExtraRounding, number> = { none: 1, down_15: 15, down_30: 30 };

/** Extra minutes as the schedule counts them: 0 below the minimum, else rounded down to the step. */
export const countedExtraMinutes = (extra: number, t: ShiftTolerances): number => {
  if (extra <= 0 || extra < t.extraMinimumMinutes) return 0;
  const step = STEP[t.extraRounding];
  return Math.floor(extra / step) * step;
};

/**
 * A paired day under its schedule's tolerances. Only a complete day (R or E) changes:
 * - a late entry within the entry grace, and an early exit within the exit grace, are credited as ordinary
 *   time (up to the expected minutes);
 * - extra time is `countedExtraMinutes`; what is not counted stays ordinary (as pairing's threshold does), so
 *   `workedMinutes = ordinaryMinutes + extraMinutes` still holds, and an E left without extra becomes R.
 * On a rest day every worked minute is extra (pairing's rule); the minimum and the rounding apply the same.
 */
export const applyShiftTolerances = (
  day: PairedDay,
  scheduled: ScheduledDay,
  t: ShiftTolerances,
): PairedDay => {
  if (day.code !== 'R' && day.code !== 'E') return day;
  let credit = 0;
  if (scheduled.start && scheduled.end && day.entry && day.exit && day.expectedMinutes > 0) {
    const dayStart = toMinuteNumber(`${scheduled.date}T00:00`);
    const start = dayStart + clockTimeToMinutes(scheduled.start);
    let end = dayStart + clockTimeToMinutes(scheduled.end);
    if (end <= start) end += 24 * 60;
    const late = toMinuteNumber(day.entry) - start;
    const early = end - toMinuteNumber(day.exit);
    if (late > 0 && late <= t.entryGraceMinutes) credit += late;
    if (early > 0 && early <= t.exitGraceMinutes) credit += early;
  }
  credit = Math.min(credit, Math.max(0, day.expectedMinutes - day.ordinaryMinutes), day.shortMinutes);
  const extra = countedExtraMinutes(day.extraMinutes, t);
  const ordinary = day.ordinaryMinutes + credit + (day.extraMinutes - extra);
  return {
    ...day,
    code: extra > 0 ? 'E' : 'R',
    ordinaryMinutes: ordinary,
    extraMinutes: extra,
    workedMinutes: ordinary + extra,
    shortMinutes: day.shortMinutes - credit,
  };
};
