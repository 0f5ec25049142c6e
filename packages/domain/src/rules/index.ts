import { parseIsoDate, type IsoDate } from '../calendar/iso-date';
import { DomainError } from '../errors';
import { CR_RULES_2024 } from './cr/2024';
import { CR_RULES_2025 } from './cr/2025';
import { CR_RULES_2026 } from './cr/2026';
import { resolvePolicy, type PayrollPolicy, type PayrollPolicyOverrides } from './policy';
import type { RuleSet } from './types';

/**
 * Every registered year, oldest first. Adding 2027: create `cr/2027.ts` and append it here (the list is
 * explicit because the engine also runs under plain Node; the registry test in `rules.test.ts` fails when a
 * year file of `cr/` is missing from it).
 */
export const CR_RULE_SETS: readonly RuleSet[] = [CR_RULES_2024, CR_RULES_2025, CR_RULES_2026];

/** What `calculatePayslip` needs besides the input: the yearly rule sets and the company's policy. */
export type PayrollRules = {
  readonly ruleSets: readonly RuleSet[];
  readonly policy: PayrollPolicy;
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

/** The rule set of a calendar year, or `undefined` when none is registered. */
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
 * The rule set in force on `date` (`YYYY-MM-DD`). Throws `RULES_NOT_AVAILABLE` for a year without data,
 * rather than applying another year's brackets silently: tax brackets change every 1 January.
 */
export function getRuleSet(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): RuleSet {
  const { year } = parseIsoDate(date);
  const ruleSet = findRuleSetForYear(year, ruleSets);
  if (!ruleSet) {
    const years = ruleSets.map((set) => set.year).join(', ');
    throw new DomainError('RULES_NOT_AVAILABLE', `no payroll rules for ${year}; available: ${years}`, date);
  }
  return ruleSet;
}
