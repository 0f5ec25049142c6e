/**
 * Many companies calculating at once on one server (issue 28), on the real PostgreSQL (DATABASE_URL, default the
 * local server), in its own database, dropped at the end: 10 companies of 2 000 fortnightly employees and one of
 * 20 000, each with its payroll of 16–30 November 2026 projected. On a separate production server process
 * (`apps/api/dist/server.js`, as `npm start` runs it) it measures the calculation of the 20 000-employee company
 * alone, then the 10 companies' calculations started at the same moment, each by its own administrator session.
 * Prints each figure beside its target:
 *
 *   the 10 companies at once, from the first call to the last answer        ≤ 1.3 × one company of 20 000
 *   every calculation answered, none failed or refused
 *
 *   npm run bench:payroll-companies
 *
 * Environment: BENCH_COMPANIES (10), BENCH_COMPANY_EMPLOYEES (2000), BENCH_KEEP_DB=1.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { BENCH_PASSWORD, createBenchDatabase, figuresMissed, report, startServerProcess } from './bench-db';
import { apiClient, seedFortnightlyEmployees } from './bench-payroll';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const PER_COMPANY = Number(process.env.BENCH_COMPANY_EMPLOYEES ?? 2_000);
const BIG = COMPANIES + 1;
const PERIOD = { start: '2026-11-16', end: '2026-11-30' };

type Calc = { totals: { employees: number; net: number } };

const main = async () => {
  console.log(
    `payroll-companies bench: ${COMPANIES} companies of ${PER_COMPANY} employees at once, beside one of ${COMPANIES * PER_COMPANY}`,
  );
  const bench = await createBenchDatabase('planilla_bench_companies');
  const config = loadConfig({
    databaseUrl: bench.url,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
    renderVoucherFiles: false,
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-bench-files-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  const db = bench.database.db;
  const companies = [...Array.from({ length: COMPANIES }, (_, i) => i + 1), BIG];
  try {
    let t = performance.now();
    for (const companyId of companies)
      await seedFortnightlyEmployees(db, companyId === BIG ? COMPANIES * PER_COMPANY : PER_COMPANY, {
        hiredInNovember: false,
        companyId,
      });
    await db.execute(sql`analyze`);
    console.log(`seeded ${companies.length} companies in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    // Each company's payroll created and projected through the calls, in this process.
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const local = typeof address === 'object' && address ? address.port : 0;
    const payrollOf = new Map<number, number>();
    t = performance.now();
    for (const companyId of companies) {
      const api = apiClient(local, { user: 'bench', password: BENCH_PASSWORD, companyId });
      await api.signIn();
      const payrollId = (
        await api.ok<{ payrollId: number }>('POST', 'paramPlanilla/newpayroll', {
          periodicity: 'fortnightly',
          periodStart: PERIOD.start,
          periodEnd: PERIOD.end,
        })
      ).data.payrollId;
      await api.ok('PUT', 'procesoPlanilla/projectpayroll', { payrollId });
      payrollOf.set(companyId, payrollId);
      api.close();
    }
    await db.execute(sql`analyze`);
    console.log(`projected ${companies.length} payrolls in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    server = await startServerProcess(bench.url, filesDir);
    const clients = new Map(
      companies.map((companyId) => [
        companyId,
        apiClient(server!.port, { user: 'bench', password: BENCH_PASSWORD, companyId }),
      ]),
    );
    for (const c of clients.values()) await c.signIn();
    const calculate = (companyId: number) =>
      clients.get(companyId)!.send<Calc>('PUT', 'procesoPlanilla/calculatePayroll', {
        payrollId: payrollOf.get(companyId),
      });

    // Warm-up: one small company's calculation (code loaded and optimised, pool connections opened).
    await calculate(1);
    const one = await calculate(BIG);
    if (!one.json.ok)
      throw new Error(`the ${BIG}th company's calculation: ${JSON.stringify(one.json.error)}`);
    report(
      `one company of ${one.json.data.totals.employees} employees`,
      `${(one.ms / 1000).toFixed(2)} s`,
      'none (the reference)',
      null,
    );

    const t0 = performance.now();
    const many = await Promise.all(companies.filter((c) => c !== BIG).map((c) => calculate(c)));
    const wall = performance.now() - t0;
    const failed = many.filter((r) => !r.json.ok);
    const employees = many.reduce((n, r) => n + (r.json.ok ? r.json.data.totals.employees : 0), 0);
    const times = many.map((r) => r.ms).sort((a, b) => a - b);
    report(
      `${COMPANIES} companies of ${PER_COMPANY} employees calculating at once (${employees} payslips)`,
      `${(wall / 1000).toFixed(2)} s from the first call to the last answer, ${(wall / one.ms).toFixed(2)} × the one company ` +
        `(each company ${(times[0]! / 1000).toFixed(2)}–${(times.at(-1)! / 1000).toFixed(2)} s)`,
      '≤ 1.3 × one company of the same size',
      wall <= 1.3 * one.ms && failed.length === 0,
    );
    report(
      'calculations answered',
      `${many.length - failed.length} of ${many.length} succeeded${failed.length ? `; failed: ${failed.map((r) => JSON.stringify(r.json.error)).join(', ')}` : ''}`,
      'all',
      failed.length === 0,
    );
    const peak = server.memory().peak;
    report('peak server memory', `${(peak / 1e6).toFixed(0)} MB (VmHWM)`, '≤ 500 MB', peak <= 500e6);
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    for (const c of clients.values()) c.close();
  } finally {
    await server?.stop();
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${bench.url}`);
    else await bench.drop();
  }
  const missed = figuresMissed();
  console.log(missed.length === 0 ? 'all targets met' : `${missed.length} target(s) missed`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
