import type {
  AttendanceCode,
  AttendanceRangeKind,
  AttendanceSource,
  DisabilityType,
  ExtraHoursStatus,
} from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import {
  attendanceDays,
  attendanceRanges,
  departments,
  employees,
  payrollEmployees,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { layoutSql } from '../payroll-runs/projection.repository';
import { reopenReviewsCte } from '../payroll-runs/review-blockers.repository';

/** An attendance day with the employee's name and department, as the register shows it. */
export type DayRecord = {
  payrollId: number;
  employeeNumber: number;
  fullName: string;
  departmentId: number | null;
  departmentName: string | null;
  date: string;
  weekday: number;
  code: AttendanceCode;
  restDay: boolean;
  holidayId: string | null;
  holidayObligatory: boolean | null;
  expectedMinutes: number;
  entryTime: string | null;
  exitTime: string | null;
  ordinaryMinutes: number;
  extraMinutes: number;
  extraStatus: ExtraHoursStatus | null;
  extraApprovedMinutes: number | null;
  extraReason: string | null;
  amount: number | null;
  amountReason: string | null;
  correctsPayrollId: number | null;
  disabilityType: DisabilityType | null;
  disabilityCertificate: string | null;
  rangeId: number | null;
  rangeKind: AttendanceRangeKind | null;
  rangeNote: string | null;
  note: string | null;
  source: AttendanceSource;
  changedAt: Date | null;
  changedBy: string | null;
};

/** The columns `DAY_COLUMNS` selects, as the driver gives them. */
type DayRow = {
  payroll_id: number;
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  department_id: number | null;
  department_name: string | null;
  work_date: string;
  weekday: number;
  code: AttendanceCode;
  rest_day: boolean;
  holiday_id: string | null;
  holiday_obligatory: boolean | null;
  expected_minutes: number;
  entry_time: string | null;
  exit_time: string | null;
  ordinary_minutes: number;
  extra_minutes: number;
  extra_status: ExtraHoursStatus | null;
  extra_approved_minutes: number | null;
  extra_reason: string | null;
  amount: number | string | null;
  amount_reason: string | null;
  corrects_payroll_id: number | null;
  disability_type: DisabilityType | null;
  disability_certificate: string | null;
  range_id: number | null;
  range_kind: AttendanceRangeKind | null;
  range_note: string | null;
  note: string | null;
  source: AttendanceSource;
  changed_at: Date | string | null;
  changed_by: string | null;
};

const numberOrNull = (v: number | string | null) => (v === null ? null : Number(v));

const dayOf = (r: DayRow): DayRecord => ({
  payrollId: Number(r.payroll_id),
  employeeNumber: Number(r.employee_number),
  fullName: fullNameOfRow(r),
  departmentId: numberOrNull(r.department_id),
  departmentName: r.department_name,
  date: r.work_date,
  weekday: Number(r.weekday),
  code: r.code,
  restDay: r.rest_day,
  holidayId: r.holiday_id,
  holidayObligatory: r.holiday_obligatory,
  expectedMinutes: Number(r.expected_minutes),
  entryTime: r.entry_time,
  exitTime: r.exit_time,
  ordinaryMinutes: Number(r.ordinary_minutes),
  extraMinutes: Number(r.extra_minutes),
  extraStatus: r.extra_status,
  extraApprovedMinutes: numberOrNull(r.extra_approved_minutes),
  extraReason: r.extra_reason,
  amount: numberOrNull(r.amount),
  amountReason: r.amount_reason,
  correctsPayrollId: numberOrNull(r.corrects_payroll_id),
  disabilityType: r.disability_type,
  disabilityCertificate: r.disability_certificate,
  rangeId: numberOrNull(r.range_id),
  rangeKind: r.range_kind,
  rangeNote: r.range_note,
  note: r.note,
  source: r.source,
  changedAt: r.changed_at === null ? null : new Date(r.changed_at),
  changedBy: r.changed_by,
});

const DAY_COLUMNS = sql`d.payroll_id, d.employee_number, e.first_name, e.first_surname, e.second_surname,
  e.department_id, dep.name as department_name, d.work_date::text as work_date,
  extract(isodow from d.work_date)::int as weekday, d.code, d.rest_day, d.holiday_id, d.holiday_obligatory,
  d.expected_minutes, to_char(d.entry_time, 'HH24:MI') as entry_time, to_char(d.exit_time, 'HH24:MI') as exit_time,
  d.ordinary_minutes, d.extra_minutes, d.extra_status, d.extra_approved_minutes, d.extra_reason, d.amount,
  d.amount_reason, d.corrects_payroll_id, d.disability_type, d.disability_certificate, d.range_id, rg.kind as range_kind, rg.note as range_note,
  d.note, d.source, d.changed_at, u.code as changed_by`;

const DAY_JOINS = (companyId: number) => sql`
  join ${employees} e on e.company_id = ${companyId} and e.employee_number = d.employee_number
  left join ${departments} dep on dep.company_id = ${companyId} and dep.id = e.department_id
  left join ${users} u on u.id = d.changed_by
  left join ${attendanceRanges} rg on rg.company_id = ${companyId} and rg.id = d.range_id`;

export type DayListQuery = {
  companyId: number;
  payrollId: number;
  date?: string | undefined;
  employeeNumber?: number | undefined;
  words: string[];
  codes?: AttendanceCode[] | undefined;
  departmentId?: number | undefined;
  sources?: AttendanceSource[] | undefined;
  sortBy: 'name' | 'num_empleado' | 'date';
  page: number;
  pageSize: number;
};

/** The page's sort keys (`k1`, `k2`): by name is the member's place in name order, computed at projection. */
const SORT_KEYS: Record<DayListQuery['sortBy'], SQL> = {
  name: sql.raw('m.name_rank as k1, d.work_date as k2'),
  num_empleado: sql.raw('d.employee_number as k1, d.work_date as k2'),
  date: sql.raw('d.work_date as k1, m.name_rank as k2'),
};
const SORT_ORDER: Record<DayListQuery['sortBy'], SQL> = {
  name: sql.raw('m.name_rank, d.work_date'),
  num_empleado: sql.raw('d.employee_number, d.work_date'),
  date: sql.raw('d.work_date, m.name_rank'),
};

/**
 * One page of a payroll's rows and the total, as two queries: the total counts the matching rows (off the
 * primary key for a date); the page finds its keys in the order asked — by name on the members' place in
 * name order (an integer, so a date of 10 000 rows sorts cheaply, and an early page can walk the members in
 * that order) — and then reads those rows whole.
 */
export const listDays = async (
  db: DbOrTx,
  q: DayListQuery,
): Promise<{ rows: DayRecord[]; total: number }> => {
  const where: SQL[] = [sql`d.company_id = ${q.companyId}`, sql`d.payroll_id = ${q.payrollId}`];
  if (q.date !== undefined) where.push(sql`d.work_date = ${q.date}`);
  if (q.employeeNumber !== undefined) where.push(sql`d.employee_number = ${q.employeeNumber}`);
  if (q.codes && q.codes.length > 0) where.push(sql`d.code = any(${sql.param(q.codes)}::text[])`);
  if (q.sources && q.sources.length > 0) where.push(sql`d.source = any(${sql.param(q.sources)}::text[])`);
  const employeeWhere: SQL[] = [];
  for (const word of q.words) employeeWhere.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.departmentId !== undefined) employeeWhere.push(sql`e.department_id = ${q.departmentId}`);
  const allWhere = sql.join([...where, ...employeeWhere], sql` and `);
  const byEmployee = employeeWhere.length > 0;
  const employee = sql`join ${employees} e on e.company_id = d.company_id and e.employee_number = d.employee_number`;
  const member = sql`join ${payrollEmployees} m on m.company_id = d.company_id and m.payroll_id = d.payroll_id
    and m.employee_number = d.employee_number`;
  const [res, count] = await Promise.all([
    db.execute(sql`
      with page as materialized (
        select d.work_date, d.employee_number, ${SORT_KEYS[q.sortBy]}
        from ${attendanceDays} d ${q.sortBy === 'num_empleado' ? sql`` : member} ${byEmployee ? employee : sql``}
        where ${allWhere}
        order by ${SORT_ORDER[q.sortBy]}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
      )
      select ${DAY_COLUMNS}
      from page
      join ${attendanceDays} d on d.company_id = ${q.companyId} and d.payroll_id = ${q.payrollId}
        and d.work_date = page.work_date and d.employee_number = page.employee_number
      ${DAY_JOINS(q.companyId)}
      order by page.k1, page.k2`),
    db.execute(
      sql`select count(*) as n from ${attendanceDays} d ${byEmployee ? employee : sql``} where ${allWhere}`,
    ),
  ]);
  return {
    rows: rowsOf<DayRow>(res).map(dayOf),
    total: Number(rowsOf<{ n: number | string }>(count)[0]?.n ?? 0),
  };
};

