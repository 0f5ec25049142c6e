import { and, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { employeeSalaries, users } from '../../db/schema';

// An employee's salaries, effective-dated.

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
