import type { PayPeriodicity, PayrollKind, PayrollStatus } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { payrolls } from '../../db/schema';

/**
 * The one writer of the `payrolls` table: every change of a payroll's state is a named step here, and nothing
 * else in the API inserts or updates a payroll (`payroll-state.guard.test.ts` fails otherwise).
 *
 * The life of a payroll: created `planned` (the calendar, an aguinaldo, a settlement, which starts `projected`)
 * → `projected` (its members laid out; again at each re-projection) → `processed` (calculated, with the inputs
 * version it was calculated from) → `paid` (closed, final). Its inputs version grows with every change of what
 * it is calculated from; a calculation is stale while `inputs_version` passes `calculated_inputs_version`.
 * No trigger of the migrations writes `payrolls` either: the writes to a payroll's attendance bump its inputs
 * version through `bumpInputsVersions` (payroll-runs' `inputs-version.ts`), in the writing transaction.
 */

/** A payroll as stored (dates `YYYY-MM-DD`). */
export type PayrollRecord = {
  companyId: number;
  id: number;
  kind: PayrollKind;
  periodicity: PayPeriodicity;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  status: PayrollStatus;
  inputsVersion: number;
  calculatedInputsVersion: number | null;
};

/** The columns of a `PayrollRecord`, read from `payrolls p`. */
export const RECORD_COLUMNS = sql`p.company_id, p.id, p.kind, p.periodicity, p.period_start::text as period_start,
  p.period_end::text as period_end, p.pay_date::text as pay_date, p.status, p.inputs_version,
  p.calculated_inputs_version`;

export type RecordRow = {
  company_id: number;
  id: number;
  kind: PayrollKind;
  periodicity: PayPeriodicity;
  period_start: string;
  period_end: string;
  pay_date: string;
  status: PayrollStatus;
  inputs_version: number;
  calculated_inputs_version: number | null;
};

export const recordOf = (r: RecordRow): PayrollRecord => ({
  companyId: Number(r.company_id),
  id: Number(r.id),
  kind: r.kind,
  periodicity: r.periodicity,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  payDate: r.pay_date,
  status: r.status,
  inputsVersion: Number(r.inputs_version),
  calculatedInputsVersion: r.calculated_inputs_version === null ? null : Number(r.calculated_inputs_version),
});

