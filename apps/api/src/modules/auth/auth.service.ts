import {
  PAGES,
  pageVisibleTo,
  MENU_SECTIONS,
  abilityRulesFor,
  type BookmarkEntry,
  type CompanyData,
  type CompanySummary,
  type LoginResponse,
  type MenuSection,
  type MyCompany,
  type RenewResponse,
  type MembershipRole,
  type UserData,
} from '@planilla/contracts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate, type Lang } from '../../lib/i18n';
import { burnPasswordCheck, newOpaqueToken, sha256, verifyPassword } from '../../lib/passwords';
import { signAccessToken, type AuthContext } from '../../plugins/auth';
import { countRecentActions, recordAudit, recordChange } from '../audit/audit.repository';
import * as repo from './auth.repository';

export type RequestMeta = { lang: Lang; ip: string; requestId: string };
export type AuthDeps = { db: Db; config: AppConfig };
/** Runs work after the answer has been sent (the route passes `runAfterResponse` bound to its request). */
export type Defer = (task: () => Promise<void>) => void;

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const RESET_TOKEN_MINUTES = 60;
const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

const companyDataOf = (c: repo.CompanyRecord): CompanyData => ({
  num_empresa: c.id,
  name: c.name,
  tradeName: c.tradeName,
  legalId: c.legalId,
  address: c.address,
  phone: c.phone,
  email: c.email,
});

const userDataOf = (
  u: repo.UserRecord,
  companyId: number,
  member: { role: MembershipRole; employeeNumber: number | null; departmentHead: boolean },
): UserData => ({
  num_empresa: companyId,
  num_usuario: u.id,
  cod_usuario: u.code,
  name: u.name,
  email: u.email,
  role: member.role,
  ability: abilityRulesFor(member.role),
  num_empleado: member.employeeNumber,
  departmentHead: member.departmentHead,
  systemAdmin: u.systemAdmin,
});

/** A department head who decides vacation requests (an auditor's membership writes nothing: never). */
const headOf = async (
  deps: AuthDeps,
  companyId: number,
  role: MembershipRole,
  employeeNumber: number | null,
) => role !== 'auditor' && (await repo.decidesAsDepartmentHead(deps.db, companyId, employeeNumber));

/** The user's active membership of a company with its role typed (null: none, or an employee's that ended). */
const memberOf = async (deps: AuthDeps, userId: number, companyId: number) => {
  const found = await repo.findRole(deps.db, userId, companyId);
  return found
    ? {
        role: found.role as MembershipRole,
        employeeNumber: found.employeeNumber,
        departmentHead: await headOf(deps, companyId, found.role as MembershipRole, found.employeeNumber),
      }
    : null;
};

const rateLimited = () =>
  new AppError('RATE_LIMITED', undefined, { headers: { 'retry-after': String(THROTTLE_WINDOW_MS / 1000) } });

/** Refuses further attempts once a key (a user code, an e-mail address) has been asked too often recently. */
export const assertNotThrottled = async (deps: AuthDeps, action: string, code: string, limit: number) => {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  if ((await countRecentActions(deps.db, action, code, since)) >= limit) throw rateLimited();
};

const LOGIN_FAILED = 'login_failed';

/**
 * The lock-out policy (docs/decisions.md): failed sign-ins are counted per user code and address, and per user
 * code across every address with a much higher ceiling. An address that has failed too often for this user
 * is refused; past the ceiling, so is every address that has failed for this user at all. An address that
 * has not been failing for this user may always try, so the right password from it gets in, however many
 * guesses come from elsewhere: guessing stays slow, and nobody can lock another person out.
 */
const assertMayTrySignIn = async (deps: AuthDeps, meta: RequestMeta, code: string) => {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const failures = await repo.countRecentFailures(deps.db, {
    action: LOGIN_FAILED,
    userCode: code,
    ip: meta.ip,
    since,
  });
  const addressSpent = failures.fromAddress >= deps.config.loginFailuresPerAddress;
  const userSpent = failures.total >= deps.config.loginFailuresPerUser && failures.fromAddress > 0;
  if (addressSpent || userSpent) throw rateLimited();
};

/** The user when the password is right; null otherwise (and the failure is recorded for throttling). */
const checkCredentials = async (deps: AuthDeps, meta: RequestMeta, code: string, password: string) => {
  await assertMayTrySignIn(deps, meta, code);
  const user = await repo.findUserByCode(deps.db, code);
  // The password is verified before the active flag is looked at: an inactive user takes as long to refuse
  // as an active one with a wrong password, or an unknown one (who gets a check against a dummy hash).
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, password)
    : (await burnPasswordCheck(password), false);
  if (user && passwordMatches && user.active) return user;
  await recordAudit(deps.db, {
    userId: user?.id ?? null,
    userCode: code,
    action: LOGIN_FAILED,
    entity: 'session',
    ip: meta.ip,
    requestId: meta.requestId,
  });
  return null;
};

