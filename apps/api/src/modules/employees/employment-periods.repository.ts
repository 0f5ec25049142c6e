import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employmentPeriods, exitTypes } from '../../db/schema';

// Employment periods (entry and exit) and the exit types they may name.

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
