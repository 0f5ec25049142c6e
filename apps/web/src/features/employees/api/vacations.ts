import { useQuery } from '@tanstack/react-query';
import { API, vacationEntitlementResponse } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

export type VacationEntitlement = z.output<typeof vacationEntitlementResponse>;

/** `empleados/vacationentitlement`: the engine's balance for the current employment (as of today). */
export const getVacationEntitlement = (num: number, signal?: AbortSignal): Promise<VacationEntitlement> =>
  apiRequest(API.vacationEntitlement, {
    body: { num_empleado: num },
    schema: vacationEntitlementResponse,
    signal,
  });

export const useVacationEntitlement = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'vacations'),
    queryFn: ({ signal }) => getVacationEntitlement(num, signal),
  });
