import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import {
  bookmarks,
  companies,
  memberships,
  passwordResets,
  sessionRotatedTokens,
  sessions,
  systemAuditLog,
  users,
} from '../../db/schema';

export type UserRecord = typeof users.$inferSelect;
export type CompanyRecord = typeof companies.$inferSelect;

/**
 * The employee a membership (`m`) is linked to, while the link gives access: until the employee's exit date
 * (Costa Rica's day), and not while inactive without one (a deactivation). One home for the rule: sign-in, renewal,
 * the company switch and every call read it.
 */
const linkedEmployeeOf = (m: string) =>
  sql.raw(`(select eu.employee_number from employee_users eu join employees e
     on e.company_id = eu.company_id and e.employee_number = eu.employee_number
   where eu.company_id = ${m}.company_id and eu.user_id = ${m}.user_id
     and (e.exit_date is null or e.exit_date >= (now() at time zone 'America/Costa_Rica')::date)
     and (e.active or e.exit_date is not null))`);

/**
 * The caller's role in the company, if the user is active and a member, and whether the session is live.
 * Read on every authenticated call: a prepared statement on PostgreSQL (planned once per connection; planning
 * this join cost more than running it).
 */
export const findActiveMembership = async (
  db: DbOrTx,
  q: { userId: number; companyId: number; sessionId: string },
): Promise<{
  role: string;
  systemAdmin: boolean;
  sessionLive: boolean;
  employeeNumber: number | null;
} | null> => {
  const [row] = await preparedRows<{
    role: string;
    system_admin: boolean;
    session_live: boolean;
    employee_number: number | null;
  }>(
    db,
    sql`select m.role, u.system_admin, exists (select 1 from ${sessions} s where s.id = ${q.sessionId} and s.user_id = ${q.userId} and s.company_id = ${q.companyId}
          and s.revoked_at is null and s.expires_at > now()) as session_live,
          ${linkedEmployeeOf('m')} as employee_number
        from ${memberships} m join ${users} u on u.id = m.user_id
        where m.company_id = ${q.companyId} and m.user_id = ${q.userId} and m.active and u.active`,
  );
  return row
    ? {
        role: row.role,
        systemAdmin: row.system_admin,
        sessionLive: row.session_live,
        employeeNumber: row.employee_number === null ? null : Number(row.employee_number),
      }
    : null;
};

export const findUserByCode = async (db: DbOrTx, code: string): Promise<UserRecord | null> => {
  const [row] = await db.select().from(users).where(eq(users.code, code.toLowerCase()));
  return row ?? null;
};

export const findUserById = async (db: DbOrTx, id: number): Promise<UserRecord | null> => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
};

/** The companies a user may enter: active memberships only. */
export const listCompaniesOfUser = (db: DbOrTx, userId: number) =>
  db
    .select({
      num_empresa: companies.id,
      name: companies.name,
      legalId: companies.legalId,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.active, true),
        // An employee's membership whose employment has ended is no membership.
        sql`(${memberships.role} <> 'employee' or ${linkedEmployeeOf('memberships')} is not null)`,
      ),
    )
    .orderBy(companies.id);

export const findCompany = async (db: DbOrTx, id: number): Promise<CompanyRecord | null> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
};

/**
 * The user's role in the company, if their membership there is active, and the employee it is linked to. An
 * employee's membership whose employment has ended (`linkedEmployeeOf`) is no membership.
 */
export const findRole = async (
  db: DbOrTx,
  userId: number,
  companyId: number,
): Promise<{ role: string; employeeNumber: number | null } | null> => {
  const [row] = rowsOf<{ role: string; employee_number: number | null }>(
    await db.execute(
      sql`select m.role, ${linkedEmployeeOf('m')} as employee_number from ${memberships} m
          where m.user_id = ${userId} and m.company_id = ${companyId} and m.active`,
    ),
  );
  if (!row) return null;
  const employeeNumber = row.employee_number === null ? null : Number(row.employee_number);
  if (row.role === 'employee' && employeeNumber === null) return null;
  return { role: row.role, employeeNumber };
};

