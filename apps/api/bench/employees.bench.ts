/**
 * employeeslist under load: 20 000 employees in one company on the real PostgreSQL (DATABASE_URL, default
 * the local server), a page of 10 with a search term, 50 concurrent clients over HTTP on loopback.
 * Prints p50/p95/p99 (target p99 ≤ 25 ms). Creates its own database and drops it.
 *
 *   npx tsx apps/api/bench/employees.bench.ts
 *
 * Environment: BENCH_EMPLOYEES (20000), BENCH_CLIENTS (50), BENCH_REQUESTS (20000), PG_POOL_MAX (20),
 * BENCH_SEQUENTIAL=1 (also one client at a time), BENCH_KEEP_DB=1 (keep the database to inspect it),
 * BENCH_CPU_PROF=1 (CPU profile of the server into /tmp/benchprof).
 *
 * The server runs in a child process, so the load generator does not share its event loop. Besides the
 * closed loop (each client sends its next request as soon as it has the answer), it prints the CPU each
 * request cost in the load generator, the API and PostgreSQL, and the latency when the 50 clients together
 * offer 100, 200 and 300 requests per second.
 */
import { ibanCheckDigits } from '@planilla/domain';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import {
  departments,
  employees,
  employeeSalaries,
  employmentPeriods,
  locations,
  occupations,
  schedules,
} from '../src/db/schema';
import { foldText } from '../src/lib/text';
import { FEMALE, MALE, SURNAMES } from '../seeds/demo-employees';
import { BENCH_PASSWORD, createBenchDatabase, prng, seedBenchCompanyAdmin, summary } from './bench-db';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const PASSWORD = BENCH_PASSWORD;
const TERMS = [
  'vargas',
  'rojas',
  'mora',
  'jimenez',
  'solis',
  'chaves',
  'maria',
  'jose pablo',
  'araya',
  'quesada',
  'ana lucia mora',
  'zuniga',
  '1234',
  'brenes',
];

/** CPU seconds (user + system) of every postgres process on this machine, from /proc (Linux only). */
const postgresCpuSeconds = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / 100;
};

/** 20 000 people, their periods and two salary rows each, in multi-row inserts of a few thousand rows. */
const seed = async (url: string) => {
  const database = await openDatabase({ databaseUrl: url });
  const db = database.db;
  const rnd = prng(42);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  await seedBenchCompanyAdmin(db, PASSWORD);
  const deps = await db
    .insert(departments)
    .values(
      ['Producción', 'Ventas', 'Administración', 'Bodega', 'Soporte'].map((name) => ({ companyId: 1, name })),
    )
    .returning({ id: departments.id });
  const occs = await db
    .insert(occupations)
    .values(
      ['Operario', 'Vendedor', 'Asistente', 'Bodeguero', 'Técnico'].map((name) => ({ companyId: 1, name })),
    )
    .returning({ id: occupations.id });
  const locs = await db
    .insert(locations)
    .values(['Planta', 'Oficina central', 'Sucursal'].map((name) => ({ companyId: 1, name })))
    .returning({ id: locations.id });
  const [sch] = await db
    .insert(schedules)
    .values({
      companyId: 1,
      name: 'Diurna',
      jornadaType: 'diurnal',
      quarterHoursPerDay: 32,
      workingDays: [1, 2, 3, 4, 5, 6],
      startTime: '06:00',
      endTime: '14:00',
    })
    .returning({ id: schedules.id });
  const CHUNK = 2000;
  for (let from = 1; from <= EMPLOYEES; from += CHUNK) {
    const emps: (typeof employees.$inferInsert)[] = [];
    const periods: (typeof employmentPeriods.$inferInsert)[] = [];
    const salaries: (typeof employeeSalaries.$inferInsert)[] = [];
    for (let n = from; n < Math.min(from + CHUNK, EMPLOYEES + 1); n++) {
      const female = rnd() < 0.5;
      const firstName = pick(female ? FEMALE : MALE);
      const firstSurname = pick(SURNAMES);
      const secondSurname = pick(SURNAMES);
      const nationalId = `${1 + (n % 7)}${String(n).padStart(8, '0')}`;
      const bban = `0151${String(n).padStart(14, '0')}`;
      const entryDate = `20${String(16 + (n % 10)).padStart(2, '0')}-${String(1 + (n % 12)).padStart(2, '0')}-01`;
      emps.push({
        companyId: 1,
        employeeNumber: n,
        idType: 'fisica',
        nationalId,
        firstName,
        firstSurname,
        secondSurname,
        birthDate: '1990-05-05',
        sex: female ? 'female' : 'male',
        civilStatus: 'single',
        nationality: 'CR',
        bankCode: '151',
        iban: `CR${ibanCheckDigits(bban)}${bban}`,
        departmentId: pick(deps).id,
        occupationId: pick(occs).id,
        locationId: pick(locs).id,
        scheduleId: sch!.id,
        periodicity: pick(['weekly', 'biweekly', 'fortnightly', 'monthly']),
        active: rnd() > 0.05,
        entryDate,
        searchText: foldText(`${n} ${nationalId} ${firstName} ${firstSurname} ${secondSurname}`),
      });
      periods.push({ companyId: 1, employeeNumber: n, periodNo: 1, entryDate });
      salaries.push({
        companyId: 1,
        employeeNumber: n,
        effectiveFrom: entryDate,
        amount: 40_000_000 + Math.floor(rnd() * 400) * 100_000,
      });
      salaries.push({
        companyId: 1,
        employeeNumber: n,
        effectiveFrom: '2026-01-01',
        amount: 42_000_000 + Math.floor(rnd() * 400) * 100_000,
      });
    }
    await db.insert(employees).values(emps);
    await db.insert(employmentPeriods).values(periods);
    await db.insert(employeeSalaries).values(salaries);
  }
  await db.execute('analyze');
  await database.close();
};

