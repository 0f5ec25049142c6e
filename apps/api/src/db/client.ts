import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The embedded database's whole data directory as a tar (tests copy a seeded one); PGlite only. */
  dumpDataDir: () => Promise<Uint8Array>;
};

/**
 * Connections in the pool: `PG_POOL_MAX`, else PostgreSQL's rule of thumb for a database on the same machine,
 * twice the cores plus one (at least 4). More backends than cores only take turns: on 2 cores a pool of 20 made a
 * busy results page slower (each extra backend is also one more to start and warm) than a pool of 5.
 */
const poolSize = () => Number(process.env.PG_POOL_MAX ?? 0) || Math.max(4, 2 * availableParallelism() + 1);

/** PostgreSQL through `pg` when a URL is given, else the embedded PGlite (on disk, or in memory). */
export const openDatabase = async (opts: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  inMemory?: boolean;
  /** For an in-memory PGlite: start from this dump of a data directory (see `dumpDataDir`). */
  loadDataDir?: Uint8Array;
}): Promise<Database> => {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: poolSize() });
    // A connection the server ends (restart, failover, admin command) must not crash the process: the pool
    // drops it and the next query opens a new one. Errors of a query in flight still reach its caller.
    const logLost = (err: Error) => console.warn(`PostgreSQL connection lost: ${err.message}`);
    pool.on('error', logLost);
    pool.on('connect', (client) => client.on('error', logLost));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
      dumpDataDir: () => Promise.reject(new Error('only an embedded database can dump its data directory')),
    };
  }
  // pg_trgm backs the employee search index (migration 0001 creates the extension).
  const extensions = { pg_trgm };
  let client: PGlite;
  if (opts.inMemory) {
    const loadDataDir = opts.loadDataDir ? new Blob([opts.loadDataDir]) : undefined;
    client = new PGlite({ extensions, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  else {
    const dir = join(opts.dataDir ?? 'data', 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  };
};
