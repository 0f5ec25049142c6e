import {
  CLOCK_FILE_FORMATS,
  errorMessage as contractErrorMessage,
  type ClockFileFormat,
  type ClockFileItem,
  type ClockFileReadResult,
  type ClockRowErrorReason,
  type ErrorCode,
} from '@planilla/contracts';
import { CLOCK_STATES } from '@planilla/domain';
import { createReadStream } from 'node:fs';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import {
  checkStoredName,
  CLOCK_FOLDER,
  existingStoredFile,
  guardReplacement,
  sha256Of,
  SAMPLES_FOLDER,
  type StoredName,
} from '../files/stored-files';
import { failGhostJobs, onJobInterrupted, startJob, trackJob, type JobHandle } from '../jobs/jobs.service';
import { getPayroll } from '../payroll-runs/payroll-runs.repository';
import { openClockFile } from './clock-files/clock-file';
import { CLOCK_ROW_ERROR_TEXTS } from './clock-files/clock-file-messages';
import {
  ClockFileError,
  type ClockFileErrorCode,
  type ClockFileInfo,
  type ClockRowErrorCode,
} from './clock-files/clock-file-types';
import * as repo from './clock-files.repository';

export type ClockDeps = { db: Db; config: AppConfig };

/** Marks per staging insert: one multi-row statement each. */
export const STORE_BATCH = 10_000;

// ---------------------------------------------------------------------------------------------------------
// Reasons and texts

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

/** The text of each reason in Spanish and English (the parser's catalogue, plus the badge case). */
export const REASON_TEXTS: Record<ClockRowErrorReason, { es: string; en: string }> = {
  unknown_employee: CLOCK_ROW_ERROR_TEXTS.UNKNOWN_EMPLOYEE,
  unknown_badge: {
    es: 'No hay un empleado con ese código de carné (ni con ese número).',
    en: 'No employee has that badge code (nor that number).',
  },
  unreadable_date: CLOCK_ROW_ERROR_TEXTS.UNREADABLE_DATE,
  no_projected_payroll: CLOCK_ROW_ERROR_TEXTS.NOT_IN_PAYROLL,
  duplicate_in_file: CLOCK_ROW_ERROR_TEXTS.DUPLICATE_IN_FILE,
  wrong_shape: CLOCK_ROW_ERROR_TEXTS.UNKNOWN_SHAPE,
  empty_identifier: CLOCK_ROW_ERROR_TEXTS.EMPTY_IDENTIFIER,
  invalid_identifier: CLOCK_ROW_ERROR_TEXTS.INVALID_IDENTIFIER,
  unreadable_time: CLOCK_ROW_ERROR_TEXTS.UNREADABLE_TIME,
  date_out_of_range: CLOCK_ROW_ERROR_TEXTS.DATE_OUT_OF_RANGE,
};

