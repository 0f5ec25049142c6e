import {
  DAILY_HOURS_CAP_MINUTES,
  V,
  type AttendanceDayItem,
  type CodeCounts,
  type DiaryAttendanceResponse,
  type employeesDiaryStatusRequest,
  type PresenceListDatesResponse,
  type presenceListRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { searchWords } from '../../lib/text';
import { holidaysBetween, isoWeekday } from '../payroll-runs/calendar-facts';
import { openPayrollForAttendanceWrite } from '../payroll-runs/inputs-version';
import { getPayroll } from '../payroll-state/payroll-state.repository';
import * as repo from './attendance.repository';
import * as summaries from './attendance-summaries.repository';
import { itemProblems, resolveItem, type DayContext, type DiaryItem, type Warning } from './diary-rules';
import { assertVacationBalance, vacationBalanceOf } from './ranges.service';

export type AttendanceDeps = { db: Db };

/** A day as the wire shows it: the specification's `num_empleado`, the rest as the record has it. */
export const dayItemOf = (d: repo.DayRecord): AttendanceDayItem => ({
  payrollId: d.payrollId,
  num_empleado: d.employeeNumber,
  fullName: d.fullName,
  departmentId: d.departmentId,
  departmentName: d.departmentName,
  date: d.date,
  weekday: d.weekday,
  code: d.code,
  restDay: d.restDay,
  holidayId: d.holidayId,
  holidayObligatory: d.holidayObligatory,
  expectedMinutes: d.expectedMinutes,
  entryTime: d.entryTime,
  exitTime: d.exitTime,
  ordinaryMinutes: d.ordinaryMinutes,
  extraMinutes: d.extraMinutes,
  extraStatus: d.extraStatus,
  extraApprovedMinutes: d.extraApprovedMinutes,
  extraReason: d.extraReason,
  amount: d.amount,
  amountReason: d.amountReason,
  correctsPayrollId: d.correctsPayrollId,
  disabilityType: d.disabilityType,
  disabilityCertificate: d.disabilityCertificate,
  rangeId: d.rangeId,
  rangeKind: d.rangeKind,
  rangeNote: d.rangeNote,
  note: d.note,
  source: d.source,
  changedAt: d.changedAt === null ? null : d.changedAt.toISOString(),
  changedBy: d.changedBy,
  overDailyCap: d.ordinaryMinutes + d.extraMinutes > DAILY_HOURS_CAP_MINUTES,
});

/** What a day holds now, as the diary rules read it. */
export const dayContextOf = (d: repo.DayRecord): DayContext => ({
  restDay: d.restDay,
  holiday: d.holidayId !== null,
  expectedMinutes: d.expectedMinutes,
  code: d.code,
  extraMinutes: d.extraMinutes,
  extraStatus: d.extraStatus,
  extraApprovedMinutes: d.extraApprovedMinutes,
  extraReason: d.extraReason,
});

/** The key of an employee-day in the maps of a call. */
export const dayKeyOf = (employeeNumber: number, date: string) => `${employeeNumber}|${date}`;

/** The company's payroll, or 404 `PAYROLL_NOT_FOUND`. */
export const payrollOrThrow = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const payroll = await getPayroll(db, companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  return payroll;
};

const emptyCounts = (): CodeCounts => ({ R: 0, E: 0, A: 0, S: 0, V: 0, I: 0, '+': 0, '-': 0 });

// ---------------------------------------------------------------------------------------------------------
// Reading

/** asistencia/presencelist and asistencia/projectionlist: a payroll's rows, paged. */
export const listPresence = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  input: z.output<typeof presenceListRequest>,
) => {
  await payrollOrThrow(deps.db, auth.companyId, input.payrollId);
  const { rows, total } = await repo.listDays(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    date: input.date,
    employeeNumber: input.num_empleado,
    words: searchWords(input.search),
    codes: input.codes,
    departmentId: input.departmentId,
    sources: input.sources,
    sortBy: input.sortBy,
    page: input.page,
    pageSize: input.pageSize,
  });
  return { items: rows.map(dayItemOf), total, page: input.page, pageSize: input.pageSize };
};

