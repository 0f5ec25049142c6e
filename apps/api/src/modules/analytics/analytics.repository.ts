import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;
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

export type BreakdownRow = CostSums & {
  set: 'month' | 'month_periodicity' | 'department';
  month: string | null;
  periodicity: string | null;
  departmentId: number | null;
  payrolls: number;
  headcount: number;
};

/**
 * The stored payslips of the paid payrolls summed at once by month, by month and periodicity, and by
 * department (the one in force on the payroll's last day), with the distinct employees paid: one statement
 * (grouping sets). `departmentId` keeps only that department's payslips.
 */
export const payslipBreakdown = async (
  db: DbOrTx,
  companyId: number,
  scope: PayrollScope & { departmentId?: number | undefined },
): Promise<BreakdownRow[]> => {
  const res = await db.execute(sql`
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
        and p.pay_date between ${scope.from}::date and ${scope.to}::date ${periodicityFilter(scope)})
    select grouping(month) as g_month, grouping(periodicity) as g_periodicity, month, periodicity, department_id,
      count(distinct payroll_id) as payrolls, count(distinct employee_number) as headcount, ${COST_SUMS('slips')}
    from slips
    ${scope.departmentId === undefined ? sql`` : sql`where department_id = ${scope.departmentId}`}
    group by grouping sets ((month), (month, periodicity), (department_id))`);
  return rowsOf(res).map((r) => {
    const gMonth = num(r.g_month);
    const gPeriodicity = num(r.g_periodicity);
    const set: BreakdownRow['set'] =
      gMonth === 1 ? 'department' : gPeriodicity === 1 ? 'month' : 'month_periodicity';
    return {
      set,
      month: r.month === null ? null : String(r.month),
      periodicity: r.periodicity === null ? null : String(r.periodicity),
      departmentId: set === 'department' ? idOrNull(r.department_id) : null,
      payrolls: num(r.payrolls),
      headcount: num(r.headcount),
      ...costOf(r),
    };
  });
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

const ATTENDANCE_SUMS = sql`
  count(*) filter (where d.code in ('R', 'E', '+', '-') and (d.expected_minutes > 0 or d.ordinary_minutes > 0)) as worked,
  count(*) filter (where d.code = 'A') as absences,
  coalesce(sum(d.extra_approved_minutes) filter (where d.extra_status = 'approved'), 0) as extra_minutes,
  coalesce(sum(d.extra_minutes) filter (where d.extra_status = 'pending'), 0) as extra_pending_minutes,
  count(*) filter (where d.code = 'V') as vacation,
  count(*) filter (where d.code = 'I') as disability,
  count(*) filter (where d.code = 'S') as missing_marks`;

const attendanceOf = (r: Row): AttendanceFigures => ({
  worked: num(r.worked),
  absences: num(r.absences),
  extraMinutes: num(r.extra_minutes),
  extraPendingMinutes: num(r.extra_pending_minutes),
  vacation: num(r.vacation),
  disability: num(r.disability),
  missingMarks: num(r.missing_marks),
});

/**
 * The daily register of `[from, to]` summed per day or week (`date_trunc('week')`: Mondays) and per department
 * (in force on each day), in one statement. Only the payrolls whose period overlaps the range are read, so the
 * primary key (company, payroll, day) bounds the scan.
 */
export const attendanceBreakdown = async (
  db: DbOrTx,
  companyId: number,
  range: { from: string; to: string; granularity: 'day' | 'week'; departmentId?: number | undefined },
) => {
  const bucket = range.granularity === 'week' ? sql`date_trunc('week', d.work_date)::date` : sql`d.work_date`;
  const res = await db.execute(sql`
    with ${ASSIGNMENT_RANGES(companyId)},
    p as (
      select id from payrolls where company_id = ${companyId}
        and period_start <= ${range.to}::date and period_end >= ${range.from}::date),
    days as (
      select d.*, ${bucket} as bucket,
        case when a.employee_number is not null then a.department_id else e.department_id end as department_id
      from attendance_days d
      join employees e on e.company_id = d.company_id and e.employee_number = d.employee_number
      ${departmentOn(sql`d.work_date`)}
      where d.company_id = ${companyId} and d.payroll_id in (select id from p)
        and d.work_date between ${range.from}::date and ${range.to}::date)
    select grouping(d.bucket) as g_bucket, d.bucket::text as bucket, d.department_id, ${ATTENDANCE_SUMS}
    from days d
    ${range.departmentId === undefined ? sql`` : sql`where d.department_id = ${range.departmentId}`}
    group by grouping sets ((d.bucket), (d.department_id))`);
  return rowsOf(res).map((r) => ({
    set: num(r.g_bucket) === 1 ? ('department' as const) : ('bucket' as const),
    bucket: r.bucket === null ? null : String(r.bucket),
    departmentId: idOrNull(r.department_id),
    ...attendanceOf(r),
  }));
};

/** Approved extra minutes per month (`YYYY-MM` of the work day) of `[from, to]`. */
export const extraMinutesByMonth = async (db: DbOrTx, companyId: number, from: string, to: string) => {
  const res = await db.execute(sql`
    select to_char(d.work_date, 'YYYY-MM') as month,
      coalesce(sum(d.extra_approved_minutes) filter (where d.extra_status = 'approved'), 0) as minutes
    from attendance_days d
    where d.company_id = ${companyId}
      and d.payroll_id in (select id from payrolls where company_id = ${companyId}
        and period_start <= ${to}::date and period_end >= ${from}::date)
      and d.work_date between ${from}::date and ${to}::date
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
      c.inputs_version as calc_inputs_version, c.rules_version,
      (select count(*) from payroll_employees m where m.company_id = p.company_id and m.payroll_id = p.id) as members,
      (select count(*) from payroll_employees m where m.company_id = p.company_id and m.payroll_id = p.id
        and m.review_status = 'pending') as pending
    from payrolls p
    left join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    where p.company_id = ${companyId}
      and (p.status in ('projected', 'processed') or (p.status = 'planned' and p.pay_date <= ${until}::date))
    order by p.pay_date, p.id`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    kind: String(r.kind),
    periodicity: String(r.periodicity),
    payDate: String(r.pay_date),
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
