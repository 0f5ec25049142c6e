/**
 * What the post-payroll benchmarks (vouchers, aguinaldo) share: 10 000 fortnightly employees seeded in multi-row
 * inserts, an HTTP client over loopback (JSON calls, streamed downloads) and one payroll run through the real
 * calls (project, calculate, close).
 */
import { ibanCheckDigits, monthlyEquivalent, type Cents } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { Db } from '../src/db/client';
import {
  attendanceRanges,
  employees,
  employeeSalaries,
  employmentPeriods,
  schedules,
} from '../src/db/schema';
import { foldText } from '../src/lib/text';
import { FEMALE, MALE, SURNAMES } from '../seeds/demo-employees';
import { BENCH_PASSWORD, prng, seedBenchCompanyAdmin } from './bench-db';

type RangeRow = typeof attendanceRanges.$inferInsert;

/** What varies between the benches' employees; names, IDs, IBANs and schedules are drawn the same way. */
export type BenchEmployeeShape = {
  /** The seed of the draw (a bench keeps its own so its figures stay comparable across runs). */
  rngSeed: number;
  entryDate: (n: number) => string;
  exitDate?: (n: number) => string | null;
  /** The salary in céntimos; `rnd` continues the draw after the names. */
  salary: (n: number, rnd: () => number) => number;
  email?: boolean;
  /**
   * How employee `n` is paid (default monthly). A daily wage is the salary ÷ 30 to the colón, an hourly one the
   * day ÷ the schedule's hours to the colón; the row's `amount` is then its month (`monthlyEquivalent`).
   */
  wageType?: (n: number) => 'monthly' | 'daily' | 'hourly';
  /** Vacation or disability ranges of employee `n`. */
  ranges?: (n: number) => Omit<RangeRow, 'companyId' | 'employeeNumber'>[];
  /** The company seeded (default 1); its administrator is the bench's user, a member of every company seeded. */
  companyId?: number;
};

/** The week a part of the benches' employees takes as vacation, in the last fortnight of November 2026. */
export const NOVEMBER_VACATION = {
  kind: 'vacation',
  dateFrom: '2026-11-23',
  dateTo: '2026-11-27',
  days: 5,
} as const;
/** A CCSS sick note across the middle of November 2026. */
export const NOVEMBER_DISABILITY = (n: number) =>
  ({
    kind: 'disability',
    dateFrom: '2026-11-10',
    dateTo: '2026-11-18',
    days: 9,
    disabilityType: 'ccss_illness',
    disabilityCertificate: `B-${n}`,
  }) as const;

/**
 * Company 1 with its administrator, two schedules (Monday–Saturday, and an office week for every 5th employee)
 * and `count` fortnightly employees with their employment period, salary and ranges, in multi-row inserts.
 */
