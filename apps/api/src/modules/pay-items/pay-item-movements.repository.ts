import type { PayItemLimitCode, PayItemMovementKind, PayPeriodicity, PayrollKind } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { employeePayItems, payItemMovements, payrolls, payslipPayItems, users } from '../../db/schema';
import { payrollSequence } from '../payroll/payroll-sequence.repository';

// The balance moves of employees' pay items (`pay_item_movements`): a payoff written here (closing and the
// settlement write theirs), the moves of an item, what calculated payrolls would take, the last closed payroll.

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/**
 * An early payoff outside the payroll: the movement row, then the item's balance (and, paid in full, no deferred
 * amount left and the item ended `paid_off` on the payoff's date when it would have run longer).
 */
export const recordPayoff = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  p: { date: string; amount: number; balanceAfter: number; deferredAfter: number; note: string | null },
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    insert into ${payItemMovements} (company_id, item_id, kind, payroll_id, amount, deferred_after, balance_after, note,
      created_at, created_by)
    values (${companyId}, ${id}, 'payoff', null, ${p.amount}, ${p.deferredAfter}, ${p.balanceAfter}, ${p.note}, now(),
      ${userId})`);
  const paid = p.balanceAfter === 0;
  await db.execute(sql`
    update ${employeePayItems} set balance = ${p.balanceAfter}, deferred = ${p.deferredAfter},
      ${
        paid
          ? sql`end_reason = 'paid_off', valid_to = case when valid_to is null or valid_to > ${p.date}::date
              then greatest(${p.date}::date, valid_from) else valid_to end,`
          : sql``
      }
      updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${id}`);
};

export type MovementRecord = {
  id: number;
  kind: PayItemMovementKind;
  payrollId: number | null;
  payroll: {
    kind: PayrollKind;
    periodicity: PayPeriodicity;
    sequence: number;
    periodStart: string;
    periodEnd: string;
  } | null;
  amount: number;
  deferredAfter: number;
  balanceAfter: number | null;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
};

type MovementRow = {
  id: number | string;
  kind: PayItemMovementKind;
  payroll_id: number | null;
  payroll_kind: PayrollKind | null;
  periodicity: PayPeriodicity | null;
  sequence: number | string | null;
  period_start: string | null;
  period_end: string | null;
  amount: number | string;
  deferred_after: number | string;
  balance_after: number | string | null;
  note: string | null;
  created_at: Date | string;
  created_by: string | null;
};

/** An item's balance moves, oldest first, with what names their payrolls. */
export const listMovements = async (
  db: DbOrTx,
  companyId: number,
  itemId: number,
): Promise<MovementRecord[]> => {
  const res = await db.execute(sql`
    select m.id, m.kind, m.payroll_id, q.kind as payroll_kind, q.periodicity, ${payrollSequence('q')} as sequence,
      q.period_start::text as period_start, q.period_end::text as period_end, m.amount, m.deferred_after,
      m.balance_after, m.note, m.created_at, u.code as created_by
    from ${payItemMovements} m
    left join ${payrolls} q on q.company_id = m.company_id and q.id = m.payroll_id
    left join ${users} u on u.id = m.created_by
    where m.company_id = ${companyId} and m.item_id = ${itemId}
    order by m.created_at, m.id`);
  return rowsOf<MovementRow>(res).map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    payrollId: num(r.payroll_id),
    payroll:
      r.payroll_kind && r.periodicity && r.period_start && r.period_end
        ? {
            kind: r.payroll_kind,
            periodicity: r.periodicity,
            sequence: Number(r.sequence),
            periodStart: r.period_start,
            periodEnd: r.period_end,
          }
        : null,
    amount: Number(r.amount),
    deferredAfter: Number(r.deferred_after),
    balanceAfter: num(r.balance_after),
    note: r.note,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
    createdBy: r.created_by,
  }));
};

export type PendingRecord = {
  payrollId: number;
  payroll: {
    kind: PayrollKind;
    periodicity: PayPeriodicity;
    sequence: number;
    periodStart: string;
    periodEnd: string;
  };
  due: number;
  taken: number;
  deferred: number;
  balanceAfter: number | null;
  limitedBy: PayItemLimitCode | null;
};

/** What each calculated payroll that is not closed would do with the item, oldest first. */
export const listPending = async (
  db: DbOrTx,
  companyId: number,
  itemId: number,
): Promise<PendingRecord[]> => {
  const res = await db.execute(sql`
    select s.payroll_id, q.kind, q.periodicity, ${payrollSequence('q')} as sequence,
      q.period_start::text as period_start, q.period_end::text as period_end, s.due, s.taken, s.deferred,
      s.balance_after, s.limited_by
    from ${payslipPayItems} s
    join ${payrolls} q on q.company_id = s.company_id and q.id = s.payroll_id and q.status <> 'paid'
    where s.company_id = ${companyId} and s.item_id = ${itemId}
    order by q.period_start, q.id`);
  return rowsOf<{
    payroll_id: number;
    kind: PayrollKind;
    periodicity: PayPeriodicity;
    sequence: number | string;
    period_start: string;
    period_end: string;
    due: number | string;
    taken: number | string;
    deferred: number | string;
    balance_after: number | string | null;
    limited_by: PayItemLimitCode | null;
  }>(res).map((r) => ({
    payrollId: Number(r.payroll_id),
    payroll: {
      kind: r.kind,
      periodicity: r.periodicity,
      sequence: Number(r.sequence),
      periodStart: r.period_start,
      periodEnd: r.period_end,
    },
    due: Number(r.due),
    taken: Number(r.taken),
    deferred: Number(r.deferred),
    balanceAfter: num(r.balance_after),
    limitedBy: r.limited_by,
  }));
};

/** The last day of the latest closed payroll that used the item (by its movements or its payslips), or null. */
export const lastClosedPeriodEnd = async (
  db: DbOrTx,
  companyId: number,
  itemId: number,
): Promise<string | null> => {
  const res = await db.execute(sql`
    select max(q.period_end)::text as d from ${payrolls} q
    where q.company_id = ${companyId} and q.status = 'paid'
      and (q.id in (select m.payroll_id from ${payItemMovements} m where m.company_id = ${companyId} and m.item_id = ${itemId})
        or q.id in (select s.payroll_id from ${payslipPayItems} s where s.company_id = ${companyId} and s.item_id = ${itemId}))`);
  return rowsOf<{ d: string | null }>(res)[0]?.d ?? null;
};
