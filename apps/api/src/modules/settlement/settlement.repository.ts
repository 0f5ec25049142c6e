import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, type Row } from '../../db/rows';
import { preProductEarnings } from '../aguinaldo/aguinaldo.repository';

const num = (v: unknown) => Number(v);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** An employee's employment period with its exit, as the settlement reads it. */
export type ExitFacts = {
  employeeNumber: number;
  fullName: string;
  nationalId: string;
  periodicity: string;
  childrenCount: number;
  spouseTaxCredit: boolean;
  periodNo: number;
  entryDate: string;
  exitDate: string | null;
  exitReason: string | null;
  exitType: { id: number; code: string | null; name: string; employerLiability: boolean } | null;
};

/**
 * An employee's employment period and its exit: the last one, or (`onDate`) the one a settlement payroll's
 * period starts in. Null when there is no such employee.
 */
export const exitFacts = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  onDate?: string,
): Promise<ExitFacts | null> => {
  const res = await db.execute(sql`
    select e.employee_number, concat_ws(' ', e.first_name, e.first_surname, e.second_surname) as full_name,
      e.national_id, e.periodicity, e.children_count, e.spouse_tax_credit, p.period_no,
      p.entry_date::text as entry_date, p.exit_date::text as exit_date, p.exit_reason,
      x.id as exit_type_id, x.code as exit_code, x.name as exit_name, x.employer_liability
    from employees e
    join lateral (
      select * from employment_periods p
      where p.company_id = e.company_id and p.employee_number = e.employee_number
        ${onDate ? sql`and p.entry_date <= ${onDate}::date` : sql``}
      order by p.period_no desc limit 1) p on true
    left join exit_types x on x.company_id = p.company_id and x.id = p.exit_type_id
    where e.company_id = ${companyId} and e.employee_number = ${employeeNumber}`);
  const r = rowsOf(res)[0];
  if (!r) return null;
  return {
    employeeNumber: num(r.employee_number),
    fullName: String(r.full_name),
    nationalId: String(r.national_id ?? ''),
    periodicity: String(r.periodicity),
    childrenCount: num(r.children_count ?? 0),
    spouseTaxCredit: Boolean(r.spouse_tax_credit),
    periodNo: num(r.period_no),
    entryDate: String(r.entry_date),
    exitDate: str(r.exit_date),
    exitReason: str(r.exit_reason),
    exitType:
      r.exit_type_id === null || r.exit_type_id === undefined
        ? null
        : {
            id: num(r.exit_type_id),
            code: str(r.exit_code),
            name: String(r.exit_name),
            employerLiability: Boolean(r.employer_liability),
          },
  };
};

export type MonthEarning = { month: string; earned: number; imported: number };

/**
 * Salary earned by the employee per month (`YYYY-MM` of the period's end) from `from` to `to`: the counted lines
 * of the closed regular payrolls plus the earnings recorded from before the product of the months the product
 * did not pay (`preProductEarnings`), oldest first.
 */
export const monthlyEarnings = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  range: { from: string; to: string },
  codes: readonly string[],
): Promise<MonthEarning[]> => {
  const res = await db.execute(sql`
    with earned as (
      select to_char(p.period_end, 'YYYY-MM') as month, sum(l.amount) as amount
      from payslip_lines l
      join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
      where l.company_id = ${companyId} and l.employee_number = ${employeeNumber} and p.kind = 'regular'
        and p.status = 'paid' and p.period_end between ${range.from}::date and ${range.to}::date
        and l.code = any(${sql.param([...codes])}::text[])
      group by 1
    ),
    -- Earnings from before the product, only of months the product did not pay (each month counts once).
    imported as (
      select to_char(x.month, 'YYYY-MM') as month, x.amount
      from ${preProductEarnings(companyId, range, employeeNumber)} x
      where cardinality(x.replaced_by) = 0
    )
    select coalesce(e.month, i.month) as month, coalesce(e.amount, 0) as earned, coalesce(i.amount, 0) as imported
    from earned e full join imported i on i.month = e.month
    order by 1`);
  return rowsOf(res).map((r) => ({
    month: String(r.month),
    earned: num(r.earned),
    imported: num(r.imported),
  }));
};

