import type { IsoDate } from '../calendar/iso-date';
import { serviceLength, type ServiceLength } from '../calendar/service-length';
import { invalidInput } from '../errors';
import { cents, mulDiv, roundHalfUp, type Cents } from '../money/money';
import { aguinaldo } from '../payroll/aguinaldo';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';
import { DEFAULT_PAYROLL_POLICY, type CesantiaMethod, type VacationCashOut } from '../rules/policy';
import type { LabourCode } from '../rules/types';
import { vacationEntitlement } from '../vacations/vacation-entitlement';

/**
 * Why the contract ends. Preaviso is owed to the worker on `dismissal_without_cause` and
 * `indirect_dismissal` (the worker leaves for an art. 83 cause) unless the notice was given; cesantía on
 * those two and on `not_attributable` (other causes not attributable to the worker). Dismissal with just
 * cause and resignation owe neither. Pending salary, vacations and aguinaldo are owed in every case.
 */
export type TerminationCause =
  | 'dismissal_without_cause'
  | 'indirect_dismissal'
  | 'not_attributable'
  | 'dismissal_with_cause'
  | 'resignation';

export const TERMINATION_CAUSES: readonly TerminationCause[] = [
  'dismissal_without_cause',
  'indirect_dismissal',
  'not_attributable',
  'dismissal_with_cause',
  'resignation',
];

export type TerminationVacation =
  /** Compute the pending days from the hire date and the days taken (see `vacationEntitlement`). */
  | { readonly daysTaken: number; readonly workDaysPerWeek?: number; readonly domestic?: boolean }
  /** Use a balance the caller already knows. */
  | { readonly pendingDays: number; readonly workDaysPerWeek?: number };

export type TerminationInput = {
  readonly hireDate: IsoDate;
  /** Last day of the employment relationship, inclusive. */
  readonly terminationDate: IsoDate;
  readonly cause: TerminationCause;
  /**
   * Ordinary plus extraordinary salary of each of the last months, oldest first, in céntimos; the last 6
   * are averaged (arts. 29–30), fewer when the employment was shorter.
   */
  readonly recentMonthlySalaries: readonly Cents[];
  /** The employer gave the preaviso (worked or paid separately): no PREAVISO line. Default false. */
  readonly noticeGiven?: boolean;
  /** Salaries since 1 December (or the hire date) not yet covered by a paid aguinaldo. */
  readonly aguinaldoSalaries: readonly Cents[];
  readonly vacation: TerminationVacation;
  /** Art. 157 daily average for the vacation cash-out; defaults to the 6-month average ÷ 30. */
  readonly vacationDailyRate?: Cents;
  /** Salary earned and not yet paid by a payroll (from the last payslip), included as is. */
  readonly pendingSalary?: Cents;
  readonly policy?: { readonly cesantiaMethod?: CesantiaMethod; readonly vacationCashOut?: VacationCashOut };
};

export type SettlementLineCode =
  'PENDING_SALARY' | 'PREAVISO' | 'CESANTIA' | 'VACATION_PROPORTIONAL' | 'AGUINALDO_PROPORTIONAL';

export type SettlementLine = {
  readonly code: SettlementLineCode;
  readonly quantity: number | null;
  readonly unit: 'days' | null;
  /** Multiplier of the daily basis per day: 1, or 7 ÷ working days a week for the vacation cash-out. */
  readonly rate: number | null;
  /** Daily salary the days are paid at. */
  readonly basis: Cents | null;
  readonly amount: Cents;
  readonly legalRef: string;
};

export type TerminationSettlement = {
  readonly service: ServiceLength;
  /** Average monthly salary of the last 6 months (rounded for display; lines use the exact average). */
  readonly averageMonthlySalary: Cents;
  readonly averageDailySalary: Cents;
  /** Days of preaviso paid (0 when not owed or given). */
  readonly noticeDays: number;
  /** Years the cesantía table is read for (whole years, a fraction over 6 months counting as one). */
  readonly cesantiaYears: number;
  /** Days of cesantía paid, 19.5 × 1 … 22 × 8 (2 decimals). */
  readonly cesantiaDays: number;
  /** Vacation working days paid in money. */
  readonly vacationDays: number;
  readonly lines: readonly SettlementLine[];
  readonly total: Cents;
};

const LEGAL = {
  pending: 'Salario pendiente de pago',
  preaviso: 'Código de Trabajo art. 28: preaviso',
  cesantia: 'Código de Trabajo art. 29 (reformado por la LPT art. 88): auxilio de cesantía',
  vacation: 'Código de Trabajo arts. 153, 156 y 157: vacaciones proporcionales',
  aguinaldo: 'Ley 2412: aguinaldo proporcional',
} as const;

