import { useSyncExternalStore } from 'react';
import type { CompanyData, LoginResponse, RenewResponse, UserData } from '@planilla/contracts';
import { readItem, readJson, removeItem, writeItem } from './storage';

/**
 * The signed-in session, kept in localStorage under the specification's keys (section 9) so that a
 * reload stays signed in. One module owns these keys; everything else reads `getSession()`.
 */
export const SESSION_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  datosEmpresa: 'datosEmpresa',
} as const;

/** Keys of earlier template versions of the product, removed on sign-out too (spec section 9). */
const LEGACY_SESSION_KEYS = ['accessToken'] as const;

export const ALL_SESSION_KEYS: readonly string[] = [...Object.values(SESSION_KEYS), ...LEGACY_SESSION_KEYS];

export type Session = {
  token: string;
  refreshToken: string | null;
  userData: UserData;
  datosEmpresa: CompanyData;
};

type StoredProfile = Pick<Session, 'userData' | 'datosEmpresa'>;

/**
 * What localStorage holds is checked against the contracts' schemas (zod) before it is trusted. The check is its
 * own chunk (`session-check.ts`), loaded only when a stored session must be read: a visit that starts without
 * one, the sign-in screen, loads no zod. Sessions this tab stores itself (`startSession`, …) come from answers
 * the client already checked against the same schemas.
 */
let checkProfile: ((user: unknown, company: unknown) => StoredProfile | null) | null = null;

const read = (): Session | null => {
  const token = readItem(SESSION_KEYS.token);
  if (!token || !checkProfile) return null;
  const profile = checkProfile(readJson(SESSION_KEYS.userData), readJson(SESSION_KEYS.datosEmpresa));
  if (!profile) return null;
  return { token, refreshToken: readItem(SESSION_KEYS.refreshToken), ...profile };
};

/** Whether the stored session can be read now: there is none, or the check is loaded. */
const readable = (): boolean => checkProfile !== null || readItem(SESSION_KEYS.token) === null;

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

const publish = (next: Session | null): void => {
  snapshot = next;
  for (const listener of listeners) listener();
};

const commit = (): void => publish(read());

const loadCheck = async (): Promise<void> => {
  if (checkProfile) return;
  checkProfile = (await import('./session-check')).checkStoredProfile;
};

/**
 * Resolves when `getSession()` can answer for a session stored by an earlier visit: at once when none is
 * stored. The first render and the routes' session loaders wait for it.
 */
export const sessionReady: Promise<void> = readable() ? Promise.resolve() : loadCheck();

export const getSession = (): Session | null => {
  // Before `sessionReady` a stored session cannot be read yet: nothing is remembered until it can.
  if (snapshot === undefined) {
    if (!readable()) return null;
    snapshot = read();
  }
  return snapshot;
};

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Stores what `authPlanilla` (login) answered. */
export const startSession = (login: LoginResponse): void => {
  writeItem(SESSION_KEYS.token, login.token);
  writeItem(SESSION_KEYS.refreshToken, login.refreshToken);
  writeItem(SESSION_KEYS.userData, JSON.stringify(login.userData));
  writeItem(SESSION_KEYS.datosEmpresa, JSON.stringify(login.datosEmpresa));
  // The answer was checked against the contracts' schemas by the client.
  publish({
    token: login.token,
    refreshToken: login.refreshToken,
    userData: login.userData,
    datosEmpresa: login.datosEmpresa,
  });
};

/** Stores the rotated tokens of `authPlanilla/renew`. */
export const updateTokens = (tokens: Pick<RenewResponse, 'token' | 'refreshToken'>): void => {
  const current = getSession();
  writeItem(SESSION_KEYS.token, tokens.token);
  writeItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  publish(current && { ...current, token: tokens.token, refreshToken: tokens.refreshToken });
};

/** Stores fresh user and company data (`authPlanilla/userdatalogin`) when they changed. */
export const updateProfile = (profile: { userData: UserData; datosEmpresa: CompanyData }): void => {
  const current = getSession();
  if (
    current &&
    JSON.stringify(current.userData) === JSON.stringify(profile.userData) &&
    JSON.stringify(current.datosEmpresa) === JSON.stringify(profile.datosEmpresa)
  ) {
    return;
  }
  writeItem(SESSION_KEYS.userData, JSON.stringify(profile.userData));
  writeItem(SESSION_KEYS.datosEmpresa, JSON.stringify(profile.datosEmpresa));
  publish(current && { ...current, userData: profile.userData, datosEmpresa: profile.datosEmpresa });
};

/** Removes every stored key of the session (preferences such as skin and language stay). */
export const clearSession = (): void => {
  for (const key of ALL_SESSION_KEYS) removeItem(key);
  publish(null);
};

const externalListeners = new Set<(previous: Session | null, next: Session | null) => void>();

/** Changes made by another tab (sign-in, sign-out, renewal). Changes made here are not reported. */
export const onExternalSessionChange = (
  listener: (previous: Session | null, next: Session | null) => void,
): (() => void) => {
  externalListeners.add(listener);
  return () => externalListeners.delete(listener);
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !ALL_SESSION_KEYS.includes(event.key)) return;
    const follow = () => {
      const previous = getSession();
      commit();
      const next = getSession();
      if (previous !== next) for (const listener of externalListeners) listener(previous, next);
    };
    // A session stored by another tab (a sign-in there) is read once the check is loaded.
    if (readable()) follow();
    else void loadCheck().then(follow);
  });
}

export const useSession = (): Session | null =>
  useSyncExternalStore(subscribeSession, getSession, getSession);

/**
 * The company the session works in (`userData.num_empresa`), 0 when signed out. The one place that reads it:
 * query keys, invalidations and fetchers call this instead of reaching into the stored session.
 */
export const currentCompanyId = (): number => getSession()?.userData.num_empresa ?? 0;

/** `currentCompanyId` for components: re-renders when the company changes (company switch, another tab). */
export const useCompanyId = (): number => useSession()?.userData.num_empresa ?? 0;
