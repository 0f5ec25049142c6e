import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  API,
  employeeListResponse,
  type EmployeeListRequest,
  type EmployeeRow,
  type Page,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

/** `empleados/employeeslist`: a page of the company's employees, searched, filtered and sorted by the server. */
export const listEmployees = (
  params: EmployeeListRequest,
  signal?: AbortSignal,
): Promise<Page<EmployeeRow>> =>
  apiRequest(API.employeeList, { body: params, schema: employeeListResponse, signal });

export const listEmployeesQueryOptions = (params: EmployeeListRequest) =>
  queryOptions({
    queryKey: employeeKeys.list(currentCompanyId(), params),
    queryFn: ({ signal }) => listEmployees(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useEmployees = (params: EmployeeListRequest) => useQuery(listEmployeesQueryOptions(params));
