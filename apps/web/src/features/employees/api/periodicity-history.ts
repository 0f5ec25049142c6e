import { useQuery } from '@tanstack/react-query';
import { API, periodicityListResponse, type PeriodicityListResponse } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** `empleados/periodicitylist`: the pay periodicity history, newest first. */
export const listPeriodicityHistory = (num: number, signal?: AbortSignal): Promise<PeriodicityListResponse> =>
  apiRequest(API.periodicityList, { body: { num_empleado: num }, schema: periodicityListResponse, signal });

export const usePeriodicityHistory = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'periodicities'),
    queryFn: ({ signal }) => listPeriodicityHistory(num, signal),
  });
