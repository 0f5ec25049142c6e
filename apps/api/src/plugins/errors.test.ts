import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/boom', { config: { public: true } }, async () => {
    throw new Error('secret internal detail at /srv/app/file.ts:42');
  });
  await t.app.ready();
});
afterAll(async () => t?.close());

describe('error handling', () => {
  it('answers a 500 without the stack or the message, with a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('file.ts');
    expect(body.error.requestId).toBe(res.headers['x-request-id']);
  });

  it('answers an unknown API route with 404 in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/nada/aqui',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'The requested operation does not exist.',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      headers: { 'content-type': 'application/json' },
      payload: '{"cod_usuario": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cod_usuario: 'admin', clave: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('OpenAPI document', () => {
  type Operation = {
    security?: unknown[];
    responses: Record<
      string,
      { content?: Record<string, { schema: ErrorSchema }>; headers?: Record<string, unknown> }
    >;
  };
  type ErrorSchema = {
    type: string;
    required: string[];
    properties: {
      ok: { enum: unknown[] };
      error: { type: string; required: string[]; properties: Record<string, { type: string }> };
    };
  };
  const PUBLIC_ROUTES = [
    'GET /api/health',
    'POST /api/authPlanilla/companiesuser',
    'POST /api/authPlanilla',
    'GET /api/authPlanilla/renew',
    'PUT /api/authPlanilla/recuperarclave',
    'POST /api/util/email',
    'POST /api/publico/verificarconstancia',
  ];
  // Liveness is polled by load balancers and orchestrators: it has no rate limit, so it cannot answer 429.
  const PUBLIC_WITHOUT_RATE_LIMIT = ['GET /api/health'];
  const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

  const documentedOperations = (doc: { paths: Record<string, Record<string, Operation>> }) =>
    Object.entries(doc.paths)
      .filter(([url]) => url.startsWith('/api/') && !url.startsWith('/api/test/'))
      .flatMap(([url, ops]) =>
        Object.entries(ops)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, op]) => ({
            key: `${method.toUpperCase()} ${url}`,
            method: method.toUpperCase(),
            op,
          })),
      );

  const expectErrorEnvelope = (where: string, response: Operation['responses'][string] | undefined) => {
    expect(response, where).toBeDefined();
    const schema = response!.content?.['application/json']?.schema;
    expect(schema, `${where}: JSON body`).toBeDefined();
    expect(schema!.type).toBe('object');
    expect([...schema!.required].sort(), where).toEqual(['error', 'ok']);
    expect(schema!.properties.ok.enum, where).toEqual([false]);
    const error = schema!.properties.error;
    expect(error.type, where).toBe('object');
    expect([...error.required].sort(), where).toEqual(['code', 'message']);
    expect(Object.keys(error.properties).sort(), where).toEqual([
      'code',
      'fields',
      'message',
      'params',
      'requestId',
    ]);
    expect(error.properties.code!.type, where).toBe('string');
    expect(error.properties.message!.type, where).toBe('string');
    expect(error.properties.requestId!.type, where).toBe('string');
    expect(error.properties.fields!.type, where).toBe('object');
    expect(error.properties.params!.type, where).toBe('object');
  };

  it('documents exactly the API routes of the app', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = documentedOperations(doc)
      .map((o) => o.key)
      .sort();
    const registered = t.app.apiRoutes
      .filter((r) => r.url !== '/api/docs' && !r.url.startsWith('/api/test/'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(documented).toEqual(registered);
    expect(
      t.app.apiRoutes
        .filter((r) => r.isPublic && r.url !== '/api/docs' && !r.url.startsWith('/api/test/'))
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('gives every route its security and every error status it can answer, with the error envelope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.security).toEqual([{ token: [], company: [], user: [], userCode: [] }]);
    const operations = documentedOperations(doc);
    expect(operations.length).toBeGreaterThanOrEqual(12);
    for (const { key, method, op } of operations) {
      const isPublic = PUBLIC_ROUTES.includes(key);
      const statuses = Object.keys(op.responses);
      const expected = ['200', '500'];
      if (method !== 'GET') expected.push('400', '413');
      if (isPublic) {
        expect.soft(op.security, `${key}: security`).toEqual([]);
        if (!PUBLIC_WITHOUT_RATE_LIMIT.includes(key)) expected.push('429');
      } else {
        // Protected routes inherit the document's security: the token and the three identifier headers.
        expect.soft(op.security, `${key}: security`).toBeUndefined();
        expected.push('401', '403');
      }
      for (const status of expected) expect.soft(statuses, `${key} documents ${status}`).toContain(status);
      for (const status of statuses.filter((s) => Number(s) >= 400))
        expectErrorEnvelope(`${key} ${status}`, op.responses[status]);
      if (statuses.includes('429'))
        expect.soft(op.responses['429']!.headers, `${key}: Retry-After`).toHaveProperty('retry-after');
    }
  });

  it('answers 413 in the documented envelope on a protected route too (the limit is global)', async () => {
    const admin = await signIn(t.app, 'admin', 1);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/parametros/paislista',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      ok: false,
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: expect.any(String),
        requestId: tooLarge.headers['x-request-id'],
      },
    });
  });
});
