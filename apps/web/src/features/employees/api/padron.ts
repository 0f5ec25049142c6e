import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { API, importJob, padronStatusResponse, type ImportJob } from '@planilla/contracts';
import type { z } from 'zod';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

export type PadronStatus = z.output<typeof padronStatusResponse>;

/** The server's limit for `PADRON_COMPLETO.txt` (`empleados/padronimport`). */
export const PADRON_MAX_BYTES = 1024 * 1024 * 1024;

/** `empleados/padronstatus`: whether a roll is loaded, its size, date and file name, and the last import. */
export const getPadronStatus = (signal?: AbortSignal): Promise<PadronStatus> =>
  apiRequest(API.padronStatus, { body: {}, schema: padronStatusResponse, signal });

export const padronStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...employeeKeys.padron(currentCompanyId()), 'status'],
    queryFn: ({ signal }) => getPadronStatus(signal),
    staleTime: 0,
  });

export const usePadronStatus = (enabled = true) => useQuery({ ...padronStatusQueryOptions(), enabled });

/**
 * `empleados/padronimport`: uploads the roll (multipart, field `archivo`) and answers the running job; poll
 * `empleados/importstatus`. The browser sends the `File` from disk as the body streams: the ~400 MB file is
 * never read into memory here.
 */
export const uploadPadron = (file: File): Promise<ImportJob> => apiUpload(API.padronImport, file, importJob);

export const useUploadPadron = () => useMutation({ mutationFn: uploadPadron, meta: { silent: true } });
