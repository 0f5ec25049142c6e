/**
 * The aguinaldo and the vacation summary at scale on the real PostgreSQL (DATABASE_URL, default the local
 * server), in their own database, dropped at the end. 10 000 fortnightly employees and a year of closed
 * fortnightly payrolls (1 Dec 2025 – 30 Nov 2026: 24 payrolls, 240 000 payslips): the last one run through the
 * real calls (project, calculate, close), the 23 before it copied from it set-based with their dates moved.
 * Prints each figure beside its target (issue 14):
 *
 *   the aguinaldo of the 10 000 employees (PUT procesoPlanilla/newaguinaldo, then calculatePayroll on it)  ≤ 5 s
 *   the vacation summary of the 10 000 employees (POST vacaciones/vacationemployee)          p95 ≤ 500 ms
 *
 * and how the aguinaldo's time splits (generate and lay out, calculate), with a check of one employee's
 * aguinaldo against the sum of the counted lines ÷ 12.
 *
 *   npm run bench:aguinaldo
 *
 * Environment: BENCH_EMPLOYEES (10000), BENCH_VACATION_CALLS (20), BENCH_KEEP_DB=1.
 * The data is seeded by an API in this process; the measured calls go over HTTP to a separate production
 * server process (`apps/api/dist/server.js`, as `npm start` runs it).
 *
 * Seeded besides the payrolls, for the vacation summary: vacation days (V) in the attendance of the copied
 * fortnights (a third of the employees, 5 days each), a week booked for 2 % of them in the last fortnight, and
 * an opening balance for a fifth. The copied fortnights have no other attendance rows (neither measured call
 * reads them: the V days are counted through their partial index) and their payslips keep the real one's
 * stored input.
 */
import { AGUINALDO_BASE_LINE_CODES } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  createBenchDatabase,
  figuresMissed,
  percentile,
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

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const VACATION_CALLS = Number(process.env.BENCH_VACATION_CALLS ?? 20);
const YEAR = 2026;
const LAST = { start: '2026-11-16', end: '2026-11-30' };

