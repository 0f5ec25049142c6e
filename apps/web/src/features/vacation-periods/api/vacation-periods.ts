import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  departmentListResponse,
  vacationDataResponse,
  vacationEmployeeResponse,
  vacationOpeningImportResponse,
  vacationRangeResponse,
  type VacationOpeningImportRequest,
  type VacationAdjustmentRequest,
  type VacationEmployeeRequest,
  type VacationExportRequest,
  type VacationRangeRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

const company = currentCompanyId;

/** Query keys of the vacation periods screen, per company. */
export const vacationKeys = {
  all: ['vacationPeriods'] as const,
  list: (request: VacationEmployeeRequest) => [...vacationKeys.all, company(), 'list', request] as const,
  employee: (num: number) => [...vacationKeys.all, company(), 'employee', num] as const,
  departments: () => [...vacationKeys.all, company(), 'departments'] as const,
};

/** `vacaciones/vacationemployee`: a page of the balances and the company summary. */
export const useVacationBalances = (request: VacationEmployeeRequest) =>
  useQuery({
    queryKey: vacationKeys.list(request),
    queryFn: ({ signal }) =>
      apiRequest(API.vacationEmployee, { body: request, schema: vacationEmployeeResponse, signal }),
    placeholderData: keepPreviousData,
  });

/** `vacaciones/vacationdata`: one employee's periods, days taken and adjustments. */
export const useVacationData = (num: number | null) =>
  useQuery({
    queryKey: vacationKeys.employee(num ?? 0),
    enabled: num !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.vacationData, { body: { num_empleado: num }, schema: vacationDataResponse, signal }),
  });

/** `parametros/departamentolista`: the department filter. */
export const useVacationDepartments = () =>
  useQuery({
    queryKey: vacationKeys.departments(),
    queryFn: ({ signal }) =>
      apiRequest(API.departmentList, { body: {}, schema: departmentListResponse, signal }),
    staleTime: 5 * 60_000,
  });

const useInvalidateVacations = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: vacationKeys.all });
};

/** `vacaciones/vacationadjustment` (PUT): an opening balance or an adjustment. */
export const useAddVacationAdjustment = () => {
  const invalidate = useInvalidateVacations();
  return useMutation({
    mutationFn: (input: VacationAdjustmentRequest) =>
      apiRequest(API.vacationAdjustment, { body: input, schema: vacationDataResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `acciones/vacationDays` (PUT): registers a vacation (the attendance's personal action). */
export const useRegisterVacationRange = () => {
  const invalidate = useInvalidateVacations();
  return useMutation({
    mutationFn: (input: VacationRangeRequest) =>
      apiRequest(API.vacationRange, { body: input, schema: vacationRangeResponse }),
    meta: { silent: true },
    onSuccess: invalidate,
  });
};

/** `vacaciones/vacationexport`: the balances as a file, saved by the browser. */
export const useExportVacations = () =>
  useMutation({
    mutationFn: async (input: VacationExportRequest) =>
      saveFile(await apiDownload(API.vacationExport, input, `vacaciones.${input.format ?? 'xlsx'}`)),
  });

/** `vacaciones/vacationopeningimport` (PUT): opening balances of many employees (dry run or save). */
export const useImportOpenings = () => {
  const invalidate = useInvalidateVacations();
  return useMutation({
    mutationFn: (input: VacationOpeningImportRequest) =>
      apiRequest(API.vacationOpeningImport, { body: input, schema: vacationOpeningImportResponse }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (!answer.dryRun) void invalidate();
    },
  });
};
