import type { CertificateDeduction, SalaryCertificateItem } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf, type Row } from '../../db/rows';

/** Salary certificates (constancia salarial): what a statement is made of, the certificates, their codes. */

const num = (v: unknown) => Number(v);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export type CertificateFacts = {
  company: { name: string; legalId: string };
  fullName: string;
  nationalId: string;
  hireDate: string;
  active: boolean;
  exitDate: string | null;
  position: string | null;
  /** The monthly salary in force on the day, céntimos; null before the first salary. */
  salary: number | null;
};

/** The employee and the company as a certificate states them on `day` (the occupation and salary then in force). */
export const certificateFacts = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  day: string,
): Promise<CertificateFacts | null> => {
  const [r] = rowsOf<Row>(
    await db.execute(sql`
      select e.first_name, e.first_surname, e.second_surname, e.national_id, e.entry_date::text as entry_date,
        e.active, e.exit_date::text as exit_date, c.name as company_name, c.legal_id, occ.name as occupation,
        (select s.amount from employee_salaries s where s.company_id = e.company_id
           and s.employee_number = e.employee_number and s.effective_from <= ${day}
         order by s.effective_from desc limit 1) as salary
      from employees e
      join companies c on c.id = e.company_id
      left join lateral (
        select a.occupation_id from employee_assignments a
        where a.company_id = e.company_id and a.employee_number = e.employee_number and a.effective_from <= ${day}
        order by a.effective_from desc limit 1
      ) asg on true
      left join occupations occ on occ.company_id = e.company_id
        and occ.id = coalesce(asg.occupation_id, e.occupation_id)
      where e.company_id = ${companyId} and e.employee_number = ${employeeNumber}`),
  );
  if (!r) return null;
  return {
    company: { name: String(r.company_name), legalId: String(r.legal_id ?? '') },
    fullName: fullNameOfRow(r),
    nationalId: String(r.national_id),
    hireDate: String(r.entry_date),
    active: Boolean(r.active),
    exitDate: (r.exit_date as string | null) ?? null,
    position: (r.occupation as string | null) ?? null,
    salary: numOrNull(r.salary),
  };
};

/**
 * The employee's closed regular payslips (gross, net) summed by the calendar month their period ends in, for the
 * months `fromMonth`–`toMonth` (`YYYY-MM`). Aguinaldo and settlement payrolls are not monthly pay: left out.
 */
export const closedMonthlyTotals = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  fromMonth: string,
  toMonth: string,
): Promise<{ month: string; gross: number; net: number }[]> =>
  rowsOf<Row>(
    await db.execute(sql`
      select to_char(p.period_end, 'YYYY-MM') as month, sum(s.gross) as gross, sum(s.net) as net
      from payslips s
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${companyId} and s.employee_number = ${employeeNumber}
        and p.status = 'paid' and p.kind = 'regular'
        and p.period_end >= ${`${fromMonth}-01`}::date
        and p.period_end < (${`${toMonth}-01`}::date + interval '1 month')
      group by 1 order by 1`),
  ).map((r) => ({ month: String(r.month), gross: num(r.gross), net: num(r.net) }));

/**
 * The employee's pensiones alimentarias and embargos in force on `day` (recurring, begun, not ended), with what
 * the last closed payroll took for each.
 */
export const courtDeductionsInForce = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  day: string,
): Promise<CertificateDeduction[]> =>
  rowsOf<Row>(
    await db.execute(sql`
      select t.item_class, i.reference, i.value_type, i.amount, i.rate,
        (select ppi.taken from payslip_pay_items ppi
           join payrolls p on p.company_id = ppi.company_id and p.id = ppi.payroll_id and p.status = 'paid'
         where ppi.company_id = i.company_id and ppi.employee_number = i.employee_number and ppi.item_id = i.id
         order by p.pay_date desc, p.id desc limit 1) as last_taken
      from employee_pay_items i
      join pay_item_types t on t.company_id = i.company_id and t.code = i.type_code
      where i.company_id = ${companyId} and i.employee_number = ${employeeNumber}
        and t.item_class in ('alimony', 'embargo') and i.frequency = 'recurring' and i.end_reason is null
        and i.valid_from <= ${day} and (i.valid_to is null or i.valid_to >= ${day})
      order by t.item_class, i.order_date nulls last, i.id`),
  ).map((r) => ({
    kind: r.item_class as CertificateDeduction['kind'],
    reference: (r.reference as string | null) ?? null,
    valueType: r.value_type as CertificateDeduction['valueType'],
    amount: r.value_type === 'amount' ? numOrNull(r.amount) : null,
    rate: r.value_type === 'percentage' ? numOrNull(r.rate) : null,
    lastWithheld: numOrNull(r.last_taken),
  }));

