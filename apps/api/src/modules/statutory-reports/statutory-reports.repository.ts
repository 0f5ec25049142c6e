import { NOT_SALARY_EARNING_CODES } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, type Row } from '../../db/rows';

const num = (v: unknown) => Number(v ?? 0);
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The CCSS worker lines (cuota obrera) and the ten lines of the employer's CCSS bill, in the table's order. */
export const CCSS_WORKER_CODES = ['CCSS_SEM_WORKER', 'CCSS_IVM_WORKER', 'BANCO_POPULAR_WORKER'] as const;
export const CCSS_EMPLOYER_CODES = [
  'CCSS_SEM_EMPLOYER',
  'CCSS_IVM_EMPLOYER',
  'BANCO_POPULAR_EMPLOYER',
  'FODESAF_EMPLOYER',
  'IMAS_EMPLOYER',
  'INA_EMPLOYER',
  'LPT_BANCO_POPULAR_EMPLOYER',
  'LPT_FCL_EMPLOYER',
  'LPT_ROP_EMPLOYER',
  'LPT_INS_EMPLOYER',
] as const;
const CCSS_CODES = [...CCSS_WORKER_CODES, ...CCSS_EMPLOYER_CODES];

export type ReportPayroll = { payrollId: number; periodicity: string; periodEnd: string; payDate: string };

/** The paid payrolls whose pay date falls in `[from, to]` (the month of a payroll is its pay date's). */
export const paidPayrollsBetween = async (
  db: DbOrTx,
  companyId: number,
  from: string,
  to: string,
): Promise<ReportPayroll[]> => {
  const res = await db.execute(sql`
    select id, periodicity, period_end::text as period_end, pay_date::text as pay_date from payrolls
    where company_id = ${companyId} and status = 'paid' and pay_date between ${from}::date and ${to}::date
    order by pay_date, id`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    periodicity: String(r.periodicity),
    periodEnd: String(r.period_end),
    payDate: String(r.pay_date),
  }));
};

/**
 * Per month (`YYYY-MM` of the pay date) of `[from, to]`: the paid payrolls, the distinct employees, the gross and
 * salary tax of their payslips, and the CCSS base, CCSS worker and employer lines and INS premium of their lines.
 */
export const monthSummaries = async (db: DbOrTx, companyId: number, from: string, to: string) => {
  const res = await db.execute(sql`
    with p as (
      select id, to_char(pay_date, 'YYYY-MM') as month from payrolls
      where company_id = ${companyId} and status = 'paid' and pay_date between ${from}::date and ${to}::date),
    slips as (
      select p.month, count(distinct p.id) as payrolls, count(distinct s.employee_number) as employees,
        coalesce(sum(s.gross), 0) as gross, coalesce(sum(s.tax_withheld), 0) as tax_withheld
      from p join payslips s on s.company_id = ${companyId} and s.payroll_id = p.id
      group by p.month),
    lines as (
      select p.month,
        coalesce(sum(l.basis) filter (where l.code = 'CCSS_SEM_WORKER'), 0) as ccss_base,
        coalesce(sum(l.amount) filter (where l.code = any(${sql.param([...CCSS_WORKER_CODES])}::text[])), 0) as ccss_worker,
        coalesce(sum(l.amount) filter (where l.code = any(${sql.param([...CCSS_EMPLOYER_CODES])}::text[])), 0) as ccss_employer,
        coalesce(sum(l.amount) filter (where l.code = 'INS_RISK_PREMIUM'), 0) as ins_premium
      from p join payslip_lines l on l.company_id = ${companyId} and l.payroll_id = p.id
      where l.code = any(${sql.param([...CCSS_CODES, 'INS_RISK_PREMIUM'])}::text[])
      group by p.month)
    select s.*, l.ccss_base, l.ccss_worker, l.ccss_employer, l.ins_premium
    from slips s left join lines l on l.month = s.month
    order by s.month`);
  return rowsOf(res).map((r) => ({
    month: String(r.month),
    payrolls: num(r.payrolls),
    employees: num(r.employees),
    gross: num(r.gross),
    ccssBase: num(r.ccss_base),
    ccssWorker: num(r.ccss_worker),
    ccssEmployer: num(r.ccss_employer),
    insPremium: num(r.ins_premium),
    taxWithheld: num(r.tax_withheld),
  }));
};

