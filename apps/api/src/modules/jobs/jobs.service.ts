import type { ErrorCode, ImportJob, ImportProblem } from '@planilla/contracts';
import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { errorMessage, translate, type Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './jobs.repository';
import { clearStaging } from './staging.repository';

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

/**
 * This server process: recorded on the jobs it runs (their lease's owner), so a later process can tell its
 * ghosts (issue 10). `INSTANCE_ID` in the environment names an instance across restarts (a container's name):
 * when it starts again, the jobs its previous life left running are released at once, without waiting for
 * their lease to expire (issue 23).
 */
const CONFIGURED_INSTANCE = process.env.INSTANCE_ID?.trim() || null;
export const INSTANCE_ID = CONFIGURED_INSTANCE ?? randomUUID();
/**
 * A running job's lease: another process whose heartbeat stopped this long ago is gone (its jobs are ghosts).
 * 30 s, or `JOB_LEASE_MS` (the two-instance CI scenario shortens it so a takeover is seen in seconds).
 */
export const GHOST_AFTER_MS =
  Number(process.env.JOB_LEASE_MS ?? 0) > 0 ? Number(process.env.JOB_LEASE_MS) : 30_000;
/** How often a running job's row is touched (its lease renewed) while its process lives: 6 times a lease. */
export const HEARTBEAT_MS = Math.min(5_000, Math.max(100, Math.floor(GHOST_AFTER_MS / 6)));

export type InterruptedJob = {
  id: string;
  kind: string;
  companyId: number | null;
  /** What the job worked on (a payroll), and who started it: a kind that resumes its work by itself needs them. */
  subjectId: number | null;
  userId: number | null;
};
/** What a kind of job marks as in progress, put back in a retryable state, in the recovery's transaction. */
export type ReleaseStep = (tx: DbOrTx, jobs: InterruptedJob[]) => Promise<void>;
const releaseSteps = new Map<string, ReleaseStep>();

/**
 * Registers the release step of a kind of job (the module that owns the job's resources registers it, so this
 * module imports none): a clock-file read puts its file back from `parsing`. Staging rows are cleared for
 * every kind here.
 */
export const onJobInterrupted = (kind: string, release: ReleaseStep): void => {
  releaseSteps.set(kind, release);
};

/**
 * Recovery (issue 23): marks failed (JOB_INTERRUPTED) the running jobs of server processes that no longer
 * exist and, in the same transaction, releases what each held (its staging rows, its kind's release step), so
 * the work can be asked for again. Never a job running in this process. On the embedded database (`embedded`:
 * only one process can open it) every other running job is a ghost; on PostgreSQL, where several instances
 * share the database, only those whose lease expired (no heartbeat for GHOST_AFTER_MS) and, at start
 * (`atStartup`) with a configured INSTANCE_ID, those of this instance's previous life. Starting work runs it
 * too, so nothing waits for a restart. Answers the ids it released.
 */
export const failGhostJobs = async (
  db: Db,
  opts: { embedded: boolean; atStartup?: boolean },
): Promise<string[]> => {
  const released = await db.transaction(async (tx) => {
    const jobs = await repo.failGhostJobs(tx, {
      staleBefore: opts.embedded ? null : new Date(Date.now() - GHOST_AFTER_MS),
      errorCode: 'JOB_INTERRUPTED',
      liveIds: [...live.keys()],
      deadOwner: opts.atStartup ? CONFIGURED_INSTANCE : null,
    });
    if (jobs.length === 0) return jobs;
    for (const job of jobs) await clearStaging(tx, job.id);
    const byKind = new Map<string, InterruptedJob[]>();
    for (const job of jobs) byKind.set(job.kind, [...(byKind.get(job.kind) ?? []), job]);
    for (const [kind, list] of byKind) await releaseSteps.get(kind)?.(tx, list);
    return jobs;
  });
  return released.map((j) => j.id);
};

/**
 * Every instance sweeps for ghosts once a lease (issue 29): a job whose instance died is marked interrupted and
 * what it held released by whichever instance sweeps first, though nobody asks for its work again. The
 * embedded database needs none (one process: its ghosts are released at start). Answers the stop.
 */
export const startGhostSweep = (
  db: Db,
  opts: { embedded: boolean; onReleased: (jobIds: string[]) => void; onError: (err: unknown) => void },
): (() => void) => {
  if (opts.embedded) return () => undefined;
  const timer = setInterval(() => {
    failGhostJobs(db, { embedded: false }).then(
      (ids) => ids.length > 0 && opts.onReleased(ids),
      opts.onError,
    );
  }, GHOST_AFTER_MS);
  timer.unref();
  return () => clearInterval(timer);
};

type ProgressObserver = (jobId: string, processed: number) => void | Promise<void>;
const observers = new Set<ProgressObserver>();

/**
 * Calls `observer` after each progress report of any job of this process, and the job waits for it: an
 * ordering signal (the tests read the database while a job is between two chunks). Answers the unsubscribe.
 */
export const observeJobProgress = (observer: ProgressObserver): (() => void) => {
  observers.add(observer);
  return () => observers.delete(observer);
};

export type JobHandle = {
  id: string;
  /** Reports progress: in memory always, in the job row when `persist` (outside a transaction). */
  progress: (processed: number, persist?: boolean) => Promise<void>;
  /** Sets the total once it is known (a calculation counts its employees inside its transaction). */
  setTotal: (total: number) => void;
  succeed: (processed: number, result: unknown) => Promise<void>;
  /** Ends the job failed; `result` keeps what the failure's message needs (its parameters). */
  fail: (code: ErrorCode, result?: unknown) => Promise<void>;
  /**
   * The fence of the job's result: locks the job's row in `tx` (the transaction that writes the result) and
   * throws JOB_INTERRUPTED when this process no longer holds the job (its lease was taken over and what it
   * held released), so that transaction rolls back and nothing of it is written.
   */
  assertHeld: (tx: DbOrTx) => Promise<void>;
};

export const startJob = async (
  db: Db,
  job: {
    kind: ImportJob['kind'];
    companyId: number | null;
    /** Who asked for it; null for work the system resumes on its own. */
    userId: number | null;
    total: number;
    subjectId?: number | null;
  },
): Promise<JobHandle> => {
  const id = randomUUID();
  await repo.insertJob(db, { id, ...job, instanceId: INSTANCE_ID });
  let total = job.total;
  live.set(id, { processed: 0, total });
  // The heartbeat tells other processes this job's process is alive (never keeps the process up by itself).
  const heartbeat = setInterval(() => {
    repo.touchJob(db, id, INSTANCE_ID).catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    clearInterval(heartbeat);
    live.delete(id);
  };
  return {
    id,
    progress: async (processed, persist = false) => {
      live.set(id, { processed, total });
      if (persist) await repo.setProgress(db, id, INSTANCE_ID, processed, total);
      for (const observer of observers) await observer(id, processed);
    },
    setTotal: (n) => {
      total = n;
      live.set(id, { processed: live.get(id)?.processed ?? 0, total });
    },
    succeed: async (processed, result) => {
      end();
      await repo.finishJob(db, id, INSTANCE_ID, { status: 'succeeded', processed, total, result });
    },
    fail: async (code, result) => {
      end();
      await repo.finishJob(db, id, INSTANCE_ID, {
        status: 'failed',
        total,
        errorCode: code,
        result: result ?? null,
      });
    },
    assertHeld: async (tx) => {
      if (!(await repo.holdsJob(tx, id, INSTANCE_ID))) throw new AppError('JOB_INTERRUPTED');
    },
  };
};

type StoredProblem = Omit<ImportProblem, 'reason'> & { reason: string };

export const jobDto = (j: repo.JobRecord, lang: Lang): ImportJob => {
  const mem = live.get(j.id);
  const stale = j.status === 'running' && !mem && Date.now() - j.updatedAt.getTime() > GHOST_AFTER_MS;
  const status = stale ? 'failed' : (j.status as ImportJob['status']);
  const errorCode = stale ? 'JOB_INTERRUPTED' : (j.errorCode as ErrorCode | null);
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
    total: mem?.total ?? j.total,
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
