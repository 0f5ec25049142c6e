import { IMPORT_COLUMNS, type ImportColumn } from '@planilla/contracts';
import { readImportSheet, type ParsedSheet, type SheetRow } from '../../../lib/sheet-import';

export type { RawValue } from '../../../lib/sheet-import';
export type FileRow = SheetRow<ImportColumn>;
export type ParsedFile = ParsedSheet<ImportColumn>;

export const MAX_IMPORT_ROWS = 20_000;

/** The rows of an employee import file (.xlsx, its `Empleados` sheet, or .csv), keyed by the template's column names. */
export const parseImportFile = (buffer: Buffer, filename: string): Promise<ParsedFile> =>
  readImportSheet(buffer, filename, {
    columns: IMPORT_COLUMNS,
    sheetName: 'Empleados',
    maxRows: MAX_IMPORT_ROWS,
  });
