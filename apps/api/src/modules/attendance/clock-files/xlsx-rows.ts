import type * as ExcelJS from 'exceljs';
import { type Readable } from 'node:stream';
import { excelJS } from '../../../lib/spreadsheet';
import { ClockFileError, type Cell, type CellRow } from './clock-file-types';

/** ExcelJS cell values come as strings, numbers, dates, rich text, hyperlinks or formulas: one plain value. */
export function plainCell(v: ExcelJS.CellValue | undefined): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('formula' in v || 'sharedFormula' in v)
      return plainCell((v as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
    if ('text' in v) return String((v as ExcelJS.CellHyperlinkValue).text);
    if ('error' in v) return null;
  }
  return String(v);
}

/**
 * The rows of a workbook's first sheet, read with ExcelJS' streaming reader (the sheet is never built in
 * memory), in arrays of up to `batch` rows. Cells are counted from 0; dates keep their wall time in the UTC
 * fields. Anything but a readable workbook is `UNREADABLE_XLSX`.
 */
export async function* xlsxRows(input: Readable, batch = 1000): AsyncGenerator<CellRow[]> {
  const reader = new (excelJS().stream.xlsx.WorkbookReader)(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let rows: CellRow[] = [];
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      sheets++;
      for await (const row of sheet) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: Cell[] = [];
        for (let i = 1; i < values.length; i++) cells.push(plainCell(values[i]));
        rows.push({ row: row.number, cells });
        if (rows.length >= batch) {
          yield rows;
          rows = [];
        }
      }
      break;
    }
  } catch (err) {
    if (err instanceof ClockFileError) throw err;
    throw new ClockFileError('UNREADABLE_XLSX', `the workbook cannot be read: ${(err as Error).message}`);
  } finally {
    input.destroy();
  }
  if (sheets === 0) throw new ClockFileError('UNREADABLE_XLSX', 'the workbook has no sheet');
  if (rows.length > 0) yield rows;
}
