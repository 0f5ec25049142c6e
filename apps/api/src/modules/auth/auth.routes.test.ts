import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, sessions, systemAuditLog, users } from '../../db/schema';
import { createTestApp, DEMO_PASSWORD, signIn, type TestApp } from '../../test/test-app';
import { afterResponseSettled } from './after-response';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

describe('authPlanilla/companiesuser', () => {
  it('lists the companies of a user with the right password', async () => {
    const res = await post('/api/authPlanilla/companiesuser', { cod_usuario: 'admin', clave: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { num_empresa: number }) => c.num_empresa)).toEqual([1, 2]);
  });

  it('accepts the user code in any case', async () => {
    const res = await post('/api/authPlanilla/companiesuser', {
      cod_usuario: 'PLANILLAS',
      clave: DEMO_PASSWORD,
    });
    expect(res.json().data).toEqual([
      { num_empresa: 1, name: 'Café La Montaña S.A.', legalId: '3-101-456789' },
    ]);
  });

  it('answers an unknown user and a wrong password exactly like a user with no companies', async () => {
    const wrong = await post('/api/authPlanilla/companiesuser', {
      cod_usuario: 'admin',
      clave: 'not-the-password',
    });
    const unknown = await post('/api/authPlanilla/companiesuser', {
      cod_usuario: 'nadie',
      clave: 'whatever-1',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, data: [] });
    }
  });

  it('rejects malformed input with field messages in the request language', async () => {
    const es = await post('/api/authPlanilla/companiesuser', { cod_usuario: 'x' });
    expect(es.statusCode).toBe(400);
    expect(es.json().error.code).toBe('VALIDATION_ERROR');
    expect(es.json().error.fields.clave).toBe('Este campo es obligatorio.');
    const en = await post(
      '/api/authPlanilla/companiesuser',
      { cod_usuario: 'x' },
      { 'accept-language': 'en-US' },
    );
    expect(en.json().error.fields.clave).toBe('This field is required.');
  });
});