export type ReportEmployee = {
  employeeNumber: number;
  idType: string;
  nationalId: string;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
};

const employeeOf = (r: Row): ReportEmployee => ({
  employeeNumber: num(r.employee_number),
  idType: String(r.id_type),
  nationalId: String(r.national_id),
  firstName: String(r.first_name),
  firstSurname: String(r.first_surname),
  secondSurname: text(r.second_surname),
});

export type CcssRow = ReportEmployee & {
  /**
   * Salary reported: the base of the CCSS lines (gross without the employer's illness subsidy, plus the CCSS half
   * of maternity days).
   */
  ccssBase: number;
  days: number;
  amounts: Record<string, number>;
};

/**
 * Per employee of the payrolls: the CCSS base and each CCSS line's sum (from the stored lines), and the days the
 * payslips were worth. Sorted by surnames and name.
 */
export const ccssRows = async (db: DbOrTx, companyId: number, payrollIds: number[]): Promise<CcssRow[]> => {
  if (payrollIds.length === 0) return [];
  const ids = sql.param(payrollIds);
  const res = await db.execute(sql`
    with slips as (
      select s.employee_number, sum(coalesce((s.days->>'payable')::numeric, 0)) as days
      from payslips s where s.company_id = ${companyId} and s.payroll_id = any(${ids}::int[])
      group by s.employee_number),
    lines as (
      select l.employee_number,
        coalesce(sum(l.basis) filter (where l.code = 'CCSS_SEM_WORKER'), 0) as ccss_base,
        jsonb_object_agg(l.code, l.amount) as amounts
      from (
        select employee_number, code, sum(amount) as amount, sum(basis) as basis from payslip_lines
        where company_id = ${companyId} and payroll_id = any(${ids}::int[])
          and code = any(${sql.param(CCSS_CODES)}::text[])
        group by employee_number, code) l
      group by l.employee_number)
    select e.employee_number, e.id_type, e.national_id, e.first_name, e.first_surname, e.second_surname,
      s.days, coalesce(l.ccss_base, 0) as ccss_base, coalesce(l.amounts, '{}'::jsonb) as amounts
    from slips s
    join employees e on e.company_id = ${companyId} and e.employee_number = s.employee_number
    left join lines l on l.employee_number = s.employee_number
    order by e.first_surname, e.second_surname nulls first, e.first_name, e.employee_number`);
  return rowsOf(res).map((r) => {
    const raw = (typeof r.amounts === 'string' ? JSON.parse(r.amounts) : r.amounts) as Record<
      string,
      unknown
    >;
    return {
      ...employeeOf(r),
      ccssBase: num(r.ccss_base),
      days: num(r.days),
      amounts: Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, num(v)])),
    };
  });
};

export type InsRow = ReportEmployee & {
  birthDate: string;
  email: string | null;
  jornadaType: string | null;
  hoursPerDay: number | null;
  occupation: string | null;
  daysWorked: number;
  minutesWorked: number;
  gross: number;
  insPremium: number;
};

/**
 * Per employee of the payrolls, what the INS RT-Virtual planilla asks: personal data, the jornada and occupation
 * in force on `asOf` (the month's last day), days worked (payslips), hours worked (ordinary and approved extra
 * minutes of the daily register of those payrolls) and the salary: the gross of the regular and settlement
 * payslips less what is not salary (`NOT_SALARY_EARNING_CODES`: preaviso, cesantía, aguinaldo); an aguinaldo
 * payroll reports nothing. The RT premium was charged on exactly that salary (`INS_RISK_PREMIUM` lines).
 */
