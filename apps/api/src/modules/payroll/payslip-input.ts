import {
  CR_PAY_ITEM_CLASSES,
  addDays,
  cents,
  type AttendanceDay,
  type Cents,
  type DisabilityType,
  periodFor,
  type IsoDate,
  type Jornada,
  type JornadaChange,
  type JornadaType,
  type MinimumWageCategory,
  type PayItem,
  type PayItemClass,
  type PayItemPercentageBase,
  type PayslipInput,
  type Period,
  type Periodicity,
  type SalaryEntry,
  weekday,
} from '@planilla/domain';
import type { PayItemFact } from './pay-items-in-force.repository';
import type {
  EmployeePayrollFacts,
  IncapacityBefore,
  PayrollAttendanceRow,
  VacationAverageFacts,
} from './payroll.repository';

/**
 * Builds the engine's input for one employee and the period that contains `asOf` (or the first period of the
 * current employment when it starts later): the one place where stored employee data becomes a
 * `PayslipInput`, for the employee projection now and the payroll runs later. Pure: the facts come loaded.
 *
 * - Periodicity: the one in force on that day sets the period. When it changes inside the period, the period
 *   is cut at the change, so each periodicity pays its own days and none twice.
 * - Jornada: the schedule in force on the first day of the period, and every later schedule with another
 *   jornada as a `jornadaChange` from its date, so each day is paid under its own jornada.
 * - Salaries, children and spouse credits, hire and exit of the current employment; no attendance.
 */
export type BuiltPayslipInput = {
  input: PayslipInput;
  period: Period;
  /** The jornada in force on the first day of the period. */
  jornada: Required<Jornada>;
};

type Dated = { effectiveFrom: string };

/** The index of the row in force on `date` (the latest on or before it), or of the first row when none is yet. */
const indexInForce = (rows: readonly Dated[], date: string): number => {
  let index = 0;
  for (let i = 0; i < rows.length; i++) if (rows[i]!.effectiveFrom <= date) index = i;
  return index;
};

/**
 * The minimum-wage category of the occupation in the work assignment in force on `date` (the period's end):
 * the engine checks the salary against it; unskilled without an occupation.
 */
const minimumWageCategoryOn = (facts: EmployeePayrollFacts, date: string): MinimumWageCategory =>
  (facts.schedules[indexInForce(facts.schedules, date)]?.minimumWageCategory ??
    'unskilled') as MinimumWageCategory;

const jornadaOf = (row: { jornadaType: string; quarterHoursPerDay: number }): Required<Jornada> => ({
  type: row.jornadaType as JornadaType,
  hoursPerDay: row.quarterHoursPerDay / 4,
});

/**
 * What a payroll run adds to the employee's facts: its period and pay date, the employee's days in it (the
 * payroll member's first and last day), the attendance days, and the month's earlier payslips.
 */
export type PayrollRunFacts = {
  periodicity: Periodicity;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  firstDay: string;
  lastDay: string;
  attendance: readonly PayrollAttendanceRow[];
  monthToDate?: { taxableGross: number; taxWithheld: number };
  /** The incapacity that ends the day before `firstDay` (its type and days), when the first day continues it. */
  incapacityBefore?: IncapacityBefore | null;
  /** Art. 157 history (salary of the last 50 weeks and its days), for members with vacation days. */
  vacationAverage?: VacationAverageFacts | null;
};

/**
 * The extra hours of a day the calculation pays: those approved in the review. Pending or rejected extra
 * hours are not paid (the day counts as an ordinary one). The one accessor to adapt if the review changes
 * how approval is stored.
 */
export const approvedExtraMinutes = (row: {
  code: string;
  extraMinutes: number;
  extraStatus: string | null;
  extraApprovedMinutes: number | null;
}): number => {
  if (row.code !== 'E' || row.extraStatus !== 'approved') return 0;
  return row.extraApprovedMinutes ?? row.extraMinutes;
};

