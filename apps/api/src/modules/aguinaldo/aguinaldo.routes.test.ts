import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguinaldo, type Cents } from '@planilla/domain';
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
 * The aguinaldo run: procesoPlanilla/newaguinaldo, the earnings from before the product, and the calculation,
 * detail and closing of an aguinaldo payroll through the payroll calculation's calls.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
const ids: Record<string, number> = {};

const { call, data, rows } = apiCalls(() => t);

let hiredInMarch: number;
let veteran: number;
let monthly: { payrollId: number; periodStart: string; periodEnd: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  for (const x of (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[])
    ids[`sch:${x.name}`] = x.id;
  const hire = (nationalId: string, entryDate: string, salary: number) =>
    hireEmployee(t.app, admin, {
      nationalId,
      firstName: 'Ana',
      firstSurname: `Aguinaldo${nationalId}`,
      scheduleId: ids['sch:Oficina L-V 08:00-17:00']!,
      periodicity: 'monthly',
      entryDate,
      salary,
    });
  hiredInMarch = await hire('AGU0001', '2026-03-01', 600_000_00);
  veteran = await hire('AGU0002', '2024-02-01', 500_000_00);
  // A raise from 1 July and a 10-day CCSS illness in September (8–17).
  await data(admin, 'empleados/newSalary', {
    num_empleado: hiredInMarch,
    effectiveFrom: '2026-07-01',
    amount: 660_000_00,
  });
  await data(
    manager,
    'acciones/disabilityDays',
    {
      num_empleado: hiredInMarch,
      from: '2026-09-08',
      to: '2026-09-17',
      disabilityType: 'ccss_illness',
      disabilityCertificate: 'CCSS-1',
    },
    'PUT',
  );
  // The monthly payrolls of 2026 up to November, projected, calculated and closed.
  await data(manager, 'paramPlanilla/generatecalendar', { periodicity: 'monthly', year: 2026 });
  const list = (await data(manager, 'paramPlanilla/planillalist', {
    periodicity: 'monthly',
    year: 2026,
  })) as {
    payrollId: number;
    periodStart: string;
    periodEnd: string;
    kind: string;
  }[];
  monthly = list.filter((p) => p.kind === 'regular' && p.periodEnd <= '2026-11-30');
  expect(monthly).toHaveLength(11);
  for (const p of monthly) {
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: p.payrollId }, 'PUT');
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId: p.payrollId }, 'PUT');
    await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: p.payrollId, confirmNet: calc.totals.net },
      'PUT',
    );
  }
}, 600_000);
afterAll(async () => t?.close());

describe('procesoPlanilla/saveaguinaldoearnings', () => {
  it('checks rows in a dry run (employee, month of the year, months already paid, repeats) and saves nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await data(
      manager,
      'procesoPlanilla/saveaguinaldoearnings',
      {
        year: 2026,
        dryRun: false,
        rows: [
          { row: 2, num_empleado: veteran, month: '2025-12', amount: 500_000_00 },
          { row: 3, num_empleado: 999_999, month: '2026-01', amount: 1_00 },
          { row: 4, num_empleado: veteran, month: '2025-11', amount: 1_00 },
          { row: 5, num_empleado: hiredInMarch, month: '2026-04', amount: 1_00 },
          { row: 6, num_empleado: veteran, month: '2025-12', amount: 1_00 },
        ],
      },
      'PUT',
    );
    expect(res.saved).toBe(0);
    expect(res.problems.map((p: { row: number; field: string }) => `${p.row}:${p.field}`)).toEqual([
      '3:num_empleado',
      '4:month',
      '5:month',
      '6:month',
    ]);
    expect(res.problems[2].reason).toMatch(/ya tiene planillas pagadas/);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect(
      (await call(auditor, 'procesoPlanilla/saveaguinaldoearnings', { year: 2026, rows: [] }, 'PUT'))
        .statusCode,
    ).toBe(403);
  });

  it('saves the earnings of the months before the product (December 2025 for the veteran)', async () => {
    const res = await data(
      manager,
      'procesoPlanilla/saveaguinaldoearnings',
      {
        year: 2026,
        source: 'import',
        rows: [{ num_empleado: veteran, month: '2025-12', amount: 500_000_00 }],
      },
      'PUT',
    );
    expect(res).toMatchObject({ saved: 1, problems: [] });
    const listed = await data(auditor, 'procesoPlanilla/aguinaldoearnings', { year: 2026 });
    expect(listed).toEqual([
      expect.objectContaining({ num_empleado: veteran, month: '2025-12', amount: 500_000_00 }),
    ]);
    expect(await data(admin2, 'procesoPlanilla/aguinaldoearnings', { year: 2026 })).toEqual([]);
  });
});

