import type { PayPeriodicity, PayrollKind, PayrollReviewStatus, PayrollStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import {
  attendanceDays,
  departments,
  employees,
  payrollEmployees,
  payrolls,
  schedules,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/text';
import {
  RECORD_COLUMNS,
  recordOf,
  type PayrollRecord,
  type RecordRow,
} from '../payroll-state/payroll-state.repository';

/** A payroll with what the lists show: its ordinal in the year, employee counts and who projected it. */
export type PayrollView = PayrollRecord & {
  sequence: number;
  employeeCount: number;
  reviewedCount: number;
  projectedAt: Date | null;
  projectedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** A settlement payroll's employee. */
  settlementEmployee?: { employeeNumber: number; fullName: string } | null;
};

const dateOf = (v: Date | string | null): Date | null =>
  v === null ? null : v instanceof Date ? v : new Date(v);

export type PayrollFilters = {
  ids?: number[];
  periodicity?: PayPeriodicity | undefined;
  statuses?: PayrollStatus[] | undefined;
  year?: number | undefined;
  /** Only payrolls of these kinds (attendance is only ever recorded on regular ones). */
  kinds?: PayrollKind[] | undefined;
};

/** Payrolls of the company with their counts, filtered; `order` is `asc` (calendar) or `desc` (process lists). */
export const listPayrolls = async (
  db: DbOrTx,
  companyId: number,
  filters: PayrollFilters,
  order: 'asc' | 'desc',
): Promise<PayrollView[]> => {
  const where: SQL[] = [sql`p.company_id = ${companyId}`];
  if (filters.ids) where.push(sql`p.id = any(${sql.param(filters.ids)}::int[])`);
  if (filters.periodicity) where.push(sql`p.periodicity = ${filters.periodicity}`);
  if (filters.statuses) where.push(sql`p.status = any(${sql.param(filters.statuses)}::text[])`);
  if (filters.kinds) where.push(sql`p.kind = any(${sql.param(filters.kinds)}::text[])`);
  if (filters.year !== undefined)
    where.push(
      sql`p.period_end >= make_date(${filters.year}, 1, 1) and p.period_end < make_date(${filters.year + 1}, 1, 1)`,
    );
  const res = await db.execute(sql`
    with numbered as (
      select p.company_id, p.id, row_number() over (
        partition by p.kind, p.periodicity, extract(year from p.period_end) order by p.period_start) as sequence
      from ${payrolls} p where p.company_id = ${companyId}
    )
    select ${RECORD_COLUMNS}, n.sequence, p.projected_at, pu.code as projected_by, p.created_at, p.updated_at,
      p.employee_number as settlement_employee, (select concat_ws(' ', se.first_name, se.first_surname, se.second_surname)
        from ${employees} se where se.company_id = p.company_id and se.employee_number = p.employee_number) as settlement_name,
      (select count(*) from ${payrollEmployees} m where m.company_id = p.company_id and m.payroll_id = p.id) as employee_count,
      (select count(*) from ${payrollEmployees} m where m.company_id = p.company_id and m.payroll_id = p.id
        and m.review_status = 'reviewed') as reviewed_count
    from ${payrolls} p
    join numbered n on n.company_id = p.company_id and n.id = p.id
    left join ${users} pu on pu.id = p.projected_by
    where ${sql.join(where, sql` and `)}
    order by p.period_start ${sql.raw(order)}, p.periodicity, p.id`);
  return rowsOf<
    RecordRow & {
      sequence: number | string;
      projected_at: Date | string | null;
      projected_by: string | null;
      created_at: Date | string;
      updated_at: Date | string;
      employee_count: number | string;
      reviewed_count: number | string;
      settlement_employee: number | string | null;
      settlement_name: string | null;
    }
  >(res).map((r) => ({
    ...recordOf(r),
    sequence: Number(r.sequence),
    employeeCount: Number(r.employee_count),
    reviewedCount: Number(r.reviewed_count),
    projectedAt: dateOf(r.projected_at),
    projectedBy: r.projected_by,
    createdAt: dateOf(r.created_at)!,
    updatedAt: dateOf(r.updated_at)!,
    settlementEmployee:
      r.settlement_employee === null
        ? null
        : { employeeNumber: Number(r.settlement_employee), fullName: r.settlement_name ?? '' },
  }));
};

export const getPayrollView = async (
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<PayrollView | null> => (await listPayrolls(db, companyId, { ids: [id] }, 'asc'))[0] ?? null;

/** Serializes, within a company, what lays out or marks attendance days (projections and ranges). */
export const lockAttendanceLayout = async (db: DbOrTx, companyId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(4243, ${companyId})`);
};

/** Serializes, within a company, the creation of payrolls (the no-overlap check). */
export const lockCalendar = async (db: DbOrTx, companyId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(4244, ${companyId})`);
};

/** A payroll of the same kind and periodicity whose period overlaps `start`–`end`, if any. */
export const findOverlappingPayroll = async (
  db: DbOrTx,
  companyId: number,
  kind: PayrollKind,
  periodicity: PayPeriodicity,
  start: string,
  end: string,
): Promise<number | null> => {
  const res = await db.execute(sql`
    select id from ${payrolls}
    where company_id = ${companyId} and kind = ${kind} and periodicity = ${periodicity}
      and period_start <= ${end} and period_end >= ${start}
    limit 1`);
  const row = rowsOf<{ id: number }>(res)[0];
  return row ? Number(row.id) : null;
};

/** The regular payrolls of a periodicity whose periods touch `from`–`to` (both inclusive), oldest first. */
export const listPeriodsBetween = async (
  db: DbOrTx,
  companyId: number,
  periodicity: PayPeriodicity,
  from: string,
  to: string,
): Promise<{ id: number; periodStart: string; periodEnd: string }[]> => {
  const res = await db.execute(sql`
    select id, period_start::text as period_start, period_end::text as period_end from ${payrolls}
    where company_id = ${companyId} and kind = 'regular' and periodicity = ${periodicity}
      and period_start <= ${to} and period_end >= ${from}
    order by period_start`);
  return rowsOf<{ id: number; period_start: string; period_end: string }>(res).map((r) => ({
    id: Number(r.id),
    periodStart: r.period_start,
    periodEnd: r.period_end,
  }));
};

// ---------------------------------------------------------------------------------------------------------
// Employees of a payroll

type PayrollEmployeeRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  national_id: string;
  department_id: number | null;
  department_name: string | null;
  schedule_id: number;
  schedule_name: string;
  first_day: string;
  last_day: string;
  days: number | string;
  review_status: PayrollReviewStatus;
  reviewed_at: Date | string | null;
  reviewed_by: string | null;
  total: number | string;
};

export type PayrollEmployeesQuery = {
  companyId: number;
  payrollId: number;
  words: string[];
  reviewStatus?: PayrollReviewStatus | undefined;
  departmentId?: number | undefined;
  sortBy: 'name' | 'num_empleado';
  page: number;
  pageSize: number;
};

/** Members in name order: their place computed at projection (surnames, name, number). */
export const NAME_ORDER = sql.raw('m.name_rank, m.employee_number');

export const listPayrollEmployees = async (db: DbOrTx, q: PayrollEmployeesQuery) => {
  const where: SQL[] = [sql`m.company_id = ${q.companyId}`, sql`m.payroll_id = ${q.payrollId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.reviewStatus) where.push(sql`m.review_status = ${q.reviewStatus}`);
  if (q.departmentId !== undefined) where.push(sql`e.department_id = ${q.departmentId}`);
  const order = q.sortBy === 'name' ? NAME_ORDER : sql.raw('m.employee_number');
  const res = await db.execute(sql`
    with page as materialized (
      select m.employee_number, count(*) over () as total
      from ${payrollEmployees} m
      join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
    )
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id, e.department_id,
      d.name as department_name, m.schedule_id, s.name as schedule_name, m.first_day::text as first_day,
      m.last_day::text as last_day, m.review_status, m.reviewed_at, u.code as reviewed_by, page.total,
      (select count(*) from ${attendanceDays} a where a.company_id = m.company_id and a.employee_number = m.employee_number
        and a.payroll_id = m.payroll_id and a.work_date between m.first_day and m.last_day) as days
    from page
    join ${payrollEmployees} m on m.company_id = ${q.companyId} and m.payroll_id = ${q.payrollId}
      and m.employee_number = page.employee_number
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    join ${schedules} s on s.company_id = m.company_id and s.id = m.schedule_id
    left join ${departments} d on d.company_id = e.company_id and d.id = e.department_id
    left join ${users} u on u.id = m.reviewed_by
    order by ${order}`);
  const rows = rowsOf<PayrollEmployeeRow>(res);
  let total = rows[0] ? Number(rows[0].total) : 0;
  const members = rows.map((r) => ({
    num_empleado: Number(r.employee_number),
    fullName: fullNameOfRow(r),
    nationalId: r.national_id,
    departmentId: r.department_id === null ? null : Number(r.department_id),
    departmentName: r.department_name,
    scheduleId: Number(r.schedule_id),
    scheduleName: r.schedule_name,
    firstDay: r.first_day,
    lastDay: r.last_day,
    days: Number(r.days),
    reviewStatus: r.review_status,
    reviewedAt: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
    reviewedBy: r.reviewed_by,
  }));
  if (rows.length === 0 && q.page > 1) {
    const count = await db.execute(sql`
      select count(*) as n from ${payrollEmployees} m
      join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
      where ${sql.join(where, sql` and `)}`);
    total = Number(rowsOf<{ n: number | string }>(count)[0]?.n ?? 0);
  }
  return { rows: members, total };
};

/** The employees of a payroll whose name or number matches, for pickers. */
export const searchPayrollEmployees = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  words: string[],
  limit: number,
) => {
  const where: SQL[] = [sql`m.company_id = ${companyId}`, sql`m.payroll_id = ${payrollId}`];
  for (const word of words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  const res = await db.execute(sql`
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, m.first_day::text as first_day,
      m.last_day::text as last_day
    from ${payrollEmployees} m
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    where ${sql.join(where, sql` and `)}
    order by ${NAME_ORDER}
    limit ${limit}`);
  return rowsOf<{
    employee_number: number;
    first_name: string;
    first_surname: string;
    second_surname: string | null;
    first_day: string;
    last_day: string;
  }>(res).map((r) => ({
    num_empleado: Number(r.employee_number),
    fullName: fullNameOfRow(r),
    firstDay: r.first_day,
    lastDay: r.last_day,
  }));
};
