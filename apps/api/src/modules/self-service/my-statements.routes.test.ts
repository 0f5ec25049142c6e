import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguinaldo, type Cents } from '@planilla/domain';
import { todayInCostaRica } from '../../lib/dates';
import { pdfText } from '../../test/pdf-text';
import {
  apiCalls,
  createTestApp,
  signInEmployee,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { statementYearOf } from '../aguinaldo/aguinaldo-statement';

/**
 * "My payslips" beyond the payslips (issue 27): the employee's aguinaldo month by month (autoservicio/miaguinaldo)
 * and their settlement once paid (autoservicio/miliquidacion, miliquidacionpdf). Each answers only for the employee
 * the membership is linked to; the figures are the aguinaldo payroll's and the settlement's own.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
type Employee = { session: Session; employeeNumber: number };
let ana: Employee; // imported December – October, October paid by the product
let luis: Employee; // another employee, other amounts
let carla: Employee; // leaves on 31 October 2026, dismissed with employer liability
let october: number;

const { call, data, rows } = apiCalls(() => t);

type Month = { month: string; earned: number; imported: number; total: number };
type Statement = {
  year: number;
  years: number[];
  months: Month[];
  total: number;
  accrued: number;
  paid: { payrollId: number; payDate: string; gross: number; deductions: number; net: number } | null;
};
const statement = (s: Session, body: object = { year: 2026 }) =>
  data(s, 'autoservicio/miaguinaldo', body) as Promise<Statement>;

/** The months of `from` to `to` (`YYYY-MM`), each at `amount`. */
const monthsOf = (from: string, to: string, amount: number) => {
  const out: { month: string; amount: number }[] = [];
  for (let d = new Date(`${from}-01T00:00:00Z`); d.toISOString().slice(0, 7) <= to;) {
    out.push({ month: d.toISOString().slice(0, 7), amount });
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  const scheduleId = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  ana = await signInEmployee(t, admin, { nationalId: 'AGS0001', scheduleId, entryDate: '2025-06-02' });
  luis = await signInEmployee(t, admin, {
    nationalId: 'AGS0002',
    scheduleId,
    entryDate: '2025-06-02',
    salary: 800_000_00,
  });
  carla = await signInEmployee(t, admin, {
    nationalId: 'AGS0003',
    scheduleId,
    entryDate: '2024-02-01',
    salary: 500_000_00,
  });
  // Earnings from before the product: Ana's October too, which the closed payroll below replaces.
  const rowsFor = (num: number, months: { month: string; amount: number }[]) =>
    months.map((m) => ({ num_empleado: num, ...m }));
  await data(
    manager,
    'procesoPlanilla/saveaguinaldoearnings',
    {
      year: 2026,
      source: 'import',
      rows: [
        ...rowsFor(ana.employeeNumber, [
          ...monthsOf('2025-12', '2026-02', 600_000_00),
          { month: '2026-03', amount: 650_000_00 },
          ...monthsOf('2026-04', '2026-10', 600_000_00),
        ]),
        ...rowsFor(luis.employeeNumber, monthsOf('2025-12', '2026-09', 800_000_00)),
        ...rowsFor(carla.employeeNumber, monthsOf('2025-12', '2026-09', 500_000_00)),
      ],
    },
    'PUT',
  );
  october = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    })
  ).payrollId as number;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: october }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: october }, 'PUT');
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: october, confirmNet: calc.totals.net },
    'PUT',
  );
}, 600_000);
afterAll(async () => t?.close());

