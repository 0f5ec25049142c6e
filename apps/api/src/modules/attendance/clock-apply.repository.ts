import type { AttendanceCode, AttendanceSource, ExtraHoursStatus } from '@planilla/contracts';
import { clockStateFromCode, type ClockState, type ExtraRounding, type JornadaType } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import { attendanceDays, clockMarks, employees, payrollEmployees } from '../../db/schema';

/** A laid-out day of a member, with the schedule in force that day: what applying marks compares against. */
export type ApplyDay = {
  employeeNumber: number;
  fullName: string;
  date: string;
  code: AttendanceCode;
  source: AttendanceSource;
  restDay: boolean;
  holiday: boolean;
  expectedMinutes: number;
  startTime: string;
  endTime: string;
  jornada: JornadaType;
  entryGraceMinutes: number;
  exitGraceMinutes: number;
  extraMinimumMinutes: number;
  extraRounding: ExtraRounding;
  entryTime: string | null;
  exitTime: string | null;
  ordinaryMinutes: number;
  extraMinutes: number;
  extraStatus: ExtraHoursStatus | null;
  extraApprovedMinutes: number | null;
  extraReason: string | null;
  note: string | null;
};

type ApplyDayRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  work_date: string;
  code: string;
  source: string;
  rest_day: boolean;
  holiday: boolean;
  expected_minutes: number;
  start_time: string;
  end_time: string;
  jornada_type: string;
  entry_grace_minutes: number;
  exit_grace_minutes: number;
  extra_minimum_minutes: number;
  extra_rounding: string;
  entry_time: string | null;
  exit_time: string | null;
  ordinary_minutes: number;
  extra_minutes: number;
  extra_status: string | null;
  extra_approved_minutes: number | null;
  extra_reason: string | null;
  note: string | null;
};

const applyDayOf = (r: ApplyDayRow): ApplyDay => ({
  employeeNumber: Number(r.employee_number),
  fullName: fullNameOfRow(r),
  date: r.work_date,
  code: r.code as AttendanceCode,
  source: r.source as AttendanceSource,
  restDay: r.rest_day,
  holiday: r.holiday,
  expectedMinutes: Number(r.expected_minutes),
  startTime: r.start_time,
  endTime: r.end_time,
  jornada: r.jornada_type as JornadaType,
  entryGraceMinutes: Number(r.entry_grace_minutes),
  exitGraceMinutes: Number(r.exit_grace_minutes),
  extraMinimumMinutes: Number(r.extra_minimum_minutes),
  extraRounding: r.extra_rounding as ExtraRounding,
  entryTime: r.entry_time,
  exitTime: r.exit_time,
  ordinaryMinutes: Number(r.ordinary_minutes),
  extraMinutes: Number(r.extra_minutes),
  extraStatus: r.extra_status as ExtraHoursStatus | null,
  extraApprovedMinutes: r.extra_approved_minutes === null ? null : Number(r.extra_approved_minutes),
  extraReason: r.extra_reason,
  note: r.note,
});

/** The payroll's members in number order, a page at a time (keyset), optionally only some. */
export const memberNumbers = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  after: number,
  limit: number,
  only?: number[],
): Promise<number[]> => {
  const res = await db.execute(sql`select employee_number from ${payrollEmployees}
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_number > ${after}
    ${only ? sql`and employee_number = any(${sql.param(only)}::int[])` : sql``}
    order by employee_number limit ${limit}`);
  return rowsOf<{ employee_number: number }>(res).map((r) => Number(r.employee_number));
};

/** The laid-out days of some members, with the schedule in force each day. */
export const daysForApply = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  numbers: number[],
): Promise<ApplyDay[]> => {
  const res = await db.execute(sql`select d.employee_number, e.first_name, e.first_surname, e.second_surname,
      d.work_date::text as work_date, d.code, d.source, d.rest_day, d.holiday_id is not null as holiday,
      d.expected_minutes, s.start_time, s.end_time, s.jornada_type, s.entry_grace_minutes, s.exit_grace_minutes,
      s.extra_minimum_minutes, s.extra_rounding,
      to_char(d.entry_time, 'HH24:MI') as entry_time, to_char(d.exit_time, 'HH24:MI') as exit_time,
      d.ordinary_minutes, d.extra_minutes, d.extra_status, d.extra_approved_minutes, d.extra_reason, d.note
    from ${attendanceDays} d
    join ${employees} e on e.company_id = d.company_id and e.employee_number = d.employee_number
    join schedules s on s.company_id = d.company_id and s.id = d.schedule_id
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.employee_number = any(${sql.param(numbers)}::int[])
    order by d.employee_number, d.work_date`);
  return rowsOf<ApplyDayRow>(res).map(applyDayOf);
};

/** A stored mark of an employee: its local time (`YYYY-MM-DDTHH:MM:SS`) and the clock's state, if any. */
export type ApplyMark = { employeeNumber: number; at: string; state: ClockState | null };

/** The marks of some employees between two dates (the second exclusive), in order. */
export const marksForApply = async (
  db: DbOrTx,
  companyId: number,
  numbers: number[],
  from: string,
  toExclusive: string,
): Promise<ApplyMark[]> => {
  const res =
    await db.execute(sql`select employee_number, to_char(marked_at, 'YYYY-MM-DD"T"HH24:MI:SS') as at, state
    from ${clockMarks} where company_id = ${companyId} and employee_number = any(${sql.param(numbers)}::int[])
      and marked_at >= ${from}::date and marked_at < ${toExclusive}::date
    order by employee_number, marked_at`);
  return rowsOf<{ employee_number: number; at: string; state: number | null }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    at: r.at,
    state: r.state === null ? null : clockStateFromCode(Number(r.state)),
  }));
};
