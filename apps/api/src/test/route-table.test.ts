import { API, API_METHOD, type ApiName } from '@planilla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** The contracts' route table is what the server registers: every call once, with the method the table gives. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * Calls whose contracts landed before their implementation (issue 11 fixed every schema first); each leaves
 * this list when its route is registered, and the second test fails if one is served while still listed.
 */
const NOT_YET_SERVED: readonly ApiName[] = [];

/** A path the table gives one method that also answers another: `util/` downloads (GET) and uploads (POST). */
const ALSO_SERVED = ['POST /api/util/'];

describe('the route table', () => {
  it('registers every call of API with its API_METHOD, and nothing else under a table path', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const table = [
      ...(Object.keys(API) as ApiName[])
        .filter((name) => !NOT_YET_SERVED.includes(name))
        .map((name) => `${API_METHOD[name]} /api/${API[name]}`),
      ...ALSO_SERVED,
    ].sort();
    const paths = new Set((Object.values(API) as string[]).map((path) => `/api/${path}`));
    expect(registered.filter((route) => paths.has(route.split(' ')[1]!))).toEqual(table);
  });

  it('lists as not yet served only calls that are not registered', () => {
    const urls = new Set(t.app.apiRoutes.map((r) => r.url));
    expect(NOT_YET_SERVED.filter((name) => urls.has(`/api/${API[name]}`))).toEqual([]);
  });
});
