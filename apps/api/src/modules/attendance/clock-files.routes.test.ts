import { and, eq, sql } from 'drizzle-orm';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrolls } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { jobsSettled } from '../jobs/jobs.service';
import { SAMPLES_DIR } from '../files/stored-files';

let t: TestApp;
let filesDir: string;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
/** The projected payrolls of 16–30 November 2026, one per periodicity (the sample files' fortnight). */
const payrollIds: Record<string, number> = {};

const { call, data, rows } = apiCalls(() => t);
const sample = (name: string) => readFileSync(join(SAMPLES_DIR, name));

const upload = (
  s: Session,
  nom: string,
  content: Buffer | string,
  extra: Record<string, string> = {},
  carpeta = 'marcas',
) => {
  const body = multipartBody(
    { filename: nom, content },
    { nom_archivo: nom, carpeta, num_empresa: String(s.companyId), ...extra },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/util/',
    headers: { ...s.headers, ...body.headers },
    payload: body.payload,
  });
};
const download = (s: Session, carpeta: string, nom: string) =>
  t.app.inject({ method: 'GET', url: '/api/util/', headers: { ...s.headers, carpeta, nom_archivo: nom } });

/** Uploads, registers and reads a file; answers the file as listed once the job ended, and the job. */
const readFile = async (s: Session, nom: string, content: Buffer | string) => {
  expect((await upload(s, nom, content)).statusCode).toBe(200);
  const file = await data(s, 'asistencia/fileasistence', { nom_archivo: nom, carpeta: 'marcas' }, 'PUT');
  const started = await data(s, 'asistencia/readfile', { fileId: file.fileId }, 'PUT');
  expect(started.file.status).toBe('parsing');
  await jobsSettled();
  const job = await data(s, 'empleados/importstatus', { jobId: started.jobId });
  const listed = await data(s, 'asistencia/filesclock', { pageSize: 100 });
  return { file: listed.items.find((f: { fileId: number }) => f.fileId === file.fileId), job };
};