export type DayKey = { employeeNumber: number; date: string };

/** The rows of a payroll for the given employee-days (whichever exist), read whole. */
export const getDays = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  keys: DayKey[],
): Promise<DayRecord[]> => {
  if (keys.length === 0) return [];
  const res = await db.execute(sql`
    select ${DAY_COLUMNS}
    from unnest(${sql.param(keys.map((k) => k.employeeNumber))}::int[], ${sql.param(keys.map((k) => k.date))}::date[])
      as k(employee_number, work_date)
    join ${attendanceDays} d on d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.employee_number = k.employee_number and d.work_date = k.work_date
    ${DAY_JOINS(companyId)}
    order by d.employee_number, d.work_date`);
  return rowsOf<DayRow>(res).map(dayOf);
};

/** What the daily register writes on one employee-day: the stored fields of a day, with its note. */
export type DayWrite = Pick<
  DayRecord,
  | 'employeeNumber'
  | 'date'
  | 'code'
  | 'entryTime'
  | 'exitTime'
  | 'ordinaryMinutes'
  | 'extraMinutes'
  | 'extraStatus'
  | 'extraApprovedMinutes'
  | 'extraReason'
  | 'amount'
  | 'amountReason'
  | 'correctsPayrollId'
  | 'disabilityType'
  | 'disabilityCertificate'
  | 'note'
