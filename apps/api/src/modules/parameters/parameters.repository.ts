import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  banks,
  civilStatuses,
  companies,
  countries,
  departments,
  educationLevels,
  employees,
  exitTypes,
  idTypes,
  localities,
  locations,
  occupations,
  schedules,
} from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { rowsOf } from '../../db/rows';

// ---------------------------------------------------------------------------------------------------------
// Global catalogs

export const listIdTypes = (db: DbOrTx) => db.select().from(idTypes).orderBy(asc(idTypes.sort));
export const listCountries = (db: DbOrTx) => db.select().from(countries);
export const listCivilStatuses = (db: DbOrTx) =>
  db.select().from(civilStatuses).orderBy(asc(civilStatuses.sort));
export const listEducationLevels = (db: DbOrTx) =>
  db.select().from(educationLevels).orderBy(asc(educationLevels.sort));
export const listBanks = (db: DbOrTx) =>
  db
    .select({ code: banks.code, name: banks.name, shortName: banks.shortName })
    .from(banks)
    .where(eq(banks.active, true))
    .orderBy(asc(banks.code));

export const listLocalities = (db: DbOrTx, level: string, parentCode: string | undefined) =>
  db
    .select()
    .from(localities)
    .where(
      and(
        eq(localities.level, level),
        parentCode === undefined ? undefined : eq(localities.parentCode, parentCode),
      ),
    )
    .orderBy(asc(localities.code));

export const findLocalities = async (db: DbOrTx, codes: string[]) =>
  codes.length === 0
    ? []
    : db
        .select()
        .from(localities)
        .where(sql`${localities.code} = any(${sql.param(codes)}::text[])`);

/** Code lookups for validation: which of these global codes exist. */
export const existingCodes = async (
  db: DbOrTx,
  table: 'id_types' | 'countries' | 'civil_statuses' | 'education_levels' | 'banks',
  codes: string[],
) => {
  if (codes.length === 0) return new Set<string>();
  const res = await db.execute(
    sql`select code from ${sql.identifier(table)} where code = any(${sql.param(codes)}::text[])`,
  );
  return new Set(rowsOf<{ code: string }>(res).map((r) => r.code));
};

// ---------------------------------------------------------------------------------------------------------
// Company catalogs

export const findCompany = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
};

export const listLocations = (db: DbOrTx, companyId: number, includeInactive: boolean) =>
  db
    .select({ id: locations.id, name: locations.name, address: locations.address, active: locations.active })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), includeInactive ? undefined : eq(locations.active, true)))
    .orderBy(asc(locations.name));

export const listDepartments = (db: DbOrTx, companyId: number, includeInactive: boolean) =>
  db
    .select({ id: departments.id, name: departments.name, active: departments.active })
    .from(departments)
    .where(
      and(eq(departments.companyId, companyId), includeInactive ? undefined : eq(departments.active, true)),
    )
    .orderBy(asc(departments.name));

export const listOccupations = (db: DbOrTx, companyId: number, includeInactive: boolean) =>
  db
    .select({ id: occupations.id, name: occupations.name, active: occupations.active })
    .from(occupations)
    .where(
      and(eq(occupations.companyId, companyId), includeInactive ? undefined : eq(occupations.active, true)),
    )
    .orderBy(asc(occupations.name));

export const listExitTypes = (db: DbOrTx, companyId: number, includeInactive: boolean) =>
  db
    .select({
      id: exitTypes.id,
      code: exitTypes.code,
      name: exitTypes.name,
      employerLiability: exitTypes.employerLiability,
      active: exitTypes.active,
    })
    .from(exitTypes)
    .where(and(eq(exitTypes.companyId, companyId), includeInactive ? undefined : eq(exitTypes.active, true)))
    .orderBy(asc(exitTypes.id));

// ---------------------------------------------------------------------------------------------------------
// Schedules

const activeEmployees = sql<number>`(select count(*)::int from ${employees} e
  where e.company_id = ${schedules.companyId} and e.schedule_id = ${schedules.id} and e.active)`;

