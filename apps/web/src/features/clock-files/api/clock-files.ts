import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  clockApplyResponse,
  clockFileReadResponse,
  clockFileRegisterResponse,
  clockFilesResponse,
  clockPayrollResponse,
  clockRecordsResponse,
  importJob,
  utilUploadResponse,
  type ClockRowErrorReason,
  type ImportJob,
} from '@planilla/contracts';
import type { z } from 'zod';
import { API_BASE, ApiError, apiRequest, isApiError, saveFile, signedInHeaders } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { currentCompanyId } from '../../../lib/session';

/** The folder of clock files in the company's storage, and the read-only folder of the samples. */
export const CLOCK_FOLDER = 'marcas';
export const SAMPLES_FOLDER = 'ejemplos';
/** The sample clock file of each format (apps/api/seeds/clock-files), downloadable from the upload screen. */
export const SAMPLE_FILES = [
  { format: 'csv', name: 'marcas-quincena.csv' },
  { format: 'txt', name: 'marcas-reloj.txt' },
  { format: 'xlsx', name: 'marcas-quincena.xlsx' },
  { format: 'zkteco', name: '1_attlog.dat' },
] as const;
const POLL_MS = 500;

const companyOf = currentCompanyId;
export const clockKeys = {
  all: (company: number) => ['clockFiles', company] as const,
  files: (company: number) => [...clockKeys.all(company), 'files'] as const,
  errors: (company: number) => [...clockKeys.all(company), 'errors'] as const,
  payrolls: (company: number) => [...clockKeys.all(company), 'payrolls'] as const,
};

const sessionHeaders = (): Record<string, string> => {
  const headers = signedInHeaders();
  if (!headers) throw new ApiError('UNAUTHENTICATED', 'Not signed in', undefined, 401);
  return headers;
};

const envelopeError = (status: number, body: unknown): ApiError => {
  const error = (
    body as { error?: { code: string; message: string; fields?: Record<string, string> } } | undefined
  )?.error;
  return error
    ? new ApiError(error.code, error.message, error.fields, status)
    : new ApiError(status === 0 ? 'NETWORK_ERROR' : 'INVALID_RESPONSE', `HTTP ${status}`, undefined, status);
};

/** A stored name that cannot collide with an earlier upload of the same file name (a clock exports 1_attlog.dat every time). */
export const storedNameFor = (file: File, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  // eslint-disable-next-line no-control-regex
  const clean = file.name.replace(/[/\\%:\u0000-\u001f]/g, '_').replace(/^\.+/, '');
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}-${clean || 'marcas'}`;
};

/**
 * `POST util/` with upload progress (fetch reports none): the file streams to the company's `marcas` folder.
 * A list call first renews the session when its token has expired, so the upload goes with a live token.
 */
export const uploadClockFile = async (
  file: File,
  storedName: string,
  onProgress: (sent: number, total: number) => void,
): Promise<z.output<typeof utilUploadResponse>> => {
  await apiRequest(API.clockFiles, { body: { pageSize: 1 }, schema: clockFilesResponse });
  const form = new FormData();
  form.append('nom_archivo', storedName);
  form.append('carpeta', CLOCK_FOLDER);
  form.append('indInserta', 'S');
  form.append('indModifica', 'N');
  form.append('archivo', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/${API.utilFile}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onerror = () => reject(new ApiError('NETWORK_ERROR', 'Network error', undefined, 0));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && (body as { ok?: boolean } | undefined)?.ok;
      if (!ok) return reject(envelopeError(xhr.status, body));
      const parsed = utilUploadResponse.safeParse((body as { data: unknown }).data);
      if (!parsed.success)
        reject(new ApiError('INVALID_RESPONSE', parsed.error.message, undefined, xhr.status));
      else resolve(parsed.data);
    };
    xhr.send(form);
  });
};

/** Uploads, registers and starts reading a clock file; answers the read's job. */
export const sendClockFile = async (
  file: File,
  onProgress: (sent: number, total: number) => void,
): Promise<z.output<typeof clockFileReadResponse>> => {
  const stored = await uploadClockFile(file, storedNameFor(file), onProgress);
  const registered = await apiRequest(API.clockFileRegister, {
    body: { nom_archivo: stored.nom_archivo, carpeta: stored.carpeta, fileName: file.name },
    schema: clockFileRegisterResponse,
  });
  return apiRequest(API.clockFileRead, {
    body: { fileId: registered.fileId },
    schema: clockFileReadResponse,
  });
};

export const useSendClockFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; onProgress: (sent: number, total: number) => void }) =>
      sendClockFile(input.file, input.onProgress),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clockKeys.files(companyOf()) }),
  });
};

/** Reads a registered file again (after projecting a payroll, say). */
export const useRereadClockFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      apiRequest(API.clockFileRead, { body: { fileId }, schema: clockFileReadResponse }),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clockKeys.files(companyOf()) }),
  });
};

/** The read's job, polled until it ends; then the lists are read again. */
export const useClockJob = (jobId: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...clockKeys.all(companyOf()), 'job', jobId ?? '', currentLanguage()],
    queryFn: async ({ signal }): Promise<ImportJob> => {
      const job = await apiRequest(API.importStatus, { body: { jobId }, schema: importJob, signal });
      if (job.status !== 'running')
        void queryClient.invalidateQueries({ queryKey: clockKeys.all(companyOf()) });
      return job;
    },
    enabled: jobId !== null,
    staleTime: 0,
    refetchInterval: (q) => {
      if (q.state.data && q.state.data.status !== 'running') return false;
      if (isApiError(q.state.error) && q.state.error.status >= 400 && q.state.error.status < 500)
        return false;
      return POLL_MS;
    },
  });
};

export const useClockFiles = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...clockKeys.files(companyOf()), page, pageSize, currentLanguage()],
    queryFn: ({ signal }) =>
      apiRequest(API.clockFiles, { body: { page, pageSize }, schema: clockFilesResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const useClockErrors = (query: {
  fileId?: number | undefined;
  reason?: ClockRowErrorReason | undefined;
  page: number;
  pageSize: number;
}) =>
  useQuery({
    queryKey: [...clockKeys.errors(companyOf()), query, currentLanguage()],
    queryFn: ({ signal }) =>
      apiRequest(API.clockFileRecords, { body: query, schema: clockRecordsResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const useClockPayrolls = () =>
  useQuery({
    queryKey: clockKeys.payrolls(companyOf()),
    queryFn: ({ signal }) =>
      apiRequest(API.clockPayrolls, { body: {}, schema: clockPayrollResponse, signal }),
  });

export type ClockApplyInput = { payrollId: number; preview: boolean; overwritePersonChanges: boolean };
export const useApplyClockMarks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClockApplyInput) =>
      apiRequest(API.clockApply, { body: input, schema: clockApplyResponse }),
    meta: { silent: true },
    onSuccess: (result) => {
      // An applied change alters the payroll's days: every cached list of the company is read again.
      if (result.applied) void queryClient.invalidateQueries();
    },
  });
};

/** `GET util/` of a sample file (folder `ejemplos`), saved through the browser. */
export const downloadSample = async (name: string): Promise<void> => {
  await apiRequest(API.clockFiles, { body: { pageSize: 1 }, schema: clockFilesResponse });
  const response = await fetch(`${API_BASE}/${API.utilFile}`, {
    headers: { ...sessionHeaders(), carpeta: SAMPLES_FOLDER, nom_archivo: name },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw envelopeError(response.status, body);
  }
  saveFile({ blob: await response.blob(), filename: name });
};
