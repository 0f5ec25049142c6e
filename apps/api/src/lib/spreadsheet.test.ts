import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FORMULAS } from '../test/formulas';
import { csvCell, money, toCsv, toXlsx } from './spreadsheet';

describe('toCsv, the one CSV writer of every export', () => {
  it('writes Spanish as Excel in Costa Rica opens it: BOM, `;`, dd/mm/yyyy, `,` decimals', () => {
    const text = toCsv(
      ['Nombre', 'Ingreso', 'Salario'],
      [['Ana; Mora', '2026-01-05', 480000.5]],
      'es',
    ).toString('utf8');
    expect(text).toBe('\uFEFFNombre;Ingreso;Salario\r\n"Ana; Mora";05/01/2026;480000,50');
  });

  it('writes English with `,`, dd/mm/yyyy (day first, as in Spanish) and `.` decimals', () => {
    const text = toCsv(
      ['Name', 'Entry', 'Salary'],
      [['Ana, Mora', new Date('2026-01-05T00:00:00Z'), 480000]],
      'en',
    );
    expect(text.toString('utf8')).toBe('\uFEFFName,Entry,Salary\r\n"Ana, Mora",05/01/2026,480000');
  });

  it('leaves empty cells empty and other text as it is', () => {
    expect(csvCell(null, 'es')).toBe('');
    expect(csvCell('1-0987-0654', 'es')).toBe('1-0987-0654');
    expect(csvCell(true, 'en')).toBe('true');
  });

  it('neutralises a formula in typed text, never in the product figures: a negative amount stays a number', () => {
    const text = toCsv(
      ['Nombre', 'Neto', 'Días', 'Ingreso'],
      [
        ['=cmd|\' /C calc\'!A0', money(-123456), -2, '2026-01-05'],
        ['-5+A1', money(50), 0.5, null],
      ],
      'es',
    ).toString('utf8');
    expect(text.split('\r\n').slice(1)).toEqual([
      "'=cmd|' /C calc'!A0;-1234,56;-2;05/01/2026",
      "'-5+A1;0,50;0,50;",
    ]);
    for (const formula of FORMULAS) {
      const [, row] = toCsv(['x'], [[formula]], 'en').toString('utf8').split('\r\n', 2);
      expect(row!.replace(/^"/, ''), JSON.stringify(formula)).toMatch(/^'/);
    }
  });

  it('writes money with two decimals in the language mark, exactly', () => {
    expect(csvCell(money(100), 'es')).toBe('1,00');
    expect(csvCell(money(-5), 'en')).toBe('-0.05');
    expect(csvCell(money(99_999_999_999_999), 'es')).toBe('999999999999,99');
  });
});

describe('toXlsx, the one workbook writer', () => {
  it('keeps typed text in text cells (never a formula) and money as numbers', async () => {
    const body = await toXlsx([
      {
        name: 'Hoja',
        columns: [{ header: 'Nombre' }, { header: 'Neto', numFmt: '#,##0.00' }],
        rows: FORMULAS.map((f) => [f, money(-123456)]),
      },
    ]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    FORMULAS.forEach((f, i) => {
      const name = ws.getRow(i + 2).getCell(1);
      expect(name.type, JSON.stringify(f)).toBe(ExcelJS.ValueType.String);
      // XML reads a carriage return back as a line feed: the text is otherwise kept as typed.
      expect(name.value).toBe(f.replace(/\r/g, '\n'));
      expect(ws.getRow(i + 2).getCell(2).value).toBe(-1234.56);
    });
  });
});
