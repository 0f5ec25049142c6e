import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

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
    const res = await t.app.inject({ method: 'POST', url: '/api/nada/aqui', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'The requested route does not exist.' });
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
  it('documents every API route of the app with its error responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.apiRoutes.filter((r) => r.url !== '/api/docs' && !r.url.startsWith('/api/test/'))) {
      const op = doc.paths[route.url]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.url}`).toBeDefined();
      expect(Object.keys(op.responses)).toContain('200');
      expect(Object.keys(op.responses)).toContain('500');
      if (route.method !== 'GET') expect(Object.keys(op.responses)).toContain('400');
    }
  });
});
