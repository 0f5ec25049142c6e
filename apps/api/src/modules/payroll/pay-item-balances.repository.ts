import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// Pay items' balances (issue 26): `employee_pay_items.balance` and `deferred` are as of the last closed payroll;
// only a closing (and a payoff, a settlement) moves them, each with its `pay_item_movements` row.

/**
 * Locks the employee items a payroll's calculation used (`FOR UPDATE`, in id order, so two closes never wait on
 * each other crosswise). A close takes it before its stale check: another payroll's close that moved one of them
 * has committed by then, and the check sees the balance it left (the calculation is stale, the close refused).
 */
export const lockPayrollPayItems = async (tx: Tx, companyId: number, payrollId: number): Promise<void> => {
  await tx.execute(sql`
    select i.id from employee_pay_items i
    where i.company_id = ${companyId} and i.id in (
      select item_id from payslip_pay_items where company_id = ${companyId} and payroll_id = ${payrollId})
    order by i.id
    for update`);
};

/**
 * Moves the balances of the items a payroll used, exactly once whoever closes it and however often: one
 * movement per item and payroll (`pay_item_movements_payroll_key`; `on conflict do nothing returning`), then
 * only the items just moved take the balance and deferred amount their `payslip_pay_items` row left. An item whose
 * balance reaches 0 ends on the period's last day, `paid_off`. `kind` is `settlement` for a settlement's payroll,
 * which ends every item it moved (`settled`) on the exit date. Answers the items moved.
 */
export const moveBalancesOnClose = async (
  tx: Tx,
  payroll: { companyId: number; id: number; periodEnd: string },
  userId: number,
  kind: 'payroll' | 'settlement' = 'payroll',
): Promise<number> => {
  const c = payroll.companyId;
  const end = sql`${payroll.periodEnd}::date`;
  const res = await tx.execute(sql`
    with moved as (
      insert into pay_item_movements (company_id, item_id, kind, payroll_id, amount, deferred_after, balance_after,
        created_by)
      select company_id, item_id, ${kind}, payroll_id, taken, deferred, balance_after, ${userId}
      from payslip_pay_items where company_id = ${c} and payroll_id = ${payroll.id}
      order by item_id
      on conflict (company_id, item_id, payroll_id) do nothing
      returning item_id, deferred_after, balance_after
    ),
    updated as (
      update employee_pay_items i set
        balance = m.balance_after,
        deferred = ${kind === 'settlement' ? sql`0` : sql`m.deferred_after`},
        valid_to = case when m.balance_after = 0 or ${kind === 'settlement'}
          then least(coalesce(i.valid_to, ${end}), ${end}) else i.valid_to end,
        end_reason = case when m.balance_after = 0 then 'paid_off'
          when ${kind === 'settlement'} then 'settled' else i.end_reason end,
        updated_at = now(), updated_by = ${userId}
      from moved m
      where i.company_id = ${c} and i.id = m.item_id
        and (i.balance is distinct from m.balance_after or i.deferred <> m.deferred_after
          or ${kind === 'settlement'})
      returning i.id
    )
    select (select count(*) from moved) as moved`);
  return Number(rowsOf(res)[0]?.moved ?? 0);
};
