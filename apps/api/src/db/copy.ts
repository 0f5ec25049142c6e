import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Tx } from './client';

/** A value as COPY's text format reads it: `\N` for null, JSON for objects, backslash escapes in text. */
const copyField = (value: unknown): string => {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
};

/** Rows per piece of the COPY stream: bounds the text held in memory at once. */
const PIECE = 2_000;

function* copyText(rows: readonly (readonly unknown[])[]): Generator<string> {
  for (let i = 0; i < rows.length; i += PIECE) {
    let piece = '';
    for (const row of rows.slice(i, i + PIECE)) piece += row.map(copyField).join('\t') + '\n';
    yield piece;
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Loads rows into a table with `COPY … FROM STDIN` inside the caller's transaction: the fastest bulk write
 * PostgreSQL has (about half the time of `INSERT … SELECT FROM unnest`, whose array literals both sides must
 * build and parse). On the embedded PGlite the same text goes through its `/dev/blob` COPY. A failed COPY fails
 * the statement, and with it the transaction.
 */
export const copyRows = async (
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> => {
  if (rows.length === 0) return;
  const target = `${ident(table)} (${columns.map(ident).join(', ')})`;
  // The transaction's own connection: drizzle keeps it as its session's client.
  const session = (tx as unknown as { session: unknown }).session;
  if (is(session, NodePgSession)) {
    const client = (session as unknown as { client: PoolClient }).client;
    const stream = client.query(copyFrom(`copy ${target} from stdin`));
    await pipeline(Readable.from(copyText(rows)), stream);
    return;
  }
  if (is(session, PgliteSession)) {
    const client = (session as unknown as { client: PGlite | PgliteTransaction }).client;
    const blob = new Blob([...copyText(rows)]);
    await client.query(`copy ${target} from '/dev/blob'`, [], { blob });
    return;
  }
  throw new Error('copyRows: unsupported database session');
};
