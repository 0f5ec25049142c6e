/**
 * `npm run bench:soak` (issue 29): two API instances on one PostgreSQL database under a steady realistic load:
 * 50 clients, 200 requests a second in all (each client every 250 ms, open loop: a slow answer does not slow
 * the load), for SOAK_SECONDS (600 by default). The mix: employee lists, the daily register, calculation
 * results and payslips, calculation states, voucher downloads, register edits, and a recalculation every
 * minute. Prints the figures beside their targets: p99 of reads ≤ 100 ms, no errors, each instance's memory flat
 * over the last half (at most 10 % above its level at the half), and every write accounted for in the database.
 */
import pg from 'pg';
import { figuresMissed, percentile, report, summary } from '../bench/bench-db';
import { callApi, signInOn, startCluster, type Answer, type Instance, type Session } from './cluster';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 50);
const RATE = Number(process.env.SOAK_RATE ?? 200);
const CALCULATE_EVERY_MS = 60_000;

type Op = 'list' | 'register' | 'results' | 'payslip' | 'state' | 'voucher' | 'edit';
/** The mix, in requests per hundred: mostly reading, as an office's day is. */
const MIX: [Op, number][] = [
  ['list', 25],
  ['register', 20],
  ['results', 20],
  ['payslip', 12],
  ['state', 8],
  ['voucher', 3],
  ['edit', 12],
];

