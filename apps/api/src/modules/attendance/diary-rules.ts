import {
  DAILY_HOURS_CAP_MINUTES,
  V,
  type AttendanceCode,
  type diaryItem,
  type ExtraHoursStatus,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { DayWrite } from './attendance.repository';

export type DiaryItem = z.output<typeof diaryItem>;

/** The layout facts of the row an item writes on, and what it holds now. */
export type DayContext = {
  restDay: boolean;
  holiday: boolean;
  expectedMinutes: number;
  code: AttendanceCode;
  extraMinutes: number;
  extraStatus: ExtraHoursStatus | null;
  extraApprovedMinutes: number | null;
  extraReason: string | null;
};

export type Warning = 'DAILY_HOURS_OVER_CAP' | 'HOLIDAY_EXTRA_HOURS';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Minutes from entry to exit; an exit before the entry is on the next day. Null when they are equal. */
export const spanMinutes = (entry: string, exit: string): number | null => {
  const span = (minutesOf(exit) - minutesOf(entry) + 24 * 60) % (24 * 60);
  return span === 0 ? null : span;
};

const WORKED: AttendanceCode[] = ['R', 'E', '+', '-'];
const present = (v: unknown) => v !== undefined && v !== null;

/**
 * The shape rules of one item, by code (no data needed): which fields a code requires and which it does
 * not take. Problems are keyed by the item's field name.
 */
export const itemProblems = (item: DiaryItem): Record<string, string> => {
  const p: Record<string, string> = {};
  const worked = WORKED.includes(item.code);
  const noTimes = item.code === 'A' || item.code === 'V' || item.code === 'I';
  if (noTimes) {
    if (present(item.entryTime)) p.entryTime = V.notForCode;
    if (present(item.exitTime)) p.exitTime = V.notForCode;
  } else if (item.code === 'S') {
    if (present(item.entryTime) && present(item.exitTime)) p.exitTime = V.missingMarkTimes;
  } else if (present(item.entryTime) !== present(item.exitTime)) {
    p[present(item.entryTime) ? 'exitTime' : 'entryTime'] = V.timesBothOrNeither;
  } else if (present(item.entryTime) && spanMinutes(item.entryTime!, item.exitTime!) === null) {
    p.exitTime = V.invalidTime;
  }
  if (!worked && present(item.ordinaryMinutes)) p.ordinaryMinutes = V.notForCode;
  if (item.code === 'E') {
    if (!item.extraMinutes) p.extraMinutes = item.extraMinutes === 0 ? V.amountPositive : V.required;
  } else if (item.extraMinutes) p.extraMinutes = V.notForCode;
  const money = item.code === '+' || item.code === '-';
  if (money) {
    if (!present(item.amount)) p.amount = V.required;
    if (!present(item.amountReason)) p.amountReason = V.required;
  } else {
    if (present(item.amount)) p.amount = V.notForCode;
    if (present(item.amountReason)) p.amountReason = V.notForCode;
    if (present(item.correctsPayrollId)) p.correctsPayrollId = V.notForCode;
  }
  if (item.code === 'I') {
    if (!present(item.disabilityType)) p.disabilityType = V.required;
    if (!present(item.disabilityCertificate)) p.disabilityCertificate = V.required;
  } else {
    if (present(item.disabilityType)) p.disabilityType = V.notForCode;
    if (present(item.disabilityCertificate)) p.disabilityCertificate = V.notForCode;
  }
  return p;
};

/**
 * What an item writes on its row, or the problems that depend on the row (a vacation on a rest day or a
 * holiday). Ordinary minutes default to the times' span (less the extra minutes, up to what the schedule
 * expects on a working day), or to the expected minutes of a working day that is not a holiday; a code
 * other than R, E, + and - has none. Extra minutes are pending approval unless they are exactly those
 * already recorded for an E day, whose review is kept.
 */
export const resolveItem = (
  item: DiaryItem,
  day: DayContext,
): { write: DayWrite; problems: Record<string, string>; warnings: Warning[] } => {
  const problems: Record<string, string> = {};
  if (item.code === 'V' && (day.restDay || day.holiday)) problems.code = V.vacationOnRestDay;
  const worked = WORKED.includes(item.code);
  const extra = item.code === 'E' ? (item.extraMinutes ?? 0) : 0;
  let ordinary = 0;
  if (worked) {
    if (present(item.ordinaryMinutes)) ordinary = item.ordinaryMinutes!;
    else if (item.entryTime && item.exitTime) {
      const span = Math.max(0, (spanMinutes(item.entryTime, item.exitTime) ?? 0) - extra);
      ordinary = day.expectedMinutes > 0 ? Math.min(span, day.expectedMinutes) : span;
    } else ordinary = day.restDay || day.holiday ? 0 : day.expectedMinutes;
  }
  const sameExtra = item.code === 'E' && day.code === 'E' && day.extraMinutes === extra;
  const warnings: Warning[] = [];
  if (ordinary + extra > DAILY_HOURS_CAP_MINUTES) warnings.push('DAILY_HOURS_OVER_CAP');
  if (extra > 0 && day.holiday) warnings.push('HOLIDAY_EXTRA_HOURS');
  return {
    problems,
    warnings,
    write: {
      employeeNumber: item.num_empleado,
      date: item.date,
      code: item.code,
      entryTime: item.entryTime ?? null,
      exitTime: item.exitTime ?? null,
      ordinaryMinutes: ordinary,
      extraMinutes: extra,
      extraStatus: extra > 0 ? (sameExtra ? (day.extraStatus ?? 'pending') : 'pending') : null,
      extraApprovedMinutes: sameExtra ? day.extraApprovedMinutes : null,
      extraReason: sameExtra ? day.extraReason : null,
      amount: item.amount ?? null,
      amountReason: item.amountReason ?? null,
      correctsPayrollId: item.correctsPayrollId ?? null,
      disabilityType: item.disabilityType ?? null,
      disabilityCertificate: item.disabilityCertificate ?? null,
      note: item.note ?? null,
    },
  };
};
