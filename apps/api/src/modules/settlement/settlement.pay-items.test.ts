import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestPayItem, seedShippedPayItemTypes } from '../../test/pay-items';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';

/**
 * Pay items at termination (issue 26): the pensión applies to the settlement, what the employee still owes on a
 * loan is deducted within the limits (what does not fit is reported and stays owed), an embargo is not taken
 * from it, and closing the settlement moves the balances once (kind `settlement`). Amounts in céntimos.
 */
let t: TestApp;
let admin: Session;
let manager: Session;
const ids = {} as Record<'schedule' | 'pension' | 'loan' | 'embargo' | 'bigLoan', number>;
const { data, rows } = apiCalls(() => t);

type Line = { code: string; kind: string; amount: number };
type Settlement = {
  lines: Line[];
  totals: { gross: number; deductions: number; net: number };
  payItems?: { itemId: number; taken: number; deferred: number; limitedBy: string | null }[];
};

const hire = async (nationalId: string, entryDate: string, salary: number) =>
  (
    await data(admin, 'empleados/new', {
      idType: 'pasaporte',
      nationalId,
      firstName: 'Ana',
      firstSurname: `Rubros${nationalId}`,
      birthDate: '1988-04-04',
      sex: 'female',
      civilStatus: 'single',
      nationality: 'CR',
      childrenCount: 0,
      spouseTaxCredit: false,
      scheduleId: ids.schedule,
      periodicity: 'monthly',
      entryDate,
      salary,
    })
  ).employee.num_empleado as number;
const exit = (num: number, exitDate: string, exitTypeId: number) =>
  data(manager, 'empleados/inactivate', { num_empleado: num, reason: 'Salida', exitDate, exitTypeId });
const preview = async (num: number) =>
  (await data(manager, 'procesoPlanilla/settlementpreview', { num_empleado: num })).settlement as Settlement;
const sum = (s: Settlement, pick: (l: Line) => boolean) =>
  s.lines.filter(pick).reduce((n, l) => n + l.amount, 0);
const LAW = new Set(['CCSS_SEM_WORKER', 'CCSS_IVM_WORKER', 'BANCO_POPULAR_WORKER', 'SALARY_TAX']);
const item = async (id: number) => {
  const [r] = await rows<Record<string, unknown>>(
    sql`select balance, valid_to::text as valid_to, end_reason from employee_pay_items
      where company_id = 1 and id = ${id}`,
  );
  return { ...r, balance: r!.balance === null ? null : Number(r!.balance) };
};

let dismissed: number;
let resigned: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await signInEveryRole(t.app));
  const schedules = (await data(admin, 'parametros/horariolista', {})) as { id: number; name: string }[];
  ids.schedule = schedules.find((x) => x.name === 'Oficina L-V 08:00-17:00')!.id;
  const exits = (await data(admin, 'parametros/exitlist', {})) as { id: number; code: string | null }[];
  dismissed = await hire('RUB0001', '2024-02-01', 600_000_00);
  resigned = await hire('RUB0002', '2025-03-01', 450_000_00);
  await data(
    manager,
    'procesoPlanilla/saveaguinaldoearnings',
    {
      year: 2026,
      source: 'import',
      rows: [
        ...['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((month) => ({
          num_empleado: dismissed,
          month,
          amount: 600_000_00,
        })),
        ...['2025-12', '2026-01', '2026-02', '2026-03'].map((month) => ({
          num_empleado: resigned,
          month,
          amount: 450_000_00,
        })),
      ],
    },
    'PUT',
  );
  await seedShippedPayItemTypes(t.database.db, 1);
  const add = (i: Parameters<typeof addTestPayItem>[2]) => addTestPayItem(t.database.db, 1, i);
  ids.pension = await add({
    employeeNumber: dismissed,
    typeCode: 'PENSION_ALIMENTARIA',
    validFrom: '2025-01-01',
    rate: 2_500,
    percentageOf: 'salary_after_charges',
    reference: '25-000001-0165-PA',
    orderDate: '2025-01-01',
  });
  ids.loan = await add({
    employeeNumber: dismissed,
    typeCode: 'PRESTAMO_EMPRESA',
    validFrom: '2025-06-01',
    amount: 60_000_00,
    principal: 300_000_00,
    reference: 'PR-1',
  });
  ids.embargo = await add({
    employeeNumber: dismissed,
    typeCode: 'EMBARGO',
    validFrom: '2026-01-01',
    legalMaximum: true,
    principal: 900_000_00,
    reference: '26-000002-1234-CJ',
    orderDate: '2026-01-01',
  });
  ids.bigLoan = await add({
    employeeNumber: resigned,
    typeCode: 'PRESTAMO_ASOCIACION',
    validFrom: '2025-06-01',
    amount: 50_000_00,
    principal: 2_000_000_00,
    reference: 'ASO-9',
  });
  await exit(dismissed, '2026-05-31', exits.find((x) => x.code === 'dismissal_with_liability')!.id);
  await exit(resigned, '2026-04-15', exits.find((x) => x.code === 'resignation')!.id);
}, 120_000);
afterAll(async () => t?.close());

