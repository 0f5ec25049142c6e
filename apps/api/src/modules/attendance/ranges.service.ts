import {
  MAX_RANGE_DAYS,
  V,
  type AttendanceRangeItem,
  type disabilityRangeRequest,
  type rangesListRequest,
  type unpaidLeaveRangeRequest,
  type AttendanceRangeKind,
  type VacationBalance,
  type vacationRangeRequest,
} from '@planilla/contracts';
import { daysBetween, vacationEntitlement, type IsoDate } from '@planilla/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { employeeExists, lockEmployee } from '../employees/employees.repository';
import { lastPeriod } from '../employees/employment-periods.repository';
import { holidayParams, holidaysBetween } from '../payroll-runs/calendar-facts';
import { bumpForAttendanceWrite } from '../payroll-runs/inputs-version';
import { allowsAdvanceVacations } from '../company-settings/company-settings.service';
import { lockAttendanceLayout } from '../payroll-runs/payroll-runs.repository';
import * as repo from './ranges.repository';

export type RangesDeps = { db: Db };
type Actor = { auth: AuthContext; meta: RequestMeta };

/** A range as the wire shows it (the specification's `rangeId` and `num_empleado`). */
export const rangeItemOf = (r: repo.RangeRecord): AttendanceRangeItem => ({
  rangeId: r.id,
  num_empleado: r.employeeNumber,
  kind: r.kind,
  from: r.from,
  to: r.to,
  days: r.days,
  disabilityType: r.disabilityType,
  disabilityCertificate: r.disabilityCertificate,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

/**
 * The vacation balance of the employee's current employment on `asOf` (default today; never before the
 * entry nor after an exit): the engine's entitlement (CT art. 153) with the days taken or booked — V days of
 * the attendance and booked vacation days not laid out yet. `availableDays` is what may still be booked.
 */
export const vacationBalanceOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  asOfWanted?: string,
): Promise<VacationBalance> => {
  const period = await lastPeriod(db, companyId, employeeNumber);
  if (!period) throw new AppError('EMPLOYEE_NOT_FOUND');
  const hireDate = period.entryDate;
  let asOf = asOfWanted ?? todayInCostaRica();
  if (period.exitDate !== null && asOf > period.exitDate) asOf = period.exitDate;
  if (asOf < hireDate) asOf = hireDate;
  const schedule = await repo.scheduleInForce(db, companyId, employeeNumber, asOf);
  const workDaysPerWeek = Math.min(6, Math.max(1, schedule?.workingDays.length ?? 6));
  const taken = await repo.vacationDaysTaken(db, companyId, employeeNumber, hireDate);
  const unpaid = await repo.unpaidRangesSince(db, companyId, [{ employeeNumber, since: hireDate }]);
  const entitlement = vacationEntitlement({
    hireDate: hireDate as IsoDate,
    asOf: asOf as IsoDate,
    workDaysPerWeek,
    daysTaken: taken,
    unpaidRanges: (unpaid.get(employeeNumber) ?? []) as { from: IsoDate; to: IsoDate }[],
  });
  const allowAdvanceVacations = await allowsAdvanceVacations(db, companyId);
  return {
    num_empleado: employeeNumber,
    hireDate,
    asOf,
    workDaysPerWeek,
    daysPerPeriod: entitlement.daysPerPeriod,
    earnedDays: entitlement.earnedDays,
    accruedDays: entitlement.accruedDays,
    takenDays: taken,
    availableDays: entitlement.pendingDays,
    allowAdvance: allowAdvanceVacations,
  };
};

/**
 * Refuses (409 `VACATION_BALANCE_EXCEEDED`, with the figures) a change that took the balance from `before`
 * to `after` below zero, unless the company allows advance vacations. Days given back never fail.
 */
export const assertVacationBalance = (
  before: VacationBalance,
  after: VacationBalance,
  employeeNumber: number,
) => {
  const requested = Math.round((before.availableDays - after.availableDays) * 100) / 100;
  if (after.allowAdvance || requested <= 0 || after.availableDays >= 0) return;
  throw new AppError('VACATION_BALANCE_EXCEEDED', undefined, {
    params: { num_empleado: employeeNumber, requested, available: Math.max(0, before.availableDays) },
  });
};

/** asistencia/vacationdays */
export const getVacationDays = async (deps: RangesDeps, auth: AuthContext, num: number) => {
  if (!(await employeeExists(deps.db, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return vacationBalanceOf(deps.db, auth.companyId, num);
};

/** asistencia/rangeslist */
export const listRanges = async (
  deps: RangesDeps,
  auth: AuthContext,
  input: z.output<typeof rangesListRequest>,
) => {
  if (!(await employeeExists(deps.db, auth.companyId, input.num_empleado)))
    throw new AppError('EMPLOYEE_NOT_FOUND');
  return (
    await repo.listRanges(deps.db, auth.companyId, input.num_empleado, { kind: input.kind, year: input.year })
  ).map(rangeItemOf);
};

type RangeInput = {
  num_empleado: number;
  from: string;
  to: string;
  note: string | null;
  disabilityType?: AttendanceRangeItem['disabilityType'];
  disabilityCertificate?: string | null;
};

const RANGE_CREATED: Record<AttendanceRangeKind, string> = {
  vacation: 'vacation_range_created',
  disability: 'disability_range_created',
  unpaid_leave: 'unpaid_leave_range_created',
  suspension: 'suspension_range_created',
};

/**
 * Registers a range and marks the laid-out days it covers, in one transaction: the employee locked, the
 * range inside the current employment and clear of the employee's other ranges, every payroll it touches
 * open (not paid) and bumped; a vacation within the balance. A disability counts calendar days, the other
 * kinds working days.
 */
const registerRange = (deps: RangesDeps, actor: Actor, kind: AttendanceRangeKind, input: RangeInput) =>
  deps.db.transaction((tx) => registerRangeIn(tx, actor, kind, input));

/** `registerRange` inside the caller's transaction (an approved vacation request registers its range with it). */
const registerRangeIn = async (
  tx: DbOrTx,
  { auth, meta }: Actor,
  kind: AttendanceRangeKind,
  input: RangeInput,
) => {
  const { num_empleado: num, from, to } = input;
  if (to < from) throw invalid({ to: V.toBeforeFrom });
  if (daysBetween(from as IsoDate, to as IsoDate) + 1 > MAX_RANGE_DAYS) throw invalid({ to: V.rangeTooLong });
  const holidays = kind === 'disability' ? [] : holidayParams(holidaysBetween(from, to));
  {
    // Projections see a range whole or wait for it.
    await lockAttendanceLayout(tx, auth.companyId);
    if (!(await lockEmployee(tx, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
    const period = (await lastPeriod(tx, auth.companyId, num))!;
    const problems: Record<string, string> = {};
    if (from < period.entryDate) problems.from = V.outsideEmployment;
    if (period.exitDate !== null && to > period.exitDate) problems.to = V.outsideEmployment;
    if (Object.keys(problems).length > 0) throw invalid(problems);
    if ((await repo.findOverlappingRange(tx, auth.companyId, num, from, to)) !== null)
      throw new AppError('ATTENDANCE_RANGE_OVERLAP');
    const days =
      kind === 'disability'
        ? daysBetween(from as IsoDate, to as IsoDate) + 1
        : await repo.countWorkingDays(tx, auth.companyId, num, from, to, holidays);
    if (days === 0) throw invalid({ to: V.noWorkingDays });

    const touched = await repo.payrollsWithDays(tx, auth.companyId, num, from, to);
    const payrolls = await bumpForAttendanceWrite(
      tx,
      auth.companyId,
      touched.map((p) => p.id),
      auth.userId,
    );
    const asOf = from > todayInCostaRica() ? from : undefined;
    const balanceBefore = kind === 'vacation' ? await vacationBalanceOf(tx, auth.companyId, num, asOf) : null;

    const id = await repo.insertRange(tx, {
      companyId: auth.companyId,
      employeeNumber: num,
      kind,
      from,
      to,
      days,
      disabilityType: input.disabilityType ?? null,
      disabilityCertificate: input.disabilityCertificate ?? null,
      note: input.note,
      userId: auth.userId,
    });
    const markedDays = await repo.markRangeDays(
      tx,
      auth.companyId,
      {
        id,
        employeeNumber: num,
        kind,
        from,
        to,
        disabilityType: input.disabilityType ?? null,
        disabilityCertificate: input.disabilityCertificate ?? null,
      },
      auth.userId,
    );
    const balance = balanceBefore ? await vacationBalanceOf(tx, auth.companyId, num, asOf) : null;
    if (balanceBefore && balance) assertVacationBalance(balanceBefore, balance, num);

    const range = rangeItemOf((await repo.listRanges(tx, auth.companyId, num, { ids: [id] }))[0]!);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: RANGE_CREATED[kind],
        entity: 'employee',
        entityId: num,
        before: balanceBefore ? { availableDays: balanceBefore.availableDays } : null,
        after: {
          range,
          markedDays,
          payrolls: payrolls.map((p) => ({ payrollId: p.id, inputsVersion: p.inputsVersion })),
          ...(balance ? { availableDays: balance.availableDays } : {}),
        },
      },
    );
    return { range, markedDays, balance };
  }
};

/** A vacation range registered inside the caller's transaction: the days, the marks, the balance check, audited. */
export const registerVacationIn = async (tx: DbOrTx, actor: Actor, input: RangeInput) => {
  const { range, markedDays, balance } = await registerRangeIn(tx, actor, 'vacation', input);
  return { range, markedDays, balance: balance! };
};

/**
 * What a vacation from–to would cost an employee before anything is written: its working days by the schedule
 * in force (rest days and holidays out), the balance available on its first day, and whether the company allows
 * advance vacations. Refuses what a registration would refuse on the dates alone (order, length, employment).
 */
export const previewVacationRange = async (
  db: DbOrTx,
  companyId: number,
  num: number,
  from: string,
  to: string,
): Promise<{ days: number; balance: VacationBalance }> => {
  if (to < from) throw invalid({ to: V.toBeforeFrom });
  if (daysBetween(from as IsoDate, to as IsoDate) + 1 > MAX_RANGE_DAYS) throw invalid({ to: V.rangeTooLong });
  const period = await lastPeriod(db, companyId, num);
  if (!period) throw new AppError('EMPLOYEE_NOT_FOUND');
  const problems: Record<string, string> = {};
  if (from < period.entryDate) problems.from = V.outsideEmployment;
  if (period.exitDate !== null && to > period.exitDate) problems.to = V.outsideEmployment;
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const days = await repo.countWorkingDays(
    db,
    companyId,
    num,
    from,
    to,
    holidayParams(holidaysBetween(from, to)),
  );
  if (days === 0) throw invalid({ to: V.noWorkingDays });
  const balance = await vacationBalanceOf(db, companyId, num, from > todayInCostaRica() ? from : undefined);
  return { days, balance };
};

/** Whether a vacation range of the employee overlaps from–to (an approved request, or one HR registered). */
export const vacationOverlaps = async (
  db: DbOrTx,
  companyId: number,
  num: number,
  from: string,
  to: string,
) => (await repo.findOverlappingRange(db, companyId, num, from, to)) !== null;

/** acciones/vacationDays */
export const registerVacation = async (
  deps: RangesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof vacationRangeRequest>,
) => {
  const { range, markedDays, balance } = await registerRange(deps, { auth, meta }, 'vacation', input);
  return { range, markedDays, balance: balance! };
};

/** acciones/disabilityDays */
export const registerDisability = async (
  deps: RangesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof disabilityRangeRequest>,
) => {
  const { range, markedDays } = await registerRange(deps, { auth, meta }, 'disability', input);
  return { range, markedDays };
};

/** acciones/unpaidLeaveDays: unpaid leave or a suspension; its working days A, its days move the anniversary. */
export const registerUnpaidLeave = async (
  deps: RangesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof unpaidLeaveRangeRequest>,
) => {
  const { range, markedDays } = await registerRange(deps, { auth, meta }, input.kind, input);
  return { range, markedDays };
};
