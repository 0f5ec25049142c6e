import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('sign-in rate limits', () => {
  it('limits failed sign-ins per user code, whatever the address, with a clear 429', async () => {
    t = await createTestApp({ loginFailuresPerUser: 3 });
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authPlanilla',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { cod_usuario: 'admin', clave: `wrong-${i}-password`, num_empresa: 1 },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla',
      remoteAddress: '10.0.0.9',
      payload: { cod_usuario: 'admin', clave: DEMO_PASSWORD, num_empresa: 1 },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      remoteAddress: '10.0.0.9',
      payload: { cod_usuario: 'planillas', clave: DEMO_PASSWORD },
    });
    expect(other.json().data).toHaveLength(1);
  });

  it('limits calls without a token per address', async () => {
    t = await createTestApp({ publicRateLimit: 5 });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authPlanilla/companiesuser',
        remoteAddress: '192.0.2.50',
        headers: { 'accept-language': 'en' },
        payload: { cod_usuario: `user${i}`, clave: 'whatever-123' },
      });
      codes.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json().error.message).toBe('Too many attempts. Wait a few minutes and try again.');
    }
    expect(codes.slice(0, 5).every((c) => c === 200)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429]);
    const otherAddress = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      remoteAddress: '192.0.2.51',
      payload: { cod_usuario: 'admin', clave: DEMO_PASSWORD },
    });
    expect(otherAddress.statusCode).toBe(200);
  });
});
