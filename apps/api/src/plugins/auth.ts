import { createMongoAbility } from '@casl/ability';
import {
  AUTH_HEADERS,
  EMPLOYEE_ROLE,
  abilityRulesFor,
  type AbilityRule,
  type Action,
  type MembershipRole,
  type Subject,
} from '@planilla/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { webcrypto } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { findActiveMembership } from '../modules/auth/auth.repository';

/** Who made the request, for which company, and what they may do: always from the verified token. */
export type AuthContext = {
  userId: number;
  userCode: string;
  companyId: number;
  sessionId: string;
  role: MembershipRole;
  rules: AbilityRule[];
  /**
   * The employee record the membership is linked to (self-service), while the link gives access: null for staff
   * not paid by the company, and for an employee whose exit date has passed (their membership is then refused).
   */
  employeeNumber: number | null;
  /** Operates the installation (global reference data such as the padrón), not only a company. */
  systemAdmin: boolean;
};

// Declaration merging needs interfaces here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call without a token (the specification's "no token" calls). */
    public?: boolean;
    /** The ability a call requires; every authenticated route must declare one. */
    ability?: readonly [Action, Subject];
    /** Changes what every company shares (the padrón): only a system administrator, whatever the role. */
    systemAdminOnly?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every /api route with whether it is public: the tenancy test walks this list. */
    apiRoutes: ApiRoute[];
  }
}

/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** Every /api route with whether it is public and the ability it requires: the tenancy and role tests walk this list. */
export type ApiRoute = {
  method: string;
  url: string;
  isPublic: boolean;
  ability: readonly [Action, Subject] | null;
  /** Takes an upload (its schema consumes multipart/form-data): the upload tests walk these. */
  upload?: boolean;
};

export type TokenClaims = { sub: string; cod: string; emp: number; sid: string };

/**
 * The HMAC key as a WebCrypto key, imported once per secret: jose would import a raw secret again on every
 * verification, which cost more than the verification itself.
 */
type HmacKey = Extract<Parameters<typeof jwtVerify>[1], { type: string }>;
const hmacKeys = new WeakMap<Uint8Array, Promise<HmacKey>>();
const hmacKey = (secret: Uint8Array): Promise<HmacKey> => {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]) as Promise<HmacKey>;
    hmacKeys.set(secret, key);
  }
  return key;
};

