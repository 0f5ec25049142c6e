import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { outbox, rateLimits } from '../../db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';
import { afterResponseSettled } from './after-response';
import { RECOVERY_REQUESTS_PER_KEY } from './passwords';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('sign-in rate limits', () => {
  const signInFrom = (remoteAddress: string, clave: string, cod_usuario = 'admin') =>
    t!.app.inject({
      method: 'POST',
      url: '/api/authPlanilla',
      remoteAddress,
      payload: { cod_usuario, clave, num_empresa: 1 },
    });

  it('locks out only the failing address: the right password from another address still gets in', async () => {
    t = await createTestApp({ loginFailuresPerAddress: 3, loginFailuresPerUser: 50 });
    for (let i = 0; i < 3; i++)
      expect((await signInFrom('10.0.0.1', `wrong-${i}-password`)).statusCode).toBe(401);
    // The failing address is refused for this user, even with the right password, with a clear 429 ...
    const blocked = await signInFrom('10.0.0.1', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Demasiados intentos. Espere unos minutos e intente de nuevo.',
    });
    expect(blocked.headers['retry-after']).toBeDefined();
    const companies = await t.app.inject({
      method: 'POST',
      url: '/api/authPlanilla/companiesuser',
      remoteAddress: '10.0.0.1',
      payload: { cod_usuario: 'admin', clave: DEMO_PASSWORD },
    });
    expect(companies.statusCode).toBe(429);
    // ... while the owner, from an address that has not been failing, signs in.
    expect((await signInFrom('10.0.0.2', DEMO_PASSWORD)).statusCode).toBe(200);
    // Another user from the failing address is not affected either.
    expect((await signInFrom('10.0.0.1', DEMO_PASSWORD, 'planillas')).statusCode).toBe(200);
  });

  it('past the per-user ceiling refuses every address that has failed, and gives a new address one try', async () => {
    t = await createTestApp({ loginFailuresPerAddress: 3, loginFailuresPerUser: 5 });
    // Five failures spread over three addresses: none reaches the per-address limit, together they reach the ceiling.
    for (const [address, n] of [
      ['10.0.1.1', 2],
      ['10.0.1.2', 2],
      ['10.0.1.3', 1],
    ] as const)
      for (let i = 0; i < n; i++)
        expect((await signInFrom(address, `wrong-${i}-password`)).statusCode).toBe(401);
    // An address that has failed is refused now, though it has failed fewer than three times.
    expect((await signInFrom('10.0.1.3', DEMO_PASSWORD)).statusCode).toBe(429);
    // An address that has not been failing may still try: the right password gets in ...
    expect((await signInFrom('10.0.1.9', DEMO_PASSWORD)).statusCode).toBe(200);
    // ... and a wrong one spends its only try.
    expect((await signInFrom('10.0.1.10', 'wrong-password-1')).statusCode).toBe(401);
    expect((await signInFrom('10.0.1.10', DEMO_PASSWORD)).statusCode).toBe(429);
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

  it('holds one limit across two instances of the API on one database (issue 29)', async () => {
    t = await createTestApp({ publicRateLimit: 5 });
    // A second server process on the same database, as behind a load balancer.
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const ask = (app: TestApp['app']) =>
        app.inject({
          method: 'POST',
          url: '/api/authPlanilla/companiesuser',
          remoteAddress: '192.0.2.70',
          payload: { cod_usuario: 'nadie', clave: 'whatever-123' },
        });
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await ask(i % 2 === 0 ? t.app : other)).statusCode);
      // Five in all pass, whichever instance answered; the rest are refused by both.
      expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
      const [row] = await t.database.db.select().from(rateLimits).where(like(rateLimits.key, '%192.0.2.70'));
      expect(row?.hits).toBe(8);
    } finally {
      await other.close();
    }
  });
});

