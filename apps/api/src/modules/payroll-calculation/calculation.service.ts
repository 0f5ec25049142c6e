import type {
  ErrorCode,
  CalculatePayrollResponse,
  CalculationState,
  PayPeriodicity,
  PayrollCalculateResponse,
  PayrollTotals,
  PayslipDetail,
  StaleReason,
} from '@planilla/contracts';
import {
  DomainError,
  calculatePayslip,
  type Payslip,
  type PayslipInput,
  type Periodicity,
} from '@planilla/domain';
import { createHash } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorMessage } from '@planilla/contracts';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { readRulesVersion } from '../legal-rules/legal-rules.repository';
import { payrollRulesFor } from '../legal-rules/rules-provider';
import { loadPayrollMembersFacts, type PayrollMemberFacts } from '../payroll/payroll.repository';
import { buildPayslipInput } from '../payroll/payslip-input';
import { getPayroll, lockPayroll, type PayrollRecord } from '../payroll-state/payroll-state.repository';
import { payrollReviewBlockers } from '../payroll-runs/review-blockers.repository';
import { lastJobOfSubject } from '../jobs/jobs.repository';
import { GHOST_AFTER_MS, startJob, type JobHandle } from '../jobs/jobs.service';
import {
  aguinaldoStale,
  aguinaldoStateOf,
  assertAguinaldoClosable,
  calculateAguinaldoIn,
} from '../aguinaldo/aguinaldo.service';
import {
  assertSettlementClosable,
  calculateSettlementIn,
  settlementDetailOf,
  settlementStale,
  settlementStateOf,
} from '../settlement/settlement.service';
import * as repo from './calculation.repository';
import { cachedResultsOrder, lastResultsOrder } from './results-order';
import { searchWords } from '../../lib/text';
import * as payrollState from '../payroll-state/payroll-state.repository';
import * as payslips from '../payslips/payslips.repository';

export type CalculationDeps = { db: Db };

// ---------------------------------------------------------------------------------------------------------
// Progress of calculations running in this process (the advisory lock covers other processes). Every
// calculation that passes the checks is also a durable job row (`payroll_calculation`, subject the payroll):
// other processes see it running, and its failure stays visible after a restart (a process that died
// mid-way leaves a ghost that reads as interrupted).

type Running = { processed: number; total: number; startedAt: Date };
const running = new Map<string, Running>();
const keyOf = (companyId: number, payrollId: number) => `${companyId}:${payrollId}`;
const JOB_KIND = 'payroll_calculation';

/** The progress of a calculation of the payroll running in this process, if any. */
export const calculationProgress = (companyId: number, payrollId: number): Running | null =>
  running.get(keyOf(companyId, payrollId)) ?? null;

const runningError = (r: Running | undefined) =>
  new AppError('PAYROLL_CALCULATION_RUNNING', undefined, {
    params: { processed: r?.processed ?? 0, total: r?.total ?? 0 },
  });

// ---------------------------------------------------------------------------------------------------------
// The engine over a whole payroll (pure: facts in, payslips out)

const hash = (value: unknown) =>
  createHash('sha1').update(JSON.stringify(value)).digest('base64url').slice(0, 16);

/**
 * Hashes of the parts of an input that do not come from the payroll's attendance: the stale check compares them.
 * `history` covers what earlier payrolls give it: the art. 157 average (a payroll closed since) and the day
 * numbers of its incapacity days (an incapacity registered in an earlier payroll that this one continues).
 */
export const inputHashesOf = (
  input: PayslipInput,
): Record<Exclude<StaleReason, 'attendance' | 'legal'>, string> => ({
  salary: hash(input.salaries),
  schedule: hash([input.jornada, input.jornadaChanges ?? []]),
  periodicity: hash(input.period),
  employment: hash([input.hireDate ?? null, input.exitDate ?? null]),
  credits: hash([input.children ?? 0, input.spouse ?? false]),
  history: hash([
    input.vacationAverage ?? null,
    input.attendance.flatMap((d) => (d.code === 'I' ? [d.disability.dayNumber] : [])),
  ]),
});

