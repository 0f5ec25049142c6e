/**
 * The analytics dashboard at scale on the real PostgreSQL (DATABASE_URL, default the local server): a company of
 * 10 000 employees in 10 departments with 3 years of closed fortnightly payrolls (72 payrolls, 720 000 payslips
 * and their per-payroll totals), the daily register of the last 60 days and the current fortnight projected, in
 * its own database, dropped at the end. Prints the p95 of each dashboard call against its target (issue 15):
 *
 *   parametros/analyticpayroll (12 months; and filtered by a department)      p95 ≤ 200 ms
 *   parametros/analyticlinealassitence (30 days; and 60 days by week)          p95 ≤ 200 ms
 *   parametros/dashboardcards, parametros/dashboardattention                   p95 ≤ 200 ms
 *
 *   npm run bench:analytics
 *
 * Environment: BENCH_EMPLOYEES (10000), BENCH_YEARS (3), BENCH_ROUNDS (40), BENCH_CLIENTS (4), BENCH_KEEP_DB=1.
 * The payslips are seeded set-based (generate_series) with plausible figures, not calculated: the dashboard reads
 * stored payslips and never recalculates. Their lines are not seeded (no dashboard call reads them). The calls go
 * over HTTP to a separate production server process (`apps/api/dist/server.js`).
 */
import { addDays, daysInMonth, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BENCH_PASSWORD,
  createBenchDatabase,
  figuresMissed,
  percentile,
  report,
  seedBenchCompanyAdmin,
  startServerProcess,
  summary,
} from './bench-db';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const YEARS = Number(process.env.BENCH_YEARS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const TARGET_MS = 200;

type Db = Awaited<ReturnType<typeof createBenchDatabase>>['database']['db'];

/** The fortnights (1–15, 16–end) before the one holding `today`, oldest first, and the current one. */
const fortnights = (today: string, count: number) => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const of = (year: number, month: number, half: 0 | 1) => {
    const mm = String(month).padStart(2, '0');
    return half === 0
      ? { start: `${year}-${mm}-01`, end: `${year}-${mm}-15` }
      : { start: `${year}-${mm}-16`, end: `${year}-${mm}-${daysInMonth(year, month)}` };
  };
  let year = y;
  let month = m;
  let half: 0 | 1 = d <= 15 ? 0 : 1;
  const current = of(year, month, half);
  const past: { start: string; end: string }[] = [];
  for (let i = 0; i < count; i++) {
    if (half === 1) half = 0;
    else {
      half = 1;
      month -= 1;
      if (month === 0) {
        month = 12;
        year -= 1;
      }
    }
    past.unshift(of(year, month, half));
  }
  return { past, current };
};

const seed = async (db: Db) => {
  await seedBenchCompanyAdmin(db);
  await db.execute(sql`
    insert into departments (company_id, name) select 1, 'Departamento ' || g from generate_series(1, 10) g`);
  await db.execute(sql`
    insert into occupations (company_id, name) select 1, 'Ocupación ' || g from generate_series(1, 5) g`);
  await db.execute(sql`
    insert into schedules (company_id, name, jornada_type, quarter_hours_per_day, working_days, start_time, end_time)
    values (1, 'Diurna L-V', 'diurnal', 32, '{1,2,3,4,5}', '08:00', '17:00')`);
  // Employees (the assignment history row comes from the insert trigger), periods and salaries.
  await db.execute(sql`
    insert into employees (company_id, employee_number, id_type, national_id, first_name, first_surname,
      second_surname, birth_date, sex, civil_status, nationality, bank_code, iban, email, department_id,
      occupation_id, schedule_id, periodicity, active, entry_date, search_text)
    select 1, g, 'fisica', (100000000 + g)::text, 'Nombre' || g, 'Apellido' || (g % 300), 'Segundo' || (g % 200),
      '1990-05-05', case when g % 2 = 0 then 'female' else 'male' end, 'single', 'CR',
      case when g % 250 = 0 then null else '151' end, case when g % 250 = 0 then null else 'CR0001' || g end,
      case when g % 120 = 0 then null else 'e' || g || '@example.cr' end,
      (select min(id) from departments where company_id = 1) + g % 10,
      (select min(id) from occupations where company_id = 1) + g % 5,
      (select id from schedules where company_id = 1), 'fortnightly', true, '2015-01-01',
      g || ' ' || (100000000 + g) || ' nombre' || g || ' apellido' || (g % 300)
    from generate_series(1, ${EMPLOYEES}) g`);
  await db.execute(sql`
    insert into employment_periods (company_id, employee_number, period_no, entry_date)
    select 1, g, 1, '2015-01-01' from generate_series(1, ${EMPLOYEES}) g`);
  await db.execute(sql`
    insert into employee_salaries (company_id, employee_number, effective_from, amount)
    select 1, g, '2015-01-01', 40000000 + (g % 50) * 1000000 from generate_series(1, ${EMPLOYEES}) g`);
  // Some transfers, so the department in force differs from today's for part of the history.
  await db.execute(sql`
    insert into employee_assignments (company_id, employee_number, effective_from, schedule_id, department_id, occupation_id)
    select 1, g, (current_date - 400), e.schedule_id, (select min(id) from departments where company_id = 1) + (g + 3) % 10,
      e.occupation_id
    from generate_series(1, ${EMPLOYEES}, 7) g join employees e on e.company_id = 1 and e.employee_number = g
    on conflict do nothing`);
};

