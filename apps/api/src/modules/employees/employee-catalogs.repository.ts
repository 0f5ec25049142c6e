import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The catalogs a new or changed employee may reference: the company's active ids, the global codes.

/** Which of the given ids are active entries of the company catalog. */
export const activeCatalogIds = async (
  db: DbOrTx,
  table: 'departments' | 'occupations' | 'locations' | 'schedules' | 'exit_types',
  companyId: number,
  ids: number[],
): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const res = await db.execute(
    sql`select id from ${sql.identifier(table)} where company_id = ${companyId} and active and id = any(${sql.param(ids)}::int[])`,
  );
  return new Set(rowsOf<{ id: number }>(res).map((r) => Number(r.id)));
};

/** Every active entry of the company catalogs, for matching import files by name. */
export const companyCatalogs = async (db: DbOrTx, companyId: number) => {
  const load = async (table: 'departments' | 'occupations' | 'locations' | 'schedules') =>
    rowsOf<{ id: number; name: string }>(
      await db.execute(
        sql`select id, name from ${sql.identifier(table)} where company_id = ${companyId} and active`,
      ),
    );
  const [dep, occ, loc, sch] = await Promise.all([
    load('departments'),
    load('occupations'),
    load('locations'),
    load('schedules'),
  ]);
  return { departments: dep, occupations: occ, locations: loc, schedules: sch };
};

/** The names of the global catalogs an import file may use instead of codes (civil status, education, country, bank). */
export const globalCatalogNames = async (db: DbOrTx) => {
  const named = async (table: 'civil_statuses' | 'education_levels' | 'countries') =>
    rowsOf<{ code: string; nameEs: string; nameEn: string }>(
      await db.execute(
        sql`select code, name_es as "nameEs", name_en as "nameEn" from ${sql.identifier(table)}`,
      ),
    );
  const [civil, education, countries, banks] = await Promise.all([
    named('civil_statuses'),
    named('education_levels'),
    named('countries'),
    db
      .execute(sql`select code, name, short_name as "shortName" from banks where active`)
      .then((res) => rowsOf<{ code: string; name: string; shortName: string }>(res)),
  ]);
  return { civil, education, countries, banks };
};

// ---------------------------------------------------------------------------------------------------------
// Lookups: the codes and catalog ids a new or changed employee may reference

/** Every code of a global reference table (`id_types`, `countries`, …); banks only when active. */
export const globalCodes = async (
  db: DbOrTx,
  table: 'id_types' | 'countries' | 'civil_statuses' | 'education_levels' | 'banks',
): Promise<Set<string>> => {
  const res = await db.execute(
    table === 'banks'
      ? sql`select code from banks where active`
      : sql`select code from ${sql.identifier(table)}`,
  );
  return new Set(rowsOf<{ code: string }>(res).map((r) => r.code));
};

/** Every active id of a company catalog. */
export const activeCatalogIdSet = async (
  db: DbOrTx,
  table: 'departments' | 'occupations' | 'locations' | 'schedules',
  companyId: number,
): Promise<Set<number>> => {
  const res = await db.execute(
    sql`select id from ${sql.identifier(table)} where company_id = ${companyId} and active`,
  );
  return new Set(rowsOf<{ id: number }>(res).map((r) => Number(r.id)));
};

/**
 * The minimum-wage categories of the company's occupations (retired ones included), by id: the import reads
 * them once for all its rows.
 */
export const occupationCategories = async (db: DbOrTx, companyId: number): Promise<Map<number, string>> => {
  const res = await db.execute(
    sql`select id, minimum_wage_category as category from occupations where company_id = ${companyId}`,
  );
  return new Map(rowsOf<{ id: number; category: string }>(res).map((r) => [Number(r.id), r.category]));
};

/**
 * The minimum-wage category of an employee's occupation on a date: the work assignment in force then (else
 * the employee's occupation today); `null` without an occupation.
 */
export const employeeOccupationCategoryOn = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<string | null> => {
  const res = await db.execute(sql`select coalesce(
      (select o.minimum_wage_category from employee_assignments a
        join occupations o on o.company_id = a.company_id and o.id = a.occupation_id
        where a.company_id = ${companyId} and a.employee_number = ${employeeNumber}
          and a.effective_from <= ${date}::date
        order by a.effective_from desc limit 1),
      (select o.minimum_wage_category from employees e
        join occupations o on o.company_id = e.company_id and o.id = e.occupation_id
        where e.company_id = ${companyId} and e.employee_number = ${employeeNumber})
    ) as category`);
  return rowsOf<{ category: string | null }>(res)[0]?.category ?? null;
};
