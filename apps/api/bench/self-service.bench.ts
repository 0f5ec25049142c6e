/**
 * Employee self-service at scale on the real PostgreSQL (DATABASE_URL, default the local server), in its own
 * database, dropped at the end (issue 27). 20 000 fortnightly employees and a year of closed fortnightly payrolls
 * (1 Dec 2025 – 30 Nov 2026: 24 payrolls, 480 000 payslips): the last one run through the real calls (project,
 * calculate, close), the 23 before it copied from it set-based. 50 of the employees have a self-service login and
 * call at the same time, each its own session. Prints each figure beside its target:
 *
 *   "my payslips" (autoservicio/mispagos: 24 closed payslips, newest first), 50 employees at once   p95 ≤ 50 ms
 *   "my vacations" (autoservicio/misvacaciones: the balance per period), 50 employees at once        p95 ≤ 50 ms
 *   a salary certificate's PDF (autoservicio/constancia: averages of 3 and 6 months, the QR), one at a time  ≤ 200 ms
 *
 *   npm run bench:self-service
 *
 * "At once" is 50 people on their phones: each employee waits 0.5–1.5 s (a tap) between calls, about 50 calls a
 * second in all, as many in flight as happen to meet; BENCH_THINK_MS=0 makes it a closed loop (each asks again the
 * moment it has its answer), a stress figure printed apart.
 *
 * Environment: BENCH_EMPLOYEES (20000), BENCH_CLIENTS (50), BENCH_ROUNDS (20 calls of each kind per client),
 * BENCH_THINK_MS (1000, the mean pause between an employee's calls),
 * BENCH_KEEP_DB=1. The data is seeded by an API in this process; the measured calls go over HTTP to a separate
 * production server process (`apps/api/dist/server.js`, as `npm start` runs it).
 */
import { EMPLOYEE_ROLE } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { hashPassword } from '../src/lib/passwords';
import {
  BENCH_PASSWORD,
  createBenchDatabase,
  figuresMissed,
  percentile,
  prng,
  report,
  startServerProcess,
  summary,
} from './bench-db';
import {
  apiClient,
  copyClosedFortnights,
  runPayrollThroughApi,
  seedFortnightlyEmployees,
} from './bench-payroll';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const pause = (rnd: () => number) =>
  THINK_MS > 0 ? new Promise((resolve) => setTimeout(resolve, THINK_MS * (0.5 + rnd()))) : Promise.resolve();
const LAST = { start: '2026-11-16', end: '2026-11-30' };

