import type {
  VacationBalanceItem,
  VacationDataResponse,
  VacationEmployeeResponse,
  vacationAdjustmentRequest,
  vacationEmployeeRequest,
} from '@planilla/contracts';
import { V } from '@planilla/contracts';
import { vacationEntitlement, type IsoDate, type VacationEntitlement } from '@planilla/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { foldText } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { unpaidRangesSince } from '../attendance/ranges.repository';
import { recordChange } from '../audit/audit.repository';
import { createFingerprintCache, vacationInputsFingerprint } from './vacation-inputs';
import * as repo from './vacations.repository';

export type VacationPeriodsDeps = { db: Db };

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Calendar days a vacation period pays (two weeks, CT art. 153; 14 calendar = 12 working days on a 6-day week). */
const CALENDAR_DAYS_PER_PERIOD = 14;

type UnpaidRange = { from: IsoDate; to: IsoDate };

/** What a balance asks the engine: exactly these (`sharedEntitlement` keys on all of them). */
type EngineInput = {
  hireDate: IsoDate;
  asOf: IsoDate;
  workDaysPerWeek: number;
  daysTaken: number;
  unpaidRanges: readonly UnpaidRange[];
  grantWeeks: number;
};

/** The facts with each employee's unpaid leave and suspensions since the entry (they move the anniversaries). */
export const withUnpaidRanges = async (db: Db, companyId: number, facts: repo.VacationFacts[]) => {
  const unpaid =
    facts.length === 0
      ? new Map<number, { from: string; to: string }[]>()
      : await unpaidRangesSince(
          db,
          companyId,
          facts.map((f) => ({ employeeNumber: f.employeeNumber, since: f.entryDate })),
        );
  return facts.map((f) => ({
    ...f,
    unpaidRanges: (unpaid.get(f.employeeNumber) ?? []) as UnpaidRange[],
  }));
};
type FactsWithUnpaid = repo.VacationFacts & { unpaidRanges: readonly UnpaidRange[] };

/**
 * One employee's balance from the engine (CT art. 153) on `asOf` (or the exit date), the days taken being the
 * attendance's V days, the booked ones and the adjustments. The money value is what the pending days (earned
 * and accrued) are worth at today's monthly salary: monthly ÷ 30 × 14 calendar days per period's working
 * days; a settlement pays them with the art. 157 average instead.
 */
export const balanceOf = (
  f: FactsWithUnpaid,
  asOf: string,
  policy: repo.VacationPolicy,
  entitlement: (input: EngineInput) => VacationEntitlement = vacationEntitlement,
) => {
  let at = f.exitDate !== null && f.exitDate < asOf ? f.exitDate : asOf;
  if (at < f.entryDate) at = f.entryDate;
  const taken = Math.max(0, round2(f.attendanceDays + f.bookedDays + f.adjustmentHundredths / 100));
  const e = entitlement({
    hireDate: f.entryDate as IsoDate,
    asOf: at as IsoDate,
    workDaysPerWeek: f.workDaysPerWeek,
    daysTaken: taken,
    unpaidRanges: f.unpaidRanges,
    grantWeeks: policy.grantWeeks,
  });
  const owed = Math.max(0, e.pendingWithAccruedDays);
  const item: VacationBalanceItem = {
    num_empleado: f.employeeNumber,
    fullName: f.fullName,
    departmentId: f.departmentId,
    departmentName: f.departmentName,
    active: f.active,
    hireDate: f.entryDate,
    asOf: at,
    workDaysPerWeek: f.workDaysPerWeek,
    daysPerPeriod: e.daysPerPeriod,
    earnedDays: e.earnedDays,
    accruedDays: e.accruedDays,
    takenDays: e.takenDays,
    pendingDays: e.pendingDays,
    pendingWithAccruedDays: e.pendingWithAccruedDays,
    monthlySalary: f.monthlySalary,
    pendingValue: Math.round((f.monthlySalary * owed * CALENDAR_DAYS_PER_PERIOD) / (30 * e.daysPerPeriod)),
    overLimit: e.pendingDays > policy.maxPeriods * e.daysPerPeriod,
    overdueDays: e.overdueDays,
  };
  return { item, entitlement: e, asOf: at };
};

/**
 * The engine for many balances at once: employees hired the same day, with the same week and days taken, get
 * the same entitlement, so it is worked out once per set of inputs (the engine is most of a company list's
 * time). Kept for one list only, so it never outlives the facts it was computed from.
 */
