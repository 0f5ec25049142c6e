import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, payItemOverviewResponse, type PayItemOverviewRequest } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

export type PayItemOverview = z.output<typeof payItemOverviewResponse>;

/** `rubros/resumen`: the company's court orders, loans and advances (in force by default), with totals. */
export const getPayItemOverview = (
  request: PayItemOverviewRequest,
  signal?: AbortSignal,
): Promise<PayItemOverview> =>
  apiRequest(API.payItemOverview, { body: request, schema: payItemOverviewResponse, signal });

export const usePayItemOverview = (request: PayItemOverviewRequest) =>
  useQuery({
    queryKey: payItemKeys.overview(request),
    queryFn: ({ signal }) => getPayItemOverview(request, signal),
    placeholderData: keepPreviousData,
  });