/** asistencia/presencelistdates: every date of the period, with its holiday and the counts by code. */
export const listPresenceDates = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  payrollId: number,
): Promise<PresenceListDatesResponse> => {
  const payroll = await payrollOrThrow(deps.db, auth.companyId, payrollId);
  const holidays = new Map(holidaysBetween(payroll.periodStart, payroll.periodEnd).map((h) => [h.date, h]));
  const rows = await summaries.summarizeDates(
    deps.db,
    auth.companyId,
    payrollId,
    payroll.periodStart,
    payroll.periodEnd,
  );
  return {
    payrollId,
    periodStart: payroll.periodStart,
    periodEnd: payroll.periodEnd,
    dates: rows.map((r) => {
      const holiday = holidays.get(r.date);
      return {
        date: r.date,
        weekday: isoWeekday(r.date),
        holidayId: holiday?.id ?? null,
        holidayName: holiday?.name ?? null,
        holidayObligatory: holiday?.obligatory ?? null,
        employees: r.employees,
        restDays: r.restDays,
        counts: r.counts,
        changed: r.changed,
      };
    }),
  };
};

/** asistencia/employeesdiarystatus: per employee, a code per day and the counts, paged by name. */
export const listDiaryStatus = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  input: z.output<typeof employeesDiaryStatusRequest>,
) => {
  await payrollOrThrow(deps.db, auth.companyId, input.payrollId);
  const { rows, total } = await summaries.pageEmployees(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    words: searchWords(input.search),
    code: input.code,
    departmentId: input.departmentId,
    page: input.page,
    pageSize: input.pageSize,
  });
  const days = await summaries.compactDays(
    deps.db,
    auth.companyId,
    input.payrollId,
    rows.map((r) => r.employeeNumber),
  );
  const byEmployee = new Map<number, typeof days>();
  for (const d of days) byEmployee.set(d.employeeNumber, [...(byEmployee.get(d.employeeNumber) ?? []), d]);
  const items = rows.map((r) => {
    const own = byEmployee.get(r.employeeNumber) ?? [];
    const counts = emptyCounts();
    for (const d of own) counts[d.code] += 1;
    return {
      num_empleado: r.employeeNumber,
      fullName: r.fullName,
      departmentName: r.departmentName,
      counts,
      ordinaryMinutes: own.reduce((s, d) => s + d.ordinaryMinutes, 0),
      extraMinutes: own.reduce((s, d) => s + d.extraMinutes, 0),
      changed: own.filter((d) => d.source === 'person' || d.source === 'clock').length,
      days: own.map((d) => ({
        date: d.date,
        code: d.code,
        restDay: d.restDay,
        holiday: d.holiday,
        source: d.source,
      })),
    };
  });
  return { items, total, page: input.page, pageSize: input.pageSize };
};

// ---------------------------------------------------------------------------------------------------------
// Writing

const AUDIT_ROWS_IN_FULL = 200;

/** What the audit keeps of a row: everything for small calls, the key and the code for large ones. */
const auditRow = (d: AttendanceDayItem, full: boolean) => {
  if (!full) return { num_empleado: d.num_empleado, date: d.date, code: d.code };
  const { fullName: _n, departmentId: _d, departmentName: _dn, changedAt: _c, changedBy: _cb, ...rest } = d;
  return rest;
};

/**
 * asistencia/diaryAsistence: sets one employee-day or many (the same or different values) in one transaction.
 * Every item is checked first (shape by code, duplicates, dates inside the period, the day laid out, no
 * vacation on a rest day, the vacation balance); one problem refuses the whole call and nothing changes.
 */
