import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors';
import { CR_RULES_2024 } from './cr/2024';
import { CR_RULES_2025 } from './cr/2025';
import { CR_RULES_2026 } from './cr/2026';
import { CR_RULES_2029 } from './cr/2029';
import { CR_FIRST_HOLIDAY_YEAR } from './cr/holiday-law';
import { resolvePolicy, type PayrollPolicy, type PayrollPolicyOverrides } from './policy';
import type { GarnishmentRules, RuleSet } from './types';

/**
 * Every registered year, oldest first. Adding 2027: create `cr/2027.ts` and append it here (the list is
 * explicit because the engine also runs under plain Node; the registry test in `rules.test.ts` fails when a
 * year file of `cr/` is missing from it). Years may be skipped (2027, 2028): a set stays in force until the
 * next one starts. 2029 is shipped ahead of time for the IVM step already enacted for 1 January 2029.
 */
export const CR_RULE_SETS: readonly RuleSet[] = [CR_RULES_2024, CR_RULES_2025, CR_RULES_2026, CR_RULES_2029];

/** What `calculatePayslip` needs besides the input: the yearly rule sets and the company's policy. */
export type PayrollRules = {
  readonly ruleSets: readonly RuleSet[];
  readonly policy: PayrollPolicy;
  /**
   * The law's limits on pay-item deductions (CT art. 172 protected amounts by decree, the 1/8 and 1/4 shares,
   * the pensión's 50 %); default `CR_GARNISHMENT_RULES`.
   */
  readonly garnishment?: GarnishmentRules;
};

/** Costa Rican rules with the default policy. */
export const CR_PAYROLL_RULES: PayrollRules = { ruleSets: CR_RULE_SETS, policy: resolvePolicy() };

/** Costa Rican rules with a company's policy overrides (provision rates, tax proration, INS premium …). */
export function payrollRules(
  overrides?: PayrollPolicyOverrides,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): PayrollRules {
  return { ruleSets, policy: resolvePolicy(overrides) };
}

/** The first shipped rule set whose `year` is `year`, or `undefined`. */
export function findRuleSetForYear(
  year: number,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): RuleSet | undefined {
  for (const ruleSet of ruleSets) {
    if (ruleSet.year === year) return ruleSet;
  }
  return undefined;
}

/**
 * First date the engine answers for: the art. 148 holiday list as amended by Ley 9803 starts in 2020, and
 * registered values may go back to it.
 */
export const FIRST_RULE_DATE: IsoDate = `${CR_FIRST_HOLIDAY_YEAR}-01-01`;

/**
 * The rule set in force on `date` (`YYYY-MM-DD`): the last set that starts on or before it. The last enacted
 * values stay in force until newer ones exist, so a date after the last set gets the last set (2027 uses
 * the 2026 brackets until the 2027 decree is registered; `carriedRules` says so and the payslip warns), and
 * a date from 2020 on before the first set gets the first one. Never throws for a valid date from 2020 on;
 * `RULES_NOT_AVAILABLE` before 2020 (or for an empty list).
 */
export function getRuleSet(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): RuleSet {
  parseIsoDate(date);
  if (date < FIRST_RULE_DATE) {
    throw new DomainError('RULES_NOT_AVAILABLE', `no payroll rules before ${FIRST_RULE_DATE}`, date);
  }
  let inForce: RuleSet | undefined;
  let earliest: RuleSet | undefined;
  for (const ruleSet of ruleSets) {
    if (!earliest || ruleSet.effectiveFrom < earliest.effectiveFrom) earliest = ruleSet;
    if (ruleSet.effectiveFrom <= date && (!inForce || ruleSet.effectiveFrom >= inForce.effectiveFrom)) {
      inForce = ruleSet;
    }
  }
  const ruleSet = inForce ?? earliest;
  if (!ruleSet) throw new DomainError('RULES_NOT_AVAILABLE', 'no payroll rule sets given', date);
  return ruleSet;
}