export const insRows = async (
  db: DbOrTx,
  companyId: number,
  payrollIds: number[],
  asOf: string,
): Promise<InsRow[]> => {
  if (payrollIds.length === 0) return [];
  const ids = sql.param(payrollIds);
  const res = await db.execute(sql`
    with slips as (
      select s.employee_number, sum(coalesce((s.days->>'worked')::numeric, 0)) as days_worked, sum(s.gross) as gross
      from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${companyId} and s.payroll_id = any(${ids}::int[]) and p.kind <> 'aguinaldo'
      group by s.employee_number),
    not_salary as (
      select l.employee_number, sum(l.amount) as amount
      from payslip_lines l join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
      where l.company_id = ${companyId} and l.payroll_id = any(${ids}::int[]) and p.kind <> 'aguinaldo'
        and l.code = any(${sql.param([...NOT_SALARY_EARNING_CODES])}::text[])
      group by l.employee_number),
    minutes as (
      select d.employee_number,
        sum(d.ordinary_minutes + case when d.extra_status = 'approved' then coalesce(d.extra_approved_minutes, 0) else 0 end)
          as minutes
      from attendance_days d where d.company_id = ${companyId} and d.payroll_id = any(${ids}::int[])
      group by d.employee_number),
    premium as (
      select employee_number, sum(amount) as amount from payslip_lines
      where company_id = ${companyId} and payroll_id = any(${ids}::int[]) and code = 'INS_RISK_PREMIUM'
      group by employee_number)
    select e.employee_number, e.id_type, e.national_id, e.first_name, e.first_surname, e.second_surname,
      e.birth_date::text as birth_date, e.email, h.jornada_type, h.quarter_hours_per_day, o.name as occupation,
      s.days_worked, coalesce(m.minutes, 0) as minutes, s.gross - coalesce(ns.amount, 0) as gross,
      coalesce(pr.amount, 0) as ins_premium
    from slips s
    join employees e on e.company_id = ${companyId} and e.employee_number = s.employee_number
    left join lateral (
      select a.schedule_id, a.occupation_id from employee_assignments a
      where a.company_id = e.company_id and a.employee_number = e.employee_number and a.effective_from <= ${asOf}::date
      order by a.effective_from desc limit 1) a on true
    left join schedules h on h.company_id = e.company_id and h.id = coalesce(a.schedule_id, e.schedule_id)
    left join occupations o on o.company_id = e.company_id
      and o.id = case when a.schedule_id is not null then a.occupation_id else e.occupation_id end
    left join minutes m on m.employee_number = s.employee_number
    left join premium pr on pr.employee_number = s.employee_number
    left join not_salary ns on ns.employee_number = s.employee_number
    order by e.first_surname, e.second_surname nulls first, e.first_name, e.employee_number`);
  return rowsOf(res).map((r) => ({
    ...employeeOf(r),
    birthDate: String(r.birth_date),
    email: text(r.email),
    jornadaType: text(r.jornada_type),
    hoursPerDay: r.quarter_hours_per_day === null ? null : num(r.quarter_hours_per_day) / 4,
    occupation: text(r.occupation),
    daysWorked: num(r.days_worked),
    minutesWorked: num(r.minutes),
    gross: num(r.gross),
    insPremium: num(r.ins_premium),
  }));
};

export type TaxRow = ReportEmployee & {
  taxableGross: number;
  taxBeforeCredits: number;
  credits: number;
  withheld: number;
  children: number;
  spouse: boolean;
};

/**
 * Per employee of the payrolls: the taxable gross and the tax withheld (payslips), and from the month's last
 * payslip (the month-to-date figures) the tax before credits and the credits applied, with the children and
 * spouse the credits were for.
 */
