import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeAssignments, employmentPeriods, schedules } from '../../db/schema';

/** The current (last) employment period of an employee, or null when there is no such employee. */
export const currentEmployment = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<{ entryDate: string; exitDate: string | null } | null> => {
  const [row] = await db
    .select({ entryDate: employmentPeriods.entryDate, exitDate: employmentPeriods.exitDate })
    .from(employmentPeriods)
    .where(and(eq(employmentPeriods.companyId, companyId), eq(employmentPeriods.employeeNumber, employeeNumber)))
    .orderBy(desc(employmentPeriods.periodNo))
    .limit(1);
  return row ?? null;
};

/** The working days of the schedule in force on `date` (the employee's first schedule before its first row). */
export const workingDaysOn = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  date: string,
): Promise<number[]> => {
  const [row] = await db
    .select({ workingDays: schedules.workingDays })
    .from(employeeAssignments)
    .innerJoin(
      schedules,
      and(eq(schedules.companyId, employeeAssignments.companyId), eq(schedules.id, employeeAssignments.scheduleId)),
    )
    .where(and(eq(employeeAssignments.companyId, companyId), eq(employeeAssignments.employeeNumber, employeeNumber)))
    .orderBy(
      desc(lte(employeeAssignments.effectiveFrom, date)),
      sql`abs(${employeeAssignments.effectiveFrom} - ${date}::date)`,
    )
    .limit(1);
  return row?.workingDays ?? [];
};
