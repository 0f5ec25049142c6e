import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ccssEmployer, ccssWorker, type Cents } from '@planilla/domain';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * The termination settlement: procesoPlanilla/settlementpreview, newsettlement, settlementpdf, empleados/updateexit,
 * and the settlement payroll through the payroll calculation's calls (calculate, detail, close), its voucher and
 * its journal. The salary of the months before the exit is recorded as earnings from before the product (the
 * months the averages and the aguinaldo read, like the closed payrolls' salary lines).
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
const ids: Record<string, number> = {};

const { call, data, rows } = apiCalls(() => t);

type Line = {
  code: string;
  kind: string;
  quantity: number | null;
  rate: number | null;
  basis: number | null;
  amount: number;
};
const lineOf = (lines: Line[], code: string) => lines.find((l) => l.code === code);

let dismissed: number; // hired 2024-02-01, dismissed without cause 2026-05-31 (2 years 4 months)
let resigned: number; // hired 2025-03-01, resigns 2026-04-15
let fired: number; // hired 2023-06-01, dismissed with just cause 2026-03-31
let employed: number; // no exit

const hire = async (nationalId: string, entryDate: string, salary: number) =>
  (
    await data(admin, 'empleados/new', {
      idType: 'pasaporte',
      nationalId,
      firstName: 'Luis',
      firstSurname: `Liquidacion${nationalId}`,
      birthDate: '1988-04-04',
      sex: 'male',
      civilStatus: 'single',
      nationality: 'CR',
      childrenCount: 0,
      spouseTaxCredit: false,
      scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
      periodicity: 'monthly',
      entryDate,
      salary,
    })
  ).employee.num_empleado as number;

const earnings = (num: number, months: [string, number][]) =>
  data(
    manager,
    'procesoPlanilla/saveaguinaldoearnings',
    {
      year: 2026,
      source: 'import',
      rows: months.map(([month, amount]) => ({ num_empleado: num, month, amount })),
    },
    'PUT',
  );

const exit = (num: number, exitDate: string, code: string) =>
  data(
    manager,
    'empleados/inactivate',
    { num_empleado: num, reason: 'Salida de prueba', exitDate, exitTypeId: ids[`exit:${code}`] },
    'POST',
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  for (const x of (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[])
    ids[`sch:${x.name}`] = x.id;
  for (const x of (await data(admin, 'parametros/exitlist', {})) as { id: number; code: string | null }[])
    if (x.code) ids[`exit:${x.code}`] = x.id;
  dismissed = await hire('LIQ0001', '2024-02-01', 600_000_00);
  resigned = await hire('LIQ0002', '2025-03-01', 450_000_00);
  fired = await hire('LIQ0003', '2023-06-01', 500_000_00);
  employed = await hire('LIQ0004', '2025-01-06', 400_000_00);
  // December 2025 – May 2026, with ₡60 000 of overtime in March.
  await earnings(dismissed, [
    ['2025-12', 600_000_00],
    ['2026-01', 600_000_00],
    ['2026-02', 600_000_00],
    ['2026-03', 660_000_00],
    ['2026-04', 600_000_00],
    ['2026-05', 600_000_00],
  ]);
  // December – March in full, half of April (to the 15th).
  await earnings(resigned, [
    ['2025-12', 450_000_00],
    ['2026-01', 450_000_00],
    ['2026-02', 450_000_00],
    ['2026-03', 450_000_00],
    ['2026-04', 225_000_00],
  ]);
  await earnings(fired, [
    ['2025-12', 500_000_00],
    ['2026-01', 500_000_00],
    ['2026-02', 500_000_00],
    ['2026-03', 500_000_00],
  ]);
  await exit(dismissed, '2026-05-31', 'dismissal_with_liability');
  await exit(resigned, '2026-04-15', 'resignation');
  await exit(fired, '2026-03-31', 'dismissal_without_liability');
  // The regular monthly payroll of April 2026 is in the calendar (planned): it pays the resigned employee's last days.
  await data(manager, 'paramPlanilla/newpayroll', {
    periodicity: 'monthly',
    periodStart: '2026-04-01',
    periodEnd: '2026-04-30',
  });
}, 300_000);
afterAll(async () => t?.close());

describe('procesoPlanilla/settlementpreview', () => {
  it('dismissal without cause after 2 years 4 months: preaviso, cesantía, vacations, aguinaldo, CCSS on the vacations', async () => {
    const {
      settlement: s,
      payroll,
      final,
    } = await data(auditor, 'procesoPlanilla/settlementpreview', {
      num_empleado: dismissed,
    });
    expect(payroll).toBeNull();
    expect(final).toBe(false);
    // Hand arithmetic. Hired 1 Feb 2024, last day 31 May 2026: 2 years 4 months (851 days).
    //   average: Dec–May 5 × 600 000 + 660 000 = 3 660 000 ÷ 6 = 610 000 a month, ÷ 30 = 20 333.33 a day
    //   preaviso (art. 28, over a year): 30 days × 3 660 000 ÷ 180 = 610 000.00
    //   cesantía (art. 29): 2 years (4 months is not over 6), row of year 2 = 20 days × 2 = 40 days
    //            40 × 3 660 000 ÷ 180 = 813 333.33
    //   vacations: 2 periods of 50 weeks earned (2 × 10 working days on a 5-day week) + 4 accrued = 24 days,
    //            × 7/5 (calendar equivalent) = 33.6 days × 20 333.33 (art. 157: the same six complete months
    //            of the last 50 weeks ÷ 180) = 683 199.89
    //   aguinaldo: 3 660 000 ÷ 12 = 305 000.00
    //   gross = 610 000 + 813 333.33 + 683 199.89 + 305 000 = 2 411 533.22
    expect(s).toMatchObject({
      hireDate: '2024-02-01',
      exitDate: '2026-05-31',
      payDate: '2026-05-31',
      cause: 'dismissal_without_cause',
      service: { years: 2, months: 4, days: 0, totalDays: 851 },
      average: { source: 'payslips', total: 3_660_000_00, monthly: 610_000_00, daily: 20_333_33 },
      noticeDays: 30,
      cesantiaYears: 2,
      cesantiaDays: 40,
      vacation: { pendingDays: 24, workDaysPerWeek: 5, months: 6, dailyRate: 20_333_33 },
      aguinaldo: { periodStart: '2025-12-01', periodEnd: '2026-05-31', total: 3_660_000_00 },
      salaryPayroll: null,
      openPayrolls: [],
    });
    expect(s.average.months).toHaveLength(6);
    const lines = s.lines as Line[];
    expect(lineOf(lines, 'PREAVISO')).toMatchObject({
      kind: 'earning',
      quantity: 30,
      basis: 20_333_33,
      amount: 610_000_00,
    });
    expect(lineOf(lines, 'CESANTIA')).toMatchObject({ quantity: 40, amount: 813_333_33 });
    expect(lineOf(lines, 'VACATION_SETTLEMENT')).toMatchObject({
      quantity: 24,
      rate: 1.4,
      basis: 20_333_33,
      amount: 683_199_89,
    });
    expect(lineOf(lines, 'AGUINALDO_PROPORTIONAL')).toMatchObject({
      quantity: 6,
      basis: 3_660_000_00,
      amount: 305_000_00,
    });
    // CCSS (2026: 10.83 % worker, 26.83 % employer) on the vacation pay only; below the tax's first bracket.
    const worker = ccssWorker({ gross: 683_199_89 as Cents, date: '2026-05-31' });
    const employer = ccssEmployer({ gross: 683_199_89 as Cents, date: '2026-05-31' });
    expect(lines.filter((l) => l.kind === 'deduction').map((l) => [l.code, l.basis, l.amount])).toEqual(
      worker.lines.map((l) => [l.code, 683_199_89, l.amount]),
    );
    expect(lineOf(lines, 'SALARY_TAX')).toBeUndefined();
    // The INS work-risk premium on the vacation pay (salary) only, at the demo policy's 2.50 %:
    // 683 199.89 × 2.5 % = 17 079.997… → ₡17 080.00. Preaviso, cesantía and aguinaldo are not salary.
    expect(lineOf(lines, 'INS_RISK_PREMIUM')).toMatchObject({
      kind: 'employer',
      rate: 0.025,
      basis: 683_199_89,
      amount: 17_080_00,
    });
    expect(s.totals).toEqual({
      gross: 2_411_533_22,
      deductions: worker.total,
      net: 2_411_533_22 - worker.total,
      employerCharges: employer.total + 17_080_00,
      employerCost: 2_411_533_22 + employer.total + 17_080_00,
    });
  });

  it('a resignation: no preaviso nor cesantía; the last days are paid by the regular payroll of April', async () => {
    const { settlement: s } = await data(manager, 'procesoPlanilla/settlementpreview', {
      num_empleado: resigned,
    });
    // Hired 1 Mar 2025, last day 15 Apr 2026: 1 year 1 month 15 days.
    //   vacations: 1 period earned (10 days) + 1.5 accrued = 11.5 days × 7/5 = 16.1 days
    //            art. 157 rate: complete months Dec–Mar (April is not complete) 4 × 450 000 ÷ 120 = 15 000.00
    //            16.1 × 15 000 = 241 500.00
    //   aguinaldo: Dec–Mar 4 × 450 000 + 225 000 (to 15 April) = 2 025 000 ÷ 12 = 168 750.00
    expect(s).toMatchObject({
      cause: 'resignation',
      service: { years: 1, months: 1, days: 15 },
      noticeDays: 0,
      cesantiaDays: 0,
      vacation: { pendingDays: 11.5, months: 4, dailyRate: 15_000_00 },
      aguinaldo: { total: 2_025_000_00 },
      salaryPayroll: { periodStart: '2026-04-01', periodEnd: '2026-04-30', status: 'planned' },
    });
    expect(s.openPayrolls).toHaveLength(1);
    expect((s.lines as Line[]).filter((l) => l.kind === 'earning').map((l) => [l.code, l.amount])).toEqual([
      ['VACATION_SETTLEMENT', 241_500_00],
      ['AGUINALDO_PROPORTIONAL', 168_750_00],
    ]);
    expect(s.totals.gross).toBe(410_250_00);
  });

  it('a dismissal with just cause (art. 81): vacations and aguinaldo only', async () => {
    const { settlement: s } = await data(manager, 'procesoPlanilla/settlementpreview', {
      num_empleado: fired,
    });
    // Hired 1 Jun 2023, last day 31 Mar 2026: 2 years 10 months — no preaviso nor cesantía whatever the seniority.
    //   vacations: 2 periods (20 days) + 10 accrued = 30 days × 7/5 = 42 days × 500 000 ÷ 30 (16 666.67) = 700 000.14
    //   aguinaldo: Dec–Mar 4 × 500 000 = 2 000 000 ÷ 12 = 166 666.67
    expect(s).toMatchObject({
      cause: 'dismissal_with_cause',
      exitType: { code: 'dismissal_without_liability', employerLiability: false },
      service: { years: 2, months: 10, days: 0 },
      noticeDays: 0,
      cesantiaDays: 0,
      vacation: { pendingDays: 30, dailyRate: 16_666_67 },
    });
    expect((s.lines as Line[]).filter((l) => l.kind === 'earning').map((l) => [l.code, l.amount])).toEqual([
      ['VACATION_SETTLEMENT', 700_000_14],
      ['AGUINALDO_PROPORTIONAL', 166_666_67],
    ]);
  });

  it('refuses an employee without an exit (409), another company (404) and a missing employee (404)', async () => {
    const none = await call(manager, 'procesoPlanilla/settlementpreview', { num_empleado: employed });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('SETTLEMENT_NO_EXIT');
    const [other] = await rows<{ n: number }>(
      sql`select count(*)::int as n from employees where company_id <> 1 and employee_number = ${dismissed}`,
    );
    if (other!.n === 0) {
      const res = await call(admin2, 'procesoPlanilla/settlementpreview', { num_empleado: dismissed });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await call(manager, 'procesoPlanilla/settlementpreview', { num_empleado: 99_999_999 })).statusCode,
    ).toBe(404);
  });
});

