import { useMutation, useQuery } from '@tanstack/react-query';
import { API, mySettlementResponse, type MySettlementResponse } from '@planilla/contracts';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';
import { openOrSavePdf } from './pdf-file';

/** `autoservicio/miliquidacion`: my settlement once paid, as the settlement states it (null without one). */
export const getMySettlement = (signal?: AbortSignal): Promise<MySettlementResponse> =>
  apiRequest(API.mySettlement, { body: {}, schema: mySettlementResponse, signal });

export const useMySettlement = () =>
  useQuery({ queryKey: selfServiceKeys.settlement(), queryFn: ({ signal }) => getMySettlement(signal) });

/** `autoservicio/miliquidacionpdf`: the settlement's document, opened in a new tab or saved. */
export const useMySettlementPdf = () =>
  useMutation({
    mutationFn: (purpose: 'preview' | 'download') =>
      openOrSavePdf(() => apiDownload(API.mySettlementPdf, { purpose }, 'liquidacion.pdf'), purpose),
  });
