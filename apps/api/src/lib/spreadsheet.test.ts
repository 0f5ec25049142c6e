import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './spreadsheet';

describe('toCsv, the one CSV writer of every export', () => {
  it('writes Spanish as Excel in Costa Rica opens it: BOM, `;`, dd/mm/yyyy, `,` decimals', () => {
    const text = toCsv(
      ['Nombre', 'Ingreso', 'Salario'],
      [['Ana; Mora', '2026-01-05', 480000.5]],
      'es',
    ).toString('utf8');
    expect(text).toBe('\uFEFFNombre;Ingreso;Salario\r\n"Ana; Mora";05/01/2026;480000,50');
  });

  it('writes English with `,`, mm/dd/yyyy and `.` decimals', () => {
    const text = toCsv(
      ['Name', 'Entry', 'Salary'],
      [['Ana, Mora', new Date('2026-01-05T00:00:00Z'), 480000]],
      'en',
    );
    expect(text.toString('utf8')).toBe('\uFEFFName,Entry,Salary\r\n"Ana, Mora",01/05/2026,480000');
  });

  it('leaves empty cells empty and other text as it is', () => {
    expect(csvCell(null, 'es')).toBe('');
    expect(csvCell('1-0987-0654', 'es')).toBe('1-0987-0654');
    expect(csvCell(true, 'en')).toBe('true');
  });
});
