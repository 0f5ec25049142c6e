import {
  V,
  type AttendanceDayItem,
  type extraHoursPayrollRequest,
  type extraHoursRequest,
  type registerExtraHoursRequest,
  type updateExtraHourRequest,
} from '@planilla/contracts';
import { getRuleSet, type IsoDate } from '@planilla/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { searchWords } from '../../lib/text';
import { legalRuleSets } from '../legal-rules/rules-provider';
import { openPayrollForAttendanceWrite } from '../payroll-runs/inputs-version';
import * as repo from './attendance.repository';
import { dayContextOf, dayItemOf, dayKeyOf, payrollOrThrow, type AttendanceDeps } from './attendance.service';
import { resolveItem, spanMinutes, type DiaryItem } from './diary-rules';
import * as extra from './extra-hours.repository';

/**
 * Ordinary plus extra minutes a day may reach: the law's daily cap (Código de Trabajo, `dailyCapHours` of
 * the rule set in force on the date, with the registered values: `legalRuleSets`). Beyond it a day is flagged,
 * not refused.
 */
export const dailyCapMinutes = async (db: DbOrTx, date: string): Promise<number> => {
  return getRuleSet(date as IsoDate, await legalRuleSets(db)).labourCode.dailyCapHours.value * 60;
};

const withCap = (day: AttendanceDayItem, cap: number): AttendanceDayItem => ({
  ...day,
  overDailyCap: day.ordinaryMinutes + day.extraMinutes > cap,
});

// ---------------------------------------------------------------------------------------------------------
// Reading

