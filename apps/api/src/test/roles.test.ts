import { rulesAllow, abilityRulesFor, type Role } from '@planilla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../plugins/auth';
import { createTestApp, signInEveryRole, tableFingerprints, type Session, type TestApp } from './test-app';

/**
 * Walks every registered /api route with every role of company 1: a role the written table below does not
 * allow is refused with 403 before anything is read or written, and one it allows is let through (to a
 * validation error for an empty body, or an answer). New routes are covered automatically; a route whose
 * capability the table does not list fails until someone writes down who may use it.
 */

const A = 'admin';
const M = 'payroll_manager';
const H = 'hr_assistant';
const U = 'auditor';
const EVERYONE = [A, M, H, U] as const;
/** Employees, attendance, vacations and personal actions: the people work of the first three roles. */
const PEOPLE = { read: EVERYONE, write: [A, M, H] } as const;

/**
 * docs/decisions.md "Roles", written out by hand — role × capability → allowed — and NOT derived from
 * `abilityRulesFor`: the server (and the shared rules) are checked against it.
 *   admin: everything in the company. payroll_manager: employees, attendance, payroll process, post-payroll,
 *   vacations, personal actions, payroll parameters; read dashboard. hr_assistant: employees, attendance,
 *   vacations, personal actions; read payrolls, parameters and dashboard; no calculation or payment.
 *   auditor: read everything, change nothing.
 */
const WRITES = ['create', 'update', 'delete', 'manage'] as const;
const subject = (
  name: string,
  read: readonly Role[],
  write: readonly Role[],
  extra: Record<string, readonly Role[]> = {},
) => ({
  [`read ${name}`]: read,
  ...Object.fromEntries(WRITES.map((action) => [`${action} ${name}`, write])),
  ...Object.fromEntries(Object.entries(extra).map(([action, roles]) => [`${action} ${name}`, roles])),
});
const ROLE_TABLE: Record<string, readonly Role[]> = {
  'read Auth': EVERYONE,
  ...subject('Dashboard', EVERYONE, [A]),
  ...subject('Company', EVERYONE, [A]),
  ...subject('User', [A, U], [A]),
  ...subject('Parameter', EVERYONE, [A, M]),
  ...subject('Employee', PEOPLE.read, PEOPLE.write),
  ...subject('Attendance', PEOPLE.read, PEOPLE.write),
  ...subject('Vacation', PEOPLE.read, PEOPLE.write),
  ...subject('PersonalAction', PEOPLE.read, PEOPLE.write),
  ...subject('Payroll', EVERYONE, [A, M], { calculate: [A, M], pay: [A, M] }),
  ...subject('PostPayroll', [A, M, U], [A, M]),
  ...subject('AuditLog', [A, U], [A]),
  // Self-service (issue 27): every role; the calls answer only for the employee the membership is linked to
  // (staff without one get 404 NOT_AN_EMPLOYEE). The employee role itself is walked in self-service.routes.test.
  ...subject('Self', EVERYONE, EVERYONE),
  'manage all': [A],
};
let t: TestApp;
let routes: ApiRoute[];
let sessions: { role: Role; session: Session }[];

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.apiRoutes.filter((r) => !r.isPublic);
  const s = await signInEveryRole(t.app);
  sessions = [
    { role: 'admin', session: s.admin },
    { role: 'payroll_manager', session: s.manager },
    { role: 'hr_assistant', session: s.assistant },
    { role: 'auditor', session: s.auditor },
  ];
});
afterAll(async () => t?.close());

const send = (route: ApiRoute, session: Session) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    headers: { ...session.headers, 'accept-language': 'en' },
    payload: route.method === 'GET' ? undefined : {},
  });

/** What the written table says of a route's capability (undefined when the table does not list it). */
const tableRoles = (route: ApiRoute) =>
  route.ability === null ? undefined : ROLE_TABLE[`${route.ability[0]} ${route.ability[1]}`];
const allowed = (role: Role, route: ApiRoute) => tableRoles(route)?.includes(role) ?? false;

describe('the written role table', () => {
  it('agrees with the rules the server and the web enforce, capability by capability', () => {
    for (const [capability, roles] of Object.entries(ROLE_TABLE)) {
      const [action, subjectName] = capability.split(' ') as [never, never];
      for (const role of EVERYONE)
        expect(rulesAllow(abilityRulesFor(role), action, subjectName), `${role} ${capability}`).toBe(
          roles.includes(role),
        );
    }
  });
});

describe('abilities on every route', () => {
  it('knows the ability of every protected route, and the auditor may write nothing', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      expect(route.ability, `${route.method} ${route.url}`).not.toBeNull();
      expect(
        tableRoles(route),
        `${route.method} ${route.url}: capability not in the written table`,
      ).toBeDefined();
    }
    // The company's data: an auditor who is also paid by the company still asks for their own vacation (`Self`).
    const writes = routes.filter((r) => r.ability![0] !== 'read' && r.ability![1] !== 'Self');
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) expect(allowed('auditor', route), `${route.method} ${route.url}`).toBe(false);
  });

  it('refuses every role the route does not allow with 403, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    let refused = 0;
    for (const route of routes) {
      for (const { role, session } of sessions) {
        if (allowed(role, route)) continue;
        const res = await send(route, session);
        expect.soft(res.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect.soft(res.json().error, `${role} ${route.method} ${route.url}`).toMatchObject({
          code: 'FORBIDDEN',
          message: expect.any(String),
        });
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(30);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('lets every role through to the routes it is allowed', async () => {
    for (const route of routes) {
      for (const { role, session } of sessions) {
        if (!allowed(role, route)) continue;
        const res = await send(route, session);
        expect.soft(res.statusCode, `${role} ${route.method} ${route.url}`).not.toBe(403);
        expect.soft(res.statusCode, `${role} ${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
  });
});
