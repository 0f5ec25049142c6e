import {
  API,
  API_METHOD,
  AUTH_HEADERS,
  apiMethodOf,
  type HttpMethod,
  type RenewResponse,
} from '@planilla/contracts';
import type { z } from 'zod';
import { clientConfig as config } from './api-client-config';
import { ApiError } from './api-error';
import { clearSession, getSession, updateTokens } from './session';

/**
 * The one door to the API. It adds the session headers and the interface language, unwraps the
 * `{ ok, data }` envelope and turns failures into a typed `ApiError`.
 *
 * Token renewal: when an authenticated call answers 401, the client renews the session once through
 * `authPlanilla/renew` and retries the call. Calls that fail or start while a renewal is running wait
 * for that same renewal (one request to `renew`, however many calls were refused), then retry with the
 * new token. When the renewal fails the session is cleared and `onSessionExpired` sends the user to
 * sign-in.
 */
export const API_BASE = '/api';

/** Its failure type lives apart (`api-error.ts`): code that only reads an error does not load the client. */
export { ApiError, CLIENT_ERROR_CODES, isApiError } from './api-error';
export type { ApiErrorCode, ClientErrorCode } from './api-error';

export type { HttpMethod };

export type RequestOptions<S extends z.ZodType> = {
  /** Only for a path outside the contracts' route table: a call of the table is sent with its `API_METHOD`. */
  method?: HttpMethod;
  body?: unknown;
  /** Schema of `data`: the answer is checked against the contract and typed by it. */
  schema: S;
  /** `false` for the specification's "no token" calls: no credentials, no renewal. */
  auth?: boolean;
  signal?: AbortSignal;
};

/** Its settings live apart (`api-client-config.ts`), so the app can set them without loading the client. */
export { configureApiClient } from './api-client-config';

type Envelope = { ok: true; data: unknown } | { ok: false; error: { code: string; message: string; fields?: Record<string, string>; requestId?: string; params?: Record<string, string | number> } };

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'ok' in value && typeof (value as { ok: unknown }).ok === 'boolean';

const sessionHeaders = (): Record<string, string> => {
  const session = getSession();
  if (!session) return {};
  return {
    [AUTH_HEADERS.company]: String(session.userData.num_empresa),
    [AUTH_HEADERS.user]: String(session.userData.num_usuario),
    [AUTH_HEADERS.userCode]: session.userData.cod_usuario,
  };
};

/**
 * The headers of a signed-in call made outside `apiRequest` (an upload that reports its progress through
 * XMLHttpRequest): token, company, user and language, the same `apiRequest` sends.
 */
export const signedInHeaders = (): Record<string, string> | null => {
  const session = getSession();
  if (!session) return null;
  return { 'Accept-Language': config.getLanguageTag(), [AUTH_HEADERS.token]: session.token, ...sessionHeaders() };
};