/**
 * One stored attendance day as the engine's day; `dayNumber` is the day of its incapacity chain for an `I` day.
 * A worked day on the weekly rest day (not a holiday, which the engine pays by its own rule) carries the hours
 * worked besides the extra ones (`restDayHours`): the engine pays it double (art. 152).
 */
export const attendanceDayOf = (row: PayrollAttendanceRow, dayNumber: number): AttendanceDay => {
  const date = row.workDate as IsoDate;
  const rest = row.restDay && !row.holiday ? { restDayHours: row.ordinaryMinutes / 60 } : {};
  switch (row.code) {
    case 'E': {
      const minutes = approvedExtraMinutes(row);
      return minutes > 0
        ? { date, code: 'E', extraHours: minutes / 60, ...rest }
        : { date, code: 'R', ...rest };
    }
    case 'A':
    case 'S':
    case 'V':
      return { date, code: row.code };
    case 'I':
      return {
        date,
        code: 'I',
        disability: { type: disabilityTypeOf(row), dayNumber },
      };
    case '+':
    case '-':
      return {
        date,
        code: row.code,
        amount: (row.amount ?? 0) as Cents,
        ...(row.amountReason || row.corrects ? { note: amountNote(row) } : {}),
        ...rest,
      };
    default:
      return { date, code: 'R', ...rest };
  }
};

const disabilityTypeOf = (row: PayrollAttendanceRow): DisabilityType =>
  (row.disabilityType ?? 'ccss_illness') as DisabilityType;

const esDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A + or −'s reason, and the closed payroll it corrects (named on the payslip line, in Spanish like the reason). */
const amountNote = (row: PayrollAttendanceRow): string => {
  const c = row.corrects;
  const named = c
    ? `corrige la planilla N.º ${c.payrollId} (${esDate(c.periodStart)} al ${esDate(c.periodEnd)})`
    : null;
  return [row.amountReason, named].filter(Boolean).join(' · ');
};

/**
 * The payroll's days as the engine's, each incapacity day numbered in its chain: consecutive days of one type
 * are one incapacity, whatever certificates (ranges) they were registered with, so the employer's days 1–3 of a
 * CCSS illness (and the INS's first 45 days) are counted once per continuous incapacity (reference §7). A chain
 * that starts on the member's first day continues the incapacity of the same type that ended the day before
 * (`before`: an earlier payroll's days, or a range not laid out).
 */
const runAttendance = (
  rows: readonly PayrollAttendanceRow[],
  firstDay: string,
  before: IncapacityBefore | null | undefined,
): AttendanceDay[] => {
  let chain = 0;
  let previous: { date: string; type: DisabilityType } | null = null;
  return rows.map((row) => {
    if (row.code !== 'I') {
      previous = null;
      return attendanceDayOf(row, 0);
    }
    const type = disabilityTypeOf(row);
    if (previous && previous.type === type && addDays(previous.date as IsoDate, 1) === row.workDate)
      chain += 1;
    else if (row.workDate === firstDay && before && before.type === type) chain = before.days + 1;
    else chain = 1;
    previous = { date: row.workDate, type };
    return attendanceDayOf(row, chain);
  });
};

