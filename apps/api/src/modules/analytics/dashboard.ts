/** The dashboard use cases (cards and attention items); the analytic reports are in analytics.service.ts. */
import {
  rulesAllow,
  type AttentionItem,
  type DashboardAttention,
  type DashboardCards,
  type PayPeriodicity,
} from '@planilla/contracts';
import { addDays, daysBetween, type IsoDate } from '@planilla/domain';
import { todayInCostaRica } from '../../lib/dates';
import type { AuthContext } from '../../plugins/auth';
import { rtRateOn } from '../company-settings/rt-policies.service';
import { readRulesVersion } from '../legal-rules/legal-rules.repository';
import { payrollReviewBlockers } from '../payroll-runs/review-blockers.repository';
import { companyVacationSummary } from '../vacations/vacation-periods.service';
import * as repo from './analytics.repository';
import { type AnalyticsDeps, hours, PAY_DATE_NEAR_DAYS, percentChange } from './analytics.service';
import { dueDateOf, FILING_RULES, monthLastDay, shiftMonth } from './filing-calendar';

/**
 * parametros/dashboardcards: headcount (active; hired and left this month), this month's payroll cost against
 * last month's, extra hours this month against last, and the pending vacation liability (the vacation periods
 * screen's figure). A card the role may not read is null.
 */
export const dashboardCards = async (deps: AnalyticsDeps, auth: AuthContext): Promise<DashboardCards> => {
  const db = deps.db;
  const today = todayInCostaRica();
  const month = today.slice(0, 7);
  const previous = shiftMonth(month, -1);
  // Like with like: the month in progress against the previous month up to the same day (or its last day).
  const previousLastDay = monthLastDay(previous);
  const comparedThrough =
    `${previous}-${today.slice(8, 10)}` < previousLastDay
      ? `${previous}-${today.slice(8, 10)}`
      : previousLastDay;
  const can = (subject: 'Employee' | 'Payroll' | 'Attendance' | 'Vacation') =>
    rulesAllow(auth.rules, 'read', subject);

  const [people, costs, extra, vacations, costsToDate, extraToDate, costsSoFar, extraSoFar] =
    await Promise.all([
      can('Employee') ? repo.headcount(db, auth.companyId, `${month}-01`, monthLastDay(month)) : null,
      can('Payroll')
        ? repo.monthCostsFromCalculations(db, auth.companyId, {
            from: `${previous}-01`,
            to: monthLastDay(month),
          })
        : null,
      can('Attendance')
        ? repo.extraMinutesByMonth(db, auth.companyId, `${previous}-01`, monthLastDay(month))
        : null,
      can('Vacation') ? companyVacationSummary(deps, auth) : null,
      can('Payroll')
        ? repo.monthCostsFromCalculations(db, auth.companyId, { from: `${previous}-01`, to: comparedThrough })
        : null,
      can('Attendance')
        ? repo.extraMinutesByMonth(db, auth.companyId, `${previous}-01`, comparedThrough)
        : null,
      // This month up to today: a payroll closed before its pay date (later this month) is not compared yet.
      can('Payroll')
        ? repo.monthCostsFromCalculations(db, auth.companyId, { from: `${month}-01`, to: today })
        : null,
      can('Attendance') ? repo.extraMinutesByMonth(db, auth.companyId, `${month}-01`, today) : null,
    ]);
  const costOf = (m: string, from = costs) => {
    const rows = (from ?? []).filter((r) => r.month === m);
    return {
      employerCost: rows.reduce((n, r) => n + r.employerCost, 0),
      net: rows.reduce((n, r) => n + r.net, 0),
      payrolls: rows.reduce((n, r) => n + r.payrolls, 0),
    };
  };
  const current = costOf(month);
  const before = costOf(previous);
  const beforeToDate = costOf(previous, costsToDate);
  const currentToDate = costOf(month, costsSoFar);
  const thisExtraToDate = hours(extraSoFar?.get(month) ?? 0);
  const thisExtra = hours(extra?.get(month) ?? 0);
  const lastExtra = hours(extra?.get(previous) ?? 0);
  const lastExtraToDate = hours(extraToDate?.get(previous) ?? 0);
  return {
    month,
    today,
    comparedThrough,
    headcount: people,
    payrollCost: costs
      ? {
          ...current,
          previousMonthCost: before.employerCost,
          previousMonthToDateCost: beforeToDate.employerCost,
          changeVsPreviousMonth:
            beforeToDate.payrolls > 0
              ? percentChange(currentToDate.employerCost, beforeToDate.employerCost)
              : null,
        }
      : null,
    extraHours: extra
      ? {
          thisMonth: thisExtra,
          lastMonth: lastExtra,
          lastMonthToDate: lastExtraToDate,
          change: percentChange(thisExtraToDate, lastExtraToDate || null),
        }
      : null,
    vacationLiability: vacations
      ? {
          amount: vacations.liability,
          pendingDays: vacations.pendingDays,
          accruedDays: vacations.pendingWithAccruedDays,
          employees: vacations.employees,
        }
      : null,
  };
};

