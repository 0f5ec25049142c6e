import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, users } from '../../db/schema';
import * as passwords from '../../lib/passwords';
import { createTestApp, type TestApp } from '../../test/test-app';
import { afterResponseSettled } from './after-response';

/**
 * Who exists must not show in the timing (issue 23): for a known and an unknown user code (recuperarclave), and
 * a known and an unknown address (util/email), the request runs the same steps, before and after its answer:
 * the same SQL statements in the same order and the same hashing, counted. Only the mail worker's later sending
 * differs (the outbox holds a message for the known user only).
 */
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, sha256: vi.fn(actual.sha256), newOpaqueToken: vi.fn(actual.newOpaqueToken) };
});

let t: TestApp;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // Every statement of every session (transactions have their own) goes through the session class's prepareQuery.
  const session = (t.database.db as unknown as { session: object }).session;
  const proto = Object.getPrototypeOf(session) as { prepareQuery: (q: { sql: string }, ...rest: unknown[]) => unknown };
  const real = proto.prepareQuery;
  proto.prepareQuery = function (this: unknown, q: { sql: string }, ...rest: unknown[]) {
    statements.push(q.sql);
    return real.call(this, q, ...rest);
  };
  // The app's own start-up statements (jobs left by an earlier process) are done before anything is counted.
  await stepsOf(recover('calentamiento'));
});
afterAll(async () => t?.close());

/** The statements and hashing one request causes, up to the end of the work left for after its answer. */
const stepsOf = async (request: () => Promise<{ statusCode: number; body: string }>) => {
  await afterResponseSettled();
  statements = [];
  vi.mocked(passwords.sha256).mockClear();
  vi.mocked(passwords.newOpaqueToken).mockClear();
  const res = await request();
  await afterResponseSettled();
  return {
    status: res.statusCode,
    body: res.body,
    statements: [...statements],
    hashes: vi.mocked(passwords.sha256).mock.calls.length,
    tokens: vi.mocked(passwords.newOpaqueToken).mock.calls.length,
  };
};

const recover = (cod_usuario: string) => () =>
  t.app.inject({ method: 'PUT', url: '/api/authPlanilla/recuperarclave', payload: { cod_usuario } });
const utilEmail = (email: string) => () =>
  t.app.inject({ method: 'POST', url: '/api/util/email', payload: { template: 'passwordRecovery', email } });
const mailsTo = async (address: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, address))).length;

describe('password recovery runs the same steps for a known and an unknown user', () => {
  it('recuperarclave: same statements and hashing; a message for the known user only', async () => {
    const known = await stepsOf(recover('auditor'));
    const unknown = await stepsOf(recover('fantasma'));
    expect(known.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
    expect([unknown.hashes, unknown.tokens]).toEqual([known.hashes, known.tokens]);
    expect(known.tokens).toBe(1);
    expect(await mailsTo('auditoria@cafelamontana.cr')).toBe(1);
    // The message names the user (the mark replaced, HTML-escaped in HTML) and carries a working link.
    const [user] = await t.database.db.select().from(users).where(eq(users.code, 'auditor'));
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, 'auditoria@cafelamontana.cr'));
    expect(mail!.textBody).toContain(user!.name);
    expect(mail!.textBody + mail!.htmlBody).not.toContain('{{name:');
    expect(mail!.htmlBody).toContain(user!.name.replace(/&/g, '&#38;'));
    const token = /token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const reset = await t.app.inject({
      method: 'PUT',
      url: '/api/authPlanilla/recuperarclave',
      payload: { resetToken: token, newPassword: 'Nueva-Clave-2026' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('util/email: same statements and hashing; a message to the known address only', async () => {
    const known = await stepsOf(utilEmail('planillas@cafelamontana.cr'));
    const unknown = await stepsOf(utilEmail('nadie@example.cr'));
    expect(known.status).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(unknown.statements).toEqual(known.statements);
    expect([unknown.hashes, unknown.tokens]).toEqual([known.hashes, known.tokens]);
    expect(await mailsTo('planillas@cafelamontana.cr')).toBe(1);
    expect(await mailsTo('nadie@example.cr')).toBe(0);
  });
});
