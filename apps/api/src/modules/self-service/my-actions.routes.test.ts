import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * My incapacities and actions (issue 27): the employee reads their own personal actions as HR registered them
 * (`autoservicio/misacciones`), with who pays an incapacity's days and the payrolls they fall in. No call takes an
 * employee number: another employee's ranges, another company's, never appear; staff without a record get 404.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
let admin2: Session;
let ana: { session: Session; employeeNumber: number };
let luis: { session: Session; employeeNumber: number };
let october: number;
let november: number;
const range: Record<string, number> = {};

const { call, data, rows } = apiCalls(() => t);

type Item = {
  rangeId: number;
  kind: string;
  from: string;
  to: string;
  days: number;
  state: string;
  payers: { payer: string; from: string; to: string; days: number }[];
  payrolls: { payrollId: number; closed: boolean }[];
};
const myActions = async (s: Session) => (await data(s, 'autoservicio/misacciones', {})).items as Item[];

const disability = async (num: number, from: string, to: string, disabilityType = 'ccss_illness') =>
  (
    await data(
      manager,
      'acciones/disabilityDays',
      {
        num_empleado: num,
        from,
        to,
        disabilityType,
        disabilityCertificate: 'CCSS-0458213',
        note: 'Cuadro gripal',
      },
      'PUT',
    )
  ).range.rangeId as number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, admin2 } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  ana = await signInEmployee(t, admin, { nationalId: 'MA0001', scheduleId });
  luis = await signInEmployee(t, admin, { nationalId: 'MA0002', scheduleId });
  const newPayroll = async (periodStart: string, periodEnd: string) =>
    (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'monthly', periodStart, periodEnd }))
      .payrollId as number;
  october = await newPayroll('2026-10-01', '2026-10-31');
  november = await newPayroll('2026-11-01', '2026-11-30');
  for (const id of [october, november]) {
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: id }, 'PUT');
  }
  // One illness on two certificates, the second the day after the first: one incapacity (days 1–5, then 6–9).
  range.first = await disability(ana.employeeNumber, '2026-10-27', '2026-10-31');
  range.second = await disability(ana.employeeNumber, '2026-11-01', '2026-11-04');
  range.suspension = (
    await data(
      manager,
      'acciones/unpaidLeaveDays',
      {
        num_empleado: ana.employeeNumber,
        from: '2030-01-07',
        to: '2030-01-08',
        kind: 'suspension',
        note: 'Llegadas tardías',
      },
      'PUT',
    )
  ).range.rangeId as number;
  range.luis = await disability(luis.employeeNumber, '2026-10-12', '2026-10-14', 'ins_accident');
  const calc = (await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: october }, 'PUT')) as {
    totals: { net: number };
  };
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: october, confirmNet: calc.totals.net },
    'PUT',
  );
}, 300_000);
afterAll(async () => t?.close());

describe('autoservicio/misacciones', () => {
  it('lists my actions newest first: state, who pays each day of an incapacity, the payrolls they fall in', async () => {
    const items = await myActions(ana.session);
    expect(items.map((i) => i.rangeId)).toEqual([range.suspension, range.second, range.first]);
    const [suspension, second, first] = items;
    expect(suspension).toMatchObject({
      kind: 'suspension',
      from: '2030-01-07',
      to: '2030-01-08',
      days: 2,
      state: 'upcoming',
      note: 'Llegadas tardías',
      disabilityType: null,
      payers: [],
      payrolls: [],
    });
    expect(first).toMatchObject({
      kind: 'disability',
      disabilityType: 'ccss_illness',
      disabilityCertificate: 'CCSS-0458213',
      days: 5,
      state: 'ended',
      payers: [
        { payer: 'employer', from: '2026-10-27', to: '2026-10-29', days: 3 },
        { payer: 'ccss', from: '2026-10-30', to: '2026-10-31', days: 2 },
      ],
      payrolls: [{ payrollId: october, periodicity: 'monthly', closed: true }],
    });
    // The second certificate continues the incapacity: the company's three days are not paid again.
    expect(second!.payers).toEqual([{ payer: 'ccss', from: '2026-11-01', to: '2026-11-04', days: 4 }]);
    expect(second!.payrolls).toEqual([
      {
        payrollId: november,
        periodicity: 'monthly',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        closed: false,
      },
    ]);
  });

  it("never shows another employee's actions, nor another company's", async () => {
    const mine = (await myActions(ana.session)).map((i) => i.rangeId);
    expect(mine).not.toContain(range.luis);
    const his = await myActions(luis.session);
    expect(his.map((i) => i.rangeId)).toEqual([range.luis]);
    expect(his[0]!.payers).toEqual([{ payer: 'ins', from: '2026-10-12', to: '2026-10-14', days: 3 }]);
    // Company 2's employee with my number (employee numbers are per company) and their incapacity.
    const [twin] = await rows<{ employee_number: number }>(
      sql`select employee_number from employees where company_id = 2 order by (employee_number = ${ana.employeeNumber}) desc, employee_number limit 1`,
    );
    const [other] = await rows<{ id: number }>(
      sql`insert into attendance_ranges (company_id, employee_number, kind, date_from, date_to, days, disability_type,
            disability_certificate)
          values (2, ${Number(twin!.employee_number)}, 'disability', '2026-10-05', '2026-10-06', 2, 'ccss_illness',
            'CCSS-9999999')
          returning id`,
    );
    const after = await myActions(ana.session);
    expect(after.map((i) => i.rangeId)).toEqual(mine);
    expect(after.map((i) => i.rangeId)).not.toContain(Number(other!.id));
  });

  it('takes no employee number: one in the body changes nothing of whom it answers for', async () => {
    const res = await call(ana.session, 'autoservicio/misacciones', { num_empleado: luis.employeeNumber });
    const ids = res.statusCode === 200 ? (res.json().data.items as Item[]).map((i) => i.rangeId) : [];
    expect(ids).not.toContain(range.luis);
  });

  it('refuses staff without an employee record (404), anyone signed out (401), and HR calls to an employee (403)', async () => {
    const before = await tableFingerprints(t.database.db);
    for (const s of [admin, manager, admin2]) {
      const res = await call(s, 'autoservicio/misacciones', {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_AN_EMPLOYEE');
    }
    const en = await call(admin, 'autoservicio/misacciones', {}, 'POST', 'en');
    expect(en.json().error.message).toMatch(/employee/i);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/autoservicio/misacciones', payload: {} })).statusCode,
    ).toBe(401);
    const hr = await call(ana.session, 'asistencia/rangeslist', { num_empleado: luis.employeeNumber });
    expect(hr.statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
