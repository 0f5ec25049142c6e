import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rowsOf, type Row } from '../../db/rows';
import { payrollSequence } from '../payroll/payroll-sequence.repository';

const num = (v: unknown) => Number(v ?? 0);
const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Paid payrolls of pay dates `[from, to]`, narrowed to one periodicity when asked. */
export type PayrollScope = { from: string; to: string; periodicity?: string | undefined };

export type CostSums = {
  gross: number;
  deductions: number;
  net: number;
  employerCharges: number;
  provisions: number;
  employerCost: number;
};

const COST_SUMS = (alias: string) =>
  sql.raw(`coalesce(sum(${alias}.gross), 0) as gross,
  coalesce(sum(${alias}.deductions), 0) as deductions, coalesce(sum(${alias}.net), 0) as net,
  coalesce(sum(${alias}.employer_charges), 0) as employer_charges,
  coalesce(sum(${alias}.provisions), 0) as provisions, coalesce(sum(${alias}.employer_cost), 0) as employer_cost`);

const costOf = (r: Row): CostSums => ({
  gross: num(r.gross),
  deductions: num(r.deductions),
  net: num(r.net),
  employerCharges: num(r.employer_charges),
  provisions: num(r.provisions),
  employerCost: num(r.employer_cost),
});

const periodicityFilter = (scope: PayrollScope) =>
  scope.periodicity ? sql`and p.periodicity = ${scope.periodicity}` : sql``;

/**
 * The department of each employee in force on a day: the assignment history as ranges `[effective_from,
 * until)`, for a range join (one hash join on the employee, not a lateral query per row).
 */
const ASSIGNMENT_RANGES = (companyId: number) => sql`
  asg as (
    select employee_number, department_id, effective_from,
      lead(effective_from) over (partition by employee_number order by effective_from) as until
    from employee_assignments where company_id = ${companyId})`;

/** `department_id` in force on `day` (a column or expression), else the employee's current one. */
const departmentOn = (day: SQL) => sql`
  left join asg a on a.employee_number = e.employee_number and a.effective_from <= ${day}
    and (a.until is null or a.until > ${day})`;

/**
 * Monthly totals of the paid payrolls from the per-payroll pre-aggregate (`payroll_calculations`, written with
 * the payslips at calculation): one row per month and periodicity. The month is the pay date's.
 */
export const monthCostsFromCalculations = async (db: DbOrTx, companyId: number, scope: PayrollScope) => {
  const res = await db.execute(sql`
    select to_char(p.pay_date, 'YYYY-MM') as month, p.periodicity, count(*) as payrolls, ${COST_SUMS('c')}
    from payrolls p
    join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    where p.company_id = ${companyId} and p.status = 'paid'
      and p.pay_date between ${scope.from}::date and ${scope.to}::date ${periodicityFilter(scope)}
    group by 1, 2`);
  return rowsOf(res).map((r) => ({
    month: String(r.month),
    periodicity: String(r.periodicity),
    payrolls: num(r.payrolls),
    ...costOf(r),
  }));
};

// ---------------------------------------------------------------------------------------------------------
// Month totals of the paid payrolls (pre-aggregate `analytics_month_totals`)

/** `grouping(periodicity, department_id)` of a month-totals row: which split it is. */
export const MONTH_SPLIT = { both: 0, periodicity: 1, department: 2, month: 3 } as const;

/** Months (`YYYY-MM`) of `[fromMonth, toMonth]` whose stored totals do not match their paid payrolls now. */
const staleMonths = async (db: DbOrTx, companyId: number, fromMonth: string, toMonth: string) => {
  const res = await db.execute(sql`
    select m.month from (
      select to_char(pay_date, 'YYYY-MM') as month, string_agg(id::text, ',' order by id) as ids
      from payrolls
      where company_id = ${companyId} and status = 'paid'
        and pay_date >= ${`${fromMonth}-01`}::date and pay_date < (${`${toMonth}-01`}::date + interval '1 month')
      group by 1) m
    left join analytics_month_sources s on s.company_id = ${companyId} and s.month = m.month
    where s.payroll_ids is distinct from m.ids`);
  return rowsOf(res).map((r) => String(r.month));
};

