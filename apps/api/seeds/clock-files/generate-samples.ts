/**
 * Writes the sample clock files of this folder, one per format, for the demo company's employees 1–40 and
 * the fortnight 16–30 November 2026, from each person's real demo schedule (a demo database is built in
 * memory to read them). Run it again after the demo staff changes:
 *
 *   npx tsx apps/api/seeds/clock-files/generate-samples.ts
 *
 * - `marcas-quincena.csv`  employees 1–10: UTF-8 with BOM, comma, header, dd/mm/yyyy, Entrada/Salida states,
 *   CRLF, and two bad rows (a 31 November and a row without employee number).
 * - `marcas-reloj.txt`     employees 11–20: Latin-1, semicolon, header, no state column (paired by order).
 * - `marcas-quincena.xlsx` employees 21–30: a title row, a header, date and time cells, states in words.
 * - `1_attlog.dat`         employees 31–40: the ZKTeco USB export, PINs space-padded to 9, CRLF, states 0/1
 *   and 255 where no key was pressed.
 *
 * People paid weekly or biweekly get marks up to Sunday 29 November (their next period starts on the 30th);
 * the others up to the 30th. A few ordinary things happen: an absence, a forgotten exit, some overtime.
 */
import ExcelJS from 'exceljs';
import { and, eq, lte } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/client';
import { employees, schedules } from '../../src/db/schema';
import { seedDemoData } from '../demo';
import { syncReferenceData } from '../reference';

const HERE = dirname(fileURLToPath(import.meta.url));
const FROM = '2026-11-16';
const TO = '2026-11-30';

type Person = {
  number: number;
  name: string;
  periodicity: string;
  entryDate: string;
  start: string;
  end: string;
  hours: number;
  days: number[];
};

type Mark = {
  number: number;
  name: string;
  at: string;
  state: 'in' | 'out' | 'break_out' | 'break_in' | null;
};

/** mulberry32, as the demo staff uses: the same files every run. */
const prng = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const rnd = prng(20261116);
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));

const dayMs = 86_400_000;
const dates = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += dayMs)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};
/** ISO weekday, 1 Monday … 7 Sunday. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** A wall time `minutes` after midnight of `date` (may run into the next day), with seconds. */
const at = (date: string, minutes: number, seconds = int(0, 59)) => {
  const t = new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 + seconds * 1000);
  return t.toISOString().slice(0, 19);
};
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

const loadPeople = async (): Promise<Person[]> => {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    await syncReferenceData(database.db);
    await seedDemoData(database.db);
    const rows = await database.db
      .select({
        number: employees.employeeNumber,
        firstName: employees.firstName,
        firstSurname: employees.firstSurname,
        secondSurname: employees.secondSurname,
        periodicity: employees.periodicity,
        entryDate: employees.entryDate,
        active: employees.active,
        start: schedules.startTime,
        end: schedules.endTime,
        quarterHours: schedules.quarterHoursPerDay,
        days: schedules.workingDays,
      })
      .from(employees)
      .innerJoin(
        schedules,
        and(eq(schedules.companyId, employees.companyId), eq(schedules.id, employees.scheduleId)),
      )
      .where(and(eq(employees.companyId, 1), lte(employees.employeeNumber, 40)))
      .orderBy(employees.employeeNumber);
    return rows
      .filter((r) => r.active && r.entryDate <= FROM)
      .map((r) => ({
        number: r.number,
        name: [r.firstName, r.firstSurname, r.secondSurname].filter(Boolean).join(' '),
        periodicity: r.periodicity,
        entryDate: r.entryDate,
        start: r.start,
        end: r.end,
        hours: r.quarterHours / 4,
        days: r.days,
      }));
  } finally {
    await database.close();
  }
};

/** A fortnight of marks for one person by the schedule, with the small irregularities of real clocks. */
const marksOf = (person: Person, withStates: boolean): Mark[] => {
  const last = person.periodicity === 'weekly' || person.periodicity === 'biweekly' ? '2026-11-29' : TO;
  const start = minutesOf(person.start);
  let end = minutesOf(person.end);
  if (end <= start) end += 1440;
  const lunch = end - start - person.hours * 60 >= 30;
  const marks: Mark[] = [];
  const absentDay = person.number % 9 === 4 ? '2026-11-24' : null;
  const forgottenExit = person.number % 10 === 3 ? '2026-11-19' : null;
  const { number, name } = person;
  for (const date of dates(FROM, last)) {
    if (!person.days.includes(isoWeekday(date)) || date === absentDay) continue;
    const overtime = rnd() < 0.12 ? int(45, 150) : 0;
    marks.push({ number, name, at: at(date, start + int(-14, 6)), state: withStates ? 'in' : null });
    if (lunch && rnd() < 0.6) {
      const out = start + Math.floor((end - start) / 2) - 30 + int(-5, 5);
      marks.push({ number, name, at: at(date, out), state: withStates ? 'break_out' : null });
      marks.push({
        number,
        name,
        at: at(date, out + 60 + int(-4, 6)),
        state: withStates ? 'break_in' : null,
      });
    }
    if (date === forgottenExit) continue;
    const exit = end + int(-2, 12) + overtime;
    marks.push({ number, name, at: at(date, exit), state: withStates ? 'out' : null });
    // Now and then the same key is pressed twice.
    if (rnd() < 0.04) marks.push({ number, name, at: at(date, exit + 1), state: withStates ? 'out' : null });
  }
  return marks;
};

