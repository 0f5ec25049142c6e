import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { openTestDatabase } from '../test/test-app';
import { checkSchemaForDistribution } from './schema-guard';

describe('schema guard (distribution by company)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  it('every company-scoped table has company_id first in its key, in every unique index and foreign key', async () => {
    expect(await checkSchemaForDistribution(database.db)).toEqual([]);
  });

  it('fails on tables that could not be distributed by company, naming each rule broken', async () => {
    const db = database.db;
    await db.execute(sql`create table zz_keyed_by_id (id serial primary key, company_id integer)`);
    await db.execute(sql`create table zz_unique_code (company_id integer not null, id integer not null,
      code text, primary key (company_id, id))`);
    await db.execute(sql`create unique index zz_unique_code_key on zz_unique_code (code)`);
    await db.execute(sql`create table zz_crossing (company_id integer, id integer not null,
      other_id integer references zz_keyed_by_id (id), primary key (company_id, id))`);
    await db.execute(sql`create table zz_unlisted (code text primary key)`);
    try {
      const problems = await checkSchemaForDistribution(db);
      expect(problems.map((p) => `${p.table}: ${p.rule}`).sort()).toEqual([
        'zz_crossing: foreign-key',
        'zz_keyed_by_id: company-not-null',
        'zz_keyed_by_id: primary-key',
        'zz_unique_code: unique',
        'zz_unlisted: company-column',
      ]);
      expect(problems.find((p) => p.rule === 'unique')?.detail).toContain('zz_unique_code_key');
    } finally {
      await db.execute(sql`drop table zz_crossing, zz_unique_code, zz_keyed_by_id, zz_unlisted`);
    }
    expect(await checkSchemaForDistribution(db)).toEqual([]);
  });
});
