import { sql } from 'drizzle-orm';
import type { UserData } from '@planilla/contracts';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { DEMO_PASSWORD } from '../../seeds/demo';
import { databaseUrlFor, seedTestDatabase, type TestTemplate } from './test-template';

export { DEMO_PASSWORD };

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
};

/** The run's seeded template (`global-setup.ts`), or null outside a vitest run that built one. */
const seededTemplate = (): TestTemplate | null => {
  try {
    return inject('apiTestTemplate') ?? null;
  } catch {
    return null;
  }
};

/**
 * A fresh database per test file: in-memory PGlite by default; with DATABASE_URL, a new database on that
 * server, dropped when the file is done. Empty (not even migrated) unless `seeded`: then a copy of the run's
 * template (schema, reference data, the demo without payroll activity), or built the long way without one.
 */
export const openTestDatabase = async (
  opts: { seeded?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const template = opts.seeded ? seededTemplate() : null;
  const url = process.env.DATABASE_URL;
  let opened: { database: Database; drop: () => Promise<void> };
  if (!url) {
    const loadDataDir = template?.kind === 'pglite' ? new Uint8Array(readFileSync(template.file)) : undefined;
    const database = await openDatabase({ inMemory: true, ...(loadDataDir ? { loadDataDir } : {}) });
    opened = { database, drop: async () => undefined };
  } else {
    const name = `planilla_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const from = template?.kind === 'postgres' ? ` template ${template.name}` : '';
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}${from}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
    opened = {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  if (opts.seeded && !template) await seedTestDatabase(opened.database);
  return opened;
};

export const createTestApp = async (overrides: Partial<AppConfig> = {}): Promise<TestApp> => {
  const { database, drop } = await openTestDatabase({ seeded: true });
  // Stored files (generated vouchers, bank files) go to a folder of this app's own unless the test names one.
  const ownFilesDir = overrides.filesDir ? null : mkdtempSync(join(tmpdir(), 'planilla-test-files-'));
  const config = loadConfig({
    ...(ownFilesDir ? { filesDir: ownFilesDir } : {}),
    inMemory: true,
    serveWeb: false,
    publicRateLimit: 10_000,
    loginFailuresPerAddress: 1_000,
    loginFailuresPerUser: 1_000,
    seedDemo: false,
    smtpUrl: undefined,
    renderVoucherFiles: false,
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      if (ownFilesDir) rmSync(ownFilesDir, { recursive: true, force: true });
    },
  };
};

export type Session = {
  token: string;
  refreshToken: string;
  headers: Record<string, string>;
  userId: number;
  companyId: number;
  /** What the sign-in answered about the user. */
  userData: UserData;
};

export const signIn = async (
  app: FastifyInstance,
  code: string,
  companyId: number,
  password = DEMO_PASSWORD,
): Promise<Session> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authPlanilla',
    payload: { cod_usuario: code, clave: password, num_empresa: companyId },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${code} failed: ${res.body}`);
  const data = res.json().data;
  return {
    token: data.token,
    refreshToken: data.refreshToken,
    userId: data.userData.num_usuario,
    companyId,
    userData: data.userData,
    headers: {
      'x-token': data.token,
      num_empresa: String(companyId),
      num_usuario: String(data.userData.num_usuario),
      cod_usuario: data.userData.cod_usuario,
    },
  };
};

/** A user with `role` in company 1, created by the admin through usuarios/new, signed in. */
export const signInNewUser = async (
  app: FastifyInstance,
  admin: Session,
  code: string,
  role: 'hr_assistant' | 'payroll_manager' | 'auditor' | 'admin',
): Promise<Session> => {
  const password = 'Bienvenida-2026';
  const res = await app.inject({
    method: 'POST',
    url: '/api/usuarios/new',
    headers: admin.headers,
    payload: {
      cod_usuario: code,
      name: `Usuario ${code}`,
      email: `${code}@cafelamontana.cr`,
      role,
      clave: password,
    },
  });
  if (res.statusCode !== 200) throw new Error(`creating ${code} failed: ${res.body}`);
  return signIn(app, code, admin.companyId, password);
};

/** The sessions most route tests need: the demo logins, admin of company 2, and a new HR assistant of company 1. */
export const signInEveryRole = async (app: FastifyInstance) => {
  const admin = await signIn(app, 'admin', 1);
  const [admin2, manager, auditor, assistant] = await Promise.all([
    signIn(app, 'admin', 2),
    signIn(app, 'planillas', 1),
    signIn(app, 'auditor', 1),
    signInNewUser(app, admin, 'asistente.rrhh', 'hr_assistant'),
  ]);
  return { admin, admin2, manager, auditor, assistant };
};

/**
 * Hires an employee of company 1 through `empleados/new` (a passport holder with the fields the form requires)
 * and answers the employee number; `fields` sets the entry, salary, schedule, periodicity and anything else.
 */
export const hireEmployee = async (
  app: FastifyInstance,
  session: Session,
  fields: {
    nationalId: string;
    entryDate: string;
    salary: number;
    scheduleId: number;
    periodicity: string;
    firstSurname?: string;
  } & Record<string, unknown>,
): Promise<number> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/empleados/new',
    headers: session.headers,
    payload: {
      idType: 'pasaporte',
      firstName: 'Prueba',
      firstSurname: `Empleado${fields.nationalId}`,
      birthDate: '1990-04-04',
      sex: 'female',
      civilStatus: 'single',
      nationality: 'CR',
      childrenCount: 0,
      spouseTaxCredit: false,
      ...fields,
    },
  });
  if (res.statusCode !== 200) throw new Error(`empleados/new failed: ${res.body}`);
  return res.json().data.employee.num_empleado as number;
};

