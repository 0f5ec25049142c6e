import { invalidInput } from '../errors';
import { daysInMonth, formatIsoDate, fromDayNumber, toDayNumber, type IsoDate } from './iso-date';

/**
 * A wall-clock instant in Costa Rica, `YYYY-MM-DDTHH:MM:SS` (seconds optional, a space accepted for the
 * `T`). Clock files carry device-local times with no zone; the engine keeps them as written, so no
 * time-zone arithmetic can shift a mark across midnight. Costa Rica is UTC−6 all year (no daylight saving
 * since 1992): `COSTA_RICA_UTC_OFFSET` turns one into an absolute instant where a database needs one.
 */
export type LocalDateTime = string;

export const COSTA_RICA_UTC_OFFSET = '-06:00';

export type LocalDateTimeParts = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
};

const digits = (text: string, from: number, count: number): number => {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

/** The parts of a well-formed local date-time that names a real instant, or null. */
export function localDateTimeParts(value: unknown): LocalDateTimeParts | null {
  if (typeof value !== 'string' || (value.length !== 16 && value.length !== 19)) return null;
  const sep = value.charCodeAt(10);
  if (value[4] !== '-' || value[7] !== '-' || (sep !== 84 && sep !== 32) || value[13] !== ':') return null;
  if (value.length === 19 && value[16] !== ':') return null;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 2);
  const day = digits(value, 8, 2);
  const hour = digits(value, 11, 2);
  const minute = digits(value, 14, 2);
  const second = value.length === 19 ? digits(value, 17, 2) : 0;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

export function isLocalDateTime(value: unknown): value is LocalDateTime {
  return localDateTimeParts(value) !== null;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DDTHH:MM:SS` from its parts; throws `INVALID_INPUT` when they name no real instant. */
export function formatLocalDateTime(parts: LocalDateTimeParts): LocalDateTime {
  const text = `${formatIsoDate(parts.year, parts.month, parts.day)}T${pad2(parts.hour)}:${pad2(parts.minute)}:${pad2(parts.second)}`;
  if (!isLocalDateTime(text)) throw invalidInput('not a real date and time', text);
  return text;
}

/**
 * Minutes since 1970-01-01T00:00 of a local date-time, seconds dropped (marks are paired to the minute).
 * Throws `INVALID_INPUT` naming `field` when malformed.
 */
export function toMinuteNumber(value: LocalDateTime, field = 'at'): number {
  const parts = localDateTimeParts(value);
  if (!parts) throw invalidInput(`${field} must be a local date-time written YYYY-MM-DDTHH:MM[:SS]`, field);
  return toDayNumber(value.slice(0, 10), field) * 1440 + parts.hour * 60 + parts.minute;
}

let cachedDay = Number.NaN;
let cachedDate = '';

/** `YYYY-MM-DDTHH:MM` of a minute number. */
export function fromMinuteNumber(minutes: number): LocalDateTime {
  const day = Math.floor(minutes / 1440);
  const inDay = minutes - day * 1440;
  // Marks come in runs of the same day: remember the last day's date.
  if (day !== cachedDay) {
    cachedDate = fromDayNumber(day);
    cachedDay = day;
  }
  return `${cachedDate}T${pad2(Math.floor(inDay / 60))}:${pad2(inDay % 60)}`;
}

/** The calendar date of a local date-time. */
export function localDate(value: LocalDateTime): IsoDate {
  return value.slice(0, 10);
}

/** Minutes after midnight of `HH:MM` (00:00–23:59; `24:00` is accepted as the end of the day). */
export function clockTimeToMinutes(value: string, field = 'time'): number {
  if (typeof value === 'string' && value.length === 5 && value[2] === ':') {
    const hour = digits(value, 0, 2);
    const minute = digits(value, 3, 2);
    if (hour >= 0 && minute >= 0 && minute <= 59 && (hour <= 23 || (hour === 24 && minute === 0)))
      return hour * 60 + minute;
  }
  throw invalidInput(`${field} must be a time written HH:MM`, field);
}
