import type { AttendanceRangeKind, DisabilityType, PayrollStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { attendanceDays, attendanceRanges, payrolls, schedules, users } from '../../db/schema';
import { assignmentsInForce } from '../payroll-runs/assignments.repository';
import type { HolidayParam } from '../payroll-runs/projection.repository';
import { reopenReviewsCte } from '../payroll-runs/review-blockers.repository';

/** An attendance range (vacation, disability, unpaid leave, suspension) of an employee. */
export type RangeRecord = {
  id: number;
  employeeNumber: number;
  kind: AttendanceRangeKind;
  from: string;
  to: string;
  days: number;
  disabilityType: DisabilityType | null;
  disabilityCertificate: string | null;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
};

type RangeRow = {
  id: number;
  employee_number: number;
  kind: AttendanceRangeKind;
  date_from: string;
  date_to: string;
  days: number;
  disability_type: DisabilityType | null;
  disability_certificate: string | null;
  note: string | null;
  created_at: Date | string;
  created_by: string | null;
};

const rangeOf = (r: RangeRow): RangeRecord => ({
  id: Number(r.id),
  employeeNumber: Number(r.employee_number),
  kind: r.kind,
  from: r.date_from,
  to: r.date_to,
  days: Number(r.days),
  disabilityType: r.disability_type,
  disabilityCertificate: r.disability_certificate,
  note: r.note,
  createdAt: new Date(r.created_at),
  createdBy: r.created_by,
});

const RANGE_COLUMNS = sql`r.id, r.employee_number, r.kind, r.date_from::text as date_from, r.date_to::text as date_to,
  r.days, r.disability_type, r.disability_certificate, r.note, r.created_at, u.code as created_by`;

export const listRanges = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  filters: { kind?: AttendanceRangeKind | undefined; year?: number | undefined; ids?: number[] },
): Promise<RangeRecord[]> => {
  const where: SQL[] = [sql`r.company_id = ${companyId}`, sql`r.employee_number = ${employeeNumber}`];
  if (filters.kind) where.push(sql`r.kind = ${filters.kind}`);
  if (filters.year !== undefined)
    where.push(
      sql`r.date_from <= make_date(${filters.year}, 12, 31) and r.date_to >= make_date(${filters.year}, 1, 1)`,
    );
  if (filters.ids) where.push(sql`r.id = any(${sql.param(filters.ids)}::int[])`);
  const res = await db.execute(sql`
    select ${RANGE_COLUMNS} from ${attendanceRanges} r left join ${users} u on u.id = r.created_by
    where ${sql.join(where, sql` and `)} order by r.date_from desc, r.id desc`);
  return rowsOf<RangeRow>(res).map(rangeOf);
};

/** A range of the employee (either kind) that shares a day with `from`–`to`. */
export const findOverlappingRange = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
): Promise<number | null> => {
  const res = await db.execute(sql`
    select id from ${attendanceRanges}
    where company_id = ${companyId} and employee_number = ${employeeNumber} and date_from <= ${to} and date_to >= ${from}
    limit 1`);
  const row = rowsOf<{ id: number }>(res)[0];
  return row ? Number(row.id) : null;
};

/** Working days of the schedule in force each day from `from` to `to`, holidays left out. */
export const countWorkingDays = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
  holidays: HolidayParam[],
): Promise<number> => {
  const res = await db.execute(sql`
    with assignment as (${assignmentsInForce(companyId, from, to)})
    select count(*) as n
    from generate_series(${from}::date, ${to}::date, interval '1 day') day
    join assignment a on a.employee_number = ${employeeNumber} and day::date between a.valid_from and a.valid_to
    join ${schedules} s on s.company_id = ${companyId} and s.id = a.schedule_id
    where extract(isodow from day)::smallint = any(s.working_days)
      and not (day::date = any(${sql.param(holidays.map((h) => h.date))}::date[]))`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};

/** The payrolls that hold days of the employee from `from` to `to`, with their status. */
export const payrollsWithDays = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
): Promise<{ id: number; status: PayrollStatus }[]> => {
  const res = await db.execute(sql`
    select p.id, p.status from ${payrolls} p
    where p.company_id = ${companyId} and exists (
      select 1 from ${attendanceDays} d where d.company_id = p.company_id and d.payroll_id = p.id
        and d.employee_number = ${employeeNumber} and d.work_date between ${from} and ${to})
    order by p.id`);
  return rowsOf<{ id: number; status: PayrollStatus }>(res).map((r) => ({
    id: Number(r.id),
    status: r.status,
  }));
};

export const insertRange = async (
  db: DbOrTx,
  row: {
    companyId: number;
    employeeNumber: number;
    kind: AttendanceRangeKind;
    from: string;
    to: string;
    days: number;
    disabilityType: DisabilityType | null;
    disabilityCertificate: string | null;
    note: string | null;
    userId: number;
  },
): Promise<number> => {
  const [created] = await db
    .insert(attendanceRanges)
    .values({
      companyId: row.companyId,
      employeeNumber: row.employeeNumber,
      kind: row.kind,
      dateFrom: row.from,
      dateTo: row.to,
      days: row.days,
      disabilityType: row.disabilityType,
      disabilityCertificate: row.disabilityCertificate,
      note: row.note,
      createdBy: row.userId,
    })
    .returning({ id: attendanceRanges.id });
  return created!.id;
};

