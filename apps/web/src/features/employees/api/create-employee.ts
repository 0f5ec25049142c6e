import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API,
  employeeChangeResponse,
  type EmployeeChangeResponse,
  type newEmployeeRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

export type CreateEmployeeInput = z.output<typeof newEmployeeRequest>;

/** `empleados/new`: the employee with the first employment period and salary; warnings such as BELOW_MINIMUM_WAGE. */
export const createEmployee = (input: CreateEmployeeInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.newEmployee, { body: input, schema: employeeChangeResponse });

/** Creates the employee, then refreshes the lists and primes the detail with the answer. */
export const useCreateEmployee = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    meta: { silent: true },
    onSuccess: async ({ employee }) => {
      const company = currentCompanyId();
      queryClient.setQueryData(employeeKeys.employeePart(company, employee.num_empleado, 'data'), employee);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists(company) }),
        queryClient.invalidateQueries({
          queryKey: employeeKeys.employee(company, employee.num_empleado),
          refetchType: 'none',
        }),
      ]);
    },
  });
};
