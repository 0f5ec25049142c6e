import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { importJobs } from '../../db/schema';
import { multipartBody } from '../../test/multipart';
import { createTestApp, signIn, type Session, type TestApp } from '../../test/test-app';
import { failGhostJobs, GHOST_AFTER_MS, INSTANCE_ID } from './jobs.service';

/**
 * Issue 10: a job left `running` by a server process that was killed is marked failed with the reason when
 * the next process starts, and the user can start the import again at once (no IMPORT_IN_PROGRESS).
 */
let t: TestApp;
let admin: Session;
let restarted: FastifyInstance | null = null;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin', 1);
});
afterAll(async () => {
  await restarted?.close();
  await t?.close();
});

const ROLL = Buffer.from(
  `${['102340567', '101001', '20301231', '01052', 'JOSÉ'.padEnd(30), 'PEÑA'.padEnd(26), 'MUÑOZ'.padEnd(26)].join(',')}\r\n`,
  'latin1',
);

const ghostRow = (id: string, instanceId: string, updatedAt = new Date()) =>
  t.database.db.insert(importJobs).values({
    id,
    kind: 'padron',
    status: 'running',
    total: 10,
    processed: 3,
    userId: admin.userId,
    instanceId,
    updatedAt,
  });

const jobRow = async (id: string) =>
  (await t.database.db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;

describe('ghost jobs', () => {
  it('at start, fails the jobs of a process that no longer exists, and the import can start again at once', async () => {
    // The server was killed in the middle of a padrón import. On the embedded database (one process only) a
    // moment ago, its heartbeat still fresh; on PostgreSQL (where another live process could be running it)
    // once its heartbeat has stopped for longer than GHOST_AFTER_MS.
    const ghost = randomUUID();
    const killedAgo = t.database.kind === 'pglite' ? 0 : GHOST_AFTER_MS + 1000;
    await ghostRow(ghost, 'killed-process', new Date(Date.now() - killedAgo));
    if (t.database.kind === 'pglite') {
      // Until the next process starts, the ghost blocks the import (its heartbeat is fresh).
      const refused = multipartBody({ filename: 'PADRON_COMPLETO.txt', content: ROLL });
      const before = await t.app.inject({
        method: 'POST',
        url: '/api/empleados/padronimport',
        headers: { ...admin.headers, ...refused.headers },
        payload: refused.payload,
      });
      expect(before.json().error.code).toBe('IMPORT_IN_PROGRESS');
    }

    // The next process starts on the same (embedded) database.
    restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    expect(await jobRow(ghost)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    const status = await restarted.inject({
      method: 'POST',
      url: '/api/empleados/importstatus',
      headers: admin.headers,
      payload: { jobId: ghost },
    });
    expect(status.json().data).toMatchObject({
      status: 'failed',
      error: { code: 'JOB_INTERRUPTED', message: expect.stringContaining('se detuvo') },
    });

    const body = multipartBody({ filename: 'PADRON_COMPLETO.txt', content: ROLL });
    const again = await restarted.inject({
      method: 'POST',
      url: '/api/empleados/padronimport',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(200);
    const jobId = again.json().data.jobId as string;
    expect((await jobRow(jobId)).instanceId).toBe(INSTANCE_ID);
  });

  it('on a shared PostgreSQL, leaves alone the running job of another live process and fails one whose heartbeat stopped', async () => {
    const alive = randomUUID();
    const dead = randomUUID();
    // One padrón job may run at a time (partial unique index): these use another kind.
    await t.database.db.insert(importJobs).values([
      {
        id: alive,
        kind: 'employees',
        status: 'running',
        total: 1,
        userId: admin.userId,
        companyId: 1,
        instanceId: 'other-live',
      },
      {
        id: dead,
        kind: 'employees',
        status: 'running',
        total: 1,
        userId: admin.userId,
        companyId: 1,
        instanceId: 'other-dead',
        updatedAt: new Date(Date.now() - GHOST_AFTER_MS - 60_000),
      },
    ]);
    const failed = await failGhostJobs(t.database.db, { embedded: false });
    expect(failed).toContain(dead);
    expect(failed).not.toContain(alive);
    expect((await jobRow(alive)).status).toBe('running');
    expect(await jobRow(dead)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
  });
});
