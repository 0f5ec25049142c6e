/**
 * Who exists must not show in the timing (issue 23): `PUT authPlanilla/recuperarclave` and `POST util/email`
 * answered for a known and an unknown user code / address, over HTTP to this process's server (the embedded
 * database with the demo data, in memory). Calls alternate known/unknown; before each, the throttle's rows are
 * cleared and the work left for after the previous answer (the e-mail) has finished, outside the timing.
 * Prints each path's median side by side with the target:
 *
 *   |median(known) − median(unknown)| ≤ max(0.5 ms, 10 % of the faster median), for each call
 *
 *   npm run bench:recovery-timing
 *
 * Environment: BENCH_CALLS (50 per path, after 5 warm-up calls each).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { afterResponseSettled } from '../src/modules/auth/after-response';
import { syncReferenceData } from '../seeds/reference';
import { seedDemoData } from '../seeds/demo';

const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WARMUP = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const main = async () => {
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  await syncReferenceData(database.db);
  await seedDemoData(database.db, { payrollActivity: false });
  const config = loadConfig({
    inMemory: true,
    serveWeb: false,
    seedDemo: false,
    smtpUrl: undefined,
    publicRateLimit: 1_000_000,
    logLevel: 'warn',
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const call = async (path: string, method: string, body: object) => {
    // Outside the timing: the previous answer's own work done, and no throttle left from earlier calls.
    await afterResponseSettled();
    await database.db.execute(sql`delete from system_audit_log where action like 'password_recovery%'`);
    const started = process.hrtime.bigint();
    const res = await fetch(`${address}/api/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return ms;
  };

  const cases = [
    {
      name: 'authPlanilla/recuperarclave',
      known: () => call('authPlanilla/recuperarclave', 'PUT', { cod_usuario: 'auditor' }),
      unknown: (i: number) => call('authPlanilla/recuperarclave', 'PUT', { cod_usuario: `fantasma${i}` }),
    },
    {
      name: 'util/email',
      known: () =>
        call('util/email', 'POST', { template: 'passwordRecovery', email: 'planillas@cafelamontana.cr' }),
      unknown: (i: number) =>
        call('util/email', 'POST', { template: 'passwordRecovery', email: `nadie${i}@example.cr` }),
    },
  ];

  console.log(`recovery timing bench: ${CALLS} calls per path (after ${WARMUP} warm-up), alternating`);
  console.log('call                          known (ms)  unknown (ms)  difference  target      result');
  let missed = 0;
  for (const c of cases) {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < WARMUP + CALLS; i++) {
      const k = await c.known();
      const u = await c.unknown(i);
      if (i >= WARMUP) {
        known.push(k);
        unknown.push(u);
      }
    }
    const mk = median(known);
    const mu = median(unknown);
    const diff = Math.abs(mk - mu);
    const target = Math.max(0.5, 0.1 * Math.min(mk, mu));
    const ok = diff <= target;
    if (!ok) missed++;
    console.log(
      `${c.name.padEnd(30)}${mk.toFixed(2).padStart(10)}  ${mu.toFixed(2).padStart(12)}  ${diff.toFixed(2).padStart(10)}  ≤ ${target.toFixed(2).padEnd(8)}  ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  await afterResponseSettled();
  await app.close();
  await database.close();
  if (missed > 0) process.exitCode = 1;
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
