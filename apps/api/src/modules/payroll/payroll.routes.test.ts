import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { loadPayrollFacts } from './payroll.repository';
import { buildPayslipInput } from './payslip-input';

/**
 * empleados/employeeprojection reads the dated histories through the engine-input builder: each day of a
 * period is paid with the schedule and periodicity in force that day.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let auditor: Session;
const ids: Record<string, number> = {};

const { call, data: ok } = apiCalls(() => t, 'es', { prefix: 'empleados/' });

let seq = 0;
const hire = async (over: Record<string, unknown> = {}): Promise<number> => {
  seq += 1;
  const res = await ok(admin, 'new', {
    idType: 'pasaporte',
    nationalId: `PAY${String(seq).padStart(4, '0')}`,
    firstName: 'Mario',
    firstSurname: 'Proyección',
    birthDate: '1988-08-08',
    sex: 'male',
    civilStatus: 'married',
    nationality: 'CR',
    childrenCount: 0,
    spouseTaxCredit: false,
    scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
    periodicity: 'monthly',
    entryDate: '2026-01-05',
    salary: 600_000_00,
    ...over,
  });
  return res.employee.num_empleado as number;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, auditor } = await signInEveryRole(t.app));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parametros/horariolista',
    headers: admin.headers,
    payload: {},
  });
  for (const x of res.json().data as { id: number; name: string }[]) ids[`sch:${x.name}`] = x.id;
});
afterAll(async () => t?.close());

describe('the engine input built for an employee', () => {
  it('reflects a schedule change in the middle of the period: each day under the jornada in force', async () => {
    const num = await hire();
    await ok(
      admin,
      'updatehorarioubicacion',
      { num_empleado: num, scheduleId: ids['sch:Nocturna L-S 22:00-04:00'], effectiveFrom: '2026-03-16' },
      'PUT',
    );
    const night = (await ok(admin, 'assignmentlist', { num_empleado: num })).items[0];
    const facts = await loadPayrollFacts(t.database.db, 1, num);
    const { input } = buildPayslipInput(facts!, '2026-03-10');
    expect(input.period).toEqual({ periodicity: 'monthly', start: '2026-03-01', end: '2026-03-31' });
    expect(input.jornada).toEqual({ type: 'diurnal', hoursPerDay: 8 });
    expect(input.jornadaChanges).toEqual([
      { effectiveFrom: '2026-03-16', type: 'nocturnal', hoursPerDay: night.hoursPerDay },
    ]);

    const projection = await ok(auditor, 'employeeprojection', { num_empleado: num, date: '2026-03-10' });
    expect(projection).toMatchObject({
      period: { periodicity: 'monthly', start: '2026-03-01', end: '2026-03-31' },
      jornada: { type: 'diurnal', hoursPerDay: 8 },
      jornadaChanges: [{ effectiveFrom: '2026-03-16', type: 'nocturnal', hoursPerDay: night.hoursPerDay }],
    });
    // The salary does not depend on the jornada: the month is still the monthly salary.
    const ordinary = projection.lines.filter((l: { code: string }) => l.code === 'ORDINARY_PAY');
    expect(ordinary.map((l: { amount: number }) => l.amount)).toEqual([600_000_00]);
    // The month before, and the month after, have one jornada each.
    expect(await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-02-10' })).toMatchObject({
      jornada: { type: 'diurnal' },
      jornadaChanges: [],
    });
    expect(await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-04-10' })).toMatchObject({
      jornada: { type: 'nocturnal' },
      jornadaChanges: [],
    });
  });

  it('cuts the period at a change of periodicity, so no day is paid twice', async () => {
    const num = await hire();
    await ok(
      admin,
      'updateperiodicity',
      { num_empleado: num, periodicity: 'fortnightly', effectiveFrom: '2026-03-10' },
      'PUT',
    );
    const before = await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-03-05' });
    const after = await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-03-12' });
    const rest = await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-03-20' });
    expect([before.period, after.period, rest.period]).toEqual([
      { periodicity: 'monthly', start: '2026-03-01', end: '2026-03-09' },
      { periodicity: 'fortnightly', start: '2026-03-10', end: '2026-03-15' },
      { periodicity: 'fortnightly', start: '2026-03-16', end: '2026-03-31' },
    ]);
    // 9 + 6 + 15 days of ₡20 000: the whole month's salary, once.
    const ordinary = (p: { lines: { code: string; amount: number }[] }) =>
      p.lines.filter((l) => l.code === 'ORDINARY_PAY').reduce((sum, l) => sum + l.amount, 0);
    expect(ordinary(before) + ordinary(after) + ordinary(rest)).toBe(600_000_00);
  });

  it("checks the salary against the minimum of the occupation's category", async () => {
    const welder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/paramPlanilla/newoccupation',
        headers: admin.headers,
        payload: { name: 'Soldador de estructuras', minimumWageCategory: 'skilled' },
      })
    ).json().data;
    // ₡410,000 < ₡419,755.80 (TOC 2026 = 30 × ₡13,991.86), though above TONC's ₡373,092.30.
    const num = await hire({ occupationId: welder.id, salary: 410_000_00 });
    const below = (p: { warnings: { code: string; detail: string | null }[] }) =>
      p.warnings.filter((w) => w.code === 'BELOW_MINIMUM_WAGE').map((w) => w.detail);
    expect(below(await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-03-10' }))).toEqual([
      '41975580',
    ]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/paramPlanilla/updateoccupation',
      headers: admin.headers,
      payload: { id: welder.id, minimumWageCategory: 'unskilled' },
    });
    expect(below(await ok(admin, 'employeeprojection', { num_empleado: num, date: '2026-03-10' }))).toEqual(
      [],
    );
  });

  it('answers 404 for another company’s employee or an unknown one', async () => {
    const num = await hire();
    expect((await call(admin2, 'employeeprojection', { num_empleado: num })).statusCode).toBe(404);
    expect((await call(admin2, 'vacationentitlement', { num_empleado: num })).statusCode).toBe(404);
    expect((await call(admin, 'employeeprojection', { num_empleado: 99_999 })).statusCode).toBe(404);
  });
});
