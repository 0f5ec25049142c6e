import { useQuery } from '@tanstack/react-query';
import { API, payeeListResponse, type PayeeDto } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

/** `rubros/beneficiariolista`: whom deductions are paid to (the association, courts, banks, insurers). */
export const listPayees = (signal?: AbortSignal): Promise<PayeeDto[]> =>
  apiRequest(API.payeeList, { body: {}, schema: payeeListResponse, signal });

export const usePayees = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: payItemKeys.payees(),
    queryFn: ({ signal }) => listPayees(signal),
    staleTime: 60_000,
  });
