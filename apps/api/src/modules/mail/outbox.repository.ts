import { EventEmitter } from 'node:events';
import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { outbox } from '../../db/schema';

export type OutgoingMessage = {
  companyId?: number | null;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** References to documents rendered at send time (`attachments.ts`). */
  attachments?: { kind: string }[] | null;
};

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Messages committed to the outbox in this process wake its running mail workers at once; their timer is for other
 * processes' messages and for retries. Callers notify after their transaction commits.
 */
const queued = new EventEmitter();
export const notifyQueued = () => {
  queued.emit('queued');
};
export const onQueued = (listener: () => void) => {
  queued.on('queued', listener);
  return () => {
    queued.off('queued', listener);
  };
};

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
      attachments: msg.attachments ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
};

/** Ids for messages a caller inserts with other rows that must name them (one statement for all of them). */
export const allocateOutboxIds = async (db: DbOrTx, count: number): Promise<number[]> => {
  if (count === 0) return [];
  const res = await db.execute(
    sql`select nextval(pg_get_serial_sequence('outbox', 'id'))::bigint as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: string | number }>(res).map((r) => Number(r.id));
};

/** Many messages with their pre-allocated ids, one multi-row statement per slice. */
export const enqueueMessagesWithIds = async (db: DbOrTx, msgs: (OutgoingMessage & { id: number })[]) => {
  for (let i = 0; i < msgs.length; i += 1000) {
    await db.insert(outbox).values(
      msgs.slice(i, i + 1000).map((m) => ({
        id: m.id,
        companyId: m.companyId ?? null,
        kind: m.kind,
        toAddress: m.to,
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        attachments: m.attachments ?? null,
      })),
    );
  }
};

/** Failed messages (of the given ids) become due now for one more attempt, by hand. Answers the ids retried. */
export const retryFailedNow = async (db: DbOrTx, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
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

/** Claimed messages a pass did not try go back at once, untouched (attempts and last error as they were). */
export const releaseClaims = (db: DbOrTx, ids: number[]) =>
  db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));

/**
 * The outcome of an attempt in one statement (one round trip, committed on its own): the row's update with the
 * features' log inserts (`also`) as data-modifying CTEs, so the row and its log never disagree.
 */
const withStatements = (also: SQL[], update: SQL) =>
  also.length === 0
    ? update
    : sql`with ${sql.join(
        also.map((s, i) => sql`${sql.raw(`outcome_log_${i}`)} as (${s})`),
        sql`, `,
      )} ${update}`;

export const markSent = (db: DbOrTx, id: number, also: SQL[] = []) =>
  db.execute(
    withStatements(
      also,
      sql`update outbox set status = 'sent', sent_at = now(), last_error = null, attempts = attempts + 1
        where id = ${id}`,
    ),
  );

export const markAttemptFailed = (
  db: DbOrTx,
  id: number,
  error: string,
  retryInSeconds: number | null,
  also: SQL[] = [],
) =>
  db.execute(
    withStatements(
      also,
      sql`update outbox set status = ${retryInSeconds === null ? 'failed' : 'pending'},
        last_error = ${error.slice(0, 1000)}, attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${retryInSeconds ?? 0})
        where id = ${id}`,
    ),
  );

export const markEmlWritten = (db: DbOrTx, id: number, path: string) =>
  db.update(outbox).set({ emlPath: path }).where(eq(outbox.id, id));

export const listUnwrittenPending = (db: DbOrTx, limit: number) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), sql`${outbox.emlPath} is null`))
    .orderBy(asc(outbox.id))
    .limit(limit);

/** A company's messages, newest first, optionally of one status; and the count per status. */
export const listCompanyOutbox = async (
  db: DbOrTx,
  q: { companyId: number; status?: string; search?: string; page: number; pageSize: number },
) => {
  const where = and(
    eq(outbox.companyId, q.companyId),
    q.status ? eq(outbox.status, q.status) : undefined,
    q.search
      ? sql`(${outbox.toAddress} ilike ${`%${q.search}%`} or ${outbox.subject} ilike ${`%${q.search}%`})`
      : undefined,
  );
  const [rows, [total], counts] = await Promise.all([
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
        emlPath: outbox.emlPath,
      })
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(outbox).where(where),
    db
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(eq(outbox.companyId, q.companyId))
      .groupBy(outbox.status),
  ]);
  return { rows, total: total?.n ?? 0, counts };
};

/** A company's failed messages (the given ids, or all of them) due again now. Answers the ids retried. */
export const retryCompanyFailed = async (
  db: DbOrTx,
  companyId: number,
  ids?: number[],
): Promise<number[]> => {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(outbox.companyId, companyId),
        eq(outbox.status, 'failed'),
        ids ? inArray(outbox.id, ids) : undefined,
      ),
    )
    .returning({ id: outbox.id });
  return rows.map((r) => r.id);
};
