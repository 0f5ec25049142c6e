import {
  type EmployeeChangeResponse,
  type EmployeeDetail,
  type EmployeeRow,
  type EmployeeStatus,
  type EntryItem,
  type LocalizationItem,
  type newEmployeeRequest,
  type newSalaryRequest,
  type PayPeriodicity,
  type SalaryItem,
  type updateEmployeeRequest,
  type WageType,
  type employeeListRequest,
  V,
} from '@planilla/contracts';
import type { z } from 'zod';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { foldText, isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { ASSIGNMENT_FIELDS, writeDatedChange } from './employee-assignments';
import {
  changeEmployee,
  dataOf,
  detailOf,
  lockedView,
  viewOrThrow,
  type EmployeesDeps,
} from './employee-change';
import { localityProblems, localizationDto, localizationWrite } from './employee-localizations';
import { salaryPay } from './wages';
import {
  loadLookups,
  minimumWageCheckOf,
  minimumWageWarnings,
  normalizeData,
  searchTextOf,
  validateEmployeeData,
  type EmployeeData,
} from './employee-rules';
import * as repo from './employees.repository';
import * as listRepo from './employee-list.repository';
import * as periodsRepo from './employment-periods.repository';
import * as salariesRepo from './employee-salaries.repository';
import * as localizationsRepo from './employee-localizations.repository';
import { fullName } from '@planilla/contracts';
import { searchWords } from '../../lib/text';

export type { EmployeesDeps } from './employee-change';
export { detailOf } from './employee-change';

const nationalIdTaken = () => new AppError('NATIONAL_ID_TAKEN', { nationalId: 'errors.NATIONAL_ID_TAKEN' });
const badgeCodeTaken = () => new AppError('BADGE_CODE_TAKEN', { badgeCode: 'errors.BADGE_CODE_TAKEN' });
const numberTaken = () =>
  new AppError('EMPLOYEE_NUMBER_TAKEN', { num_empleado: 'errors.EMPLOYEE_NUMBER_TAKEN' });

/** Two requests racing on the same national id or number: the unique index decides, the loser gets the same 409. */
const mapUniqueViolation = (err: unknown): never => {
  if (isUniqueViolation(err, 'employees_national_id_key')) throw nationalIdTaken();
  if (isUniqueViolation(err, 'employees_badge_code_key')) throw badgeCodeTaken();
  if (isUniqueViolation(err, 'employees_company_id_employee_number_pk')) throw numberTaken();
  throw err;
};

// ---------------------------------------------------------------------------------------------------------
// Reading

export const getEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<EmployeeDetail> => detailOf(await viewOrThrow(deps.db, auth.companyId, num, todayInCostaRica()));

const rowOf = (r: listRepo.EmployeeListItem): EmployeeRow => ({
  num_empleado: r.employeeNumber,
  idType: r.idType as EmployeeRow['idType'],
  nationalId: r.nationalId,
  fullName: fullName(r),
  firstName: r.firstName,
  firstSurname: r.firstSurname,
  secondSurname: r.secondSurname,
  departmentId: r.departmentId,
  departmentName: r.departmentName,
  occupationName: r.occupationName,
  locationId: r.locationId,
  locationName: r.locationName,
  scheduleName: r.scheduleName,
  periodicity: r.periodicity as PayPeriodicity,
  status: r.status,
  active: r.active,
  entryDate: r.entryDate,
  exitDate: r.exitDate,
  currentSalary: r.currentSalary,
  email: r.email,
  phone: r.phone,
  selfService: r.selfService,
  lastSignInAt: r.lastSignInAt,
});

type ListInput = z.output<typeof employeeListRequest>;
const listQuery = (
  auth: AuthContext,
  input: Omit<ListInput, 'page' | 'pageSize'> & { page?: number; pageSize?: number },
): listRepo.ListQuery => ({
  companyId: auth.companyId,
  today: todayInCostaRica(),
  page: input.page ?? 1,
  pageSize: input.pageSize ?? 10,
  words: searchWords(input.search),
  status: input.status,
  departmentId: input.departmentId,
  locationId: input.locationId,
  periodicity: input.periodicity,
  selfService: input.selfService,
  sortBy: input.sortBy,
  sortDir: input.sortDir,
});

/** empleados/employeeslist */
export const listEmployees = async (deps: EmployeesDeps, auth: AuthContext, input: ListInput) => {
  const { rows, total } = await listRepo.listEmployees(deps.db, listQuery(auth, input));
  return { items: rows.map(rowOf), total, page: input.page, pageSize: input.pageSize };
};

/** Every row of the filtered list (for the export), in pages of 5 000 so memory stays flat per page. */
export const listAllEmployees = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: Omit<ListInput, 'page' | 'pageSize'>,
): Promise<EmployeeRow[]> => {
  const q = listQuery(auth, input);
  const out: EmployeeRow[] = [];
  const chunk = 5000;
  for (let offset = 0; ; offset += chunk) {
    const { rows } = await listRepo.listEmployees(deps.db, q, chunk, offset);
    out.push(...rows.map(rowOf));
    if (rows.length < chunk) return out;
  }
};

