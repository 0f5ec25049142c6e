import type { ClockRowErrorReason } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import {
  attendanceDays,
  clockFileErrors,
  clockFiles,
  clockMarks,
  employees,
  payrollEmployees,
  payrolls,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/text';

/** A registered clock file with its counts, as the lists show it. */
export type ClockFileRecord = {
  id: number;
  fileName: string;
  storedPath: string;
  format: string | null;
  status: string;
  sizeBytes: number;
  sha256: string | null;
  totalRows: number;
  markRows: number;
  newMarks: number;
  duplicateMarks: number;
  errorRows: number;
  jobId: string | null;
  uploadedAt: Date;
  uploadedBy: string | null;
  parsedAt: Date | null;
  errorCode: string | null;
  dateOrderAssumed: boolean;
};

type ClockFileRow = {
  id: number;
  file_name: string;
  stored_path: string;
  format: string | null;
  status: string;
  size_bytes: number | string;
  sha256: string | null;
  total_rows: number;
  mark_rows: number;
  new_marks: number;
  duplicate_marks: number;
  error_rows: number;
  job_id: string | null;
  uploaded_at: Date | string;
  uploaded_by: string | null;
  parsed_at: Date | string | null;
  error_code: string | null;
  date_order_assumed: boolean;
};

const fileOf = (r: ClockFileRow): ClockFileRecord => ({
  id: Number(r.id),
  fileName: r.file_name,
  storedPath: r.stored_path,
  format: r.format,
  status: r.status,
  sizeBytes: Number(r.size_bytes),
  sha256: r.sha256,
  totalRows: Number(r.total_rows),
  markRows: Number(r.mark_rows),
  newMarks: Number(r.new_marks),
  duplicateMarks: Number(r.duplicate_marks),
  errorRows: Number(r.error_rows),
  jobId: r.job_id,
  uploadedAt: new Date(r.uploaded_at),
  uploadedBy: r.uploaded_by,
  parsedAt: r.parsed_at === null ? null : new Date(r.parsed_at),
  errorCode: r.error_code,
  dateOrderAssumed: Boolean(r.date_order_assumed),
});

const FILE_COLUMNS = sql`f.id, f.file_name, f.stored_path, f.format, f.status, f.size_bytes, f.sha256, f.total_rows,
  f.mark_rows, f.new_marks, f.duplicate_marks, f.error_rows, f.job_id, f.uploaded_at, u.code as uploaded_by,
  f.parsed_at, f.error_code, f.date_order_assumed`;

export const insertClockFile = async (
  db: DbOrTx,
  v: {
    companyId: number;
    fileName: string;
    storedPath: string;
    format: string | null;
    sizeBytes: number;
    sha256: string;
    userId: number;
  },
): Promise<number> => {
  const [row] = await db
    .insert(clockFiles)
    .values({
      companyId: v.companyId,
      fileName: v.fileName,
      storedPath: v.storedPath,
      format: v.format,
      sizeBytes: v.sizeBytes,
      sha256: v.sha256,
      uploadedBy: v.userId,
    })
    .returning({ id: clockFiles.id });
  return row!.id;
};

export const getClockFile = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<ClockFileRecord | null> => {
  const res = await db.execute(sql`select ${FILE_COLUMNS} from ${clockFiles} f
    left join ${users} u on u.id = f.uploaded_by
    where f.company_id = ${companyId} and f.id = ${id} ${lock ? sql`for update of f` : sql``}`);
  const row = rowsOf<ClockFileRow>(res)[0];
  return row ? fileOf(row) : null;
};

export const findByStoredPath = async (db: DbOrTx, companyId: number, storedPath: string) => {
  const res = await db.execute(
    sql`select id from ${clockFiles} where company_id = ${companyId} and stored_path = ${storedPath} limit 1`,
  );
  const row = rowsOf<{ id: number }>(res)[0];
  return row ? { id: Number(row.id) } : null;
};

/** The clock file stored at `storedPath`, its row locked (a read cannot start meanwhile). */
export const lockByStoredPath = async (db: DbOrTx, companyId: number, storedPath: string) => {
  const res = await db.execute(sql`select id, status from ${clockFiles}
    where company_id = ${companyId} and stored_path = ${storedPath} for update`);
  const row = rowsOf<{ id: number; status: string }>(res)[0];
  return row ? { id: Number(row.id), status: row.status } : null;
};

/** New bytes of a registered clock file (replaced before it was read): its size and hash follow them. */
export const setStoredBytes = (
  db: DbOrTx,
  companyId: number,
  storedPath: string,
  v: { size: number; sha256: string },
) =>
  db.execute(sql`update ${clockFiles} set size_bytes = ${v.size}, sha256 = ${v.sha256}
    where company_id = ${companyId} and stored_path = ${storedPath}`);

export const listClockFiles = async (
  db: DbOrTx,
  q: { companyId: number; status?: string; search?: string; page: number; pageSize: number },
) => {
  const where = sql`f.company_id = ${q.companyId}
    ${q.status ? sql`and f.status = ${q.status}` : sql``}
    ${q.search ? sql`and f.file_name ilike ${`%${escapeLike(q.search)}%`}` : sql``}`;
  const res = await db.execute(sql`select ${FILE_COLUMNS}, count(*) over () as total from ${clockFiles} f
    left join ${users} u on u.id = f.uploaded_by
    where ${where} order by f.uploaded_at desc, f.id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf<ClockFileRow & { total: number | string }>(res);
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const c = await db.execute(sql`select count(*) as n from ${clockFiles} f where ${where}`);
    total = Number(rowsOf<{ n: number | string }>(c)[0]?.n ?? 0);
  }
  return { rows: rows.map(fileOf), total };
};

/** Marks the file as being read by `jobId`, unless another read is running (answers false then). */
export const claimForReading = async (db: DbOrTx, companyId: number, id: number, jobId: string) => {
  const res =
    await db.execute(sql`update ${clockFiles} set status = 'parsing', job_id = ${jobId}, error_code = null
    where company_id = ${companyId} and id = ${id} and status <> 'parsing' returning id`);
  return rowsOf(res).length > 0;
};

/** A failed read of job `jobId` (fenced: a file another read has claimed since is left alone). */
export const markFailed = (db: DbOrTx, companyId: number, id: number, jobId: string, errorCode: string) =>
  db.execute(sql`update ${clockFiles} set status = 'failed', error_code = ${errorCode}, parsed_at = now()
    where company_id = ${companyId} and id = ${id} and job_id = ${jobId} and status = 'parsing'`);

/** Files whose read was interrupted (its process died): failed with the reason, so they can be read again. */
export const releaseInterruptedReads = (db: DbOrTx, jobIds: string[], errorCode: string) =>
  db.execute(sql`update ${clockFiles} set status = 'failed', error_code = ${errorCode}, parsed_at = now()
    where status = 'parsing' and job_id = any(${`{${jobIds.join(',')}}`}::text[])`);

export const finishRead = (
  db: DbOrTx,
  companyId: number,
  id: number,
  v: {
    format: string;
    totalRows: number;
    markRows: number;
    newMarks: number;
    duplicateMarks: number;
    errorRows: number;
    dateOrderAssumed: boolean;
  },
) =>
  db.execute(sql`update ${clockFiles} set status = 'parsed', format = ${v.format}, total_rows = ${v.totalRows},
    date_order_assumed = ${v.dateOrderAssumed},
    mark_rows = ${v.markRows}, new_marks = ${v.newMarks}, duplicate_marks = ${v.duplicateMarks},
    error_rows = ${v.errorRows}, parsed_at = now(), error_code = null
    where company_id = ${companyId} and id = ${id}`);

// ---------------------------------------------------------------------------------------------------------
// Lists

/** A row of a clock file that could not be used. */
export type ClockErrorRecord = {
  fileId: number;
  fileName: string;
  row: number;
  value: string;
  reason: ClockRowErrorReason;
};

export const listErrors = async (
  db: DbOrTx,
  q: { companyId: number; fileId?: number; reason?: string; page: number; pageSize: number },
) => {
  const where = sql`x.company_id = ${q.companyId}
    ${q.fileId ? sql`and x.file_id = ${q.fileId}` : sql``}
    ${q.reason ? sql`and x.reason = ${q.reason}` : sql``}`;
  const res = await db.execute(sql`select x.file_id, f.file_name, x.row_no, x.value, x.reason
    from ${clockFileErrors} x join ${clockFiles} f on f.company_id = x.company_id and f.id = x.file_id
    where ${where} order by f.uploaded_at desc, x.file_id desc, x.row_no
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const c = await db.execute(sql`select count(*) as n from ${clockFileErrors} x where ${where}`);
  return {
    rows: rowsOf<{
      file_id: number;
      file_name: string;
      row_no: number;
      value: string;
      reason: ClockRowErrorReason;
    }>(res).map((r): ClockErrorRecord => ({
      fileId: Number(r.file_id),
      fileName: r.file_name,
      row: Number(r.row_no),
      value: r.value,
      reason: r.reason,
    })),
    total: Number(rowsOf<{ n: number | string }>(c)[0]?.n ?? 0),
  };
};

/** A stored mark: local time `YYYY-MM-DDTHH:MM:SS`, the clock's state code as stored. */
export type ClockMarkRecord = {
  employeeNumber: number;
  fullName: string;
  markedAt: string;
  state: number | null;
  device: string | null;
  fileId: number | null;
};

export const listMarks = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payroll?: { id: number; start: string; end: string } | undefined;
    fileId?: number | undefined;
    employeeNumber?: number | undefined;
    date?: string | undefined;
    page: number;
    pageSize: number;
  },
) => {
  const where = sql`m.company_id = ${q.companyId}
    ${q.fileId ? sql`and m.file_id = ${q.fileId}` : sql``}
    ${q.employeeNumber ? sql`and m.employee_number = ${q.employeeNumber}` : sql``}
    ${q.date ? sql`and m.marked_at >= ${q.date}::date and m.marked_at < ${q.date}::date + 1` : sql``}
    ${
      q.payroll
        ? sql`and m.marked_at >= ${q.payroll.start}::date and m.marked_at < ${q.payroll.end}::date + 2
          and exists (select 1 from ${payrollEmployees} pe where pe.company_id = m.company_id
            and pe.payroll_id = ${q.payroll.id} and pe.employee_number = m.employee_number)`
        : sql``
    }`;
  const res = await db.execute(sql`select m.employee_number, e.first_name, e.first_surname, e.second_surname,
      to_char(m.marked_at, 'YYYY-MM-DD"T"HH24:MI:SS') as marked_at, m.state, m.device, m.file_id
    from ${clockMarks} m join ${employees} e on e.company_id = m.company_id and e.employee_number = m.employee_number
    where ${where} order by m.employee_number, m.marked_at
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const c = await db.execute(sql`select count(*) as n from ${clockMarks} m where ${where}`);
  return {
    rows: rowsOf<{
      employee_number: number;
      first_name: string;
      first_surname: string;
      second_surname: string | null;
      marked_at: string;
      state: number | null;
      device: string | null;
      file_id: number | null;
    }>(res).map((r): ClockMarkRecord => ({
      employeeNumber: Number(r.employee_number),
      fullName: fullNameOfRow(r),
      markedAt: r.marked_at,
      state: r.state === null ? null : Number(r.state),
      device: r.device,
      fileId: r.file_id === null ? null : Number(r.file_id),
    })),
    total: Number(rowsOf<{ n: number | string }>(c)[0]?.n ?? 0),
  };
};

/** Open payrolls (projected, processed) with the marks of their members inside the period (and the night after). */
/** An open payroll with the marks of its members inside the period. */
export type ClockPayrollRecord = {
  id: number;
  periodicity: string;
  periodStart: string;
  periodEnd: string;
  status: string;
  marks: number;
  employees: number;
  lastAppliedAt: Date | null;
};

export const listClockPayrolls = async (db: DbOrTx, companyId: number): Promise<ClockPayrollRecord[]> => {
  const res = await db.execute(sql`select p.id, p.periodicity, p.period_start::text as period_start,
      p.period_end::text as period_end, p.status,
      (select count(*) from ${clockMarks} m join ${payrollEmployees} pe on pe.company_id = m.company_id
        and pe.payroll_id = p.id and pe.employee_number = m.employee_number
        where m.company_id = p.company_id and m.marked_at >= p.period_start and m.marked_at < p.period_end + 2) as marks,
      (select count(distinct m.employee_number) from ${clockMarks} m join ${payrollEmployees} pe
        on pe.company_id = m.company_id and pe.payroll_id = p.id and pe.employee_number = m.employee_number
        where m.company_id = p.company_id and m.marked_at >= p.period_start and m.marked_at < p.period_end + 2) as employees,
      (select max(d.changed_at) from ${attendanceDays} d where d.company_id = p.company_id and d.payroll_id = p.id
        and d.source = 'clock') as last_applied
    from ${payrolls} p
    where p.company_id = ${companyId} and p.status in ('projected', 'processed') and p.kind = 'regular'
    order by p.period_start desc, p.id desc`);
  return rowsOf<{
    id: number;
    periodicity: string;
    period_start: string;
    period_end: string;
    status: string;
    marks: number | string;
    employees: number | string;
    last_applied: Date | string | null;
  }>(res).map((r) => ({
    id: Number(r.id),
    periodicity: r.periodicity,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    status: r.status,
    marks: Number(r.marks),
    employees: Number(r.employees),
    lastAppliedAt: r.last_applied === null ? null : new Date(r.last_applied),
  }));
};
