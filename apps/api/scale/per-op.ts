/**
 * CPU per request of each operation of the soak's mix, measured one operation at a time (issue 29): one API
 * instance on a fresh PostgreSQL database with the soak's data, `PER_OP_REQUESTS` (400) requests of each
 * operation, 8 at a time, after a warm-up; the API's CPU (its process) and PostgreSQL's (the backends of its
 * database, from /proc) per request. On a machine other programs load, CPU per request moves far less than
 * latency does.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { callApi, signInOn, startCluster, type Instance } from './cluster';

const REQUESTS = Number(process.env.PER_OP_REQUESTS ?? 400);
const CONCURRENCY = 8;

const main = async () => {
  const cluster = await startCluster({
    names: ['per-op'],
    env: { PUBLIC_RATE_LIMIT: '100000', LOGIN_FAILURES_PER_ADDRESS: '100000' },
  });
  const [a] = cluster.instances as [Instance];
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const dbName = new URL(cluster.url).pathname.slice(1);
  /** CPU seconds of the database's backends (the API's pool, not this client). */
  const pgSeconds = async () => {
    const pids = (
      await db.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        dbName,
      ])
    ).rows.map((r: { pid: number }) => r.pid);
    let s = 0;
    for (const pid of pids) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        s += (Number(f[11]) + Number(f[12])) / 100;
      } catch {
        // ended meanwhile
      }
    }
    return s;
  };
  try {
    const manager = await signInOn(a, 'planillas');
    const must = async (route: Parameters<typeof callApi>[1], body: unknown) => {
      const res = await callApi(a, route, { headers: manager.headers, body });
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as Record<string, unknown>;
    };
    const payroll = async (start: string, end: string) => {
      const { payrollId } = (await must('newPayroll', {
        periodicity: 'weekly',
        periodStart: start,
        periodEnd: end,
      })) as { payrollId: number };
      await must('projectPayroll', { payrollId });
      return payrollId;
    };
    const paid = await payroll('2027-03-01', '2027-03-07');
    const calc = (await must('calculatePayroll', { payrollId: paid })) as { totals: { net: number } };
    await must('closePayroll', { payrollId: paid, confirmNet: calc.totals.net });
    const open = await payroll('2027-03-08', '2027-03-14');
    await must('calculatePayroll', { payrollId: open });
    const members = (
      await db.query(
        'select employee_number as n from payroll_employees where company_id = 1 and payroll_id = $1',
        [open],
      )
    ).rows.map((r: { n: number }) => r.n);
    // Statistics for the planner, as autovacuum gathers them within a minute on a real database: a fresh one has
    // none, and the first minute measured plans made for empty tables (nested loops over the whole register).
    await db.query('analyze');
    const weekdays = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];
    let i = 0;
    const pick = <T>(list: readonly T[]) => list[i++ % list.length]!;
    const headers = manager.headers;
    const ops: Record<string, () => ReturnType<typeof callApi>> = {
      list: () => callApi(a, 'employeeList', { headers, body: { page: 1 + (i++ % 3), pageSize: 25 } }),
      register: () =>
        callApi(a, 'projectionList', { headers, body: { payrollId: open, page: 1, pageSize: 50 } }),
      results: () =>
        callApi(a, 'payrollCalculate', { headers, body: { payrollId: pick([paid, open]), pageSize: 50 } }),
      payslip: () =>
        callApi(a, 'payslipDetail', { headers, body: { payrollId: paid, num_empleado: pick(members) } }),
      state: () => callApi(a, 'calculationState', { headers, body: { payrollId: open } }),
      voucher: () =>
        callApi(a, 'voucherPdf', { headers, body: { payrollId: paid, num_empleado: pick(members) } }),
      edit: () =>
        callApi(a, 'diaryAttendance', {
          headers,
          body: {
            payrollId: open,
            items: [{ num_empleado: pick(members), date: pick(weekdays), code: 'R', note: `per-op ${i}` }],
          },
        }),
    };
    const only = process.env.PER_OP_ONLY?.split(',');
    for (const [name, op] of Object.entries(ops)) {
      if (only && !only.includes(name)) continue;
      const batch = async (n: number) => {
        let left = n;
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            while (left-- > 0) {
              const res = await op();
              if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
            }
          }),
        );
      };
      await batch(50);
      const api0 = a.cpuSeconds();
      const pg0 = await pgSeconds();
      const t0 = performance.now();
      await batch(REQUESTS);
      const ms = performance.now() - t0;
      const api = ((a.cpuSeconds() - api0) * 1000) / REQUESTS;
      const pgMs = (((await pgSeconds()) - pg0) * 1000) / REQUESTS;
      console.log(
        `${name.padEnd(9)} API ${api.toFixed(2)} ms, PostgreSQL ${pgMs.toFixed(2)} ms of CPU a request ` +
          `(${(ms / REQUESTS).toFixed(2)} ms of wall time each, ${CONCURRENCY} at a time)`,
      );
    }
  } finally {
    await db.end();
    await cluster.stop();
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