/**
 * Failed attempts of `action` for a user code since `since`: from every address, and from one address. The
 * lock-out policy (docs/decisions.md) limits both, the first with a much higher ceiling.
 */
export const countRecentFailures = async (
  db: DbOrTx,
  q: { action: string; userCode: string; ip: string; since: Date },
): Promise<{ total: number; fromAddress: number }> => {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      fromAddress: sql<number>`(count(*) filter (where ${systemAuditLog.ip} = ${q.ip}))::int`,
    })
    .from(systemAuditLog)
    .where(
      and(
        eq(systemAuditLog.action, q.action),
        eq(systemAuditLog.userCode, q.userCode),
        gte(systemAuditLog.createdAt, q.since),
      ),
    );
  return { total: row?.total ?? 0, fromAddress: row?.fromAddress ?? 0 };
};

export const touchLastLogin = (db: DbOrTx, userId: number) =>
  db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));

export const updatePasswordHash = (db: DbOrTx, userId: number, hash: string) =>
  db
    .update(users)
    .set({ passwordHash: hash, passwordChangedAt: sql`now()` })
    .where(eq(users.id, userId));

// Sessions ---------------------------------------------------------------------------------------------

export const createSession = (
  db: DbOrTx,
  s: { id: string; userId: number; companyId: number; refreshHash: string; expiresAt: Date },
) => db.insert(sessions).values(s);

export const findLiveSessionByRefreshHash = async (db: DbOrTx, refreshHash: string) => {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.refreshHash, refreshHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
};

/**
 * Replaces the refresh token only if it is still the one presented (two renewals racing get one winner), and
 * keeps the old one's hash: presenting it again is reuse. `companyId` moves the session to another company.
 */
export const rotateRefresh = async (
  db: DbOrTx,
  q: { id: string; oldHash: string; newHash: string; expiresAt: Date; companyId?: number },
): Promise<boolean> => {
  const rows = await db
    .update(sessions)
    .set({
      refreshHash: q.newHash,
      expiresAt: q.expiresAt,
      lastUsedAt: sql`now()`,
      ...(q.companyId === undefined ? {} : { companyId: q.companyId }),
    })
    .where(and(eq(sessions.id, q.id), eq(sessions.refreshHash, q.oldHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (rows.length !== 1) return false;
  await db.insert(sessionRotatedTokens).values({ tokenHash: q.oldHash, sessionId: q.id });
  return true;
};

/** The session a rotated-away refresh token belonged to, if any. */
export const findSessionOfRotatedToken = async (
  db: DbOrTx,
  tokenHash: string,
): Promise<{ id: string; userId: number; companyId: number; revoked: boolean } | null> => {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      companyId: sessions.companyId,
      revokedAt: sessions.revokedAt,
    })
    .from(sessionRotatedTokens)
    .innerJoin(sessions, eq(sessions.id, sessionRotatedTokens.sessionId))
    .where(eq(sessionRotatedTokens.tokenHash, tokenHash));
  return row
    ? { id: row.id, userId: row.userId, companyId: row.companyId, revoked: row.revokedAt !== null }
    : null;
};

export const findSessionById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
};

/** Ends one session: its access tokens and its refresh token stop working at once. */
export const revokeSession = (db: DbOrTx, id: string) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

/** Forgets the rotated tokens of a user's sessions that have ended: a token of an ended session is refused anyway. */
export const pruneRotatedTokensOfEndedSessions = (db: DbOrTx, userId: number) =>
  db.delete(sessionRotatedTokens).where(
    sql`${sessionRotatedTokens.sessionId} in (select ${sessions.id} from ${sessions}
          where ${sessions.userId} = ${userId} and (${sessions.revokedAt} is not null or ${sessions.expiresAt} < now()))`,
  );

export const revokeUserSessions = (
  db: DbOrTx,
  userId: number,
  exceptSessionId?: string,
  onlyCompanyId?: number,
) =>
  db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
        onlyCompanyId === undefined ? undefined : eq(sessions.companyId, onlyCompanyId),
      ),
    );

