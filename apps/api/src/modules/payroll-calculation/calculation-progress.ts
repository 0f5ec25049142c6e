import type { PayrollTotals } from '@planilla/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type * as repo from './calculation.repository';

/**
 * The calculation's shared pieces: its dependencies, the progress of calculations running in this process and
 * the totals of a stored calculation.
 */
export type CalculationDeps = { db: Db };

// ---------------------------------------------------------------------------------------------------------
// Progress of calculations running in this process (the advisory lock covers other processes). Every
// calculation that passes the checks is also a durable job row (`payroll_calculation`, subject the payroll):
// other processes see it running, and its failure stays visible after a restart (a process that died
// mid-way leaves a ghost that reads as interrupted).

export type Running = { processed: number; total: number; startedAt: Date };
export const running = new Map<string, Running>();
export const keyOf = (companyId: number, payrollId: number) => `${companyId}:${payrollId}`;
export const JOB_KIND = 'payroll_calculation';
/** Employees per slice of the engine and the writes, and of the stale check (bounds the memory either holds). */
export const SLICE = 2_000;

/** The progress of a calculation of the payroll running in this process, if any. */
export const calculationProgress = (companyId: number, payrollId: number): Running | null =>
  running.get(keyOf(companyId, payrollId)) ?? null;

export const runningError = (r: Running | undefined) =>
  new AppError('PAYROLL_CALCULATION_RUNNING', undefined, {
    params: { processed: r?.processed ?? 0, total: r?.total ?? 0 },
  });

/** The totals of a stored calculation, as the calls answer them. */
export function totalsOfRecord(c: repo.PageCalculation): PayrollTotals {
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
