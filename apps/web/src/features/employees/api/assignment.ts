import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeeChangeResponse,
  type EmployeeChangeResponse,
  type UpdateEmployeeRequest,
  type ScheduleLocationRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateEmployee } from './invalidate-employee';

/** `empleados/updatehorarioubicacion` (PUT): the work assignment, schedule and/or location (null removes it). */
export const updateAssignment = (input: ScheduleLocationRequest): Promise<EmployeeChangeResponse> =>
  apiRequest(API.updateScheduleLocation, { method: 'PUT', body: input, schema: employeeChangeResponse });

export const useUpdateAssignment = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: updateAssignment,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};

export type PeriodicityInput = Required<Pick<UpdateEmployeeRequest, 'num_empleado' | 'periodicity'>>;

/** `empleados/update` (PUT) with only `periodicity`: the other fields stay as they are. */
export const updatePeriodicity = ({
  num_empleado,
  periodicity,
}: PeriodicityInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.updateEmployee, {
    method: 'PUT',
    body: { num_empleado, periodicity },
    schema: employeeChangeResponse,
  });

export const useUpdatePeriodicity = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: updatePeriodicity,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};