describe('autoservicio/miaguinaldo', () => {
  it('answers my months, the running total and ÷ 12; a month the product paid counts with its own figure', async () => {
    const mine = await statement(ana.session);
    expect(mine).toMatchObject({
      year: 2026,
      periodStart: '2025-12-01',
      periodEnd: '2026-11-30',
      payBy: '2026-12-20',
      paid: null,
    });
    expect(mine.months.map((m) => m.month)).toEqual(monthsOf('2025-12', '2026-10', 0).map((m) => m.month));
    expect(mine.months[0]).toEqual({ month: '2025-12', earned: 0, imported: 600_000_00, total: 600_000_00 });
    expect(mine.months.find((m) => m.month === '2026-03')).toMatchObject({ imported: 650_000_00 });
    // October: the closed payroll's aguinaldo base, not the ₡600 000 recorded for it before.
    const [slip] = await rows<{ base: string }>(sql`
      select aguinaldo_base as base from payslips
      where company_id = 1 and payroll_id = ${october} and employee_number = ${ana.employeeNumber}`);
    expect(mine.months.at(-1)).toMatchObject({ month: '2026-10', earned: Number(slip!.base), imported: 0 });
    expect(Number(slip!.base)).toBeGreaterThan(0);
    // The running total ends at the total, and the aguinaldo is the domain's ÷ 12.
    let running = 0;
    for (const m of mine.months) {
      running += m.earned + m.imported;
      expect(m.total).toBe(running);
    }
    expect(mine.total).toBe(running);
    expect(mine.accrued).toBe(aguinaldo({ salaries: [running as Cents] }));
    expect(mine.years).toContain(2026);
    expect([...mine.years].sort((a, b) => b - a)).toEqual(mine.years);
  });

  it('opens on the year being paid until 20 December, then on the one accruing', async () => {
    const cases = [
      { today: '2026-11-29', year: 2026 },
      { today: '2026-12-01', year: 2026 },
      { today: '2026-12-20', year: 2026 },
      { today: '2026-12-21', year: 2027 },
      { today: '2027-01-10', year: 2027 },
    ];
    for (const c of cases) expect(statementYearOf(c.today), c.today).toBe(c.year);
    const opening = await statement(ana.session, {});
    expect(opening.year).toBe(statementYearOf(todayInCostaRica()));
    expect(opening.years).toContain(opening.year);
  });

  it('answers a year without anything as empty', async () => {
    expect(await statement(ana.session, { year: 2025 })).toMatchObject({
      year: 2025,
      periodStart: '2024-12-01',
      months: [],
      total: 0,
      accrued: 0,
      paid: null,
    });
  });

  it('answers only for me: another number is ignored, staff without a record are not employees, a bad year is refused', async () => {
    const mine = await statement(ana.session);
    expect(await statement(ana.session, { year: 2026, num_empleado: luis.employeeNumber })).toEqual(mine);
    const his = await statement(luis.session);
    expect(his.months[0]).toMatchObject({ imported: 800_000_00 });
    expect(his.total).not.toBe(mine.total);
    for (const staff of [manager, admin, auditor, admin2]) {
      for (const url of [
        'autoservicio/miaguinaldo',
        'autoservicio/miliquidacion',
        'autoservicio/miliquidacionpdf',
      ]) {
        const res = await call(staff, url, {});
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code, url).toBe('NOT_AN_EMPLOYEE');
      }
    }
    const bad = await call(ana.session, 'autoservicio/miaguinaldo', { year: 1999 }, 'POST', 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['year']);
  });

  it('counts as the aguinaldo payroll does, and shows what it paid once it is closed, not before', async () => {
    const made = await data(manager, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT');
    const payrollId = made.payrollId as number;
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    const mine = await statement(ana.session);
    // Calculated, not closed: nothing is paid yet.
    expect(mine.paid).toBeNull();
    const slip = await data(auditor, 'procesoPlanilla/payslipdetail', {
      payrollId,
      num_empleado: ana.employeeNumber,
    });
    expect(slip.aguinaldo.total).toBe(mine.total);
    expect(
      slip.aguinaldo.months.map((m: Month) => ({ month: m.month, earned: m.earned, imported: m.imported })),
    ).toEqual(mine.months.map(({ month, earned, imported }) => ({ month, earned, imported })));
    expect(slip.totals.gross).toBe(mine.accrued);
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
    expect((await statement(ana.session)).paid).toEqual({
      payrollId,
      payDate: made.payDate,
      gross: mine.accrued,
      deductions: 0,
      net: mine.accrued,
    });
    // Luis sees his own payment, not Ana's.
    const his = await statement(luis.session);
    expect(his.paid).toMatchObject({ payrollId, gross: his.accrued });
    expect(his.accrued).not.toBe(mine.accrued);
  });
});

