import { API, API_METHOD, AUTH_HEADERS } from '@planilla/contracts';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase, startServerProcess } from '../bench/bench-db';
import { DEMO_PASSWORD, seedDemoData } from '../seeds/demo';

/**
 * A cluster of API instances as production runs them behind a load balancer (issue 29): N server processes
 * (the built `dist/server.js`) on one fresh PostgreSQL database with the demo data, sharing one JWT secret and
 * one files folder, each with its own INSTANCE_ID. The two-instance scenario and the soak start one.
 */
export type Instance = Awaited<ReturnType<typeof startServerProcess>> & { name: string; url: string };

export const startCluster = async (opts: { names: string[]; env?: Record<string, string> }) => {
  // PROFILE_DIR: each instance writes a CPU profile there when it stops (startServerProcess).
  const bench = await createBenchDatabase('planilla_cluster');
  await seedDemoData(bench.database.db, { payrollActivity: false });
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-cluster-files-'));
  const env = { JWT_SECRET: randomBytes(48).toString('base64url'), ...opts.env };
  const instances: Instance[] = [];
  try {
    for (const name of opts.names) {
      const server = await startServerProcess(bench.url, filesDir, {
        env: { ...env, INSTANCE_ID: name },
      });
      instances.push({ ...server, name, url: `http://127.0.0.1:${server.port}` });
    }
  } catch (err) {
    await Promise.all(instances.map((i) => i.stop()));
    await bench.drop();
    throw err;
  }
  return {
    instances,
    /** The cluster's database (for checks from outside the API). */
    url: bench.url,
    stop: async () => {
      await Promise.all(instances.map((i) => i.stop().catch(() => undefined)));
      await bench.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};

export type Answer = {
  status: number;
  body: { ok: boolean; data?: unknown; error?: { code: string; message: string } };
};
export type Session = { token: string; refreshToken: string; headers: Record<string, string> };

/**
 * Kept-alive connections to the instances: the soak's load generator shares two cores with the servers and
 * PostgreSQL, and `fetch` cost it about twice the CPU of a plain request on a kept-alive socket.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One API call to an instance, by the route table's name (its method from the same table). */
export const callApi = (
  instance: Pick<Instance, 'url'>,
  route: keyof typeof API,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    const req = http.request(
      `${instance.url}/api/${API[route]}`,
      {
        method: API_METHOD[route],
        agent,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const json = (res.headers['content-type'] ?? '').includes('json');
          let body: Answer['body'];
          try {
            body = json ? (JSON.parse(text) as Answer['body']) : { ok: res.statusCode === 200 };
          } catch {
            body = { ok: false, error: { code: 'NOT_JSON', message: text.slice(0, 200) } };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

/** The headers of a signed-in session (the web client's). */
export const sessionHeaders = (token: string, companyId: number, userId: number, code: string) => ({
  [AUTH_HEADERS.token]: token,
  [AUTH_HEADERS.company]: String(companyId),
  [AUTH_HEADERS.user]: String(userId),
  [AUTH_HEADERS.userCode]: code,
});

/** Signs a demo user in on an instance. */
export const signInOn = async (
  instance: Pick<Instance, 'url'>,
  code: string,
  companyId = 1,
): Promise<Session> => {
  const res = await callApi(instance, 'login', {
    body: { cod_usuario: code, clave: DEMO_PASSWORD, num_empresa: companyId },
  });
  if (res.status !== 200)
    throw new Error(`sign-in of ${code} failed: ${res.status} ${JSON.stringify(res.body)}`);
  const data = res.body.data as { token: string; refreshToken: string; userData: { num_usuario: number } };
  return {
    token: data.token,
    refreshToken: data.refreshToken,
    headers: sessionHeaders(data.token, companyId, data.userData.num_usuario, code),
  };
};

/** Waits for `probe` to answer a value (not undefined), asking again as soon as each answer comes; fails at `limitMs`. */
export const waitFor = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  limitMs = 60_000,
): Promise<T> => {
  const until = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