/** The code a range's days are laid out with: a disability I, a vacation V, unpaid leave and suspensions A. */
export const rangeCodeOf = (kind: AttendanceRangeKind) =>
  kind === 'disability' ? 'I' : kind === 'vacation' ? 'V' : 'A';

/**
 * Marks the laid-out days a range covers, whatever set them before: a disability every day (I with its type
 * and boleta), a vacation the working days that are not holidays (V), unpaid leave and suspensions the same
 * days as A (unpaid). Answers the days marked.
 */
export const markRangeDays = async (
  db: DbOrTx,
  companyId: number,
  range: {
    id: number;
    employeeNumber: number;
    kind: AttendanceRangeKind;
    from: string;
    to: string;
    disabilityType: DisabilityType | null;
    disabilityCertificate: string | null;
  },
  userId: number,
): Promise<number> => {
  const disability = range.kind === 'disability';
  const res = await db.execute(sql`
    with marked as (
      update ${attendanceDays} d set
        code = ${rangeCodeOf(range.kind)}, ordinary_minutes = 0, entry_time = null, exit_time = null,
        extra_minutes = 0, extra_status = null, extra_approved_minutes = null, extra_reason = null,
        extra_reviewed_at = null, extra_reviewed_by = null, amount = null, amount_reason = null, corrects_payroll_id = null,
        disability_type = ${range.disabilityType}, disability_certificate = ${range.disabilityCertificate},
        range_id = ${range.id}, source = 'action', changed_at = now(), changed_by = ${userId}
      where d.company_id = ${companyId} and d.employee_number = ${range.employeeNumber}
        and d.work_date between ${range.from} and ${range.to}
        ${disability ? sql`` : sql`and not d.rest_day and d.holiday_id is null`}
      returning d.payroll_id, d.employee_number),
    written as (select * from marked),
    ${reopenReviewsCte(companyId)}
    select count(*) as n from marked`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};

/**
 * Vacation days taken or booked since `since` (the current employment's entry): V days of the attendance,
 * plus, for each vacation range, its working days not laid out in any payroll yet.
 */
export const vacationDaysTaken = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  since: string,
): Promise<number> => {
  const res = await db.execute(sql`
    select
      (select count(*) from ${attendanceDays} d
        where d.company_id = ${companyId} and d.employee_number = ${employeeNumber} and d.work_date >= ${since}
          and d.code = 'V') +
      coalesce((select sum(greatest(0, r.days - (
          select count(*) from ${attendanceDays} d
          where d.company_id = r.company_id and d.employee_number = r.employee_number
            and d.work_date between r.date_from and r.date_to and not d.rest_day and d.holiday_id is null)))
        from ${attendanceRanges} r
        where r.company_id = ${companyId} and r.employee_number = ${employeeNumber} and r.kind = 'vacation'
          and r.date_from >= ${since}), 0) +
      -- Opening balances and adjustments (vacations module), in hundredths of a day.
      coalesce((select sum(j.days_hundredths) from vacation_adjustments j
        where j.company_id = ${companyId} and j.employee_number = ${employeeNumber}
          and j.effective_date >= ${since}), 0) / 100.0 as n`);
  return Number(rowsOf<{ n: number | string }>(res)[0]?.n ?? 0);
};

/** The schedule in force for the employee on `date` (working days, minutes a day). */
export const scheduleInForce = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<{ scheduleId: number; workingDays: number[]; minutes: number } | null> => {
  const res = await db.execute(sql`
    with assignment as (${assignmentsInForce(companyId, date, date)})
    select s.id, s.working_days, s.quarter_hours_per_day * 15 as minutes
    from assignment a join ${schedules} s on s.company_id = ${companyId} and s.id = a.schedule_id
    where a.employee_number = ${employeeNumber} and ${date}::date between a.valid_from and a.valid_to
    limit 1`);
  const row = rowsOf<{ id: number; working_days: number[] | string; minutes: number }>(res)[0];
  if (!row) return null;
  const days = Array.isArray(row.working_days)
    ? row.working_days.map(Number)
    : String(row.working_days).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return { scheduleId: Number(row.id), workingDays: days, minutes: Number(row.minutes) };
};

/**
 * The unpaid leave and suspensions of the employees given since a date each (their current employment's
 * entry), clipped to it: the days that move their vacation anniversaries.
 */
export const unpaidRangesSince = async (
  db: DbOrTx,
  companyId: number,
  employees: { employeeNumber: number; since: string }[],
): Promise<Map<number, { from: string; to: string }[]>> => {
  const res = await db.execute(sql`
    select r.employee_number, greatest(r.date_from, k.since)::text as date_from, r.date_to::text as date_to
    from ${attendanceRanges} r
    join unnest(${sql.param(employees.map((e) => e.employeeNumber))}::int[], ${sql.param(employees.map((e) => e.since))}::date[])
      as k(employee_number, since) on k.employee_number = r.employee_number and r.date_to >= k.since
    where r.company_id = ${companyId} and r.kind in ('unpaid_leave', 'suspension')
    order by r.employee_number, r.date_from`);
  const byEmployee = new Map<number, { from: string; to: string }[]>();
  for (const row of rowsOf<{ employee_number: number | string; date_from: string; date_to: string }>(res)) {
    const num = Number(row.employee_number);
    const list = byEmployee.get(num) ?? [];
    list.push({ from: row.date_from, to: row.date_to });
    byEmployee.set(num, list);
  }
  return byEmployee;
};
