import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What a payroll member's stale check reads besides the payroll's own register (`loadPayrollMembersFacts` hashed
 * by the calculation's `inputHashesOf`), as one string that changes with every committed change: the count and last
 * id of the two insert-only logs the triggers keep, `vacation_input_changes` (migration 0018: employees, their
 * employment periods, salaries, assignments, schedules, incapacity and vacation ranges, the company's settings) and
 * `payroll_input_changes` (migration 0040: the payrolls' members, periodicities, occupations, pay items and their
 * types, earnings from before the product, a payroll's status, kind or dates, attendance days added or removed and
 * incapacity or vacation days). A transaction that commits later with a smaller id still moves the count. Read it
 * before the facts, so a value kept by it is never older than the fingerprint.
 */
export const payrollFactsFingerprint = async (db: DbOrTx, companyId: number): Promise<string> => {
  const res = await db.execute(sql`
    select (select count(*) || ':' || coalesce(max(id), 0) from vacation_input_changes where company_id = ${companyId})
      || '/' || (select count(*) || ':' || coalesce(max(id), 0) from payroll_input_changes where company_id = ${companyId})
      as f`);
  return String(rowsOf<{ f: string }>(res)[0]!.f);
};

/**
 * The tables the member facts are read from whose changes the fingerprint does not follow, and why it need not:
 * a payroll's payslips are written only before it is paid and the facts read only paid payrolls' (the art. 157
 * average; becoming paid is a status change, which it follows), or read what no hash covers (the month's tax so
 * far, the correction's period in a day's note). The guard test reads the facts' SQL and checks every other table
 * has a trigger writing one of the two logs.
 */
export const FACT_TABLES_NOT_FOLLOWED = ['payslips'] as const;