describe('authPlanilla (login)', () => {
  it('issues a token for the chosen company with the user data and the company data', async () => {
    const res = await post('/api/authPlanilla', {
      cod_usuario: 'admin',
      clave: DEMO_PASSWORD,
      num_empresa: 2,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.token).toMatch(/^ey/);
    expect(data.refreshToken.length).toBeGreaterThan(30);
    expect(data.userData).toMatchObject({ num_empresa: 2, cod_usuario: 'admin', role: 'admin' });
    expect(data.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(data.datosEmpresa).toMatchObject({
      num_empresa: 2,
      name: 'Servicios Técnicos del Valle S.R.L.',
      legalId: '3-102-765432',
    });
  });

  it('refuses a wrong password with 401 and records the failure', async () => {
    const res = await post('/api/authPlanilla', {
      cod_usuario: 'auditor',
      clave: 'wrong-password-1',
      num_empresa: 1,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Usuario o contraseña incorrectos.',
    });
    const failures = await t.database.db
      .select()
      .from(systemAuditLog)
      .where(eq(systemAuditLog.action, 'login_failed'));
    expect(failures.some((f) => f.userCode === 'auditor')).toBe(true);
  });

  it('refuses a company the user is not a member of', async () => {
    const res = await post('/api/authPlanilla', {
      cod_usuario: 'planillas',
      clave: DEMO_PASSWORD,
      num_empresa: 2,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_A_MEMBER');
  });

  it('records a successful login in the audit log and updates the last login', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'login'));
    expect(rows.some((r) => r.userId === s.userId && r.companyId === 1)).toBe(true);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, s.userId));
    expect(u!.lastLoginAt).not.toBeNull();
    expect(u!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('menu, user data and bookmarks', () => {
  it('builds the menu from the abilities of the role', async () => {
    const admin = await signIn(t.app, 'admin', 1);
    const manager = await signIn(t.app, 'planillas', 1);
    const menuOf = async (h: Record<string, string>) =>
      (await post('/api/authPlanilla/systemmenu', {}, h))
        .json()
        .data.flatMap((s: { items: { id: string }[] }) => s.items.map((i) => i.id));
    expect(await menuOf(admin.headers)).toEqual([
      'dashboard-analytics',
      'payroll-users',
      'administration-mail',
      'parameters-schedules',
      'parameters-catalogs',
      'parameters-legal-rules',
      'parameters-pay-items',
      'parameters-payroll-calendar',
      'personal-employees',
      'personal-pay-items',
      'presence-diary-register',
      'presence-file-register',
      'presence-file-errors',
      'presence-clock-register',
      'presence-extra-hours',
      'processes-payroll-review',
      'processes-payroll-calculate',
      'postpayroll-payment-resume',
      'postpayroll-accounting-resume',
      'postpayroll-pay-document',
      'postpayroll-statutory-reports',
      'vacations-periods',
      'vacations-approvals',
    ]);
    expect(await menuOf(manager.headers)).toEqual([
      'dashboard-analytics',
      'parameters-schedules',
      'parameters-catalogs',
      'parameters-legal-rules',
      'parameters-pay-items',
      'parameters-payroll-calendar',
      'personal-employees',
      'personal-pay-items',
      'presence-diary-register',
      'presence-file-register',
      'presence-file-errors',
      'presence-clock-register',
      'presence-extra-hours',
      'processes-payroll-review',
      'processes-payroll-calculate',
      'postpayroll-payment-resume',
      'postpayroll-accounting-resume',
      'postpayroll-pay-document',
      'postpayroll-statutory-reports',
      'vacations-periods',
      'vacations-approvals',
    ]);
  });

  it('localizes menu titles', async () => {
    const admin = await signIn(t.app, 'admin', 1);
    const es = (await post('/api/authPlanilla/systemmenu', {}, admin.headers)).json().data;
    const en = (
      await post('/api/authPlanilla/systemmenu', {}, { ...admin.headers, 'accept-language': 'en' })
    ).json().data;
    expect(es[1].items[0].title).toBe('Usuarios de planilla');
    expect(en[1].items[0].title).toBe('Payroll users');
  });

  it('returns the session user data', async () => {
    const s = await signIn(t.app, 'planillas', 1);
    const res = await post('/api/authPlanilla/userdatalogin', {}, s.headers);
    expect(res.json().data.userData).toMatchObject({
      cod_usuario: 'planillas',
      role: 'payroll_manager',
      num_empresa: 1,
    });
    expect(res.json().data.datosEmpresa.name).toBe('Café La Montaña S.A.');
  });

  it('toggles a bookmark per user and refuses pages the user cannot open', async () => {
    const admin = await signIn(t.app, 'admin', 1);
    const manager = await signIn(t.app, 'planillas', 1);
    const on = await put('/api/authPlanilla/deleteaddbookmark', { id: 'payroll-users' }, admin.headers);
    expect(on.json().data).toMatchObject({
      id: 'payroll-users',
      isBookmarked: true,
      link: '/payroll/administrator/payrollusers/list',
    });
    const list = (await post('/api/authPlanilla/bookmark', {}, admin.headers)).json().data;
    expect(list.find((b: { id: string }) => b.id === 'payroll-users').isBookmarked).toBe(true);
    const other = (await post('/api/authPlanilla/bookmark', {}, manager.headers)).json().data;
    expect(other.every((b: { isBookmarked: boolean }) => !b.isBookmarked)).toBe(true);
    const off = await put('/api/authPlanilla/deleteaddbookmark', { id: 'payroll-users' }, admin.headers);
    expect(off.json().data.isBookmarked).toBe(false);
    const refused = await put(
      '/api/authPlanilla/deleteaddbookmark',
      { id: 'payroll-users' },
      manager.headers,
    );
    expect(refused.statusCode).toBe(404);
  });
});

describe('authPlanilla/renew', () => {
  it('renews with the refresh token, rotates it, and refuses the old one', async () => {
    const s = await signIn(t.app, 'auditor', 1);
    const headers = { 'x-refresh-token': s.refreshToken, num_empresa: '1', num_usuario: String(s.userId) };
    const first = await t.app.inject({ method: 'GET', url: '/api/authPlanilla/renew', headers });
    expect(first.statusCode).toBe(200);
    const renewed = first.json().data;
    expect(renewed.refreshToken).not.toBe(s.refreshToken);
    const withNewToken = await post(
      '/api/authPlanilla/userdatalogin',
      {},
      { ...s.headers, 'x-token': renewed.token },
    );
    expect(withNewToken.statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'GET', url: '/api/authPlanilla/renew', headers });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a refresh token presented for another company', async () => {
    const s = await signIn(t.app, 'admin', 1);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/authPlanilla/renew',
      headers: { 'x-refresh-token': s.refreshToken, num_empresa: '2', num_usuario: String(s.userId) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('TENANT_MISMATCH');
  });
});

describe('authPlanilla/change', () => {
  it('changes the password, ends the other sessions, and keeps the current one', async () => {
    const current = await signIn(t.app, 'planillas', 1);
    const other = await signIn(t.app, 'planillas', 1);
    const weak = await put(
      '/api/authPlanilla/change',
      { currentPassword: DEMO_PASSWORD, newPassword: 'corta' },
      current.headers,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toBe('La contraseña debe tener al menos 10 caracteres.');
    const wrong = await put(
      '/api/authPlanilla/change',
      { currentPassword: 'not-it-123', newPassword: 'Nueva-Clave-2027' },
      current.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD');
    const ok = await put(
      '/api/authPlanilla/change',
      { currentPassword: DEMO_PASSWORD, newPassword: 'Nueva-Clave-2027' },
      current.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/authPlanilla/userdatalogin', {}, current.headers)).statusCode).toBe(200);
    const ended = await post('/api/authPlanilla/userdatalogin', {}, other.headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe('SESSION_EXPIRED');
    const old = await post('/api/authPlanilla/companiesuser', {
      cod_usuario: 'planillas',
      clave: DEMO_PASSWORD,
    });
    expect(old.json().data).toEqual([]);
    await signIn(t.app, 'planillas', 1, 'Nueva-Clave-2027');
  });
});

describe('authPlanilla/recuperarclave and util/email', () => {
  const latestMailTo = async (to: string) => {
    await afterResponseSettled();
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to));
    return rows.at(-1);
  };

  it('answers the same for known and unknown users, and mails a one-time link to the known one', async () => {
    const known = await put('/api/authPlanilla/recuperarclave', { cod_usuario: 'auditor' });
    const unknown = await put('/api/authPlanilla/recuperarclave', { cod_usuario: 'fantasma' });
    expect(known.json()).toEqual({ ok: true, data: { status: 'sent' } });
    expect(unknown.json()).toEqual(known.json());
    const mail = await latestMailTo('auditoria@cafelamontana.cr');
    expect(mail).toMatchObject({ kind: 'password_recovery', status: 'pending' });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;

    const reset = await put('/api/authPlanilla/recuperarclave', {
      resetToken: token,
      newPassword: 'Recuperada-2026',
    });
    expect(reset.json().data.status).toBe('changed');
    const again = await put('/api/authPlanilla/recuperarclave', {
      resetToken: token,
      newPassword: 'Otra-Clave-2026',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('RESET_TOKEN_INVALID');
    await signIn(t.app, 'auditor', 1, 'Recuperada-2026');
  });

  it('writes the message in English when asked in English', async () => {
    await put('/api/authPlanilla/recuperarclave', { cod_usuario: 'admin' }, { 'accept-language': 'en' });
    expect((await latestMailTo('admin@cafelamontana.cr'))!.subject).toBe('Planilla CR: reset your password');
  });

  it('util/email only sends the system message to an address it knows, and never says which', async () => {
    const before = (await t.database.db.select().from(outbox)).length;
    const stranger = await post('/api/util/email', {
      template: 'passwordRecovery',
      email: 'victima@example.com',
    });
    expect(stranger.json()).toEqual({ ok: true, data: { queued: true } });
    await afterResponseSettled();
    expect((await t.database.db.select().from(outbox)).length).toBe(before);
    const known = await post('/api/util/email', {
      template: 'passwordRecovery',
      email: 'PLANILLAS@cafelamontana.cr',
    });
    expect(known.json()).toEqual(stranger.json());
    await afterResponseSettled();
    expect((await t.database.db.select().from(outbox)).length).toBe(before + 1);
    const freeForm = await post('/api/util/email', {
      template: 'anything',
      email: 'a@b.cr',
      subject: 'hola',
    });
    expect(freeForm.statusCode).toBe(400);
  });
});

describe('sessions are stored hashed', () => {
  it('never stores a refresh token in clear', async () => {
    const s = await signIn(t.app, 'admin', 1);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, s.userId));
    expect(rows.every((r) => r.refreshHash !== s.refreshToken && r.refreshHash.length === 64)).toBe(true);
  });
});
