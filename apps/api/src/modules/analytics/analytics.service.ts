import {
  ANALYTICS_MAX_MONTHS,
  ATTENDANCE_ANALYTICS_MAX_DAYS,
  V,
  type analyticAttendanceBody,
  type AnalyticAttendanceResponse,
  type analyticPayrollBody,
  type AnalyticPayrollResponse,
  type PayPeriodicity,
} from '@planilla/contracts';
import { addDays, daysBetween, type IsoDate } from '@planilla/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './analytics.repository';
import { shiftMonth } from './filing-calendar';

export type AnalyticsDeps = { db: Db };

/** Days before a pay date from which a payroll not reviewed yet needs attention. */
export const PAY_DATE_NEAR_DAYS = 7;

/** Percent change of `current` against `before`, two decimals; null when there is nothing to compare with. */
export const percentChange = (current: number, before: number | null): number | null =>
  before === null || before === 0 ? null : Math.round(((current - before) / Math.abs(before)) * 10_000) / 100;

const monthsOf = (from: string, to: string): string[] => {
  const out: string[] = [];
  for (let m = from; m <= to; m = shiftMonth(m, 1)) out.push(m);
  return out;
};

const ZERO_COST = { gross: 0, deductions: 0, net: 0, employerCharges: 0, provisions: 0, employerCost: 0 };

/** Adds `r`'s money to `acc`. */
const addCosts = (acc: repo.CostSums, r: repo.CostSums) => {
  acc.gross += r.gross;
  acc.deductions += r.deductions;
  acc.net += r.net;
  acc.employerCharges += r.employerCharges;
  acc.provisions += r.provisions;
  acc.employerCost += r.employerCost;
};

const costPart = (r: repo.CostSums & { headcount: number }) => ({
  gross: r.gross,
  deductions: r.deductions,
  net: r.net,
  employerCharges: r.employerCharges,
  provisions: r.provisions,
  employerCost: r.employerCost,
  headcount: r.headcount,
});

/**
 * parametros/analyticpayroll: the cost of the closed payrolls per month of the range (default the 12 months
 * ending this month), by periodicity and by department, read from the month totals of the stored payslips
 * (`analytics_month_totals`, summed again when a month's paid payrolls change; never recalculated). The change
 * against the previous month and the same month last year compares the employer cost under the same filters.
 * A department's headcount over the range is its largest month's, like the range's.
 */
export const analyticPayroll = async (
  deps: AnalyticsDeps,
  auth: AuthContext,
  input: z.output<typeof analyticPayrollBody>,
): Promise<AnalyticPayrollResponse> => {
  const thisMonth = todayInCostaRica().slice(0, 7);
  const to = input.to ?? (input.from ? shiftMonth(input.from, 11) : thisMonth);
  const from = input.from ?? shiftMonth(to, -11);
  if (from > to) throw new AppError('VALIDATION_ERROR', { to: V.toBeforeFrom });
  const months = monthsOf(from, to);
  if (months.length > ANALYTICS_MAX_MONTHS) throw new AppError('VALIDATION_ERROR', { to: V.rangeTooLong });

  const db = deps.db;
  const compareFrom = shiftMonth(from, -12);
  await repo.refreshMonthTotals(db, auth.companyId, compareFrom, to);
  const [stored, names] = await Promise.all([
    repo.monthTotals(db, auth.companyId, compareFrom, to),
    repo.departmentNames(db, auth.companyId),
  ]);
  // The split that answers each view under the filters: a filter keeps its column split, so a periodicity
  // filter reads the periodicity rows, a department filter the department rows, both the rows split by both.
  const byPeriodicity = input.periodicity !== undefined;
  const byDepartment = input.departmentId !== undefined;
  const splitOf = (keepPeriodicity: boolean, keepDepartment: boolean) =>
    (keepPeriodicity ? 0 : 2) + (keepDepartment ? 0 : 1);
  const matches = (r: repo.MonthTotalsRow, split: number) =>
    r.split === split &&
    (!byPeriodicity || r.periodicity === input.periodicity) &&
    (!byDepartment || r.departmentId === input.departmentId);
  const inRange = stored.filter((r) => r.month >= from);

  const monthSplit = splitOf(byPeriodicity, byDepartment);
  const costByMonth = new Map<string, number>();
  for (const r of stored.filter((x) => matches(x, monthSplit)))
    costByMonth.set(r.month, (costByMonth.get(r.month) ?? 0) + r.employerCost);
  const monthRows = new Map<string, repo.MonthTotalsRow>();
  for (const r of inRange.filter((x) => matches(x, monthSplit))) {
    // A periodicity filter with the month split reads one row a month; nothing to merge otherwise.
    monthRows.set(r.month, r);
  }

  // Departments over the range: money summed over the months, the headcount the largest month's.
  const departments = new Map<number | null, repo.MonthTotalsRow>();
  for (const r of inRange.filter((x) => matches(x, splitOf(byPeriodicity, true)))) {
    const acc = departments.get(r.departmentId);
    if (!acc) departments.set(r.departmentId, { ...r });
    else {
      addCosts(acc, r);
      acc.payrolls += r.payrolls;
      acc.headcount = Math.max(acc.headcount, r.headcount);
    }
  }

  const totals = { ...ZERO_COST, headcount: 0 };
  for (const r of monthRows.values()) addCosts(totals, r);
  // Distinct employees of the whole range: each is in one department per payroll, so count them per month
  // would double; the range's headcount is the largest month's (what the charts compare).
  totals.headcount = Math.max(0, ...[...monthRows.values()].map((r) => r.headcount));

  return {
    from,
    to,
    months: months.map((month) => {
      const row = monthRows.get(month);
      const previous = costByMonth.get(shiftMonth(month, -1)) ?? null;
      const lastYear = costByMonth.get(shiftMonth(month, -12)) ?? null;
      const cost = row?.employerCost ?? 0;
      return {
        month,
        payrolls: row?.payrolls ?? 0,
        ...(row ? costPart(row) : { ...ZERO_COST, headcount: 0 }),
        previousMonthCost: previous,
        lastYearCost: lastYear,
        changeVsPreviousMonth: row ? percentChange(cost, previous) : null,
        changeVsLastYear: row ? percentChange(cost, lastYear) : null,
      };
    }),
    byPeriodicity: inRange
      .filter((r) => matches(r, splitOf(true, byDepartment)))
      .sort((a, b) => a.month.localeCompare(b.month) || a.periodicity!.localeCompare(b.periodicity!))
      .map((r) => ({
        month: r.month,
        periodicity: r.periodicity as PayPeriodicity,
        payrolls: r.payrolls,
        ...costPart(r),
      })),
    byDepartment: [...departments.values()]
      .sort((a, b) => b.employerCost - a.employerCost)
      .map((r) => ({
        departmentId: r.departmentId,
        departmentName: r.departmentId === null ? null : (names.get(r.departmentId) ?? null),
        ...costPart(r),
      })),
    totals,
  };
};

