import { SHIPPED_PAY_ITEM_TYPES, type PayItemClassCode } from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { employeePayItems, payItemPayees, payItemTypes } from '../../db/schema';

// The company's catalogue of pay items (`pay_item_types`): the shipped rows, read, insert, update.

/** The shipped catalogue as columns (one home: `SHIPPED_PAY_ITEM_TYPES` with each class's `CR_PAY_ITEM_CLASSES` flags). */
const SHIPPED = {
  codes: SHIPPED_PAY_ITEM_TYPES.map((t) => t.code),
  classes: SHIPPED_PAY_ITEM_TYPES.map((t) => t.itemClass),
  ccss: SHIPPED_PAY_ITEM_TYPES.map((t) => CR_PAY_ITEM_CLASSES[t.itemClass].treatment.ccssBase),
  taxable: SHIPPED_PAY_ITEM_TYPES.map((t) => CR_PAY_ITEM_CLASSES[t.itemClass].treatment.taxable),
  aguinaldo: SHIPPED_PAY_ITEM_TYPES.map((t) => CR_PAY_ITEM_CLASSES[t.itemClass].treatment.aguinaldo),
  average: SHIPPED_PAY_ITEM_TYPES.map((t) => CR_PAY_ITEM_CLASSES[t.itemClass].treatment.settlementAverage),
};

/**
 * Inserts the shipped catalogue for a company before anything uses it (a change of the catalogue, an item, an
 * import): one idempotent statement (a code the company already has, shipped or its own, is left as it is), so no
 * backfill and one home for the list. Reading the catalogue shows the shipped types without writing them
 * (`listPayItemTypes`).
 */
export const ensurePayItemCatalogue = async (tx: DbOrTx, companyId: number): Promise<void> => {
  await tx.execute(sql`
    insert into ${payItemTypes} (company_id, code, item_class, ccss_base, taxable, aguinaldo, settlement_average, shipped)
    select ${companyId}, s.code, s.item_class, s.ccss_base, s.taxable, s.aguinaldo, s.settlement_average, true
    from unnest(${sql.param(SHIPPED.codes)}::text[], ${sql.param(SHIPPED.classes)}::text[],
      ${sql.param(SHIPPED.ccss)}::boolean[], ${sql.param(SHIPPED.taxable)}::boolean[],
      ${sql.param(SHIPPED.aguinaldo)}::boolean[], ${sql.param(SHIPPED.average)}::boolean[])
      as s(code, item_class, ccss_base, taxable, aguinaldo, settlement_average)
    where not exists (select 1 from ${payItemTypes} t where t.company_id = ${companyId} and t.code = s.code)
    on conflict do nothing`);
};

export type PayItemTreatmentRecord = {
  ccssBase: boolean;
  taxable: boolean;
  aguinaldo: boolean;
  settlementAverage: boolean;
};

/** A catalogue row, with its payee's name and how many employee items use it. */
export type PayItemTypeRecord = {
  code: string;
  /** The company's own name; null: the shipped one (by language). */
  name: string | null;
  itemClass: PayItemClassCode;
  treatment: PayItemTreatmentRecord;
  debitAccount: string | null;
  creditAccount: string | null;
  payeeId: number | null;
  payeeName: string | null;
  shipped: boolean;
  active: boolean;
  itemCount: number;
};

type TypeRow = {
  code: string;
  name: string | null;
  item_class: PayItemClassCode;
  ccss_base: boolean;
  taxable: boolean;
  aguinaldo: boolean;
  settlement_average: boolean;
  debit_account: string | null;
  credit_account: string | null;
  payee_id: number | null;
  payee_name: string | null;
  shipped: boolean;
  active: boolean;
  item_count: number | string;
};

const recordOf = (r: TypeRow): PayItemTypeRecord => ({
  code: r.code,
  name: r.name,
  itemClass: r.item_class,
  treatment: {
    ccssBase: Boolean(r.ccss_base),
    taxable: Boolean(r.taxable),
    aguinaldo: Boolean(r.aguinaldo),
    settlementAverage: Boolean(r.settlement_average),
  },
  debitAccount: r.debit_account,
  creditAccount: r.credit_account,
  payeeId: r.payee_id === null ? null : Number(r.payee_id),
  payeeName: r.payee_name,
  shipped: Boolean(r.shipped),
  active: Boolean(r.active),
  itemCount: Number(r.item_count),
});

