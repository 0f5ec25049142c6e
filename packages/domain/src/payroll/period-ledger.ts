import {
  hoursToMinutes,
  isWorkedCode,
  type AttendanceDay,
  type DisabilityType,
} from '../attendance/attendance';
import { holidayIndex } from '../calendar/holidays';
import { daysInMonth, dayToCivil, fromDayNumber, type IsoDate } from '../calendar/iso-date';
import { thirtyDayWeight, type Periodicity } from '../calendar/periods';
import type { Cents } from '../money/money';
import type { RuleSet } from '../rules/types';
import type { PayslipDays, PayslipIssue, WageType } from './payslip-types';
import { monthlyEquivalent } from './wages';
import { issue } from './payslip-lines';

/** Who pays an incapacity day depends on its type and on the day of the incapacity. */
export const DISABILITY_GROUPS = [
  { type: 'ccss_illness', phase: 'first_days' },
  { type: 'ccss_illness', phase: 'later_days' },
  { type: 'ins_accident', phase: 'first_days' },
  { type: 'ins_accident', phase: 'later_days' },
  { type: 'maternity', phase: 'any' },
  { type: 'paternity', phase: 'any' },
] as const satisfies readonly { type: DisabilityType; phase: string }[];

export const ILLNESS_FIRST = 0;
export const ILLNESS_LATER = 1;
export const INS_FIRST = 2;
export const INS_LATER = 3;
export const MATERNITY = 4;
export const PATERNITY = 5;
/** Leave paid half by the employer (salary, CCSS on the full salary) and half by the CCSS (CT art. 95). */
export const PARENTAL_LEAVE_GROUPS: readonly number[] = [MATERNITY, PATERNITY];
/** Incapacity groups paid by a subsidy, not salary: CCSS illness (the employer's days 1–3 too) and INS. */
const SUBSIDIZED_GROUPS = [ILLNESS_FIRST, ILLNESS_LATER, INS_FIRST, INS_LATER] as const;

/** A run of consecutive employed days under one salary, with what each kind of day is worth in days. */
export type LedgerSegment = {
  /** The monthly salary, or the monthly equivalent of a daily or hourly wage (`monthlyEquivalent`). */
  readonly salary: Cents;
  readonly wageType: WageType;
  /** The wage as agreed: a month's, a day's or an hour's. */
  readonly wage: Cents;
  /** Ordinary minutes a day of the jornada the segment is in (one jornada per segment for an hourly wage). */
  readonly jornadaMinutes: number;
  readonly startIndex: number;
  /** Days the segment is worth: 1 a day, or the 30-day-month weights for fortnightly and monthly pay. */
  readonly weight: number;
  /** Days paid as ordinary salary, absences included (they come off on their own line). */
  readonly ordinaryUnits: number;
  readonly absenceUnits: number;
  readonly vacationUnits: number;
  readonly unresolvedUnits: number;
  /** Incapacity days per `DISABILITY_GROUPS` entry. */
  readonly disabilityUnits: readonly number[];
  /** Extra minutes on days that are not holidays. */
  readonly overtimeMinutes: number;
  /** The same extra minutes by the jornada in force on their day (one entry unless the jornada changed). */
  readonly overtimeByJornada: readonly JornadaOvertime[];
  /** Indexes into the ledger's jornada steps (0 = `jornadaMinutes`, then the changes) in force during the segment. */
  readonly jornadaSteps: readonly number[];
};

export type JornadaOvertime = { readonly jornadaMinutes: number; readonly minutes: number };

export type HolidayWork = {
  readonly salary: Cents;
  readonly date: IsoDate;
  readonly minutes: number;
  /** Ordinary minutes a day of the jornada in force on that day (the hourly salary's divisor). */
  readonly jornadaMinutes: number;
};

/** Work on the weekly rest day (CT art. 152): the minutes worked that day, extra ones included. */
export type RestDayWork = HolidayWork & {
  /**
   * The week does not pay the rest day (outside commerce, art. 152): the salary has not paid the day once, so its
   * hours are paid double on their own line instead of once more.
   */
  readonly unpaidDay?: boolean;
};

