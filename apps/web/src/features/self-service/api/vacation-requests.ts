import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  vacationRequestListResponse,
  vacationRequestPreviewResponse,
  vacationRequestResponse,
  type NewVacationRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

export type VacationRequest = z.output<typeof vacationRequestListResponse>['items'][number];
export type VacationPreview = z.output<typeof vacationRequestPreviewResponse>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `autoservicio/previsualizarvacaciones`: what a from–to would cost (working days, the balance after), asked as
 * soon as both dates are whole and in order; the last answer stays while the next one loads.
 */
export const useVacationPreview = (from: string, to: string) =>
  useQuery({
    queryKey: selfServiceKeys.preview(from, to),
    queryFn: ({ signal }) =>
      apiRequest(API.vacationRequestPreview, {
        body: { from, to },
        schema: vacationRequestPreviewResponse,
        signal,
      }),
    enabled: ISO_DAY.test(from) && ISO_DAY.test(to) && from <= to,
    placeholderData: keepPreviousData,
    meta: { silent: true },
    retry: false,
  });

/** `autoservicio/missolicitudes`: my vacation requests, pending first. */
export const useMyVacationRequests = () =>
  useQuery({
    queryKey: selfServiceKeys.requests(),
    queryFn: ({ signal }) =>
      apiRequest(API.myVacationRequests, { body: {}, schema: vacationRequestListResponse, signal }),
  });

/** A request or a cancellation changes my requests, my balance and every preview. */
const useInvalidateMine = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: selfServiceKeys.requests() }),
      queryClient.invalidateQueries({ queryKey: selfServiceKeys.vacations() }),
      queryClient.invalidateQueries({ queryKey: selfServiceKeys.previews() }),
    ]);
};

/** `autoservicio/solicitarvacaciones` */
export const useRequestVacation = () => {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (input: NewVacationRequest) =>
      apiRequest(API.newVacationRequest, { body: input, schema: vacationRequestResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `autoservicio/cancelarsolicitud`: one of my pending requests. */
export const useCancelVacationRequest = () => {
  const invalidate = useInvalidateMine();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(API.cancelVacationRequest, { body: { id }, schema: vacationRequestResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};
