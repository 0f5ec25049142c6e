import type {
  Cell,
  CellRow,
  ClockRow,
  ClockRowErrorCode,
  ColumnLayout,
  ColumnRoles,
  DateOrder,
  Delimiter,
} from './clock-file-types';
import {
  dateOrdersOf,
  formatStamp,
  fromExcelDate,
  fromExcelSerial,
  inRange,
  isExcelTimeOnly,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  type DateParts,
  type Stamp,
  type TimeParts,
} from './timestamps';
import { headerFamily, stateOf } from './vocabulary';

// ---------------------------------------------------------------------------------------------------------
// Cell kinds, for detection

type Kind = 'empty' | 'datetime' | 'date' | 'time' | 'integer' | 'word' | 'state' | 'text' | 'serial';

function kindOf(cell: Cell): Kind {
  if (cell === null) return 'empty';
  if (cell instanceof Date) {
    const stamp = fromExcelDate(cell);
    if (!stamp) return 'text';
    if (isExcelTimeOnly(stamp)) return 'time';
    return stamp.hour === 0 && stamp.minute === 0 && stamp.second === 0 ? 'date' : 'datetime';
  }
  if (typeof cell === 'number') return Number.isInteger(cell) ? 'integer' : 'serial';
  if (typeof cell === 'boolean') return 'text';
  const t = cell.trim();
  if (t === '') return 'empty';
  if (/^\d+$/.test(t)) return /^\d{8}$/.test(t) && parseDateText(t, 'ymd') ? 'date' : 'integer';
  if (parseDateTimeText(t, 'dmy').ok || parseDateTimeText(t, 'mdy').ok) return 'datetime';
  const orders = dateOrdersOf(t);
  if (orders && (orders.dmy || orders.mdy || orders.ymd)) return 'date';
  if (parseTimeText(t)) return 'time';
  if (stateOf(t) !== undefined) return 'state';
  return /^\S+$/.test(t) ? 'word' : 'text';
}

