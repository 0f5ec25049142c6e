import type { ClockRowErrorReason } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
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

/** A clock file as the lists show it. */
export type ClockFileRow = {
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
): Promise<ClockFileRow | null> => {
  const res = await db.execute(sql`select ${FILE_COLUMNS} from ${clockFiles} f
    left join ${users} u on u.id = f.uploaded_by
    where f.company_id = ${companyId} and f.id = ${id} ${lock ? sql`for update of f` : sql``}`);
  return rowsOf<ClockFileRow>(res)[0] ?? null;
};

export const findByStoredPath = async (db: DbOrTx, companyId: number, storedPath: string) => {
  const res = await db.execute(
    sql`select id from ${clockFiles} where company_id = ${companyId} and stored_path = ${storedPath} limit 1`,
  );
  return rowsOf<{ id: number }>(res)[0] ?? null;
};

/** The clock file stored at `storedPath`, its row locked (a read cannot start meanwhile). */
export const lockByStoredPath = async (db: DbOrTx, companyId: number, storedPath: string) => {
  const res = await db.execute(sql`select id, status from ${clockFiles}
    where company_id = ${companyId} and stored_path = ${storedPath} for update`);
  return rowsOf<{ id: number; status: string }>(res)[0] ?? null;
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
    ${q.search ? sql`and f.file_name ilike ${`%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
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
  return { rows, total };
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

// ---------------------------------------------------------------------------------------------------------
// Storing a read: staging (a temporary table of the transaction), then set-based classification

/** The transaction's staging table of the file's rows (dropped at commit). */
export const createStaging = (db: DbOrTx) =>
  db.execute(sql`create temp table clock_staging (
    row_no int not null, ident text not null, ident_num int, marked_at timestamp not null,
    state smallint, device text) on commit drop`);

export type StagedMark = {
  row: number;
  ident: string;
  identNum: number | null;
  markedAt: string;
  state: number | null;
  device: string | null;
};

/** One multi-row insert of up to a batch of marks into the staging table. */
export const stageMarks = async (db: DbOrTx, marks: StagedMark[]) => {
  if (marks.length === 0) return;
  const col = <T>(f: (m: StagedMark) => T) => sql.param(marks.map(f));
  await db.execute(sql`insert into clock_staging (row_no, ident, ident_num, marked_at, state, device)
    select * from unnest(${col((m) => m.row)}::int[], ${col((m) => m.ident)}::text[], ${col((m) => m.identNum)}::int[],
      ${col((m) => m.markedAt)}::timestamp[], ${col((m) => m.state)}::smallint[], ${col((m) => m.device)}::text[])`);
};

export type ErrorRow = { row: number; value: string; reason: ClockRowErrorReason };

/** Rows that could not be used, in one multi-row insert. */
export const insertErrors = async (db: DbOrTx, companyId: number, fileId: number, errors: ErrorRow[]) => {
  if (errors.length === 0) return;
  await db.execute(sql`insert into ${clockFileErrors} (company_id, file_id, row_no, value, reason)
    select ${companyId}, ${fileId}, r, v, reason
    from unnest(${sql.param(errors.map((e) => e.row))}::int[], ${sql.param(errors.map((e) => e.value))}::text[],
      ${sql.param(errors.map((e) => e.reason))}::text[]) as x(r, v, reason)
    on conflict do nothing`);
};

export const deleteErrors = (db: DbOrTx, companyId: number, fileId: number) =>
  db.execute(sql`delete from ${clockFileErrors} where company_id = ${companyId} and file_id = ${fileId}`);

/**
 * Classifies every staged row in one pass and stores the outcome: the employee (a badge code kept on an
 * employee first, else the employee number), unknown ones, repeats inside the file (the first row counts),
 * marks already stored (duplicates, not errors), marks whose day is in none of the employee's open payrolls
 * (projected or processed; the day before counts too, for a night shift's exit), and the new marks, inserted
 * with `ON CONFLICT DO NOTHING` (a mark another file stored meanwhile is a duplicate).
 */
export const classifyAndStore = async (db: DbOrTx, companyId: number, fileId: number) => {
  await db.execute(sql`analyze clock_staging`);
  await db.execute(sql`create temp table clock_classified on commit drop as
    with resolved as (
      select s.*, coalesce(b.employee_number, e.employee_number) as emp
      from clock_staging s
      left join ${employees} b on b.company_id = ${companyId} and b.badge_code = s.ident
      left join ${employees} e on e.company_id = ${companyId} and e.employee_number = s.ident_num
    ),
    ranked as (
      select r.*, row_number() over (partition by r.emp, r.marked_at order by r.row_no) as nth from resolved r
    ),
    open_days as (
      select d.employee_number, d.work_date from ${attendanceDays} d
      join ${payrolls} p on p.company_id = d.company_id and p.id = d.payroll_id
      where d.company_id = ${companyId} and p.status in ('projected', 'processed')
        and d.work_date between (select min(marked_at)::date - 1 from clock_staging)
          and (select max(marked_at)::date from clock_staging)
    )
    select k.row_no, k.ident, k.marked_at, k.state, k.device, k.emp,
      case
        when k.emp is null then case when k.ident_num is null then 'unknown_badge' else 'unknown_employee' end
        when k.nth > 1 then 'duplicate_in_file'
        when m.employee_number is not null then 'stored'
        when o1.employee_number is null and o2.employee_number is null then 'no_projected_payroll'
        else 'new'
      end as outcome
    from ranked k
    left join ${clockMarks} m on m.company_id = ${companyId} and m.employee_number = k.emp and m.marked_at = k.marked_at
    left join open_days o1 on o1.employee_number = k.emp and o1.work_date = k.marked_at::date
    left join open_days o2 on o2.employee_number = k.emp and o2.work_date = k.marked_at::date - 1`);
  await db.execute(sql`insert into ${clockFileErrors} (company_id, file_id, row_no, value, reason)
    select ${companyId}, ${fileId}, row_no,
      case when outcome in ('unknown_badge', 'unknown_employee') then ident
        else ident || ' ' || to_char(marked_at, 'YYYY-MM-DD HH24:MI:SS') end, outcome
    from clock_classified where outcome not in ('new', 'stored')
    on conflict do nothing`);
  const inserted = await db.execute(sql`with ins as (
      insert into ${clockMarks} (company_id, employee_number, marked_at, state, device, file_id, file_row)
      select ${companyId}, emp, marked_at, state, device, ${fileId}, row_no from clock_classified where outcome = 'new'
      on conflict do nothing returning 1)
    select count(*) as n from ins`);
  const counts = await db.execute(sql`select outcome, count(*) as n from clock_classified group by outcome`);
  const byOutcome = new Map(
    rowsOf<{ outcome: string; n: number | string }>(counts).map((r) => [r.outcome, Number(r.n)]),
  );
  const newMarks = Number(rowsOf<{ n: number | string }>(inserted)[0]?.n ?? 0);
  const good = (byOutcome.get('new') ?? 0) + (byOutcome.get('stored') ?? 0);
  return {
    newMarks,
    duplicates: good - newMarks,
    rejected: [...byOutcome].filter(([o]) => o !== 'new' && o !== 'stored').reduce((s, [, n]) => s + n, 0),
  };
};

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
    }>(res),
    total: Number(rowsOf<{ n: number | string }>(c)[0]?.n ?? 0),
  };
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
    }>(res),
    total: Number(rowsOf<{ n: number | string }>(c)[0]?.n ?? 0),
  };
};

