import type {
  ClockFileFormat,
  ClockFileReadResult,
  ClockRowErrorReason,
  ErrorCode,
} from '@planilla/contracts';
import { CLOCK_STATES } from '@planilla/domain';
import { createReadStream } from 'node:fs';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { checkStoredName, existingStoredFile } from '../files/stored-files';
import { failGhostJobs, onJobInterrupted, startJob, trackJob, type JobHandle } from '../jobs/jobs.service';
import { openClockFile } from './clock-files/clock-file';
import {
  ClockFileError,
  type ClockFileErrorCode,
  type ClockFileInfo,
  type ClockRowErrorCode,
} from './clock-files/clock-file-types';
import * as repo from './clock-files.repository';
import { fileItemOf, fileOrThrow, type ClockDeps } from './clock-files.service';
import * as staging from './clock-read.repository';

/** Marks per staging insert: one multi-row statement each. */
export const STORE_BATCH = 10_000;

/** The parser's reason codes as the contract names them. */
const PARSER_REASON: Record<ClockRowErrorCode, ClockRowErrorReason> = {
  UNKNOWN_SHAPE: 'wrong_shape',
  EMPTY_IDENTIFIER: 'empty_identifier',
  INVALID_IDENTIFIER: 'invalid_identifier',
  UNREADABLE_DATE: 'unreadable_date',
  UNREADABLE_TIME: 'unreadable_time',
  DATE_OUT_OF_RANGE: 'date_out_of_range',
  UNKNOWN_EMPLOYEE: 'unknown_employee',
  NOT_IN_PAYROLL: 'no_projected_payroll',
  DUPLICATE_IN_FILE: 'duplicate_in_file',
};

const FILE_ERROR_CODE: Record<ClockFileErrorCode, ErrorCode> = {
  EMPTY_FILE: 'CLOCK_FILE_EMPTY',
  UNSUPPORTED_FORMAT: 'CLOCK_FILE_UNSUPPORTED',
  UNKNOWN_LAYOUT: 'CLOCK_FILE_UNKNOWN_LAYOUT',
  LINE_TOO_LONG: 'CLOCK_FILE_LINE_TOO_LONG',
  UNREADABLE_XLSX: 'CLOCK_FILE_UNREADABLE_XLSX',
};

const formatFromContent = (info: ClockFileInfo, name: string): ClockFileFormat => {
  if (info.format === 'attlog' || info.format === 'attlog_push') return 'zkteco';
  if (info.format === 'xlsx') return 'xlsx';
  return /\.csv$/i.test(name) || info.layout?.delimiter === ',' ? 'csv' : 'txt';
};

/** A read whose process died leaves its file `parsing`: recovery puts it back as failed (issue 23). */
export const releaseInterruptedReads = () =>
  onJobInterrupted('clock_file', async (tx, jobs) => {
    await repo.releaseInterruptedReads(
      tx,
      jobs.map((j) => j.id),
      'JOB_INTERRUPTED',
    );
  });

/** Bytes of a stream as they pass (the job's progress). */
async function* counted(source: AsyncIterable<Buffer>, onBytes: (n: number) => void) {
  let bytes = 0;
  for await (const chunk of source) {
    bytes += chunk.length;
    onBytes(bytes);
    yield chunk;
  }
}

/** A staged mark from a parsed row: the identifier as a number when it is one (leading zeros dropped). */
const identNumber = (ident: string): number | null => {
  const m = /^0*(\d{1,8})$/.exec(ident);
  return m ? Number(m[1]) : null;
};

/**
 * Reads a registered file into marks, in one transaction: rows stream from the parser in batches into a
 * staging table (one multi-row insert each, the next batch parsed while the database stores the last), the
 * parser's error rows into `clock_file_errors`, then one set-based pass classifies and stores them. A failure
 * anywhere rolls the whole read back (no half file's marks) and the file is marked failed with the reason.
 */
