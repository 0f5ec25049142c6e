import { V, type generateCalendarRequest, type GenerateCalendarResponse } from '@planilla/contracts';
import {
  addDays,
  adjustPayDate,
  DomainError,
  payrollCalendar,
  type IsoDate,
  type PayDateTiming,
  type PayrollCalendarEntry,
} from '@planilla/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { companySettingsFor } from '../company-settings/company-settings.service';
import { legalRuleSets } from '../legal-rules/rules-provider';
import * as repo from './payroll-runs.repository';
import * as state from '../payroll-state/payroll-state.repository';
import { payrollItemOf, type PayrollRunsDeps } from './payroll-runs.service';

const CYCLE_DAYS = { weekly: 7, biweekly: 14, fortnightly: 16, monthly: 31 } as const;

const misaligned = (p: { periodStart: string; periodEnd: string }) =>
  new AppError(
    'PAYROLL_CALENDAR_MISALIGNED',
    { year: 'errors.PAYROLL_CALENDAR_MISALIGNED' },
    { params: { periodStart: p.periodStart, periodEnd: p.periodEnd } },
  );

/**
 * paramPlanilla/generatecalendar: the year's payrolls of one periodicity (the domain's `payrollCalendar`,
 * periods belong to the year of their last day), pay dates by the timing and the business-day rule of the
 * law on that date. What the request leaves out comes from the company's settings.
 *
 * Existing payrolls: a period that already has its payroll (same start and end) is kept as it is, whatever
 * its status or pay date; only the missing periods are added (generating a year twice adds nothing). A
 * payroll of the periodicity that overlaps a generated period without being equal to it (another anchor),
 * or that ends or starts within one cycle of the year's ends without joining them (a gap), refuses the call
 * with 409 `PAYROLL_CALENDAR_MISALIGNED` naming it, and nothing is written. One transaction, one audit entry.
 */
export const generateCalendar = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof generateCalendarRequest>,
): Promise<GenerateCalendarResponse> => {
  const settings = await companySettingsFor(deps.db, auth.companyId);
  const timing: PayDateTiming =
    input.payDateTiming === undefined
      ? input.payDateDays === undefined || settings.payDateTiming.kind === 'period_end'
        ? settings.payDateTiming
        : { kind: 'days_after_end', days: input.payDateDays }
      : input.payDateTiming === 'daysAfterEnd'
        ? {
            kind: 'days_after_end',
            days:
              input.payDateDays ??
              (settings.payDateTiming.kind === 'days_after_end' ? settings.payDateTiming.days : 0),
          }
        : { kind: 'period_end' };
  const rule = input.payDateRule ?? settings.payDateRule;
  const anchor = (input.anchor ?? settings.weekAnchor) as IsoDate;
  const ruleSets = await legalRuleSets(deps.db);
  let entries: PayrollCalendarEntry[];
  try {
    entries = payrollCalendar({
      periodicity: input.periodicity,
      year: input.year,
      anchor,
      payDateTiming: timing,
      adjustPayDate: (date) => adjustPayDate(date, rule, ruleSets),
    });
  } catch (err) {
    if (err instanceof DomainError) {
      if (err.detail === 'payDate')
        throw new AppError('VALIDATION_ERROR', { payDateDays: V.payDateOutOfRange });
      throw new AppError('PAYROLL_RULES_UNAVAILABLE', undefined, { cause: err });
    }
    throw err;
  }
  const first = entries[0]!;
  const last = entries[entries.length - 1]!;
  const cycle = CYCLE_DAYS[input.periodicity];

  return deps.db.transaction(async (tx) => {
    await repo.lockCalendar(tx, auth.companyId);
    // Every payroll of the periodicity from a cycle before the year's first period to a cycle after its last.
    const around = await repo.listPeriodsBetween(
      tx,
      auth.companyId,
      input.periodicity,
      addDays(first.start, -cycle),
      addDays(last.end, cycle),
    );
    const byStart = new Map(entries.map((e) => [e.start as string, e]));
    const existing = new Set<string>();
    for (const p of around) {
      const match = byStart.get(p.periodStart);
      if (match && match.end === p.periodEnd) {
        existing.add(p.periodStart);
        continue;
      }
      // Before the year: it must end the day before the first period (or earlier than a cycle: not loaded).
      if (p.periodEnd < first.start) {
        if (p.periodEnd !== addDays(first.start, -1)) throw misaligned(p);
        continue;
      }
      if (p.periodStart > last.end) {
        if (p.periodStart !== addDays(last.end, 1)) throw misaligned(p);
        continue;
      }
      throw misaligned(p);
    }
    // Only the nearest neighbours must join: an older payroll that ends before a joining one is no gap.
    const missing = entries.filter((e) => !existing.has(e.start));
    const ids = await state.createPlannedPayrolls(
      tx,
      auth.companyId,
      input.periodicity,
      missing.map((e) => ({ start: e.start, end: e.end, payDate: e.payDate })),
      auth.userId,
    );
    const created = (await repo.listPayrolls(tx, auth.companyId, { ids }, 'asc')).map(payrollItemOf);
    if (created.length > 0) {
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'payroll_calendar_generated',
          entity: 'company',
          entityId: auth.companyId,
          before: { periodicity: input.periodicity, year: input.year, existing: existing.size },
          after: {
            periodicity: input.periodicity,
            year: input.year,
            anchor: input.periodicity === 'weekly' || input.periodicity === 'biweekly' ? anchor : null,
            payDateTiming: timing,
            payDateRule: rule,
            created: created.map((p) => ({
              payrollId: p.payrollId,
              periodStart: p.periodStart,
              periodEnd: p.periodEnd,
              payDate: p.payDate,
            })),
          },
        },
      );
    }
    return { created, existing: existing.size, total: entries.length };
  });
};