export const buildPayslipInput = (
  facts: EmployeePayrollFacts,
  asOf: string,
  run?: PayrollRunFacts,
): BuiltPayslipInput => {
  if (run) return buildRunInput(facts, run);

  const hireDate = facts.employment.entryDate;
  const day = asOf < hireDate ? hireDate : asOf;

  const p = indexInForce(facts.periodicities, day);
  const periodicityRow = facts.periodicities[p];
  if (!periodicityRow) throw new Error(`employee ${facts.employeeNumber} has no periodicity history`);
  const calendarPeriod = periodFor(periodicityRow.periodicity as Periodicity, day as IsoDate);
  const nextPeriodicity = facts.periodicities[p + 1];
  // The first row starts with the employment: hire and exit dates already bound it. Later rows cut the period.
  const start =
    p > 0 && periodicityRow.effectiveFrom > calendarPeriod.start
      ? periodicityRow.effectiveFrom
      : calendarPeriod.start;
  const end =
    nextPeriodicity && nextPeriodicity.effectiveFrom <= calendarPeriod.end
      ? addDays(nextPeriodicity.effectiveFrom, -1)
      : calendarPeriod.end;
  const period: Period = { periodicity: calendarPeriod.periodicity, start, end };

  const s = indexInForce(facts.schedules, period.start);
  const first = facts.schedules[s];
  if (!first) throw new Error(`employee ${facts.employeeNumber} has no assignment history`);
  const jornada = jornadaOf(first);
  const jornadaChanges: JornadaChange[] = [];
  let previous = jornada;
  for (const row of facts.schedules.slice(s + 1)) {
    if (row.effectiveFrom > period.end) break;
    const next = jornadaOf(row);
    if (next.type === previous.type && next.hoursPerDay === previous.hoursPerDay) continue;
    jornadaChanges.push({ effectiveFrom: row.effectiveFrom, ...next });
    previous = next;
  }

  const salaries = facts.salaries.map(salaryEntryOf);
  return {
    period,
    jornada,
    input: {
      employeeId: String(facts.employeeNumber),
      period,
      salaries,
      jornada,
      ...(jornadaChanges.length > 0 ? { jornadaChanges } : {}),
      ...weeklyRestOf(facts, period),
      children: facts.childrenCount,
      spouse: facts.spouseTaxCredit,
      minimumWageCategory: minimumWageCategoryOn(facts, period.end),
      hireDate,
      ...(facts.employment.exitDate ? { exitDate: facts.employment.exitDate } : {}),
      attendance: [],
      ...(facts.payItems?.length ? { payItems: facts.payItems.map(payItemOf) } : {}),
    },
  };
};

/**
 * A stored pay item as the engine's (issue 26): its type's code, class and, for an earning, flags; its value by
 * `value_type`; a loan's `amount` is its instalment. A `once` item carried from its own paid payroll is due with
 * amount 0 and what that payroll deferred. Only a deduction carries `deferred`, and only when it has some.
 */
export const payItemOf = (f: PayItemFact): PayItem => {
  const itemClass = f.itemClass as PayItemClass;
  const kind = CR_PAY_ITEM_CLASSES[itemClass]?.kind;
  const value: PayItem['value'] = f.carried
    ? { type: 'amount', amount: 0 as Cents }
    : f.valueType === 'percentage'
      ? {
          type: 'percentage',
          rate: f.rate ?? 0,
          of: (f.percentageOf ?? 'gross_salary') as PayItemPercentageBase,
        }
      : f.valueType === 'quantity'
        ? { type: 'quantity', quantity: f.quantity ?? 0, rate: (f.unitRate ?? 0) as Cents }
        : f.valueType === 'legal_maximum'
          ? { type: 'legal_maximum' }
          : { type: 'amount', amount: (f.amount ?? 0) as Cents };
  return {
    id: String(f.id),
    code: f.typeCode,
    itemClass,
    ...(kind === 'earning' ? { treatment: f.treatment } : {}),
    value,
    ...(f.reference !== null ? { reference: f.reference } : {}),
    ...(f.orderDate !== null ? { orderDate: f.orderDate as IsoDate } : {}),
    ...(f.protectedAmount !== null ? { protectedAmount: f.protectedAmount as Cents } : {}),
    ...(f.balance !== null ? { balance: f.balance as Cents } : {}),
    ...(kind === 'deduction' && f.deferred > 0 ? { deferred: f.deferred as Cents } : {}),
  };
};

/** A stored salary as the engine's: a monthly salary, or a daily or hourly wage as agreed. */
const salaryEntryOf = (r: EmployeePayrollFacts['salaries'][number]): SalaryEntry => {
  const effectiveFrom = r.effectiveFrom as IsoDate;
  if (r.wageType === 'daily' || r.wageType === 'hourly') {
    const wage = cents(r.wage ?? 0);
    return r.wageType === 'daily'
      ? { effectiveFrom, wageType: 'daily', dailyWage: wage }
      : { effectiveFrom, wageType: 'hourly', hourlyWage: wage };
  }
  return { effectiveFrom, monthlySalary: cents(r.amount) };
};

