import { useQuery } from '@tanstack/react-query';
import { API, payItemTypeListResponse, type PayItemTypeDto } from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

/** `rubros/tipolista`: the company's catalogue (the shipped types are added the first time it is read). */
export const listPayItemTypes = (signal?: AbortSignal): Promise<PayItemTypeDto[]> =>
  apiRequest(API.payItemTypeList, { body: {}, schema: payItemTypeListResponse, signal });

export const usePayItemTypes = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: payItemKeys.types(),
    queryFn: ({ signal }) => listPayItemTypes(signal),
    staleTime: 60_000,
  });
