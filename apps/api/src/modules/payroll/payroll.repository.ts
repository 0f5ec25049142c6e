import { CR_LABOUR_CODE } from '@planilla/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  employeeAssignments,
  employeePeriodicities,
  employees,
  companySettings,
  employeeSalaries,
  employmentPeriods,
  occupations,
  schedules,
} from '../../db/schema';
import { countedDay } from './counted-day.repository';
import { payItemsInForce, type PayItemFact } from './pay-items-in-force.repository';
import { rowsOf } from '../../db/rows';

/** Everything about one employee the engine's input is built from, every history oldest first. */
export type EmployeePayrollFacts = {
  employeeNumber: number;
  childrenCount: number;
  spouseTaxCredit: boolean;
  /** The current (last) employment period. */
  employment: { entryDate: string; exitDate: string | null };
  /**
   * `amount` is the monthly salary or its equivalent; `wageType` what was agreed (absent: monthly) and `wage` the
   * daily or hourly wage (null for a monthly salary).
   */
  salaries: { effectiveFrom: string; amount: number; wageType?: string; wage?: number | null }[];
  /**
   * The assignment history with the jornada of each row's schedule, its working weekdays (ISO, 1 = Monday;
   * absent: no rest day known) and the minimum-wage category of its occupation (`null`/absent: no occupation).
   */
  schedules: {
    effectiveFrom: string;
    jornadaType: string;
    quarterHoursPerDay: number;
    minimumWageCategory?: string | null;
    workingDays?: number[];
  }[];
  periodicities: { effectiveFrom: string; periodicity: string }[];
  /**
   * Weekly pay includes the rest day (art. 152): the employee's own setting, else the company's (the reads always
   * say; absent, as in hand-made facts: paid).
   */
  weeklyRestDayPaid?: boolean;
  /** The pay items in force for the payroll (issue 26; absent or empty: none, the input has no `payItems`). */
  payItems?: PayItemFact[];
};

/** A Postgres smallint[] as PGlite or pg hand it over (an array, or its text form `{1,2,3}`). */
const weekdaysOf = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : String(value ?? '')
        .replace(/[{}]/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number);

/** The facts of one employee of the company, or null when there is no such employee. */
export const loadPayrollFacts = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<EmployeePayrollFacts | null> => {
  const [[employee], [employment], salaries, scheduleRows, periodicities] = await Promise.all([
    db
      .select({
        childrenCount: employees.childrenCount,
        spouseTaxCredit: employees.spouseTaxCredit,
        weeklyRestDayPaid: sql<boolean>`coalesce(${employees.weeklyRestDayPaid}, (select ${companySettings.weeklyRestDayPaid}
          from ${companySettings} where ${companySettings.companyId} = ${employees.companyId}), false)`,
      })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.employeeNumber, employeeNumber))),
    db
      .select({ entryDate: employmentPeriods.entryDate, exitDate: employmentPeriods.exitDate })
      .from(employmentPeriods)
      .where(
        and(eq(employmentPeriods.companyId, companyId), eq(employmentPeriods.employeeNumber, employeeNumber)),
      )
      .orderBy(desc(employmentPeriods.periodNo))
      .limit(1),
    db
      .select({
        effectiveFrom: employeeSalaries.effectiveFrom,
        amount: employeeSalaries.amount,
        wageType: employeeSalaries.wageType,
        wage: employeeSalaries.wage,
      })
      .from(employeeSalaries)
      .where(
        and(eq(employeeSalaries.companyId, companyId), eq(employeeSalaries.employeeNumber, employeeNumber)),
      )
      .orderBy(asc(employeeSalaries.effectiveFrom)),
    db
      .select({
        effectiveFrom: employeeAssignments.effectiveFrom,
        jornadaType: schedules.jornadaType,
        quarterHoursPerDay: schedules.quarterHoursPerDay,
        workingDays: schedules.workingDays,
        minimumWageCategory: occupations.minimumWageCategory,
      })
      .from(employeeAssignments)
      .innerJoin(
        schedules,
        and(
          eq(schedules.companyId, employeeAssignments.companyId),
          eq(schedules.id, employeeAssignments.scheduleId),
        ),
      )
      .leftJoin(
        occupations,
        and(
          eq(occupations.companyId, employeeAssignments.companyId),
          eq(occupations.id, employeeAssignments.occupationId),
        ),
      )
      .where(
        and(
          eq(employeeAssignments.companyId, companyId),
          eq(employeeAssignments.employeeNumber, employeeNumber),
        ),
      )
      .orderBy(asc(employeeAssignments.effectiveFrom)),
    db
      .select({
        effectiveFrom: employeePeriodicities.effectiveFrom,
        periodicity: employeePeriodicities.periodicity,
      })
      .from(employeePeriodicities)
      .where(
        and(
          eq(employeePeriodicities.companyId, companyId),
          eq(employeePeriodicities.employeeNumber, employeeNumber),
        ),
      )
      .orderBy(asc(employeePeriodicities.effectiveFrom)),
  ]);
  if (!employee || !employment) return null;
  return {
    employeeNumber,
    childrenCount: employee.childrenCount,
    spouseTaxCredit: employee.spouseTaxCredit,
    employment,
    salaries,
    schedules: scheduleRows.map((r) => ({ ...r, workingDays: weekdaysOf(r.workingDays) })),
    periodicities,
    weeklyRestDayPaid: Boolean(employee.weeklyRestDayPaid),
  };
};

