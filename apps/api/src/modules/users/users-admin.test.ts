import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberships, outbox, sessions, users } from '../../db/schema';
import { createTestApp, signIn, tableFingerprints, type Session, type TestApp } from '../../test/test-app';

/** The payroll users screen's calls: edit, role, deactivate and reactivate, password-setup e-mail. */
let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 1);
  admin2 = await signIn(t.app, 'admin', 2);
  manager = await signIn(t.app, 'planillas', 1);
  auditor = await signIn(t.app, 'auditor', 1);
});
afterAll(async () => t?.close());

const call = (s: Session, path: string, payload: unknown, lang = 'es') =>
  t.app.inject({
    method: path === 'new' ? 'POST' : 'PUT',
    url: `/api/usuarios/${path}`,
    headers: { ...s.headers, 'accept-language': lang },
    payload: payload as object,
  });
const userIdOf = async (code: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.code, code)))[0]!.id;
const create = async (s: Session, code: string, role: string, extra: object = {}) => {
  const res = await call(s, 'new', {
    cod_usuario: code,
    name: `Persona ${code}`,
    email: `${code}@example.cr`,
    role,
    clave: 'Bienvenida-2026',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.num_usuario as number;
};
const auditOf = (action: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
const latestMailTo = async (to: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.id)))[0];

describe('usuarios/update', () => {
  it('changes name, e-mail and role, answers the row as the list shows it, and audits only what changed', async () => {
    const id = await create(admin, 'editable', 'hr_assistant');
    const res = await call(admin, 'update', {
      num_usuario: id,
      name: 'Marta Editada Solano',
      email: 'Marta.Editada@Example.CR',
      role: 'payroll_manager',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      num_usuario: id,
      cod_usuario: 'editable',
      name: 'Marta Editada Solano',
      email: 'marta.editada@example.cr',
      role: 'payroll_manager',
      active: true,
    });
    const [audit] = await auditOf('user_updated', id);
    expect(audit).toMatchObject({
      companyId: 1,
      userId: admin.userId,
      before: { name: 'Persona editable', email: 'editable@example.cr', role: 'hr_assistant' },
      after: { name: 'Marta Editada Solano', email: 'marta.editada@example.cr', role: 'payroll_manager' },
    });
    // Sending the same values again changes nothing and writes nothing.
    const before = await tableFingerprints(t.database.db);
    const same = await call(admin, 'update', {
      num_usuario: id,
      role: 'payroll_manager',
      name: 'Marta Editada Solano',
    });
    expect(same.statusCode).toBe(200);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('validates with field messages in the request language and changes nothing', async () => {
    const id = await userIdOf('auditor');
    const before = await tableFingerprints(t.database.db);
    const nothing = (await call(admin, 'update', { num_usuario: id })).json().error;
    expect(nothing.code).toBe('VALIDATION_ERROR');
    expect(nothing.fields).toEqual({ name: 'Indique al menos un dato para cambiar.' });
    const bad = (
      await call(admin, 'update', { num_usuario: id, name: 'Al', email: 'no', role: 'jefe' }, 'en')
    ).json().error;
    expect(bad.fields).toEqual({
      name: 'The text is too short.',
      email: 'Enter a valid e-mail address, for example name@company.cr.',
      role: 'The value is not valid.',
    });
    expect((await call(admin, 'update', { name: 'Sin Número' })).json().error.fields).toEqual({
      num_usuario: 'Este campo es obligatorio.',
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses an e-mail another user has, with 409 on the field', async () => {
    const id = await userIdOf('auditor');
    const res = await call(admin, 'update', { num_usuario: id, email: 'PLANILLAS@cafelamontana.cr' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'Ya existe un usuario con ese correo electrónico.' },
    });
    const taken = await call(admin, 'new', {
      cod_usuario: 'otro.correo',
      name: 'Otro Correo',
      email: 'auditoria@cafelamontana.cr',
      role: 'auditor',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('does not reach a user of another company, nor lets another role change anything', async () => {
    const inTwoOnly = await create(admin2, 'solo.valle', 'auditor');
    const managerId = await userIdOf('planillas');
    const before = await tableFingerprints(t.database.db);
    const notHere = await call(admin, 'update', { num_usuario: inTwoOnly, name: 'Intruso' });
    expect(notHere.statusCode).toBe(404);
    expect(notHere.json().error.code).toBe('USER_NOT_FOUND');
    for (const path of ['update', 'deactivate', 'activate', 'passwordsetup']) {
      const payload = { num_usuario: managerId, ...(path === 'update' ? { role: 'admin' } : {}) };
      for (const s of [manager, auditor]) {
        const res = await call(s, path, payload);
        expect(res.statusCode, `${s.userData.cod_usuario} ${path}`).toBe(403);
        expect(res.json().error.code).toBe('FORBIDDEN');
      }
      expect((await call(admin, path, { ...payload, num_usuario: inTwoOnly })).statusCode, path).toBe(404);
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('changes the name or e-mail of someone who works elsewhere only for an administrator of all their companies', async () => {
    // "jefa" administers company 2 only; "compartida" works in companies 1 and 2.
    await create(admin2, 'jefa', 'admin');
    const jefa = await signIn(t.app, 'jefa', 2, 'Bienvenida-2026');
    const shared = await create(admin, 'compartida', 'hr_assistant');
    await t.database.db.insert(memberships).values({ companyId: 2, userId: shared, role: 'auditor' });
    const before = await tableFingerprints(t.database.db);
    const refused = await call(jefa, 'update', { num_usuario: shared, email: 'mia@example.cr' }, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('USER_IN_OTHER_COMPANIES');
    // Nor the system administrator's, who also works in company 1.
    expect((await call(jefa, 'update', { num_usuario: admin.userId, name: 'Otro Nombre' })).statusCode).toBe(
      403,
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // The role in her own company is hers to change; an administrator of both companies may change the e-mail.
    expect((await call(jefa, 'update', { num_usuario: shared, role: 'hr_assistant' })).statusCode).toBe(200);
    const byAdmin = await call(admin, 'update', {
      num_usuario: shared,
      email: 'compartida@cafelamontana.cr',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.email).toBe('compartida@cafelamontana.cr');
  });

  it('never leaves a company without an active administrator', async () => {
    // Company 2's only administrator besides "jefa" is admin: demoting both, one after the other, stops at the last.
    const jefaId = await userIdOf('jefa');
    expect((await call(admin2, 'update', { num_usuario: jefaId, role: 'auditor' })).statusCode).toBe(200);
    const before = await tableFingerprints(t.database.db);
    const last = await call(admin2, 'update', { num_usuario: admin2.userId, role: 'payroll_manager' });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'La empresa debe conservar al menos un administrador activo.',
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // With another administrator, an administrator may step down.
    expect((await call(admin2, 'update', { num_usuario: jefaId, role: 'admin' })).statusCode).toBe(200);
    const jefa = await signIn(t.app, 'jefa', 2, 'Bienvenida-2026');
    const down = await call(jefa, 'update', { num_usuario: jefaId, role: 'hr_assistant' });
    expect(down.statusCode).toBe(200);
    expect(down.json().data.role).toBe('hr_assistant');
  });
});

describe('usuarios/deactivate and usuarios/activate', () => {
  it('refuses to deactivate oneself, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await call(admin, 'deactivate', { num_usuario: admin.userId }, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CANNOT_DEACTIVATE_SELF',
      message: 'You cannot deactivate your own user.',
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('shuts a user out of this company at once and ends their sessions in it; reactivating lets them in again', async () => {
    const id = await create(admin, 'temporal', 'payroll_manager');
    const s = await signIn(t.app, 'temporal', 1, 'Bienvenida-2026');
    // A session in another company of the same user is not touched.
    await t.database.db.insert(memberships).values({ companyId: 2, userId: id, role: 'auditor' });
    const elsewhere = await signIn(t.app, 'temporal', 2, 'Bienvenida-2026');

    const off = await call(admin, 'deactivate', { num_usuario: id });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ num_usuario: id, active: false });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/userdatalogin',
      headers: s.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, id), eq(sessions.companyId, 1)));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const signInAgain = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla',
      payload: { cod_usuario: 'temporal', clave: 'Bienvenida-2026', num_empresa: 1 },
    });
    expect(signInAgain.json().error.code).toBe('NOT_A_MEMBER');
    const companies = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      payload: { cod_usuario: 'temporal', clave: 'Bienvenida-2026' },
    });
    expect(companies.json().data.map((c: { num_empresa: number }) => c.num_empresa)).toEqual([2]);
    const inTwo = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/userdatalogin',
      headers: elsewhere.headers,
      payload: {},
    });
    expect(inTwo.statusCode).toBe(200);
    expect((await auditOf('user_deactivated', id))[0]).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
    // Deactivating again changes nothing.
    const before = await tableFingerprints(t.database.db);
    expect((await call(admin, 'deactivate', { num_usuario: id })).statusCode).toBe(200);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const on = await call(admin, 'activate', { num_usuario: id });
    expect(on.json().data.active).toBe(true);
    await signIn(t.app, 'temporal', 1, 'Bienvenida-2026');
    expect(await auditOf('user_activated', id)).toHaveLength(1);
  });
});

describe('password-setup e-mail', () => {
  it('creates a user without a typed password: they get a link to choose their own', async () => {
    const res = await call(admin, 'new', {
      cod_usuario: 'invitada',
      name: 'Invitada Nueva',
      email: 'invitada@example.cr',
      role: 'auditor',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.num_usuario;
    const mail = await latestMailTo('invitada@example.cr');
    expect(mail).toMatchObject({ kind: 'password_setup', companyId: 1, status: 'pending' });
    expect(mail!.textBody).toContain('invitada');
    expect(mail!.textBody).toContain('Café La Montaña S.A.');
    expect(mail!.textBody).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{20,}&setup=1/);
    expect((await auditOf('user_created', id))[0]!.after).toMatchObject({ password: 'setup_email' });
    // Nobody knows the password until she chooses it with the link.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.textBody)![1]!;
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/authPlanilla/recuperarclave',
      payload: { resetToken: token, newPassword: 'Elegida-Por-Ella-1' },
    });
    expect(set.json().data.status).toBe('changed');
    await signIn(t.app, 'invitada', 1, 'Elegida-Por-Ella-1');
  });

  it('sends the link again on request, in the language of the administrator, and audits it', async () => {
    const id = await userIdOf('invitada');
    const res = await call(admin, 'passwordsetup', { num_usuario: id }, 'en');
    expect(res.json()).toEqual({ ok: true, data: { sent: true } });
    const mail = await latestMailTo('invitada@example.cr');
    expect(mail!.subject).toBe('Planilla CR: choose your password');
    expect(await auditOf('password_setup_sent', id)).toHaveLength(1);
  });
});
