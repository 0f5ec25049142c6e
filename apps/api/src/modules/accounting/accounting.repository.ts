import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedPayItems } from '../payslips/stored-pay-items.repository';
import { rowsOf, type Row } from '../../db/rows';

const num = (v: unknown) => Number(v);

export type JournalPayrollRow = {
  payrollId: number;
  periodicity: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  status: string;
  employees: number;
};

const PAYROLL_COLUMNS = sql`p.id, p.periodicity, p.period_start::text as period_start, p.period_end::text as period_end,
  p.pay_date::text as pay_date, p.status,
  (select count(*) from payslips s where s.company_id = p.company_id and s.payroll_id = p.id) as employees`;

const payrollOf = (r: Row): JournalPayrollRow => ({
  payrollId: num(r.id),
  periodicity: String(r.periodicity),
  periodStart: String(r.period_start),
  periodEnd: String(r.period_end),
  payDate: String(r.pay_date),
  status: String(r.status),
  employees: num(r.employees),
});

/** The company's paid payrolls whose pay date falls in `[from, to]`, by pay date. */
export const paidPayrollsBetween = async (
  db: DbOrTx,
  companyId: number,
  from: string,
  to: string,
): Promise<JournalPayrollRow[]> => {
  const res = await db.execute(sql`
    select ${PAYROLL_COLUMNS} from payrolls p
    where p.company_id = ${companyId} and p.status = 'paid' and p.pay_date between ${from}::date and ${to}::date
    order by p.pay_date, p.id`);
  return rowsOf(res).map(payrollOf);
};

export const journalPayroll = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
): Promise<JournalPayrollRow | null> => {
  const res = await db.execute(sql`
    select ${PAYROLL_COLUMNS} from payrolls p where p.company_id = ${companyId} and p.id = ${payrollId}`);
  const r = rowsOf(res)[0];
  return r ? payrollOf(r) : null;
};

/** Summed payslip lines as the repository answers them: a pay item's with its type and payee (issue 26). */
export type JournalSumRow = {
  code: string;
  kind: string;
  departmentId: number | null;
  amount: number;
  /** Null on every line that is not a pay item's. */
  payItem: {
    typeCode: string;
    /** The company's name of the type; null: the shipped name. */
    typeName: string | null;
    debitAccount: string | null;
    creditAccount: string | null;
    payeeId: number | null;
    payeeName: string | null;
  } | null;
};

/**
 * The payslip lines of the payrolls summed by code, line kind and department, in one statement. The department
 * is the one in force on the employee's last day in the payroll (`employee_assignments`; the employee's current
 * one when the history has no row yet), so a transfer later on does not move a closed payroll's cost. A pay
 * item's lines are summed per item type (its own journal accounts) and payee (`storedPayItems`) as well.
 */
export const journalSums = async (
  db: DbOrTx,
  companyId: number,
  payrollIds: number[],
): Promise<JournalSumRow[]> => {
  if (payrollIds.length === 0) return [];
  const ids = sql.param(payrollIds);
  const res = await db.execute(sql`
    with dept as materialized (
      select s.payroll_id, s.employee_number,
        case when a.found then a.department_id else e.department_id end as department_id
      from payslips s
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      left join payroll_employees m on m.company_id = s.company_id and m.payroll_id = s.payroll_id
        and m.employee_number = s.employee_number
      left join lateral (
        select x.department_id, true as found from employee_assignments x
        where x.company_id = s.company_id and x.employee_number = s.employee_number
          and x.effective_from <= coalesce(m.last_day, p.period_end)
        order by x.effective_from desc limit 1) a on true
      where s.company_id = ${companyId} and s.payroll_id = any(${ids}::int[])),
    items as materialized (${storedPayItems(companyId, payrollIds)}),
    -- The lines summed first by code, kind and department, a pay item's also by its payroll and item (the large
    -- pass keeps a small key); then the few item sums meet their type and payee.
    sums as (
      select l.code, l.kind, d.department_id, case when l.pay_item is not null then l.payroll_id end as item_payroll,
        l.pay_item->>'id' as item_id, l.pay_item->>'code' as type_code, sum(l.amount) as amount
      from payslip_lines l
      join dept d on d.payroll_id = l.payroll_id and d.employee_number = l.employee_number
      where l.company_id = ${companyId} and l.payroll_id = any(${ids}::int[]) and l.kind <> 'info'
      group by 1, 2, 3, 4, 5, 6)
    select s.code, s.kind, s.department_id, sum(s.amount) as amount, s.item_id is not null as is_item,
      s.type_code, t.name as type_name, t.debit_account, t.credit_account, i.payee_id, py.name as payee_name
    from sums s
    left join items i on i.payroll_id = s.item_payroll and i.item_id::text = s.item_id
    left join pay_item_types t on t.company_id = ${companyId} and t.code = s.type_code
    left join pay_item_payees py on py.company_id = ${companyId} and py.id = i.payee_id
    group by s.code, s.kind, s.department_id, s.item_id is not null, s.type_code, t.name, t.debit_account,
      t.credit_account, i.payee_id, py.name`);
  return rowsOf(res).map((r) => ({
    code: String(r.code),
    kind: String(r.kind),
    departmentId: r.department_id === null ? null : num(r.department_id),
    amount: num(r.amount),
    payItem:
      r.is_item === true
        ? {
            typeCode: String(r.type_code ?? ''),
            typeName: (r.type_name as string | null) ?? null,
            debitAccount: (r.debit_account as string | null) ?? null,
            creditAccount: (r.credit_account as string | null) ?? null,
            payeeId: r.payee_id === null ? null : num(r.payee_id),
            payeeName: (r.payee_name as string | null) ?? null,
          }
        : null,
  }));
};

