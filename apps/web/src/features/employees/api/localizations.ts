import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API,
  deleteLocalizationResponse,
  localizationItem,
  localizationListResponse,
  type DeleteLocalizationRequest,
  type LocalizationItem,
  type modifyLocalizationRequest,
  type newLocalizationRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey, useInvalidateEmployee } from './invalidate-employee';

export type NewLocalizationInput = z.output<typeof newLocalizationRequest>;
export type ModifyLocalizationInput = z.output<typeof modifyLocalizationRequest>;

/** `empleados/localizationlist`: addresses and contacts, primary first. */
export const listLocalizations = (num: number, signal?: AbortSignal): Promise<LocalizationItem[]> =>
  apiRequest(API.localizationList, { body: { num_empleado: num }, schema: localizationListResponse, signal });

export const useLocalizations = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'localizations'),
    queryFn: ({ signal }) => listLocalizations(num, signal),
  });

/** `empleados/newLocalization`. */
export const createLocalization = (input: NewLocalizationInput): Promise<LocalizationItem> =>
  apiRequest(API.newLocalization, { body: input, schema: localizationItem });

/** `empleados/modifylocalization` (PUT): replaces every field. */
export const modifyLocalization = (input: ModifyLocalizationInput): Promise<LocalizationItem> =>
  apiRequest(API.modifyLocalization, { body: input, schema: localizationItem });

/** `empleados/deletelocalization` (DELETE with a JSON body). */
export const deleteLocalization = (input: DeleteLocalizationRequest) =>
  apiRequest(API.deleteLocalization, { body: input, schema: deleteLocalizationResponse });

export const useCreateLocalization = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: createLocalization,
    meta: { silent: true },
    onSuccess: (_saved, input) => invalidate(input.num_empleado),
  });
};

export const useModifyLocalization = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: modifyLocalization,
    meta: { silent: true },
    onSuccess: (_saved, input) => invalidate(input.num_empleado),
  });
};

export const useDeleteLocalization = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: deleteLocalization,
    meta: { silent: true },
    onSuccess: (_deleted, input) => invalidate(input.num_empleado),
  });
};