describe('password recovery rate limits', () => {
  const recover = (app: TestApp['app'], code: string, remoteAddress: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/authPlanilla/recuperarclave',
      remoteAddress,
      payload: { cod_usuario: code },
    });
  const utilEmail = (app: TestApp['app'], email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/util/email',
      remoteAddress,
      headers: { 'accept-language': 'en' },
      payload: { template: 'passwordRecovery', email },
    });
  const mailsTo = async (address: string) => {
    // The e-mail is written after the answer (so that its timing tells nothing): wait for it.
    await afterResponseSettled();
    return (await t!.database.db.select().from(outbox).where(eq(outbox.toAddress, address))).length;
  };
  const expectRateLimited = (res: Awaited<ReturnType<typeof recover>>) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('allows 3 recovery requests per user code in 15 minutes, whatever the address, known or not', async () => {
    t = await createTestApp();
    expect(RECOVERY_REQUESTS_PER_KEY).toBe(3);
    for (const code of ['admin', 'fantasma']) {
      for (let i = 0; i < 3; i++) {
        const res = await recover(t.app, code, `10.1.0.${i + 1}`);
        expect(res.statusCode, `${code} #${i + 1}`).toBe(200);
        expect(res.json().data).toEqual({ status: 'sent' });
      }
      // The fourth answers 429 for a known and an unknown code alike (it tells nothing about existence).
      expectRateLimited(await recover(t.app, code, '10.1.0.9'));
      // Case and spaces do not make a new key: the code is normalized before it is counted.
      expectRateLimited(await recover(t.app, ` ${code.toUpperCase()} `, '10.1.0.10'));
    }
    // No mail was queued by the refused requests.
    expect(await mailsTo('admin@cafelamontana.cr')).toBe(3);
    // Another user code is not affected.
    expect((await recover(t.app, 'planillas', '10.1.0.9')).statusCode).toBe(200);
  });

  it('limits recovery requests per address (a third of the public limit, at least 5 a minute)', async () => {
    t = await createTestApp({ publicRateLimit: 15 });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await recover(t.app, `usuario${i}`, '192.0.2.60')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expectRateLimited(await recover(t.app, 'otro.usuario', '192.0.2.60'));
    expect((await recover(t.app, 'otro.usuario', '192.0.2.61')).statusCode).toBe(200);
  });

  it('limits util/email per address (a third of the public limit, at least 5 a minute)', async () => {
    t = await createTestApp({ publicRateLimit: 15 });
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await utilEmail(t.app, `persona${i}@example.cr`, '192.0.2.70')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await utilEmail(t.app, 'otra@example.cr', '192.0.2.70');
    expectRateLimited(refused);
    expect(refused.json().error.message).toBe('Too many attempts. Wait a few minutes and try again.');
    expect((await utilEmail(t.app, 'otra@example.cr', '192.0.2.71')).statusCode).toBe(200);
  });

  it('allows 3 util/email requests per e-mail address in 15 minutes, known or not, whatever the address', async () => {
    t = await createTestApp();
    for (const email of ['admin@cafelamontana.cr', 'nadie@example.cr']) {
      for (let i = 0; i < 3; i++) {
        const res = await utilEmail(t.app, i === 1 ? email.toUpperCase() : email, `10.2.0.${i + 1}`);
        expect(res.statusCode, `${email} #${i + 1}`).toBe(200);
        expect(res.json().data).toEqual({ queued: true });
      }
      expectRateLimited(await utilEmail(t.app, email, '10.2.0.9'));
    }
    expect(await mailsTo('admin@cafelamontana.cr')).toBe(3);
    // Another address is not affected.
    expect((await utilEmail(t.app, 'planillas@cafelamontana.cr', '10.2.0.9')).statusCode).toBe(200);
  });

  it('keeps the util/email and recuperarclave limits apart, so neither tells whom an address belongs to', async () => {
    t = await createTestApp();
    // Spending the e-mail limit of admin's address leaves recovery by the user code admin open ...
    for (let i = 0; i < 3; i++) await utilEmail(t.app, 'admin@cafelamontana.cr', '10.3.0.1');
    expectRateLimited(await utilEmail(t.app, 'admin@cafelamontana.cr', '10.3.0.1'));
    expect((await recover(t.app, 'admin', '10.3.0.2')).statusCode).toBe(200);
    // ... and spending the user code limit of planillas leaves util/email for planillas' address open.
    for (let i = 0; i < 3; i++) await recover(t.app, 'planillas', '10.3.0.3');
    expectRateLimited(await recover(t.app, 'planillas', '10.3.0.3'));
    expect((await utilEmail(t.app, 'planillas@cafelamontana.cr', '10.3.0.4')).statusCode).toBe(200);
    expect(await mailsTo('planillas@cafelamontana.cr')).toBe(4);
  });
});