// Password resets ---------------------------------------------------------------------------------------

export const createPasswordReset = (db: DbOrTx, r: { tokenHash: string; userId: number; expiresAt: Date }) =>
  db.insert(passwordResets).values(r);

/** Marks a live reset token used and returns its user; null when unknown, used or expired. */
export const consumePasswordReset = async (db: DbOrTx, tokenHash: string): Promise<number | null> => {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return rows[0]?.userId ?? null;
};

// Bookmarks ---------------------------------------------------------------------------------------------

export const listBookmarkedPageIds = async (db: DbOrTx, userId: number): Promise<Set<string>> => {
  const rows = await db
    .select({ pageId: bookmarks.pageId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId));
  return new Set(rows.map((r) => r.pageId));
};

/** Adds the bookmark, or removes it when present; returns whether the page is bookmarked afterwards. */
export const toggleBookmark = async (db: DbOrTx, userId: number, pageId: string): Promise<boolean> => {
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.pageId, pageId)))
    .returning({ pageId: bookmarks.pageId });
  if (removed.length > 0) return false;
  await db.insert(bookmarks).values({ userId, pageId }).onConflictDoNothing();
  return true;
};

/**
 * A password recovery in one statement, the same for whoever is asked for: finds the active user by code or by
 * e-mail address and, only when there is one, stores the reset token's hash, puts the message in the outbox (the
 * user's name written into `mail` where `nameMark` stands, HTML-escaped in the HTML body); records the request in
 * every case, one audit row under what was typed (the throttle's key), with the user found, if any. Answers
 * whether a message was queued.
 */
export const startPasswordRecovery = async (
  db: DbOrTx,
  r: {
    by: { code: string } | { email: string };
    tokenHash: string;
    expiresAt: Date;
    mail: { subject: string; text: string; html: string };
    nameMark: string;
    audit: { key: string; ip: string | null; requestId: string | null };
  },
): Promise<boolean> => {
  const match =
    'code' in r.by ? sql`code = ${r.by.code.toLowerCase()}` : sql`lower(email) = ${r.by.email.toLowerCase()}`;
  const escapedName = sql.raw(
    `replace(replace(replace(replace(replace(u.name, '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')`,
  );
  const res = await db.execute(sql`
    with u as (select id, code, name, email from users where ${match} and active order by id limit 1),
    reset as (
      insert into password_resets (token_hash, user_id, expires_at)
      select ${r.tokenHash}, u.id, ${r.expiresAt.toISOString()}::timestamptz from u
    ),
    message as (
      insert into outbox (kind, to_address, subject, text_body, html_body)
      select 'password_recovery', u.email, ${r.mail.subject}, replace(${r.mail.text}, ${r.nameMark}, u.name),
        replace(${r.mail.html}, ${r.nameMark}, ${escapedName})
      from u returning id
    ),
    requested as (
      insert into system_audit_log (user_id, user_code, action, entity, entity_id, ip, request_id)
      values ((select id from u), ${r.audit.key}, 'password_recovery_requested', 'user', (select id::text from u),
        ${r.audit.ip}, ${r.audit.requestId})
    )
    select count(*)::int as queued from message`);
  return Number(rowsOf<{ queued: number }>(res)[0]?.queued ?? 0) > 0;
};

/**
 * Whether the employee heads a department of the company and the company's vacation approver is the department
 * head: they decide their department's requests in the approvals inbox (its menu entry), whatever their role.
 */
export const decidesAsDepartmentHead = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number | null,
): Promise<boolean> => {
  if (employeeNumber === null) return false;
  const [row] = rowsOf<{ head: boolean }>(
    await db.execute(sql`select exists (select 1 from company_settings s join departments d on d.company_id = s.company_id
      where s.company_id = ${companyId} and s.vacation_approver = 'department_head'
        and d.head_employee_number = ${employeeNumber}) as head`),
  );
  return Boolean(row?.head);
};
