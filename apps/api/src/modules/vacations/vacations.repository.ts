import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import { employeeAssignments, employmentPeriods, schedules } from '../../db/schema';

/** The current (last) employment period of an employee, or null when there is no such employee. */
export const currentEmployment = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<{ entryDate: string; exitDate: string | null } | null> => {
  const [row] = await db
    .select({ entryDate: employmentPeriods.entryDate, exitDate: employmentPeriods.exitDate })
    .from(employmentPeriods)
    .where(
      and(eq(employmentPeriods.companyId, companyId), eq(employmentPeriods.employeeNumber, employeeNumber)),
    )
    .orderBy(desc(employmentPeriods.periodNo))
    .limit(1);
  return row ?? null;
};

/** The working days of the schedule in force on `date` (the employee's first schedule before its first row). */
export const workingDaysOn = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<number[]> => {
  const [row] = await db
    .select({ workingDays: schedules.workingDays })
    .from(employeeAssignments)
    .innerJoin(
      schedules,
      and(
        eq(schedules.companyId, employeeAssignments.companyId),
        eq(schedules.id, employeeAssignments.scheduleId),
      ),
    )
    .where(
      and(
        eq(employeeAssignments.companyId, companyId),
        eq(employeeAssignments.employeeNumber, employeeNumber),
      ),
    )
    .orderBy(
      desc(lte(employeeAssignments.effectiveFrom, date)),
      sql`abs(${employeeAssignments.effectiveFrom} - ${date}::date)`,
    )
    .limit(1);
  return row?.workingDays ?? [];
};

const num = (v: unknown) => Number(v);

/** What a vacation balance needs about one employee, read for many at once. */
export type VacationFacts = {
  employeeNumber: number;
  fullName: string;
  departmentId: number | null;
  departmentName: string | null;
  active: boolean;
  /** The current (last) employment period. */
  entryDate: string;
  exitDate: string | null;
  /** Working days a week of the schedule in force on the balance's date. */
  workDaysPerWeek: number;
  /** Monthly salary in force on the balance's date (céntimos). */
  monthlySalary: number;
  /** V days of the attendance since the entry. */
  attendanceDays: number;
  /** Booked vacation days not laid out in a payroll yet. */
  bookedDays: number;
  /** Opening balances and adjustments since the entry, in hundredths of a day. */
  adjustmentHundredths: number;
};

/**
 * The vacation facts of a company's employees (or of the ones given), as of `asOf` (an employee who left: as of
 * the exit), in one set-based statement: each employee's current period once (`cur`), then every fact grouped or
 * picked per employee over whole tables (no sub-query per employee), the V days through their partial index.
 * The final joins go through `employees`, whose statistics keep the planner's row estimates right: with a CTE on
 * both sides of a join it guesses, the estimate reached millions of rows and the inflated cost switched on
 * PostgreSQL's JIT compilation, ~2 s for a ~0.2 s query on 10 000 employees (issue 14, bench:aguinaldo).
 */
