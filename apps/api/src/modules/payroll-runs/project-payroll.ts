import type { ProjectPayrollResponse } from '@planilla/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { holidayParams, holidaysBetween } from './calendar-facts';
import * as repo from './payroll-runs.repository';
import * as state from '../payroll-state/payroll-state.repository';
import { getPayrollItem } from './payroll-runs.service';
import { analyzeAttendance, layOutPayroll, type ProjectionCounts } from './projection.repository';

const ANALYZE_AFTER_ROWS = 20_000;

/**
 * Lays out a payroll's attendance inside the caller's transaction: planned → projected, or again while
 * projected (keeping what people and clock files changed). Other modules call this to project as part of a
 * larger write; `projectPayroll` below is the call's use case.
 *
 * 404 `PAYROLL_NOT_FOUND`; 409 `PAYROLL_PAID` when paid, `PAYROLL_STATUS_CONFLICT` once processed (the
 * calculation's inputs are then changed one write at a time), `PAYROLL_RULES_UNAVAILABLE` without holiday
 * data for a year of the period.
 */
export const layOutPayrollAttendance = async (
  tx: DbOrTx,
  companyId: number,
  payrollId: number,
  userId: number,
): Promise<{ before: state.PayrollRecord; counts: ProjectionCounts }> => {
  // One layout at a time per company: ranges registered meanwhile are either seen or wait for it.
  await repo.lockAttendanceLayout(tx, companyId);
  const payroll = await state.lockPayroll(tx, companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
  if (payroll.kind !== 'regular') throw new AppError('PAYROLL_KIND_CONFLICT');
  if (payroll.status !== 'planned' && payroll.status !== 'projected')
    throw new AppError('PAYROLL_STATUS_CONFLICT');
  const holidays = holidayParams(holidaysBetween(payroll.periodStart, payroll.periodEnd));
  const counts = await layOutPayroll(tx, payroll, holidays);
  // A large layout changes the tables' statistics at once; the register's pages are planned on them right
  // after (autovacuum would catch up only later). ANALYZE counts this transaction's rows and commits with it.
  if (counts.days.added + counts.days.removed >= ANALYZE_AFTER_ROWS) await analyzeAttendance(tx);
  await state.markProjected(tx, { companyId, payrollId: payroll.id }, userId, { bumpInputs: true });
  return { before: payroll, counts };
};

/** procesoPlanilla/projectpayroll */
export const projectPayroll = async (
  deps: { db: Db },
  auth: AuthContext,
  meta: RequestMeta,
  input: { payrollId: number },
): Promise<ProjectPayrollResponse> =>
  deps.db.transaction(async (tx) => {
    const { before, counts } = await layOutPayrollAttendance(
      tx,
      auth.companyId,
      input.payrollId,
      auth.userId,
    );
    const payroll = await getPayrollItem(tx, auth.companyId, input.payrollId);
    const answer: ProjectPayrollResponse = {
      payroll,
      employees: {
        total: counts.employees.total,
        added: counts.employees.added.length,
        removed: counts.employees.removed.length,
        kept: counts.employees.kept,
      },
      days: counts.days,
    };
    // One summarised entry: the counts and the employees added and removed (the keys of the change).
    await recordChange(
      tx,
      { auth, meta },
      {
        action: before.status === 'planned' ? 'payroll_projected' : 'payroll_reprojected',
        entity: 'payroll',
        entityId: input.payrollId,
        before: { status: before.status, inputsVersion: before.inputsVersion },
        after: {
          status: payroll.status,
          inputsVersion: payroll.inputsVersion,
          employees: answer.employees,
          days: answer.days,
          addedEmployees: counts.employees.added,
          removedEmployees: counts.employees.removed,
        },
      },
    );
    return answer;
  });
