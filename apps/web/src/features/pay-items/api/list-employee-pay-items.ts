import { useQuery } from '@tanstack/react-query';
import { API, employeePayItemListResponse, type EmployeePayItemDto } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

/** `rubros/empleadolista`: one employee's items, the ended ones too when asked (the history). */
export const listEmployeePayItems = (
  num: number,
  includeEnded: boolean,
  signal?: AbortSignal,
): Promise<EmployeePayItemDto[]> =>
  apiRequest(API.employeePayItemList, {
    body: { num_empleado: num, includeEnded },
    schema: employeePayItemListResponse,
    signal,
  }).then((answer) => answer.items);

export const useEmployeePayItems = (num: number, includeEnded: boolean) =>
  useQuery({
    queryKey: payItemKeys.employeeItems(num, includeEnded),
    queryFn: ({ signal }) => listEmployeePayItems(num, includeEnded, signal),
  });