/** empleados/search */
export const searchEmployees = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: { q: string; limit: number; status?: EmployeeStatus | undefined },
) =>
  (
    await listRepo.searchEmployees(deps.db, auth.companyId, searchWords(input.q), input.limit, input.status)
  ).map((r) => ({
    num_empleado: r.employeeNumber,
    fullName: fullName(r),
    nationalId: r.nationalId,
    status: r.status,
  }));

// ---------------------------------------------------------------------------------------------------------
// Create and update

/** empleados/new */
export const createEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newEmployeeRequest>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  const { num_empleado: requestedNumber, entryDate, salary, wageType, homeAddress, ...rest } = input;
  const data = normalizeData(rest as EmployeeData);
  const lookups = await loadLookups(deps.db, auth.companyId);
  const problems = {
    ...validateEmployeeData(data, lookups, { entryDate }),
    ...(homeAddress ? await localityProblems(deps.db, homeAddress, 'homeAddress.') : {}),
  };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  try {
    return await deps.db.transaction(async (tx) => {
      const highest = await repo.lockNumbering(tx, auth.companyId);
      if (requestedNumber !== undefined && (await repo.employeeExists(tx, auth.companyId, requestedNumber)))
        throw numberTaken();
      if ((await repo.findByNationalId(tx, auth.companyId, data.nationalId)) !== null)
        throw nationalIdTaken();
      if (data.badgeCode && (await repo.badgeCodeHolder(tx, auth.companyId, data.badgeCode)) !== null)
        throw badgeCodeTaken();
      const employeeNumber = requestedNumber ?? highest + 1;
      const pay = salaryPay(
        wageType,
        salary,
        await salariesRepo.scheduleJornadaMinutes(tx, auth.companyId, data.scheduleId),
      );
      await repo.insertEmployees(tx, [
        {
          companyId: auth.companyId,
          employeeNumber,
          ...data,
          entryDate,
          exitDate: null,
          active: true,
          searchText: searchTextOf(foldText, { employeeNumber, ...data }),
        },
      ]);
      await periodsRepo.insertPeriods(tx, [
        { companyId: auth.companyId, employeeNumber, periodNo: 1, entryDate },
      ]);
      await salariesRepo.insertSalaries(tx, [
        {
          companyId: auth.companyId,
          employeeNumber,
          effectiveFrom: entryDate,
          ...pay,
          reason: null,
          createdBy: auth.userId,
        },
      ]);
      let home: LocalizationItem | null = null;
      if (homeAddress) {
        const [id] = await localizationsRepo.insertLocalizations(tx, [
          {
            companyId: auth.companyId,
            employeeNumber,
            ...localizationWrite({
              ...homeAddress,
              kind: 'home',
              phone: null,
              mobile: null,
              email: null,
              contactName: null,
              isPrimary: true,
            }),
          },
        ]);
        home = localizationDto(
          (await localizationsRepo.getLocalization(tx, auth.companyId, employeeNumber, id!))!,
        );
      }
      const employee = detailOf(await viewOrThrow(tx, auth.companyId, employeeNumber, today));
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'employee_created',
          entity: 'employee',
          entityId: employeeNumber,
          before: null,
          after: {
            ...employee,
            salary: { effectiveFrom: entryDate, ...pay },
            ...(home ? { homeAddress: home } : {}),
          },
        },
      );
      const check = await minimumWageCheckOf(tx, auth.companyId, employeeNumber, entryDate);
      return { employee, warnings: minimumWageWarnings(pay.amount, entryDate, today, meta.lang, check) };
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
};

/**
 * empleados/update: the given fields change; the merged record is validated as a whole. The work assignment
 * and the periodicity are histories: a change of them applies from `effectiveFrom` (default today), as with
 * empleados/updatehorarioubicacion and updateperiodicity; the other fields change at once.
 */
