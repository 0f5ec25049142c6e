import { eq } from 'drizzle-orm';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Company `companyId` (default 1) and the bench's administrator (`bench`), created with the first company and a
 * member of each later one.
 */
export const seedBenchCompanyAdmin = async (
  db: Db,
  password = BENCH_PASSWORD,
  companyId = 1,
): Promise<{ id: number }> => {
  await db.insert(companies).values({
    id: companyId,
    name: companyId === 1 ? 'Bench S.A.' : `Bench ${companyId} S.A.`,
    legalId: `3-101-${String(companyId).padStart(6, '0')}`,
    address: 'San José',
    phone: '2222-2222',
    email: 'bench@example.cr',
  });
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.code, 'bench'));
  const [user] = existing
    ? [existing]
    : await db
        .insert(users)
        .values({
          code: 'bench',
          name: 'Bench',
          email: 'bench@example.cr',
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
  await db.insert(memberships).values({ companyId, userId: user!.id, role: 'admin' });
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

/**
 * The production server (`apps/api/dist/server.js`, built first when missing) as a child process on the bench's
 * database and files, on a free port; its resident memory (now and peak, from /proc) and CPU seconds. `env`
 * adds to its environment (several instances of one cluster share JWT_SECRET; each names its INSTANCE_ID).
 * With PROFILE_DIR set, the process writes a CPU profile there when it stops.
 */
export const startServerProcess = async (
  databaseUrl: string,
  filesDir: string,
  opts: { env?: Record<string, string>; stderr?: 'inherit' | 'ignore'; nodeArgs?: string[] } = {},
) => {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const serverJs = join(root, 'apps/api/dist/server.js');
  if (!existsSync(serverJs)) {
    const build = spawnSync(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('could not build the server');
  }
  const port = await new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const free = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(free));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'planilla-bench-server-'));
  // PROFILE_DIR: the server writes a CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, ...(opts.nodeArgs ?? []), serverJs], {
    cwd: root,
    stdio: ['ignore', 'ignore', opts.stderr ?? 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FILES_DIR: filesDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    const up = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const status = () => readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = (text: string, key: string) =>
    Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) * 1024;
  return {
    port,
    pid: child.pid!,
    /** Ends the process at once (SIGKILL), as a crash or an out-of-memory kill would: nothing of it runs after. */
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
    /** Resident memory now and its peak since the process started (VmHWM). */
    memory: () => {
      const text = status();
      return { rss: kb(text, 'VmRSS'), peak: kb(text, 'VmHWM') };
    },
    /** User and system CPU seconds of the process so far (clock ticks of /proc/PID/stat). */
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
