import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCostaRica } from '../../lib/dates';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/** vacaciones/vacationemployee, vacationdata, vacationadjustment, vacationexport (issue 14). */
let t: TestApp;
let admin: Session;
let admin2: Session;
let auditor: Session;
let assistant: Session;
let manager: Session;
const ids: Record<string, number> = {};

const { call } = apiCalls(() => t);
const ok = async (s: Session, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
  const res = await call(s, url, payload, method);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

let seq = 0;
const hire = async (entryDate: string, scheduleName: string, salary = 600_000_00): Promise<number> => {
  seq += 1;
  const res = await ok(admin, 'empleados/new', {
    idType: 'pasaporte',
    nationalId: `VPE${String(seq).padStart(4, '0')}`,
    firstName: 'Lucía',
    firstSurname: `Periodos${seq}`,
    birthDate: '1988-08-08',
    sex: 'female',
    civilStatus: 'single',
    nationality: 'CR',
    childrenCount: 0,
    spouseTaxCredit: false,
    scheduleId: ids[`sch:${scheduleName}`],
    periodicity: 'monthly',
    entryDate,
    salary,
  });
  return res.employee.num_empleado as number;
};

let senior: number;
let fiveDay: number;
const today = todayInCostaRica();
const yearsAgo = (n: number, plusDays = 0) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() + plusDays);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, auditor, assistant, manager } = await signInEveryRole(t.app));
  const res = await call(admin, 'parametros/horariolista', {});
  for (const x of res.json().data as { id: number; name: string }[]) ids[`sch:${x.name}`] = x.id;
  // Hired 3 years and 10 days ago on a 6-day week: three periods earned (36 days) and 10 days into the fourth.
  senior = await hire(yearsAgo(3, -10), 'Diurna L-S 06:00-14:00', 900_000_00);
  // Hired 6 months ago on a 5-day week: accruing 1 day a month.
  fiveDay = await hire(yearsAgo(0, -183), 'Oficina L-V 08:00-17:00');
});
afterAll(async () => t?.close());

describe('vacaciones/vacationdata', () => {
  it("answers one employee's periods, days taken and the value of what is pending", async () => {
    const data = await ok(auditor, 'vacaciones/vacationdata', { num_empleado: senior });
    expect(data.entitlement.periods.map((p: { status: string }) => p.status)).toEqual([
      'earned',
      'earned',
      'earned',
      'accruing',
    ]);
    expect(data.balance).toMatchObject({
      daysPerPeriod: 12,
      earnedDays: 36,
      takenDays: 0,
      pendingDays: 36,
      monthlySalary: 900_000_00,
      overLimit: true, // 36 pending days > 2 periods × 12 (the default policy)
    });
    // ₡900 000 ÷ 30 × 14 calendar days per 12 working days, for every pending day (earned and accrued).
    const owed = data.balance.pendingWithAccruedDays;
    expect(data.balance.pendingValue).toBe(Math.round((900_000_00 * owed * 14) / (30 * 12)));
    const five = await ok(auditor, 'vacaciones/vacationdata', { num_empleado: fiveDay });
    expect(five.balance).toMatchObject({ daysPerPeriod: 10, earnedDays: 0, pendingDays: 0 });
    expect(five.balance.accruedDays).toBeGreaterThanOrEqual(6);
  });

  it('is 404 for an employee of another company and 400 for bad input', async () => {
    expect((await call(admin2, 'vacaciones/vacationdata', { num_empleado: senior })).statusCode).toBe(404);
    expect((await call(admin, 'vacaciones/vacationdata', { num_empleado: 'x' })).statusCode).toBe(400);
  });
});

