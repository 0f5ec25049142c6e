import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  API,
  payeeSummaryResponse,
  type PayeeBankFileRequest,
  type PayeeSummaryExportRequest,
  type PayeeSummaryRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { paymentKeys } from './payment-summary';

/** Query keys of what the payees are owed (a payroll or a month). */
export const payeeKeys = {
  summary: (scope: PayeeSummaryRequest) => [...paymentKeys.all, 'payees', scope] as const,
};

/** `rubros/pagosbeneficiario`: what a payroll or a month owes each payee. */
export const usePayeeSummary = (scope: PayeeSummaryRequest | null) =>
  useQuery({
    queryKey: payeeKeys.summary(scope ?? {}),
    enabled: scope !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(API.payeeSummary, { body: scope!, schema: payeeSummaryResponse, signal }),
  });

const scopeName = (scope: PayeeSummaryRequest) => scope.month ?? `planilla-${scope.payrollId}`;

/** `rubros/pagosbeneficiarioexport`: the summary as an Excel workbook. */
export const exportPayeeSummary = async (request: PayeeSummaryExportRequest): Promise<void> => {
  const name = `pagos-beneficiarios-${scopeName(request)}.${request.format ?? 'xlsx'}`;
  saveFile(await apiDownload(API.payeeSummaryExport, request, name));
};

export const useExportPayeeSummary = () =>
  useMutation({ mutationFn: exportPayeeSummary, meta: { silent: true } });

/** `rubros/pagosbeneficiariobanco`: the payees' bank file, downloaded as the server names it. */
export const downloadPayeeBankFile = async (request: PayeeBankFileRequest): Promise<void> => {
  saveFile(
    await apiDownload(
      API.payeeBankFile,
      request,
      `beneficiarios-${request.layoutCode}-${scopeName(request)}.txt`,
    ),
  );
};

export const useDownloadPayeeBankFile = () =>
  useMutation({ mutationFn: downloadPayeeBankFile, meta: { silent: true } });
