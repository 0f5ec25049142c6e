/**
 * Attendance at scale on the real PostgreSQL (DATABASE_URL, default the local server): a company of 10 000
 * fortnightly employees (two schedules, a few hundred vacation and disability ranges), in its own database,
 * dropped at the end. Prints each figure beside its target (issue 11):
 *
 *   projection of a fortnightly payroll of 10 000 employees           ≤ 3 s
 *   a page of the daily register (a date with 10 000 rows)            p95 ≤ 50 ms
 *   upload + parse + store of a 1 000 000-mark file                   ≤ 20 s, peak server memory ≤ 400 MB
 *   applying those marks to the payroll                                ≤ 10 s
 *
 * Also: projecting again (nothing new, then with 1 000 days changed by people), one diaryAsistence call that
 * sets 500 employee-days, and the register's dates summary.
 *
 *   npm run bench:attendance
 *
 * Environment: BENCH_EMPLOYEES (10000), BENCH_PAGES (400), BENCH_CLIENTS (10), BENCH_MARKS (1000000),
 * BENCH_KEEP_DB=1.
 * The API runs in this process and is called over HTTP on loopback (keep-alive), as the browser would; the
 * clock-file upload and read go to a separate production server process, whose memory is measured alone.
 */
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  BENCH_PASSWORD,
  createBenchDatabase,
  figuresMissed,
  prng,
  report,
  startServerProcess,
  summary,
} from './bench-db';
import { NOVEMBER_DISABILITY, NOVEMBER_VACATION, seedBenchEmployees } from './bench-payroll';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 400);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const PERIOD = { start: '2026-11-16', end: '2026-11-30' };
const MARKS = Number(process.env.BENCH_MARKS ?? 1_000_000);

/**
 * A ZKTeco `1_attlog.dat` of the period: every employee, every working day of their schedule (Monday to
 * Saturday 06:00–14:00, or every fifth employee Monday to Friday 08:00–17:30), eight marks with their states
 * (in, break out and in three times, out), a few minutes of jitter; written as a stream, up to `limit` marks.
 */
const writeAttlog = async (path: string, limit: number): Promise<number> => {
  const out = createWriteStream(path);
  const rnd = prng(5);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offsets = [0, 120, 135, 240, 270, 360, 375, 480]; // minutes from the shift's start
  const states = [0, 2, 3, 2, 3, 2, 3, 1];
  let count = 0;
  let buffer = '';
  for (let n = 1; n <= EMPLOYEES && count < limit; n++) {
    const office = n % 5 === 0;
    const start = office ? 8 * 60 : 6 * 60;
    const pin = String(n).padStart(9, ' ');
    for (let d = 16; d <= 30 && count < limit; d++) {
      const weekday = new Date(Date.UTC(2026, 10, d)).getUTCDay(); // 0 Sunday
      if (weekday === 0 || (office && weekday === 6)) continue;
      for (let i = 0; i < 8 && count < limit; i++) {
        const at = start + offsets[i]! + (office && i === 7 ? 90 : 0) + Math.floor(rnd() * 9) - 4;
        buffer += `${pin}\t2026-11-${pad(d)} ${pad(Math.floor(at / 60))}:${pad(at % 60)}:${pad(Math.floor(rnd() * 60))}\t1\t${states[i]}\t1\t0\r\n`;
        count++;
      }
    }
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, 'drain');
      buffer = '';
    }
  }
  out.end(buffer);
  await once(out, 'finish');
  return count;
};

