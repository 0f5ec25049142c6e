import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { importJobs } from '../../db/schema';

export type JobRecord = typeof importJobs.$inferSelect;

export const insertJob = (
  db: DbOrTx,
  job: {
    id: string;
    companyId: number | null;
    userId: number;
    kind: string;
    total: number;
    instanceId?: string;
    subjectId?: number | null;
  },
) => db.insert(importJobs).values({ ...job, status: 'running', processed: 0 });

/** The heartbeat of a running job: its process is alive. */
export const touchJob = (db: DbOrTx, id: string) =>
  db
    .update(importJobs)
    .set({ updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));

/**
 * Running jobs of other server processes that are gone, marked failed with `errorCode`: every one of them
 * when `staleBefore` is null (the embedded database, which only one process can open), else those whose
 * heartbeat stopped before `staleBefore` (PostgreSQL, where another live process may be running its own).
 * Answers the ids it failed.
 */
export const failGhostJobs = async (
  db: DbOrTx,
  opts: { instanceId: string; staleBefore: Date | null; errorCode: string },
): Promise<string[]> => {
  const rows = await db
    .update(importJobs)
    .set({ status: 'failed', errorCode: opts.errorCode, finishedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(importJobs.status, 'running'),
        or(isNull(importJobs.instanceId), ne(importJobs.instanceId, opts.instanceId)),
        opts.staleBefore ? lt(importJobs.updatedAt, opts.staleBefore) : undefined,
      ),
    )
    .returning({ id: importJobs.id });
  return rows.map((r) => r.id);
};

export const setProgress = (db: DbOrTx, id: string, processed: number, total?: number) =>
  db
    .update(importJobs)
    .set({ processed, ...(total !== undefined ? { total } : {}), updatedAt: new Date() })
    .where(eq(importJobs.id, id));

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
    .where(and(eq(importJobs.companyId, companyId), eq(importJobs.kind, kind), eq(importJobs.subjectId, subjectId)))
    .orderBy(desc(importJobs.startedAt))
    .limit(1);
  return row ?? null;
};

export const finishJob = (
  db: DbOrTx,
  id: string,
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
    .where(eq(importJobs.id, id));

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
  return (res as unknown as { rows: unknown[] }).rows.length > 0;
};
