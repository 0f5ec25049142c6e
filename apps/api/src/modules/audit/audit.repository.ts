import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, systemAuditLog } from '../../db/schema';

export type AuditEntry = {
  companyId?: number | null;
  userId?: number | null;
  userCode?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
};

/**
 * Writes one bitácora row; called inside the same transaction as the change it records. An event of no company
 * (a failed sign-in, a password recovery, a padrón load) goes to the installation's own log.
 */
export const recordAudit = async (db: DbOrTx, entry: AuditEntry): Promise<void> => {
  const row = {
    userId: entry.userId ?? null,
    userCode: entry.userCode ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  };
  if (entry.companyId == null) await db.insert(systemAuditLog).values(row);
  else await db.insert(auditLog).values({ ...row, companyId: entry.companyId });
};

/** Who made a change and from which request: the authenticated caller and the request's metadata. */
export type ChangeActor = {
  auth: { companyId: number; userId: number; userCode: string };
  meta: { ip?: string | null; requestId?: string | null };
};

/** The bitácora row of a change made by a signed-in user in their company (the common case). */
export const recordChange = (
  db: DbOrTx,
  { auth, meta }: ChangeActor,
  change: { action: string; entity: string; entityId: string | number; before: unknown; after: unknown },
): Promise<void> =>
  recordAudit(db, {
    companyId: auth.companyId,
    userId: auth.userId,
    userCode: auth.userCode,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before,
    after: change.after,
    ip: meta.ip ?? null,
    requestId: meta.requestId ?? null,
  });

/** The bitácora rows of many changes made at once (an import): one set-based insert, same rows as `recordChange`. */
export const recordChanges = async (
  db: DbOrTx,
  { auth, meta }: ChangeActor,
  changes: readonly {
    action: string;
    entity: string;
    entityId: string | number;
    before: unknown;
    after: unknown;
  }[],
): Promise<void> => {
  if (changes.length === 0) return;
  await db.insert(auditLog).values(
    changes.map((change) => ({
      companyId: auth.companyId,
      userId: auth.userId,
      userCode: auth.userCode,
      action: change.action,
      entity: change.entity,
      entityId: String(change.entityId),
      before: change.before ?? null,
      after: change.after ?? null,
      ip: meta.ip ?? null,
      requestId: meta.requestId ?? null,
    })),
  );
};

/** Bitácora rows already built in full (an import's rows, prepared with the data they record): one insert. */
export const recordAuditRows = async (
  db: DbOrTx,
  rows: readonly (typeof auditLog.$inferInsert)[],
): Promise<void> => {
  if (rows.length > 0) await db.insert(auditLog).values([...rows]);
};

/** How many times `action`, an installation event, was recorded for a user code since `since` (throttling). */
export const countRecentActions = async (
  db: DbOrTx,
  action: string,
  userCode: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(systemAuditLog)
    .where(
      and(
        eq(systemAuditLog.action, action),
        eq(systemAuditLog.userCode, userCode),
        gte(systemAuditLog.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};
