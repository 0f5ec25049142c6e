import type { PayrollCalculateResponse, PayrollTotals, PayslipDetail } from '@planilla/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { getPayroll } from '../payroll-state/payroll-state.repository';
import { settlementDetailOf } from '../settlement/settlement.service';
import * as repo from './calculation.repository';
import { listPayslipPayItems } from '../payslips/payslips.repository';
import { cachedResultsOrder, lastResultsOrder } from './results-order';
import { searchWords } from '../../lib/text';
import { totalsOfRecord, type CalculationDeps } from './calculation-progress';

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
export const warmResultsOrders = async (db: Db, companyId: number, payrollId: number) => {
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
  const [attendance, previous, payItems] = await Promise.all([
    repo.employeeAttendance(deps.db, auth.companyId, payroll.id, input.num_empleado),
    repo.previousPayroll(deps.db, auth.companyId, payroll),
    listPayslipPayItems(deps.db, auth.companyId, payroll.id, input.num_empleado),
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
      dayOff: a.dayOff,
    })),
    previous: previousInfo,
    changes,
    payItems,
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
