import {
  V,
  type newPayrollRequest,
  type payrollCalendarListRequest,
  type PayrollEmployeeItem,
  type payrollEmployeesListRequest,
  type PayrollItem,
  type payrollListRequest,
  type PayrollStatus,
  type updatePayDateRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { searchWords } from '../../lib/text';
import { isPeriodOf, payDateInRange } from './calendar-facts';
import * as repo from './payroll-runs.repository';
import * as state from '../payroll-state/payroll-state.repository';

export type PayrollRunsDeps = { db: Db };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const payrollItemOf = (v: repo.PayrollView): PayrollItem => ({
  payrollId: v.id,
  kind: v.kind,
  periodicity: v.periodicity,
  periodStart: v.periodStart,
  periodEnd: v.periodEnd,
  payDate: v.payDate,
  sequence: v.sequence,
  status: v.status,
  employeeCount: v.employeeCount,
  reviewedCount: v.reviewedCount,
  inputsVersion: v.inputsVersion,
  calculatedInputsVersion: v.calculatedInputsVersion,
  needsRecalculation: v.status === 'processed' && v.calculatedInputsVersion !== v.inputsVersion,
  payDateEditable: v.status === 'planned' || v.status === 'projected',
  projectedAt: iso(v.projectedAt),
  projectedBy: v.projectedBy,
  createdAt: iso(v.createdAt)!,
  updatedAt: iso(v.updatedAt)!,
  settlementEmployee: v.settlementEmployee
    ? { num_empleado: v.settlementEmployee.employeeNumber, fullName: v.settlementEmployee.fullName }
    : null,
});

/** The payroll as the lists show it, or 404 `PAYROLL_NOT_FOUND` (also for another company's). */
export const getPayrollItem = async (db: DbOrTx, companyId: number, id: number): Promise<PayrollItem> => {
  const view = await repo.getPayrollView(db, companyId, id);
  if (!view) throw new AppError('PAYROLL_NOT_FOUND');
  return payrollItemOf(view);
};

// ---------------------------------------------------------------------------------------------------------
// Payroll calendar

/** paramPlanilla/planillalist: the calendar, oldest period first. */
export const listCalendar = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  input: z.output<typeof payrollCalendarListRequest>,
) =>
  (
    await repo.listPayrolls(
      deps.db,
      auth.companyId,
      {
        periodicity: input.periodicity,
        statuses: input.status ? [input.status] : undefined,
        year: input.year,
      },
      'asc',
    )
  ).map(payrollItemOf);

/** procesoPlanilla/payrolllist: by status (default the ones being worked on), newest period first. */
export const listProcessPayrolls = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  input: z.output<typeof payrollListRequest>,
) =>
  (
    await repo.listPayrolls(
      deps.db,
      auth.companyId,
      {
        periodicity: input.periodicity,
        statuses: input.statuses ?? ['projected', 'processed'],
        year: input.year,
      },
      'desc',
    )
  ).map(payrollItemOf);

/** paramPlanilla/newpayroll: one regular payroll of the calendar. */
export const createPayroll = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newPayrollRequest>,
): Promise<PayrollItem> => {
  const payDate = input.payDate ?? input.periodEnd;
  const problems: Record<string, string> = {};
  if (input.periodEnd < input.periodStart) problems.periodEnd = V.toBeforeFrom;
  else if (!isPeriodOf(input.periodicity, input.periodStart, input.periodEnd))
    problems.periodEnd = V.periodNotOfPeriodicity;
  else if (!payDateInRange(input.periodStart, input.periodEnd, payDate))
    problems.payDate = V.payDateOutOfRange;
  if (Object.keys(problems).length > 0) throw invalid(problems);
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockCalendar(tx, auth.companyId);
      const overlapping = await repo.findOverlappingPayroll(
        tx,
        auth.companyId,
        'regular',
        input.periodicity,
        input.periodStart,
        input.periodEnd,
      );
      if (overlapping !== null)
        throw new AppError('PAYROLL_PERIOD_OVERLAP', { periodStart: 'errors.PAYROLL_PERIOD_OVERLAP' });
      const id = await state.createPlannedPayroll(tx, {
        companyId: auth.companyId,
        kind: 'regular',
        periodicity: input.periodicity,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        payDate,
        userId: auth.userId,
      });
      const item = await getPayrollItem(tx, auth.companyId, id);
      await recordChange(
        tx,
        { auth, meta },
        { action: 'payroll_created', entity: 'payroll', entityId: id, before: null, after: item },
      );
      return item;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payrolls_period_key'))
      throw new AppError('PAYROLL_PERIOD_OVERLAP', { periodStart: 'errors.PAYROLL_PERIOD_OVERLAP' });
    throw err;
  }
};

