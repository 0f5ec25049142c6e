import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payrolls } from '../../db/schema';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { seedAttendanceExtraHours } from '../../../seeds/attendance-extra-hours';
import { payrollReviewBlockers } from '../payroll-runs/review-blockers.repository';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);
const setStatus = (id: number, status: string) =>
  t.database.db
    .update(payrolls)
    .set({ status })
    .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, id)));
const inputsVersion = async (id: number) =>
  Number(
    (
      await rows<{ v: number }>(
        sql`select inputs_version as v from payrolls where company_id = 1 and id = ${id}`,
      )
    )[0]!.v,
  );

/** The fortnight 16–30 November 2026, and 1–15 September 2026 (15 September is a holiday). */
let payrollId: number;
let september: number;
/** Employees of the November payroll who work Monday to Friday, by number. */
let workers: number[];
/** A Wednesday of the period. */
const WED = '2026-11-18';
const THU = '2026-11-19';
const FRI = '2026-11-20';

const register = (s: Session, body: object, lang = 'es') =>
  call(s, 'asistencia/asistenceextrahours', { payrollId, ...body }, 'PUT', lang);
const review = (s: Session, items: object[], id = payrollId) =>
  call(s, 'asistencia/updateextrahour', { payrollId: id, items }, 'PUT');
const dayOf = async (num: number, date: string, id = payrollId) =>
  (await data(admin, 'asistencia/presencelist', { payrollId: id, num_empleado: num, date })).items[0];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  payrollId = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
    })
  ).payrollId;
  september = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-15',
    })
  ).payrollId;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: september }, 'PUT');
  workers = (
    await rows<{ n: number }>(sql`select m.employee_number as n from payroll_employees m
      join attendance_days d on d.company_id = m.company_id and d.payroll_id = m.payroll_id
        and d.employee_number = m.employee_number and d.work_date in (${WED}, ${THU}, ${FRI})
      where m.company_id = 1 and m.payroll_id = ${payrollId} and d.code = 'R' and not d.rest_day
      group by m.employee_number having count(*) = 3 order by m.employee_number limit 8`)
  ).map((r) => Number(r.n));
  expect(workers.length).toBe(8);
});
afterAll(async () => t?.close());