/** The stored payslips' totals of the payrolls (what the calculation answered). */
export const payslipTotals = async (db: DbOrTx, companyId: number, payrollIds: number[]) => {
  const res = await db.execute(sql`
    select count(*) as employees, coalesce(sum(gross), 0) as gross, coalesce(sum(deductions), 0) as deductions,
      coalesce(sum(net), 0) as net, coalesce(sum(employer_charges), 0) as employer_charges,
      coalesce(sum(provisions), 0) as provisions
    from payslips where company_id = ${companyId} and payroll_id = any(${sql.param(payrollIds)}::int[])`);
  const r = rowsOf(res)[0]!;
  return {
    employees: num(r.employees),
    gross: num(r.gross),
    deductions: num(r.deductions),
    net: num(r.net),
    employerCharges: num(r.employer_charges),
    provisions: num(r.provisions),
  };
};

/** The company's departments (active or retired: a closed payroll may name a retired one). */
export const departmentNames = async (db: DbOrTx, companyId: number): Promise<Map<number, string>> => {
  const res = await db.execute(sql`select id, name from departments where company_id = ${companyId}`);
  return new Map(rowsOf(res).map((r) => [num(r.id), String(r.name)]));
};

export type ChartRow = {
  lineKind: string;
  departmentId: number | null;
  accountCode: string;
  accountName: string;
  updatedAt: Date;
  updatedBy: string | null;
};

export const chartRows = async (db: DbOrTx, companyId: number): Promise<ChartRow[]> => {
  const res = await db.execute(sql`
    select c.line_kind, c.department_id, c.account_code, c.account_name, c.updated_at, u.code as updated_by
    from chart_accounts c left join users u on u.id = c.updated_by
    where c.company_id = ${companyId}
    order by c.line_kind, c.department_id nulls first`);
  return rowsOf(res).map((r) => ({
    lineKind: String(r.line_kind),
    departmentId: r.department_id === null ? null : num(r.department_id),
    accountCode: String(r.account_code),
    accountName: String(r.account_name),
    updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
    updatedBy: (r.updated_by as string | null) ?? null,
  }));
};

/** Serialises saves of one company's chart (the delete-and-insert would otherwise race on the unique key). */
export const lockChart = async (db: DbOrTx, companyId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(4246, ${companyId})`);
};

/** Replaces the company's chart whole: one delete, one multi-row insert. */
export const replaceChart = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
  rows: { lineKind: string; departmentId: number | null; accountCode: string; accountName: string }[],
) => {
  await db.execute(sql`delete from chart_accounts where company_id = ${companyId}`);
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into chart_accounts (company_id, line_kind, department_id, account_code, account_name, updated_at,
      updated_by)
    select ${companyId}::int, u.line_kind, u.department_id, u.account_code, u.account_name, now(), ${userId}::int
    from unnest(${sql.param(rows.map((r) => r.lineKind))}::text[],
      ${sql.param(rows.map((r) => r.departmentId))}::int[],
      ${sql.param(rows.map((r) => r.accountCode))}::text[],
      ${sql.param(rows.map((r) => r.accountName))}::text[]) as u(line_kind, department_id, account_code, account_name)`);
};

/** One row of the document log (bitácora de documentos). */
export const logDocument = async (
  db: DbOrTx,
  entry: {
    companyId: number;
    payrollId: number | null;
    document: string;
    action: string;
    userId: number;
    detail: string | null;
  },
) => {
  await db.execute(sql`
    insert into document_log (company_id, payroll_id, document, action, user_id, detail)
    values (${entry.companyId}, ${entry.payrollId}, ${entry.document}, ${entry.action}, ${entry.userId},
      ${entry.detail})`);
};
