import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { runInChunks } from './chunked';

/** A row as `table`'s columns name it (drizzle property names → column names), for JSON staging. */
const toColumnRecord = (table: PgTable, row: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[key];
    if (value === undefined) continue;
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
};

/** Rows per staging statement: one JSON parameter each, so the size is bounded by memory, not parameters. */
export const STAGING_CHUNK = 1000;

/**
 * Stages `rows` (shaped as drizzle inserts of `table`) for job `jobId` under `part` (defaults to the table's
 * name), in chunks outside any transaction. Every row of a part should carry the same keys: at publishing a
 * key one row lacks is null, not the column default.
 */
export const stageRows = async (
  db: Db,
  jobId: string,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  opts: {
    part?: string;
    /** Where these rows start in the part (stage a part in several calls: the rows' order is kept). */
    offset?: number;
    chunkSize?: number;
    progress?: (done: number) => Promise<void> | void;
  } = {},
): Promise<void> => {
  const part = opts.part ?? getTableName(table);
  const base = opts.offset ?? 0;
  await runInChunks(rows, {
    chunkSize: opts.chunkSize ?? STAGING_CHUNK,
    work: async (chunk, offset) => {
      const payload = JSON.stringify(chunk.map((r) => toColumnRecord(table, r)));
      await db.execute(sql`
        insert into job_staging (job_id, part, seq, payload)
        select ${jobId}, ${part}, ${base + offset}::int + (e.ord)::int, e.value
        from jsonb_array_elements(${payload}::jsonb) with ordinality as e(value, ord)`);
    },
    ...(opts.progress ? { progress: opts.progress } : {}),
  });
};

/**
 * Inserts the staged rows of `part` into `table` in one set-based statement, in staging order; meant for the
 * job's short publishing transaction. Answers how many rows it inserted.
 */
export const insertStaged = async (
  tx: DbOrTx,
  jobId: string,
  table: PgTable,
  part: string = getTableName(table),
): Promise<number> => {
  const keys = await tx.execute(
    sql`select distinct jsonb_object_keys(payload) as k from job_staging where job_id = ${jobId} and part = ${part}`,
  );
  const valid = new Set(Object.values(getTableColumns(table)).map((c) => c.name));
  const columns = (keys as unknown as { rows: { k: string }[] }).rows
    .map((r) => r.k)
    .filter((k) => valid.has(k));
  if (columns.length === 0) return 0;
  const name = sql.identifier(getTableName(table));
  const list = sql.join(
    columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const picked = sql.join(
    columns.map((c) => sql`r.${sql.identifier(c)}`),
    sql`, `,
  );
  // The record is built once per row, in FROM (LATERAL): `(f(x)).col` in a select list may call the function
  // once per column.
  const res = await tx.execute(sql`
    insert into ${name} (${list})
    select ${picked}
    from job_staging s cross join lateral jsonb_populate_record(null::${name}, s.payload) as r
    where s.job_id = ${jobId} and s.part = ${part}
    order by s.seq`);
  return (
    (res as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (res as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
};

/** Removes a job's staging rows (after publishing, or after a failure). */
export const clearStaging = (db: DbOrTx, jobId: string) =>
  db.execute(sql`delete from job_staging where job_id = ${jobId}`);