const sharedEntitlement = () => {
  const known = new Map<string, VacationEntitlement>();
  return (input: EngineInput) => {
    const key = `${input.hireDate} ${input.asOf} ${input.workDaysPerWeek} ${input.daysTaken} ${input.grantWeeks} ${input.unpaidRanges
      .map((r) => `${r.from}/${r.to}`)
      .join(',')}`;
    let e = known.get(key);
    if (!e) known.set(key, (e = vacationEntitlement(input)));
    return e;
  };
};

type ListInput = Omit<z.output<typeof vacationEmployeeRequest>, 'page' | 'pageSize'>;

const byName = (a: VacationBalanceItem, b: VacationBalanceItem) =>
  a.fullName.localeCompare(b.fullName, 'es') || a.num_empleado - b.num_empleado;

/** A company's balances in name order, before any search or filter, with each employee's text the search reads. */
type CompanyBalances = {
  rows: { item: VacationBalanceItem; text: string }[];
  policy: repo.VacationPolicy;
  asOf: string;
};

const companyBalances = async (
  deps: VacationPeriodsDeps,
  companyId: number,
  filters: { includeInactive: boolean; departmentId: number | undefined },
): Promise<CompanyBalances> => {
  const asOf = todayInCostaRica();
  const [facts, policy] = await Promise.all([
    repo
      .vacationFacts(deps.db, companyId, {
        asOf,
        includeInactive: filters.includeInactive,
        ...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
      })
      .then((rows) => withUnpaidRanges(deps.db, companyId, rows)),
    repo.vacationPolicy(deps.db, companyId),
  ]);
  const entitlement = sharedEntitlement();
  const rows = facts.map((f) => ({
    item: balanceOf(f, asOf, policy, entitlement).item,
    text: foldText(`${f.employeeNumber} ${f.fullName}`),
  }));
  rows.sort((a, b) => byName(a.item, b.item));
  return { rows, policy, asOf };
};

/**
 * Every page, order and search of the list needs all of the company's balances, and they are read far more
 * often than what they are computed from changes: each process keeps the last ones of a company (and filters)
 * by the fingerprint of those inputs (vacation-inputs.ts), so a change committed anywhere is seen at once.
 */
const companyLists = createFingerprintCache<CompanyBalances>();

