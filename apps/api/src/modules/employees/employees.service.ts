import {
  V,
  type activateRequest,
  type EmployeeChangeResponse,
  type EmployeeDetail,
  type EmployeeRow,
  type EmployeeStatus,
  type EmployeeWarning,
  type EntryItem,
  type inactivateRequest,
  type LocalizationItem,
  type modifyLocalizationRequest,
  type newEmployeeRequest,
  type newLocalizationRequest,
  type newSalaryRequest,
  type ProjectionResponse,
  type SalaryItem,
  type scheduleLocationRequest,
  type updateEmployeeRequest,
  type employeeListRequest,
  type JornadaType,
  type PayPeriodicity,
} from '@planilla/contracts';
import {
  CR_PAYROLL_RULES,
  DomainError,
  calculatePayslip,
  cents,
  periodFor,
  vacationEntitlement,
  type IsoDate,
  type SalaryEntry,
} from '@planilla/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { foldText, isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { findLocalities } from '../parameters/parameters.repository';
import {
  loadLookups,
  minimumWageWarnings,
  normalizeData,
  searchTextOf,
  validateEmployeeData,
  type EmployeeData,
} from './employee-rules';
import * as repo from './employees.repository';

export type EmployeesDeps = { db: Db };

const statusOf = (e: { active: boolean; exitDate: string | null }): EmployeeStatus =>
  e.active ? 'active' : e.exitDate === null ? 'inactive' : 'exited';
const fullNameOf = (e: { firstName: string; firstSurname: string; secondSurname: string | null }) =>
  [e.firstName, e.firstSurname, e.secondSurname].filter(Boolean).join(' ');