/** asistencia/extrahourpayroll: totals per employee with extra hours, pending first. */
export const listExtraHoursPayroll = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  input: z.output<typeof extraHoursPayrollRequest>,
) => {
  const payroll = await payrollOrThrow(deps.db, auth.companyId, input.payrollId);
  const capMinutes = await dailyCapMinutes(deps.db, payroll.periodEnd);
  const { rows, total } = await extra.pageExtraEmployees(deps.db, {
    companyId: auth.companyId,
    payrollId: payroll.id,
    words: searchWords(input.search),
    status: input.status,
    capMinutes,
    page: input.page,
    pageSize: input.pageSize,
  });
  return {
    items: rows.map((r) => ({
      num_empleado: r.employeeNumber,
      fullName: r.fullName,
      pendingMinutes: r.pendingMinutes,
      approvedMinutes: r.approvedMinutes,
      rejectedMinutes: r.rejectedMinutes,
      holidayMinutes: r.holidayMinutes,
      daysOverCap: r.daysOverCap,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

/** asistencia/extrahours: the days with extra hours, pending first, then by date and name. */
export const listExtraHours = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  input: z.output<typeof extraHoursRequest>,
) => {
  const payroll = await payrollOrThrow(deps.db, auth.companyId, input.payrollId);
  const capMinutes = await dailyCapMinutes(deps.db, payroll.periodEnd);
  const { keys, total } = await extra.pageExtraDayKeys(deps.db, {
    companyId: auth.companyId,
    payrollId: payroll.id,
    words: searchWords(input.search),
    employeeNumber: input.num_empleado,
    status: input.status,
    page: input.page,
    pageSize: input.pageSize,
  });
  const rows = new Map(
    (await repo.getDays(deps.db, auth.companyId, payroll.id, keys)).map((d) => [
      dayKeyOf(d.employeeNumber, d.date),
      d,
    ]),
  );
  const items = keys
    .map((k) => rows.get(dayKeyOf(k.employeeNumber, k.date)))
    .filter((r): r is repo.DayRecord => r !== undefined)
    .map((r) => withCap(dayItemOf(r), capMinutes));
  return { items, total, page: input.page, pageSize: input.pageSize };
};

// ---------------------------------------------------------------------------------------------------------
// Writing

type ExtraReviewItem = NonNullable<z.output<typeof updateExtraHourRequest>['items']>[number];

/** The shape rules of one review item (no data needed). */
const reviewItemProblems = (item: ExtraReviewItem): Record<string, string> => {
  const p: Record<string, string> = {};
  if (item.action === 'adjust') {
    if (item.approvedMinutes === undefined) p.approvedMinutes = V.required;
    else if (item.approvedMinutes <= 0) p.approvedMinutes = V.amountPositive;
  } else if (item.approvedMinutes !== undefined) p.approvedMinutes = V.notApplicable;
  if (item.action !== 'approve' && item.reason === undefined) p.reason = V.required;
  return p;
};

/** The items of a select-all: every day the list's filters match, less those unticked, with one action. */
const selectedAll = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  all: NonNullable<z.output<typeof updateExtraHourRequest>['all']>,
): Promise<ExtraReviewItem[]> => {
  const keys = await extra.listExtraDayKeys(db, {
    companyId,
    payrollId,
    words: searchWords(all.search),
    employeeNumber: all.num_empleado,
    status: all.status,
    except: all.except.map((k) => ({ employeeNumber: k.num_empleado, date: k.date })),
  });
  return keys.map((k) => ({
    num_empleado: k.employeeNumber,
    date: k.date,
    action: all.action,
    ...(all.reason !== undefined ? { reason: all.reason } : {}),
  }));
};

/**
 * asistencia/updateextrahour: approve, reject or adjust the extra hours of one employee-day or many, in one
 * transaction. Approve pays what was recorded; adjust approves fewer minutes (above 0, up to those recorded)
 * and needs a reason; reject pays none and needs a reason. Every item is checked first: one problem refuses
 * the call and nothing changes. `all` instead of `items` is the list's select-all: every day its filters match,
 * less `except`, resolved inside the transaction with the list's own query.
 */
export const updateExtraHours = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateExtraHourRequest>,
) => {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  if (input.all?.action === 'reject' && input.all.reason === undefined) problems['all.reason'] = V.required;
  (input.items ?? []).forEach((item, i) => {
    for (const [field, key] of Object.entries(reviewItemProblems(item)))
      problems[`items.${i}.${field}`] = key;
    const k = dayKeyOf(item.num_empleado, item.date);
    if (seen.has(k)) problems[`items.${i}.date`] = V.duplicateItem;
    seen.add(k);
  });
  if (Object.keys(problems).length > 0) throw invalid(problems);

  return deps.db.transaction(async (tx) => {
    const payroll = await openPayrollForAttendanceWrite(tx, auth.companyId, input.payrollId, auth.userId);
    const items = input.items ?? (await selectedAll(tx, auth.companyId, payroll.id, input.all!));
    const keys = items.map((i) => ({ employeeNumber: i.num_empleado, date: i.date }));
    const before = new Map(
      (await repo.getDays(tx, auth.companyId, payroll.id, keys)).map((d) => [
        dayKeyOf(d.employeeNumber, d.date),
        d,
      ]),
    );
    const missing: Record<string, string> = {};
    items.forEach((item, i) => {
      if (!before.has(dayKeyOf(item.num_empleado, item.date)))
        missing[`items.${i}.num_empleado`] = 'errors.ATTENDANCE_DAY_NOT_FOUND';
    });
    if (Object.keys(missing).length > 0) throw new AppError('ATTENDANCE_DAY_NOT_FOUND', missing);

    const writes: extra.ExtraReviewWrite[] = [];
    items.forEach((item, i) => {
      const row = before.get(dayKeyOf(item.num_empleado, item.date))!;
      const recorded = row.extraMinutes;
      if (recorded <= 0) {
        problems[`items.${i}.date`] = V.noExtraHours;
        return;
      }
      if (item.action === 'adjust' && item.approvedMinutes! > recorded)
        problems[`items.${i}.approvedMinutes`] = V.approvedOverRecorded;
      writes.push({
        employeeNumber: item.num_empleado,
        date: item.date,
        status: item.action === 'reject' ? 'rejected' : 'approved',
        approvedMinutes:
          item.action === 'reject' ? 0 : item.action === 'adjust' ? item.approvedMinutes! : recorded,
        reason: item.reason ?? null,
      });
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);

    const updated = await extra.writeExtraReviews(tx, auth.companyId, payroll.id, writes, auth.userId);
    const after = await repo.getDays(tx, auth.companyId, payroll.id, keys);
    const audit = (d: repo.DayRecord) => ({
      num_empleado: d.employeeNumber,
      date: d.date,
      extraMinutes: d.extraMinutes,
      extraStatus: d.extraStatus,
      extraApprovedMinutes: d.extraApprovedMinutes,
      extraReason: d.extraReason,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'extra_hours_reviewed',
        entity: 'payroll',
        entityId: payroll.id,
        before: { days: [...before.values()].map(audit) },
        after: { inputsVersion: payroll.inputsVersion, days: after.map(audit) },
      },
    );
    return { updated, inputsVersion: payroll.inputsVersion };
  });
};

/**
 * asistencia/asistenceextrahours: extra hours registered by hand on a day worked (R or E), pending
 * approval. The day becomes E with those extra minutes; with entry and exit times, ordinary time is their
 * span less the extra time (up to what the schedule expects), otherwise the day keeps its times and
 * ordinary time. Above the daily cap and on a holiday it is accepted and answered as warnings.
 */
export const registerExtraHours = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof registerExtraHoursRequest>,
) => {
  const problems: Record<string, string> = {};
  if ((input.entryTime === undefined) !== (input.exitTime === undefined))
    problems[input.entryTime === undefined ? 'entryTime' : 'exitTime'] = V.timesBothOrNeither;
  else if (input.entryTime !== undefined && spanMinutes(input.entryTime, input.exitTime!) === null)
    problems.exitTime = V.invalidTime;
  if (Object.keys(problems).length > 0) throw invalid(problems);

  return deps.db.transaction(async (tx) => {
    const payroll = await openPayrollForAttendanceWrite(tx, auth.companyId, input.payrollId, auth.userId);
    if (input.date < payroll.periodStart || input.date > payroll.periodEnd)
      throw invalid({ date: V.dateOutsidePeriod });
    const key = { employeeNumber: input.num_empleado, date: input.date };
    const [row] = await repo.getDays(tx, auth.companyId, payroll.id, [key]);
    if (!row) throw new AppError('ATTENDANCE_DAY_NOT_FOUND');
    if (row.code !== 'R' && row.code !== 'E') throw invalid({ date: V.extraHoursNotForCode });
    const times = input.entryTime !== undefined;
    const item = {
      num_empleado: input.num_empleado,
      date: input.date,
      code: 'E',
      entryTime: times ? input.entryTime : row.entryTime,
      exitTime: times ? input.exitTime : row.exitTime,
      ordinaryMinutes: times ? undefined : row.ordinaryMinutes,
      extraMinutes: input.extraMinutes,
      note: row.note,
    } as DiaryItem;
    const { write } = resolveItem(item, dayContextOf(row));
    await repo.writeDays(
      tx,
      auth.companyId,
      payroll.id,
      [{ ...write, extraStatus: 'pending', extraApprovedMinutes: null, extraReason: input.reason ?? null }],
      auth.userId,
    );
    const cap = await dailyCapMinutes(tx, input.date);
    const [afterRow] = await repo.getDays(tx, auth.companyId, payroll.id, [key]);
    const day = withCap(dayItemOf(afterRow!), cap);
    const warnings: {
      num_empleado: number;
      date: string;
      code: 'DAILY_HOURS_OVER_CAP' | 'HOLIDAY_EXTRA_HOURS';
    }[] = [];
    if (day.overDailyCap)
      warnings.push({ num_empleado: day.num_empleado, date: day.date, code: 'DAILY_HOURS_OVER_CAP' });
    if (day.holidayId !== null)
      warnings.push({ num_empleado: day.num_empleado, date: day.date, code: 'HOLIDAY_EXTRA_HOURS' });
    const { fullName: _n, departmentId: _d, departmentName: _dn, ...auditDay } = day;
    const { fullName: _n2, departmentId: _d2, departmentName: _dn2, ...auditBefore } = dayItemOf(row);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'extra_hours_registered',
        entity: 'payroll',
        entityId: payroll.id,
        before: { days: [auditBefore] },
        after: { inputsVersion: payroll.inputsVersion, days: [auditDay], reason: input.reason ?? null },
      },
    );
    return { day, warnings, inputsVersion: payroll.inputsVersion };
  });
};