const scheduleColumns = {
  id: schedules.id,
  name: schedules.name,
  jornadaType: schedules.jornadaType,
  quarterHoursPerDay: schedules.quarterHoursPerDay,
  workingDays: schedules.workingDays,
  startTime: schedules.startTime,
  endTime: schedules.endTime,
  entryGraceMinutes: schedules.entryGraceMinutes,
  exitGraceMinutes: schedules.exitGraceMinutes,
  extraMinimumMinutes: schedules.extraMinimumMinutes,
  extraRounding: schedules.extraRounding,
  active: schedules.active,
  employeeCount: activeEmployees,
};
export type ScheduleRecord = {
  id: number;
  name: string;
  jornadaType: string;
  quarterHoursPerDay: number;
  workingDays: number[];
  startTime: string;
  endTime: string;
  entryGraceMinutes: number;
  exitGraceMinutes: number;
  extraMinimumMinutes: number;
  extraRounding: string;
  active: boolean;
  employeeCount: number;
};

const SCHEDULE_SORT = {
  name: sql`lower(${schedules.name})`,
  jornadaType: schedules.jornadaType,
  hoursPerDay: schedules.quarterHoursPerDay,
  startTime: schedules.startTime,
} as const;

export const listSchedules = async (
  db: DbOrTx,
  q: {
    companyId: number;
    includeInactive: boolean;
    search?: string | undefined;
    page: number;
    pageSize: number;
    sortBy: keyof typeof SCHEDULE_SORT;
    sortDir: 'asc' | 'desc';
  },
): Promise<{ items: ScheduleRecord[]; total: number }> => {
  const conditions: SQL[] = [eq(schedules.companyId, q.companyId)];
  if (!q.includeInactive) conditions.push(eq(schedules.active, true));
  if (q.search) conditions.push(ilike(schedules.name, `%${escapeLike(q.search)}%`));
  const where = and(...conditions);
  const order = q.sortDir === 'desc' ? desc(SCHEDULE_SORT[q.sortBy]) : asc(SCHEDULE_SORT[q.sortBy]);
  const [items, totals] = await Promise.all([
    db
      .select(scheduleColumns)
      .from(schedules)
      .where(where)
      .orderBy(order, asc(schedules.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(schedules).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
};

export const listScheduleOptions = (
  db: DbOrTx,
  companyId: number,
  includeInactive: boolean,
): Promise<ScheduleRecord[]> =>
  db
    .select(scheduleColumns)
    .from(schedules)
    .where(and(eq(schedules.companyId, companyId), includeInactive ? undefined : eq(schedules.active, true)))
    .orderBy(asc(sql`lower(${schedules.name})`));

export const getSchedule = async (
  db: DbOrTx,
  companyId: number,
  id: number,
): Promise<ScheduleRecord | null> => {
  const [row] = await db
    .select(scheduleColumns)
    .from(schedules)
    .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));
  return row ?? null;
};

export type ScheduleWrite = {
  name: string;
  jornadaType: string;
  quarterHoursPerDay: number;
  workingDays: number[];
  startTime: string;
  endTime: string;
  entryGraceMinutes: number;
  exitGraceMinutes: number;
  extraMinimumMinutes: number;
  extraRounding: string;
  active: boolean;
};

export const insertSchedule = async (db: DbOrTx, companyId: number, s: ScheduleWrite): Promise<number> => {
  const [row] = await db
    .insert(schedules)
    .values({ companyId, ...s })
    .returning({ id: schedules.id });
  return row!.id;
};

export const updateSchedule = (db: DbOrTx, companyId: number, id: number, s: ScheduleWrite) =>
  db
    .update(schedules)
    .set({ ...s, updatedAt: new Date() })
    .where(and(eq(schedules.companyId, companyId), eq(schedules.id, id)));

/** Locks the schedule row for the rest of the transaction (concurrent edits of one schedule serialize). */
export const lockSchedule = async (db: DbOrTx, companyId: number, id: number): Promise<boolean> => {
  const res = await db.execute(
    sql`select 1 from ${schedules} where company_id = ${companyId} and id = ${id} for update`,
  );
  return rowsOf<unknown>(res).length > 0;
};
