import type { ExtraHoursStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import { attendanceDays, employees, payrollEmployees } from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { reopenReviewsCte } from '../payroll-runs/review-blockers.repository';
import type { DayKey } from './attendance.repository';

/** An employee of a payroll with extra hours: minutes by review status, on holidays, days above the cap. */
export type ExtraEmployee = {
  employeeNumber: number;
  fullName: string;
  pendingMinutes: number;
  approvedMinutes: number;
  rejectedMinutes: number;
  holidayMinutes: number;
  daysOverCap: number;
};

type ExtraEmployeeRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  pending: number | string;
  approved: number | string;
  rejected: number | string;
  holiday: number | string;
  over_cap: number | string;
  total: number | string;
};

const wordsWhere = (words: string[]): SQL[] =>
  words.map((word) => sql`e.search_text like ${`%${escapeLike(word)}%`}`);

/**
 * Per employee of a payroll with extra hours: minutes pending, approved (as approved, adjustments
 * included), rejected, on holidays, and days above the daily cap. Employees with pending minutes first,
 * then by name. `status` keeps the employees with at least one day in that status.
 */
export const pageExtraEmployees = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payrollId: number;
    words: string[];
    status?: ExtraHoursStatus | undefined;
    capMinutes: number;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: ExtraEmployee[]; total: number }> => {
  const where = [sql`true`, ...wordsWhere(q.words)];
  const res = await db.execute(sql`
    with t as (
      select d.employee_number,
        coalesce(sum(d.extra_minutes) filter (where d.extra_status = 'pending'), 0) as pending,
        coalesce(sum(d.extra_approved_minutes) filter (where d.extra_status = 'approved'), 0) as approved,
        coalesce(sum(d.extra_minutes) filter (where d.extra_status = 'rejected'), 0) as rejected,
        coalesce(sum(d.extra_minutes) filter (where d.holiday_id is not null), 0) as holiday,
        count(*) filter (where d.ordinary_minutes + d.extra_minutes > ${q.capMinutes}) as over_cap
      from ${attendanceDays} d
      where d.company_id = ${q.companyId} and d.payroll_id = ${q.payrollId} and d.extra_minutes > 0
      group by d.employee_number
      ${q.status ? sql`having count(*) filter (where d.extra_status = ${q.status}) > 0` : sql``}
    )
    select t.*, e.first_name, e.first_surname, e.second_surname, count(*) over () as total
    from t
    join ${payrollEmployees} m on m.company_id = ${q.companyId} and m.payroll_id = ${q.payrollId}
      and m.employee_number = t.employee_number
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    where ${sql.join(where, sql` and `)}
    order by (t.pending > 0) desc, m.name_rank, m.employee_number
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf<ExtraEmployeeRow>(res);
  return {
    rows: rows.map((r) => ({
      employeeNumber: Number(r.employee_number),
      fullName: fullNameOfRow(r),
      pendingMinutes: Number(r.pending),
      approvedMinutes: Number(r.approved),
      rejectedMinutes: Number(r.rejected),
      holidayMinutes: Number(r.holiday),
      daysOverCap: Number(r.over_cap),
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
};

/** What narrows the list of days with extra hours (the list's filters). */
export type ExtraDayFilter = {
  companyId: number;
  payrollId: number;
  words: string[];
  employeeNumber?: number | undefined;
  status?: ExtraHoursStatus | undefined;
};

const extraDaysFrom = (q: ExtraDayFilter) => {
  const where = [
    sql`d.company_id = ${q.companyId}`,
    sql`d.payroll_id = ${q.payrollId}`,
    sql`d.extra_minutes > 0`,
    ...wordsWhere(q.words),
  ];
  if (q.employeeNumber !== undefined) where.push(sql`d.employee_number = ${q.employeeNumber}`);
  if (q.status) where.push(sql`d.extra_status = ${q.status}`);
  return sql`from ${attendanceDays} d
    join ${payrollEmployees} m on m.company_id = d.company_id and m.payroll_id = d.payroll_id
      and m.employee_number = d.employee_number
    join ${employees} e on e.company_id = d.company_id and e.employee_number = d.employee_number
    where ${sql.join(where, sql` and `)}`;
};

/** The keys of a page of days with extra hours: pending first, then approved, rejected; by date and name. */
export const pageExtraDayKeys = async (
  db: DbOrTx,
  q: ExtraDayFilter & { page: number; pageSize: number },
): Promise<{ keys: DayKey[]; total: number }> => {
  const res = await db.execute(sql`
    select d.employee_number, d.work_date::text as work_date, count(*) over () as total
    ${extraDaysFrom(q)}
    order by case d.extra_status when 'pending' then 0 when 'approved' then 1 else 2 end, d.work_date,
      m.name_rank, d.employee_number
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf<{ employee_number: number; work_date: string; total: number | string }>(res);
  return {
    keys: rows.map((r) => ({ employeeNumber: Number(r.employee_number), date: r.work_date })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
};

/**
 * The keys of every day the list's filters match, less `except`: a select-all of the paged list, resolved in
 * one query with the same filters as the list (so "all" means what the person saw counted).
 */
export const listExtraDayKeys = async (
  db: DbOrTx,
  q: ExtraDayFilter & { except: DayKey[] },
): Promise<DayKey[]> => {
  const res = await db.execute(sql`
    select d.employee_number, d.work_date::text as work_date
    ${extraDaysFrom(q)}
      and (d.employee_number, d.work_date) not in (
        select x.n, x.d from unnest(${sql.param(q.except.map((k) => k.employeeNumber))}::int[],
          ${sql.param(q.except.map((k) => k.date))}::date[]) as x(n, d))
    order by d.work_date, m.name_rank, d.employee_number`);
  return rowsOf<{ employee_number: number; work_date: string }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    date: r.work_date,
  }));
};

/** What a review of extra hours writes on one employee-day. */
export type ExtraReviewWrite = {
  employeeNumber: number;
  date: string;
  status: ExtraHoursStatus;
  approvedMinutes: number;
  reason: string | null;
};

/**
 * Writes the review of many employee-days' extra hours at once (one UPDATE … FROM unnest): status, the
 * minutes approved (0 when rejected), the reason (an approval without one keeps the recorded reason), who and when. The employees' review marks go back to
 * pending in the same statement.
 */
export const writeExtraReviews = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  rows: ExtraReviewWrite[],
  userId: number,
): Promise<number> => {
  if (rows.length === 0) return 0;
  const col = <T>(f: (r: ExtraReviewWrite) => T) => sql.param(rows.map(f));
  const res = await db.execute(sql`
    with written as (
      update ${attendanceDays} d set
        extra_status = u.status, extra_approved_minutes = u.approved, extra_reason = coalesce(u.reason, d.extra_reason),
        extra_reviewed_at = now(), extra_reviewed_by = ${userId}
      from unnest(${col((r) => r.employeeNumber)}::int[], ${col((r) => r.date)}::date[], ${col((r) => r.status)}::text[],
        ${col((r) => r.approvedMinutes)}::smallint[], ${col((r) => r.reason)}::text[])
        as u(employee_number, work_date, status, approved, reason)
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
        and d.employee_number = u.employee_number and d.work_date = u.work_date and d.extra_minutes > 0
      returning d.payroll_id, d.employee_number),
    ${reopenReviewsCte(companyId)}
    select count(*) as n from written`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};