const markCount = async () =>
  Number(
    (await rows<{ n: number }>(sql`select count(*)::int as n from clock_marks where company_id = 1`))[0]!.n,
  );

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'planilla-files-'));
  t = await createTestApp({ filesDir });
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  const periods: [string, string, string][] = [
    ['fortnightly', '2026-11-16', '2026-11-30'],
    ['monthly', '2026-11-01', '2026-11-30'],
    ['biweekly', '2026-11-16', '2026-11-29'],
    ['weekly', '2026-11-16', '2026-11-22'],
    ['weekly', '2026-11-23', '2026-11-29'],
  ];
  for (const [periodicity, periodStart, periodEnd] of periods) {
    const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity,
      periodStart,
      periodEnd,
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    payrollIds[`${periodicity}:${periodStart}`] = payrollId;
  }
});
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('util/: a company’s stored files', () => {
  it('uploads to the clock folder (HR assistant) and downloads the same bytes; the auditor may read, not upload', async () => {
    const content = sample('marcas-reloj.txt');
    const res = await upload(assistant, 'reloj-a.txt', content);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      nom_archivo: 'reloj-a.txt',
      carpeta: 'marcas',
      size: content.length,
    });
    const back = await download(auditor, 'marcas', 'reloj-a.txt');
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(content)).toBe(true);
    expect(back.headers['content-disposition']).toContain('reloj-a.txt');
    const before = await tableFingerprints(t.database.db);
    expect((await upload(auditor, 'reloj-b.txt', content)).statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'file' and entity_id = 'marcas/reloj-a.txt'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['file_uploaded']);
  });

  it('refuses to overwrite unless asked, other folders, bad names, a forged company field, and a missing file', async () => {
    await upload(admin, 'dup.csv', 'a,b\n');
    expect((await upload(admin, 'dup.csv', 'x')).json().error.code).toBe('FILE_EXISTS');
    expect((await upload(admin, 'dup.csv', 'nuevo', { indModifica: 'S' })).statusCode).toBe(200);
    expect((await download(admin, 'marcas', 'dup.csv')).body).toBe('nuevo');
    expect((await upload(admin, 'nuevo.csv', 'x', { indInserta: 'N' })).json().error.code).toBe(
      'FILE_NOT_FOUND',
    );
    const other = await upload(admin, 'x.csv', 'x', {}, 'fotos');
    expect(other.statusCode).toBe(400);
    expect(other.json().error.fields).toHaveProperty('carpeta');
    for (const bad of ['../x.csv', '..', '.env', 'a/b.csv', 'a\\b.csv', '%2e%2e%2fx.csv']) {
      const res = await upload(admin, bad, 'x');
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await upload(admin, 'y.csv', 'x', { num_empresa: '2' })).json().error.code).toBe(
      'TENANT_MISMATCH',
    );
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/util/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: { nom_archivo: 'a.csv', carpeta: 'marcas' },
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('answers 400 to a truncated multipart body and leaves no temporary file', async () => {
    const body = multipartBody(
      { filename: 'cut.csv', content: 'x'.repeat(100_000) },
      { nom_archivo: 'cut.csv', carpeta: 'marcas' },
    );
    const cut = body.payload.subarray(0, body.payload.length - 5_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/util/',
      headers: { ...admin.headers, ...body.headers },
      payload: cut,
    });
    expect(res.statusCode).toBe(400);
    const tmp = join(filesDir, 'companies', '1', '.tmp');
    expect(readdirSync(tmp)).toEqual([]);
    expect((await download(admin, 'marcas', 'cut.csv')).statusCode).toBe(404);
  });

  it('serves only the company’s own files: no .., absolute paths, encoded traversal, backslashes, NUL or symlinks out', async () => {
    writeFileSync(join(filesDir, 'secret.txt'), 'secret');
    mkdirSync(join(filesDir, 'companies', '2', 'marcas'), { recursive: true });
    writeFileSync(join(filesDir, 'companies', '2', 'marcas', 'ajeno.csv'), 'de la empresa 2');
    expect((await download(admin2, 'marcas', 'ajeno.csv')).body).toBe('de la empresa 2');
    // Company 1 naming company 2's file, by its own folder or by climbing out of it.
    expect((await download(admin, 'marcas', 'ajeno.csv')).statusCode).toBe(404);
    const attempts: [string, string][] = [
      ['..', 'secret.txt'],
      ['marcas', '..'],
      ['marcas', '../../secret.txt'],
      ['../2/marcas', 'ajeno.csv'],
      ['marcas', '/etc/passwd'],
      ['/etc', 'passwd'],
      ['marcas', '%2e%2e'],
      ['%2e%2e', 'secret.txt'],
      ['marcas', '%2e%2e%2f%2e%2e%2fsecret.txt'],
      ['marcas', '..%2f..%2fsecret.txt'],
      ['marcas', '%2E%2E%2F2%2Fmarcas%2Fajeno.csv'],
      ['marcas', '%252e%252e%252fsecret.txt'],
      ['marcas', '..\\..\\secret.txt'],
      ['marcas', '%5c..%5csecret.txt'],
      ['marcas', 'ajeno.csv%00.txt'],
      ['marcas', '%c0%ae%c0%ae'],
      ['marcas', '.'],
      ['.', 'secret.txt'],
      ['C:', 'secret.txt'],
    ];
    for (const [carpeta, nom] of attempts) {
      const res = await download(admin, carpeta, nom);
      expect(res.statusCode, `${carpeta} ${nom}`).toBe(400);
      expect(res.body).not.toContain('secret');
    }
    // A link inside the company's folder that points outside it is not followed.
    symlinkSync(join(filesDir, 'secret.txt'), join(filesDir, 'companies', '1', 'marcas', 'enlace.txt'));
    expect((await download(admin, 'marcas', 'enlace.txt')).statusCode).toBe(404);
    expect((await download(admin, 'marcas', 'no-existe.csv')).json().error.code).toBe('FILE_NOT_FOUND');
  });

  it('serves the sample clock files of each format to every company', async () => {
    for (const name of ['marcas-quincena.csv', 'marcas-reloj.txt', 'marcas-quincena.xlsx', '1_attlog.dat']) {
      const res = await download(admin2, 'ejemplos', name);
      expect(res.statusCode, name).toBe(200);
      expect(res.rawPayload.equals(sample(name))).toBe(true);
    }
    expect((await download(admin, 'ejemplos', 'generate-samples.ts%2f..')).statusCode).toBe(400);
  });
});

