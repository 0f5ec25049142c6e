import { formatIsoDate, type IsoDate } from '../calendar/iso-date';
import { invalidInput } from '../errors';
import { cents, roundHalfUp, type Cents } from '../money/money';
import { CR_LABOUR_CODE } from '../rules/cr/labour-code';

export type AguinaldoInput = {
  /**
   * Every ordinary and extraordinary salary earned from 1 December to 30 November (overtime, commissions,
   * incentives included; illness incapacity excluded, maternity leave at 100 %), in céntimos.
   */
  readonly salaries: readonly Cents[];
};

/**
 * The aguinaldo (Ley 2412): the salaries of the accrual year ÷ 12, always ÷ 12 even for part of a year,
 * rounded half-up to the céntimo. It is exempt from CCSS charges and from the salary tax.
 */
export function aguinaldo({ salaries }: AguinaldoInput): Cents {
  let total = 0;
  salaries.forEach((salary, index) => {
    total += cents(salary, `salaries[${index}]`);
  });
  if (total < 0) throw invalidInput('salaries must not add up to a negative amount', 'salaries');
  return roundHalfUp(total, CR_LABOUR_CODE.aguinaldo.divisor.value);
}

/**
 * The payslip lines whose amounts are salary earned (reference §4; files-and-calendar facts §4.1): ordinary pay
 * (less unpaid absences), overtime, holidays and rest days worked, vacation pay and additional payments
 * (commissions, bonuses, incentives). Maternity leave counts at 100 % of the salary: the employer's half
 * (`DISABILITY_EMPLOYER`) and the CCSS half (the information line `MATERNITY_CCSS_BASE_INFO`); paternity leave
 * (Ley 10211) the same way (`PATERNITY_CCSS_BASE_INFO`). Not counted: an
 * illness incapacity (the contract is suspended; what is paid for it is a subsidy, not salary), the employer's
 * days 1–3 of it (`ILLNESS_EMPLOYER_SUBSIDY`) included, the CCSS and INS subsidies, deductions, employer charges
 * and provisions, and an aguinaldo itself. The aguinaldo, the settlement's averages and the art. 157 vacation
 * average all count these lines.
 */
export const AGUINALDO_BASE_LINE_CODES = [
  'ORDINARY_PAY',
  'ABSENCE_UNPAID',
  'OVERTIME',
  'HOLIDAY_WORKED',
  'HOLIDAY_OVERTIME',
  'REST_DAY_WORKED',
  'REST_DAY_OVERTIME',
  'VACATION_PAY',
  'DISABILITY_EMPLOYER',
  'ADDITIONAL_PAYMENT',
  'MATERNITY_CCSS_BASE_INFO',
  'PATERNITY_CCSS_BASE_INFO',
  // Pay items of the classes the law counts (their shipped treatment; a line's own `payItem.treatment` wins).
  'COMMISSION',
  'BONUS',
] as const;

const AGUINALDO_BASE_CODES: ReadonlySet<string> = new Set(AGUINALDO_BASE_LINE_CODES);

/**
 * What a payslip's lines add to its employee's aguinaldo: the sum of the lines counted for it (in céntimos). A pay
 * item's line counts by its own treatment (`payItem.treatment.aguinaldo`: a company may count an allowance or not
 * count a bonus); every other line by its code.
 */
export function aguinaldoBaseOf(
  lines: readonly {
    readonly code: string;
    readonly amount: number;
    readonly payItem?: { readonly treatment: { readonly aguinaldo: boolean } };
  }[],
): number {
  let base = 0;
  for (const line of lines) {
    const counted = line.payItem ? line.payItem.treatment.aguinaldo : AGUINALDO_BASE_CODES.has(line.code);
    if (counted) base += line.amount;
  }
  return base;
}

/** The accrual year of the aguinaldo paid in December of `year`: 1 Dec of `year − 1` to 30 Nov of `year`. */
export function aguinaldoPeriod(year: number): { readonly start: IsoDate; readonly end: IsoDate } {
  if (!Number.isSafeInteger(year)) throw invalidInput('year must be an integer', 'year');
  const { periodStart, periodEnd } = CR_LABOUR_CODE.aguinaldo;
  return {
    start: formatIsoDate(year - 1, periodStart.value.month, periodStart.value.day),
    end: formatIsoDate(year, periodEnd.value.month, periodEnd.value.day),
  };
}

/**
 * The accrual year a day falls in: the year of the aguinaldo that counts it (1–31 December count for the next
 * year's). The aguinaldo screens, the settlement's proportional aguinaldo and the employee's statement.
 */
export function aguinaldoYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  if (!Number.isSafeInteger(year)) throw invalidInput('date must be an ISO date', 'date');
  return date > aguinaldoPeriod(year).end ? year + 1 : year;
}
