import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  attendanceDays,
  attendanceRanges,
  employees,
  employmentPeriods,
  payrollEmployees,
  payrolls,
  schedules,
} from '../../db/schema';
import { assignmentsInForce } from './assignments.repository';
import { rowsOf } from '../../db/rows';
import { type PayrollRecord } from '../payroll-state/payroll-state.repository';

/** A legal holiday handed to SQL (the domain's `holidays()` for the years a period touches). */
export type HolidayParam = { date: string; id: string; obligatory: boolean };

export type ProjectionCounts = {
  employees: { total: number; added: number[]; removed: number[]; kept: number };
  days: { total: number; added: number; removed: number; relaid: number; kept: number };
};

/**
 * What a laid-out day holds, from its layout facts (working day of the schedule, holiday) and the range that
 * covers it: a disability marks every day I; a vacation marks working days that are not holidays V; any
 * other day is R, with the expected minutes as ordinary time on a working day that is not a holiday. Used by
 * the projection, and to put a day back to what the schedule expects (`deleteabsentday`). Unpaid leave and
 * suspensions mark the days a vacation would, A. Column names:
 * `working` (bool), `minutes` (the schedule's day), `holiday_id`, `range_kind`, `range_id`,
 * `range_disability_type`, `range_certificate`.
 */
export const layoutSql = (x: string) => {
  const c = (name: string) => sql.raw(`${x}.${name}`);
  const workingDay = sql`${c('working')} and ${c('holiday_id')} is null`;
  const vacation = sql`coalesce(${c('range_kind')} = 'vacation' and ${workingDay}, false)`;
  const unpaid = sql`coalesce(${c('range_kind')} in ('unpaid_leave', 'suspension') and ${workingDay}, false)`;
  const disability = sql`coalesce(${c('range_kind')} = 'disability', false)`;
  const marked = sql`(${disability} or ${vacation} or ${unpaid})`;
  return {
    code: sql`case when ${disability} then 'I' when ${vacation} then 'V' when ${unpaid} then 'A' else 'R' end`,
    expectedMinutes: sql`case when ${c('working')} then ${c('minutes')} else 0 end`,
    ordinaryMinutes: sql`case when ${c('working')} and ${c('holiday_id')} is null and not ${marked} then ${c('minutes')} else 0 end`,
    disabilityType: sql`case when ${disability} then ${c('range_disability_type')} end`,
    disabilityCertificate: sql`case when ${disability} then ${c('range_certificate')} end`,
    rangeId: sql`case when ${marked} then ${c('range_id')} end`,
    source: sql`case when ${marked} then 'action' else 'projection' end`,
  };
};

/**
 * Every day of every employee who belongs to the payroll, as rows `(employee_number, work_date, schedule_id,
 * working, minutes, holiday_id, holiday_obligatory, range_id, range_kind, range_disability_type,
 * range_certificate)`: employment period overlapping the period (a hire or an exit inside it bounds the
 * days), not suspended, the payroll's periodicity in force that day; with the schedule in force, whether it
 * is a working day, the holiday and the range that covers it. Days that already belong to another payroll
 * of the employee (`others`: the payrolls whose periods overlap this one) are left out.
 */
