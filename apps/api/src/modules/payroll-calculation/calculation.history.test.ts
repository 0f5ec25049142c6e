import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  hireEmployee,
  signInEveryRole,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * How stored attendance and earlier payrolls become the engine's input, through the calls a company makes:
 * incapacity certificates entered separately (in one payroll or in two) are one incapacity; a rest day typed
 * with its times is paid double, and one whose hours nothing pays blocks the review; vacation days are paid at
 * the art. 157 average of the closed payslips (and the pay recorded from before the product); the salary tax
 * counts the month's earlier payslips. Amounts in
 * céntimos; every employee earns ₡600,000 a month on an 8-hour Monday–Friday schedule: ₡20,000 a day, ₡2,500
 * an hour.
 */
let t: TestApp;
let manager: Session;
let admin: Session;

const { call, data, rows } = apiCalls(() => t);

type Line = {
  code: string;
  quantity: number | null;
  basis: number | null;
  amount: number;
  date: string | null;
};
type Detail = { lines: Line[]; totals: { gross: number } };

const SALARY = 600_000_00;
let officeSchedule: number;

const hire = (nationalId: string, entryDate: string, periodicity: string) =>
  hireEmployee(t.app, admin, {
    nationalId,
    entryDate,
    salary: SALARY,
    scheduleId: officeSchedule,
    periodicity,
  });

const newPayroll = async (periodicity: string, periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity, periodStart, periodEnd }))
    .payrollId as number;
const project = (payrollId: number) => data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
const calculate = (payrollId: number) =>
  data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT') as Promise<{
    totals: { net: number };
  }>;
const close = async (payrollId: number) => {
  const calc = await calculate(payrollId);
  await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
};
const detail = (payrollId: number, employee: number) =>
  data(manager, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: employee }) as Promise<Detail>;
const amountOf = (d: Detail, code: string) =>
  d.lines.filter((l) => l.code === code).reduce((sum, l) => sum + l.amount, 0);
const illness = (employee: number, from: string, to: string, certificate: string) =>
  data(
    manager,
    'acciones/disabilityDays',
    { num_empleado: employee, from, to, disabilityType: 'ccss_illness', disabilityCertificate: certificate },
    'PUT',
  );
const diary = (payrollId: number, items: object[]) =>
  data(manager, 'asistencia/diaryAsistence', { payrollId, items }, 'PUT');
const reviewExtra = (payrollId: number, employee: number, date: string, action: string, reason?: string) =>
  data(
    manager,
    'asistencia/updateextrahour',
    { payrollId, items: [{ num_empleado: employee, date, action, ...(reason ? { reason } : {}) }] },
    'PUT',
  );
const blockersOf = async (payrollId: number, employee: number) =>
  (
    (await data(manager, 'procesoPlanilla/calculationstate', { payrollId })).blockers as {
      num_empleado: number;
      code: string;
      date: string;
    }[]
  ).filter((b) => b.num_empleado === employee);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  officeSchedule = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
}, 120_000);
afterAll(async () => t?.close());

