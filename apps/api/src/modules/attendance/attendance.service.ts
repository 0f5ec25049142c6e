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
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { searchWords } from '../employees/employees.service';
import { holidaysBetween, isoWeekday } from '../payroll-runs/calendar-facts';
import { openPayrollForAttendanceWrite } from '../payroll-runs/inputs-version';
import { getPayroll } from '../payroll-runs/payroll-runs.repository';
import * as repo from './attendance.repository';
import { itemProblems, resolveItem, type DiaryItem, type Warning } from './diary-rules';
import { assertVacationBalance, vacationBalanceOf } from './ranges.service';

export type AttendanceDeps = { db: Db };

const invalid = (fields: Record<string, string>) => new AppError('VALIDATION_ERROR', fields);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const fullName = (r: { first_name: string; first_surname: string; second_surname: string | null }) =>
  [r.first_name, r.first_surname, r.second_surname].filter(Boolean).join(' ');

export const dayItemOf = (r: repo.DayRow): AttendanceDayItem => ({
  payrollId: Number(r.payroll_id),
  num_empleado: Number(r.employee_number),
  fullName: fullName(r),
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name,
  date: r.work_date,
  weekday: Number(r.weekday),
  code: r.code,
  restDay: r.rest_day,
  holidayId: r.holiday_id,
  holidayObligatory: r.holiday_obligatory,
  expectedMinutes: Number(r.expected_minutes),
  entryTime: r.entry_time,
  exitTime: r.exit_time,
  ordinaryMinutes: Number(r.ordinary_minutes),
  extraMinutes: Number(r.extra_minutes),
  extraStatus: r.extra_status,
  extraApprovedMinutes: r.extra_approved_minutes === null ? null : Number(r.extra_approved_minutes),
  extraReason: r.extra_reason,
  amount: r.amount === null ? null : Number(r.amount),
  amountReason: r.amount_reason,
  correctsPayrollId: r.corrects_payroll_id === null ? null : Number(r.corrects_payroll_id),
  disabilityType: r.disability_type,
  disabilityCertificate: r.disability_certificate,
  rangeId: r.range_id === null ? null : Number(r.range_id),
  rangeKind: r.range_kind,
  rangeNote: r.range_note,
  note: r.note,
  source: r.source,
  changedAt: iso(r.changed_at),
  changedBy: r.changed_by,
  overDailyCap: Number(r.ordinary_minutes) + Number(r.extra_minutes) > DAILY_HOURS_CAP_MINUTES,
});

const payrollOrThrow = async (db: Db, companyId: number, payrollId: number) => {
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
  const rows = await repo.summarizeDates(
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
      const holiday = holidays.get(r.work_date);
      return {
        date: r.work_date,
        weekday: isoWeekday(r.work_date),
        holidayId: holiday?.id ?? null,
        holidayName: holiday?.name ?? null,
        holidayObligatory: holiday?.obligatory ?? null,
        employees: Number(r.employees),
        restDays: Number(r.rest_days),
        counts: {
          R: Number(r.r),
          E: Number(r.e),
          A: Number(r.a),
          S: Number(r.s),
          V: Number(r.v),
          I: Number(r.i),
          '+': Number(r.plus),
          '-': Number(r.minus),
        },
        changed: Number(r.changed),
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
  const { rows, total } = await repo.pageEmployees(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    words: searchWords(input.search),
    code: input.code,
    departmentId: input.departmentId,
    page: input.page,
    pageSize: input.pageSize,
  });
  const days = await repo.compactDays(
    deps.db,
    auth.companyId,
    input.payrollId,
    rows.map((r) => Number(r.employee_number)),
  );
  const byEmployee = new Map<number, typeof days>();
  for (const d of days) {
    const n = Number(d.employee_number);
    byEmployee.set(n, [...(byEmployee.get(n) ?? []), d]);
  }
  const items = rows.map((r) => {
    const own = byEmployee.get(Number(r.employee_number)) ?? [];
    const counts = emptyCounts();
    for (const d of own) counts[d.code] += 1;
    return {
      num_empleado: Number(r.employee_number),
      fullName: fullName(r),
      departmentName: r.department_name,
      counts,
      ordinaryMinutes: own.reduce((s, d) => s + Number(d.ordinary_minutes), 0),
      extraMinutes: own.reduce((s, d) => s + Number(d.extra_minutes), 0),
      changed: own.filter((d) => d.source === 'person' || d.source === 'clock').length,
      days: own.map((d) => ({
        date: d.work_date,
        code: d.code,
        restDay: d.rest_day,
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
    const k = `${item.num_empleado}|${item.date}`;
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
    const named = [...new Set(input.items.flatMap((i) => (i.correctsPayrollId ? [i.correctsPayrollId] : [])))];
    const correctable = await repo.closedPayrollsBefore(tx, auth.companyId, named, payroll.periodStart);
    input.items.forEach((item, i) => {
      if (item.correctsPayrollId && !correctable.has(item.correctsPayrollId))
        problems[`items.${i}.correctsPayrollId`] = V.correctsPaidPayroll;
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const keys = input.items.map((i) => ({ employeeNumber: i.num_empleado, date: i.date }));
    const before = new Map(
      (await repo.getDays(tx, auth.companyId, payroll.id, keys)).map((r) => [
        `${Number(r.employee_number)}|${r.work_date}`,
        r,
      ]),
    );
    const missing: Record<string, string> = {};
    input.items.forEach((item, i) => {
      if (!before.has(`${item.num_empleado}|${item.date}`))
        missing[`items.${i}.num_empleado`] = 'errors.ATTENDANCE_DAY_NOT_FOUND';
    });
    if (Object.keys(missing).length > 0) throw new AppError('ATTENDANCE_DAY_NOT_FOUND', missing);

    const writes: repo.DayWrite[] = [];
    const warnings: { num_empleado: number; date: string; code: Warning }[] = [];
    const vacationChange = new Map<number, number>();
    input.items.forEach((item, i) => {
      const row = before.get(`${item.num_empleado}|${item.date}`)!;
      const resolved = resolveItem(item, {
        restDay: row.rest_day,
        holiday: row.holiday_id !== null,
        expectedMinutes: Number(row.expected_minutes),
        code: row.code,
        extraMinutes: Number(row.extra_minutes),
        extraStatus: row.extra_status,
        extraApprovedMinutes: row.extra_approved_minutes === null ? null : Number(row.extra_approved_minutes),
        extraReason: row.extra_reason,
      });
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
