import { IMPORT_COLUMNS, type ImportColumn } from '@planilla/contracts';
import type * as ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../../lib/errors';
import { excelJS } from '../../../lib/spreadsheet';
import { foldText } from '../../../lib/text';

export type RawValue = string | number | boolean | Date | null;
export type FileRow = { row: number; values: Partial<Record<ImportColumn, RawValue>> };
export type ParsedFile = { format: 'xlsx' | 'csv'; rows: FileRow[]; missingColumns: ImportColumn[] };

export const MAX_IMPORT_ROWS = 20_000;

const invalidFile = () => new AppError('IMPORT_FILE_INVALID');

/** `Fecha de ingreso`, `FECHA_INGRESO`, `fecha-ingreso` all name the column `fecha_ingreso`. */
const columnKey = (header: string) =>
  foldText(header)
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');

const KNOWN = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((c) => [c.column, c.column]));

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

const headerMap = (headers: RawValue[]): Map<number, ImportColumn> => {
  const map = new Map<number, ImportColumn>();
  headers.forEach((h, i) => {
    const key = h === null ? '' : columnKey(String(h));
    const column = KNOWN.get(key);
    if (column && ![...map.values()].includes(column)) map.set(i, column);
  });
  return map;
};

const isBlank = (v: RawValue) => v === null || (typeof v === 'string' && v.trim() === '');

const finish = (
  format: 'xlsx' | 'csv',
  header: RawValue[],
  body: { row: number; cells: RawValue[] }[],
): ParsedFile => {
  const map = headerMap(header);
  if (map.size === 0) throw invalidFile();
  const rows: FileRow[] = [];
  for (const { row, cells } of body) {
    if (cells.every(isBlank)) continue;
    const values: FileRow['values'] = {};
    for (const [i, column] of map) values[column] = isBlank(cells[i] ?? null) ? null : (cells[i] ?? null);
    rows.push({ row, values });
  }
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('PAYLOAD_TOO_LARGE');
  const present = new Set(map.values());
  const missingColumns = IMPORT_COLUMNS.filter((c) => c.required && !present.has(c.column)).map(
    (c) => c.column,
  );
  return { format, rows, missingColumns };
};

const parseXlsx = async (buffer: Buffer): Promise<ParsedFile> => {
  const wb = new (excelJS().Workbook)();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalidFile();
  }
  const ws = wb.getWorksheet('Empleados') ?? wb.worksheets[0];
  if (!ws) throw invalidFile();
  const width = ws.columnCount;
  const cellsOf = (r: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => plainValue(r.getCell(i + 1).value));
  const header = cellsOf(ws.getRow(1));
  const body: { row: number; cells: RawValue[] }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n > 1) body.push({ row: n, cells: cellsOf(r) });
  });
  return finish('xlsx', header, body);
};

const parseCsv = (buffer: Buffer): ParsedFile => {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) throw invalidFile(); // not UTF-8
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const [header, ...lines] = parsed.data;
  if (!header) throw invalidFile();
  return finish(
    'csv',
    header,
    lines.map((cells, i) => ({ row: i + 2, cells })),
  );
};

/** The rows of an import file (.xlsx or .csv), keyed by the template's column names. */
export const parseImportFile = async (buffer: Buffer, filename: string): Promise<ParsedFile> =>
  isXlsx(buffer, filename) ? parseXlsx(buffer) : parseCsv(buffer);