export const signAccessToken = async (config: AppConfig, claims: TokenClaims): Promise<string> =>
  new SignJWT({ cod: claims.cod, emp: claims.emp, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setIssuer('planilla-cr')
    .setExpirationTime(`${config.accessTokenSeconds}s`)
    .sign(await hmacKey(config.jwtSecret));

/**
 * Tokens whose signature and claims were verified, per secret, with when they stop being valid: a client sends
 * the same token on every call for its lifetime, and the HMAC check (in the thread pool) was a tenth of a results
 * page's time. Only the signature work is saved: expiry is checked on every call, and membership, user and session
 * are still read from the database each time (`authenticate`).
 */
const VERIFIED_TOKENS_MAX = 2_000;
const verifiedTokens = new WeakMap<Uint8Array, Map<string, { claims: TokenClaims; validUntil: number }>>();

const verifyAccessToken = async (config: AppConfig, token: string): Promise<TokenClaims> => {
  let verified = verifiedTokens.get(config.jwtSecret);
  if (!verified) verifiedTokens.set(config.jwtSecret, (verified = new Map()));
  const hit = verified.get(token);
  if (hit) {
    if (Date.now() < hit.validUntil) return hit.claims;
    verified.delete(token);
  }
  const claims = await verifyAccessTokenSignature(config, token);
  const { exp, iat } = decodeJwt(token);
  // Valid until the earlier of its expiry and its maximum age (both whole seconds, as jose checks them).
  const validUntil = Math.min(exp!, iat! + config.accessTokenSeconds) * 1000;
  if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, { claims, validUntil });
  return claims;
};

const verifyAccessTokenSignature = async (config: AppConfig, token: string): Promise<TokenClaims> => {
  try {
    // Every claim the server issues is required: a token signed with the secret but without an expiry (or
    // issued-at, subject, issuer) is refused, and none is honoured longer than an access token lives.
    const { payload } = await jwtVerify(token, await hmacKey(config.jwtSecret), {
      algorithms: ['HS256'],
      issuer: 'planilla-cr',
      requiredClaims: ['exp', 'iat', 'sub', 'iss', 'cod', 'emp', 'sid'],
      maxTokenAge: `${config.accessTokenSeconds}s`,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.cod !== 'string' ||
      typeof payload.emp !== 'number' ||
      typeof payload.sid !== 'string'
    ) {
      throw new AppError('TOKEN_INVALID');
    }
    return { sub: payload.sub, cod: payload.cod, emp: payload.emp, sid: payload.sid };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('TOKEN_INVALID');
  }
};

const header = (request: FastifyRequest, name: string): string | undefined => {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The three identifier headers must repeat exactly what the verified token says. */
const checkIdentifierHeaders = (request: FastifyRequest, claims: TokenClaims) => {
  const company = header(request, AUTH_HEADERS.company);
  const user = header(request, AUTH_HEADERS.user);
  const code = header(request, AUTH_HEADERS.userCode);
  if (company !== String(claims.emp) || user !== claims.sub || code?.toLowerCase() !== claims.cod) {
    throw new AppError('TENANT_MISMATCH');
  }
};

export const authenticate = async (
  config: AppConfig,
  db: Db,
  request: FastifyRequest,
): Promise<AuthContext> => {
  const token = header(request, AUTH_HEADERS.token);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyAccessToken(config, token);
  checkIdentifierHeaders(request, claims);
  const userId = Number(claims.sub);
  // Membership, active user and live session are read on every call: revoking any of them takes effect at once.
  const membership = await findActiveMembership(db, { userId, companyId: claims.emp, sessionId: claims.sid });
  if (!membership) throw new AppError('NOT_A_MEMBER');
  if (!membership.sessionLive) throw new AppError('SESSION_EXPIRED');
  const role = membership.role as MembershipRole;
  // An employee's access ends with the employment (its exit date) or a deactivation; staff keep theirs.
  if (role === EMPLOYEE_ROLE && membership.employeeNumber === null) throw new AppError('NOT_A_MEMBER');
  return {
    userId,
    userCode: claims.cod,
    companyId: claims.emp,
    sessionId: claims.sid,
    role,
    rules: abilityRulesFor(role),
    systemAdmin: membership.systemAdmin,
    employeeNumber: membership.employeeNumber,
  };
};

/** One CASL ability per rule set (a role's rules are one constant array): building it per call cost more than asking it. */
type RulesAbility = { can: (action: Action, subject: Subject) => boolean };
const abilities = new WeakMap<object, RulesAbility>();

export const can = (auth: AuthContext, action: Action, subject: Subject): boolean => {
  let ability = abilities.get(auth.rules);
  if (!ability) {
    ability = createMongoAbility(auth.rules) as RulesAbility;
    abilities.set(auth.rules, ability);
  }
  return ability.can(action, subject);
};

/** Authenticates every non-public route and enforces the ability it declares, before any body is read. */
export const registerAuth = (app: FastifyInstance, config: AppConfig, db: Db) => {
  app.decorateRequest('auth', null);
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const cfg = route.config as { public?: boolean; ability?: readonly [Action, Subject] } | undefined;
    if (!cfg?.public && !cfg?.ability) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares neither public nor ability`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        app.apiRoutes.push({
          method,
          url: route.url,
          isPublic: Boolean(cfg.public),
          ability: cfg.public ? null : (cfg.ability ?? null),
          upload: Boolean(
            (route.schema as { consumes?: string[] } | undefined)?.consumes?.includes('multipart/form-data'),
          ),
        });
    }
  });
  app.addHook('onRequest', async (request) => {
    const cfg = request.routeOptions.config;
    if (!request.routeOptions.url?.startsWith('/api/') || cfg.public) return;
    const auth = await authenticate(config, db, request);
    if (cfg.ability && !can(auth, cfg.ability[0], cfg.ability[1])) throw new AppError('FORBIDDEN');
    if (cfg.systemAdminOnly && !auth.systemAdmin) throw new AppError('FORBIDDEN');
    request.auth = auth;
  });
};

/** The authenticated context of a protected route (the onRequest hook guarantees it). */
export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
};
