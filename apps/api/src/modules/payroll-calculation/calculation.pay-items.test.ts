import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garnishmentText, type GarnishmentFigures } from '@planilla/contracts';
import { pdfText } from '../../test/pdf-text';
import { addTestPayItem, seedShippedPayItemTypes, type TestPayItem } from '../../test/pay-items';
import {
  apiCalls,
  createTestApp,
  hireEmployee,
  signInEveryRole,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Pay items through the calls a company makes (issue 26): calculated, stored, explained, stale when they or their
 * balances change, and moved exactly once when the payroll closes. Amounts in céntimos (₡1 = 100).
 *
 * Every employee here earns ₡600,000 a month, paid by the fortnight (March 2026): a fortnight pays ₡300,000.00.
 *   CCSS worker 10.83 % (SEM 5.50 % 16,500.00 + IVM 4.33 % 12,990.00 + Banco Popular 1 % 3,000.00) = 32,490.00;
 *   no salary tax (₡600,000 a month is under the exempt bracket).
 *   Salary after the law's charges (salario líquido) = 300,000.00 − 32,490.00 = 267,510.00.
 *   Protected amount (Decreto 45303-MTSS, 2026): ₡268,607.69 a month; a fortnight 268,607.69 × 15 / 30 =
 *   134,303.845 → 134,303.85 (half-up). The floor for deductions other than a pensión is the same amount.
 */
let t: TestApp;
let manager: Session;
let admin: Session;

const { call, data, rows } = apiCalls(() => t);

const SALARY = 600_000_00;
let officeSchedule: number;

type Line = {
  code: string;
  amount: number;
  basis: number | null;
  note: string | null;
  legalRef: string;
  payItem?: {
    id: string;
    code: string;
    reference: string | null;
    garnishment: Record<string, number | string | null> | null;
  } | null;
};
type PayItemRow = {
  itemId: number;
  typeCode: string;
  amount: number;
  due: number;
  taken: number;
  deferred: number;
  balanceBefore: number | null;
  balanceAfter: number | null;
  limitedBy: string | null;
};
type Detail = {
  lines: Line[];
  totals: { gross: number; deductions: number; net: number };
  payItems: PayItemRow[];
};

const hire = (nationalId: string) =>
  hireEmployee(t.app, admin, {
    nationalId,
    entryDate: '2025-01-06',
    salary: SALARY,
    scheduleId: officeSchedule,
    periodicity: 'fortnightly',
  });
const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const project = (payrollId: number) => data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
const calculate = (payrollId: number) =>
  data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT') as Promise<{
    totals: { net: number };
  }>;
const state = (payrollId: number) =>
  data(manager, 'procesoPlanilla/calculationstate', { payrollId }) as Promise<{
    stale: boolean;
    staleEmployees: { num_empleado: number; reasons: string[] }[];
  }>;
const detail = (payrollId: number, employee: number) =>
  data(manager, 'procesoPlanilla/payslipdetail', { payrollId, num_empleado: employee }) as Promise<Detail>;
const lineOf = (d: Detail, code: string) => d.lines.filter((l) => l.code === code);
const amountOf = (d: Detail, code: string) => lineOf(d, code).reduce((sum, l) => sum + l.amount, 0);
const add = (item: TestPayItem) => addTestPayItem(t.database.db, 1, item);
const asNumber = (v: unknown) => (v === null ? null : Number(v));
const item = async (id: number) => {
  const [r] = await rows<Record<string, unknown>>(
    sql`select balance, deferred, valid_to::text as valid_to, end_reason from employee_pay_items
      where company_id = 1 and id = ${id}`,
  );
  return { ...r, balance: asNumber(r!.balance), deferred: asNumber(r!.deferred) };
};
const movements = async (id: number) =>
  (
    await rows<Record<string, unknown>>(
      sql`select kind, payroll_id, amount, balance_after, deferred_after from pay_item_movements
        where company_id = 1 and item_id = ${id} order by id`,
    )
  ).map((m) => ({
    kind: m.kind,
    payrollId: Number(m.payroll_id),
    amount: Number(m.amount),
    balanceAfter: asNumber(m.balance_after),
    deferredAfter: Number(m.deferred_after),
  }));

