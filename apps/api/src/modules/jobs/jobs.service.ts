import type { ErrorCode, ImportJob, ImportProblem } from '@planilla/contracts';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorMessage, translate, type Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './jobs.repository';

/** A running job's progress, kept in memory too so a long transaction can report it (it is not committed yet). */
const live = new Map<string, { processed: number; total: number }>();

/** Background work of running jobs: closing the app waits for it, so no job outlives its database. */
const inFlight = new Set<Promise<unknown>>();

/** Registers a job's background work (its errors are the caller's to log). */
export const trackJob = (work: Promise<unknown>): void => {
  inFlight.add(work);
  work.then(
    () => inFlight.delete(work),
    () => inFlight.delete(work),
  );
};

/** Resolves when every tracked job has ended, well or not. */
export const jobsSettled = async (): Promise<void> => {
  await Promise.allSettled([...inFlight]);
};

/** Without a progress write for this long, a running job is taken as interrupted (its process ended). */
export const STALE_MS = 5 * 60 * 1000;

export type JobHandle = {
  id: string;
  /** Reports progress: in memory always, in the job row when `persist` (outside a transaction). */
  progress: (processed: number, persist?: boolean) => Promise<void>;
  succeed: (processed: number, result: unknown) => Promise<void>;
  fail: (code: ErrorCode) => Promise<void>;
};

export const startJob = async (
  db: Db,
  job: { kind: 'padron' | 'employees'; companyId: number | null; userId: number; total: number },
): Promise<JobHandle> => {
  const id = randomUUID();
  await repo.insertJob(db, { id, ...job });
  live.set(id, { processed: 0, total: job.total });
  return {
    id,
    progress: async (processed, persist = false) => {
      live.set(id, { processed, total: job.total });
      if (persist) await repo.setProgress(db, id, processed);
    },
    succeed: async (processed, result) => {
      live.delete(id);
      await repo.finishJob(db, id, { status: 'succeeded', processed, result });
    },
    fail: async (code) => {
      live.delete(id);
      await repo.finishJob(db, id, { status: 'failed', errorCode: code });
    },
  };
};

type StoredProblem = Omit<ImportProblem, 'reason'> & { reason: string };

export const jobDto = (j: repo.JobRecord, lang: Lang): ImportJob => {
  const mem = live.get(j.id);
  const stale = j.status === 'running' && !mem && Date.now() - j.updatedAt.getTime() > STALE_MS;
  const status = stale ? 'failed' : (j.status as ImportJob['status']);
  const errorCode = stale ? 'INTERNAL_ERROR' : (j.errorCode as ErrorCode | null);
  let result = (j.result as ImportJob['result']) ?? null;
  if (result && 'problems' in result) {
    // Reasons are stored as message keys and answered in the language of whoever asks.
    result = {
      ...result,
      problems: (result.problems as StoredProblem[]).map((p) => ({
        ...p,
        reason: translate(p.reason, lang),
      })),
    };
  }
  return {
    jobId: j.id,
    kind: j.kind as ImportJob['kind'],
    status,
    processed: mem?.processed ?? j.processed,
    total: j.total,
    startedAt: j.startedAt.toISOString(),
    finishedAt: j.finishedAt ? j.finishedAt.toISOString() : null,
    error: errorCode ? { code: errorCode, message: errorMessage(errorCode, lang) } : null,
    result: status === 'succeeded' ? result : null,
  };
};

/** empleados/importstatus: a padrón job (global, admins only) or an employee import of the caller's company. */
export const getJobStatus = async (
  db: Db,
  auth: AuthContext,
  jobId: string,
  lang: Lang,
  isAdmin: boolean,
): Promise<ImportJob> => {
  const j = await repo.getJob(db, jobId);
  if (!j) throw new AppError('IMPORT_JOB_NOT_FOUND');
  if (j.kind === 'padron' ? !isAdmin : j.companyId !== auth.companyId)
    throw new AppError('IMPORT_JOB_NOT_FOUND');
  return jobDto(j, lang);
};