const main = async () => {
  const cluster = await startCluster({
    names: ['soak-a', 'soak-b'],
    // Every client signs in from this one address: the public limits are not what is measured here.
    env: { PUBLIC_RATE_LIMIT: '100000', LOGIN_FAILURES_PER_ADDRESS: '100000' },
  });
  const [a, b] = cluster.instances as [Instance, Instance];
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const rows = async <T>(q: string, params: unknown[] = []) => (await db.query(q, params)).rows as T[];
  try {
    const manager = await signInOn(a, 'planillas');
    const must = async (on: Instance, route: Parameters<typeof callApi>[1], body: unknown) => {
      const res = await callApi(on, route, { headers: manager.headers, body });
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as Record<string, unknown>;
    };
    // A paid payroll (its vouchers are downloaded) and an open one (its register is edited and recalculated).
    const payroll = async (start: string, end: string) => {
      const { payrollId } = (await must(a, 'newPayroll', {
        periodicity: 'weekly',
        periodStart: start,
        periodEnd: end,
      })) as { payrollId: number };
      await must(a, 'projectPayroll', { payrollId });
      return payrollId;
    };
    const paid = await payroll('2027-03-01', '2027-03-07');
    const calc = (await must(a, 'calculatePayroll', { payrollId: paid })) as { totals: { net: number } };
    await must(a, 'closePayroll', { payrollId: paid, confirmNet: calc.totals.net });
    const open = await payroll('2027-03-08', '2027-03-14');
    await must(a, 'calculatePayroll', { payrollId: open });
    const members = (
      await rows<{ n: number }>(
        'select employee_number as n from payroll_employees where company_id = 1 and payroll_id = $1',
        [open],
      )
    ).map((r) => r.n);
    // Statistics for the planner, as autovacuum gathers them within a minute on a real database: a fresh one has
    // none, and the first minute measured plans made for empty tables (nested loops over the whole register).
    await db.query('analyze');
    const weekdays = ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];

    // Sessions: one per five clients, signed in on either instance (a token works on both).
    const sessions: Session[] = [];
    for (let i = 0; i < Math.ceil(CLIENTS / 5); i++)
      sessions.push(await signInOn(i % 2 ? b : a, 'planillas'));

    const latencies: Record<'read' | 'write' | 'calculation', number[]> = {
      read: [],
      write: [],
      calculation: [],
    };
    const errors: string[] = [];
    let editsAcknowledged = 0;
    let requests = 0;
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    const opOf = () => {
      let r = Math.random() * 100;
      for (const [op, weight] of MIX) if ((r -= weight) < 0) return op;
      return 'list' as Op;
    };
    const byOp = new Map<string, number[]>();
    // The reads of the minute so far: each progress line prints the minute's p99 (a backlog shows when it starts).
    let minuteReads: number[] = [];
    const timed = async (kind: keyof typeof latencies, what: string, run: () => Promise<Answer>) => {
      const t0 = performance.now();
      try {
        const res = await run();
        const ms = performance.now() - t0;
        latencies[kind].push(ms);
        if (kind === 'read') minuteReads.push(ms);
        const list = byOp.get(what);
        if (list) list.push(ms);
        else byOp.set(what, [ms]);
        if (res.status !== 200)
          errors.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
        return res;
      } catch (err) {
        errors.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
        return null;
      }
    };
    const request = async (client: number) => {
      requests++;
      const on = client % 2 ? b : a;
      const headers = sessions[client % sessions.length]!.headers;
      const op = opOf();
      const num = pick(members);
      switch (op) {
        case 'list':
          return timed('read', op, () =>
            callApi(on, 'employeeList', { headers, body: { page: 1 + (client % 3), pageSize: 25 } }),
          );
        case 'register':
          return timed('read', op, () =>
            callApi(on, 'projectionList', { headers, body: { payrollId: open, page: 1, pageSize: 50 } }),
          );
        case 'results':
          return timed('read', op, () =>
            callApi(on, 'payrollCalculate', {
              headers,
              body: { payrollId: pick([paid, open]), pageSize: 50 },
            }),
          );
        case 'payslip':
          return timed('read', op, () =>
            callApi(on, 'payslipDetail', { headers, body: { payrollId: paid, num_empleado: num } }),
          );
        case 'state':
          return timed('read', op, () =>
            callApi(on, 'calculationState', { headers, body: { payrollId: open } }),
          );
        case 'voucher':
          return timed('read', op, () =>
            callApi(on, 'voucherPdf', { headers, body: { payrollId: paid, num_empleado: num } }),
          );
        case 'edit': {
          const res = await timed('write', op, () =>
            callApi(on, 'diaryAttendance', {
              headers,
              body: {
                payrollId: open,
                items: [{ num_empleado: num, date: pick(weekdays), code: 'R', note: `soak ${requests}` }],
              },
            }),
          );
          if (res?.status === 200) editsAcknowledged++;
          return res;
        }
      }
    };

    const memory: { at: number; a: number; b: number }[] = [];
    const startedAt = Date.now();
    const auditBefore = (
      await rows<{ n: number }>(
        "select count(*)::int as n from audit_log where company_id = 1 and action = 'attendance_days_set'",
      )
    )[0]!.n;
    console.log(
      `Soak: ${CLIENTS} clients, ${RATE} requests/s for ${SECONDS} s on two instances (:${a.port}, :${b.port})`,
    );
    const inFlight = new Set<Promise<unknown>>();
    const track = (p: Promise<unknown>) => {
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    };
    const perClientMs = (1000 * CLIENTS) / RATE;
    const timers: NodeJS.Timeout[] = [];
    for (let c = 0; c < CLIENTS; c++) {
      // Clients start spread over one interval, so the load is even, not in bursts.
      const offset = (perClientMs * c) / CLIENTS;
      timers.push(
        setTimeout(() => {
          timers.push(setInterval(() => track(request(c)), perClientMs));
        }, offset),
      );
    }
    let calculations = 0;
    timers.push(
      setInterval(() => {
        calculations++;
        track(
          timed('calculation', 'calculation', () =>
            callApi(calculations % 2 ? b : a, 'calculatePayroll', {
              headers: manager.headers,
              body: { payrollId: open },
            }),
          ),
        );
      }, CALCULATE_EVERY_MS),
    );
    timers.push(
      setInterval(() => {
        memory.push({ at: Date.now() - startedAt, a: a.memory().rss, b: b.memory().rss });
        const done = Math.round((Date.now() - startedAt) / 1000);
        if (done % 60 === 0) {
          const sorted = minuteReads.sort((x, y) => x - y);
          const p99 = sorted.length > 0 ? percentile(sorted, 99).toFixed(0) : '-';
          console.log(
            `  ${done} s: ${requests} requests, ${errors.length} errors, in flight ${inFlight.size}, ` +
              `reads of the minute p99 ${p99} ms, A ${(a.memory().rss / 2 ** 20).toFixed(0)} MB, ` +
              `B ${(b.memory().rss / 2 ** 20).toFixed(0)} MB`,
          );
          minuteReads = [];
        }
      }, 1000),
    );
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    for (const t of timers) clearInterval(t);
    await Promise.allSettled([...inFlight]);
    const elapsed = (Date.now() - startedAt) / 1000;

    const auditAfter = (
      await rows<{ n: number }>(
        "select count(*)::int as n from audit_log where company_id = 1 and action = 'attendance_days_set'",
      )
    )[0]!.n;
    const reads = [...latencies.read].sort((x, y) => x - y);
    console.log('');
    for (const [op, list] of byOp) console.log(`${op.padEnd(12)} ${JSON.stringify(summary(list))}`);
    console.log(
      `CPU seconds: A ${a.cpuSeconds().toFixed(1)}, B ${b.cpuSeconds().toFixed(1)} in ${elapsed.toFixed(0)} s`,
    );
    report(
      'requests a second',
      (requests / elapsed).toFixed(1),
      `${RATE}`,
      requests / elapsed >= RATE * 0.95,
    );
    report('reads p99', `${percentile(reads, 99).toFixed(1)} ms`, '≤ 100 ms', percentile(reads, 99) <= 100);
    report('errors', String(errors.length), '0', errors.length === 0);
    for (const e of errors.slice(0, 10)) console.log(`    ${e}`);
    // Flat memory: the peak of the last half at most 10 % above the level at the half.
    const half = memory.filter((m) => m.at >= (SECONDS * 1000) / 2);
    for (const name of ['a', 'b'] as const) {
      const base = half[0]?.[name] ?? 0;
      const peak = Math.max(...half.map((m) => m[name]));
      const growth = base > 0 ? (peak / base - 1) * 100 : 0;
      report(
        `instance ${name.toUpperCase()} memory over the last half`,
        `${(base / 2 ** 20).toFixed(0)} → peak ${(peak / 2 ** 20).toFixed(0)} MB (+${growth.toFixed(1)} %)`,
        '≤ +10 %',
        growth <= 10,
      );
    }
    report(
      'register edits accounted for',
      `${auditAfter - auditBefore} audited of ${editsAcknowledged} acknowledged`,
      'all',
      auditAfter - auditBefore === editsAcknowledged,
    );
    report('recalculations', String(latencies.calculation.length), `${Math.floor(SECONDS / 60)}`, null);
  } finally {
    await db.end();
    await cluster.stop();
  }
  const missed = figuresMissed();
  process.exit(missed.length === 0 ? 0 : 1);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