/** Open payrolls (projected, processed) with the marks of their members inside the period (and the night after). */
export const listClockPayrolls = async (db: DbOrTx, companyId: number) => {
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
  }>(res);
};

// ---------------------------------------------------------------------------------------------------------
// Applying marks

export type ApplyDayRow = {
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  work_date: string;
  code: string;
  source: string;
  rest_day: boolean;
  holiday: boolean;
  expected_minutes: number;
  start_time: string;
  end_time: string;
  jornada_type: string;
  entry_grace_minutes: number;
  exit_grace_minutes: number;
  extra_minimum_minutes: number;
  extra_rounding: string;
  entry_time: string | null;
  exit_time: string | null;
  ordinary_minutes: number;
  extra_minutes: number;
  extra_status: string | null;
  extra_approved_minutes: number | null;
  extra_reason: string | null;
  note: string | null;
};

/** The payroll's members in number order, a page at a time (keyset), optionally only some. */
export const memberNumbers = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  after: number,
  limit: number,
  only?: number[],
) => {
  const res = await db.execute(sql`select employee_number from ${payrollEmployees}
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_number > ${after}
    ${only ? sql`and employee_number = any(${sql.param(only)}::int[])` : sql``}
    order by employee_number limit ${limit}`);
  return rowsOf<{ employee_number: number }>(res).map((r) => Number(r.employee_number));
};

/** The laid-out days of some members, with the schedule in force each day. */
export const daysForApply = async (db: DbOrTx, companyId: number, payrollId: number, numbers: number[]) => {
  const res = await db.execute(sql`select d.employee_number, e.first_name, e.first_surname, e.second_surname,
      d.work_date::text as work_date, d.code, d.source, d.rest_day, d.holiday_id is not null as holiday,
      d.expected_minutes, s.start_time, s.end_time, s.jornada_type, s.entry_grace_minutes, s.exit_grace_minutes,
      s.extra_minimum_minutes, s.extra_rounding,
      to_char(d.entry_time, 'HH24:MI') as entry_time, to_char(d.exit_time, 'HH24:MI') as exit_time,
      d.ordinary_minutes, d.extra_minutes, d.extra_status, d.extra_approved_minutes, d.extra_reason, d.note
    from ${attendanceDays} d
    join ${employees} e on e.company_id = d.company_id and e.employee_number = d.employee_number
    join schedules s on s.company_id = d.company_id and s.id = d.schedule_id
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId}
      and d.employee_number = any(${sql.param(numbers)}::int[])
    order by d.employee_number, d.work_date`);
  return rowsOf<ApplyDayRow>(res);
};

/** The marks of some employees between two dates (the second exclusive), in order. */
export const marksForApply = async (
  db: DbOrTx,
  companyId: number,
  numbers: number[],
  from: string,
  toExclusive: string,
) => {
  const res =
    await db.execute(sql`select employee_number, to_char(marked_at, 'YYYY-MM-DD"T"HH24:MI:SS') as at, state
    from ${clockMarks} where company_id = ${companyId} and employee_number = any(${sql.param(numbers)}::int[])
      and marked_at >= ${from}::date and marked_at < ${toExclusive}::date
    order by employee_number, marked_at`);
  return rowsOf<{ employee_number: number; at: string; state: number | null }>(res);
};
