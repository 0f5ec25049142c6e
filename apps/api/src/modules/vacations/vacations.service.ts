import { vacationEntitlement, type IsoDate } from '@planilla/domain';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { unpaidRangesSince, vacationDaysTaken } from '../attendance/ranges.repository';
import { currentEmployment, vacationPolicy, workingDaysOn } from './vacations.repository';

export type VacationsDeps = { db: Db };

/**
 * empleados/vacationentitlement: the balance of the current employment from the engine, with the days taken,
 * as of `asOf` (default today, or the exit date once the employee has left), with the working days a week
 * of the schedule in force on that date.
 */
export const getVacationEntitlement = async (
  deps: VacationsDeps,
  auth: AuthContext,
  input: { num_empleado: number; asOf?: string | undefined },
) => {
  const today = todayInCostaRica();
  const employment = await currentEmployment(deps.db, auth.companyId, input.num_empleado);
  if (!employment) throw new AppError('EMPLOYEE_NOT_FOUND');
  const hireDate = employment.entryDate;
  let asOf =
    input.asOf ?? (employment.exitDate !== null && employment.exitDate < today ? employment.exitDate : today);
  if (asOf < hireDate) asOf = hireDate;
  const workingDays = await workingDaysOn(deps.db, auth.companyId, input.num_empleado, asOf);
  const workDaysPerWeek = Math.min(6, Math.max(1, workingDays.length));
  const unpaid = await unpaidRangesSince(deps.db, auth.companyId, [
    { employeeNumber: input.num_empleado, since: hireDate },
  ]);
  const result = vacationEntitlement({
    hireDate: hireDate as IsoDate,
    asOf: asOf as IsoDate,
    workDaysPerWeek,
    // V days of the attendance and booked vacation ranges (the same count as asistencia/vacationdays).
    daysTaken: await vacationDaysTaken(deps.db, auth.companyId, input.num_empleado, hireDate),
    // Unpaid leave and suspensions move the anniversaries.
    unpaidRanges: (unpaid.get(input.num_empleado) ?? []) as { from: IsoDate; to: IsoDate }[],
    grantWeeks: (await vacationPolicy(deps.db, auth.companyId)).grantWeeks,
  });
  return {
    num_empleado: input.num_empleado,
    hireDate,
    asOf,
    workDaysPerWeek,
    ...result,
    periods: [...result.periods],
  };
};
