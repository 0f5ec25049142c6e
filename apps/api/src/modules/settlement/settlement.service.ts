import type {
  NewSettlementResponse,
  SettlementExplanation,
  SettlementPreviewResponse,
  UpdateExitResponse,
  updateExitRequest,
} from '@planilla/contracts';
import { V } from '@planilla/contracts';
import { periodFor, type IsoDate, type Periodicity } from '@planilla/domain';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { exitTypeExists } from '../employees/employment-periods.repository';
import { payrollRulesFor } from '../legal-rules/rules-provider';
import { payItemsOfEmployee } from '../payroll/pay-items-in-force.repository';
import { payItemOf } from '../payroll/payslip-input';
import { insertPayslips } from '../payslips/payslips.repository';
import { lockPayroll, type PayrollRecord } from '../payroll-state/payroll-state.repository';
import { balanceOf, withUnpaidRanges } from '../vacations/vacation-periods.service';
import { vacationFacts, vacationPolicy } from '../vacations/vacations.repository';
import {
  SALARY_LINE_CODES,
  monthsFrom,
  settlementPayslip,
  settlementPeriodOf,
  type SettlementFacts,
} from './settlement-payslip';
import * as repo from './settlement.repository';
import * as state from '../payroll-state/payroll-state.repository';
import { shortHash } from '../../lib/hash';

export type SettlementDeps = { db: Db };

type Exited = SettlementFacts['employee'];

/** The employee's exit (the last one, or the one a settlement payroll's period starts in); 404 / 409 without. */
const exitOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  onDate?: string,
): Promise<Exited> => {
  const e = await repo.exitFacts(db, companyId, employeeNumber, onDate);
  if (!e) throw new AppError('EMPLOYEE_NOT_FOUND');
  if (e.exitDate === null || e.exitType === null) throw new AppError('SETTLEMENT_NO_EXIT');
  return e as Exited;
};

/**
 * Reads everything the settlement of an exit depends on and computes it. The pay date is the exit date (the
 * settlement is owed on the last day); `payrollId` is the settlement's own payroll (left out of the month's tax).
 */
const computeSettlement = async (db: DbOrTx, companyId: number, e: Exited, payrollId: number | null) => {
  const exit = e.exitDate;
  const payDate = exit;
  const employment = { entryDate: e.entryDate, exitDate: exit, periodicity: e.periodicity };
  const [months, openPayrolls, salaryPayroll, vacation, policy, mtd, rules] = await Promise.all([
    repo.monthlyEarnings(
      db,
      companyId,
      e.employeeNumber,
      { from: monthsFrom(e.entryDate, exit), to: exit },
      SALARY_LINE_CODES,
    ),
    repo.openRegularPayrolls(db, companyId, e.employeeNumber, employment),
    repo.salaryPayrollOf(db, companyId, e.employeeNumber, exit, e.periodicity),
    vacationFacts(db, companyId, { asOf: exit, employeeNumbers: [e.employeeNumber] }).then((rows) =>
      withUnpaidRanges(db, companyId, rows),
    ),
    vacationPolicy(db, companyId),
    repo.monthToDate(db, companyId, e.employeeNumber, payDate, payrollId),
    payrollRulesFor(db, companyId, exit),
  ]);
  const v = vacation[0];
  const balance = v ? balanceOf(v, exit, policy) : null;
  const facts: SettlementFacts = {
    employee: e,
    payDate,
    months,
    openPayrolls,
    salaryPayroll,
    salaryInForce: v?.monthlySalary ?? 0,
    vacation: {
      pendingDays: Math.max(0, balance?.entitlement.pendingWithAccruedDays ?? 0),
      workDaysPerWeek: v?.workDaysPerWeek ?? 6,
    },
    monthToDate: mtd,
  };
  const payPeriodStart =
    salaryPayroll?.periodStart ?? periodFor(e.periodicity as Periodicity, exit as IsoDate).start;
  const period = settlementPeriodOf(e.entryDate, exit, payPeriodStart);
  // The pay items in force on the exit (issue 26): a pensión applies; loans and advances owe their balance.
  const itemFacts = await payItemsOfEmployee(
    db,
    { companyId, id: payrollId, periodStart: period.start, periodEnd: exit },
    e.employeeNumber,
  );
  if (itemFacts.length > 0) facts.payItems = itemFacts.map(payItemOf);
  const { explanation, payslip } = settlementPayslip(facts, rules, period);
  // What the stale check compares: the exit itself, and everything else the amounts come from.
  const hashes = {
    employment: shortHash([e.entryDate, exit, e.exitType.id, e.exitType.code, e.exitType.employerLiability]),
    salary: shortHash([months, openPayrolls, facts.salaryInForce, facts.vacation, mtd, explanation.totals]),
    // Only with items: a settlement calculated before it had none (a new item or a moved balance is stale).
    ...(facts.payItems ? { payItems: shortHash(facts.payItems) } : {}),
  };
  const payItemPayees = Object.fromEntries(itemFacts.map((i) => [String(i.id), i.payeeId]));
  return { facts, period, payDate, explanation, payslip, hashes, payItemPayees };
};