describe('clock files: register and read', () => {
  let csvFileId: number;

  it('reads the sample CSV: its marks stored, the two bad rows listed with file, row, value and reason', async () => {
    const { file, job } = await readFile(assistant, 'marcas-quincena.csv', sample('marcas-quincena.csv'));
    csvFileId = file.fileId;
    expect(job).toMatchObject({ kind: 'clock_file', status: 'succeeded' });
    expect(job.result).toMatchObject({ fileId: csvFileId, totalRows: 284, markRows: 282, errorRows: 2 });
    expect(file).toMatchObject({
      fileName: 'marcas-quincena.csv',
      format: 'csv',
      status: 'parsed',
      totalRows: 284,
      markRows: 282,
      newMarks: 282,
      duplicateMarks: 0,
      errorRows: 2,
      uploadedBy: 'asistente.rrhh',
      error: null,
    });
    expect(await markCount()).toBe(282);
    const errors = await data(auditor, 'asistencia/recordsclock', { fileId: csvFileId });
    expect(errors.total).toBe(2);
    expect(
      errors.items.map((e: { row: number; value: string; reason: string }) => [e.row, e.value, e.reason]),
    ).toEqual([
      [20, '31/11/2026', 'unreadable_date'],
      [65, expect.stringContaining('Visitante'), 'empty_identifier'],
    ]);
    expect(errors.items[0]).toMatchObject({
      fileName: 'marcas-quincena.csv',
      message: expect.stringContaining('fecha'),
    });
    const english = await data(auditor, 'asistencia/recordsclock', { fileId: csvFileId }, 'POST', 'en');
    expect(english.items[0].message).toContain('date');
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'clock_file' and entity_id = ${String(csvFileId)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['clock_file_registered', 'clock_file_read']);
  });

  it('adds nothing when the same file is uploaded again, and says how many were duplicates', async () => {
    const { file } = await readFile(admin, 'otra-vez.csv', sample('marcas-quincena.csv'));
    expect(file).toMatchObject({ markRows: 282, newMarks: 0, duplicateMarks: 282, errorRows: 2 });
    expect(await markCount()).toBe(282);
  });

  it('stores only the new marks of an overlapping export; repeats inside a file, unknown people and closed dates are rows in error', async () => {
    const csv = [
      'Número de empleado,Fecha,Hora,Tipo',
      '8,16/11/2026,07:55:00,Entrada', // maybe already stored: decided below
      '8,03/12/2026,07:58:00,Entrada', // no projected payroll on 3 December (nor the 2nd: no night exit)
      '9,30/11/2026,18:30:00,Salida',
      '9,30/11/2026,18:30:00,Salida', // the same mark twice in the file
      '99999,20/11/2026,08:00:00,Entrada', // nobody has that number
      'GAF-77,20/11/2026,08:00:00,Entrada', // nor that badge
    ].join('\r\n');
    const stored = await rows<{ n: number }>(
      sql`select count(*)::int as n from clock_marks where company_id = 1 and employee_number = 8 and marked_at = '2026-11-16 07:55:00'`,
    );
    const before = await markCount();
    const { file } = await readFile(admin, 'solape.csv', csv);
    const firstIsNew = Number(stored[0]!.n) === 0 ? 1 : 0;
    expect(file).toMatchObject({ totalRows: 6, markRows: 6, newMarks: 1 + firstIsNew, errorRows: 4 });
    expect(await markCount()).toBe(before + 1 + firstIsNew);
    const errors = await data(admin, 'asistencia/recordsclock', { fileId: file.fileId });
    expect(errors.items.map((e: { row: number; reason: string }) => [e.row, e.reason])).toEqual([
      [3, 'no_projected_payroll'],
      [5, 'duplicate_in_file'],
      [6, 'unknown_employee'],
      [7, 'unknown_badge'],
    ]);
    // The re-upload above: every mark a duplicate.
    const again = await readFile(admin, 'solape-2.csv', csv);
    expect(again.file).toMatchObject({ newMarks: 0, duplicateMarks: 2, errorRows: 4 });
  });

  it('matches a badge code kept on the employee before the employee number', async () => {
    await t.database.db.execute(
      sql`update employees set badge_code = 'GAF-9' where company_id = 1 and employee_number = 9`,
    );
    const { file } = await readFile(admin, 'gafete.csv', 'Carné,Fecha,Hora\r\nGAF-9,27/11/2026,12:01:00\r\n');
    expect(file).toMatchObject({ newMarks: 1, errorRows: 0 });
    const marks = await data(admin, 'asistencia/clockmarks', { num_empleado: 9, date: '2026-11-27' });
    expect(marks.items.map((m: { markedAt: string }) => m.markedAt)).toContain('2026-11-27T12:01:00');
  });

  it('reads the other sample formats (Latin-1 TXT, XLSX, ZKTeco attlog)', async () => {
    for (const [name, format] of [
      ['marcas-reloj.txt', 'txt'],
      ['marcas-quincena.xlsx', 'xlsx'],
      ['1_attlog.dat', 'zkteco'],
    ] as const) {
      const { file } = await readFile(manager, `s-${name}`, sample(name));
      expect(file, name).toMatchObject({ status: 'parsed', format, errorRows: 0 });
      expect(file.newMarks, name).toBe(file.markRows);
    }
  });

  it('fails a file that cannot be read as a whole: no marks, the reason on the file and the job', async () => {
    const before = await markCount();
    const { file, job } = await readFile(admin, 'informe.pdf', '%PDF-1.4 binary');
    expect(file).toMatchObject({ status: 'failed', error: { code: 'CLOCK_FILE_UNSUPPORTED' } });
    expect(job).toMatchObject({ status: 'failed', error: { code: 'CLOCK_FILE_UNSUPPORTED' } });
    expect(await markCount()).toBe(before);
  });

  it('validates, refuses a second registration, and keeps companies and roles apart', async () => {
    const bad = await call(
      admin,
      'asistencia/fileasistence',
      { nom_archivo: '../x', carpeta: 'marcas' },
      'PUT',
    );
    expect(bad.statusCode).toBe(400);
    const missing = await call(
      admin,
      'asistencia/fileasistence',
      { nom_archivo: 'no.csv', carpeta: 'marcas' },
      'PUT',
    );
    expect(missing.json().error.code).toBe('FILE_NOT_FOUND');
    const twice = await call(
      admin,
      'asistencia/fileasistence',
      { nom_archivo: 'marcas-quincena.csv', carpeta: 'marcas' },
      'PUT',
    );
    expect(twice.json().error.code).toBe('CLOCK_FILE_ALREADY_REGISTERED');
    expect((await call(admin, 'asistencia/readfile', { fileId: 'x' }, 'PUT')).statusCode).toBe(400);
    // Another company sees none of it.
    expect((await call(admin2, 'asistencia/readfile', { fileId: csvFileId }, 'PUT')).json().error.code).toBe(
      'CLOCK_FILE_NOT_FOUND',
    );
    expect((await data(admin2, 'asistencia/filesclock', {})).total).toBe(0);
    expect((await data(admin2, 'asistencia/recordsclock', {})).total).toBe(0);
    expect((await data(admin2, 'asistencia/clockmarks', {})).total).toBe(0);
    expect((await call(admin2, 'asistencia/recordsclock', { fileId: csvFileId })).statusCode).toBe(404);
    // The auditor reads but registers and reads nothing; a refused call changes nothing.
    const before = await tableFingerprints(t.database.db);
    expect((await call(auditor, 'asistencia/readfile', { fileId: csvFileId }, 'PUT')).statusCode).toBe(403);
    expect(
      (await call(auditor, 'asistencia/fileasistence', { nom_archivo: 'dup.csv', carpeta: 'marcas' }, 'PUT'))
        .statusCode,
    ).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect((await data(auditor, 'asistencia/filesclock', { status: 'parsed' })).total).toBeGreaterThan(0);
  });
});

