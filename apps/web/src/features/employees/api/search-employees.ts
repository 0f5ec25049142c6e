import { API, employeeSearchResponse, type EmployeeSearchRequest } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type EmployeeSearchItem = z.output<typeof employeeSearchResponse>[number];

/** `empleados/search`: employees by name or number (the page search's Contacts group). */
export const searchEmployees = (
  params: EmployeeSearchRequest,
  signal?: AbortSignal,
): Promise<EmployeeSearchItem[]> =>
  apiRequest(API.employeeSearch, { body: params, schema: employeeSearchResponse, signal });
