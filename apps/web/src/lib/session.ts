import { useSyncExternalStore } from 'react';
import {
  companyData,
  userData,
  type CompanyData,
  type LoginResponse,
  type RenewResponse,
  type UserData,
} from '@planilla/contracts';
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

const read = (): Session | null => {
  const token = readItem(SESSION_KEYS.token);
  if (!token) return null;
  const user = userData.safeParse(readJson(SESSION_KEYS.userData));
  const company = companyData.safeParse(readJson(SESSION_KEYS.datosEmpresa));
  if (!user.success || !company.success) return null;
  return {
    token,
    refreshToken: readItem(SESSION_KEYS.refreshToken),
    userData: user.data,
    datosEmpresa: company.data,
  };
};

let snapshot: Session | null | undefined;
const listeners = new Set<() => void>();

const commit = (): void => {
  snapshot = read();
  for (const listener of listeners) listener();
};

export const getSession = (): Session | null => {
  if (snapshot === undefined) snapshot = read();
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
  commit();
};

/** Stores the rotated tokens of `authPlanilla/renew`. */
export const updateTokens = (tokens: Pick<RenewResponse, 'token' | 'refreshToken'>): void => {
  writeItem(SESSION_KEYS.token, tokens.token);
  writeItem(SESSION_KEYS.refreshToken, tokens.refreshToken);
  commit();
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
  commit();
};

/** Removes every stored key of the session (preferences such as skin and language stay). */
export const clearSession = (): void => {
  for (const key of ALL_SESSION_KEYS) removeItem(key);
  commit();
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
    const previous = getSession();
    commit();
    const next = getSession();
    if (previous !== next) for (const listener of externalListeners) listener(previous, next);
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
