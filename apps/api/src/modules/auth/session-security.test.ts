import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, memberships, sessions } from '../../db/schema';
import { createTestApp, signIn, tableFingerprints, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const userData = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/authPlanilla/userdatalogin', headers, payload: {} });
const renew = (s: { userId: number; companyId: number }, refreshToken: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/authPlanilla/renew',
    headers: {
      'x-refresh-token': refreshToken,
      num_empresa: String(s.companyId),
      num_usuario: String(s.userId),
    },
  });
const switchCompany = (s: Session, payload: unknown, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/authPlanilla/switchcompany',
    headers: { ...s.headers, 'accept-language': lang },
    payload: payload as object,
  });
const myCompanies = (s: Session) =>
  t.app.inject({ method: 'POST', url: '/api/authPlanilla/mycompanies', headers: s.headers, payload: {} });
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('access tokens must carry every claim the server issues', () => {
  const now = () => Math.floor(Date.now() / 1000);
  /** A token signed with the server's own secret, with the claims of `s` except those left out. */
  const token = async (s: Session, leaveOut: string[], change: { iat?: number; exp?: number } = {}) => {
    const claims: Record<string, unknown> = {
      cod: s.userData.cod_usuario,
      emp: s.companyId,
      sid: sessionIdOf(s.token),
    };
    for (const c of leaveOut) delete claims[c];
    let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer('planilla-cr');
    if (!leaveOut.includes('sub')) jwt = jwt.setSubject(String(s.userId));
    if (!leaveOut.includes('iat')) jwt = jwt.setIssuedAt(change.iat ?? now());
    if (!leaveOut.includes('exp')) jwt = jwt.setExpirationTime(change.exp ?? now() + 600);
    return jwt.sign(t.config.jwtSecret);
  };

  it('refuses a token signed with the real secret but without an expiry', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    // The same claims with an expiry are accepted: only the missing claim makes the difference.
    expect((await userData({ ...s.headers, 'x-token': await token(s, []) })).statusCode).toBe(200);
    const res = await userData({ ...s.headers, 'x-token': await token(s, ['exp']) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses a token without issued-at, subject, company, user code or session', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    for (const claim of ['iat', 'sub', 'emp', 'cod', 'sid']) {
      const res = await userData({ ...s.headers, 'x-token': await token(s, [claim]) });
      expect(res.statusCode, claim).toBe(401);
    }
  });

  it('refuses a token issued longer ago than an access token lives, whatever its expiry says', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    const old = await token(s, [], { iat: now() - t.config.accessTokenSeconds - 60, exp: now() + 3600 });
    const res = await userData({ ...s.headers, 'x-token': old });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token once it expires, though it was accepted (and its signature check kept) before', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    const short = await token(s, [], { exp: now() + 60 });
    expect((await userData({ ...s.headers, 'x-token': short })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 120_000);
      const res = await userData({ ...s.headers, 'x-token': short });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('TOKEN_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('reuse of a rotated refresh token ends its session', () => {
  it('ends the session, with every token of it, and leaves the user’s other sessions alone', async () => {
    const s = await signIn(t.app, 'planillas', 1);
    const other = await signIn(t.app, 'planillas', 1);
    const first = await renew(s, s.refreshToken);
    expect(first.statusCode).toBe(200);
    const { token: newToken, refreshToken: newRefresh } = first.json().data;
    expect((await userData({ ...s.headers, 'x-token': newToken })).statusCode).toBe(200);

    // The rotated token comes back: someone kept a copy.
    const replay = await renew(s, s.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SESSION_EXPIRED');
    // Every token of the session stops working: the current refresh token and the access token.
    expect((await renew(s, newRefresh)).statusCode).toBe(401);
    const access = await userData({ ...s.headers, 'x-token': newToken });
    expect(access.statusCode).toBe(401);
    expect(access.json().error.code).toBe('SESSION_EXPIRED');
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(s.token)));
    expect(row!.revokedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refresh_token_reused'), eq(auditLog.entityId, row!.id)));
    expect(audit).toHaveLength(1);
    // The user's other session goes on.
    expect((await userData(other.headers)).statusCode).toBe(200);
    expect((await renew(other, other.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token without ending anything', async () => {
    const s = await signIn(t.app, 'planillas', 1);
    const before = await tableFingerprints(t.database.db);
    expect((await renew(s, 'x'.repeat(43))).statusCode).toBe(401);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect((await userData(s.headers)).statusCode).toBe(200);
  });
});

describe('authPlanilla/mycompanies', () => {
  it('lists the companies the user may enter, with the role and the current one', async () => {
    const admin = await signIn(t.app, 'admin', 1);
    expect((await myCompanies(admin)).json().data).toEqual([
      { num_empresa: 1, name: 'Café La Montaña S.A.', legalId: '3-101-456789', role: 'admin', current: true },
      {
        num_empresa: 2,
        name: expect.any(String),
        legalId: expect.any(String),
        role: 'admin',
        current: false,
      },
    ]);
    const manager = await signIn(t.app, 'planillas', 1);
    expect(
      (await myCompanies(manager)).json().data.map((c: { num_empresa: number }) => c.num_empresa),
    ).toEqual([1]);
  });
});

describe('authPlanilla/switchcompany', () => {
  it('moves the session to another company of the user: new tokens, user and company data', async () => {
    const s = await signIn(t.app, 'admin', 1);
    const res = await switchCompany(s, { num_empresa: 2 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.userData).toMatchObject({
      num_empresa: 2,
      num_usuario: s.userId,
      cod_usuario: 'admin',
      role: 'admin',
    });
    expect(data.datosEmpresa.num_empresa).toBe(2);
    expect(data.refreshToken).not.toBe(s.refreshToken);
    expect(sessionIdOf(data.token)).toBe(sessionIdOf(s.token));

    const headers2 = { ...s.headers, 'x-token': data.token, num_empresa: '2' };
    const users2 = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/userlist',
      headers: headers2,
      payload: {},
    });
    expect(users2.json().data.items.map((u: { cod_usuario: string }) => u.cod_usuario)).toEqual(['admin']);
    // The tokens of the company left stop working at once.
    const old = await userData(s.headers);
    expect(old.statusCode).toBe(401);
    expect(old.json().error.code).toBe('SESSION_EXPIRED');
    // The new refresh token renews for the new company, under the same session.
    const renewed = await renew({ userId: s.userId, companyId: 2 }, data.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company_switched'), eq(auditLog.entityId, sessionIdOf(s.token))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ companyId: 2, before: { num_empresa: 1 }, after: { num_empresa: 2 } });
  });

  it('keeps the session’s age: a session past its maximum age cannot be moved', async () => {
    const s = await signIn(t.app, 'admin', 1);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.id, sessionIdOf(s.token)));
    const res = await switchCompany(s, { num_empresa: 2 });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a company the user does not belong to, or has been deactivated in, and changes nothing', async () => {
    const manager = await signIn(t.app, 'planillas', 1);
    const admin = await signIn(t.app, 'admin', 1);
    const adminId = admin.userId;
    await t.database.db
      .update(memberships)
      .set({ active: false })
      .where(and(eq(memberships.userId, adminId), eq(memberships.companyId, 2)));
    const before = await tableFingerprints(t.database.db);
    for (const [s, company] of [
      [manager, 2],
      [manager, 999],
      [admin, 2],
    ] as const) {
      const res = await switchCompany(s, { num_empresa: company }, 'en');
      expect(res.statusCode, `${s.userData.cod_usuario} → ${company}`).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'NOT_A_MEMBER',
        message: 'Your user has no access to this company.',
      });
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // The session was not touched: it goes on in its company.
    expect((await userData(manager.headers)).statusCode).toBe(200);
    expect((await renew(manager, manager.refreshToken)).statusCode).toBe(200);
    await t.database.db
      .update(memberships)
      .set({ active: true })
      .where(and(eq(memberships.userId, adminId), eq(memberships.companyId, 2)));
  });

  it('validates the company number with field messages in the request language', async () => {
    const s = await signIn(t.app, 'admin', 1);
    const before = await tableFingerprints(t.database.db);
    for (const payload of [{}, { num_empresa: 'dos' }, { num_empresa: -1 }, { num_empresa: 1.5 }]) {
      const res = await switchCompany(s, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields.num_empresa).toEqual(expect.any(String));
    }
    expect((await switchCompany(s, {})).json().error.fields.num_empresa).toBe('Este campo es obligatorio.');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a token of one company presented as another (tenancy as strict as every call)', async () => {
    const s = await signIn(t.app, 'admin', 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/switchcompany',
      headers: { ...s.headers, num_empresa: '2' },
      payload: { num_empresa: 2 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TENANT_MISMATCH');
  });
});
