import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { importJobs } from '../../db/schema';
import { multipartBody, postFile } from '../../test/multipart';
import { apiCalls, createTestApp, signIn, type Session, type TestApp } from '../../test/test-app';
import { failGhostJobs, GHOST_AFTER_MS, jobsSettled, observeJobProgress } from './jobs.service';

/**
 * Issue 23: work a job marks as in progress returns to a retryable state when its process dies: recovery
 * (at start, and when the work is asked for again) fails the job (JOB_INTERRUPTED) and releases what it held;
 * a job whose lease was taken over cannot write its result. A killed process is simulated by its leftovers: a
 * job row left running (an expired lease, another owner) and its resource left in its in-progress state.
 */
let t: TestApp;
let filesDir: string;
let admin: Session;
let restarted: FastifyInstance | null = null;
const { call, data, rows } = apiCalls(() => t);

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'planilla-jobs23-'));
  t = await createTestApp({ filesDir });
  admin = await signIn(t.app, 'admin', 1);
});
afterAll(async () => {
  await restarted?.close();
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const EXPIRED = () => new Date(Date.now() - GHOST_AFTER_MS - 60_000);
const ghostJob = async (kind: string, updatedAt = EXPIRED()) => {
  const id = randomUUID();
  await t.database.db.insert(importJobs).values({
    id,
    kind,
    status: 'running',
    total: 10,
    processed: 3,
    userId: admin.userId,
    companyId: 1,
    instanceId: 'killed-process',
    updatedAt,
  });
  return id;
};
const jobRow = async (id: string) =>
  (await t.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;

/** A clock file stored and registered; answers its id. */
const clockFile = async (nom: string) => {
  const body = multipartBody(
    { filename: nom, content: '0001,2026-11-16 07:00\n' },
    { nom_archivo: nom, carpeta: 'marcas' },
  );
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/util/',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  return (await data(admin, 'asistencia/fileasistence', { nom_archivo: nom, carpeta: 'marcas' }, 'PUT'))
    .fileId as number;
};
/** The file left `parsing` by job `jobId`, as a killed read leaves it. */
const leaveParsing = (fileId: number, jobId: string) =>
  t.database.db.execute(
    sql`update clock_files set status = 'parsing', job_id = ${jobId} where id = ${fileId}`,
  );
const fileStatus = async (fileId: number) =>
  (
    await rows<{ status: string; error_code: string | null }>(
      sql`select status, error_code from clock_files where id = ${fileId}`,
    )
  )[0]!;

describe('recovery of interrupted jobs', () => {
  it('a clock file whose read was killed can be read again: the read asks for recovery, the job says JOB_INTERRUPTED', async () => {
    const fileId = await clockFile('muerto.csv');
    const ghost = await ghostJob('clock_file');
    await leaveParsing(fileId, ghost);

    const again = await call(admin, 'asistencia/readfile', { fileId }, 'PUT');
    expect(again.statusCode, again.body).toBe(200);
    await jobsSettled();
    expect(await fileStatus(fileId)).toMatchObject({ status: 'parsed' });
    const status = await data(admin, 'empleados/importstatus', { jobId: ghost });
    expect(status).toMatchObject({ status: 'failed', error: { code: 'JOB_INTERRUPTED' } });
  });

  it('at start, releases what the jobs of a dead process held (a file left parsing, staging rows)', async () => {
    const fileId = await clockFile('reinicio.csv');
    // On the embedded database a killed process's job is a ghost at once; on PostgreSQL once its lease expired.
    const read = await ghostJob('clock_file', t.database.kind === 'pglite' ? new Date() : EXPIRED());
    await leaveParsing(fileId, read);
    const load = await ghostJob('employees');
    await t.database.db.execute(
      sql`insert into job_staging (job_id, part, seq, payload) values (${load}, 'employees', 1, '{}'::jsonb)`,
    );

    restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    expect(await fileStatus(fileId)).toEqual({ status: 'failed', error_code: 'JOB_INTERRUPTED' });
    expect(await jobRow(read)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    expect(await jobRow(load)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    expect(await rows(sql`select 1 from job_staging where job_id = ${load}`)).toEqual([]);
    const listed = await data(admin, 'asistencia/filesclock', { pageSize: 100 });
    expect(listed.items.find((f: { fileId: number }) => f.fileId === fileId)).toMatchObject({
      status: 'failed',
      error: { code: 'JOB_INTERRUPTED' },
    });
  });

  it('on a shared PostgreSQL, leaves alone what a live instance holds (its lease is fresh)', async () => {
    if (t.database.kind === 'pglite') return;
    const fileId = await clockFile('vivo.csv');
    const live = await ghostJob('clock_file', new Date());
    await leaveParsing(fileId, live);
    await failGhostJobs(t.database.db, { embedded: false });
    expect((await jobRow(live)).status).toBe('running');
    expect((await fileStatus(fileId)).status).toBe('parsing');
    expect((await call(admin, 'asistencia/readfile', { fileId }, 'PUT')).json().error.code).toBe(
      'CLOCK_FILE_BUSY',
    );
  });
});

describe('fenced writes', () => {
  it('an import whose job was taken over (failed by another instance’s recovery) publishes nothing', async () => {
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from employees where company_id = 1`,
    );
    let takenOver: string | null = null;
    const stop = observeJobProgress(async (jobId) => {
      if (takenOver) return;
      takenOver = jobId;
      // Another instance took this job for dead: it failed it and released what it held.
      await t.database.db
        .update(importJobs)
        .set({ status: 'failed', errorCode: 'JOB_INTERRUPTED', instanceId: 'other-instance' })
        .where(eq(importJobs.id, jobId));
    });
    try {
      const csv = await (
        await t.app.inject({
          method: 'POST',
          url: '/api/empleados/importtemplate',
          headers: admin.headers,
          payload: { format: 'csv' },
        })
      ).rawPayload.toString('utf8');
      const header = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(';');
      const values: Record<string, string> = {
        tipo_identificacion: 'Cédula física',
        identificacion: '1-0880-0001',
        nombre: 'Cercado',
        primer_apellido: 'Prueba',
        fecha_nacimiento: '14/03/1990',
        sexo: 'M',
        estado_civil: 'Soltero',
        nacionalidad: 'Costa Rica',
        escolaridad: 'Secundaria completa (bachillerato)',
        hijos: '0',
        credito_conyuge: 'N',
        departamento: 'produccion',
        ocupacion: 'Peón agrícola',
        ubicacion: 'Finca La Montaña',
        horario: 'Diurna L-S 06:00-14:00',
        periodicidad: 'semanal',
        fecha_ingreso: '2026-03-02',
        salario: '425000.00',
      };
      const content = [header.join(';'), header.map((h) => values[h] ?? '').join(';')].join('\r\n');
      const res = await postFile(t.app, 'empleados/importemployees', admin.headers, {
        filename: 'empleados.csv',
        content,
      });
      expect(res.statusCode, res.body).toBe(200);
      await jobsSettled();
      expect(takenOver).toBe(res.json().data.jobId);
      // The job's own ending did not overwrite the takeover, and nothing was published.
      expect(await jobRow(takenOver!)).toMatchObject({
        status: 'failed',
        errorCode: 'JOB_INTERRUPTED',
        instanceId: 'other-instance',
      });
      expect(
        await rows<{ n: number }>(sql`select count(*)::int as n from employees where company_id = 1`),
      ).toEqual(before);
    } finally {
      stop();
    }
  });
});
