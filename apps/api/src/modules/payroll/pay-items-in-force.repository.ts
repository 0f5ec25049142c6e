import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * An employee's pay item in force for a payroll, as the engine's input is built from it (`payslip-input.ts`
 * `payItemOf`): the catalogue type's class and flags, the employee item's value and balances.
 */
export type PayItemFact = {
  id: number;
  typeCode: string;
  itemClass: string;
  treatment: { ccssBase: boolean; taxable: boolean; aguinaldo: boolean; settlementAverage: boolean };
  valueType: string;
  amount: number | null;
  rate: number | null;
  percentageOf: string | null;
  quantity: number | null;
  unitRate: number | null;
  reference: string | null;
  orderDate: string | null;
  protectedAmount: number | null;
  /** As of the last closed payroll; null for items without a balance. */
  balance: number | null;
  /** What the floor stopped in closed payrolls: due now besides this period's amount. */
  deferred: number;
  /** The item's payee, else its type's: whom `payslip_pay_items` says it is owed to. */
  payeeId: number | null;
  /** A `once` item whose own payroll is paid: only what that payroll deferred is due (its amount is not). */
  carried: boolean;
};

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * The pay items in force for a regular payroll (issue 26), of the employees `members` selects (a subquery of
 * employee numbers), in one read: from `valid_from` up to `valid_to`, while a balance is owed, recurring every
 * payroll, or `once` in its own payroll, or after its own payroll was paid while it deferred something (then only
 * the deferred part is due). `payroll.id` null (the employee projection): no `once` item of its own.
 * Ordered by employee and item id (the engine's order within a class).
 */
export const payItemsInForce = async (
  db: DbOrTx,
  payroll: { companyId: number; id: number | null; periodStart: string; periodEnd: string },
  members: SQL,
): Promise<Map<number, PayItemFact[]>> => {
  const c = payroll.companyId;
  const res = await db.execute(sql`
    select i.employee_number, i.id, i.type_code, t.item_class, t.ccss_base, t.taxable, t.aguinaldo,
      t.settlement_average, i.value_type, i.amount, i.rate, i.percentage_of, i.quantity, i.unit_rate, i.reference,
      i.order_date::text as order_date, i.protected_amount, i.balance, i.deferred,
      coalesce(i.payee_id, t.payee_id) as payee_id,
      (i.frequency = 'once' and i.payroll_id is distinct from ${payroll.id}::int) as carried
    from employee_pay_items i
    join pay_item_types t on t.company_id = i.company_id and t.code = i.type_code
    left join payrolls op on op.company_id = i.company_id and op.id = i.payroll_id
    where i.company_id = ${c} and i.employee_number in (${members})
      and i.valid_from <= ${payroll.periodEnd}::date
      and (i.valid_to is null or i.valid_to >= ${payroll.periodStart}::date)
      and (i.balance is null or i.balance > 0)
      and (i.frequency = 'recurring'
        or i.payroll_id = ${payroll.id}::int
        or (op.status = 'paid' and i.deferred > 0 and op.period_end < ${payroll.periodStart}::date))
    order by i.employee_number, i.id`);
  const out = new Map<number, PayItemFact[]>();
  for (const r of rowsOf(res)) {
    const n = Number(r.employee_number);
    let list = out.get(n);
    if (!list) out.set(n, (list = []));
    list.push({
      id: Number(r.id),
      typeCode: String(r.type_code),
      itemClass: String(r.item_class),
      treatment: {
        ccssBase: Boolean(r.ccss_base),
        taxable: Boolean(r.taxable),
        aguinaldo: Boolean(r.aguinaldo),
        settlementAverage: Boolean(r.settlement_average),
      },
      valueType: String(r.value_type),
      amount: num(r.amount),
      rate: num(r.rate),
      percentageOf: (r.percentage_of as string | null) ?? null,
      quantity: num(r.quantity),
      unitRate: num(r.unit_rate),
      reference: (r.reference as string | null) ?? null,
      orderDate: (r.order_date as string | null) ?? null,
      protectedAmount: num(r.protected_amount),
      balance: num(r.balance),
      deferred: Number(r.deferred ?? 0),
      payeeId: num(r.payee_id),
      carried: Boolean(r.carried),
    });
  }
  return out;
};

/** The pay items in force for one employee in a period (the projection, a settlement). */
export const payItemsOfEmployee = async (
  db: DbOrTx,
  payroll: { companyId: number; id: number | null; periodStart: string; periodEnd: string },
  employeeNumber: number,
): Promise<PayItemFact[]> =>
  (await payItemsInForce(db, payroll, sql`${employeeNumber}::int`)).get(employeeNumber) ?? [];
