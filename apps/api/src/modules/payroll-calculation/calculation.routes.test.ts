import { AGUINALDO_BASE_LINE_CODES } from '@planilla/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { todayInCostaRica } from '../../lib/dates';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { assertLegalRuleMayChange } from '../legal-rules/rule-guard';
import { calculationTestHooks } from '../payslips/payslips.repository';
import { getCalculation, listResults } from './calculation.repository';
import { searchWords } from '../../lib/text';
import { calculatePayroll } from './calculate';
import { calculationProgress } from './calculation-progress';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);

const calculate = (s: Session, payrollId: number) =>
  call(s, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
const state = (s: Session, payrollId: number) => data(s, 'procesoPlanilla/calculationstate', { payrollId });

let november: number;
let december: number;
let members: number[];
const meta = { lang: 'es' as const, ip: '127.0.0.1', requestId: 'test' };
const authOf = (s: Session) => ({
  userId: s.userId,
  userCode: s.userData.cod_usuario,
  companyId: s.companyId,
  sessionId: 'test',
  role: 'payroll_manager' as const,
  rules: [],
  systemAdmin: false,
  employeeNumber: null,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  november = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
    })
  ).payrollId;
  december = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-15',
    })
  ).payrollId;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: november }, 'PUT');
  members = (
    await rows<{ n: number }>(
      sql`select employee_number as n from payroll_employees where company_id = 1 and payroll_id = ${november} order by 1`,
    )
  ).map((r) => Number(r.n));
});
afterAll(async () => t?.close());

