import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberships, users } from '../../db/schema';
import { createTestApp, signIn, type Session, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let auditor: Session;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 1);
  admin2 = await signIn(t.app, 'admin', 2);
  auditor = await signIn(t.app, 'auditor', 1);
  manager = await signIn(t.app, 'planillas', 1);
});
afterAll(async () => t?.close());

const list = (s: Session, body: object = {}, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/userlist',
    headers: { ...s.headers, 'accept-language': lang },
    payload: body,
  });
const create = (s: Session, body: object, lang = 'es') =>
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/new',
    headers: { ...s.headers, 'accept-language': lang },
    payload: body,
  });

const valid = {
  cod_usuario: 'rrhh.asistente',
  name: 'Lucía Mora Castro',
  email: 'lucia.mora@cafelamontana.cr',
  role: 'hr_assistant',
  clave: 'Bienvenida-2026',
};

/**
 * The user codes of a company's members, sorted as the list sorts them by default (code ascending). Self-service
 * logins (role `employee`: the demo seeds two) are the employees', not the company's users: the list leaves them out.
 */
const membersOf = async (companyId: number) =>
  (
    await t.database.db
      .select({ code: users.code })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.companyId, companyId), ne(memberships.role, 'employee')))
  )
    .map((r) => r.code)
    .sort((a, b) => a.localeCompare(b));

describe('usuarios/userlist', () => {
  it('lists only the members of the session company, page 1 of 10 by default', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Compared with the members the database holds now: other tests add users, in any order.
    const members = await membersOf(1);
    expect(data).toMatchObject({ page: 1, pageSize: 10, total: members.length });
    expect(data.items.map((u: { cod_usuario: string }) => u.cod_usuario)).toEqual(members.slice(0, 10));
    expect(members).toEqual(expect.arrayContaining(['admin', 'auditor', 'planillas']));
    const other = (await list(admin2)).json().data;
    expect(other.items.map((u: { cod_usuario: string }) => u.cod_usuario)).toEqual(
      (await membersOf(2)).slice(0, 10),
    );
  });

  it('searches, sorts and pages on the server', async () => {
    const found = (await list(admin, { search: 'solís' })).json().data;
    expect(found.items.map((u: { cod_usuario: string }) => u.cod_usuario)).toEqual(['planillas']);
    const page2 = (await list(admin, { page: 2, pageSize: 2, sortBy: 'cod_usuario', sortDir: 'desc' })).json()
      .data;
    const members = await membersOf(1);
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: members.length });
    expect(page2.items.map((u: { cod_usuario: string }) => u.cod_usuario)).toEqual(
      [...members].reverse().slice(2, 4),
    );
    const wildcard = (await list(admin, { search: '%' })).json().data;
    expect(wildcard.total).toBe(0);
  });

  it('lets the auditor read but refuses a role without the ability', async () => {
    expect((await list(auditor)).statusCode).toBe(200);
    const refused = await list(manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('rejects a page size over the maximum', async () => {
    const res = await list(admin, { pageSize: 1000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.pageSize).toBeDefined();
  });
});

describe('usuarios/new', () => {
  it('creates a user with a role in the current company, audited, who can then sign in', async () => {
    const res = await create(admin, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      cod_usuario: 'rrhh.asistente',
      role: 'hr_assistant',
      active: true,
      lastLoginAt: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.code, 'rrhh.asistente'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user_created'));
    expect(audit[0]).toMatchObject({ companyId: 1, userId: admin.userId, entityId: String(row!.id) });
    expect(JSON.stringify(audit[0]!.after)).not.toContain('Bienvenida');
    const s = await signIn(t.app, 'rrhh.asistente', 1, 'Bienvenida-2026');
    expect(s.companyId).toBe(1);
  });

  it('refuses a user code that exists, with 409, and changes nothing', async () => {
    const before = (await t.database.db.select().from(users)).length;
    const res = await create(admin, { ...valid, cod_usuario: 'ADMIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'USER_CODE_TAKEN',
      message: 'Ya existe un usuario con ese código.',
    });
    expect(res.json().error.fields.cod_usuario).toBe('Ya existe un usuario con ese código.');
    expect((await t.database.db.select().from(users)).length).toBe(before);
  });

  it('validates every field with messages in the user language', async () => {
    const bad = { cod_usuario: 'a b', name: 'Al', email: 'no-es-correo', role: 'jefe', clave: 'corta' };
    const es = (await create(admin, bad)).json().error;
    expect(es.code).toBe('VALIDATION_ERROR');
    expect(es.fields).toEqual({
      cod_usuario: 'Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.',
      name: 'El texto es demasiado corto.',
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.',
      role: 'El valor no es válido.',
      clave: 'La contraseña debe tener al menos 10 caracteres.',
    });
    const en = (await create(admin, { ...valid, clave: 'solamenteletras' }, 'en')).json().error;
    expect(en.fields).toEqual({ clave: 'The password must mix letters with digits or symbols.' });
  });

  it('refuses the auditor and the payroll manager, and nothing is written', async () => {
    const usersBefore = (await t.database.db.select().from(users)).length;
    const membershipsBefore = (await t.database.db.select().from(memberships)).length;
    for (const s of [auditor, manager]) {
      const res = await create(s, { ...valid, cod_usuario: 'intruso' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect((await t.database.db.select().from(users)).length).toBe(usersBefore);
    expect((await t.database.db.select().from(memberships)).length).toBe(membershipsBefore);
  });

  it('puts the new user in the session company only', async () => {
    await create(admin2, { ...valid, cod_usuario: 'valle.rrhh', email: 'rrhh2@serviciosdelvalle.cr' });
    const inOne = (await list(admin, { search: 'valle.rrhh' })).json().data;
    const inTwo = (await list(admin2, { search: 'valle.rrhh' })).json().data;
    expect(inOne.total).toBe(0);
    expect(inTwo.total).toBe(1);
  });
});