export type RegularPayrollRef = {
  payrollId: number;
  periodicity: string;
  periodStart: string;
  periodEnd: string;
  status: string;
};

const refOf = (r: Row): RegularPayrollRef => ({
  payrollId: num(r.id),
  periodicity: String(r.periodicity),
  periodStart: String(r.period_start),
  periodEnd: String(r.period_end),
  status: String(r.status),
});

/**
 * The employee's regular payrolls up to the exit that are not closed: projected or processed ones the employee
 * belongs to, and the planned one of the employee's periodicity whose period holds the exit (it will pay the
 * last days). What they pay is not counted yet.
 */
export const openRegularPayrolls = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  employment: { entryDate: string; exitDate: string; periodicity: string },
): Promise<RegularPayrollRef[]> => {
  const res = await db.execute(sql`
    select p.id, p.periodicity, p.period_start::text as period_start, p.period_end::text as period_end, p.status
    from payrolls p
    where p.company_id = ${companyId} and p.kind = 'regular' and p.status <> 'paid'
      and p.period_start <= ${employment.exitDate}::date and p.period_end >= ${employment.entryDate}::date
      and (exists (select 1 from payroll_employees m where m.company_id = p.company_id and m.payroll_id = p.id
          and m.employee_number = ${employeeNumber})
        or (p.status = 'planned' and p.periodicity = ${employment.periodicity}
          and ${employment.exitDate}::date between p.period_start and p.period_end))
    order by p.period_start, p.periodicity`);
  return rowsOf(res).map(refOf);
};

/** The regular payroll of the employee's periodicity whose period holds the exit: it pays the last days. */
export const salaryPayrollOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  exitDate: string,
  periodicity: string,
): Promise<RegularPayrollRef | null> => {
  const res = await db.execute(sql`
    select p.id, p.periodicity, p.period_start::text as period_start, p.period_end::text as period_end, p.status
    from payrolls p
    where p.company_id = ${companyId} and p.kind = 'regular'
      and ${exitDate}::date between p.period_start and p.period_end
      and (p.periodicity = ${periodicity} or exists (select 1 from payroll_employees m
        where m.company_id = p.company_id and m.payroll_id = p.id and m.employee_number = ${employeeNumber}))
    order by (exists (select 1 from payroll_employees m where m.company_id = p.company_id and m.payroll_id = p.id
        and m.employee_number = ${employeeNumber})) desc, p.period_start
    limit 1`);
  const r = rowsOf(res)[0];
  return r ? refOf(r) : null;
};

/** Taxable gross and tax withheld by the employee's other calculated or paid payslips paid in the month. */
export const monthToDate = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  payDate: string,
  exceptPayrollId: number | null,
) => {
  const res = await db.execute(sql`
    select coalesce(sum(s.taxable_gross), 0) as taxable_gross, coalesce(sum(s.tax_withheld), 0) as tax_withheld
    from payslips s join payrolls o on o.company_id = s.company_id and o.id = s.payroll_id
    where s.company_id = ${companyId} and s.employee_number = ${employeeNumber}
      and o.status in ('processed', 'paid') and o.id <> ${exceptPayrollId ?? 0}
      and date_trunc('month', o.pay_date) = date_trunc('month', ${payDate}::date)
      -- Paid before it (or the same day by a regular payroll): a later payroll counts the settlement instead.
      and (o.pay_date < ${payDate}::date or (o.pay_date = ${payDate}::date and o.kind = 'regular'))`);
  const r = rowsOf(res)[0]!;
  return { taxableGross: num(r.taxable_gross), taxWithheld: num(r.tax_withheld) };
};

export type SettlementPayrollRow = {
  id: number;
  status: 'planned' | 'projected' | 'processed' | 'paid';
  periodStart: string;
  periodEnd: string;
  payDate: string;
  inputsVersion: number;
};

