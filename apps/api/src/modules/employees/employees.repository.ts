import type { EmployeeStatus, PayPeriodicity } from '@planilla/contracts';
import { and, asc, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banks,
  departments,
  employeeAssignments,
  employeeLocalizations,
  employeePeriodicities,
  employees,
  employeeSalaries,
  employmentPeriods,
  exitTypes,
  localities,
  locations,
  occupations,
  schedules,
  users,
} from '../../db/schema';
import { preparedRows } from '../../db/prepared';
import { escapeLike } from '../../lib/text';
import { rowsOf } from '../../db/rows';


// ---------------------------------------------------------------------------------------------------------
// The employee record

export type EmployeeRecord = typeof employees.$inferSelect;
export type EmployeeInsert = typeof employees.$inferInsert;

/** The employee with the names of what it references and the salary in force on `today`. */
export type EmployeeView = EmployeeRecord & {
  bankName: string | null;
  departmentName: string | null;
  occupationName: string | null;
  locationName: string | null;
  scheduleName: string;
  jornadaType: string;
  quarterHoursPerDay: number;
  workingDays: number[];
  currentSalary: number | null;
  currentSalaryFrom: string | null;
};

const currentSalaryOf = (today: string) => ({
  amount: sql<number | null>`(select s.amount from ${employeeSalaries} s
    where s.company_id = ${employees.companyId} and s.employee_number = ${employees.employeeNumber} and s.effective_from <= ${today}
    order by s.effective_from desc limit 1)`.mapWith((v) => (v === null ? null : Number(v))),
  from: sql<string | null>`(select s.effective_from::text from ${employeeSalaries} s
    where s.company_id = ${employees.companyId} and s.employee_number = ${employees.employeeNumber} and s.effective_from <= ${today}
    order by s.effective_from desc limit 1)`,
});

export const getEmployeeView = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  today: string,
): Promise<EmployeeView | null> => {
  const salary = currentSalaryOf(today);
  const [row] = await db
    .select({
      e: employees,
      bankName: banks.name,
      departmentName: departments.name,
      occupationName: occupations.name,
      locationName: locations.name,
      scheduleName: schedules.name,
      jornadaType: schedules.jornadaType,
      quarterHoursPerDay: schedules.quarterHoursPerDay,
      workingDays: schedules.workingDays,
      currentSalary: salary.amount,
      currentSalaryFrom: salary.from,
    })
    .from(employees)
    .innerJoin(
      schedules,
      and(eq(schedules.companyId, employees.companyId), eq(schedules.id, employees.scheduleId)),
    )
    .leftJoin(banks, eq(banks.code, employees.bankCode))
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(
      occupations,
      and(eq(occupations.companyId, employees.companyId), eq(occupations.id, employees.occupationId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.companyId, employees.companyId), eq(locations.id, employees.locationId)),
    )
    .where(and(eq(employees.companyId, companyId), eq(employees.employeeNumber, employeeNumber)));
  if (!row) return null;
  const { e, ...rest } = row;
  return { ...e, ...rest, scheduleName: rest.scheduleName, jornadaType: rest.jornadaType };
};

/** Locks the employee row until the end of the transaction; false when it does not exist. */
export const lockEmployee = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<boolean> => {
  const res = await db.execute(
    sql`select 1 from ${employees} where company_id = ${companyId} and employee_number = ${employeeNumber} for update`,
  );
  return rowsOf(res).length > 0;
};

export const employeeExists = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ n: employees.employeeNumber })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.employeeNumber, employeeNumber)));
  return Boolean(row);
};

/** The employee number that already uses `nationalId` in the company (other than `except`), if any. */
export const findByNationalId = async (
  db: DbOrTx,
  companyId: number,
  nationalId: string,
  except?: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ n: employees.employeeNumber })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.nationalId, nationalId),
        except === undefined ? undefined : sql`${employees.employeeNumber} <> ${except}`,
      ),
    );
  return row?.n ?? null;
};

/** The employee who marks with `badgeCode` on the time clock (other than `except`), or null. */
export const badgeCodeHolder = async (
  db: DbOrTx,
  companyId: number,
  badgeCode: string,
  except?: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ n: employees.employeeNumber })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.badgeCode, badgeCode),
        except === undefined ? undefined : sql`${employees.employeeNumber} <> ${except}`,
      ),
    );
  return row?.n ?? null;
};