const readIntoMarks = async (
  deps: ClockDeps,
  auth: AuthContext,
  meta: RequestMeta,
  file: repo.ClockFileRecord,
  job: JobHandle,
): Promise<ClockFileReadResult> => {
  const started = Date.now();
  const name = checkStoredName({
    carpeta: file.storedPath.split('/')[0],
    nom_archivo: file.storedPath.split('/').slice(1).join('/'),
  });
  const found = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
  if (!found) throw new AppError('FILE_NOT_FOUND');
  const fileId = file.id;
  return deps.db.transaction(async (tx) => {
    const opened = await openClockFile(
      counted(createReadStream(found.path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>, (n) => {
        void job.progress(n);
      }),
      { filename: file.fileName },
    );
    await staging.deleteErrors(tx, auth.companyId, fileId);
    await staging.createStaging(tx);
    let pending: Promise<unknown> = Promise.resolve();
    for await (const batch of opened.batches(STORE_BATCH)) {
      // One statement in flight while the parser reads the next batch.
      await pending;
      pending = Promise.all([
        staging.stageMarks(
          tx,
          batch.marks.map((m) => ({
            row: m.row,
            ident: m.badgeOrNumber,
            identNum: identNumber(m.badgeOrNumber),
            markedAt: m.localTimestamp,
            state: m.state === null ? null : CLOCK_STATES.indexOf(m.state),
            device: m.device,
          })),
        ),
        staging.insertErrors(
          tx,
          auth.companyId,
          fileId,
          batch.errors.map((e) => ({ row: e.row, value: e.value, reason: PARSER_REASON[e.reason] })),
        ),
      ]);
      // Handled when awaited; this keeps a failure meanwhile from counting as an unhandled rejection.
      pending.catch(() => undefined);
    }
    await pending;
    const stored = await staging.classifyAndStore(tx, auth.companyId, fileId);
    const totals = {
      format: formatFromContent(opened.info, file.fileName),
      totalRows: opened.stats.rows,
      markRows: opened.stats.marks,
      newMarks: stored.newMarks,
      duplicateMarks: stored.duplicates,
      errorRows: opened.stats.errors + stored.rejected,
      dateOrderAssumed: opened.info.dateOrderAssumed,
    };
    await job.assertHeld(tx);
    await repo.finishRead(tx, auth.companyId, fileId, totals);
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'clock_file_read',
        entity: 'clock_file',
        entityId: fileId,
        before: { status: file.status, newMarks: file.newMarks },
        after: totals,
      },
    );
    return {
      fileId,
      totalRows: totals.totalRows,
      markRows: totals.markRows,
      newMarks: totals.newMarks,
      duplicateMarks: totals.duplicateMarks,
      errorRows: totals.errorRows,
      seconds: (Date.now() - started) / 1000,
    };
  });
};

/**
 * asistencia/readfile: starts reading a registered file as a job (poll `empleados/importstatus`) and answers
 * at once. A file can be read again (after projecting a payroll, rows refused as "no projected payroll" may
 * now be stored): its errors are replaced, marks already stored count as duplicates. Refused while it is
 * being read (409 `CLOCK_FILE_BUSY`).
 */
export const startReading = async (
  deps: ClockDeps,
  auth: AuthContext,
  meta: RequestMeta,
  fileId: number,
  log: (err: unknown) => void,
  /** The read's work, for callers (tests, the bench) that wait for it. */
  onWork?: (work: Promise<unknown>) => void,
) => {
  let file = await fileOrThrow(deps.db, auth.companyId, fileId);
  if (file.status === 'parsing') {
    // Its read may belong to a process that is gone (its lease expired): recovered here, not at a restart.
    await failGhostJobs(deps.db, { embedded: false });
    file = await fileOrThrow(deps.db, auth.companyId, fileId);
    if (file.status === 'parsing') throw new AppError('CLOCK_FILE_BUSY');
  }
  const job = await startJob(deps.db, {
    // The jobs module lists padrón and employee imports; a clock-file read is a third kind of the same table.
    kind: 'clock_file',
    companyId: auth.companyId,
    userId: auth.userId,
    total: file.sizeBytes,
  });
  if (!(await repo.claimForReading(deps.db, auth.companyId, fileId, job.id))) {
    await job.fail('CLOCK_FILE_BUSY');
    throw new AppError('CLOCK_FILE_BUSY');
  }
  // The file as claimed (parsing), read before the work starts: a read that fails at once must not race the
  // answer (on PostgreSQL the work and this read run on two connections).
  const claimed = await repo.getClockFile(deps.db, auth.companyId, fileId);
  const work = (async () => {
    try {
      const result = await readIntoMarks(deps, auth, meta, file, job);
      await job.succeed(file.sizeBytes, result);
    } catch (err) {
      const code: ErrorCode =
        err instanceof ClockFileError
          ? FILE_ERROR_CODE[err.code]
          : err instanceof AppError
            ? err.code
            : 'INTERNAL_ERROR';
      await repo.markFailed(deps.db, auth.companyId, fileId, job.id, code);
      await job.fail(code);
      if (!(err instanceof ClockFileError) && !(err instanceof AppError)) log(err);
    }
  })();
  trackJob(work);
  onWork?.(work);
  return { jobId: job.id, file: fileItemOf(claimed!, meta.lang) };
};
