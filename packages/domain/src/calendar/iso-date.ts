import { DomainError } from '../errors';

/**
 * A calendar date as `YYYY-MM-DD`. Plain strings keep the engine free of `Date`, time zones and clocks;
 * they also compare correctly with `<` and `>`.
 */
export type IsoDate = string;

/** 0 = Sunday … 6 = Saturday, as in `Date#getUTCDay`. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const CHAR_0 = 48;
const CHAR_DASH = 45;

function digitAt(text: string, index: number): number {
  const digit = text.charCodeAt(index) - CHAR_0;
  return digit >= 0 && digit <= 9 ? digit : -1;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days since 1970-01-01 of a civil date (H. Hinnant's algorithm; exact for the proleptic Gregorian calendar). */
export function civilToDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export type CivilDate = { year: number; month: number; day: number };

export function dayToCivil(dayNumber: number): CivilDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** True for a well-formed `YYYY-MM-DD` that names a real day. */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || value.length !== 10) return false;
  if (value.charCodeAt(4) !== CHAR_DASH || value.charCodeAt(7) !== CHAR_DASH) return false;
  let year = 0;
  for (let i = 0; i < 4; i++) {
    const d = digitAt(value, i);
    if (d < 0) return false;
    year = year * 10 + d;
  }
  const m1 = digitAt(value, 5);
  const m2 = digitAt(value, 6);
  const d1 = digitAt(value, 8);
  const d2 = digitAt(value, 9);
  if (m1 < 0 || m2 < 0 || d1 < 0 || d2 < 0) return false;
  const month = m1 * 10 + m2;
  const day = d1 * 10 + d2;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Parses a `YYYY-MM-DD` into its parts; throws `INVALID_DATE` naming `field` otherwise. */
export function parseIsoDate(value: IsoDate, field = 'date'): CivilDate {
  if (!isIsoDate(value)) {
    throw new DomainError('INVALID_DATE', `${field} must be a real date written YYYY-MM-DD`, field);
  }
  return {
    year: Number(value.slice(0, 4)),
    month: (value.charCodeAt(5) - CHAR_0) * 10 + value.charCodeAt(6) - CHAR_0,
    day: (value.charCodeAt(8) - CHAR_0) * 10 + value.charCodeAt(9) - CHAR_0,
  };
}

/**
 * Day number (days since 1970-01-01) of a `YYYY-MM-DD`; throws `INVALID_DATE` naming `field`. One pass
 * over the characters with no allocation: the payslip hot path calls it for every attendance row.
 */
export function toDayNumber(value: IsoDate, field = 'date'): number {
  if (
    typeof value === 'string' &&
    value.length === 10 &&
    value.charCodeAt(4) === CHAR_DASH &&
    value.charCodeAt(7) === CHAR_DASH
  ) {
    const y1 = digitAt(value, 0);
    const y2 = digitAt(value, 1);
    const y3 = digitAt(value, 2);
    const y4 = digitAt(value, 3);
    const m1 = digitAt(value, 5);
    const m2 = digitAt(value, 6);
    const d1 = digitAt(value, 8);
    const d2 = digitAt(value, 9);
    if ((y1 | y2 | y3 | y4 | m1 | m2 | d1 | d2) >= 0) {
      const year = y1 * 1000 + y2 * 100 + y3 * 10 + y4;
      const month = m1 * 10 + m2;
      const day = d1 * 10 + d2;
      if (year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))
        return civilToDay(year, month, day);
    }
  }
  throw new DomainError('INVALID_DATE', `${field} must be a real date written YYYY-MM-DD`, field);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

export function formatIsoDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function fromDayNumber(dayNumber: number): IsoDate {
  const { year, month, day } = dayToCivil(dayNumber);
  return formatIsoDate(year, month, day);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to, 'to') - toDayNumber(from, 'from');
}

export function weekdayOf(dayNumber: number): Weekday {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber % 7) + 7 + 4) % 7) as Weekday;
}

export function weekday(date: IsoDate): Weekday {
  return weekdayOf(toDayNumber(date));
}

/**
 * Adds calendar months, clamping to the end of a shorter month (31 Jan + 1 month = 28/29 Feb), which is
 * how anniversaries of a hire date are counted.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return formatIsoDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}

export function yearOf(date: IsoDate): number {
  return parseIsoDate(date).year;
}

/** `YYYY-MM` of a date: the calendar month that the CCSS report and the tax withholding belong to. */
export function monthKey(date: IsoDate): string {
  parseIsoDate(date);
  return date.slice(0, 7);
}
