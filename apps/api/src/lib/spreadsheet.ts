import { toColonesString, type Cents } from '@planilla/domain';
import type * as ExcelJSModule from 'exceljs';
import { csvRecord, figure, type CsvValue } from './csv';
import { onFirstUse } from './on-first-use';

/** ExcelJS, loaded with the first workbook written or read (not at the server's start). */
export const excelJS = onFirstUse<typeof ExcelJSModule>('exceljs');

export type SheetColumn = { header?: string; width?: number; numFmt?: string };
/** An amount the product computed, in céntimos: a number in Excel, two decimals in a CSV. */
export type MoneyCell = { readonly centimos: number };
/**
 * A cell of an export. A string is text (a person may have typed it: a CSV neutralises what would start a
 * formula, a workbook stores it as a text cell); numbers, dates, booleans and money are the product's figures.
 */
export type Cell = string | number | boolean | Date | MoneyCell | null;

export const money = (centimos: number): MoneyCell => ({ centimos });

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

export type Sheet = {
  name: string;
  columns: SheetColumn[];
  rows: Cell[][];
  /** Rows (0-based, after the header row) written in bold: a bank file's title row. */
  boldRows?: number[];
};

const xlsxValue = (value: Cell): ExcelJSModule.CellValue =>
  value !== null && typeof value === 'object' && !(value instanceof Date) ? value.centimos / 100 : value;

/**
 * The one workbook writer: a sheet per entry, a bold frozen header row when the columns have headers. Strings
 * are always text cells (never formulas: ExcelJS writes a formula only from a `{ formula }` value, which `Cell`
 * cannot hold). `fixedDates` stamps the workbook with a fixed date, so the same content gives the same bytes.
 */
export const toXlsx = async (sheets: Sheet[], options: { fixedDates?: boolean } = {}): Promise<Buffer> => {
  const wb = new (excelJS().Workbook)();
  wb.creator = 'Planilla CR';
  if (options.fixedDates) {
    wb.created = new Date(0);
    wb.modified = new Date(0);
  }
  for (const s of sheets) {
    const headed = s.columns.some((c) => c.header !== undefined);
    const ws = wb.addWorksheet(s.name, headed ? { views: [{ state: 'frozen', ySplit: 1 }] } : {});
    ws.columns = s.columns.map((c) => ({
      ...(headed ? { header: c.header ?? '' } : {}),
      width: c.width ?? Math.max(12, (c.header ?? '').length + 2),
      style: c.numFmt ? { numFmt: c.numFmt } : {},
    }));
    if (headed) ws.getRow(1).font = { bold: true };
    s.rows.forEach((row, i) => {
      const added = ws.addRow(row.map(xlsxValue));
      if (s.boldRows?.includes(i)) added.font = { bold: true };
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/**
 * How a CSV reads in the interface language. Excel in Costa Rica (Spanish) opens `;`-separated files with
 * `,` decimals; English uses `,` and `.`. Dates are `dd/mm/yyyy` in both, as everywhere in the product
 * (`@planilla/contracts` `formatDate`).
 */
const CSV_STYLE = {
  es: { delimiter: ';', decimal: ',', date: (y: string, m: string, d: string) => `${d}/${m}/${y}` },
  en: { delimiter: ',', decimal: '.', date: (y: string, m: string, d: string) => `${d}/${m}/${y}` },
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One cell as text in `lang`: ISO dates (strings or `Date`) as local dates, numbers with its decimal mark,
 * money with two decimals. The text as it reads, before the CSV writer neutralises formulas.
 */
export const csvCell = (value: Cell, lang: 'es' | 'en'): string => {
  const style = CSV_STYLE[lang];
  if (value === null) return '';
  if (typeof value === 'object' && !(value instanceof Date))
    return toColonesString(value.centimos as Cents).replace('.', style.decimal);
  const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  if (typeof iso === 'string') {
    const date = ISO_DATE.exec(iso);
    return date ? style.date(date[1]!, date[2]!, date[3]!) : iso;
  }
  if (typeof iso === 'number') {
    const text = Number.isInteger(iso) ? String(iso) : iso.toFixed(2);
    return text.replace('.', style.decimal);
  }
  return String(iso);
};

/** A cell for the CSV writer: text stays text (neutralised there), the product's figures are written as is. */
const csvValue = (value: Cell, lang: 'es' | 'en'): CsvValue =>
  typeof value === 'string' ? csvCell(value, lang) : figure(csvCell(value, lang));

/**
 * Every export's CSV: UTF-8 with a BOM (so Excel shows the accents), CRLF line ends, the separator, dates and
 * decimals of the interface language (`csvCell`), written by the one CSV writer (`lib/csv.ts`), which keeps
 * text from running as a formula.
 */
export const toCsv = (headers: string[], rows: Cell[][], lang: 'es' | 'en'): Buffer => {
  const options = { delimiter: CSV_STYLE[lang].delimiter };
  const lines = [headers, ...rows.map((row) => row.map((v) => csvValue(v, lang)))].map((r) =>
    csvRecord(r, options),
  );
  return Buffer.from('\uFEFF' + lines.join('\r\n'), 'utf8');
};
