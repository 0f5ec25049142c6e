import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { seedDemoData } from '../../seeds/demo';
import { syncReferenceData } from '../../seeds/reference';
import { openTestDatabase, signIn } from '../test/test-app';

/**
 * A 500's log line names the error's kind and code and the request id, never the failing query's parameters
 * (names, e-mail addresses), the SQL, or a password hash. The app is built with its real logger, writing to
 * a stream the test reads.
 */
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  await syncReferenceData(database.db);
  await seedDemoData(database.db);
  const config = loadConfig({ inMemory: true, serveWeb: false, seedDemo: false, smtpUrl: undefined, publicRateLimit: 10_000 });
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  // Inserting a user fails inside the database, after the query with all its parameters was sent.
  await database.db.execute(sql`create or replace function planilla_test_refuse() returns trigger language plpgsql
    as $$ begin raise exception 'refused by test trigger'; end $$`);
  await database.db.execute(sql`create trigger planilla_test_refuse before insert on users
    for each row execute function planilla_test_refuse()`);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

const SECRETS = ['Rigoberta', 'rigoberta.secreta@example.cr', 'Clave-Secreta-2026', '$argon2', 'insert into', 'users_code'];

describe('log lines of failures', () => {
  it('logs a 500 with its code and request id, and none of the query, its parameters or the hash', async () => {
    const admin = await signIn(app, 'admin', 1);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/usuarios/new',
      headers: admin.headers,
      payload: {
        cod_usuario: 'rigoberta',
        name: 'Rigoberta Secreta Mora',
        email: 'rigoberta.secreta@example.cr',
        role: 'auditor',
        clave: 'Clave-Secreta-2026',
      },
    });
    expect(res.statusCode).toBe(500);
    const { requestId } = res.json().error;
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
    const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(entry).toMatchObject({
      level: 50,
      requestId,
      code: 'INTERNAL_ERROR',
      method: 'POST',
      route: '/api/usuarios/new',
    });
    // The database's own code (P0001: raised by a function) says what failed.
    expect(JSON.stringify(entry.error)).toContain('P0001');
    expect(entry.error.stack).toMatch(/^\s+at /);
    const all = lines.join('\n');
    for (const secret of SECRETS) expect(all, secret).not.toContain(secret);
  });

  it('logs a malformed body without quoting it', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      headers: { 'content-type': 'application/json' },
      payload: '{"cod_usuario": "rigoberta.secreta@example.cr", "clave": "Clave-Secreta-2026"',
    });
    expect(res.statusCode).toBe(400);
    const all = lines.join('\n');
    expect(all).toContain(res.json().error.requestId);
    for (const secret of SECRETS) expect(all, secret).not.toContain(secret);
  });

  it('describes any `err` logged elsewhere (a job, a worker) without its message', () => {
    lines.length = 0;
    const failure = new Error('Failed query: insert into users values ($1) params: Rigoberta Secreta Mora,$argon2id$v=19$');
    Object.assign(failure, { cause: Object.assign(new Error('duplicate key (rigoberta.secreta@example.cr)'), { code: '23505', constraint: 'users_code_key' }) });
    app.log.error({ err: failure }, 'job failed');
    const entry = JSON.parse(lines.at(-1)!);
    expect(entry.err).toMatchObject({ type: 'Error', cause: { code: '23505', constraint: 'users_code_key' } });
    for (const secret of ['Rigoberta', 'rigoberta.secreta@example.cr', '$argon2', 'insert into'])
      expect(lines.at(-1), secret).not.toContain(secret);
  });
});
