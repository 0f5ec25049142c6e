import ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type SheetColumn = { header: string; width?: number; numFmt?: string };
export type Cell = string | number | boolean | Date | null;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

/** A workbook of sheets with a bold, frozen header row. */
export const toXlsx = async (
  sheets: { name: string; columns: SheetColumn[]; rows: Cell[][] }[],
): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Planilla CR';
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = s.columns.map((c) => ({
      header: c.header,
      width: c.width ?? Math.max(12, c.header.length + 2),
      style: c.numFmt ? { numFmt: c.numFmt } : {},
    }));
    ws.getRow(1).font = { bold: true };
    ws.addRows(s.rows);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/**
 * How a CSV reads in the interface language. Excel in Costa Rica (Spanish) opens `;`-separated files with
 * `dd/mm/yyyy` dates and `,` decimals; English uses `,`, `mm/dd/yyyy` and `.`.
 */
const CSV_STYLE = {
  es: { delimiter: ';', decimal: ',', date: (y: string, m: string, d: string) => `${d}/${m}/${y}` },
  en: { delimiter: ',', decimal: '.', date: (y: string, m: string, d: string) => `${m}/${d}/${y}` },
} as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One cell as text in `lang`: ISO dates (strings or `Date`) as local dates, numbers with its decimal mark. */
export const csvCell = (value: Cell, lang: 'es' | 'en'): string => {
  const style = CSV_STYLE[lang];
  if (value === null) return '';
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

/**
 * The one CSV writer of every export: UTF-8 with a BOM (so Excel shows the accents), CRLF line ends, the
 * separator, dates and decimals of the interface language (`csvCell`).
 */
export const toCsv = (headers: string[], rows: Cell[][], lang: 'es' | 'en'): Buffer =>
  Buffer.from(
    '\uFEFF' +
      Papa.unparse(
        { fields: headers, data: rows.map((row) => row.map((value) => csvCell(value, lang))) },
        { newline: '\r\n', delimiter: CSV_STYLE[lang].delimiter },
      ),
    'utf8',
  );
