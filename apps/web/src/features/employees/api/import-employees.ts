import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  importDryRunResponse,
  importJob,
  type ImportDryRunResponse,
  type ImportJob,
  type ImportTemplateRequest,
} from '@planilla/contracts';
import { apiDownload, apiRequest, apiUpload, isApiError, saveFile } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { currentCompanyId } from '../../../lib/session';
import { employeeKeys } from './keys';

/** The server's limit for an import file (`empleados/importdryrun`, `empleados/importemployees`): 413 above. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

type TemplateFormat = NonNullable<ImportTemplateRequest['format']>;

/** `empleados/importtemplate`: the file to fill, saved through the browser. */
export const downloadImportTemplate = async (format: TemplateFormat): Promise<void> => {
  saveFile(await apiDownload(API.importTemplate, { format }, `plantilla-empleados.${format}`));
};

export const useDownloadImportTemplate = () =>
  useMutation({ mutationFn: downloadImportTemplate, meta: { silent: true } });

/** `empleados/importdryrun`: every problem of every row; nothing is written. */
export const importDryRun = (file: File): Promise<ImportDryRunResponse> =>
  apiUpload(API.importDryRun, file, importDryRunResponse);

export const useImportDryRun = () => useMutation({ mutationFn: importDryRun, meta: { silent: true } });

/** `empleados/importemployees`: imports the valid rows as a job (answered running; poll its status). */
export const startEmployeeImport = (file: File): Promise<ImportJob> =>
  apiUpload(API.importEmployees, file, importJob);

export const useStartEmployeeImport = () =>
  useMutation({ mutationFn: startEmployeeImport, meta: { silent: true } });

/** `empleados/importstatus`: progress and outcome of an import (employees or padrón). */
export const getImportJob = (jobId: string, signal?: AbortSignal): Promise<ImportJob> =>
  apiRequest(API.importStatus, { body: { jobId }, schema: importJob, signal });

/**
 * When to ask again for a job: every `IMPORT_POLL_MS` while it runs; never once it ended, or when the server
 * refused the question (a 4xx: the job is unknown or not the user's). Network and server failures keep polling.
 */
export const importJobPollInterval = (job: ImportJob | undefined, error: unknown): number | false => {
  if (job && job.status !== 'running') return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return IMPORT_POLL_MS;
};

export const isJobFinished = (job: ImportJob | undefined): job is ImportJob =>
  job !== undefined && job.status !== 'running';

/** The job to show before the first answer: only ever the same job (never the previous import's result). */
export const jobPlaceholder = (
  jobId: string | null,
  previous: ImportJob | undefined,
  initial: ImportJob | undefined,
): ImportJob | undefined => {
  if (previous && previous.jobId === jobId) return previous;
  if (initial && initial.jobId === jobId) return initial;
  return undefined;
};

const companyOf = () => currentCompanyId();

/** The job's answer carries texts (problems, error) in the request language: one entry per language. */
export const importJobKey = (jobId: string) =>
  [...employeeKeys.company(companyOf()), 'importJob', jobId, currentLanguage()] as const;

/**
 * Polls a job until it ends. `initial` is the job the start call answered (shown at once). When an
 * employee import succeeds the employee lists are read again; when a padrón import ends its status is. The
 * key holds the interface language, so a change of language asks again for the texts in that language.
 */
export const useImportJob = (jobId: string | null, initial?: ImportJob) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importJobKey(jobId ?? ''),
    queryFn: ({ signal }) => getImportJob(jobId ?? '', signal),
    enabled: jobId !== null,
    // Until the first answer: what was shown of this job in the previous language, or the start call's answer.
    placeholderData: (previous) => jobPlaceholder(jobId, previous, initial),
    staleTime: 0,
    refetchInterval: (q) => importJobPollInterval(q.state.data, q.state.error),
    refetchIntervalInBackground: true,
  });
  const job = query.data;
  const ended = isJobFinished(job) ? `${job.kind}:${job.status}` : null;
  useEffect(() => {
    if (ended === null) return;
    const company = companyOf();
    if (ended === 'employees:succeeded')
      void queryClient.invalidateQueries({ queryKey: employeeKeys.lists(company) });
    if (ended.startsWith('padron:'))
      void queryClient.invalidateQueries({ queryKey: employeeKeys.padron(company) });
  }, [ended, queryClient]);
  return query;
};
