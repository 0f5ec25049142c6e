import type {
  EmployeeChangeResponse,
  EmployeeDetail,
  EmployeeStatus,
  EmployeeWarning,
  JornadaType,
  PayPeriodicity,
} from '@planilla/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import type { EmployeeData } from './employee-rules';
import * as repo from './employees.repository';
import { fullName } from '@planilla/contracts';

export type EmployeesDeps = { db: Db };

/** Who changes an employee: the signed-in user and the request. */
export type Actor = { auth: AuthContext; meta: RequestMeta };

export const statusOf = (e: { active: boolean; exitDate: string | null }): EmployeeStatus =>
  e.active ? 'active' : e.exitDate === null ? 'inactive' : 'exited';

export const detailOf = (v: repo.EmployeeView): EmployeeDetail => ({
  num_empleado: v.employeeNumber,
  idType: v.idType as EmployeeDetail['idType'],
  nationalId: v.nationalId,
  firstName: v.firstName,
  firstSurname: v.firstSurname,
  secondSurname: v.secondSurname,
  fullName: fullName(v),
  birthDate: v.birthDate,
  sex: v.sex as EmployeeDetail['sex'],
  civilStatus: v.civilStatus,
  nationality: v.nationality,
  educationLevel: v.educationLevel,
  childrenCount: v.childrenCount,
  spouseName: v.spouseName,
  spouseTaxCredit: v.spouseTaxCredit,
  weeklyRestDayPaid: v.weeklyRestDayPaid,
  bankCode: v.bankCode,
  bankName: v.bankName,
  iban: v.iban,
  email: v.email,
  phone: v.phone,
  badgeCode: v.badgeCode,
  departmentId: v.departmentId,
  departmentName: v.departmentName,
  occupationId: v.occupationId,
  occupationName: v.occupationName,
  locationId: v.locationId,
  locationName: v.locationName,
  scheduleId: v.scheduleId,
  scheduleName: v.scheduleName,
  jornadaType: v.jornadaType as JornadaType,
  periodicity: v.periodicity as PayPeriodicity,
  status: statusOf(v),
  active: v.active,
  statusReason: v.statusReason,
  statusChangedAt: v.statusChangedAt ? v.statusChangedAt.toISOString() : null,
  entryDate: v.entryDate,
  exitDate: v.exitDate,
  currentSalary: v.currentSalary,
  currentSalaryFrom: v.currentSalaryFrom,
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
});

/** The stored record as the fields a request may change. */
export const dataOf = (v: repo.EmployeeView): EmployeeData => ({
  idType: v.idType as EmployeeData['idType'],
  nationalId: v.nationalId,
  firstName: v.firstName,
  firstSurname: v.firstSurname,
  secondSurname: v.secondSurname,
  birthDate: v.birthDate,
  sex: v.sex as EmployeeData['sex'],
  civilStatus: v.civilStatus,
  nationality: v.nationality,
  educationLevel: v.educationLevel,
  childrenCount: v.childrenCount,
  spouseName: v.spouseName,
  spouseTaxCredit: v.spouseTaxCredit,
  weeklyRestDayPaid: v.weeklyRestDayPaid,
  bankCode: v.bankCode,
  iban: v.iban,
  email: v.email,
  phone: v.phone,
  badgeCode: v.badgeCode,
  departmentId: v.departmentId,
  occupationId: v.occupationId,
  locationId: v.locationId,
  scheduleId: v.scheduleId,
  periodicity: v.periodicity as PayPeriodicity,
});

/** The employee's view on `today`, or 404. */
export const viewOrThrow = async (db: DbOrTx, companyId: number, num: number, today: string) => {
  const v = await repo.getEmployeeView(db, companyId, num, today);
  if (!v) throw new AppError('EMPLOYEE_NOT_FOUND');
  return v;
};

/** Locks the employee for the transaction and answers its current view, or 404. */
export const lockedView = async (tx: DbOrTx, companyId: number, num: number, today: string) => {
  if (!(await repo.lockEmployee(tx, companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return viewOrThrow(tx, companyId, num, today);
};

/** What a change wrote: the audit action, what the audit's `after` adds to the employee, and warnings. */
export type EmployeeWrite = {
  action: string;
  auditAfter?: Record<string, unknown>;
  warnings?: EmployeeWarning[];
};

/**
 * The one sequence of every change to an employee, in one transaction: lock the employee (404 when it does
 * not exist), let `write` validate and write with the locked view in hand (what it throws rolls everything
 * back), re-read the employee, and record the change in the audit log through `recordChange` with the
 * employee before and after. `write` answers `null` when there is nothing to change: the employee comes back
 * as it is and nothing is written or audited.
 */
export const changeEmployee = (
  db: Db,
  actor: Actor,
  num: number,
  write: (tx: Tx, current: repo.EmployeeView, today: string) => Promise<EmployeeWrite | null>,
): Promise<EmployeeChangeResponse> => db.transaction((tx) => changeEmployeeIn(tx, actor, num, write));

/** `changeEmployee` inside a transaction the caller holds (a decision on several employees at once, all or none). */
export const changeEmployeeIn = async (
  tx: Tx,
  actor: Actor,
  num: number,
  write: (tx: Tx, current: repo.EmployeeView, today: string) => Promise<EmployeeWrite | null>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  const { companyId } = actor.auth;
  const current = await lockedView(tx, companyId, num, today);
  const before = detailOf(current);
  const written = await write(tx, current, today);
  if (written === null) return { employee: before, warnings: [] };
  const employee = detailOf(await viewOrThrow(tx, companyId, num, today));
  await recordChange(tx, actor, {
    action: written.action,
    entity: 'employee',
    entityId: num,
    before,
    after: { ...employee, ...written.auditAfter },
  });
  return { employee, warnings: written.warnings ?? [] };
};
