import {
  addDays,
  daysInMonth,
  formatLocalDateTime,
  fromMinuteNumber,
  toMinuteNumber,
} from '@planilla/domain';
import type { ClockRowErrorCode, DateOrder } from './clock-file-types';

export type DateParts = { year: number; month: number; day: number };
export type TimeParts = { hour: number; minute: number; second: number };
export type Stamp = DateParts & TimeParts;

/** Years a clock mark may carry; a clock that lost its battery writes 1970 or 2000-style dates outside it. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2099;

const DATE_YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;
const DATE_XXY = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/;
const DATE_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?$/i;
const ZONED = /^(.*\d:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*(?:Z|([+-])(\d{2}):?(\d{2}))$/i;

const validDate = (year: number, month: number, day: number): DateParts | null =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) ? { year, month, day } : null;

/** Which orders a `dd/mm/yyyy`-shaped date allows: `dmy`, `mdy`, both, or none. */
export function dateOrdersOf(text: string): { dmy: boolean; mdy: boolean; ymd: boolean } | null {
  const t = text.trim();
  if (DATE_YMD.test(t) || DATE_COMPACT.test(t)) return { dmy: false, mdy: false, ymd: true };
  const m = DATE_XXY.exec(t);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return { dmy: validDate(year, b, a) !== null, mdy: validDate(year, a, b) !== null, ymd: false };
}

/**
 * A date written `yyyy-mm-dd` (or with `/` or `.`), `yyyymmdd`, or `dd/mm/yyyy` / `mm/dd/yyyy` by `order`
 * (a two-digit year is 20yy). A four-digit first part is always year-first, whatever the order.
 */
export function parseDateText(text: string, order: DateOrder): DateParts | null {
  const t = text.trim();
  let m = DATE_YMD.exec(t) ?? DATE_COMPACT.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DATE_XXY.exec(t);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return order === 'mdy' ? validDate(year, a, b) : validDate(year, b, a);
}

/** `HH:MM`, `HH:MM:SS` (a fraction of a second is dropped), or 12-hour with `AM`/`PM`/`a. m.`/`p. m.`. */
export function parseTimeText(text: string): TimeParts | null {
  const m = TIME.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (minute > 59 || second > 59) return null;
  if (m[4]) {
    if (hour < 1 || hour > 12) return null;
    const pm = m[4].toLowerCase().startsWith('p');
    hour = (hour % 12) + (pm ? 12 : 0);
  } else if (hour > 23) return null;
  return { hour, minute, second };
}

/** Moves a stamp written with a UTC offset (minutes east of UTC) to Costa Rica time (UTC−6, no DST). */
function toCostaRica(stamp: Stamp, offsetMinutes: number): Stamp {
  const local = formatLocalDateTime(stamp);
  const moved = fromMinuteNumber(toMinuteNumber(local) - offsetMinutes - 360);
  return {
    year: Number(moved.slice(0, 4)),
    month: Number(moved.slice(5, 7)),
    day: Number(moved.slice(8, 10)),
    hour: Number(moved.slice(11, 13)),
    minute: Number(moved.slice(14, 16)),
    second: stamp.second,
  };
}

export type StampResult = { ok: true; stamp: Stamp } | { ok: false; reason: ClockRowErrorCode };

/**
 * A date and a time in one text: `2026-11-16 06:58:12`, `2026-11-16T06:58`, `16/11/2026 6:58 a. m.` A
 * trailing `Z` or `±hh:mm` (rare in clock exports) is honoured and moved to Costa Rica time.
 */
export function parseDateTimeText(text: string, order: DateOrder): StampResult {
  let t = text.trim();
  let offset: number | null = null;
  const zoned = ZONED.exec(t);
  if (zoned) {
    t = zoned[1]!;
    offset = zoned[2] ? (zoned[2] === '-' ? -1 : 1) * (Number(zoned[3]) * 60 + Number(zoned[4])) : 0;
  }
  const split = /^(\S+?)(?:T|\s+)(\d{1,2}:.*)$/.exec(t);
  if (!split) return { ok: false, reason: parseDateText(t, order) ? 'UNREADABLE_TIME' : 'UNREADABLE_DATE' };
  const date = parseDateText(split[1]!, order);
  if (!date) return { ok: false, reason: 'UNREADABLE_DATE' };
  const time = parseTimeText(split[2]!);
  if (!time) return { ok: false, reason: 'UNREADABLE_TIME' };
  const stamp = offset === null ? { ...date, ...time } : toCostaRica({ ...date, ...time }, offset);
  return { ok: true, stamp };
}

/** Excel's day 0 in the 1900 date system: serial 1 is 1900-01-01 once the 1900 leap-year bug is absorbed. */
const EXCEL_EPOCH = '1899-12-30';

/** The date and time of an Excel serial number (days since 1899-12-30, the fraction the time of day). */
export function fromExcelSerial(serial: number): Stamp | null {
  if (!Number.isFinite(serial) || serial < 0) return null;
  let days = Math.floor(serial);
  let seconds = Math.round((serial - days) * 86_400);
  if (seconds >= 86_400) {
    days += 1;
    seconds -= 86_400;
  }
  const date = addDays(EXCEL_EPOCH, days);
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
    hour: Math.floor(seconds / 3600),
    minute: Math.floor((seconds % 3600) / 60),
    second: seconds % 60,
  };
}

/**
 * The wall time of a date cell. ExcelJS builds dates so that their UTC fields are the wall time written in
 * the sheet (Excel dates have no zone); rounding to the second absorbs the float error of the serial.
 */
export function fromExcelDate(date: Date): Stamp | null {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) return null;
  const d = new Date(Math.round(ms / 1000) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** A time-only Excel value shows as 30 or 31 December 1899 (serial < 1). */
export const isExcelTimeOnly = (stamp: Stamp) => stamp.year === 1899;

export const inRange = (stamp: DateParts) => stamp.year >= MIN_YEAR && stamp.year <= MAX_YEAR;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DDTHH:MM:SS` of a valid stamp. */
export const formatStamp = (s: Stamp): string =>
  `${s.year}-${pad2(s.month)}-${pad2(s.day)}T${pad2(s.hour)}:${pad2(s.minute)}:${pad2(s.second)}`;
