import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  binnacleDocumentResponse,
  emailPaidDocumentResponse,
  paidDocuments3MonthsResponse,
  voucherSendResult,
  voucherStatusResponse,
  type EmailPaidDocumentRequest,
  type ResendPaidDocumentRequest,
  type RetryPaidDocumentRequest,
  type VoucherStatusRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';

/** Query keys of the payment vouchers screen. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  payrolls: () => [...voucherKeys.all, 'payrolls'] as const,
  status: (request: VoucherStatusRequest) => [...voucherKeys.all, 'status', request] as const,
  log: (payrollId: number, page: number, pageSize: number) =>
    [...voucherKeys.all, 'log', payrollId, page, pageSize] as const,
};

/** `postPlanilla/paiddocument3months`: the last 3 months' payrolls with their sending progress. */
export const useVoucherPayrolls = () =>
  useQuery({
    queryKey: voucherKeys.payrolls(),
    queryFn: ({ signal }) =>
      apiRequest(API.paidDocuments3Months, { body: {}, schema: paidDocuments3MonthsResponse, signal }),
  });

/** `postPlanilla/voucherstatus`: a page of the payroll's employees with their voucher's status; polled while sending. */
export const useVoucherStatus = (request: VoucherStatusRequest | null, polling: boolean) =>
  useQuery({
    queryKey: voucherKeys.status(request ?? { payrollId: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 2000 : false,
    queryFn: ({ signal }) =>
      apiRequest(API.voucherStatus, { body: request!, schema: voucherStatusResponse, signal }),
  });

/** `procesoPlanilla/binnacledocument` (PUT, nothing recorded): the payroll's document log, newest first. */
export const useDocumentLog = (payrollId: number | null, page: number, pageSize: number, polling: boolean) =>
  useQuery({
    queryKey: voucherKeys.log(payrollId ?? 0, page, pageSize),
    enabled: payrollId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 4000 : false,
    queryFn: ({ signal }) =>
      apiRequest(API.binnacleDocument, {
        body: { payrollId: payrollId!, page, pageSize },
        schema: binnacleDocumentResponse,
        signal,
      }),
  });

/** `postPlanilla/voucherpdf`: one voucher as a file (a preview is logged as previewed, else as downloaded). */
export const fetchVoucher = (payrollId: number, employee: number, purpose: 'preview' | 'download') =>
  apiDownload(
    API.voucherPdf,
    { payrollId, num_empleado: employee, purpose },
    `comprobante-${payrollId}-${employee}.pdf`,
  );

export const useDownloadVoucher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payrollId, employee }: { payrollId: number; employee: number }) =>
      saveFile(await fetchVoucher(payrollId, employee, 'download')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...voucherKeys.all, 'log'] }),
  });
};

/** `postPlanilla/voucherszip`: every voucher of the payroll in one zip. */
export const useDownloadAllVouchers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payrollId: number) =>
      saveFile(await apiDownload(API.vouchersZip, { payrollId }, `comprobantes-${payrollId}.zip`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...voucherKeys.all, 'log'] }),
  });
};

const useVoucherMutation = <B, R>(call: (body: B) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.all }),
  });
};

/** `util/emailpaiddocument`: queue the vouchers (all or the selected employees), once. */
export const useEmailVouchers = () =>
  useVoucherMutation((body: EmailPaidDocumentRequest) =>
    apiRequest(API.emailPaidDocument, { body, schema: emailPaidDocumentResponse }),
  );

/** `util/resendpaiddocument` (PUT): an explicit re-send of one voucher. */
export const useResendVoucher = () =>
  useVoucherMutation((body: ResendPaidDocumentRequest) =>
    apiRequest(API.resendPaidDocument, { body, schema: voucherSendResult }),
  );

/** `util/retrypaiddocument` (PUT): the failed sendings tried again now. */
export const useRetryVouchers = () =>
  useVoucherMutation((body: RetryPaidDocumentRequest) =>
    apiRequest(API.retryPaidDocument, { body, schema: voucherSendResult }),
  );
