import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  accountingResume,
  chartOfAccounts,
  departmentListResponse,
  payrollListResponse,
  type AccountingResumeExportRequest,
  type AccountingResumeRequest,
  type SaveChartOfAccountsRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';

/** Query keys of the accounting summary screen. */
export const accountingKeys = {
  all: () => ['accountingSummary', currentCompanyId()] as const,
  payrolls: () => [...accountingKeys.all(), 'payrolls'] as const,
  journal: (request: AccountingResumeRequest) => [...accountingKeys.all(), 'journal', request] as const,
  chart: () => [...accountingKeys.all(), 'chart'] as const,
  departments: () => [...accountingKeys.all(), 'departments'] as const,
};

/** `procesoPlanilla/payrolllist`: the payrolls that have a journal (processed: draft; paid: final). */
export const useJournalPayrolls = () =>
  useQuery({
    queryKey: accountingKeys.payrolls(),
    queryFn: ({ signal }) =>
      apiRequest(API.payrollList, {
        body: { statuses: ['processed', 'paid'] },
        schema: payrollListResponse,
        signal,
      }),
  });

/** `procesoPlanilla/accountingresume`. */
export const useAccountingResume = (request: AccountingResumeRequest | null) =>
  useQuery({
    queryKey: accountingKeys.journal(request ?? {}),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(API.accountingResume, { body: request!, schema: accountingResume, signal }),
  });

/** `procesoPlanilla/accountingresumeexport`: the journal as an Excel or CSV file. */
export const exportAccountingResume = async (params: AccountingResumeExportRequest): Promise<void> => {
  const format = params.format ?? 'xlsx';
  const name = params.month ? `asiento-planilla-${params.month}` : `asiento-planilla-${params.payrollId}`;
  saveFile(await apiDownload(API.accountingResumeExport, params, `${name}.${format}`));
};

export const useExportAccountingResume = () =>
  useMutation({ mutationFn: exportAccountingResume, meta: { silent: true } });

/** `procesoPlanilla/chartofaccounts`. */
export const useChartOfAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: accountingKeys.chart(),
    enabled,
    queryFn: ({ signal }) => apiRequest(API.chartOfAccounts, { body: {}, schema: chartOfAccounts, signal }),
  });

/** `parametros/departamentolista`: the cost centres a department account may name. */
export const useChartDepartments = (enabled: boolean) =>
  useQuery({
    queryKey: accountingKeys.departments(),
    enabled,
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      apiRequest(API.departmentList, { body: {}, schema: departmentListResponse, signal }),
  });

/** `procesoPlanilla/savechartofaccounts` (PUT): the whole chart; the journal is read again with it. */
export const useSaveChartOfAccounts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveChartOfAccountsRequest) =>
      apiRequest(API.saveChartOfAccounts, { body, schema: chartOfAccounts }),
    meta: { silent: true },
    onSuccess: (chart) => {
      queryClient.setQueryData(accountingKeys.chart(), chart);
      void queryClient.invalidateQueries({ queryKey: [...accountingKeys.all(), 'journal'] });
    },
  });
};