describe('the settlement payroll', () => {
  let payrollId: number;

  it('is created once per exit by a payroll manager (the HR assistant may not); a refused call changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    expect(
      (await call(assistant, 'procesoPlanilla/newsettlement', { num_empleado: dismissed }, 'PUT')).statusCode,
    ).toBe(403);
    const none = await call(manager, 'procesoPlanilla/newsettlement', { num_empleado: employed }, 'PUT');
    expect(none.json().error.code).toBe('SETTLEMENT_NO_EXIT');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const made = await data(manager, 'procesoPlanilla/newsettlement', { num_empleado: dismissed }, 'PUT');
    expect(made).toMatchObject({
      created: true,
      status: 'projected',
      periodStart: '2026-05-01',
      periodEnd: '2026-05-31',
      payDate: '2026-05-31',
    });
    payrollId = made.payrollId;
    expect(
      await data(manager, 'procesoPlanilla/newsettlement', { num_empleado: dismissed }, 'PUT'),
    ).toMatchObject({
      created: false,
      payrollId,
    });
    const list = (await data(auditor, 'procesoPlanilla/payrolllist', {})) as {
      payrollId: number;
      kind: string;
      settlementEmployee: { num_empleado: number } | null;
    }[];
    expect(list.find((p) => p.payrollId === payrollId)).toMatchObject({
      kind: 'settlement',
      settlementEmployee: { num_empleado: dismissed },
    });
    // Another company's manager cannot calculate it.
    const foreign = await call(admin2, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(foreign.statusCode).toBe(404);
  });

  it('calculates like any payroll: the payslip is the settlement, explained', async () => {
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(calc).toMatchObject({ status: 'processed', totals: { employees: 1, gross: 2_411_533_22 } });
    const slip = await data(auditor, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: dismissed });
    expect(slip.settlement).toMatchObject({ exitDate: '2026-05-31', noticeDays: 30, cesantiaDays: 40 });
    expect(slip.totals.net).toBe(calc.totals.net);
    expect(slip.lines.map((l: Line) => l.code)).toContain('PREAVISO');
    const state = await data(auditor, 'procesoPlanilla/calculationstate', { payrollId });
    expect(state).toMatchObject({
      stale: false,
      settlement: { num_empleado: dismissed, exitDate: '2026-05-31', openPayrolls: [] },
    });
    const preview = await data(auditor, 'procesoPlanilla/settlementpreview', { num_empleado: dismissed });
    expect(preview.payroll).toMatchObject({ payrollId, status: 'processed', stale: false });
  });

  it('goes stale when the exit changes before it is paid, and follows the new exit when recalculated', async () => {
    const bad = await call(
      assistant,
      'empleados/updateexit',
      { num_empleado: dismissed, exitDate: '2026-05-15', exitTypeId: 999_999, reason: 'Corrección' },
      'PUT',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('exitTypeId');
    expect(
      (
        await call(
          auditor,
          'empleados/updateexit',
          {
            num_empleado: dismissed,
            exitDate: '2026-05-15',
            exitTypeId: ids['exit:resignation'],
            reason: 'Corrección',
          },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);
    // The HR assistant corrects the date (the type stays).
    await data(
      assistant,
      'empleados/updateexit',
      {
        num_empleado: dismissed,
        exitDate: '2026-05-29',
        exitTypeId: ids['exit:dismissal_with_liability'],
        reason: 'Fecha corregida',
      },
      'PUT',
    );
    const state = await data(manager, 'procesoPlanilla/calculationstate', { payrollId });
    expect(state.stale).toBe(true);
    const stale = await call(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId, confirmNet: state.calculated.totals.net },
      'PUT',
    );
    expect(stale.json().error.code).toBe('PAYROLL_STALE');
    // Back to the 31st (May is a complete month again), recalculated.
    await data(
      manager,
      'empleados/updateexit',
      {
        num_empleado: dismissed,
        exitDate: '2026-05-31',
        exitTypeId: ids['exit:dismissal_with_liability'],
        reason: 'Fecha original',
      },
      'PUT',
    );
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(calc.totals.gross).toBe(2_411_533_22);
    expect((await data(manager, 'procesoPlanilla/calculationstate', { payrollId })).stale).toBe(false);
  });

  it('closes; then it is final: the exit can no longer change; voucher and balanced journal', async () => {
    const state = await data(manager, 'procesoPlanilla/calculationstate', { payrollId });
    const closed = await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId, confirmNet: state.calculated.totals.net },
      'PUT',
    );
    expect(closed.status).toBe('paid');
    const before = await tableFingerprints(t.database.db);
    const late = await call(
      manager,
      'empleados/updateexit',
      {
        num_empleado: dismissed,
        exitDate: '2026-05-20',
        exitTypeId: ids['exit:resignation'],
        reason: 'Tarde',
      },
      'PUT',
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('SETTLEMENT_PAID');
    const again = await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(again.json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const preview = await data(auditor, 'procesoPlanilla/settlementpreview', { num_empleado: dismissed });
    expect(preview).toMatchObject({ final: true, payroll: { status: 'paid' } });
    expect(preview.settlement.totals.gross).toBe(2_411_533_22);

    const voucher = await call(manager, 'postPlanilla/voucherpdf', { payrollId, num_empleado: dismissed });
    expect(voucher.statusCode).toBe(200);
    expect(voucher.headers['content-type']).toBe('application/pdf');
    const journal = await data(auditor, 'procesoPlanilla/accountingresume', { payrollId });
    expect(journal.totals.debit).toBe(journal.totals.credit);
    const signed = (kind: string) =>
      (journal.lines as { lineKind: string; debit: number; credit: number }[])
        .filter((l) => l.lineKind === kind)
        .reduce((n, l) => n + l.debit - l.credit, 0);
    // Cesantía, vacations and aguinaldo come out of their provisions; preaviso is the exit's expense.
    expect(signed('cesantia_liability')).toBe(813_333_33);
    expect(signed('aguinaldo_liability')).toBe(305_000_00);
    expect(signed('vacation_liability')).toBe(683_199_89);
    expect(signed('cesantia_expense')).toBe(610_000_00);
  });

  it('prints the settlement to sign (PDF); the auditor may, another company may not see it', async () => {
    const pdf = await call(auditor, 'procesoPlanilla/settlementpdf', { num_empleado: dismissed });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`liquidacion-2026-05-31-`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const same = await call(auditor, 'procesoPlanilla/settlementpdf', { num_empleado: dismissed });
    expect(Buffer.compare(same.rawPayload, pdf.rawPayload)).toBe(0);
  });

  it('waits for the regular payrolls up to the exit before closing (the resignation)', async () => {
    const made = await data(manager, 'procesoPlanilla/newsettlement', { num_empleado: resigned }, 'PUT');
    expect(made).toMatchObject({ periodStart: '2026-04-01', periodEnd: '2026-04-15' });
    const calc = await data(
      manager,
      'procesoPlanilla/calculatePayroll',
      { payrollId: made.payrollId },
      'PUT',
    );
    const refused = await call(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: made.payrollId, confirmNet: calc.totals.net },
      'PUT',
    );
    expect(refused.json().error.code).toBe('SETTLEMENT_PAYROLLS_OPEN');
  });
});
