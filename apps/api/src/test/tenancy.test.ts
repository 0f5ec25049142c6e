import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, tableFingerprints, type Session, type TestApp } from './test-app';

/**
 * Walks every registered /api route: whatever is added later is covered here automatically. A token of
 * company 1 presented as company 2, a forged token, an expired token or no token is refused, and nothing
 * changes in the database.
 */
type RouteInfo = { method: string; url: string; isPublic: boolean };

let t: TestApp;
let routes: RouteInfo[];
let admin1: Session;
let manager1: Session;

beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.apiRoutes;
  admin1 = await signIn(t.app, 'admin', 1);
  manager1 = await signIn(t.app, 'planillas', 1);
});
afterAll(async () => t?.close());

const sampleBody = (method: string) => (method === 'GET' || method === 'HEAD' ? undefined : {});

describe('tenant isolation on every route', () => {
  it('knows the routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
    expect(routes.filter((r) => !r.isPublic).length).toBeGreaterThanOrEqual(7);
  });

  it('refuses another company, forged, expired and missing tokens, and changes nothing', async () => {
    const forged = await new SignJWT({ cod: 'admin', emp: 2, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin1.userId))
      .setIssuer('planilla-cr')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-secret-that-the-server-does-not-have-0123456789'));
    const expired = await new SignJWT({ cod: 'admin', emp: 1, sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin1.userId))
      .setIssuer('planilla-cr')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    // Signed with the real secret, the right claims, but no expiry: it would never end.
    const sid = JSON.parse(Buffer.from(admin1.token.split('.')[1]!, 'base64url').toString()).sid as string;
    const noExpiry = await new SignJWT({ cod: 'admin', emp: 1, sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin1.userId))
      .setIssuer('planilla-cr')
      .setIssuedAt()
      .sign(t.config.jwtSecret);

    const attempts: { name: string; headers: Record<string, string>; expected: number[] }[] = [
      {
        name: 'company 1 token as company 2',
        headers: { ...admin1.headers, num_empresa: '2' },
        expected: [403],
      },
      {
        name: 'member of company 1 only, as company 2',
        headers: { ...manager1.headers, num_empresa: '2' },
        expected: [403],
      },
      {
        name: 'another user number',
        headers: { ...admin1.headers, num_usuario: String(manager1.userId) },
        expected: [403],
      },
      {
        name: 'forged token',
        headers: { ...admin1.headers, 'x-token': forged, num_empresa: '2' },
        expected: [401],
      },
      { name: 'expired token', headers: { ...admin1.headers, 'x-token': expired }, expected: [401] },
      { name: 'token without expiry', headers: { ...admin1.headers, 'x-token': noExpiry }, expected: [401] },
      {
        name: 'no token',
        headers: { num_empresa: '1', num_usuario: String(admin1.userId), cod_usuario: 'admin' },
        expected: [401],
      },
    ];

    const before = await tableFingerprints(t.database.db);
    const protectedRoutes = routes.filter((r) => !r.isPublic);
    for (const route of protectedRoutes) {
      for (const a of attempts) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: a.headers,
          payload: sampleBody(route.method),
        });
        expect
          .soft(a.expected, `${route.method} ${route.url}: ${a.name} answered ${res.statusCode}`)
          .toContain(res.statusCode);
        expect.soft(res.json().ok).toBe(false);
      }
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('fingerprints the content of the tables, not only how many rows they have', async () => {
    const before = await tableFingerprints(t.database.db);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(10);
    await t.database.db.execute(sql`update companies set phone = phone || '-0' where id = 2`);
    const after = await tableFingerprints(t.database.db);
    await t.database.db.execute(sql`update companies set phone = left(phone, -2) where id = 2`);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    expect(changed).toEqual(['companies']);
    expect(after.companies!.split(',')[0]).toBe(before.companies!.split(',')[0]);
  });

  it('has every protected route answer normally for its own company', async () => {
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: admin1.headers,
        payload: sampleBody(route.method),
      });
      expect
        .soft([200, 400, 404], `${route.method} ${route.url} answered ${res.statusCode}`)
        .toContain(res.statusCode);
    }
  });
});
