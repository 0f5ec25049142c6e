import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  employeeChangeResponse,
  type EmployeeChangeResponse,
  type updateEmployeeRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

export type UpdateEmployeeInput = z.output<typeof updateEmployeeRequest>;

/** `empleados/update` (PUT): `num_empleado` plus only the fields that change (`null` clears an optional one). */
export const updateEmployee = (input: UpdateEmployeeInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.updateEmployee, { body: input, schema: employeeChangeResponse });

/** Saves the change, shows the answer at once and refreshes everything about the employee and the lists. */
export const useUpdateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    meta: { silent: true },
    onSuccess: async ({ employee }) => {
      const company = currentCompanyId();
      queryClient.setQueryData(employeeKeys.employeePart(company, employee.num_empleado, 'data'), employee);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists(company) }),
        queryClient.invalidateQueries({ queryKey: employeeKeys.employee(company, employee.num_empleado) }),
      ]);
    },
  });
};
