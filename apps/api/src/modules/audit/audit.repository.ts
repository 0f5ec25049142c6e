import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

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

/** Writes one bitácora row; called inside the same transaction as the change it records. */
export const recordAudit = async (db: DbOrTx, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({
    companyId: entry.companyId ?? null,
    userId: entry.userId ?? null,
    userCode: entry.userCode ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  });
};

/** How many times `action` was recorded for a user code since `since` (sign-in throttling). */
export const countRecentActions = async (
  db: DbOrTx,
  action: string,
  userCode: string,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.userCode, userCode), gte(auditLog.createdAt, since)));
  return row?.n ?? 0;
};