const main = async () => {
  console.log(
    `aguinaldo bench: ${EMPLOYEES} fortnightly employees, 24 closed fortnightly payrolls 2025-12-01 to 2026-11-30`,
  );
  const bench = await createBenchDatabase('planilla_bench_aguinaldo');
  const config = loadConfig({
    databaseUrl: bench.url,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
    // The 24 payrolls it closes would each start storing their vouchers in this process.
    renderVoucherFiles: false,
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-bench-files-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  const db = bench.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    let t = performance.now();
    await seedFortnightlyEmployees(db, EMPLOYEES, { hiredInNovember: false });
    await db.execute(sql`analyze`);
    console.log(`seeded ${EMPLOYEES} employees in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const api = apiClient(typeof address === 'object' && address ? address.port : 0);
    await api.signIn();
    const { payrollId: last, payslips } = await runPayrollThroughApi(api, LAST);

    t = performance.now();
    await copyClosedFortnights(db, last, LAST.start);
    await db.execute(sql`analyze`);
    const [size] = await rows<{
      payrolls: string;
      payslips: string;
      lines: string;
      counted: string;
      mb: string;
      slips_mb: string;
    }>(sql`
      select (select count(*) from payrolls where company_id = 1 and kind = 'regular' and status = 'paid') as payrolls,
        (select count(*) from payslips where company_id = 1) as payslips,
        (select count(*) from payslip_lines where company_id = 1) as lines,
        (select count(*) from payslip_lines where company_id = 1
          and code = any(${sql.param([...AGUINALDO_BASE_LINE_CODES])}::text[])) as counted,
        (select pg_total_relation_size('payslip_lines') / 1000000) as mb,
        (select pg_total_relation_size('payslips') / 1000000) as slips_mb`);
    console.log(
      `copied 23 fortnights in ${((performance.now() - t) / 1000).toFixed(1)} s: ${size!.payrolls} closed payrolls, ` +
        `${size!.payslips} payslips, ${size!.lines} lines (${size!.counted} counted by the aguinaldo; payslip_lines ${size!.mb} MB, payslips ${size!.slips_mb} MB)`,
    );

    // From here on, the separate production server process.
    server = await startServerProcess(bench.url, filesDir);
    await api.moveTo(server.port);

    const created = await api.ok<{ payrollId: number; created: boolean }>(
      'PUT',
      'procesoPlanilla/newaguinaldo',
      {
        year: YEAR,
      },
    );
    const calc = await api.ok<{
      totals: { employees: number; gross: number; net: number };
      timings: { writeMs: number };
    }>('PUT', 'procesoPlanilla/calculatePayroll', { payrollId: created.data.payrollId });
    const total = created.ms + calc.ms;
    report(
      `aguinaldo of ${calc.data.totals.employees} employees from ${size!.payslips} payslips (${size!.lines} lines)`,
      `${(total / 1000).toFixed(2)} s (newaguinaldo ${created.ms.toFixed(0)} ms, calculatePayroll ${calc.ms.toFixed(0)} ms ` +
        `of which the set-based pass ${calc.data.timings.writeMs} ms)`,
      '≤ 5 s',
      total <= 5000 && calc.data.totals.employees === payslips,
    );
    // One employee's aguinaldo against the year's counted lines ÷ 12, rounded half up.
    const [check] = await rows<{ expected: string; paid: string }>(sql`
      select (select (2 * sum(l.amount)::bigint + 12) / 24 from payslip_lines l
          join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
          where l.company_id = 1 and l.employee_number = 7 and p.kind = 'regular' and p.status = 'paid'
            and l.code = any(${sql.param([...AGUINALDO_BASE_LINE_CODES])}::text[])) as expected,
        (select net from payslips where company_id = 1 and payroll_id = ${created.data.payrollId}
          and employee_number = 7) as paid`);
    console.log(
      `  employee 7: aguinaldo ₡${(Number(check!.paid) / 100).toFixed(2)}, counted lines ÷ 12 ₡${(Number(check!.expected) / 100).toFixed(2)}` +
        `${check!.paid === check!.expected ? '' : '  ← DIFFERENT'}; total ₡${(calc.data.totals.net / 100).toFixed(2)}`,
    );
    const again = await api.ok<{ timings: { writeMs: number } }>('PUT', 'procesoPlanilla/calculatePayroll', {
      payrollId: created.data.payrollId,
    });
    report('aguinaldo recalculated', `${(again.ms / 1000).toFixed(2)} s`, 'none', null);

    // The vacation summary of the whole company: a page and the summary, as the screen asks for it.
    const bodies = [
      { page: 1, pageSize: 25 },
      { page: 40, pageSize: 25, sortBy: 'pending' },
      { page: 1, pageSize: 50, sortBy: 'value' },
      { page: 1, pageSize: 25, overLimitOnly: true },
      { page: 1, pageSize: 25, search: 'maria' },
    ];
    const latencies: number[] = [];
    let employees = 0;
    for (let i = 0; i < VACATION_CALLS; i++) {
      const res = await api.ok<{ total: number; summary: { employees: number } }>(
        'POST',
        'vacaciones/vacationemployee',
        bodies[i % bodies.length]!,
      );
      if (i === 0) employees = res.data.summary.employees;
      latencies.push(res.ms);
    }
    const s = summary(latencies);
    report(
      `vacation summary of ${employees} employees (${s.n} calls, 5 kinds of page)`,
      `p50 ${s.p50}, p95 ${s.p95}, max ${s.max} (first call ${latencies[0]!.toFixed(0)} ms)`,
      'p95 ≤ 500 ms',
      percentile(
        [...latencies].sort((a, b) => a - b),
        95,
      ) <= 500,
    );
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    api.close();
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
