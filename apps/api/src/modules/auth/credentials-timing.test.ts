import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemAuditLog, users } from '../../db/schema';
import * as passwords from '../../lib/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';

// The real functions, watched: which of them a refused sign-in ran is what its timing gives away.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return {
    ...actual,
    verifyPassword: vi.fn(actual.verifyPassword),
    burnPasswordCheck: vi.fn(actual.burnPasswordCheck),
  };
});

let t: TestApp;
let inactiveHash: string;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .update(users)
    .set({ active: false })
    .where(eq(users.code, 'planillas'))
    .returning({ passwordHash: users.passwordHash });
  inactiveHash = row!.passwordHash;
});
afterAll(async () => t?.close());
beforeEach(() => {
  vi.mocked(passwords.verifyPassword).mockClear();
  vi.mocked(passwords.burnPasswordCheck).mockClear();
});

const companiesUser = (cod_usuario: string, clave: string) =>
  t.app.inject({ method: 'POST', url: '/api/authPlanilla/companiesuser', payload: { cod_usuario, clave } });
const login = (cod_usuario: string, clave: string) =>
  t.app.inject({ method: 'POST', url: '/api/authPlanilla', payload: { cod_usuario, clave, num_empresa: 1 } });

describe('a refused sign-in does the same work whoever it is for', () => {
  it('verifies the password of an inactive user before refusing, like for an active one', async () => {
    const res = await companiesUser('planillas', DEMO_PASSWORD);
    expect(res.json()).toEqual({ ok: true, data: [] });
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(1);
    expect(passwords.verifyPassword).toHaveBeenCalledWith(inactiveHash, DEMO_PASSWORD);
    expect(passwords.burnPasswordCheck).not.toHaveBeenCalled();

    vi.mocked(passwords.verifyPassword).mockClear();
    const wrong = await companiesUser('planillas', 'otra-clave-123');
    expect(wrong.json()).toEqual(res.json());
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(1);
  });

  it('runs one argon2 verification for an unknown user, an inactive one and a wrong password alike', async () => {
    const answers = [];
    for (const [code, password] of [
      ['fantasma', DEMO_PASSWORD],
      ['planillas', DEMO_PASSWORD],
      ['auditor', 'otra-clave-123'],
    ] as const) {
      vi.mocked(passwords.verifyPassword).mockClear();
      vi.mocked(passwords.burnPasswordCheck).mockClear();
      const res = await login(code, password);
      answers.push({ status: res.statusCode, code: res.json().error?.code });
      // One verification each time: the user's hash, or (unknown user) the dummy hash of burnPasswordCheck.
      const verifications =
        vi.mocked(passwords.verifyPassword).mock.calls.length +
        vi.mocked(passwords.burnPasswordCheck).mock.calls.length;
      expect(verifications, code).toBe(1);
      expect(passwords.burnPasswordCheck).toHaveBeenCalledTimes(code === 'fantasma' ? 1 : 0);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ status: 401, code: 'INVALID_CREDENTIALS' })]),
    );
  });

  it('counts a refused sign-in of an inactive user as a failure (the per-user throttle sees it)', async () => {
    const before = await t.database.db
      .select()
      .from(systemAuditLog)
      .where(and(eq(systemAuditLog.action, 'login_failed'), eq(systemAuditLog.userCode, 'planillas')));
    await login('planillas', DEMO_PASSWORD);
    const after = await t.database.db
      .select()
      .from(systemAuditLog)
      .where(and(eq(systemAuditLog.action, 'login_failed'), eq(systemAuditLog.userCode, 'planillas')));
    expect(after.length).toBe(before.length + 1);
  });
});