const runFactsOf = (payroll: PayrollRecord, m: PayrollMemberFacts) => ({
  periodicity: payroll.periodicity as Periodicity,
  periodStart: payroll.periodStart,
  periodEnd: payroll.periodEnd,
  payDate: payroll.payDate,
  firstDay: m.firstDay,
  lastDay: m.lastDay,
  attendance: m.attendance,
  monthToDate: m.monthToDate,
  incapacityBefore: m.incapacityBefore,
  vacationAverage: m.vacationAverage,
});

/** The engine's input for one member of the payroll (the payroll module's builder). */
export const memberInput = (payroll: PayrollRecord, m: PayrollMemberFacts): PayslipInput =>
  buildPayslipInput(m, m.firstDay, runFactsOf(payroll, m)).input;

/** Runs the engine for every member; `onProgress` every `step` employees. Throws AppError on an engine failure. */
export const computePayslips = async (
  payroll: PayrollRecord,
  members: PayrollMemberFacts[],
  rules: Awaited<ReturnType<typeof payrollRulesFor>>,
  onProgress?: (done: number) => Promise<void> | void,
  step = 1_000,
): Promise<payslips.StoredPayslip[]> => {
  const out: payslips.StoredPayslip[] = [];
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    let input: PayslipInput;
    let payslip: Payslip;
    try {
      input = memberInput(payroll, m);
      payslip = calculatePayslip(input, rules);
    } catch (err) {
      const reason = err instanceof DomainError ? err.code : 'ERROR';
      throw new AppError('PAYROLL_CALCULATION_FAILED', undefined, {
        cause: err,
        params: { num_empleado: m.employeeNumber, reason },
      });
    }
    const daysByCode: Record<string, number> = {};
    for (const d of m.attendance) daysByCode[d.code] = (daysByCode[d.code] ?? 0) + 1;
    const issues: payslips.StoredPayslip['issues'] = [...payslip.blockers, ...payslip.warnings].map((w) => ({
      code: w.code as string,
      date: w.date,
      detail: w.detail,
    }));
    if (!m.hasBankAccount) issues.push({ code: 'NO_BANK_ACCOUNT', date: null, detail: null });
    out.push({
      employeeNumber: m.employeeNumber,
      payslip,
      input,
      inputHashes: inputHashesOf(input),
      daysByCode,
      issues,
    });
    if (onProgress && (i + 1) % step === 0) await onProgress(i + 1);
  }
  return out;
};

const totalsOf = (slips: payslips.StoredPayslip[]): Omit<PayrollTotals, 'employees' | 'warnings'> => {
  const t = { gross: 0, deductions: 0, net: 0, employerCharges: 0, provisions: 0, employerCost: 0 };
  for (const s of slips) {
    t.gross += s.payslip.totals.gross;
    t.deductions += s.payslip.totals.deductions;
    t.net += s.payslip.totals.net;
    t.employerCharges += s.payslip.totals.employerCharges;
    t.provisions += s.payslip.totals.provisions;
    t.employerCost += s.payslip.totals.employerCost;
  }
  return t;
};