const send = async (path: string, init: RequestInit): Promise<{ status: number; body: unknown }> => {
  let response: Response;
  try {
    response = await config.fetch(`${API_BASE}/${path}`, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('NETWORK_ERROR', error instanceof Error ? error.message : 'Network error', undefined, 0);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
};

const toApiError = (status: number, body: unknown): ApiError => {
  if (isEnvelope(body) && !body.ok) {
    const { code, message, fields, requestId, params } = body.error;
    return new ApiError(code, message, fields, status, requestId, params);
  }
  return new ApiError(status >= 500 || status === 0 ? 'INTERNAL_ERROR' : 'INVALID_RESPONSE', `HTTP ${status}`, undefined, status);
};

const unwrap = <S extends z.ZodType>(status: number, body: unknown, schema: S): z.output<S> => {
  if (status < 200 || status >= 300 || !isEnvelope(body) || !body.ok) throw toApiError(status, body);
  const parsed = schema.safeParse(body.data);
  if (!parsed.success) throw new ApiError('INVALID_RESPONSE', parsed.error.message, undefined, status);
  return parsed.data;
};

/* ----------------------------------------------------------------------------------------------- */
/* Renewal: a single flight shared by every refused call.                                          */
/* ----------------------------------------------------------------------------------------------- */

let renewal: Promise<void> | null = null;

const expire = (): ApiError => {
  const hadSession = getSession() !== null;
  clearSession();
  if (hadSession) config.onSessionExpired();
  return new ApiError('SESSION_EXPIRED', 'Session expired', undefined, 401);
};

const runRenewal = async (): Promise<void> => {
  const session = getSession();
  if (!session?.refreshToken) throw expire();
  const { status, body } = await send(API.renew, {
    method: API_METHOD.renew,
    headers: {
      Accept: 'application/json',
      'Accept-Language': config.getLanguageTag(),
      [AUTH_HEADERS.refreshToken]: session.refreshToken,
      ...sessionHeaders(),
    },
  }).catch((error: unknown) => {
    // Without an answer the session may still be valid: keep it, fail this call only.
    throw error instanceof ApiError ? error : new ApiError('NETWORK_ERROR', String(error), undefined, 0);
  });
  // The schema comes with the session check (its own chunk: the sign-in screen loads no zod).
  const { renewResponse } = await import('./session-check');
  let tokens: RenewResponse;
  try {
    tokens = unwrap(status, body, renewResponse);
  } catch {
    throw expire();
  }
  updateTokens(tokens);
};

/**
 * Renews the session refused with `tokenUsed`, or joins the renewal already running. When the stored
 * token already differs from `tokenUsed`, someone renewed meanwhile and there is nothing to do.
 */
const renewSession = (tokenUsed: string): Promise<void> => {
  const current = getSession();
  if (current && current.token !== tokenUsed) return Promise.resolve();
  if (!renewal) {
    renewal = runRenewal().finally(() => {
      renewal = null;
    });
  }
  return renewal;
};

/** Whether a renewal is in flight; for tests and diagnostics. */
export const isRenewing = (): boolean => renewal !== null;

/* ----------------------------------------------------------------------------------------------- */

export const apiRequest = async <S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.output<S>> => {
  const { method = apiMethodOf(path) ?? 'POST', body, schema, auth = true, signal } = options;

  const attempt = async (retried: boolean): Promise<z.output<S>> => {
    // A call that starts during a renewal waits for it rather than spending the old token.
    if (auth && renewal) await renewal.catch(() => undefined);

    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': config.getLanguageTag(),
    };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';

    let tokenUsed = '';
    if (auth) {
      const session = getSession();
      if (!session) throw new ApiError('UNAUTHENTICATED', 'Not signed in', undefined, 401);
      tokenUsed = session.token;
      headers[AUTH_HEADERS.token] = session.token;
      Object.assign(headers, sessionHeaders());
    }

    const { status, body: answer } = await send(path, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
      credentials: auth ? 'same-origin' : 'omit',
    });

    if (status === 401 && auth) {
      if (retried) throw expire();
      await renewSession(tokenUsed);
      return attempt(true);
    }
    return unwrap(status, answer, schema);
  };

  return attempt(false);
};

/* ----------------------------------------------------------------------------------------------- */
/* Files: downloads (the answer is the file) and multipart uploads (the answer is the envelope).    */
/* ----------------------------------------------------------------------------------------------- */

/** Authenticated headers for a raw call; throws when there is no session. */
const authHeaders = (): { headers: Record<string, string>; token: string } => {
  const session = getSession();
  if (!session) throw new ApiError('UNAUTHENTICATED', 'Not signed in', undefined, 401);
  return {
    token: session.token,
    headers: { 'Accept-Language': config.getLanguageTag(), [AUTH_HEADERS.token]: session.token, ...sessionHeaders() },
  };
};

/** One raw authenticated call with the same 401 renewal as `apiRequest`. */
const rawAuthenticated = async (path: string, init: (headers: Record<string, string>) => RequestInit): Promise<Response> => {
  const attempt = async (retried: boolean): Promise<Response> => {
    if (renewal) await renewal.catch(() => undefined);
    const { headers, token } = authHeaders();
    let response: Response;
    try {
      response = await config.fetch(`${API_BASE}/${path}`, { ...init(headers), credentials: 'same-origin' });
    } catch (error) {
      throw new ApiError('NETWORK_ERROR', error instanceof Error ? error.message : 'Network error', undefined, 0);
    }
    if (response.status === 401) {
      if (retried) throw expire();
      await renewSession(token);
      return attempt(true);
    }
    return response;
  };
  return attempt(false);
};

export type DownloadedFile = { blob: Blob; filename: string };

/** A call whose answer is a file (exports, templates): the blob and the name the server gives it. */
export const apiDownload = async (path: string, body: unknown, fallbackName: string): Promise<DownloadedFile> => {
  const response = await rawAuthenticated(path, (headers) => ({
    method: apiMethodOf(path) ?? 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  }));
  if (!response.ok) {
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    throw toApiError(response.status, answer);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
};

/**
 * A multipart upload (`archivo` field), answered with the JSON envelope checked against `schema`. `fields` are
 * text fields sent before the file (`dryRun`).
 */
export const apiUpload = async <S extends z.ZodType>(
  path: string,
  file: File,
  schema: S,
  field = 'archivo',
  fields: Record<string, string> = {},
): Promise<z.output<S>> => {
  const response = await rawAuthenticated(path, (headers) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    return { method: apiMethodOf(path) ?? 'POST', headers: { ...headers, Accept: 'application/json' }, body: form };
  });
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  return unwrap(response.status, answer, schema);
};

/** Saves a downloaded file through the browser. */
export const saveFile = ({ blob, filename }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