describe('consecutive sick notes are one incapacity (reference §7)', () => {
  let november: number;
  let december: number;
  let twoNotes: number;
  let acrossPayrolls: number;
  let notLaidOut: number;
  let decemberMonthly: number;

  beforeAll(async () => {
    twoNotes = await hire('HIS0001', '2025-01-06', 'fortnightly');
    acrossPayrolls = await hire('HIS0002', '2025-01-06', 'fortnightly');
    notLaidOut = await hire('HIS0003', '2025-01-06', 'monthly');
    november = await newPayroll('fortnightly', '2026-11-16', '2026-11-30');
    december = await newPayroll('fortnightly', '2026-12-01', '2026-12-15');
    await newPayroll('monthly', '2026-11-01', '2026-11-30');
    decemberMonthly = await newPayroll('monthly', '2026-12-01', '2026-12-31');
    await project(november);
    await project(december);
    await project(decemberMonthly);
    // Two CCSS certificates back to back, entered one after the other: 2–4 and 5–8 December.
    await illness(twoNotes, '2026-12-02', '2026-12-04', 'CCSS-A1');
    await illness(twoNotes, '2026-12-05', '2026-12-08', 'CCSS-A2');
    // A certificate to 30 November (November's payroll), then one from 1 December (December's).
    await illness(acrossPayrolls, '2026-11-28', '2026-11-30', 'CCSS-B1');
    await illness(acrossPayrolls, '2026-12-01', '2026-12-03', 'CCSS-B2');
    // November's monthly payroll is never projected: its certificate is only a range when December's is paid.
    await illness(notLaidOut, '2026-11-27', '2026-11-30', 'CCSS-C1');
    await illness(notLaidOut, '2026-12-01', '2026-12-03', 'CCSS-C2');
  }, 300_000);

  it('pays the employer three days once for two certificates back to back in one payroll', async () => {
    // 2–8 December is one incapacity of 7 days: the employer pays days 1–3 at 50 % = 3 × 20,000 × 0.5 = 30,000;
    // days 4–7 (5–8 December) are the CCSS's. Each certificate counted from 1 would pay 60,000.
    //   ORDINARY_PAY (15 − 7) × 20,000 = 160,000; gross 190,000; CCSS base 160,000 (the subsidy bears none)
    await calculate(december);
    const slip = await detail(december, twoNotes);
    expect(slip.lines.find((l) => l.code === 'ILLNESS_EMPLOYER_SUBSIDY')).toMatchObject({
      quantity: 3,
      amount: 30_000_00,
    });
    expect(slip.lines.find((l) => l.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({ quantity: 4 });
    expect(slip.totals.gross).toBe(190_000_00);
    expect(slip.lines.find((l) => l.code === 'CCSS_SEM_WORKER')).toMatchObject({
      basis: 160_000_00,
      amount: 8_800_00,
    });
  });

  it('continues a certificate of the previous payroll: the next one pays the employer nothing', async () => {
    // November: 28–30 are days 1–3 (30,000). December: 1–3 are days 4–6, the CCSS's: no employer pay.
    await calculate(november);
    expect(amountOf(await detail(november, acrossPayrolls), 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(30_000_00);
    await calculate(december);
    const slip = await detail(december, acrossPayrolls);
    expect(amountOf(slip, 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(0);
    expect(slip.lines.find((l) => l.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({ quantity: 3 });
  });

  it('sees a certificate whose payroll was never laid out, from its range', async () => {
    // 27–30 November (a range only) are days 1–4; December's 1–3 are days 5–7: no employer pay in December.
    await calculate(decemberMonthly);
    const slip = await detail(decemberMonthly, notLaidOut);
    expect(amountOf(slip, 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(0);
    expect(slip.lines.find((l) => l.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({ quantity: 3 });
  });
});

describe('work on the weekly rest day (art. 152)', () => {
  let payroll: number;
  let rosa: number;

  beforeAll(async () => {
    rosa = await hire('HIS0004', '2025-01-06', 'weekly');
    // Monday 7 – Sunday 13 December 2026; Saturday 12 and Sunday 13 are Rosa's rest days.
    payroll = await newPayroll('weekly', '2026-12-07', '2026-12-13');
    await project(payroll);
  }, 120_000);

  it('pays a rest day typed as a normal day with its entry and exit times: double', async () => {
    // Saturday typed R 08:00–16:00: 8 h of rest day. The company is not in commerce (art. 152), so the week pays
    // the days worked, Monday–Friday: 5 × 20,000 = 100,000; the Saturday's 8 h at double the hour: 8 × 2 × 2,500
    // = 40,000. Sunday, not worked, is not paid.
    await diary(payroll, [
      { num_empleado: rosa, date: '2026-12-12', code: 'R', entryTime: '08:00', exitTime: '16:00' },
    ]);
    await calculate(payroll);
    const slip = await detail(payroll, rosa);
    expect(slip.lines.find((l) => l.code === 'REST_DAY_WORKED')).toMatchObject({
      date: '2026-12-12',
      quantity: 8,
      rate: 2,
      basis: 2_500_00,
      amount: 40_000_00,
    });
    expect(slip.totals.gross).toBe(140_000_00);
  });

  it('blocks the review while hours worked on a rest day are paid by nothing, and pays them once approved', async () => {
    // Sunday: 4 h typed as extra hours (08:00–12:00, nothing ordinary: the rest day expects none) and rejected:
    // nothing would pay them, so the review blocks. Approved, they are rest-day hours at double the hour (the week
    // does not pay the rest day outside commerce): 4 × 2 × 2,500 = 20,000.
    await diary(payroll, [
      {
        num_empleado: rosa,
        date: '2026-12-13',
        code: 'E',
        entryTime: '08:00',
        exitTime: '12:00',
        extraMinutes: 240,
      },
    ]);
    expect(await blockersOf(payroll, rosa)).toEqual([
      { num_empleado: rosa, code: 'EXTRA_HOURS_PENDING', date: '2026-12-13' },
    ]);
    await reviewExtra(payroll, rosa, '2026-12-13', 'reject', 'No autorizadas');
    expect(await blockersOf(payroll, rosa)).toEqual([
      { num_empleado: rosa, code: 'REST_DAY_WORK_UNPAID', date: '2026-12-13' },
    ]);
    const refused = await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId: payroll }, 'PUT');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAYROLL_REVIEW_BLOCKERS');

    await reviewExtra(payroll, rosa, '2026-12-13', 'approve');
    expect(await blockersOf(payroll, rosa)).toEqual([]);
    await calculate(payroll);
    const slip = await detail(payroll, rosa);
    expect(
      slip.lines.filter((l) => l.code === 'REST_DAY_WORKED').map((l) => [l.date, l.quantity, l.amount]),
    ).toEqual([
      ['2026-12-12', 8, 40_000_00],
      ['2026-12-13', 4, 20_000_00],
    ]);
    expect(amountOf(slip, 'OVERTIME')).toBe(0);
    expect(slip.totals.gross).toBe(100_000_00 + 60_000_00);
  });
});

describe('vacation days at the art. 157 average of the closed payslips', () => {
  let vera: number;
  let april: number;
  /** Pay of a month from before the product, as the aguinaldo's earnings record it. */
  const recordBefore = (year: number, month: string, amount: number) =>
    data(
      manager,
      'procesoPlanilla/saveaguinaldoearnings',
      { year, dryRun: false, rows: [{ row: 2, num_empleado: vera, month, amount }] },
      'PUT',
    );

  beforeAll(async () => {
    // Hired 3 March 2025; every month of 2026 so far carried 10 approved extra hours.
    vera = await hire('HIS0005', '2025-03-03', 'monthly');
    // Two extra hours a day on a week of each month: 10 h × 2,500 × 1.5 = 37,500 a month.
    const months = [
      ['2026-01-01', '2026-01-31', '2026-01-12'],
      ['2026-02-01', '2026-02-28', '2026-02-09'],
      ['2026-03-01', '2026-03-31', '2026-03-09'],
    ] as const;
    for (const [start, end, monday] of months) {
      const id = await newPayroll('monthly', start, end);
      await project(id);
      const week = [0, 1, 2, 3, 4].map(
        (i) => `${monday.slice(0, 8)}${String(Number(monday.slice(8)) + i).padStart(2, '0')}`,
      );
      await diary(
        id,
        week.map((date) => ({ num_empleado: vera, date, code: 'E', extraMinutes: 120 })),
      );
      await data(
        manager,
        'asistencia/updateextrahour',
        { payrollId: id, items: week.map((date) => ({ num_empleado: vera, date, action: 'approve' })) },
        'PUT',
      );
      await close(id);
    }
    // December 2025, before the product, recorded as earned: ₡637,500.
    await recordBefore(2026, '2025-12', 637_500_00);
    april = await newPayroll('monthly', '2026-04-01', '2026-04-30');
    await project(april);
    await data(
      manager,
      'acciones/vacationDays',
      { num_empleado: vera, from: '2026-04-07', to: '2026-04-08' },
      'PUT',
    );
  }, 600_000);

  it('pays them at the average of the last 50 weeks, above the daily salary, with its basis on the line', async () => {
    // Each closed month: 600,000 + 10 h × 2,500 × 1.5 = 637,500 (the stored payslips say so).
    // The 50 weeks before 1 April 2026 start on 16 April 2025: January–March 2026 (3 × 637,500 in 90 days)
    // and December 2025 from before the product (637,500 in 30 days): 2,550,000 ÷ 120 days = 21,250 a day.
    //   VACATION_PAY 2 days × 21,250 = 42,500 (at the daily salary it would be 40,000)
    const earned = (
      (await t.database.db.execute(sql`
        select s.aguinaldo_base from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
        where s.company_id = 1 and s.employee_number = ${vera} and p.status = 'paid' order by p.period_start`)) as unknown as {
        rows: { aguinaldo_base: string }[];
      }
    ).rows.map((r) => Number(r.aguinaldo_base));
    expect(earned).toEqual([637_500_00, 637_500_00, 637_500_00]);
    await calculate(april);
    const slip = await detail(april, vera);
    expect(slip.lines.filter((l) => l.code === 'VACATION_PAY')).toEqual([
      expect.objectContaining({ quantity: 2, basis: 21_250_00, amount: 42_500_00 }),
    ]);
    expect(amountOf(slip, 'ORDINARY_PAY')).toBe(560_000_00);
    expect(slip.totals.gross).toBe(602_500_00);
  });

  it('marks the calculation stale when the history it averaged changes', async () => {
    expect((await data(manager, 'procesoPlanilla/calculationstate', { payrollId: april })).stale).toBe(false);
    // November 2025 recorded from before the product now falls in the window: the average would change.
    await recordBefore(2025, '2025-11', 600_000_00);
    const state = await data(manager, 'procesoPlanilla/calculationstate', { payrollId: april });
    expect(state.stale).toBe(true);
    expect(state.staleEmployees).toEqual([{ num_empleado: vera, reasons: ['history'] }]);
    // Recalculated: (2,550,000 + 600,000) ÷ 150 days = 21,000 a day → 42,000.
    await calculate(april);
    const slip = await detail(april, vera);
    expect(slip.lines.find((l) => l.code === 'VACATION_PAY')).toMatchObject({
      basis: 21_000_00,
      amount: 42_000_00,
    });
  });
});

describe('paternity leave (Ley 10211, reference §15)', () => {
  it('is registered like maternity and paid 50 % by the employer, with CCSS on the full salary', async () => {
    // Two days a week for the 4 weeks after a birth on 31 August 2026, registered pair by pair: 1–2, 8–9, 15–16
    // (Independence Day: still one of the 8) and 22–23 September. ₡600,000 a month → ₡20,000 a day.
    //   ORDINARY_PAY (30 − 8) × 20,000 = 440,000; DISABILITY_EMPLOYER 8 × 20,000 × 50 % = 80,000; gross 520,000
    //   PATERNITY_CCSS_BASE_INFO 80,000 (the CCSS's half) → CCSS base 600,000: SEM worker 5.5 % = 33,000
    const tomas = await hire('HIS0009', '2025-01-06', 'monthly');
    const september = await newPayroll('monthly', '2026-09-01', '2026-09-30');
    await project(september);
    for (const [from, to] of [
      ['01', '02'],
      ['08', '09'],
      ['15', '16'],
      ['22', '23'],
    ]) {
      await data(
        manager,
        'acciones/disabilityDays',
        {
          num_empleado: tomas,
          from: `2026-09-${from}`,
          to: `2026-09-${to}`,
          disabilityType: 'paternity',
          disabilityCertificate: `PAT-${from}`,
        },
        'PUT',
      );
    }
    await calculate(september);
    const slip = await detail(september, tomas);
    expect(slip.lines.find((l) => l.code === 'DISABILITY_EMPLOYER')).toMatchObject({
      quantity: 8,
      amount: 80_000_00,
    });
    expect(slip.lines.find((l) => l.code === 'PATERNITY_CCSS_BASE_INFO')).toMatchObject({
      amount: 80_000_00,
    });
    expect(amountOf(slip, 'ORDINARY_PAY')).toBe(440_000_00);
    expect(slip.totals.gross).toBe(520_000_00);
    expect(slip.lines.find((l) => l.code === 'CCSS_SEM_WORKER')).toMatchObject({
      basis: 600_000_00,
      amount: 33_000_00,
    });
  });
});

describe('the salary tax month to date', () => {
  // The month's earlier payslips (issue 28 rewrote their read): a second fortnight counts what the calculated
  // first fortnight of the same pay month made and withheld, never a payroll of another month nor itself.
  type Tax = { monthlyBase: number; previouslyWithheld: number; withheld: number; taxMonth: string };
  const payslip = async (payrollId: number, employee: number) => {
    const [r] = await rows<{ taxable_gross: string; tax_withheld: string; tax: Tax | string }>(
      sql`select taxable_gross, tax_withheld, tax from payslips
        where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${employee}`,
    );
    return {
      taxable: Number(r!.taxable_gross),
      withheld: Number(r!.tax_withheld),
      tax: (typeof r!.tax === 'string' ? JSON.parse(r!.tax) : r!.tax) as Tax,
    };
  };
  let employee: number;
  let february: number;
  let first: number;
  let second: number;

  beforeAll(async () => {
    employee = await hireEmployee(t.app, admin, {
      nationalId: 'HIS0010',
      entryDate: '2025-01-06',
      // ₡2,400,000 a month: above the exempt bracket in every fortnight.
      salary: 2_400_000_00,
      scheduleId: officeSchedule,
      periodicity: 'fortnightly',
    });
    february = await newPayroll('fortnightly', '2026-02-16', '2026-02-28');
    first = await newPayroll('fortnightly', '2026-03-01', '2026-03-15');
    second = await newPayroll('fortnightly', '2026-03-16', '2026-03-31');
    for (const payrollId of [february, first, second]) {
      await project(payrollId);
      await calculate(payrollId);
    }
  });

  it('a first fortnight counts nothing of the month before', async () => {
    const feb = await payslip(february, employee);
    const one = await payslip(first, employee);
    expect(feb.withheld).toBeGreaterThan(0);
    expect(one.tax.taxMonth).toBe('2026-03');
    expect(one.tax.previouslyWithheld).toBe(0);
    expect(one.tax.monthlyBase).toBe(one.taxable);
  });

  it("the second fortnight counts the first's base and withholding, and calculating it again changes nothing", async () => {
    const one = await payslip(first, employee);
    const two = await payslip(second, employee);
    expect(one.withheld).toBeGreaterThan(0);
    expect(two.tax.previouslyWithheld).toBe(one.withheld);
    expect(two.tax.monthlyBase).toBe(one.taxable + two.taxable);
    // Recalculated (its own earlier payslips are replaced, never counted as the month's).
    await t.database.db.execute(
      sql`update payrolls set inputs_version = inputs_version + 1 where id = ${second}`,
    );
    await calculate(second);
    expect(await payslip(second, employee)).toEqual(two);
  });
});