export type AmountDay = {
  readonly code: '+' | '-';
  readonly date: IsoDate;
  readonly amount: Cents;
  readonly note: string | null;
};

export type PeriodLedger = {
  readonly segments: readonly LedgerSegment[];
  readonly holidayWork: readonly HolidayWork[];
  readonly restDayWork: readonly RestDayWork[];
  readonly amountDays: readonly AmountDay[];
  readonly days: PayslipDays;
};

/** A wage from `fromDay` on; `salary` is its monthly equivalent (an hourly wage's depends on the day's jornada). */
export type SalaryStep = {
  readonly fromDay: number;
  readonly salary: Cents;
  readonly wageType: WageType;
  readonly wage: Cents;
};

/** A jornada in force from `fromDay`: its ordinary minutes a day and its legal weekly maximum. */
export type JornadaStep = {
  readonly fromDay: number;
  readonly jornadaMinutes: number;
  readonly weeklyMaxMinutes: number;
};

export type LedgerInput = {
  readonly periodicity: Periodicity;
  readonly startDay: number;
  readonly dayCount: number;
  /** Attendance by day of the period (index 0 = first day). */
  readonly rows: readonly (AttendanceDay | undefined)[];
  /** Salary history sorted by `fromDay`. */
  readonly steps: readonly SalaryStep[];
  readonly hireDay: number;
  readonly exitDay: number;
  readonly jornadaMinutes: number;
  /** Legal maximum of ordinary hours a week for the jornada (48 / 42 / 36 h), in minutes. */
  readonly weeklyMaxMinutes: number;
  /** Later jornadas sorted by `fromDay`: each replaces the one before from its day on. */
  readonly jornadaChanges?: readonly JornadaStep[];
  /**
   * Weekly or biweekly pay outside commerce (art. 152): the rest days not worked (`restDays`, day numbers) and the
   * holidays that are not of obligatory pay, not worked, weigh nothing. Ignored for monthly and fortnightly pay.
   */
  readonly daysWorkedOnly?: { readonly restDays: ReadonlySet<number> };
  readonly ruleSet: RuleSet;
  readonly ruleSets: readonly RuleSet[];
};

// Day number of Monday 1970-01-05 (day 0, 1970-01-01, was a Thursday): weeks run Monday–Sunday.
const MONDAY_OFFSET = 4;

const ABSENCE = 0;
const VACATION = 1;
const DISABILITY = 2;
const UNRESOLVED = 3;

type CarvedDay = { category: number; group: number; units: number };

type OpenSegment = {
  salary: Cents;
  wageType: WageType;
  wage: Cents;
  jornadaMinutes: number;
  startIndex: number;
  lastIndex: number;
  calendarDays: number;
  weight: number;
  overtimeMinutes: number;
  overtimeByJornada: { jornadaMinutes: number; minutes: number }[];
  jornadaSteps: number[];
  carved: CarvedDay[];
};

function disabilityGroup(type: DisabilityType, dayNumber: number, ruleSet: RuleSet): number {
  const rules = ruleSet.labourCode.disability;
  if (type === 'maternity') return MATERNITY;
  if (type === 'paternity') return PATERNITY;
  if (type === 'ccss_illness')
    return dayNumber <= rules.ccssIllnessEmployerDays.value ? ILLNESS_FIRST : ILLNESS_LATER;
  return dayNumber <= rules.insInitialDays.value ? INS_FIRST : INS_LATER;
}

export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 10_000) / 10_000;
}

/**
 * Each carved day (A, V, I, S) weighs one day, but a segment never carves more than it is worth, and a
 * segment carved entirely carves all of it: a whole February of leave is 30 days, a whole 31-day month too.
 */