/** POST util/ with the file streamed from disk in a multipart body (as a browser sends it). */
const uploadFile = (port: number, headers: Record<string, string>, path: string, name: string) =>
  new Promise<{ ok: boolean; error?: unknown }>((resolve, reject) => {
    const boundary = `----bench${Date.now()}`;
    const field = (k: string, v: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
    const head = Buffer.from(
      field('nom_archivo', name) +
        field('carpeta', 'marcas') +
        `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const { 'content-type': _json, ...auth } = headers;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/util/',
        method: 'POST',
        headers: {
          ...auth,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });

/**
 * CPU seconds (user + system) of the PostgreSQL backends serving the bench's database, from /proc: the server
 * is shared with other work, so besides wall time the bench prints the CPU each step cost, which does not
 * grow when other processes compete for the cores.
 */
const backendCpu = async (admin: pg.Client, database: string): Promise<Map<number, number>> => {
  const pids = (
    await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])
  ).rows.map((r) => r.pid);
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // the backend ended meanwhile
    }
  }
  return seconds;
};

/**
 * The CPU the backends spent since `before`, backend by backend: a connection a pool closed in between takes
 * its seconds with it, so the figure is a lower bound, never negative.
 */
const backendCpuSince = async (admin: pg.Client, database: string, before: Map<number, number>) => {
  let total = 0;
  for (const [pid, seconds] of await backendCpu(admin, database)) total += seconds - (before.get(pid) ?? 0);
  return total;
};

/** 10 000 fortnightly employees with their periods and salaries, and some ranges, in multi-row inserts. */
const seed = async (db: Awaited<ReturnType<typeof createBenchDatabase>>['database']['db']) => {
  await seedBenchEmployees(db, EMPLOYEES, {
    rngSeed: 11,
    // A few hires and exits inside the period.
    entryDate: (n) => (n % 97 === 0 ? '2026-11-20' : `20${String(16 + (n % 10)).padStart(2, '0')}-03-01`),
    exitDate: (n) => (n % 89 === 0 ? '2026-11-25' : null),
    salary: () => 45_000_000,
    ranges: (n) => [
      ...(n % 31 === 0 ? [NOVEMBER_VACATION] : []),
      ...(n % 53 === 0 ? [NOVEMBER_DISABILITY(n)] : []),
    ],
  });
  await db.execute('analyze');
};

const main = async () => {
  console.log(
    `attendance bench: ${EMPLOYEES} fortnightly employees, period ${PERIOD.start} to ${PERIOD.end}`,
  );
  const bench = await createBenchDatabase('planilla_bench_attendance');
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-bench-files-'));
  const config = loadConfig({
    filesDir,
    databaseUrl: bench.url,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  try {
    let t = Date.now();
    await seed(bench.database.db);
    console.log(`seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    let headers: Record<string, string> = { 'content-type': 'application/json' };
    /** Where a call goes: this process's API, or the separate server of the clock-file step. */
    type Target = { port: number; headers: Record<string, string> };
    const send = (method: 'POST' | 'PUT', path: string, body: object, target?: Target) =>
      new Promise<{ ms: number; json: { ok: boolean; data: never; error?: unknown } }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const started = performance.now();
        const req = http.request(
          {
            host: '127.0.0.1',
            port: target?.port ?? port,
            path: `/api/${path}`,
            method,
            agent: target ? undefined : agent,
            headers: { ...(target?.headers ?? headers), 'content-length': Buffer.byteLength(payload) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                ms: performance.now() - started,
                json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const ok = async <T>(method: 'POST' | 'PUT', path: string, body: object, target?: Target) => {
      const res = await send(method, path, body, target);
      if (!res.json.ok) throw new Error(`${path}: ${JSON.stringify(res.json.error)}`);
      return { ms: res.ms, data: res.json.data as T };
    };
    const admin = new pg.Client({ connectionString: bench.url });
    // The shared server may end connections (other sessions' tests): a lost CPU probe must not end the bench.
    admin.on('error', (err) => console.warn(`CPU probe connection lost: ${err.message}`));
    await admin.connect();
    const dbName = new URL(bench.url).pathname.slice(1);
    /** Wall time and CPU (this process: the API; and the database's backends) of one step. */
    const measured = async <T>(step: () => Promise<T>) => {
      const node0 = process.cpuUsage();
      const pg0 = await backendCpu(admin, dbName);
      const started = performance.now();
      const result = await step();
      const ms = performance.now() - started;
      const node = process.cpuUsage(node0);
      const cpu = { api: (node.user + node.system) / 1e6, db: await backendCpuSince(admin, dbName, pg0) };
      return {
        result,
        ms,
        cpu,
        text: `CPU ${(cpu.api + cpu.db).toFixed(2)} s (API ${cpu.api.toFixed(2)}, PostgreSQL ${cpu.db.toFixed(2)})`,
      };
    };
    const login = await ok<{ token: string; userData: { num_usuario: number } }>('POST', 'authPlanilla', {
      cod_usuario: 'bench',
      clave: BENCH_PASSWORD,
      num_empresa: 1,
    });
    headers = {
      ...headers,
      'x-token': login.data.token,
      num_empresa: '1',
      num_usuario: String(login.data.userData.num_usuario),
      cod_usuario: 'bench',
    };

    const payroll = await ok<{ payrollId: number }>('POST', 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: PERIOD.start,
      periodEnd: PERIOD.end,
    });
    const payrollId = payroll.data.payrollId;

    // Projection: the first, then again with nothing new.
    type Projection = { employees: { total: number }; days: Record<string, number> };
    const first = await measured(() =>
      ok<Projection>('PUT', 'procesoPlanilla/projectpayroll', { payrollId }),
    );
    report(
      `projection of ${first.result.data.employees.total} employees, ${first.result.data.days.total} days`,
      `${(first.ms / 1000).toFixed(2)} s wall, ${first.text}`,
      '≤ 3 s',
      first.ms <= 3000,
    );
    const again = await measured(() =>
      ok<Projection>('PUT', 'procesoPlanilla/projectpayroll', { payrollId }),
    );
    report(
      'projection again, nothing new',
      `${(again.ms / 1000).toFixed(2)} s wall, ${again.text}`,
      'none',
      null,
    );

    // One call that sets 500 employee-days (a clerk's bulk action), then projecting again keeps 1 000 changes.
    // Employees present the whole period (not the hires of the 20th nor the exits of the 25th).
    const steady = Array.from({ length: EMPLOYEES }, (_, i) => i + 1).filter(
      (n) => n % 97 !== 0 && n % 89 !== 0,
    );
    const items = Array.from({ length: 500 }, (_, i) => ({
      num_empleado: steady[(i * 7) % steady.length]!,
      date: '2026-11-17',
      code: i % 10 === 0 ? 'A' : 'R',
      ...(i % 10 === 0 ? {} : { entryTime: '06:00', exitTime: '14:00' }),
    }));
    const diary = await ok<{ updated: number }>('PUT', 'asistencia/diaryAsistence', { payrollId, items });
    report(
      `diaryAsistence setting ${diary.data.updated} employee-days`,
      `${diary.ms.toFixed(0)} ms`,
      'none',
      null,
    );
    await ok('PUT', 'asistencia/diaryAsistence', {
      payrollId,
      items: items.map((i) => ({ ...i, date: '2026-11-19' })),
    });
    const kept = await measured(() => ok<Projection>('PUT', 'procesoPlanilla/projectpayroll', { payrollId }));
    report(
      `projection again, keeping ${kept.result.data.days.kept} changed days`,
      `${(kept.ms / 1000).toFixed(2)} s wall, ${kept.text}`,
      '≤ 3 s',
      kept.ms <= 3000,
    );

    const dates = await ok('POST', 'asistencia/presencelistdates', { payrollId });
    report("the period's dates with counts by code", `${dates.ms.toFixed(0)} ms`, 'none', null);
    console.log(
      `load average while measuring: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );

    // Pages of the daily register: a date with every employee, by name, pages all over; some with a search.
    const rnd = prng(7);
    const bodyOf = (i: number) => ({
      payrollId,
      date: i % 3 === 0 ? '2026-11-18' : '2026-11-24',
      page: 1 + Math.floor(rnd() * (EMPLOYEES / 50)),
      pageSize: 50,
      ...(i % 5 === 0 ? { search: ['mora', 'vargas', 'maria', 'jose', 'solis'][i % 5] } : {}),
      ...(i % 7 === 0 ? { codes: ['A'] } : {}),
    });
    for (let i = 0; i < 40; i++) await ok('POST', 'asistencia/presencelist', bodyOf(i)); // warm-up
    const sequential: number[] = [];
    const pages = await measured(async () => {
      for (let i = 0; i < PAGES; i++)
        sequential.push((await ok('POST', 'asistencia/presencelist', bodyOf(i))).ms);
    });
    const one = summary(sequential);
    const perPage = ((pages.cpu.api + pages.cpu.db) * 1000) / PAGES;
    report(
      `a page of 50 rows of the daily register (${EMPLOYEES} rows that date), one client`,
      `p50 ${one.p50}, p95 ${one.p95}, p99 ${one.p99}; CPU per page ${perPage.toFixed(1)} ms (API ${((pages.cpu.api * 1000) / PAGES).toFixed(1)}, PostgreSQL ${((pages.cpu.db * 1000) / PAGES).toFixed(1)})`,
      'p95 ≤ 50 ms',
      Number.parseFloat(one.p95) <= 50,
    );
    const together: number[] = [];
    let next = 0;
    t = Date.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < PAGES) {
          const i = next++;
          together.push((await ok('POST', 'asistencia/presencelist', bodyOf(i))).ms);
        }
      }),
    );
    const many = summary(together);
    report(
      `the same with ${CLIENTS} clients at once`,
      `p50 ${many.p50}, p95 ${many.p95}, p99 ${many.p99}, ${Math.round((PAGES * 1000) / (Date.now() - t))} req/s`,
      'none',
      null,
    );

    // Clock files: a ZKTeco attlog export of 1 000 000 marks (8 a working day: entry, three breaks out and
    // in, exit) uploaded through POST util/, registered, read as a job; then applied to the payroll.
    const clockPath = join(filesDir, 'bench-attlog.dat');
    const written = await writeAttlog(clockPath, MARKS);
    const clockSize = statSync(clockPath).size;
    console.log(`wrote ${written} marks (${(clockSize / 1e6).toFixed(1)} MB) to ${clockPath}`);
    // The upload, parse and store run in a separate production server (`apps/api/dist/server.js`) on the
    // same database and files, so its memory is the server's alone (this process holds the bench's data).
    const server = await startServerProcess(bench.url, filesDir);
    try {
      const serverLogin = await ok<{ token: string; userData: { num_usuario: number } }>(
        'POST',
        'authPlanilla',
        { cod_usuario: 'bench', clave: BENCH_PASSWORD, num_empresa: 1 },
        { port: server.port, headers: { 'content-type': 'application/json' } },
      );
      const target: Target = {
        port: server.port,
        headers: {
          'content-type': 'application/json',
          'x-token': serverLogin.data.token,
          num_empresa: '1',
          num_usuario: String(serverLogin.data.userData.num_usuario),
          cod_usuario: 'bench',
        },
      };
      const rssBefore = server.memory().rss;
      const cpu0 = server.cpuSeconds();
      const pg0 = await backendCpu(admin, dbName);
      const started = performance.now();
      const up = await uploadFile(server.port, target.headers, clockPath, 'bench-attlog.dat');
      if (!up.ok) throw new Error(`upload: ${JSON.stringify(up.error)}`);
      const file = await ok<{ fileId: number }>(
        'PUT',
        'asistencia/fileasistence',
        { nom_archivo: 'bench-attlog.dat', carpeta: 'marcas' },
        target,
      );
      const job = await ok<{ jobId: string }>(
        'PUT',
        'asistencia/readfile',
        { fileId: file.data.fileId },
        target,
      );
      let r: Record<string, number>;
      for (;;) {
        const status = await ok<{ status: string; result: Record<string, number> | null; error: unknown }>(
          'POST',
          'empleados/importstatus',
          { jobId: job.data.jobId },
          target,
        );
        if (status.data.status === 'failed') throw new Error(`read: ${JSON.stringify(status.data.error)}`);
        if (status.data.status === 'succeeded') {
          r = status.data.result!;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const ms = performance.now() - started;
      const api = server.cpuSeconds() - cpu0;
      const db = await backendCpuSince(admin, dbName, pg0);
      const peak = server.memory().peak;
      report(
        `upload + parse + store of a ${written}-mark file (${r.newMarks} new, ${r.duplicateMarks} duplicates, ${r.errorRows} rows in error)`,
        `${(ms / 1000).toFixed(2)} s wall, CPU ${(api + db).toFixed(2)} s (API ${api.toFixed(2)}, PostgreSQL ${db.toFixed(2)})`,
        '≤ 20 s',
        ms <= 20_000,
      );
      report(
        'peak server memory (the server process, from its start to the end of the read)',
        `${(peak / 1e6).toFixed(0)} MB RSS (${(rssBefore / 1e6).toFixed(0)} MB before the upload)`,
        '≤ 400 MB',
        peak <= 400e6,
      );
    } finally {
      await server.stop();
    }
    const preview = await measured(() =>
      ok<{ changedDays: number }>('PUT', 'asistencia/diaryasistenceclock', { payrollId, preview: true }),
    );
    report(
      `preview of applying the marks (${preview.result.data.changedDays} days would change)`,
      `${(preview.ms / 1000).toFixed(2)} s wall, ${preview.text}`,
      'none',
      null,
    );
    const applied = await measured(() =>
      ok<{ changedDays: number; skippedPersonDays: number; missingMarkDays: number }>(
        'PUT',
        'asistencia/diaryasistenceclock',
        { payrollId, preview: false },
      ),
    );
    report(
      `applying the marks to the payroll (${applied.result.data.changedDays} days changed, ${applied.result.data.skippedPersonDays} kept for a person, ${applied.result.data.missingMarkDays} S)`,
      `${(applied.ms / 1000).toFixed(2)} s wall, ${applied.text}`,
      '≤ 10 s',
      applied.ms <= 10_000,
    );

    await admin.end();
    const failed = figuresMissed();
    console.log(failed.length === 0 ? 'every target met' : `${failed.length} target(s) missed`);
  } finally {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${bench.url}`);
    else await bench.drop();
  }
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