describe('applying marks to a payroll', () => {
  const fortnight = () => payrollIds['fortnightly:2026-11-16']!;
  const day = async (num: number, date: string) =>
    (await data(admin, 'asistencia/presencelist', { payrollId: fortnight(), num_empleado: num, date }))
      .items[0];
  const version = async () =>
    Number(
      (
        await rows<{ v: number }>(
          sql`select inputs_version as v from payrolls where company_id = 1 and id = ${fortnight()}`,
        )
      )[0]!.v,
    );

  it('lists the payrolls with marks and their marks', async () => {
    const list = await data(auditor, 'asistencia/clockpayroll', {});
    const item = list.find((p: { payrollId: number }) => p.payrollId === fortnight());
    expect(item).toMatchObject({ periodicity: 'fortnightly', status: 'projected', lastAppliedAt: null });
    expect(item.marks).toBeGreaterThan(0);
    expect(item.employeesWithMarks).toBeGreaterThan(0);
    const marks = await data(auditor, 'asistencia/clockmarks', {
      payrollId: fortnight(),
      num_empleado: 8,
      pageSize: 5,
    });
    expect(marks.items[0]).toMatchObject({ num_empleado: 8, markedAt: expect.stringMatching(/^2026-11-1/) });
    expect((await call(admin2, 'asistencia/clockmarks', { payrollId: fortnight() })).statusCode).toBe(404);
  });

  it('previews without changing anything, then applies R, E and S in one transaction (HR assistant)', async () => {
    const before = await tableFingerprints(t.database.db);
    const preview = await data(
      assistant,
      'asistencia/diaryasistenceclock',
      { payrollId: fortnight() },
      'PUT',
    );
    expect(preview.applied).toBe(false);
    expect(preview.changedDays).toBeGreaterThan(0);
    expect(preview.changes.length).toBe(Math.min(preview.changedDays, 500));
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const v = await version();
    const applied = await data(
      assistant,
      'asistencia/diaryasistenceclock',
      { payrollId: fortnight(), preview: false },
      'PUT',
    );
    expect(applied).toMatchObject({ applied: true, changedDays: preview.changedDays, inputsVersion: v + 1 });
    const codes = new Set(applied.changes.map((c: { toCode: string }) => c.toCode));
    expect([...codes].every((c) => ['R', 'E', 'S'].includes(c as string))).toBe(true);
    const first = applied.changes[0];
    const d = await day(first.num_empleado, first.date);
    expect(d).toMatchObject({ code: first.toCode, source: 'clock', entryTime: first.entryTime });
    // Nothing left to change: applying again changes no day.
    const again = await data(admin, 'asistencia/diaryasistenceclock', { payrollId: fortnight() }, 'PUT');
    expect(again.changedDays).toBe(0);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where action = 'clock_marks_applied' and entity_id = ${String(fortnight())}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('leaves a day a person changed unless asked to overwrite it', async () => {
    const changed = (
      await data(admin, 'asistencia/presencelist', {
        payrollId: fortnight(),
        sources: ['clock'],
        pageSize: 1,
      })
    ).items[0];
    await data(
      manager,
      'asistencia/diaryAsistence',
      {
        payrollId: fortnight(),
        items: [{ num_empleado: changed.num_empleado, date: changed.date, code: 'A' }],
      },
      'PUT',
    );
    // The preview shows exactly what applying does: the kept day with its own code and times, not the marks'.
    const preview = await data(admin, 'asistencia/diaryasistenceclock', { payrollId: fortnight() }, 'PUT');
    const shown = preview.changes.find(
      (c: { num_empleado: number; date: string }) =>
        c.num_empleado === changed.num_empleado && c.date === changed.date,
    );
    expect(shown).toMatchObject({ personChanged: true, applies: false, fromCode: 'A', toCode: 'A' });
    const kept = await data(
      admin,
      'asistencia/diaryasistenceclock',
      { payrollId: fortnight(), preview: false },
      'PUT',
    );
    expect(kept).toMatchObject({ changedDays: 0, skippedPersonDays: 1 });
    expect(kept.changes).toEqual(preview.changes);
    expect(await day(changed.num_empleado, changed.date)).toMatchObject({
      code: shown.toCode,
      entryTime: shown.entryTime,
      exitTime: shown.exitTime,
      ordinaryMinutes: shown.ordinaryMinutes,
      extraMinutes: shown.extraMinutes,
    });
    const overwriting = await data(
      admin,
      'asistencia/diaryasistenceclock',
      { payrollId: fortnight(), overwritePersonChanges: true },
      'PUT',
    );
    expect(overwriting.changes[0]).toMatchObject({ applies: true, toCode: changed.code });
    expect(kept.changes[0]).toMatchObject({
      num_empleado: changed.num_empleado,
      date: changed.date,
      personChanged: true,
    });
    expect((await day(changed.num_empleado, changed.date)).code).toBe('A');
    const overwritten = await data(
      admin,
      'asistencia/diaryasistenceclock',
      { payrollId: fortnight(), preview: false, overwritePersonChanges: true },
      'PUT',
    );
    expect(overwritten).toMatchObject({ changedDays: 1, skippedPersonDays: 0 });
    expect(await day(changed.num_empleado, changed.date)).toMatchObject({
      code: changed.code,
      source: 'clock',
    });
  });

  it("uses the schedule's tolerances: 3 minutes past the shift's end are no extra hours (issue 23)", async () => {
    // A member without marks, on a working day of a daytime schedule.
    const [d] = await rows<{ n: number; date: string; start: string; end: string; schedule: number }>(sql`
      select d.employee_number as n, d.work_date::text as date, s.start_time as start, s.end_time as end,
        s.id as schedule
      from attendance_days d join schedules s on s.company_id = d.company_id and s.id = d.schedule_id
      where d.company_id = 1 and d.payroll_id = ${fortnight()} and not d.rest_day and d.holiday_id is null
        and d.code = 'R' and d.source = 'projection' and s.start_time < s.end_time
        and not exists (select 1 from clock_marks m where m.company_id = 1 and m.employee_number = d.employee_number)
      order by d.employee_number, d.work_date limit 1`);
    const [h, m] = d!.end.split(':').map(Number);
    const late = `${String(h).padStart(2, '0')}:${String(m! + 3).padStart(2, '0')}`;
    await t.database.db.execute(sql`insert into clock_marks (company_id, employee_number, marked_at, state)
      values (1, ${d!.n}, ${`${d!.date} ${d!.start}:00`}, 0), (1, ${d!.n}, ${`${d!.date} ${late}:00`}, 1)`);
    const setMinimum = (minutes: number) =>
      t.database.db
        .execute(sql`update schedules set extra_minimum_minutes = ${minutes}, extra_rounding = 'none'
        where company_id = 1 and id = ${d!.schedule}`);
    const apply = () =>
      data(
        admin,
        'asistencia/diaryasistenceclock',
        { payrollId: fortnight(), preview: false, employees: [d!.n] },
        'PUT',
      );
    await setMinimum(15);
    await apply();
    expect(await day(d!.n, d!.date)).toMatchObject({ code: 'R', extraMinutes: 0, source: 'clock' });
    // The same marks under a schedule counting every minute: pending extra hours.
    await setMinimum(0);
    await apply();
    expect(await day(d!.n, d!.date)).toMatchObject({ code: 'E', extraMinutes: 3, extraStatus: 'pending' });
  });

  it('refuses a paid payroll (409) and a refused call changes nothing; the auditor may not apply; tenancy', async () => {
    const id = payrollIds['monthly:2026-11-01']!;
    await t.database.db
      .update(payrolls)
      .set({ status: 'paid' })
      .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, id)));
    const before = await tableFingerprints(t.database.db);
    for (const preview of [true, false]) {
      const res = await call(admin, 'asistencia/diaryasistenceclock', { payrollId: id, preview }, 'PUT');
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('PAYROLL_PAID');
    }
    expect(
      (
        await call(
          auditor,
          'asistencia/diaryasistenceclock',
          { payrollId: fortnight(), preview: false },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          admin2,
          'asistencia/diaryasistenceclock',
          { payrollId: fortnight(), preview: false },
          'PUT',
        )
      ).json().error.code,
    ).toBe('PAYROLL_NOT_FOUND');
    const invalid = await call(
      admin,
      'asistencia/diaryasistenceclock',
      { payrollId: 'x', preview: 'yes' },
      'PUT',
    );
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['payrollId', 'preview']);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // A paid payroll's days no longer take marks: a file read now lists them as rows in error.
    const { file } = await readFile(
      admin,
      'pagada.csv',
      'Número de empleado,Fecha,Hora\r\n2,26/11/2026,12:34:00\r\n',
    );
    expect(file).toMatchObject({ newMarks: 0, errorRows: 1 });
    await t.database.db
      .update(payrolls)
      .set({ status: 'projected' })
      .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, id)));
  });
});