/**
 * Brings the month totals of `[fromMonth, toMonth]` up to date: the months whose paid payrolls changed since
 * they were summed (a payroll closed) are summed again from the payslips, in one statement for all of them,
 * under a per-company lock so two readers never sum the same month twice. A paid payroll never changes, so a
 * month is summed once after each closing of one of its payrolls; reads cost a check over ~30 payroll rows.
 */
export const refreshMonthTotals = async (db: Db, companyId: number, fromMonth: string, toMonth: string) => {
  if ((await staleMonths(db, companyId, fromMonth, toMonth)).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4247, ${companyId})`);
    const months = await staleMonths(tx, companyId, fromMonth, toMonth);
    if (months.length === 0) return;
    const list = sql.param(months);
    await tx.execute(sql`
      delete from analytics_month_totals where company_id = ${companyId} and month = any(${list}::text[])`);
    await tx.execute(sql`
      with ${ASSIGNMENT_RANGES(companyId)},
      slips as (
        select to_char(p.pay_date, 'YYYY-MM') as month, p.periodicity, s.payroll_id, s.employee_number,
          case when a.employee_number is not null then a.department_id else e.department_id end as department_id,
          s.gross, s.deductions, s.net, s.employer_charges, s.provisions, s.employer_cost
        from payrolls p
        join payslips s on s.company_id = p.company_id and s.payroll_id = p.id
        join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
        ${departmentOn(sql`p.period_end`)}
        where p.company_id = ${companyId} and p.status = 'paid'
          and to_char(p.pay_date, 'YYYY-MM') = any(${list}::text[]))
      insert into analytics_month_totals (company_id, month, split, periodicity, department_id, payrolls, headcount,
        gross, deductions, net, employer_charges, provisions, employer_cost)
      select ${companyId}, month, grouping(periodicity, department_id), periodicity, department_id,
        count(distinct payroll_id), count(distinct employee_number), ${COST_SUMS('slips')}
      from slips
      group by grouping sets ((month), (month, periodicity), (month, department_id), (month, periodicity, department_id))`);
    await tx.execute(sql`
      insert into analytics_month_sources (company_id, month, payroll_ids)
      select ${companyId}, to_char(pay_date, 'YYYY-MM'), string_agg(id::text, ',' order by id)
      from payrolls
      where company_id = ${companyId} and status = 'paid' and to_char(pay_date, 'YYYY-MM') = any(${list}::text[])
      group by 2
      on conflict (company_id, month) do update set payroll_ids = excluded.payroll_ids, refreshed_at = now()`);
  });
};

export type MonthTotalsRow = CostSums & {
  month: string;
  split: number;
  periodicity: string | null;
  departmentId: number | null;
  payrolls: number;
  headcount: number;
};

/** The stored month totals of `[fromMonth, toMonth]`, every split (at most ~25 rows a month). */
export const monthTotals = async (
  db: DbOrTx,
  companyId: number,
  fromMonth: string,
  toMonth: string,
): Promise<MonthTotalsRow[]> => {
  const res = await db.execute(sql`
    select month, split, periodicity, department_id, payrolls, headcount, gross, deductions, net, employer_charges,
      provisions, employer_cost
    from analytics_month_totals
    where company_id = ${companyId} and month between ${fromMonth} and ${toMonth}`);
  return rowsOf(res).map((r) => ({
    month: String(r.month),
    split: num(r.split),
    periodicity: r.periodicity === null ? null : String(r.periodicity),
    departmentId: idOrNull(r.department_id),
    payrolls: num(r.payrolls),
    headcount: num(r.headcount),
    ...costOf(r),
  }));
};

/** The company's departments (active or retired: a closed payroll may name a retired one). */
export const departmentNames = async (db: DbOrTx, companyId: number): Promise<Map<number, string>> => {
  const res = await db.execute(sql`select id, name from departments where company_id = ${companyId}`);
  return new Map(rowsOf(res).map((r) => [num(r.id), String(r.name)]));
};

export type AttendanceFigures = {
  worked: number;
  absences: number;
  extraMinutes: number;
  extraPendingMinutes: number;
  vacation: number;
  disability: number;
  missingMarks: number;
};

const attendanceOf = (r: Row): AttendanceFigures => ({
  worked: num(r.worked),
  absences: num(r.absences),
  extraMinutes: num(r.extra_minutes),
  extraPendingMinutes: num(r.extra_pending_minutes),
  vacation: num(r.vacation),
  disability: num(r.disability),
  missingMarks: num(r.missing_marks),
});

// ---------------------------------------------------------------------------------------------------------
// Attendance totals per payroll, day and department (pre-aggregate `analytics_attendance_totals`)

/** The payrolls whose period overlaps `[from, to]`. */
const OVERLAPPING = (companyId: number, from: string, to: string) => sql`
  select id from payrolls where company_id = ${companyId}
    and period_start <= ${to}::date and period_end >= ${from}::date`;

/** Payrolls overlapping `[from, to]` whose stored totals are of another inputs version (or none). */
const staleAttendancePayrolls = async (db: DbOrTx, companyId: number, from: string, to: string) => {
  const res = await db.execute(sql`
    select p.id, p.inputs_version from payrolls p
    left join analytics_attendance_sources s on s.company_id = p.company_id and s.payroll_id = p.id
    where p.company_id = ${companyId} and p.period_start <= ${to}::date and p.period_end >= ${from}::date
      and s.inputs_version is distinct from p.inputs_version`);
  return rowsOf(res).map((r) => ({ id: num(r.id), inputsVersion: num(r.inputs_version) }));
};

/**
 * Brings the attendance totals of the payrolls overlapping `[from, to]` up to date. Every write to a payroll's
 * attendance raises its inputs version (payroll-runs' `bumpForAttendanceWrite`), so totals stored at the
 * current version are exact; the others are summed again from the daily register, whole payrolls at once, in
 * one statement, under a per-company lock.
 */
export const refreshAttendanceTotals = async (db: Db, companyId: number, from: string, to: string) => {
  if ((await staleAttendancePayrolls(db, companyId, from, to)).length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4248, ${companyId})`);
    // The versions read here, under the lock and in this transaction, are the ones the sums below see.
    const stale = await staleAttendancePayrolls(tx, companyId, from, to);
    if (stale.length === 0) return;
    const ids = sql.param(stale.map((p) => p.id));
    await tx.execute(sql`
      delete from analytics_attendance_totals where company_id = ${companyId} and payroll_id = any(${ids}::int[])`);
    await tx.execute(sql`
      with ${ASSIGNMENT_RANGES(companyId)}
      insert into analytics_attendance_totals (company_id, payroll_id, work_date, department_id, worked, absences,
        extra_minutes, extra_pending_minutes, vacation, disability, missing_marks)
      select ${companyId}, d.payroll_id, d.work_date,
        case when a.employee_number is not null then a.department_id else e.department_id end,
        count(*) filter (where d.code in ('R', 'E', '+', '-') and (d.expected_minutes > 0 or d.ordinary_minutes > 0)),
        count(*) filter (where d.code = 'A'),
        coalesce(sum(d.extra_approved_minutes) filter (where d.extra_status = 'approved'), 0),
        coalesce(sum(d.extra_minutes) filter (where d.extra_status = 'pending'), 0),
        count(*) filter (where d.code = 'V'),
        count(*) filter (where d.code = 'I'),
        count(*) filter (where d.code = 'S')
      from attendance_days d
      join employees e on e.company_id = d.company_id and e.employee_number = d.employee_number
      ${departmentOn(sql`d.work_date`)}
      where d.company_id = ${companyId} and d.payroll_id = any(${ids}::int[])
      group by 2, 3, 4`);
    await tx.execute(sql`
      insert into analytics_attendance_sources (company_id, payroll_id, inputs_version)
      select ${companyId}, x.id, x.v
      from unnest(${ids}::int[], ${sql.param(stale.map((p) => p.inputsVersion))}::int[]) as x(id, v)
      on conflict (company_id, payroll_id) do update set inputs_version = excluded.inputs_version, refreshed_at = now()`);
  });
};

