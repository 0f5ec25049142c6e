import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  deleteAbsentDayResponse,
  departmentListResponse,
  diaryAttendanceResponse,
  disabilityRangeResponse,
  payrollListResponse,
  presenceListDatesResponse,
  presenceListResponse,
  unpaidLeaveRangeResponse,
  vacationDaysResponse,
  vacationRangeResponse,
  type DeleteAbsentDayRequest,
  type DiaryAttendanceRequest,
  type DisabilityRangeRequest,
  type PresenceListRequest,
  type UnpaidLeaveRangeRequest,
  type VacationRangeRequest,
} from '@planilla/contracts';
import { apiRequest } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

const company = currentCompanyId;

/** Query keys of the daily register, per company. */
export const registerKeys = {
  all: ['dailyRegister'] as const,
  payrolls: () => [...registerKeys.all, company(), 'payrolls'] as const,
  dates: (payrollId: number) => [...registerKeys.all, company(), 'dates', payrollId] as const,
  rows: (params: PresenceListRequest) => [...registerKeys.all, company(), 'rows', params] as const,
  balance: (num: number) => [...registerKeys.all, company(), 'balance', num] as const,
  departments: () => [...registerKeys.all, company(), 'departments'] as const,
};

/** `asistencia/payrollprojection`: payrolls whose attendance is open (paid ones to read). */
export const useAttendancePayrolls = () =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.payrolls(),
      queryFn: ({ signal }) =>
        apiRequest(API.attendancePayrolls, {
          body: { includePaid: true },
          schema: payrollListResponse,
          signal,
        }),
    }),
  );

/** `asistencia/presencelistdates`: the period's dates with counts by code. */
export const usePresenceDates = (payrollId: number | null) =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.dates(payrollId ?? 0),
      queryFn: ({ signal }) =>
        apiRequest(API.presenceListDates, { body: { payrollId }, schema: presenceListDatesResponse, signal }),
      enabled: payrollId !== null,
    }),
  );

/** `asistencia/presencelist`: a page of a date's rows. */
export const usePresenceList = (params: PresenceListRequest | null) =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.rows(params ?? ({} as PresenceListRequest)),
      queryFn: ({ signal }) =>
        apiRequest(API.presenceList, { body: params, schema: presenceListResponse, signal }),
      enabled: params !== null,
      placeholderData: keepPreviousData,
    }),
  );

/** `parametros/departamentolista` (for the department filter). */
export const useRegisterDepartments = () =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.departments(),
      queryFn: ({ signal }) =>
        apiRequest(API.departmentList, { body: {}, schema: departmentListResponse, signal }),
      staleTime: 10 * 60_000,
    }),
  );

/** `asistencia/vacationdays`: the vacation balance of an employee. */
export const useVacationBalance = (num: number | null) =>
  useQuery(
    queryOptions({
      queryKey: registerKeys.balance(num ?? 0),
      queryFn: ({ signal }) =>
        apiRequest(API.vacationDays, { body: { num_empleado: num }, schema: vacationDaysResponse, signal }),
      enabled: num !== null,
    }),
  );

const useInvalidateRegister = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: registerKeys.all });
};

/** `asistencia/diaryAsistence` (PUT): one employee-day or many. */
export const useWriteDays = () => {
  const invalidate = useInvalidateRegister();
  return useMutation({
    mutationFn: (input: DiaryAttendanceRequest) =>
      apiRequest(API.diaryAttendance, { body: input, schema: diaryAttendanceResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `asistencia/deleteabsentday` (DELETE): an absence back to the schedule. */
export const useDeleteAbsentDay = () => {
  const invalidate = useInvalidateRegister();
  return useMutation({
    mutationFn: (input: DeleteAbsentDayRequest) =>
      apiRequest(API.deleteAbsentDay, { body: input, schema: deleteAbsentDayResponse }),
    onSuccess: invalidate,
  });
};

/** `acciones/vacationDays` (PUT). */
export const useRegisterVacation = () => {
  const invalidate = useInvalidateRegister();
  return useMutation({
    mutationFn: (input: VacationRangeRequest) =>
      apiRequest(API.vacationRange, { body: input, schema: vacationRangeResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `acciones/disabilityDays` (PUT). */
export const useRegisterDisability = () => {
  const invalidate = useInvalidateRegister();
  return useMutation({
    mutationFn: (input: DisabilityRangeRequest) =>
      apiRequest(API.disabilityRange, { body: input, schema: disabilityRangeResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `acciones/unpaidLeaveDays` (PUT): an unpaid leave or a suspension. */
export const useRegisterUnpaidLeave = () => {
  const invalidate = useInvalidateRegister();
  return useMutation({
    mutationFn: (input: UnpaidLeaveRangeRequest) =>
      apiRequest(API.unpaidLeaveRange, { body: input, schema: unpaidLeaveRangeResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};
