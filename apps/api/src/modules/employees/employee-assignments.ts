import {
  V,
  type AssignmentItem,
  type EmployeeChangeResponse,
  type JornadaType,
  type PayPeriodicity,
  type PeriodicityItem,
  type periodicityChangeRequest,
  type scheduleLocationRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { changeEmployee, type Actor, type EmployeesDeps } from './employee-change';
import { loadLookups, type Lookups } from './employee-rules';
import * as repo from './employees.repository';
import * as historiesRepo from './employee-histories.repository';

/**
 * The work assignment (schedule, location, department, occupation) and the pay periodicity are histories:
 * each change applies from its date until the next one, so a payroll pays each day with what was in force
 * that day. `employees` keeps what is in force today for the lists; `applyAssignmentsInForce` moves it
 * forward when a scheduled change's date arrives.
 */

/** The assignment fields of the history. */
export type Assignment = Pick<
  historiesRepo.AssignmentRecord,
  'scheduleId' | 'locationId' | 'departmentId' | 'occupationId'
>;
export const ASSIGNMENT_FIELDS = ['scheduleId', 'locationId', 'departmentId', 'occupationId'] as const;

/** The changes a request makes to the histories, from one date. */
export type DatedChange = {
  /** Only the assignment fields that were sent. */
  assignment: Partial<Assignment>;
  periodicity?: PayPeriodicity | undefined;
  /** As sent; without it the change applies from today (within the current employment). */
  effectiveFrom?: string | undefined;
  reason?: string | null | undefined;
};

const clamp = (date: string, from: string, to: string | null) =>
  date < from ? from : to !== null && date > to ? to : date;

/**
 * The date a change applies from, or the field problem that refuses it: not before the current employment's
 * entry, not after its exit, not before the last recorded change (the same date replaces that change). An
 * undated change applies from today, kept within the employment; it is refused when a change is already
 * scheduled after today.
 */
export const changeDate = (
  requested: string | undefined,
  today: string,
  employment: { entryDate: string; exitDate: string | null },
  lastDate: string | null,
): { date: string; problem?: undefined } | { date?: undefined; problem: string } => {
  const date = requested ?? clamp(today, employment.entryDate, employment.exitDate);
  if (date < employment.entryDate) return { problem: V.dateBeforeEntry };
  if (employment.exitDate !== null && date > employment.exitDate) return { problem: V.dateAfterExit };
  if (lastDate !== null && date < lastDate)
    return { problem: requested === undefined ? V.changeScheduledLater : V.changeDateBeforeLast };
  return { date };
};

const catalogOf: Record<(typeof ASSIGNMENT_FIELDS)[number], keyof Lookups> = {
  scheduleId: 'schedules',
  locationId: 'locations',
  departmentId: 'departments',
  occupationId: 'occupations',
};

/**
 * Validates and writes a dated change of assignment and/or periodicity inside the caller's transaction, then
 * brings `employees` to what is in force today. Answers what the audit log records of it, or null when the
 * change repeats what is already recorded for that date on. Field problems are thrown together.
 */
export const writeDatedChange = async (
  tx: DbOrTx,
  actor: Actor,
  current: repo.EmployeeView,
  today: string,
  lookups: Lookups,
  change: DatedChange,
  problems: Record<string, string> = {},
): Promise<Record<string, unknown> | null> => {
  const { companyId } = actor.auth;
  const num = current.employeeNumber;
  const [lastAssignment, lastPeriodicity] = await Promise.all([
    historiesRepo.lastAssignment(tx, companyId, num),
    historiesRepo.lastPeriodicity(tx, companyId, num),
  ]);
  if (!lastAssignment || !lastPeriodicity) throw new AppError('EMPLOYEE_NOT_FOUND');

  // What applies from the date on: the last row with the fields sent; only real changes count.
  const next: Assignment = {
    scheduleId: lastAssignment.scheduleId,
    locationId: lastAssignment.locationId,
    departmentId: lastAssignment.departmentId,
    occupationId: lastAssignment.occupationId,
  };
  const changedFields = ASSIGNMENT_FIELDS.filter(
    (field) => change.assignment[field] !== undefined && change.assignment[field] !== lastAssignment[field],
  );
  for (const field of changedFields) {
    const value = change.assignment[field] as number | null;
    const known = lookups[catalogOf[field]] as Set<number>;
    if (value === null ? field === 'scheduleId' : !known.has(value)) problems[field] = V.unknownOption;
    (next as Record<string, number | null>)[field] = value;
  }
  const periodicityChanges =
    change.periodicity !== undefined && change.periodicity !== lastPeriodicity.periodicity;

  const assignmentDate =
    changedFields.length > 0
      ? changeDate(change.effectiveFrom, today, current, lastAssignment.effectiveFrom)
      : undefined;
  const periodicityDate = periodicityChanges
    ? changeDate(change.effectiveFrom, today, current, lastPeriodicity.effectiveFrom)
    : undefined;
  const dateProblem = assignmentDate?.problem ?? periodicityDate?.problem;
  if (dateProblem) problems.effectiveFrom = dateProblem;
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (!assignmentDate && !periodicityDate) return null;

  const reason = change.reason ?? null;
  const audit: Record<string, unknown> = {};
  if (assignmentDate?.date) {
    await historiesRepo.putAssignment(tx, {
      companyId,
      employeeNumber: num,
      effectiveFrom: assignmentDate.date,
      ...next,
      reason,
      createdBy: actor.auth.userId,
    });
    audit.assignment = { effectiveFrom: assignmentDate.date, ...next, reason };
  }
  if (periodicityDate?.date) {
    await historiesRepo.putPeriodicity(tx, {
      companyId,
      employeeNumber: num,
      effectiveFrom: periodicityDate.date,
      periodicity: change.periodicity!,
      reason,
      createdBy: actor.auth.userId,
    });
    audit.periodicityChange = {
      effectiveFrom: periodicityDate.date,
      periodicity: change.periodicity,
      reason,
    };
  }
  await historiesRepo.refreshAssignmentsInForce(tx, today, { companyId, employeeNumber: num });
  return audit;
};

/** empleados/updatehorarioubicacion (PUT) and updatehorariubicacion (POST): a dated change of assignment. */
export const changeAssignment = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof scheduleLocationRequest>,
): Promise<EmployeeChangeResponse> => {
  const lookups = await loadLookups(deps.db, auth.companyId);
  const actor = { auth, meta };
  const { num_empleado: num, effectiveFrom, reason, ...assignment } = input;
  return changeEmployee(deps.db, actor, num, async (tx, current, today) => {
    const audit = await writeDatedChange(tx, actor, current, today, lookups, {
      assignment,
      effectiveFrom,
      reason,
    });
    return audit && { action: 'employee_assignment_updated', auditAfter: audit };
  });
};

