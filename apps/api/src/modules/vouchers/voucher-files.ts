import type { VoucherFiles } from '@planilla/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/text';
import { yieldToOthers } from '../jobs/chunked';
import { lastJobOfSubject, type JobRecord } from '../jobs/jobs.repository';
import {
  failGhostJobs,
  GHOST_AFTER_MS,
  jobDto,
  onJobInterrupted,
  startJob,
  trackJob,
} from '../jobs/jobs.service';
import { onPayrollClosed } from '../payroll-calculation/close';
import * as documents from './voucher-documents.repository';
import { closedVoucherSet, type VoucherVariant } from './voucher-store';
import * as repo from './vouchers.repository';

/**
 * The job that renders a closed payroll's vouchers once and stores them (issue 28), kind `vouchers`, subject the
 * payroll. It starts when the payroll is closed; it resumes when its process died (the jobs module's recovery
 * calls the release step registered with `onJobInterrupted`) and when the vouchers screen finds the set missing,
 * failed or of another variant. It skips what is stored already, so a resumed job renders only what is missing.
 * Its progress is persisted per slice (the vouchers screen shows it) and, before each, its lease is checked: a
 * job another instance took over stops (the new one resumes it). It renders in reverse name order: the readers
 * that render what is missing meanwhile (the zip, the mail worker) go in name order, so they meet the job midway
 * instead of rendering the same vouchers at the same time.
 */
export const VOUCHERS_JOB = 'vouchers';

/** Vouchers looked up (and their payslips read) at once; progress is written after each slice. */
const SLICE = 100;

/** The variant the job stores: Spanish (the e-mailed voucher, the product's first language), the company's password setting. */
export const storedVariantOf = async (db: Db, companyId: number): Promise<VoucherVariant> => ({
  language: 'es',
  protect: await documents.voucherPasswordSetting(db, companyId),
});

const sameVariant = (result: unknown, v: VoucherVariant) => {
  const r = (result ?? {}) as Partial<VoucherVariant>;
  return r.language === v.language && r.protect === v.protect;
};

const isLive = (job: JobRecord) =>
  job.status === 'running' && Date.now() - job.updatedAt.getTime() <= GHOST_AFTER_MS;

/** What the vouchers screen shows of a closed payroll's stored vouchers. */
export const voucherFilesOf = async (
  db: Db,
  companyId: number,
  payroll: repo.PayrollRow,
): Promise<VoucherFiles | null> => {
  if (payroll.status !== 'paid') return null;
  const [last, variant] = await Promise.all([
    lastJobOfSubject(db, companyId, VOUCHERS_JOB, payroll.payrollId),
    storedVariantOf(db, companyId),
  ]);
  if (!last) return { status: 'pending', processed: 0, total: payroll.employees };
  const job = jobDto(last, 'es');
  const status: VoucherFiles['status'] =
    job.status === 'running'
      ? 'rendering'
      : job.status === 'succeeded'
        ? sameVariant(last.result, variant)
          ? 'ready'
          : 'pending'
        : job.error?.code === 'JOB_INTERRUPTED'
          ? 'interrupted'
          : 'failed';
  return { status, processed: status === 'pending' ? 0 : job.processed, total: job.total };
};

export type VoucherFilesDeps = { db: Db; config: { filesDir: string } };

/**
 * Starts the job for a closed payroll unless its vouchers are stored in the current variant or a job of it runs
 * (`replacing`: the id of a job just marked interrupted, not counted as running). A failed job is tried again
 * only a lease after it ended (a full disk is not retried at every poll). Answers the new job's id, or null.
 */
