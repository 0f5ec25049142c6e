import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  hireEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Workers paid by the day or the hour (issue 25): the wage type on the salary history (empleados/new, newSalary,
 * salarieslist), the company's rule for the weekly rest day (art. 152), and a weekly payroll that pays a
 * day-paid worker outside commerce six days, not seven.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let worker: number;
let scheduleId: number;
let jornadaMinutes: number;

const { call, data, rows } = apiCalls(() => t);
const salaries = (s: Session, n: number) => data(s, 'empleados/salarieslist', { num_empleado: n });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor } = await signInEveryRole(t.app));
  // A Monday–Saturday schedule of company 1 (Sunday is the rest day).
  const [schedule] = await rows<{ id: number; minutes: number }>(sql`
    select id, quarter_hours_per_day * 15 as minutes from schedules
    where company_id = 1 and active and working_days = '{1,2,3,4,5,6}'::smallint[] order by id limit 1`);
  scheduleId = Number(schedule!.id);
  jornadaMinutes = Number(schedule!.minutes);
  // ₡60 000 a day, paid every week.
  worker = await hireEmployee(t.app, admin, {
    nationalId: 'DIA250001',
    entryDate: '2026-01-05',
    salary: 6_000_000,
    wageType: 'daily',
    scheduleId,
    periodicity: 'weekly',
  });
});
afterAll(async () => t?.close());

describe('the wage type on the salary history', () => {
  it('keeps a daily wage as agreed, with its monthly equivalent beside it', async () => {
    const list = await salaries(auditor, worker);
    expect(list.items).toHaveLength(1);
    // ₡60 000 × 30 = ₡1 800 000 a month.
    expect(list.items[0]).toMatchObject({ wageType: 'daily', wage: 6_000_000, amount: 180_000_000 });
  });

  it('adds an hourly wage from a date, its month by the hours of the schedule in force', async () => {
    const added = await data(admin, 'empleados/newSalary', {
      num_empleado: worker,
      effectiveFrom: '2027-01-04',
      amount: 800_000,
      wageType: 'hourly',
      reason: 'Pasa a pago por hora',
    });
    // ₡8 000 an hour × the jornada's hours × 30.
    expect(added.salary).toMatchObject({
      wageType: 'hourly',
      wage: 800_000,
      amount: (800_000 * jornadaMinutes * 30) / 60,
    });
    const list = await salaries(admin, worker);
    expect(list.items.map((i: { wageType: string }) => i.wageType)).toEqual(['hourly', 'daily']);
  });

  it('refuses an unknown wage type, another company and a role that cannot change employees, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const body = { num_empleado: worker, effectiveFrom: '2027-02-01', amount: 700_000 };
    const bad = await call(admin, 'empleados/newSalary', { ...body, wageType: 'weekly' }, 'POST', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.wageType).toBe('The value is not valid.');
    expect((await call(auditor, 'empleados/newSalary', { ...body, wageType: 'daily' })).statusCode).toBe(403);
    expect((await call(admin2, 'empleados/newSalary', { ...body, wageType: 'daily' })).statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('the weekly rest day (art. 152)', () => {
  it('is the company’s setting, unpaid by default; only those who manage parameters change it', async () => {
    expect(await data(auditor, 'paramPlanilla/companysettings')).toMatchObject({ weeklyRestDayPaid: false });
    const before = await tableFingerprints(t.database.db);
    const refused = await call(
      auditor,
      'paramPlanilla/updatecompanysettings',
      { weeklyRestDayPaid: true },
      'PUT',
    );
    expect(refused.statusCode).toBe(403);
    const bad = await call(
      manager,
      'paramPlanilla/updatecompanysettings',
      { weeklyRestDayPaid: 'si' },
      'PUT',
    );
    expect(bad.statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('pays a day-paid worker six days a week outside commerce and seven in commerce', async () => {
    const created = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2026-12-07',
      periodEnd: '2026-12-13',
    });
    const payrollId = created.payrollId as number;
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    const calculate = async () => {
      const res = await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
      expect(res.statusCode, res.body).toBe(200);
      return data(auditor, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: worker });
    };
    const ordinary = (slip: {
      lines: { code: string; quantity: number; basis: number; amount: number; legalRef: string }[];
    }) => slip.lines.find((l) => l.code === 'ORDINARY_PAY');

    // Monday 7 – Saturday 12 December 2026, no holiday: 6 days × ₡60 000 = ₡360 000; Sunday is not paid.
    const outside = await calculate();
    expect(ordinary(outside)).toMatchObject({ quantity: 6, basis: 6_000_000, amount: 36_000_000 });
    // The payslip's days say the Sunday was a rest day, not a day of work.
    expect(outside.attendance.find((d: { date: string }) => d.date === '2026-12-13')).toMatchObject({
      dayOff: 'rest',
    });
    expect(ordinary(outside)!.legalRef).toContain('152');

    // In commerce the week pays its rest day: 7 × ₡60 000 = ₡420 000, and the calculation made before is stale.
    await data(manager, 'paramPlanilla/updatecompanysettings', { weeklyRestDayPaid: true }, 'PUT');
    const stale = await data(manager, 'procesoPlanilla/calculationstate', { payrollId });
    expect(stale.stale).toBe(true);
    const commerce = await calculate();
    expect(ordinary(commerce)).toMatchObject({ quantity: 7, amount: 42_000_000 });

    // An employee's own rule wins over the company's.
    await data(manager, 'empleados/update', { num_empleado: worker, weeklyRestDayPaid: false }, 'PUT');
    expect(ordinary(await calculate())).toMatchObject({ quantity: 6, amount: 36_000_000 });
    await data(manager, 'paramPlanilla/updatecompanysettings', { weeklyRestDayPaid: false }, 'PUT');
  });
});
