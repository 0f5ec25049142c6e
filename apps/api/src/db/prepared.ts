import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { DbOrTx } from './client';
import { rowsOf } from './rows';

const dialect = new PgDialect();

/**
 * Rows of a hot read query. On PostgreSQL it runs as a named prepared statement (named after its text), so
 * each pooled connection plans it once instead of on every call; elsewhere (the embedded database, or
 * inside a transaction) it is a plain query.
 */
export const preparedRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    return (await client.query({ name, text, values: params as unknown[] })).rows as T[];
  }
  return rowsOf<T>(await db.execute(query));
};
