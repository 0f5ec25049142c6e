import {
  CLOCK_FILE_FORMATS,
  errorMessage as contractErrorMessage,
  type ClockFileFormat,
  type ClockFileItem,
  type ErrorCode,
} from '@planilla/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import * as repo from './clock-files.repository';

/*
 * Clock files, by use case: registering a stored file (clock-register.ts), reading it into marks (clock-read.ts),
 * the lists (clock-lists.ts) and applying the marks to a payroll's days (clock-apply.ts). What they share is here.
 */

export type ClockDeps = { db: Db; config: AppConfig };

/** A clock file as the wire shows it (the specification's `fileId`), its error in the request language. */
export const fileItemOf = (f: repo.ClockFileRecord, lang: Lang): ClockFileItem => ({
  fileId: f.id,
  fileName: f.fileName,
  format: (CLOCK_FILE_FORMATS as readonly string[]).includes(f.format ?? '')
    ? (f.format as ClockFileFormat)
    : null,
  status: f.status as ClockFileItem['status'],
  sizeBytes: f.sizeBytes,
  totalRows: f.totalRows,
  markRows: f.markRows,
  newMarks: f.newMarks,
  duplicateMarks: f.duplicateMarks,
  errorRows: f.errorRows,
  jobId: f.jobId,
  uploadedAt: f.uploadedAt.toISOString(),
  uploadedBy: f.uploadedBy,
  parsedAt: f.parsedAt === null ? null : f.parsedAt.toISOString(),
  error: f.errorCode
    ? { code: f.errorCode, message: contractErrorMessage(f.errorCode as ErrorCode, lang) }
    : null,
  dateOrderAssumed: f.dateOrderAssumed,
});

export const fileOrThrow = async (db: Db, companyId: number, id: number) => {
  const f = await repo.getClockFile(db, companyId, id);
  if (!f) throw new AppError('CLOCK_FILE_NOT_FOUND');
  return f;
};
