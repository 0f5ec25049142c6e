import type { AttendanceCode, AttendanceSource, CodeCounts } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import { attendanceDays, departments, employees, payrollEmployees } from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { NAME_ORDER } from '../payroll-runs/payroll-runs.repository';

/* Summaries of a payroll's register: per date (the dates strip) and per employee (the diary status). */

/** One date of the period: rows, rest days, counts by code, rows changed by a person or a clock. */
export type DateSummary = {
  date: string;
  employees: number;
  restDays: number;
  counts: CodeCounts;
  changed: number;
};

type DateSummaryRow = {
  work_date: string;
  employees: number | string;
  rest_days: number | string;
  changed: number | string;
} & Record<'r' | 'e' | 'a' | 's' | 'v' | 'i' | 'plus' | 'minus', number | string>;

/** Per date of the period: rows, rest days, counts by code and rows changed by a person or a clock. */
export const summarizeDates = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  start: string,
  end: string,
): Promise<DateSummary[]> => {
  const res = await db.execute(sql`
    select day::date::text as work_date, count(d.code) as employees,
      count(*) filter (where d.rest_day) as rest_days,
      count(*) filter (where d.code = 'R') as r, count(*) filter (where d.code = 'E') as e,
      count(*) filter (where d.code = 'A') as a, count(*) filter (where d.code = 'S') as s,
      count(*) filter (where d.code = 'V') as v, count(*) filter (where d.code = 'I') as i,
      count(*) filter (where d.code = '+') as plus, count(*) filter (where d.code = '-') as minus,
      count(*) filter (where d.source in ('person', 'clock')) as changed
    from generate_series(${start}::date, ${end}::date, interval '1 day') day
    left join ${attendanceDays} d on d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.work_date = day::date
    group by day order by day`);
  return rowsOf<DateSummaryRow>(res).map((r) => ({
    date: r.work_date,
    employees: Number(r.employees),
    restDays: Number(r.rest_days),
    counts: {
      R: Number(r.r),
      E: Number(r.e),
      A: Number(r.a),
      S: Number(r.s),
      V: Number(r.v),
      I: Number(r.i),
      '+': Number(r.plus),
      '-': Number(r.minus),
    },
    changed: Number(r.changed),
  }));
};

/** A member of the payroll as the diary status lists it. */
export type DiaryEmployee = { employeeNumber: number; fullName: string; departmentName: string | null };

type DiaryEmployeeRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  department_name: string | null;
  total: number | string;
};

/** A page of a payroll's employees (optionally only those with a day of `code`), by name. */
export const pageEmployees = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payrollId: number;
    words: string[];
    code?: AttendanceCode | undefined;
    departmentId?: number | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: DiaryEmployee[]; total: number }> => {
  const where: SQL[] = [sql`m.company_id = ${q.companyId}`, sql`m.payroll_id = ${q.payrollId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.departmentId !== undefined) where.push(sql`e.department_id = ${q.departmentId}`);
  if (q.code)
    where.push(sql`exists (select 1 from ${attendanceDays} d where d.company_id = m.company_id
      and d.employee_number = m.employee_number and d.payroll_id = m.payroll_id and d.code = ${q.code})`);
  const res = await db.execute(sql`
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, dep.name as department_name,
      count(*) over () as total
    from ${payrollEmployees} m
    join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    left join ${departments} dep on dep.company_id = e.company_id and dep.id = e.department_id
    where ${sql.join(where, sql` and `)}
    order by ${NAME_ORDER}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf<DiaryEmployeeRow>(res);
  return {
    rows: rows.map((r) => ({
      employeeNumber: Number(r.employee_number),
      fullName: fullNameOfRow(r),
      departmentName: r.department_name,
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
  };
};

/** A day of the diary status: its code and what the counts add up. */
export type CompactDay = {
  employeeNumber: number;
  date: string;
  code: AttendanceCode;
  restDay: boolean;
  holiday: boolean;
  source: AttendanceSource;
  ordinaryMinutes: number;
  extraMinutes: number;
};

/** The compact days (code, rest day, holiday, source, minutes) of some employees of a payroll. */
export const compactDays = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  numbers: number[],
): Promise<CompactDay[]> => {
  if (numbers.length === 0) return [];
  const res = await db.execute(sql`
    select d.employee_number, d.work_date::text as work_date, d.code, d.rest_day, d.holiday_id is not null as holiday,
      d.source, d.ordinary_minutes, d.extra_minutes
    from ${attendanceDays} d
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.employee_number = any(${sql.param(numbers)}::int[])
    order by d.employee_number, d.work_date`);
  return rowsOf<{
    employee_number: number;
    work_date: string;
    code: AttendanceCode;
    rest_day: boolean;
    holiday: boolean;
    source: AttendanceSource;
    ordinary_minutes: number;
    extra_minutes: number;
  }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    date: r.work_date,
    code: r.code,
    restDay: r.rest_day,
    holiday: r.holiday,
    source: r.source,
    ordinaryMinutes: Number(r.ordinary_minutes),
    extraMinutes: Number(r.extra_minutes),
  }));
};
