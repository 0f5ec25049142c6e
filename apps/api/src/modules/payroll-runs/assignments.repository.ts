import { sql, type SQL } from 'drizzle-orm';
import { employeeAssignments, employeePeriodicities } from '../../db/schema';

/**
 * THE answer to "which schedule and pay periodicity are in force for an employee on a date": a row source
 * `(employee_number, schedule_id, periodicity, valid_from, valid_to)` for every employee of the company, with
 * at least the rows that touch `from`–`to` (both inclusive). Callers join a day with the row where
 * `day between valid_from and valid_to`; nothing else in the code reads `employees.schedule_id` or
 * `employees.periodicity` for a date.
 *
 * Both histories are effective-dated (`employee_assignments`, `employee_periodicities`): every date on which
 * either changes starts an interval, and each interval carries the schedule and the periodicity in force on
 * its first day. The first interval reaches back without limit (days before the hire are outside the
 * employment anyway), the last forward.
 */
export const assignmentsInForce = (companyId: number, from: string, to: string): SQL => sql`
  select * from (
    select s.employee_number,
      coalesce(
        (select a.schedule_id from ${employeeAssignments} a
          where a.company_id = ${companyId} and a.employee_number = s.employee_number
            and a.effective_from <= s.effective_from order by a.effective_from desc limit 1),
        (select a.schedule_id from ${employeeAssignments} a
          where a.company_id = ${companyId} and a.employee_number = s.employee_number
          order by a.effective_from limit 1)) as schedule_id,
      coalesce(
        (select p.periodicity from ${employeePeriodicities} p
          where p.company_id = ${companyId} and p.employee_number = s.employee_number
            and p.effective_from <= s.effective_from order by p.effective_from desc limit 1),
        (select p.periodicity from ${employeePeriodicities} p
          where p.company_id = ${companyId} and p.employee_number = s.employee_number
          order by p.effective_from limit 1)) as periodicity,
      case when s.first then '-infinity'::date else s.effective_from end as valid_from,
      coalesce(s.next_from - 1, 'infinity'::date) as valid_to
    from (
      select b.employee_number, b.effective_from,
        lead(b.effective_from) over w as next_from,
        row_number() over w = 1 as first
      from (
        select employee_number, effective_from from ${employeeAssignments} where company_id = ${companyId}
        union
        select employee_number, effective_from from ${employeePeriodicities} where company_id = ${companyId}
      ) b
      window w as (partition by b.employee_number order by b.effective_from)
    ) s
  ) intervals
  where intervals.valid_from <= ${to}::date and intervals.valid_to >= ${from}::date`;
