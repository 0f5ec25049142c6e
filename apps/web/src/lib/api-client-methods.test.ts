import { API, API_METHOD, type ApiName } from '@planilla/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, configureApiClient } from './api-client';
import { clearSession, startSession } from './session';
import { ADMIN_LOGIN } from '../test/fixtures';

/** The client sends each call with the method of the contracts' route table: call sites never repeat it. */
const sent: { url: string; method: string; body: BodyInit | null | undefined }[] = [];

beforeEach(() => {
  sent.length = 0;
  configureApiClient({
    getLanguageTag: () => 'es-CR',
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body });
      return new Response(JSON.stringify({ ok: true, data: {} }), { status: 200 });
    }) as typeof fetch,
  });
  startSession(ADMIN_LOGIN);
});
afterEach(() => clearSession());

describe('apiRequest and the route table', () => {
  it.each(['updateEmployee', 'deleteLocalization', 'employeeList', 'updatePeriodicity', 'recoverPassword'] as const)(
    'sends %s with its API_METHOD',
    async (name: ApiName) => {
      await apiRequest(API[name], { body: { a: 1 }, schema: z.object({}) });
      expect(sent).toEqual([{ url: `/api/${API[name]}`, method: API_METHOD[name], body: '{"a":1}' }]);
    },
  );

  it('sends a GET of the table without a body', async () => {
    await apiRequest(API.renew, { schema: z.object({}) });
    expect(sent).toEqual([{ url: `/api/${API.renew}`, method: 'GET', body: undefined }]);
  });

  it('keeps POST for a path outside the table, unless told otherwise', async () => {
    await apiRequest('test/echo', { body: {}, schema: z.object({}) });
    await apiRequest('test/echo', { method: 'PUT', body: {}, schema: z.object({}) });
    expect(sent.map((call) => call.method)).toEqual(['POST', 'PUT']);
  });
});