const PAY_DATE_EDITABLE: PayrollStatus[] = ['planned', 'projected'];

/** paramPlanilla/updatepaydate: a payroll not yet calculated gets a new pay date (not in the past). */
export const updatePayDate = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updatePayDateRequest>,
): Promise<PayrollItem> =>
  deps.db.transaction(async (tx) => {
    const payroll = await state.lockPayroll(tx, auth.companyId, input.payrollId);
    if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
    if (payroll.status === 'paid') throw new AppError('PAYROLL_PAID');
    if (!PAY_DATE_EDITABLE.includes(payroll.status)) throw new AppError('PAYROLL_STATUS_CONFLICT');
    if (input.payDate < todayInCostaRica()) throw invalid({ payDate: V.dateInPast });
    if (!payDateInRange(payroll.periodStart, payroll.periodEnd, input.payDate))
      throw invalid({ payDate: V.payDateOutOfRange });
    const before = await getPayrollItem(tx, auth.companyId, payroll.id);
    if (payroll.payDate === input.payDate) return before;
    await state.changePayDate(
      tx,
      { companyId: auth.companyId, payrollId: payroll.id },
      input.payDate,
      auth.userId,
    );
    const after = await getPayrollItem(tx, auth.companyId, payroll.id);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'payroll_pay_date_updated',
        entity: 'payroll',
        entityId: payroll.id,
        before: { payDate: before.payDate },
        after: { payDate: after.payDate },
      },
    );
    return after;
  });

// ---------------------------------------------------------------------------------------------------------
// Employees of a payroll

/** procesoPlanilla/payrollemployeeslist */
export const listPayrollEmployees = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  input: z.output<typeof payrollEmployeesListRequest>,
) => {
  if (!(await state.getPayroll(deps.db, auth.companyId, input.payrollId)))
    throw new AppError('PAYROLL_NOT_FOUND');
  const { rows, total } = await repo.listPayrollEmployees(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    words: searchWords(input.search),
    reviewStatus: input.reviewStatus,
    departmentId: input.departmentId,
    sortBy: input.sortBy,
    page: input.page,
    pageSize: input.pageSize,
  });
  const items: PayrollEmployeeItem[] = rows;
  return { items, total, page: input.page, pageSize: input.pageSize };
};

/** asistencia/payrollprojection: the payrolls whose attendance is open (projected, processed; paid to read). */
export const listAttendancePayrolls = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  input: { periodicity?: PayrollItem['periodicity'] | undefined; includePaid: boolean },
) =>
  (
    await repo.listPayrolls(
      deps.db,
      auth.companyId,
      {
        periodicity: input.periodicity,
        statuses: input.includePaid ? ['projected', 'processed', 'paid'] : ['projected', 'processed'],
        kinds: ['regular'],
      },
      'desc',
    )
  ).map(payrollItemOf);

/** asistencia/payrollemployeesprojection: a payroll's employees by name or number, for pickers. */
export const searchAttendanceEmployees = async (
  deps: PayrollRunsDeps,
  auth: AuthContext,
  input: { payrollId: number; search?: string | undefined; limit: number },
) => {
  if (!(await state.getPayroll(deps.db, auth.companyId, input.payrollId)))
    throw new AppError('PAYROLL_NOT_FOUND');
  const rows = await repo.searchPayrollEmployees(
    deps.db,
    auth.companyId,
    input.payrollId,
    searchWords(input.search),
    input.limit,
  );
  return rows;
};
