import { useQuery } from '@tanstack/react-query';
import {
  API,
  employeeSearchResponse,
  type EmployeeSearchRequest,
  type EmployeeStatus,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { currentCompanyId } from '../../lib/session';

export type EmployeeSearchItem = z.output<typeof employeeSearchResponse>[number];

/**
 * `empleados/search`: employees by name, number or cédula. The one caller of the endpoint: the page search's
 * Contacts group (`app/layout/contacts-search-provider.ts`) and the employee picker.
 */
export const searchEmployees = (
  params: EmployeeSearchRequest,
  signal?: AbortSignal,
): Promise<EmployeeSearchItem[]> =>
  apiRequest(API.employeeSearch, { body: params, schema: employeeSearchResponse, signal });

/** Under the employees area's key (`['employees', company]`): a change to employees refreshes the picker too. */
const searchKey = (company: number, q: string, status: EmployeeStatus | undefined, limit: number) =>
  ['employees', company, 'search', { q, status, limit }] as const;

/** The employees a picker offers for what was typed (nothing is asked before something is typed). */
export const useEmployeeSearch = (q: string, options: { status?: EmployeeStatus; limit: number }) => {
  const text = q.trim();
  return useQuery({
    queryKey: searchKey(currentCompanyId(), text, options.status, options.limit),
    queryFn: ({ signal }) =>
      searchEmployees(
        { q: text, limit: options.limit, ...(options.status ? { status: options.status } : {}) },
        signal,
      ),
    enabled: text.length > 0,
    staleTime: 30_000,
  });
};
