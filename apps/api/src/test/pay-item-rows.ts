import type { PayItemClassCode } from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES, ibanCheckDigits } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Pay items on a calculated payroll, written the way the calculation writes them (issue 26): the catalogue type
 * (with the class's shipped treatment), the employee's item, the payslip's `payslip_pay_items` row and its line
 * with `pay_item`, and the payslip's totals moved by the amount. For the tests of what reads them (the journal,
 * the payee summary), independent of the calculation's own writer.
 */

/** A valid IBAN CR of a bank (SINPE code) and a 14-digit account. */
export const testIban = (bank: string, account: string) => {
  const bban = `0${bank}${account.padStart(14, '0')}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};

export const addPayee = async (
  db: Db,
  payee: { name: string; kind: string; idNumber?: string | null; iban?: string | null },
  companyId = 1,
): Promise<number> => {
  const res = await db.execute(sql`
    insert into pay_item_payees (company_id, name, kind, id_number, iban)
    values (${companyId}, ${payee.name}, ${payee.kind}, ${payee.idNumber ?? null}, ${payee.iban ?? null})
    returning id`);
  return Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
};

export type TestPayItem = {
  payrollId: number;
  employeeNumber: number;
  typeCode: string;
  itemClass: PayItemClassCode;
  /** Céntimos the payslip took. */
  amount: number;
  /** The item's payee. */
  payeeId?: number | null;
  /** What the calculation stored as the payee (default the item's). */
  storedPayeeId?: number | null;
  reference?: string | null;
  /** The catalogue type's fields, when the helper creates it (the first time its code is used). */
  type?: {
    name?: string | null;
    debitAccount?: string | null;
    creditAccount?: string | null;
    payeeId?: number | null;
  };
  companyId?: number;
};

const one = async (db: Db, query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };

/** Adds one item to one payslip; answers the item's id. */
export const addPayItem = async (db: Db, p: TestPayItem): Promise<number> => {
  const companyId = p.companyId ?? 1;
  const rule = CR_PAY_ITEM_CLASSES[p.itemClass];
  const t = rule.treatment;
  await db.execute(sql`
    insert into pay_item_types (company_id, code, name, item_class, ccss_base, taxable, aguinaldo,
      settlement_average, debit_account, credit_account, payee_id, shipped)
    values (${companyId}, ${p.typeCode}, ${p.type?.name ?? null}, ${p.itemClass}, ${t.ccssBase}, ${t.taxable},
      ${t.aguinaldo}, ${t.settlementAverage}, ${p.type?.debitAccount ?? null}, ${p.type?.creditAccount ?? null},
      ${p.type?.payeeId ?? null}, false)
    on conflict (company_id, code) do nothing`);
  const court = p.itemClass === 'alimony' || p.itemClass === 'embargo';
  const loan = ['company_loan', 'association_loan', 'advance'].includes(p.itemClass);
  const item = await one(
    db,
    sql`
    insert into employee_pay_items (company_id, employee_number, type_code, value_type, amount, valid_from,
      reference, order_date, principal, balance, payee_id)
    values (${companyId}, ${p.employeeNumber}, ${p.typeCode}, 'amount', ${p.amount}, '2026-01-01',
      ${p.reference ?? null}, ${court ? '2026-01-15' : null}, ${loan ? p.amount * 10 : null},
      ${loan ? p.amount * 10 : null}, ${p.payeeId ?? null})
    returning id`,
  );
  const id = Number(item.rows[0]!.id);
  const stored = p.storedPayeeId === undefined ? (p.payeeId ?? null) : p.storedPayeeId;
  await db.execute(sql`
    insert into payslip_pay_items (company_id, payroll_id, employee_number, item_id, type_code, item_class,
      line_code, payee_id, reference, amount, due, taken, deferred, balance_before, balance_after)
    values (${companyId}, ${p.payrollId}, ${p.employeeNumber}, ${id}, ${p.typeCode}, ${p.itemClass},
      ${rule.lineCode}, ${stored}, ${p.reference ?? null}, ${p.amount}, ${p.amount}, ${p.amount}, 0,
      ${loan ? p.amount * 10 : null}, ${loan ? p.amount * 9 : null})`);
  const payItem = {
    id: String(id),
    code: p.typeCode,
    itemClass: p.itemClass,
    reference: p.reference ?? null,
    treatment: t,
    garnishment: null,
  };
  await db.execute(sql`
    insert into payslip_lines (company_id, payroll_id, employee_number, line_no, code, kind, amount, legal_ref,
      note, pay_item)
    select ${companyId}, ${p.payrollId}, ${p.employeeNumber}, coalesce(max(line_no), 0) + 1, ${rule.lineCode},
      ${rule.kind}, ${p.amount}, ${rule.legalRef}, ${p.reference ?? null}, ${JSON.stringify(payItem)}::jsonb
    from payslip_lines
    where company_id = ${companyId} and payroll_id = ${p.payrollId} and employee_number = ${p.employeeNumber}`);
  const a = p.amount;
  await db.execute(sql`
    update payslips set
      gross = gross + ${rule.kind === 'earning' ? a : 0},
      deductions = deductions + ${rule.kind === 'deduction' ? a : 0},
      net = net + ${rule.kind === 'earning' ? a : rule.kind === 'deduction' ? -a : 0},
      employer_charges = employer_charges + ${rule.kind === 'employer' ? a : 0}
    where company_id = ${companyId} and payroll_id = ${p.payrollId} and employee_number = ${p.employeeNumber}`);
  return id;
};