function settleCarvedUnits(segment: OpenSegment): void {
  const carved = segment.carved;
  let difference = 0;
  if (carved.length === segment.calendarDays || carved.length > segment.weight) {
    difference = segment.weight - carved.length;
  }
  const last = carved[carved.length - 1];
  if (difference > 0 && last) last.units += difference;
  for (let k = carved.length - 1; difference < 0 && k >= 0; k--) {
    const carvedDay = carved[k] as CarvedDay;
    const removed = Math.min(carvedDay.units, -difference);
    carvedDay.units -= removed;
    difference += removed;
  }
}

/**
 * Walks the period day by day and sorts every day into salary segments and kinds of pay. Problems the
 * administrator must resolve go to `blockers` (an S day, no salary in force), the rest to `warnings`.
 */
export function buildPeriodLedger(
  input: LedgerInput,
  blockers: PayslipIssue[],
  warnings: PayslipIssue[],
): PeriodLedger {
  const { startDay, dayCount, rows, steps, hireDay, exitDay, ruleSet } = input;
  const jornadas: JornadaStep[] = [
    { fromDay: -Infinity, jornadaMinutes: input.jornadaMinutes, weeklyMaxMinutes: input.weeklyMaxMinutes },
    ...(input.jornadaChanges ?? []),
  ];
  let jornadaIndex = 0;
  const thirtyDayMonth = input.periodicity === 'fortnightly' || input.periodicity === 'monthly';
  const daysWorkedOnly = thirtyDayMonth ? undefined : input.daysWorkedOnly;
  const capMinutes = ruleSet.labourCode.dailyCapHours.value * 60;
  const open: OpenSegment[] = [];
  const holidayWork: HolidayWork[] = [];
  const restDayWork: RestDayWork[] = [];
  const amountDays: AmountDay[] = [];
  let { year, month, day } = dayToCivil(startDay);
  let monthLength = daysInMonth(year, month);
  let holidays = holidayIndex(year, input.ruleSets);
  let stepIndex = -1;
  let segment: OpenSegment | undefined;
  let employedDays = 0;
  let missingSalaryReported = false;
  let worked = 0;
  let extraMinutes = 0;
  // Ordinary minutes of the days with a clock mark (R/E) in the current Monday–Sunday week, for the weekly
  // maximum (art. 136), and the share of its jornada's weekly maximum each of those days takes: a week whose
  // jornada changed is over the limit when the shares add up past the whole.
  let week = Math.floor((startDay - MONDAY_OFFSET) / 7);
  let weekMinutes = 0;
  let weekShare = 0;
  const closeWeek = (): void => {
    const minutes = weekMinutes;
    if (weekShare <= 1 + 1e-9) return;
    const monday = Math.max(week * 7 + MONDAY_OFFSET, startDay);
    warnings.push(issue('WEEKLY_HOURS_OVER_LIMIT', fromDayNumber(monday), String(minutesToHours(minutes))));
  };

  for (let i = 0; i < dayCount; i++) {
    const dayNumber = startDay + i;
    if (dayNumber - MONDAY_OFFSET >= (week + 1) * 7) {
      closeWeek();
      week += 1;
      weekMinutes = 0;
      weekShare = 0;
    }
    if (i > 0 && ++day > monthLength) {
      day = 1;
      if (++month > 12) {
        month = 1;
        year += 1;
        holidays = holidayIndex(year, input.ruleSets);
      }
      monthLength = daysInMonth(year, month);
    }
    const row = rows[i];
    if (dayNumber < hireDay || dayNumber > exitDay) {
      if (row) warnings.push(issue('ATTENDANCE_OUTSIDE_EMPLOYMENT', row.date));
      segment = undefined;
      continue;
    }
    employedDays += 1;
    while (
      jornadaIndex + 1 < jornadas.length &&
      (jornadas[jornadaIndex + 1] as JornadaStep).fromDay <= dayNumber
    )
      jornadaIndex += 1;
    const jornada = jornadas[jornadaIndex] as JornadaStep;
    const jornadaMinutes = jornada.jornadaMinutes;
    while (stepIndex + 1 < steps.length && (steps[stepIndex + 1] as SalaryStep).fromDay <= dayNumber)
      stepIndex += 1;
    const step = steps[stepIndex];
    if (!step) {
      if (!missingSalaryReported) blockers.push(issue('NO_SALARY_IN_FORCE', fromDayNumber(dayNumber)));
      missingSalaryReported = true;
      segment = undefined;
      continue;
    }
    const salary =
      step.wageType === 'hourly' ? monthlyEquivalent('hourly', step.wage, jornadaMinutes) : step.salary;
    if (
      !segment ||
      segment.salary !== salary ||
      segment.wageType !== step.wageType ||
      (step.wageType === 'hourly' && segment.jornadaMinutes !== jornadaMinutes) ||
      segment.lastIndex !== i - 1
    ) {
      segment = {
        salary,
        wageType: step.wageType,
        wage: step.wage,
        jornadaMinutes,
        startIndex: i,
        lastIndex: i,
        calendarDays: 0,
        weight: 0,
        overtimeMinutes: 0,
        overtimeByJornada: [],
        jornadaSteps: [],
        carved: [],
      };
      open.push(segment);
    }
    if (segment.jornadaSteps[segment.jornadaSteps.length - 1] !== jornadaIndex)
      segment.jornadaSteps.push(jornadaIndex);
    segment.lastIndex = i;
    const lawHoliday = holidays.get(dayNumber);
    // Outside commerce a week pays the days worked and the obligatory holidays (reference §6, §10): a rest day or
    // a holiday of non-obligatory pay not worked weighs nothing, and one worked is an ordinary day.
    const holiday = daysWorkedOnly && lawHoliday && !lawHoliday.obligatory ? undefined : lawHoliday;
    const workedRow = row !== undefined && isWorkedCode(row.code);
    // A rest day worked outside commerce weighs nothing either: its hours are paid double on their own line.
    const restDayWorkedUnpaid =
      daysWorkedOnly !== undefined &&
      workedRow &&
      !holiday &&
      daysWorkedOnly.restDays.has(dayNumber) &&
      'restDayHours' in row &&
      row.restDayHours !== undefined;
    if (
      daysWorkedOnly &&
      !workedRow &&
      !holiday &&
      (daysWorkedOnly.restDays.has(dayNumber) || lawHoliday !== undefined)
    ) {
      // Nothing is paid that day, so an absence, vacation or incapacity on it takes nothing off.
      if (row?.code === 'S') blockers.push(issue('MISSING_CLOCK_MARK', row.date));
      continue;
    }
    if (!restDayWorkedUnpaid) {
      segment.calendarDays += 1;
      segment.weight += thirtyDayMonth ? thirtyDayWeight(year, month, day, dayNumber === hireDay) : 1;
    }
    if (!row) continue;

    // The weekly rest day worked (art. 152): its hours are paid double on their own lines and are not ordinary
    // hours of the week (the weekly maximum counts those). A holiday is paid as a worked holiday instead.
    const restMinutes =
      !holiday &&
      (row.code === 'R' || row.code === 'E' || row.code === '+' || row.code === '-') &&
      row.restDayHours !== undefined
        ? hoursToMinutes(row.restDayHours)
        : null;
    const workRestDay = (minutes: number): void => {
      if (minutes > capMinutes) {
        warnings.push(issue('DAILY_HOURS_OVER_CAP', row.date, String(minutesToHours(minutes))));
      }
      if (minutes > 0)
        restDayWork.push({
          salary,
          date: row.date,
          minutes,
          jornadaMinutes,
          ...(restDayWorkedUnpaid ? { unpaidDay: true } : {}),
        });
    };
    switch (row.code) {
      case 'R':
      case 'E': {
        worked += 1;
        const minutes = row.code === 'E' ? hoursToMinutes(row.extraHours) : 0;
        extraMinutes += minutes;
        if (restMinutes !== null) {
          workRestDay(restMinutes + minutes);
          break;
        }
        weekMinutes += jornadaMinutes;
        weekShare += jornadaMinutes / jornada.weeklyMaxMinutes;
        if (jornadaMinutes + minutes > capMinutes) {
          warnings.push(
            issue('DAILY_HOURS_OVER_CAP', row.date, String(minutesToHours(jornadaMinutes + minutes))),
          );
        }
        if (holiday) holidayWork.push({ salary: segment.salary, date: row.date, minutes, jornadaMinutes });
        else if (minutes > 0) {
          segment.overtimeMinutes += minutes;
          const same = segment.overtimeByJornada.find((o) => o.jornadaMinutes === jornadaMinutes);
          if (same) same.minutes += minutes;
          else segment.overtimeByJornada.push({ jornadaMinutes, minutes });
        }
        break;
      }
      case '+':
      case '-':
        worked += 1;
        amountDays.push({ code: row.code, date: row.date, amount: row.amount, note: row.note ?? null });
        if (restMinutes !== null) workRestDay(restMinutes);
        break;
      case 'A':
        // A holiday is paid with the salary whatever the row says; nothing to deduct.
        if (holiday) warnings.push(issue('ABSENCE_ON_HOLIDAY', row.date));
        else segment.carved.push({ category: ABSENCE, group: -1, units: 1 });
        break;
      case 'V':
        if (holiday) warnings.push(issue('VACATION_ON_HOLIDAY', row.date));
        else segment.carved.push({ category: VACATION, group: -1, units: 1 });
        break;
      case 'I': {
        const group = disabilityGroup(row.disability.type, row.disability.dayNumber, ruleSet);
        segment.carved.push({ category: DISABILITY, group, units: 1 });
        break;
      }
      case 'S':
        blockers.push(issue('MISSING_CLOCK_MARK', row.date));
        segment.carved.push({ category: UNRESOLVED, group: -1, units: 1 });
        break;
    }
  }
  closeWeek();
  if (employedDays === 0) blockers.push(issue('NOT_EMPLOYED_IN_PERIOD'));

  const segments: LedgerSegment[] = [];
  let payable = 0;
  let absent = 0;
  let vacation = 0;
  let disability = 0;
  let unresolved = 0;
  let subsidized = 0;
  for (const seg of open) {
    settleCarvedUnits(seg);
    const disabilityUnits = DISABILITY_GROUPS.map(() => 0);
    let absenceUnits = 0;
    let vacationUnits = 0;
    let disabilityTotal = 0;
    let unresolvedUnits = 0;
    for (const carvedDay of seg.carved) {
      if (carvedDay.category === ABSENCE) absenceUnits += carvedDay.units;
      else if (carvedDay.category === VACATION) vacationUnits += carvedDay.units;
      else if (carvedDay.category === UNRESOLVED) unresolvedUnits += carvedDay.units;
      else {
        disabilityTotal += carvedDay.units;
        disabilityUnits[carvedDay.group] = (disabilityUnits[carvedDay.group] ?? 0) + carvedDay.units;
      }
    }
    segments.push({
      salary: seg.salary,
      wageType: seg.wageType,
      wage: seg.wage,
      jornadaMinutes: seg.jornadaMinutes,
      startIndex: seg.startIndex,
      weight: seg.weight,
      ordinaryUnits: seg.weight - vacationUnits - disabilityTotal - unresolvedUnits,
      absenceUnits,
      vacationUnits,
      unresolvedUnits,
      disabilityUnits,
      overtimeMinutes: seg.overtimeMinutes,
      overtimeByJornada: seg.overtimeByJornada,
      jornadaSteps: seg.jornadaSteps,
    });
    payable += seg.weight;
    absent += absenceUnits;
    vacation += vacationUnits;
    disability += disabilityTotal;
    unresolved += unresolvedUnits;
    for (const group of SUBSIDIZED_GROUPS) subsidized += disabilityUnits[group] ?? 0;
  }

  return {
    segments,
    holidayWork,
    restDayWork,
    amountDays,
    days: {
      calendar: dayCount,
      payable,
      worked,
      absent,
      vacation,
      disability,
      unresolved,
      holidaysWorked: holidayWork.length,
      restDaysWorked: restDayWork.length,
      subsidized,
      extraHours: minutesToHours(extraMinutes),
    },
  };
}