export const taxRows = async (db: DbOrTx, companyId: number, payrollIds: number[]): Promise<TaxRow[]> => {
  if (payrollIds.length === 0) return [];
  const ids = sql.param(payrollIds);
  const res = await db.execute(sql`
    with slips as (
      select s.employee_number, sum(s.taxable_gross) as taxable_gross, sum(s.tax_withheld) as withheld
      from payslips s where s.company_id = ${companyId} and s.payroll_id = any(${ids}::int[])
      group by s.employee_number),
    latest as (
      select distinct on (s.employee_number) s.employee_number,
        coalesce((s.tax->>'taxBeforeCredits')::bigint, 0) as before_credits,
        coalesce((s.tax->>'credits')::bigint, 0) as credits,
        coalesce((s.input->>'children')::int, 0) as children,
        coalesce((s.input->>'spouse')::boolean, false) as spouse
      from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${companyId} and s.payroll_id = any(${ids}::int[]) and p.kind = 'regular'
      order by s.employee_number, p.pay_date desc, p.id desc)
    select e.employee_number, e.id_type, e.national_id, e.first_name, e.first_surname, e.second_surname,
      s.taxable_gross, s.withheld, coalesce(l.before_credits, 0) as before_credits,
      coalesce(l.credits, 0) as credits, coalesce(l.children, 0) as children, coalesce(l.spouse, false) as spouse
    from slips s
    join employees e on e.company_id = ${companyId} and e.employee_number = s.employee_number
    left join latest l on l.employee_number = s.employee_number
    order by e.first_surname, e.second_surname nulls first, e.first_name, e.employee_number`);
  return rowsOf(res).map((r) => ({
    ...employeeOf(r),
    taxableGross: num(r.taxable_gross),
    taxBeforeCredits: num(r.before_credits),
    credits: num(r.credits),
    withheld: num(r.withheld),
    children: num(r.children),
    spouse: r.spouse === true || r.spouse === 't',
  }));
};

/** One row of the document log (bitácora de documentos). */
export const logDocument = async (
  db: DbOrTx,
  entry: { companyId: number; document: string; action: string; userId: number; detail: string | null },
) => {
  await db.execute(sql`
    insert into document_log (company_id, payroll_id, document, action, user_id, detail)
    values (${entry.companyId}, null, ${entry.document}, ${entry.action}, ${entry.userId}, ${entry.detail})`);
};

// ---------------------------------------------------------------------------------------------------------
// The page search's Files group

export type FileHit = {
  kind: string;
  payrollId: number | null;
  periodicity: string | null;
  payDate: string | null;
  employeeNumber: number | null;
  employeeName: string | null;
  fileId: number | null;
  fileName: string | null;
  createdAt: string | null;
};

/**
 * Vouchers (a paid payroll's payslip of an employee, pay dates from `since`) by the employee's name or number or
 * the payroll number, and generated files by name or payroll number: at most `limit` of each, newest first.
 * `folded` is the query lower-cased without accents (what `employees.search_text` holds).
 */
export const searchFiles = async (
  db: DbOrTx,
  companyId: number,
  q: { folded: string; number: number | null; since: string; limit: number },
): Promise<FileHit[]> => {
  const like = `%${q.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byNumber =
    q.number === null ? sql`false` : sql`(s.employee_number = ${q.number} or s.payroll_id = ${q.number})`;
  const fileByNumber = q.number === null ? sql`false` : sql`g.payroll_id = ${q.number}`;
  const res = await db.execute(sql`
    (select 'voucher' as kind, p.id as payroll_id, p.periodicity, p.pay_date::text as pay_date, s.employee_number,
        concat_ws(' ', e.first_name, e.first_surname, e.second_surname) as employee_name,
        null::int as file_id, null::text as file_name, null::text as created_at
      from payrolls p
      join payslips s on s.company_id = p.company_id and s.payroll_id = p.id
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      where p.company_id = ${companyId} and p.status = 'paid' and p.pay_date >= ${q.since}::date
        and (${byNumber} or e.search_text like ${like})
      order by p.pay_date desc, e.first_surname, s.employee_number
      limit ${q.limit})
    union all
    (select g.kind, g.payroll_id, p.periodicity, p.pay_date::text, null::int, null::text, g.id, g.file_name,
        g.created_at::text
      from generated_files g
      left join payrolls p on p.company_id = g.company_id and p.id = g.payroll_id
      where g.company_id = ${companyId} and (${fileByNumber} or lower(g.file_name) like ${like})
      order by g.created_at desc
      limit ${q.limit})`);
  return rowsOf(res).map((r) => ({
    kind: String(r.kind),
    payrollId: r.payroll_id === null ? null : num(r.payroll_id),
    periodicity: text(r.periodicity),
    payDate: text(r.pay_date),
    employeeNumber: r.employee_number === null ? null : num(r.employee_number),
    employeeName: text(r.employee_name),
    fileId: r.file_id === null ? null : num(r.file_id),
    fileName: text(r.file_name),
    createdAt: text(r.created_at),
  }));
};
