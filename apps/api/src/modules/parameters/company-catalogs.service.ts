import {
  V,
  type CompanyCatalog,
  type CompanyCatalogs,
  type DepartmentEntry,
  type ExitTypeEntry,
  type LocationEntry,
  type MinimumWageCategoryCode,
  type OccupationEntry,
} from '@planilla/contracts';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow } from '../../db/rows';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './company-catalogs.repository';
import type { ParametersDeps } from './parameters.service';

/**
 * Maintenance of the company catalogs: departments, occupations, locations (work sites) and exit types.
 * Every change runs in one transaction with its audit row (before and after); entries are retired, never
 * deleted; names are unique per company and catalog ignoring case and accents (the unique index decides).
 */

type EntryOf = {
  department: DepartmentEntry;
  occupation: OccupationEntry;
  location: LocationEntry;
  exitType: ExitTypeEntry;
};

/** Audit names: `department_created`, `exit_type_updated`… */
const ENTITY: Record<CompanyCatalog, string> = {
  department: 'department',
  occupation: 'occupation',
  location: 'location',
  exitType: 'exit_type',
};

const dto = <K extends CompanyCatalog>(kind: K, r: repo.CatalogRecord): EntryOf[K] => {
  const base = { id: Number(r.id), name: r.name, active: r.active };
  if (kind === 'exitType')
    return {
      ...base,
      code: (r.code ?? null) as ExitTypeEntry['code'],
      employerLiability: Boolean(r.employerLiability),
    } as EntryOf[K];
  const counted = { ...base, employeeCount: Number(r.employeeCount ?? 0) };
  if (kind === 'occupation')
    return {
      ...counted,
      minimumWageCategory: (r.minimumWageCategory ?? 'unskilled') as MinimumWageCategoryCode,
    } as EntryOf[K];
  if (kind === 'department')
    return {
      ...counted,
      headEmployeeNumber: r.headEmployeeNumber == null ? null : Number(r.headEmployeeNumber),
      headName: r.head ? fullNameOfRow(r.head) : null,
    } as EntryOf[K];
  return (kind === 'location' ? { ...counted, address: r.address ?? null } : counted) as EntryOf[K];
};

/** One space between words, composed accents: `  Bodega   central ` → `Bodega central`. */
const cleanName = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim();
const cleanAddress = (address: string | null | undefined) => {
  const text = address?.normalize('NFC').trim();
  return text ? text : null;
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.name.localeCompare(b.name);

/** paramPlanilla/companycatalogs: the four catalogs, retired entries included, sorted by name. */
export const listCompanyCatalogs = async (
  deps: ParametersDeps,
  auth: AuthContext,
): Promise<CompanyCatalogs> => {
  const load = async <K extends CompanyCatalog>(kind: K) =>
    (await repo.listEntries(deps.db, kind, auth.companyId)).map((r) => dto(kind, r)).sort(byName);
  const [departments, occupations, locations, exitTypes] = await Promise.all([
    load('department'),
    load('occupation'),
    load('location'),
    load('exitType'),
  ]);
  return { departments, occupations, locations, exitTypes };
};

export type NewEntryInput = {
  name: string;
  address?: string | null | undefined;
  employerLiability?: boolean;
  minimumWageCategory?: MinimumWageCategoryCode | undefined;
  headEmployeeNumber?: number | null | undefined;
};
export type UpdateEntryInput = {
  id: number;
  name?: string | undefined;
  address?: string | null | undefined;
  employerLiability?: boolean | undefined;
  minimumWageCategory?: MinimumWageCategoryCode | undefined;
  headEmployeeNumber?: number | null | undefined;
  active?: boolean | undefined;
};

/**
 * A department head named now must be an active employee of the company (400 on the field otherwise): someone
 * suspended or gone cannot answer the department's vacation requests. A head who stops being active stays
 * named until HR names another (the entry's other fields still change).
 */
const checkHead = async (tx: DbOrTx, companyId: number, head: number | null | undefined) => {
  if (head != null && !(await repo.isActiveEmployee(tx, companyId, head)))
    throw new AppError('VALIDATION_ERROR', { headEmployeeNumber: V.notAnActiveEmployee });
};

const nameTaken = () => new AppError('CATALOG_NAME_TAKEN', { name: 'errors.CATALOG_NAME_TAKEN' });
const rethrow = (err: unknown): never => {
  // The only unique index these writes can hit is the folded name's.
  if (isUniqueViolation(err)) throw nameTaken();
  throw err;
};

/** paramPlanilla/newdepartment, newoccupation, newlocation, newexittype. */
export const createCatalogEntry = async <K extends CompanyCatalog>(
  deps: ParametersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  kind: K,
  input: NewEntryInput,
): Promise<EntryOf[K]> => {
  const write: repo.CatalogWrite = {
    name: cleanName(input.name),
    active: true,
    address: cleanAddress(input.address),
    employerLiability: input.employerLiability ?? false,
    minimumWageCategory: input.minimumWageCategory ?? 'unskilled',
    headEmployeeNumber: input.headEmployeeNumber ?? null,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      if (kind === 'department') await checkHead(tx, auth.companyId, write.headEmployeeNumber);
      const id = await repo.insertEntry(tx, kind, auth.companyId, write);
      const created = dto(kind, (await repo.getEntry(tx, kind, auth.companyId, id))!);
      await recordChange(
        tx,
        { auth, meta },
        {
          action: `${ENTITY[kind]}_created`,
          entity: ENTITY[kind],
          entityId: id,
          before: null,
          after: created,
        },
      );
      return created;
    });
  } catch (err) {
    return rethrow(err);
  }
};

