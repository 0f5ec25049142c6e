import type { IsoDate } from '../calendar/iso-date';
import { CR_RULE_SETS, getRuleSet } from '../rules/index';
import type { MinimumWageRule, RuleSet } from '../rules/types';

/**
 * The generic unskilled (TONC, "mínimo minimorum") minimum wage in force on `date`: monthly and, where
 * the decree gives it, daily, in céntimos, with its decree and source. Used to warn, never to change pay.
 */
export function minimumWage(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): MinimumWageRule {
  return getRuleSet(date, ruleSets).minimumWage;
}