const seedPayrolls = async (db: Db, today: string) => {
  const { past, current } = fortnights(today, YEARS * 24);
  await db.execute(sql`
    insert into payrolls (company_id, kind, periodicity, period_start, period_end, pay_date, status, inputs_version,
      calculated_inputs_version)
    select 1, 'regular', 'fortnightly', u.s::date, u.e::date, u.e::date, 'paid', 1, 1
    from unnest(${sql.param(past.map((p) => p.start))}::text[], ${sql.param(past.map((p) => p.end))}::text[]) as u(s, e)`);
  await db.execute(sql`
    insert into payrolls (company_id, kind, periodicity, period_start, period_end, pay_date, status, inputs_version)
    values (1, 'regular', 'fortnightly', ${current.start}::date, ${current.end}::date, ${current.end}::date, 'projected', 1)`);
  // 720 000 payslips, set-based: gross varies by employee and payroll; the rest follows from it.
  await db.execute(sql`
    insert into payslips (company_id, payroll_id, employee_number, gross, deductions, net, employer_charges,
      provisions, employer_cost, taxable_gross, tax_withheld, rule_set_year, days, tax, warnings, warning_count,
      input, input_hashes)
    select 1, p.id, g, x.gross, x.gross * 1067 / 10000 + x.tax, x.gross - (x.gross * 1067 / 10000 + x.tax),
      x.gross * 2667 / 10000, x.gross * 2233 / 10000, x.gross + x.gross * 2667 / 10000 + x.gross * 2233 / 10000,
      x.gross, x.tax, extract(year from p.pay_date)::smallint,
      jsonb_build_object('calendar', 15, 'payable', 15, 'worked', 11, 'absent', 0, 'vacation', 0, 'disability', 0,
        'unresolved', 0, 'holidaysWorked', 0, 'extraHours', (g % 4)),
      jsonb_build_object('withheld', x.tax, 'credits', 0, 'taxBeforeCredits', x.tax),
      '[]'::jsonb, 0, '{}'::jsonb, '{}'::jsonb
    from payrolls p
    cross join generate_series(1, ${EMPLOYEES}) g
    cross join lateral (select (20000000 + (g % 50) * 500000 + (p.id % 7) * 10000)::bigint as gross,
      (case when g % 50 > 30 then (g % 50) * 20000 else 0 end)::bigint as tax) x
    where p.company_id = 1 and p.status = 'paid'`);
  // The per-payroll pre-aggregate the calculation writes with the payslips.
  await db.execute(sql`
    insert into payroll_calculations (company_id, payroll_id, calculated_at, inputs_version, rules_version,
      rule_set_years, employee_count, gross, deductions, net, employer_charges, provisions, employer_cost, closed_at)
    select 1, s.payroll_id, now(), 1, '0', '[2026]'::jsonb, count(*), sum(s.gross), sum(s.deductions), sum(s.net),
      sum(s.employer_charges), sum(s.provisions), sum(s.employer_cost), now()
    from payslips s where s.company_id = 1 group by s.payroll_id`);
  // The current payroll's members, and the daily register of the last 60 days (plus the current fortnight).
  await db.execute(sql`
    insert into payroll_employees (company_id, payroll_id, employee_number, schedule_id, first_day, last_day)
    select 1, p.id, g, (select id from schedules where company_id = 1), p.period_start, p.period_end
    from payrolls p cross join generate_series(1, ${EMPLOYEES}) g where p.company_id = 1 and p.status = 'projected'`);
  const from = addDays(today as IsoDate, -60);
  await db.execute(sql`
    insert into attendance_days (company_id, payroll_id, work_date, employee_number, schedule_id, code,
      expected_minutes, rest_day, ordinary_minutes, extra_minutes, extra_status, extra_approved_minutes, source)
    select 1, p.id, d::date, g, (select id from schedules where company_id = 1),
      case when extract(isodow from d) > 5 then 'R'
        when (g + extract(doy from d)::int) % 97 = 0 then 'A'
        when (g + extract(doy from d)::int) % 89 = 0 then 'V'
        when (g + extract(doy from d)::int) % 211 = 0 then 'I'
        when (g + extract(doy from d)::int) % 13 = 0 then 'E' else 'R' end,
      case when extract(isodow from d) > 5 then 0 else 480 end, extract(isodow from d) > 5,
      case when extract(isodow from d) > 5 then 0 else 480 end,
      case when extract(isodow from d) <= 5 and (g + extract(doy from d)::int) % 13 = 0 then 120 else 0 end,
      case when extract(isodow from d) <= 5 and (g + extract(doy from d)::int) % 13 = 0 then 'approved' end,
      case when extract(isodow from d) <= 5 and (g + extract(doy from d)::int) % 13 = 0 then 120 end,
      'projection'
    from payrolls p
    cross join lateral generate_series(greatest(p.period_start, ${from}::date), p.period_end, interval '1 day') d
    cross join generate_series(1, ${EMPLOYEES}) g
    where p.company_id = 1 and p.period_end >= ${from}::date`);
  await db.execute(sql`analyze`);
  return { payrolls: past.length, current };
};

