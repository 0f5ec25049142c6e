import { toDayNumber, fromDayNumber, type IsoDate } from '../calendar/iso-date';
import {
  clockTimeToMinutes,
  fromMinuteNumber,
  toMinuteNumber,
  type LocalDateTime,
} from '../calendar/local-date-time';
import { invalidInput } from '../errors';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import type { JornadaType } from '../rules/types';
import { hoursToMinutes } from './attendance';

/**
 * What a clock mark says it is, when the device records it (the ZKTeco state key): `in` 0, `out` 1,
 * `break_out` 2, `break_in` 3, `overtime_in` 4, `overtime_out` 5. A mark without a state (ZKTeco 255, or a
 * file with no state column) is `null` and is paired by order.
 */
export type ClockState = 'in' | 'out' | 'break_out' | 'break_in' | 'overtime_in' | 'overtime_out';

/** The states in ZKTeco code order: `CLOCK_STATES[code]`. */
export const CLOCK_STATES: readonly ClockState[] = [
  'in',
  'out',
  'break_out',
  'break_in',
  'overtime_in',
  'overtime_out',
];

/** The state of a ZKTeco state code 0–5; any other code (255 "no key pressed") is `null`. */
export function clockStateFromCode(code: number): ClockState | null {
  return Number.isInteger(code) ? (CLOCK_STATES[code] ?? null) : null;
}

/** Whether a state opens a stretch of work (`in`, `break_in`, `overtime_in`) or closes one. */
export function opensWork(state: ClockState): boolean {
  return state === 'in' || state === 'break_in' || state === 'overtime_in';
}

/** One clock mark of one employee: a Costa Rica local time and the state the device recorded, if any. */
export type ClockPunch = { readonly at: LocalDateTime; readonly state: ClockState | null };

/**
 * The schedule of one day for one employee, as projected: the shift's start and end (`HH:MM`; an end at or
 * before the start finishes the next day, as a night shift 22:00–04:00 does) and the ordinary hours
 * expected. A rest day has no start and end and expects 0 hours.
 */
export type ScheduledDay = {
  readonly date: IsoDate;
  readonly start?: string | null;
  readonly end?: string | null;
  readonly expectedHours: number;
  readonly jornada: JornadaType;
};

export type PairingOptions = {
  /** Marks of the same state this close to the previous kept mark are one mark pressed twice. Default 5. */
  readonly duplicateWindowMinutes?: number;
  /**
   * A stretch of work still open at a day's boundary takes the next day's first mark when that mark is an
   * exit by its state and the stretch is at most this long. Default 16 h.
   */
  readonly maxShiftMinutes?: number;
  /** Extra time shorter than this stays ordinary (a few minutes after the bell is not overtime). Default 0. */
  readonly extraThresholdMinutes?: number;
  /** Ordinary plus extra time above this is flagged (Código de Trabajo: 12 h a day). */
  readonly dailyCapMinutes?: number;
};

/** A stretch of work: its entry and its exit, either missing when the matching mark is. */
export type WorkInterval = { readonly in: LocalDateTime | null; readonly out: LocalDateTime | null };

/**
 * `missing_entry`: an exit with no entry before it; `missing_exit`: an entry never closed (both make the
 * day S). `repeated_entry`: an entry while already in, ignored (the first counts); `repeated_exit`: an exit
 * after the stretch was closed, which moves that exit later (the last counts).
 */
export type PairingIssue = 'missing_entry' | 'missing_exit' | 'repeated_entry' | 'repeated_exit';

/** The day's result: R regular, E with extra time, S a mark is missing; `null` when the day has no marks. */
export type PairedDayCode = 'R' | 'E' | 'S';

export type PairedDay = {
  readonly date: IsoDate;
  readonly code: PairedDayCode | null;
  /** The first entry and the last exit of the day. */
  readonly entry: LocalDateTime | null;
  readonly exit: LocalDateTime | null;
  readonly intervals: readonly WorkInterval[];
  /** Marks that fell on this day (after collapsing duplicates) and the duplicates collapsed into them. */
  readonly marks: number;
  readonly duplicates: number;
  readonly expectedMinutes: number;
  /** Complete stretches of work less `breakDeductedMinutes`; always `ordinaryMinutes + extraMinutes`. */
  readonly workedMinutes: number;
  readonly ordinaryMinutes: number;
  readonly extraMinutes: number;
  /** Expected minutes not worked (late entry, early exit, or a stretch left open). */
  readonly shortMinutes: number;
  /** The schedule's unpaid break, deducted when the marks show no break (see `pairClockMarks`). */
  readonly breakDeductedMinutes: number;
  readonly overDailyCap: boolean;
  readonly issues: readonly PairingIssue[];
};

