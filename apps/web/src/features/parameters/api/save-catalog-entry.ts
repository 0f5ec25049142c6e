import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  departmentEntry,
  exitTypeEntry,
  locationEntry,
  occupationEntry,
  type CompanyCatalog,
  type DepartmentEntry,
  type ExitTypeEntry,
  type LocationEntry,
  type MinimumWageCategoryCode,
  type OccupationEntry,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { parameterKeys } from './keys';

/**
 * The create (POST) and update (PUT) calls of the four company catalogs: `paramPlanilla/newdepartment` and
 * `updatedepartment`, `newoccupation`/`updateoccupation`, `newlocation`/`updatelocation`,
 * `newexittype`/`updateexittype`. One use case with a path per catalog, so they share this file.
 */
const CALLS = {
  department: { create: API.newDepartment, update: API.updateDepartment, schema: departmentEntry },
  occupation: { create: API.newOccupation, update: API.updateOccupation, schema: occupationEntry },
  location: { create: API.newLocation, update: API.updateLocation, schema: locationEntry },
  exitType: { create: API.newExitType, update: API.updateExitType, schema: exitTypeEntry },
} as const satisfies Record<CompanyCatalog, unknown>;

export type CatalogEntry = DepartmentEntry | OccupationEntry | LocationEntry | ExitTypeEntry;

/**
 * The fields of a new entry: `address` only for locations, `employerLiability` only for exit types,
 * `minimumWageCategory` only for occupations, `headEmployeeNumber` only for departments.
 */
export type NewCatalogEntryInput = {
  name: string;
  address?: string | null;
  employerLiability?: boolean;
  minimumWageCategory?: MinimumWageCategoryCode;
  /** Departments: the head's employee number (null: none). */
  headEmployeeNumber?: number | null;
};
/** The id plus the fields that change; `active: false` retires the entry, `true` brings it back. */
export type CatalogEntryChanges = Partial<NewCatalogEntryInput> & { id: number; active?: boolean };

export const createCatalogEntry = (
  catalog: CompanyCatalog,
  input: NewCatalogEntryInput,
): Promise<CatalogEntry> => apiRequest(CALLS[catalog].create, { body: input, schema: CALLS[catalog].schema });

export const updateCatalogEntry = (
  catalog: CompanyCatalog,
  changes: CatalogEntryChanges,
): Promise<CatalogEntry> =>
  apiRequest(CALLS[catalog].update, { body: changes, schema: CALLS[catalog].schema });

/**
 * After a change the maintenance list is read again; `onChanged` lets the screen refresh what other areas
 * keep of the catalogs (the employee form's pickers).
 */
const useInvalidateCatalogs = (onChanged?: () => void) => {
  const queryClient = useQueryClient();
  return async () => {
    onChanged?.();
    await queryClient.invalidateQueries({
      queryKey: parameterKeys.companyCatalogs(currentCompanyId()),
    });
  };
};

export const useCreateCatalogEntry = (onChanged?: () => void) => {
  const invalidate = useInvalidateCatalogs(onChanged);
  return useMutation({
    mutationFn: ({ catalog, input }: { catalog: CompanyCatalog; input: NewCatalogEntryInput }) =>
      createCatalogEntry(catalog, input),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

export const useUpdateCatalogEntry = (onChanged?: () => void) => {
  const invalidate = useInvalidateCatalogs(onChanged);
  return useMutation({
    mutationFn: ({ catalog, changes }: { catalog: CompanyCatalog; changes: CatalogEntryChanges }) =>
      updateCatalogEntry(catalog, changes),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};