describe('autoservicio/miliquidacion', () => {
  let payrollId: number;

  beforeAll(async () => {
    const exitTypes = (await data(admin, 'parametros/exitlist', {})) as { id: number; code: string | null }[];
    await data(manager, 'empleados/inactivate', {
      num_empleado: carla.employeeNumber,
      reason: 'Cierre de la bodega',
      exitDate: '2026-10-31',
      exitTypeId: exitTypes.find((x) => x.code === 'dismissal_with_liability')!.id,
    });
    payrollId = (
      await data(manager, 'procesoPlanilla/newsettlement', { num_empleado: carla.employeeNumber }, 'PUT')
    ).payrollId as number;
    // Carla's access lasts to her exit day: the test stands on that day (her employee record's exit moved ahead;
    // the settlement reads the employment period's).
    await t.database.db.execute(
      sql`update employees set exit_date = '2099-12-31' where company_id = 1 and employee_number = ${carla.employeeNumber}`,
    );
  }, 300_000);

  const mine = (s: Session) => data(s, 'autoservicio/miliquidacion', {});
  const pdf = (s: Session, language = 'es') =>
    call(s, 'autoservicio/miliquidacionpdf', { purpose: 'download' }, 'POST', language);

  it('shows no draft: nothing while the settlement is projected or calculated', async () => {
    expect(await mine(carla.session)).toEqual({ payrollId: null, settlement: null });
    expect((await pdf(carla.session)).json().error.code).toBe('SETTLEMENT_NOT_FOUND');
    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(await mine(carla.session)).toEqual({ payrollId: null, settlement: null });
    const refused = await pdf(carla.session);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('SETTLEMENT_NOT_FOUND');
  });

  it('shows the paid settlement as HR sees it, and its final document in my language', async () => {
    const state = await data(manager, 'procesoPlanilla/calculationstate', { payrollId });
    await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId, confirmNet: state.calculated.totals.net },
      'PUT',
    );
    const hr = await data(auditor, 'procesoPlanilla/settlementpreview', {
      num_empleado: carla.employeeNumber,
    });
    expect(hr.final).toBe(true);
    const own = await mine(carla.session);
    expect(own).toEqual({ payrollId, settlement: hr.settlement });
    expect(own.settlement).toMatchObject({ num_empleado: carla.employeeNumber, exitDate: '2026-10-31' });
    expect(own.settlement.lines.map((l: { code: string }) => l.code)).toContain('PREAVISO');

    const es = await pdf(carla.session);
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toBe('application/pdf');
    expect(es.headers['content-disposition']).toContain('attachment');
    const text = pdfText(es.rawPayload);
    expect(text).toContain('Liquidación de derechos laborales');
    expect(text).not.toContain('borrador');
    expect(text).toContain(`EmpleadoAGS0003`);
    const en = await call(
      carla.session,
      'autoservicio/miliquidacionpdf',
      { purpose: 'preview' },
      'POST',
      'en',
    );
    expect(en.headers['content-disposition']).toContain('inline');
    expect(pdfText(en.rawPayload)).toContain('Settlement of employment rights');
  });

  it('is only mine: another employee has none, and naming Carla changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect(
      await data(ana.session, 'autoservicio/miliquidacion', { num_empleado: carla.employeeNumber }),
    ).toEqual({
      payrollId: null,
      settlement: null,
    });
    const res = await call(ana.session, 'autoservicio/miliquidacionpdf', {
      num_empleado: carla.employeeNumber,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('SETTLEMENT_NOT_FOUND');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
