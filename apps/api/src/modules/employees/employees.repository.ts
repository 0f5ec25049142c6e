import { and, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banks,
  departments,
  employees,
  employeeSalaries,
  locations,
  occupations,
  schedules,
} from '../../db/schema';
import { rowsOf } from '../../db/rows';

// The employee record: read (with the names it references and the salary in force), lock, look up, insert, update.

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
