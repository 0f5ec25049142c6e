import { DomainError } from '../errors';
import { CR_FIRST_HOLIDAY_YEAR, CR_HISTORIC_HOLIDAY_TRANSFERS } from '../rules/cr/holiday-law';
import { CR_RULE_SETS, findRuleSetForYear } from '../rules/index';
import type { HolidayDefinition, HolidayId, HolidayTransfer, RuleSet } from '../rules/types';
import { easterSunday } from './easter';
import { addDays, formatIsoDate, toDayNumber, type IsoDate } from './iso-date';

/** A legal holiday on the day it is enjoyed. */
export type Holiday = {
  /** The day off, after any transfer. */
  readonly date: IsoDate;
  /** Official Spanish name. */
  readonly name: string;
  /** Pago obligatorio (art. 148). */
  readonly obligatory: boolean;
  readonly id: HolidayId;
  /** The law's own date when the holiday was moved that year, else `null`. */
  readonly movedFrom: IsoDate | null;
  readonly legalRef: string;
};

function occurrence(definition: HolidayDefinition, year: number): IsoDate {
  return definition.kind === 'fixed'
    ? formatIsoDate(year, definition.month, definition.day)
    : addDays(easterSunday(year), definition.offsetDays);
}

/** Materialises the holidays of `year` from the law's definitions and that year's transfers, by date. */
export function buildHolidays(
  year: number,
  definitions: readonly HolidayDefinition[],
  transfers: readonly HolidayTransfer[],
): Holiday[] {
  const result: Holiday[] = [];
  for (const definition of definitions) {
    const lawDate = occurrence(definition, year);
    if (lawDate < definition.effectiveFrom) continue;
    if (definition.effectiveTo !== null && lawDate > definition.effectiveTo) continue;
    const transfer = transfers.find(
      (candidate) => candidate.id === definition.id && candidate.from === lawDate,
    );
    result.push({
      date: transfer ? transfer.to : lawDate,
      name: definition.name,
      obligatory: definition.obligatory,
      id: definition.id,
      movedFrom: transfer ? lawDate : null,
      legalRef: transfer ? transfer.legalRef : definition.legalRef,
    });
  }
  return result.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function holidaysForYear(year: number, ruleSets: readonly RuleSet[]): Holiday[] {
  const ruleSet = findRuleSetForYear(year, ruleSets);
  if (ruleSet) return buildHolidays(year, ruleSet.holidays.definitions, ruleSet.holidays.transfers);
  const first = ruleSets[0];
  if (first && year >= CR_FIRST_HOLIDAY_YEAR && year < first.year) {
    return buildHolidays(year, first.holidays.definitions, CR_HISTORIC_HOLIDAY_TRANSFERS);
  }
  throw new DomainError('RULES_NOT_AVAILABLE', `no holiday data for ${year}`, String(year));
}

/**
 * The Costa Rican legal holidays of `year`, in date order, with transfers applied: `[{ date, name,
 * obligatory, id, movedFrom, legalRef }]`. Answers for 2020 up to the last registered rule-set year.
 */
export function holidays(year: number, ruleSets: readonly RuleSet[] = CR_RULE_SETS): Holiday[] {
  if (!Number.isInteger(year)) throw new DomainError('INVALID_INPUT', 'year must be an integer', 'year');
  return holidaysForYear(year, ruleSets);
}

type HolidayIndex = ReadonlyMap<number, Holiday>;
const indexCache = new WeakMap<readonly RuleSet[], Map<number, HolidayIndex>>();

/**
 * Holidays of a year keyed by day number, cached per rule-set list: the payslip hot path looks every
 * day up here without allocating.
 */
export function holidayIndex(year: number, ruleSets: readonly RuleSet[] = CR_RULE_SETS): HolidayIndex {
  let byYear = indexCache.get(ruleSets);
  if (!byYear) {
    byYear = new Map();
    indexCache.set(ruleSets, byYear);
  }
  let index = byYear.get(year);
  if (!index) {
    const map = new Map<number, Holiday>();
    for (const holiday of holidaysForYear(year, ruleSets)) map.set(toDayNumber(holiday.date), holiday);
    index = map;
    byYear.set(year, index);
  }
  return index;
}

/** The holiday enjoyed on `date`, if any. */
export function holidayOn(date: IsoDate, ruleSets: readonly RuleSet[] = CR_RULE_SETS): Holiday | undefined {
  const dayNumber = toDayNumber(date);
  return holidayIndex(Number(date.slice(0, 4)), ruleSets).get(dayNumber);
}