/**
 * For weekly and biweekly pay, whether the period pays the weekly rest day (art. 152) and, when it does not, the
 * rest days of the period: the days that are not working weekdays of the schedule in force on each (the
 * projection lays them out the same). Monthly and fortnightly pay include every day: nothing to say.
 */
const weeklyRestOf = (
  facts: EmployeePayrollFacts,
  period: Period,
): Pick<PayslipInput, 'restDayPaid' | 'restDays'> => {
  if (period.periodicity === 'monthly' || period.periodicity === 'fortnightly') return {};
  const restDayPaid = facts.weeklyRestDayPaid ?? true;
  if (restDayPaid) return { restDayPaid };
  const restDays: IsoDate[] = [];
  for (let date = period.start; date <= period.end; date = addDays(date, 1)) {
    const schedule = facts.schedules[indexInForce(facts.schedules, date)];
    const working = schedule?.workingDays;
    if (working && !working.includes(isoWeekday(date))) restDays.push(date);
  }
  return { restDayPaid, restDays };
};

/** ISO weekday of a date, as schedules store them: 1 = Monday … 7 = Sunday. */
const isoWeekday = (date: IsoDate): number => weekday(date) || 7;

/** The engine's input for a member of a payroll: the payroll's period (cut at a periodicity change), its days. */
const buildRunInput = (facts: EmployeePayrollFacts, run: PayrollRunFacts): BuiltPayslipInput => {
  const built = buildPayslipInput(facts, run.firstDay);
  const hire = facts.employment.entryDate;
  const exit = facts.employment.exitDate;
  // The member's days are the payroll's unless hire, exit or a periodicity change cut them: only the last
  // one cuts the period (hire and exit are the engine's own inputs).
  const cutStart = run.firstDay > run.periodStart && run.firstDay !== hire;
  const cutEnd = run.lastDay < run.periodEnd && run.lastDay !== exit;
  const period: Period = {
    periodicity: run.periodicity,
    start: (cutStart ? run.firstDay : run.periodStart) as IsoDate,
    end: (cutEnd ? run.lastDay : run.periodEnd) as IsoDate,
  };
  const s = indexInForce(facts.schedules, period.start);
  const first = facts.schedules[s];
  if (!first) throw new Error(`employee ${facts.employeeNumber} has no assignment history`);
  const jornada = jornadaOf(first);
  const jornadaChanges: JornadaChange[] = [];
  let previous = jornada;
  for (const row of facts.schedules.slice(s + 1)) {
    if (row.effectiveFrom > period.end) break;
    const next = jornadaOf(row);
    if (next.type === previous.type && next.hoursPerDay === previous.hoursPerDay) continue;
    jornadaChanges.push({ effectiveFrom: row.effectiveFrom, ...next });
    previous = next;
  }
  const mtd = run.monthToDate;
  const { jornadaChanges: _ignored, ...rest } = built.input;
  void _ignored;
  return {
    period,
    jornada,
    input: {
      ...rest,
      period,
      minimumWageCategory: minimumWageCategoryOn(facts, period.end),
      payDate: run.payDate as IsoDate,
      jornada,
      ...(jornadaChanges.length > 0 ? { jornadaChanges } : {}),
      ...weeklyRestOf(facts, period),
      attendance: runAttendance(run.attendance, run.firstDay, run.incapacityBefore),
      ...(mtd && (mtd.taxableGross > 0 || mtd.taxWithheld > 0)
        ? { monthToDate: { taxableGross: mtd.taxableGross as Cents, taxWithheld: mtd.taxWithheld as Cents } }
        : {}),
      ...(run.vacationAverage && run.vacationAverage.days > 0
        ? {
            vacationAverage: {
              earnings: run.vacationAverage.earnings as Cents,
              days: run.vacationAverage.days,
            },
          }
        : {}),
    },
  };
};
