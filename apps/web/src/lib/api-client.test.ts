import { companiesUserResponse, userListResponse, type LoginResponse } from '@planilla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, configureApiClient, isRenewing } from './api-client';
import { clearSession, getSession, startSession } from './session';
import { ADMIN_LOGIN } from '../test/fixtures';

/** The demo administrator, as user number 7 (the headers must repeat it). */
const LOGIN: LoginResponse = { ...ADMIN_LOGIN, userData: { ...ADMIN_LOGIN.userData, num_usuario: 7 } };

const PAGE = { items: [], total: 0, page: 1, pageSize: 10 };

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { ok: true, data });
const fail = (status: number, code: string, message = code, fields?: Record<string, string>) =>
  json(status, { ok: false, error: { code, message, ...(fields ? { fields } : {}) } });

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** A fake API: `handler` answers each call; every call is recorded. */
const fakeApi = (handler: (call: Call) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return handler(call);
  });
  configureApiClient({ fetch: fetchMock as typeof fetch });
  return { calls, fetchMock };
};

const onSessionExpired = vi.fn();

beforeEach(() => {
  onSessionExpired.mockReset();
  configureApiClient({ getLanguageTag: () => 'es-CR', onSessionExpired });
  startSession(LOGIN);
});

afterEach(() => {
  clearSession();
});

