import { IMPORT_COLUMNS } from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, importJobs, jobStaging } from '../../../db/schema';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, signIn, type Session, type TestApp } from '../../../test/test-app';
import { observeJobProgress } from '../../jobs/jobs.service';

/**
 * Issue 10: a long employee import does not hold the (embedded, single-connection) database. The job's
 * progress observer is the ordering signal: the import waits at a chunk boundary while the test reads the
 * employee list. Before, the whole import was one transaction and that read waited for it: a deadlock.
 */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 1);
});
afterAll(async () => t?.close());

const ROWS = 2500;
const HEADER = IMPORT_COLUMNS.map((c) => c.column);
const iban = (account: string) => {
  const bban = `0151${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const csv = (first: number) =>
  [
    HEADER.join(','),
    ...Array.from({ length: ROWS }, (_, i) => {
      const n = first + i;
      const row: Record<string, string> = {
        tipo_identificacion: 'Cédula física',
        identificacion: `1${String(n).padStart(8, '0')}`,
        nombre: `Persona${n}`,
        primer_apellido: 'Ramírez',
        segundo_apellido: 'Solano',
        fecha_nacimiento: '14/03/1990',
        sexo: 'M',
        estado_civil: 'Soltero',
        nacionalidad: 'Costa Rica',
        banco: 'BNCR',
        iban: iban(String(n).padStart(14, '0')),
        correo: `p${n}@example.cr`,
        horario: 'Diurna L-S 06:00-14:00',
        periodicidad: 'semanal',
        fecha_ingreso: '2026-03-02',
        salario: '425000',
      };
      return HEADER.map((h) => row[h] ?? '').join(',');
    }),
  ].join('\r\n');

const startImport = async (first: number) => {
  const body = multipartBody({ filename: 'empleados.csv', content: csv(first), contentType: 'text/csv' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/empleados/importemployees',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.jobId as string;
};
const jobOf = async (id: string) =>
  (await t.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;
const waitDone = async (id: string) => {
  for (;;) {
    const job = await jobOf(id);
    if (job.status !== 'running') return job;
    await new Promise((r) => setImmediate(r));
  }
};
const employeeCount = async () =>
  (await t.database.db.select({ n: count() }).from(employees).where(eq(employees.companyId, 1)))[0]!.n;
const stagingCount = async () => (await t.database.db.select({ n: count() }).from(jobStaging))[0]!.n;

describe('a long employee import and the embedded database', () => {
  it('answers the employee list while the import runs, and publishes the whole import at once', async () => {
    const before = await employeeCount();
    const reads: { status: number; total: number; processed: number }[] = [];
    // Any job's progress (this file runs one import at a time): the import's own answer may come later.
    const stop = observeJobProgress(async (_jobId, processed) => {
      if (reads.length > 0 || processed >= ROWS) return;
      // The import is between two chunks: a read gets the database, and sees none of the import yet.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/empleados/employeeslist',
        headers: admin.headers,
        payload: { pageSize: 5 },
      });
      reads.push({ status: res.statusCode, total: res.json().data.total, processed });
    });
    try {
      const importId = await startImport(60_000_000);
      const job = await waitDone(importId);
      expect(job.status).toBe('succeeded');
    } finally {
      stop();
    }
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ status: 200, total: before });
    expect(await employeeCount()).toBe(before + ROWS);
    expect(await stagingCount()).toBe(0);
  });

  it('leaves the previous state intact when the import fails half-way', async () => {
    const before = await employeeCount();
    const stop = observeJobProgress((_jobId, processed) => {
      if (processed > 0 && processed < ROWS) throw new Error('the disk is full');
    });
    try {
      const importId = await startImport(70_000_000);
      const job = await waitDone(importId);
      expect(job).toMatchObject({ status: 'failed', errorCode: 'INTERNAL_ERROR' });
    } finally {
      stop();
    }
    expect(await employeeCount()).toBe(before);
    expect(await stagingCount()).toBe(0);
  });
});
