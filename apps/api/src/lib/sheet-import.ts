import { parseColones } from '@planilla/domain';
import type * as ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from './errors';
import { excelJS } from './spreadsheet';
import { foldText } from './text';

/**
 * Reading an uploaded spreadsheet to import (the employee import, the pay-item import): .xlsx or .csv, a header
 * row naming the columns (case, accents, spaces and dashes ignored), one record per row. A formula is never
 * evaluated: its cell gives the value the spreadsheet saved with it (nothing when it saved none). CSV must be
 * UTF-8 (a BOM is dropped); its separator is guessed among `,` `;` tab and `|`. Blank rows are skipped; more
 * than `maxRows` rows is 413. The callers check the values against their request's schema, which refuses text
 * PostgreSQL cannot store (`withStorableText`).
 */

export type RawValue = string | number | boolean | Date | null;
export type SheetRow<C extends string> = { row: number; values: Partial<Record<C, RawValue>> };
export type ParsedSheet<C extends string> = {
  format: 'xlsx' | 'csv';
  rows: SheetRow<C>[];
  missingColumns: C[];
};
export type SheetSpec<C extends string> = {
  columns: readonly { column: C; required: boolean }[];
  /** The worksheet to read when the workbook has it; otherwise the first. */
  sheetName?: string;
  maxRows: number;
};

const invalidFile = () => new AppError('IMPORT_FILE_INVALID');

/** `Fecha de ingreso`, `FECHA_INGRESO`, `fecha-ingreso` all name the column `fecha_ingreso`. */
export const columnKey = (header: string) =>
  foldText(header)
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const isXlsx = (buffer: Buffer, filename: string) =>
  /\.xlsx$/i.test(filename) ||
  (buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04);

/** ExcelJS cell values come as strings, numbers, dates, rich text, hyperlinks or formulas: one plain value. */
const plainValue = (v: ExcelJS.CellValue): RawValue => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('formula' in v || 'sharedFormula' in v)
      return plainValue((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return null;
  }
  return String(v);
};

const isBlank = (v: RawValue) => v === null || (typeof v === 'string' && v.trim() === '');

const finish = <C extends string>(
  spec: SheetSpec<C>,
  format: 'xlsx' | 'csv',
  header: RawValue[],
  body: { row: number; cells: RawValue[] }[],
): ParsedSheet<C> => {
  const known = new Map<string, C>(spec.columns.map((c) => [c.column, c.column]));
  const map = new Map<number, C>();
  header.forEach((h, i) => {
    const column = known.get(h === null ? '' : columnKey(String(h)));
    if (column && ![...map.values()].includes(column)) map.set(i, column);
  });
  if (map.size === 0) throw invalidFile();
  const rows: SheetRow<C>[] = [];
  for (const { row, cells } of body) {
    if (cells.every(isBlank)) continue;
    const values: SheetRow<C>['values'] = {};
    for (const [i, column] of map) values[column] = isBlank(cells[i] ?? null) ? null : (cells[i] ?? null);
    rows.push({ row, values });
  }
  if (rows.length > spec.maxRows) throw new AppError('PAYLOAD_TOO_LARGE');
  const present = new Set(map.values());
  const missingColumns = spec.columns
    .filter((c) => c.required && !present.has(c.column))
    .map((c) => c.column);
  return { format, rows, missingColumns };
};

const parseXlsx = async <C extends string>(buffer: Buffer, spec: SheetSpec<C>): Promise<ParsedSheet<C>> => {
  const wb = new (excelJS().Workbook)();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalidFile();
  }
  const ws = (spec.sheetName ? wb.getWorksheet(spec.sheetName) : undefined) ?? wb.worksheets[0];
  if (!ws) throw invalidFile();
  const width = ws.columnCount;
  const cellsOf = (r: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => plainValue(r.getCell(i + 1).value));
  const header = cellsOf(ws.getRow(1));
  const body: { row: number; cells: RawValue[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n > 1) body.push({ row: n, cells: cellsOf(r) });
  });
  return finish(spec, 'xlsx', header, body);
};

const parseCsv = <C extends string>(buffer: Buffer, spec: SheetSpec<C>): ParsedSheet<C> => {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) throw invalidFile(); // not UTF-8
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const [header, ...lines] = parsed.data;
  if (!header) throw invalidFile();
  return finish(
    spec,
    'csv',
    header,
    lines.map((cells, i) => ({ row: i + 2, cells })),
  );
};

/** The rows of an import file (.xlsx or .csv), keyed by the spec's column names. */
export const readImportSheet = async <C extends string>(
  buffer: Buffer,
  filename: string,
  spec: SheetSpec<C>,
): Promise<ParsedSheet<C>> => (isXlsx(buffer, filename) ? parseXlsx(buffer, spec) : parseCsv(buffer, spec));

// ---------------------------------------------------------------------------------------------------------
// Cells → the values a request schema checks (what cannot be read is left for the schema to refuse)

/** A cell as trimmed text (a date cell as `YYYY-MM-DD`, an empty one as ''). */
export const cellText = (v: RawValue): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v === null ? '' : String(v).trim();

/** A date cell, `YYYY-MM-DD`, or `DD/MM/YYYY` (also with `-` or `.`): ISO, or the text as given (the schema refuses it). */
export const cellIsoDate = (v: RawValue): string => {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  const s = cellText(v);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return s;
};

/**
 * A money cell → céntimos: a number cell as is, a text by the one typed-money parser (a leading `-` kept, so the
 * schema can say the amount is below zero); NaN (refused by the schema) when it is not an amount.
 */
export const cellCents = (v: RawValue): number => {
  if (typeof v === 'number') return Math.round(v * 100);
  const text = cellText(v);
  const negative = /^-\s*\S/.test(text);
  const cents = parseColones(negative ? text.replace(/^-\s*/, '') : text);
  return cents === null ? Number.NaN : negative ? -cents : cents;
};

/** A whole-number cell; NaN when it is not one. */
export const cellInt = (v: RawValue): number =>
  typeof v === 'number' ? v : /^-?\d+$/.test(cellText(v)) ? Number(cellText(v)) : Number.NaN;
