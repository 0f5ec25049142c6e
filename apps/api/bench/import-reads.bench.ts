/**
 * Reads during a long import on the embedded database (issue 10): imports a 20 000-row employee file into
 * company 1 of the in-memory demo database while one client keeps asking for the employee list, one request
 * after another. Prints how long the import took and the list's latency while it ran (p50, p95, max).
 *
 *   npx tsx apps/api/bench/import-reads.bench.ts
 *
 * Environment: BENCH_ROWS (20000).
 */
import { IMPORT_COLUMNS } from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import { eq } from 'drizzle-orm';
import { importJobs } from '../src/db/schema';
import { multipartBody } from '../src/test/multipart';
import { createTestApp, signIn } from '../src/test/test-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const HEADER = IMPORT_COLUMNS.map((c) => c.column);
const iban = (account: string) => {
  const bban = `0151${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const csv = [
  HEADER.join(','),
  ...Array.from({ length: ROWS }, (_, i) => {
    const n = 80_000_000 + i;
    const row: Record<string, string> = {
      tipo_identificacion: 'Cédula física',
      identificacion: `1${String(n).padStart(8, '0')}`,
      nombre: `Persona${n}`,
      primer_apellido: 'Ramírez',
      fecha_nacimiento: '14/03/1990',
      sexo: 'F',
      estado_civil: 'Soltero',
      nacionalidad: 'Costa Rica',
      banco: 'BNCR',
      iban: iban(String(n).padStart(14, '0')),
      horario: 'Diurna L-S 06:00-14:00',
      periodicidad: 'semanal',
      fecha_ingreso: '2026-03-02',
      salario: '425000',
    };
    return HEADER.map((h) => row[h] ?? '').join(',');
  }),
].join('\r\n');

const pct = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

const main = async () => {
  const t = await createTestApp();
  const admin = await signIn(t.app, 'admin', 1);
  const body = multipartBody({ filename: 'empleados.csv', content: csv, contentType: 'text/csv' });
  const started = Date.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/empleados/importemployees',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  const jobId = res.json().data.jobId as string;
  const accepted = Date.now();
  const latencies: number[] = [];
  let status = 'running';
  while (status === 'running') {
    const t0 = performance.now();
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/employeeslist',
      headers: admin.headers,
      payload: { pageSize: 10, search: 'ram' },
    });
    if (list.statusCode !== 200) throw new Error(list.body);
    latencies.push(performance.now() - t0);
    [{ status }] = (await t.database.db
      .select({ status: importJobs.status })
      .from(importJobs)
      .where(eq(importJobs.id, jobId))) as [{ status: string }];
  }
  const done = Date.now();
  latencies.sort((a, b) => a - b);
  console.log(
    `import of ${ROWS} rows: ${status}; upload, validation and answer ${((accepted - started) / 1000).toFixed(1)} s, ` +
      `job ${((done - accepted) / 1000).toFixed(1)} s`,
  );
  console.log(
    `employee list during the job: ${latencies.length} answers, p50 ${pct(latencies, 50).toFixed(0)} ms, ` +
      `p95 ${pct(latencies, 95).toFixed(0)} ms, max ${pct(latencies, 100).toFixed(0)} ms`,
  );
  await t.close();
};

void main();
