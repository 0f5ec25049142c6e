import { addDays, addMonths } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJobs } from '../../db/schema';
import { todayInCostaRica } from '../../lib/dates';
import { pdfText } from '../../test/pdf-text';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { failGhostJobs, GHOST_AFTER_MS, jobsSettled } from '../jobs/jobs.service';
import { renderAttachments } from '../mail/attachments';
import type { OutboxRow } from '../mail/outbox.repository';
import * as documents from './voucher-documents.repository';
import { pdfInputOf, voucherFileName, voucherPdfBuffer } from './voucher-pdf';
import { ensureVoucherFiles } from './voucher-files';
import { voucherSetDir } from './voucher-store';
import * as repo from './vouchers.repository';

/**
 * Issue 28: a closed payroll's vouchers are rendered once, by a job the close starts, and stored in the files
 * store; the zip, one voucher's download and the mail worker read the stored PDFs; a job killed mid-way resumes
 * and renders only what is missing; another company reaches none of it.
 */
let t: TestApp;
let admin2: Session;
let manager: Session;
let assistant: Session;
let closed: number;
let draft: number;
let members: number[];
const { call, data, rows } = apiCalls(() => t);

const status = async (payrollId = closed) =>
  (await data(manager, 'postPlanilla/voucherstatus', { payrollId })).files as {
    status: string;
    processed: number;
    total: number;
  } | null;

