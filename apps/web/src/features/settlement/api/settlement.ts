import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, newSettlementResponse, settlementPreviewResponse } from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';

export const settlementKeys = {
  all: ['settlement'] as const,
  preview: (num: number) => [...settlementKeys.all, 'preview', num] as const,
};

/** `procesoPlanilla/settlementpreview`: the settlement of the employee's recorded exit (final once paid). */
export const useSettlementPreview = (num: number, enabled: boolean) =>
  useQuery({
    queryKey: settlementKeys.preview(num),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest(API.settlementPreview, {
        body: { num_empleado: num },
        schema: settlementPreviewResponse,
        signal,
      }),
  });

/** `procesoPlanilla/newsettlement` (PUT): the settlement payroll of the exit (answers the existing one). */
export const useNewSettlement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (num: number) =>
      apiRequest(API.newSettlement, { body: { num_empleado: num }, schema: newSettlementResponse }),
    meta: { silent: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payrollCalculation'] }),
      ]),
  });
};

/** `procesoPlanilla/settlementpdf`: the settlement document to sign, saved as a file. */
export const useDownloadSettlement = () =>
  useMutation({
    mutationFn: async (num: number) =>
      saveFile(await apiDownload(API.settlementPdf, { num_empleado: num }, `liquidacion-${num}.pdf`)),
  });