export const insertCertificate = async (
  db: DbOrTx,
  c: {
    companyId: number;
    employeeNumber: number;
    codeHash: string;
    codeHint: string;
    statement: unknown;
    language: string;
    userId: number;
  },
): Promise<number> => {
  const [row] = rowsOf<{ id: unknown }>(
    await db.execute(sql`insert into salary_certificates
        (company_id, employee_number, code_hash, code_hint, statement, language, issued_by)
      values (${c.companyId}, ${c.employeeNumber}, ${c.codeHash}, ${c.codeHint}, ${JSON.stringify(c.statement)}::jsonb,
        ${c.language}, ${c.userId})
      returning id`),
  );
  return num(row!.id);
};

/** The company's certificates, newest first: one employee's, or some ids (locked when `lock`). */
export const listCertificates = async (
  db: DbOrTx,
  companyId: number,
  q: { employeeNumber?: number; id?: number; lock?: boolean },
): Promise<SalaryCertificateItem[]> => {
  const conditions = [sql`sc.company_id = ${companyId}`];
  if (q.employeeNumber !== undefined) conditions.push(sql`sc.employee_number = ${q.employeeNumber}`);
  if (q.id !== undefined) conditions.push(sql`sc.id = ${q.id}`);
  return rowsOf<Row>(
    await db.execute(sql`
      select sc.id, sc.employee_number, sc.code_hint, sc.statement->>'issueDate' as issue_date, sc.issued_at,
        sc.revoked_at, sc.revoke_reason, ib.name as issued_by, rb.name as revoked_by,
        e.first_name, e.first_surname, e.second_surname
      from salary_certificates sc
      join employees e on e.company_id = sc.company_id and e.employee_number = sc.employee_number
      left join users ib on ib.id = sc.issued_by
      left join users rb on rb.id = sc.revoked_by
      where ${sql.join(conditions, sql` and `)}
      order by sc.issued_at desc, sc.id desc
      limit 200
      ${q.lock ? sql`for update of sc` : sql``}`),
  ).map((r) => ({
    id: num(r.id),
    num_empleado: num(r.employee_number),
    fullName: fullNameOfRow(r),
    codeHint: String(r.code_hint),
    issueDate: String(r.issue_date),
    issuedAt: iso(r.issued_at)!,
    issuedBy: (r.issued_by as string | null) ?? null,
    revokedAt: iso(r.revoked_at),
    revokedBy: (r.revoked_by as string | null) ?? null,
    revokeReason: (r.revoke_reason as string | null) ?? null,
  }));
};

export const revokeCertificate = (
  db: DbOrTx,
  companyId: number,
  id: number,
  r: { userId: number; reason: string },
) =>
  db.execute(sql`update salary_certificates set revoked_at = now(), revoked_by = ${r.userId},
    revoke_reason = ${r.reason} where company_id = ${companyId} and id = ${id}`);

/**
 * The certificate a code's hash names, only if it is in force: one query whatever the answer, so an unknown code
 * and a revoked one cost the same and come back the same (null).
 */
export const findValidByCodeHash = async (
  db: DbOrTx,
  codeHash: string,
): Promise<{ statement: unknown; issuedAt: string } | null> => {
  const [r] = rowsOf<Row>(
    await db.execute(sql`select statement, issued_at from salary_certificates
      where code_hash = ${codeHash} and revoked_at is null limit 1`),
  );
  if (!r) return null;
  return {
    statement: typeof r.statement === 'string' ? JSON.parse(r.statement) : r.statement,
    issuedAt: iso(r.issued_at)!,
  };
};
