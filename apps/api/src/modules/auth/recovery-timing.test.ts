import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox, passwordResets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { afterResponseSettled } from './after-response';
import * as repo from './auth.repository';

/**
 * User enumeration by timing: `recuperarclave` and `util/email` must do the same work, and take the same
 * time, whoever is asked for. The proof is structural rather than a stopwatch: the user is looked up only
 * after the answer has been sent. With the look-up held back, both a known and an unknown user get their
 * answer; the answer cannot wait for, or depend on, what the look-up finds.
 */
vi.mock('./auth.repository', async (importOriginal) => {
  const actual = await importOriginal<typeof repo>();
  return {
    ...actual,
    findUserByCode: vi.fn(actual.findUserByCode),
    findActiveUserByEmail: vi.fn(actual.findActiveUserByEmail),
  };
});

const realFindUserByCode = vi.mocked(repo.findUserByCode).getMockImplementation()!;
const realFindActiveUserByEmail = vi.mocked(repo.findActiveUserByEmail).getMockImplementation()!;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.mocked(repo.findUserByCode).mockImplementation(realFindUserByCode);
  vi.mocked(repo.findActiveUserByEmail).mockImplementation(realFindActiveUserByEmail);
});

/** Holds every look-up until `release()`. */
const holdLookups = () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.mocked(repo.findUserByCode).mockImplementation(async (db, code) => {
    await gate;
    return realFindUserByCode(db, code);
  });
  vi.mocked(repo.findActiveUserByEmail).mockImplementation(async (db, email) => {
    await gate;
    return realFindActiveUserByEmail(db, email);
  });
  return release;
};

const recover = (cod_usuario: string, remoteAddress: string) =>
  t.app.inject({ method: 'PUT', url: '/api/authPlanilla/recuperarclave', remoteAddress, payload: { cod_usuario } });
const utilEmail = (email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/util/email',
    remoteAddress,
    payload: { template: 'passwordRecovery', email },
  });

const mailsTo = async (address: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, address))).length;

/** The audit rows of the requests, without what necessarily differs (id, time, request id, what was typed). */
const requestRows = async (requestIds: string[]) => {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.requestId, requestIds), eq(auditLog.action, 'password_recovery_requested')));
  return rows.map(({ id: _id, createdAt: _c, requestId: _r, userCode: _u, ...rest }) => rest);
};

describe('password recovery answers before it knows whether the user exists', () => {
  it('recuperarclave: a known and an unknown user get the same answer with the look-up held back', async () => {
    const release = holdLookups();
    const resetsBefore = (await t.database.db.select().from(passwordResets)).length;
    const known = await recover('auditor', '10.9.0.1');
    const unknown = await recover('fantasma', '10.9.0.2');
    // Both answered while no look-up could finish: the answer did not wait for it.
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true, data: { status: 'sent' } });
    expect(unknown.json()).toEqual(known.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
    // The work done before the answer was the same: one audit row each, alike but for what was typed.
    const rows = await requestRows([known.headers['x-request-id'] as string, unknown.headers['x-request-id'] as string]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ ...rows[1], ip: rows[0]!.ip });
    expect(rows[0]).toMatchObject({ userId: null, entityId: null, companyId: null });
    // Nothing that depends on the user was written yet.
    expect(await mailsTo('auditoria@cafelamontana.cr')).toBe(0);
    expect((await t.database.db.select().from(passwordResets)).length).toBe(resetsBefore);

    release();
    await afterResponseSettled();
    expect(await mailsTo('auditoria@cafelamontana.cr')).toBe(1);
    expect((await t.database.db.select().from(passwordResets)).length).toBe(resetsBefore + 1);
  });

  it('util/email: a known and an unknown address get the same answer with the look-up held back', async () => {
    const release = holdLookups();
    const known = await utilEmail('planillas@cafelamontana.cr', '10.9.1.1');
    const unknown = await utilEmail('nadie@example.cr', '10.9.1.2');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true, data: { queued: true } });
    expect(unknown.json()).toEqual(known.json());
    const rows = await requestRows([known.headers['x-request-id'] as string, unknown.headers['x-request-id'] as string]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ ...rows[1], ip: rows[0]!.ip });
    expect(await mailsTo('planillas@cafelamontana.cr')).toBe(0);

    release();
    await afterResponseSettled();
    expect(await mailsTo('planillas@cafelamontana.cr')).toBe(1);
    expect(await mailsTo('nadie@example.cr')).toBe(0);
  });

  it('a failure after the answer is logged, not thrown, and later requests still work', async () => {
    vi.mocked(repo.findUserByCode).mockRejectedValueOnce(new Error('database went away'));
    expect((await recover('auditor', '10.9.2.1')).statusCode).toBe(200);
    await afterResponseSettled();
    expect((await recover('fantasma', '10.9.2.2')).statusCode).toBe(200);
  });
});
