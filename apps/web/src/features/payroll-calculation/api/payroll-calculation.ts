import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  aguinaldoAlimonyResponse,
  aguinaldoEarningsResponse,
  calculatePayrollResponse,
  newAguinaldoResponse,
  saveAguinaldoEarningsResponse,
  type SaveAguinaldoEarningsRequest,
  saveAguinaldoAlimonyResponse,
  type SaveAguinaldoAlimonyRequest,
  calculationState,
  payrollCalculateResponse,
  payrollListResponse,
  payslipDetail,
  type PayrollCalculateExportRequest,
  type PayrollCalculateRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';

/** Query keys of the payroll calculation screen. */
export const calculationKeys = {
  all: ['payrollCalculation'] as const,
  payrolls: () => [...calculationKeys.all, 'payrolls'] as const,
  state: (payrollId: number) => [...calculationKeys.all, 'state', payrollId] as const,
  results: (request: PayrollCalculateRequest) => [...calculationKeys.all, 'results', request] as const,
  payslip: (payrollId: number, employee: number) =>
    [...calculationKeys.all, 'payslip', payrollId, employee] as const,
};

/** `procesoPlanilla/payrolllist`: payrolls that can be calculated or looked at (projected, processed, paid). */
export const usePayrollsToCalculate = () =>
  useQuery({
    queryKey: calculationKeys.payrolls(),
    queryFn: ({ signal }) =>
      apiRequest(API.payrollList, {
        body: { statuses: ['projected', 'processed', 'paid'] },
        schema: payrollListResponse,
        signal,
      }),
  });

/** `procesoPlanilla/calculationstate`; polled while a calculation runs. */
export const useCalculationState = (payrollId: number | null, polling: boolean) =>
  useQuery({
    queryKey: calculationKeys.state(payrollId ?? 0),
    enabled: payrollId !== null,
    refetchInterval: polling ? 1000 : false,
    queryFn: ({ signal }) =>
      apiRequest(API.calculationState, { body: { payrollId: payrollId! }, schema: calculationState, signal }),
  });

/** `procesoPlanilla/payrollcalculate`: a page of the results with the totals. */
export const usePayrollResults = (request: PayrollCalculateRequest | null) =>
  useQuery({
    queryKey: calculationKeys.results(request ?? { payrollId: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(API.payrollCalculate, { body: request!, schema: payrollCalculateResponse, signal }),
  });

/** `procesoPlanilla/payrollcalculateexport`: the results with the grid's filters, as an Excel or CSV file. */
export const exportPayrollResults = async (params: PayrollCalculateExportRequest): Promise<void> => {
  const format = params.format ?? 'xlsx';
  saveFile(await apiDownload(API.payrollCalculateExport, params, `planilla-${params.payrollId}.${format}`));
};

export const useExportPayrollResults = () =>
  useMutation({ mutationFn: exportPayrollResults, meta: { silent: true } });

/** `procesoPlanilla/payslipdetail`. */
export const usePayslipDetail = (payrollId: number, employee: number | null) =>
  useQuery({
    queryKey: calculationKeys.payslip(payrollId, employee ?? 0),
    enabled: employee !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.payslipDetail, {
        body: { payrollId, num_empleado: employee! },
        schema: payslipDetail,
        signal,
      }),
  });

/** `procesoPlanilla/calculatePayroll` (PUT). */
export const useCalculatePayroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payrollId: number) =>
      apiRequest(API.calculatePayroll, { body: { payrollId }, schema: calculatePayrollResponse }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calculationKeys.all }),
  });
};

/** `procesoPlanilla/closepayroll` (PUT), with the net total the user confirmed. */
export const useClosePayroll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { payrollId: number; confirmNet: number }) =>
      apiRequest(API.closePayroll, { body: input, schema: calculationState }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calculationKeys.all }),
  });
};

/** `procesoPlanilla/newaguinaldo` (PUT): the year's aguinaldo payroll (generated once). */
export const useNewAguinaldo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number) => apiRequest(API.newAguinaldo, { body: { year }, schema: newAguinaldoResponse }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: calculationKeys.all }),
  });
};

/** `procesoPlanilla/aguinaldoearnings`: earnings recorded from before the product, for an aguinaldo year. */
export const useAguinaldoEarnings = (year: number | null) =>
  useQuery({
    queryKey: [...calculationKeys.all, 'aguinaldoEarnings', year ?? 0],
    enabled: year !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.aguinaldoEarnings, { body: { year: year! }, schema: aguinaldoEarningsResponse, signal }),
  });

/** `procesoPlanilla/saveaguinaldoearnings` (PUT): a dry run or the save. */
export const useSaveAguinaldoEarnings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAguinaldoEarningsRequest) =>
      apiRequest(API.saveAguinaldoEarnings, { body: input, schema: saveAguinaldoEarningsResponse }),
    meta: { silent: true },
    onSuccess: (answer) => {
      if (!answer.dryRun) void queryClient.invalidateQueries({ queryKey: calculationKeys.all });
    },
  });
};

/** `procesoPlanilla/aguinaldoalimony`: the court-ordered alimony withheld from each aguinaldo of a year. */
export const useAguinaldoAlimony = (year: number | null) =>
  useQuery({
    queryKey: [...calculationKeys.all, 'aguinaldoAlimony', year ?? 0],
    enabled: year !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.aguinaldoAlimony, { body: { year: year! }, schema: aguinaldoAlimonyResponse, signal }),
  });

/** `procesoPlanilla/saveaguinaldoalimony` (PUT): one employee's alimony of a year (amount 0 removes it). */
export const useSaveAguinaldoAlimony = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveAguinaldoAlimonyRequest) =>
      apiRequest(API.saveAguinaldoAlimony, { body: input, schema: saveAguinaldoAlimonyResponse }),
    meta: { silent: true },
    // The aguinaldo payroll is stale after it: its state, results and payslips are read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: calculationKeys.all }),
  });
};