let first: number;
let second: number;
let embargoed: number;
let withPension: number;
let withLoans: number;
let withAdvance: number;
let later: number;
const ids = {} as Record<'embargo' | 'pension' | 'pensionLoan' | 'loan' | 'bigAdvance' | 'advance', number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  officeSchedule = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  await seedShippedPayItemTypes(t.database.db, 1);
  embargoed = await hire('PIT0001');
  withPension = await hire('PIT0002');
  withLoans = await hire('PIT0003');
  withAdvance = await hire('PIT0004');
  later = await hire('PIT0005');
  first = await newPayroll('2026-03-01', '2026-03-15');
  second = await newPayroll('2026-03-16', '2026-03-31');
  await project(first);
  await project(second);
  ids.embargo = await add({
    employeeNumber: embargoed,
    typeCode: 'EMBARGO',
    validFrom: '2026-02-10',
    legalMaximum: true,
    principal: 1_000_000_00,
    reference: '26-000123-1234-CJ',
    orderDate: '2026-02-10',
  });
  ids.pension = await add({
    employeeNumber: withPension,
    typeCode: 'PENSION_ALIMENTARIA',
    validFrom: '2025-06-01',
    rate: 3_000,
    percentageOf: 'salary_after_charges',
    reference: '25-000777-0165-PA',
    orderDate: '2025-06-01',
  });
  ids.pensionLoan = await add({
    employeeNumber: withPension,
    typeCode: 'PRESTAMO_EMPRESA',
    validFrom: '2026-01-01',
    amount: 60_000_00,
    principal: 500_000_00,
    reference: 'PR-17',
  });
  ids.loan = await add({
    employeeNumber: withLoans,
    typeCode: 'PRESTAMO_EMPRESA',
    validFrom: '2026-01-01',
    amount: 60_000_00,
    principal: 500_000_00,
    reference: 'PR-18',
  });
  ids.bigAdvance = await add({
    employeeNumber: withLoans,
    typeCode: 'ADELANTO_SALARIO',
    validFrom: '2026-03-01',
    amount: 100_000_00,
    principal: 100_000_00,
    payrollId: first,
  });
  ids.advance = await add({
    employeeNumber: withAdvance,
    typeCode: 'ADELANTO_SALARIO',
    validFrom: '2026-03-01',
    amount: 50_000_00,
    principal: 50_000_00,
    payrollId: first,
  });
}, 120_000);
afterAll(async () => t?.close());

