import { SHIPPED_PAY_ITEM_TYPES } from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Pay items for tests of the calculation, closing, the bench (issue 26), written straight to the tables the
 * `rubros/*` calls write: the shipped catalogue of a company (what `ensurePayItemCatalogue` inserts the first
 * time the catalogue is read) and an employee's items.
 */
export const seedShippedPayItemTypes = async (db: DbOrTx, companyId: number): Promise<void> => {
  const codes = SHIPPED_PAY_ITEM_TYPES.map((t) => t.code);
  const classes = SHIPPED_PAY_ITEM_TYPES.map((t) => t.itemClass);
  const flag = (f: 'ccssBase' | 'taxable' | 'aguinaldo' | 'settlementAverage') =>
    SHIPPED_PAY_ITEM_TYPES.map((t) => CR_PAY_ITEM_CLASSES[t.itemClass].treatment[f]);
  await db.execute(sql`
    insert into pay_item_types (company_id, code, item_class, ccss_base, taxable, aguinaldo, settlement_average,
      shipped)
    select ${companyId}, code, item_class, ccss_base, taxable, aguinaldo, settlement_average, true
    from unnest(${sql.param(codes)}::text[], ${sql.param(classes)}::text[], ${sql.param(flag('ccssBase'))}::boolean[],
      ${sql.param(flag('taxable'))}::boolean[], ${sql.param(flag('aguinaldo'))}::boolean[],
      ${sql.param(flag('settlementAverage'))}::boolean[])
      as t(code, item_class, ccss_base, taxable, aguinaldo, settlement_average)
    on conflict (company_id, code) do nothing`);
};

export type TestPayItem = {
  employeeNumber: number;
  typeCode: string;
  validFrom: string;
  validTo?: string;
  amount?: number;
  /** Basis points, with `percentageOf`. */
  rate?: number;
  percentageOf?: 'gross_salary' | 'salary_after_charges';
  quantity?: number;
  unitRate?: number;
  legalMaximum?: boolean;
  /** A `once` item's payroll. */
  payrollId?: number;
  reference?: string;
  orderDate?: string;
  /** A loan's, an advance's principal (its first balance) or an embargo's debt. */
  principal?: number;
  payeeId?: number;
};

/** Inserts an employee's item (a loan's balance starts at its principal); answers its id. */
export const addTestPayItem = async (db: DbOrTx, companyId: number, i: TestPayItem): Promise<number> => {
  const valueType = i.legalMaximum
    ? 'legal_maximum'
    : i.rate !== undefined
      ? 'percentage'
      : i.quantity !== undefined
        ? 'quantity'
        : 'amount';
  const res = await db.execute(sql`
    insert into employee_pay_items (company_id, employee_number, type_code, value_type, amount, rate, percentage_of,
      quantity, unit_rate, frequency, payroll_id, valid_from, valid_to, reference, order_date, principal, balance,
      payee_id)
    values (${companyId}, ${i.employeeNumber}, ${i.typeCode}, ${valueType}, ${i.amount ?? null}, ${i.rate ?? null},
      ${i.rate !== undefined ? (i.percentageOf ?? 'gross_salary') : null}, ${i.quantity ?? null},
      ${i.unitRate ?? null}, ${i.payrollId ? 'once' : 'recurring'}, ${i.payrollId ?? null}, ${i.validFrom}::date,
      ${i.validTo ?? null}::date, ${i.reference ?? null}, ${i.orderDate ?? null}::date, ${i.principal ?? null},
      ${i.principal ?? null}, ${i.payeeId ?? null})
    returning id`);
  return Number(rowsOf(res)[0]!.id);
};
