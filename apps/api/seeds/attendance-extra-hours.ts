import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';

const DEMO_COMPANY = 1;

/**
 * Demo extra hours for company 1's projected payrolls (run after the calendar seed has projected them):
 * eight employees per payroll get extra hours on one Tuesday or Thursday of the period — the first five
 * approved by the payroll manager, the other three pending — and, when a holiday falls in the period, one
 * employee worked it with two extra hours, pending (flagged as holiday extra hours). Only days still as the
 * projection laid them out are touched, so what other seeds set is kept. Does nothing without projected
 * payrolls. Answers how many days it set.
 */
export const seedAttendanceExtraHours = async (db: DbOrTx): Promise<number> => {
  const res = await db.execute(sql`
    with p as (
      select id from payrolls where company_id = ${DEMO_COMPANY} and status = 'projected'
    ),
    manager as (
      select u.id from users u
      join memberships m on m.user_id = u.id and m.company_id = ${DEMO_COMPANY} and m.role = 'payroll_manager'
      order by u.id limit 1
    ),
    holiday as (
      select distinct on (d.payroll_id) d.payroll_id, d.employee_number, d.work_date
      from attendance_days d join p on p.id = d.payroll_id
      where d.company_id = ${DEMO_COMPANY} and d.code = 'R' and d.source = 'projection' and not d.rest_day
        and d.holiday_id is not null
      order by d.payroll_id, d.employee_number desc
    ),
    one_day as (
      select distinct on (d.payroll_id, d.employee_number) d.payroll_id, d.employee_number, d.work_date
      from attendance_days d join p on p.id = d.payroll_id
      where d.company_id = ${DEMO_COMPANY} and d.code = 'R' and d.source = 'projection' and not d.rest_day
        and d.holiday_id is null and extract(isodow from d.work_date) in (2, 4)
        and not exists (select 1 from holiday h where h.payroll_id = d.payroll_id
          and h.employee_number = d.employee_number)
      order by d.payroll_id, d.employee_number, d.work_date
    ),
    picked as (
      select *, row_number() over (partition by payroll_id order by employee_number) as rn from one_day
    ),
    chosen as (
      select payroll_id, employee_number, work_date, rn <= 5 as approved, 60 + (rn % 3) * 30 as minutes, false as on_holiday
      from picked where rn <= 8
      union all
      select payroll_id, employee_number, work_date, false, 120, true from holiday
    ),
    written as (
      update attendance_days d set
        code = 'E', extra_minutes = c.minutes,
        ordinary_minutes = case when c.on_holiday then d.expected_minutes else d.ordinary_minutes end,
        extra_status = case when c.approved then 'approved' else 'pending' end,
        extra_approved_minutes = case when c.approved then c.minutes end,
        extra_reason = case when c.on_holiday then 'Feriado trabajado: despacho de exportación'
          when c.approved then null else 'Cierre de inventario' end,
        extra_reviewed_at = case when c.approved then now() end,
        extra_reviewed_by = case when c.approved then (select id from manager) end,
        source = 'person', changed_at = now(), changed_by = (select id from manager)
      from chosen c
      where d.company_id = ${DEMO_COMPANY} and d.payroll_id = c.payroll_id
        and d.employee_number = c.employee_number and d.work_date = c.work_date
      returning d.payroll_id),
    bumped as (
      update payrolls set inputs_version = inputs_version + 1
      where company_id = ${DEMO_COMPANY} and id in (select distinct payroll_id from written)
      returning 1)
    select count(*) as n from written`);
  return Number((res as unknown as { rows: { n: number | string }[] }).rows[0]?.n ?? 0);
};
