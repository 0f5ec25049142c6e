import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  API,
  analyticAttendanceResponse,
  analyticPayrollResponse,
  dashboardAttention,
  dashboardCards,
  departmentListResponse,
  type AnalyticAttendanceRequest,
  type AnalyticPayrollRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

/** Query keys of the analytics dashboard. */
export const analyticsKeys = {
  all: () => ['analytics', currentCompanyId()] as const,
  payroll: (request: AnalyticPayrollRequest) => [...analyticsKeys.all(), 'payroll', request] as const,
  attendance: (request: AnalyticAttendanceRequest) =>
    [...analyticsKeys.all(), 'attendance', request] as const,
  cards: () => [...analyticsKeys.all(), 'cards'] as const,
  attention: () => [...analyticsKeys.all(), 'attention'] as const,
  departments: () => [...analyticsKeys.all(), 'departments'] as const,
};

/** `parametros/analyticpayroll`: payroll cost per month, by periodicity and department. */
export const useAnalyticPayroll = (request: AnalyticPayrollRequest, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.payroll(request),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(API.analyticPayroll, { body: request, schema: analyticPayrollResponse, signal }),
  });

/** `parametros/analyticlinealassitence`: the attendance line. */
export const useAnalyticAttendance = (request: AnalyticAttendanceRequest, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.attendance(request),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(API.analyticAttendance, { body: request, schema: analyticAttendanceResponse, signal }),
  });

/** `parametros/dashboardcards`. */
export const useDashboardCards = () =>
  useQuery({
    queryKey: analyticsKeys.cards(),
    queryFn: ({ signal }) => apiRequest(API.dashboardCards, { body: {}, schema: dashboardCards, signal }),
  });

/** `parametros/dashboardattention`. */
export const useDashboardAttention = () =>
  useQuery({
    queryKey: analyticsKeys.attention(),
    queryFn: ({ signal }) =>
      apiRequest(API.dashboardAttention, { body: {}, schema: dashboardAttention, signal }),
  });

/** `parametros/departamentolista`: the department filter's options. */
export const useAnalyticsDepartments = (enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.departments(),
    enabled,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest(API.departmentList, { body: {}, schema: departmentListResponse, signal }),
  });