// ---------------------------------------------------------------------------------------------------------
// A whole payroll at once (the calculation): the same facts for every member, in a few set-based reads.

/** One attendance day of a payroll as the calculation reads it. */
export type PayrollAttendanceRow = {
  employeeNumber: number;
  workDate: string;
  code: string;
  extraMinutes: number;
  extraStatus: string | null;
  extraApprovedMinutes: number | null;
  amount: number | null;
  amountReason: string | null;
  /** The closed payroll a `+` or `-` corrects: its id and period. */
  corrects: { payrollId: number; periodStart: string; periodEnd: string } | null;
  disabilityType: string | null;
  /** The employee's weekly rest day by the schedule in force (the projection's layout). */
  restDay: boolean;
  /** A holiday of the law (paid by its own rule when worked). */
  holiday: boolean;
  /** Ordinary minutes recorded (on a rest day: the hours worked besides extra hours). */
  ordinaryMinutes: number;
};

/**
 * The incapacity running into a payroll: the consecutive days of one type (CCSS illness, INS work risk,
 * maternity) that end the day before the member's first day in it, as registered (ranges) or recorded (the
 * register of earlier payrolls). Its days continue the count of the payroll's first incapacity day.
 */
export type IncapacityBefore = { type: string; days: number };

/** Art. 157 history of a member with vacation days: salary earned in the last 50 weeks and the days it covers. */
export type VacationAverageFacts = { earnings: number; days: number };

export type PayrollMemberFacts = EmployeePayrollFacts & {
  firstDay: string;
  lastDay: string;
  hasBankAccount: boolean;
  attendance: PayrollAttendanceRow[];
  /** Taxable gross and tax already withheld in the tax month by this employee's earlier payrolls. */
  monthToDate: { taxableGross: number; taxWithheld: number };
  /** Only for a member whose first day in the payroll is an incapacity day continuing one before it. */
  incapacityBefore: IncapacityBefore | null;
  /** Only for a member with vacation days in the payroll and closed pay (or pay from before the product) to average. */
  vacationAverage: VacationAverageFacts | null;
};

/** Days looked back for an incapacity running into a payroll: past the INS's 45 days and any range (366). */
const INCAPACITY_LOOKBACK_DAYS = 400;
/** The art. 157 average looks back 50 weeks (the whole employment when shorter). */
const AVERAGE_WINDOW_DAYS = CR_LABOUR_CODE.vacations.averageWeeks.value * 7;