const projectionSource = (payroll: PayrollRecord, holidays: HolidayParam[], others: number[]) => {
  const c = payroll.companyId;
  const start = payroll.periodStart;
  const end = payroll.periodEnd;
  return sql`
    with assignment as (${assignmentsInForce(c, start, end)}),
    employed as (
      select ep.employee_number,
        greatest(ep.entry_date, ${start}::date) as first_day,
        least(coalesce(ep.exit_date, ${end}::date), ${end}::date) as last_day
      from ${employmentPeriods} ep
      join ${employees} e on e.company_id = ep.company_id and e.employee_number = ep.employee_number
      where ep.company_id = ${c} and ep.entry_date <= ${end}::date
        and (ep.exit_date is null or ep.exit_date >= ${start}::date)
        -- a suspended employee (inactive with no exit) enters no payroll; an exit recorded in advance still pays
        and (e.active or e.exit_date is not null)
    ),
    day as (
      select employed.employee_number, d::date as work_date
      from employed, generate_series(employed.first_day, employed.last_day, interval '1 day') d
    ),
    holiday as (
      select * from unnest(${sql.param(holidays.map((h) => h.date))}::date[],
        ${sql.param(holidays.map((h) => h.id))}::text[],
        ${sql.param(holidays.map((h) => h.obligatory))}::boolean[]) as h(date, id, obligatory)
    )
    select day.employee_number, day.work_date, a.schedule_id,
      extract(isodow from day.work_date)::smallint = any(s.working_days) as working,
      s.quarter_hours_per_day * 15 as minutes,
      h.id as holiday_id, h.obligatory as holiday_obligatory, r.id as range_id, r.kind as range_kind,
      r.disability_type as range_disability_type, r.disability_certificate as range_certificate
    from day
    join assignment a on a.employee_number = day.employee_number
      and day.work_date between a.valid_from and a.valid_to and a.periodicity = ${payroll.periodicity}
    join ${schedules} s on s.company_id = ${c} and s.id = a.schedule_id
    left join holiday h on h.date = day.work_date
    left join ${attendanceRanges} r on r.company_id = ${c} and r.employee_number = day.employee_number
      and day.work_date between r.date_from and r.date_to
    ${
      others.length === 0
        ? sql``
        : sql`where not exists (
            select 1 from ${attendanceDays} o
            where o.company_id = ${c} and o.payroll_id = any(${sql.param(others)}::int[])
              and o.work_date = day.work_date and o.employee_number = day.employee_number)`
    }`;
};

/** Each day as the projection lays it out, in the register's columns, from rows of `projectionSource`. */
const laidOut = (source: SQL) => {
  const l = layoutSql('x');
  return sql`(select x.employee_number, x.work_date, x.schedule_id, ${l.code} as code,
      ${l.expectedMinutes} as expected_minutes, not x.working as rest_day, x.holiday_id, x.holiday_obligatory,
      ${l.ordinaryMinutes} as ordinary_minutes, ${l.disabilityType} as disability_type,
      ${l.disabilityCertificate} as disability_certificate, ${l.rangeId} as range_id, ${l.source} as source
    from ${source} x)`;
};

const DAY_COLUMNS =
  sql.raw(`work_date, employee_number, schedule_id, code, expected_minutes, rest_day, holiday_id,
  holiday_obligatory, ordinary_minutes, disability_type, disability_certificate, range_id, source`);
const X_COLUMNS =
  sql.raw(`x.work_date, x.employee_number, x.schedule_id, x.code, x.expected_minutes, x.rest_day,
  x.holiday_id, x.holiday_obligatory, x.ordinary_minutes, x.disability_type, x.disability_certificate, x.range_id,
  x.source`);

/**
 * Members from the payroll's days: one row per employee, first and last day, the schedule of the first day,
 * and the employee's place in name order (the register's pages sort on it instead of on three names).
 */
const membersFromDays = (c: number, p: number) => sql`
  select ${c}, ${p}, m.employee_number, m.schedule_id, m.first_day, m.last_day,
    row_number() over (order by e.first_surname, e.second_surname, e.first_name, e.employee_number)
  from (
    select d.employee_number, (array_agg(d.schedule_id order by d.work_date))[1] as schedule_id,
      min(d.work_date) as first_day, max(d.work_date) as last_day
    from ${attendanceDays} d where d.company_id = ${c} and d.payroll_id = ${p} group by d.employee_number
  ) m
  join ${employees} e on e.company_id = ${c} and e.employee_number = m.employee_number`;
const MEMBER_COLUMNS = sql.raw(
  'company_id, payroll_id, employee_number, schedule_id, first_day, last_day, name_rank',
);

