import {
  V,
  type activateRequest,
  type EmployeeChangeResponse,
  type EmployeeWarning,
  type inactivateRequest,
} from '@planilla/contracts';
import { salaryPay } from './wages';
import type { z } from 'zod';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { changeEmployee, statusOf, type EmployeesDeps } from './employee-change';
import { minimumWageCheckOf, minimumWageWarnings } from './employee-rules';
import * as repo from './employees.repository';
import * as periodsRepo from './employment-periods.repository';
import * as salariesRepo from './employee-salaries.repository';

/** Activation, exits and re-entries. */

/** empleados/activate: back into new payrolls; a re-entry (new employment period) when the last one is closed. */
export const activateEmployee = (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof activateRequest>,
): Promise<EmployeeChangeResponse> =>
  changeEmployee(deps.db, { auth, meta }, input.num_empleado, async (tx, current, today) => {
    if (current.active) throw new AppError('EMPLOYEE_ALREADY_ACTIVE');
    const last = (await periodsRepo.lastPeriod(tx, auth.companyId, input.num_empleado))!;
    let warnings: EmployeeWarning[] = [];
    if (last.exitDate === null) {
      // A suspension ends: the period goes on.
      const problems: Record<string, string> = {};
      if (input.entryDate !== undefined) problems.entryDate = V.notApplicable;
      if (input.salary !== undefined) problems.salary = V.notApplicable;
      if (input.wageType !== undefined) problems.wageType = V.notApplicable;
      if (Object.keys(problems).length > 0) throw invalid(problems);
      await repo.updateEmployee(tx, auth.companyId, input.num_empleado, {
        active: true,
        statusReason: input.reason,
        statusChangedAt: new Date(),
      });
      return { action: 'employee_activated' };
    }
    if (input.entryDate === undefined) throw invalid({ entryDate: V.required });
    if (input.entryDate <= last.exitDate) throw invalid({ entryDate: V.reentryNotAfterExit });
    if (input.salary !== undefined) {
      const lastSalary = await salariesRepo.lastSalaryDate(tx, auth.companyId, input.num_empleado);
      if (lastSalary !== null && input.entryDate <= lastSalary)
        throw invalid({ entryDate: V.salaryDateNotAfterLast });
      const wageType = input.wageType ?? 'monthly';
      const jornadaMinutes =
        wageType === 'hourly'
          ? await salariesRepo.jornadaMinutesOn(tx, auth.companyId, input.num_empleado, input.entryDate)
          : null;
      const pay = salaryPay(wageType, input.salary, jornadaMinutes);
      await salariesRepo.insertSalaries(tx, [
        {
          companyId: auth.companyId,
          employeeNumber: input.num_empleado,
          effectiveFrom: input.entryDate,
          ...pay,
          reason: input.reason,
          createdBy: auth.userId,
        },
      ]);
      const check = await minimumWageCheckOf(tx, auth.companyId, input.num_empleado, input.entryDate);
      warnings = minimumWageWarnings(pay.amount, input.entryDate, today, meta.lang, check);
    }
    await periodsRepo.insertPeriods(tx, [
      {
        companyId: auth.companyId,
        employeeNumber: input.num_empleado,
        periodNo: last.periodNo + 1,
        entryDate: input.entryDate,
      },
    ]);
    await repo.updateEmployee(tx, auth.companyId, input.num_empleado, {
      active: true,
      statusReason: input.reason,
      statusChangedAt: new Date(),
      entryDate: input.entryDate,
      exitDate: null,
    });
    return {
      action: 'employee_reentered',
      warnings,
      auditAfter:
        input.salary !== undefined
          ? { salary: { effectiveFrom: input.entryDate, amount: input.salary } }
          : {},
    };
  });

/** empleados/inactivate: out of new payrolls; with an exit date and type, the current period closes. */
export const inactivateEmployee = (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof inactivateRequest>,
): Promise<EmployeeChangeResponse> => {
  const isExit = input.exitDate !== undefined || input.exitTypeId !== undefined;
  return changeEmployee(deps.db, { auth, meta }, input.num_empleado, async (tx, current) => {
    const status = statusOf(current);
    if (status === 'exited' || (status === 'inactive' && !isExit))
      throw new AppError('EMPLOYEE_ALREADY_INACTIVE');
    if (isExit) {
      const last = (await periodsRepo.lastPeriod(tx, auth.companyId, input.num_empleado))!;
      const problems: Record<string, string> = {};
      if (input.exitDate === undefined) problems.exitDate = V.required;
      else if (input.exitDate < last.entryDate) problems.exitDate = V.dateBeforeEntry;
      if (input.exitTypeId === undefined) problems.exitTypeId = V.required;
      else if (!(await periodsRepo.exitTypeExists(tx, auth.companyId, input.exitTypeId)))
        problems.exitTypeId = V.unknownOption;
      if (Object.keys(problems).length > 0) throw invalid(problems);
      await periodsRepo.closePeriod(
        tx,
        { companyId: auth.companyId, employeeNumber: input.num_empleado, periodNo: last.periodNo },
        { exitDate: input.exitDate!, exitTypeId: input.exitTypeId!, exitReason: input.reason },
      );
    }
    await repo.updateEmployee(tx, auth.companyId, input.num_empleado, {
      active: false,
      statusReason: input.reason,
      statusChangedAt: new Date(),
      ...(isExit ? { exitDate: input.exitDate! } : {}),
    });
    return {
      action: isExit ? 'employee_exited' : 'employee_inactivated',
      auditAfter: isExit
        ? { exit: { date: input.exitDate, exitTypeId: input.exitTypeId, reason: input.reason } }
        : {},
    };
  });
};