/** Every balance of the filtered employees, sorted (the list and the export share it). */
export const balances = async (deps: VacationPeriodsDeps, auth: AuthContext, input: ListInput) => {
  const filters = {
    includeInactive: input.includeInactive ?? false,
    departmentId: input.departmentId || undefined,
  };
  const inputs = await vacationInputsFingerprint(deps.db, auth.companyId);
  const { rows, policy, asOf } = await companyLists.get(
    auth.companyId,
    `${inputs} ${filters.includeInactive} ${filters.departmentId ?? ''}`,
    () => companyBalances(deps, auth.companyId, filters),
  );
  const words = foldText(input.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  // A new array in name order (the kept one is shared by every reader and never reordered). The sort is
  // stable, so the other orders keep ties in name order without comparing names again.
  let items = rows.filter((r) => words.every((w) => r.text.includes(w))).map((r) => r.item);
  if (input.overLimitOnly) items = items.filter((i) => i.overLimit);
  if (input.overdueOnly) items = items.filter((i) => i.overdueDays > 0);
  const sorters: Record<
    typeof input.sortBy,
    ((a: VacationBalanceItem, b: VacationBalanceItem) => number) | null
  > = {
    name: null,
    num_empleado: (a, b) => a.num_empleado - b.num_empleado,
    pending: (a, b) => b.pendingDays - a.pendingDays,
    value: (a, b) => b.pendingValue - a.pendingValue,
  };
  const order = sorters[input.sortBy];
  if (order) items.sort(order);
  const summary = {
    employees: items.length,
    pendingDays: round2(items.reduce((n, i) => n + i.pendingDays, 0)),
    pendingWithAccruedDays: round2(items.reduce((n, i) => n + i.pendingWithAccruedDays, 0)),
    liability: items.reduce((n, i) => n + i.pendingValue, 0),
    overLimit: items.filter((i) => i.overLimit).length,
    maxPeriods: policy.maxPeriods,
    overdueEmployees: items.filter((i) => i.overdueDays > 0).length,
    overdueDays: round2(items.reduce((n, i) => n + i.overdueDays, 0)),
    grantWeeks: policy.grantWeeks,
    asOf,
  };
  return { items, summary };
};

/** vacaciones/vacationemployee: a page of the balances and the summary of all that match. */
export const listVacationBalances = async (
  deps: VacationPeriodsDeps,
  auth: AuthContext,
  input: z.output<typeof vacationEmployeeRequest>,
): Promise<VacationEmployeeResponse> => {
  const { items, summary } = await balances(deps, auth, input);
  const from = (input.page - 1) * input.pageSize;
  return {
    items: items.slice(from, from + input.pageSize),
    total: items.length,
    page: input.page,
    pageSize: input.pageSize,
    summary,
  };
};

/** vacaciones/vacationdata: one employee's balance, periods, the days taken and the adjustments. */
export const vacationData = async (
  deps: VacationPeriodsDeps,
  auth: AuthContext,
  num: number,
): Promise<VacationDataResponse> => {
  const asOf = todayInCostaRica();
  const [facts] = await withUnpaidRanges(
    deps.db,
    auth.companyId,
    await repo.vacationFacts(deps.db, auth.companyId, { asOf, employeeNumbers: [num] }),
  );
  if (!facts) throw new AppError('EMPLOYEE_NOT_FOUND');
  const policy = await repo.vacationPolicy(deps.db, auth.companyId);
  const { item, entitlement, asOf: at } = balanceOf(facts, asOf, policy);
  const [taken, adjustments] = await Promise.all([
    repo.vacationTakenDays(deps.db, auth.companyId, num, facts.entryDate),
    repo.listAdjustments(deps.db, auth.companyId, num),
  ]);
  return {
    balance: item,
    entitlement: {
      num_empleado: num,
      hireDate: facts.entryDate,
      asOf: at,
      workDaysPerWeek: facts.workDaysPerWeek,
      ...entitlement,
      periods: [...entitlement.periods],
    },
    taken,
    adjustments,
  };
};

/**
 * vacaciones/vacationadjustment: an opening balance (days taken before the product) or an adjustment (+ takes,
 * − gives back), dated within the current employment, never leaving the days taken below zero; audited.
 */
export const addVacationAdjustment = async (
  deps: VacationPeriodsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof vacationAdjustmentRequest>,
): Promise<VacationDataResponse> => {
  const today = todayInCostaRica();
  await deps.db.transaction(async (tx) => {
    const [facts] = await repo.vacationFacts(tx, auth.companyId, {
      asOf: today,
      employeeNumbers: [input.num_empleado],
    });
    if (!facts) throw new AppError('EMPLOYEE_NOT_FOUND');
    const lastDay = facts.exitDate !== null && facts.exitDate < today ? facts.exitDate : today;
    if (input.effectiveDate < facts.entryDate || input.effectiveDate > lastDay)
      throw new AppError('VALIDATION_ERROR', { effectiveDate: V.outsideEmployment });
    const hundredths = Math.round(input.days * 100);
    const takenBefore = facts.attendanceDays * 100 + facts.bookedDays * 100 + facts.adjustmentHundredths;
    if (takenBefore + hundredths < 0) throw new AppError('VALIDATION_ERROR', { days: V.invalidNumber });
    const id = await repo.insertAdjustment(tx, {
      companyId: auth.companyId,
      employeeNumber: input.num_empleado,
      kind: input.kind,
      daysHundredths: hundredths,
      effectiveDate: input.effectiveDate,
      reason: input.reason,
      createdBy: auth.userId,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: input.kind === 'opening' ? 'vacation_opening_balance' : 'vacation_adjusted',
        entity: 'employee',
        entityId: input.num_empleado,
        before: { takenDays: takenBefore / 100 },
        after: {
          takenDays: (takenBefore + hundredths) / 100,
          adjustment: {
            id,
            kind: input.kind,
            days: input.days,
            effectiveDate: input.effectiveDate,
            reason: input.reason,
          },
        },
      },
    );
  });
  return vacationData(deps, auth, input.num_empleado);
};
/**
 * The company's vacation summary of all active employees (pending days, their value, employees over the allowed
 * accumulation): the dashboard's vacation card, from the list's per-process copy of the balances.
 */
export const companyVacationSummary = async (deps: VacationPeriodsDeps, auth: AuthContext) =>
  (await listVacationBalances(deps, auth, { page: 1, pageSize: 1, sortBy: 'name' })).summary;
