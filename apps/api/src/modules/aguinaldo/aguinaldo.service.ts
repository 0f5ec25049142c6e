import type {
  AguinaldoAlimonyItem,
  NewAguinaldoResponse,
  SaveAguinaldoEarningsResponse,
  newAguinaldoRequest,
  saveAguinaldoAlimonyRequest,
  saveAguinaldoEarningsRequest,
} from '@planilla/contracts';
import { V } from '@planilla/contracts';
import { aguinaldoPeriod, LEGAL_REFS } from '@planilla/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { translate, type Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import {
  getPayroll,
  createPlannedPayroll as insertPayroll,
  lockPayroll,
  type PayrollRecord,
} from '../payroll-state/payroll-state.repository';
import * as repo from './aguinaldo.repository';
import * as state from '../payroll-state/payroll-state.repository';

export type AguinaldoDeps = { db: Db };

/** The law's last day to pay the aguinaldo: 20 December (Ley 2412). */
export const payByOf = (year: number) => `${year}-12-20`;

/** The accrual year of the aguinaldo paid in December of `year`, from the payroll's period. */
export const yearOf = (payroll: PayrollRecord) => Number(payroll.periodEnd.slice(0, 4));

/** 20 December, or the Friday before when it falls on a weekend (a bank must be open to pay). */
const defaultPayDate = (year: number): string => {
  const day = new Date(`${payByOf(year)}T00:00:00Z`).getUTCDay();
  const back = day === 0 ? 2 : day === 6 ? 1 : 0;
  return `${year}-12-${String(20 - back).padStart(2, '0')}`;
};

/**
 * procesoPlanilla/newaguinaldo: the year's aguinaldo payroll (once; asking again answers the one there is), its
 * members laid out (employees whose employment reaches 30 November). Paid from 1 to 20 December.
 */
export const newAguinaldo = async (
  deps: AguinaldoDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newAguinaldoRequest>,
): Promise<NewAguinaldoResponse> => {
  const period = aguinaldoPeriod(input.year);
  const payDate = input.payDate ?? defaultPayDate(input.year);
  if (payDate < `${input.year}-12-01` || payDate > payByOf(input.year))
    throw new AppError('VALIDATION_ERROR', { payDate: V.aguinaldoPayDate });
  return deps.db.transaction(async (tx) => {
    const existing = await repo.aguinaldoPayrollId(tx, auth.companyId, period.start);
    if (existing !== null) {
      const payroll = (await getPayroll(tx, auth.companyId, existing))!;
      const { employees } = await repo.aguinaldoTotals(tx, auth.companyId, existing);
      return {
        payrollId: existing,
        created: false,
        periodStart: payroll.periodStart,
        periodEnd: payroll.periodEnd,
        payDate: payroll.payDate,
        employees,
      };
    }
    const payrollId = await insertPayroll(tx, {
      companyId: auth.companyId,
      kind: 'aguinaldo',
      // One run a year; `monthly` keeps it beside the monthly payrolls in the calendar.
      periodicity: 'monthly',
      periodStart: period.start,
      periodEnd: period.end,
      payDate,
      userId: auth.userId,
    });
    await repo.layOutAguinaldoMembers(tx, auth.companyId, payrollId, period);
    await state.markProjected(tx, { companyId: auth.companyId, payrollId }, auth.userId, {
      bumpInputs: false,
      onlyIfPlanned: true,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'aguinaldo_generated',
        entity: 'payroll',
        entityId: payrollId,
        before: null,
        after: {
          kind: 'aguinaldo',
          year: input.year,
          periodStart: period.start,
          periodEnd: period.end,
          payDate,
        },
      },
    );
    return {
      payrollId,
      created: true,
      periodStart: period.start,
      periodEnd: period.end,
      payDate,
      employees: 0,
    };
  });
};

/**
 * Calculates the aguinaldo payroll in the caller's transaction (the calculation service's lock and job): the
 * members laid out again, every payslip written set-based. Answers the payslip count.
 */