export const detailOf = (v: repo.EmployeeView): EmployeeDetail => ({
  num_empleado: v.employeeNumber,
  idType: v.idType as EmployeeDetail['idType'],
  nationalId: v.nationalId,
  firstName: v.firstName,
  firstSurname: v.firstSurname,
  secondSurname: v.secondSurname,
  fullName: fullNameOf(v),
  birthDate: v.birthDate,
  sex: v.sex as EmployeeDetail['sex'],
  civilStatus: v.civilStatus,
  nationality: v.nationality,
  educationLevel: v.educationLevel,
  childrenCount: v.childrenCount,
  spouseName: v.spouseName,
  spouseTaxCredit: v.spouseTaxCredit,
  bankCode: v.bankCode,
  bankName: v.bankName,
  iban: v.iban,
  email: v.email,
  phone: v.phone,
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

const dataOf = (v: repo.EmployeeView): EmployeeData => ({
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
  bankCode: v.bankCode,
  iban: v.iban,
  email: v.email,
  phone: v.phone,
  departmentId: v.departmentId,
  occupationId: v.occupationId,
  locationId: v.locationId,
  scheduleId: v.scheduleId,
  periodicity: v.periodicity as PayPeriodicity,
});

const invalid = (fields: Record<string, string>) => new AppError('VALIDATION_ERROR', fields);
const nationalIdTaken = () => new AppError('NATIONAL_ID_TAKEN', { nationalId: 'errors.NATIONAL_ID_TAKEN' });
const numberTaken = () =>
  new AppError('EMPLOYEE_NUMBER_TAKEN', { num_empleado: 'errors.EMPLOYEE_NUMBER_TAKEN' });

/** Two requests racing on the same national id or number: the unique index decides, the loser gets the same 409. */
const mapUniqueViolation = (err: unknown): never => {
  if (isUniqueViolation(err, 'employees_national_id_key')) throw nationalIdTaken();
  if (isUniqueViolation(err, 'employees_company_id_employee_number_pk')) throw numberTaken();
  throw err;
};

type Actor = { auth: AuthContext; meta: RequestMeta };
const audit = (
  tx: DbOrTx,
  actor: Actor,
  action: string,
  entityId: string | number,
  before: unknown,
  after: unknown,
  entity = 'employee',
) => recordChange(tx, actor, { action, entity, entityId, before, after });

const viewOrThrow = async (db: DbOrTx, companyId: number, num: number, today: string) => {
  const v = await repo.getEmployeeView(db, companyId, num, today);
  if (!v) throw new AppError('EMPLOYEE_NOT_FOUND');
  return v;
};

/** Locks the employee for the transaction and answers its current view, or 404. */
const lockedView = async (tx: DbOrTx, companyId: number, num: number, today: string) => {
  if (!(await repo.lockEmployee(tx, companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return viewOrThrow(tx, companyId, num, today);
};

// ---------------------------------------------------------------------------------------------------------
// Reading

export const getEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<EmployeeDetail> => detailOf(await viewOrThrow(deps.db, auth.companyId, num, todayInCostaRica()));

/** The search words: folded; a national id typed with dashes (`1-0234-0567`) is matched without them. */
export const searchWords = (search: string | undefined): string[] => {
  if (!search) return [];
  const trimmed = search.trim();
  const text = /^[\d\s-]+$/.test(trimmed) ? trimmed.replace(/[\s-]+/g, '') : trimmed;
  return foldText(text).split(' ').filter(Boolean).slice(0, 6);
};

const rowOf = (r: repo.ListRow): EmployeeRow => ({
  num_empleado: Number(r.employee_number),
  idType: r.id_type as EmployeeRow['idType'],
  nationalId: r.national_id,
  fullName: fullNameOf({
    firstName: r.first_name,
    firstSurname: r.first_surname,
    secondSurname: r.second_surname,
  }),
  firstName: r.first_name,
  firstSurname: r.first_surname,
  secondSurname: r.second_surname,
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name,
  occupationName: r.occupation_name,
  locationId: r.location_id === null ? null : Number(r.location_id),
  locationName: r.location_name,
  scheduleName: r.schedule_name,
  periodicity: r.periodicity as PayPeriodicity,
  status: r.status,
  active: r.active,
  entryDate: r.entry_date,
  exitDate: r.exit_date,
  currentSalary: r.current_salary === null ? null : Number(r.current_salary),
  email: r.email,
  phone: r.phone,
});

type ListInput = z.output<typeof employeeListRequest>;
const listQuery = (
  auth: AuthContext,
  input: Omit<ListInput, 'page' | 'pageSize'> & { page?: number; pageSize?: number },
): repo.ListQuery => ({
  companyId: auth.companyId,
  today: todayInCostaRica(),
  page: input.page ?? 1,
  pageSize: input.pageSize ?? 10,
  words: searchWords(input.search),
  status: input.status,
  departmentId: input.departmentId,
  locationId: input.locationId,
  periodicity: input.periodicity,
  sortBy: input.sortBy,
  sortDir: input.sortDir,
});

/** empleados/employeeslist */
export const listEmployees = async (deps: EmployeesDeps, auth: AuthContext, input: ListInput) => {
  const { rows, total } = await repo.listEmployees(deps.db, listQuery(auth, input));
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
    const { rows } = await repo.listEmployees(deps.db, q, chunk, offset);
    out.push(...rows.map(rowOf));
    if (rows.length < chunk) return out;
  }
};

/** empleados/search */
export const searchEmployees = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: { q: string; limit: number },
) =>
  (await repo.searchEmployees(deps.db, auth.companyId, searchWords(input.q), input.limit)).map((r) => ({
    num_empleado: Number(r.employee_number),
    fullName: fullNameOf({
      firstName: r.first_name,
      firstSurname: r.first_surname,
      secondSurname: r.second_surname,
    }),
    nationalId: r.national_id,
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
  const { num_empleado: requestedNumber, entryDate, salary, homeAddress, ...rest } = input;
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
      const employeeNumber = requestedNumber ?? highest + 1;
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
      await repo.insertPeriods(tx, [{ companyId: auth.companyId, employeeNumber, periodNo: 1, entryDate }]);
      await repo.insertSalaries(tx, [
        {
          companyId: auth.companyId,
          employeeNumber,
          effectiveFrom: entryDate,
          amount: salary,
          reason: null,
          createdBy: auth.userId,
        },
      ]);
      let home: LocalizationItem | null = null;
      if (homeAddress) {
        const [id] = await repo.insertLocalizations(tx, [
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
        home = localizationDto((await repo.getLocalization(tx, auth.companyId, employeeNumber, id!))!);
      }
      const employee = detailOf(await viewOrThrow(tx, auth.companyId, employeeNumber, today));
      await audit(tx, { auth, meta }, 'employee_created', employeeNumber, null, {
        ...employee,
        salary: { effectiveFrom: entryDate, amount: salary },
        ...(home ? { homeAddress: home } : {}),
      });
      return { employee, warnings: minimumWageWarnings(salary, entryDate, today, meta.lang) };
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
};

/** empleados/update: the given fields change; the merged record is validated as a whole. */
export const updateEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateEmployeeRequest>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  const { num_empleado: num, ...patchInput } = input;
  const patch = Object.fromEntries(
    Object.entries(patchInput).filter(([, v]) => v !== undefined),
  ) as Partial<EmployeeData>;
  const lookups = await loadLookups(deps.db, auth.companyId);
  try {
    return await deps.db.transaction(async (tx) => {
      const current = await lockedView(tx, auth.companyId, num, today);
      const currentData = dataOf(current);
      const merged = normalizeData({ ...currentData, ...patch });
      const problems = validateEmployeeData(merged, lookups, {
        entryDate: current.entryDate,
        current: currentData,
      });
      if (Object.keys(problems).length > 0) throw invalid(problems);
      if ((await repo.findByNationalId(tx, auth.companyId, merged.nationalId, num)) !== null)
        throw nationalIdTaken();
      const before = detailOf(current);
      await repo.updateEmployee(tx, auth.companyId, num, {
        ...merged,
        searchText: searchTextOf(foldText, { employeeNumber: num, ...merged }),
      });
      const employee = detailOf(await viewOrThrow(tx, auth.companyId, num, today));
      await audit(tx, { auth, meta }, 'employee_updated', num, before, employee);
      return { employee, warnings: [] };
    });
  } catch (err) {
    return mapUniqueViolation(err);
  }
};

/** empleados/updatehorarioubicacion (PUT) and updatehorariubicacion (POST): schedule and location. */
export const updateScheduleLocation = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof scheduleLocationRequest>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  const lookups = await loadLookups(deps.db, auth.companyId);
  return deps.db.transaction(async (tx) => {
    const current = await lockedView(tx, auth.companyId, input.num_empleado, today);
    const patch: Partial<repo.EmployeeInsert> = {};
    const problems: Record<string, string> = {};
    if (input.scheduleId !== undefined && input.scheduleId !== current.scheduleId) {
      if (!lookups.schedules.has(input.scheduleId)) problems.scheduleId = V.unknownOption;
      patch.scheduleId = input.scheduleId;
    }
    if (input.locationId !== undefined && input.locationId !== current.locationId) {
      if (input.locationId !== null && !lookups.locations.has(input.locationId))
        problems.locationId = V.unknownOption;
      patch.locationId = input.locationId;
    }
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const before = detailOf(current);
    if (Object.keys(patch).length === 0) return { employee: before, warnings: [] };
    await repo.updateEmployee(tx, auth.companyId, input.num_empleado, patch);
    const employee = detailOf(await viewOrThrow(tx, auth.companyId, input.num_empleado, today));
    await audit(tx, { auth, meta }, 'employee_assignment_updated', input.num_empleado, before, employee);
    return { employee, warnings: [] };
  });
};

// ---------------------------------------------------------------------------------------------------------
// Activation, exits and re-entries

/** empleados/activate: back into new payrolls; a re-entry (new employment period) when the last one is closed. */
export const activateEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof activateRequest>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  return deps.db.transaction(async (tx) => {
    const current = await lockedView(tx, auth.companyId, input.num_empleado, today);
    if (current.active) throw new AppError('EMPLOYEE_ALREADY_ACTIVE');
    const last = (await repo.lastPeriod(tx, auth.companyId, input.num_empleado))!;
    const before = detailOf(current);
    let warnings: EmployeeWarning[] = [];
    if (last.exitDate === null) {
      // A suspension ends: the period goes on.
      const problems: Record<string, string> = {};
      if (input.entryDate !== undefined) problems.entryDate = V.notApplicable;
      if (input.salary !== undefined) problems.salary = V.notApplicable;
      if (Object.keys(problems).length > 0) throw invalid(problems);
      await repo.updateEmployee(tx, auth.companyId, input.num_empleado, {
        active: true,
        statusReason: input.reason,
        statusChangedAt: new Date(),
      });
    } else {
      if (input.entryDate === undefined) throw invalid({ entryDate: V.required });
      if (input.entryDate <= last.exitDate) throw invalid({ entryDate: V.reentryNotAfterExit });
      if (input.salary !== undefined) {
        const lastSalary = await repo.lastSalaryDate(tx, auth.companyId, input.num_empleado);
        if (lastSalary !== null && input.entryDate <= lastSalary)
          throw invalid({ entryDate: V.salaryDateNotAfterLast });
        await repo.insertSalaries(tx, [
          {
            companyId: auth.companyId,
            employeeNumber: input.num_empleado,
            effectiveFrom: input.entryDate,
            amount: input.salary,
            reason: input.reason,
            createdBy: auth.userId,
          },
        ]);
        warnings = minimumWageWarnings(input.salary, input.entryDate, today, meta.lang);
      }
      await repo.insertPeriods(tx, [
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
    }
    const employee = detailOf(await viewOrThrow(tx, auth.companyId, input.num_empleado, today));
    await audit(
      tx,
      { auth, meta },
      last.exitDate === null ? 'employee_activated' : 'employee_reentered',
      input.num_empleado,
      before,
      {
        ...employee,
        ...(input.salary !== undefined
          ? { salary: { effectiveFrom: input.entryDate, amount: input.salary } }
          : {}),
      },
    );
    return { employee, warnings };
  });
};

/** empleados/inactivate: out of new payrolls; with an exit date and type, the current period closes. */
export const inactivateEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof inactivateRequest>,
): Promise<EmployeeChangeResponse> => {
  const today = todayInCostaRica();
  const isExit = input.exitDate !== undefined || input.exitTypeId !== undefined;
  return deps.db.transaction(async (tx) => {
    const current = await lockedView(tx, auth.companyId, input.num_empleado, today);
    const status = statusOf(current);
    if (status === 'exited' || (status === 'inactive' && !isExit))
      throw new AppError('EMPLOYEE_ALREADY_INACTIVE');
    const before = detailOf(current);
    if (isExit) {
      const last = (await repo.lastPeriod(tx, auth.companyId, input.num_empleado))!;
      const problems: Record<string, string> = {};
      if (input.exitDate === undefined) problems.exitDate = V.required;
      else if (input.exitDate < last.entryDate) problems.exitDate = V.dateBeforeEntry;
      if (input.exitTypeId === undefined) problems.exitTypeId = V.required;
      else if (!(await repo.exitTypeExists(tx, auth.companyId, input.exitTypeId)))
        problems.exitTypeId = V.unknownOption;
      if (Object.keys(problems).length > 0) throw invalid(problems);
      await repo.closePeriod(
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
    const employee = detailOf(await viewOrThrow(tx, auth.companyId, input.num_empleado, today));
    await audit(
      tx,
      { auth, meta },
      isExit ? 'employee_exited' : 'employee_inactivated',
      input.num_empleado,
      before,
      {
        ...employee,
        ...(isExit
          ? { exit: { date: input.exitDate, exitTypeId: input.exitTypeId, reason: input.reason } }
          : {}),
      },
    );
    return { employee, warnings: [] };
  });
};

/** empleados/entrylist */
export const listEntries = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  num: number,
): Promise<EntryItem[]> => {
  if (!(await repo.employeeExists(deps.db, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return repo.listPeriods(deps.db, auth.companyId, num);
};

// ---------------------------------------------------------------------------------------------------------
// Salaries

const salaryItemsOf = (rows: Awaited<ReturnType<typeof repo.listSalaries>>, today: string): SalaryItem[] => {
  const currentIndex = rows.findIndex((r) => r.effectiveFrom <= today);
  return rows.map((r, i) => {
    const previous = rows[i + 1];
    const change = previous ? r.amount - previous.amount : null;
    return {
      effectiveFrom: r.effectiveFrom,
      amount: r.amount,
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
  const items = salaryItemsOf(await repo.listSalaries(deps.db, auth.companyId, num), today);
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
    const lastDate = await repo.lastSalaryDate(tx, auth.companyId, input.num_empleado);
    if (input.effectiveFrom < current.entryDate) throw invalid({ effectiveFrom: V.dateBeforeEntry });
    // An exited employee may still get a retroactive raise inside the closed period, never one after it.
    if (current.exitDate !== null && input.effectiveFrom > current.exitDate)
      throw invalid({ effectiveFrom: V.dateAfterExit });
    if (lastDate !== null && input.effectiveFrom <= lastDate)
      throw invalid({ effectiveFrom: V.salaryDateNotAfterLast });
    await repo.insertSalaries(tx, [
      {
        companyId: auth.companyId,
        employeeNumber: input.num_empleado,
        effectiveFrom: input.effectiveFrom,
        amount: input.amount,
        reason: input.reason,
        createdBy: auth.userId,
      },
    ]);
    const items = salaryItemsOf(await repo.listSalaries(tx, auth.companyId, input.num_empleado), today);
    const salary = items.find((i) => i.effectiveFrom === input.effectiveFrom)!;
    await audit(
      tx,
      { auth, meta },
      'employee_salary_added',
      input.num_empleado,
      { currentSalary: current.currentSalary, currentSalaryFrom: current.currentSalaryFrom },
      salary,
    );
    return { salary, warnings: minimumWageWarnings(input.amount, input.effectiveFrom, today, meta.lang) };
  });
};

// ---------------------------------------------------------------------------------------------------------
// Localizations

const localizationDto = (l: repo.LocalizationView): LocalizationItem => ({
  localizationId: l.localizationId,
  num_empleado: l.employeeNumber,
  kind: l.kind as LocalizationItem['kind'],
  provinceCode: l.provinceCode,
  provinceName: l.provinceName,
  cantonCode: l.cantonCode,
  cantonName: l.cantonName,
  districtCode: l.districtCode,
  districtName: l.districtName,
  address: l.address,
  phone: l.phone,
  mobile: l.mobile,
  email: l.email,
  contactName: l.contactName,
  isPrimary: l.isPrimary,
  createdAt: l.createdAt.toISOString(),
  updatedAt: l.updatedAt.toISOString(),
});

type LocalizationInput = Omit<z.output<typeof newLocalizationRequest>, 'num_empleado'>;

type LocalityCodes = { provinceCode: string; cantonCode: string; districtCode: string };

/**
 * Province, canton and district must exist and nest: the canton in the province, the district in the
 * canton. Problems are keyed by field name, after `prefix` (`homeAddress.` for the create form's address).
 */
const localityProblems = async (db: DbOrTx, l: LocalityCodes, prefix = '') => {
  const found = new Map(
    (await findLocalities(db, [l.provinceCode, l.cantonCode, l.districtCode])).map((r) => [r.code, r]),
  );
  const problems: Record<string, string> = {};
  const province = found.get(l.provinceCode);
  const canton = found.get(l.cantonCode);
  const district = found.get(l.districtCode);
  if (province?.level !== 'province') problems[`${prefix}provinceCode`] = V.unknownOption;
  if (canton?.level !== 'canton') problems[`${prefix}cantonCode`] = V.unknownOption;
  else if (canton.parentCode !== l.provinceCode) problems[`${prefix}cantonCode`] = V.localityMismatch;
  if (district?.level !== 'district') problems[`${prefix}districtCode`] = V.unknownOption;
  else if (district.parentCode !== l.cantonCode) problems[`${prefix}districtCode`] = V.localityMismatch;
  return problems;
};

const checkLocalities = async (db: DbOrTx, l: LocalityCodes) => {
  const problems = await localityProblems(db, l);
  if (Object.keys(problems).length > 0) throw invalid(problems);
};

const localizationWrite = (l: LocalizationInput): repo.LocalizationWrite => ({
  kind: l.kind,
  provinceCode: l.provinceCode,
  cantonCode: l.cantonCode,
  districtCode: l.districtCode,
  address: l.address,
  phone: l.phone,
  mobile: l.mobile,
  email: l.email,
  contactName: l.contactName,
  isPrimary: l.isPrimary,
});

/** empleados/localizationlist */
export const listLocalizations = async (deps: EmployeesDeps, auth: AuthContext, num: number) => {
  if (!(await repo.employeeExists(deps.db, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
  return (await repo.listLocalizations(deps.db, auth.companyId, num)).map(localizationDto);
};

/** empleados/newLocalization */
export const addLocalization = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newLocalizationRequest>,
) => {
  const { num_empleado: num, ...l } = input;
  await checkLocalities(deps.db, l);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockEmployee(tx, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
    const [id] = await repo.insertLocalizations(tx, [
      { companyId: auth.companyId, employeeNumber: num, ...localizationWrite(l) },
    ]);
    if (l.isPrimary) await repo.unsetOtherPrimaries(tx, auth.companyId, num, id!);
    const created = localizationDto((await repo.getLocalization(tx, auth.companyId, num, id!))!);
    await audit(tx, { auth, meta }, 'employee_localization_created', num, null, created);
    return created;
  });
};

/** empleados/modifylocalization: replaces the localization's fields. */
export const modifyLocalization = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof modifyLocalizationRequest>,
) => {
  const { num_empleado: num, localizationId, ...l } = input;
  await checkLocalities(deps.db, l);
  return deps.db.transaction(async (tx) => {
    if (!(await repo.lockEmployee(tx, auth.companyId, num))) throw new AppError('EMPLOYEE_NOT_FOUND');
    const current = await repo.getLocalization(tx, auth.companyId, num, localizationId);
    if (!current) throw new AppError('LOCALIZATION_NOT_FOUND');
    await repo.updateLocalization(tx, auth.companyId, localizationId, localizationWrite(l));
    if (l.isPrimary) await repo.unsetOtherPrimaries(tx, auth.companyId, num, localizationId);
    const updated = localizationDto((await repo.getLocalization(tx, auth.companyId, num, localizationId))!);
    await audit(tx, { auth, meta }, 'employee_localization_updated', num, localizationDto(current), updated);
    return updated;
  });
};

/** empleados/deletelocalization */
export const deleteLocalization = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { num_empleado: number; localizationId: number },
) =>
  deps.db.transaction(async (tx) => {
    if (!(await repo.lockEmployee(tx, auth.companyId, input.num_empleado)))
      throw new AppError('EMPLOYEE_NOT_FOUND');
    const current = await repo.getLocalization(tx, auth.companyId, input.num_empleado, input.localizationId);
    if (!current) throw new AppError('LOCALIZATION_NOT_FOUND');
    await repo.deleteLocalization(tx, auth.companyId, input.localizationId);
    await audit(
      tx,
      { auth, meta },
      'employee_localization_deleted',
      input.num_empleado,
      localizationDto(current),
      null,
    );
    return { deleted: true as const, localizationId: input.localizationId };
  });

// ---------------------------------------------------------------------------------------------------------
// Projection and vacations (the payroll engine)

/** empleados/employeeprojection: the engine's payslip for the next period with no incidents. */
export const projectEmployee = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: { num_empleado: number; date?: string | undefined },
): Promise<ProjectionResponse> => {
  const today = todayInCostaRica();
  const view = await viewOrThrow(deps.db, auth.companyId, input.num_empleado, today);
  const [salaryRows, last] = await Promise.all([
    repo.listSalaries(deps.db, auth.companyId, input.num_empleado),
    repo.lastPeriod(deps.db, auth.companyId, input.num_empleado),
  ]);
  const salaries: SalaryEntry[] = salaryRows
    .map((r) => ({ effectiveFrom: r.effectiveFrom as IsoDate, monthlySalary: cents(r.amount) }))
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const hireDate = last!.entryDate;
  const asOf = input.date ?? today;
  const periodicity = view.periodicity as PayPeriodicity;
  const period = periodFor(periodicity, (asOf < hireDate ? hireDate : asOf) as IsoDate);
  const hoursPerDay = view.quarterHoursPerDay / 4;
  const jornadaType = view.jornadaType as JornadaType;
  let payslip: ReturnType<typeof calculatePayslip>;
  try {
    payslip = calculatePayslip(
      {
        employeeId: String(view.employeeNumber),
        period,
        salaries,
        jornada: { type: jornadaType, hoursPerDay },
        children: view.childrenCount,
        spouse: view.spouseTaxCredit,
        hireDate: hireDate as IsoDate,
        ...(last!.exitDate ? { exitDate: last!.exitDate as IsoDate } : {}),
        attendance: [],
      },
      CR_PAYROLL_RULES,
    );
  } catch (err) {
    if (err instanceof DomainError) throw new AppError('PROJECTION_UNAVAILABLE', undefined, { cause: err });
    throw err;
  }
  const latestSalary = [...salaries].reverse().find((s) => s.effectiveFrom <= period.end) ?? salaries[0];
  return {
    num_empleado: view.employeeNumber,
    period: { periodicity, start: period.start, end: period.end },
    payDate: payslip.payDate,
    ruleSetYear: payslip.ruleSetYear,
    monthlySalary: latestSalary?.monthlySalary ?? 0,
    jornada: { type: jornadaType, hoursPerDay },
    lines: payslip.lines.map((l) => ({
      code: l.code,
      kind: l.kind,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      basis: l.basis,
      amount: l.amount,
      legalRef: l.legalRef,
    })),
    totals: {
      gross: payslip.totals.gross,
      deductions: payslip.totals.deductions,
      net: payslip.totals.net,
      employerCharges: payslip.totals.employerCharges,
      provisions: payslip.totals.provisions,
      employerCost: payslip.totals.employerCost,
    },
    warnings: payslip.warnings.map((w) => ({ code: w.code, date: w.date, detail: w.detail })),
    blockers: payslip.blockers.map((w) => ({ code: w.code, date: w.date, detail: w.detail })),
  };
};

/** empleados/vacationentitlement: the balance of the current employment from the engine (no days taken yet). */
export const getVacationEntitlement = async (
  deps: EmployeesDeps,
  auth: AuthContext,
  input: { num_empleado: number; asOf?: string | undefined },
) => {
  const today = todayInCostaRica();
  const view = await viewOrThrow(deps.db, auth.companyId, input.num_empleado, today);
  const last = (await repo.lastPeriod(deps.db, auth.companyId, input.num_empleado))!;
  const hireDate = last.entryDate;
  let asOf = input.asOf ?? (last.exitDate !== null && last.exitDate < today ? last.exitDate : today);
  if (asOf < hireDate) asOf = hireDate;
  const workDaysPerWeek = Math.min(6, Math.max(1, view.workingDays.length));
  const result = vacationEntitlement({
    hireDate: hireDate as IsoDate,
    asOf: asOf as IsoDate,
    workDaysPerWeek,
    daysTaken: 0,
  });
  return {
    num_empleado: view.employeeNumber,
    hireDate,
    asOf,
    workDaysPerWeek,
    ...result,
    periods: [...result.periods],
  };
};
