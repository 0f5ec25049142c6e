import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What a payroll member's stale check reads besides the payroll's own register (`loadPayrollMembersFacts` hashed
 * by the calculation's `inputHashesOf`), as one string that changes with every committed change: the count and last
 * id of the two insert-only logs the triggers keep, `vacation_input_changes` (migration 0018: employees, their
 * employment periods, salaries, assignments, schedules, incapacity and vacation ranges, the company's settings) and
 * `payroll_input_changes` (migration 0042: the payrolls' members, periodicities, occupations, pay items and their
 * types, earnings from before the product, attendance days added or removed and incapacity or vacation days), and
 * how many of the company's payrolls are paid (the members read only paid payrolls of the others: their payslips
 * for the art. 157 average, what their pay items deferred; paid is final). A transaction that commits later with a
 * smaller id still moves the count. The payroll's own dates are not in it: the caller keys by them. Read it before
 * the facts, so a value kept by it is never older than the fingerprint.
 */
export const payrollFactsFingerprint = async (db: DbOrTx, companyId: number): Promise<string> => {
  const res = await db.execute(sql`
    select (select count(*) || ':' || coalesce(max(id), 0) from vacation_input_changes where company_id = ${companyId})
      || '/' || (select count(*) || ':' || coalesce(max(id), 0) from payroll_input_changes where company_id = ${companyId})
      || '/' || (select count(*) from payrolls where company_id = ${companyId} and status = 'paid')
      as f`);
  return String(rowsOf<{ f: string }>(res)[0]!.f);
};

/**
 * The tables the member facts are read from that no trigger follows, and why none need: `payrolls`, whose paid ones
 * the fingerprint counts (another payroll's status or dates otherwise reach no hash: the month's tax so far and the
 * period a correction names in a day's note are not hashed); `payslips`, read for a hash only from paid payrolls,
 * whose payslips never change. The guard test reads the facts' SQL and checks every other table has a trigger
 * writing one of the two logs.
 */
export const FACT_TABLES_WITHOUT_TRIGGER = ['payrolls', 'payslips'] as const;
