import { API, API_METHOD, type ApiName } from '@planilla/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, tableFingerprints, type Session, type TestApp } from './test-app';

/**
 * Issue 10: text PostgreSQL cannot store (NUL, lone surrogates, control characters) is refused with a 400
 * naming the field, on every route of the route table (routes added later are covered without editing this
 * file), in the body, the query string and the headers, and a refused call changes nothing.
 */
const HOSTILE = {
  nul: 'Ana\u0000María',
  loneHigh: 'Jos\ud800é',
  loneLow: '\udc00',
  bell: 'campana\u0007',
  escape: '\u001b[31mrojo',
  del: 'borrar\u007f',
  c1: 'nel\u0085',
} as const;

let t: TestApp;
let admin: Session;
type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
  >;
};
let spec: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 1);
  await t.app.ready();
  spec = (t.app as unknown as { swagger: () => OpenApi }).swagger();
});
afterAll(async () => t?.close());

/** Every call of the route table that the server registers, with its method. */
const servedCalls = () => {
  const registered = new Set(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`));
  return (Object.keys(API) as ApiName[])
    .map((name) => ({ name, method: API_METHOD[name], url: `/api/${API[name]}` }))
    .filter((c) => registered.has(`${c.method} ${c.url}`));
};

/** Whether the call takes an upload (its hostile input is the file: see uploads.test.ts). */
const isMultipart = (url: string, method: string) =>
  t.app.apiRoutes.some((r) => r.url === url && r.method === method && r.upload);

/** Each hostile string percent-encoded as a query string carries it (lone surrogates: their CESU bytes). */
const QUERY_FORMS = ['%00', '%ED%A0%80', '%ED%B0%80', '%07', '%1B', '%7F', '%C2%85', '%FF%FE'];

/** The top-level properties of a call's JSON body, from the contracts (through the OpenAPI document). */
const bodyFields = (url: string, method: string): string[] => {
  const op = spec.paths[url]?.[method.toLowerCase()];
  const props = op?.requestBody?.content?.['application/json']?.schema?.properties;
  return props ? Object.keys(props) : [];
};

describe('hostile strings on every route', () => {
  it('covers the route table', () => {
    expect(servedCalls().length).toBeGreaterThan(50);
  });

  it('refuses them in every body field with a 400 naming the field, in the caller language, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const failures: string[] = [];
    for (const call of servedCalls()) {
      if (call.method === 'GET') continue;
      const fields = bodyFields(call.url, call.method);
      for (const [kind, text] of Object.entries(HOSTILE)) {
        const payload: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, text]));
        payload.extra = [{ nested: text }];
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...admin.headers, 'accept-language': kind === 'bell' ? 'en' : 'es-CR' },
          payload,
        });
        const where = `${call.method} ${call.url} (${kind})`;
        if (res.statusCode >= 500) {
          failures.push(`${where}: ${res.statusCode}`);
          continue;
        }
        if (res.statusCode !== 400) {
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const error = res.json().error as { code: string; fields?: Record<string, string> };
        if (!isMultipart(call.url, call.method)) {
          if (error.code !== 'VALIDATION_ERROR') failures.push(`${where}: ${error.code}`);
          for (const f of fields)
            if (!error.fields?.[f]?.includes(kind === 'bell' ? 'not allowed' : 'no permitidos'))
              failures.push(`${where}: field ${f} not named (${JSON.stringify(error.fields)})`);
          if (!error.fields?.['extra.0.nested']) failures.push(`${where}: nested field not named`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('never answers 500 to them in the query string or an identifier header, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const failures: string[] = [];
    for (const call of servedCalls()) {
      for (const [i, [kind, text]] of Object.entries(HOSTILE).entries()) {
        const raw = QUERY_FORMS[i]!;
        const q = `?q=a${raw}b&busqueda=${raw}&${raw}=1`;
        const asQuery = await t.app.inject({
          method: call.method,
          url: `${call.url}${q}`,
          headers: admin.headers,
          ...(call.method === 'GET' ? {} : { payload: {} }),
        });
        if (asQuery.statusCode >= 500)
          failures.push(`${call.method} ${call.url} query (${kind}): ${asQuery.statusCode}`);
        const asHeader = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: {
            ...admin.headers,
            cod_usuario: `admin${text}`,
            'x-refresh-token': `${'r'.repeat(30)}${text}`,
          },
          ...(call.method === 'GET' ? {} : { payload: {} }),
        });
        if (asHeader.statusCode >= 500 || asHeader.statusCode === 200)
          failures.push(`${call.method} ${call.url} header (${kind}): ${asHeader.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