export const getPayroll = async (
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<PayrollRecord | null> => {
  const res = await db.execute(
    sql`select ${RECORD_COLUMNS} from ${payrolls} p where p.company_id = ${companyId} and p.id = ${id}`,
  );
  const row = rowsOf<RecordRow>(res)[0];
  return row ? recordOf(row) : null;
};

/** The payroll, locked until the end of the transaction: whoever changes its state holds it first. */
export const lockPayroll = async (
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<PayrollRecord | null> => {
  const res = await db.execute(
    sql`select ${RECORD_COLUMNS} from ${payrolls} p where p.company_id = ${companyId} and p.id = ${id} for update`,
  );
  const row = rowsOf<RecordRow>(res)[0];
  return row ? recordOf(row) : null;
};

// ---------------------------------------------------------------------------------------------------------
// Created

/** One planned payroll (a regular period of the calendar, or the year's aguinaldo). */
export const createPlannedPayroll = async (
  db: DbOrTx,
  row: {
    companyId: number;
    kind: PayrollKind;
    periodicity: PayPeriodicity;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    userId: number;
  },
): Promise<number> => {
  const [created] = await db
    .insert(payrolls)
    .values({
      companyId: row.companyId,
      kind: row.kind,
      periodicity: row.periodicity,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      payDate: row.payDate,
      status: 'planned',
      createdBy: row.userId,
      updatedBy: row.userId,
    })
    .returning({ id: payrolls.id });
  return created!.id;
};

/** Planned regular payrolls of a generated calendar, one statement; answers their ids in the order given. */
export const createPlannedPayrolls = async (
  db: DbOrTx,
  companyId: number,
  periodicity: PayPeriodicity,
  periods: { start: string; end: string; payDate: string }[],
  userId: number,
): Promise<number[]> => {
  if (periods.length === 0) return [];
  const res = await db.execute(sql`
    insert into ${payrolls} (company_id, kind, periodicity, period_start, period_end, pay_date, status, created_by, updated_by)
    select ${companyId}, 'regular', ${periodicity}, s, e, p, 'planned', ${userId}, ${userId}
    from unnest(${sql.param(periods.map((x) => x.start))}::date[], ${sql.param(periods.map((x) => x.end))}::date[],
      ${sql.param(periods.map((x) => x.payDate))}::date[]) as t(s, e, p)
    order by s
    returning id`);
  return rowsOf<{ id: number }>(res).map((r) => Number(r.id));
};

/** A settlement's own payroll: born projected (its one member is laid out with it). */
export const createSettlementPayroll = async (
  db: DbOrTx,
  row: {
    companyId: number;
    employeeNumber: number;
    periodicity: string;
    periodStart: string;
    periodEnd: string;
    payDate: string;
    userId: number;
  },
): Promise<number> => {
  const res = await db.execute(sql`
    insert into payrolls (company_id, kind, periodicity, period_start, period_end, pay_date, status, employee_number,
      projected_at, projected_by, created_by, updated_by)
    values (${row.companyId}, 'settlement', ${row.periodicity}, ${row.periodStart}, ${row.periodEnd}, ${row.payDate},
      'projected', ${row.employeeNumber}, now(), ${row.userId}, ${row.userId}, ${row.userId})
    returning id`);
  return Number(rowsOf<{ id: number }>(res)[0]!.id);
};

// ---------------------------------------------------------------------------------------------------------
// Projected, rescheduled

/**
 * Its members laid out (again): `projected`, with who and when, and its inputs version bumped (what a
 * calculation used may have changed). `onlyIfPlanned`: the first layout of an aguinaldo, which projects once.
 */
export const markProjected = async (
  db: DbOrTx,
  key: { companyId: number; payrollId: number },
  userId: number,
  options: { bumpInputs: boolean; onlyIfPlanned?: boolean },
) => {
  await db.execute(sql`
    update payrolls set status = 'projected', projected_at = now(), projected_by = ${userId}, updated_at = now(),
      updated_by = ${userId}${options.bumpInputs ? sql`, inputs_version = inputs_version + 1` : sql``}
    where company_id = ${key.companyId} and id = ${key.payrollId}
      ${options.onlyIfPlanned ? sql`and status = 'planned'` : sql``}`);
};

/** A new pay date (the calendar's edit). */
export const changePayDate = async (
  db: DbOrTx,
  key: { companyId: number; payrollId: number },
  payDate: string,
  userId: number,
) => {
  await db.execute(sql`
    update payrolls set pay_date = ${payDate}, updated_at = now(), updated_by = ${userId}
    where company_id = ${key.companyId} and id = ${key.payrollId}`);
};

/** A settlement payroll follows its exit: period and pay date moved (same transaction as the calculation). */
export const moveSettlementPeriod = async (
  db: DbOrTx,
  key: { companyId: number; payrollId: number },
  period: { start: string; end: string; payDate: string },
) => {
  await db.execute(sql`
    update payrolls set period_start = ${period.start}, period_end = ${period.end}, pay_date = ${period.payDate},
      updated_at = now()
    where company_id = ${key.companyId} and id = ${key.payrollId}`);
};

// ---------------------------------------------------------------------------------------------------------
// Stale: the inputs version grows

/** One payroll's inputs changed (an aguinaldo's earnings, a settlement's exit): its calculation is stale. */
export const bumpInputs = async (db: DbOrTx, companyId: number, payrollId: number) => {
  await db.execute(sql`
    update payrolls set inputs_version = inputs_version + 1, updated_at = now()
    where company_id = ${companyId} and id = ${payrollId}`);
};

/**
 * Adds one to the inputs version of each payroll and answers them as they are now, locked until the end of
 * the transaction (in id order, so two writers never wait on each other crosswise).
 */
export const bumpInputsVersions = async (
  db: DbOrTx,
  companyId: number,
  ids: number[],
  userId: number | null,
): Promise<PayrollRecord[]> => {
  if (ids.length === 0) return [];
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  // One payroll (a register edit): the update below locks its row itself, one round trip less on the hottest write.
  if (sorted.length > 1)
    await db.execute(
      sql`select 1 from ${payrolls} where company_id = ${companyId} and id = any(${sql.param(sorted)}::int[]) order by id for update`,
    );
  const res = await db.execute(sql`
    update ${payrolls} p set inputs_version = p.inputs_version + 1, updated_at = now(), updated_by = ${userId}
    where p.company_id = ${companyId} and p.id = any(${sql.param(sorted)}::int[])
    returning ${RECORD_COLUMNS}`);
  return rowsOf<RecordRow>(res)
    .map(recordOf)
    .sort((a, b) => a.id - b.id);
};

/**
 * The company's regular and settlement payrolls not paid yet whose period ends on or after `from`: their
 * calculation used a rate that just changed (the INS policy), so it becomes stale.
 */
export const bumpOpenPayrollsEndingFrom = async (
  db: DbOrTx,
  companyId: number,
  from: string,
): Promise<void> => {
  await db.execute(sql`
    update payrolls set inputs_version = inputs_version + 1, updated_at = now()
    where company_id = ${companyId} and status in ('projected', 'processed')
      and kind in ('regular', 'settlement') and period_end >= ${from}::date`);
};

// ---------------------------------------------------------------------------------------------------------
// Calculated, closed

/** Calculated: `processed`, with the inputs version it was calculated from. */
export const markProcessed = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  inputsVersion: number,
  userId: number,
) => {
  await db.execute(sql`
    update payrolls set status = 'processed', calculated_inputs_version = ${inputsVersion}, updated_at = now(),
      updated_by = ${userId}
    where company_id = ${companyId} and id = ${payrollId}`);
};

/** Closed: `paid`, final; its calculation records who closed it and when. */
export const markPaid = async (db: DbOrTx, companyId: number, payrollId: number, userId: number) => {
  await db.execute(sql`
    update payrolls set status = 'paid', updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${payrollId}`);
  await db.execute(sql`
    update payroll_calculations set closed_at = now(), closed_by = ${userId}
    where company_id = ${companyId} and payroll_id = ${payrollId}`);
};