describe('vacaciones/vacationadjustment', () => {
  it('records an opening balance and an adjustment, audited, counted everywhere the balance shows', async () => {
    const opening = await ok(
      manager,
      'vacaciones/vacationadjustment',
      {
        num_empleado: senior,
        kind: 'opening',
        days: 20.5,
        effectiveDate: yearsAgo(1),
        reason: 'Saldo inicial: días disfrutados antes de usar Planilla CR',
      },
      'PUT',
    );
    expect(opening.balance).toMatchObject({ takenDays: 20.5, pendingDays: 15.5, overLimit: false });
    const back = await ok(
      assistant,
      'vacaciones/vacationadjustment',
      {
        num_empleado: senior,
        kind: 'adjustment',
        days: -0.5,
        effectiveDate: today,
        reason: 'Medio día mal rebajado',
      },
      'PUT',
    );
    expect(back.balance.takenDays).toBe(20);
    expect(back.adjustments.map((a: { days: number }) => a.days)).toEqual([-0.5, 20.5]);
    // The employee detail's balance and the attendance's vacation days agree with the vacation screen.
    const entitlement = await ok(auditor, 'empleados/vacationentitlement', { num_empleado: senior });
    expect(entitlement.takenDays).toBe(20);
    expect(entitlement.pendingDays).toBe(back.balance.pendingDays);
    const days = await ok(auditor, 'asistencia/vacationdays', { num_empleado: senior });
    expect(days.availableDays).toBe(back.balance.pendingDays);
    const audit = await t.database.db.execute(
      sql`select action from audit_log where entity = 'employee' and entity_id = ${String(senior)}
          and action like 'vacation%' order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'vacation_opening_balance',
      'vacation_adjusted',
    ]);
  });

  it('refuses bad input, a date outside the employment, going below zero, the auditor and another company, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const put = (s: Session, body: object, lang = 'es') =>
      call(s, 'vacaciones/vacationadjustment', body, 'PUT', lang);
    const base = {
      num_empleado: fiveDay,
      kind: 'adjustment',
      days: 1,
      effectiveDate: today,
      reason: 'Ajuste',
    };
    const cases: [Session, object, number, string][] = [
      [admin, { ...base, days: 0 }, 400, 'days'],
      [admin, { ...base, kind: 'opening', days: -2 }, 400, 'days'],
      [admin, { ...base, days: 1.234 }, 400, 'days'],
      [admin, { ...base, reason: '  ' }, 400, 'reason'],
      [admin, { ...base, effectiveDate: '2001-01-01' }, 400, 'effectiveDate'],
      [admin, { ...base, days: -3 }, 400, 'days'],
    ];
    for (const [who, body, status, field] of cases) {
      const res = await put(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.fields).toHaveProperty([field]);
    }
    const en = await put(admin, { ...base, effectiveDate: '2001-01-01' }, 'en');
    expect(en.json().error.fields.effectiveDate).toMatch(/employment/i);
    expect((await put(auditor, base)).statusCode).toBe(403);
    expect((await put(admin2, base)).statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('vacaciones/vacationemployee and vacationexport', () => {
  it('lists balances with the company summary, filters and order; another company sees none of them', async () => {
    const all = await ok(auditor, 'vacaciones/vacationemployee', { pageSize: 200, sortBy: 'pending' });
    const nums = all.items.map((i: { num_empleado: number }) => i.num_empleado);
    expect(nums).toEqual(expect.arrayContaining([senior, fiveDay]));
    const pendings = all.items.map((i: { pendingDays: number }) => i.pendingDays);
    expect(pendings).toEqual([...pendings].sort((a, b) => b - a));
    expect(all.summary.employees).toBe(all.total);
    expect(all.summary.liability).toBe(
      all.items.reduce((n: number, i: { pendingValue: number }) => n + i.pendingValue, 0),
    );
    const one = await ok(auditor, 'vacaciones/vacationemployee', { search: 'periodos1' });
    expect(one.items.map((i: { num_empleado: number }) => i.num_empleado)).toEqual([senior]);
    const other = await ok(admin2, 'vacaciones/vacationemployee', { pageSize: 200 });
    expect(other.items.map((i: { num_empleado: number }) => i.num_empleado)).not.toContain(senior);
    expect((await call(admin, 'vacaciones/vacationemployee', { sortBy: 'salary' })).statusCode).toBe(400);
  });

  it('is never stale: a change through the API or written straight to the tables shows on the next read', async () => {
    const row = async () =>
      (await ok(auditor, 'vacaciones/vacationemployee', { search: 'periodos2' })).items[0] as {
        takenDays: number;
        monthlySalary: number;
      };
    const before = await row();
    await ok(
      manager,
      'vacaciones/vacationadjustment',
      {
        num_empleado: fiveDay,
        kind: 'adjustment',
        days: 1.5,
        effectiveDate: today,
        reason: 'Prueba de caché',
      },
      'PUT',
    );
    expect((await row()).takenDays).toBe(before.takenDays + 1.5);
    await t.database.db.execute(
      sql`update employee_salaries set amount = amount + 100 where employee_number = ${fiveDay}`,
    );
    expect((await row()).monthlySalary).toBe(before.monthlySalary + 100);
    // Back as it was, for the tests after this one.
    await t.database.db.execute(
      sql`update employee_salaries set amount = amount - 100 where employee_number = ${fiveDay}`,
    );
    await ok(
      manager,
      'vacaciones/vacationadjustment',
      {
        num_empleado: fiveDay,
        kind: 'adjustment',
        days: -1.5,
        effectiveDate: today,
        reason: 'Prueba de caché',
      },
      'PUT',
    );
    expect(await row()).toEqual(before);
  });

  it('exports the balances as Excel and CSV with a totals row', async () => {
    const xlsx = await call(auditor, 'vacaciones/vacationexport', { search: 'periodos' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const csv = await call(auditor, 'vacaciones/vacationexport', { search: 'periodos', format: 'csv' });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Pendientes');
    expect(lines).toHaveLength(4); // header, two employees, totals
    expect(lines[3]).toContain('Total (2)');
  });
});

describe('vacaciones/vacationopeningimport', () => {
  it('checks every row in a dry run and saves them all at once, audited; a row in error saves nothing', async () => {
    const put = (s: Session, body: object) => call(s, 'vacaciones/vacationopeningimport', body, 'PUT');
    const before = await tableFingerprints(t.database.db);
    const bad = await put(admin, {
      rows: [
        { row: 2, num_empleado: fiveDay, days: 2.5 },
        { row: 3, num_empleado: 999_999, days: 1 },
        { row: 4, num_empleado: fiveDay, days: 0 },
        { row: 5, num_empleado: fiveDay, days: 1, effectiveDate: '2001-01-01' },
      ],
    });
    expect(bad.statusCode).toBe(200);
    expect(
      bad.json().data.problems.map((p: { row: number; field: string }) => `${p.row}:${p.field}`),
    ).toEqual(['3:num_empleado', '4:days', '5:effectiveDate']);
    const dry = await put(admin, { dryRun: true, rows: [{ row: 2, num_empleado: fiveDay, days: 2.5 }] });
    expect(dry.json().data).toMatchObject({ dryRun: true, saved: 0, problems: [] });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect((await put(auditor, { rows: [{ row: 2, num_empleado: fiveDay, days: 1 }] })).statusCode).toBe(403);
    expect(
      (await put(admin2, { rows: [{ row: 2, num_empleado: fiveDay, days: 1 }] })).json().data.problems,
    ).toHaveLength(1);

    const saved = await put(manager, {
      rows: [{ row: 2, num_empleado: fiveDay, days: 2.5, reason: 'Sistema anterior' }],
    });
    expect(saved.json().data).toMatchObject({ saved: 1, problems: [] });
    const data = await ok(auditor, 'vacaciones/vacationdata', { num_empleado: fiveDay });
    expect(data.balance.takenDays).toBe(2.5);
    expect(data.adjustments[0]).toMatchObject({ kind: 'opening', days: 2.5, reason: 'Sistema anterior' });
  });
});

describe("overdue days (art. 155) by the company's window", () => {
  it('marks the pending days of periods not granted in time, filters them; the window is a validated setting', async () => {
    type Period = {
      index: number;
      grantBy: string;
      pendingDays: number;
      overdueDays: number;
      status: string;
    };
    const periodsOf = async () =>
      (await ok(auditor, 'vacaciones/vacationdata', { num_empleado: senior })).entitlement as {
        periods: Period[];
        overdueDays: number;
      };
    // The senior's third period completed its 50 weeks about 25 days ago: 15 weeks to grant it remain.
    const before = await periodsOf();
    const third = before.periods[2]!;
    expect(third.status).toBe('earned');
    expect(third.grantBy > today).toBe(true);
    expect(third.overdueDays).toBe(0);
    for (const p of before.periods)
      expect(p.overdueDays).toBe(p.status === 'earned' && p.grantBy < today ? Math.max(0, p.pendingDays) : 0);
    expect(before.overdueDays).toBe(before.periods.reduce((n, p) => n + p.overdueDays, 0));

    // Bad values, and roles that may not change the settings, change nothing.
    const unchanged = await tableFingerprints(t.database.db);
    for (const bad of [{ vacationGrantWeeks: 16 }, { vacationGrantWeeks: 0 }, { vacationMaxPeriods: 11 }]) {
      const res = await call(manager, 'paramPlanilla/updatecompanysettings', bad, 'PUT');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      (await call(auditor, 'paramPlanilla/updatecompanysettings', { vacationGrantWeeks: 1 }, 'PUT'))
        .statusCode,
    ).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(unchanged);

    // A company that grants within one week: the third period is overdue now too.
    const settings = await ok(
      manager,
      'paramPlanilla/updatecompanysettings',
      { vacationGrantWeeks: 1 },
      'PUT',
    );
    expect(settings).toMatchObject({ vacationGrantWeeks: 1, vacationMaxPeriods: 2 });
    const after = await periodsOf();
    expect(after.periods[2]!.grantBy < today).toBe(true);
    expect(after.periods[2]!.overdueDays).toBe(Math.max(0, after.periods[2]!.pendingDays));
    const list = await ok(auditor, 'vacaciones/vacationemployee', { pageSize: 200, overdueOnly: true });
    const nums = list.items.map((i: { num_empleado: number }) => i.num_empleado);
    expect(nums).toContain(senior);
    expect(nums).not.toContain(fiveDay);
    expect(list.summary).toMatchObject({ grantWeeks: 1, overdueEmployees: list.total });
    await ok(manager, 'paramPlanilla/updatecompanysettings', { vacationGrantWeeks: 15 }, 'PUT');
  });
});