export const vacationFacts = async (
  db: DbOrTx,
  companyId: number,
  opts: {
    asOf: string;
    employeeNumbers?: readonly number[];
    includeInactive?: boolean;
    departmentId?: number;
  },
): Promise<VacationFacts[]> => {
  const only = opts.employeeNumbers
    ? sql`and e.employee_number = any(${sql.param([...opts.employeeNumbers])}::int[])`
    : sql``;
  const res = await db.execute(sql`
    with cur as (
      select distinct on (p.employee_number) p.employee_number, p.entry_date, p.exit_date,
        least(${opts.asOf}::date, coalesce(p.exit_date, ${opts.asOf}::date)) as as_of
      from employment_periods p
      join employees e on e.company_id = p.company_id and e.employee_number = p.employee_number
      where p.company_id = ${companyId} ${only}
        ${opts.includeInactive || opts.employeeNumbers ? sql`` : sql`and e.active`}
      order by p.employee_number, p.period_no desc
    ),
    -- Days taken since the current entry: V days, booked vacation days not laid out yet (counted per range on
    -- the attendance's index: ranges are few), and the adjustments.
    v_days as (
      select v.employee_number, count(*) as n from attendance_days v
      join cur b on b.employee_number = v.employee_number and v.work_date >= b.entry_date
      where v.company_id = ${companyId} and v.code = 'V'
      group by v.employee_number
    ),
    booked as (
      select r.employee_number, sum(greatest(0, r.days - coalesce(laid.n, 0))) as n
      from attendance_ranges r
      join cur b on b.employee_number = r.employee_number and r.date_from >= b.entry_date
      left join lateral (
        select count(*) as n from attendance_days x
        where x.company_id = r.company_id and x.employee_number = r.employee_number
          and x.work_date between r.date_from and r.date_to and not x.rest_day and x.holiday_id is null) laid on true
      where r.company_id = ${companyId} and r.kind = 'vacation'
      group by r.employee_number
    ),
    adjusted as (
      select j.employee_number, sum(j.days_hundredths) as n from vacation_adjustments j
      join cur b on b.employee_number = j.employee_number and j.effective_date >= b.entry_date
      where j.company_id = ${companyId}
      group by j.employee_number
    ),
    -- The assignment in force on the balance's date (else the nearest later one) and the salary in force then.
    assigned as (
      select distinct on (a.employee_number) a.employee_number, a.schedule_id, a.department_id
      from employee_assignments a
      join cur b on b.employee_number = a.employee_number
      where a.company_id = ${companyId}
      order by a.employee_number, (a.effective_from <= b.as_of) desc, abs(a.effective_from - b.as_of)
    ),
    paid as (
      select distinct on (s.employee_number) s.employee_number, s.amount
      from employee_salaries s
      join cur b on b.employee_number = s.employee_number and s.effective_from <= b.as_of
      where s.company_id = ${companyId}
      order by s.employee_number, s.effective_from desc
    )
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, e.active,
      b.entry_date::text as entry_date, b.exit_date::text as exit_date,
      a.department_id, d.name as department_name, coalesce(cardinality(h.working_days), 6) as work_days,
      coalesce(s.amount, 0) as salary, coalesce(vd.n, 0) as attendance_days, coalesce(bk.n, 0) as booked_days,
      coalesce(aj.n, 0) as adjustment_hundredths
    from employees e
    join cur b on b.employee_number = e.employee_number
    left join v_days vd on vd.employee_number = e.employee_number
    left join booked bk on bk.employee_number = e.employee_number
    left join adjusted aj on aj.employee_number = e.employee_number
    left join assigned a on a.employee_number = e.employee_number
    left join schedules h on h.company_id = ${companyId} and h.id = a.schedule_id
    left join departments d on d.company_id = ${companyId} and d.id = a.department_id
    left join paid s on s.employee_number = e.employee_number
    where e.company_id = ${companyId}
      ${opts.departmentId ? sql`and a.department_id = ${opts.departmentId}` : sql``}`);
  return rowsOf(res).map((r) => ({
    employeeNumber: num(r.employee_number),
    fullName: fullNameOfRow(r),
    departmentId: r.department_id === null ? null : num(r.department_id),
    departmentName: (r.department_name as string | null) ?? null,
    active: Boolean(r.active),
    entryDate: r.entry_date as string,
    exitDate: (r.exit_date as string | null) ?? null,
    workDaysPerWeek: Math.min(6, Math.max(1, num(r.work_days))),
    monthlySalary: num(r.salary),
    attendanceDays: num(r.attendance_days),
    bookedDays: num(r.booked_days),
    adjustmentHundredths: num(r.adjustment_hundredths),
  }));
};

export type VacationPolicy = { maxPeriods: number; grantWeeks: number };

/**
 * The company's vacation policy: the accumulation it allows, in periods (2 without a settings row), and the
 * weeks after the 50 within which it grants a period (art. 155: 15).
 */
export const vacationPolicy = async (db: DbOrTx, companyId: number): Promise<VacationPolicy> => {
  const res = await db.execute(
    sql`select vacation_max_periods as n, vacation_grant_weeks as w from company_settings where company_id = ${companyId}`,
  );
  const row = rowsOf(res)[0];
  return { maxPeriods: num(row?.n ?? 2), grantWeeks: num(row?.w ?? 15) };
};