describe('the aguinaldo payroll', () => {
  let payrollId: number;

  it('is generated once a year, paid by 20 December; the HR assistant may not', async () => {
    expect((await call(assistant, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT')).statusCode).toBe(
      403,
    );
    const late = await call(
      manager,
      'procesoPlanilla/newaguinaldo',
      { year: 2026, payDate: '2026-12-21' },
      'PUT',
    );
    expect(late.json().error.fields).toHaveProperty('payDate');
    const made = await data(manager, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT');
    expect(made).toMatchObject({
      created: true,
      periodStart: '2025-12-01',
      periodEnd: '2026-11-30',
      payDate: '2026-12-18',
    });
    payrollId = made.payrollId;
    const again = await data(manager, 'procesoPlanilla/newaguinaldo', { year: 2026 }, 'PUT');
    expect(again).toMatchObject({ created: false, payrollId });
    // Attendance is never recorded on it, nor projected.
    const write = await call(
      manager,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: veteran, date: '2026-11-02', code: 'A' }] },
      'PUT',
    );
    expect(write.json().error.code).toBe('PAYROLL_KIND_CONFLICT');
  });

  it("pays each member the year's earnings ÷ 12, explained month by month", async () => {
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    expect(calc.status).toBe('processed');
    const slip = await data(auditor, 'procesoPlanilla/payslipdetail', {
      payrollId,
      num_empleado: hiredInMarch,
    });
    // Hand arithmetic, hired 1 March at ₡600 000 a month, ₡660 000 from 1 July, 10 days of CCSS illness in
    // September. An illness incapacity does not count (the contract is suspended): neither the CCSS subsidy
    // nor the half of days 1–3 the employer pays (3 × 22 000 × 50 % = 33 000, a subsidy too, not salary):
    //   March–June   4 × 600 000                         = 2 400 000
    //   July, August, October, November 4 × 660 000      = 2 640 000
    //   September    660 000 ÷ 30 × 20 days worked       =   440 000
    //   total earned                                     = 5 480 000
    //   aguinaldo    5 480 000 ÷ 12 = 456 666.666…       → ₡456 666.67
    expect(slip.aguinaldo.total).toBe(5_480_000_00);
    expect(slip.totals).toMatchObject({ gross: 456_666_67, deductions: 0, net: 456_666_67 });
    expect(slip.lines).toEqual([
      expect.objectContaining({
        code: 'AGUINALDO_PAYMENT',
        kind: 'earning',
        amount: 456_666_67,
        basis: 5_480_000_00,
      }),
    ]);
    expect(slip.aguinaldo.months.map((m: { month: string }) => m.month)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const september = slip.aguinaldo.months.find((m: { month: string }) => m.month === '2026-09');
    expect(september).toMatchObject({ earned: 440_000_00, imported: 0 });
    // The veteran: December 2025 imported, January–November from the closed payrolls, 12 × ₡500 000 ÷ 12.
    const vet = await data(auditor, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: veteran });
    expect(vet.aguinaldo.months[0]).toMatchObject({ month: '2025-12', earned: 0, imported: 500_000_00 });
    expect(vet.totals.net).toBe(aguinaldo({ salaries: [vet.aguinaldo.total as Cents] }));
    expect(vet.totals.net).toBe(500_000_00);
    // Every payslip is its earnings ÷ 12 half up, and the totals are the payslips'.
    const all = await rows<{ net: string; total: string }>(sql`
      select net, (input->>'total') as total from payslips where company_id = 1 and payroll_id = ${payrollId}`);
    for (const r of all) expect(Number(r.net)).toBe(aguinaldo({ salaries: [Number(r.total) as Cents] }));
    const state = await data(auditor, 'procesoPlanilla/calculationstate', { payrollId });
    expect(state.calculated.totals.net).toBe(all.reduce((n, r) => n + Number(r.net), 0));
    expect(state.aguinaldo).toMatchObject({ year: 2026, payBy: '2026-12-20', openPayrolls: [] });
  });

  it('withholds the court-ordered alimony, never more than the aguinaldo; nothing else is deducted', async () => {
    const save = (s: Session, payload: object) =>
      call(s, 'procesoPlanilla/saveaguinaldoalimony', payload, 'PUT');
    // Refused calls change nothing: no court file, a role that does not run payrolls, an unknown employee.
    const before = await tableFingerprints(t.database.db);
    const noFile = await save(manager, { year: 2026, num_empleado: hiredInMarch, amount: 100_000_00 });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ courtFile: 'Este campo es obligatorio.' });
    const order = {
      year: 2026,
      num_empleado: hiredInMarch,
      amount: 100_000_00,
      courtFile: '24-000123-0165-PA',
    };
    expect((await save(assistant, order)).statusCode).toBe(403);
    expect((await save(auditor, order)).statusCode).toBe(403);
    expect((await save(manager, { ...order, num_empleado: 99_999 })).statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const saved = await data(manager, 'procesoPlanilla/saveaguinaldoalimony', order, 'PUT');
    expect(saved.item).toMatchObject({
      num_empleado: hiredInMarch,
      amount: 100_000_00,
      courtFile: '24-000123-0165-PA',
    });
    // The veteran's order is larger than the aguinaldo (₡500 000): the whole aguinaldo is withheld, no more.
    await data(
      manager,
      'procesoPlanilla/saveaguinaldoalimony',
      {
        year: 2026,
        num_empleado: veteran,
        amount: 600_000_00,
        courtFile: '25-000777-0165-PA',
        note: 'Cuota de diciembre',
      },
      'PUT',
    );
    const list = await data(auditor, 'procesoPlanilla/aguinaldoalimony', { year: 2026 });
    expect(list.map((r: { num_empleado: number }) => r.num_empleado).sort()).toEqual(
      [hiredInMarch, veteran].sort(),
    );
    expect(await data(admin2, 'procesoPlanilla/aguinaldoalimony', { year: 2026 })).toEqual([]);
    expect((await data(manager, 'procesoPlanilla/calculationstate', { payrollId })).stale).toBe(true);

    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    const slip = await data(auditor, 'procesoPlanilla/payslipdetail', {
      payrollId,
      num_empleado: hiredInMarch,
    });
    // ₡456 666.67 − ₡100 000 = ₡356 666.67; no CCSS, no tax.
    expect(slip.totals).toMatchObject({ gross: 456_666_67, deductions: 100_000_00, net: 356_666_67 });
    expect(slip.lines.map((l: { code: string }) => l.code)).toEqual([
      'AGUINALDO_PAYMENT',
      'ALIMONY_DEDUCTION',
    ]);
    expect(slip.lines[1]).toMatchObject({
      kind: 'deduction',
      amount: 100_000_00,
      note: 'Expediente 24-000123-0165-PA',
      legalRef: expect.stringContaining('Ley 2412'),
    });
    const vet = await data(auditor, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: veteran });
    expect(vet.totals).toMatchObject({ gross: 500_000_00, deductions: 500_000_00, net: 0 });
    expect(vet.warnings).toEqual([
      expect.objectContaining({ code: 'ALIMONY_ABOVE_AGUINALDO', detail: '60000000' }),
    ]);

    // 0 removes an order (audited like any change).
    const removed = await data(
      manager,
      'procesoPlanilla/saveaguinaldoalimony',
      { year: 2026, num_empleado: veteran, amount: 0 },
      'PUT',
    );
    expect(removed.item).toBeNull();
    const audit = await rows<{ n: string }>(
      sql`select count(*) as n from audit_log where action = 'aguinaldo_alimony_saved' and entity_id = ${String(veteran)}`,
    );
    expect(Number(audit[0]!.n)).toBe(2);
  });

  it('goes stale when earnings change, and closes once recalculated; then nothing changes it', async () => {
    await data(
      manager,
      'procesoPlanilla/saveaguinaldoearnings',
      { year: 2026, rows: [{ num_empleado: veteran, month: '2025-12', amount: 510_000_00 }] },
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
    const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    const closed = await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId, confirmNet: calc.totals.net },
      'PUT',
    );
    expect(closed.status).toBe('paid');
    const late = await call(
      manager,
      'procesoPlanilla/saveaguinaldoearnings',
      { year: 2026, rows: [{ num_empleado: veteran, month: '2025-12', amount: 1_00 }] },
      'PUT',
    );
    expect(late.json().error.code).toBe('PAYROLL_PAID');
    // The journal pays it against the aguinaldo provision, balanced.
    const journal = await data(auditor, 'procesoPlanilla/accountingresume', { payrollId });
    expect(journal.totals.debit).toBe(journal.totals.credit);
    // The provision is settled by the whole aguinaldo: the net to the employees and the alimony withheld.
    expect(journal.totals.debit).toBe(calc.totals.gross);
    expect(calc.totals.gross - calc.totals.net).toBe(100_000_00);
  });
});