const num = (v: unknown): number => Number(v);

/** An attendance day as the members' read sends it (`json_build_array`, in this order). */
type AttendanceDayJson = [
  workDate: string,
  code: string,
  extraMinutes: number,
  extraStatus: string | null,
  extraApprovedMinutes: number | null,
  amount: number | null,
  amountReason: string | null,
  disabilityType: string | null,
  restDay: boolean,
  holiday: boolean,
  ordinaryMinutes: number,
  correctsPayrollId: number | null,
  correctsStart: string | null,
  correctsEnd: string | null,
];

/** A day with nothing on it but its code and expected minutes: the members' read sends it as a few characters. */
const plainDay = sql`d.extra_minutes = 0 and d.extra_status is null and d.extra_approved_minutes is null
  and d.amount is null and d.amount_reason is null and d.disability_type is null and not d.rest_day
  and d.holiday_id is null and d.corrects_payroll_id is null`;

const attendanceRow = (
  employeeNumber: number,
  [
    workDate,
    code,
    extra,
    extraStatus,
    approved,
    amount,
    amountReason,
    disabilityType,
    restDay,
    holiday,
    ordinary,
    corrects,
    correctsStart,
    correctsEnd,
  ]: AttendanceDayJson,
): PayrollAttendanceRow => ({
  employeeNumber,
  workDate,
  code,
  extraMinutes: extra,
  extraStatus,
  extraApprovedMinutes: approved,
  amount,
  amountReason,
  corrects:
    corrects === null ? null : { payrollId: corrects, periodStart: correctsStart!, periodEnd: correctsEnd! },
  disabilityType,
  restDay,
  holiday,
  ordinaryMinutes: ordinary,
});

/**
 * Every member of a payroll with its facts (the employee's, its histories, the payroll's attendance days, the
 * month's earlier payslips, the incapacity running into the payroll and the art. 157 history of those with
 * vacation days, the pay items in force), in nine reads whatever the payroll's size. Ordered by employee number.
 */