export const calculateAguinaldoIn = async (tx: DbOrTx, payroll: PayrollRecord): Promise<number> => {
  const year = yearOf(payroll);
  const period = { start: payroll.periodStart, end: payroll.periodEnd };
  await repo.layOutAguinaldoMembers(tx, payroll.companyId, payroll.id, period);
  return repo.writeAguinaldoPayslips(tx, payroll.companyId, payroll.id, {
    ...period,
    year,
    legalRef: LEGAL_REFS.aguinaldoPayment,
    alimonyRef: LEGAL_REFS.alimonyDeduction,
  });
};

/** What the calculation screen shows of an aguinaldo payroll: its year, pay-by date, payrolls still open. */
export const aguinaldoStateOf = async (db: DbOrTx, payroll: PayrollRecord) => {
  const year = yearOf(payroll);
  return {
    year,
    payBy: payByOf(year),
    openPayrolls: await repo.openPayrollsOfYear(db, payroll.companyId, {
      start: payroll.periodStart,
      end: payroll.periodEnd,
    }),
  };
};

/** Stale: earnings recorded since (its inputs version) or a regular payroll of the year closed since. */
export const aguinaldoStale = async (
  db: DbOrTx,
  payroll: PayrollRecord,
  calc: { calculatedAt: Date; inputsVersion: number },
) =>
  payroll.inputsVersion !== calc.inputsVersion ||
  (await repo.closedSince(
    db,
    payroll.companyId,
    { start: payroll.periodStart, end: payroll.periodEnd },
    calc.calculatedAt,
  ));

/** Closing refuses an aguinaldo while a regular payroll of its year is still open (its pay would be missing). */
export const assertAguinaldoClosable = async (db: DbOrTx, payroll: PayrollRecord) => {
  const open = await repo.openPayrollsOfYear(db, payroll.companyId, {
    start: payroll.periodStart,
    end: payroll.periodEnd,
  });
  if (open.length > 0)
    throw new AppError('AGUINALDO_PAYROLLS_OPEN', undefined, { params: { count: open.length } });
};

// ---------------------------------------------------------------------------------------------------------
// Earnings from before the product

/** procesoPlanilla/aguinaldoearnings */
export const listAguinaldoEarnings = (deps: AguinaldoDeps, auth: AuthContext, year: number) =>
  repo.listEarnings(deps.db, auth.companyId, aguinaldoPeriod(year));

/**
 * procesoPlanilla/saveaguinaldoearnings: checks every row (an employee of the company, a month of the accrual
 * year, no paid payslips of the employee that month, each employee-month once) and, unless a dry run, saves
 * them in one transaction and marks the year's aguinaldo stale. Rows with problems save nothing.
 */