export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const attendancePart = (r: repo.AttendanceFigures) => ({
  worked: r.worked,
  absences: r.absences,
  extraHours: hours(r.extraMinutes),
  extraHoursPending: hours(r.extraPendingMinutes),
  vacation: r.vacation,
  disability: r.disability,
  missingMarks: r.missingMarks,
});
const ZERO_ATTENDANCE = {
  worked: 0,
  absences: 0,
  extraMinutes: 0,
  extraPendingMinutes: 0,
  vacation: 0,
  disability: 0,
  missingMarks: 0,
};

/** The Monday of an ISO date's week. */
const mondayOf = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date as IsoDate, -((day + 6) % 7));
};

/**
 * parametros/analyticlinealassitence: the daily register of a range (default the 30 days ending today) per day
 * or week, zero-filled, and per department, in one statement.
 */
export const analyticAttendance = async (
  deps: AnalyticsDeps,
  auth: AuthContext,
  input: z.output<typeof analyticAttendanceBody>,
): Promise<AnalyticAttendanceResponse> => {
  const today = todayInCostaRica();
  const to = input.to ?? (input.from ? addDays(input.from as IsoDate, 29) : today);
  const from = input.from ?? addDays(to as IsoDate, -29);
  if (from > to) throw new AppError('VALIDATION_ERROR', { to: V.toBeforeFrom });
  const span = daysBetween(from as IsoDate, to as IsoDate) + 1;
  if (span > ATTENDANCE_ANALYTICS_MAX_DAYS) throw new AppError('VALIDATION_ERROR', { to: V.rangeTooLong });
  const granularity = input.granularity ?? (span <= 62 ? 'day' : 'week');

  const [rows, names] = await Promise.all([
    repo.attendanceBreakdown(deps.db, auth.companyId, {
      from,
      to,
      granularity,
      departmentId: input.departmentId,
    }),
    repo.departmentNames(deps.db, auth.companyId),
  ]);
  const byBucket = new Map(rows.filter((r) => r.set === 'bucket').map((r) => [r.bucket!, r]));
  const points: AnalyticAttendanceResponse['points'] = [];
  const step = granularity === 'week' ? 7 : 1;
  for (let d = granularity === 'week' ? mondayOf(from) : from; d <= to; d = addDays(d as IsoDate, step))
    points.push({ date: d, ...attendancePart(byBucket.get(d) ?? ZERO_ATTENDANCE) });
  const departments = rows.filter((r) => r.set === 'department');
  const sum = departments.reduce(
    (acc, r) => ({
      worked: acc.worked + r.worked,
      absences: acc.absences + r.absences,
      extraMinutes: acc.extraMinutes + r.extraMinutes,
      extraPendingMinutes: acc.extraPendingMinutes + r.extraPendingMinutes,
      vacation: acc.vacation + r.vacation,
      disability: acc.disability + r.disability,
      missingMarks: acc.missingMarks + r.missingMarks,
    }),
    ZERO_ATTENDANCE,
  );
  return {
    from,
    to,
    granularity,
    points,
    byDepartment: departments
      .sort((a, b) => b.worked - a.worked)
      .map((r) => ({
        departmentId: r.departmentId,
        departmentName: r.departmentId === null ? null : (names.get(r.departmentId) ?? null),
        ...attendancePart(r),
      })),
    totals: attendancePart(sum),
  };
};