const ATTENDANCE_SUMS = sql`
  coalesce(sum(t.worked), 0) as worked, coalesce(sum(t.absences), 0) as absences,
  coalesce(sum(t.extra_minutes), 0) as extra_minutes, coalesce(sum(t.extra_pending_minutes), 0) as extra_pending_minutes,
  coalesce(sum(t.vacation), 0) as vacation, coalesce(sum(t.disability), 0) as disability,
  coalesce(sum(t.missing_marks), 0) as missing_marks`;

/**
 * The daily register of `[from, to]` summed per day or week (`date_trunc('week')`: Mondays) and per department
 * (in force on each day), from the stored totals (refreshed first).
 */
export const attendanceBreakdown = async (
  db: Db,
  companyId: number,
  range: { from: string; to: string; granularity: 'day' | 'week'; departmentId?: number | undefined },
) => {
  await refreshAttendanceTotals(db, companyId, range.from, range.to);
  const bucket = range.granularity === 'week' ? sql`date_trunc('week', t.work_date)::date` : sql`t.work_date`;
  const res = await db.execute(sql`
    select grouping(${bucket}) as g_bucket, (${bucket})::text as bucket, t.department_id, ${ATTENDANCE_SUMS}
    from analytics_attendance_totals t
    where t.company_id = ${companyId} and t.payroll_id in (${OVERLAPPING(companyId, range.from, range.to)})
      and t.work_date between ${range.from}::date and ${range.to}::date
      ${range.departmentId === undefined ? sql`` : sql`and t.department_id = ${range.departmentId}`}
    group by grouping sets ((${bucket}), (t.department_id))`);
  return rowsOf(res).map((r) => ({
    set: num(r.g_bucket) === 1 ? ('department' as const) : ('bucket' as const),
    bucket: r.bucket === null ? null : String(r.bucket),
    departmentId: idOrNull(r.department_id),
    ...attendanceOf(r),
  }));
};