export const setDiaryAttendance = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { payrollId: number; items: DiaryItem[] },
): Promise<DiaryAttendanceResponse> => {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    for (const [field, key] of Object.entries(itemProblems(item))) problems[`items.${i}.${field}`] = key;
    const k = dayKeyOf(item.num_empleado, item.date);
    if (seen.has(k)) problems[`items.${i}.date`] = V.duplicateItem;
    seen.add(k);
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);

  return deps.db.transaction(async (tx) => {
    const payroll = await openPayrollForAttendanceWrite(tx, auth.companyId, input.payrollId, auth.userId);
    input.items.forEach((item, i) => {
      if (item.date < payroll.periodStart || item.date > payroll.periodEnd)
        problems[`items.${i}.date`] = V.dateOutsidePeriod;
    });
    // A correction names a closed payroll of the company that ended before this one starts.
    const named = [
      ...new Set(input.items.flatMap((i) => (i.correctsPayrollId ? [i.correctsPayrollId] : []))),
    ];
    const correctable = await repo.closedPayrollsBefore(tx, auth.companyId, named, payroll.periodStart);
    input.items.forEach((item, i) => {
      if (item.correctsPayrollId && !correctable.has(item.correctsPayrollId))
        problems[`items.${i}.correctsPayrollId`] = V.correctsPaidPayroll;
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const keys = input.items.map((i) => ({ employeeNumber: i.num_empleado, date: i.date }));
    const before = new Map(
      (await repo.getDays(tx, auth.companyId, payroll.id, keys)).map((d) => [
        dayKeyOf(d.employeeNumber, d.date),
        d,
      ]),
    );
    const missing: Record<string, string> = {};
    input.items.forEach((item, i) => {
      if (!before.has(dayKeyOf(item.num_empleado, item.date)))
        missing[`items.${i}.num_empleado`] = 'errors.ATTENDANCE_DAY_NOT_FOUND';
    });
    if (Object.keys(missing).length > 0) throw new AppError('ATTENDANCE_DAY_NOT_FOUND', missing);

    const writes: repo.DayWrite[] = [];
    const warnings: { num_empleado: number; date: string; code: Warning }[] = [];
    const vacationChange = new Map<number, number>();
    input.items.forEach((item, i) => {
      const row = before.get(dayKeyOf(item.num_empleado, item.date))!;
      const resolved = resolveItem(item, dayContextOf(row));
      for (const [field, key] of Object.entries(resolved.problems)) problems[`items.${i}.${field}`] = key;
      for (const code of resolved.warnings)
        warnings.push({ num_empleado: item.num_empleado, date: item.date, code });
      writes.push(resolved.write);
      const delta = (item.code === 'V' ? 1 : 0) - (row.code === 'V' ? 1 : 0);
      if (delta !== 0)
        vacationChange.set(item.num_empleado, (vacationChange.get(item.num_empleado) ?? 0) + delta);
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);

    // Vacation days set one by one use the same balance as the ranges.
    const balances = new Map<number, Awaited<ReturnType<typeof vacationBalanceOf>>>();
    const today = todayInCostaRica();
    for (const [num, delta] of vacationChange)
      if (delta > 0) balances.set(num, await vacationBalanceOf(tx, auth.companyId, num, today));

    const updated = await repo.writeDays(tx, auth.companyId, payroll.id, writes, auth.userId);
    for (const [num, before] of balances)
      assertVacationBalance(before, await vacationBalanceOf(tx, auth.companyId, num, today), num);

    const after = (await repo.getDays(tx, auth.companyId, payroll.id, keys)).map(dayItemOf);
    const full = input.items.length <= AUDIT_ROWS_IN_FULL;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'attendance_days_set',
        entity: 'payroll',
        entityId: payroll.id,
        before: { days: [...before.values()].map((r) => auditRow(dayItemOf(r), full)) },
        after: { inputsVersion: payroll.inputsVersion, days: after.map((d) => auditRow(d, full)) },
      },
    );
    return {
      updated,
      inputsVersion: payroll.inputsVersion,
      warnings,
      days: full ? after : [],
    };
  });
};

/** asistencia/deleteabsentday: an absence (A) back to what the schedule (or a range) lays out. */
export const deleteAbsentDay = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { payrollId: number; num_empleado: number; date: string },
) =>
  deps.db.transaction(async (tx) => {
    const payroll = await openPayrollForAttendanceWrite(tx, auth.companyId, input.payrollId, auth.userId);
    const key = { employeeNumber: input.num_empleado, date: input.date };
    const [row] = await repo.getDays(tx, auth.companyId, payroll.id, [key]);
    if (!row) throw new AppError('ATTENDANCE_DAY_NOT_FOUND');
    if (row.code !== 'A') throw invalid({ date: V.notAnAbsence });
    await repo.resetDays(tx, auth.companyId, payroll.id, [key], auth.userId);
    const [after] = await repo.getDays(tx, auth.companyId, payroll.id, [key]);
    const day = dayItemOf(after!);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'attendance_absence_deleted',
        entity: 'payroll',
        entityId: payroll.id,
        before: { days: [auditRow(dayItemOf(row), true)] },
        after: { inputsVersion: payroll.inputsVersion, days: [auditRow(day, true)] },
      },
    );
    return { day, inputsVersion: payroll.inputsVersion };
  });
