import { useMutation, useQuery } from '@tanstack/react-query';
import { API, newSalaryResponse, salaryListResponse, type newSalaryRequest } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey, useInvalidateEmployee } from './invalidate-employee';

export type SalaryList = z.output<typeof salaryListResponse>;
export type NewSalaryInput = z.output<typeof newSalaryRequest>;
export type NewSalaryResult = z.output<typeof newSalaryResponse>;

/** `empleados/salarieslist`: the salary history, newest first, with the row in force today. */
export const listSalaries = (num: number, signal?: AbortSignal): Promise<SalaryList> =>
  apiRequest(API.salaryList, { body: { num_empleado: num }, schema: salaryListResponse, signal });

export const useSalaries = (num: number) =>
  useQuery({
    queryKey: employeePartKey(num, 'salaries'),
    queryFn: ({ signal }) => listSalaries(num, signal),
  });

/** `empleados/newSalary`: a new effective-dated row; below the minimum wage comes back as a warning. */
export const addSalary = (input: NewSalaryInput): Promise<NewSalaryResult> =>
  apiRequest(API.newSalary, { body: input, schema: newSalaryResponse });

export const useAddSalary = () => {
  const invalidate = useInvalidateEmployee();
  return useMutation({
    mutationFn: addSalary,
    meta: { silent: true },
    onSuccess: (_r, input) => invalidate(input.num_empleado),
  });
};
