import type { EmployeeStatus, PayPeriodicity, SelfServiceStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  departments,
  employees,
  employeeSalaries,
  locations,
  occupations,
  schedules,
  users,
} from '../../db/schema';
import { preparedRows } from '../../db/prepared';
import { escapeLike } from '../../lib/text';
import { rowsOf } from '../../db/rows';

// The employee list and search: filters, sorting, one page with its total (prepared statements).

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
  selfService?: SelfServiceStatus | undefined;
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

/** A row of the list as the query answers it (columns, numerics as the driver gives them). */
type ListRowSql = {
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
  self_service: SelfServiceStatus;
  last_sign_in_at: string | Date | null;
  total?: string | number;
};

/** An employee of the list: what the list and its export show. */
export type EmployeeListItem = {
  employeeNumber: number;
  idType: string;
  nationalId: string;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
  departmentId: number | null;
  departmentName: string | null;
  occupationName: string | null;
  locationId: number | null;
  locationName: string | null;
  scheduleName: string;
  periodicity: string;
  status: EmployeeStatus;
  active: boolean;
  entryDate: string;
  exitDate: string | null;
  /** Céntimos, the salary in force today. */
  currentSalary: number | null;
  email: string | null;
  phone: string | null;
  selfService: SelfServiceStatus;
  lastSignInAt: string | null;
};

const listItemOf = (r: ListRowSql): EmployeeListItem => ({
  employeeNumber: Number(r.employee_number),
  idType: r.id_type,
  nationalId: r.national_id,
  firstName: r.first_name,
  firstSurname: r.first_surname,
  secondSurname: r.second_surname,
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name,
  occupationName: r.occupation_name,
  locationId: r.location_id === null ? null : Number(r.location_id),
  locationName: r.location_name,
  scheduleName: r.schedule_name,
  periodicity: r.periodicity,
  status: r.status,
  active: r.active,
  entryDate: r.entry_date,
  exitDate: r.exit_date,
  currentSalary: r.current_salary === null ? null : Number(r.current_salary),
  email: r.email,
  phone: r.phone,
  selfService: r.self_service,
  lastSignInAt: r.last_sign_in_at === null ? null : new Date(r.last_sign_in_at).toISOString(),
});

const STATUS_SQL = sql`case when e.active then 'active' when e.exit_date is null then 'inactive' else 'exited' end`;

/**
 * Whether an employee's self-service login still reaches (the rule of `auth.repository`'s `linkedEmployeeOf`:
 * until the exit date, and not while inactive without one).
 */
const ACCESS_LIVE_SQL = sql`((e.exit_date is null or e.exit_date >= (now() at time zone 'America/Costa_Rica')::date)
  and (e.active or e.exit_date is not null))`;
/** The self-service state of `e` from its login `eu` and user `u` (left joined). */
const SELF_SERVICE_SQL = sql`case when eu.user_id is null then 'none'
  when not ${ACCESS_LIVE_SQL} or not u.active then 'ended'
  when u.last_login_at is null then 'invited' else 'active' end`;
const selfServiceFilter = (status: SelfServiceStatus) =>
  status === 'none'
    ? sql`not exists (select 1 from employee_users eu where eu.company_id = e.company_id and eu.employee_number = e.employee_number)`
    : sql`exists (select 1 from employee_users eu join users u on u.id = eu.user_id
        where eu.company_id = e.company_id and eu.employee_number = e.employee_number and ${SELF_SERVICE_SQL} = ${status})`;

export const filtersSql = (q: Omit<ListQuery, 'page' | 'pageSize' | 'sortBy' | 'sortDir' | 'today'>): SQL => {
  const parts: SQL[] = [sql`e.company_id = ${q.companyId}`];
  for (const word of q.words) parts.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.status === 'active') parts.push(sql`e.active`);
  if (q.status === 'inactive') parts.push(sql`not e.active and e.exit_date is null`);
  if (q.status === 'exited') parts.push(sql`not e.active and e.exit_date is not null`);
  if (q.departmentId !== undefined) parts.push(sql`e.department_id = ${q.departmentId}`);
  if (q.locationId !== undefined) parts.push(sql`e.location_id = ${q.locationId}`);
  if (q.periodicity !== undefined) parts.push(sql`e.periodicity = ${q.periodicity}`);
  if (q.selfService !== undefined) parts.push(selfServiceFilter(q.selfService));
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
      ${SELF_SERVICE_SQL} as self_service, case when eu.user_id is null then null else u.last_login_at end as last_sign_in_at,
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
    left join employee_users eu on eu.company_id = ${q.companyId} and eu.employee_number = e.employee_number
    left join ${users} u on u.id = eu.user_id
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
): Promise<{ rows: EmployeeListItem[]; total: number }> => {
  const where = filtersSql(q);
  const count = async () => Number((await preparedRows<{ n: number }>(db, countSql(where)))[0]?.n ?? 0);
  if (q.words.length === 0) {
    const [rows, total] = await Promise.all([
      preparedRows<ListRowSql>(db, pageSql(q, where, limit, offset, false)),
      count(),
    ]);
    return { rows: rows.map(listItemOf), total };
  }
  const rows = await preparedRows<ListRowSql>(db, pageSql(q, where, limit, offset, true));
  if (rows.length > 0 || offset === 0) {
    return { rows: rows.map(listItemOf), total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
  }
  // A page past the end: the total still has to be answered.
  return { rows: [], total: await count() };
};

/**
 * The page search's Contacts group and the employee pickers (`status`: one status only). The search is infix,
 * so "47" also finds every cédula with 47 in it: an exact employee number or national id comes first, then
 * active people, then by name.
 */
export const searchEmployees = async (
  db: DbOrTx,
  companyId: number,
  words: string[],
  limit: number,
  status?: EmployeeStatus | undefined,
) => {
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
    where ${filtersSql({ companyId, words, status })}
    order by ${exactFirst} e.active desc, e.first_surname, e.second_surname, e.first_name, e.employee_number
    limit ${limit}`);
  return rowsOf<{
    employee_number: number;
    first_name: string;
    first_surname: string;
    second_surname: string | null;
    national_id: string;
    status: EmployeeStatus;
  }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    firstName: r.first_name,
    firstSurname: r.first_surname,
    secondSurname: r.second_surname,
    nationalId: r.national_id,
    status: r.status,
  }));
};