const main = async () => {
  const today = todayInCostaRica(new Date());
  console.log(
    `analytics bench: ${EMPLOYEES} employees, ${YEARS} years of fortnightly payrolls, today ${today}`,
  );
  const bench = await createBenchDatabase('planilla_bench_analytics');
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-bench-files-'));
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    const db = bench.database.db;
    const t = Date.now();
    await seed(db);
    const seeded = await seedPayrolls(db, today);
    const [counts] = (
      (await db.execute(sql`select (select count(*) from payslips) as payslips,
        (select count(*) from attendance_days) as days`)) as unknown as { rows: Record<string, string>[] }
    ).rows;
    console.log(
      `seeded ${seeded.payrolls} paid payrolls, ${counts!.payslips} payslips, ${counts!.days} attendance days in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );

    server = await startServerProcess(bench.url, filesDir);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let headers: Record<string, string> = { 'content-type': 'application/json' };
    const send = (path: string, body: object) =>
      new Promise<{ ms: number; json: { ok: boolean; data: never; error?: unknown } }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const started = performance.now();
        const req = http.request(
          {
            host: '127.0.0.1',
            port: server!.port,
            path: `/api/${path}`,
            method: 'POST',
            agent,
            headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                ms: performance.now() - started,
                json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const ok = async <T>(path: string, body: object) => {
      const res = await send(path, body);
      if (!res.json.ok) throw new Error(`${path}: ${JSON.stringify(res.json.error)}`);
      return { ms: res.ms, data: res.json.data as T };
    };
    const login = await ok<{ token: string; userData: { num_usuario: number } }>('authPlanilla', {
      cod_usuario: 'bench',
      clave: BENCH_PASSWORD,
      num_empresa: 1,
    });
    headers = {
      ...headers,
      'x-token': login.data.token,
      num_empresa: '1',
      num_usuario: String(login.data.userData.num_usuario),
      cod_usuario: 'bench',
    };
    const [dept] = (
      (await db.execute(sql`select min(id) as id from departments where company_id = 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;

    const calls: { name: string; path: string; body: object }[] = [
      { name: 'analyticpayroll, last 12 months', path: 'parametros/analyticpayroll', body: {} },
      {
        name: 'analyticpayroll, 12 months of one department',
        path: 'parametros/analyticpayroll',
        body: { departmentId: Number(dept!.id) },
      },
      { name: 'analyticlinealassitence, last 30 days', path: 'parametros/analyticlinealassitence', body: {} },
      {
        name: 'analyticlinealassitence, 60 days by week',
        path: 'parametros/analyticlinealassitence',
        body: { from: addDays(today as IsoDate, -59), to: today, granularity: 'week' },
      },
      { name: 'dashboardcards', path: 'parametros/dashboardcards', body: {} },
      { name: 'dashboardattention', path: 'parametros/dashboardattention', body: {} },
    ];
    for (const c of calls) {
      await ok(c.path, c.body); // warm-up
      const latencies: number[] = [];
      let next = 0;
      const worker = async () => {
        while (next++ < ROUNDS) latencies.push((await ok(c.path, c.body)).ms);
      };
      await Promise.all(Array.from({ length: CLIENTS }, worker));
      const s = summary(latencies);
      const p95 = percentile(
        [...latencies].sort((a, b) => a - b),
        95,
      );
      report(
        `${c.name} (${s.n} calls, ${CLIENTS} clients)`,
        `p50 ${s.p50}, p95 ${s.p95}, max ${s.max}`,
        `p95 ≤ ${TARGET_MS} ms`,
        p95 <= TARGET_MS,
      );
    }
    // The first read after a change pays for bringing the pre-aggregates up to date (then reads are the above).
    const once = async (name: string, change: ReturnType<typeof sql>, path: string, body: object) => {
      await db.execute(change);
      report(`${name}, first read after it`, `${(await ok(path, body)).ms.toFixed(2)} ms`, 'none', null);
    };
    await once(
      'a payroll closed in the last month (its month summed again)',
      sql`delete from analytics_month_sources where company_id = 1
        and month = (select max(month) from analytics_month_sources where company_id = 1)`,
      'parametros/analyticpayroll',
      {},
    );
    await once(
      "a change to the current payroll's attendance (its 150 000 days summed again)",
      sql`update payrolls set inputs_version = inputs_version + 1 where company_id = 1 and status = 'projected'`,
      'parametros/analyticlinealassitence',
      {},
    );
    await once(
      'a vacation adjustment (the balances of 10 000 employees computed again)',
      sql`insert into vacation_adjustments (company_id, employee_number, kind, days_hundredths, effective_date, reason)
        values (1, 1, 'adjustment', 100, current_date, 'bench')`,
      'parametros/dashboardcards',
      {},
    );
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  } finally {
    await server?.stop();
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