/** The settlement payroll of an employment period (kind `settlement`, its employee, starting within it). */
export const settlementPayrollOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  employment: { entryDate: string; exitDate: string | null },
): Promise<SettlementPayrollRow | null> => {
  const res = await db.execute(sql`
    select id, status, period_start::text as period_start, period_end::text as period_end,
      pay_date::text as pay_date, inputs_version
    from payrolls
    where company_id = ${companyId} and kind = 'settlement' and employee_number = ${employeeNumber}
      and period_start >= ${employment.entryDate}::date
      ${employment.exitDate ? sql`and period_start <= ${employment.exitDate}::date` : sql``}
    order by period_start desc limit 1`);
  const r = rowsOf(res)[0];
  if (!r) return null;
  return {
    id: num(r.id),
    status: r.status as SettlementPayrollRow['status'],
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
    payDate: String(r.pay_date),
    inputsVersion: num(r.inputs_version),
  };
};

/** The employee's newest settlement payroll that is paid (closed: final), whichever employment it settled. */
export const paidSettlementPayrollOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<number | null> => {
  const res = await db.execute(sql`
    select id from payrolls
    where company_id = ${companyId} and kind = 'settlement' and employee_number = ${employeeNumber} and status = 'paid'
    order by period_start desc, id desc limit 1`);
  const r = rowsOf(res)[0];
  return r ? num(r.id) : null;
};

/** The employee of a settlement payroll. */
export const settlementEmployeeOf = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(
    sql`select employee_number from payrolls where company_id = ${companyId} and id = ${payrollId}`,
  );
  const r = rowsOf(res)[0];
  return r && r.employee_number !== null ? num(r.employee_number) : null;
};

/** The settlement's one member, laid out again (its schedule on the exit date, reviewed: nothing to review). */
export const layOutSettlementMember = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumber: number,
  period: { start: string; end: string },
) => {
  await db.execute(
    sql`delete from payroll_employees where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  await db.execute(sql`
    insert into payroll_employees (company_id, payroll_id, employee_number, schedule_id, first_day, last_day,
      name_rank, review_status)
    select e.company_id, ${payrollId}, e.employee_number, coalesce(a.schedule_id, e.schedule_id),
      ${period.start}::date, ${period.end}::date, 1, 'reviewed'
    from employees e
    left join lateral (
      select schedule_id from employee_assignments a
      where a.company_id = e.company_id and a.employee_number = e.employee_number
        and a.effective_from <= ${period.end}::date
      order by a.effective_from desc limit 1) a on true
    where e.company_id = ${companyId} and e.employee_number = ${employeeNumber}`);
};

/** The exit's correction: date, type and reason of the employment period. */
export const updateExit = async (
  db: DbOrTx,
  key: { companyId: number; employeeNumber: number; periodNo: number },
  exit: { exitDate: string; exitTypeId: number; exitReason: string },
) => {
  await db.execute(sql`
    update employment_periods set exit_date = ${exit.exitDate}, exit_type_id = ${exit.exitTypeId},
      exit_reason = ${exit.exitReason}
    where company_id = ${key.companyId} and employee_number = ${key.employeeNumber} and period_no = ${key.periodNo}`);
  await db.execute(sql`
    update employees set exit_date = ${exit.exitDate}, status_reason = ${exit.exitReason}, updated_at = now()
    where company_id = ${key.companyId} and employee_number = ${key.employeeNumber}`);
};

/** The stored settlement payslip's explanation and hashes (input jsonb), if calculated. */
export const storedSettlement = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    select employee_number, input, input_hashes from payslips where company_id = ${companyId} and payroll_id = ${payrollId}
    limit 1`);
  const r = rowsOf(res)[0];
  if (!r) return null;
  return {
    employeeNumber: num(r.employee_number),
    input: r.input as Record<string, unknown>,
    hashes: (r.input_hashes ?? {}) as Record<string, string>,
  };
};

/** The company's name and cédula jurídica, as the settlement document prints them. */
export const companyOf = async (db: DbOrTx, companyId: number) => {
  const res = await db.execute(sql`select name, legal_id from companies where id = ${companyId}`);
  const company = rowsOf<{ name: string; legal_id: string | null }>(res)[0];
  return { name: company?.name ?? '', legalId: company?.legal_id ?? '' };
};

/** Serializes the creation of settlement payrolls of a company (one per exit, even when two calls race). */
export const lockSettlements = async (db: DbOrTx, companyId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(4246, ${companyId})`);
};