describe('a payroll with pay items', () => {
  it('takes an embargo within art. 172 and shows how it was computed', async () => {
    await calculate(first);
    const d = await detail(first, embargoed);
    // The excess over the protected amount: 267,510.00 − 134,303.85 = 133,206.15, all of it in the lower band
    // (up to 3 × the protected amount); 1/8 of it = 16,650.76875 → 16,650.76 (down: a limit is never passed).
    // The debt (₡1,000,000) is larger: the embargo takes all the law allows, and the floor leaves room for it.
    const [line] = lineOf(d, 'GARNISHMENT');
    expect(line!.amount).toBe(16_650_76);
    expect(line!.basis).toBe(267_510_00);
    expect(line!.note).toBe('26-000123-1234-CJ');
    expect(line!.payItem).toMatchObject({
      id: String(ids.embargo),
      code: 'EMBARGO',
      reference: '26-000123-1234-CJ',
      garnishment: {
        decree: 'Decreto 45303-MTSS',
        protectedMonthly: 268_607_69,
        protectedForPeriod: 134_303_85,
        salaryAfterCharges: 267_510_00,
        lowerBand: 133_206_15,
        lowerShare: 16_650_76,
        upperBand: 0,
        upperShare: 0,
        garnishable: 16_650_76,
      },
    });
    expect(d.payItems).toEqual([
      expect.objectContaining({
        itemId: ids.embargo,
        taken: 16_650_76,
        deferred: 0,
        balanceBefore: 1_000_000_00,
        balanceAfter: 983_349_24,
        limitedBy: 'garnishment_limit',
      }),
    ]);
    expect(d.totals.net).toBe(300_000_00 - 32_490_00 - 16_650_76);
    // The payslip detail explains it from the one catalogue, in both languages.
    const figures = line!.payItem!.garnishment as unknown as GarnishmentFigures;
    expect(garnishmentText(figures, 'es')).toMatch(
      /^Inembargable: ₡\s?268\s?607,69 al mes \(Decreto 45303-MTSS, vigente al ordenarse el embargo el 10\/02\/2026\), ₡\s?134\s?303,85 en el periodo\. Del salario líquido de ₡\s?267\s?510,00 se embarga 1\/8 de ₡\s?133\s?206,15 .* = ₡\s?16\s?650,76 y 1\/4 de ₡\s?0,00 .*: embargable ₡\s?16\s?650,76\.$/,
    );
    expect(garnishmentText(figures, 'en')).toMatch(
      /^Protected: ₡\s?268,607\.69 a month \(Decreto 45303-MTSS/,
    );
  });

  it('takes a pensión first and defers the loan the floor stops', async () => {
    const d = await detail(first, withPension);
    // Pensión 30 % of the salary after charges: 267,510.00 × 0.30 = 80,253.00 (under its 50 % cap, 133,755.00).
    expect(amountOf(d, 'ALIMONY_DEDUCTION')).toBe(80_253_00);
    // Room above the floor: 267,510.00 − 80,253.00 − 134,303.85 = 52,953.15 of the ₡60,000 instalment;
    // 7,046.85 rolls to the next payroll; the balance moves by what was taken only.
    expect(amountOf(d, 'COMPANY_LOAN')).toBe(52_953_15);
    const loan = d.payItems.find((p) => p.itemId === ids.pensionLoan)!;
    expect(loan).toMatchObject({
      amount: 60_000_00,
      due: 60_000_00,
      taken: 52_953_15,
      deferred: 7_046_85,
      balanceBefore: 500_000_00,
      balanceAfter: 447_046_85,
      limitedBy: 'minimum_wage_floor',
    });
    expect(d.totals.net).toBe(134_303_85);
  });

  it('takes a loan, then an advance up to the floor; a once advance only in its payroll', async () => {
    const d = await detail(first, withLoans);
    // Room above the floor: 267,510.00 − 134,303.85 = 133,206.15. Loans before advances: the loan's 60,000.00,
    // then 73,206.15 of the ₡100,000 advance; 26,793.85 of it rolls forward.
    expect(amountOf(d, 'COMPANY_LOAN')).toBe(60_000_00);
    expect(amountOf(d, 'SALARY_ADVANCE')).toBe(73_206_15);
    expect(d.payItems.find((p) => p.itemId === ids.bigAdvance)).toMatchObject({
      taken: 73_206_15,
      deferred: 26_793_85,
      balanceAfter: 26_793_85,
      limitedBy: 'minimum_wage_floor',
    });
    const small = await detail(first, withAdvance);
    expect(amountOf(small, 'SALARY_ADVANCE')).toBe(50_000_00);
    // The second fortnight's own calculation has no advance: it is tied to the first.
    await calculate(second);
    expect(amountOf(await detail(second, withAdvance), 'SALARY_ADVANCE')).toBe(0);
    expect(amountOf(await detail(second, withLoans), 'SALARY_ADVANCE')).toBe(0);
    // Nothing moved: balances move only when a payroll closes.
    expect(await item(ids.loan)).toMatchObject({ balance: 500_000_00, deferred: 0 });
  });

  it('calculating twice deducts once: the pay-item rows are replaced', async () => {
    const count = async () =>
      (
        await rows<{ n: string; taken: string }>(
          sql`select count(*) as n, sum(taken) as taken from payslip_pay_items
            where company_id = 1 and payroll_id = ${first}`,
        )
      )[0]!;
    const before = await count();
    await calculate(first);
    expect(await count()).toEqual(before);
    expect(Number(before.n)).toBe(6);
    expect(amountOf(await detail(first, withLoans), 'COMPANY_LOAN')).toBe(60_000_00);
  });

  it('a new item makes the payroll stale for its employee, with its own reason', async () => {
    expect((await state(first)).stale).toBe(false);
    const commission = await add({
      employeeNumber: later,
      typeCode: 'COMISION',
      validFrom: '2026-03-01',
      amount: 25_000_00,
    });
    const s = await state(first);
    expect(s.stale).toBe(true);
    expect(s.staleEmployees).toEqual([{ num_empleado: later, reasons: ['payItems'] }]);
    await calculate(first);
    // A commission is salary: in the gross, the CCSS base (10.83 % of 325,000.00 = 35,197.50).
    const d = await detail(first, later);
    expect(amountOf(d, 'COMMISSION')).toBe(25_000_00);
    expect(d.totals.gross).toBe(325_000_00);
    expect(
      amountOf(d, 'CCSS_SEM_WORKER') + amountOf(d, 'CCSS_IVM_WORKER') + amountOf(d, 'BANCO_POPULAR_WORKER'),
    ).toBe(35_197_50);
    await t.database.db.execute(
      sql`delete from payslip_pay_items where company_id = 1 and item_id = ${commission}`,
    );
    await t.database.db.execute(
      sql`delete from employee_pay_items where company_id = 1 and id = ${commission}`,
    );
    await calculate(first);
  });
});

describe('closing a payroll with pay items', () => {
  it('moves each balance once, even with two closes at once; the next payroll is stale by its balances', async () => {
    const calc = await calculate(first);
    await calculate(second);
    const body = { payrollId: first, confirmNet: calc.totals.net };
    const answers = await Promise.all([
      call(manager, 'procesoPlanilla/closepayroll', body, 'PUT'),
      call(manager, 'procesoPlanilla/closepayroll', body, 'PUT'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    expect(await movements(ids.loan)).toEqual([
      { kind: 'payroll', payrollId: first, amount: 60_000_00, balanceAfter: 440_000_00, deferredAfter: 0 },
    ]);
    expect(await item(ids.loan)).toMatchObject({ balance: 440_000_00, deferred: 0, end_reason: null });
    expect(await item(ids.pensionLoan)).toMatchObject({ balance: 447_046_85, deferred: 7_046_85 });
    expect(await item(ids.embargo)).toMatchObject({ balance: 983_349_24, deferred: 0 });
    expect(await item(ids.bigAdvance)).toMatchObject({ balance: 26_793_85, deferred: 26_793_85 });
    // The small advance is paid off: it ends on the period's last day.
    expect(await item(ids.advance)).toMatchObject({
      balance: 0,
      deferred: 0,
      valid_to: '2026-03-15',
      end_reason: 'paid_off',
    });
    // Every item the payroll used has its one movement (the pensión's too: a closed payroll used it).
    const all = await rows<{ n: string }>(
      sql`select count(*) as n from pay_item_movements where company_id = 1 and payroll_id = ${first}`,
    );
    expect(Number(all[0]!.n)).toBe(6);

    // The voucher prints the embargo's case number on its line and how art. 172 computed it under it.
    const pdf = await call(manager, 'postPlanilla/voucherpdf', {
      payrollId: first,
      num_empleado: embargoed,
      purpose: 'download',
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Embargo de salario: 26-000123-1234-CJ');
    expect(text).toContain('Decreto 45303-MTSS, vigente al ordenarse el embargo el 10/02/2026');
    expect(text).toMatch(/se embarga 1\/8 de ₡\s?133\s?206,15/);
    // The calculation export lists each employee's pay items, the embargo with its computation.
    const csv = await call(manager, 'procesoPlanilla/payrollcalculateexport', {
      payrollId: first,
      format: 'csv',
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Deducciones y percepciones');
    expect(csv.body).toMatch(/Embargo de salario 26-000123-1234-CJ: ₡\s?16\s?650,76 \(Inembargable: /);
    expect(csv.body).toMatch(/Préstamo de la empresa PR-18: ₡\s?60\s?000,00/);

    const s = await state(second);
    expect(s.stale).toBe(true);
    const reasons = new Map(s.staleEmployees.map((e) => [e.num_empleado, e.reasons]));
    for (const n of [embargoed, withPension, withLoans]) expect(reasons.get(n)).toContain('payItems');
    expect(reasons.has(withAdvance)).toBe(false);
  });

  it('what the floor deferred is taken in the next payroll, and its close moves it', async () => {
    const calc = await calculate(second);
    const d = await detail(second, withLoans);
    // The loan's 60,000.00 and the advance's 26,793.85 carried from the first fortnight: 86,793.85, under the
    // 133,206.15 of room. The advance is paid off.
    expect(amountOf(d, 'COMPANY_LOAN')).toBe(60_000_00);
    expect(amountOf(d, 'SALARY_ADVANCE')).toBe(26_793_85);
    expect(d.payItems.find((p) => p.itemId === ids.bigAdvance)).toMatchObject({
      amount: 0,
      due: 26_793_85,
      taken: 26_793_85,
      deferred: 0,
      balanceAfter: 0,
    });
    // The pensión's loan: 60,000.00 + 7,046.85 deferred = 67,046.85 due, room again 52,953.15: 14,093.70 deferred.
    expect(d.payItems.length).toBe(2);
    const p = await detail(second, withPension);
    expect(p.payItems.find((x) => x.itemId === ids.pensionLoan)).toMatchObject({
      due: 67_046_85,
      taken: 52_953_15,
      deferred: 14_093_70,
    });
    await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: second, confirmNet: calc.totals.net },
      'PUT',
    );
    expect(await item(ids.bigAdvance)).toMatchObject({
      balance: 0,
      end_reason: 'paid_off',
      valid_to: '2026-03-31',
    });
    expect(await item(ids.loan)).toMatchObject({ balance: 380_000_00 });
    expect(await item(ids.pensionLoan)).toMatchObject({ balance: 394_093_70, deferred: 14_093_70 });
    expect((await movements(ids.bigAdvance)).map((m) => m.payrollId)).toEqual([first, second]);
    // The employee projection of April's first fortnight reads the items in force: the loan's instalment, the
    // advance (paid off) no more.
    const projection = (await data(manager, 'empleados/employeeprojection', {
      num_empleado: withLoans,
      date: '2026-04-05',
    })) as { lines: { code: string; amount: number }[] };
    expect(projection.lines.filter((l) => l.code === 'COMPANY_LOAN').map((l) => l.amount)).toEqual([
      60_000_00,
    ]);
    expect(projection.lines.some((l) => l.code === 'SALARY_ADVANCE')).toBe(false);
  });
});