describe('registering extra hours by hand (asistencia/asistenceextrahours)', () => {
  it('an HR assistant registers them: the day becomes E, pending, the inputs version grows, audited', async () => {
    const num = workers[0]!;
    const before = await dayOf(num, WED);
    const version = await inputsVersion(payrollId);
    const res = await data(
      assistant,
      'asistencia/asistenceextrahours',
      { payrollId, num_empleado: num, date: WED, extraMinutes: 90, reason: 'Cierre de mes' },
      'PUT',
    );
    expect(res.day).toMatchObject({
      code: 'E',
      extraMinutes: 90,
      extraStatus: 'pending',
      extraApprovedMinutes: null,
      extraReason: 'Cierre de mes',
      ordinaryMinutes: before.ordinaryMinutes,
      source: 'person',
    });
    expect(res.warnings).toEqual([]);
    expect(res.inputsVersion).toBe(version + 1);
    const [audit] = await rows<{ action: string; after: { days: { extraMinutes: number }[] } }>(
      sql`select action, after from audit_log where company_id = 1 and action = 'extra_hours_registered' order by id desc limit 1`,
    );
    expect(audit!.after.days[0]!.extraMinutes).toBe(90);
  });

  it('with entry and exit, ordinary time is their span less the extra time; beyond 12 hours it warns', async () => {
    const num = workers[1]!;
    const res = await data(
      manager,
      'asistencia/asistenceextrahours',
      { payrollId, num_empleado: num, date: WED, extraMinutes: 300, entryTime: '06:00', exitTime: '20:00' },
      'PUT',
    );
    expect(res.day.entryTime).toBe('06:00');
    expect(res.day.ordinaryMinutes + res.day.extraMinutes).toBeGreaterThan(720);
    expect(res.day.overDailyCap).toBe(true);
    expect(res.warnings).toEqual([{ num_empleado: num, date: WED, code: 'DAILY_HOURS_OVER_CAP' }]);
  });

  it('flags extra hours on a holiday (15 September)', async () => {
    const [row] = await rows<{ n: number }>(sql`select employee_number as n from attendance_days
      where company_id = 1 and payroll_id = ${september} and work_date = '2026-09-15' and code = 'R'
      order by employee_number limit 1`);
    const res = await data(
      manager,
      'asistencia/asistenceextrahours',
      { payrollId: september, num_empleado: Number(row!.n), date: '2026-09-15', extraMinutes: 120 },
      'PUT',
    );
    expect(res.day.holidayId).toBe('INDEPENDENCE_DAY');
    expect(res.warnings.map((w: { code: string }) => w.code)).toEqual(['HOLIDAY_EXTRA_HOURS']);
    const totals = await data(manager, 'asistencia/extrahourpayroll', { payrollId: september });
    expect(totals.items[0]).toMatchObject({ holidayMinutes: 120, pendingMinutes: 120 });
  });

  it('validates each field, and a refused call changes nothing', async () => {
    const num = workers[2]!;
    const before = await tableFingerprints(t.database.db);
    const fieldOf = async (body: object) => {
      const res = await register(manager, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    expect(await fieldOf({ num_empleado: num, date: WED, extraMinutes: 0 })).toHaveProperty('extraMinutes');
    expect(await fieldOf({ num_empleado: num, date: WED, extraMinutes: 24 * 60 + 1 })).toHaveProperty(
      'extraMinutes',
    );
    expect(await fieldOf({ num_empleado: num, date: WED })).toHaveProperty('extraMinutes');
    expect(await fieldOf({ num_empleado: 0, date: WED, extraMinutes: 60 })).toHaveProperty('num_empleado');
    expect(await fieldOf({ num_empleado: num, date: '2026-11-31', extraMinutes: 60 })).toHaveProperty('date');
    expect(await fieldOf({ num_empleado: num, date: '2026-12-02', extraMinutes: 60 })).toHaveProperty('date');
    expect(
      await fieldOf({ num_empleado: num, date: WED, extraMinutes: 60, entryTime: '07:00' }),
    ).toHaveProperty('exitTime');
    expect(
      await fieldOf({
        num_empleado: num,
        date: WED,
        extraMinutes: 60,
        entryTime: '25:00',
        exitTime: '07:00',
      }),
    ).toHaveProperty('entryTime');
    expect(await fieldOf({ num_empleado: num, date: WED, extraMinutes: 60, reason: '' })).toHaveProperty(
      'reason',
    );
    const notFound = await register(manager, { num_empleado: 99999, date: WED, extraMinutes: 60 });
    expect(notFound.statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('only on a day worked: an absence refuses it', async () => {
    const num = workers[3]!;
    await data(
      assistant,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: num, date: FRI, code: 'A' }] },
      'PUT',
    );
    const res = await register(manager, { num_empleado: num, date: FRI, extraMinutes: 60 }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.date).toMatch(/code R or E/);
  });

  it('an auditor may not; another company sees no such payroll; a paid payroll refuses; nothing changes', async () => {
    const num = workers[2]!;
    const before = await tableFingerprints(t.database.db);
    expect((await register(auditor, { num_empleado: num, date: THU, extraMinutes: 60 })).statusCode).toBe(
      403,
    );
    expect((await register(admin2, { num_empleado: num, date: THU, extraMinutes: 60 })).statusCode).toBe(404);
    await setStatus(payrollId, 'paid');
    const before2 = await tableFingerprints(t.database.db);
    const paid = await register(manager, { num_empleado: num, date: THU, extraMinutes: 60 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before2);
    await setStatus(payrollId, 'projected');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('the extra-hours lists', () => {
  beforeAll(async () => {
    // Two more pending days for workers[4] and one for workers[5].
    for (const [num, date, minutes] of [
      [workers[4]!, THU, 60],
      [workers[4]!, FRI, 30],
      [workers[5]!, THU, 45],
    ] as const)
      await data(
        manager,
        'asistencia/asistenceextrahours',
        { payrollId, num_empleado: num, date, extraMinutes: minutes },
        'PUT',
      );
  });

  it('asistencia/extrahours lists the days with extra hours, pending first, by status and employee', async () => {
    const all = await data(auditor, 'asistencia/extrahours', { payrollId, pageSize: 100 });
    expect(all.total).toBe(all.items.length);
    expect(all.items.every((d: { extraMinutes: number }) => d.extraMinutes > 0)).toBe(true);
    const own = await data(assistant, 'asistencia/extrahours', { payrollId, num_empleado: workers[4] });
    expect(own.items.map((d: { date: string }) => d.date)).toEqual([THU, FRI]);
    const pending = await data(admin, 'asistencia/extrahours', { payrollId, status: 'approved' });
    expect(pending.total).toBe(0);
    const bad = await call(admin, 'asistencia/extrahours', { payrollId, status: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    expect((await call(admin2, 'asistencia/extrahours', { payrollId })).statusCode).toBe(404);
  });

  it('asistencia/extrahourpayroll totals per employee, pending first', async () => {
    const totals = await data(auditor, 'asistencia/extrahourpayroll', { payrollId, pageSize: 100 });
    const w4 = totals.items.find((i: { num_empleado: number }) => i.num_empleado === workers[4]);
    expect(w4).toMatchObject({ pendingMinutes: 90, approvedMinutes: 0, rejectedMinutes: 0, daysOverCap: 0 });
    const w1 = totals.items.find((i: { num_empleado: number }) => i.num_empleado === workers[1]);
    expect(w1.daysOverCap).toBe(1);
    expect((await call(admin2, 'asistencia/extrahourpayroll', { payrollId })).statusCode).toBe(404);
    expect((await call(admin, 'asistencia/extrahourpayroll', { payrollId: 0 })).statusCode).toBe(400);
  });
});

describe('approving, rejecting and adjusting (asistencia/updateextrahour)', () => {
  it('a payroll manager approves one, adjusts another with a reason and rejects a third in one call', async () => {
    const version = await inputsVersion(payrollId);
    const res = await data(
      manager,
      'asistencia/updateextrahour',
      {
        payrollId,
        items: [
          { num_empleado: workers[4], date: THU, action: 'approve' },
          {
            num_empleado: workers[4],
            date: FRI,
            action: 'adjust',
            approvedMinutes: 15,
            reason: 'Solo 15 min autorizados',
          },
          { num_empleado: workers[5], date: THU, action: 'reject', reason: 'No autorizadas' },
        ],
      },
      'PUT',
    );
    expect(res).toEqual({ updated: 3, inputsVersion: version + 1 });
    expect(await dayOf(workers[4]!, THU)).toMatchObject({
      extraStatus: 'approved',
      extraApprovedMinutes: 60,
    });
    expect(await dayOf(workers[4]!, FRI)).toMatchObject({
      extraStatus: 'approved',
      extraApprovedMinutes: 15,
      extraReason: 'Solo 15 min autorizados',
    });
    expect(await dayOf(workers[5]!, THU)).toMatchObject({ extraStatus: 'rejected', extraApprovedMinutes: 0 });
    const totals = await data(manager, 'asistencia/extrahourpayroll', { payrollId, pageSize: 100 });
    const w4 = totals.items.find((i: { num_empleado: number }) => i.num_empleado === workers[4]);
    expect(w4).toMatchObject({ pendingMinutes: 0, approvedMinutes: 75 });
    // Pending first: every employee with pending minutes comes before those without.
    const firstDone = totals.items.findIndex((i: { pendingMinutes: number }) => i.pendingMinutes === 0);
    expect(
      totals.items.slice(firstDone).every((i: { pendingMinutes: number }) => i.pendingMinutes === 0),
    ).toBe(true);
    const [audit] = await rows<{ before: { days: { extraStatus: string }[] } }>(
      sql`select before from audit_log where company_id = 1 and action = 'extra_hours_reviewed' order by id desc limit 1`,
    );
    expect(audit!.before.days.map((d) => d.extraStatus)).toEqual(['pending', 'pending', 'pending']);
  });

  it('validates each item: reasons, minutes, duplicates, days without extra hours; nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    const fieldsOf = async (items: object[]) => {
      const res = await review(manager, items);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().error.fields);
    };
    const w = workers[0]!;
    expect(await fieldsOf([{ num_empleado: w, date: WED, action: 'reject' }])).toEqual(['items.0.reason']);
    expect(await fieldsOf([{ num_empleado: w, date: WED, action: 'adjust', reason: 'x' }])).toEqual([
      'items.0.approvedMinutes',
    ]);
    expect(
      await fieldsOf([{ num_empleado: w, date: WED, action: 'adjust', approvedMinutes: 0, reason: 'x' }]),
    ).toEqual(['items.0.approvedMinutes']);
    expect(
      await fieldsOf([{ num_empleado: w, date: WED, action: 'adjust', approvedMinutes: 91, reason: 'x' }]),
    ).toEqual(['items.0.approvedMinutes']);
    expect(await fieldsOf([{ num_empleado: w, date: WED, action: 'approve', approvedMinutes: 10 }])).toEqual([
      'items.0.approvedMinutes',
    ]);
    expect(await fieldsOf([{ num_empleado: w, date: WED, action: 'ok' }])).toEqual(['items.0.action']);
    expect(
      await fieldsOf([
        { num_empleado: w, date: WED, action: 'approve' },
        { num_empleado: w, date: WED, action: 'approve' },
      ]),
    ).toEqual(['items.1.date']);
    expect(
      await fieldsOf([
        { num_empleado: w, date: WED, action: 'approve' },
        { num_empleado: workers[6], date: WED, action: 'approve' },
      ]),
    ).toEqual(['items.1.date']);
    expect(await fieldsOf([])).toEqual(['items']);
    const missing = await review(manager, [{ num_empleado: w, date: '2026-12-01', action: 'approve' }]);
    expect(missing.statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('only payroll managers and administrators approve: HR assistants and auditors may not; tenancy; paid', async () => {
    const item = { num_empleado: workers[0], date: WED, action: 'approve' };
    const before = await tableFingerprints(t.database.db);
    expect((await review(assistant, [item])).statusCode).toBe(403);
    expect((await review(auditor, [item])).statusCode).toBe(403);
    expect((await review(admin2, [item])).statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    await setStatus(payrollId, 'paid');
    const before2 = await tableFingerprints(t.database.db);
    const paid = await review(admin, [item]);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before2);
    await setStatus(payrollId, 'projected');
    // A processed payroll still accepts it (it will need recalculation).
    await setStatus(payrollId, 'processed');
    expect((await review(admin, [item])).statusCode).toBe(200);
    await setStatus(payrollId, 'projected');
  });
});

describe('the review (asistencia/employeesstatus, asistencia/updatereview)', () => {
  const mark = (s: Session, employees: number[], reviewed = true, id = payrollId) =>
    call(s, 'asistencia/updatereview', { payrollId: id, employees, reviewed }, 'PUT');
  const statusOf = async (num: number) =>
    (
      await data(admin, 'asistencia/employeesstatus', { payrollId, search: String(num), pageSize: 100 })
    ).page.items.find((i: { num_empleado: number }) => i.num_empleado === num);

  it('lists per employee the days by code, minutes, amounts, blockers and warnings, with the summary', async () => {
    const w = workers[6]!;
    await data(
      assistant,
      'asistencia/diaryAsistence',
      {
        payrollId,
        items: [
          { num_empleado: w, date: WED, code: 'S', entryTime: '08:00' },
          { num_empleado: w, date: THU, code: '+', amount: 500000, amountReason: 'Bono' },
          { num_empleado: w, date: FRI, code: '-', amount: 120000, amountReason: 'Adelanto' },
        ],
      },
      'PUT',
    );
    await data(
      manager,
      'asistencia/asistenceextrahours',
      { payrollId, num_empleado: workers[7], date: FRI, extraMinutes: 60 },
      'PUT',
    );
    const status = await data(auditor, 'asistencia/employeesstatus', { payrollId, pageSize: 100 });
    expect(status.employees).toBe(status.page.total);
    expect(status.reviewed).toBe(0);
    expect(status.blockers.MISSING_MARK).toBeGreaterThanOrEqual(1);
    expect(status.blockers.EXTRA_HOURS_PENDING).toBeGreaterThanOrEqual(2);
    const item = status.page.items.find((i: { num_empleado: number }) => i.num_empleado === w);
    expect(item).toMatchObject({ additions: 500000, deductions: 120000, reviewStatus: 'pending' });
    expect(item.counts).toMatchObject({ S: 1, '+': 1, '-': 1 });
    expect(item.blockers).toEqual([{ code: 'MISSING_MARK', date: WED }]);
    const w4 = status.page.items.find((i: { num_empleado: number }) => i.num_empleado === workers[4]);
    expect(w4).toMatchObject({ extraMinutesApproved: 75, extraMinutesPending: 0, blockers: [] });
    const blocked = await data(admin, 'asistencia/employeesstatus', {
      payrollId,
      onlyBlocked: true,
      pageSize: 100,
    });
    expect(blocked.page.total).toBe(status.blocked);
    expect(blocked.page.items.every((i: { blockers: unknown[] }) => i.blockers.length > 0)).toBe(true);
    expect((await call(admin2, 'asistencia/employeesstatus', { payrollId })).statusCode).toBe(404);
    expect(
      (await call(admin, 'asistencia/employeesstatus', { payrollId, reviewStatus: 'x' })).statusCode,
    ).toBe(400);
  });

  it('an employee with blockers cannot be marked reviewed: 409 with the list, nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await mark(manager, [workers[4]!, workers[6]!, workers[7]!]);
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error.code).toBe('REVIEW_BLOCKED');
    expect(error.params.count).toBe(2);
    expect(error.params.blockers).toContain(`${workers[6]}: MISSING_MARK ${WED}`);
    expect(error.params.blockers).toContain(`${workers[7]}: EXTRA_HOURS_PENDING ${FRI}`);
    expect(error.message).toContain(String(workers[6]));
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('clearing the blockers lets them be reviewed; the payroll counts them; audited', async () => {
    await data(
      assistant,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: workers[6], date: WED, code: 'R' }] },
      'PUT',
    );
    await data(
      manager,
      'asistencia/updateextrahour',
      { payrollId, items: [{ num_empleado: workers[7], date: FRI, action: 'approve' }] },
      'PUT',
    );
    const version = await inputsVersion(payrollId);
    const res = await data(
      manager,
      'asistencia/updatereview',
      { payrollId, employees: [workers[4], workers[6], workers[7]], reviewed: true },
      'PUT',
    );
    expect(res).toEqual({ updated: 3, refused: [] });
    expect(await inputsVersion(payrollId)).toBe(version);
    const item = await statusOf(workers[6]!);
    expect(item).toMatchObject({ reviewStatus: 'reviewed', reviewedBy: 'planillas' });
    const list = await data(admin, 'paramPlanilla/planillalist', { year: 2026, periodicity: 'fortnightly' });
    expect(list.find((p: { payrollId: number }) => p.payrollId === payrollId).reviewedCount).toBe(3);
    const status = await data(admin, 'asistencia/employeesstatus', { payrollId, reviewStatus: 'reviewed' });
    expect(status.reviewed).toBe(3);
    expect(status.page.total).toBe(3);
    const [audit] = await rows<{ action: string }>(
      sql`select action from audit_log where company_id = 1 and action = 'payroll_review_updated' limit 1`,
    );
    expect(audit).toBeDefined();
  });

  it('a later change to the attendance of a reviewed employee puts the review back to pending', async () => {
    await data(
      assistant,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: workers[6], date: THU, code: 'R' }] },
      'PUT',
    );
    expect((await statusOf(workers[6]!)).reviewStatus).toBe('pending');
    expect((await statusOf(workers[4]!)).reviewStatus).toBe('reviewed');
    await data(
      manager,
      'asistencia/updateextrahour',
      {
        payrollId,
        items: [
          {
            num_empleado: workers[4],
            date: THU,
            action: 'adjust',
            approvedMinutes: 30,
            reason: 'Corrección',
          },
        ],
      },
      'PUT',
    );
    expect((await statusOf(workers[4]!)).reviewStatus).toBe('pending');
    expect((await statusOf(workers[7]!)).reviewStatus).toBe('reviewed');
    // Back to pending by hand.
    await data(
      manager,
      'asistencia/updatereview',
      { payrollId, employees: [workers[7]], reviewed: false },
      'PUT',
    );
    expect((await statusOf(workers[7]!)).reviewStatus).toBe('pending');
  });

  it('roles, tenancy, validation, employees outside the payroll, a paid payroll: refused, nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    expect((await mark(assistant, [workers[4]!])).statusCode).toBe(403);
    expect((await mark(auditor, [workers[4]!])).statusCode).toBe(403);
    expect((await mark(admin2, [workers[4]!])).statusCode).toBe(404);
    const outside = await mark(manager, [workers[4]!, 99999]);
    expect(outside.statusCode).toBe(404);
    expect(Object.keys(outside.json().error.fields)).toEqual(['employees.1']);
    expect((await mark(manager, [])).json().error.fields).toHaveProperty('employees');
    expect(
      (await call(manager, 'asistencia/updatereview', { payrollId, employees: [workers[4]] }, 'PUT')).json()
        .error.fields,
    ).toHaveProperty('reviewed');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    await setStatus(payrollId, 'paid');
    const before2 = await tableFingerprints(t.database.db);
    expect((await mark(manager, [workers[4]!])).json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before2);
    await setStatus(payrollId, 'projected');
  });
});

describe("a grid's select-all: every matching row, less those unticked (issue 23)", () => {
  const SEP = ['2026-09-02', '2026-09-03'];
  beforeAll(async () => {
    for (const num of workers.slice(0, 4))
      for (const date of SEP)
        await data(
          manager,
          'asistencia/asistenceextrahours',
          { payrollId: september, num_empleado: num, date, extraMinutes: 30 },
          'PUT',
        );
  });
  const days = async (status?: string) =>
    (
      await data(admin, 'asistencia/extrahours', {
        payrollId: september,
        pageSize: 100,
        ...(status ? { status } : {}),
      })
    ).items as { num_empleado: number; date: string; extraStatus: string }[];

  it('approves every pending day of the list (other pages too) except the unticked one, in one call', async () => {
    const pending = await days('pending');
    expect(pending.length).toBeGreaterThanOrEqual(8);
    const approvedBefore = (await days('approved')).length;
    const kept = { num_empleado: workers[2]!, date: SEP[1]! };
    // A select-all with a narrowing filter only reaches what the filter matches.
    const narrowed = await data(
      manager,
      'asistencia/updateextrahour',
      { payrollId: september, all: { status: 'pending', num_empleado: workers[3], action: 'approve' } },
      'PUT',
    );
    expect(narrowed.updated).toBe(2);
    const res = await data(
      manager,
      'asistencia/updateextrahour',
      { payrollId: september, all: { status: 'pending', except: [kept], action: 'approve' } },
      'PUT',
    );
    expect(res.updated).toBe(pending.length - 3);
    expect((await days('pending')).map((d) => ({ num_empleado: d.num_empleado, date: d.date }))).toEqual([
      kept,
    ]);
    expect((await days('approved')).length).toBe(approvedBefore + pending.length - 1);
  });

  it('a select-all reject needs a reason; refused, nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await call(
      manager,
      'asistencia/updateextrahour',
      { payrollId: september, all: { action: 'reject' } },
      'PUT',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['all.reason']);
    const neither = await call(manager, 'asistencia/updateextrahour', { payrollId: september }, 'PUT');
    expect(neither.statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('marks every matching member reviewed except the unticked; blocked ones are skipped and answered', async () => {
    const status = await data(admin, 'asistencia/employeesstatus', { payrollId: september, pageSize: 100 });
    const members = status.page.items as { num_empleado: number; blockers: unknown[] }[];
    const blocked = members.filter((m) => m.blockers.length > 0).map((m) => m.num_empleado);
    expect(blocked).toContain(workers[2]); // its pending extra hours
    const unticked = members.find((m) => m.blockers.length === 0)!.num_empleado;
    const res = await data(
      manager,
      'asistencia/updatereview',
      { payrollId: september, all: { except: [unticked] }, reviewed: true },
      'PUT',
    );
    expect(res.refused.map((r: { num_empleado: number }) => r.num_empleado).sort()).toEqual(
      blocked.filter((n) => n !== unticked).sort(),
    );
    expect(res.updated).toBe(members.length - 1 - res.refused.length);
    const after = await data(admin, 'asistencia/employeesstatus', {
      payrollId: september,
      reviewStatus: 'pending',
      pageSize: 100,
    });
    expect(after.page.items.map((i: { num_empleado: number }) => i.num_empleado).sort()).toEqual(
      [unticked, ...blocked].sort(),
    );
  });
});

describe('payrollReviewBlockers', () => {
  it('finds every blocker of the payroll in one call, ordered, and can narrow to some employees', async () => {
    const db = t.database.db;
    const w = workers[5]!;
    await data(
      assistant,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: w, date: WED, code: 'S' }] },
      'PUT',
    );
    await db.execute(
      sql`update employee_salaries set amount = 0 where company_id = 1 and employee_number = ${w}`,
    );
    const all = await payrollReviewBlockers(db, 1, payrollId);
    const own = all.filter((b) => b.employeeNumber === w);
    const [first] = await rows<{ d: string }>(
      sql`select first_day::text as d from payroll_employees where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${w}`,
    );
    expect(own).toEqual([
      { employeeNumber: w, code: 'MISSING_MARK', date: WED },
      { employeeNumber: w, code: 'NO_SALARY', date: first!.d },
    ]);
    const sorted = [...all].sort((a, b) => a.employeeNumber - b.employeeNumber);
    expect(all.map((b) => b.employeeNumber)).toEqual(sorted.map((b) => b.employeeNumber));
    expect(await payrollReviewBlockers(db, 1, payrollId, [w])).toEqual(own);
    // Another company's id answers nothing.
    expect(await payrollReviewBlockers(db, 2, payrollId)).toEqual([]);
  });

  it('a schedule without hours or inactive blocks (NO_SCHEDULE); warnings for no bank account and an untyped disability', async () => {
    const db = t.database.db;
    const w = workers[3]!;
    const [m] = await rows<{ s: number }>(
      sql`select schedule_id as s from payroll_employees where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${w}`,
    );
    await db.execute(sql`update schedules set active = false where company_id = 1 and id = ${m!.s}`);
    const blockers = await payrollReviewBlockers(db, 1, payrollId, [w]);
    expect(blockers.map((b) => b.code)).toContain('NO_SCHEDULE');
    await db.execute(sql`update schedules set active = true where company_id = 1 and id = ${m!.s}`);
    expect((await payrollReviewBlockers(db, 1, payrollId, [w])).map((b) => b.code)).not.toContain(
      'NO_SCHEDULE',
    );

    await db.execute(sql`update employees set iban = null where company_id = 1 and employee_number = ${w}`);
    await db.execute(sql`update attendance_days set code = 'I', disability_type = null
      where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${w} and work_date = ${THU}`);
    const item = (
      await data(admin, 'asistencia/employeesstatus', { payrollId, search: String(w), pageSize: 100 })
    ).page.items.find((i: { num_empleado: number }) => i.num_empleado === w);
    expect(item.warnings).toEqual([
      { code: 'NO_BANK_ACCOUNT', date: null },
      { code: 'DISABILITY_WITHOUT_TYPE', date: THU },
    ]);
  });
});

