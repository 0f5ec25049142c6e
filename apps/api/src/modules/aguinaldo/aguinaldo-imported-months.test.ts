import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Each month counts once in the aguinaldo (and the settlement's aguinaldo and averages), whichever was recorded
 * first: the earnings of a month from before the product, or a closed payroll of that month. The closed payroll
 * is the product's own figure and wins; the earlier entry stays listed, marked as replaced. The other order is
 * refused when the month is recorded.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
let auditor: Session;
const ids: Record<string, number> = {};

const { call, data, rows } = apiCalls(() => t);

const hire = async (nationalId: string, salary: number) =>
  (
    await data(admin, 'empleados/new', {
      idType: 'pasaporte',
      nationalId,
      firstName: 'Marta',
      firstSurname: `Meses${nationalId}`,
      birthDate: '1991-05-05',
      sex: 'female',
      civilStatus: 'single',
      nationality: 'CR',
      childrenCount: 0,
      spouseTaxCredit: false,
      scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
      periodicity: 'monthly',
      entryDate: '2025-06-01',
      salary,
    })
  ).employee.num_empleado as number;
const record = (num: number, month: string, amount: number) =>
  call(
    manager,
    'procesoPlanilla/saveaguinaldoearnings',
    { year: 2026, source: 'manual', rows: [{ num_empleado: num, month, amount }] },
    'PUT',
  );
/** What the closed January payroll counts for the employee's aguinaldo (its payslip's aguinaldo base). */
const januaryBase = async (num: number) => {
  const [r] = await rows<{ base: string }>(sql`
    select aguinaldo_base as base from payslips where company_id = 1 and payroll_id = ${january}
      and employee_number = ${num}`);
  return Number(r!.base);
};

let recordedFirst: number; // January recorded from before the product, then its payroll closed
let closedFirst: number; // January's payroll closed, then January recorded (refused)
let leaving: number; // like recordedFirst, and leaves on 28 February (the settlement)
let january: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, auditor } = await signInEveryRole(t.app));
  for (const x of (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[])
    ids[`sch:${x.name}`] = x.id;
  for (const x of (await data(admin, 'parametros/exitlist', {})) as { id: number; code: string | null }[])
    if (x.code) ids[`exit:${x.code}`] = x.id;
  recordedFirst = await hire('MES0001', 500_000_00);
  closedFirst = await hire('MES0002', 400_000_00);
  leaving = await hire('MES0003', 300_000_00);
  // December 2025 was paid before the product for all three; January 2026 is recorded too for two of them.
  for (const [num, amount] of [
    [recordedFirst, 500_000_00],
    [closedFirst, 400_000_00],
    [leaving, 300_000_00],
  ] as const)
    expect((await record(num, '2025-12', amount)).statusCode).toBe(200);
  expect((await record(recordedFirst, '2026-01', 450_000_00)).statusCode).toBe(200);
  expect((await record(leaving, '2026-01', 290_000_00)).statusCode).toBe(200);
  // Then the product's own January payroll is closed.
  january = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
    })
  ).payrollId;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: january }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: january }, 'PUT');
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: january, confirmNet: calc.totals.net },
    'PUT',
  );
}, 300_000);
afterAll(async () => t?.close());

describe('a month recorded from before the product and paid by a closed payroll', () => {
  it('is refused when recorded after the payroll closed, and nothing changes', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await record(closedFirst, '2026-01', 400_000_00);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ saved: 0 });
    expect(res.json().data.problems).toEqual([
      expect.objectContaining({
        field: 'month',
        reason: expect.stringMatching(/ya tiene planillas pagadas/),
      }),
    ]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('recorded before the payroll closed, is listed as replaced by that payroll', async () => {
    const listed = await data(auditor, 'procesoPlanilla/aguinaldoearnings', { year: 2026 });
    const entry = (num: number, month: string) =>
      listed.find(
        (e: { num_empleado: number; month: string }) => e.num_empleado === num && e.month === month,
      );
    expect(entry(recordedFirst, '2026-01')).toMatchObject({ amount: 450_000_00, replacedBy: [january] });
    expect(entry(leaving, '2026-01')).toMatchObject({ replacedBy: [january] });
    expect(entry(recordedFirst, '2025-12')).toMatchObject({ amount: 500_000_00, replacedBy: [] });
  });

  it("counts once in the aguinaldo, with the payroll's figure, whichever order it was recorded in", async () => {
    const { payrollId } = await data(manager, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT');
    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    for (const [num, december] of [
      [recordedFirst, 500_000_00],
      [closedFirst, 400_000_00],
    ] as const) {
      const base = await januaryBase(num);
      expect(base).toBeGreaterThan(0);
      const slip = await data(auditor, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: num });
      expect(slip.aguinaldo.months).toEqual([
        expect.objectContaining({ month: '2025-12', earned: 0, imported: december }),
        expect.objectContaining({ month: '2026-01', earned: base, imported: 0 }),
      ]);
      // (December + January) ÷ 12, half up: January once.
      expect(slip.aguinaldo.total).toBe(december + base);
      expect(slip.totals.gross).toBe(Math.floor((2 * (december + base) + 12) / 24));
    }
  });

  it("counts once in the settlement's aguinaldo too", async () => {
    await data(manager, 'empleados/inactivate', {
      num_empleado: leaving,
      reason: 'Renuncia',
      exitDate: '2026-02-28',
      exitTypeId: ids['exit:resignation'],
    });
    const { settlement } = await data(auditor, 'procesoPlanilla/settlementpreview', {
      num_empleado: leaving,
    });
    const base = await januaryBase(leaving);
    const january = settlement.aguinaldo.months.find((m: { month: string }) => m.month === '2026-01');
    expect(january).toMatchObject({ earned: base, imported: 0 });
    expect(settlement.aguinaldo.total).toBe(300_000_00 + base);
  });
});

describe('the aguinaldo in the INS work-risk report', () => {
  it('is not salary for the INS work-risk report: the month the aguinaldo is paid reports none of it', async () => {
    const { payrollId } = await data(manager, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT');
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(calc.totals.gross).toBeGreaterThan(0);
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
    const res = await call(manager, 'postPlanilla/statutoryreport', {
      month: '2026-12',
      report: 'ins',
      format: 'csv',
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(2); // the header and a zero total: no employee reported
    expect(lines[1]).toMatch(/^TOTAL(;0,00|;)*$/);
  });
});
