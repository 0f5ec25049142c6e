import type { ErrorCode, CalculationState, StaleReason } from '@planilla/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorMessage } from '@planilla/contracts';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { readRulesVersion } from '../legal-rules/legal-rules.repository';
import { loadPayrollMembersFacts } from '../payroll/payroll.repository';
import { payrollFactsFingerprint } from '../payroll/payroll-facts-fingerprint.repository';
import { createFingerprintCache } from '../../lib/fingerprint-cache';
import { getPayroll, type PayrollRecord } from '../payroll-state/payroll-state.repository';
import { payrollReviewBlockers } from '../payroll-runs/review-blockers.repository';
import { lastJobOfSubject } from '../jobs/jobs.repository';
import { GHOST_AFTER_MS } from '../jobs/jobs.service';
import { aguinaldoStale, aguinaldoStateOf } from '../aguinaldo/aguinaldo.service';
import { settlementStale, settlementStateOf } from '../settlement/settlement.service';
import * as repo from './calculation.repository';
import {
  JOB_KIND,
  keyOf,
  running,
  SLICE,
  totalsOfRecord,
  type CalculationDeps,
  type Running,
} from './calculation-progress';
import { inputHashesOf, memberInput } from './payslip-engine';

// ---------------------------------------------------------------------------------------------------------
// Stale check

export type Staleness = {
  stale: boolean;
  staleLegal: boolean;
  employees: { num_empleado: number; reasons: StaleReason[] }[];
};

type FactReasons = ReadonlyMap<number, readonly StaleReason[]>;

/**
 * Each member's reasons besides its attendance: its input's parts (`inputHashesOf`) now against those the
 * calculation stored. Reads every member's facts and builds every input: the costliest part of the check.
 */
const factReasonsOf = async (db: DbOrTx, payroll: PayrollRecord): Promise<FactReasons> => {
  const stored = await repo.storedInputHashes(db, payroll.companyId, payroll.id);
  const reasons = new Map<number, StaleReason[]>();
  // The members' facts a slice at a time, as the calculation reads them: the whole payroll's facts at once held
  // ~400 MB for 20 000 employees.
  const numbers = await repo.memberNumbers(db, payroll.companyId, payroll.id);
  for (let i = 0; i < numbers.length; i += SLICE) {
    const range = { from: numbers[i]!, to: numbers[Math.min(i + SLICE, numbers.length) - 1]! };
    for (const m of await loadPayrollMembersFacts(db, payroll, range)) {
      const before = stored.get(m.employeeNumber);
      let now: Record<string, string>;
      try {
        now = inputHashesOf(memberInput(payroll, m));
      } catch {
        reasons.set(m.employeeNumber, ['salary']);
        continue;
      }
      if (!before) {
        reasons.set(m.employeeNumber, ['employment']);
        continue;
      }
      // A section a calculation made before it existed is not compared (that calculation never hashed it).
      const changed = Object.entries(now).flatMap(([k, v]) =>
        k in before && before[k] !== v ? [k as StaleReason] : [],
      );
      if (changed.length > 0) reasons.set(m.employeeNumber, changed);
    }
  }
  return reasons;
};

/**
 * Per payroll, its members' fact reasons as last computed, kept by the calculation's version and the fingerprint of
 * everything the facts are read from (`payrollFactsFingerprint`, read from the database at each call): a change
 * committed by any instance moves it, and the next call computes again. A register edit of an ordinary day does
 * not move it: the attendance reason is read at each call.
 */
const factReasonsKept = createFingerprintCache<FactReasons, string>(500);

/**
 * What changed since the stored calculation: attendance (inputs version), the employees' facts, legal values.
 * `kept: false` computes the facts' reasons afresh (the close, inside its transaction, does not rely on a copy).
 */
