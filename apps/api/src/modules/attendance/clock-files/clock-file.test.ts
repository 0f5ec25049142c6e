import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openClockFile, type OpenClockFileOptions } from './clock-file';
import { CLOCK_FILE_ERROR_TEXTS, CLOCK_ROW_ERROR_TEXTS } from './clock-file-messages';
import type { ClockRow } from './clock-file-types';

/** A stream of the bytes in small chunks, so lines and multi-byte characters straddle chunk ends. */
const streamOf = (bytes: Buffer, chunk = 7) => {
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  return Readable.from(parts);
};

const readAll = async (bytes: Buffer, options: OpenClockFileOptions = {}, chunk = 7) => {
  const file = await openClockFile(streamOf(bytes, chunk), options);
  const rows: ClockRow[] = [];
  for await (const row of file.rows()) rows.push(row);
  return { info: file.info, stats: { ...file.stats }, rows };
};

const errorsOf = (rows: ClockRow[]) =>
  rows.filter((r) => r.type === 'error').map((r) => (r.type === 'error' ? [r.row, r.reason, r.value] : null));

const ATTLOG = [
  '        7\t2026-11-16 05:56:41\t1\t0\t1\t0',
  '        7\t2026-11-16 14:03:05\t1\t1\t1\t0',
  '       12\t2026-11-16 13:51:19\t1\t255\t15\t0',
  '',
  '       12\t2026-11-31 21:04:55\t1\t1\t15\t0',
  '       31',
  '       31\t2026-11-16 21:58:02\t2\t0\t1\t0',
  '\t2026-11-16 22:00:00\t1\t0\t1\t0',
  '       31\t2026-11-17 04:02:40\t2\t1\t1\t0',
  '       40\t1970-01-01 00:00:00\t1\t0\t1\t0',
].join('\r\n');

describe('openClockFile: ZKTeco attlog', () => {
  it('reads the USB export: padded PINs, CRLF, states, a few bad rows', async () => {
    const { info, stats, rows } = await readAll(Buffer.from(`${ATTLOG}\r\n`, 'latin1'), {
      filename: '1_attlog.dat',
    });
    expect(info).toEqual({ format: 'attlog', layout: null, dateOrderAssumed: false });
    expect(rows.filter((r) => r.type === 'mark')).toEqual([
      {
        type: 'mark',
        row: 1,
        badgeOrNumber: '7',
        localTimestamp: '2026-11-16T05:56:41',
        state: 'in',
        device: '1',
      },
      {
        type: 'mark',
        row: 2,
        badgeOrNumber: '7',
        localTimestamp: '2026-11-16T14:03:05',
        state: 'out',
        device: '1',
      },
      {
        type: 'mark',
        row: 3,
        badgeOrNumber: '12',
        localTimestamp: '2026-11-16T13:51:19',
        state: null,
        device: '1',
      },
      {
        type: 'mark',
        row: 7,
        badgeOrNumber: '31',
        localTimestamp: '2026-11-16T21:58:02',
        state: 'in',
        device: '2',
      },
      {
        type: 'mark',
        row: 9,
        badgeOrNumber: '31',
        localTimestamp: '2026-11-17T04:02:40',
        state: 'out',
        device: '2',
      },
    ]);
    expect(errorsOf(rows)).toEqual([
      [5, 'UNREADABLE_DATE', '2026-11-31 21:04:55'],
      [6, 'UNKNOWN_SHAPE', '       31'],
      [8, 'EMPTY_IDENTIFIER', '\t2026-11-16 22:00:00\t1\t0\t1\t0'],
      [10, 'DATE_OUT_OF_RANGE', '1970-01-01 00:00:00'],
    ]);
    expect(stats).toEqual({ rows: 9, marks: 5, errors: 4, skipped: 1, encoding: 'utf-8', bom: false });
  });

  it('reads the ADMS push variant (state before verify, no device) and space- or pipe-separated copies', async () => {
    const push = await readAll(
      Buffer.from('1452\t2026-11-16 15:16:28\t0\t1\t0\t0\t0\n1452\t2026-11-16 23:01:00\t1\t1\t0\t0\t0\n'),
    );
    expect(push.info.format).toBe('attlog_push');
    expect(push.rows).toEqual([
      {
        type: 'mark',
        row: 1,
        badgeOrNumber: '1452',
        localTimestamp: '2026-11-16T15:16:28',
        state: 'in',
        device: null,
      },
      {
        type: 'mark',
        row: 2,
        badgeOrNumber: '1452',
        localTimestamp: '2026-11-16T23:01:00',
        state: 'out',
        device: null,
      },
    ]);
    const spaces = await readAll(
      Buffer.from('101 2026-11-16 08:00:00 1 255 1 0\n101 2026-11-16 17:00:00 1 255 1 0\n'),
    );
    expect(spaces.info.format).toBe('attlog');
    expect(spaces.rows[1]).toMatchObject({
      badgeOrNumber: '101',
      localTimestamp: '2026-11-16T17:00:00',
      state: null,
    });
    const pipes = await readAll(Buffer.from('  101|2026-11-16 08:00:00|1|0|1|0\n'));
    expect(pipes.rows).toEqual([
      {
        type: 'mark',
        row: 1,
        badgeOrNumber: '101',
        localTimestamp: '2026-11-16T08:00:00',
        state: 'in',
        device: '1',
      },
    ]);
  });
});