export const seedBenchEmployees = async (db: Db, count: number, shape: BenchEmployeeShape) => {
  const rnd = prng(shape.rngSeed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const companyId = shape.companyId ?? 1;
  await seedBenchCompanyAdmin(db, BENCH_PASSWORD, companyId);
  const sch = await db
    .insert(schedules)
    .values([
      {
        companyId,
        name: 'Diurna L-S',
        jornadaType: 'diurnal',
        quarterHoursPerDay: 32,
        workingDays: [1, 2, 3, 4, 5, 6],
        startTime: '06:00',
        endTime: '14:00',
      },
      {
        companyId,
        name: 'Oficina L-V',
        jornadaType: 'diurnal',
        quarterHoursPerDay: 36,
        workingDays: [1, 2, 3, 4, 5],
        startTime: '08:00',
        endTime: '17:30',
      },
    ])
    .returning({ id: schedules.id });
  const CHUNK = 2000;
  for (let from = 1; from <= count; from += CHUNK) {
    const emps: (typeof employees.$inferInsert)[] = [];
    const periods: (typeof employmentPeriods.$inferInsert)[] = [];
    const salaries: (typeof employeeSalaries.$inferInsert)[] = [];
    const ranges: RangeRow[] = [];
    for (let n = from; n < Math.min(from + CHUNK, count + 1); n++) {
      const female = rnd() < 0.5;
      const firstName = pick(female ? FEMALE : MALE);
      const firstSurname = pick(SURNAMES);
      const secondSurname = pick(SURNAMES);
      const nationalId = `${1 + (n % 7)}${String(n).padStart(8, '0')}`;
      const bban = `0151${String(n).padStart(14, '0')}`;
      const entryDate = shape.entryDate(n);
      const exitDate = shape.exitDate?.(n) ?? null;
      emps.push({
        companyId,
        employeeNumber: n,
        idType: 'fisica',
        nationalId,
        firstName,
        firstSurname,
        secondSurname,
        birthDate: '1990-05-05',
        sex: female ? 'female' : 'male',
        civilStatus: 'single',
        nationality: 'CR',
        bankCode: '151',
        iban: `CR${ibanCheckDigits(bban)}${bban}`,
        ...(shape.email ? { email: `persona${n}@example.cr` } : {}),
        scheduleId: sch[n % 5 === 0 ? 1 : 0]!.id,
        periodicity: 'fortnightly',
        active: exitDate === null,
        entryDate,
        exitDate,
        searchText: foldText(`${n} ${nationalId} ${firstName} ${firstSurname} ${secondSurname}`),
      });
      periods.push({ companyId, employeeNumber: n, periodNo: 1, entryDate, exitDate });
      const monthly = shape.salary(n, rnd);
      const wageType = shape.wageType?.(n) ?? 'monthly';
      const minutes = (n % 5 === 0 ? 36 : 32) * 15;
      const wage =
        wageType === 'daily'
          ? Math.round(monthly / 30 / 100) * 100
          : wageType === 'hourly'
            ? Math.round((monthly * 60) / (30 * minutes) / 100) * 100
            : null;
      salaries.push({
        companyId,
        employeeNumber: n,
        effectiveFrom: entryDate,
        amount: wage === null ? monthly : monthlyEquivalent(wageType, wage as Cents, minutes),
        wageType,
        wage,
      });
      for (const range of shape.ranges?.(n) ?? []) ranges.push({ companyId, employeeNumber: n, ...range });
    }
    await db.insert(employees).values(emps);
    await db.insert(employmentPeriods).values(periods);
    await db.insert(employeeSalaries).values(salaries);
    if (ranges.length > 0) await db.insert(attendanceRanges).values(ranges);
  }
  return { scheduleIds: sch.map((s) => s.id) };
};

/**
 * Company 1 with its administrator and `count` fortnightly employees (e-mail, a valid Costa Rican IBAN, a salary
 * between ₡350 000 and ₡1 200 000, hired between 2016 and 2025, 2 % with a week of vacation in the last fortnight
 * of November 2026). `hiredInNovember`: every 97th employee is hired on 20 November 2026 instead.
 */
export const seedFortnightlyEmployees = (
  db: Db,
  count: number,
  opts: { hiredInNovember: boolean; companyId?: number },
) =>
  seedBenchEmployees(db, count, {
    companyId: opts.companyId,
    rngSeed: 13,
    email: true,
    entryDate: (n) =>
      opts.hiredInNovember && n % 97 === 0
        ? '2026-11-20'
        : `20${String(16 + (n % 10)).padStart(2, '0')}-${String(1 + (n % 11)).padStart(2, '0')}-01`,
    salary: (_n, rnd) => 35_000_000 + Math.floor(rnd() * 85) * 1_000_000,
    ranges: (n) => (n % 50 === 7 ? [NOVEMBER_VACATION] : []),
  });

export type Answer<T> = { ms: number; status: number; json: { ok: boolean; data: T; error?: unknown } };

/** JSON calls and streamed downloads to an API on loopback, signed in as the bench's administrator. */
export const apiClient = (
  initialPort: number,
  /** Who signs in: the bench's administrator unless told (a self-service employee, say), and into which company. */
  login: { user: string; password: string; companyId?: number } = { user: 'bench', password: BENCH_PASSWORD },
) => {
  const company = login.companyId ?? 1;
  let port = initialPort;
  let agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  let headers: Record<string, string> = { 'content-type': 'application/json' };
  const request = (method: string, path: string, body: object, onData: (c: Buffer) => void) =>
    new Promise<{ ms: number; status: number; contentType: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: `/api/${path}`,
          method,
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.on('data', onData);
          res.on('error', reject);
          res.on('end', () =>
            resolve({
              ms: performance.now() - started,
              status: res.statusCode ?? 0,
              contentType: String(res.headers['content-type'] ?? ''),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const send = async <T>(method: string, path: string, body: object): Promise<Answer<T>> => {
    const chunks: Buffer[] = [];
    const res = await request(method, path, body, (c) => chunks.push(c));
    return { ms: res.ms, status: res.status, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) };
  };
  const ok = async <T>(method: string, path: string, body: object) => {
    const res = await send<T>(method, path, body);
    if (!res.json.ok) throw new Error(`${path}: ${JSON.stringify(res.json.error)}`);
    return { ms: res.ms, data: res.json.data };
  };
  /** A file answer read as it streams: its size and last 64 KiB (a zip's directory), never held whole. */
  const download = async (method: string, path: string, body: object) => {
    let bytes = 0;
    let tail = Buffer.alloc(0);
    let firstByteMs = 0;
    const started = performance.now();
    const res = await request(method, path, body, (c) => {
      if (bytes === 0) firstByteMs = performance.now() - started;
      bytes += c.length;
      tail = Buffer.concat([tail, c]);
      if (tail.length > 65_536) tail = tail.subarray(tail.length - 65_536);
    });
    if (res.status !== 200)
      throw new Error(`${path}: HTTP ${res.status} ${tail.toString('utf8').slice(0, 500)}`);
    return { ...res, bytes, tail, firstByteMs };
  };
  const signIn = async () => {
    headers = { 'content-type': 'application/json' };
    const signedIn = await ok<{ token: string; userData: { num_usuario: number } }>('POST', 'authPlanilla', {
      cod_usuario: login.user,
      clave: login.password,
      num_empresa: company,
    });
    headers = {
      ...headers,
      'x-token': signedIn.data.token,
      num_empresa: String(company),
      num_usuario: String(signedIn.data.userData.num_usuario),
      cod_usuario: login.user,
    };
  };
  return {
    send,
    ok,
    download,
    signIn,
    /** Points the client at another server (signs in again there). */
    moveTo: async (newPort: number) => {
      agent.destroy();
      agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
      port = newPort;
      await signIn();
    },
    close: () => agent.destroy(),
  };
};
export type ApiClient = ReturnType<typeof apiClient>;

/** Entries of a zip from its end-of-central-directory record (in the last bytes of the file). */
export const zipEntryCount = (tail: Buffer): number | null => {
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === 0x06054b50) return tail.readUInt16LE(i + 10);
  return null;
};

/** A fortnightly payroll of the period through the real calls: created, projected, calculated and closed. */
export const runPayrollThroughApi = async (
  api: ApiClient,
  period: { start: string; end: string },
  /** `close: false` leaves it calculated (the caller closes it where it measures what the close starts). */
  opts: { close?: boolean } = {},
) => {
  const t0 = performance.now();
  const payrollId = (
    await api.ok<{ payrollId: number }>('POST', 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: period.start,
      periodEnd: period.end,
    })
  ).data.payrollId;
  const projected = await api.ok<{ employees: { total: number } }>('PUT', 'procesoPlanilla/projectpayroll', {
    payrollId,
  });
  const calc = await api.ok<{ totals: { employees: number; net: number } }>(
    'PUT',
    'procesoPlanilla/calculatePayroll',
    { payrollId },
  );
  if (opts.close !== false)
    await api.ok('PUT', 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.data.totals.net });
  console.log(
    `payroll ${period.start}..${period.end}: ${projected.data.employees.total} projected, ` +
      `${calc.data.totals.employees} payslips calculated (${(calc.ms / 1000).toFixed(1)} s)` +
      `${opts.close !== false ? ' and closed' : ''}, ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s in all`,
  );
  return { payrollId, payslips: calc.data.totals.employees, net: calc.data.totals.net };
};

/**
 * The 23 fortnights before payroll `last` (run through the real calls, its period starting `lastStart`), closed,
 * copied from it set-based with their dates moved (1 Dec 2025 onward): calculations, members, payslips and lines;
 * vacation days (V) in a third of the employees' attendance of one copied fortnight each, and an opening vacation
 * balance for a fifth. The copies keep the real payslips' stored input.
 */
export const copyClosedFortnights = async (db: Db, last: number, lastStart: string) => {
  await db.execute(sql`
    insert into payrolls (company_id, kind, periodicity, period_start, period_end, pay_date, status,
      inputs_version, calculated_inputs_version, projected_at)
    select 1, 'regular', 'fortnightly', s, e, e, 'paid', 0, 0, s::timestamptz
    from (select d::date as s,
            case when extract(day from d) = 1 then d::date + 14
              else (date_trunc('month', d) + interval '1 month - 1 day')::date end as e
          from generate_series('2025-12-01'::date, '2026-11-01'::date, interval '1 day') d
          where extract(day from d) in (1, 16)) x`);
  const copies = sql`(select id, period_start, period_end from payrolls
    where company_id = 1 and kind = 'regular' and id <> ${last})`;
  await db.execute(sql`
    insert into payroll_calculations (company_id, payroll_id, calculated_at, calculated_by, inputs_version,
      rules_version, rule_set_years, employee_count, gross, deductions, net, employer_charges, provisions,
      employer_cost, warning_count, timings, closed_at, closed_by)
    select c.company_id, p.id, p.period_end + time '12:00', c.calculated_by, 0, c.rules_version,
      jsonb_build_array(extract(year from p.period_end)::int), c.employee_count, c.gross, c.deductions, c.net,
      c.employer_charges, c.provisions, c.employer_cost, c.warning_count, c.timings,
      p.period_end + time '18:00', c.closed_by
    from payroll_calculations c cross join ${copies} p
    where c.company_id = 1 and c.payroll_id = ${last}`);
  await db.execute(sql`
    insert into payroll_employees (company_id, payroll_id, employee_number, schedule_id, first_day, last_day,
      name_rank, review_status)
    select m.company_id, p.id, m.employee_number, m.schedule_id, p.period_start, p.period_end, m.name_rank,
      m.review_status
    from payroll_employees m cross join ${copies} p
    where m.company_id = 1 and m.payroll_id = ${last}`);
  await db.execute(sql`
    insert into payslips (company_id, payroll_id, employee_number, gross, deductions, net, employer_charges,
      provisions, employer_cost, taxable_gross, tax_withheld, aguinaldo_base, rule_set_year, days, tax, warnings,
      warning_count, input, input_hashes)
    select s.company_id, p.id, s.employee_number, s.gross, s.deductions, s.net, s.employer_charges, s.provisions,
      s.employer_cost, s.taxable_gross, s.tax_withheld, s.aguinaldo_base, extract(year from p.period_end)::int,
      s.days, s.tax,
      s.warnings, s.warning_count, s.input, s.input_hashes
    from payslips s cross join ${copies} p
    where s.company_id = 1 and s.payroll_id = ${last}`);
  await db.execute(sql`
    insert into payslip_lines (company_id, payroll_id, employee_number, line_no, code, kind, quantity, unit, rate,
      basis, amount, legal_ref, line_date, disability_type, note)
    select l.company_id, p.id, l.employee_number, l.line_no, l.code, l.kind, l.quantity, l.unit, l.rate, l.basis,
      l.amount, l.legal_ref, case when l.line_date is null then null
        else least(p.period_end, p.period_start + (l.line_date - ${lastStart}::date)) end,
      l.disability_type, l.note
    from payslip_lines l cross join ${copies} p
    where l.company_id = 1 and l.payroll_id = ${last}`);
  // Vacation days in the year's attendance and opening balances (what the vacation summary counts).
  await db.execute(sql`
    insert into attendance_days (company_id, payroll_id, work_date, employee_number, schedule_id, code,
      expected_minutes, rest_day, source)
    select 1, p.id, p.period_start + k, e.employee_number, e.schedule_id, 'V', 480, false, 'action'
    from employees e
    join (select id, period_start, row_number() over (order by period_start) - 1 as i from ${copies} c) p
      on p.i = e.employee_number % 23
    cross join generate_series(0, 4) k
    where e.company_id = 1 and e.employee_number % 3 = 0`);
  await db.execute(sql`
    insert into vacation_adjustments (company_id, employee_number, kind, days_hundredths, effective_date, reason)
    select 1, employee_number, 'opening', 100 * (employee_number % 12), entry_date, 'Saldo inicial'
    from employees where company_id = 1 and employee_number % 5 = 0`);
};
