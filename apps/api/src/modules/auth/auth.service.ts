import {
  PAGES,
  MENU_SECTIONS,
  abilityRulesFor,
  rulesAllow,
  type BookmarkEntry,
  type CompanyData,
  type CompanySummary,
  type LoginResponse,
  type MenuSection,
  type RenewResponse,
  type Role,
  type UserData,
} from '@planilla/contracts';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate, type Lang } from '../../lib/i18n';
import { burnPasswordCheck, hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../lib/passwords';
import { signAccessToken, type AuthContext } from '../../plugins/auth';
import { countRecentActions, recordAudit } from '../audit/audit.repository';
import { enqueueMessage } from '../mail/outbox.repository';
import { passwordRecoveryMail } from '../mail/templates';
import * as repo from './auth.repository';

export type RequestMeta = { lang: Lang; ip: string; requestId: string };
export type AuthDeps = { db: Db; config: AppConfig };

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const RESET_TOKEN_MINUTES = 60;
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

const userDataOf = (u: repo.UserRecord, companyId: number, role: Role): UserData => ({
  num_empresa: companyId,
  num_usuario: u.id,
  cod_usuario: u.code,
  name: u.name,
  email: u.email,
  role,
  ability: abilityRulesFor(role),
  systemAdmin: u.systemAdmin,
});

/** Refuses further attempts once a user code has failed too often recently, whoever is asking. */
const assertNotThrottled = async (deps: AuthDeps, action: string, code: string, limit: number) => {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  if ((await countRecentActions(deps.db, action, code, since)) >= limit) {
    throw new AppError('RATE_LIMITED', undefined, {
      headers: { 'retry-after': String(THROTTLE_WINDOW_MS / 1000) },
    });
  }
};

/** The user when the password is right; null otherwise (and the failure is recorded for throttling). */
const checkCredentials = async (deps: AuthDeps, meta: RequestMeta, code: string, password: string) => {
  await assertNotThrottled(deps, 'login_failed', code, deps.config.loginFailuresPerUser);
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
    action: 'login_failed',
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
  const role = (await repo.findRole(deps.db, user.id, input.num_empresa)) as Role | null;
  const company = role ? await repo.findCompany(deps.db, input.num_empresa) : null;
  if (!role || !company) throw new AppError('NOT_A_MEMBER');
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
    userData: userDataOf(user, company.id, role),
    datosEmpresa: companyDataOf(company),
  };
};

/** authPlanilla/renew: a new access token and a rotated refresh token for a live session. */
export const renew = async (
  deps: AuthDeps,
  input: { refreshToken: string; companyHeader?: string; userHeader?: string },
): Promise<RenewResponse> => {
  const oldHash = sha256(input.refreshToken);
  const session = await repo.findLiveSessionByRefreshHash(deps.db, oldHash);
  if (!session || Date.now() - session.createdAt.getTime() > SESSION_MAX_AGE_MS)
    throw new AppError('SESSION_EXPIRED');
  if (input.companyHeader !== String(session.companyId) || input.userHeader !== String(session.userId)) {
    throw new AppError('TENANT_MISMATCH');
  }
  const user = await repo.findUserById(deps.db, session.userId);
  const role = user?.active ? await repo.findRole(deps.db, session.userId, session.companyId) : null;
  if (!user || !role) throw new AppError('NOT_A_MEMBER');
  const tokens = await issueTokens(deps, user.id, user.code, session.companyId, session.id);
  const rotated = await repo.rotateRefresh(
    deps.db,
    session.id,
    oldHash,
    tokens.refreshHash,
    new Date(Date.now() + deps.config.refreshTokenSeconds * 1000),
  );
  if (!rotated) throw new AppError('SESSION_EXPIRED');
  return { token: tokens.token, refreshToken: tokens.refreshToken, expiresIn: tokens.expiresIn };
};

/** authPlanilla/userdatalogin: who the session belongs to, fresh from the database. */
export const getUserData = async (deps: AuthDeps, auth: AuthContext) => {
  const user = await repo.findUserById(deps.db, auth.userId);
  const company = await repo.findCompany(deps.db, auth.companyId);
  if (!user || !company) throw new AppError('NOT_A_MEMBER');
  return { userData: userDataOf(user, company.id, auth.role), datosEmpresa: companyDataOf(company) };
};

const visiblePages = (auth: AuthContext) =>
  PAGES.filter((p) => rulesAllow(auth.rules, p.requires.action, p.requires.subject));

