import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { countedDay } from './counted-day.repository';
import { loadPayrollMembersFacts } from './payroll.repository';

/**
 * The members' attendance as the calculation reads it (issue 28 sends plain days as a few characters and the others
 * as JSON): every field of every counted day comes back as the register holds it, typed text included.
 */
let t: TestApp;
let manager: Session;
let payrollId: number;
let corrected: number;
const { data, rows } = apiCalls(() => t);

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;

beforeAll(async () => {
  t = await createTestApp();
  ({ manager } = await signInEveryRole(t.app));
  corrected = await newPayroll('2026-11-01', '2026-11-15');
  payrollId = await newPayroll('2026-11-16', '2026-11-30');
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
}, 120_000);
afterAll(async () => t?.close());

describe('loadPayrollMembersFacts: attendance', () => {
  it('reads plain and other days exactly, in date order, typed text included', async () => {
    const [first] = await rows<{ n: number }>(sql`
      select min(employee_number) as n from attendance_days where company_id = 1 and payroll_id = ${payrollId}`);
    const n = Number(first!.n);
    const set = (date: string, fields: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`update attendance_days set ${fields}
        where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${n} and work_date = ${date}`);
    await set(
      '2026-11-17',
      sql`code = 'E', extra_minutes = 150, extra_status = 'approved', extra_approved_minutes = 120`,
    );
    await set(
      '2026-11-18',
      sql`code = '+', amount = 1234567, amount_reason = ${'Bono, "especial"\nlínea 2 \\ fin'}, corrects_payroll_id = ${corrected}`,
    );
    await set('2026-11-19', sql`code = 'I', disability_type = 'ins'`);
    await set('2026-11-20', sql`code = '-', amount = -50000, amount_reason = ${''}`);
    await set('2026-11-24', sql`code = 'A'`);
    await set('2026-11-25', sql`code = 'V'`);

    // What the read takes of the payroll: its period (the pay date only counts for the tax month).
    const payroll = {
      companyId: 1,
      id: payrollId,
      payDate: '2026-11-30',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
    };
    const facts = await loadPayrollMembersFacts(t.database.db, payroll);
    // The register as it is, read row by row and typed here: what the members' read must give.
    const expected = async (employee: number) =>
      (
        await rows<Record<string, unknown>>(sql`
          select d.work_date::text as work_date, d.code, d.extra_minutes, d.extra_status, d.extra_approved_minutes,
            d.amount, d.amount_reason, d.disability_type, d.rest_day, d.holiday_id is not null as holiday,
            d.ordinary_minutes, d.corrects_payroll_id, cp.period_start::text as corrects_start,
            cp.period_end::text as corrects_end
          from attendance_days d
          left join payrolls cp on cp.company_id = d.company_id and cp.id = d.corrects_payroll_id
          where d.company_id = 1 and d.payroll_id = ${payrollId} and d.employee_number = ${employee}
            and ${countedDay('d')}
          order by d.work_date`)
      ).map((r) => ({
        employeeNumber: employee,
        workDate: r.work_date,
        code: r.code,
        extraMinutes: Number(r.extra_minutes),
        extraStatus: r.extra_status,
        extraApprovedMinutes: r.extra_approved_minutes === null ? null : Number(r.extra_approved_minutes),
        amount: r.amount === null ? null : Number(r.amount),
        amountReason: r.amount_reason,
        corrects:
          r.corrects_payroll_id === null
            ? null
            : {
                payrollId: Number(r.corrects_payroll_id),
                periodStart: r.corrects_start,
                periodEnd: r.corrects_end,
              },
        disabilityType: r.disability_type,
        restDay: Boolean(r.rest_day),
        holiday: Boolean(r.holiday),
        ordinaryMinutes: Number(r.ordinary_minutes),
      }));
    const mine = facts.find((m) => m.employeeNumber === n)!;
    expect(mine.attendance.map((d) => d.code).join('')).toContain('E+I-');
    expect(mine.attendance.find((d) => d.code === '+')).toMatchObject({
      amount: 1234567,
      amountReason: 'Bono, "especial"\nlínea 2 \\ fin',
      corrects: { payrollId: corrected, periodStart: '2026-11-01', periodEnd: '2026-11-15' },
    });
    for (const m of facts) expect(m.attendance).toEqual(await expected(m.employeeNumber));
  });
});
