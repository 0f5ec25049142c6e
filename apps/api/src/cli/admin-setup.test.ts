import { and, eq, sql } from 'drizzle-orm';
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT, REPO_ROOT } from '../config';
import { openDatabase, type Database } from '../db/client';
import { companies, memberships, users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { syncReferenceData } from '../../seeds/reference';
import { openTestDatabase } from '../test/test-app';
import { createAdmin, CreateAdminError, describeResult, parseCreateAdminArgs } from './admin-setup';

const run = promisify(execFile);

/** The README's production section, company by company: the arguments exactly as written there. */
const readmeArgs = (company: 1 | 2) => [
  '--company-number',
  String(company),
  '--company-name',
  company === 1 ? 'Mi Empresa S.A.' : 'Otra Empresa S.R.L.',
  '--legal-id',
  company === 1 ? '3-101-123456' : '3-102-654321',
  '--address',
  'San José',
  '--phone',
  '+506 2222-2222',
  '--company-email',
  'rrhh@miempresa.cr',
  '--user',
  'admin',
  '--name',
  'Nombre Apellido',
  '--email',
  'admin@miempresa.cr',
  '--password',
  'Una-Clave-Segura-2026',
];

describe('the root script hands every argument to create-admin', () => {
  it('runs the program itself with the arguments verbatim (no nested npm that would take them for its own)', async () => {
    // npm runs a script through its script shell: a stand-in shell records the command npm would run.
    const dir = mkdtempSync(join(tmpdir(), 'create-admin-script-'));
    const shell = join(dir, 'shell.sh');
    writeFileSync(shell, `#!/bin/sh\nprintf '%s' "$2" > "${join(dir, 'command')}"\n`);
    chmodSync(shell, 0o755);
    try {
      await run('npm', ['run', 'create-admin', `--script-shell=${shell}`, '--', ...readmeArgs(1)], {
        cwd: REPO_ROOT,
        env: { ...process.env, npm_config_loglevel: 'silent' },
      });
      const command = readFileSync(join(dir, 'command'), 'utf8');
      expect(command).toBe(
        `node apps/api/dist/create-admin.js ${readmeArgs(1)
          .map((a) => (/^[\w@.+/-]+$/.test(a) ? a : `'${a}'`))
          .join(' ')}`,
      );
      // What the program then receives is what the README wrote.
      expect(parseCreateAdminArgs(readmeArgs(1), {})).toMatchObject({
        companyNumber: 1,
        companyName: 'Mi Empresa S.A.',
        legalId: '3-101-123456',
        user: 'admin',
        email: 'admin@miempresa.cr',
        password: 'Una-Clave-Segura-2026',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('createAdmin', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    await database.migrate();
    await syncReferenceData(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });
  const options = (company: 1 | 2, extra: string[] = []) => {
    const o = parseCreateAdminArgs([...readmeArgs(company), ...extra], {});
    if (o === 'help') throw new Error('unexpected help');
    return o;
  };
  const membershipsOf = async (code: string) =>
    database.db
      .select({ companyId: memberships.companyId, role: memberships.role, active: memberships.active })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(users.code, code))
      .orderBy(memberships.companyId);

  it('creates the first company and its administrator, who runs the installation', async () => {
    const result = await createAdmin(database.db, options(1));
    expect(result).toMatchObject({ companyCreated: true, userCreated: true, membership: 'added', systemAdmin: true });
    expect(await membershipsOf('admin')).toEqual([{ companyId: 1, role: 'admin', active: true }]);
  });

  it('for a user who exists, adds the membership of the next company and keeps the password', async () => {
    const [before] = await database.db.select().from(users).where(eq(users.code, 'admin'));
    const second = options(2, ['--password', 'Otra-Clave-Distinta-9']);
    const result = await createAdmin(database.db, second);
    expect(result).toMatchObject({ companyCreated: true, userCreated: false, membership: 'added' });
    expect(describeResult(result, second)).toEqual([
      'Company 2 created.',
      'Existing user "admin" is now administrator of company 2.',
      '"admin" already existed: their password, name and e-mail were kept.',
      '"admin" is a system administrator of this installation (loads the padrón).',
    ]);
    expect(await membershipsOf('admin')).toEqual([
      { companyId: 1, role: 'admin', active: true },
      { companyId: 2, role: 'admin', active: true },
    ]);
    const [after] = await database.db.select().from(users).where(eq(users.code, 'admin'));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await verifyPassword(after!.passwordHash, 'Una-Clave-Segura-2026')).toBe(true);
    // Again: nothing more to do.
    expect((await createAdmin(database.db, options(2))).membership).toBe('already_admin');
    // An existing user needs no name, e-mail or password.
    const bare = parseCreateAdminArgs(['--company-number', '1', '--user', 'ADMIN'], {});
    expect(await createAdmin(database.db, bare as Exclude<typeof bare, 'help'>)).toMatchObject({
      membership: 'already_admin',
    });
  });

  it('makes an existing member of lower role administrator', async () => {
    const [admin] = await database.db.select().from(users).where(eq(users.code, 'admin'));
    await database.db
      .update(memberships)
      .set({ role: 'auditor', active: false })
      .where(and(eq(memberships.userId, admin!.id), eq(memberships.companyId, 2)));
    expect((await createAdmin(database.db, options(2))).membership).toBe('made_admin');
    expect((await membershipsOf('admin'))[1]).toEqual({ companyId: 2, role: 'admin', active: true });
  });

  it('explains what is missing, before writing anything', async () => {
    const companiesBefore = (await database.db.select().from(companies)).length;
    const usersBefore = (await database.db.select().from(users)).length;
    const newCompany = parseCreateAdminArgs(['--company-number', '3', '--user', 'admin'], {});
    await expect(createAdmin(database.db, newCompany as Exclude<typeof newCompany, 'help'>)).rejects.toThrow(
      'Company 3 is new: it needs --company-name and --legal-id.',
    );
    const newUser = parseCreateAdminArgs(['--company-number', '1', '--user', 'nueva', '--name', 'Nueva Persona'], {});
    await expect(createAdmin(database.db, newUser as Exclude<typeof newUser, 'help'>)).rejects.toThrow(CreateAdminError);
    const sameLegalId = options(1, ['--company-number', '4']);
    await expect(createAdmin(database.db, sameLegalId)).rejects.toThrow('Company 1 already has the legal id 3-101-123456.');
    expect(() => parseCreateAdminArgs(['--company-number', '1', '1'], {})).toThrow(CreateAdminError);
    expect((await database.db.select().from(companies)).length).toBe(companiesBefore);
    expect((await database.db.select().from(users)).length).toBe(usersBefore);
  });
});

describe('the create-admin command', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'create-admin-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints neither SQL, nor the password hash, nor the new user\'s data when the database refuses', async () => {
    // The embedded database the command will open, ready (migrated, reference data in place), with a
    // trigger that refuses any new user inside the database, after the query with the new hash was sent.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await syncReferenceData(database.db);
    await database.db.execute(sql`create function planilla_test_refuse() returns trigger language plpgsql
      as $$ begin raise exception 'refused by test trigger'; end $$`);
    await database.db.execute(sql`create trigger planilla_test_refuse before insert on users
      for each row execute function planilla_test_refuse()`);
    await database.close();

    const failed = await run(
      process.execPath,
      [
        '--import', 'tsx', join(API_ROOT, 'src/cli/create-admin.ts'),
        '--company-number', '1', '--company-name', 'Mi Empresa S.A.', '--legal-id', '3-101-123456',
        '--user', 'rigoberta', '--name', 'Rigoberta Secreta Mora', '--email', 'rigoberta.secreta@example.cr',
      ],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ADMIN_PASSWORD: 'Clave-Secreta-2026' } },
    ).then(
      () => ({ code: 0, output: '' }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, output: e.stdout + e.stderr }),
    );
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('create-admin failed:');
    expect(failed.output).toContain('P0001');
    for (const secret of ['$argon2', 'insert into', 'Rigoberta', 'rigoberta.secreta@example.cr', 'Clave-Secreta-2026'])
      expect(failed.output, secret).not.toContain(secret);
  }, 240_000);
});
