import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { storedPayItems } from '../payslips/stored-pay-items.repository';

/** One pay item a payslip took for a payee: the employee, the item's type and reference, the amount. */
export type PayeeLineRow = {
  payrollId: number;
  employeeNumber: number;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
  nationalId: string;
  typeCode: string;
  /** The company's name of the type; null: the shipped name. */
  typeName: string | null;
  itemClass: string;
  reference: string | null;
  amount: number;
  payee: {
    id: number;
    name: string;
    kind: string;
    idNumber: string | null;
    iban: string | null;
  } | null;
};

/**
 * What the payrolls' payslips took for payees (`storedPayItems`: the payee each is owed to), of the classes
 * asked (the deductions and the employer's charges: an earning is paid to the employee), in one statement:
 * payees by name (the items without one last), then the employees by name, the type and the payroll.
 */
export const payeeLines = async (
  db: DbOrTx,
  companyId: number,
  payrollIds: readonly number[],
  classes: readonly string[],
): Promise<PayeeLineRow[]> => {
  if (payrollIds.length === 0) return [];
  const res = await db.execute(sql`
    with items as (${storedPayItems(companyId, payrollIds)})
    select i.payroll_id, i.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id,
      i.type_code, t.name as type_name, i.item_class, i.reference, i.taken,
      py.id as payee_id, py.name as payee_name, py.kind as payee_kind, py.id_number as payee_id_number,
      py.iban as payee_iban
    from items i
    join employees e on e.company_id = ${companyId} and e.employee_number = i.employee_number
    left join pay_item_types t on t.company_id = ${companyId} and t.code = i.type_code
    left join pay_item_payees py on py.company_id = ${companyId} and py.id = i.payee_id
    where i.taken <> 0 and i.item_class = any(${sql.param([...classes])}::text[])
    order by py.id is null, lower(py.name), py.id, e.first_surname, e.second_surname nulls first, e.first_name,
      i.employee_number, i.type_code, i.payroll_id, i.item_id`);
  return rowsOf(res).map((r) => ({
    payrollId: Number(r.payroll_id),
    employeeNumber: Number(r.employee_number),
    firstName: String(r.first_name),
    firstSurname: String(r.first_surname),
    secondSurname: (r.second_surname as string | null) ?? null,
    nationalId: String(r.national_id),
    typeCode: String(r.type_code),
    typeName: (r.type_name as string | null) ?? null,
    itemClass: String(r.item_class),
    reference: (r.reference as string | null) ?? null,
    amount: Number(r.taken),
    payee:
      r.payee_id === null
        ? null
        : {
            id: Number(r.payee_id),
            name: String(r.payee_name),
            kind: String(r.payee_kind),
            idNumber: (r.payee_id_number as string | null) ?? null,
            iban: (r.payee_iban as string | null) ?? null,
          },
  }));
};
