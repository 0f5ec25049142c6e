import type { CalculationState, PayPeriodicity } from '@planilla/contracts';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { lockPayroll } from '../payroll-state/payroll-state.repository';
import { lastJobOfSubject } from '../jobs/jobs.repository';
import { GHOST_AFTER_MS } from '../jobs/jobs.service';
import { assertAguinaldoClosable } from '../aguinaldo/aguinaldo.service';
import { assertSettlementClosable } from '../settlement/settlement.service';
import * as repo from './calculation.repository';
import * as payrollState from '../payroll-state/payroll-state.repository';
import {
  JOB_KIND,
  keyOf,
  running,
  runningError,
  totalsOfRecord,
  type CalculationDeps,
} from './calculation-progress';
import { stalenessOf, calculationStateOf } from './calculation-state';
import { lockPayrollPayItems, moveBalancesOnClose } from '../payroll/pay-item-balances.repository';

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/closepayroll

/** What happens once a payroll's close is committed (a feature's reaction; never part of the close). */
export type PayrollClosedListener = (closed: {
  companyId: number;
  payrollId: number;
  userId: number;
}) => void;
const closedListeners = new Map<string, PayrollClosedListener>();

/**
 * Registers, under a name (registering it again replaces it), what a feature starts once a payroll is closed:
 * the vouchers render and store theirs (issue 28). Called after the close's transaction committed, never awaited:
 * the close answers at once, and a listener's failure is the listener's to report.
 */
export const onPayrollClosed = (name: string, listener: PayrollClosedListener): void => {
  closedListeners.set(name, listener);
};

/** How long a close waits for another instance's close of the same payroll before giving up. */
const CLOSE_WAIT_MS = 10_000;

/**
 * Processed and current (not stale) → paid, with the net total the user confirmed. Afterwards the payroll's
 * attendance, payslips and data refuse every change (409 `PAYROLL_PAID`).
 */
export const closePayroll = async (
  deps: CalculationDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { payrollId: number; confirmNet: number },
): Promise<CalculationState> => {
  const key = keyOf(auth.companyId, input.payrollId);
  if (running.has(key)) throw runningError(running.get(key));
  const timedOut = await deps.db.transaction(async (tx) => {
    if (!(await repo.tryLockCalculation(tx, input.payrollId))) {
      // Held by another instance: its calculation (its job's row runs, with a fresh heartbeat) is answered
      // with its progress; otherwise it is a close (a few statements): wait for it, then read what it did.
      const job = await lastJobOfSubject(tx, auth.companyId, JOB_KIND, input.payrollId);
      if (job?.status === 'running' && Date.now() - job.updatedAt.getTime() <= GHOST_AFTER_MS)
        throw runningError({ processed: job.processed, total: job.total, startedAt: job.startedAt });
      if (!(await repo.lockCalculation(tx, input.payrollId, CLOSE_WAIT_MS))) return true;
    }
    const payroll = await lockPayroll(tx, auth.companyId, input.payrollId);
    if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
    // Closed already (by another close, maybe at this very moment): said as such, not as a running calculation.
    if (payroll.status === 'paid') throw new AppError('PAYROLL_ALREADY_CLOSED');
    const calc = await repo.getCalculation(tx, auth.companyId, payroll.id);
    if (payroll.status !== 'processed' || !calc) throw new AppError('PAYROLL_NOT_CALCULATED');
    if (payroll.kind === 'aguinaldo') await assertAguinaldoClosable(tx, payroll);
    if (payroll.kind === 'settlement') await assertSettlementClosable(tx, payroll);
    // The pay items it used, locked before the stale check: a close of another payroll that moved one of their
    // balances has committed by then, and this calculation is stale (it deducted from the balance before).
    if (payroll.kind !== 'aguinaldo') await lockPayrollPayItems(tx, auth.companyId, payroll.id);
    const staleness = await stalenessOf(tx, payroll, calc, { kept: false });
    if (staleness.stale) throw new AppError('PAYROLL_STALE');
    if (calc.net !== input.confirmNet) throw new AppError('PAYROLL_TOTALS_CHANGED');
    await payrollState.markPaid(tx, auth.companyId, payroll.id, auth.userId);
    // Loans, advances, embargo debts and what the floor deferred move once, in this transaction.
    const payItemsMoved =
      payroll.kind === 'aguinaldo'
        ? 0
        : await moveBalancesOnClose(
            tx,
            payroll,
            auth.userId,
            payroll.kind === 'settlement' ? 'settlement' : 'payroll',
          );
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'payroll_closed',
        entity: 'payroll',
        entityId: payroll.id,
        before: { status: 'processed' },
        after: {
          status: 'paid',
          totals: totalsOfRecord(calc),
          periodicity: payroll.periodicity as PayPeriodicity,
          ...(payItemsMoved > 0 ? { payItemsMoved } : {}),
        },
      },
    );
    return false;
  });
  if (timedOut) throw runningError(undefined);
  for (const listener of closedListeners.values())
    listener({ companyId: auth.companyId, payrollId: input.payrollId, userId: auth.userId });
  return calculationStateOf(deps, auth, input, meta.lang);
};