describe('openClockFile: CSV and TXT', () => {
  it('reads a UTF-8 CSV with a BOM, a header, quoted names, Spanish states and CRLF', async () => {
    const csv = [
      'Número de empleado,Nombre,Fecha,Hora,Tipo',
      '7,"Mora Jiménez, José",16/11/2026,05:56,Entrada',
      '7,"Mora Jiménez, José",16/11/2026,14:03,Salida',
      ',"Sin número",16/11/2026,06:00,Entrada',
      '12,Ana Solís,31/11/2026,06:00,Entrada',
      '12,Ana Solís,16/11/2026,6:58 p. m.,Salida',
      ',,,,',
    ].join('\r\n');
    const { info, stats, rows } = await readAll(Buffer.from(`\ufeff${csv}\r\n`, 'utf8'));
    expect(info).toEqual({
      format: 'delimited',
      layout: {
        delimiter: ',',
        headerRow: 1,
        columns: { identifier: 0, date: 2, time: 3, state: 4 },
        dateOrder: 'dmy',
      },
      dateOrderAssumed: false,
    });
    expect(
      rows
        .filter((r) => r.type === 'mark')
        .map((r) => r.type === 'mark' && [r.row, r.badgeOrNumber, r.localTimestamp, r.state]),
    ).toEqual([
      [2, '7', '2026-11-16T05:56:00', 'in'],
      [3, '7', '2026-11-16T14:03:00', 'out'],
      [6, '12', '2026-11-16T18:58:00', 'out'],
    ]);
    expect(errorsOf(rows)).toEqual([
      [4, 'EMPTY_IDENTIFIER', ',"Sin número",16/11/2026,06:00,Entrada'],
      [5, 'UNREADABLE_DATE', '31/11/2026'],
    ]);
    expect(stats).toMatchObject({ rows: 5, marks: 3, errors: 2, skipped: 2, encoding: 'utf-8', bom: true });
  });

  it('reads a Latin-1 TXT with semicolons and no header, names with accents and ñ', async () => {
    const txt = [
      '0007;José Ñúñez Araya;16/11/2026 05:56;E',
      '0007;José Ñúñez Araya;16/11/2026 14:02;S',
      '0012;María Peña;16/11/2026 06:03;E',
    ].join('\r\n');
    const { info, stats, rows } = await readAll(Buffer.from(txt, 'latin1'), { filename: 'marcas.txt' });
    expect(info.layout).toEqual({
      delimiter: ';',
      headerRow: null,
      columns: { identifier: 0, datetime: 2, state: 3 },
      dateOrder: 'dmy',
    });
    expect(rows.map((r) => r.type === 'mark' && [r.badgeOrNumber, r.localTimestamp, r.state])).toEqual([
      ['0007', '2026-11-16T05:56:00', 'in'],
      ['0007', '2026-11-16T14:02:00', 'out'],
      ['0012', '2026-11-16T06:03:00', 'in'],
    ]);
    expect(stats.encoding).toBe('latin-1');
  });

  it("reads ZKTime's tab-separated report with AC-No., 12-hour times and C/In–C/Out", async () => {
    const txt = [
      'AC-No.\tNo.\tName\tTime\tState\tNew State\tException\tOperation',
      '31\t1\tLuis Ureña\t11/16/2026 9:58 PM\tC/In\t\tOK\t',
      '31\t1\tLuis Ureña\t11/17/2026 4:02 AM\tC/Out\t\tOK\t',
    ].join('\r\n');
    const { info, rows } = await readAll(Buffer.from(txt, 'utf8'));
    expect(info.layout).toMatchObject({
      delimiter: '\t',
      columns: { identifier: 0, datetime: 3, state: 4 },
      dateOrder: 'mdy',
    });
    expect(rows.map((r) => r.type === 'mark' && [r.localTimestamp, r.state])).toEqual([
      ['2026-11-16T21:58:00', 'in'],
      ['2026-11-17T04:02:00', 'out'],
    ]);
  });

  it('reads UTF-16 text (Excel "Unicode text")', async () => {
    const txt = 'Código\tFecha/Hora\r\n7\t2026-11-16 05:56\r\n8\t2026-11-16 06:01\r\n';
    const { info, stats, rows } = await readAll(
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(txt, 'utf16le')]),
    );
    expect(info.layout?.columns).toEqual({ identifier: 0, datetime: 1 });
    expect(rows).toHaveLength(2);
    expect(stats).toMatchObject({ encoding: 'utf-16le', bom: true });
  });

  it('takes a confirmed layout instead of detecting one', async () => {
    const txt = '101;2026-11-16;06:58:00;0\n101;2026-11-16;15:02:00;1\n';
    const detected = await readAll(Buffer.from(txt));
    expect(detected.info.layout?.columns).toEqual({ identifier: 0, date: 1, time: 2 });
    const configured = await readAll(Buffer.from(txt), {
      layout: {
        delimiter: ';',
        headerRow: null,
        columns: { identifier: 0, date: 1, time: 2, state: 3 },
        dateOrder: 'ymd',
      },
    });
    expect(configured.rows.map((r) => r.type === 'mark' && r.state)).toEqual(['in', 'out']);
  });

  it('refuses a configured layout that cannot work, and still knows an attlog when a layout is stored', async () => {
    await expect(
      readAll(Buffer.from('7;16/11/2026\n'), {
        layout: { delimiter: ';', headerRow: null, columns: { identifier: 0, date: 1 }, dateOrder: 'dmy' },
      }),
    ).rejects.toMatchObject({ code: 'UNKNOWN_LAYOUT' });
    const attlog = await readAll(Buffer.from('  7\t2026-11-16 06:00:00\t1\t0\t1\t0\r\n'), {
      layout: { delimiter: ';', headerRow: 1, columns: { identifier: 0, datetime: 1 }, dateOrder: 'dmy' },
    });
    expect(attlog.info.format).toBe('attlog');
    expect(attlog.rows).toHaveLength(1);
  });

  it('lets go of the stream when the reader stops early', async () => {
    const lines = Array.from(
      { length: 5000 },
      (_, i) => `${i % 40},2026-11-16 06:${String(i % 60).padStart(2, '0')}`,
    );
    const stream = Readable.from([Buffer.from(lines.join('\n'))]);
    const file = await openClockFile(stream);
    for await (const row of file.rows()) {
      expect(row.type).toBe('mark');
      break;
    }
    expect(stream.destroyed).toBe(true);
  });

  it('gives a row of the wrong shape as an error and goes on', async () => {
    const txt =
      'Empleado;Fecha;Hora\n7;16/11/2026;06:00\n7;16/11/2026\n7;"16/11/2026;06:00\n8;16/11/2026;25:00\n';
    const { rows } = await readAll(Buffer.from(txt));
    expect(errorsOf(rows)).toEqual([
      [3, 'UNKNOWN_SHAPE', '7;16/11/2026'],
      [4, 'UNKNOWN_SHAPE', '7;"16/11/2026;06:00'],
      [5, 'UNREADABLE_TIME', '25:00'],
    ]);
  });

  it('streams a large file in batches of marks', async () => {
    const lines = ['Empleado,Fecha/Hora,Estado'];
    for (let i = 0; i < 30_000; i++) {
      const minute = i % 1440;
      lines.push(
        `${1 + (i % 40)},2026-11-${String(16 + (i % 15)).padStart(2, '0')} ${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')},${i % 2}`,
      );
    }
    lines.push('x,ayer,0');
    const file = await openClockFile(Readable.from([Buffer.from(lines.join('\n'))]));
    const sizes: number[] = [];
    let errors = 0;
    for await (const batch of file.batches(4000)) {
      sizes.push(batch.marks.length);
      errors += batch.errors.length;
    }
    expect(sizes).toEqual([4000, 4000, 4000, 4000, 4000, 4000, 4000, 2000]);
    expect(errors).toBe(1);
    expect(file.stats).toMatchObject({ rows: 30_001, marks: 30_000, errors: 1, skipped: 1 });
  });
});

