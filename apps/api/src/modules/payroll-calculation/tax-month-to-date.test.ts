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
 * The salary tax of a month is withheld on the month's whole base (issue 28 rewrote the read of the month's
 * earlier payslips): a second fortnight counts what the calculated first fortnight of the same pay month made
 * and withheld, never a payroll of another month nor the payroll itself when it is calculated again.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
const { data, rows } = apiCalls(() => t);

type Tax = { monthlyBase: number; previouslyWithheld: number; withheld: number; taxMonth: string };
const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const calculate = async (payrollId: number) => {
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
};
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
  t = await createTestApp();
  ({ admin, manager } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  employee = await hireEmployee(t.app, admin, {
    nationalId: 'MTD0001',
    entryDate: '2025-01-06',
    // ₡2,400,000 a month: above the exempt bracket in every fortnight.
    salary: 2_400_000_00,
    scheduleId: schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id,
    periodicity: 'fortnightly',
  });
  february = await newPayroll('2026-02-16', '2026-02-28');
  first = await newPayroll('2026-03-01', '2026-03-15');
  second = await newPayroll('2026-03-16', '2026-03-31');
  await calculate(february);
  await calculate(first);
  await calculate(second);
});
afterAll(() => t.close());

describe('the salary tax month to date', () => {
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
    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: second }, 'PUT');
    expect(await payslip(second, employee)).toEqual(two);
  });
});