export const saveAguinaldoEarnings = async (
  deps: AguinaldoDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof saveAguinaldoEarningsRequest>,
  lang: Lang,
): Promise<SaveAguinaldoEarningsResponse> => {
  const period = aguinaldoPeriod(input.year);
  const rows = input.rows.map((r, i) => ({
    row: r.row ?? i + 1,
    employeeNumber: r.num_empleado,
    month: r.month,
    amount: r.amount,
  }));
  return deps.db.transaction(async (tx) => {
    const problems: SaveAguinaldoEarningsResponse['problems'] = [];
    const problem = (row: number, field: string, key: string) =>
      problems.push({ row, field, reason: translate(key, lang) });
    const known = await repo.existingEmployees(tx, auth.companyId, [
      ...new Set(rows.map((r) => r.employeeNumber)),
    ]);
    const paidMonths = await repo.monthsWithPayslips(tx, auth.companyId, rows);
    const seen = new Set<string>();
    for (const r of rows) {
      const key = `${r.employeeNumber}|${r.month}`;
      if (!known.has(r.employeeNumber)) problem(r.row, 'num_empleado', 'errors.EMPLOYEE_NOT_FOUND');
      if (`${r.month}-01` < period.start.slice(0, 8) + '01' || `${r.month}-01` > period.end)
        problem(r.row, 'month', V.aguinaldoMonth);
      else if (paidMonths.has(key)) problem(r.row, 'month', V.aguinaldoMonthPaid);
      if (seen.has(key)) problem(r.row, 'month', V.duplicateItem);
      seen.add(key);
    }
    if (problems.length > 0 || input.dryRun)
      return { dryRun: input.dryRun, rows: rows.length, saved: 0, problems };
    const payrollId = await repo.aguinaldoPayrollId(tx, auth.companyId, period.start);
    if (payrollId !== null) {
      const payroll = await lockPayroll(tx, auth.companyId, payrollId);
      if (payroll?.status === 'paid') throw new AppError('PAYROLL_PAID');
      await state.bumpInputs(tx, auth.companyId, payrollId);
    }
    await repo.saveEarnings(tx, auth.companyId, rows, input.source, auth.userId);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'aguinaldo_earnings_saved',
        entity: 'company',
        entityId: auth.companyId,
        before: null,
        after: {
          year: input.year,
          source: input.source,
          rows: rows.length <= 200 ? rows : rows.length,
          total: rows.reduce((n, r) => n + r.amount, 0),
        },
      },
    );
    return { dryRun: false, rows: rows.length, saved: rows.length, problems: [] };
  });
};

// ---------------------------------------------------------------------------------------------------------
// Court-ordered alimony withheld from the aguinaldo

const alimonyItemOf = (r: repo.AlimonyRow): AguinaldoAlimonyItem => ({
  num_empleado: r.employeeNumber,
  fullName: r.fullName,
  amount: r.amount,
  courtFile: r.courtFile,
  note: r.note,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

/** procesoPlanilla/aguinaldoalimony */
export const listAguinaldoAlimony = async (deps: AguinaldoDeps, auth: AuthContext, year: number) =>
  (await repo.listAlimony(deps.db, auth.companyId, year)).map(alimonyItemOf);

/**
 * procesoPlanilla/saveaguinaldoalimony: sets (or with 0 removes) what a court ordered withheld from an
 * employee's aguinaldo of a year, audited, in one transaction; the year's aguinaldo, if generated and not paid,
 * needs recalculating (409 `PAYROLL_PAID` once it is paid: nothing changes).
 */
export const saveAguinaldoAlimony = async (
  deps: AguinaldoDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof saveAguinaldoAlimonyRequest>,
) => {
  const period = aguinaldoPeriod(input.year);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.existingEmployees(tx, auth.companyId, [input.num_empleado])).has(input.num_empleado))
      throw new AppError('EMPLOYEE_NOT_FOUND');
    const payrollId = await repo.aguinaldoPayrollId(tx, auth.companyId, period.start);
    if (payrollId !== null) {
      const payroll = await lockPayroll(tx, auth.companyId, payrollId);
      if (payroll?.status === 'paid') throw new AppError('PAYROLL_PAID');
      await state.bumpInputs(tx, auth.companyId, payrollId);
    }
    const [before] = await repo.listAlimony(tx, auth.companyId, input.year, input.num_empleado);
    await repo.saveAlimony(
      tx,
      auth.companyId,
      {
        year: input.year,
        employeeNumber: input.num_empleado,
        amount: input.amount,
        courtFile: input.courtFile,
        note: input.note,
      },
      auth.userId,
    );
    const [after] = await repo.listAlimony(tx, auth.companyId, input.year, input.num_empleado);
    const snapshot = (r: repo.AlimonyRow | undefined) =>
      r ? { year: input.year, amount: r.amount, courtFile: r.courtFile, note: r.note } : null;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'aguinaldo_alimony_saved',
        entity: 'employee',
        entityId: input.num_empleado,
        before: snapshot(before),
        after: snapshot(after),
      },
    );
    return { item: after ? alimonyItemOf(after) : null };
  });
};
