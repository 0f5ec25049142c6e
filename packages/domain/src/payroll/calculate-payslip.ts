import { assertAttendanceDay, hoursToMinutes, type AttendanceDay } from '../attendance/attendance';
import { fromDayNumber, toDayNumber, type IsoDate } from '../calendar/iso-date';
import { PERIODICITIES } from '../calendar/periods';
import { invalidInput } from '../errors';
import {
  applyRate,
  cents,
  mulDiv,
  rateFromBasisPoints,
  roundHalfUp,
  type BasisPoints,
  type Cents,
} from '../money/money';
import { CR_GARNISHMENT_RULES } from '../rules/cr/garnishment';
import { getRuleSet, type PayrollRules } from '../rules/index';
import type { PayrollPolicy } from '../rules/policy';
import { carriedRuleDetail, carriedRules } from '../rules/timeline';
import type { RuleSet } from '../rules/types';
import { applyContributions } from './ccss';
import {
  DISABILITY_GROUPS,
  MATERNITY,
  PARENTAL_LEAVE_GROUPS,
  buildPeriodLedger,
  minutesToHours,
  type JornadaStep,
  type LedgerSegment,
  type PeriodLedger,
  type SalaryStep,
} from './period-ledger';
import {
  LEGAL_REFS,
  amountLine,
  dayLine,
  hourLine,
  insRiskPremiumLine,
  issue,
  rateLine,
  sumAmounts,
} from './payslip-lines';
import type { PayItemResult } from './pay-item-types';
import {
  checkPayItems,
  payItemDeductions,
  payItemEarnings,
  protectedAmountForPeriod,
  protectedAmountOn,
} from './pay-items';
import type { Jornada, Payslip, PayslipInput, PayslipIssue, PayslipLine } from './payslip-types';
import { monthlyEquivalent } from './wages';
import { withholdSalaryTax } from './withholding';

// Longest period accepted: two months covers any real pay period and keeps the per-day arrays small.
const MAX_PERIOD_DAYS = 62;
const UNIT = 10_000;

/** What a wage line's day or hour is (the basis the voucher quotes), by the wage as agreed. */
const WAGE_REFS = {
  monthly: LEGAL_REFS.ordinary,
  daily: LEGAL_REFS.ordinaryDaily,
  hourly: LEGAL_REFS.ordinaryHourly,
} as const;

function salarySteps(input: PayslipInput): SalaryStep[] {
  if (!Array.isArray(input.salaries) || input.salaries.length === 0) {
    throw invalidInput('salaries needs at least one entry', 'salaries');
  }
  const steps = input.salaries.map((entry, index): SalaryStep => {
    const fromDay = toDayNumber(entry.effectiveFrom, `salaries[${index}].effectiveFrom`);
    const wageType = entry.wageType ?? 'monthly';
    const [amount, field] =
      entry.wageType === 'daily'
        ? [entry.dailyWage, 'dailyWage']
        : entry.wageType === 'hourly'
          ? [entry.hourlyWage, 'hourlyWage']
          : wageType === 'monthly'
            ? [(entry as { monthlySalary: Cents }).monthlySalary, 'monthlySalary']
            : [undefined, 'wageType'];
    if (field === 'wageType')
      throw invalidInput('wageType must be monthly, daily or hourly', `salaries[${index}].wageType`);
    const wage = cents(amount as Cents, `salaries[${index}].${field}`);
    if (wage < 0) throw invalidInput('a salary cannot be negative', `salaries[${index}].${field}`);
    // An hourly wage's month depends on each day's jornada: the ledger works it out day by day.
    const salary = wageType === 'daily' ? monthlyEquivalent('daily', wage, 1) : wage;
    return { fromDay, salary, wageType, wage };
  });
  steps.sort((a, b) => a.fromDay - b.fromDay);
  for (let i = 1; i < steps.length; i++) {
    if (steps[i]?.fromDay === steps[i - 1]?.fromDay) {
      throw invalidInput('two salaries take effect on the same day', 'salaries');
    }
  }
  return steps;
}

/**
 * Weekly and biweekly pay outside commerce pays the days worked: the rest days of the period, as day numbers.
 * `undefined` when the rest day is paid (commerce, art. 136) or the pay is monthly or fortnightly.
 */
