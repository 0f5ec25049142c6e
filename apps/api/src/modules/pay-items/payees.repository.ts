import type { PayeeKind } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { employeePayItems, payItemPayees, payItemTypes } from '../../db/schema';

// Whom deductions and employer charges are paid to (`pay_item_payees`): read, insert, update.

export type PayeeRecord = {
  id: number;
  name: string;
  kind: PayeeKind;
  idNumber: string | null;
  iban: string | null;
  active: boolean;
  /** Catalogue types and employee items that name it. */
  itemCount: number;
};

type PayeeRow = {
  id: number;
  name: string;
  kind: PayeeKind;
  id_number: string | null;
  iban: string | null;
  active: boolean;
  item_count: number | string;
};

const recordOf = (r: PayeeRow): PayeeRecord => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  idNumber: r.id_number,
  iban: r.iban,
  active: Boolean(r.active),
  itemCount: Number(r.item_count),
});

const selectPayees = (companyId: number, where: ReturnType<typeof sql>, lock = false) => sql`
  select p.id, p.name, p.kind, p.id_number, p.iban, p.active,
    (select count(*) from ${payItemTypes} t where t.company_id = p.company_id and t.payee_id = p.id)
    + (select count(*) from ${employeePayItems} i where i.company_id = p.company_id and i.payee_id = p.id) as item_count
  from ${payItemPayees} p
  where p.company_id = ${companyId} and ${where}
  order by lower(p.name), p.id${lock ? sql` for update of p` : sql``}`;

/** Every payee of the company, by name. */
export const listPayees = async (db: DbOrTx, companyId: number): Promise<PayeeRecord[]> =>
  rowsOf<PayeeRow>(await db.execute(selectPayees(companyId, sql`true`))).map(recordOf);

export const getPayee = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<PayeeRecord | null> => {
  const row = rowsOf<PayeeRow>(await db.execute(selectPayees(companyId, sql`p.id = ${id}`, lock)))[0];
  return row ? recordOf(row) : null;
};

export type PayeeValues = {
  name: string;
  kind: PayeeKind;
  idNumber: string | null;
  iban: string | null;
  active: boolean;
};

/** Adds a payee and answers its id; null when another payee of the company has that name (any case). */
export const insertPayee = async (
  db: DbOrTx,
  companyId: number,
  v: PayeeValues,
  userId: number,
): Promise<number | null> => {
  const res = await db.execute(sql`
    insert into ${payItemPayees} (company_id, name, kind, id_number, iban, active, updated_by)
    values (${companyId}, ${v.name}, ${v.kind}, ${v.idNumber}, ${v.iban}, ${v.active}, ${userId})
    on conflict (company_id, lower(name)) do nothing
    returning id`);
  const row = rowsOf<{ id: number }>(res)[0];
  return row ? Number(row.id) : null;
};

/** Whether another payee of the company (not `exceptId`) has this name, in any case. */
export const payeeNameTaken = async (
  db: DbOrTx,
  companyId: number,
  name: string,
  exceptId: number,
): Promise<boolean> => {
  const res = await db.execute(sql`
    select 1 from ${payItemPayees}
    where company_id = ${companyId} and lower(name) = lower(${name}) and id <> ${exceptId}`);
  return rowsOf(res).length > 0;
};

export const updatePayee = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  v: PayeeValues,
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    update ${payItemPayees} set name = ${v.name}, kind = ${v.kind}, id_number = ${v.idNumber}, iban = ${v.iban},
      active = ${v.active}, updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${id}`);
};