/** Approved extra minutes per month (`YYYY-MM` of the work day) of `[from, to]`, from the stored totals. */
export const extraMinutesByMonth = async (db: Db, companyId: number, from: string, to: string) => {
  await refreshAttendanceTotals(db, companyId, from, to);
  const res = await db.execute(sql`
    select to_char(t.work_date, 'YYYY-MM') as month, coalesce(sum(t.extra_minutes), 0) as minutes
    from analytics_attendance_totals t
    where t.company_id = ${companyId} and t.payroll_id in (${OVERLAPPING(companyId, from, to)})
      and t.work_date between ${from}::date and ${to}::date
    group by 1`);
  return new Map(rowsOf(res).map((r) => [String(r.month), num(r.minutes)]));
};

/** Active employees now, and employment periods that began or ended in `[from, to]`. */
export const headcount = async (db: DbOrTx, companyId: number, from: string, to: string) => {
  const res = await db.execute(sql`
    select (select count(*) from employees where company_id = ${companyId} and active) as active,
      (select count(*) from employment_periods where company_id = ${companyId}
        and entry_date between ${from}::date and ${to}::date) as hired,
      (select count(*) from employment_periods where company_id = ${companyId}
        and exit_date between ${from}::date and ${to}::date) as left_`);
  const r = rowsOf(res)[0]!;
  return { active: num(r.active), hired: num(r.hired), left: num(r.left_) };
};

// ---------------------------------------------------------------------------------------------------------
// What needs attention

export type OpenPayroll = {
  payrollId: number;
  kind: string;
  periodicity: string;
  payDate: string;
  periodStart: string;
  periodEnd: string;
  sequence: number;
  status: string;
  inputsVersion: number;
  calculatedInputsVersion: number | null;
  rulesVersion: string | null;
  members: number;
  pendingReviews: number;
};

