import type { ClockRowErrorReason } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { attendanceDays, clockFileErrors, clockMarks, employees, payrolls } from '../../db/schema';

/* Storing a read of a clock file: staging (a temporary table of the transaction), then set-based classification. */

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
