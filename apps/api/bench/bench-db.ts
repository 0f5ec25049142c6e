import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { companies, memberships, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { syncReferenceData } from '../seeds/reference';

/** The PostgreSQL server the benchmarks use: DATABASE_URL, or the local one of the development setup. */
export const serverUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on that server (migrated, reference data in), dropped by `drop`. */
export const createBenchDatabase = async (
  prefix: string,
): Promise<{ url: string; database: Database; drop: () => Promise<void> }> => {
  const admin = serverUrl();
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  await syncReferenceData(database.db);
  return {
    url: url.toString(),
    database,
    drop: async () => {
      await database.close().catch(() => undefined);
      const d = new pg.Client({ connectionString: admin });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
};

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export const summary = (latencies: number[]) => {
  const s = [...latencies].sort((a, b) => a - b);
  const fmt = (v: number) => `${v.toFixed(2)} ms`;
  return {
    n: s.length,
    p50: fmt(percentile(s, 50)),
    p95: fmt(percentile(s, 95)),
    p99: fmt(percentile(s, 99)),
    max: fmt(s.at(-1) ?? 0),
  };
};

export const BENCH_PASSWORD = 'Bench-Password-2026';

/** Company 1 and its administrator `bench` (the benchmarks sign in as them). */
export const seedBenchCompanyAdmin = async (db: Db, password = BENCH_PASSWORD): Promise<{ id: number }> => {
  await db.insert(companies).values({
    id: 1,
    name: 'Bench S.A.',
    legalId: '3-101-000001',
    address: 'San José',
    phone: '2222-2222',
    email: 'bench@example.cr',
  });
  const [user] = await db
    .insert(users)
    .values({
      code: 'bench',
      name: 'Bench',
      email: 'bench@example.cr',
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await db.insert(memberships).values({ companyId: 1, userId: user!.id, role: 'admin' });
  return user!;
};

/** mulberry32: a small seeded generator, so every run of a bench builds the same data. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

type Figure = { name: string; value: string; target: string; ok: boolean | null };
const figures: Figure[] = [];

/** Prints one figure beside its target (✓ met, ✗ missed, blank: no target) and keeps it for the summary. */
export const report = (name: string, value: string, target: string, ok: boolean | null) => {
  figures.push({ name, value, target, ok });
  console.log(`${ok === null ? ' ' : ok ? '✓' : '✗'} ${name}: ${value} (target ${target})`);
};

/** The figures reported so far that missed their target. */
export const figuresMissed = () => figures.filter((f) => f.ok === false);
