import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  bankFilesResponse,
  bankLayoutItem,
  bankLayoutPreview,
  bankLayoutsResponse,
  generatedFileItem,
  payrollListResponse,
  paymentResume,
  type BankFileRequest,
  type BankLayoutPreviewRequest,
  type GeneratedFileItem,
  type NewBankLayoutRequest,
  type UpdateBankLayoutRequest,
} from '@planilla/contracts';
import { API_BASE, ApiError, apiRequest, saveFile, signedInHeaders } from '../../../lib/api-client';

/** Query keys of the payment summary screen. */
export const paymentKeys = {
  all: ['paymentSummary'] as const,
  payrolls: () => [...paymentKeys.all, 'payrolls'] as const,
  summary: (payrollId: number) => [...paymentKeys.all, 'summary', payrollId] as const,
  layouts: (includeInactive: boolean) => [...paymentKeys.all, 'layouts', includeInactive] as const,
  preview: (request: BankLayoutPreviewRequest) => [...paymentKeys.all, 'preview', request] as const,
  files: (payrollId: number) => [...paymentKeys.all, 'files', payrollId] as const,
};

/** `procesoPlanilla/payrolllist`: payrolls with a calculation (processed or paid). */
export const usePayrollsWithPayments = () =>
  useQuery({
    queryKey: paymentKeys.payrolls(),
    queryFn: ({ signal }) =>
      apiRequest(API.payrollList, {
        body: { statuses: ['processed', 'paid'] },
        schema: payrollListResponse,
        signal,
      }),
  });

/** `procesoPlanilla/paymentresume`. */
export const usePaymentResume = (payrollId: number | null) =>
  useQuery({
    queryKey: paymentKeys.summary(payrollId ?? 0),
    enabled: payrollId !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.paymentResume, { body: { payrollId: payrollId! }, schema: paymentResume, signal }),
  });

/** `procesoPlanilla/banklayouts`: built-in and company layouts. */
export const useBankLayouts = (includeInactive = false) =>
  useQuery({
    queryKey: paymentKeys.layouts(includeInactive),
    queryFn: ({ signal }) =>
      apiRequest(API.bankLayouts, {
        body: includeInactive ? { includeInactive } : {},
        schema: bankLayoutsResponse,
        signal,
      }),
  });

/** `procesoPlanilla/banklayoutpreview`: first lines and totals, nothing stored. */
export const useBankLayoutPreview = (request: BankLayoutPreviewRequest | null) =>
  useQuery({
    queryKey: paymentKeys.preview(request ?? { payrollId: 0 }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest(API.bankLayoutPreview, { body: request!, schema: bankLayoutPreview, signal }),
  });

/** `procesoPlanilla/bankfiles`: the payroll's stored bank files. */
export const useBankFiles = (payrollId: number | null) =>
  useQuery({
    queryKey: paymentKeys.files(payrollId ?? 0),
    enabled: payrollId !== null,
    queryFn: ({ signal }) =>
      apiRequest(API.bankFiles, { body: { payrollId: payrollId! }, schema: bankFilesResponse, signal }),
  });

/** `procesoPlanilla/bankfile` (PUT): generates and stores the file. */
export const useGenerateBankFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankFileRequest) =>
      apiRequest(API.bankFile, { body: input, schema: generatedFileItem }),
    meta: { silent: true },
    onSettled: (_d, _e, input) =>
      queryClient.invalidateQueries({ queryKey: paymentKeys.files(input.payrollId) }),
  });
};

/** `procesoPlanilla/newbanklayout` or `updatebanklayout`. */
export const useSaveBankLayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewBankLayoutRequest | UpdateBankLayoutRequest) =>
      'id' in input
        ? apiRequest(API.updateBankLayout, { body: input, schema: bankLayoutItem })
        : apiRequest(API.newBankLayout, { body: input, schema: bankLayoutItem }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'layouts'] }),
  });
};

/** `procesoPlanilla/deactivatebanklayout`. */
export const useDeactivateBankLayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(API.deactivateBankLayout, { body: { id }, schema: bankLayoutItem }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...paymentKeys.all, 'layouts'] }),
  });
};

/** `GET util/` of a stored bank file (headers carpeta and nom_archivo), saved through the browser. */
export const downloadBankFile = async (file: GeneratedFileItem): Promise<void> => {
  // A plain call first: it renews an expired token the way every call does.
  await apiRequest(API.bankFiles, { body: { payrollId: file.payrollId ?? 0 }, schema: bankFilesResponse });
  const headers = signedInHeaders();
  if (!headers) throw new ApiError('UNAUTHENTICATED', 'Not signed in', undefined, 401);
  const response = await fetch(`${API_BASE}/${API.utilFile}`, {
    headers: { ...headers, carpeta: file.carpeta, nom_archivo: file.nom_archivo },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let body: { error?: { code: string; message: string } } | undefined;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      body = undefined;
    }
    throw new ApiError(
      body?.error?.code ?? 'INVALID_RESPONSE',
      body?.error?.message ?? `HTTP ${response.status}`,
      undefined,
      response.status,
    );
  }
  saveFile({ blob: await response.blob(), filename: file.nom_archivo });
};

export const useDownloadBankFile = () =>
  useMutation({ mutationFn: downloadBankFile, meta: { silent: true } });