describe('openClockFile: XLSX', () => {
  const workbook = async (fill: (sheet: ExcelJS.Worksheet, wb: ExcelJS.Workbook) => void) => {
    const wb = new ExcelJS.Workbook();
    fill(wb.addWorksheet('Marcas'), wb);
    return Buffer.from(await wb.xlsx.writeBuffer());
  };

  it('reads the first sheet: a title, a header, date and time cells, text and numbers', async () => {
    const bytes = await workbook((sheet, wb) => {
      sheet.addRow(['Marcas del reloj — Café La Montaña']);
      sheet.addRow(['Employee ID', 'Nombre', 'Date', 'Time', 'Punch State']);
      const add = (id: string | number, date: Date | string, time: Date | string | number, state: string) => {
        const row = sheet.addRow([id, 'Nombre', date, time, state]);
        if (date instanceof Date) row.getCell(3).numFmt = 'dd/mm/yyyy';
        if (time instanceof Date || typeof time === 'number') row.getCell(4).numFmt = 'hh:mm:ss';
      };
      add(7, new Date(Date.UTC(2026, 10, 16)), new Date(Date.UTC(1899, 11, 30, 5, 56, 41)), 'Check In');
      add('0012', new Date(Date.UTC(2026, 10, 16)), (14 * 3600 + 3 * 60) / 86400, 'Check Out');
      add(31, '17/11/2026', '04:02', 'Salida');
      add(40, 'sin fecha', '06:00', 'Entrada');
      add('', new Date(Date.UTC(2026, 10, 16)), new Date(Date.UTC(1899, 11, 30, 6)), 'Entrada');
      wb.addWorksheet('Otra hoja').addRow(['ignored', 'sheet']);
    });
    const { info, stats, rows } = await readAll(bytes, { filename: 'marcas.xlsx' }, 1000);
    expect(info).toEqual({
      format: 'xlsx',
      layout: { headerRow: 2, columns: { identifier: 0, date: 2, time: 3, state: 4 }, dateOrder: 'dmy' },
      dateOrderAssumed: false,
    });
    expect(
      rows.map((r) =>
        r.type === 'mark' ? [r.row, r.badgeOrNumber, r.localTimestamp, r.state] : [r.row, r.reason, r.value],
      ),
    ).toEqual([
      [3, '7', '2026-11-16T05:56:41', 'in'],
      [4, '0012', '2026-11-16T14:03:00', 'out'],
      [5, '31', '2026-11-17T04:02:00', 'out'],
      [6, 'UNREADABLE_DATE', 'sin fecha'],
      [7, 'EMPTY_IDENTIFIER', ' | Nombre | 2026-11-16 | 06:00:00 | Entrada'],
    ]);
    expect(stats).toMatchObject({ rows: 5, marks: 3, errors: 2, skipped: 2, encoding: null });
  });

  it('refuses a damaged workbook', async () => {
    const bytes = await workbook((sheet) => sheet.addRow(['Empleado', 'Fecha/Hora']));
    await expect(readAll(bytes.subarray(0, 200), {}, 1000)).rejects.toMatchObject({
      code: 'UNREADABLE_XLSX',
    });
  });
});