describe('a settlement with pay items', () => {
  it('takes the pensión, then the loan balance; never an embargo', async () => {
    const s = await preview(dismissed);
    // The earnings are the settlement's own: preaviso, cesantía, vacations, proportional aguinaldo (₡600,000 a month
    // for six months: ₡2,372,000.00); the items change none of them.
    expect(s.totals.gross).toBe(2_372_000_00);
    expect(sum(s, (l) => l.kind === 'earning')).toBe(s.totals.gross);
    const charges = sum(s, (l) => LAW.has(l.code));
    // The pensión: 25 % of the settlement after the law's charges (half-up to the céntimo).
    const pension = Math.round(((s.totals.gross - charges) * 2_500) / 10_000);
    expect(sum(s, (l) => l.code === 'ALIMONY_DEDUCTION')).toBe(pension);
    // The loan's whole balance (₡300,000), not its instalment: the settlement is the last pay.
    expect(sum(s, (l) => l.code === 'COMPANY_LOAN')).toBe(300_000_00);
    expect(sum(s, (l) => l.code === 'GARNISHMENT')).toBe(0);
    expect(s.totals.net).toBe(s.totals.gross - charges - pension - 300_000_00);
    expect(s.payItems?.map((p) => p.itemId).sort()).toEqual([ids.pension, ids.loan].sort());
  });

  it('reports what the floor stops and leaves it owed', async () => {
    const s = await preview(resigned);
    const owed = s.payItems?.find((p) => p.itemId === ids.bigLoan);
    expect(owed).toBeDefined();
    expect(owed!.deferred).toBeGreaterThan(0);
    expect(owed!.taken + owed!.deferred).toBe(2_000_000_00);
    expect(owed!.limitedBy).toBe('minimum_wage_floor');
    // The worker keeps the protected amount of a month (Decreto 45303-MTSS: ₡268,607.69) when there is that much.
    if (owed!.taken > 0) expect(s.totals.net).toBe(268_607_69);
  });

  it('closing the settlement moves the balances once, kind settlement', async () => {
    const made = await data(manager, 'procesoPlanilla/newsettlement', { num_empleado: dismissed }, 'PUT');
    const calc = await data(
      manager,
      'procesoPlanilla/calculatePayroll',
      { payrollId: made.payrollId },
      'PUT',
    );
    const slip = await data(manager, 'procesoPlanilla/payslipdetail', {
      payrollId: made.payrollId,
      num_empleado: dismissed,
    });
    expect(slip.payItems.map((p: { itemId: number }) => p.itemId).sort()).toEqual(
      [ids.pension, ids.loan].sort(),
    );
    await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: made.payrollId, confirmNet: calc.totals.net },
      'PUT',
    );
    expect(await item(ids.loan)).toMatchObject({
      balance: 0,
      end_reason: 'paid_off',
      valid_to: '2026-05-31',
    });
    expect(await item(ids.pension)).toMatchObject({ end_reason: 'settled', valid_to: '2026-05-31' });
    expect(await item(ids.embargo)).toMatchObject({ balance: 900_000_00, end_reason: null });
    const moved = await rows<{ kind: string; n: string }>(
      sql`select kind, count(*) as n from pay_item_movements where company_id = 1 group by kind`,
    );
    expect(moved.map((m) => [m.kind, Number(m.n)])).toEqual([['settlement', 2]]);
  });
});
