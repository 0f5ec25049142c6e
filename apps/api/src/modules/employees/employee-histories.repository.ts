import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  departments,
  employeeAssignments,
  employeePeriodicities,
  employees,
  locations,
  occupations,
  schedules,
  users,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';

// Work assignment and pay periodicity: effective-dated histories, and the values in force copied onto the employee.

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
      and(
        eq(schedules.companyId, employeeAssignments.companyId),
        eq(schedules.id, employeeAssignments.scheduleId),
      ),
    )
    .leftJoin(
      locations,
      and(
        eq(locations.companyId, employeeAssignments.companyId),
        eq(locations.id, employeeAssignments.locationId),
      ),
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
      and(
        eq(employeeAssignments.companyId, companyId),
        eq(employeeAssignments.employeeNumber, employeeNumber),
      ),
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
      and(
        eq(employeeAssignments.companyId, companyId),
        eq(employeeAssignments.employeeNumber, employeeNumber),
      ),
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
      target: [
        employeeAssignments.companyId,
        employeeAssignments.employeeNumber,
        employeeAssignments.effectiveFrom,
      ],
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
export type RefreshScope = { companyId: number; employeeNumber: number } | { since: string } | { all: true };

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