/** Employees per slice of the engine and the writes (bounds the memory a calculation holds). */
const SLICE = 2_000;
/** Payslips written by one calculation from which it refreshes the table's statistics. */
const ANALYZE_AFTER_PAYSLIPS = 1_000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

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
        await payslips.insertCalculation(tx, auth.companyId, payroll.id, auth.userId, {
          inputsVersion: payroll.inputsVersion,
          rulesVersion,
          ruleSetYears: [Number(payroll.periodEnd.slice(0, 4))],
          ...sums,
          timings,
        });
        await payrollState.markProcessed(tx, auth.companyId, payroll.id, payroll.inputsVersion, auth.userId);
        await job!.assertHeld(tx);
        const result: CalculatePayrollResponse = {
          payrollId: payroll.id,
          status: 'processed',
          totals: {
            employees: sums.employeeCount,
            warnings: sums.warningCount,
            gross: sums.gross,
            deductions: sums.deductions,
            net: sums.net,
            employerCharges: sums.employerCharges,
            provisions: sums.provisions,
            employerCost: sums.employerCost,
          },
          timings,
        };
        await recordChange(
          tx,
          { auth, meta },
          {
            action: payroll.status === 'processed' ? 'payroll_recalculated' : 'payroll_calculated',
            entity: 'payroll',
            entityId: payroll.id,
            before: { status: payroll.status, kind: payroll.kind },
            after: { status: 'processed', kind: payroll.kind, totals: result.totals },
          },
        );
        return result;
      }
      const rules = await payrollRulesFor(tx, auth.companyId, payroll.periodEnd);
      const numbers = await repo.memberNumbers(tx, auth.companyId, payroll.id);
      state.total = numbers.length;
      job!.setTotal(numbers.length);
      const t1 = performance.now();
      // Read, engine and writes in slices of members, so only one slice of facts, payslips and lines is in
      // memory at a time. The previous calculation is deleted first, in the same transaction: a failure rolls
      // everything back.
      await payslips.deleteCalculation(tx, auth.companyId, payroll.id);
      const totals = { gross: 0, deductions: 0, net: 0, employerCharges: 0, provisions: 0, employerCost: 0 };
      let warningCount = 0;
      let count = 0;
      const years = new Set<number>();
      const timings = { readMs: Math.round(t1 - t0), engineMs: 0, writeMs: 0 };
      for (let i = 0; i < numbers.length; i += SLICE) {
        const r0 = performance.now();
        const range = { from: numbers[i]!, to: numbers[Math.min(i + SLICE, numbers.length) - 1]! };
        const members = await loadPayrollMembersFacts(tx, payroll, range);
        const e0 = performance.now();
        timings.readMs += Math.round(e0 - r0);
        const slips = await computePayslips(payroll, members, rules);
        const e1 = performance.now();
        state.processed = count + slips.length;
        await progress(state.processed);
        await payslips.insertPayslips(tx, auth.companyId, payroll.id, slips);
        timings.engineMs += e1 - e0;
        timings.writeMs += performance.now() - e1;
        const sliceTotals = totalsOf(slips);
        for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += sliceTotals[k];
        warningCount += slips.reduce((n, s) => n + (s.issues.length > 0 ? 1 : 0), 0);
        for (const s of slips) years.add(s.payslip.ruleSetYear);
        count += slips.length;
        await yieldToEventLoop();
      }
      const slips = { length: count };
      const t2 = performance.now();
      const ruleSetYears = [...years].sort();
      timings.engineMs = Math.round(timings.engineMs);
      timings.writeMs = Math.round(timings.writeMs);
      await payslips.insertCalculation(tx, auth.companyId, payroll.id, auth.userId, {
        inputsVersion: payroll.inputsVersion,
        rulesVersion,
        ruleSetYears,
        employeeCount: slips.length,
        ...totals,
        warningCount,
        timings,
      });
      await payrollState.markProcessed(tx, auth.companyId, payroll.id, payroll.inputsVersion, auth.userId);
      // Fenced: a calculation whose lease was taken over (its process taken for dead) writes nothing.
      await job!.assertHeld(tx);
      payslipsWritten = count;
      timings.writeMs = Math.round(timings.writeMs + performance.now() - t2);
      const result: CalculatePayrollResponse = {
        payrollId: payroll.id,
        status: 'processed',
        totals: { employees: slips.length, warnings: warningCount, ...totals },
        timings,
      };
      await recordChange(
        tx,
        { auth, meta },
        {
          action: payroll.status === 'processed' ? 'payroll_recalculated' : 'payroll_calculated',
          entity: 'payroll',
          entityId: payroll.id,
          before: { status: payroll.status, calculatedInputsVersion: payroll.calculatedInputsVersion },
          after: {
            status: 'processed',
            inputsVersion: payroll.inputsVersion,
            rulesVersion,
            totals: result.totals,
          },
        },
      );
      return result;
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