>;

/** Of the payroll ids given, those of the company that are closed (paid) and ended before `before`. */
export const closedPayrollsBefore = async (
  db: DbOrTx,
  companyId: number,
  ids: readonly number[],
  before: string,
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const res = await db.execute(sql`
    select id from payrolls where company_id = ${companyId} and id = any(${sql.param([...ids])}::int[])
      and status = 'paid' and period_end < ${before}`);
  return new Set(rowsOf<{ id: number }>(res).map((r) => Number(r.id)));
};

/** Writes many employee-days at once (one UPDATE … FROM unnest), as set by a person. */
export const writeDays = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  rows: DayWrite[],
  userId: number,
  source: AttendanceSource = 'person',
): Promise<number> => {
  if (rows.length === 0) return 0;
  const col = <T>(f: (r: DayWrite) => T) => sql.param(rows.map(f));
  const res = await db.execute(sql`
    with written as (
      update ${attendanceDays} d set
        code = u.code, entry_time = u.entry_time, exit_time = u.exit_time, ordinary_minutes = u.ordinary_minutes,
        extra_minutes = u.extra_minutes, extra_status = u.extra_status,
        extra_approved_minutes = u.extra_approved_minutes, extra_reason = u.extra_reason,
        extra_reviewed_at = case when u.extra_status is distinct from d.extra_status
          or u.extra_approved_minutes is distinct from d.extra_approved_minutes then null else d.extra_reviewed_at end,
        extra_reviewed_by = case when u.extra_status is distinct from d.extra_status
          or u.extra_approved_minutes is distinct from d.extra_approved_minutes then null else d.extra_reviewed_by end,
        amount = u.amount, amount_reason = u.amount_reason, corrects_payroll_id = u.corrects_payroll_id,
        disability_type = u.disability_type,
        disability_certificate = u.disability_certificate, range_id = null, note = u.note,
        source = ${source}, changed_at = now(), changed_by = ${userId}
      from unnest(${col((r) => r.employeeNumber)}::int[], ${col((r) => r.date)}::date[], ${col((r) => r.code)}::text[],
        ${col((r) => r.entryTime)}::time[], ${col((r) => r.exitTime)}::time[], ${col((r) => r.ordinaryMinutes)}::smallint[],
        ${col((r) => r.extraMinutes)}::smallint[], ${col((r) => r.extraStatus)}::text[],
        ${col((r) => r.extraApprovedMinutes)}::smallint[], ${col((r) => r.extraReason)}::text[],
        ${col((r) => r.amount)}::bigint[], ${col((r) => r.amountReason)}::text[], ${col((r) => r.correctsPayrollId)}::int[],
        ${col((r) => r.disabilityType)}::text[],
        ${col((r) => r.disabilityCertificate)}::text[], ${col((r) => r.note)}::text[])
        as u(employee_number, work_date, code, entry_time, exit_time, ordinary_minutes, extra_minutes, extra_status,
          extra_approved_minutes, extra_reason, amount, amount_reason, corrects_payroll_id, disability_type,
          disability_certificate, note)
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
        and d.employee_number = u.employee_number and d.work_date = u.work_date
      returning d.payroll_id, d.employee_number),
    ${reopenReviewsCte(companyId)}
    select count(*) as n from written`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};

/**
 * Puts employee-days back to what the projection lays out: the schedule's day (its layout facts are on the
 * row), or V / I when a vacation or disability range covers it.
 */
export const resetDays = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  keys: DayKey[],
  userId: number,
): Promise<number> => {
  if (keys.length === 0) return 0;
  const l = layoutSql('x');
  const res = await db.execute(sql`
    with x as (
      select d.employee_number, d.work_date, not d.rest_day as working, d.expected_minutes as minutes, d.holiday_id,
        r.id as range_id, r.kind as range_kind, r.disability_type as range_disability_type,
        r.disability_certificate as range_certificate
      from unnest(${sql.param(keys.map((k) => k.employeeNumber))}::int[], ${sql.param(keys.map((k) => k.date))}::date[])
        as k(employee_number, work_date)
      join ${attendanceDays} d on d.company_id = ${companyId} and d.payroll_id = ${payrollId}
        and d.employee_number = k.employee_number and d.work_date = k.work_date
      left join ${attendanceRanges} r on r.company_id = ${companyId} and r.employee_number = d.employee_number
        and d.work_date between r.date_from and r.date_to
    ),
    written as (
      update ${attendanceDays} d set
        code = ${l.code}, ordinary_minutes = ${l.ordinaryMinutes}, entry_time = null, exit_time = null,
        extra_minutes = 0, extra_status = null, extra_approved_minutes = null, extra_reason = null,
        extra_reviewed_at = null, extra_reviewed_by = null, amount = null, amount_reason = null, corrects_payroll_id = null,
        disability_type = ${l.disabilityType}, disability_certificate = ${l.disabilityCertificate},
        range_id = ${l.rangeId}, note = null, source = ${l.source}, changed_at = now(), changed_by = ${userId}
      from x
      where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
        and d.employee_number = x.employee_number and d.work_date = x.work_date
      returning d.payroll_id, d.employee_number),
    ${reopenReviewsCte(companyId)}
    select count(*) as n from written`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};