/** Payrolls not paid yet that were projected or calculated, or planned with a pay date up to `until`. */
export const openPayrolls = async (db: DbOrTx, companyId: number, until: string): Promise<OpenPayroll[]> => {
  const res = await db.execute(sql`
    select p.id, p.kind, p.periodicity, p.pay_date::text as pay_date, p.status, p.inputs_version,
      p.period_start::text as period_start, p.period_end::text as period_end, ${payrollSequence('p')} as sequence,
      c.inputs_version as calc_inputs_version, c.rules_version,
      m.members, m.pending
    from payrolls p
    left join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    left join lateral (
      select count(*) as members, count(*) filter (where r.review_status = 'pending') as pending
      from payroll_employees r where r.company_id = p.company_id and r.payroll_id = p.id) m on true
    where p.company_id = ${companyId}
      and (p.status in ('projected', 'processed') or (p.status = 'planned' and p.pay_date <= ${until}::date))
    order by p.pay_date, p.id`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    kind: String(r.kind),
    periodicity: String(r.periodicity),
    payDate: String(r.pay_date),
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
    sequence: num(r.sequence),
    status: String(r.status),
    inputsVersion: num(r.inputs_version),
    calculatedInputsVersion: idOrNull(r.calc_inputs_version),
    rulesVersion: r.rules_version === null || r.rules_version === undefined ? null : String(r.rules_version),
    members: num(r.members),
    pendingReviews: num(r.pending),
  }));
};

/**
 * Payment vouchers whose last sending failed, per payroll (the outbox row of each employee's latest delivery
 * has status `failed`). Read only: the vouchers module owns these tables.
 */
export const failedVouchers = async (db: DbOrTx, companyId: number) => {
  const res = await db.execute(sql`
    select x.payroll_id, p.periodicity, p.pay_date::text as pay_date, count(*) as failed
    from (
      select distinct on (v.payroll_id, v.employee_number) v.payroll_id, v.employee_number, o.status
      from voucher_deliveries v join outbox o on o.id = v.outbox_id
      where v.company_id = ${companyId}
      order by v.payroll_id, v.employee_number, v.id desc) x
    join payrolls p on p.company_id = ${companyId} and p.id = x.payroll_id
    where x.status = 'failed'
    group by x.payroll_id, p.periodicity, p.pay_date
    order by p.pay_date desc`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.payroll_id),
    periodicity: String(r.periodicity),
    payDate: String(r.pay_date),
    failed: num(r.failed),
  }));
};

/** Active employees without a bank account (IBAN and bank) and without an e-mail, with the first of each. */
export const employeesMissingData = async (db: DbOrTx, companyId: number) => {
  const res = await db.execute(sql`
    select count(*) filter (where coalesce(iban, '') = '' or bank_code is null) as no_bank,
      min(employee_number) filter (where coalesce(iban, '') = '' or bank_code is null) as first_no_bank,
      count(*) filter (where coalesce(email, '') = '') as no_email,
      min(employee_number) filter (where coalesce(email, '') = '') as first_no_email
    from employees where company_id = ${companyId} and active`);
  const r = rowsOf(res)[0]!;
  return {
    noBank: num(r.no_bank),
    firstNoBank: idOrNull(r.first_no_bank),
    noEmail: num(r.no_email),
    firstNoEmail: idOrNull(r.first_no_email),
  };
};

/** The aguinaldo payrolls of a year (by pay date), with their status. */
export const aguinaldoPayrolls = async (db: DbOrTx, companyId: number, year: number) => {
  const res = await db.execute(sql`
    select id, status, pay_date::text as pay_date from payrolls
    where company_id = ${companyId} and kind = 'aguinaldo'
      and pay_date between ${`${year}-01-01`}::date and ${`${year + 1}-01-31`}::date
    order by pay_date`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    status: String(r.status),
    payDate: String(r.pay_date),
  }));
};

/** The months (`YYYY-MM` of pay dates) of `[from, to]` that have a paid payroll. */
export const paidMonths = async (db: DbOrTx, companyId: number, from: string, to: string) => {
  const res = await db.execute(sql`
    select distinct to_char(pay_date, 'YYYY-MM') as month from payrolls
    where company_id = ${companyId} and status = 'paid' and pay_date between ${from}::date and ${to}::date
    order by 1`);
  return rowsOf(res).map((r) => String(r.month));
};