// ---------------------------------------------------------------------------------------------------------
// Stale check

export type Staleness = {
  stale: boolean;
  staleLegal: boolean;
  employees: { num_empleado: number; reasons: StaleReason[] }[];
};

/** What changed since the stored calculation: attendance (inputs version), the employees' facts, legal values. */
export const stalenessOf = async (
  db: DbOrTx,
  payroll: PayrollRecord,
  calc: repo.CalculationRecord,
): Promise<Staleness> => {
  if (payroll.kind === 'aguinaldo')
    return { stale: await aguinaldoStale(db, payroll, calc), staleLegal: false, employees: [] };
  const rulesVersion = await readRulesVersion(db);
  if (payroll.kind === 'settlement') {
    // The CCSS and tax on its vacation pay follow the legal values too.
    const staleLegal = rulesVersion !== calc.rulesVersion;
    return { stale: staleLegal || (await settlementStale(db, payroll, calc)), staleLegal, employees: [] };
  }
  const members = await loadPayrollMembersFacts(db, payroll);
  const stored = await repo.storedInputHashes(db, payroll.companyId, payroll.id);
  const reasons = new Map<number, Set<StaleReason>>();
  const add = (n: number, r: StaleReason) => {
    let set = reasons.get(n);
    if (!set) reasons.set(n, (set = new Set()));
    set.add(r);
  };
  const attendanceChanged = payroll.inputsVersion !== calc.inputsVersion;
  if (attendanceChanged)
    for (const n of await repo.attendanceChangedSince(db, payroll.companyId, payroll.id, calc.calculatedAt))
      add(n, 'attendance');
  for (const m of members) {
    const before = stored.get(m.employeeNumber);
    let now: Record<string, string>;
    try {
      now = inputHashesOf(memberInput(payroll, m));
    } catch {
      add(m.employeeNumber, 'salary');
      continue;
    }
    if (!before) {
      add(m.employeeNumber, 'employment');
      continue;
    }
    // A section a calculation made before it existed is not compared (that calculation never hashed it).
    for (const [k, v] of Object.entries(now))
      if (k in before && before[k] !== v) add(m.employeeNumber, k as StaleReason);
  }
  const staleLegal = rulesVersion !== calc.rulesVersion;
  return {
    stale: attendanceChanged || staleLegal || reasons.size > 0,
    staleLegal,
    employees: [...reasons.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([n, set]) => ({ num_empleado: n, reasons: [...set] })),
  };
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/calculationstate

function totalsOfRecord(c: repo.PageCalculation): PayrollTotals {
  return {
    employees: c.employeeCount,
    gross: c.gross,
    deductions: c.deductions,
    net: c.net,
    employerCharges: c.employerCharges,
    provisions: c.provisions,
    employerCost: c.employerCost,
    warnings: c.warningCount,
  };
}

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

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/payrollcalculate, payslipdetail, payrollchanges

/** The payroll (404 when not the company's) and its stored calculation, if any. */
export const calculatedPayroll = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const payroll = await getPayroll(db, companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  const calc = await repo.getCalculation(db, companyId, payrollId);
  return { payroll, calc };
};

/** After a large calculation, its grid's orders by name (the default) and by net are read into the process. */
const warmResultsOrders = async (db: Db, companyId: number, payrollId: number) => {
  const found = await repo.getPayrollCalculation(db, companyId, payrollId);
  if (!found?.calc) return;
  const version = `${found.calc.version}:${found.inputsVersion}`;
  for (const sortBy of ['name', 'net'] as const)
    await cachedResultsOrder(db, { companyId, payrollId, warningsOnly: false, sortBy }, version);
};

export const listPayrollResults = async (
  deps: CalculationDeps,
  auth: AuthContext,
  input: {
    payrollId: number;
    page: number;
    pageSize: number;
    search?: string | undefined;
    warningsOnly?: boolean | undefined;
    sortBy: 'name' | 'num_empleado' | 'net' | 'gross';
  },
): Promise<PayrollCalculateResponse> => {
  // The page is a slice of the calculation's whole order (kept in this process, see results-order.ts),
  // filtered by the search's live matches: the same rows, order and total as the page query (listResults).
  // The payroll (its tenancy), its calculation, the search's matches and, guessed from the order last read,
  // the page's rows come in one read; the guess is kept only when the calculation is still the one that order
  // was read for.
  const words = searchWords(input.search);
  const key = {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    warningsOnly: input.warningsOnly ?? false,
    sortBy: input.sortBy,
  };
  const from = (input.page - 1) * input.pageSize;
  const last = words.length === 0 ? lastResultsOrder(deps.db, key) : null;
  const found = await repo.getPayrollCalculation(deps.db, auth.companyId, input.payrollId, {
    pageNumbers: last?.numbers.slice(from, from + input.pageSize),
    words,
  });
  if (!found) throw new AppError('PAYROLL_NOT_FOUND');
  const { calc } = found;
  const empty: PayrollTotals = {
    employees: 0,
    gross: 0,
    deductions: 0,
    net: 0,
    employerCharges: 0,
    provisions: 0,
    employerCost: 0,
    warnings: 0,
  };
  if (!calc) return { items: [], total: 0, page: input.page, pageSize: input.pageSize, totals: empty };
  const q: repo.ResultsQuery = {
    ...key,
    words,
    page: input.page,
    pageSize: input.pageSize,
    knownTotal: words.length > 0 || key.warningsOnly ? undefined : calc.employeeCount,
  };
  const version = `${calc.version}:${found.inputsVersion}`;
  let numbers: number[];
  let rows: repo.ResultRow[];
  if (last && last.version === version && found.pageRows) {
    numbers = last.numbers;
    rows = found.pageRows;
  } else {
    numbers = await cachedResultsOrder(deps.db, key, version);
    if (found.matching) {
      const hits = new Set(found.matching);
      numbers = numbers.filter((n) => hits.has(n));
    }
    rows = await repo.resultRows(deps.db, q.companyId, q.payrollId, numbers.slice(from, from + q.pageSize));
  }
  let total = q.knownTotal ?? numbers.length;
  // A recalculation committed between the reads (the next request sees its version): ask the page query.
  if (rows.length !== numbers.slice(from, from + q.pageSize).length)
    ({ rows, total } = await repo.listResults(deps.db, q));
  return {
    items: rows.map((r) => ({
      num_empleado: r.employeeNumber,
      fullName: r.fullName,
      nationalId: r.nationalId,
      daysByCode: r.days.byCode ?? {},
      payableDays: Number(r.days.payable ?? 0),
      extraHours: Number(r.days.extraHours ?? 0),
      gross: r.gross,
      deductions: r.deductions,
      net: r.net,
      employerCost: r.employerCost,
      warnings: r.warnings,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    totals: totalsOfRecord(calc),
  };
};

export const payslipDetailOf = async (
  deps: CalculationDeps,
  auth: AuthContext,
  input: { payrollId: number; num_empleado: number },
): Promise<PayslipDetail> => {
  const { payroll } = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const slip = await repo.getPayslip(deps.db, auth.companyId, payroll.id, input.num_empleado);
  if (!slip) throw new AppError('PAYSLIP_NOT_FOUND');
  const [attendance, previous] = await Promise.all([
    repo.employeeAttendance(deps.db, auth.companyId, payroll.id, input.num_empleado),
    repo.previousPayroll(deps.db, auth.companyId, payroll),
  ]);
  let previousInfo: PayslipDetail['previous'] = null;
  let changes: PayslipDetail['changes'] = [];
  if (previous) {
    const prevSlip = await repo.getPayslip(deps.db, auth.companyId, previous.id, input.num_empleado);
    if (prevSlip) {
      previousInfo = {
        payrollId: previous.id,
        periodStart: previous.periodStart,
        periodEnd: previous.periodEnd,
        net: prevSlip.net,
      };
      changes =
        (await repo.lineChanges(deps.db, auth.companyId, payroll.id, previous.id, [input.num_empleado])).get(
          input.num_empleado,
        ) ?? [];
    }
  }
  const days: Record<string, number> = {};
  for (const [k, v] of Object.entries(slip.days)) if (typeof v === 'number') days[k] = v;
  return {
    payrollId: payroll.id,
    num_empleado: input.num_empleado,
    fullName: slip.fullName,
    period: { start: slip.input.period.start, end: slip.input.period.end },
    payDate: slip.input.payDate ?? payroll.payDate,
    ruleSetYear: slip.ruleSetYear,
    lines: slip.lines,
    totals: {
      gross: slip.gross,
      deductions: slip.deductions,
      net: slip.net,
      employerCharges: slip.employerCharges,
      provisions: slip.provisions,
      employerCost: slip.employerCost,
    },
    days,
    warnings: slip.warnings,
    attendance: attendance.map((a) => ({
      date: a.date,
      code: a.code,
      extraHours:
        a.code === 'E' && a.extraStatus === 'approved' ? (a.extraApprovedMinutes ?? a.extraMinutes) / 60 : 0,
      amount: a.amount,
      note: a.note,
    })),
    previous: previousInfo,
    changes,
    aguinaldo: aguinaldoDetailOf(slip.input),
    settlement: settlementDetailOf(slip.input),
  };
};

/** The month-by-month explanation an aguinaldo payslip stores as its input (null for other payslips). */
const aguinaldoDetailOf = (input: unknown): PayslipDetail['aguinaldo'] => {
  const a = input as {
    kind?: string;
    total?: number;
    months?: { month: string; earned: number; imported: number; payrolls: unknown[] }[];
  };
  if (a?.kind !== 'aguinaldo') return null;
  return {
    total: Number(a.total ?? 0),
    months: (a.months ?? []).map((m) => ({
      month: m.month,
      earned: Number(m.earned),
      imported: Number(m.imported),
      payrolls: (
        m.payrolls as { payrollId: number; periodStart: string; periodEnd: string; amount: number }[]
      ).map((p) => ({
        payrollId: Number(p.payrollId),
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        amount: Number(p.amount),
      })),
    })),
  };
};

export const listPayrollChanges = async (
  deps: CalculationDeps,
  auth: AuthContext,
  input: { payrollId: number; page: number; pageSize: number; search?: string | undefined },
) => {
  const { payroll } = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const previous = await repo.previousPayroll(deps.db, auth.companyId, payroll);
  const { rows, total } = await repo.listNetChanges(deps.db, {
    companyId: auth.companyId,
    payrollId: payroll.id,
    previousId: previous?.id ?? null,
    words: searchWords(input.search),
    page: input.page,
    pageSize: input.pageSize,
  });
  const lines = previous
    ? await repo.lineChanges(
        deps.db,
        auth.companyId,
        payroll.id,
        previous.id,
        rows.map((r) => r.employeeNumber),
      )
    : new Map();
  return {
    items: rows.map((r) => ({
      num_empleado: r.employeeNumber,
      fullName: r.fullName,
      previousPayrollId: r.previousNet === null ? null : (previous?.id ?? null),
      previousNet: r.previousNet,
      net: r.net,
      difference: r.net - (r.previousNet ?? 0),
      changes: r.previousNet === null ? [] : (lines.get(r.employeeNumber) ?? []),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/closepayroll

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
    const staleness = await stalenessOf(tx, payroll, calc);
    if (staleness.stale) throw new AppError('PAYROLL_STALE');
    if (calc.net !== input.confirmNet) throw new AppError('PAYROLL_TOTALS_CHANGED');
    await payrollState.markPaid(tx, auth.companyId, payroll.id, auth.userId);
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
        },
      },
    );
    return false;
  });
  if (timedOut) throw runningError(undefined);
  return calculationStateOf(deps, auth, input, meta.lang);
};