describe('procesoPlanilla/calculatePayroll', () => {
  it('is refused for a planned payroll, an unknown one and bad input, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect((await calculate(manager, december)).json().error.code).toBe('PAYROLL_NOT_PROJECTED');
    expect((await calculate(manager, 999_999)).statusCode).toBe(404);
    const bad = await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId: 'x' }, 'PUT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.payrollId).toBeTruthy();
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('is refused to the HR assistant and the auditor, and to another company (404), changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect((await calculate(assistant, november)).statusCode).toBe(403);
    expect((await calculate(auditor, november)).statusCode).toBe(403);
    expect((await calculate(admin2, november)).statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses with 409 and the list while the review has blockers (a day without a clock mark)', async () => {
    const [day] = await rows<{ work_date: string }>(sql`
      select work_date::text as work_date from attendance_days
      where company_id = 1 and payroll_id = ${november} and employee_number = ${members[0]!} and not rest_day limit 1`);
    await t.database.db.execute(sql`update attendance_days set code = 'S' where company_id = 1
      and payroll_id = ${november} and employee_number = ${members[0]!} and work_date = ${day!.work_date}`);
    const before = await tableFingerprints(t.database.db);
    const res = await calculate(manager, november);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PAYROLL_REVIEW_BLOCKERS',
      params: { count: 1, employees: String(members[0]) },
    });
    const s = await state(assistant, november);
    expect(s.blockers).toEqual([{ num_empleado: members[0], code: 'MISSING_MARK', date: day!.work_date }]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    await t.database.db.execute(sql`update attendance_days set code = 'R' where company_id = 1
      and payroll_id = ${november} and employee_number = ${members[0]!} and work_date = ${day!.work_date}`);
  });

  it('calculates every member, stores payslips and lines whole, moves the payroll to processed, audited', async () => {
    const res = await calculate(manager, november);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ payrollId: november, status: 'processed' });
    expect(answer.totals.employees).toBe(members.length);

    // Totals are the sum of the payslips; each payslip is the sum of its lines; net = gross − deductions.
    const [sums] = await rows<Record<string, string>>(sql`
      select count(*) as n, sum(gross) as gross, sum(deductions) as deductions, sum(net) as net,
        sum(employer_cost) as employer_cost from payslips where company_id = 1 and payroll_id = ${november}`);
    expect(Number(sums!.n)).toBe(members.length);
    expect(Number(sums!.gross)).toBe(answer.totals.gross);
    expect(Number(sums!.net)).toBe(answer.totals.net);
    expect(answer.totals.net).toBe(answer.totals.gross - answer.totals.deductions);
    const mismatched = await rows(sql`
      select s.employee_number from payslips s
      join (select employee_number, sum(amount) filter (where kind = 'earning') as g,
          sum(amount) filter (where kind = 'deduction') as d, count(*) filter (where legal_ref = '') as no_ref
        from payslip_lines where company_id = 1 and payroll_id = ${november} group by employee_number) l
        on l.employee_number = s.employee_number
      where s.company_id = 1 and s.payroll_id = ${november}
        and (s.gross <> l.g or s.deductions <> coalesce(l.d, 0) or s.net <> s.gross - s.deductions or l.no_ref > 0)`);
    expect(mismatched).toEqual([]);
    // Each payslip carries its aguinaldo base: the sum of its lines counted for the aguinaldo.
    const baseMismatched = await rows(sql`
      select s.employee_number from payslips s
      where s.company_id = 1 and s.payroll_id = ${november} and s.aguinaldo_base <> (
        select coalesce(sum(l.amount), 0) from payslip_lines l
        where l.company_id = s.company_id and l.payroll_id = s.payroll_id and l.employee_number = s.employee_number
          and l.code = any(${sql.param([...AGUINALDO_BASE_LINE_CODES])}::text[]))`);
    expect(baseMismatched).toEqual([]);
    const [based] = await rows<{ n: string }>(
      sql`select count(*) as n from payslips where company_id = 1 and payroll_id = ${november} and aguinaldo_base > 0`,
    );
    expect(Number(based!.n)).toBeGreaterThan(0);

    // Rest days nobody worked are no worked days: a schedule within the weekly maximum (art. 136) is not
    // flagged because the projection lays its rest days out as R.
    const overWeekly = await rows<{ employee_number: number }>(sql`
      select s.employee_number from payslips s
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      join schedules h on h.company_id = e.company_id and h.id = e.schedule_id
      where s.company_id = 1 and s.payroll_id = ${november}
        and h.quarter_hours_per_day * 15 * cardinality(h.working_days) <= 48 * 60
        and s.warnings::jsonb @> '[{"code": "WEEKLY_HOURS_OVER_LIMIT"}]'::jsonb`);
    expect(overWeekly).toEqual([]);

    const [p] = await rows<{ status: string; v: number; cv: number }>(sql`
      select status, inputs_version as v, calculated_inputs_version as cv from payrolls where company_id = 1 and id = ${november}`);
    expect(p).toMatchObject({ status: 'processed' });
    expect(Number(p!.cv)).toBe(Number(p!.v));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll_calculated'), eq(auditLog.entityId, String(november))));
    expect(entry).toMatchObject({ companyId: 1, userCode: 'planillas' });

    const s = await state(auditor, november);
    expect(s).toMatchObject({ status: 'processed', stale: false, blockers: [], running: null, closed: null });
    expect(s.calculated.totals).toEqual(answer.totals);
  });

  it('answers the results page with totals, search and order, and a payslip with its lines and days', async () => {
    const page = await data(assistant, 'procesoPlanilla/payrollcalculate', {
      payrollId: november,
      pageSize: 5,
    });
    expect(page.total).toBe(members.length);
    expect(page.items).toHaveLength(5);
    expect(page.totals.employees).toBe(members.length);
    const first = page.items[0];
    expect(first.net).toBe(first.gross - first.deductions);
    expect(
      Object.values(first.daysByCode as Record<string, number>).reduce((a, b) => a + b, 0),
    ).toBeGreaterThan(0);
    const byNet = await data(assistant, 'procesoPlanilla/payrollcalculate', {
      payrollId: november,
      sortBy: 'net',
      pageSize: 100,
    });
    const nets = byNet.items.map((i: { net: number }) => i.net);
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    const found = await data(assistant, 'procesoPlanilla/payrollcalculate', {
      payrollId: november,
      search: first.fullName.split(' ')[0],
    });
    expect(found.items.map((i: { num_empleado: number }) => i.num_empleado)).toContain(first.num_empleado);

    const slip = await data(auditor, 'procesoPlanilla/payslipdetail', {
      payrollId: november,
      num_empleado: first.num_empleado,
    });
    expect(slip.totals.net).toBe(first.net);
    expect(slip.lines.find((l: { code: string }) => l.code === 'ORDINARY_PAY')).toBeTruthy();
    for (const l of slip.lines) expect(l.legalRef).not.toBe('');
    expect(slip.attendance).toHaveLength(15);
    expect(slip.previous).toBeNull();

    const other = await call(admin2, 'procesoPlanilla/payslipdetail', {
      payrollId: november,
      num_empleado: first.num_empleado,
    });
    expect(other.statusCode).toBe(404);
    const none = await call(admin, 'procesoPlanilla/payslipdetail', {
      payrollId: november,
      num_empleado: 99_999,
    });
    expect(none.json().error.code).toBe('PAYSLIP_NOT_FOUND');
  });

  it('answers every page as the page query does: each order, the warnings filter, a search, past the end', async () => {
    const first = (await data(assistant, 'procesoPlanilla/payrollcalculate', { payrollId: november }))
      .items[0];
    const word = String(first.fullName.split(' ')[1]).slice(0, 3);
    for (const sortBy of ['name', 'num_empleado', 'net', 'gross'] as const)
      for (const warningsOnly of [false, true])
        for (const search of [undefined, word]) {
          const q = { payrollId: november, sortBy, warningsOnly, search, pageSize: 3 };
          const query = {
            companyId: 1,
            payrollId: november,
            words: searchWords(search),
            warningsOnly,
            sortBy,
            pageSize: 3,
            knownTotal: search || warningsOnly ? undefined : members.length,
          };
          const whole = await listResults(t.database.db, { ...query, page: 1, pageSize: 1000 });
          for (let page = 1; page <= Math.ceil(whole.total / 3) + 1; page++) {
            const got = await data(assistant, 'procesoPlanilla/payrollcalculate', { ...q, page });
            const want = await listResults(t.database.db, { ...query, page });
            expect(got.total, JSON.stringify({ ...q, page })).toBe(want.total);
            expect(got.items.map((i: { num_empleado: number }) => i.num_empleado)).toEqual(
              want.rows.map((r) => r.employeeNumber),
            );
            expect(got.items.map((i: { fullName: string; net: number }) => [i.fullName, i.net])).toEqual(
              want.rows.map((r) => [r.fullName, r.net]),
            );
          }
        }
  });

  it('gives one result for two calculations at once: the second is told it is running, with the progress', async () => {
    // The second call arrives while the first is writing (the embedded database has one connection, so it is
    // made from inside the first one; on PostgreSQL the advisory lock test below covers other processes).
    let second: unknown;
    let progress: unknown;
    calculationTestHooks.afterLinesChunk = async () => {
      progress = calculationProgress(1, november);
      second = await calculatePayroll({ db: t.database.db }, authOf(manager), meta, {
        payrollId: november,
      }).catch((err: unknown) => err);
    };
    try {
      expect((await calculate(admin, november)).statusCode).toBe(200);
    } finally {
      calculationTestHooks.afterLinesChunk = undefined;
    }
    expect(progress).toMatchObject({ processed: members.length, total: members.length });
    expect(second).toMatchObject({
      code: 'PAYROLL_CALCULATION_RUNNING',
      params: { processed: members.length, total: members.length },
    });
    const [n] = await rows<{ n: string }>(
      sql`select count(*) as n from payslips where company_id = 1 and payroll_id = ${november}`,
    );
    expect(Number(n!.n)).toBe(members.length);
    expect(
      await rows(
        sql`select 1 from audit_log where action = 'payroll_recalculated' and entity_id = ${String(november)}`,
      ),
    ).toHaveLength(1);

    // Two requests at once through the server: both answer the same totals, and one calculation is stored.
    const [a, b] = await Promise.all([calculate(admin, november), calculate(manager, november)]);
    const answered = [a, b].filter((r) => r.statusCode === 200).map((r) => r.json().data.totals);
    const refused = [a, b].filter((r) => r.statusCode === 409).map((r) => r.json().error.code);
    expect(answered.length + refused.length).toBe(2);
    expect(refused.every((c) => c === 'PAYROLL_CALCULATION_RUNNING')).toBe(true);
    if (answered.length === 2) expect(answered[0]).toEqual(answered[1]);
    // Whichever ran, one calculation is stored, the one answered.
    const [stored] = await rows<{ n: string; net: string }>(
      sql`select count(*) as n, sum(net) as net from payslips where company_id = 1 and payroll_id = ${november}`,
    );
    expect(Number(stored!.n)).toBe(members.length);
    expect(Number(stored!.net)).toBe(answered[0].net);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'tells a calculation that another process holds the payroll lock that it is running',
    async () => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4245, ${november})`);
        const res = await calculate(manager, november);
        expect(res.statusCode).toBe(409);
        expect(res.json().error.code).toBe('PAYROLL_CALCULATION_RUNNING');
      });
    },
  );

  it('keeps the previous calculation intact when one fails half-way, and shows the failure', async () => {
    const before = await tableFingerprints(t.database.db);
    calculationTestHooks.afterLinesChunk = () => {
      throw new Error('killed half-way');
    };
    try {
      const res = await calculate(manager, november);
      expect(res.statusCode).toBe(500);
    } finally {
      calculationTestHooks.afterLinesChunk = undefined;
    }
    const after = await tableFingerprints(t.database.db);
    // Only the error log may have grown; payslips, lines, the calculation and the payroll are as they were.
    for (const table of ['payslips', 'payslip_lines', 'payroll_calculations', 'payrolls', 'audit_log'])
      expect(after[table], table).toBe(before[table]);
    const s = await state(manager, november);
    expect(s.lastFailure).toMatchObject({ code: 'INTERNAL_ERROR' });
    expect(s.status).toBe('processed');
  });

  it('keeps a calculation as a durable job: its failure outlives the process, a dead process reads as interrupted', async () => {
    const [job] = await rows<{ status: string; error_code: string; total: number }>(sql`
      select status, error_code, total from import_jobs
      where company_id = 1 and kind = 'payroll_calculation' and subject_id = ${november}
      order by started_at desc limit 1`);
    expect(job).toMatchObject({ status: 'failed', error_code: 'INTERNAL_ERROR', total: members.length });
    // A calculation whose server died mid-way: its row still says running, with a heartbeat long stopped.
    await t.database.db.execute(sql`
      insert into import_jobs (id, company_id, user_id, kind, status, processed, total, started_at, updated_at,
        instance_id, subject_id)
      values ('ghost-calculation', 1, ${manager.userId}, 'payroll_calculation', 'running', 2, ${members.length},
        now(), now() - interval '10 minutes', 'a-process-gone', ${november})`);
    const s = await state(manager, november);
    expect(s.running).toBeNull();
    expect(s.lastFailure).toMatchObject({ code: 'JOB_INTERRUPTED' });
    const en = await call(manager, 'procesoPlanilla/calculationstate', { payrollId: november }, 'POST', 'en');
    expect(en.json().data.lastFailure.message).not.toBe(s.lastFailure.message);
    // Another live process calculating it (fresh heartbeat): shown as running, with that process's progress.
    await t.database.db.execute(
      sql`update import_jobs set updated_at = now(), started_at = now() where id = 'ghost-calculation'`,
    );
    expect((await state(manager, november)).running).toMatchObject({ processed: 2, total: members.length });
    await t.database.db.execute(sql`delete from import_jobs where id = 'ghost-calculation'`);
    // A refused calculation records no job.
    const jobs = async () =>
      (await rows(sql`select 1 from import_jobs where kind = 'payroll_calculation'`)).length;
    const before = await jobs();
    expect((await calculate(manager, 987_654)).statusCode).toBe(404);
    expect(await jobs()).toBe(before);
  });

  it('marks the payroll stale after an attendance or salary change, with which employees and what', async () => {
    const [absent, raised] = [members[1]!, members[2]!];
    await data(
      manager,
      'asistencia/diaryAsistence',
      {
        payrollId: november,
        items: [{ num_empleado: absent, date: '2026-11-17', code: 'A', note: 'No vino' }],
      },
      'PUT',
    );
    // The net order as this calculation has it (this process keeps it until the next calculation).
    const byNet = async () =>
      (
        await data(manager, 'procesoPlanilla/payrollcalculate', {
          payrollId: november,
          sortBy: 'net',
          pageSize: 100,
        })
      ).items.map((i: { num_empleado: number; net: number }) => [i.num_empleado, i.net]);
    const netsBefore = await byNet();
    const versionBefore = (await getCalculation(t.database.db, 1, november))!.version;
    const [salary] = await rows<{ amount: string }>(sql`
      select amount from employee_salaries where company_id = 1 and employee_number = ${raised}
      order by effective_from desc limit 1`);
    await t.database.db
      .execute(sql`insert into employee_salaries (company_id, employee_number, effective_from, amount)
      values (1, ${raised}, '2026-11-21', ${Number(salary!.amount) + 10_000_000})`);
    const s = await state(manager, november);
    expect(s.stale).toBe(true);
    expect(s.staleEmployees).toEqual(
      expect.arrayContaining([
        { num_empleado: absent, reasons: ['attendance'] },
        { num_empleado: raised, reasons: ['salary'] },
      ]),
    );
    const net = s.calculated.totals.net;
    const closing = await call(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: november, confirmNet: net },
      'PUT',
    );
    expect(closing.json().error.code).toBe('PAYROLL_STALE');

    // Recalculating brings it up to date; the absence and the raise are in the payslips.
    expect((await calculate(manager, november)).statusCode).toBe(200);
    const fresh = await state(manager, november);
    expect(fresh.stale).toBe(false);
    const slip = await data(manager, 'procesoPlanilla/payslipdetail', {
      payrollId: november,
      num_empleado: absent,
    });
    expect(slip.lines.find((l: { code: string }) => l.code === 'ABSENCE_UNPAID')).toMatchObject({
      quantity: 1,
    });
    // The results follow the new calculation (the kept order is keyed by it).
    const netsAfter = await byNet();
    expect((await getCalculation(t.database.db, 1, november))!.version).not.toBe(versionBefore);
    expect(netsAfter).not.toEqual(netsBefore);
    const stored = await rows<{ n: number; net: string }>(sql`
      select employee_number as n, net from payslips where company_id = 1 and payroll_id = ${november}
      order by net desc, employee_number`);
    expect(netsAfter).toEqual(stored.map((r) => [Number(r.n), Number(r.net)]));
  });
});

describe('stale reasons besides attendance and salary', () => {
  it('names a schedule changed from a date and a change of the children credited, then recalculates', async () => {
    // Members the other scenarios leave alone.
    const [moved, parent] = members.slice(6) as [number, number];
    expect(parent, `${members.length} members`).toBeDefined();
    expect((await calculate(manager, november)).statusCode).toBe(200);
    const [current] = await rows<{ schedule_id: number }>(sql`
      select schedule_id from employees where company_id = 1 and employee_number = ${moved}`);
    // Another jornada (hours or type): what the payslip depends on; the working days come with a re-projection.
    const [other] = await rows<{ id: number }>(sql`
      select o.id from schedules o join schedules c on c.company_id = o.company_id and c.id = ${current!.schedule_id}
      where o.company_id = 1 and (o.quarter_hours_per_day, o.jornada_type) <> (c.quarter_hours_per_day, c.jornada_type)
      order by o.id limit 1`);
    await data(
      admin,
      'empleados/updatehorarioubicacion',
      { num_empleado: moved, scheduleId: other!.id, effectiveFrom: '2026-11-23', reason: 'Cambio de turno' },
      'PUT',
    );
    const [kids] = await rows<{ children_count: number }>(sql`
      select children_count from employees where company_id = 1 and employee_number = ${parent}`);
    await data(
      admin,
      'empleados/update',
      { num_empleado: parent, childrenCount: Number(kids!.children_count) + 1 },
      'PUT',
    );

    const s = await state(manager, november);
    expect(s.stale).toBe(true);
    expect(s.staleEmployees).toEqual(
      expect.arrayContaining([
        { num_empleado: moved, reasons: ['schedule'] },
        { num_empleado: parent, reasons: ['credits'] },
      ]),
    );
    expect((await calculate(manager, november)).statusCode).toBe(200);
    expect((await state(manager, november)).stale).toBe(false);
  });
});

describe('procesoPlanilla/closepayroll', () => {
  it('is refused to the HR assistant and the auditor, with the wrong totals, and before calculation', async () => {
    const s = await state(manager, november);
    const net = s.calculated.totals.net;
    const before = await tableFingerprints(t.database.db);
    const close = (who: Session, payrollId: number, confirmNet: number) =>
      call(who, 'procesoPlanilla/closepayroll', { payrollId, confirmNet }, 'PUT');
    expect((await close(assistant, november, net)).statusCode).toBe(403);
    expect((await close(auditor, november, net)).statusCode).toBe(403);
    expect((await close(admin2, november, net)).statusCode).toBe(404);
    expect((await close(manager, november, net + 1)).json().error.code).toBe('PAYROLL_TOTALS_CHANGED');
    expect((await close(manager, december, 0)).json().error.code).toBe('PAYROLL_NOT_CALCULATED');
    expect(
      (await call(manager, 'procesoPlanilla/closepayroll', { payrollId: november }, 'PUT')).statusCode,
    ).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('closes a processed, current payroll: paid, audited, and nothing in it changes any more', async () => {
    const net = (await state(manager, november)).calculated.totals.net;
    const closed = await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: november, confirmNet: net },
      'PUT',
    );
    expect(closed).toMatchObject({ status: 'paid', closed: { by: 'planillas' } });
    expect(
      await rows(
        sql`select 1 from audit_log where action = 'payroll_closed' and entity_id = ${String(november)}`,
      ),
    ).toHaveLength(1);

    const before = await tableFingerprints(t.database.db);
    const attendance = await call(
      admin,
      'asistencia/diaryAsistence',
      { payrollId: november, items: [{ num_empleado: members[3], date: '2026-11-18', code: 'A' }] },
      'PUT',
    );
    expect(attendance.statusCode).toBe(409);
    expect(attendance.json().error.code).toBe('PAYROLL_PAID');
    expect((await calculate(admin, november)).json().error.code).toBe('PAYROLL_PAID');
    const again = await call(
      admin,
      'procesoPlanilla/closepayroll',
      { payrollId: november, confirmNet: net },
      'PUT',
    );
    expect(again.json().error.code).toBe('PAYROLL_ALREADY_CLOSED');
    expect(
      (
        await call(
          admin,
          'paramPlanilla/updatepaydate',
          { payrollId: november, payDate: '2026-12-31' },
          'PUT',
        )
      ).statusCode,
    ).toBe(409);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    // A legal value from a date the paid payroll used can no longer be registered or changed.
    await expect(
      assertLegalRuleMayChange(
        t.database.db,
        { action: 'register', kind: 'salaryTax', ruleKey: 'salaryTax', effectiveFrom: '2026-11-01' },
        todayInCostaRica(),
      ),
    ).rejects.toMatchObject({ code: 'LEGAL_RULE_USED_BY_PAID_PAYROLL' });
    await expect(
      assertLegalRuleMayChange(
        t.database.db,
        { action: 'register', kind: 'salaryTax', ruleKey: 'salaryTax', effectiveFrom: '2027-01-01' },
        todayInCostaRica(),
      ),
    ).resolves.toBeUndefined();
  });
});

describe('procesoPlanilla/payrollchanges', () => {
  it("compares each employee's net with the previous payroll, the largest change first, with the lines", async () => {
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: december }, 'PUT');
    const absent = members[4]!;
    await data(
      manager,
      'asistencia/diaryAsistence',
      {
        payrollId: december,
        items: [
          { num_empleado: absent, date: '2026-12-02', code: 'A' },
          { num_empleado: absent, date: '2026-12-03', code: 'A' },
          // 1 December is a holiday: worked (times typed) by one employee, laid out as R for the rest.
          { num_empleado: members[5]!, date: '2026-12-01', code: 'R', entryTime: '07:00', exitTime: '15:00' },
        ],
      },
      'PUT',
    );
    expect((await calculate(manager, december)).statusCode).toBe(200);
    const holidayWorked = await rows<{ employee_number: number }>(sql`
      select distinct employee_number from payslip_lines
      where company_id = 1 and payroll_id = ${december} and code = 'HOLIDAY_WORKED'`);
    expect(holidayWorked.map((r) => Number(r.employee_number))).toEqual([members[5]!]);
    const changes = await data(manager, 'procesoPlanilla/payrollchanges', {
      payrollId: december,
      pageSize: 100,
    });
    const diffs = changes.items
      .filter((i: { previousNet: number | null }) => i.previousNet !== null)
      .map((i: { difference: number }) => Math.abs(i.difference));
    expect(diffs).toEqual([...diffs].sort((a, b) => b - a));
    const item = changes.items.find((i: { num_empleado: number }) => i.num_empleado === absent);
    expect(item.previousPayrollId).toBe(november);
    expect(item.difference).toBeLessThan(0);
    expect(item.changes.map((c: { code: string }) => c.code)).toContain('ABSENCE_UNPAID');
    const slip = await data(manager, 'procesoPlanilla/payslipdetail', {
      payrollId: december,
      num_empleado: absent,
    });
    expect(slip.previous).toMatchObject({ payrollId: november });
    expect(slip.changes[0].code).toBeTruthy();
  });
});

describe('corrections of a closed payroll', () => {
  it('go forward: a + in a later payroll names the closed one, and its payslip line says so', async () => {
    const who = members[6]!;
    const put = (item: object) =>
      call(manager, 'asistencia/diaryAsistence', { payrollId: december, items: [item] }, 'PUT');
    const versionBefore = await rows(sql`select inputs_version from payrolls where id = ${december}`);
    // Only a closed payroll that ended before this one, and only on a + or a −.
    const notClosed = await put({
      num_empleado: who,
      date: '2026-12-04',
      code: '+',
      amount: 2_500_000,
      amountReason: 'Horas extra no pagadas',
      correctsPayrollId: december,
    });
    expect(notClosed.statusCode).toBe(400);
    expect(notClosed.json().error.fields).toHaveProperty(['items.0.correctsPayrollId']);
    const onAbsence = await put({
      num_empleado: who,
      date: '2026-12-04',
      code: 'A',
      correctsPayrollId: november,
    });
    expect(onAbsence.json().error.fields).toHaveProperty(['items.0.correctsPayrollId']);
    expect(await rows(sql`select inputs_version from payrolls where id = ${december}`)).toEqual(
      versionBefore,
    );

    const ok = await put({
      num_empleado: who,
      date: '2026-12-04',
      code: '+',
      amount: 2_500_000,
      amountReason: 'Horas extra no pagadas',
      correctsPayrollId: november,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.stringify(ok.json().data)).toContain(`"correctsPayrollId":${november}`);
    expect((await calculate(manager, december)).statusCode).toBe(200);
    const [line] = await rows<{ note: string; amount: string }>(sql`
      select note, amount from payslip_lines
      where company_id = 1 and payroll_id = ${december} and employee_number = ${who} and note like '%corrige%'`);
    expect(line!.note).toContain(`Horas extra no pagadas · corrige la planilla N.º ${november} (`);
    expect(Number(line!.amount)).toBe(2_500_000);
  });
});

describe('one definition of a counted day (issue 23)', () => {
  it("the review's days by code equal the calculation's for an employee with mixed codes", async () => {
    const september = (
      await data(manager, 'paramPlanilla/newpayroll', {
        periodicity: 'fortnightly',
        periodStart: '2026-09-01',
        periodEnd: '2026-09-15',
      })
    ).payrollId;
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: september }, 'PUT');
    // A member with rest days in the period (not worked: laid out as R) and 15 September, a holiday.
    const [m] = await rows<{ n: number }>(sql`
      select employee_number as n from attendance_days where company_id = 1 and payroll_id = ${september}
      group by employee_number having count(*) filter (where rest_day and code = 'R') > 0
        and count(*) filter (where not rest_day and holiday_id is null and code = 'R') >= 3
      order by 1 limit 1`);
    const n = Number(m!.n);
    const working = (
      await rows<{ d: string }>(sql`
        select work_date::text as d from attendance_days where company_id = 1 and payroll_id = ${september}
          and employee_number = ${n} and not rest_day and holiday_id is null and code = 'R' order by 1 limit 3`)
    ).map((r) => r.d);
    await data(
      manager,
      'asistencia/diaryAsistence',
      {
        payrollId: september,
        items: [
          { num_empleado: n, date: working[0], code: 'A' },
          { num_empleado: n, date: working[1], code: '+', amount: 1_000_000, amountReason: 'Bono' },
        ],
      },
      'PUT',
    );
    await data(
      manager,
      'asistencia/asistenceextrahours',
      { payrollId: september, num_empleado: n, date: working[2], extraMinutes: 60 },
      'PUT',
    );
    await data(
      manager,
      'asistencia/updateextrahour',
      { payrollId: september, items: [{ num_empleado: n, date: working[2], action: 'approve' }] },
      'PUT',
    );
    const calculated = await calculate(manager, september);
    expect(calculated.statusCode, calculated.body).toBe(200);

    const review = (
      await data(auditor, 'asistencia/employeesstatus', {
        payrollId: september,
        search: String(n),
        pageSize: 100,
      })
    ).page.items.find((i: { num_empleado: number }) => i.num_empleado === n);
    const result = (
      await data(auditor, 'procesoPlanilla/payrollcalculate', {
        payrollId: september,
        search: String(n),
        pageSize: 100,
      })
    ).items.find((i: { num_empleado: number }) => i.num_empleado === n);
    const nonZero = (counts: Record<string, number>) =>
      Object.fromEntries(Object.entries(counts).filter(([, v]) => v > 0));
    expect(nonZero(review.counts)).toEqual(nonZero(result.daysByCode));
    expect(review.counts).toMatchObject({ A: 1, '+': 1, E: 1 });
  });
});