export type PairingResult = {
  /** One entry per scheduled day, in date order. */
  readonly days: readonly PairedDay[];
  /** Marks before the first day's boundary or after the last day's, sorted (they belong to other periods). */
  readonly outside: readonly LocalDateTime[];
};

type Mark = { readonly minute: number; readonly state: ClockState | null; duplicates: number };
type Kind = 'start' | 'end';
type Walk = { intervals: { in: number | null; out: number | null }[]; issues: Set<PairingIssue> };
type Reference = { start: number; end: number };

const DEFAULTS = {
  duplicateWindowMinutes: 5,
  maxShiftMinutes: 16 * 60,
  extraThresholdMinutes: 0,
  dailyCapMinutes: CR_LABOUR_CODE.dailyCapHours.value * 60,
};

const stateRank = (state: ClockState | null) => (state === null ? 0 : CLOCK_STATES.indexOf(state) + 1);

const nonNegativeInteger = (value: number, field: string) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw invalidInput(`${field} must be a whole number ≥ 0`, field);
  return value;
};

/** Sorted marks with repeats of the same state within the window folded into the first. */
function collapse(punches: readonly ClockPunch[], window: number): Mark[] {
  const sorted = punches
    .map((p, i) => {
      if (p.state !== null && !CLOCK_STATES.includes(p.state)) {
        throw invalidInput(
          `marks[${i}].state must be one of ${CLOCK_STATES.join(', ')} or null`,
          `marks[${i}].state`,
        );
      }
      return { minute: toMinuteNumber(p.at, `marks[${i}].at`), state: p.state, duplicates: 0 };
    })
    .sort((a, b) => a.minute - b.minute || stateRank(a.state) - stateRank(b.state));
  const kept: Mark[] = [];
  for (const mark of sorted) {
    const last = kept[kept.length - 1];
    if (last && last.state === mark.state && mark.minute - last.minute <= window) last.duplicates += 1;
    else kept.push(mark);
  }
  return kept;
}

/** The scheduled shift of a day in absolute minutes, or null on a day without times. */
function shiftOf(day: ScheduledDay, index: number): Reference | null {
  const hasStart = day.start !== undefined && day.start !== null;
  const hasEnd = day.end !== undefined && day.end !== null;
  if (!hasStart && !hasEnd) return null;
  if (!hasStart || !hasEnd) {
    throw invalidInput(`schedule[${index}] needs both start and end, or neither`, `schedule[${index}]`);
  }
  const base = toDayNumber(day.date, `schedule[${index}].date`) * 1440;
  const start = clockTimeToMinutes(day.start as string, `schedule[${index}].start`);
  let end = clockTimeToMinutes(day.end as string, `schedule[${index}].end`);
  if (start === 24 * 60)
    throw invalidInput(`schedule[${index}].start must be before 24:00`, `schedule[${index}].start`);
  if (end <= start) end += 1440;
  return { start: base + start, end: base + end };
}

/**
 * Where each day's marks begin: halfway between the previous day's shift end and this day's shift start.
 * A day without times borrows the nearest scheduled day's times (an employee who works on a rest day
 * usually keeps the usual hours); with no times at all the day runs midnight to midnight.
 */
function boundaries(
  schedule: readonly ScheduledDay[],
  shifts: (Reference | null)[],
): { cuts: number[]; references: Reference[] } {
  const n = schedule.length;
  const references: Reference[] = schedule.map((day, i) => {
    const own = shifts[i];
    if (own) return own;
    const base = toDayNumber(day.date) * 1440;
    for (let d = 1; d < n; d++) {
      for (const j of [i - d, i + d]) {
        const other = j >= 0 && j < n ? shifts[j] : null;
        if (other) {
          const shift = (i - j) * 1440;
          return { start: other.start + shift, end: other.end + shift };
        }
      }
    }
    return { start: base, end: base + 1440 };
  });
  const refAt = (i: number): Reference => {
    if (i < 0) return { start: references[0]!.start - 1440, end: references[0]!.end - 1440 };
    if (i >= n) return { start: references[n - 1]!.start + 1440, end: references[n - 1]!.end + 1440 };
    return references[i]!;
  };
  const cuts: number[] = [];
  for (let i = 0; i <= n; i++) {
    const previousEnd = refAt(i - 1).end;
    const start = refAt(i).start;
    cuts.push(previousEnd <= start ? Math.floor((previousEnd + start) / 2) : start);
  }
  return { cuts, references };
}