const PREAVISO_CAUSES: ReadonlySet<TerminationCause> = new Set([
  'dismissal_without_cause',
  'indirect_dismissal',
]);
const CESANTIA_CAUSES: ReadonlySet<TerminationCause> = new Set([
  'dismissal_without_cause',
  'indirect_dismissal',
  'not_attributable',
]);

function overSixMonths(service: ServiceLength): boolean {
  return service.totalMonths > 6 || (service.totalMonths === 6 && service.days > 0);
}

/** Preaviso days by service (art. 28): none under 3 months, 1 week to 6 months, 15 days to a year, 1 month after. */
export function noticeDaysFor(service: ServiceLength, labourCode: LabourCode = CR_LABOUR_CODE): number {
  const notice = labourCode.termination.noticeDays.value;
  if (service.totalMonths < 3) return 0;
  if (!overSixMonths(service)) return notice.threeToSixMonths;
  if (service.years < 1) return notice.sixToTwelveMonths;
  return notice.overOneYear;
}

/**
 * Cesantía in hundredths of a day and the years the table is read for (art. 29): 7 days for 3–6 months,
 * 14 for over 6 months to a year; from a year, whole years with a fraction over 6 months counting as one,
 * capped at 8 years. `total_seniority_row` pays the row of the total seniority for each year (the
 * reference's reading); `cumulative_by_year` adds the rows of years 1, 2, … instead.
 */
export function cesantiaDaysFor(
  service: ServiceLength,
  method: CesantiaMethod = DEFAULT_PAYROLL_POLICY.cesantiaMethod,
  labourCode: LabourCode = CR_LABOUR_CODE,
): { readonly years: number; readonly daysHundredths: number } {
  const rules = labourCode.termination;
  if (service.totalMonths < 3) return { years: 0, daysHundredths: 0 };
  if (!overSixMonths(service))
    return { years: 0, daysHundredths: rules.cesantiaShortServiceDays.value.threeToSixMonths * 100 };
  if (service.years < 1)
    return { years: 0, daysHundredths: rules.cesantiaShortServiceDays.value.sixToTwelveMonths * 100 };
  const fractionOverSix = service.months > 6 || (service.months === 6 && service.days > 0);
  const years = service.years + (fractionOverSix ? 1 : 0);
  const table = rules.cesantiaTable.value;
  const last = table[table.length - 1];
  const row = (n: number): number =>
    (table.find((entry) => entry.years === n) ?? last)?.daysPerYearHundredths ?? 0;
  const paidYears = Math.min(years, rules.cesantiaCapYears.value);
  if (method === 'cumulative_by_year') {
    let total = 0;
    for (let n = 1; n <= paidYears; n++) total += row(n);
    return { years, daysHundredths: total };
  }
  return { years, daysHundredths: row(years) * paidYears };
}

function assertAmounts(values: readonly Cents[], field: string): number {
  if (!Array.isArray(values)) throw invalidInput(`${field} must be a list`, field);
  let total = 0;
  values.forEach((value, index) => {
    const amount = cents(value, `${field}[${index}]`);
    if (amount < 0) throw invalidInput(`${field} cannot hold negative amounts`, `${field}[${index}]`);
    total += amount;
  });
  return total;
}

/**
 * The liquidación: pending salary, preaviso, cesantía, proportional vacations and proportional aguinaldo.
 * Preaviso and cesantía are paid on the average of the last 6 months ÷ 30 a day. Amounts are gross: the
 * vacation pay is taxable salary (Reglamento art. 29) and goes through the final payroll's deductions.
 */