/** authPlanilla/companiesuser: the companies a user may enter, only for the right password; else nothing. */
export const listCompaniesForCredentials = async (
  deps: AuthDeps,
  meta: RequestMeta,
  input: { cod_usuario: string; clave: string },
): Promise<CompanySummary[]> => {
  const user = await checkCredentials(deps, meta, input.cod_usuario, input.clave);
  if (!user) return [];
  const rows = await repo.listCompaniesOfUser(deps.db, user.id);
  return rows.map(({ num_empresa, name, legalId }) => ({ num_empresa, name, legalId }));
};

const issueTokens = async (
  deps: AuthDeps,
  userId: number,
  userCode: string,
  companyId: number,
  sessionId: string,
) => {
  const { token: refreshToken, tokenHash } = newOpaqueToken();
  const token = await signAccessToken(deps.config, {
    sub: String(userId),
    cod: userCode,
    emp: companyId,
    sid: sessionId,
  });
  return { token, refreshToken, refreshHash: tokenHash, expiresIn: deps.config.accessTokenSeconds };
};

/** authPlanilla: signs a user into one of their companies. */
export const login = async (
  deps: AuthDeps,
  meta: RequestMeta,
  input: { cod_usuario: string; clave: string; num_empresa: number },
): Promise<LoginResponse> => {
  const user = await checkCredentials(deps, meta, input.cod_usuario, input.clave);
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  const member = await memberOf(deps, user.id, input.num_empresa);
  const company = member ? await repo.findCompany(deps.db, input.num_empresa) : null;
  if (!member || !company) throw new AppError('NOT_A_MEMBER');
  const sessionId = randomUUID();
  const tokens = await issueTokens(deps, user.id, user.code, company.id, sessionId);
  await deps.db.transaction(async (tx) => {
    await repo.createSession(tx, {
      id: sessionId,
      userId: user.id,
      companyId: company.id,
      refreshHash: tokens.refreshHash,
      expiresAt: new Date(Date.now() + deps.config.refreshTokenSeconds * 1000),
    });
    await repo.touchLastLogin(tx, user.id);
    await repo.pruneRotatedTokensOfEndedSessions(tx, user.id);
    await recordAudit(tx, {
      companyId: company.id,
      userId: user.id,
      userCode: user.code,
      action: 'login',
      entity: 'session',
      entityId: sessionId,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    userData: userDataOf(user, company.id, member),
    datosEmpresa: companyDataOf(company),
  };
};

const sessionTooOld = (session: { createdAt: Date }) =>
  Date.now() - session.createdAt.getTime() > SESSION_MAX_AGE_MS;

/**
 * A refresh token that was already rotated away came back: someone kept a copy. The session it belonged to
 * ends, with every token of it (access tokens are checked against the session on every call).
 */
const endSessionOfReusedToken = async (
  deps: AuthDeps,
  meta: RequestMeta,
  tokenHash: string,
  sessionId?: string,
) => {
  const session = sessionId
    ? await repo.findSessionById(deps.db, sessionId)
    : await repo.findSessionOfRotatedToken(deps.db, tokenHash);
  if (!session) return;
  await deps.db.transaction(async (tx) => {
    await repo.revokeSession(tx, session.id);
    await recordAudit(tx, {
      companyId: session.companyId,
      userId: session.userId,
      action: 'refresh_token_reused',
      entity: 'session',
      entityId: session.id,
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
};

/** authPlanilla/renew: a new access token and a rotated refresh token for a live session. */
export const renew = async (
  deps: AuthDeps,
  meta: RequestMeta,
  input: { refreshToken: string; companyHeader?: string; userHeader?: string },
): Promise<RenewResponse> => {
  const oldHash = sha256(input.refreshToken);
  const session = await repo.findLiveSessionByRefreshHash(deps.db, oldHash);
  if (!session) {
    await endSessionOfReusedToken(deps, meta, oldHash);
    throw new AppError('SESSION_EXPIRED');
  }
  if (sessionTooOld(session)) throw new AppError('SESSION_EXPIRED');
  if (input.companyHeader !== String(session.companyId) || input.userHeader !== String(session.userId)) {
    throw new AppError('TENANT_MISMATCH');
  }
  const user = await repo.findUserById(deps.db, session.userId);
  const role = user?.active ? await memberOf(deps, session.userId, session.companyId) : null;
  if (!user || !role) throw new AppError('NOT_A_MEMBER');
  const tokens = await issueTokens(deps, user.id, user.code, session.companyId, session.id);
  const rotated = await deps.db.transaction((tx) =>
    repo.rotateRefresh(tx, {
      id: session.id,
      oldHash,
      newHash: tokens.refreshHash,
      expiresAt: new Date(Date.now() + deps.config.refreshTokenSeconds * 1000),
    }),
  );
  if (!rotated) {
    // Two renewals with the same token at once: the token was used twice, which is reuse too.
    await endSessionOfReusedToken(deps, meta, oldHash, session.id);
    throw new AppError('SESSION_EXPIRED');
  }
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn };
};

/** authPlanilla/mycompanies: the companies the signed-in user may enter, the session's marked `current`. */
export const listMyCompanies = async (deps: AuthDeps, auth: AuthContext): Promise<MyCompany[]> => {
  const rows = await repo.listCompaniesOfUser(deps.db, auth.userId);
  return rows.map((r) => ({
    ...r,
    role: r.role as MembershipRole,
    current: r.num_empresa === auth.companyId,
  }));
};

/**
 * authPlanilla/switchcompany: the session moves to another company of the user, as strictly as a sign-in
 * (an active membership of an active user). The refresh token rotates and the session keeps its age, so the
 * limits of a session do not restart; the tokens of the company left stop working at once. Refused for a
 * company the user does not belong to, and nothing changes.
 */
export const switchCompany = async (
  deps: AuthDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { num_empresa: number },
): Promise<LoginResponse> => {
  const user = await repo.findUserById(deps.db, auth.userId);
  const member = user?.active ? await memberOf(deps, auth.userId, input.num_empresa) : null;
  const company = member ? await repo.findCompany(deps.db, input.num_empresa) : null;
  if (!user || !member || !company) throw new AppError('NOT_A_MEMBER');
  const session = await repo.findSessionById(deps.db, auth.sessionId);
  if (!session || session.revokedAt || sessionTooOld(session)) throw new AppError('SESSION_EXPIRED');
  const tokens = await issueTokens(deps, user.id, user.code, company.id, session.id);
  const moved = await deps.db.transaction(async (tx) => {
    const rotated = await repo.rotateRefresh(tx, {
      id: session.id,
      oldHash: session.refreshHash,
      newHash: tokens.refreshHash,
      expiresAt: new Date(Date.now() + deps.config.refreshTokenSeconds * 1000),
      companyId: company.id,
    });
    if (!rotated) return false;
    await recordChange(
      tx,
      { auth: { ...auth, companyId: company.id }, meta },
      {
        action: 'company_switched',
        entity: 'session',
        entityId: session.id,
        before: { num_empresa: auth.companyId },
        after: { num_empresa: company.id },
      },
    );
    return true;
  });
  if (!moved) throw new AppError('SESSION_EXPIRED');
  return {
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    expiresIn: tokens.expiresIn,
    userData: userDataOf(user, company.id, member),
    datosEmpresa: companyDataOf(company),
  };
};

/** authPlanilla/userdatalogin: who the session belongs to, fresh from the database. */
export const getUserData = async (deps: AuthDeps, auth: AuthContext) => {
  const user = await repo.findUserById(deps.db, auth.userId);
  const company = await repo.findCompany(deps.db, auth.companyId);
  if (!user || !company) throw new AppError('NOT_A_MEMBER');
  return {
    userData: userDataOf(user, company.id, {
      role: auth.role,
      employeeNumber: auth.employeeNumber,
      departmentHead: await headOf(deps, auth.companyId, auth.role, auth.employeeNumber),
    }),
    datosEmpresa: companyDataOf(company),
  };
};

const visiblePages = async (deps: AuthDeps, auth: AuthContext) => {
  const head = await headOf(deps, auth.companyId, auth.role, auth.employeeNumber);
  return PAGES.filter((p) => pageVisibleTo(p, auth.rules, auth.employeeNumber, head));
};

/** authPlanilla/systemmenu: the pages the user's abilities allow, grouped by section in menu order. */
export const getSystemMenu = async (
  deps: AuthDeps,
  auth: AuthContext,
  lang: Lang,
): Promise<MenuSection[]> => {
  const pages = await visiblePages(deps, auth);
  return MENU_SECTIONS.map((section) => ({
    section,
    titleKey: `menuSection.${section}`,
    title: translate(`menuSection.${section}`, lang),
    items: pages
      .filter((p) => p.section === section)
      .map((p) => ({
        id: p.id,
        titleKey: p.titleKey,
        title: translate(p.titleKey, lang),
        icon: p.icon,
        link: p.link,
      })),
  })).filter((s) => s.items.length > 0);
};

const bookmarkEntryOf = (page: (typeof PAGES)[number], isBookmarked: boolean, lang: Lang): BookmarkEntry => ({
  id: page.id,
  target: page.id,
  isBookmarked,
  title: translate(page.titleKey, lang),
  icon: page.icon,
  link: page.link,
});

/** authPlanilla/bookmark: every page the user may open, with whether they bookmarked it. */
export const listBookmarks = async (
  deps: AuthDeps,
  auth: AuthContext,
  lang: Lang,
): Promise<BookmarkEntry[]> => {
  const marked = await repo.listBookmarkedPageIds(deps.db, auth.userId);
  return (await visiblePages(deps, auth)).map((p) => bookmarkEntryOf(p, marked.has(p.id), lang));
};

/** authPlanilla/deleteaddbookmark: toggles one page; only pages the user may open can be bookmarked. */
export const toggleBookmark = async (
  deps: AuthDeps,
  auth: AuthContext,
  lang: Lang,
  pageId: string,
): Promise<BookmarkEntry> => {
  const page = (await visiblePages(deps, auth)).find((p) => p.id === pageId);
  if (!page) throw new AppError('NOT_FOUND');
  const isBookmarked = await repo.toggleBookmark(deps.db, auth.userId, pageId);
  return bookmarkEntryOf(page, isBookmarked, lang);
};
