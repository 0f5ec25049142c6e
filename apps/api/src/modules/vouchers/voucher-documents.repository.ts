import type { GarnishmentFigures } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';

import { NAME_ORDER, num, str } from './vouchers.repository';

/** What a voucher shows and who receives it: the stored payslip and lines, never recalculated. */
// ---------------------------------------------------------------------------------------------------------
// What a voucher shows: the stored payslip and lines, never recalculated

/** A stored line's `pay_item.garnishment` (jsonb: an object, or its text on some drivers), null when none. */
const garnishmentOf = (v: unknown): GarnishmentFigures | null => {
  const value = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return value && typeof value === 'object' ? (value as GarnishmentFigures) : null;
};

export type VoucherLine = {
  code: string;
  kind: string;
  quantity: number | null;
  unit: string | null;
  rate: number | null;
  amount: number;
  /** The day the line belongs to (a pay deduction, an additional payment), and the reason typed for it. */
  date: string | null;
  note: string | null;
  /** An embargo's line: how art. 172 computed it (the voucher prints it under the line). */
  garnishment?: GarnishmentFigures | null;
};

export type VoucherDocument = {
  company: { name: string; legalId: string };
  employeeNumber: number;
  fullName: string;
  nationalId: string;
  email: string | null;
  department: string | null;
  occupation: string | null;
  iban: string | null;
  gross: number;
  deductions: number;
  net: number;
  lines: VoucherLine[];
};

/**
 * The vouchers of a payroll in name order, a slice at a time (`afterRank` keys the next slice): the stored
 * payslip, the employee, the department and occupation in force at the period's end, the lines.
 */
export const loadVoucherDocuments = async (
  db: DbOrTx,
  q: { companyId: number; payrollId: number; employees: number[] | null; offset: number; limit: number },
): Promise<VoucherDocument[]> => {
  const only =
    q.employees === null
      ? sql``
      : q.employees.length === 0
        ? sql`and false`
        : sql`and s.employee_number in (${sql.join(
            q.employees.map((n) => sql`${n}`),
            sql`, `,
          )})`;
  const res = await db.execute(sql`
    select s.employee_number, s.gross, s.deductions, s.net, e.first_name, e.first_surname, e.second_surname,
      e.national_id, nullif(trim(e.email), '') as email, e.iban, c.name as company_name, c.legal_id,
      dep.name as department, occ.name as occupation
    from payslips s
    join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
    join companies c on c.id = s.company_id
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    left join lateral (
      select a.department_id, a.occupation_id from employee_assignments a
      where a.company_id = s.company_id and a.employee_number = s.employee_number and a.effective_from <= p.period_end
      order by a.effective_from desc limit 1
    ) asg on true
    left join departments dep on dep.company_id = s.company_id
      and dep.id = coalesce(asg.department_id, e.department_id)
    left join occupations occ on occ.company_id = s.company_id
      and occ.id = coalesce(asg.occupation_id, e.occupation_id)
    where s.company_id = ${q.companyId} and s.payroll_id = ${q.payrollId} ${only}
    order by ${NAME_ORDER}
    limit ${q.limit} offset ${q.offset}`);
  const heads = rowsOf(res);
  if (heads.length === 0) return [];
  const numbers = heads.map((h) => num(h.employee_number));
  const linesRes = await db.execute(sql`
    select employee_number, code, kind, quantity, unit, rate, amount, line_date::text as line_date, note,
      pay_item->'garnishment' as garnishment from payslip_lines
    where company_id = ${q.companyId} and payroll_id = ${q.payrollId}
      and employee_number in (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )})
      and kind in ('earning', 'deduction')
    order by employee_number, line_no`);
  const lines = new Map<number, VoucherLine[]>();
  for (const l of rowsOf(linesRes)) {
    const n = num(l.employee_number);
    const list = lines.get(n) ?? [];
    list.push({
      code: String(l.code),
      kind: String(l.kind),
      quantity: l.quantity === null ? null : Number(l.quantity),
      unit: str(l.unit),
      rate: l.rate === null ? null : Number(l.rate),
      amount: num(l.amount),
      date: str(l.line_date),
      note: str(l.note),
      garnishment: garnishmentOf(l.garnishment),
    });
    lines.set(n, list);
  }
  return heads.map((h) => ({
    company: { name: String(h.company_name), legalId: String(h.legal_id) },
    employeeNumber: num(h.employee_number),
    fullName: fullNameOfRow(h),
    nationalId: String(h.national_id),
    email: str(h.email),
    department: str(h.department),
    occupation: str(h.occupation),
    iban: str(h.iban),
    gross: num(h.gross),
    deductions: num(h.deductions),
    net: num(h.net),
    lines: lines.get(num(h.employee_number)) ?? [],
  }));
};

export const voucherPasswordSetting = async (db: DbOrTx, companyId: number): Promise<boolean> => {
  const res = await db.execute(
    sql`select voucher_password from company_settings where company_id = ${companyId}`,
  );
  return Boolean(rowsOf(res)[0]?.voucher_password);
};

/** Employees of the payroll with a payslip: number, name, e-mail (all, or the ones asked for). */
export const payrollRecipients = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employees: number[] | null,
) => {
  const only =
    employees === null ? sql`` : sql`and s.employee_number = any(${`{${employees.join(',')}}`}::int[])`;
  const res = await db.execute(sql`
    select s.employee_number, e.first_name, e.first_surname, e.second_surname,
      nullif(trim(e.email), '') as email
    from payslips s join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId} ${only}
    order by ${NAME_ORDER}`);
  return rowsOf(res).map((r) => ({
    employeeNumber: num(r.employee_number),
    fullName: fullNameOfRow(r),
    email: str(r.email),
  }));
};
