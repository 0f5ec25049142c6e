import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { runInChunks } from './chunked';
import { rowsOf } from '../../db/rows';

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
  const columns = rowsOf<{ k: string }>(keys)
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

/** A catalog name as an SQL identifier (names read from pg_catalog, quoted all the same). */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Checks every foreign key of `tables`, set-based: one anti-join per constraint (MATCH SIMPLE: a row with a
 * null in the key is not checked). Throws naming the first constraint a row breaks.
 */
export const verifyForeignKeys = async (tx: DbOrTx, tables: readonly PgTable[]): Promise<void> => {
  const names = tables.map((t) => getTableName(t));
  const constraints = rowsOf<{ name: string; tbl: string; ref: string; cols: string[]; refcols: string[] }>(
    await tx.execute(sql`
      select c.conname as name, t.relname as tbl, r.relname as ref,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, o)
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.o) as cols,
        array(select a.attname::text from unnest(c.confkey) with ordinality k(n, o)
          join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.o) as refcols
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_class r on r.oid = c.confrelid
      where c.contype = 'f' and t.relname = any(${`{${names.join(',')}}`}::text[]) and t.relnamespace = 'public'::regnamespace`),
  );
  for (const c of constraints) {
    const present = c.cols.map((col) => `t.${quoted(col)} is not null`).join(' and ');
    const matches = c.cols.map((col, i) => `r.${quoted(c.refcols[i]!)} = t.${quoted(col)}`).join(' and ');
    const broken = rowsOf(
      await tx.execute(
        sql.raw(
          `select 1 from ${quoted(c.tbl)} t where ${present} and not exists (select 1 from ${quoted(c.ref)} r where ${matches}) limit 1`,
        ),
      ),
    );
    if (broken.length > 0) throw new Error(`foreign key ${c.name} of ${c.tbl} broken by a published row`);
  }
};

/**
 * Publishes many staged rows into `tables` fast on the embedded database. PGlite has one connection, so nothing
 * can change under this transaction; there, per-row foreign-key triggers and per-row GIN index inserts cost
 * about 2 ms a row (a 20 000-row import held the only connection for 50 s, every other request waiting). So on
 * PGlite, for the length of `publish`, this transaction skips the triggers (`session_replication_role =
 * replica`) and lets the GIN indexes of `tables` collect their entries in the pending list, merged once at the
 * end; then every foreign key of `tables` is checked set-based (`verifyForeignKeys`), and a broken one throws,
 * so the whole transaction rolls back. Our own triggers are ENABLE ALWAYS (migration 0029): they fire under
 * `replica` too, so the histories an employee insert starts are written (issue 23). On PostgreSQL (other
 * sessions may delete a referenced row: the triggers' row locks matter) `publish` simply runs.
 */
export const withBulkPublish = async <T>(
  tx: DbOrTx,
  tables: readonly PgTable[],
  publish: () => Promise<T>,
): Promise<T> => {
  const [server] = rowsOf<{ v: string }>(await tx.execute(sql`select version() as v`));
  if (!/emscripten/i.test(server?.v ?? '')) return publish();
  const names = tables.map((t) => getTableName(t));
  const gins = rowsOf<{ name: string; fastupdate: string | null }>(
    await tx.execute(sql`
      select ic.relname as name,
        (select o from unnest(ic.reloptions) o where o like 'fastupdate=%') as fastupdate
      from pg_index i
      join pg_class ic on ic.oid = i.indexrelid
      join pg_class tc on tc.oid = i.indrelid
      join pg_am a on a.oid = ic.relam
      where a.amname = 'gin' and tc.relname = any(${`{${names.join(',')}}`}::text[]) and tc.relnamespace = 'public'::regnamespace`),
  );
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
  for (const g of gins) await tx.execute(sql.raw(`alter index ${quoted(g.name)} set (fastupdate = on)`));
  const result = await publish();
  for (const g of gins) {
    await tx.execute(sql`select gin_clean_pending_list(${g.name}::regclass)`);
    await tx.execute(
      sql.raw(
        g.fastupdate
          ? `alter index ${quoted(g.name)} set (${g.fastupdate})`
          : `alter index ${quoted(g.name)} reset (fastupdate)`,
      ),
    );
  }
  await tx.execute(sql`set local session_replication_role = origin`);
  await verifyForeignKeys(tx, tables);
  return result;
};