/** empleados/updateperiodicity (PUT): a dated change of pay periodicity. */
export const changePeriodicity = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof periodicityChangeRequest>,
): Promise<EmployeeChangeResponse> => {
  const lookups = await loadLookups(deps.db, auth.companyId);
  const actor = { auth, meta };
  return changeEmployee(deps.db, actor, input.num_empleado, async (tx, current, today) => {
    const audit = await writeDatedChange(tx, actor, current, today, lookups, {
      assignment: {},
      periodicity: input.periodicity,
      effectiveFrom: input.effectiveFrom,
      reason: input.reason,
    });
    return audit && { action: 'employee_periodicity_updated', auditAfter: audit };
  });
};

const currentIndexOf = (rows: { effectiveFrom: string }[], today: string) =>
  rows.findIndex((r) => r.effectiveFrom <= today);

const existingOrThrow = async (db: DbOrTx, companyId: number, num: number) => {
  if (!(await repo.employeeExists(db, companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
};

/** empleados/assignmentlist: the assignment history, newest first; the row in force today is current. */
export const listAssignmentHistory = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<{ items: AssignmentItem[] }> => {
  await existingOrThrow(deps.db, auth.companyId, num);
  const rows = await historiesRepo.listAssignments(deps.db, auth.companyId, num);
  const current = currentIndexOf(rows, todayInCostaRica());
  return {
    items: rows.map((r, i) => ({
      effectiveFrom: r.effectiveFrom,
      scheduleId: r.scheduleId,
      scheduleName: r.scheduleName,
      jornadaType: r.jornadaType as JornadaType,
      hoursPerDay: r.quarterHoursPerDay / 4,
      locationId: r.locationId,
      locationName: r.locationName,
      departmentId: r.departmentId,
      departmentName: r.departmentName,
      occupationId: r.occupationId,
      occupationName: r.occupationName,
      reason: r.reason,
      isCurrent: i === current,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    })),
  };
};

/** empleados/periodicitylist: the periodicity history, newest first. */
export const listPeriodicityHistory = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<{ items: PeriodicityItem[] }> => {
  await existingOrThrow(deps.db, auth.companyId, num);
  const rows = await historiesRepo.listPeriodicities(deps.db, auth.companyId, num);
  const current = currentIndexOf(rows, todayInCostaRica());
  return {
    items: rows.map((r, i) => ({
      effectiveFrom: r.effectiveFrom,
      periodicity: r.periodicity as PayPeriodicity,
      reason: r.reason,
      isCurrent: i === current,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    })),
  };
};

/**
 * Brings every employee whose scheduled change came into force after `since` (all of them without it) to
 * the assignment and periodicity in force on `today`. Run at start and then every few minutes by the server.
 */
export const applyAssignmentsInForce = (db: Db, today: string, since?: string): Promise<number> =>
  historiesRepo.refreshAssignmentsInForce(db, today, since === undefined ? { all: true } : { since });

/**
 * Keeps `employees` on the assignment and periodicity in force today while the server runs: a full pass at
 * start, then every `everyMs` a pass over the changes of the last month (a server stopped longer gets its
 * full pass when it starts again). Returns the function that stops it.
 */
export const startAssignmentRoll = (
  db: Db,
  onError: (err: unknown) => void,
  everyMs = 10 * 60_000,
): { ready: Promise<number>; stop: () => void } => {
  const ready = applyAssignmentsInForce(db, todayInCostaRica());
  const timer = setInterval(() => {
    const today = todayInCostaRica();
    const monthAgo = todayInCostaRica(new Date(Date.now() - 31 * 86_400_000));
    applyAssignmentsInForce(db, today, monthAgo).catch(onError);
  }, everyMs);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
};
