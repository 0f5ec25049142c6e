import type { IsoDate } from '../calendar/iso-date';
import { nominalDays, type Periodicity } from '../calendar/periods';
import { mulDiv, roundHalfUp, type Cents } from '../money/money';
import type { PayrollPolicy } from '../rules/policy';
import type { RuleSet } from '../rules/types';
import type { PayslipTax } from './payslip-types';
import { computeMonthlySalaryTax, type TaxCredits } from './salary-tax';

export type WithholdingInput = {
  readonly gross: Cents;
  readonly periodicity: Periodicity;
  readonly payDate: IsoDate;
  readonly credits: TaxCredits;
  /** Taxable gross already paid in the calendar month of `payDate`. */
  readonly monthToDateGross: Cents;
  /** Tax already withheld in that month. */
  readonly monthToDateWithheld: Cents;
};

/**
 * The salary tax withheld on one payslip (Ley 7092 art. 23 a: the tax is monthly). Monthly payrolls,
 * and the `month_to_date` policy, tax the month's gross so far and withhold the difference with what was
 * already withheld, so the month always ends with the legal monthly tax. The `projected` policy taxes
 * the period's gross as if it were the whole month (× 30 ÷ period days) and withholds the period's share.
 */
export function withholdSalaryTax(
  input: WithholdingInput,
  ruleSet: RuleSet,
  policy: PayrollPolicy,
): PayslipTax {
  const { gross, periodicity, credits } = input;
  const rounding = policy.taxRounding;
  const taxMonth = input.payDate.slice(0, 7);
  if (periodicity === 'monthly' || policy.taxProration === 'month_to_date') {
    const monthlyBase = Math.max(0, input.monthToDateGross + gross) as Cents;
    const result = computeMonthlySalaryTax(monthlyBase, ruleSet.salaryTax, credits, rounding);
    return {
      method: 'month_to_date',
      taxMonth,
      monthlyBase,
      taxBeforeCredits: result.taxBeforeCredits,
      credits: result.credits,
      monthlyTax: result.tax,
      previouslyWithheld: input.monthToDateWithheld,
      withheld: Math.max(0, result.tax - input.monthToDateWithheld) as Cents,
      brackets: result.brackets,
    };
  }
  const days = nominalDays(periodicity);
  const monthDays = ruleSet.labourCode.monthDays.value;
  const monthlyBase = gross > 0 ? mulDiv(gross, monthDays, days) : (0 as Cents);
  const result = computeMonthlySalaryTax(monthlyBase, ruleSet.salaryTax, credits, rounding);
  let withheld = mulDiv(result.tax, days, monthDays);
  if (rounding === 'colon') withheld = (roundHalfUp(withheld, 100) * 100) as Cents;
  return {
    method: 'projected',
    taxMonth,
    monthlyBase,
    taxBeforeCredits: result.taxBeforeCredits,
    credits: result.credits,
    monthlyTax: result.tax,
    previouslyWithheld: 0 as Cents,
    withheld,
    brackets: result.brackets,
  };
}
