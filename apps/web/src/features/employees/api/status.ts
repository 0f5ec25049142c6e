import { useMutation } from '@tanstack/react-query';
import {
  API,
  employeeChangeResponse,
  type activateRequest,
  type EmployeeChangeResponse,
  type inactivateRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateEmployee } from './invalidate-employee';

export type ActivateInput = z.output<typeof activateRequest>;
export type InactivateInput = z.output<typeof inactivateRequest>;

/** `empleados/activate`: end of a suspension, or a re-entry (`entryDate`, optional `salary`) after an exit. */
export const activateEmployee = (input: ActivateInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.activateEmployee, { body: input, schema: employeeChangeResponse });

/** `empleados/inactivate`: a suspension, or with `exitDate` and `exitTypeId` an exit. */
export const inactivateEmployee = (input: InactivateInput): Promise<EmployeeChangeResponse> =>
  apiRequest(API.inactivateEmployee, { body: input, schema: employeeChangeResponse });

export const useActivateEmployee = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: activateEmployee,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};

export const useInactivateEmployee = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: inactivateEmployee,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};