/**
 * Pairs a day's marks in time order. A mark with a state opens or closes work by its state; a mark
 * without one toggles (the first opens, the next closes…). A lone mark without a state is an exit when it
 * is nearer the shift's end than its start.
 */
function walkDay(marks: readonly Mark[], reference: Reference): Walk {
  const walk: Walk = { intervals: [], issues: new Set() };
  let open: number | null = null;
  for (const mark of marks) {
    let kind: Kind;
    if (mark.state !== null) kind = opensWork(mark.state) ? 'start' : 'end';
    else if (marks.length === 1)
      kind =
        Math.abs(mark.minute - reference.end) < Math.abs(mark.minute - reference.start) ? 'end' : 'start';
    else kind = open === null ? 'start' : 'end';
    if (kind === 'start') {
      if (open !== null) walk.issues.add('repeated_entry');
      else open = mark.minute;
      continue;
    }
    const last = walk.intervals[walk.intervals.length - 1];
    if (open !== null) {
      walk.intervals.push({ in: open, out: mark.minute });
      open = null;
    } else if (last) {
      last.out = mark.minute;
      walk.issues.add(last.in === null ? 'missing_entry' : 'repeated_exit');
    } else {
      walk.intervals.push({ in: null, out: mark.minute });
      walk.issues.add('missing_entry');
    }
  }
  if (open !== null) {
    walk.intervals.push({ in: open, out: null });
    walk.issues.add('missing_exit');
  }
  return walk;
}

const ISSUE_ORDER: readonly PairingIssue[] = [
  'missing_entry',
  'missing_exit',
  'repeated_entry',
  'repeated_exit',
];

/**
 * Pairs one employee's clock marks into days against the schedule of a run of consecutive days (a payroll
 * period):
 *
 * 1. Marks are sorted and truncated to the minute; a mark of the same state within
 *    `duplicateWindowMinutes` of the previous kept mark is the same mark pressed twice.
 * 2. Each day owns the marks from halfway between the previous day's shift end and its own shift start,
 *    up to the same point before the next day. A night shift 22:00–04:00 thus keeps its 04:00 exit on the
 *    day it started, and a late entry at 00:10 too. A stretch of work still open at a day's end takes the
 *    next day's first mark when its state says it is an exit and the stretch stays within
 *    `maxShiftMinutes` (unscheduled night work).
 * 3. Marks pair into stretches of work by their states, or alternately when there is none.
 * 4. Worked time is the sum of complete stretches. When the day shows a single stretch that spans the
 *    middle of the shift and the schedule has an unpaid break (shift length − expected hours, such as
 *    08:00–17:00 for 8 h), the break is deducted. Ordinary time is worked time up to the expected hours;
 *    the rest is extra (unless shorter than `extraThresholdMinutes`).
 * 5. The day is S when an entry or an exit is missing, E when it has extra time, R otherwise, and `null`
 *    without marks (the caller decides between the projected code and an absence).
 *
 * The result does not depend on the order of `marks`.
 */