/** Child process: the API on a loopback port. */
const runServer = async () => {
  const config = loadConfig({
    databaseUrl: process.env.BENCH_DB_URL,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', async (m) => {
    if (m === 'cpu') process.send?.({ cpu: process.cpuUsage() });
    if (m === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
};

const main = async () => {
  console.log(
    `employees bench: ${EMPLOYEES} employees, ${CLIENTS} clients, ${REQUESTS} requests of employeeslist (page of 10, search term)`,
  );
  const bench = await createBenchDatabase('planilla_bench_employees');
  let child: ReturnType<typeof fork> | undefined;
  try {
    let t = Date.now();
    await seed(bench.url);
    console.log(`seeded in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    child = fork(fileURLToPath(import.meta.url), [], {
      env: {
        ...process.env,
        BENCH_ROLE: 'server',
        BENCH_DB_URL: bench.url,
        PG_POOL_MAX: process.env.PG_POOL_MAX ?? '20',
      },
      execArgv: [
        ...process.execArgv,
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/benchprof'] : []),
      ],
    });
    const port = await new Promise<number>((resolve, reject) => {
      child!.once('message', (m: { port: number }) => resolve(m.port));
      child!.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const base = `http://127.0.0.1:${port}/api`;
    const login = (await (
      await fetch(`${base}/authPlanilla`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cod_usuario: 'bench', clave: PASSWORD, num_empresa: 1 }),
      })
    ).json()) as { data: { token: string; userData: { num_usuario: number } } };
    const headers = {
      'content-type': 'application/json',
      'x-token': login.data.token,
      num_empresa: '1',
      num_usuario: String(login.data.userData.num_usuario),
      cod_usuario: 'bench',
    };
    // node:http with a keep-alive agent: a lighter client than fetch, which shares the CPU with the server.
    const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
    const post = (path: string, body: object) =>
      new Promise<{ ms: number; json: { ok: boolean; data: { total: number } } }>((resolve, reject) => {
        const payload = JSON.stringify(body);
        const started = performance.now();
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path: `/api/${path}`,
            method: 'POST',
            agent,
            headers: { ...headers, 'content-length': Buffer.byteLength(payload) },
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
    const request = async (body: object) => {
      const { ms, json } = await post('empleados/employeeslist', body);
      if (!json.ok) throw new Error(JSON.stringify(json));
      return { ms, total: json.data.total };
    };
    const totals = Object.fromEntries(
      await Promise.all(TERMS.map(async (term) => [term, (await request({ search: term })).total])),
    );
    console.log('matches per term:', totals);

    /**
     * `CLIENTS` clients, each sending its next request as soon as the previous answer arrives (closed loop,
     * no think time: the most demanding reading of "50 concurrent clients"), or after an exponential think
     * time that makes the clients together offer `rate` requests per second (50 users at work).
     */
    const load = async (requests: number, bodyOf: (i: number) => object, rate?: number) => {
      const latencies: number[] = [];
      let next = 0;
      const thinkMs = rate ? (CLIENTS * 1000) / rate : 0;
      t = Date.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < requests) {
            if (thinkMs) await new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * thinkMs));
            const i = next++;
            if (i >= requests) break;
            latencies.push((await request(bodyOf(i))).ms);
          }
        }),
      );
      return {
        ...summary(latencies),
        throughput: `${Math.round((latencies.length * 1000) / (Date.now() - t))} req/s`,
      };
    };
    if (process.env.BENCH_SEQUENTIAL) {
      for (const [label, url, body] of [
        ['rollista', 'parametros/rollista', {}],
        ['list no search', 'empleados/employeeslist', {}],
        ['list mora', 'empleados/employeeslist', { search: 'mora' }],
      ] as const) {
        const lat: number[] = [];
        for (let i = 0; i < 300; i++) lat.push((await post(url, body)).ms);
        console.log('sequential', label, summary(lat.slice(50)));
      }
    }
    await load(Math.min(2000, REQUESTS), (i) => ({ search: TERMS[i % TERMS.length] })); // warm-up
    const serverCpu = () =>
      new Promise<number>((resolve) => {
        child!.once('message', (m: { cpu: { user: number; system: number } }) =>
          resolve((m.cpu.user + m.cpu.system) / 1e6),
        );
        child!.send('cpu');
      });
    const cpu0 = { client: process.cpuUsage(), server: await serverCpu(), pg: postgresCpuSeconds() };
    const searched = await load(REQUESTS, (i) => ({ search: TERMS[i % TERMS.length] }));
    const client = process.cpuUsage(cpu0.client);
    const perRequest = (seconds: number) => `${((seconds * 1000) / REQUESTS).toFixed(2)} ms`;
    console.log('employeeslist, page of 10 with a search term:', searched);
    console.log('CPU per request:', {
      loadGenerator: perRequest((client.user + client.system) / 1e6),
      apiServer: perRequest((await serverCpu()) - cpu0.server),
      postgres: perRequest(postgresCpuSeconds() - cpu0.pg),
      cores: (await import('node:os')).cpus().length,
    });
    const unfiltered = await load(Math.min(5000, REQUESTS), () => ({}));
    console.log('employeeslist, first page without a search (for reference):', unfiltered);
    for (const rate of [100, 200, 300]) {
      const paced = await load(
        Math.min(rate * 15, REQUESTS),
        (i) => ({ search: TERMS[i % TERMS.length] }),
        rate,
      );
      console.log(
        `employeeslist with a search term, ${CLIENTS} clients offering ${rate} req/s together:`,
        paced,
      );
    }
    const p99 = Number.parseFloat(searched.p99);
    console.log(
      p99 <= 25
        ? `target met: p99 ${searched.p99} ≤ 25 ms (closed loop)`
        : `target missed in closed loop: p99 ${searched.p99} > 25 ms at ${searched.throughput}; with ${CLIENTS} requests always in flight, latency ≈ ${CLIENTS} ÷ throughput`,
    );
  } finally {
    child?.send('stop');
    await new Promise((r) => setTimeout(r, 300));
    child?.kill();
    if (process.env.BENCH_KEEP_DB) console.log(`kept ${bench.url}`);
    else await bench.drop();
  }
};

if (process.env.BENCH_ROLE === 'server') await runServer();
else await main();
