import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { employeeLocalizations, localities } from '../../db/schema';

// An employee's localizations (addresses and contacts), one of them primary.

export type LocalizationView = {
  localizationId: number;
  employeeNumber: number;
  kind: string;
  provinceCode: string;
  provinceName: string;
  cantonCode: string;
  cantonName: string;
  districtCode: string;
  districtName: string;
  address: string;
  phone: string | null;
  mobile: string | null;
  email: string | null;
  contactName: string | null;
  isPrimary: boolean;
  createdAt: Date;
  updatedAt: Date;
};

const localizationSelect = (db: DbOrTx) =>
  db
    .select({
      localizationId: employeeLocalizations.id,
      employeeNumber: employeeLocalizations.employeeNumber,
      kind: employeeLocalizations.kind,
      provinceCode: employeeLocalizations.provinceCode,
      provinceName: sql<string>`(select name from ${localities} where code = ${employeeLocalizations.provinceCode})`,
      cantonCode: employeeLocalizations.cantonCode,
      cantonName: sql<string>`(select name from ${localities} where code = ${employeeLocalizations.cantonCode})`,
      districtCode: employeeLocalizations.districtCode,
      districtName: sql<string>`(select name from ${localities} where code = ${employeeLocalizations.districtCode})`,
      address: employeeLocalizations.address,
      phone: employeeLocalizations.phone,
      mobile: employeeLocalizations.mobile,
      email: employeeLocalizations.email,
      contactName: employeeLocalizations.contactName,
      isPrimary: employeeLocalizations.isPrimary,
      createdAt: employeeLocalizations.createdAt,
      updatedAt: employeeLocalizations.updatedAt,
    })
    .from(employeeLocalizations);

export const listLocalizations = (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<LocalizationView[]> =>
  localizationSelect(db)
    .where(
      and(
        eq(employeeLocalizations.companyId, companyId),
        eq(employeeLocalizations.employeeNumber, employeeNumber),
      ),
    )
    .orderBy(desc(employeeLocalizations.isPrimary), asc(employeeLocalizations.id));

export const getLocalization = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  id: number,
): Promise<LocalizationView | null> => {
  const [row] = await localizationSelect(db).where(
    and(
      eq(employeeLocalizations.companyId, companyId),
      eq(employeeLocalizations.employeeNumber, employeeNumber),
      eq(employeeLocalizations.id, id),
    ),
  );
  return row ?? null;
};

export type LocalizationWrite = Omit<
  typeof employeeLocalizations.$inferInsert,
  'companyId' | 'id' | 'employeeNumber' | 'createdAt' | 'updatedAt'
>;

export const insertLocalizations = async (
  db: DbOrTx,
  rows: (typeof employeeLocalizations.$inferInsert)[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const res = await db.insert(employeeLocalizations).values(rows).returning({ id: employeeLocalizations.id });
  return res.map((r) => r.id);
};

export const updateLocalization = (db: DbOrTx, companyId: number, id: number, w: LocalizationWrite) =>
  db
    .update(employeeLocalizations)
    .set({ ...w, updatedAt: new Date() })
    .where(and(eq(employeeLocalizations.companyId, companyId), eq(employeeLocalizations.id, id)));

export const deleteLocalization = (db: DbOrTx, companyId: number, id: number) =>
  db
    .delete(employeeLocalizations)
    .where(and(eq(employeeLocalizations.companyId, companyId), eq(employeeLocalizations.id, id)));

/** Leaves `keepId` as the only primary localization of the employee. */
export const unsetOtherPrimaries = (db: DbOrTx, companyId: number, employeeNumber: number, keepId: number) =>
  db
    .update(employeeLocalizations)
    .set({ isPrimary: false })
    .where(
      and(
        eq(employeeLocalizations.companyId, companyId),
        eq(employeeLocalizations.employeeNumber, employeeNumber),
        eq(employeeLocalizations.isPrimary, true),
        sql`${employeeLocalizations.id} <> ${keepId}`,
      ),
    );

/**
 * The employee's address as self-service shows it: the señas of the primary localization (else the first home
 * one, else the first), with its id; one query for several employees.
 */
export const mainAddressesOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumbers: number[],
): Promise<Map<number, { localizationId: number; address: string }>> => {
  if (employeeNumbers.length === 0) return new Map();
  const res = await db.execute(sql`
    select distinct on (employee_number) employee_number, id, address from ${employeeLocalizations}
    where company_id = ${companyId} and employee_number = any(${`{${employeeNumbers.join(',')}}`}::int[])
    order by employee_number, is_primary desc, (kind = 'home') desc, id`);
  return new Map(
    rowsOf<{ employee_number: number; id: number; address: string }>(res).map((r) => [
      Number(r.employee_number),
      { localizationId: Number(r.id), address: r.address },
    ]),
  );
};

export const setLocalizationAddress = (db: DbOrTx, companyId: number, id: number, address: string) =>
  db
    .update(employeeLocalizations)
    .set({ address, updatedAt: new Date() })
    .where(and(eq(employeeLocalizations.companyId, companyId), eq(employeeLocalizations.id, id)));