export function pairClockMarks(
  marks: readonly ClockPunch[],
  schedule: readonly ScheduledDay[],
  options: PairingOptions = {},
): PairingResult {
  const window = nonNegativeInteger(
    options.duplicateWindowMinutes ?? DEFAULTS.duplicateWindowMinutes,
    'duplicateWindowMinutes',
  );
  const maxShift = nonNegativeInteger(options.maxShiftMinutes ?? DEFAULTS.maxShiftMinutes, 'maxShiftMinutes');
  const threshold = nonNegativeInteger(
    options.extraThresholdMinutes ?? DEFAULTS.extraThresholdMinutes,
    'extraThresholdMinutes',
  );
  const cap = nonNegativeInteger(options.dailyCapMinutes ?? DEFAULTS.dailyCapMinutes, 'dailyCapMinutes');

  schedule.forEach((day, i) => {
    if (i > 0 && toDayNumber(day.date, `schedule[${i}].date`) !== toDayNumber(schedule[i - 1]!.date) + 1) {
      throw invalidInput('schedule must list consecutive days in order', `schedule[${i}].date`);
    }
  });
  const collapsed = collapse(marks, window);
  if (schedule.length === 0) return { days: [], outside: collapsed.map((m) => fromMinuteNumber(m.minute)) };

  const shifts = schedule.map(shiftOf);
  const { cuts, references } = boundaries(schedule, shifts);
  const byDay: Mark[][] = schedule.map(() => []);
  const outside: Mark[] = [];
  let d = 0;
  for (const mark of collapsed) {
    while (d < schedule.length && mark.minute >= cuts[d + 1]!) d++;
    if (d >= schedule.length || mark.minute < cuts[0]!) outside.push(mark);
    else byDay[d]!.push(mark);
  }

  const referenceOf = (i: number): Reference => references[i]!;

  // A stretch left open at a day's end takes the next day's first mark when that mark is an exit by its
  // state (work begun on an unscheduled night). Marks without a state are not moved: an odd day could as
  // well be a forgotten mark, and a person must look at it.
  for (let i = 0; i + 1 < schedule.length; i++) {
    const current = byDay[i]!;
    const next = byDay[i + 1]!;
    const first = next[0];
    if (!first || first.state === null || opensWork(first.state) || current.length === 0) continue;
    const last = walkDay(current, referenceOf(i)).intervals.at(-1);
    if (last && last.out === null && last.in !== null && first.minute - last.in <= maxShift) {
      current.push(next.shift()!);
    }
  }

  const days = schedule.map((day, i): PairedDay => {
    const expected = hoursToMinutes(day.expectedHours, `schedule[${i}].expectedHours`);
    const dayMarks = byDay[i]!;
    const walk = walkDay(dayMarks, referenceOf(i));
    const complete = walk.intervals.filter((v) => v.in !== null && v.out !== null) as {
      in: number;
      out: number;
    }[];
    const gross = complete.reduce((sum, v) => sum + (v.out - v.in), 0);
    let breakDeducted = 0;
    const shift = shifts[i];
    if (shift && complete.length === 1 && walk.intervals.length === 1) {
      const unpaidBreak = shift.end - shift.start - expected;
      const middle = shift.start + Math.floor((shift.end - shift.start) / 2);
      if (unpaidBreak > 0 && complete[0]!.in <= middle && middle < complete[0]!.out) {
        breakDeducted = Math.min(unpaidBreak, gross);
      }
    }
    const worked = gross - breakDeducted;
    let ordinary = Math.min(worked, expected);
    let extra = worked - ordinary;
    if (extra > 0 && extra < threshold) {
      ordinary = worked;
      extra = 0;
    }
    const missing = walk.issues.has('missing_entry') || walk.issues.has('missing_exit');
    const code: PairedDayCode | null = dayMarks.length === 0 ? null : missing ? 'S' : extra > 0 ? 'E' : 'R';
    const first = walk.intervals[0];
    const lastInterval = walk.intervals[walk.intervals.length - 1];
    return {
      date: day.date,
      code,
      entry: first?.in != null ? fromMinuteNumber(first.in) : null,
      exit: lastInterval?.out != null ? fromMinuteNumber(lastInterval.out) : null,
      intervals: walk.intervals.map((v) => ({
        in: v.in === null ? null : fromMinuteNumber(v.in),
        out: v.out === null ? null : fromMinuteNumber(v.out),
      })),
      marks: dayMarks.length,
      duplicates: dayMarks.reduce((sum, m) => sum + m.duplicates, 0),
      expectedMinutes: expected,
      workedMinutes: worked,
      ordinaryMinutes: ordinary,
      extraMinutes: extra,
      shortMinutes: Math.max(0, expected - ordinary),
      breakDeductedMinutes: breakDeducted,
      overDailyCap: worked > cap,
      issues: ISSUE_ORDER.filter((issue) => walk.issues.has(issue)),
    };
  });
  return { days, outside: outside.map((m) => fromMinuteNumber(m.minute)) };
}

/** The consecutive days from `from` to `to` (inclusive), for building a schedule. */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = toDayNumber(from, 'from');
  const end = toDayNumber(to, 'to');
  const dates: IsoDate[] = [];
  for (let day = start; day <= end; day++) dates.push(fromDayNumber(day));
  return dates;
}
