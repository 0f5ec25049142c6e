import {
  V,
  type LocalizationItem,
  type modifyLocalizationRequest,
  type newLocalizationRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { findLocalities } from '../parameters/parameters.repository';
import type { EmployeesDeps } from './employee-change';
import * as repo from './employees.repository';
import * as localizationsRepo from './employee-localizations.repository';

/** Addresses and contacts of an employee (empleados/localizationlist, newLocalization, modify…, delete…). */

export const localizationDto = (l: localizationsRepo.LocalizationView): LocalizationItem => ({
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

export type LocalizationInput = Omit<z.output<typeof newLocalizationRequest>, 'num_empleado'>;

type LocalityCodes = { provinceCode: string; cantonCode: string; districtCode: string };

/**
 * Province, canton and district must exist and nest: the canton in the province, the district in the
 * canton. Problems are keyed by field name, after `prefix` (`homeAddress.` for the create form's address).
 */
export const localityProblems = async (db: DbOrTx, l: LocalityCodes, prefix = '') => {
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

export const localizationWrite = (l: LocalizationInput): localizationsRepo.LocalizationWrite => ({
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
  return (await localizationsRepo.listLocalizations(deps.db, auth.companyId, num)).map(localizationDto);
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
    const [id] = await localizationsRepo.insertLocalizations(tx, [
      { companyId: auth.companyId, employeeNumber: num, ...localizationWrite(l) },
    ]);
    if (l.isPrimary) await localizationsRepo.unsetOtherPrimaries(tx, auth.companyId, num, id!);
    const created = localizationDto((await localizationsRepo.getLocalization(tx, auth.companyId, num, id!))!);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'employee_localization_created',
        entity: 'employee',
        entityId: num,
        before: null,
        after: created,
      },
    );
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
    const current = await localizationsRepo.getLocalization(tx, auth.companyId, num, localizationId);
    if (!current) throw new AppError('LOCALIZATION_NOT_FOUND');
    await localizationsRepo.updateLocalization(tx, auth.companyId, localizationId, localizationWrite(l));
    if (l.isPrimary) await localizationsRepo.unsetOtherPrimaries(tx, auth.companyId, num, localizationId);
    const updated = localizationDto(
      (await localizationsRepo.getLocalization(tx, auth.companyId, num, localizationId))!,
    );
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'employee_localization_updated',
        entity: 'employee',
        entityId: num,
        before: localizationDto(current),
        after: updated,
      },
    );
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
    const current = await localizationsRepo.getLocalization(
      tx,
      auth.companyId,
      input.num_empleado,
      input.localizationId,
    );
    if (!current) throw new AppError('LOCALIZATION_NOT_FOUND');
    await localizationsRepo.deleteLocalization(tx, auth.companyId, input.localizationId);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'employee_localization_deleted',
        entity: 'employee',
        entityId: input.num_empleado,
        before: localizationDto(current),
        after: null,
      },
    );
    return { deleted: true as const, localizationId: input.localizationId };
  });
