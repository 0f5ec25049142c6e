import { useQuery } from '@tanstack/react-query';
import { API, payItemMovementListResponse } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { payItemKeys } from './keys';

export type PayItemMovements = z.output<typeof payItemMovementListResponse>;

/** `rubros/movimientos`: the item and its balance's moves, oldest first. */
export const listPayItemMovements = (id: number, signal?: AbortSignal): Promise<PayItemMovements> =>
  apiRequest(API.payItemMovementList, { body: { id }, schema: payItemMovementListResponse, signal });

export const usePayItemMovements = (num: number, id: number | null) =>
  useQuery({
    queryKey: payItemKeys.movements(num, id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => listPayItemMovements(id ?? 0, signal),
  });
