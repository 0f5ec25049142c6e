import { invalidInput } from '../errors';
import { CR_RULE_SETS } from '../rules/index';
import type { RuleSet } from '../rules/types';
import { holidayOn } from './holidays';
import { addDays, toDayNumber, weekday, type IsoDate } from './iso-date';

/**
 * What a company does with a pay date that falls on a Saturday, Sunday or legal holiday: pay on the business
 * day before it (the default) or keep the date.
 */
export const PAY_DATE_RULES = ['previous_business_day', 'keep'] as const;
export type PayDateRule = (typeof PAY_DATE_RULES)[number];
export const DEFAULT_PAY_DATE_RULE: PayDateRule = 'previous_business_day';

/**
 * Whether `date` is a business day: not a Saturday, not a Sunday and not a legal holiday (obligatory or not,
 * on the day it is enjoyed after any transfer of `ruleSets`).
 */
export function isBusinessDay(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return holidayOn(date, ruleSets) === undefined;
}

/**
 * The day pay is made for a scheduled pay date under the company's rule: `keep` answers the date itself;
 * `previous_business_day` walks back to the nearest business day on or before it (Friday 24 December 2027
 * stays, Saturday 25 December 2027 becomes Friday the 24th, Good Friday becomes the Wednesday before).
 */
export function adjustPayDate(
  date: IsoDate,
  rule: PayDateRule,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): IsoDate {
  toDayNumber(date, 'date');
  if (!PAY_DATE_RULES.includes(rule)) {
    throw invalidInput(`rule must be one of ${PAY_DATE_RULES.join(', ')}`, 'rule');
  }
  if (rule === 'keep') return date;
  let day = date;
  while (!isBusinessDay(day, ruleSets)) day = addDays(day, -1);
  return day;
}
