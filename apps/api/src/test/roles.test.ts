import { rulesAllow, abilityRulesFor, type Role } from '@planilla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../plugins/auth';
import { createTestApp, signInEveryRole, tableFingerprints, type Session, type TestApp } from './test-app';

/**
 * Walks every registered /api route with every role of company 1: a role whose abilities do not include
 * the route's is refused with 403 before anything is read or written, and one that has them is let through
 * (to a validation error for an empty body, or an answer). New routes are covered automatically.
 */
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

const allowed = (role: Role, route: ApiRoute) =>
  route.ability !== null && rulesAllow(abilityRulesFor(role), route.ability[0], route.ability[1]);

describe('abilities on every route', () => {
  it('knows the ability of every protected route, and the auditor may write nothing', () => {
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) expect(route.ability, `${route.method} ${route.url}`).not.toBeNull();
    const writes = routes.filter((r) => r.ability![0] !== 'read');
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