export const existingNationalIds = async (
  db: DbOrTx,
  companyId: number,
  ids: string[],
): Promise<Set<string>> => {
  if (ids.length === 0) return new Set();
  const res = await db.execute(
    sql`select national_id from ${employees} where company_id = ${companyId} and national_id = any(${sql.param(ids)}::text[])`,
  );
  return new Set(rowsOf<{ national_id: string }>(res).map((r) => r.national_id));
};

export const existingEmployeeNumbers = async (
  db: DbOrTx,
  companyId: number,
  numbers: number[],
): Promise<Set<number>> => {
  if (numbers.length === 0) return new Set();
  const res = await db.execute(
    sql`select employee_number from ${employees} where company_id = ${companyId} and employee_number = any(${sql.param(numbers)}::int[])`,
  );
  return new Set(rowsOf<{ employee_number: number }>(res).map((r) => Number(r.employee_number)));
};

/**
 * Serializes number assignment within a company for the rest of the transaction (a transaction-scoped
 * advisory lock keyed by the company), then answers the highest number in use.
 */
export const lockNumbering = async (db: DbOrTx, companyId: number): Promise<number> => {
  await db.execute(sql`select pg_advisory_xact_lock(4242, ${companyId})`);
  const [row] = await db
    .select({ n: max(employees.employeeNumber) })
    .from(employees)
    .where(eq(employees.companyId, companyId));
  return row?.n ?? 0;
};

export const insertEmployees = async (db: DbOrTx, rows: EmployeeInsert[]) => {
  if (rows.length > 0) await db.insert(employees).values(rows);
};

export const updateEmployee = (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  patch: Partial<EmployeeInsert>,
) =>
  db
    .update(employees)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), eq(employees.employeeNumber, employeeNumber)));

// ---------------------------------------------------------------------------------------------------------
// List and search

export type ListQuery = {
  companyId: number;
  today: string;
  page: number;
  pageSize: number;
  /** Already folded (lower-case, no accents) and split in words. */
  words: string[];
  status?: EmployeeStatus | undefined;
  departmentId?: number | undefined;
  locationId?: number | undefined;
  periodicity?: PayPeriodicity | undefined;
  sortBy:
    | 'num_empleado'
    | 'name'
    | 'nationalId'
    | 'entryDate'
    | 'department'
    | 'location'
    | 'periodicity'
    | 'status';
  sortDir: 'asc' | 'desc';
};

export type ListRow = {
  employee_number: number;
  id_type: string;
  national_id: string;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  department_id: number | null;
  department_name: string | null;
  occupation_name: string | null;
  location_id: number | null;
  location_name: string | null;
  schedule_name: string;
  periodicity: string;
  status: EmployeeStatus;
  active: boolean;
  entry_date: string;
  exit_date: string | null;
  current_salary: string | number | null;
  email: string | null;
  phone: string | null;
  total?: string | number;
};

const STATUS_SQL = sql`case when e.active then 'active' when e.exit_date is null then 'inactive' else 'exited' end`;

export const filtersSql = (q: Omit<ListQuery, 'page' | 'pageSize' | 'sortBy' | 'sortDir' | 'today'>): SQL => {
  const parts: SQL[] = [sql`e.company_id = ${q.companyId}`];
  for (const word of q.words) parts.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.status === 'active') parts.push(sql`e.active`);
  if (q.status === 'inactive') parts.push(sql`not e.active and e.exit_date is null`);
  if (q.status === 'exited') parts.push(sql`not e.active and e.exit_date is not null`);
  if (q.departmentId !== undefined) parts.push(sql`e.department_id = ${q.departmentId}`);
  if (q.locationId !== undefined) parts.push(sql`e.location_id = ${q.locationId}`);
  if (q.periodicity !== undefined) parts.push(sql`e.periodicity = ${q.periodicity}`);
  return sql.join(parts, sql` and `);
};

/** Output columns the page exposes for sorting, employee number last as the tie-break. */
const SORT_COLUMNS: Record<ListQuery['sortBy'], string[]> = {
  num_empleado: ['employee_number'],
  name: ['first_surname', 'second_surname', 'first_name', 'employee_number'],
  nationalId: ['national_id', 'employee_number'],
  entryDate: ['entry_date', 'employee_number'],
  department: ['department_name', 'first_surname', 'employee_number'],
  location: ['location_name', 'first_surname', 'employee_number'],
  periodicity: ['periodicity', 'first_surname', 'employee_number'],
  status: ['status', 'first_surname', 'employee_number'],
};