/** A section added or dropped (the pay items) is a change too. */
const isStale = (stored: Record<string, string>, now: Record<string, string>) =>
  Object.keys({ ...stored, ...now }).some((k) => stored[k] !== now[k]);

/** The explanation a settlement payslip stores in its `input` (null for other payslips). */
export const settlementDetailOf = (input: unknown): SettlementExplanation | null => {
  const s = input as (SettlementExplanation & { kind?: string }) | null;
  if (s?.kind !== 'settlement') return null;
  const {
    kind: _kind,
    period: _period,
    ...rest
  } = s as SettlementExplanation & { kind: string; period: unknown };
  return rest as SettlementExplanation;
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/settlementpreview

export const settlementPreview = async (
  deps: SettlementDeps,
  auth: AuthContext,
  input: { num_empleado: number },
): Promise<SettlementPreviewResponse> => {
  const e = await exitOf(deps.db, auth.companyId, input.num_empleado);
  const payroll = await repo.settlementPayrollOf(deps.db, auth.companyId, e.employeeNumber, e);
  const ref = (stale: boolean) =>
    payroll
      ? {
          payrollId: payroll.id,
          status: payroll.status,
          periodStart: payroll.periodStart,
          periodEnd: payroll.periodEnd,
          payDate: payroll.payDate,
          stale,
        }
      : null;
  const stored = payroll ? await repo.storedSettlement(deps.db, auth.companyId, payroll.id) : null;
  if (payroll?.status === 'paid' && stored) {
    const final = settlementDetailOf(stored.input);
    if (final) return { settlement: final, payroll: ref(false), final: true };
  }
  const now = await computeSettlement(deps.db, auth.companyId, e, payroll?.id ?? null);
  const stale =
    payroll?.status === 'processed' && stored !== null ? isStale(stored.hashes, now.hashes) : false;
  return { settlement: now.explanation, payroll: ref(stale), final: false };
};

/** The settlement to print: the paid one as stored, else the current computation. */
export const settlementDocument = async (deps: SettlementDeps, auth: AuthContext, num: number) => {
  const preview = await settlementPreview(deps, auth, { num_empleado: num });
  return { ...preview, company: await repo.companyOf(deps.db, auth.companyId) };
};

/**
 * The employee's settlement once it is paid (final), as stored: what the employee sees of it in self-service.
 * Null without one: a settlement not paid yet may still change, and is not shown.
 */
export const finalSettlementOf = async (db: DbOrTx, companyId: number, employeeNumber: number) => {
  const payrollId = await repo.paidSettlementPayrollOf(db, companyId, employeeNumber);
  if (payrollId === null) return null;
  const stored = await repo.storedSettlement(db, companyId, payrollId);
  const settlement = stored ? settlementDetailOf(stored.input) : null;
  return settlement ? { payrollId, settlement } : null;
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/newsettlement

/**
 * The settlement payroll of the employee's recorded exit (once; asking again answers the one there is): kind
 * `settlement`, the employee its one member, period from the start of the exit's pay period to the exit date,
 * paid on the exit date, projected (ready to calculate).
 */
export const newSettlement = async (
  deps: SettlementDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { num_empleado: number },
): Promise<NewSettlementResponse> =>
  deps.db.transaction(async (tx) => {
    // One settlement per exit even when two calls race: serialized per company like the calendar.
    await repo.lockSettlements(tx, auth.companyId);
    const e = await exitOf(tx, auth.companyId, input.num_empleado);
    const existing = await repo.settlementPayrollOf(tx, auth.companyId, e.employeeNumber, e);
    if (existing)
      return {
        payrollId: existing.id,
        status: existing.status,
        periodStart: existing.periodStart,
        periodEnd: existing.periodEnd,
        payDate: existing.payDate,
        stale: false,
        created: false,
      };
    const salaryPayroll = await repo.salaryPayrollOf(
      tx,
      auth.companyId,
      e.employeeNumber,
      e.exitDate,
      e.periodicity,
    );
    const period = settlementPeriodOf(
      e.entryDate,
      e.exitDate,
      salaryPayroll?.periodStart ?? periodFor(e.periodicity as Periodicity, e.exitDate as IsoDate).start,
    );
    const payrollId = await state.createSettlementPayroll(tx, {
      companyId: auth.companyId,
      employeeNumber: e.employeeNumber,
      periodicity: e.periodicity,
      periodStart: period.start,
      periodEnd: period.end,
      payDate: e.exitDate,
      userId: auth.userId,
    });
    await repo.layOutSettlementMember(tx, auth.companyId, payrollId, e.employeeNumber, period);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'settlement_generated',
        entity: 'payroll',
        entityId: payrollId,
        before: null,
        after: {
          kind: 'settlement',
          num_empleado: e.employeeNumber,
          exitDate: e.exitDate,
          exitTypeId: e.exitType.id,
          periodStart: period.start,
          periodEnd: period.end,
        },
      },
    );
    return {
      payrollId,
      status: 'projected',
      periodStart: period.start,
      periodEnd: period.end,
      payDate: e.exitDate,
      stale: false,
      created: true,
    };
  });