export const loadPayrollMembersFacts = async (
  db: DbOrTx,
  payroll: { companyId: number; id: number; payDate: string; periodStart: string; periodEnd: string },
  /** Only the members numbered from–to (a slice of a large payroll, so its facts are held a slice at a time). */
  numbers?: { from: number; to: number },
): Promise<PayrollMemberFacts[]> => {
  const c = payroll.companyId;
  const p = payroll.id;
  const slice = (column: SQL) =>
    numbers ? sql`and ${column} between ${numbers.from} and ${numbers.to}` : sql``;
  const members = sql`select employee_number from payroll_employees where company_id = ${c} and payroll_id = ${p}
    ${slice(sql`employee_number`)}`;
  // One after the other: inside a transaction they share one connection anyway (pg queues them).
  const reads = [
    () =>
      db.execute(sql`
      select m.employee_number, m.first_day::text as first_day, m.last_day::text as last_day,
        e.children_count, e.spouse_tax_credit, (e.iban is not null and e.iban <> '') as has_bank,
        coalesce(e.weekly_rest_day_paid, cs.weekly_rest_day_paid, false) as weekly_rest_day_paid,
        ep.entry_date::text as entry_date, ep.exit_date::text as exit_date
      from payroll_employees m
      join employees e on e.company_id = m.company_id and e.employee_number = m.employee_number
      left join company_settings cs on cs.company_id = m.company_id
      left join lateral (
        select entry_date, exit_date from employment_periods x
        where x.company_id = m.company_id and x.employee_number = m.employee_number
          and x.entry_date <= m.last_day
        order by x.period_no desc limit 1
      ) ep on true
      where m.company_id = ${c} and m.payroll_id = ${p} ${slice(sql`m.employee_number`)}
      order by m.employee_number`),
    () =>
      db.execute(sql`
      select employee_number, effective_from::text as effective_from, amount, wage_type, wage from employee_salaries
      where company_id = ${c} and employee_number in (${members})
      order by employee_number, effective_from`),
    () =>
      db.execute(sql`
      select a.employee_number, a.effective_from::text as effective_from, s.jornada_type, s.quarter_hours_per_day,
        s.working_days, o.minimum_wage_category
      from employee_assignments a join schedules s on s.company_id = a.company_id and s.id = a.schedule_id
      left join occupations o on o.company_id = a.company_id and o.id = a.occupation_id
      where a.company_id = ${c} and a.employee_number in (${members})
      order by a.employee_number, a.effective_from`),
    () =>
      db.execute(sql`
      select employee_number, effective_from::text as effective_from, periodicity from employee_periodicities
      where company_id = ${c} and employee_number in (${members})
      order by employee_number, effective_from`),
    () =>
      // One row per member (issue 28: parsing ~150 000 rows of 15 fields was half of this process's work reading
      // a 10 000-employee payroll): its plain days (nothing on them but their code and expected minutes, most
      // days) as one text, `2026-11-16R480,…` (a date's 10 characters, the one-letter code, the minutes); the
      // others as one JSON array of arrays (typed text, e.g. a reason, needs JSON's escaping; building JSON for
      // every day cost PostgreSQL three times the text).
      db.execute(sql`
      select d.employee_number,
        string_agg(d.work_date::text || d.code || d.ordinary_minutes, ',' order by d.work_date)
          filter (where ${plainDay}) as plain,
        (json_agg(json_build_array(d.work_date::text, d.code, d.extra_minutes, d.extra_status,
          d.extra_approved_minutes, d.amount, d.amount_reason, d.disability_type, d.rest_day,
          d.holiday_id is not null, d.ordinary_minutes, d.corrects_payroll_id, cp.period_start::text,
          cp.period_end::text) order by d.work_date) filter (where not (${plainDay})))::text as other
      from attendance_days d
      left join payrolls cp on cp.company_id = d.company_id and cp.id = d.corrects_payroll_id
      where d.company_id = ${c} and d.payroll_id = ${p} ${slice(sql`d.employee_number`)}
        -- Only counted days (a rest day or holiday nobody worked is none): the review counts the same ones.
        and ${countedDay('d')}
      group by d.employee_number`),
    // Earlier payslips in the same tax month (pay date month), of other calculated or paid payrolls. Those
    // payrolls first (usually none or one): joined the other way, every member's payslips were probed first.
    () =>
      db.execute(sql`
      with earlier as materialized (
        select o.id from payrolls o
        where o.company_id = ${c} and o.id <> ${p} and o.status in ('processed', 'paid')
          and date_trunc('month', o.pay_date) = date_trunc('month', ${payroll.payDate}::date)
          and (o.pay_date < ${payroll.payDate}::date
            or (o.pay_date = ${payroll.payDate}::date and o.period_start < ${payroll.periodStart}::date))
      )
      select s.employee_number, sum(s.taxable_gross) as taxable_gross, sum(s.tax_withheld) as tax_withheld
      from earlier join payslips s on s.company_id = ${c} and s.payroll_id = earlier.id
      where s.employee_number in (${members}) ${slice(sql`s.employee_number`)}
      group by s.employee_number`),
    // The incapacity running into the payroll, for members whose first day in it is an incapacity day: the
    // days of each type before the first day, from the register (any payroll) and from the registered ranges
    // (days not laid out in any payroll yet; a day laid out follows the register), in runs of consecutive days
    // (gaps and islands); the run that ends the day before the first day is the one continued.
    () =>
      db.execute(sql`
      with m as (
        select m.employee_number, m.first_day from payroll_employees m
        join attendance_days f on f.company_id = m.company_id and f.payroll_id = m.payroll_id
          and f.employee_number = m.employee_number and f.work_date = m.first_day and f.code = 'I'
        where m.company_id = ${c} and m.payroll_id = ${p} ${slice(sql`m.employee_number`)}
      ),
      day as (
        select d.employee_number, coalesce(d.disability_type, 'ccss_illness') as type, d.work_date as day
        from attendance_days d join m on m.employee_number = d.employee_number
        where d.company_id = ${c} and d.code = 'I' and d.work_date < m.first_day
          and d.work_date >= m.first_day - ${INCAPACITY_LOOKBACK_DAYS}::int
        union
        select r.employee_number, r.disability_type, g.day::date
        from attendance_ranges r join m on m.employee_number = r.employee_number
        cross join lateral generate_series(greatest(r.date_from, m.first_day - ${INCAPACITY_LOOKBACK_DAYS}::int),
          least(r.date_to, m.first_day - 1), interval '1 day') g(day)
        where r.company_id = ${c} and r.kind = 'disability' and r.date_from < m.first_day
          -- \`offset 0\` keeps this a probe of the day's key per range day: pulled up into an anti-join, the
          -- planner hashed every attendance day of the company for each slice.
          and not exists (select 1 from attendance_days o where o.company_id = ${c}
            and o.employee_number = r.employee_number and o.work_date = g.day::date offset 0)
      ),
      run as (
        select employee_number, type, day,
          day - (row_number() over (partition by employee_number, type order by day))::int as island
        from day
      )
      select run.employee_number, run.type, count(*) as days
      from run join m on m.employee_number = run.employee_number
      group by run.employee_number, run.type, run.island, m.first_day
      having max(run.day) = m.first_day - 1`),
    // Art. 157 history of the members with vacation days in the payroll: the salary earned (the stored
    // aguinaldo base of each payslip: ordinary and extraordinary pay, never an illness subsidy) by the closed
    // regular payslips of the current employment whose periods lie in the 50 weeks before the member's first
    // day, over their days (30-day months) less the incapacity days paid by a subsidy; plus the whole months
    // recorded from before the product inside the same window (30 days each, from the entry in its month).
    () =>
      db.execute(sql`
      with m as (
        select m.employee_number, m.first_day, ep.entry_date,
          greatest(m.first_day - ${AVERAGE_WINDOW_DAYS}::int, ep.entry_date) as win_from
        from payroll_employees m
        join lateral (
          select entry_date from employment_periods x
          where x.company_id = m.company_id and x.employee_number = m.employee_number and x.entry_date <= m.last_day
          order by x.period_no desc limit 1
        ) ep on true
        where m.company_id = ${c} and m.payroll_id = ${p} ${slice(sql`m.employee_number`)}
          and exists (select 1 from attendance_days v where v.company_id = m.company_id
            and v.payroll_id = m.payroll_id and v.employee_number = m.employee_number and v.code = 'V')
      ),
      earned as (
        select s.employee_number, s.aguinaldo_base as earnings,
          (s.days->>'payable')::numeric - coalesce((s.days->>'subsidized')::numeric, 0) as days
        from payslips s
        join payrolls o on o.company_id = s.company_id and o.id = s.payroll_id
        join m on m.employee_number = s.employee_number
        where s.company_id = ${c} and o.kind = 'regular' and o.status = 'paid'
          and o.period_start >= m.first_day - ${AVERAGE_WINDOW_DAYS}::int and o.period_end < m.first_day
          and o.period_end >= m.entry_date
        union all
        select e.employee_number, e.amount,
          30 - least(extract(day from greatest(e.month, m.entry_date))::int, 30) + 1
        from aguinaldo_earnings e join m on m.employee_number = e.employee_number
        where e.company_id = ${c} and greatest(e.month, m.entry_date) >= m.win_from
          and e.month >= date_trunc('month', m.entry_date)
          and (e.month + interval '1 month')::date <= m.first_day
      )
      select employee_number, sum(earnings) as earnings, sum(days) as days
      from earned group by employee_number having sum(days) > 0`),
  ];
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  const items = await payItemsInForce(db, payroll, members);
  const [base, salaries, scheduleRows, periodicities, attendance, mtd, incapacity, average] = results;
  const byEmployee = <T>(rows: Record<string, unknown>[], map: (r: Record<string, unknown>) => T) => {
    const out = new Map<number, T[]>();
    for (const r of rows) {
      const k = num(r.employee_number);
      let list = out.get(k);
      if (!list) out.set(k, (list = []));
      list.push(map(r));
    }
    return out;
  };
  const sal = byEmployee(rowsOf(salaries), (r) => ({
    effectiveFrom: r.effective_from as string,
    amount: num(r.amount),
    wageType: r.wage_type as string,
    wage: r.wage === null || r.wage === undefined ? null : num(r.wage),
  }));
  const sch = byEmployee(rowsOf(scheduleRows), (r) => ({
    effectiveFrom: r.effective_from as string,
    jornadaType: r.jornada_type as string,
    quarterHoursPerDay: num(r.quarter_hours_per_day),
    workingDays: weekdaysOf(r.working_days),
    minimumWageCategory: (r.minimum_wage_category as string | null) ?? null,
  }));
  const per = byEmployee(rowsOf(periodicities), (r) => ({
    effectiveFrom: r.effective_from as string,
    periodicity: r.periodicity as string,
  }));
  const att = new Map<number, PayrollAttendanceRow[]>();
  for (const r of rowsOf(attendance)) {
    const employeeNumber = num(r.employee_number);
    const days: PayrollAttendanceRow[] = [];
    if (typeof r.plain === 'string')
      for (const day of r.plain.split(','))
        days.push(
          attendanceRow(employeeNumber, [
            day.slice(0, 10),
            day[10]!,
            0,
            null,
            null,
            null,
            null,
            null,
            false,
            false,
            Number(day.slice(11)),
            null,
            null,
            null,
          ]),
        );
    if (typeof r.other === 'string') {
      for (const day of JSON.parse(r.other) as AttendanceDayJson[])
        days.push(attendanceRow(employeeNumber, day));
      // Both lists are in date order; merged, the days are too.
      days.sort((x, y) => (x.workDate < y.workDate ? -1 : x.workDate > y.workDate ? 1 : 0));
    }
    att.set(employeeNumber, days);
  }
  const incapacityBefore = new Map<number, IncapacityBefore>();
  for (const r of rowsOf(incapacity))
    incapacityBefore.set(num(r.employee_number), { type: String(r.type), days: num(r.days) });
  const vacationAverage = new Map<number, VacationAverageFacts>();
  for (const r of rowsOf(average))
    vacationAverage.set(num(r.employee_number), { earnings: num(r.earnings), days: num(r.days) });
  const monthToDate = new Map<number, { taxableGross: number; taxWithheld: number }>();
  for (const r of rowsOf(mtd))
    monthToDate.set(num(r.employee_number), {
      taxableGross: num(r.taxable_gross),
      taxWithheld: num(r.tax_withheld),
    });

  return rowsOf(base).map((r) => {
    const n = num(r.employee_number);
    return {
      employeeNumber: n,
      childrenCount: num(r.children_count),
      spouseTaxCredit: Boolean(r.spouse_tax_credit),
      weeklyRestDayPaid: Boolean(r.weekly_rest_day_paid),
      employment: {
        entryDate: (r.entry_date as string | null) ?? (r.first_day as string),
        exitDate: (r.exit_date as string | null) ?? null,
      },
      salaries: sal.get(n) ?? [],
      schedules: sch.get(n) ?? [],
      periodicities: per.get(n) ?? [],
      firstDay: r.first_day as string,
      lastDay: r.last_day as string,
      hasBankAccount: Boolean(r.has_bank),
      attendance: att.get(n) ?? [],
      monthToDate: monthToDate.get(n) ?? { taxableGross: 0, taxWithheld: 0 },
      incapacityBefore: incapacityBefore.get(n) ?? null,
      vacationAverage: vacationAverage.get(n) ?? null,
      payItems: items.get(n) ?? [],
    };
  });
};
