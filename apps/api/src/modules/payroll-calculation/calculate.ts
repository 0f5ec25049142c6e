import type { CalculatePayrollResponse, PayrollTotals } from '@planilla/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { readRulesVersion } from '../legal-rules/legal-rules.repository';
import { payrollRulesFor } from '../legal-rules/rules-provider';
import { loadPayrollMembersFacts } from '../payroll/payroll.repository';
import { getPayroll, lockPayroll, type PayrollRecord } from '../payroll-state/payroll-state.repository';
import { payrollReviewBlockers } from '../payroll-runs/review-blockers.repository';
import { startJob, type JobHandle } from '../jobs/jobs.service';
import { calculateAguinaldoIn } from '../aguinaldo/aguinaldo.service';
import { calculateSettlementIn } from '../settlement/settlement.service';
import * as repo from './calculation.repository';
import * as payrollState from '../payroll-state/payroll-state.repository';
import * as payslips from '../payslips/payslips.repository';
import { connectionQueue } from '../jobs/chunked';
import {
  JOB_KIND,
  keyOf,
  running,
  runningError,
  SLICE,
  totalsOfRecord,
  type CalculationDeps,
  type Running,
} from './calculation-progress';
import { computePayslips, totalsOf } from './payslip-engine';
import { warmResultsOrders } from './results';

/** Payslips written by one calculation from which it refreshes the table's statistics. */
const ANALYZE_AFTER_PAYSLIPS = 1_000;

