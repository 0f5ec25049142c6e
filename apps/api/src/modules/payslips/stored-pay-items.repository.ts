import { sql, type SQL } from 'drizzle-orm';

/**
 * The pay items the payrolls' payslips took, as the calculation stored them (`payslip_pay_items`), each with the
 * payee it is owed to: the payee the calculation stored, else (it stored none) the item's, else its type's. The
 * one home of that rule: the journal's payables by payee and the payee summary both read it.
 *
 * A statement to use as a CTE (`with items as (${storedPayItems(…)})`), with the columns `payroll_id`,
 * `employee_number`, `item_id`, `type_code`, `item_class`, `line_code`, `reference`, `taken` and `payee_id`.
 */
export const storedPayItems = (companyId: number, payrollIds: readonly number[]): SQL => sql`
  select ppi.payroll_id, ppi.employee_number, ppi.item_id, ppi.type_code, ppi.item_class, ppi.line_code,
    coalesce(ppi.reference, i.reference) as reference, ppi.taken,
    coalesce(ppi.payee_id, i.payee_id, t.payee_id) as payee_id
  from payslip_pay_items ppi
  left join employee_pay_items i on i.company_id = ppi.company_id and i.id = ppi.item_id
  left join pay_item_types t on t.company_id = ppi.company_id and t.code = ppi.type_code
  where ppi.company_id = ${companyId} and ppi.payroll_id = any(${sql.param([...payrollIds])}::int[])`;