const orderSql = (q: Pick<ListQuery, 'sortBy' | 'sortDir'>, prefix = '') =>
  sql.raw(SORT_COLUMNS[q.sortBy].map((c) => `${prefix}${c} ${q.sortDir}`).join(', '));

/**
 * The page query, in three steps so that only what must touch every match does:
 *  1. with a search term, the matching rows are collected first (a materialized CTE, so the trigram index
 *     finds them; otherwise the planner walks the name index testing the pattern on every row, hoping to
 *     stop after ten, which it cannot while it also counts them);
 *  2. `page`: the matches sorted and limited, with the total as `count(*) over ()` (joining a catalog only
 *     when the sort needs its name);
 *  3. the ten rows joined with their catalogs and the salary in force.
 * Without a search term, step 1 is skipped: the page comes off the name index and the total is counted apart.
 */
const pageSql = (q: ListQuery, where: SQL, limit: number, offset: number, matchesFirst: boolean) => {
  const byDepartment = q.sortBy === 'department';
  const byLocation = q.sortBy === 'location';
  const source = matchesFirst ? sql`m e` : sql`${employees} e`;
  return sql`
    ${
      matchesFirst
        ? sql`with m as materialized (select e.employee_number, e.first_surname, e.second_surname, e.first_name, e.national_id,
      e.entry_date, e.periodicity, e.active, e.exit_date, e.department_id, e.location_id from ${employees} e where ${where}),`
        : sql`with`
    }
    page as (
      select e.employee_number, e.first_surname, e.second_surname, e.first_name, e.national_id, e.entry_date, e.periodicity,
        ${STATUS_SQL} as status,
        ${byDepartment ? sql`d.name` : sql`null::text`} as department_name,
        ${byLocation ? sql`l.name` : sql`null::text`} as location_name
        ${matchesFirst ? sql`, count(*) over () as total` : sql``}
      from ${source}
      ${byDepartment ? sql`left join ${departments} d on d.company_id = ${q.companyId} and d.id = e.department_id` : sql``}
      ${byLocation ? sql`left join ${locations} l on l.company_id = ${q.companyId} and l.id = e.location_id` : sql``}
      ${matchesFirst ? sql`` : sql`where ${where}`}
      order by ${orderSql(q)}
      limit ${limit} offset ${offset}
    )
    select e.employee_number, e.id_type, e.national_id, e.first_name, e.first_surname, e.second_surname,
      e.department_id, d.name as department_name, o.name as occupation_name, e.location_id, l.name as location_name,
      sc.name as schedule_name, e.periodicity, page.status, e.active,
      e.entry_date::text as entry_date, e.exit_date::text as exit_date, e.email, e.phone,
      ${matchesFirst ? sql`page.total` : sql`null::bigint as total`},
      (select s.amount from ${employeeSalaries} s
        where s.company_id = ${q.companyId} and s.employee_number = e.employee_number and s.effective_from <= ${q.today}
        order by s.effective_from desc limit 1) as current_salary
    from page
    join ${employees} e on e.company_id = ${q.companyId} and e.employee_number = page.employee_number
    join ${schedules} sc on sc.company_id = ${q.companyId} and sc.id = e.schedule_id
    left join ${departments} d on d.company_id = ${q.companyId} and d.id = e.department_id
    left join ${occupations} o on o.company_id = ${q.companyId} and o.id = e.occupation_id
    left join ${locations} l on l.company_id = ${q.companyId} and l.id = e.location_id
    order by ${orderSql(q, 'page.')}`;
};

const countSql = (where: SQL) => sql`select count(*)::int as n from ${employees} e where ${where}`;

/**
 * One page of the list with the filtered total (see `pageSql`). Runs as prepared statements on PostgreSQL:
 * this is the hottest read of the product.
 */
export const listEmployees = async (
  db: DbOrTx,
  q: ListQuery,
  limit = q.pageSize,
  offset = (q.page - 1) * q.pageSize,
): Promise<{ rows: ListRow[]; total: number }> => {
  const where = filtersSql(q);
  const count = async () => Number((await preparedRows<{ n: number }>(db, countSql(where)))[0]?.n ?? 0);
  if (q.words.length === 0) {
    const [rows, total] = await Promise.all([
      preparedRows<ListRow>(db, pageSql(q, where, limit, offset, false)),
      count(),
    ]);
    return { rows, total };
  }
  const rows = await preparedRows<ListRow>(db, pageSql(q, where, limit, offset, true));
  if (rows.length > 0 || offset === 0) return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
  // A page past the end: the total still has to be answered.
  return { rows, total: await count() };
};