const slice = (people: Person[], from: number, to: number) =>
  people.filter((p) => p.number >= from && p.number <= to);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const STATE_ES = {
  in: 'Entrada',
  out: 'Salida',
  break_out: 'Salida a descanso',
  break_in: 'Regreso de descanso',
} as const;
const quote = (text: string) => (/[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

const writeCsv = (people: Person[]) => {
  const rows = slice(people, 1, 10).flatMap((p) => marksOf(p, true));
  const lines = ['Número de empleado,Nombre,Fecha,Hora,Tipo'];
  rows.forEach((m, i) => {
    lines.push(
      [m.number, quote(m.name), ddmmyyyy(m.at.slice(0, 10)), m.at.slice(11), STATE_ES[m.state!]].join(','),
    );
    // The two bad rows, as a clerk who edited the file by hand would leave them.
    if (i === 17) lines.push([m.number, quote(m.name), '31/11/2026', '06:02:10', 'Entrada'].join(','));
    if (i === 61) lines.push(['', 'Visitante', ddmmyyyy(m.at.slice(0, 10)), '09:15:00', 'Entrada'].join(','));
  });
  writeFileSync(join(HERE, 'marcas-quincena.csv'), Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8'));
  return rows.length;
};

const writeTxt = (people: Person[]) => {
  const rows = slice(people, 11, 20).flatMap((p) => marksOf(p, false));
  const lines = ['Empleado;Nombre;Fecha y hora'];
  for (const m of rows)
    lines.push([m.number, m.name, `${ddmmyyyy(m.at.slice(0, 10))} ${m.at.slice(11, 16)}`].join(';'));
  writeFileSync(join(HERE, 'marcas-reloj.txt'), Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
  return rows.length;
};

const writeXlsx = async (people: Person[]) => {
  const rows = slice(people, 21, 30).flatMap((p) => marksOf(p, true));
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Planilla CR';
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 30, 18));
  const sheet = wb.addWorksheet('Marcas');
  sheet.addRow(['Marcas del reloj — Café La Montaña S.A. — 16 al 30 de noviembre de 2026']);
  sheet.addRow(['Código', 'Nombre', 'Fecha', 'Hora', 'Estado']).font = { bold: true };
  for (const m of rows) {
    const [date, time] = [m.at.slice(0, 10), m.at.slice(11)];
    const row = sheet.addRow([
      m.number,
      m.name,
      new Date(`${date}T00:00:00Z`),
      new Date(`1899-12-30T${time}Z`),
      STATE_ES[m.state!],
    ]);
    row.getCell(3).numFmt = 'dd/mm/yyyy';
    row.getCell(4).numFmt = 'hh:mm:ss';
  }
  sheet.columns.forEach((c, i) => (c.width = [10, 34, 12, 10, 20][i]));
  writeFileSync(join(HERE, 'marcas-quincena.xlsx'), Buffer.from(await wb.xlsx.writeBuffer()));
  return rows.length;
};

const writeAttlog = (people: Person[]) => {
  const rows = slice(people, 31, 40)
    .flatMap((p) => marksOf(p, true))
    .sort((a, b) => a.at.localeCompare(b.at) || a.number - b.number);
  const lines = rows.map((m) => {
    const state = { in: 0, out: 1, break_out: 2, break_in: 3 }[m.state!];
    const pressed = m.number % 4 !== 2;
    return [
      String(m.number).padStart(9, ' '),
      m.at.replace('T', ' '),
      1,
      pressed ? state : 255,
      m.number % 3 === 0 ? 15 : 1,
      0,
    ].join('\t');
  });
  writeFileSync(join(HERE, '1_attlog.dat'), Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'));
  return rows.length;
};

const people = await loadPeople();
const counts = {
  csv: writeCsv(people),
  txt: writeTxt(people),
  xlsx: await writeXlsx(people),
  attlog: writeAttlog(people),
};
console.log(`sample clock files written for ${people.length} employees:`, counts);
