import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { importJobs } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type JobRecord = typeof importJobs.$inferSelect;

export const insertJob = (
  db: DbOrTx,
  job: {
    id: string;
    companyId: number | null;
    userId: number | null;
    kind: string;
    total: number;
    instanceId?: string;
    subjectId?: number | null;
  },
) => db.insert(importJobs).values({ ...job, status: 'running', processed: 0 });

/**
 * The heartbeat of a running job: its process is alive and still holds the job's lease (GHOST_AFTER_MS from
 * `updated_at`). Only the owner renews it, only while the job runs.
 */
export const touchJob = (db: DbOrTx, id: string, owner: string) =>
  db
    .update(importJobs)
    .set({ updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running'), eq(importJobs.instanceId, owner)));

/**
 * Running jobs whose process is gone, marked failed with `errorCode`, answered with their kind and company so
 * the caller releases what each held. Never a job of `liveIds` (running in the caller's process). Of the others:
 * every one when `staleBefore` is null (the embedded database, which only one process can open); else those
 * whose lease expired (heartbeat before `staleBefore`) and, when `deadOwner` is given, every one of that owner
 * (this instance's previous life, its id configured: it runs nothing yet).
 */
export const failGhostJobs = async (
  db: DbOrTx,
  opts: {
    staleBefore: Date | null;
    errorCode: string;
    liveIds: readonly string[];
    deadOwner?: string | null;
  },
): Promise<
  { id: string; kind: string; companyId: number | null; subjectId: number | null; userId: number | null }[]
> => {
  const expired = opts.staleBefore ? lt(importJobs.updatedAt, opts.staleBefore) : undefined;
  return db
    .update(importJobs)
    .set({ status: 'failed', errorCode: opts.errorCode, finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.status, 'running'),
        opts.liveIds.length > 0 ? notInArray(importJobs.id, [...opts.liveIds]) : undefined,
        expired && opts.deadOwner ? or(expired, eq(importJobs.instanceId, opts.deadOwner)) : expired,
      ),
    )
    .returning({
      id: importJobs.id,
      kind: importJobs.kind,
      companyId: importJobs.companyId,
      subjectId: importJobs.subjectId,
      userId: importJobs.userId,
    });
};

/**
 * Locks a job's row and answers whether `owner` still runs it: the fence of a job's result. A job's writes
 * check it in their own transaction, so a job whose lease was taken over (marked interrupted and its resources
 * released) cannot write its result after all.
 */
export const holdsJob = async (db: DbOrTx, id: string, owner: string): Promise<boolean> => {
  const res = await db.execute(
    sql`select status, instance_id from ${importJobs} where id = ${id} for update`,
  );
  const row = rowsOf<{ status: string; instance_id: string | null }>(res)[0];
  return row?.status === 'running' && row.instance_id === owner;
};

export const setProgress = (db: DbOrTx, id: string, owner: string, processed: number, total?: number) =>
  db
    .update(importJobs)
    .set({ processed, ...(total !== undefined ? { total } : {}), updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running'), eq(importJobs.instanceId, owner)));

/** The latest job of a kind on one subject of a company (the last calculation of a payroll). */
export const lastJobOfSubject = async (
  db: DbOrTx,
  companyId: number,
  kind: string,
  subjectId: number,
): Promise<JobRecord | null> => {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(
      and(
        eq(importJobs.companyId, companyId),
        eq(importJobs.kind, kind),
        eq(importJobs.subjectId, subjectId),
      ),
    )
    .orderBy(desc(importJobs.startedAt))
    .limit(1);
  return row ?? null;
};

/** Ends a job its owner still runs (answers false when its lease was taken over: nothing written). */
export const finishJob = async (
  db: DbOrTx,
  id: string,
  owner: string,
  outcome: {
    status: 'succeeded' | 'failed';
    processed?: number;
    total?: number;
    errorCode?: string | null;
    result?: unknown;
  },
) =>
  db
    .update(importJobs)
    .set({
      status: outcome.status,
      ...(outcome.processed !== undefined ? { processed: outcome.processed } : {}),
      ...(outcome.total !== undefined ? { total: outcome.total } : {}),
      errorCode: outcome.errorCode ?? null,
      result: outcome.result ?? null,
      updatedAt: new Date(),
      finishedAt: new Date(),
    })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running'), eq(importJobs.instanceId, owner)))
    .returning({ id: importJobs.id })
    .then((rows) => rows.length > 0);

export const getJob = async (db: DbOrTx, id: string): Promise<JobRecord | null> => {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ?? null;
};

export const lastJobOfKind = async (db: DbOrTx, kind: string): Promise<JobRecord | null> => {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(eq(importJobs.kind, kind))
    .orderBy(desc(importJobs.startedAt))
    .limit(1);
  return row ?? null;
};

/** Running jobs nobody has touched for `staleMs` (their process ended): marked failed. */
export const failStaleJobs = (db: DbOrTx, kind: string, staleMs: number) =>
  db
    .update(importJobs)
    .set({ status: 'failed', errorCode: 'INTERNAL_ERROR', finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.kind, kind),
        eq(importJobs.status, 'running'),
        lt(importJobs.updatedAt, new Date(Date.now() - staleMs)),
      ),
    );

export const runningJobExists = async (
  db: DbOrTx,
  kind: string,
  companyId: number | null,
): Promise<boolean> => {
  const res = await db.execute(
    sql`select 1 from ${importJobs} where kind = ${kind} and status = 'running' and company_id is not distinct from ${companyId} limit 1`,
  );
  return rowsOf<unknown>(res).length > 0;
};
