import { DomainError } from '../errors';
import { CR_FIRST_HOLIDAY_YEAR, CR_HISTORIC_HOLIDAY_TRANSFERS } from '../rules/cr/holiday-law';
import { CR_RULE_SETS, getRuleSet } from '../rules/index';
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

/**
 * The transfers of `year`: the historic ones (2020–2023) first, then those of every rule set in list order,
 * so a later (registered) transfer of the same holiday replaces an earlier one.
 */
function transfersOfYear(year: number, ruleSets: readonly RuleSet[]): HolidayTransfer[] {
  const byHoliday = new Map<HolidayId, HolidayTransfer>();
  const add = (transfer: HolidayTransfer) => {
    if (Number(transfer.from.slice(0, 4)) === year) byHoliday.set(transfer.id, transfer);
  };
  CR_HISTORIC_HOLIDAY_TRANSFERS.forEach(add);
  for (const ruleSet of ruleSets) ruleSet.holidays.transfers.forEach(add);
  return [...byHoliday.values()];
}

/** Last year answered: dates are four-digit years. */
const LAST_HOLIDAY_YEAR = 9999;

function holidaysForYear(year: number, ruleSets: readonly RuleSet[]): Holiday[] {
  if (year < CR_FIRST_HOLIDAY_YEAR) {
    throw new DomainError('RULES_NOT_AVAILABLE', `no holiday data for ${year}`, String(year));
  }
  if (year > LAST_HOLIDAY_YEAR) throw new DomainError('INVALID_INPUT', 'year is out of range', 'year');
  // The law's list (art. 148 as amended) is the same in every set; take the one in force at the year's end.
  const { definitions } = getRuleSet(formatIsoDate(year, 12, 31), ruleSets).holidays;
  return buildHolidays(year, definitions, transfersOfYear(year, ruleSets));
}

/**
 * The Costa Rican legal holidays of `year`, in date order, with transfers applied: `[{ date, name,
 * obligatory, id, movedFrom, legalRef }]`. Answers for every year from 2020: the law's definitions (fixed
 * dates, Jueves and Viernes Santo from Easter) plus the dated transfers of that year (historic, shipped or
 * registered); a year without transfers gets the law's own dates.
 */
export function holidays(year: number, ruleSets: readonly RuleSet[] = CR_RULE_SETS): Holiday[] {
  if (!Number.isInteger(year)) throw new DomainError('INVALID_INPUT', 'year must be an integer', 'year');
  return holidaysForYear(year, ruleSets);
}

/**
 * The law's own date of a holiday in `year`, before any transfer (Jueves Santo from Easter), or `null` when
 * the holiday does not exist that year. A transfer moves the holiday from this date.
 */
export function holidayLawDate(
  id: HolidayId,
  year: number,
  ruleSets: readonly RuleSet[] = CR_RULE_SETS,
): IsoDate | null {
  if (!Number.isInteger(year)) throw new DomainError('INVALID_INPUT', 'year must be an integer', 'year');
  const { definitions } = getRuleSet(formatIsoDate(year, 12, 31), ruleSets).holidays;
  return buildHolidays(year, definitions, []).find((holiday) => holiday.id === id)?.date ?? null;
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
