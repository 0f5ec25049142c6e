import type { IsoDate } from '../calendar/iso-date';
import { CR_RULE_SETS, getRuleSet } from '../rules/index';
import type { MinimumWageCategory, MinimumWageRule, RuleSet } from '../rules/types';

/**
 * The generic unskilled (TONC, "mínimo minimorum") minimum wage in force on `date`: monthly and, where
 * the decree gives it, daily, in céntimos, with its decree and source. Used to warn, never to change pay.
 */
export function minimumWage(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): MinimumWageRule {
  return getRuleSet(date, ruleSets).minimumWage;
}

/** A category's minimum in force on a date, and whether it is a value of an earlier year's decree. */
export type MinimumWageInForce = MinimumWageRule & {
  /**
   * The value was published for an earlier year than the date's (no newer decree known for the category:
   * 2027 before its decree is registered, or a category whose new figure the reference lacks).
   */
  readonly carriedForward: boolean;
};

/**
 * The minimum wage of a decree category in force on `date` (shipped and registered values, as merged in
 * `ruleSets`): its decree, monthly and daily figures, source and whether it is carried forward. `null` when
 * the category has no value on or before the date (the reference gives none): such a salary gets no warning.
 * The unskilled (TONC) minimum always answers (before its first value the earliest stands in).
 */
/**
 * The minimum a salary of `category` is compared with on `date`: the category's own, or — where the decree's
 * category has no value on that date (the reference gives none, none registered) — the TONC, the "mínimo
 * minimorum" below which no salary of any category may fall. Its `category` says which one it is.
 */
export function minimumWageFloorFor(
  category: MinimumWageCategory,
  date: IsoDate,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): MinimumWageInForce {
  return (minimumWageFor(category, date, ruleSets) ?? minimumWageFor('unskilled', date, ruleSets))!;
}

export function minimumWageFor(
  category: MinimumWageCategory,
  date: IsoDate,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): MinimumWageInForce | null {
  const ruleSet = getRuleSet(date, ruleSets);
  const rule = category === 'unskilled' ? ruleSet.minimumWage : ruleSet.minimumWages[category];
  if (!rule) return null;
  return { ...rule, carriedForward: rule.effectiveFrom.slice(0, 4) < date.slice(0, 4) };
}
