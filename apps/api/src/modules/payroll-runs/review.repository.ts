import type { AttendanceCode, PayrollReviewStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attendanceDays, employees, payrollEmployees, users } from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { countedDay } from '../payroll/counted-day.repository';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import { NAME_ORDER } from './payroll-runs.repository';

type ReviewMemberRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  review_status: PayrollReviewStatus;
  reviewed_at: Date | string | null;
  reviewed_by: string | null;
  total: number | string;
};

/** A member of the review's list with their review mark. */
export type ReviewMember = {
  employeeNumber: number;
  fullName: string;
  reviewStatus: PayrollReviewStatus;
  reviewedAt: string | null;
  reviewedBy: string | null;
};

/** What narrows the review's list of members (its filters). */
export type ReviewMemberFilter = {
  companyId: number;
  payrollId: number;
  words: string[];
  reviewStatus?: PayrollReviewStatus | undefined;
  only?: number[] | undefined;
};

const membersWhere = (q: ReviewMemberFilter): SQL => {
  const where: SQL[] = [sql`m.company_id = ${q.companyId}`, sql`m.payroll_id = ${q.payrollId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.reviewStatus) where.push(sql`m.review_status = ${q.reviewStatus}`);
  if (q.only) where.push(sql`m.employee_number = any(${sql.param(q.only)}::int[])`);
  return sql.join(where, sql` and `);
};

/** A page of a payroll's members by name, with their review mark; `only` narrows to some employees. */
export const pageReviewMembers = async (
  db: DbOrTx,
  q: ReviewMemberFilter & { page: number; pageSize: number },
): Promise<{ rows: ReviewMember[]; total: number }> => {
  const res = await db.execute(sql`
    select m.employee_number, e.first_name, e.first_surname, e.second_surname, m.review_status, m.reviewed_at,
      u.code as reviewed_by, count(*) over () as total
    from ${payrollEmployees} m
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    left join ${users} u on u.id = m.reviewed_by
    where ${membersWhere(q)}
    order by ${NAME_ORDER}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf<ReviewMemberRow>(res);
  return {
    rows: rows.map((r) => ({
      employeeNumber: Number(r.employee_number),
      fullName: fullNameOfRow(r),
      reviewStatus: r.review_status,
      reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
      reviewedBy: r.reviewed_by,
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
};

/** The numbers of every member the review's filters match, less `except` (the list's select-all). */
export const listReviewMemberNumbers = async (
  db: DbOrTx,
  q: ReviewMemberFilter & { except: number[] },
): Promise<number[]> => {
  const res = await db.execute(sql`
    select m.employee_number
    from ${payrollEmployees} m
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    where ${membersWhere(q)} and not (m.employee_number = any(${sql.param(q.except)}::int[]))
    order by m.employee_number`);
  return rowsOf<{ employee_number: number }>(res).map((r) => Number(r.employee_number));
};

type ReviewTotalsRow = {
  employee_number: number;
  ordinary: number | string;
  extra_approved: number | string;
  extra_pending: number | string;
  additions: number | string;
  deductions: number | string;
} & Record<'r' | 'e' | 'a' | 's' | 'v' | 'i' | 'plus' | 'minus', number | string>;

/** One member's review figures: counted days by code, minutes and amounts. */
export type ReviewTotals = {
  employeeNumber: number;
  counts: Record<'R' | 'E' | 'A' | 'S' | 'V' | 'I' | '+' | '-', number>;
  ordinaryMinutes: number;
  extraMinutesApproved: number;
  extraMinutesPending: number;
  additions: number;
  deductions: number;
};

/**
 * Per employee (of those given): counted days by code (`countedDay`, the calculation's own definition, so the
 * review's counts are the payslip's), ordinary minutes, extra minutes approved and pending, + and −.
 */
export const reviewTotals = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  numbers: number[],
): Promise<ReviewTotals[]> => {
  if (numbers.length === 0) return [];
  const code = (c: AttendanceCode, as: string) =>
    sql`count(*) filter (where d.code = ${sql.raw(`'${c}'`)} and ${countedDay('d')}) as ${sql.raw(as)}`;
  const res = await db.execute(sql`
    select d.employee_number, ${code('R', 'r')}, ${code('E', 'e')}, ${code('A', 'a')}, ${code('S', 's')},
      ${code('V', 'v')}, ${code('I', 'i')}, ${code('+', 'plus')}, ${code('-', 'minus')},
      coalesce(sum(d.ordinary_minutes), 0) as ordinary,
      coalesce(sum(d.extra_approved_minutes) filter (where d.extra_status = 'approved'), 0) as extra_approved,
      coalesce(sum(d.extra_minutes) filter (where d.extra_status = 'pending'), 0) as extra_pending,
      coalesce(sum(d.amount) filter (where d.code = '+'), 0) as additions,
      coalesce(sum(d.amount) filter (where d.code = '-'), 0) as deductions
    from ${attendanceDays} d
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.employee_number = any(${sql.param(numbers)}::int[])
    group by d.employee_number`);
  return rowsOf<ReviewTotalsRow>(res).map((t) => ({
    employeeNumber: Number(t.employee_number),
    counts: {
      R: Number(t.r),
      E: Number(t.e),
      A: Number(t.a),
      S: Number(t.s),
      V: Number(t.v),
      I: Number(t.i),
      '+': Number(t.plus),
      '-': Number(t.minus),
    },
    ordinaryMinutes: Number(t.ordinary),
    extraMinutesApproved: Number(t.extra_approved),
    extraMinutesPending: Number(t.extra_pending),
    additions: Number(t.additions),
    deductions: Number(t.deductions),
  }));
};

/** How many members the payroll has and how many are reviewed. */
export const reviewCounts = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    select count(*) as employees, count(*) filter (where m.review_status = 'reviewed') as reviewed
    from ${payrollEmployees} m where m.company_id = ${companyId} and m.payroll_id = ${payrollId}`);
  const row = rowsOf<{ employees: number | string; reviewed: number | string }>(res)[0];
  return { employees: Number(row?.employees ?? 0), reviewed: Number(row?.reviewed ?? 0) };
};

/** The given employees that are members of the payroll. */
export const membersAmong = async (db: DbOrTx, companyId: number, payrollId: number, numbers: number[]) => {
  const res = await db.execute(sql`
    select m.employee_number, m.review_status from ${payrollEmployees} m
    where m.company_id = ${companyId} and m.payroll_id = ${payrollId}
      and m.employee_number = any(${sql.param(numbers)}::int[])`);
  return rowsOf<{ employee_number: number; review_status: PayrollReviewStatus }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    reviewStatus: r.review_status,
  }));
};

/** Sets the review mark of some members (who and when, or cleared when back to pending). */
export const setReviewMarks = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  numbers: number[],
  reviewed: boolean,
  userId: number,
): Promise<number> => {
  const res = await db.execute(sql`
    with written as (
      update ${payrollEmployees} m set review_status = ${reviewed ? 'reviewed' : 'pending'},
        reviewed_at = ${reviewed ? sql`now()` : sql`null`}, reviewed_by = ${reviewed ? userId : null}
      where m.company_id = ${companyId} and m.payroll_id = ${payrollId}
        and m.employee_number = any(${sql.param(numbers)}::int[])
        and m.review_status <> ${reviewed ? 'reviewed' : 'pending'}
      returning 1)
    select count(*) as n from written`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};
