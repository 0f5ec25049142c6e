import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, employeeDataResponse, type EmployeeDetail } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

/** `empleados/employeedata`: one employee's master and work data. */
export const getEmployee = (num: number, signal?: AbortSignal): Promise<EmployeeDetail> =>
  apiRequest(API.employeeData, { body: { num_empleado: num }, schema: employeeDataResponse, signal });

export const employeeQueryOptions = (num: number) =>
  queryOptions({
    queryKey: employeeKeys.employeePart(currentCompanyId(), num, 'data'),
    queryFn: ({ signal }) => getEmployee(num, signal),
    // The detail shows its own "not found" page and error state.
    meta: { silent: true },
  });

export const useEmployee = (num: number) => useQuery(employeeQueryOptions(num));
