import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  salaryCertificateListResponse,
  verifySalaryCertificateResponse,
  type SalaryCertificateListResponse,
  type VerifySalaryCertificateResponse,
} from '@planilla/contracts';
import { apiDownload, apiRequest, saveFile } from '../../../lib/api-client';
import { selfServiceKeys } from './keys';

/** `autoservicio/misconstancias`: my salary certificates, newest first, with their state. */
export const listMyCertificates = (signal?: AbortSignal): Promise<SalaryCertificateListResponse> =>
  apiRequest(API.mySalaryCertificates, { body: {}, schema: salaryCertificateListResponse, signal });

export const useMyCertificates = () =>
  useQuery({ queryKey: selfServiceKeys.certificates(), queryFn: ({ signal }) => listMyCertificates(signal) });

/** `autoservicio/constancia`: a new certificate of mine, saved as its PDF; the list shows it afterwards. */
export const useIssueMyCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveFile(await apiDownload(API.mySalaryCertificate, {}, 'constancia-salarial.pdf')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: selfServiceKeys.certificates() }),
  });
};

/** `publico/verificarconstancia`: no session; the answer is genuine (with the statement) or not valid. */
export const verifyCertificate = (
  code: string,
  signal?: AbortSignal,
): Promise<VerifySalaryCertificateResponse> =>
  apiRequest(API.verifySalaryCertificate, {
    body: { code },
    schema: verifySalaryCertificateResponse,
    auth: false,
    signal,
  });

export const useVerifyCertificate = (code: string) =>
  useQuery({
    queryKey: ['certificateVerification', code],
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    retry: false,
    staleTime: Infinity,
  });
