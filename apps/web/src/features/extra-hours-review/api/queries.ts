import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  extraHoursPayrollResponse,
  extraHoursResponse,
  payrollListResponse,
  reviewStatusResponse,
  updateExtraHourResponse,
  updateReviewResponse,
  type updateExtraHourRequest,
  type updateReviewRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

const company = currentCompanyId;

/** Query keys of the extra hours and the review, scoped by company. */
export const keys = {
  all: ['extraHoursReview'] as const,
  payrolls: () => [...keys.all, company(), 'payrolls'] as const,
  payroll: (payrollId: number) => [...keys.all, company(), 'payroll', payrollId] as const,
  employees: (payrollId: number, params: object) =>
    [...keys.payroll(payrollId), 'employees', params] as const,
  days: (payrollId: number, params: object) => [...keys.payroll(payrollId), 'days', params] as const,
  review: (payrollId: number, params: object) => [...keys.payroll(payrollId), 'review', params] as const,
};

/** `asistencia/payrollprojection`: the payrolls with attendance (projected, processed, and the paid ones read only). */
export const useOpenPayrolls = () =>
  useQuery({
    queryKey: keys.payrolls(),
    queryFn: ({ signal }) =>
      apiRequest(API.attendancePayrolls, {
        body: { includePaid: true },
        schema: payrollListResponse,
        signal,
      }),
    staleTime: 30_000,
  });

export type ExtraEmployeesParams = { page: number; pageSize: number; search?: string; status?: string };
/** `asistencia/extrahourpayroll`: totals per employee, pending first. */
export const useExtraHoursEmployees = (payrollId: number | null, params: ExtraEmployeesParams) =>
  useQuery({
    queryKey: keys.employees(payrollId ?? 0, params),
    queryFn: ({ signal }) =>
      apiRequest(API.extraHoursPayroll, {
        body: { payrollId, ...params },
        schema: extraHoursPayrollResponse,
        signal,
      }),
    enabled: payrollId !== null,
    placeholderData: keepPreviousData,
  });

export type ExtraDaysParams = ExtraEmployeesParams & { num_empleado?: number };
/** `asistencia/extrahours`: the days with extra hours, pending first. */
export const useExtraHoursDays = (payrollId: number | null, params: ExtraDaysParams) =>
  useQuery({
    queryKey: keys.days(payrollId ?? 0, params),
    queryFn: ({ signal }) =>
      apiRequest(API.extraHours, { body: { payrollId, ...params }, schema: extraHoursResponse, signal }),
    enabled: payrollId !== null,
    placeholderData: keepPreviousData,
  });

const useInvalidatePayroll = () => {
  const queryClient = useQueryClient();
  return (payrollId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.payroll(payrollId) }),
      queryClient.invalidateQueries({ queryKey: keys.payrolls() }),
    ]);
};

/** `asistencia/updateextrahour` (PUT): approve, reject or adjust one or many. */
export const useUpdateExtraHours = () => {
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: (body: z.input<typeof updateExtraHourRequest>) =>
      apiRequest(API.updateExtraHour, { body, schema: updateExtraHourResponse }),
    meta: { silent: true },
    onSuccess: (_data, body) => invalidate(body.payrollId),
  });
};

export type ReviewParams = {
  page: number;
  pageSize: number;
  search?: string;
  reviewStatus?: 'pending' | 'reviewed';
  onlyBlocked?: boolean;
};
/** `asistencia/employeesstatus`: the payroll's review, per employee. */
export const useReviewStatus = (payrollId: number | null, params: ReviewParams) =>
  useQuery({
    queryKey: keys.review(payrollId ?? 0, params),
    queryFn: ({ signal }) =>
      apiRequest(API.reviewStatus, { body: { payrollId, ...params }, schema: reviewStatusResponse, signal }),
    enabled: payrollId !== null,
    placeholderData: keepPreviousData,
  });

/** `asistencia/updatereview` (PUT): mark employees reviewed or back to pending (409 when any is blocked). */
export const useUpdateReview = () => {
  const invalidate = useInvalidatePayroll();
  return useMutation({
    mutationFn: (body: z.input<typeof updateReviewRequest>) =>
      apiRequest(API.updateReview, { body, schema: updateReviewResponse }),
    meta: { silent: true },
    onSuccess: (_data, body) => invalidate(body.payrollId),
  });
};