export const stalenessOf = async (
  db: DbOrTx,
  payroll: PayrollRecord,
  calc: repo.CalculationRecord,
  { kept = true }: { kept?: boolean } = {},
): Promise<Staleness> => {
  if (payroll.kind === 'aguinaldo')
    return { stale: await aguinaldoStale(db, payroll, calc), staleLegal: false, employees: [] };
  const rulesVersion = await readRulesVersion(db);
  if (payroll.kind === 'settlement') {
    // The CCSS and tax on its vacation pay follow the legal values too.
    const staleLegal = rulesVersion !== calc.rulesVersion;
    return { stale: staleLegal || (await settlementStale(db, payroll, calc)), staleLegal, employees: [] };
  }
  // Read before the facts: what is kept under it is never older than it.
  const facts = kept
    ? await factReasonsKept.get(
        `${payroll.companyId}:${payroll.id}`,
        [
          calc.version,
          await payrollFactsFingerprint(db, payroll.companyId),
          payroll.periodicity,
          payroll.periodStart,
          payroll.periodEnd,
          payroll.payDate,
        ].join('|'),
        () => factReasonsOf(db, payroll),
      )
    : await factReasonsOf(db, payroll);
  const reasons = new Map<number, StaleReason[]>();
  const attendanceChanged = payroll.inputsVersion !== calc.inputsVersion;
  if (attendanceChanged)
    for (const n of await repo.attendanceChangedSince(db, payroll.companyId, payroll.id, calc.calculatedAt))
      reasons.set(n, ['attendance']);
  for (const [n, list] of facts) reasons.set(n, [...(reasons.get(n) ?? []), ...list]);
  const staleLegal = rulesVersion !== calc.rulesVersion;
  return {
    stale: attendanceChanged || staleLegal || reasons.size > 0,
    staleLegal,
    employees: [...reasons.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([n, list]) => ({ num_empleado: n, reasons: list })),
  };
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/calculationstate

/**
 * The last calculation job's failure, in the reader's language: failed, or a ghost (running in a process that
 * is gone). A refusal because another calculation was running is not a failure of this payroll.
 */
const failureOf = (
  job: NonNullable<Awaited<ReturnType<typeof lastJobOfSubject>>>,
  lang: Lang,
  runningHere: boolean,
): { code: string; message: string; at: Date } | null => {
  const ghost =
    job.status === 'running' && !runningHere && Date.now() - job.updatedAt.getTime() > GHOST_AFTER_MS;
  if (job.status !== 'failed' && !ghost) return null;
  const code = ghost ? 'JOB_INTERRUPTED' : (job.errorCode ?? 'INTERNAL_ERROR');
  if (code === 'PAYROLL_CALCULATION_RUNNING') return null;
  let message = errorMessage(code as ErrorCode, lang);
  const params = ((job.result as { params?: Record<string, unknown> } | null)?.params ?? {}) as Record<
    string,
    unknown
  >;
  for (const [k, v] of Object.entries(params)) message = message.replaceAll(`{${k}}`, String(v));
  return { code, message, at: job.finishedAt ?? job.updatedAt };
};

export const calculationStateOf = async (
  deps: CalculationDeps,
  auth: AuthContext,
  input: { payrollId: number },
  lang: Lang = 'es',
): Promise<CalculationState> => {
  const payroll = await getPayroll(deps.db, auth.companyId, input.payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  const key = keyOf(auth.companyId, payroll.id);
  const job = await lastJobOfSubject(deps.db, auth.companyId, JOB_KIND, payroll.id);
  // Running here (in memory), or in another live process (its row's heartbeat is fresh).
  const jobAlive = job?.status === 'running' && Date.now() - job.updatedAt.getTime() <= GHOST_AFTER_MS;
  const run: Running | undefined =
    running.get(key) ??
    (jobAlive ? { processed: job.processed, total: job.total, startedAt: job.startedAt } : undefined);
  const failure = job ? failureOf(job, lang, running.has(key)) : null;
  const [calc, blockers] = await Promise.all([
    repo.getCalculation(deps.db, auth.companyId, payroll.id),
    payroll.status === 'paid' || payroll.status === 'planned' || payroll.kind !== 'regular'
      ? Promise.resolve([])
      : payrollReviewBlockers(deps.db, auth.companyId, payroll.id),
  ]);
  const staleness =
    calc && payroll.status === 'processed' && !run
      ? await stalenessOf(deps.db, payroll, calc)
      : { stale: false, staleLegal: false, employees: [] };
  return {
    payrollId: payroll.id,
    status: payroll.status,
    calculated: calc
      ? {
          at: calc.calculatedAt.toISOString(),
          by: calc.calculatedBy,
          inputsVersion: calc.inputsVersion,
          totals: totalsOfRecord(calc),
          ruleSetYears: calc.ruleSetYears,
          timings: calc.timings,
        }
      : null,
    closed: calc?.closedAt ? { at: calc.closedAt.toISOString(), by: calc.closedBy } : null,
    running: run
      ? { processed: run.processed, total: run.total, startedAt: run.startedAt.toISOString() }
      : null,
    lastFailure: failure
      ? { code: failure.code, message: failure.message, at: failure.at.toISOString() }
      : null,
    blockers: blockers.map((b) => ({ num_empleado: b.employeeNumber, code: b.code, date: b.date })),
    stale: staleness.stale,
    staleLegal: staleness.staleLegal,
    staleEmployees: staleness.employees,
    aguinaldo: payroll.kind === 'aguinaldo' ? await aguinaldoStateOf(deps.db, payroll) : null,
    settlement: payroll.kind === 'settlement' ? await settlementStateOf(deps.db, payroll) : null,
  };
};