export const ensureVoucherFiles = async (
  deps: VoucherFilesDeps,
  params: { companyId: number; payrollId: number; userId: number | null; replacing?: string },
  log: (err: unknown) => void,
): Promise<string | null> => {
  const { db } = deps;
  const payroll = await repo.getCalculatedPayroll(db, params.companyId, params.payrollId);
  if (payroll?.status !== 'paid') return null;
  const variant = await storedVariantOf(db, params.companyId);
  const last = await lastJobOfSubject(db, params.companyId, VOUCHERS_JOB, params.payrollId);
  if (last && last.id !== params.replacing) {
    if (isLive(last)) return null;
    // A job still marked running whose lease expired (its process died): marked interrupted first, as any
    // instance's sweep would, so the one running job of the payroll (a unique index) can be this new one.
    if (last.status === 'running') await failGhostJobs(db, { embedded: false });
    if (last.status === 'succeeded' && sameVariant(last.result, variant)) return null;
    const ended = (last.finishedAt ?? last.updatedAt).getTime();
    if (
      last.status === 'failed' &&
      last.errorCode !== 'JOB_INTERRUPTED' &&
      Date.now() - ended < GHOST_AFTER_MS
    )
      return null;
  }
  const employees = (await documents.payrollRecipients(db, params.companyId, params.payrollId, null))
    .map((r) => r.employeeNumber)
    .reverse();
  let job: Awaited<ReturnType<typeof startJob>>;
  try {
    job = await startJob(db, {
      kind: VOUCHERS_JOB,
      companyId: params.companyId,
      // A job resumed by recovery keeps who started the first.
      userId: params.userId,
      total: employees.length,
      subjectId: params.payrollId,
    });
  } catch (err) {
    // Another request or instance started it between the look above and this insert: theirs does the work.
    if (isUniqueViolation(err, 'import_jobs_one_vouchers_key')) return null;
    throw err;
  }
  const set = closedVoucherSet(deps, params.companyId, payroll, variant);
  const work = (async () => {
    let done = 0;
    let rendered = 0;
    try {
      for (let offset = 0; offset < employees.length; offset += SLICE) {
        // Still ours: a job whose lease another instance took over stops here (that one resumes the work).
        await db.transaction((tx) => job.assertHeld(tx));
        const slice = employees.slice(offset, offset + SLICE);
        const vouchers = await set.prepare(slice);
        for (const n of slice) {
          if (await vouchers.ensure(n)) rendered++;
          // A voucher is ~13 ms of CPU: requests waiting for the event loop go between two.
          await yieldToOthers();
        }
        done += slice.length;
        await job.progress(done, true);
      }
      await job.succeed(done, { ...variant, files: done, rendered });
    } catch (err) {
      const code = err instanceof AppError ? err.code : 'INTERNAL_ERROR';
      await job.fail(code, { ...variant, files: done, rendered });
      if (code !== 'JOB_INTERRUPTED') log(err);
    }
  })();
  trackJob(work);
  return job.id;
};

/**
 * Wires the job in (called once per app, with its dependencies): a payroll's close starts it, and the jobs
 * module's recovery resumes an interrupted one on the instance that released it. Registered by name, so the
 * last app built in a process is the one that reacts; `config.renderVoucherFiles` off (API tests) does nothing.
 */
export const registerVoucherFileJobs = (
  deps: VoucherFilesDeps & { config: { renderVoucherFiles: boolean } },
  log: (err: unknown) => void,
) => {
  const start = (params: Parameters<typeof ensureVoucherFiles>[1]) => {
    if (!deps.config.renderVoucherFiles) return;
    // After the caller's transaction (the close's, the recovery's) has committed; closing the app waits for it.
    trackJob(
      new Promise((resolve) => setImmediate(resolve))
        .then(() => ensureVoucherFiles(deps, params, log))
        .catch(log),
    );
  };
  onPayrollClosed('vouchers', (closed) => start(closed));
  onJobInterrupted(VOUCHERS_JOB, async (_tx, jobs) => {
    for (const job of jobs)
      if (job.companyId !== null && job.subjectId !== null)
        start({ companyId: job.companyId, payrollId: job.subjectId, userId: job.userId, replacing: job.id });
  });
};
