import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeeChangeResponse,
  type EmployeeChangeResponse,
  type PeriodicityChangeRequest,
  type ScheduleLocationRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateEmployee } from './invalidate-employee';

/**
 * `empleados/updatehorarioubicacion`: the work assignment (schedule, location, department, occupation) from
 * `effectiveFrom` on (default today); null removes a location, department or occupation. The history keeps
 * what applied before.
 */
export const updateAssignment = (input: ScheduleLocationRequest): Promise<EmployeeChangeResponse> =>
  apiRequest(API.updateScheduleLocation, { body: input, schema: employeeChangeResponse });

export const useUpdateAssignment = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: updateAssignment,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};

export type PeriodicityInput = PeriodicityChangeRequest;

/** `empleados/updateperiodicity`: the pay periodicity from `effectiveFrom` on (default today). */
export const updatePeriodicity = (input: PeriodicityInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.updatePeriodicity, { body: input, schema: employeeChangeResponse });

export const useUpdatePeriodicity = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: updatePeriodicity,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};