// ---------------------------------------------------------------------------------------------------------
// The payroll calculation's hooks (its lock, job and transaction)

const employeeOfPayroll = async (db: DbOrTx, payroll: PayrollRecord) => {
  const n = await repo.settlementEmployeeOf(db, payroll.companyId, payroll.id);
  if (n === null) throw new AppError('PAYROLL_KIND_CONFLICT');
  return n;
};

/**
 * Calculates the settlement payroll in the caller's transaction: its exit read again (a corrected exit date
 * moves the period and pay date), the one member laid out again, its payslip written. Answers the count (1).
 */
export const calculateSettlementIn = async (tx: Tx, payroll: PayrollRecord): Promise<number> => {
  const n = await employeeOfPayroll(tx, payroll);
  const e = await exitOf(tx, payroll.companyId, n, payroll.periodStart);
  const s = await computeSettlement(tx, payroll.companyId, e, payroll.id);
  if (
    s.period.start !== payroll.periodStart ||
    s.period.end !== payroll.periodEnd ||
    s.payDate !== payroll.payDate
  )
    await state.moveSettlementPeriod(
      tx,
      { companyId: payroll.companyId, payrollId: payroll.id },
      { ...s.period, payDate: s.payDate },
    );
  await repo.layOutSettlementMember(tx, payroll.companyId, payroll.id, n, s.period);
  await insertPayslips(tx, payroll.companyId, payroll.id, [
    {
      employeeNumber: n,
      payslip: s.payslip,
      // The stored input is the explanation (with the period the payslip detail reads).
      input: {
        kind: 'settlement',
        period: s.period,
        ...s.explanation,
      } as unknown as Parameters<typeof insertPayslips>[3][number]['input'],
      inputHashes: s.hashes,
      daysByCode: {},
      // What the settlement could not deduct within the limits (issue 26) is reported as a warning.
      issues: s.payslip.warnings.map((w) => ({ code: w.code as string, date: w.date, detail: w.detail })),
      payItemPayees: s.payItemPayees,
    },
  ]);
  return 1;
};