const item = (
  partial: Pick<AttentionItem, 'id' | 'kind' | 'severity' | 'count' | 'screen' | 'fixAbility'> &
    Partial<AttentionItem>,
): AttentionItem => ({
  payrollId: null,
  periodicity: null,
  payDate: null,
  payroll: null,
  employeeNumber: null,
  filing: null,
  dueDate: null,
  ...partial,
});

/**
 * parametros/dashboardattention: what needs attention now, each with the screen that fixes it and the ability
 * fixing it takes; only what the role may read. Blockers are the review's own (`payrollReviewBlockers`); a
 * calculation is stale when the attendance changed after it (inputs version) or the registered legal values
 * did (rules version) — the cheap part of the calculation screen's check, the full one runs there.
 */
export const dashboardAttention = async (
  deps: AnalyticsDeps,
  auth: AuthContext,
): Promise<DashboardAttention> => {
  const db = deps.db;
  const today = todayInCostaRica();
  const near = addDays(today as IsoDate, PAY_DATE_NEAR_DAYS);
  const year = Number(today.slice(0, 4));
  const canRead = (subject: 'Employee' | 'Payroll' | 'PostPayroll') =>
    rulesAllow(auth.rules, 'read', subject);
  // The three parts read independently, at once; each answers its items.
  const payrollItems = async (): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    const [open, rulesVersion] = await Promise.all([
      repo.openPayrolls(db, auth.companyId, near),
      readRulesVersion(db),
    ]);
    const begun = open.filter((p) => p.status === 'projected' || p.status === 'processed');
    const blockersOf = new Map(
      await Promise.all(
        begun.map(async (p) => {
          const blockers = await payrollReviewBlockers(db, auth.companyId, p.payrollId);
          return [p.payrollId, new Set(blockers.map((x) => x.employeeNumber)).size] as const;
        }),
      ),
    );
    for (const p of open) {
      const base = {
        payrollId: p.payrollId,
        periodicity: p.periodicity as PayPeriodicity,
        payDate: p.payDate,
        payroll: {
          kind: p.kind,
          periodicity: p.periodicity as PayPeriodicity,
          sequence: p.sequence,
          periodStart: p.periodStart,
          periodEnd: p.periodEnd,
        },
      };
      const employees = blockersOf.get(p.payrollId) ?? 0;
      if (employees > 0)
        items.push(
          item({
            ...base,
            id: `blockers-${p.payrollId}`,
            kind: 'payroll_blockers',
            severity: 'error',
            count: employees,
            screen: 'payroll_review',
            fixAbility: { action: 'update', subject: 'Attendance' },
          }),
        );
      if (
        p.status === 'processed' &&
        ((p.calculatedInputsVersion !== null && p.calculatedInputsVersion !== p.inputsVersion) ||
          (p.rulesVersion !== null && p.rulesVersion !== rulesVersion))
      )
        items.push(
          item({
            ...base,
            id: `stale-${p.payrollId}`,
            kind: 'payroll_stale',
            severity: 'warning',
            count: 1,
            screen: 'payroll_calculate',
            fixAbility: { action: 'calculate', subject: 'Payroll' },
          }),
        );
      // Begun and not reviewed by its pay date (even late), or not begun with its pay date coming up. A planned
      // payroll whose pay date passed was never run (a company that started mid-year): not an alarm. A pay
      // date already past is overdue (urgent), never "near".
      if (
        (p.status === 'projected' && p.pendingReviews > 0 && p.payDate <= near) ||
        (p.status === 'planned' && p.payDate >= today && p.payDate <= near)
      )
        items.push(
          item({
            ...base,
            id: `unreviewed-${p.payrollId}`,
            kind: p.payDate < today ? 'payroll_overdue' : 'payroll_unreviewed',
            severity: p.payDate < today ? 'error' : 'warning',
            count: p.status === 'planned' ? 0 : p.pendingReviews,
            dueDate: p.payDate,
            screen: 'payroll_review',
            fixAbility: { action: 'update', subject: 'Payroll' },
          }),
        );
    }
    // The aguinaldo is paid in the first 20 days of December (Ley 2412): from 1 December until it is paid.
    if (today >= `${year}-12-01`) {
      const runs = await repo.aguinaldoPayrolls(db, auth.companyId, year);
      if (!runs.some((r) => r.status === 'paid'))
        items.push(
          item({
            id: `aguinaldo-${year}`,
            kind: 'aguinaldo_pending',
            severity: today > `${year}-12-20` ? 'error' : 'warning',
            count: runs.length,
            payrollId: runs[0]?.payrollId ?? null,
            payDate: runs[0]?.payDate ?? null,
            dueDate: `${year}-12-20`,
            screen: 'payroll_calculate',
            fixAbility: { action: 'update', subject: 'Payroll' },
          }),
        );
    }
    // Without an INS Riesgos del Trabajo policy in force no premium is charged: said here, never a silent zero.
    if ((await rtRateOn(db, auth.companyId, today)) === null)
      items.push(
        item({
          id: 'rt-policy-missing',
          kind: 'rt_policy_missing',
          severity: 'warning',
          count: 0,
          screen: 'rt_policy',
          fixAbility: { action: 'manage', subject: 'Parameter' },
        }),
      );
    return items;
  };

  const postPayrollItems = async (): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    for (const v of await repo.failedVouchers(db, auth.companyId))
      items.push(
        item({
          id: `vouchers-${v.payrollId}`,
          kind: 'vouchers_failed',
          severity: 'error',
          count: v.failed,
          payrollId: v.payrollId,
          periodicity: v.periodicity as PayPeriodicity,
          payDate: v.payDate,
          screen: 'pay_documents',
          fixAbility: { action: 'update', subject: 'PostPayroll' },
        }),
      );
    // The next date of each filing: of last month's payrolls, or this month's once last month's has passed.
    const months = await repo.paidMonths(
      db,
      auth.companyId,
      `${shiftMonth(today.slice(0, 7), -1)}-01`,
      today,
    );
    for (const rule of FILING_RULES) {
      const month = months.find((m) => dueDateOf(rule, m) >= today);
      if (!month) continue;
      const due = dueDateOf(rule, month);
      items.push(
        item({
          id: `filing-${rule.kind}-${month}`,
          kind: 'filing_due',
          severity: daysBetween(today as IsoDate, due) <= 3 ? 'warning' : 'info',
          count: 0,
          filing: { kind: rule.kind, month, confirmed: rule.confirmed, source: rule.source },
          dueDate: due,
          screen: 'statutory_reports',
          // Filing is the payroll manager's; the auditor looks at the reports.
          fixAbility: { action: 'update', subject: 'PostPayroll' },
        }),
      );
    }
    return items;
  };

  const employeeItems = async (): Promise<AttentionItem[]> => {
    const items: AttentionItem[] = [];
    const missing = await repo.employeesMissingData(db, auth.companyId);
    const one = (count: number, first: number | null) =>
      count === 1
        ? { screen: 'employee_detail' as const, employeeNumber: first }
        : { screen: 'employees' as const };
    if (missing.noBank > 0)
      items.push(
        item({
          id: 'employees-bank',
          kind: 'employees_missing_bank',
          severity: 'warning',
          count: missing.noBank,
          ...one(missing.noBank, missing.firstNoBank),
          fixAbility: { action: 'update', subject: 'Employee' },
        }),
      );
    if (missing.noEmail > 0)
      items.push(
        item({
          id: 'employees-email',
          kind: 'employees_missing_email',
          severity: 'info',
          count: missing.noEmail,
          ...one(missing.noEmail, missing.firstNoEmail),
          fixAbility: { action: 'update', subject: 'Employee' },
        }),
      );
    return items;
  };

  const items = (
    await Promise.all([
      canRead('Payroll') ? payrollItems() : [],
      canRead('PostPayroll') ? postPayrollItems() : [],
      canRead('Employee') ? employeeItems() : [],
    ])
  ).flat();

  const rank = { error: 0, warning: 1, info: 2 } as const;
  items.sort(
    (a, b) => rank[a.severity] - rank[b.severity] || (a.dueDate ?? '9').localeCompare(b.dueDate ?? '9'),
  );
  return { today, items };
};
