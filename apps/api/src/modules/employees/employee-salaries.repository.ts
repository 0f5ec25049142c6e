import { and, desc, eq, lte, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeAssignments, employeeSalaries, schedules, users } from '../../db/schema';

// An employee's salaries, effective-dated.

export const listSalaries = (db: DbOrTx, companyId: number, employeeNumber: number) =>
  db
    .select({
      effectiveFrom: employeeSalaries.effectiveFrom,
      amount: employeeSalaries.amount,
      wageType: employeeSalaries.wageType,
      wage: employeeSalaries.wage,
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

/** Ordinary minutes a day of each schedule of the company, by id (the import's hourly wages). */
export const scheduleMinutesById = async (db: DbOrTx, companyId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ id: schedules.id, quarters: schedules.quarterHoursPerDay })
    .from(schedules)
    .where(eq(schedules.companyId, companyId));
  return new Map(rows.map((r) => [r.id, r.quarters * 15]));
};

/** Ordinary minutes a day of a schedule of the company (an hourly wage's day), or null when there is none. */
export const scheduleJornadaMinutes = async (
  db: DbOrTx,
  companyId: number,
  scheduleId: number,
): Promise<number | null> => {
  const [row] = await db
    .select({ quarters: schedules.quarterHoursPerDay })
    .from(schedules)
    .where(and(eq(schedules.companyId, companyId), eq(schedules.id, scheduleId)));
  return row ? row.quarters * 15 : null;
};

/** Ordinary minutes a day of the employee's schedule in force on `date` (the first one before any is). */
export const jornadaMinutesOn = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<number | null> => {
  const inForce = and(
    eq(employeeAssignments.companyId, companyId),
    eq(employeeAssignments.employeeNumber, employeeNumber),
  );
  const read = (onOrBefore: boolean) =>
    db
      .select({ quarters: schedules.quarterHoursPerDay })
      .from(employeeAssignments)
      .innerJoin(
        schedules,
        and(
          eq(schedules.companyId, employeeAssignments.companyId),
          eq(schedules.id, employeeAssignments.scheduleId),
        ),
      )
      .where(onOrBefore ? and(inForce, lte(employeeAssignments.effectiveFrom, date)) : inForce)
      .orderBy(onOrBefore ? desc(employeeAssignments.effectiveFrom) : employeeAssignments.effectiveFrom)
      .limit(1);
  const onOrBefore = await read(true);
  const [row] = onOrBefore.length > 0 ? onOrBefore : await read(false);
  return row ? row.quarters * 15 : null;
};