describe('apiRequest', () => {
  it('sends the session headers and the language, and unwraps the envelope', async () => {
    const api = fakeApi(() => ok(PAGE));
    const data = await apiRequest('usuarios/userlist', {
      body: { page: 1, pageSize: 10 },
      schema: userListResponse,
    });

    expect(data).toEqual(PAGE);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call?.url).toBe('/api/usuarios/userlist');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ page: 1, pageSize: 10 });
    expect(call?.headers).toMatchObject({
      'x-token': 'token-1',
      num_empresa: '1',
      num_usuario: '7',
      cod_usuario: 'admin',
      'Accept-Language': 'es-CR',
      'Content-Type': 'application/json',
    });
  });

  it('sends no credentials on the "no token" calls', async () => {
    const api = fakeApi(() => ok([]));
    await apiRequest('authPlanilla/companiesuser', {
      body: { cod_usuario: 'x', clave: 'y' },
      schema: companiesUserResponse,
      auth: false,
    });
    const headers = api.calls[0]?.headers ?? {};
    expect(headers['x-token']).toBeUndefined();
    expect(headers.num_empresa).toBeUndefined();
    expect(headers.num_usuario).toBeUndefined();
    expect(headers.cod_usuario).toBeUndefined();
    expect(api.fetchMock.mock.calls[0]?.[1]?.credentials).toBe('omit');
  });

  it('throws a typed ApiError with the code, message, fields and status', async () => {
    fakeApi(() =>
      fail(409, 'USER_CODE_TAKEN', 'Ya existe', { cod_usuario: 'Ya existe un usuario con ese código' }),
    );
    const error = await apiRequest('usuarios/new', { body: {}, schema: z.unknown() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'USER_CODE_TAKEN',
      message: 'Ya existe',
      status: 409,
      fields: { cod_usuario: 'Ya existe un usuario con ese código' },
    });
  });

  it('turns an answer that is not the envelope into INTERNAL_ERROR', async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('x', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 502,
    });
  });

  it('turns a failed connection into NETWORK_ERROR', async () => {
    configureApiClient({ fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(apiRequest('x', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      status: 0,
    });
  });

  it('refuses data that does not match the contract', async () => {
    fakeApi(() => ok({ items: 'nope' }));
    await expect(apiRequest('usuarios/userlist', { schema: userListResponse })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });
});

describe('401: one renewal, queued retries', () => {
  it('renews once for many refused calls and retries each with the new token', async () => {
    const renewAnswer = deferred<Response>();
    const api = fakeApi((call) => {
      if (call.url === '/api/authPlanilla/renew') return renewAnswer.promise;
      return call.headers['x-token'] === 'token-2' ? ok(PAGE) : fail(401, 'TOKEN_EXPIRED');
    });

    const requests = [1, 2, 3].map((page) =>
      apiRequest('usuarios/userlist', { body: { page }, schema: userListResponse }),
    );
    await vi.waitFor(() => expect(isRenewing()).toBe(true));
    // A call that starts during the renewal waits for it instead of spending the old token.
    const late = apiRequest('usuarios/userlist', { body: { page: 4 }, schema: userListResponse });

    renewAnswer.resolve(ok({ token: 'token-2', refreshToken: 'refresh-2', expiresIn: 900 }));
    await expect(Promise.all([...requests, late])).resolves.toEqual([PAGE, PAGE, PAGE, PAGE]);

    const renewCalls = api.calls.filter((c) => c.url === '/api/authPlanilla/renew');
    expect(renewCalls).toHaveLength(1);
    expect(renewCalls[0]?.method).toBe('GET');
    expect(renewCalls[0]?.headers).toMatchObject({
      'x-refresh-token': 'refresh-1',
      num_empresa: '1',
      num_usuario: '7',
      cod_usuario: 'admin',
    });

    const listCalls = api.calls.filter((c) => c.url === '/api/usuarios/userlist');
    // Three refused with the old token, four answered with the new one; the late call never used the old one.
    expect(listCalls.filter((c) => c.headers['x-token'] === 'token-1')).toHaveLength(3);
    expect(listCalls.filter((c) => c.headers['x-token'] === 'token-2').map((c) => c.body)).toEqual(
      expect.arrayContaining([{ page: 1 }, { page: 2 }, { page: 3 }, { page: 4 }]),
    );

    // The refresh token rotates.
    expect(localStorage.getItem('token')).toBe('token-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the session and reports it once when the renewal is refused', async () => {
    const api = fakeApi((call) =>
      call.url === '/api/authPlanilla/renew' ? fail(401, 'TOKEN_INVALID') : fail(401, 'TOKEN_EXPIRED'),
    );
    localStorage.setItem('accessToken', 'legacy');

    const results = await Promise.allSettled(
      [1, 2, 3].map((page) => apiRequest('usuarios/userlist', { body: { page }, schema: userListResponse })),
    );

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({
        code: 'SESSION_EXPIRED',
        status: 401,
      });
    }
    expect(api.calls.filter((c) => c.url === '/api/authPlanilla/renew')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    for (const key of ['token', 'refreshToken', 'userData', 'datosEmpresa', 'accessToken']) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
  });

  it('does not renew twice when the retried call is refused again', async () => {
    const api = fakeApi((call) =>
      call.url === '/api/authPlanilla/renew'
        ? ok({ token: 'token-2', refreshToken: 'refresh-2', expiresIn: 900 })
        : fail(401, 'TOKEN_INVALID'),
    );
    await expect(apiRequest('usuarios/userlist', { schema: userListResponse })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(api.calls.map((c) => c.url)).toEqual([
      '/api/usuarios/userlist',
      '/api/authPlanilla/renew',
      '/api/usuarios/userlist',
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
  });

  it('never renews on a "no token" call: a wrong password is just an error', async () => {
    const api = fakeApi(() => fail(401, 'INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos'));
    await expect(
      apiRequest('authPlanilla', {
        body: { cod_usuario: 'admin', clave: 'x', num_empresa: 1 },
        schema: z.unknown(),
        auth: false,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    expect(api.calls).toHaveLength(1);
    expect(getSession()).not.toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the renewal cannot reach the server', async () => {
    fakeApi((call) => {
      if (call.url === '/api/authPlanilla/renew') throw new TypeError('Failed to fetch');
      return fail(401, 'TOKEN_EXPIRED');
    });
    await expect(apiRequest('usuarios/userlist', { schema: userListResponse })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    expect(getSession()?.token).toBe('token-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});
