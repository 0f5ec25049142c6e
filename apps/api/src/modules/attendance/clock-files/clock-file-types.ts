import type { ClockState, LocalDateTime } from '@planilla/domain';

/**
 * `attlog`: the ZKTeco USB export `1_attlog.dat` (PIN, time, device, state, verify mode, work code);
 * `attlog_push`: the ADMS/iClock push record (PIN, time, state, verify mode, work code, reserved…);
 * `delimited`: CSV or TXT with comma, semicolon, tab or `|`; `xlsx`: the first sheet of a workbook.
 */
export type ClockFileFormat = 'attlog' | 'attlog_push' | 'delimited' | 'xlsx';

export type TextEncodingName = 'utf-8' | 'latin-1' | 'utf-16le' | 'utf-16be';

/** One usable row: who (employee number or badge code, as written) and when (Costa Rica wall time). */
export type ClockMark = {
  readonly type: 'mark';
  /** The row in the file: the physical line (1-based, header included) or the sheet row. */
  readonly row: number;
  readonly badgeOrNumber: string;
  readonly localTimestamp: LocalDateTime;
  readonly state: ClockState | null;
  readonly device: string | null;
};

/**
 * Why a row cannot be used. The parser gives the first six; the later steps give the rest (the catalogue
 * in `clock-file-messages.ts` holds all of them, in Spanish and English).
 */
export type ClockRowErrorCode =
  | 'UNKNOWN_SHAPE'
  | 'EMPTY_IDENTIFIER'
  | 'INVALID_IDENTIFIER'
  | 'UNREADABLE_DATE'
  | 'UNREADABLE_TIME'
  | 'DATE_OUT_OF_RANGE'
  | 'UNKNOWN_EMPLOYEE'
  | 'NOT_IN_PAYROLL'
  | 'DUPLICATE_IN_FILE';

export const PARSER_ROW_ERROR_CODES = [
  'UNKNOWN_SHAPE',
  'EMPTY_IDENTIFIER',
  'INVALID_IDENTIFIER',
  'UNREADABLE_DATE',
  'UNREADABLE_TIME',
  'DATE_OUT_OF_RANGE',
] as const satisfies readonly ClockRowErrorCode[];

export type ClockRowError = {
  readonly type: 'error';
  readonly row: number;
  /** The offending value, or the row's text (at most 200 characters) when the row as a whole is wrong. */
  readonly value: string;
  readonly reason: ClockRowErrorCode;
};

export type ClockRow = ClockMark | ClockRowError;

/** Why a whole file cannot be read (nothing is parsed). */
export type ClockFileErrorCode =
  'EMPTY_FILE' | 'UNSUPPORTED_FORMAT' | 'UNKNOWN_LAYOUT' | 'LINE_TOO_LONG' | 'UNREADABLE_XLSX';

export class ClockFileError extends Error {
  readonly code: ClockFileErrorCode;
  constructor(code: ClockFileErrorCode, message: string) {
    super(message);
    this.name = 'ClockFileError';
    this.code = code;
  }
}

export type Delimiter = ',' | ';' | '\t' | '|';

/** `dmy` 16/11/2026 (Costa Rica), `ymd` 2026-11-16, `mdy` 11/16/2026. A four-digit first part is always `ymd`. */
export type DateOrder = 'dmy' | 'ymd' | 'mdy';

/** What a column holds; columns are counted from 0. A time stamp is `datetime`, or `date` plus `time`. */
export type ColumnRoles = {
  readonly identifier: number;
  readonly datetime?: number;
  readonly date?: number;
  readonly time?: number;
  readonly state?: number;
  readonly device?: number;
};

/**
 * The layout of a delimited file or a sheet, as data: detection proposes one, and a confirmed one can be
 * stored per company and passed back, so an unusual export is configuration, not code.
 */
export type ColumnLayout = {
  /** Text only. */
  readonly delimiter?: Delimiter;
  /** Row of the header (1-based; rows up to it are skipped), or null when the file has none. */
  readonly headerRow: number | null;
  readonly columns: ColumnRoles;
  readonly dateOrder: DateOrder;
};

export type ClockFileInfo = {
  readonly format: ClockFileFormat;
  /** null for attlog files (their layout is fixed). */
  readonly layout: ColumnLayout | null;
  /** True when every date seen while detecting read the same either way (02/11) and dd/mm was assumed. */
  readonly dateOrderAssumed: boolean;
};

export type ClockFileStats = {
  /** Rows that yielded a mark or an error. */
  rows: number;
  marks: number;
  errors: number;
  /** Blank rows, the header and rows above it. */
  skipped: number;
  /** Text files: `latin-1` as soon as one line is not valid UTF-8. null for XLSX. */
  encoding: TextEncodingName | null;
  bom: boolean;
};

export type ClockBatch = { readonly marks: ClockMark[]; readonly errors: ClockRowError[] };

/** A cell of a sheet, or a field of a delimited line (always a string there). */
export type Cell = string | number | boolean | Date | null;
export type CellRow = { readonly row: number; readonly cells: readonly Cell[] };