/** Stale: the exit corrected (inputs version), or anything the amounts come from changed since. */
export const settlementStale = async (
  db: DbOrTx,
  payroll: PayrollRecord,
  calc: { inputsVersion: number },
): Promise<boolean> => {
  if (payroll.inputsVersion !== calc.inputsVersion) return true;
  const stored = await repo.storedSettlement(db, payroll.companyId, payroll.id);
  if (!stored) return true;
  try {
    const e = await exitOf(db, payroll.companyId, stored.employeeNumber, payroll.periodStart);
    const now = await computeSettlement(db, payroll.companyId, e, payroll.id);
    return isStale(stored.hashes, now.hashes);
  } catch {
    return true;
  }
};

/** What the calculation screen shows of a settlement payroll: its employee, exit and open regular payrolls. */
export const settlementStateOf = async (db: DbOrTx, payroll: PayrollRecord) => {
  const n = await repo.settlementEmployeeOf(db, payroll.companyId, payroll.id);
  if (n === null) return null;
  const e = await repo.exitFacts(db, payroll.companyId, n, payroll.periodStart);
  if (!e) return null;
  const exitDate = e.exitDate ?? payroll.periodEnd;
  return {
    num_empleado: n,
    fullName: e.fullName,
    exitDate,
    exitTypeName: e.exitType?.name ?? '',
    openPayrolls:
      payroll.status === 'paid'
        ? []
        : await repo.openRegularPayrolls(db, payroll.companyId, n, {
            entryDate: e.entryDate,
            exitDate,
            periodicity: e.periodicity,
          }),
  };
};

/** Closing waits for the employee's regular payrolls up to the exit (their pay counts in the settlement). */
export const assertSettlementClosable = async (db: DbOrTx, payroll: PayrollRecord) => {
  const state = await settlementStateOf(db, payroll);
  const open = state?.openPayrolls.length ?? 0;
  if (open > 0) throw new AppError('SETTLEMENT_PAYROLLS_OPEN', undefined, { params: { count: open } });
};

// ---------------------------------------------------------------------------------------------------------
// empleados/updateexit

/**
 * Corrects the recorded exit (date, type, reason). Until its settlement is paid the settlement payroll goes
 * stale (recalculate); once paid the exit is final (409 `SETTLEMENT_PAID`). Audited.
 */
export const updateExit = async (
  deps: SettlementDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateExitRequest>,
): Promise<UpdateExitResponse> =>
  deps.db.transaction(async (tx) => {
    const e = await exitOf(tx, auth.companyId, input.num_empleado);
    const payroll = await repo.settlementPayrollOf(tx, auth.companyId, e.employeeNumber, e);
    if (payroll) {
      const locked = await lockPayroll(tx, auth.companyId, payroll.id);
      if (locked?.status === 'paid') throw new AppError('SETTLEMENT_PAID');
    }
    const problems: Record<string, string> = {};
    if (input.exitDate < e.entryDate) problems.exitDate = V.dateBeforeEntry;
    if (!(await exitTypeExists(tx, auth.companyId, input.exitTypeId))) problems.exitTypeId = V.unknownOption;
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_ERROR', problems);
    await repo.updateExit(
      tx,
      { companyId: auth.companyId, employeeNumber: e.employeeNumber, periodNo: e.periodNo },
      { exitDate: input.exitDate, exitTypeId: input.exitTypeId, exitReason: input.reason },
    );
    if (payroll) await state.bumpInputs(tx, auth.companyId, payroll.id);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'employee_exit_changed',
        entity: 'employee',
        entityId: e.employeeNumber,
        before: { exitDate: e.exitDate, exitTypeId: e.exitType.id, reason: e.exitReason },
        after: { exitDate: input.exitDate, exitTypeId: input.exitTypeId, reason: input.reason },
      },
    );
    return {
      num_empleado: e.employeeNumber,
      exitDate: input.exitDate,
      exitTypeId: input.exitTypeId,
      settlementPayrollId: payroll?.id ?? null,
    };
  });