/**
 * The page search's Contacts group. The search is infix, so "47" also finds every cédula with 47 in it:
 * an exact employee number or national id comes first, then active people, then by name.
 */
export const searchEmployees = async (db: DbOrTx, companyId: number, words: string[], limit: number) => {
  const single = words.length === 1 && /^\d{1,12}$/.test(words[0]!) ? words[0]! : null;
  // Employee numbers have at most 8 digits (a longer one would not even fit the integer column).
  const exactFirst =
    single === null
      ? sql``
      : single.length <= 8
        ? sql`(e.employee_number = ${Number(single)} or e.national_id = ${single}) desc,`
        : sql`(e.national_id = ${single}) desc,`;
  const res = await db.execute(sql`
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id, ${STATUS_SQL} as status
    from ${employees} e
    where ${filtersSql({ companyId, words })}
    order by ${exactFirst} e.active desc, e.first_surname, e.second_surname, e.first_name, e.employee_number
    limit ${limit}`);
  return rowsOf<{
    employee_number: number;
    first_name: string;
    first_surname: string;
    second_surname: string | null;
    national_id: string;
    status: EmployeeStatus;
  }>(res);
};

// ---------------------------------------------------------------------------------------------------------
// Employment periods

export type PeriodRecord = typeof employmentPeriods.$inferSelect;

export const listPeriods = (db: DbOrTx, companyId: number, employeeNumber: number) =>
  db
    .select({
      periodNo: employmentPeriods.periodNo,
      entryDate: employmentPeriods.entryDate,
      exitDate: employmentPeriods.exitDate,
      exitTypeId: employmentPeriods.exitTypeId,
      exitTypeName: exitTypes.name,
      exitReason: employmentPeriods.exitReason,
    })
    .from(employmentPeriods)
    .leftJoin(
      exitTypes,
      and(
        eq(exitTypes.companyId, employmentPeriods.companyId),
        eq(exitTypes.id, employmentPeriods.exitTypeId),
      ),
    )
    .where(
      and(eq(employmentPeriods.companyId, companyId), eq(employmentPeriods.employeeNumber, employeeNumber)),
    )
    .orderBy(asc(employmentPeriods.periodNo));

export const lastPeriod = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<PeriodRecord | null> => {
  const [row] = await db
    .select()
    .from(employmentPeriods)
    .where(
      and(eq(employmentPeriods.companyId, companyId), eq(employmentPeriods.employeeNumber, employeeNumber)),
    )
    .orderBy(desc(employmentPeriods.periodNo))
    .limit(1);
  return row ?? null;
};

export const insertPeriods = async (db: DbOrTx, rows: (typeof employmentPeriods.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(employmentPeriods).values(rows);
};

export const closePeriod = (
  db: DbOrTx,
  key: { companyId: number; employeeNumber: number; periodNo: number },
  exit: { exitDate: string; exitTypeId: number; exitReason: string },
) =>
  db
    .update(employmentPeriods)
    .set(exit)
    .where(
      and(
        eq(employmentPeriods.companyId, key.companyId),
        eq(employmentPeriods.employeeNumber, key.employeeNumber),
        eq(employmentPeriods.periodNo, key.periodNo),
      ),
    );

export const exitTypeExists = async (db: DbOrTx, companyId: number, id: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: exitTypes.id })
    .from(exitTypes)
    .where(and(eq(exitTypes.companyId, companyId), eq(exitTypes.id, id), eq(exitTypes.active, true)));
  return Boolean(row);
};

// ---------------------------------------------------------------------------------------------------------
// Salaries

export const listSalaries = (db: DbOrTx, companyId: number, employeeNumber: number) =>
  db
    .select({
      effectiveFrom: employeeSalaries.effectiveFrom,
      amount: employeeSalaries.amount,
      reason: employeeSalaries.reason,
      createdAt: employeeSalaries.createdAt,
      createdBy: users.code,
    })
    .from(employeeSalaries)
    .leftJoin(users, eq(users.id, employeeSalaries.createdBy))
    .where(
      and(eq(employeeSalaries.companyId, companyId), eq(employeeSalaries.employeeNumber, employeeNumber)),
    )
    .orderBy(desc(employeeSalaries.effectiveFrom));

