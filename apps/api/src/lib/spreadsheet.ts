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

/** CSV with a BOM (so Excel opens the accents right), comma-separated, CRLF line ends. */
export const toCsv = (headers: string[], rows: Cell[][]): Buffer =>
  Buffer.from(
    '\uFEFF' +
      Papa.unparse(
        {
          fields: headers,
          data: rows.map((r) => r.map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : (v ?? '')))),
        },
        { newline: '\r\n' },
      ),
    'utf8',
  );