/**
 * Lays out (or again) the payroll's attendance, set-based, and answers the counts. Inside the caller's
 * transaction, with the payroll locked and the company's layout lock held:
 *  - a planned payroll (never laid out): one INSERT … SELECT over `generate_series` writes every day, then
 *    the members are derived from the days;
 *  - a projected one: the days as they should be go to a temporary table (the same SELECT); days no longer
 *    laid out are removed; days the projection or a range set are laid out again (one UPDATE … FROM, only
 *    rows that differ); days a person or a clock changed keep their record (their layout facts — schedule,
 *    expected minutes, rest day, holiday — follow the schedule and the calendar); new days are inserted; the
 *    members follow the days.
 */
export const layOutPayroll = async (
  db: DbOrTx,
  payroll: PayrollRecord,
  holidays: HolidayParam[],
): Promise<ProjectionCounts> => {
  const c = payroll.companyId;
  const p = payroll.id;
  const others = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from ${payrolls} where company_id = ${c} and id <> ${p} and status <> 'planned'
        and period_start <= ${payroll.periodEnd} and period_end >= ${payroll.periodStart}`),
  ).map((r) => Number(r.id));
  const source = projectionSource(payroll, holidays, others);
  const count = async (query: SQL) =>
    Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);

  if (payroll.status === 'planned') {
    const added = await count(sql`
      with inserted as (
        insert into ${attendanceDays} (company_id, payroll_id, ${DAY_COLUMNS})
        select ${c}, ${p}, ${X_COLUMNS} from ${laidOut(sql`(${source})`)} x
        returning 1)
      select count(*) as n from inserted`);
    const members = rowsOf<{ employee_number: number }>(
      await db.execute(sql`
        insert into ${payrollEmployees} (${MEMBER_COLUMNS})
        ${membersFromDays(c, p)}
        returning employee_number`),
    ).map((m) => Number(m.employee_number));
    return {
      employees: { total: members.length, added: members, removed: [], kept: 0 },
      days: { total: added, added, removed: 0, relaid: 0, kept: 0 },
    };
  }

  await db.execute(sql`
    create temp table if not exists projection_days (
      employee_number integer not null,
      work_date date not null,
      schedule_id integer not null,
      working boolean not null,
      minutes integer not null,
      holiday_id text,
      holiday_obligatory boolean,
      range_id integer,
      range_kind text,
      range_disability_type text,
      range_certificate text
    ) on commit drop`);
  await db.execute(sql`truncate projection_days`);
  await db.execute(sql`insert into projection_days ${source}`);
  // Every later statement looks days up by employee and date: an index keeps those lookups cheap whatever the
  // planner estimates (a temporary table has no statistics).
  await db.execute(
    sql`create index if not exists projection_days_key on projection_days (employee_number, work_date)`,
  );
  const total = await count(sql`select count(*) as n from projection_days`);
  const before = new Set(
    rowsOf<{ employee_number: number }>(
      await db.execute(
        sql`select employee_number from ${payrollEmployees} where company_id = ${c} and payroll_id = ${p}`,
      ),
    ).map((m) => Number(m.employee_number)),
  );

  const removed = await count(sql`
    with gone as (
      delete from ${attendanceDays} d
      where d.company_id = ${c} and d.payroll_id = ${p}
        and not exists (select 1 from projection_days x
          where x.employee_number = d.employee_number and x.work_date = d.work_date)
      returning 1)
    select count(*) as n from gone`);

  const laid = laidOut(sql`projection_days`);
  const kept = sql.raw(`d.source in ('person', 'clock')`);
  const relaid = await count(sql`
    with changed as (
      update ${attendanceDays} d set
        schedule_id = x.schedule_id, expected_minutes = x.expected_minutes, rest_day = x.rest_day,
        holiday_id = x.holiday_id, holiday_obligatory = x.holiday_obligatory,
        code = case when ${kept} then d.code else x.code end,
        ordinary_minutes = case when ${kept} then d.ordinary_minutes else x.ordinary_minutes end,
        entry_time = case when ${kept} then d.entry_time end,
        exit_time = case when ${kept} then d.exit_time end,
        extra_minutes = case when ${kept} then d.extra_minutes else 0 end,
        extra_status = case when ${kept} then d.extra_status end,
        extra_approved_minutes = case when ${kept} then d.extra_approved_minutes end,
        extra_reason = case when ${kept} then d.extra_reason end,
        amount = case when ${kept} then d.amount end,
        amount_reason = case when ${kept} then d.amount_reason end,
        corrects_payroll_id = case when ${kept} then d.corrects_payroll_id end,
        disability_type = case when ${kept} then d.disability_type else x.disability_type end,
        disability_certificate = case when ${kept} then d.disability_certificate else x.disability_certificate end,
        range_id = case when ${kept} then d.range_id else x.range_id end,
        source = case when ${kept} then d.source else x.source end
      from ${laid} x
      where d.company_id = ${c} and d.payroll_id = ${p}
        and d.employee_number = x.employee_number and d.work_date = x.work_date
        and ((d.schedule_id, d.expected_minutes, d.rest_day, d.holiday_id, d.holiday_obligatory)
            is distinct from (x.schedule_id, x.expected_minutes, x.rest_day, x.holiday_id, x.holiday_obligatory)
          or (not ${kept} and (d.code, d.ordinary_minutes, d.entry_time, d.exit_time, d.extra_minutes, d.amount,
              d.disability_type, d.disability_certificate, d.range_id, d.source)
            is distinct from (x.code, x.ordinary_minutes, null::time, null::time, 0::smallint, null::bigint,
              x.disability_type, x.disability_certificate, x.range_id, x.source)))
      returning 1)
    select count(*) as n from changed`);

  const added = await count(sql`
    with inserted as (
      insert into ${attendanceDays} (company_id, payroll_id, ${DAY_COLUMNS})
      select ${c}, ${p}, ${X_COLUMNS} from ${laid} x
      where not exists (select 1 from ${attendanceDays} d where d.company_id = ${c} and d.payroll_id = ${p}
        and d.work_date = x.work_date and d.employee_number = x.employee_number)
      returning 1)
    select count(*) as n from inserted`);

  // Members follow the days: added, updated (first and last day, schedule) and removed.
  const members = rowsOf<{ employee_number: number }>(
    await db.execute(sql`
      insert into ${payrollEmployees} (${MEMBER_COLUMNS})
      ${membersFromDays(c, p)}
      on conflict (company_id, payroll_id, employee_number) do update
        set schedule_id = excluded.schedule_id, first_day = excluded.first_day, last_day = excluded.last_day,
          name_rank = excluded.name_rank
        where (payroll_employees.schedule_id, payroll_employees.first_day, payroll_employees.last_day,
            payroll_employees.name_rank)
          is distinct from (excluded.schedule_id, excluded.first_day, excluded.last_day, excluded.name_rank)
      returning employee_number`),
  ).map((m) => Number(m.employee_number));
  const removedMembers = rowsOf<{ employee_number: number }>(
    await db.execute(sql`
      delete from ${payrollEmployees} m
      where m.company_id = ${c} and m.payroll_id = ${p}
        and not exists (select 1 from projection_days x where x.employee_number = m.employee_number)
      returning m.employee_number`),
  ).map((m) => Number(m.employee_number));
  const now = new Set(
    rowsOf<{ employee_number: number }>(
      await db.execute(
        sql`select employee_number from ${payrollEmployees} where company_id = ${c} and payroll_id = ${p}`,
      ),
    ).map((m) => Number(m.employee_number)),
  );
  const addedMembers = members.filter((n) => !before.has(n));
  const keptDays = await count(sql`
    select count(*) as n from ${attendanceDays}
    where company_id = ${c} and payroll_id = ${p} and source in ('person', 'clock')`);
  return {
    employees: {
      total: now.size,
      added: addedMembers,
      removed: removedMembers,
      kept: now.size - addedMembers.length,
    },
    days: { total, added, removed, relaid, kept: keptDays },
  };
};

/** Fresh planner statistics for the attendance tables (after a large layout). */
export const analyzeAttendance = async (db: DbOrTx) => {
  await db.execute(sql`analyze ${attendanceDays}, ${payrollEmployees}`);
};