const blockersError = (blockers: Awaited<ReturnType<typeof payrollReviewBlockers>>) => {
  const employees = [...new Set(blockers.map((b) => b.employeeNumber))];
  return new AppError('PAYROLL_REVIEW_BLOCKERS', undefined, {
    params: {
      count: blockers.length,
      employees: employees.slice(0, 10).join(', ') + (employees.length > 10 ? ', …' : ''),
    },
  });
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/calculatePayroll

/**
 * The step every calculation ends with, whatever its kind: the summary row stored, the payroll marked processed
 * with the inputs version it was calculated from, the job's lease checked (a calculation whose lease was taken
 * over, its process taken for dead, writes nothing) and the bitácora written. Answers the call's result.
 */
const finishCalculation = async (
  tx: Tx,
  ctx: { auth: AuthContext; meta: RequestMeta; job: JobHandle; payroll: PayrollRecord },
  done: {
    summary: Omit<payslips.CalculationSummary, 'inputsVersion'>;
    totals: PayrollTotals;
    audit: { before: Record<string, unknown>; after: Record<string, unknown> };
  },
): Promise<CalculatePayrollResponse> => {
  const { auth, meta, job, payroll } = ctx;
  await payslips.insertCalculation(tx, auth.companyId, payroll.id, auth.userId, {
    inputsVersion: payroll.inputsVersion,
    ...done.summary,
  });
  await payrollState.markProcessed(tx, auth.companyId, payroll.id, payroll.inputsVersion, auth.userId);
  await job.assertHeld(tx);
  const result: CalculatePayrollResponse = {
    payrollId: payroll.id,
    status: 'processed',
    totals: done.totals,
    timings: done.summary.timings,
  };
  await recordChange(
    tx,
    { auth, meta },
    {
      action: payroll.status === 'processed' ? 'payroll_recalculated' : 'payroll_calculated',
      entity: 'payroll',
      entityId: payroll.id,
      before: done.audit.before,
      after: { status: 'processed', ...done.audit.after, totals: result.totals },
    },
  );
  return result;
};

/** The refusals a calculation checks again under its lock, read first without it; answers the member count. */
const checkCalculable = async (db: Db, companyId: number, payrollId: number): Promise<number> => {
  const payroll = await getPayroll(db, companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
  if (payroll.status === 'planned') throw new AppError('PAYROLL_NOT_PROJECTED');
  if (payroll.kind === 'regular') {
    const blockers = await payrollReviewBlockers(db, companyId, payroll.id);
    if (blockers.length > 0) throw blockersError(blockers);
  }
  return repo.countMembers(db, companyId, payroll.id);
};

/**
 * Calculates every member's payslip and stores them whole, in one transaction that replaces the previous
 * calculation: a failure (or a killed process) leaves the previous one as it was. Serialized per payroll by
 * an advisory lock (and, in this process, by the running map, which also answers the progress).
 */
export const calculatePayroll = async (
  deps: CalculationDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { payrollId: number },
): Promise<CalculatePayrollResponse> => {
  const key = keyOf(auth.companyId, input.payrollId);
  if (running.has(key)) throw runningError(running.get(key));
  const state: Running = { processed: 0, total: 0, startedAt: new Date() };
  running.set(key, state);
  let job: JobHandle | null = null;
  try {
    // What can be refused without the lock is refused before a job is recorded: a refused call changes nothing.
    state.total = await checkCalculable(deps.db, auth.companyId, input.payrollId);
    job = await startJob(deps.db, {
      kind: JOB_KIND,
      companyId: auth.companyId,
      userId: auth.userId,
      total: state.total,
      subjectId: input.payrollId,
    });
    const progress = job.progress;
    let payslipsWritten = 0;
    const answer = await deps.db.transaction(async (tx) => {
      if (!(await repo.tryLockCalculation(tx, input.payrollId))) throw runningError(undefined);
      const payroll = await lockPayroll(tx, auth.companyId, input.payrollId);
      if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
      if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
      if (payroll.status === 'planned') throw new AppError('PAYROLL_NOT_PROJECTED');
      const blockers =
        payroll.kind === 'regular' ? await payrollReviewBlockers(tx, auth.companyId, payroll.id) : [];
      if (blockers.length > 0) throw blockersError(blockers);

      // Two calls at once on one connection (the embedded database) run one after the other: the second finds
      // the first one's result, from the same inputs, finished after it was asked for, and answers it.
      const previous = await repo.getCalculation(tx, auth.companyId, payroll.id);
      if (
        previous &&
        payroll.status === 'processed' &&
        previous.calculatedAt >= state.startedAt &&
        previous.inputsVersion === payroll.inputsVersion &&
        previous.rulesVersion === (await readRulesVersion(tx))
      ) {
        return {
          payrollId: payroll.id,
          status: 'processed' as const,
          totals: totalsOfRecord(previous),
          timings: previous.timings ?? { readMs: 0, engineMs: 0, writeMs: 0 },
        };
      }

      const t0 = performance.now();
      const rulesVersion = await readRulesVersion(tx);
      if (payroll.kind === 'aguinaldo' || payroll.kind === 'settlement') {
        // The aguinaldo is one set-based pass over the year's closed payslips (no engine per employee); a
        // settlement is the termination engine over one employee's exit.
        await payslips.deleteCalculation(tx, auth.companyId, payroll.id);
        const written =
          payroll.kind === 'aguinaldo'
            ? await calculateAguinaldoIn(tx, payroll)
            : await calculateSettlementIn(tx, payroll);
        state.processed = state.total = written;
        job!.setTotal(written);
        const sums = await payslips.payslipSums(tx, auth.companyId, payroll.id);
        payslipsWritten = sums.employeeCount;
        const timings = { readMs: 0, engineMs: 0, writeMs: Math.round(performance.now() - t0) };
        const { employeeCount, warningCount, ...totals } = sums;
        return finishCalculation(
          tx,
          { auth, meta, job: job!, payroll },
          {
            summary: {
              rulesVersion,
              ruleSetYears: [Number(payroll.periodEnd.slice(0, 4))],
              ...sums,
              timings,
            },
            totals: { employees: employeeCount, warnings: warningCount, ...totals },
            audit: { before: { status: payroll.status, kind: payroll.kind }, after: { kind: payroll.kind } },
          },
        );
      }
      const rules = await payrollRulesFor(tx, auth.companyId, payroll.periodEnd);
      const numbers = await repo.memberNumbers(tx, auth.companyId, payroll.id);
      state.total = numbers.length;
      job!.setTotal(numbers.length);
      const t1 = performance.now();
      // Read, engine and writes in slices of members, so only a few slices of facts, payslips and lines are in
      // memory at a time. The previous calculation is deleted first, in the same transaction: a failure rolls
      // everything back.
      await payslips.deleteCalculation(tx, auth.companyId, payroll.id);
      const totals = { gross: 0, deductions: 0, net: 0, employerCharges: 0, provisions: 0, employerCost: 0 };
      let warningCount = 0;
      let count = 0;
      const years = new Set<number>();
      const timings = { readMs: Math.round(t1 - t0), inputMs: 0, engineMs: 0, writeMs: 0 };
      // Pipelined (issue 28): PostgreSQL stores slice k - 1 and reads slice k + 1 while this process runs the
      // engine over slice k, so the two processes work at once. The statements still go one after the other on
      // the transaction's connection (`onConnection`); the read's and the write's figures are their own elapsed
      // time, so they overlap the engine's and the three add up to more than the calculation's.
      const onConnection = connectionQueue();
      const readSlice = (i: number) =>
        onConnection(async () => {
          const r0 = performance.now();
          const range = { from: numbers[i]!, to: numbers[Math.min(i + SLICE, numbers.length) - 1]! };
          const members = await loadPayrollMembersFacts(tx, payroll, range);
          timings.readMs += performance.now() - r0;
          return members;
        });
      let nextRead = numbers.length > 0 ? readSlice(0) : null;
      let pendingWrite: Promise<void> = Promise.resolve();
      try {
        for (let i = 0; i < numbers.length; i += SLICE) {
          const members = await nextRead!;
          nextRead = i + SLICE < numbers.length ? readSlice(i + SLICE) : null;
          // The engine's figure is the engine alone (building its inputs is counted apart), per employee.
          const slips = await computePayslips(payroll, members, rules, undefined, undefined, timings);
          state.processed = count + slips.length;
          await progress(state.processed);
          // The slice before is stored by now (PostgreSQL did it while the engine ran): one slice in flight.
          await pendingWrite;
          pendingWrite = onConnection(async () => {
            const w0 = performance.now();
            await payslips.insertPayslips(tx, auth.companyId, payroll.id, slips);
            timings.writeMs += performance.now() - w0;
          });
          const sliceTotals = totalsOf(slips);
          for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += sliceTotals[k];
          warningCount += slips.reduce((n, s) => n + (s.issues.length > 0 ? 1 : 0), 0);
          for (const s of slips) years.add(s.payslip.ruleSetYear);
          count += slips.length;
        }
        await pendingWrite;
      } catch (err) {
        // Nothing of this calculation may still run on the connection once the transaction rolls back.
        await onConnection.settled();
        throw err;
      }
      timings.readMs = Math.round(timings.readMs);
      const ruleSetYears = [...years].sort();
      timings.engineMs = Math.round(timings.engineMs);
      timings.inputMs = Math.round(timings.inputMs);
      timings.writeMs = Math.round(timings.writeMs);
      payslipsWritten = count;
      return finishCalculation(
        tx,
        { auth, meta, job: job!, payroll },
        {
          summary: { rulesVersion, ruleSetYears, employeeCount: count, ...totals, warningCount, timings },
          totals: { employees: count, warnings: warningCount, ...totals },
          audit: {
            before: { status: payroll.status, calculatedInputsVersion: payroll.calculatedInputsVersion },
            after: { inputsVersion: payroll.inputsVersion, rulesVersion },
          },
        },
      );
    });
    await job.succeed(answer.totals.employees, { totals: answer.totals });
    // A large calculation replaces the payroll's payslips at once; the results pages are planned on them right
    // after (autovacuum would catch up only later, and without statistics a lookup of 50 payslips by number
    // walked the whole payroll). After the commit, so no lock is held with the calculation's: only statistics,
    // a failure leaves them as they were and the calculation stands.
    if (payslipsWritten >= ANALYZE_AFTER_PAYSLIPS) {
      await payslips.analyzePayslips(deps.db).catch(() => undefined);
      // Read ahead, not awaited: the grid opened right after does not wait for its order (a failure only means
      // the first page reads it).
      void warmResultsOrders(deps.db, auth.companyId, input.payrollId).catch(() => undefined);
    }
    return answer;
  } catch (err) {
    if (job) {
      const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
      await job
        .fail(code, { params: err instanceof AppError ? (err.params ?? {}) : {} })
        .catch(() => undefined);
    }
    throw err;
  } finally {
    running.delete(key);
  }
};