/** Waits until the payroll's stored vouchers are ready (each job, and what it started, has ended). */
const untilReady = async () => {
  for (let i = 0; i < 200; i++) {
    await jobsSettled();
    const files = await status();
    if (files?.status === 'ready') return files;
    if (files?.status === 'failed') throw new Error('the vouchers job failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the vouchers were not stored in time');
};

const payrollRow = async () => (await repo.getCalculatedPayroll(t.database.db, 1, closed))!;
const setDir = async (language: 'es' | 'en' = 'es', protect = false) =>
  voucherSetDir(t.config.filesDir, 1, await payrollRow(), { language, protect });
const storedPath = async (n: number) =>
  join(await setDir(), voucherFileName((await payrollRow()).payDate, n));

beforeAll(async () => {
  t = await createTestApp({ renderVoucherFiles: true });
  ({ admin2, manager, assistant } = await signInEveryRole(t.app));
  const monthStart = `${addMonths(todayInCostaRica(), -1).slice(0, 7)}-01`;
  const mid = addDays(monthStart, 14);
  const make = async (periodStart: string, periodEnd: string) => {
    const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart,
      periodEnd,
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
    return payrollId as number;
  };
  closed = await make(monthStart, mid);
  draft = await make(addDays(mid, 1), addDays(`${todayInCostaRica().slice(0, 7)}-01`, -1));
  members = (
    await rows<{ n: number }>(
      sql`select employee_number as n from payslips where company_id = 1 and payroll_id = ${closed} order by 1`,
    )
  ).map((r) => Number(r.n));
  expect(await status()).toBeNull(); // a processed payroll's vouchers are drafts: never stored
  const s = await data(manager, 'procesoPlanilla/calculationstate', { payrollId: closed });
  await data(
    manager,
    'procesoPlanilla/closepayroll',
    { payrollId: closed, confirmNet: s.calculated.totals.net },
    'PUT',
  );
}, 300_000);
afterAll(async () => t?.close());

describe('the vouchers of a closed payroll, stored once', () => {
  it('the close starts the job; its progress is visible; every voucher is stored, exactly as a download renders it', async () => {
    const files = await untilReady();
    expect(files).toEqual({ status: 'ready', processed: members.length, total: members.length });
    const [job] = await rows<{ status: string; processed: number; total: number; result: unknown }>(
      sql`select status, processed, total, result from import_jobs where kind = 'vouchers' and company_id = 1 and subject_id = ${closed}`,
    );
    expect(job).toMatchObject({
      status: 'succeeded',
      processed: members.length,
      result: { language: 'es', protect: false, files: members.length, rendered: members.length },
    });
    const dir = await setDir();
    expect(readdirSync(dir)).toHaveLength(members.length);
    // A stored voucher is the PDF that rendering it now gives, byte for byte, and what the download answers.
    const payroll = await payrollRow();
    const docs = await documents.loadVoucherDocuments(t.database.db, {
      companyId: 1,
      payrollId: closed,
      employees: null,
      offset: 0,
      limit: 1000,
    });
    for (const doc of docs) {
      const stored = readFileSync(await storedPath(doc.employeeNumber));
      const rendered = await voucherPdfBuffer(pdfInputOf(payroll, doc, false, 'es'));
      expect(Buffer.compare(stored, rendered)).toBe(0);
    }
    const n = members[0]!;
    const download = await call(manager, 'postPlanilla/voucherpdf', { payrollId: closed, num_empleado: n });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, readFileSync(await storedPath(n)))).toBe(0);
  });

  it('the zip, one voucher and the mail worker read the stored PDFs (never render a stored voucher again)', async () => {
    const n = members[0]!;
    const path = await storedPath(n);
    const original = readFileSync(path);
    // A stored file changed on disk shows it is read, not rendered again.
    const marked = Buffer.concat([original, Buffer.from('\n%stored-voucher-marker\n')]);
    writeFileSync(path, marked);
    try {
      const one = await call(manager, 'postPlanilla/voucherpdf', { payrollId: closed, num_empleado: n });
      expect(Buffer.compare(one.rawPayload, marked)).toBe(0);

      const zip = await call(manager, 'postPlanilla/voucherszip', { payrollId: closed });
      expect(zip.statusCode).toBe(200);
      // Stored, not deflated: each PDF's bytes are in the archive as they are on disk.
      for (const m of members)
        expect(zip.rawPayload.indexOf(readFileSync(await storedPath(m)))).toBeGreaterThan(0);
      const names =
        zip.rawPayload.toString('latin1').match(/comprobante-\d{4}-\d{2}-\d{2}-\d{5}\.pdf/g) ?? [];
      expect(new Set(names).size).toBe(members.length);

      const attachments = await renderAttachments(t.database.db, {
        companyId: 1,
        attachments: [{ kind: 'voucher', payrollId: closed, employeeNumber: n, delivery: 'send' }],
      } as unknown as OutboxRow);
      expect(Buffer.compare(attachments[0]!.content, marked)).toBe(0);
    } finally {
      writeFileSync(path, original);
    }
  });

  it('is final: a change of the letterhead after the close reaches a draft, not a stored voucher', async () => {
    const [company] = await rows<{ name: string }>(sql`select name from companies where id = 1`);
    await t.database.db.execute(sql`update companies set name = 'Membrete Nuevo S.A.' where id = 1`);
    try {
      const n = members[0]!;
      const stored = await call(manager, 'postPlanilla/voucherpdf', { payrollId: closed, num_empleado: n });
      expect(pdfText(stored.rawPayload)).toContain(company!.name);
      expect(pdfText(stored.rawPayload)).not.toContain('Membrete Nuevo');
      const preview = await call(manager, 'postPlanilla/voucherpdf', {
        payrollId: draft,
        num_empleado: n,
        purpose: 'preview',
      });
      expect(pdfText(preview.rawPayload)).toContain('Membrete Nuevo');
    } finally {
      await t.database.db.execute(sql`update companies set name = ${company!.name} where id = 1`);
    }
  });

  it('keeps each variant apart: an English download is stored in its own folder, rendered once', async () => {
    const n = members[1]!;
    const english = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/postPlanilla/voucherpdf',
        headers: { ...manager.headers, 'accept-language': 'en' },
        payload: { payrollId: closed, num_empleado: n },
      });
    const first = await english();
    expect(pdfText(first.rawPayload)).toContain('Payment voucher');
    const path = join(await setDir('en'), voucherFileName((await payrollRow()).payDate, n));
    expect(Buffer.compare(readFileSync(path), first.rawPayload)).toBe(0);
    expect(Buffer.compare((await english()).rawPayload, first.rawPayload)).toBe(0);
    expect(pdfText(readFileSync(await storedPath(n)))).toContain('Comprobante de pago');
  });

  /** What a process killed after part of the job leaves: its job row running (lease expired), half the vouchers stored. */
  const killMidway = async () => {
    await untilReady();
    const missing = members.slice(0, Math.ceil(members.length / 2));
    for (const m of missing) rmSync(await storedPath(m));
    const ghost = randomUUID();
    await t.database.db.insert(importJobs).values({
      id: ghost,
      kind: 'vouchers',
      status: 'running',
      total: members.length,
      processed: members.length - missing.length,
      userId: manager.userId,
      companyId: 1,
      subjectId: closed,
      instanceId: 'killed-process',
      updatedAt: new Date(Date.now() - GHOST_AFTER_MS - 60_000),
    });
    return { ghost, missing };
  };
  const lastJob = async () =>
    (
      await rows<{ id: string; status: string; result: { rendered: number; files: number } }>(
        sql`select id, status, result from import_jobs where kind = 'vouchers' and company_id = 1 and subject_id = ${closed}
          order by started_at desc limit 1`,
      )
    )[0]!;

  it('a job killed mid-way resumes: the recovery starts it again, and it renders only what is missing', async () => {
    const before = new Map<number, Buffer>();
    for (const m of members) before.set(m, readFileSync(await storedPath(m)));
    const { ghost, missing } = await killMidway();
    // Recovery (at start, or any instance's sweep once the lease expired) marks it interrupted and resumes it.
    expect(await failGhostJobs(t.database.db, { embedded: false })).toEqual([ghost]);
    await untilReady();
    const resumed = await lastJob();
    expect(resumed.id).not.toBe(ghost);
    expect(resumed).toMatchObject({
      status: 'succeeded',
      result: { files: members.length, rendered: missing.length },
    });
    const [interrupted] = await rows<{ status: string; error_code: string }>(
      sql`select status, error_code from import_jobs where id = ${ghost}`,
    );
    expect(interrupted).toEqual({ status: 'failed', error_code: 'JOB_INTERRUPTED' });
    for (const m of members)
      expect(Buffer.compare(readFileSync(await storedPath(m)), before.get(m)!)).toBe(0);
  });

  it('a job whose process died is resumed by the vouchers screen too, which shows its progress', async () => {
    const { ghost, missing } = await killMidway();
    const files = await status();
    // On PostgreSQL the ghost sweep may resume it first, and its job of 4 vouchers may already have ended.
    expect(files).toMatchObject({ total: members.length });
    expect(['rendering', 'ready']).toContain(files?.status);
    await untilReady();
    expect(await lastJob()).toMatchObject({ status: 'succeeded', result: { rendered: missing.length } });
    expect((await lastJob()).id).not.toBe(ghost);
  });

  it('two instances that find the set missing at the same moment start one job (the others answer none)', async () => {
    await untilReady();
    // The last job as if its process died and recovery marked it: the set is to be resumed.
    await t.database.db.execute(
      sql`update import_jobs set status = 'failed', error_code = 'JOB_INTERRUPTED', finished_at = now()
        where id = ${(await lastJob()).id}`,
    );
    const started = await Promise.all(
      Array.from({ length: 4 }, () =>
        ensureVoucherFiles(
          { db: t.database.db, config: t.config },
          { companyId: 1, payrollId: closed, userId: manager.userId },
          (err) => {
            throw err;
          },
        ),
      ),
    );
    expect(started.filter((id) => id !== null)).toHaveLength(1);
    await untilReady();
    const [running] = await rows<{ n: number }>(
      sql`select count(*)::int as n from import_jobs where kind = 'vouchers' and status = 'running'`,
    );
    expect(running!.n).toBe(0);
  });

  it('a change of the password setting stores the protected variant by a new job', async () => {
    await data(manager, 'paramPlanilla/updatecompanysettings', { voucherPassword: true }, 'PUT');
    try {
      // The status read finds the stored set of another variant and starts the job again.
      await untilReady();
      const dir = await setDir('es', true);
      expect(readdirSync(dir)).toHaveLength(members.length);
      const n = members[0]!;
      const one = await call(manager, 'postPlanilla/voucherpdf', { payrollId: closed, num_empleado: n });
      expect(one.rawPayload.toString('latin1')).toContain('/Encrypt');
      expect(
        Buffer.compare(
          one.rawPayload,
          readFileSync(join(dir, voucherFileName((await payrollRow()).payDate, n))),
        ),
      ).toBe(0);
    } finally {
      await data(manager, 'paramPlanilla/updatecompanysettings', { voucherPassword: false }, 'PUT');
    }
  });

  it('another company reaches none of it: its calls answer 404, its folder holds nothing, the files route serves no voucher', async () => {
    await untilReady();
    const before = await tableFingerprints(t.database.db);
    const n = members[0]!;
    expect((await call(admin2, 'postPlanilla/voucherstatus', { payrollId: closed })).statusCode).toBe(404);
    expect(
      (await call(admin2, 'postPlanilla/voucherpdf', { payrollId: closed, num_empleado: n })).statusCode,
    ).toBe(404);
    expect((await call(admin2, 'postPlanilla/voucherszip', { payrollId: closed })).statusCode).toBe(404);
    expect((await call(assistant, 'postPlanilla/voucherszip', { payrollId: closed })).statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect(readdirSync(join(t.config.filesDir, 'companies'))).toEqual(['1']);
    // The generic files route cannot name a stored voucher (it lives in subfolders) and asks for post-payroll.
    const folder = (await setDir()).split('/').slice(-2)[0]!;
    const get = (s: Session, carpeta: string, nom_archivo: string) =>
      t.app.inject({ method: 'GET', url: '/api/util/', headers: { ...s.headers, carpeta, nom_archivo } });
    expect((await get(manager, 'comprobantes', folder)).statusCode).toBe(404);
    expect((await get(admin2, 'comprobantes', folder)).statusCode).toBe(404);
    expect((await get(assistant, 'comprobantes', folder)).statusCode).toBe(403);
  });
});