function restDaysOf(
  input: PayslipInput,
  startDay: number,
  dayCount: number,
): { restDays: ReadonlySet<number> } | undefined {
  if (input.restDayPaid !== undefined && typeof input.restDayPaid !== 'boolean') {
    throw invalidInput('restDayPaid must be true or false', 'restDayPaid');
  }
  const periodicity = input.period.periodicity;
  if (input.restDayPaid !== false || periodicity === 'monthly' || periodicity === 'fortnightly')
    return undefined;
  if (!Array.isArray(input.restDays)) {
    throw invalidInput('restDays must list the rest days when the rest day is not paid', 'restDays');
  }
  const restDays = new Set<number>();
  input.restDays.forEach((date, index) => {
    const day = toDayNumber(date, `restDays[${index}]`);
    if (day >= startDay && day < startDay + dayCount) restDays.add(day);
  });
  return { restDays };
}

function nonNegativeCents(value: Cents | undefined, field: string): Cents {
  if (value === undefined) return 0 as Cents;
  const amount = cents(value, field);
  if (amount < 0) throw invalidInput(`${field} cannot be negative`, field);
  return amount;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** `salary × minutes × rate ÷ (30 × jornada minutes)` rounded once: timed work at a multiple of the hourly salary. */
function timedPay(
  salary: Cents,
  minutes: number,
  rate: BasisPoints,
  jornadaMinutes: number,
  monthDays: number,
): Cents {
  const divisor = gcd(rate, UNIT);
  return mulDiv(salary, minutes * (rate / divisor), monthDays * jornadaMinutes * (UNIT / divisor));
}

/**
 * Pay at 100 % of the daily salary is rounded on the running total (numerators over 30), so consecutive
 * pieces add up exactly to the rounded whole: ordinary pay plus vacation is the salary to the céntimo.
 */
type Rounder = { cumulative: number; rounded: number; monthDays: number };

function startRounding(offset: number, monthDays: number): Rounder {
  return { cumulative: offset, rounded: roundHalfUp(offset, monthDays), monthDays };
}

function dayPay(rounder: Rounder, salary: Cents, units: number): Cents {
  rounder.cumulative += salary * units;
  const next = roundHalfUp(rounder.cumulative, rounder.monthDays);
  const amount = next - rounder.rounded;
  rounder.rounded = next;
  return amount as Cents;
}

/** The hourly salary shown on a line: monthly ÷ 30 ÷ jornada hours. */
function hourlyRate(salary: Cents, monthDays: number, jornadaMinutes: number): Cents {
  return mulDiv(salary, 60, monthDays * jornadaMinutes);
}

type Earnings = {
  lines: PayslipLine[];
  infos: PayslipLine[];
  maternityTopUp: number;
  /** The employer's pay for illness (CCSS) days: never part of the aguinaldo base. */
  illnessPay: number;
  /** The part of it that is a subsidy, not salary: no CCSS contributions. */
  illnessSubsidy: number;
};

/** Ordinary pay, absences, vacations, overtime, worked holidays, incapacities and additional payments. */
function earningLines(
  input: PayslipInput,
  ledger: PeriodLedger,
  ruleSet: RuleSet,
  policy: PayrollPolicy,
): Earnings {
  const labour = ruleSet.labourCode;
  const monthDays = labour.monthDays.value;
  const lines: PayslipLine[] = [];
  const infos: PayslipLine[] = [];
  const { segments } = ledger;

  // A second fortnight continues the month's running total, so it pays exactly what the first left over.
  const first = segments[0];
  const continuesMonth =
    input.period.periodicity === 'fortnightly' &&
    input.period.start.endsWith('-16') &&
    first?.startIndex === 0;
  const rounder = startRounding(
    continuesMonth && first ? first.salary * labour.fortnightDays.value : 0,
    monthDays,
  );

  // Ordinary pay as the wage was agreed: days at the daily salary, or an hourly wage's hours of the jornada.
  const weekly = input.period.periodicity === 'weekly' || input.period.periodicity === 'biweekly';
  const ordinaryRef =
    !weekly || input.restDayPaid === undefined
      ? ''
      : `; ${input.restDayPaid ? LEGAL_REFS.weekRestDayPaid : LEGAL_REFS.weekDaysWorked}`;
  const wageLine = (
    code: 'ORDINARY_PAY' | 'ABSENCE_UNPAID',
    seg: LedgerSegment,
    units: number,
    rate: 1 | -1,
  ) => {
    const amount = dayPay(rounder, seg.salary, rate * units);
    const ref =
      code === 'ORDINARY_PAY'
        ? `${WAGE_REFS[seg.wageType]}${ordinaryRef}`
        : seg.wageType === 'monthly'
          ? LEGAL_REFS.absence
          : `${LEGAL_REFS.absenceWage} (${WAGE_REFS[seg.wageType]})`;
    return seg.wageType === 'hourly'
      ? hourLine(code, minutesToHours(units * seg.jornadaMinutes), rate, seg.wage, amount, ref)
      : dayLine(code, 'earning', units, rate, roundHalfUp(seg.salary, monthDays), amount, ref);
  };
  for (const seg of segments) {
    if (seg.ordinaryUnits > 0) lines.push(wageLine('ORDINARY_PAY', seg, seg.ordinaryUnits, 1));
  }
  for (const seg of segments) {
    if (seg.absenceUnits > 0) lines.push(wageLine('ABSENCE_UNPAID', seg, seg.absenceUnits, -1));
  }
  // Vacation days (art. 157): at the average of the last 50 weeks when it is more than the current daily
  // salary, never less; at the current salary they are rounded with the ordinary pay, so the two add up.
  const average = input.vacationAverage;
  let averageUnits = 0;
  for (const seg of segments) {
    if (seg.vacationUnits === 0) continue;
    if (average !== undefined && average.earnings * monthDays > seg.salary * average.days) {
      averageUnits += seg.vacationUnits;
      continue;
    }
    const amount = dayPay(rounder, seg.salary, seg.vacationUnits);
    lines.push(
      dayLine(
        'VACATION_PAY',
        'earning',
        seg.vacationUnits,
        1,
        roundHalfUp(seg.salary, monthDays),
        amount,
        average === undefined ? LEGAL_REFS.vacationCurrent : LEGAL_REFS.vacationFloor,
      ),
    );
  }
  if (average !== undefined && averageUnits > 0) {
    lines.push(
      dayLine(
        'VACATION_PAY',
        'earning',
        averageUnits,
        1,
        roundHalfUp(average.earnings, average.days),
        mulDiv(average.earnings, averageUnits, average.days),
        `${LEGAL_REFS.vacationAverage} (promedio diario de ${average.days} días)`,
      ),
    );
  }

  const overtimeRate = labour.overtimeRate.value;
  for (const seg of segments) {
    for (const { jornadaMinutes, minutes } of seg.overtimeByJornada) {
      const amount = timedPay(seg.salary, minutes, overtimeRate, jornadaMinutes, monthDays);
      lines.push(
        hourLine(
          'OVERTIME',
          minutesToHours(minutes),
          rateFromBasisPoints(overtimeRate),
          hourlyRate(seg.salary, monthDays, jornadaMinutes),
          amount,
          LEGAL_REFS.overtime,
        ),
      );
    }
  }
  const holidayRate = labour.holidayWorkedAdditionalRate.value;
  const holidayOvertimeRate = labour.holidayOvertimeRate.value;
  for (const work of ledger.holidayWork) {
    const amount = mulDiv(work.salary, holidayRate, monthDays * UNIT);
    lines.push(
      dayLine(
        'HOLIDAY_WORKED',
        'earning',
        1,
        rateFromBasisPoints(holidayRate),
        roundHalfUp(work.salary, monthDays),
        amount,
        LEGAL_REFS.holidayWorked,
        null,
        work.date,
      ),
    );
    if (work.minutes > 0) {
      const overtime = timedPay(
        work.salary,
        work.minutes,
        holidayOvertimeRate,
        work.jornadaMinutes,
        monthDays,
      );
      lines.push(
        hourLine(
          'HOLIDAY_OVERTIME',
          minutesToHours(work.minutes),
          rateFromBasisPoints(holidayOvertimeRate),
          hourlyRate(work.salary, monthDays, work.jornadaMinutes),
          overtime,
          LEGAL_REFS.holidayOvertime,
          work.date,
        ),
      );
    }
  }

  // Work on the weekly rest day (art. 152): the salary pays the day once, so its hours up to the jornada are
  // paid once more (double) and those beyond it at 1.5 × the double hour.
  const restDayAdditionalRate = labour.restDayWorkedAdditionalRate.value;
  const restDayOvertimeRate = labour.restDayOvertimeRate.value;
  for (const work of ledger.restDayWork) {
    const ordinary = Math.min(work.minutes, work.jornadaMinutes);
    const hourly = hourlyRate(work.salary, monthDays, work.jornadaMinutes);
    // Outside commerce the week did not pay the day: its hours up to the jornada are paid double here.
    const restDayRate = work.unpaidDay ? restDayAdditionalRate + UNIT : restDayAdditionalRate;
    lines.push(
      hourLine(
        'REST_DAY_WORKED',
        minutesToHours(ordinary),
        rateFromBasisPoints(restDayRate),
        hourly,
        timedPay(work.salary, ordinary, restDayRate, work.jornadaMinutes, monthDays),
        LEGAL_REFS.restDayWorked,
        work.date,
      ),
    );
    const beyond = work.minutes - ordinary;
    if (beyond > 0) {
      lines.push(
        hourLine(
          'REST_DAY_OVERTIME',
          minutesToHours(beyond),
          rateFromBasisPoints(restDayOvertimeRate),
          hourly,
          timedPay(work.salary, beyond, restDayOvertimeRate, work.jornadaMinutes, monthDays),
          LEGAL_REFS.restDayOvertime,
          work.date,
        ),
      );
    }
  }

  // Incapacity: what the employer pays is an earning; what the CCSS or INS pays is information.
  const disability = labour.disability;
  const employerRates: readonly BasisPoints[] = [
    policy.illnessFirstDays.employerRate,
    0,
    0,
    0,
    disability.maternityEmployerRate.value,
    disability.paternityEmployerRate.value,
  ];
  const subsidyRates: readonly BasisPoints[] = [
    policy.illnessFirstDays.ccssRate,
    disability.ccssIllnessSubsidyRate.value,
    disability.insInitialRate.value,
    policy.insLaterRate,
    disability.maternityCcssRate.value,
    disability.paternityCcssRate.value,
  ];
  const subsidyRefs = [
    LEGAL_REFS.illnessSubsidy,
    LEGAL_REFS.illnessSubsidy,
    LEGAL_REFS.insSubsidy,
    LEGAL_REFS.insSubsidy,
    LEGAL_REFS.maternitySubsidy,
    LEGAL_REFS.paternitySubsidy,
  ];
  let maternityTopUp = 0;
  let illnessPay = 0;
  let illnessSubsidy = 0;
  for (const seg of segments) {
    const reference = input.disabilityReferenceMonthly ?? seg.salary;
    DISABILITY_GROUPS.forEach(({ type }, group) => {
      const units = seg.disabilityUnits[group] ?? 0;
      if (units === 0) return;
      const employerRate = employerRates[group] ?? 0;
      let employerAmount = 0 as Cents;
      if (employerRate > 0) {
        employerAmount = mulDiv(seg.salary, units * employerRate, monthDays * UNIT);
        const maternity = group === MATERNITY;
        const parental = PARENTAL_LEAVE_GROUPS.includes(group);
        // The employer's days 1–3 of an illness are a subsidy of the suspended contract, not salary (§7).
        const subsidy = !parental && disability.illnessEmployerPayIsSubsidy.value;
        lines.push(
          dayLine(
            subsidy ? 'ILLNESS_EMPLOYER_SUBSIDY' : 'DISABILITY_EMPLOYER',
            'earning',
            units,
            rateFromBasisPoints(employerRate),
            roundHalfUp(seg.salary, monthDays),
            employerAmount,
            maternity
              ? LEGAL_REFS.maternityEmployer
              : parental
                ? LEGAL_REFS.paternityEmployer
                : LEGAL_REFS.illnessEmployer,
            type,
          ),
        );
        if (!parental) illnessPay += employerAmount;
        if (subsidy) illnessSubsidy += employerAmount;
      }
      const subsidyRate = subsidyRates[group] ?? 0;
      if (subsidyRate > 0) {
        const subsidy = mulDiv(reference, units * subsidyRate, monthDays * UNIT);
        infos.push(
          dayLine(
            'DISABILITY_SUBSIDY_INFO',
            'info',
            units,
            rateFromBasisPoints(subsidyRate),
            roundHalfUp(reference, monthDays),
            subsidy,
            subsidyRefs[group] ?? LEGAL_REFS.illnessSubsidy,
            type,
          ),
        );
      }
      if (PARENTAL_LEAVE_GROUPS.includes(group)) {
        // Art. 95: CCSS contributions continue on the full salary, so the CCSS base gets the other half (Ley
        // 10211 pays paternity leave like maternity).
        const topUp = (mulDiv(seg.salary, units, monthDays) - employerAmount) as Cents;
        maternityTopUp += topUp;
        infos.push(
          dayLine(
            group === MATERNITY ? 'MATERNITY_CCSS_BASE_INFO' : 'PATERNITY_CCSS_BASE_INFO',
            'info',
            units,
            rateFromBasisPoints(UNIT - employerRate),
            roundHalfUp(seg.salary, monthDays),
            topUp,
            group === MATERNITY ? LEGAL_REFS.maternityBase : LEGAL_REFS.paternityBase,
            type,
          ),
        );
      }
    });
  }

  for (const entry of ledger.amountDays) {
    if (entry.code === '+')
      lines.push(
        amountLine(
          'ADDITIONAL_PAYMENT',
          'earning',
          entry.amount,
          LEGAL_REFS.additional,
          entry.date,
          entry.note,
        ),
      );
  }
  return { lines, infos, maternityTopUp, illnessPay, illnessSubsidy };
}

/**
 * Calculates one employee's payslip for one period under Costa Rican law: plain data in, plain data out.
 *
 * Earnings: ORDINARY_PAY (monthly ÷ 30 a day, one line per salary in force; 30-day month for monthly and
 * fortnightly pay), ABSENCE_UNPAID (A days, a negative earning), VACATION_PAY (V days, at the art. 157
 * average when `vacationAverage` is given and above the current daily salary, else at that salary), OVERTIME (1.5× the hourly salary = daily ÷ jornada hours),
 * HOLIDAY_WORKED (R/E on a holiday: one simple day more, so it is paid double) and HOLIDAY_OVERTIME (3×),
 * REST_DAY_WORKED (hours on the weekly rest day paid once more: double) and REST_DAY_OVERTIME (3×),
 * DISABILITY_EMPLOYER (maternity or paternity, 50 %), ILLNESS_EMPLOYER_SUBSIDY (CCSS illness days 1–3, 50 %: a
 * subsidy, without CCSS), ADDITIONAL_PAYMENT (+ days), and the earning pay items (COMMISSION, BONUS,
 * TRAVEL_ALLOWANCE), each in the bases its treatment says.
 * Deductions: the CCSS worker lines, SALARY_TAX (month-to-date or projected, per policy), PAY_DEDUCTION
 * (- days), then the deduction pay items in the law's order and within its limits (`payItemDeductions`:
 * pensiones, embargos under art. 172, the rest above the minimum-wage floor; what does not fit is deferred).
 * Then the employer lines (ASSOCIATION_EMPLOYER among them), provisions and information lines (subsidies the
 * CCSS or INS pay).
 * An S day is never paid: it is left out of the ordinary pay and listed in `blockers`.
 *
 * @param input the employee, period and attendance; see `PayslipInput`.
 * The rule set in force on the pay date applies (`getRuleSet`); values used past the year they were
 * published for come back as a `RULES_CARRIED_FORWARD` warning naming them.
 *
 * @param rules the rule sets and the company's policy, e.g. `CR_PAYROLL_RULES`, `payrollRules({...})`, or
 *   `payrollRules(policy, mergeRegisteredRules(CR_RULE_SETS, registered))`.
 * @returns the payslip; `totals.net === totals.gross − totals.deductions` exactly.
 * @throws DomainError `INVALID_*` for malformed input, `RULES_NOT_AVAILABLE` for a pay date before 2020.
 */
export function calculatePayslip(input: PayslipInput, rules: PayrollRules): Payslip {
  const { period } = input;
  if (!period || !PERIODICITIES.includes(period.periodicity)) {
    throw invalidInput(`period.periodicity must be one of ${PERIODICITIES.join(', ')}`, 'period.periodicity');
  }
  const startDay = toDayNumber(period.start, 'period.start');
  const dayCount = toDayNumber(period.end, 'period.end') - startDay + 1;
  if (dayCount < 1 || dayCount > MAX_PERIOD_DAYS) {
    throw invalidInput(`period must run forwards and last at most ${MAX_PERIOD_DAYS} days`, 'period.end');
  }
  const payDate = input.payDate ?? period.end;
  toDayNumber(payDate, 'payDate');
  const ruleSet = getRuleSet(payDate, rules.ruleSets);
  const policy = rules.policy;
  const labour = ruleSet.labourCode;
  const blockers: PayslipIssue[] = [];
  // Values carried past their year (or before it) come first: they qualify every figure below.
  const warnings: PayslipIssue[] = carriedRules(ruleSet, payDate).map((carried) =>
    issue(
      carried.direction === 'forward' ? 'RULES_CARRIED_FORWARD' : 'RULES_CARRIED_BACKWARD',
      payDate,
      carriedRuleDetail(carried),
    ),
  );

  const jornadaOf = (jornada: Jornada | undefined, field: string, date: IsoDate | null) => {
    const rule = labour.jornadas[jornada?.type as Jornada['type']];
    if (!jornada || !rule)
      throw invalidInput(`${field}.type must be diurnal, mixed or nocturnal`, `${field}.type`);
    const minutes = hoursToMinutes(jornada.hoursPerDay ?? rule.maxHoursPerDay.value, `${field}.hoursPerDay`);
    if (minutes === 0 || minutes > 24 * 60) {
      throw invalidInput(`${field}.hoursPerDay must be more than 0 and at most 24`, `${field}.hoursPerDay`);
    }
    const legalMaxHours = (rule.extendedMaxHoursPerDay ?? rule.maxHoursPerDay).value;
    if (minutes > legalMaxHours * 60)
      warnings.push(issue('JORNADA_OVER_LEGAL_LIMIT', date, String(legalMaxHours)));
    return {
      jornadaMinutes: minutes,
      weeklyMaxMinutes: rule.maxHoursPerWeek.value * 60,
      fullTimeMinutes: rule.maxHoursPerDay.value * 60,
    };
  };
  const { jornadaMinutes, weeklyMaxMinutes, fullTimeMinutes } = jornadaOf(input.jornada, 'jornada', null);
  if (input.jornadaChanges !== undefined && !Array.isArray(input.jornadaChanges)) {
    throw invalidInput('jornadaChanges must be a list', 'jornadaChanges');
  }
  const jornadaChanges: (JornadaStep & { fullTimeMinutes: number })[] = (input.jornadaChanges ?? [])
    .map((change, index) => ({
      fromDay: toDayNumber(change.effectiveFrom, `jornadaChanges[${index}].effectiveFrom`),
      ...jornadaOf(change, `jornadaChanges[${index}]`, change.effectiveFrom),
    }))
    .sort((a, b) => a.fromDay - b.fromDay);
  for (let i = 1; i < jornadaChanges.length; i++) {
    if (jornadaChanges[i]?.fromDay === jornadaChanges[i - 1]?.fromDay) {
      throw invalidInput('two jornadas take effect on the same day', 'jornadaChanges');
    }
  }
  const jornadaSteps = [
    { fromDay: -Infinity, jornadaMinutes, weeklyMaxMinutes, fullTimeMinutes },
    ...jornadaChanges,
  ];

  const steps = salarySteps(input);
  const daysWorkedOnly = restDaysOf(input, startDay, dayCount);
  const hireDay = input.hireDate === undefined ? -Infinity : toDayNumber(input.hireDate, 'hireDate');
  const exitDay = input.exitDate === undefined ? Infinity : toDayNumber(input.exitDate, 'exitDate');
  if (exitDay < hireDay) throw invalidInput('exitDate is before hireDate', 'exitDate');
  if (input.vacationAverage !== undefined) {
    nonNegativeCents(input.vacationAverage.earnings, 'vacationAverage.earnings');
    if (!Number.isSafeInteger(input.vacationAverage.days) || input.vacationAverage.days < 1) {
      throw invalidInput('vacationAverage.days must be a whole number from 1', 'vacationAverage.days');
    }
  }
  nonNegativeCents(input.disabilityReferenceMonthly, 'disabilityReferenceMonthly');
  const monthToDateGross = nonNegativeCents(input.monthToDate?.taxableGross, 'monthToDate.taxableGross');
  const monthToDateWithheld = nonNegativeCents(input.monthToDate?.taxWithheld, 'monthToDate.taxWithheld');
  const payItems = input.payItems === undefined ? undefined : checkPayItems(input.payItems);

  // Attendance by day of the period; misplaced or repeated rows block the payslip.
  if (!Array.isArray(input.attendance)) throw invalidInput('attendance must be a list', 'attendance');
  const rows = new Array<AttendanceDay | undefined>(dayCount);
  input.attendance.forEach((day, index) => {
    const offset = assertAttendanceDay(day, index) - startDay;
    if (offset < 0 || offset >= dayCount) blockers.push(issue('ATTENDANCE_OUTSIDE_PERIOD', day.date));
    else if (rows[offset] !== undefined) blockers.push(issue('DUPLICATE_ATTENDANCE_DAY', day.date));
    else rows[offset] = day;
  });

  const ledger = buildPeriodLedger(
    {
      periodicity: period.periodicity,
      startDay,
      dayCount,
      rows,
      steps,
      hireDay,
      exitDay,
      jornadaMinutes,
      weeklyMaxMinutes,
      ...(jornadaChanges.length > 0 ? { jornadaChanges } : {}),
      ...(daysWorkedOnly ? { daysWorkedOnly } : {}),
      ruleSet,
      ruleSets: rules.ruleSets,
    },
    blockers,
    warnings,
  );
  const earnings = earningLines(input, ledger, ruleSet, policy);
  // Earning pay items after the payslip's own earnings; a percentage one is of the salary before them.
  const itemEarnings = payItems
    ? payItemEarnings(payItems, (sumAmounts(earnings.lines) - earnings.illnessSubsidy) as Cents)
    : undefined;
  if (itemEarnings) earnings.lines.push(...itemEarnings.lines);
  const gross = sumAmounts(earnings.lines);
  // Each base leaves out the items its treatment says (a travel allowance is in none of them).
  const outsideCcss = itemEarnings?.outsideCcss ?? 0;
  const ccssBase = (gross - earnings.illnessSubsidy + earnings.maternityTopUp - outsideCcss) as Cents;
  const aguinaldoBase = (gross -
    earnings.illnessPay +
    earnings.maternityTopUp -
    (itemEarnings?.outsideAguinaldo ?? 0)) as Cents;
  const taxableGross = (gross - (itemEarnings?.untaxed ?? 0)) as Cents;
  // The salary the employer pays: no subsidy, no allowance (the INS premium, provisions, pay-item deductions).
  const salaryGross = (gross - outsideCcss) as Cents;

  // Deductions: the CCSS worker lines on the CCSS base, the salary tax, the pay deductions.
  const deductions: PayslipLine[] = [];
  if (ccssBase > 0) {
    for (const worker of applyContributions(ccssBase, ruleSet.ccss.worker).lines) {
      deductions.push(
        rateLine(worker.code, 'deduction', worker.rate, ccssBase, worker.amount, worker.legalRef),
      );
    }
  }
  const tax = withholdSalaryTax(
    {
      gross: taxableGross,
      periodicity: period.periodicity,
      payDate,
      credits: { children: input.children ?? 0, spouse: input.spouse ?? false },
      monthToDateGross,
      monthToDateWithheld,
    },
    ruleSet,
    policy,
  );
  if (tax.withheld > 0) {
    deductions.push(
      rateLine('SALARY_TAX', 'deduction', null, tax.monthlyBase, tax.withheld, ruleSet.salaryTax.legalRef),
    );
  }
  for (const entry of ledger.amountDays) {
    if (entry.code === '-')
      deductions.push(
        amountLine('PAY_DEDUCTION', 'deduction', entry.amount, LEGAL_REFS.deduction, entry.date, entry.note),
      );
  }
  // Pay-item deductions after the law's charges, in the law's order and within its limits.
  let itemDeductions: ReturnType<typeof payItemDeductions> | undefined;
  if (payItems) {
    const lawCharges = sumAmounts(deductions.filter((line) => line.code !== 'PAY_DEDUCTION'));
    const grossSalary = (ccssBase - earnings.maternityTopUp) as Cents;
    const garnishment = rules.garnishment ?? CR_GARNISHMENT_RULES;
    const monthDays = labour.monthDays.value;
    itemDeductions = payItemDeductions(payItems, {
      grossSalary,
      salaryAfterCharges: Math.max(0, grossSalary - lawCharges) as Cents,
      alreadyDeducted: (sumAmounts(deductions) - lawCharges) as Cents,
      floor: protectedAmountForPeriod(
        protectedAmountOn(payDate, garnishment).rule.monthly,
        period.periodicity,
        monthDays,
      ),
      periodicity: period.periodicity,
      monthDays,
      rules: garnishment,
    });
    deductions.push(...itemDeductions.deductions);
    warnings.push(...itemDeductions.warnings);
  }
  const deductionTotal = sumAmounts(deductions);
  const net = (gross - deductionTotal) as Cents;
  if (net < 0) blockers.push(issue('NEGATIVE_NET_PAY', null, String(net)));

  // Employer cost: the CCSS bill on the CCSS base, the INS premium when the company sets its rate, provisions.
  const employer: PayslipLine[] = [];
  if (ccssBase > 0) {
    for (const charge of applyContributions(ccssBase, ruleSet.ccss.employer).lines) {
      employer.push(rateLine(charge.code, 'employer', charge.rate, ccssBase, charge.amount, charge.legalRef));
    }
  }
  const insPremium = insRiskPremiumLine(salaryGross, policy.insRiskPremiumRate);
  if (insPremium) employer.push(insPremium);
  if (itemDeductions) employer.push(...itemDeductions.employer);
  const provisions: PayslipLine[] = [];
  if (salaryGross > 0) {
    const defaults = ruleSet.provisionDefaults;
    const overrides = policy.provisionRates;
    const accruals = [
      ['PROVISION_AGUINALDO', overrides.aguinaldo ?? defaults.aguinaldo.value, LEGAL_REFS.provisionAguinaldo],
      ['PROVISION_VACATION', overrides.vacation ?? defaults.vacation.value, LEGAL_REFS.provisionVacation],
      ['PROVISION_CESANTIA', overrides.cesantia ?? defaults.cesantia.value, LEGAL_REFS.provisionCesantia],
    ] as const;
    for (const [code, rate, legalRef] of accruals) {
      provisions.push(
        rateLine(
          code,
          'provision',
          rateFromBasisPoints(rate),
          salaryGross,
          applyRate(salaryGross, rate),
          legalRef,
        ),
      );
    }
  }
  const employerCharges = sumAmounts(employer);
  const provisionTotal = sumAmounts(provisions);

  // A salary below the minimum of the occupation's decree category (unskilled by default; prorated for a
  // shorter agreed jornada, the one in force on each day) is paid, but flagged once. A category without a
  // value on the pay date (the reference gives none) is checked against the TONC, the floor of every category.
  const category = input.minimumWageCategory ?? 'unskilled';
  const minimumRule =
    (category === 'unskilled' ? undefined : ruleSet.minimumWages[category]) ?? ruleSet.minimumWage;
  const minimum = minimumRule?.monthly ?? 0;
  ledger.segments.forEach((seg, index) => {
    if (!minimumRule) return;
    const below = seg.jornadaSteps.some((stepIndex) => {
      const step = jornadaSteps[stepIndex] ?? jornadaSteps[0]!;
      return (
        seg.salary * step.fullTimeMinutes < minimum * Math.min(step.jornadaMinutes, step.fullTimeMinutes)
      );
    });
    if (!below) return;
    if (ledger.segments.slice(0, index).some((earlier) => earlier.salary === seg.salary)) return;
    warnings.push(issue('BELOW_MINIMUM_WAGE', fromDayNumber(startDay + seg.startIndex), String(minimum)));
  });

  return {
    employeeId: input.employeeId ?? null,
    period: { periodicity: period.periodicity, start: period.start, end: period.end },
    payDate,
    ruleSetYear: ruleSet.year,
    lines: [...earnings.lines, ...deductions, ...employer, ...provisions, ...earnings.infos],
    totals: {
      gross,
      deductions: deductionTotal,
      net,
      employerCharges,
      provisions: provisionTotal,
      employerCost: (gross + employerCharges + provisionTotal) as Cents,
      ccssBase,
      taxableGross,
      aguinaldoBase,
    },
    tax,
    days: ledger.days,
    blockers,
    warnings,
    ...(payItems ? { payItems: payItemResults(payItems.length, itemEarnings, itemDeductions) } : {}),
  };
}

/** The pay items' results in the order of the input. */
function payItemResults(
  count: number,
  ...parts: readonly ({ readonly results: ReadonlyMap<number, PayItemResult> } | undefined)[]
): PayItemResult[] {
  const results: PayItemResult[] = [];
  for (let index = 0; index < count; index++) {
    const found = parts.map((part) => part?.results.get(index)).find((r) => r !== undefined);
    if (found) results.push(found);
  }
  return results;
}
