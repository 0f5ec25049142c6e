import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  companySettingsResponse,
  generateCalendarResponse,
  payrollCalendarListResponse,
  payrollItem,
  projectPayrollResponse,
  type CompanySettings,
  type GenerateCalendarRequest,
  type GenerateCalendarResponse,
  type PayPeriodicity,
  type PayrollItem,
  type ProjectPayrollResponse,
  type UpdateCompanySettingsRequest,
  type UpdatePayDateRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

const company = currentCompanyId;

/** Query keys of the payroll calendar, per company. */
export const payrollCalendarKeys = {
  all: ['payrollCalendar'] as const,
  list: (year: number, periodicity?: PayPeriodicity) =>
    [...payrollCalendarKeys.all, company(), 'list', year, periodicity ?? 'all'] as const,
  settings: () => [...payrollCalendarKeys.all, company(), 'settings'] as const,
};

/** `paramPlanilla/planillalist`: the year's payrolls (by the year of their period's end), oldest first. */
export const usePayrollCalendar = (year: number, periodicity?: PayPeriodicity) =>
  useQuery(
    queryOptions({
      queryKey: payrollCalendarKeys.list(year, periodicity),
      queryFn: ({ signal }): Promise<PayrollItem[]> =>
        apiRequest(API.payrollCalendarList, {
          body: { year, ...(periodicity ? { periodicity } : {}) },
          schema: payrollCalendarListResponse,
          signal,
        }),
    }),
  );

/** `paramPlanilla/companysettings`. */
export const useCompanySettings = () =>
  useQuery(
    queryOptions({
      queryKey: payrollCalendarKeys.settings(),
      queryFn: ({ signal }): Promise<CompanySettings> =>
        apiRequest(API.companySettings, { body: {}, schema: companySettingsResponse, signal }),
    }),
  );

/** Every cached payroll list, including other screens' (the daily register's payroll picker). */
const useInvalidatePayrolls = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries();
};

/** `paramPlanilla/generatecalendar`. */
export const useGenerateCalendar = () => {
  const invalidate = useInvalidatePayrolls();
  return useMutation({
    mutationFn: (input: GenerateCalendarRequest): Promise<GenerateCalendarResponse> =>
      apiRequest(API.generateCalendar, { body: input, schema: generateCalendarResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `paramPlanilla/updatepaydate` (PUT). */
export const useUpdatePayDate = () => {
  const invalidate = useInvalidatePayrolls();
  return useMutation({
    mutationFn: (input: UpdatePayDateRequest): Promise<PayrollItem> =>
      apiRequest(API.updatePayDate, { body: input, schema: payrollItem }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `procesoPlanilla/projectpayroll` (PUT). */
export const useProjectPayroll = () => {
  const invalidate = useInvalidatePayrolls();
  return useMutation({
    mutationFn: (payrollId: number): Promise<ProjectPayrollResponse> =>
      apiRequest(API.projectPayroll, { body: { payrollId }, schema: projectPayrollResponse }),
    onSuccess: invalidate,
  });
};

/** `paramPlanilla/updatecompanysettings` (PUT): the fields sent. */
export const useUpdateCompanySettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanySettingsRequest): Promise<CompanySettings> =>
      apiRequest(API.updateCompanySettings, { body: input, schema: companySettingsResponse }),
    meta: { silent: true },
    onSuccess: (settings) => client.setQueryData(payrollCalendarKeys.settings(), settings),
  });
};