const selectTypes = (companyId: number, where: ReturnType<typeof sql>, lock = false) => sql`
  select t.code, t.name, t.item_class, t.ccss_base, t.taxable, t.aguinaldo, t.settlement_average,
    t.debit_account, t.credit_account, t.payee_id, p.name as payee_name, t.shipped, t.active,
    (select count(*) from ${employeePayItems} i where i.company_id = t.company_id and i.type_code = t.code) as item_count
  from ${payItemTypes} t
  left join ${payItemPayees} p on p.company_id = t.company_id and p.id = t.payee_id
  where t.company_id = ${companyId} and ${where}
  order by t.code${lock ? sql` for update of t` : sql``}`;

/**
 * The company's catalogue, by code: its rows, and the shipped types it has no row of yet as they would be inserted
 * (a read writes nothing; the first change, item or import inserts them with `ensurePayItemCatalogue`).
 */
export const listPayItemTypes = async (db: DbOrTx, companyId: number): Promise<PayItemTypeRecord[]> => {
  const stored = rowsOf<TypeRow>(await db.execute(selectTypes(companyId, sql`true`))).map(recordOf);
  const codes = new Set(stored.map((t) => t.code));
  const pending = SHIPPED_PAY_ITEM_TYPES.filter((t) => !codes.has(t.code)).map((t): PayItemTypeRecord => ({
    code: t.code,
    name: null,
    itemClass: t.itemClass,
    treatment: { ...CR_PAY_ITEM_CLASSES[t.itemClass].treatment },
    debitAccount: null,
    creditAccount: null,
    payeeId: null,
    payeeName: null,
    shipped: true,
    active: true,
    itemCount: 0,
  }));
  return [...stored, ...pending].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
};

/** One type by code (locked for a change when `lock`), or null. */
export const getPayItemType = async (
  db: DbOrTx,
  companyId: number,
  code: string,
  lock = false,
): Promise<PayItemTypeRecord | null> => {
  const row = rowsOf<TypeRow>(await db.execute(selectTypes(companyId, sql`t.code = ${code}`, lock)))[0];
  return row ? recordOf(row) : null;
};

export type PayItemTypeValues = {
  name: string | null;
  treatment: PayItemTreatmentRecord;
  debitAccount: string | null;
  creditAccount: string | null;
  payeeId: number | null;
  active: boolean;
};

/** Adds a company type; false when the code is taken. */
export const insertPayItemType = async (
  db: DbOrTx,
  companyId: number,
  code: string,
  itemClass: PayItemClassCode,
  v: PayItemTypeValues,
  userId: number,
): Promise<boolean> => {
  const res = await db.execute(sql`
    insert into ${payItemTypes} (company_id, code, name, item_class, ccss_base, taxable, aguinaldo, settlement_average,
      debit_account, credit_account, payee_id, shipped, active, updated_by)
    values (${companyId}, ${code}, ${v.name}, ${itemClass}, ${v.treatment.ccssBase}, ${v.treatment.taxable},
      ${v.treatment.aguinaldo}, ${v.treatment.settlementAverage}, ${v.debitAccount}, ${v.creditAccount}, ${v.payeeId},
      false, ${v.active}, ${userId})
    on conflict (company_id, code) do nothing
    returning code`);
  return rowsOf(res).length > 0;
};

export const updatePayItemType = async (
  db: DbOrTx,
  companyId: number,
  code: string,
  v: PayItemTypeValues,
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    update ${payItemTypes} set name = ${v.name}, ccss_base = ${v.treatment.ccssBase}, taxable = ${v.treatment.taxable},
      aguinaldo = ${v.treatment.aguinaldo}, settlement_average = ${v.treatment.settlementAverage},
      debit_account = ${v.debitAccount}, credit_account = ${v.creditAccount}, payee_id = ${v.payeeId},
      active = ${v.active}, updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and code = ${code}`);
};