/** authPlanilla/systemmenu: the pages the user's abilities allow, grouped by section in menu order. */
export const getSystemMenu = (auth: AuthContext, lang: Lang): MenuSection[] => {
  const pages = visiblePages(auth);
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
  return visiblePages(auth).map((p) => bookmarkEntryOf(p, marked.has(p.id), lang));
};

/** authPlanilla/deleteaddbookmark: toggles one page; only pages the user may open can be bookmarked. */
export const toggleBookmark = async (
  deps: AuthDeps,
  auth: AuthContext,
  lang: Lang,
  pageId: string,
): Promise<BookmarkEntry> => {
  const page = visiblePages(auth).find((p) => p.id === pageId);
  if (!page) throw new AppError('NOT_FOUND');
  const isBookmarked = await repo.toggleBookmark(deps.db, auth.userId, pageId);
  return bookmarkEntryOf(page, isBookmarked, lang);
};

/** authPlanilla/change: a new password for the signed-in user; every other session of theirs ends. */
export const changePassword = async (
  deps: AuthDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { currentPassword: string; newPassword: string },
) => {
  const user = await repo.findUserById(deps.db, auth.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_PASSWORD', { currentPassword: 'errors.WRONG_PASSWORD' });
  }
  if (input.currentPassword === input.newPassword)
    throw new AppError('PASSWORD_REUSED', { newPassword: 'errors.PASSWORD_REUSED' });
  const newHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, user.id, newHash);
    await repo.revokeUserSessions(tx, user.id, auth.sessionId);
    await recordAudit(tx, {
      companyId: auth.companyId,
      userId: user.id,
      userCode: user.code,
      action: 'password_changed',
      entity: 'user',
      entityId: String(user.id),
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
  return { changed: true as const };
};

/** Password recovery requests allowed per throttle key (user code, or e-mail address) in 15 minutes. */
export const RECOVERY_REQUESTS_PER_KEY = 3;

/**
 * Starts a password recovery: a one-hour link to the user's own e-mail, through the outbox. The answer is the
 * same whether or not the user exists; attempts per `throttleKey` are limited. The key is what the caller
 * typed (the user code, or `email:<address>`), never something looked up from it: a key derived from the
 * found user would let the caller learn whom an address belongs to from which limit runs out.
 */
export const requestPasswordRecovery = async (
  deps: AuthDeps,
  meta: RequestMeta,
  user: repo.UserRecord | null,
  throttleKey: string,
) => {
  await assertNotThrottled(deps, 'password_recovery_requested', throttleKey, RECOVERY_REQUESTS_PER_KEY);
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, {
      userId: user?.id ?? null,
      userCode: throttleKey,
      action: 'password_recovery_requested',
      entity: 'user',
      entityId: user ? String(user.id) : null,
      ip: meta.ip,
      requestId: meta.requestId,
    });
    if (!user || !user.active) return;
    const { token, tokenHash } = newOpaqueToken();
    await repo.createPasswordReset(tx, {
      tokenHash,
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60 * 1000),
    });
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMessage(tx, {
      kind: 'password_recovery',
      to: user.email,
      ...passwordRecoveryMail(meta.lang, user.name, link, RESET_TOKEN_MINUTES),
    });
  });
  return { status: 'sent' as const };
};

export const startRecoveryByCode = async (deps: AuthDeps, meta: RequestMeta, code: string) =>
  requestPasswordRecovery(deps, meta, await repo.findUserByCode(deps.db, code), code);

/**
 * util/email: the recovery message again, only to an address that belongs to a known user. Throttled per
 * address (`email:<address>`; user codes cannot contain `:` or `@`), known or not: never under the user code.
 */
export const startRecoveryByEmail = async (deps: AuthDeps, meta: RequestMeta, email: string) => {
  const address = email.trim().toLowerCase();
  const user = await repo.findActiveUserByEmail(deps.db, address);
  await requestPasswordRecovery(deps, meta, user, `email:${address}`);
  return { queued: true as const };
};

/** Finishes a recovery: the link's token sets a new password once, and every session of the user ends. */
export const finishPasswordRecovery = async (
  deps: AuthDeps,
  meta: RequestMeta,
  input: { resetToken: string; newPassword: string },
) => {
  const newHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const userId = await repo.consumePasswordReset(tx, sha256(input.resetToken));
    if (!userId) throw new AppError('RESET_TOKEN_INVALID');
    await repo.updatePasswordHash(tx, userId, newHash);
    await repo.revokeUserSessions(tx, userId);
    await recordAudit(tx, {
      userId,
      action: 'password_reset',
      entity: 'user',
      entityId: String(userId),
      ip: meta.ip,
      requestId: meta.requestId,
    });
  });
  return { status: 'changed' as const };
};
