import { describe, expect, it } from 'vitest';
import type { CellRow } from './clock-file-types';
import { detectColumnLayout } from './columns';
import { detectDelimiter, splitDelimited } from './delimited';
import { stateOf } from './vocabulary';

const rows = (...lines: string[][]): CellRow[] => lines.map((cells, i) => ({ row: i + 1, cells }));

describe('delimited fields', () => {
  it('splits with quotes as in RFC 4180', () => {
    expect(splitDelimited('7,"Mora, José",16/11/2026', ',')).toEqual(['7', 'Mora, José', '16/11/2026']);
    expect(splitDelimited('7;"Dice ""hola""";x', ';')).toEqual(['7', 'Dice "hola"', 'x']);
    expect(splitDelimited('7;"abierto', ';')).toBeNull();
    expect(splitDelimited('a\tb\t', '\t')).toEqual(['a', 'b', '']);
  });

  it('finds the delimiter', () => {
    expect(detectDelimiter(['7;16/11/2026;06:58', '8;16/11/2026;07:01'])).toBe(';');
    expect(detectDelimiter(['7,16/11/2026 06:58', '8,16/11/2026 07:01'])).toBe(',');
    expect(detectDelimiter(['7\t16/11/2026, 06:58', '8\t16/11/2026, 07:01'])).toBe('\t');
    expect(detectDelimiter(['7|2026-11-16 06:58'])).toBe('|');
    expect(detectDelimiter(['just words here', 'and more'])).toBeNull();
  });

  it('reads states by code and by word', () => {
    expect(['0', '1', '2', '3', '4', '5', '255'].map(stateOf)).toEqual([
      'in',
      'out',
      'break_out',
      'break_in',
      'overtime_in',
      'overtime_out',
      null,
    ]);
    expect(
      [
        'Entrada',
        'SALIDA',
        'C/In',
        'C/Out',
        'Break Out',
        'Break In',
        'OverTime In',
        'OverTime Out',
        'E',
        'S',
      ].map(stateOf),
    ).toEqual([
      'in',
      'out',
      'in',
      'out',
      'break_out',
      'break_in',
      'overtime_in',
      'overtime_out',
      'in',
      'out',
    ]);
    expect(stateOf('Nombre')).toBeUndefined();
    expect(stateOf(1)).toBe('out');
  });
});

describe('detectColumnLayout', () => {
  it('reads a header by its names, after a title row', () => {
    const detected = detectColumnLayout(
      rows(
        ['Reporte de marcas, Café La Montaña'],
        ['Número de empleado', 'Nombre', 'Fecha', 'Hora', 'Tipo', 'Reloj'],
        ['7', 'José Mora', '16/11/2026', '05:56', 'Entrada', 'Beneficio'],
        ['7', 'José Mora', '16/11/2026', '14:03', 'Salida', 'Beneficio'],
      ),
      ',',
    );
    expect(detected).toEqual({
      layout: {
        delimiter: ',',
        headerRow: 2,
        columns: { identifier: 0, date: 2, time: 3, state: 4, device: 5 },
        dateOrder: 'dmy',
      },
      dateOrderAssumed: false,
    });
  });

  it("takes ZKTime's AC-No. over its No. and sees that its Time column holds date and time", () => {
    const detected = detectColumnLayout(
      rows(
        ['AC-No.', 'No.', 'Name', 'Time', 'State'],
        ['12', '1', 'Ana Solís', '11/16/2026 6:58 AM', 'C/In'],
        ['12', '1', 'Ana Solís', '11/16/2026 2:05 PM', 'C/Out'],
      ),
    );
    expect(detected?.layout).toEqual({
      headerRow: 1,
      columns: { identifier: 0, datetime: 3, state: 4 },
      dateOrder: 'mdy',
    });
  });

  it('works out a file without a header from its content', () => {
    const detected = detectColumnLayout(
      rows(
        ['0007', 'José Ñúñez', '2026-11-16 05:56', 'IN'],
        ['0007', 'José Ñúñez', '2026-11-16 14:01', 'OUT'],
      ),
    );
    expect(detected?.layout).toEqual({
      headerRow: null,
      columns: { identifier: 0, datetime: 2, state: 3 },
      dateOrder: 'ymd',
    });
  });

  it('flags a day-month order it had to assume', () => {
    const detected = detectColumnLayout(rows(['7', '02/11/2026', '06:00'], ['7', '03/11/2026', '06:00']));
    expect(detected).toMatchObject({ layout: { dateOrder: 'dmy' }, dateOrderAssumed: true });
  });

  it('gives up without an identifier or a time stamp', () => {
    expect(detectColumnLayout(rows(['José Mora', '16/11/2026 06:00']))).toBeNull();
    expect(detectColumnLayout(rows(['7', 'José Mora']))).toBeNull();
  });
});
