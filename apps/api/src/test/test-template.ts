import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { seedDemoData } from '../../seeds/demo';
import { syncReferenceData } from '../../seeds/reference';

/**
 * The database every route test starts from (schema, reference data, the demo without payroll activity),
 * built once per run and copied per test file: on PGlite a dump of its data directory, on PostgreSQL a template
 * database. Migrating and seeding each of ~60 files' databases took about 3 s each on a busy two-core machine;
 * a copy takes a fraction of it, and every file still starts from exactly the same rows.
 */
export type TestTemplate = { kind: 'pglite'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  // vitest's provided context is augmented by declaration merging, which only an interface does.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    apiTestTemplate: TestTemplate | null;
  }
}

/** Migrates and seeds `database` as a route test expects it. */
export const seedTestDatabase = async (database: Database): Promise<void> => {
  await database.migrate();
  await syncReferenceData(database.db);
  await seedDemoData(database.db, { payrollActivity: false });
};

const adminQuery = async (url: string, query: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
};

export const databaseUrlFor = (url: string, name: string): string => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/** Builds the template; answers it and how to remove it when the run ends. */
export const buildTestTemplate = async (): Promise<{ template: TestTemplate; remove: () => Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ inMemory: true });
    try {
      await seedTestDatabase(database);
      const dump = await database.dumpDataDir();
      const dir = mkdtempSync(join(tmpdir(), 'planilla-test-template-'));
      const file = join(dir, 'pglite.tar');
      writeFileSync(file, dump);
      return { template: { kind: 'pglite', file }, remove: async () => rmSync(dir, { recursive: true, force: true }) };
    } finally {
      await database.close();
    }
  }
  const name = `planilla_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
  try {
    await seedTestDatabase(database);
  } finally {
    // A template must have no connection open when it is copied.
    await database.close();
  }
  return {
    template: { kind: 'postgres', name },
    remove: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
};
