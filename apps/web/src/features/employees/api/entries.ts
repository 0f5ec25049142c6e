import { useQuery } from '@tanstack/react-query';
import { API, entryListResponse, type EntryItem } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { employeePartKey } from './invalidate-employee';

/** `empleados/entrylist`: the employment periods, oldest first. */
export const listEntries = (num: number, signal?: AbortSignal): Promise<EntryItem[]> =>
  apiRequest(API.entryList, { body: { num_empleado: num }, schema: entryListResponse, signal });

export const useEntries = (num: number) =>
  useQuery({ queryKey: employeePartKey(num, 'entries'), queryFn: ({ signal }) => listEntries(num, signal) });