const FILE_ERROR_CODE: Record<ClockFileErrorCode, ErrorCode> = {
  EMPTY_FILE: 'CLOCK_FILE_EMPTY',
  UNSUPPORTED_FORMAT: 'CLOCK_FILE_UNSUPPORTED',
  UNKNOWN_LAYOUT: 'CLOCK_FILE_UNKNOWN_LAYOUT',
  LINE_TOO_LONG: 'CLOCK_FILE_LINE_TOO_LONG',
  UNREADABLE_XLSX: 'CLOCK_FILE_UNREADABLE_XLSX',
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export const fileItemOf = (r: repo.ClockFileRow, lang: Lang): ClockFileItem => ({
  fileId: Number(r.id),
  fileName: r.file_name,
  format: (CLOCK_FILE_FORMATS as readonly string[]).includes(r.format ?? '')
    ? (r.format as ClockFileFormat)
    : null,
  status: r.status as ClockFileItem['status'],
  sizeBytes: Number(r.size_bytes),
  totalRows: Number(r.total_rows),
  markRows: Number(r.mark_rows),
  newMarks: Number(r.new_marks),
  duplicateMarks: Number(r.duplicate_marks),
  errorRows: Number(r.error_rows),
  jobId: r.job_id,
  uploadedAt: iso(r.uploaded_at)!,
  uploadedBy: r.uploaded_by,
  parsedAt: iso(r.parsed_at),
  error: r.error_code
    ? { code: r.error_code, message: contractErrorMessage(r.error_code as ErrorCode, lang) }
    : null,
  dateOrderAssumed: Boolean(r.date_order_assumed),
});

const fileOrThrow = async (db: Db, companyId: number, id: number) => {
  const f = await repo.getClockFile(db, companyId, id);
  if (!f) throw new AppError('CLOCK_FILE_NOT_FOUND');
  return f;
};

/** The format a name suggests (the content decides when the file is read). */
const formatFromName = (name: string): ClockFileFormat | null => {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt' || ext === 'xlsx') return ext;
  if (ext === 'dat') return 'zkteco';
  return null;
};

const formatFromContent = (info: ClockFileInfo, name: string): ClockFileFormat => {
  if (info.format === 'attlog' || info.format === 'attlog_push') return 'zkteco';
  if (info.format === 'xlsx') return 'xlsx';
  return /\.csv$/i.test(name) || info.layout?.delimiter === ',' ? 'csv' : 'txt';
};

// ---------------------------------------------------------------------------------------------------------
// Register and read

/** asistencia/fileasistence: a file stored with `POST util/` becomes a clock file (its size and SHA-256 kept). */
export const registerClockFile = async (
  deps: ClockDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: StoredName & { format?: ClockFileFormat | undefined; fileName?: string | undefined },
): Promise<ClockFileItem> => {
  const name = checkStoredName(input);
  if (name.carpeta === SAMPLES_FOLDER)
    throw new AppError('VALIDATION_ERROR', { carpeta: 'validation.invalidValue' });
  const found = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
  if (!found) throw new AppError('FILE_NOT_FOUND');
  const storedPath = `${name.carpeta}/${name.nom_archivo}`;
  const sha256 = await sha256Of(found.path);
  const id = await deps.db.transaction(async (tx) => {
    if (await repo.findByStoredPath(tx, auth.companyId, storedPath))
      throw new AppError('CLOCK_FILE_ALREADY_REGISTERED');
    const fileName = input.fileName ?? name.nom_archivo;
    const fileId = await repo.insertClockFile(tx, {
      companyId: auth.companyId,
      fileName,
      storedPath,
      format: input.format ?? formatFromName(fileName),
      sizeBytes: found.size,
      sha256,
      userId: auth.userId,
    });
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'clock_file_registered',
        entity: 'clock_file',
        entityId: fileId,
        before: null,
        after: { fileName, storedPath, sizeBytes: found.size, sha256 },
      },
    );
    return fileId;
  });
  return fileItemOf((await repo.getClockFile(deps.db, auth.companyId, id))!, meta.lang);
};

/**
 * `util/` replacing a file of the clock folder (issue 23): a registered clock file whose bytes were read (or
 * are being read) keeps them (409 `CLOCK_FILE_ALREADY_READ`: its marks and stored hash come from them; upload
 * the new file under another name); one not read yet takes the new bytes, and its size and hash follow.
 */
