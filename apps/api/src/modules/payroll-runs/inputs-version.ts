import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { bumpInputsVersions, type PayrollRecord } from '../payroll-state/payroll-state.repository';

/**
 * Every write to a payroll's attendance goes through here first, inside its transaction: the payrolls are
 * locked (in id order) and their inputs version grows by one, so the calculation can tell that what it
 * calculated has changed. A paid payroll refuses the write (409 `PAYROLL_PAID`) and the transaction rolls
 * back, bump included; a planned one has no attendance yet (409 `PAYROLL_NOT_PROJECTED`); a processed one
 * accepts it and will need recalculation.
 */
export const bumpForAttendanceWrite = async (
  tx: DbOrTx,
  companyId: number,
  payrollIds: number[],
  userId: number | null,
): Promise<PayrollRecord[]> => {
  const payrolls = await bumpInputsVersions(tx, companyId, payrollIds, userId);
  if (payrolls.length < new Set(payrollIds).size) throw new AppError('PAYROLL_NOT_FOUND');
  if (payrolls.some((p) => p.status === 'paid')) throw new AppError('PAYROLL_PAID');
  if (payrolls.some((p) => p.status === 'planned')) throw new AppError('PAYROLL_NOT_PROJECTED');
  // An aguinaldo or a settlement is calculated from closed payrolls, never from attendance of its own.
  if (payrolls.some((p) => p.kind !== 'regular')) throw new AppError('PAYROLL_KIND_CONFLICT');
  return payrolls;
};

/** The same for one payroll: answers it locked, with its new inputs version. */
export const openPayrollForAttendanceWrite = async (
  tx: DbOrTx,
  companyId: number,
  payrollId: number,
  userId: number | null,
): Promise<PayrollRecord> => (await bumpForAttendanceWrite(tx, companyId, [payrollId], userId))[0]!;