export const lastSalaryDate = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<string | null> => {
  const [row] = await db
    .select({ d: max(employeeSalaries.effectiveFrom) })
    .from(employeeSalaries)
    .where(
      and(eq(employeeSalaries.companyId, companyId), eq(employeeSalaries.employeeNumber, employeeNumber)),
    );
  return row?.d ?? null;
};

export const insertSalaries = async (db: DbOrTx, rows: (typeof employeeSalaries.$inferInsert)[]) => {
  if (rows.length > 0) await db.insert(employeeSalaries).values(rows);
};

// ---------------------------------------------------------------------------------------------------------
// Localizations

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

// ---------------------------------------------------------------------------------------------------------
// Company catalog checks

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
    rowsOf<{ code: string; name_es: string; name_en: string }>(
      await db.execute(sql`select code, name_es, name_en from ${sql.identifier(table)}`),
    );
  const [civil, education, countries, banks] = await Promise.all([
    named('civil_statuses'),
    named('education_levels'),
    named('countries'),
    db
      .execute(sql`select code, name, short_name from banks where active`)
      .then((res) => rowsOf<{ code: string; name: string; short_name: string }>(res)),
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

// ---------------------------------------------------------------------------------------------------------
// Work assignment and pay periodicity: effective-dated histories

export type AssignmentRecord = typeof employeeAssignments.$inferSelect;
export type AssignmentWrite = Omit<typeof employeeAssignments.$inferInsert, 'createdAt'>;
export type PeriodicityRecord = typeof employeePeriodicities.$inferSelect;
export type PeriodicityWrite = Omit<typeof employeePeriodicities.$inferInsert, 'createdAt'>;

/** The assignment history with the names of what it references, newest first. */
export const listAssignments = (db: DbOrTx, companyId: number, employeeNumber: number) =>
  db
    .select({
      effectiveFrom: employeeAssignments.effectiveFrom,
      scheduleId: employeeAssignments.scheduleId,
      scheduleName: schedules.name,
      jornadaType: schedules.jornadaType,
      quarterHoursPerDay: schedules.quarterHoursPerDay,
      locationId: employeeAssignments.locationId,
      locationName: locations.name,
      departmentId: employeeAssignments.departmentId,
      departmentName: departments.name,
      occupationId: employeeAssignments.occupationId,
      occupationName: occupations.name,
      reason: employeeAssignments.reason,
      createdAt: employeeAssignments.createdAt,
      createdBy: users.code,
    })
    .from(employeeAssignments)
    .innerJoin(
      schedules,
      and(eq(schedules.companyId, employeeAssignments.companyId), eq(schedules.id, employeeAssignments.scheduleId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.companyId, employeeAssignments.companyId), eq(locations.id, employeeAssignments.locationId)),
    )
    .leftJoin(
      departments,
      and(
        eq(departments.companyId, employeeAssignments.companyId),
        eq(departments.id, employeeAssignments.departmentId),
      ),
    )
    .leftJoin(
      occupations,
      and(
        eq(occupations.companyId, employeeAssignments.companyId),
        eq(occupations.id, employeeAssignments.occupationId),
      ),
    )
    .leftJoin(users, eq(users.id, employeeAssignments.createdBy))
    .where(
      and(eq(employeeAssignments.companyId, companyId), eq(employeeAssignments.employeeNumber, employeeNumber)),
    )
    .orderBy(desc(employeeAssignments.effectiveFrom));

/** The latest row of the assignment history (scheduled or in force). */
export const lastAssignment = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<AssignmentRecord | null> => {
  const [row] = await db
    .select()
    .from(employeeAssignments)
    .where(
      and(eq(employeeAssignments.companyId, companyId), eq(employeeAssignments.employeeNumber, employeeNumber)),
    )
    .orderBy(desc(employeeAssignments.effectiveFrom))
    .limit(1);
  return row ?? null;
};

/** Adds a row; a row on the same date is replaced (a correction of the last change). */
export const putAssignment = (db: DbOrTx, row: AssignmentWrite) =>
  db
    .insert(employeeAssignments)
    .values(row)
    .onConflictDoUpdate({
      target: [employeeAssignments.companyId, employeeAssignments.employeeNumber, employeeAssignments.effectiveFrom],
      set: {
        scheduleId: row.scheduleId,
        locationId: row.locationId ?? null,
        departmentId: row.departmentId ?? null,
        occupationId: row.occupationId ?? null,
        reason: row.reason ?? null,
        createdBy: row.createdBy ?? null,
        createdAt: new Date(),
      },
    });

/** The periodicity history, newest first. */
export const listPeriodicities = (db: DbOrTx, companyId: number, employeeNumber: number) =>
  db
    .select({
      effectiveFrom: employeePeriodicities.effectiveFrom,
      periodicity: employeePeriodicities.periodicity,
      reason: employeePeriodicities.reason,
      createdAt: employeePeriodicities.createdAt,
      createdBy: users.code,
    })
    .from(employeePeriodicities)
    .leftJoin(users, eq(users.id, employeePeriodicities.createdBy))
    .where(
      and(
        eq(employeePeriodicities.companyId, companyId),
        eq(employeePeriodicities.employeeNumber, employeeNumber),
      ),
    )
    .orderBy(desc(employeePeriodicities.effectiveFrom));

export const lastPeriodicity = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<PeriodicityRecord | null> => {
  const [row] = await db
    .select()
    .from(employeePeriodicities)
    .where(
      and(
        eq(employeePeriodicities.companyId, companyId),
        eq(employeePeriodicities.employeeNumber, employeeNumber),
      ),
    )
    .orderBy(desc(employeePeriodicities.effectiveFrom))
    .limit(1);
  return row ?? null;
};

/** Adds a row; a row on the same date is replaced (a correction of the last change). */
export const putPeriodicity = (db: DbOrTx, row: PeriodicityWrite) =>
  db
    .insert(employeePeriodicities)
    .values(row)
    .onConflictDoUpdate({
      target: [
        employeePeriodicities.companyId,
        employeePeriodicities.employeeNumber,
        employeePeriodicities.effectiveFrom,
      ],
      set: {
        periodicity: row.periodicity,
        reason: row.reason ?? null,
        createdBy: row.createdBy ?? null,
        createdAt: new Date(),
      },
    });

/**
 * Which employees `refreshAssignmentsInForce` brings up to date: one employee (after a change), those with a
 * history row that came into force after `since` (the periodic pass), or all of them.
 */
export type RefreshScope =
  | { companyId: number; employeeNumber: number }
  | { since: string }
  | { all: true };

const scopeSql = (scope: RefreshScope, today: string): SQL => {
  if ('employeeNumber' in scope)
    return sql`select ${scope.companyId}::int as company_id, ${scope.employeeNumber}::int as employee_number`;
  if ('since' in scope)
    return sql`select company_id, employee_number from ${employeeAssignments}
        where effective_from > ${scope.since}::date and effective_from <= ${today}::date
      union
      select company_id, employee_number from ${employeePeriodicities}
        where effective_from > ${scope.since}::date and effective_from <= ${today}::date`;
  return sql`select company_id, employee_number from ${employees}`;
};

/**
 * Copies the assignment and periodicity in force on `today` from the histories to `employees` (what lists
 * show, filter and sort by), set-based; an employee whose first row is still ahead (hired later) keeps it.
 * Writes only rows that differ; answers how many changed.
 */
export const refreshAssignmentsInForce = async (
  db: DbOrTx,
  today: string,
  scope: RefreshScope,
): Promise<number> => {
  const res = await db.execute(sql`
    with target as (${scopeSql(scope, today)}),
    cur as (
      select t.company_id, t.employee_number, a.schedule_id, a.location_id, a.department_id, a.occupation_id,
        p.periodicity
      from target t
      join lateral (
        select h.schedule_id, h.location_id, h.department_id, h.occupation_id from ${employeeAssignments} h
        where h.company_id = t.company_id and h.employee_number = t.employee_number
        order by h.effective_from <= ${today}::date desc, abs(h.effective_from - ${today}::date)
        limit 1
      ) a on true
      join lateral (
        select h.periodicity from ${employeePeriodicities} h
        where h.company_id = t.company_id and h.employee_number = t.employee_number
        order by h.effective_from <= ${today}::date desc, abs(h.effective_from - ${today}::date)
        limit 1
      ) p on true
    )
    update ${employees} e set schedule_id = cur.schedule_id, location_id = cur.location_id,
      department_id = cur.department_id, occupation_id = cur.occupation_id, periodicity = cur.periodicity
    from cur
    where e.company_id = cur.company_id and e.employee_number = cur.employee_number
      and (e.schedule_id, e.location_id, e.department_id, e.occupation_id, e.periodicity)
        is distinct from (cur.schedule_id, cur.location_id, cur.department_id, cur.occupation_id, cur.periodicity)
    returning e.employee_number`);
  return rowsOf(res).length;
};