export const guardClockFileReplacement = () =>
  guardReplacement(CLOCK_FOLDER, {
    before: async (tx, companyId, name) => {
      const file = await repo.lockByStoredPath(tx, companyId, `${name.carpeta}/${name.nom_archivo}`);
      if (file && (file.status === 'parsed' || file.status === 'parsing'))
        throw new AppError('CLOCK_FILE_ALREADY_READ');
    },
    after: (tx, companyId, name, bytes) =>
      repo.setStoredBytes(tx, companyId, `${name.carpeta}/${name.nom_archivo}`, bytes).then(() => undefined),
  });

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
  file: repo.ClockFileRow,
  job: JobHandle,
): Promise<ClockFileReadResult> => {
  const started = Date.now();
  const name = checkStoredName({
    carpeta: file.stored_path.split('/')[0],
    nom_archivo: file.stored_path.split('/').slice(1).join('/'),
  });
  const found = await existingStoredFile(deps.config.filesDir, auth.companyId, name);
  if (!found) throw new AppError('FILE_NOT_FOUND');
  const fileId = Number(file.id);
  return deps.db.transaction(async (tx) => {
    const opened = await openClockFile(
      counted(createReadStream(found.path, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>, (n) => {
        void job.progress(n);
      }),
      { filename: file.file_name },
    );
    await repo.deleteErrors(tx, auth.companyId, fileId);
    await repo.createStaging(tx);
    let pending: Promise<unknown> = Promise.resolve();
    for await (const batch of opened.batches(STORE_BATCH)) {
      // One statement in flight while the parser reads the next batch.
      await pending;
      pending = Promise.all([
        repo.stageMarks(
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
        repo.insertErrors(
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
    const stored = await repo.classifyAndStore(tx, auth.companyId, fileId);
    const totals = {
      format: formatFromContent(opened.info, file.file_name),
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
        before: { status: file.status, newMarks: Number(file.new_marks) },
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
    total: Number(file.size_bytes),
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
      await job.succeed(Number(file.size_bytes), result);
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

// ---------------------------------------------------------------------------------------------------------
// Lists

export const listClockFiles = async (
  deps: ClockDeps,
  auth: AuthContext,
  lang: Lang,
  q: { status?: string | undefined; search?: string | undefined; page: number; pageSize: number },
) => {
  const { rows, total } = await repo.listClockFiles(deps.db, { companyId: auth.companyId, ...q });
  return { items: rows.map((r) => fileItemOf(r, lang)), total, page: q.page, pageSize: q.pageSize };
};

export const listClockErrors = async (
  deps: ClockDeps,
  auth: AuthContext,
  lang: Lang,
  q: { fileId?: number | undefined; reason?: string | undefined; page: number; pageSize: number },
) => {
  if (q.fileId) await fileOrThrow(deps.db, auth.companyId, q.fileId);
  const { rows, total } = await repo.listErrors(deps.db, { companyId: auth.companyId, ...q });
  return {
    items: rows.map((r) => ({
      fileId: Number(r.file_id),
      fileName: r.file_name,
      row: Number(r.row_no),
      value: r.value,
      reason: r.reason,
      message: (REASON_TEXTS[r.reason] ?? REASON_TEXTS.wrong_shape)[lang],
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
};

const fullName = (r: { first_name: string; first_surname: string; second_surname: string | null }) =>
  [r.first_name, r.first_surname, r.second_surname].filter(Boolean).join(' ');

export const listClockMarks = async (
  deps: ClockDeps,
  auth: AuthContext,
  q: {
    payrollId?: number | undefined;
    fileId?: number | undefined;
    num_empleado?: number | undefined;
    date?: string | undefined;
    page: number;
    pageSize: number;
  },
) => {
  let payroll: { id: number; start: string; end: string } | undefined;
  if (q.payrollId) {
    const p = await getPayroll(deps.db, auth.companyId, q.payrollId);
    if (!p) throw new AppError('PAYROLL_NOT_FOUND');
    payroll = { id: p.id, start: p.periodStart, end: p.periodEnd };
  }
  if (q.fileId) await fileOrThrow(deps.db, auth.companyId, q.fileId);
  const { rows, total } = await repo.listMarks(deps.db, {
    companyId: auth.companyId,
    payroll,
    fileId: q.fileId,
    employeeNumber: q.num_empleado,
    date: q.date,
    page: q.page,
    pageSize: q.pageSize,
  });
  return {
    items: rows.map((r) => ({
      num_empleado: Number(r.employee_number),
      fullName: fullName(r),
      markedAt: r.marked_at,
      state: r.state === null ? null : Number(r.state),
      device: r.device,
      fileId: r.file_id === null ? null : Number(r.file_id),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
};

export const listClockPayrolls = async (deps: ClockDeps, auth: AuthContext) =>
  (await repo.listClockPayrolls(deps.db, auth.companyId)).map((r) => ({
    payrollId: Number(r.id),
    periodicity: r.periodicity,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    status: r.status,
    marks: Number(r.marks),
    employeesWithMarks: Number(r.employees),
    lastAppliedAt: iso(r.last_applied),
  }));
