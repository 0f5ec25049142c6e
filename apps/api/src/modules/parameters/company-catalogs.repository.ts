import type { CompanyCatalog } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * SQL of the four company catalogs (departments, occupations, locations, exit types). They share id, name
 * and active; locations add an address, exit types their legal code and employer liability. Table and
 * column names come only from the fixed maps below.
 */
const TABLE: Record<CompanyCatalog, string> = {
  department: 'departments',
  occupation: 'occupations',
  location: 'locations',
  exitType: 'exit_types',
};

/** The employees' column that points at the catalog; exit types are referenced by closed periods only. */
const EMPLOYEE_COLUMN: Record<CompanyCatalog, string | null> = {
  department: 'department_id',
  occupation: 'occupation_id',
  location: 'location_id',
  exitType: null,
};

export type CatalogRecord = {
  id: number;
  name: string;
  active: boolean;
  /** Locations. */
  address?: string | null;
  /** Exit types: the legal cause (null for the company's own types). */
  code?: string | null;
  /** Exit types. */
  employerLiability?: boolean;
  /** Departments, occupations, locations: active employees that use the entry. */
  employeeCount?: number;
  /** Occupations: the minimum-wage decree's category (`MINIMUM_WAGE_CATEGORIES`). */
  minimumWageCategory?: string;
  /** Departments: the head's employee number and name parts (null without a head). */
  headEmployeeNumber?: number | null;
  head?: { first_name: string; first_surname: string; second_surname: string | null } | null;
};

export type CatalogWrite = {
  name: string;
  active: boolean;
  address?: string | null;
  employerLiability?: boolean;
  minimumWageCategory?: string;
  headEmployeeNumber?: number | null;
};

const extraColumns = (kind: CompanyCatalog): SQL[] => {
  if (kind === 'location') return [sql`t.address`];
  if (kind === 'exitType') return [sql`t.code`, sql`t.employer_liability as "employerLiability"`];
  if (kind === 'occupation') return [sql`t.minimum_wage_category as "minimumWageCategory"`];
  if (kind === 'department')
    return [
      sql`t.head_employee_number as "headEmployeeNumber"`,
      sql`(select json_build_object('first_name', h.first_name, 'first_surname', h.first_surname,
        'second_surname', h.second_surname) from ${employees} h
        where h.company_id = t.company_id and h.employee_number = t.head_employee_number) as "head"`,
    ];
  return [];
};

/** Every entry of one catalog, retired ones included, with the active employees that use each. */
export const listEntries = async (
  db: DbOrTx,
  kind: CompanyCatalog,
  companyId: number,
): Promise<CatalogRecord[]> => {
  const column = EMPLOYEE_COLUMN[kind];
  const columns = [sql`t.id`, sql`t.name`, sql`t.active`, ...extraColumns(kind)];
  if (!column) {
    return rowsOf<CatalogRecord>(
      await db.execute(sql`select ${sql.join(columns, sql`, `)}
        from ${sql.identifier(TABLE[kind])} t where t.company_id = ${companyId} order by t.id`),
    );
  }
  // One pass over the company's employees, grouped, instead of a count per entry.
  return rowsOf<CatalogRecord>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)}, coalesce(c.n, 0)::int as "employeeCount"
      from ${sql.identifier(TABLE[kind])} t
      left join (
        select ${sql.identifier(column)} as id, count(*)::int as n from ${employees}
        where company_id = ${companyId} and active and ${sql.identifier(column)} is not null
        group by 1
      ) c on c.id = t.id
      where t.company_id = ${companyId}
      order by t.id`),
  );
};

/** One entry of the company (null when it does not exist or belongs to another company). */
export const getEntry = async (
  db: DbOrTx,
  kind: CompanyCatalog,
  companyId: number,
  id: number,
): Promise<CatalogRecord | null> => {
  const column = EMPLOYEE_COLUMN[kind];
  const columns = [sql`t.id`, sql`t.name`, sql`t.active`, ...extraColumns(kind)];
  if (column)
    columns.push(sql`(select count(*)::int from ${employees} e
      where e.company_id = t.company_id and e.${sql.identifier(column)} = t.id and e.active) as "employeeCount"`);
  const [row] = rowsOf<CatalogRecord>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${sql.identifier(TABLE[kind])} t
      where t.company_id = ${companyId} and t.id = ${id}`),
  );
  return row ?? null;
};

/** Locks the entry for the rest of the transaction (concurrent edits of one entry serialize). */
export const lockEntry = async (
  db: DbOrTx,
  kind: CompanyCatalog,
  companyId: number,
  id: number,
): Promise<boolean> =>
  rowsOf(
    await db.execute(
      sql`select 1 from ${sql.identifier(TABLE[kind])} where company_id = ${companyId} and id = ${id} for update`,
    ),
  ).length > 0;

const writeColumns = (kind: CompanyCatalog, w: CatalogWrite): [string, unknown][] => {
  const columns: [string, unknown][] = [
    ['name', w.name],
    ['active', w.active],
  ];
  if (kind === 'location') columns.push(['address', w.address ?? null]);
  if (kind === 'exitType') columns.push(['employer_liability', w.employerLiability ?? false]);
  if (kind === 'occupation') columns.push(['minimum_wage_category', w.minimumWageCategory ?? 'unskilled']);
  if (kind === 'department') columns.push(['head_employee_number', w.headEmployeeNumber ?? null]);
  return columns;
};

export const insertEntry = async (
  db: DbOrTx,
  kind: CompanyCatalog,
  companyId: number,
  w: CatalogWrite,
): Promise<number> => {
  const columns: [string, unknown][] = [['company_id', companyId], ...writeColumns(kind, w)];
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into ${sql.identifier(TABLE[kind])}
      (${sql.join(
        columns.map(([name]) => sql.identifier(name)),
        sql`, `,
      )})
      values (${sql.join(
        columns.map(([, value]) => sql`${value}`),
        sql`, `,
      )})
      returning id`),
  );
  return Number(row!.id);
};

export const updateEntry = async (
  db: DbOrTx,
  kind: CompanyCatalog,
  companyId: number,
  id: number,
  w: CatalogWrite,
): Promise<void> => {
  const assignments = writeColumns(kind, w).map(([name, value]) => sql`${sql.identifier(name)} = ${value}`);
  await db.execute(sql`update ${sql.identifier(TABLE[kind])} set ${sql.join(assignments, sql`, `)}
    where company_id = ${companyId} and id = ${id}`);
};

/** Whether the employee is an active employee of the company (a department head must be one). */
export const isActiveEmployee = async (db: DbOrTx, companyId: number, employeeNumber: number) =>
  rowsOf(
    await db.execute(sql`select 1 from ${employees}
      where company_id = ${companyId} and employee_number = ${employeeNumber} and active`),
  ).length > 0;