export const updateEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateEmployeeRequest>,
): Promise<EmployeeChangeResponse> => {
  const { num_empleado: num, effectiveFrom, ...patchInput } = input;
  const patch = Object.fromEntries(
    Object.entries(patchInput).filter(([, v]) => v !== undefined),
  ) as Partial<EmployeeData>;
  const lookups = await loadLookups(deps.db, auth.companyId);
  const actor = { auth, meta };
  try {
    return await changeEmployee(deps.db, actor, num, async (tx, current, today) => {
      const currentData = dataOf(current);
      const merged = normalizeData({ ...currentData, ...patch });
      const problems = validateEmployeeData(merged, lookups, {
        entryDate: current.entryDate,
        current: currentData,
      });
      const changed = ASSIGNMENT_FIELDS.filter((field) => merged[field] !== currentData[field]);
      // Validates everything at once, then writes the dated fields to their histories.
      const dated = await writeDatedChange(
        tx,
        actor,
        current,
        today,
        lookups,
        {
          assignment: Object.fromEntries(changed.map((field) => [field, merged[field]])),
          periodicity: merged.periodicity !== currentData.periodicity ? merged.periodicity : undefined,
          effectiveFrom,
        },
        problems,
      );
      if ((await repo.findByNationalId(tx, auth.companyId, merged.nationalId, num)) !== null)
        throw nationalIdTaken();
      if (
        merged.badgeCode &&
        (await repo.badgeCodeHolder(tx, auth.companyId, merged.badgeCode, num)) !== null
      )
        throw badgeCodeTaken();
      const {
        scheduleId: _s,
        locationId: _l,
        departmentId: _d,
        occupationId: _o,
        periodicity: _p,
        ...undated
      } = merged;
      await repo.updateEmployee(tx, auth.companyId, num, {
        ...undated,
        searchText: searchTextOf(foldText, { employeeNumber: num, ...merged }),
      });
      return { action: 'employee_updated', auditAfter: dated ?? {} };
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
};

/** empleados/entrylist */
export const listEntries = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<EntryItem[]> => {
  if (!(await repo.employeeExists(deps.db, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return periodsRepo.listPeriods(deps.db, auth.companyId, num);
};

// ---------------------------------------------------------------------------------------------------------
// Salaries

const salaryItemsOf = (
  rows: Awaited<ReturnType<typeof salariesRepo.listSalaries>>,
  today: string,
): SalaryItem[] => {
  const currentIndex = rows.findIndex((r) => r.effectiveFrom <= today);
  return rows.map((r, i) => {
    const previous = rows[i + 1];
    const change = previous ? r.amount - previous.amount : null;
    return {
      effectiveFrom: r.effectiveFrom,
      amount: r.amount,
      wageType: r.wageType as WageType,
      wage: r.wage ?? r.amount,
      reason: r.reason,
      isCurrent: i === currentIndex,
      change,
      changePercent:
        previous && change !== null ? Math.round((change / previous.amount) * 10000) / 100 : null,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy,
    };
  });
};

/** empleados/salarieslist */
export const listSalaries = async (deps: EmployeesDeps, auth: AuthContext, num: number) => {
  if (!(await repo.employeeExists(deps.db, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  const today = todayInCostaRica();
  const items = salaryItemsOf(await salariesRepo.listSalaries(deps.db, auth.companyId, num), today);
  const current = items.find((i) => i.isCurrent) ?? null;
  return { currentAmount: current?.amount ?? null, currentFrom: current?.effectiveFrom ?? null, items };
};

/** empleados/newSalary: a new effective-dated row after the last one; history is never edited. */
export const addSalary = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newSalaryRequest>,
) => {
  const today = todayInCostaRica();
  return deps.db.transaction(async (tx) => {
    const current = await lockedView(tx, auth.companyId, input.num_empleado, today);
    const lastDate = await salariesRepo.lastSalaryDate(tx, auth.companyId, input.num_empleado);
    if (input.effectiveFrom < current.entryDate) throw invalid({ effectiveFrom: V.dateBeforeEntry });
    // An exited employee may still get a retroactive raise inside the closed period, never one after it.
    if (current.exitDate !== null && input.effectiveFrom > current.exitDate)
      throw invalid({ effectiveFrom: V.dateAfterExit });
    if (lastDate !== null && input.effectiveFrom <= lastDate)
      throw invalid({ effectiveFrom: V.salaryDateNotAfterLast });
    const jornadaMinutes =
      input.wageType === 'hourly'
        ? await salariesRepo.jornadaMinutesOn(tx, auth.companyId, input.num_empleado, input.effectiveFrom)
        : null;
    const pay = salaryPay(input.wageType, input.amount, jornadaMinutes);
    await salariesRepo.insertSalaries(tx, [
      {
        companyId: auth.companyId,
        employeeNumber: input.num_empleado,
        effectiveFrom: input.effectiveFrom,
        ...pay,
        reason: input.reason,
        createdBy: auth.userId,
      },
    ]);
    const items = salaryItemsOf(
      await salariesRepo.listSalaries(tx, auth.companyId, input.num_empleado),
      today,
    );
    const salary = items.find((i) => i.effectiveFrom === input.effectiveFrom)!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'employee_salary_added',
        entity: 'employee',
        entityId: input.num_empleado,
        before: { currentSalary: current.currentSalary, currentSalaryFrom: current.currentSalaryFrom },
        after: salary,
      },
    );
    const check = await minimumWageCheckOf(tx, auth.companyId, input.num_empleado, input.effectiveFrom);
    return {
      salary,
      warnings: minimumWageWarnings(pay.amount, input.effectiveFrom, today, meta.lang, check),
    };
  });
};