/**
 * An employee of company 1 with a self-service login, signed in: hired with an e-mail, invited by `admin`
 * (`empleados/invitar`), their password chosen with the link of the invitation e-mail, as a person would.
 */
export const signInEmployee = async (
  t: TestApp,
  admin: Session,
  fields: { nationalId: string; scheduleId: number } & Record<string, unknown>,
): Promise<{ session: Session; employeeNumber: number; userCode: string }> => {
  const email = `empleado.${fields.nationalId.toLowerCase()}@example.cr`;
  const employeeNumber = await hireEmployee(t.app, admin, {
    entryDate: '2025-01-06',
    salary: 600_000_00,
    periodicity: 'monthly',
    ...fields,
    email,
  });
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/empleados/invitar',
    headers: admin.headers,
    payload: { employees: [employeeNumber] },
  });
  if (invited.statusCode !== 200) throw new Error(`empleados/invitar failed: ${invited.body}`);
  const userCode = invited.json().data.invited[0].cod_usuario as string;
  const [mail] = (
    (await t.database.db.execute(
      sql`select text_body from outbox where to_address = ${email} order by id desc limit 1`,
    )) as unknown as { rows: { text_body: string }[] }
  ).rows;
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no password-setup e-mail to ${email}`);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/authPlanilla/recuperarclave',
    payload: { resetToken: token, newPassword: EMPLOYEE_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`choosing the password failed: ${set.body}`);
  return { session: await signIn(t.app, userCode, 1, EMPLOYEE_PASSWORD), employeeNumber, userCode };
};

/** The password the invited employees of the tests choose. */
export const EMPLOYEE_PASSWORD = 'Mi-Clave-De-Empleado-1';

/** Every table but the public rate limits' counts (a refused public call is counted: that is its purpose). */
const publicTables = async (db: Db): Promise<string[]> => {
  const res = await db.execute(sql`
    select table_name as table from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limits'
    order by table_name`);
  return (res as unknown as { rows: { table: string }[] }).rows.map((r) => r.table);
};

/**
 * A fingerprint of every row of every table: an UPDATE that keeps the row count changes it too. The rows'
 * text form, sorted, so the order rows are stored in does not matter; the same SQL on PGlite and PostgreSQL.
 * The tests of refused calls compare it before and after: a refused call is stopped by the authentication
 * hook before any handler runs, the rate limiter's counts are left out, and refused tokens are not written to
 * the audit log, so nothing at all may differ.
 */
export const tableFingerprints = async (db: Db): Promise<Record<string, string>> => {
  const fingerprints: Record<string, string> = {};
  for (const table of await publicTables(db)) {
    const res = await db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from "${table}" r`,
      ),
    );
    const row = (res as unknown as { rows: { n: number; h: string }[] }).rows[0]!;
    fingerprints[table] = `${row.n} rows, ${row.h}`;
  }
  return fingerprints;
};

/**
 * A test file's calls to its app as a signed-in session: `call` answers the response, `data` the `data` of a
 * call that must succeed, `rows` the rows of a query on the test database. `lang` is the default
 * Accept-Language; a call may name its own. The one home of these helpers: test files import them.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const apiCalls = (t: () => TestApp, lang = 'es', opts: { prefix?: string } = {}) => {
  const prefix = opts.prefix ?? '';
  const call = (s: Session, url: string, payload?: object, method: Method = 'POST', language = lang) =>
    t().app.inject({
      method,
      url: `/api/${prefix}${url}`,
      headers: { ...s.headers, 'accept-language': language },
      ...(payload === undefined ? {} : { payload }),
    });
  const data = async (
    s: Session,
    url: string,
    payload?: object,
    method: Method = 'POST',
    language = lang,
  ) => {
    const res = await call(s, url, payload, method, language);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t().database.db.execute(query)) as unknown as { rows: T[] }).rows;
  return { call, data, rows };
};