describe('openClockFile: files it refuses', () => {
  it.each([
    ['an empty file', Buffer.alloc(0), 'EMPTY_FILE'],
    ['only blank lines', Buffer.from('\ufeff\r\n\r\n'), 'EMPTY_FILE'],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'UNSUPPORTED_FORMAT',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n...'), 'UNSUPPORTED_FORMAT'],
    ['binary data', Buffer.from([1, 2, 3, 0, 5, 6, 7, 8, 9]), 'UNSUPPORTED_FORMAT'],
    ['prose', Buffer.from('Estimado cliente:\nAdjunto el reporte.\n'), 'UNKNOWN_LAYOUT'],
    ['a table without times', Buffer.from('Empleado;Nombre\n7;José\n'), 'UNKNOWN_LAYOUT'],
  ])('refuses %s', async (_name, bytes, code) => {
    await expect(readAll(bytes)).rejects.toMatchObject({ name: 'ClockFileError', code });
  });

  it('has a Spanish and an English text for every reason', () => {
    for (const texts of [CLOCK_ROW_ERROR_TEXTS, CLOCK_FILE_ERROR_TEXTS]) {
      for (const { es, en } of Object.values(texts)) {
        expect(es.length).toBeGreaterThan(10);
        expect(en.length).toBeGreaterThan(10);
        expect(es).not.toBe(en);
      }
    }
  });
});