/**
 * paramPlanilla/updatedepartment, updateoccupation, updatelocation, updateexittype: the given fields change;
 * `active: false` retires the entry (refused while active employees use a department, occupation or
 * location), `active: true` brings it back. A call that changes nothing writes no audit row.
 */
export const updateCatalogEntry = async <K extends CompanyCatalog>(
  deps: ParametersDeps,
  auth: AuthContext,
  meta: RequestMeta,
  kind: K,
  input: UpdateEntryInput,
): Promise<EntryOf[K]> => {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await repo.lockEntry(tx, kind, auth.companyId, input.id)))
        throw new AppError('CATALOG_ENTRY_NOT_FOUND');
      const current = (await repo.getEntry(tx, kind, auth.companyId, input.id))!;
      const before = dto(kind, current);
      if (
        kind === 'exitType' &&
        current.code !== null &&
        input.employerLiability !== undefined &&
        input.employerLiability !== current.employerLiability
      )
        throw new AppError('VALIDATION_ERROR', { employerLiability: V.exitTypeLiabilityFixed });
      const currentHead = current.headEmployeeNumber == null ? null : Number(current.headEmployeeNumber);
      const active = input.active ?? current.active;
      if (!active && current.active && (current.employeeCount ?? 0) > 0)
        throw new AppError('CATALOG_ENTRY_IN_USE', { active: 'errors.CATALOG_ENTRY_IN_USE' });
      const write: repo.CatalogWrite = {
        name: input.name === undefined ? current.name : cleanName(input.name),
        active,
        address: input.address === undefined ? (current.address ?? null) : cleanAddress(input.address),
        employerLiability: input.employerLiability ?? Boolean(current.employerLiability),
        minimumWageCategory: input.minimumWageCategory ?? current.minimumWageCategory ?? 'unskilled',
        headEmployeeNumber: input.headEmployeeNumber === undefined ? currentHead : input.headEmployeeNumber,
      };
      if (kind === 'department' && write.headEmployeeNumber !== currentHead)
        await checkHead(tx, auth.companyId, write.headEmployeeNumber);
      const unchanged =
        write.name === current.name &&
        write.active === current.active &&
        (kind !== 'location' || write.address === (current.address ?? null)) &&
        (kind !== 'exitType' || write.employerLiability === Boolean(current.employerLiability)) &&
        (kind !== 'occupation' || write.minimumWageCategory === current.minimumWageCategory) &&
        (kind !== 'department' || write.headEmployeeNumber === currentHead);
      if (unchanged) return before;
      await repo.updateEntry(tx, kind, auth.companyId, input.id, write);
      const after = dto(kind, (await repo.getEntry(tx, kind, auth.companyId, input.id))!);
      await recordChange(
        tx,
        { auth, meta },
        {
          action: `${ENTITY[kind]}_updated`,
          entity: ENTITY[kind],
          entityId: input.id,
          before,
          after,
        },
      );
      return after;
    });
  } catch (err) {
    return rethrow(err);
  }
};