/** One employee's V days (with their payroll) and booked vacation days not laid out, since `since`. */
export const vacationTakenDays = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  since: string,
) => {
  const res = await db.execute(sql`
    select work_date::text as date, 'attendance' as source, payroll_id, 1 as days from attendance_days
    where company_id = ${companyId} and employee_number = ${employeeNumber} and code = 'V' and work_date >= ${since}
    union all
    select r.date_from::text, 'booked', null, greatest(0, r.days - (
      select count(*) from attendance_days x
      where x.company_id = r.company_id and x.employee_number = r.employee_number
        and x.work_date between r.date_from and r.date_to and not x.rest_day and x.holiday_id is null))
    from attendance_ranges r
    where r.company_id = ${companyId} and r.employee_number = ${employeeNumber} and r.kind = 'vacation'
      and r.date_from >= ${since}
    order by 1`);
  return rowsOf(res)
    .map((r) => ({
      date: r.date as string,
      source: r.source as 'attendance' | 'booked',
      payrollId: r.payroll_id === null ? null : num(r.payroll_id),
      days: num(r.days),
    }))
    .filter((d) => d.days > 0);
};

/** One employee's opening balances and adjustments, newest first, with who recorded them. */
export const listAdjustments = async (db: DbOrTx, companyId: number, employeeNumber: number) => {
  const res = await db.execute(sql`
    select j.id, j.kind, j.days_hundredths, j.effective_date::text as effective_date, j.reason, j.created_at,
      u.code as created_by
    from vacation_adjustments j left join users u on u.id = j.created_by
    where j.company_id = ${companyId} and j.employee_number = ${employeeNumber}
    order by j.effective_date desc, j.id desc`);
  return rowsOf(res).map((r) => ({
    id: num(r.id),
    kind: r.kind as 'opening' | 'adjustment',
    days: num(r.days_hundredths) / 100,
    effectiveDate: r.effective_date as string,
    reason: r.reason as string,
    createdAt: new Date(r.created_at as string).toISOString(),
    createdBy: (r.created_by as string | null) ?? null,
  }));
};

export const insertAdjustment = async (
  db: DbOrTx,
  row: {
    companyId: number;
    employeeNumber: number;
    kind: 'opening' | 'adjustment';
    daysHundredths: number;
    effectiveDate: string;
    reason: string;
    createdBy: number;
  },
): Promise<number> => {
  const res = await db.execute(sql`
    insert into vacation_adjustments (company_id, employee_number, kind, days_hundredths, effective_date, reason,
      created_by)
    values (${row.companyId}, ${row.employeeNumber}, ${row.kind}, ${row.daysHundredths}, ${row.effectiveDate},
      ${row.reason}, ${row.createdBy})
    returning id`);
  return num(rowsOf(res)[0]!.id);
};

/** Many opening balances at once (an import): one multi-row insert. */
export const insertOpenings = async (
  db: DbOrTx,
  companyId: number,
  rows: readonly { employeeNumber: number; daysHundredths: number; effectiveDate: string; reason: string }[],
  userId: number,
) => {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into vacation_adjustments (company_id, employee_number, kind, days_hundredths, effective_date, reason,
      created_by)
    select ${companyId}, x.n, 'opening', x.d, x.e, x.r, ${userId}
    from unnest(${sql.param(rows.map((r) => r.employeeNumber))}::int[], ${sql.param(rows.map((r) => r.daysHundredths))}::int[],
      ${sql.param(rows.map((r) => r.effectiveDate))}::date[], ${sql.param(rows.map((r) => r.reason))}::text[]) as x(n, d, e, r)`);
};

/**
 * What a company's vacation balances are computed from, as one string that changes with every committed
 * change: the change log the triggers of migration 0018 keep (employees, periods, salaries, assignments,
 * schedules, departments, bookings, adjustments, settings) and the payrolls' inputs versions (every attendance
 * write raises one, so the V days are covered).
 */
export const vacationInputsVersion = async (db: DbOrTx, companyId: number): Promise<string> => {
  const res = await db.execute(sql`
    select (select count(*) || ':' || coalesce(max(id), 0) from vacation_input_changes where company_id = ${companyId})
      || '/' || (select count(*) || ':' || coalesce(sum(inputs_version), 0) from payrolls where company_id = ${companyId})
      as f`);
  return String(rowsOf(res)[0]!.f);
};