/** The kind most of a column's non-empty cells have (at least 60 % of them), or null. */
function columnKind(rows: readonly CellRow[], column: number): Kind | null {
  const counts = new Map<Kind, number>();
  let total = 0;
  for (const { cells } of rows) {
    const kind = kindOf(cells[column] ?? null);
    if (kind === 'empty') continue;
    total++;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best: Kind | null = null;
  let bestCount = 0;
  for (const [kind, count] of counts) if (count > bestCount) [best, bestCount] = [kind, count];
  return total > 0 && bestCount >= total * 0.6 ? best : null;
}

/** A temporal column's role by its content: a serial with a fraction is a date-time unless below 1 (a time). */
function temporalRole(rows: readonly CellRow[], column: number): 'datetime' | 'date' | 'time' | null {
  const kind = columnKind(rows, column);
  if (kind === 'datetime' || kind === 'date' || kind === 'time') return kind;
  if (kind === 'integer') {
    // Excel serial days (45000-ish) in a column whose header says date.
    const first = rows.find((r) => typeof r.cells[column] === 'number')?.cells[column];
    return typeof first === 'number' && first > 20_000 ? 'date' : null;
  }
  if (kind === 'serial') {
    const first = rows.find((r) => typeof r.cells[column] === 'number')?.cells[column] as number | undefined;
    return first === undefined ? null : first < 1 ? 'time' : 'datetime';
  }
  return null;
}

/** Evidence for the order of `dd/mm` dates in the sample: proven by a day above 12, else assumed `dmy`. */
function detectDateOrder(
  rows: readonly CellRow[],
  columns: readonly number[],
): { order: DateOrder; assumed: boolean } {
  let ymd = 0;
  let dmyOnly = 0;
  let mdyOnly = 0;
  let either = 0;
  for (const { cells } of rows) {
    for (const c of columns) {
      const cell = cells[c];
      if (typeof cell !== 'string' || cell.trim() === '') continue;
      const datePart = cell.trim().split(/[T\s]/)[0]!;
      const orders = dateOrdersOf(datePart);
      if (!orders) continue;
      if (orders.ymd) ymd++;
      else if (orders.dmy && orders.mdy) either++;
      else if (orders.dmy) dmyOnly++;
      else if (orders.mdy) mdyOnly++;
    }
  }
  if (ymd > 0 && dmyOnly + mdyOnly + either === 0) return { order: 'ymd', assumed: false };
  if (mdyOnly > 0 && dmyOnly === 0) return { order: 'mdy', assumed: false };
  if (dmyOnly > 0) return { order: 'dmy', assumed: false };
  return { order: 'dmy', assumed: either > 0 };
}

export type DetectedLayout = { layout: ColumnLayout; dateOrderAssumed: boolean };

/**
 * Proposes a layout from the first rows of a file: a header row (one of the first five non-empty rows
 * that names an identifier and a time column, rows above it being a title) gives the roles by name,
 * resolved by content (a `Time` column holding dates and times is a date-time); without a header the roles
 * come from content alone: the first column of codes is the identifier, date and time columns by their
 * values, a column of words like `Entrada`/`Salida` the state. Null when no identifier and time stamp
 * can be found.
 */
export function detectColumnLayout(sample: readonly CellRow[], delimiter?: Delimiter): DetectedLayout | null {
  const nonEmpty = sample.filter((r) => r.cells.some((c) => kindOf(c) !== 'empty'));
  let headerAt = -1;
  for (let i = 0; i < Math.min(5, nonEmpty.length); i++) {
    const families = nonEmpty[i]!.cells.map(headerFamily);
    const hasId = families.some((f) => f?.family === 'identifier');
    const hasTime = families.some((f) => f && ['datetime', 'date', 'time'].includes(f.family));
    const hasValues = nonEmpty[i]!.cells.some((c) => ['datetime', 'date', 'time'].includes(kindOf(c)));
    if (hasId && hasTime && !hasValues) {
      headerAt = i;
      break;
    }
  }
  const data = headerAt >= 0 ? nonEmpty.slice(headerAt + 1) : nonEmpty;
  if (data.length === 0) return null;
  const width = Math.max(
    ...data.map((r) => r.cells.length),
    headerAt >= 0 ? nonEmpty[headerAt]!.cells.length : 0,
  );
  const roles: { -readonly [K in keyof ColumnRoles]?: number } = {};

  if (headerAt >= 0) {
    const header = nonEmpty[headerAt]!.cells;
    let idPriority = Number.POSITIVE_INFINITY;
    header.forEach((cell, column) => {
      const found = headerFamily(cell);
      if (!found) return;
      if (found.family === 'identifier') {
        if (found.priority < idPriority) {
          idPriority = found.priority;
          roles.identifier = column;
        }
      } else if (found.family === 'state' || found.family === 'device') {
        if (roles[found.family] === undefined) roles[found.family] = column;
      } else {
        const role = temporalRole(data, column) ?? found.family;
        if (roles[role] === undefined) roles[role] = column;
      }
    });
  } else {
    for (let column = 0; column < width; column++) {
      const kind = columnKind(data, column);
      if (kind === 'datetime' || kind === 'date' || kind === 'time') {
        if (roles[kind] === undefined) roles[kind] = column;
      } else if (kind === 'state') {
        if (roles.state === undefined) roles.state = column;
      } else if ((kind === 'integer' || kind === 'word') && roles.identifier === undefined) {
        roles.identifier = column;
      }
    }
  }
  if (roles.datetime !== undefined) {
    delete roles.date;
    delete roles.time;
  }
  if (roles.identifier === undefined) return null;
  if (roles.datetime === undefined && (roles.date === undefined || roles.time === undefined)) return null;
  const temporal = [roles.datetime, roles.date].filter((c): c is number => c !== undefined);
  const { order, assumed } = detectDateOrder(data, temporal);
  return {
    layout: {
      ...(delimiter ? { delimiter } : {}),
      headerRow: headerAt >= 0 ? nonEmpty[headerAt]!.row : null,
      columns: roles as ColumnRoles,
      dateOrder: order,
    },
    dateOrderAssumed: assumed,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rows

const IDENTIFIER = /^[\p{L}\p{N}][\p{L}\p{N}._\-/]{0,31}$/u;

/** The identifier as written, trimmed; a whole number from a sheet without its `.0`. */
function identifierOf(
  cell: Cell,
): { ok: true; value: string } | { ok: false; reason: ClockRowErrorCode; value: string } {
  if (cell === null) return { ok: false, reason: 'EMPTY_IDENTIFIER', value: '' };
  if (typeof cell === 'number') {
    return Number.isSafeInteger(cell) && cell >= 0
      ? { ok: true, value: String(cell) }
      : { ok: false, reason: 'INVALID_IDENTIFIER', value: String(cell) };
  }
  const text = cellText(cell);
  if (text === '') return { ok: false, reason: 'EMPTY_IDENTIFIER', value: '' };
  return IDENTIFIER.test(text)
    ? { ok: true, value: text }
    : { ok: false, reason: 'INVALID_IDENTIFIER', value: text };
}

/** A cell as the error screen shows it: a sheet date as its wall time (`2026-11-16 06:58:00`, `06:58:00`). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (!(cell instanceof Date)) return String(cell).trim();
  const stamp = fromExcelDate(cell);
  if (!stamp) return '';
  const text = formatStamp(stamp).replace('T', ' ');
  if (isExcelTimeOnly(stamp)) return text.slice(11);
  return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text;
}

function dateOf(cell: Cell, order: DateOrder): DateParts | null {
  if (cell instanceof Date) {
    const s = fromExcelDate(cell);
    return s && !isExcelTimeOnly(s) ? s : null;
  }
  if (typeof cell === 'number') return cell >= 1 ? fromExcelSerial(Math.floor(cell)) : null;
  if (typeof cell !== 'string') return null;
  const t = cell.trim();
  const whole = parseDateTimeText(t, order);
  return whole.ok ? whole.stamp : parseDateText(t, order);
}

function timeOf(cell: Cell, order: DateOrder): TimeParts | null {
  if (cell instanceof Date) return fromExcelDate(cell);
  if (typeof cell === 'number') return cell >= 0 ? fromExcelSerial(cell - Math.floor(cell)) : null;
  if (typeof cell !== 'string') return null;
  const t = cell.trim();
  const whole = parseDateTimeText(t, order);
  return whole.ok ? whole.stamp : parseTimeText(t);
}

function stampOf(
  cell: Cell,
  order: DateOrder,
): { ok: true; stamp: Stamp } | { ok: false; reason: ClockRowErrorCode } {
  if (cell instanceof Date || typeof cell === 'number') {
    const stamp = cell instanceof Date ? fromExcelDate(cell) : fromExcelSerial(cell);
    if (!stamp || isExcelTimeOnly(stamp)) return { ok: false, reason: 'UNREADABLE_DATE' };
    return { ok: true, stamp };
  }
  if (typeof cell !== 'string' || cell.trim() === '') return { ok: false, reason: 'UNREADABLE_DATE' };
  return parseDateTimeText(cell, order);
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * One row of a delimited file or a sheet by a layout: a mark, an error, or null for a blank row. `raw`
 * gives the row's text for errors about the row as a whole.
 */
export function parseColumns(
  cells: readonly Cell[],
  row: number,
  layout: ColumnLayout,
  raw: () => string,
): ClockRow | null {
  if (cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''))) return null;
  const { columns, dateOrder } = layout;
  const needed = Math.max(columns.identifier, columns.datetime ?? -1, columns.date ?? -1, columns.time ?? -1);
  if (cells.length <= needed) return { type: 'error', row, value: clip(raw()), reason: 'UNKNOWN_SHAPE' };

  const id = identifierOf(cells[columns.identifier] ?? null);
  if (!id.ok) return { type: 'error', row, value: clip(id.value || raw()), reason: id.reason };

  let stamp: Stamp;
  if (columns.datetime !== undefined) {
    const cell = cells[columns.datetime] ?? null;
    const parsed = stampOf(cell, dateOrder);
    if (!parsed.ok) return { type: 'error', row, value: clip(cellText(cell)), reason: parsed.reason };
    stamp = parsed.stamp;
  } else {
    const dateCell = cells[columns.date!] ?? null;
    const timeCell = cells[columns.time!] ?? null;
    const date = dateOf(dateCell, dateOrder);
    if (!date) return { type: 'error', row, value: clip(cellText(dateCell)), reason: 'UNREADABLE_DATE' };
    const time = timeOf(timeCell, dateOrder);
    if (!time) return { type: 'error', row, value: clip(cellText(timeCell)), reason: 'UNREADABLE_TIME' };
    stamp = {
      year: date.year,
      month: date.month,
      day: date.day,
      hour: time.hour,
      minute: time.minute,
      second: time.second,
    };
  }
  if (!inRange(stamp)) return { type: 'error', row, value: formatStamp(stamp), reason: 'DATE_OUT_OF_RANGE' };

  const state = columns.state === undefined ? null : (stateOf(cells[columns.state] ?? null) ?? null);
  const deviceText = columns.device === undefined ? '' : cellText(cells[columns.device] ?? null);
  return {
    type: 'mark',
    row,
    badgeOrNumber: id.value,
    localTimestamp: formatStamp(stamp),
    state,
    device: deviceText === '' ? null : deviceText,
  };
}
