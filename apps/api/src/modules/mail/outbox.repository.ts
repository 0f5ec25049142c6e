import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutgoingMessage = {
  companyId?: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
};

export type OutboxRow = typeof outbox.$inferSelect;

export const enqueueMessage = async (db: DbOrTx, msg: OutgoingMessage): Promise<number> => {
  const [row] = await db
    .insert(outbox)
    .values({
      companyId: msg.companyId ?? null,
      kind: msg.kind,
      toAddress: msg.to,
      subject: msg.subject,
      textBody: msg.text,
      htmlBody: msg.html ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
};

/**
 * Claims due messages for one worker pass. `FOR UPDATE SKIP LOCKED` keeps two API instances from sending the
 * same message; the claim pushes `next_attempt_at` forward so a crashed worker's rows come back later.
 */
export const claimDueMessages = async (
  db: DbOrTx,
  limit: number,
  leaseSeconds: number,
): Promise<OutboxRow[]> => {
  const due = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(
      inArray(
        outbox.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
};

export const markSent = (db: DbOrTx, id: number) =>
  db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));

export const markAttemptFailed = (db: DbOrTx, id: number, error: string, retryInSeconds: number | null) =>
  db
    .update(outbox)
    .set({
      status: retryInSeconds === null ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds ?? 0})`,
    })
    .where(eq(outbox.id, id));

export const markEmlWritten = (db: DbOrTx, id: number, path: string) =>
  db.update(outbox).set({ emlPath: path }).where(eq(outbox.id, id));

export const listUnwrittenPending = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), sql`${outbox.emlPath} is null`))
    .orderBy(asc(outbox.id))
    .limit(limit);
