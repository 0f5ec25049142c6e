import { API } from '@planilla/contracts';
import { eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { mailDeliveryOf } from './delivery';
import { enqueueMessage } from './outbox.repository';

let t: TestApp;
let s: Awaited<ReturnType<typeof signInEveryRole>>;
const { call, data, rows } = apiCalls(() => t);
const ids = { pending: 0, failed: 0, sent: 0, other: 0, otherFailed: 0, system: 0 };

beforeAll(async () => {
  t = await createTestApp();
  s = await signInEveryRole(t.app);
  const db = t.database.db;
  ids.pending = await enqueueMessage(db, {
    companyId: 1,
    kind: 'voucher',
    to: 'ana@example.cr',
    subject: 'Comprobante',
    text: 'secreto',
  });
  ids.failed = await enqueueMessage(db, {
    companyId: 1,
    kind: 'voucher',
    to: 'luis@example.cr',
    subject: 'Comprobante',
    text: 'x',
  });
  ids.sent = await enqueueMessage(db, {
    companyId: 1,
    kind: 'voucher',
    to: 'eva@example.cr',
    subject: 'Comprobante',
    text: 'x',
  });
  ids.other = await enqueueMessage(db, {
    companyId: 2,
    kind: 'voucher',
    to: 'otra@example.cr',
    subject: 'Otra',
    text: 'x',
  });
  ids.otherFailed = await enqueueMessage(db, {
    companyId: 2,
    kind: 'voucher',
    to: 'otra2@example.cr',
    subject: 'Otra',
    text: 'x',
  });
  ids.system = await enqueueMessage(db, {
    kind: 'password_recovery',
    to: 'clave@example.cr',
    subject: 'Clave',
    text: 'x',
  });
  await db
    .update(outbox)
    .set({ status: 'failed', attempts: 7, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })
    .where(eq(outbox.id, ids.failed));
  await db
    .update(outbox)
    .set({ status: 'failed', attempts: 7, lastError: 'x' })
    .where(eq(outbox.id, ids.otherFailed));
  await db
    .update(outbox)
    .set({ status: 'sent', attempts: 1, sentAt: new Date() })
    .where(eq(outbox.id, ids.sent));
  await db
    .update(outbox)
    .set({ attempts: 2, lastError: 'greeting never received', emlPath: '/data/mail/000001-voucher.eml' })
    .where(eq(outbox.id, ids.pending));
});
afterAll(async () => t?.close());

const list = (session: Session, payload: object = {}) => data(session, API.mailOutbox, payload);

describe('the company outbox (util/mailoutbox)', () => {
  it("lists the company's own messages with state, attempts and reason, and where mail goes; never the body", async () => {
    const res = await list(s.admin);
    expect(res.delivery).toEqual({ mode: 'outbox', folder: null });
    expect(res.counts).toEqual({ pending: 1, sent: 1, failed: 1 });
    expect(res.total).toBe(3);
    expect(res.items.map((i: { id: number }) => i.id)).toEqual([ids.sent, ids.failed, ids.pending]);
    expect(res.items[1]).toMatchObject({
      status: 'failed',
      attempts: 7,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: null,
    });
    expect(res.items[2]).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'greeting never received',
      emlFile: '000001-voucher.eml',
    });
    expect(res.items[2].nextAttemptAt).toEqual(expect.any(String));
    expect(JSON.stringify(res)).not.toContain('secreto');
    const failedOnly = await list(s.admin, { status: 'failed' });
    expect(failedOnly.items.map((i: { id: number }) => i.id)).toEqual([ids.failed]);
    // Company 2's administrator sees company 2's mail only.
    expect((await list(s.admin2)).items.map((i: { id: number }) => i.id)).toEqual([
      ids.otherFailed,
      ids.other,
    ]);
  });

  it('is for administrators only', async () => {
    for (const who of [s.manager, s.auditor, s.assistant])
      expect((await call(who, API.mailOutbox, {})).statusCode).toBe(403);
    expect((await call(s.manager, API.retryMail, {}, 'PUT')).statusCode).toBe(403);
  });

  it('tries failed messages again now, only the company’s, recorded in the audit log', async () => {
    // Another company's message and a message that is not failed are not touched.
    expect(await data(s.admin, API.retryMail, { ids: [ids.otherFailed, ids.pending] }, 'PUT')).toEqual({
      retried: 0,
    });
    expect(await data(s.admin, API.retryMail, {}, 'PUT')).toEqual({ retried: 1 });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, ids.failed));
    expect(row).toMatchObject({ status: 'pending' });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [other] = await t.database.db.select().from(outbox).where(eq(outbox.id, ids.otherFailed));
    expect(other!.status).toBe('failed');
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'mail_retried' and company_id = 1`,
    );
    expect(audit[0]!.n).toBe(1);
    expect((await call(s.admin, API.retryMail, { ids: [] }, 'PUT')).statusCode).toBe(400);
  });
});

describe('where mail goes', () => {
  it('SMTP when configured; .eml copies in DATA_DIR/mail on the embedded default; else the outbox only', () => {
    const base = { databaseUrl: undefined, inMemory: false, dataDir: '/srv/planilla' };
    expect(mailDeliveryOf({ ...base, smtpUrl: 'smtp://mail:25' })).toEqual({ mode: 'smtp', folder: null });
    expect(mailDeliveryOf({ ...base, smtpUrl: undefined })).toEqual({
      mode: 'eml',
      folder: join('/srv/planilla', 'mail'),
    });
    expect(mailDeliveryOf({ ...base, smtpUrl: undefined, databaseUrl: 'postgres://x' })).toEqual({
      mode: 'outbox',
      folder: null,
    });
  });
});