/** The self-service logins: `CLIENTS` employees spread over the company, user code `empleado<number>`. */
const seedEmployeeLogins = async (db: Parameters<typeof copyClosedFortnights>[0]) => {
  const step = Math.max(1, Math.floor(EMPLOYEES / CLIENTS));
  const numbers = Array.from({ length: CLIENTS }, (_, i) => 1 + i * step);
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    with e as (select unnest(${`{${numbers.join(',')}}`}::int[]) as n),
    u as (
      insert into users (code, name, email, password_hash)
      select 'empleado' || n, 'Empleado ' || n, 'empleado' || n || '@example.cr', ${hash} from e
      returning id, code),
    m as (insert into memberships (company_id, user_id, role) select 1, id, ${EMPLOYEE_ROLE} from u)
    insert into employee_users (company_id, employee_number, user_id)
    select 1, substring(code from 9)::int, id from u`);
  return numbers;
};

const main = async () => {
  console.log(
    `self-service bench: ${EMPLOYEES} fortnightly employees, 24 closed fortnightly payrolls 2025-12-01 to 2026-11-30, ` +
      `${CLIENTS} employees calling at once`,
  );
  const bench = await createBenchDatabase('planilla_bench_selfservice');
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
  try {
    let t = performance.now();
    await seedFortnightlyEmployees(db, EMPLOYEES, { hiredInNovember: false });
    await db.execute(sql`analyze`);
    console.log(`seeded ${EMPLOYEES} employees in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const admin = apiClient(typeof address === 'object' && address ? address.port : 0);
    await admin.signIn();
    const { payrollId: last } = await runPayrollThroughApi(admin, LAST);
    admin.close();
    t = performance.now();
    await copyClosedFortnights(db, last, LAST.start);
    const numbers = await seedEmployeeLogins(db);
    await db.execute(sql`analyze`);
    const [size] = (
      (await db.execute(sql`
        select (select count(*) from payslips where company_id = 1) as payslips,
          (select count(*) from payslip_lines where company_id = 1) as lines`)) as unknown as {
        rows: { payslips: string; lines: string }[];
      }
    ).rows;
    console.log(
      `copied 23 fortnights in ${((performance.now() - t) / 1000).toFixed(1)} s: ${size!.payslips} payslips, ` +
        `${size!.lines} lines; ${numbers.length} self-service logins`,
    );

    // From here on, the separate production server process; each employee signs in with their own session.
    // All the employees sign in from this one address: the public per-address limit is raised for the bench.
    server = await startServerProcess(bench.url, filesDir, {
      env: { PUBLIC_RATE_LIMIT: String(10 * CLIENTS) },
    });
    const clients = numbers.map((n) =>
      apiClient(server!.port, { user: `empleado${n}`, password: BENCH_PASSWORD }),
    );
    await Promise.all(clients.map((c) => c.signIn()));
    const first = await clients[0]!.ok<{ items: unknown[] }>('POST', 'autoservicio/mispagos', {});
    if (first.data.items.length !== 24)
      throw new Error(`expected 24 closed payslips, got ${first.data.items.length}`);

    const calls = { payslips: [] as number[], vacations: [] as number[] };
    const run = async (rounds: number, record: boolean) =>
      Promise.all(
        clients.map(async (c, i) => {
          const rnd = prng(i + 1);
          // The employees arrive spread over the first pause, not all in the same millisecond.
          await pause(rnd);
          for (let r = 0; r < rounds; r++) {
            // Half the employees open their payslips first, half their vacations: both kinds at once.
            for (const kind of (i + r) % 2 === 0
              ? (['payslips', 'vacations'] as const)
              : (['vacations', 'payslips'] as const)) {
              const res = await c.ok(
                'POST',
                kind === 'payslips' ? 'autoservicio/mispagos' : 'autoservicio/misvacaciones',
                {},
              );
              if (record) calls[kind].push(res.ms);
              await pause(rnd);
            }
          }
        }),
      );
    // Warm-up (pool connections, code not yet optimised), then the measured rounds.
    await run(2, false);
    const t0 = performance.now();
    await run(ROUNDS, true);
    const seconds = (performance.now() - t0) / 1000;
    for (const [kind, name] of [
      ['payslips', '"my payslips" (autoservicio/mispagos, 24 closed payslips)'],
      ['vacations', '"my vacations" (autoservicio/misvacaciones, the balance per period)'],
    ] as const) {
      const s = summary(calls[kind]);
      report(
        `${name}, ${CLIENTS} employees at once${THINK_MS > 0 ? '' : ' in a closed loop'} (${s.n} calls)`,
        `p50 ${s.p50}, p95 ${s.p95}, p99 ${s.p99}, max ${s.max}`,
        'p95 ≤ 50 ms',
        percentile(
          [...calls[kind]].sort((a, b) => a - b),
          95,
        ) <= 50,
      );
    }
    console.log(
      `  ${((calls.payslips.length + calls.vacations.length) / seconds).toFixed(0)} calls a second in all`,
    );

    // Salary certificates, one at a time (each employee's first, then a second): the time to the whole PDF.
    const certificates: number[] = [];
    for (const c of [...clients, ...clients].slice(0, 2 * Math.min(CLIENTS, 20))) {
      const pdf = await c.download('POST', 'autoservicio/constancia', {});
      certificates.push(pdf.ms);
    }
    const cs = summary(certificates);
    report(
      `a salary certificate's PDF (autoservicio/constancia, ${cs.n} certificates one at a time)`,
      `p50 ${cs.p50}, p95 ${cs.p95}, max ${cs.max}`,
      'p95 ≤ 200 ms',
      percentile(
        [...certificates].sort((a, b) => a - b),
        95,
      ) <= 200,
    );
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    for (const c of clients) c.close();
  } finally {
    await server?.stop();
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${bench.url}`);
    else await bench.drop();
  }
  const failed = figuresMissed();
  console.log(failed.length === 0 ? 'all targets met' : `${failed.length} target(s) missed`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
