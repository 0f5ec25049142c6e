import type { REVIEW_BLOCKER_CODES, REVIEW_WARNING_CODES } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceDays, employeeSalaries, employees, payrollEmployees, schedules } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type ReviewBlockerCode = (typeof REVIEW_BLOCKER_CODES)[number];
export type ReviewWarningCode = (typeof REVIEW_WARNING_CODES)[number];

/** One thing that keeps an employee of a payroll from being reviewed (and calculated), with the day causing it. */
export type ReviewBlocker = { employeeNumber: number; code: ReviewBlockerCode; date: string | null };
/** Something the review shows without blocking. */
export type ReviewWarning = { employeeNumber: number; code: ReviewWarningCode; date: string | null };

const only = (column: SQL, employeeNumbers: readonly number[] | undefined) =>
  employeeNumbers === undefined ? sql`` : sql`and ${column} = any(${sql.param([...employeeNumbers])}::int[])`;

type IssueRow = { employee_number: number | string; code: string; date: string | null };

/**
 * What blocks the review of a payroll's employees, for the whole payroll in one statement (set-based; an
 * employee may have several, a day-caused one once per day):
 *
 * - `MISSING_MARK`: a day still `S` (a clock mark missing), dated;
 * - `EXTRA_HOURS_PENDING`: a day whose extra hours are neither approved nor rejected, dated;
 * - `REST_DAY_WORK_UNPAID`: a weekly rest day (not a holiday) with time worked on it (clock times, ordinary or
 *   extra minutes) that nothing would pay: no ordinary minutes and its extra minutes rejected, dated. Work on the
 *   rest day is paid double (art. 152); a worked day is never left unpaid in silence: approve the hours, or clear
 *   the times if the day was not worked;
 * - `NO_SALARY`: no salary above zero in force on the employee's first day in the payroll (dated that day);
 * - `NO_SCHEDULE`: the schedule in force on the first day is inactive or has no working days or hours.
 *
 * Ordered by employee number, then code as listed, then date. `employeeNumbers` narrows it to some
 * employees (the review call checks only those it marks). The calculation uses it to refuse a payroll that
 * still has blockers.
 */
export async function payrollReviewBlockers(
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumbers?: readonly number[],
): Promise<ReviewBlocker[]> {
  const res = await db.execute(sql`
    select x.employee_number, x.code, x.date from (
      select d.employee_number, 'MISSING_MARK' as code, 1 as ord, d.work_date::text as date
      from ${attendanceDays} d
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId} and d.code = 'S'
        ${only(sql`d.employee_number`, employeeNumbers)}
      union all
      select d.employee_number, 'EXTRA_HOURS_PENDING', 2, d.work_date::text
      from ${attendanceDays} d
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId} and d.extra_minutes > 0
        and d.extra_status = 'pending' ${only(sql`d.employee_number`, employeeNumbers)}
      union all
      select d.employee_number, 'REST_DAY_WORK_UNPAID', 3, d.work_date::text
      from ${attendanceDays} d
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId} and d.rest_day and d.holiday_id is null
        and d.code in ('R', 'E', '+', '-') and d.ordinary_minutes = 0
        and (d.entry_time is not null or d.extra_minutes > 0)
        and coalesce(d.extra_status, 'none') <> 'pending'
        and not (d.extra_status = 'approved' and coalesce(d.extra_approved_minutes, d.extra_minutes) > 0)
        ${only(sql`d.employee_number`, employeeNumbers)}
      union all
      select m.employee_number, 'NO_SALARY', 4, m.first_day::text
      from ${payrollEmployees} m
      left join lateral (
        select s.amount from ${employeeSalaries} s
        where s.company_id = m.company_id and s.employee_number = m.employee_number
          and s.effective_from <= m.first_day
        order by s.effective_from desc limit 1) s on true
      where m.company_id = ${companyId} and m.payroll_id = ${payrollId} and coalesce(s.amount, 0) <= 0
        ${only(sql`m.employee_number`, employeeNumbers)}
      union all
      select m.employee_number, 'NO_SCHEDULE', 5, m.first_day::text
      from ${payrollEmployees} m
      left join ${schedules} h on h.company_id = m.company_id and h.id = m.schedule_id
      where m.company_id = ${companyId} and m.payroll_id = ${payrollId}
        and (h.id is null or not h.active or h.quarter_hours_per_day <= 0 or cardinality(h.working_days) = 0)
        ${only(sql`m.employee_number`, employeeNumbers)}
    ) x
    order by x.employee_number, x.ord, x.date`);
  return rowsOf<IssueRow>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    code: r.code as ReviewBlockerCode,
    date: r.date,
  }));
}

/**
 * What the review warns about without blocking: `NO_BANK_ACCOUNT` (no IBAN or bank on the employee: the
 * payment file cannot include them) and `DISABILITY_WITHOUT_TYPE` (an `I` day without its disability type,
 * dated). One statement for the payroll.
 */
export async function payrollReviewWarnings(
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumbers?: readonly number[],
): Promise<ReviewWarning[]> {
  const res = await db.execute(sql`
    select x.employee_number, x.code, x.date from (
      select m.employee_number, 'NO_BANK_ACCOUNT' as code, 1 as ord, null::text as date
      from ${payrollEmployees} m
      join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
      where m.company_id = ${companyId} and m.payroll_id = ${payrollId}
        and (coalesce(e.iban, '') = '' or e.bank_code is null) ${only(sql`m.employee_number`, employeeNumbers)}
      union all
      select d.employee_number, 'DISABILITY_WITHOUT_TYPE', 2, d.work_date::text
      from ${attendanceDays} d
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId} and d.code = 'I'
        and d.disability_type is null ${only(sql`d.employee_number`, employeeNumbers)}
    ) x
    order by x.employee_number, x.ord, x.date`);
  return rowsOf<IssueRow>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    code: r.code as ReviewWarningCode,
    date: r.date,
  }));
}

/**
 * The review mark of the employees whose days a write just changed goes back to pending: a fragment for a
 * `with` list, after a data-modifying CTE `written` that returns `payroll_id` and `employee_number`. Every
 * attendance write (the daily register, ranges, extra hours, applied clock marks) uses it in the same
 * statement, so a review never outlives a change to what was reviewed.
 */
export const reopenReviewsCte = (companyId: number) => sql`
  reopened as (
    update ${payrollEmployees} m set review_status = 'pending', reviewed_at = null, reviewed_by = null
    from (select distinct payroll_id, employee_number from written) w
    where m.company_id = ${companyId} and m.payroll_id = w.payroll_id and m.employee_number = w.employee_number
      and m.review_status = 'reviewed'
    returning 1)`;
