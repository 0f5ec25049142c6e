import type { IsoDate } from '../calendar/iso-date';
import { invalidInput } from '../errors';
import { cents, mulDiv, rateFromBasisPoints, roundHalfUp, type Cents } from '../money/money';
import type { TaxRounding } from '../rules/policy';
import { CR_RULE_SETS, getRuleSet } from '../rules/index';
import type { RuleSet, SalaryTaxRules } from '../rules/types';

/** One band of the computation: `taxable` is the part of the gross inside the band. */
export type SalaryTaxBand = {
  readonly from: Cents;
  readonly to: Cents | null;
  /** Plain multiplier, 0.1 for 10 %. */
  readonly rate: number;
  readonly taxable: Cents;
  readonly tax: Cents;
};

export type SalaryTaxResult = {
  /** Sum of the bands (Ley 7092 art. 33). */
  readonly taxBeforeCredits: Cents;
  /** Child and spouse credits the employee is entitled to this month (art. 34). */
  readonly credits: Cents;
  /** `max(0, taxBeforeCredits − credits)`: credits never turn into a refund (reference §3). */
  readonly tax: Cents;
  readonly brackets: readonly SalaryTaxBand[];
};

export type TaxCredits = { readonly children: number; readonly spouse: boolean };

function assertChildren(children: number): void {
  if (!Number.isSafeInteger(children) || children < 0) {
    throw invalidInput('children must be a whole number from 0', 'children');
  }
}

/** Monthly credits for `children` and a spouse under one year's rules. */
export function taxCredits(rules: SalaryTaxRules, { children, spouse }: TaxCredits): Cents {
  assertChildren(children);
  return (children * rules.childCredit.value + (spouse ? rules.spouseCredit.value : 0)) as Cents;
}

/**
 * The monthly salary tax on `monthlyGross` under one year's brackets. Each band is rounded half-up to the
 * céntimo so the bands add up to the total shown; `colon` rounding then rounds the total to whole colones.
 */
export function computeMonthlySalaryTax(
  monthlyGross: Cents,
  rules: SalaryTaxRules,
  credits: TaxCredits,
  rounding: TaxRounding = 'centimo',
): SalaryTaxResult {
  cents(monthlyGross, 'monthlyGross');
  const brackets: SalaryTaxBand[] = [];
  let before = 0;
  for (const band of rules.brackets.value) {
    const top = band.to === null ? monthlyGross : Math.min(monthlyGross, band.to);
    const taxable = Math.max(0, top - band.from) as Cents;
    const tax = mulDiv(taxable, band.rate, 10_000);
    before += tax;
    brackets.push({ from: band.from, to: band.to, rate: rateFromBasisPoints(band.rate), taxable, tax });
  }
  const taxBeforeCredits = (rounding === 'colon' ? roundHalfUp(before, 100) * 100 : before) as Cents;
  const creditTotal = taxCredits(rules, credits);
  const tax = Math.max(0, taxBeforeCredits - creditTotal) as Cents;
  return { taxBeforeCredits, credits: creditTotal, tax, brackets };
}

export type SalaryTaxInput = {
  /** Gross salary of the calendar month, in céntimos (the CCSS deduction is not subtracted). */
  readonly monthlyGross: Cents;
  /** Any day of the month, `YYYY-MM-DD`; picks the year's brackets and credits. */
  readonly date: IsoDate;
  readonly children?: number;
  readonly spouse?: boolean;
  readonly rounding?: TaxRounding;
  readonly ruleSets?: readonly RuleSet[];
};

/** Impuesto único sobre las rentas del trabajo dependiente for one month: `{ taxBeforeCredits, credits, tax, brackets }`. */
export function salaryTax(input: SalaryTaxInput): SalaryTaxResult {
  const ruleSet = getRuleSet(input.date, input.ruleSets ?? CR_RULE_SETS);
  return computeMonthlySalaryTax(
    cents(input.monthlyGross, 'monthlyGross'),
    ruleSet.salaryTax,
    { children: input.children ?? 0, spouse: input.spouse ?? false },
    input.rounding ?? 'centimo',
  );
}