describe('the demo seed of extra hours', () => {
  it('does nothing without projected payrolls', async () => {
    await t.database.db.execute(sql`update payrolls set status = 'processed' where company_id = 1`);
    expect(await seedAttendanceExtraHours(t.database.db)).toBe(0);
    await t.database.db.execute(sql`update payrolls set status = 'projected' where company_id = 1`);
  });

  it('adds approved and pending extra hours to each projected payroll, and a holiday one when there is a holiday', async () => {
    const version = await inputsVersion(september);
    const set = await seedAttendanceExtraHours(t.database.db);
    expect(set).toBeGreaterThan(0);
    const seeded = await rows<{ payroll_id: number; extra_status: string; holiday: boolean; n: number }>(sql`
      select payroll_id, extra_status, holiday_id is not null as holiday, count(*)::int as n from attendance_days
      where company_id = 1 and extra_reason is distinct from 'Cierre de mes' and changed_by is not null
        and (extra_reason in ('Cierre de inventario', 'Feriado trabajado: despacho de exportación')
          or (extra_status = 'approved' and extra_reason is null and code = 'E'))
      group by 1, 2, 3 order by 1, 2, 3`);
    const of = (id: number, status: string, holiday: boolean) =>
      seeded.find((r) => r.payroll_id === id && r.extra_status === status && r.holiday === holiday)?.n ?? 0;
    expect(of(september, 'approved', false)).toBeGreaterThanOrEqual(5);
    expect(of(september, 'pending', false)).toBe(3);
    expect(of(september, 'pending', true)).toBe(1);
    expect(await inputsVersion(september)).toBe(version + 1);
    const blockers = await payrollReviewBlockers(t.database.db, 1, september);
    expect(blockers.filter((b) => b.code === 'EXTRA_HOURS_PENDING').length).toBeGreaterThanOrEqual(4);
  });
});