export function terminationSettlement(
  input: TerminationInput,
  labourCode: LabourCode = CR_LABOUR_CODE,
): TerminationSettlement {
  if (!TERMINATION_CAUSES.includes(input.cause)) {
    throw invalidInput(`cause must be one of ${TERMINATION_CAUSES.join(', ')}`, 'cause');
  }
  const service = serviceLength(input.hireDate, input.terminationDate);
  const monthDays = labourCode.monthDays.value;
  const months = input.recentMonthlySalaries.slice(-labourCode.termination.averageMonths.value);
  const salaryTotal = assertAmounts(months, 'recentMonthlySalaries');
  const monthCount = Math.max(1, months.length);
  const cesantiaMethod = input.policy?.cesantiaMethod ?? DEFAULT_PAYROLL_POLICY.cesantiaMethod;
  const cashOut = input.policy?.vacationCashOut ?? DEFAULT_PAYROLL_POLICY.vacationCashOut;
  const averageDaily = roundHalfUp(salaryTotal, monthCount * monthDays);
  // Day pay on the exact average: salaryTotal × days ÷ (months × 30), rounded once.
  const averagePay = (daysHundredths: number): Cents =>
    mulDiv(salaryTotal, daysHundredths, monthCount * monthDays * 100);

  const lines: SettlementLine[] = [];
  const pendingSalary =
    input.pendingSalary === undefined ? 0 : assertAmounts([input.pendingSalary], 'pendingSalary');
  if (pendingSalary > 0) {
    lines.push({
      code: 'PENDING_SALARY',
      quantity: null,
      unit: null,
      rate: null,
      basis: null,
      amount: pendingSalary as Cents,
      legalRef: LEGAL.pending,
    });
  }

  const noticeDays =
    PREAVISO_CAUSES.has(input.cause) && !input.noticeGiven ? noticeDaysFor(service, labourCode) : 0;
  if (noticeDays > 0) {
    lines.push({
      code: 'PREAVISO',
      quantity: noticeDays,
      unit: 'days',
      rate: 1,
      basis: averageDaily,
      amount: averagePay(noticeDays * 100),
      legalRef: LEGAL.preaviso,
    });
  }

  const cesantia = CESANTIA_CAUSES.has(input.cause)
    ? cesantiaDaysFor(service, cesantiaMethod, labourCode)
    : { years: 0, daysHundredths: 0 };
  if (cesantia.daysHundredths > 0) {
    lines.push({
      code: 'CESANTIA',
      quantity: cesantia.daysHundredths / 100,
      unit: 'days',
      rate: 1,
      basis: averageDaily,
      amount: averagePay(cesantia.daysHundredths),
      legalRef: LEGAL.cesantia,
    });
  }

  const workDaysPerWeek = input.vacation.workDaysPerWeek ?? 6;
  let vacationDays: number;
  if ('pendingDays' in input.vacation) {
    vacationDays = input.vacation.pendingDays;
    if (!Number.isFinite(vacationDays) || vacationDays < 0)
      throw invalidInput('vacation.pendingDays must be a non-negative number', 'vacation.pendingDays');
    if (!Number.isInteger(workDaysPerWeek) || workDaysPerWeek < 1 || workDaysPerWeek > 6) {
      throw invalidInput('workDaysPerWeek must be a whole number from 1 to 6', 'vacation.workDaysPerWeek');
    }
  } else {
    const balance = vacationEntitlement(
      {
        hireDate: input.hireDate,
        asOf: input.terminationDate,
        workDaysPerWeek,
        domestic: input.vacation.domestic ?? false,
        daysTaken: input.vacation.daysTaken,
      },
      labourCode,
    );
    vacationDays = Math.max(0, balance.pendingWithAccruedDays);
  }
  if (vacationDays > 0) {
    // A vacation working day is worth 7 ÷ working days a week of daily salary under `calendar_equivalent`.
    const numerator = cashOut === 'calendar_equivalent' ? 7 : 1;
    const denominator = cashOut === 'calendar_equivalent' ? workDaysPerWeek : 1;
    const daysTenThousandths = Math.round(vacationDays * 10_000);
    const amount =
      input.vacationDailyRate === undefined
        ? mulDiv(salaryTotal, daysTenThousandths * numerator, monthCount * monthDays * 10_000 * denominator)
        : mulDiv(
            cents(input.vacationDailyRate, 'vacationDailyRate'),
            daysTenThousandths * numerator,
            10_000 * denominator,
          );
    lines.push({
      code: 'VACATION_PROPORTIONAL',
      quantity: vacationDays,
      unit: 'days',
      rate: Math.round((numerator / denominator) * 10_000) / 10_000,
      basis: input.vacationDailyRate ?? averageDaily,
      amount,
      legalRef: LEGAL.vacation,
    });
  }

  assertAmounts(input.aguinaldoSalaries, 'aguinaldoSalaries');
  const aguinaldoAmount = aguinaldo({ salaries: input.aguinaldoSalaries });
  if (aguinaldoAmount > 0) {
    lines.push({
      code: 'AGUINALDO_PROPORTIONAL',
      quantity: null,
      unit: null,
      rate: null,
      basis: null,
      amount: aguinaldoAmount,
      legalRef: LEGAL.aguinaldo,
    });
  }

  let total = 0;
  for (const settlementLine of lines) total += settlementLine.amount;
  return {
    service,
    averageMonthlySalary: roundHalfUp(salaryTotal, monthCount),
    averageDailySalary: averageDaily,
    noticeDays,
    cesantiaYears: cesantia.years,
    cesantiaDays: cesantia.daysHundredths / 100,
    vacationDays,
    lines,
    total: total as Cents,
  };
}
