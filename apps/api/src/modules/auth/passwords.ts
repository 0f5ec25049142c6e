/** Passwords: the signed-in user changes theirs; recovery by code or e-mail; the link that sets a first password. */
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from '../../lib/passwords';
import { type AuthContext } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { notifyQueued } from '../mail/outbox.repository';
import { passwordRecoveryMail } from '../mail/templates';
import * as repo from './auth.repository';

import {
  assertNotThrottled,
  type AuthDeps,
  type Defer,
  type RequestMeta,
  RESET_TOKEN_MINUTES,
} from './auth.service';

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
 * Starts a password recovery: a one-hour link to the user's own e-mail, through the outbox. Attempts per
 * `throttleKey` are limited; the key is what the caller typed (the user code, or `email:<address>`), never
 * something looked up from it: a key derived from the found user would let the caller learn whom an address
 * belongs to from which limit runs out.
 *
 * Every request runs the same steps, whoever is asked for (docs/decisions.md, "Recovery runs the same steps"):
 * count the key's recent requests; draw a token and hash it; render the message (the name left as a mark);
 * one statement that finds the active user and, only if there is one, stores the token, queues the message and
 * records it, and records the request in every case; answer. After the answer, the mail workers are woken, for
 * every request alike; the message itself goes through the outbox.
 */
const requestPasswordRecovery = async (
  deps: AuthDeps,
  meta: RequestMeta,
  defer: Defer,
  throttleKey: string,
  by: { code: string } | { email: string },
) => {
  await assertNotThrottled(deps, 'password_recovery_requested', throttleKey, RECOVERY_REQUESTS_PER_KEY);
  const { token, tokenHash } = newOpaqueToken();
  const nameMark = `{{name:${randomUUID()}}}`;
  const mail = passwordRecoveryMail(meta.lang, nameMark, passwordLinkOf(deps, token), RESET_TOKEN_MINUTES);
  await repo.startPasswordRecovery(deps.db, {
    by,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    mail,
    nameMark,
    audit: { key: throttleKey, ip: meta.ip, requestId: meta.requestId },
  });
  defer(async () => notifyQueued());
  return { status: 'sent' as const };
};

/** The link that carries a password token (recovery, or a new user's first password). */
const passwordLinkOf = (deps: { config: AppConfig }, token: string, query: Record<string, string> = {}) =>
  `${deps.config.publicUrl}/reset-password?${new URLSearchParams({ token, ...query }).toString()}`;

/**
 * A single-use link to set the user's password (recovery, or the first password of a new user), valid for
 * `validForMs`; only the token's hash is stored.
 */
export const createPasswordLink = async (
  deps: { config: AppConfig },
  tx: DbOrTx,
  userId: number,
  validForMs: number,
  query: Record<string, string> = {},
): Promise<string> => {
  const { token, tokenHash } = newOpaqueToken();
  await repo.createPasswordReset(tx, { tokenHash, userId, expiresAt: new Date(Date.now() + validForMs) });
  return passwordLinkOf(deps, token, query);
};

export const startRecoveryByCode = (deps: AuthDeps, meta: RequestMeta, defer: Defer, code: string) =>
  requestPasswordRecovery(deps, meta, defer, code, { code });

/**
 * util/email: the recovery message again, only to an address that belongs to a known user. Throttled per
 * address (`email:<address>`; user codes cannot contain `:` or `@`), known or not: never under the user code.
 */
export const startRecoveryByEmail = async (
  deps: AuthDeps,
  meta: RequestMeta,
  defer: Defer,
  email: string,
) => {
  const address = email.trim().toLowerCase();
  await requestPasswordRecovery(deps, meta, defer, `email:${address}`, { email: address });
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
