import { pairClockMarks, type ClockPunch, type ScheduledDay } from '@planilla/domain';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openClockFile } from './clock-file';
import type { ClockMark, ClockRowError } from './clock-file-types';

const SAMPLES = join(import.meta.dirname, '../../../../seeds/clock-files');

const read = async (name: string) => {
  const file = await openClockFile(createReadStream(join(SAMPLES, name)), { filename: name });
  const marks: ClockMark[] = [];
  const errors: ClockRowError[] = [];
  for await (const batch of file.batches(100)) {
    marks.push(...batch.marks);
    errors.push(...batch.errors);
  }
  return { info: file.info, stats: file.stats, marks, errors };
};

const people = (marks: ClockMark[]) =>
  [...new Set(marks.map((m) => Number(m.badgeOrNumber)))].sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the sample clock files offered for download', () => {
  it('CSV: employees 1–10, UTF-8 with BOM, and exactly two bad rows', async () => {
    const { info, stats, marks, errors } = await read('marcas-quincena.csv');
    expect(info.format).toBe('delimited');
    expect(info.layout).toMatchObject({
      delimiter: ',',
      headerRow: 1,
      columns: { identifier: 0, date: 2, time: 3, state: 4 },
    });
    expect(stats).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ reason: 'UNREADABLE_DATE', value: '31/11/2026' });
    expect(errors[1]).toMatchObject({
      reason: 'EMPTY_IDENTIFIER',
      value: expect.stringMatching(/^,Visitante,\d\d\/11\/2026,09:15:00,Entrada$/),
    });
    expect(people(marks)).toEqual(range(1, 10));
    expect(marks.every((m) => m.state !== null)).toBe(true);
  });

  it('TXT: employees 11–20, Latin-1, no states', async () => {
    const { info, stats, marks, errors } = await read('marcas-reloj.txt');
    expect(info.layout).toMatchObject({
      delimiter: ';',
      headerRow: 1,
      columns: { identifier: 0, datetime: 2 },
    });
    expect(stats.encoding).toBe('latin-1');
    expect(errors).toEqual([]);
    expect(people(marks)).toEqual(range(11, 20));
    expect(marks.every((m) => m.state === null)).toBe(true);
  });

  it('XLSX: employees 21–30 from the first sheet', async () => {
    const { info, marks, errors } = await read('marcas-quincena.xlsx');
    expect(info).toMatchObject({
      format: 'xlsx',
      layout: { headerRow: 2, columns: { identifier: 0, date: 2, time: 3, state: 4 } },
    });
    expect(errors).toEqual([]);
    expect(people(marks)).toEqual(range(21, 30));
    expect(new Set(marks.map((m) => m.state))).toEqual(new Set(['in', 'out', 'break_out', 'break_in']));
  });

  it('attlog: employees 31–40, the ZKTeco USB export', async () => {
    const { info, marks, errors } = await read('1_attlog.dat');
    expect(info.format).toBe('attlog');
    expect(errors).toEqual([]);
    expect(people(marks)).toEqual(
      range(31, 40).filter((n) => marks.some((m) => m.badgeOrNumber === String(n))),
    );
    expect(people(marks).length).toBeGreaterThanOrEqual(9);
    expect(marks.some((m) => m.state === null)).toBe(true);
  });

  it('holds marks of the fortnight 16–30 November 2026 only (night exits on 1 December)', async () => {
    for (const name of ['marcas-quincena.csv', 'marcas-reloj.txt', 'marcas-quincena.xlsx', '1_attlog.dat']) {
      const { marks } = await read(name);
      expect(marks.length).toBeGreaterThan(200);
      for (const m of marks)
        expect(m.localTimestamp >= '2026-11-16' && m.localTimestamp < '2026-12-01T12').toBe(true);
    }
  });

  it('pairs into plausible days', async () => {
    const { marks } = await read('marcas-reloj.txt');
    const schedule: ScheduledDay[] = range(16, 30).map((d) => ({
      date: `2026-11-${d}`,
      expectedHours: 8,
      jornada: 'diurnal',
    }));
    for (const person of people(marks)) {
      const punches: ClockPunch[] = marks
        .filter((m) => Number(m.badgeOrNumber) === person)
        .map((m) => ({ at: m.localTimestamp, state: m.state }));
      const { days } = pairClockMarks(punches, schedule);
      const worked = days.filter((d) => d.code !== null);
      expect(worked.length).toBeGreaterThanOrEqual(9);
      for (const day of worked.filter((d) => d.code !== 'S')) {
        expect(day.workedMinutes).toBeGreaterThan(5 * 60);
        expect(day.workedMinutes).toBeLessThan(12 * 60);
      }
    }
  });
});
