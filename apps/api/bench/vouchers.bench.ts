/**
 * Post-payroll at scale on the real PostgreSQL (DATABASE_URL, default the local server): a closed fortnightly
 * payroll of 10 000 employees (run through the real calls: project, calculate, close), in its own database,
 * dropped at the end. Prints each figure beside its target (issue 13):
 *
 *   1 000 vouchers queued (util/emailpaiddocument) and delivered by the server's mail worker to a local SMTP
 *   server, end to end                                                                            ≤ 20 s
 *   the accounting summary (procesoPlanilla/accountingresume) of the 10 000-employee payroll          ≤ 1 s
 *   its bank file (PUT procesoPlanilla/bankfile, generic CSV layout)                                  ≤ 1 s
 *   peak server memory while it renders and stores the 10 000 vouchers and zips them                 ≤ 400 MB
 *
 * and (issue 28) the vouchers of the closed payroll: the close is made on the production server, whose job renders
 * and stores every voucher (the first render, printed from the close's answer until the vouchers screen reads
 * `ready`), then every voucher as one zip (postPlanilla/voucherszip, the stored PDFs)                 ≤ 10 s
 *
 * and where the mail time goes: the worker's own pace when driven back to back (runOnce in a loop, in this
 * process), the time to render one voucher PDF, and the production worker's batches.
 *
 *   npm run bench:vouchers
 *
 * Environment: BENCH_EMPLOYEES (10000), BENCH_MAIL (1000), BENCH_MAIL_TIMEOUT (seconds, 330), BENCH_KEEP_DB=1.
 * The data is seeded and the payroll calculated by an API in this process; the measured calls go over HTTP to a
 * separate production server process (`apps/api/dist/server.js`, as `npm start` runs it; build it first), whose
 * memory is the server's alone: first without SMTP (the close, the stored vouchers, the zip, the accounting
 * summary, the bank file), then again with SMTP_URL set to the SMTP server in this process (the mail, end to
 * end). Both share one FILES_DIR with this process, whose own mail worker reads the stored vouchers too.
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailWorker } from '../src/modules/mail/mail-worker';
import { voucherPdfBuffer } from '../src/modules/vouchers/voucher-pdf';
import * as vouchersRepo from '../src/modules/vouchers/vouchers.repository';
import * as documents from '../src/modules/vouchers/voucher-documents.repository';
import { pdfInputOf } from '../src/modules/vouchers/voucher-pdf';
import { createBenchDatabase, figuresMissed, report, startServerProcess } from './bench-db';
import { apiClient, runPayrollThroughApi, seedFortnightlyEmployees, zipEntryCount } from './bench-payroll';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 10_000);
const MAIL = Math.min(Number(process.env.BENCH_MAIL ?? 1000), Math.floor(EMPLOYEES / 2));
const MAIL_TIMEOUT_MS = Number(process.env.BENCH_MAIL_TIMEOUT ?? 330) * 1000;
const PERIOD = { start: '2026-11-01', end: '2026-11-15' };

/** An SMTP server in this process that accepts everything and notes when each voucher arrived. */
const startSmtp = async () => {
  const arrivals: { at: number; bytes: number; hasPdf: boolean }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let bytes = 0;
      let head = '';
      stream.on('data', (c: Buffer) => {
        bytes += c.length;
        if (head.length < 200_000) head += c.toString('latin1');
      });
      stream.on('end', () => {
        arrivals.push({ at: performance.now(), bytes, hasPdf: head.includes('application/pdf') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    arrivals,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

/** Waits until `count` messages arrived (or the timeout): the time of the last one, or null. */
const waitForArrivals = async (smtp: { arrivals: { at: number }[] }, count: number, timeoutMs: number) => {
  const started = performance.now();
  while (smtp.arrivals.length < count) {
    if (performance.now() - started > timeoutMs) return null;
    await new Promise((r) => setTimeout(r, 50));
  }
  return smtp.arrivals[count - 1]!.at;
};

/** Bursts of arrivals (a gap over 1 s starts a new one): the worker's batches as the SMTP server saw them. */
const burstsOf = (times: number[]) => {
  const bursts: { n: number; ms: number }[] = [];
  let start = times[0] ?? 0;
  let last = start;
  let n = 0;
  for (const t of times) {
    if (t - last > 1000) {
      bursts.push({ n, ms: last - start });
      start = t;
      n = 0;
    }
    n++;
    last = t;
  }
  if (n > 0) bursts.push({ n, ms: last - start });
  return bursts;
};

const main = async () => {
  console.log(
    `vouchers bench: ${EMPLOYEES} fortnightly employees, payroll ${PERIOD.start} to ${PERIOD.end}, ${MAIL} vouchers by e-mail`,
  );
  const bench = await createBenchDatabase('planilla_bench_vouchers');
  const filesDir = mkdtempSync(join(tmpdir(), 'planilla-bench-files-'));
  const config = loadConfig({
    databaseUrl: bench.url,
    serveWeb: false,
    logLevel: 'warn',
    seedDemo: false,
    inMemory: true,
    filesDir,
    // The vouchers are rendered by the production server's job (the payroll is closed there), not here.
    renderVoucherFiles: false,
  });
  const app = await buildApp({ config, database: bench.database, logger: false });
  const smtp = await startSmtp();
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  const db = bench.database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    let t = performance.now();
    await seedFortnightlyEmployees(db, EMPLOYEES, { hiredInNovember: false });
    await db.execute(sql`analyze`);
    console.log(`seeded ${EMPLOYEES} employees in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const api = apiClient(typeof address === 'object' && address ? address.port : 0);
    await api.signIn();
    const { payrollId, payslips, net } = await runPayrollThroughApi(api, PERIOD, { close: false });
    const [lineCount] = await rows<{ n: string }>(
      sql`select count(*) as n from payslip_lines where company_id = 1 and payroll_id = ${payrollId}`,
    );
    console.log(`calculated payroll ${payrollId}: ${payslips} payslips, ${lineCount!.n} lines`);
    await db.execute(sql`analyze`);

    // --- The production server process, without SMTP first (its mail worker leaves the outbox alone).
    server = await startServerProcess(bench.url, filesDir);
    await api.moveTo(server.port);
    const rssBefore = server.memory().rss;
    const cpuBefore = server.cpuSeconds();

    // The close, and the job it starts on the server: every voucher rendered once and stored.
    const close = await api.ok('PUT', 'procesoPlanilla/closepayroll', { payrollId, confirmNet: net });
    t = performance.now();
    type Files = { status: string; processed: number; total: number };
    let files: Files | null = null;
    const polls: number[] = [];
    for (;;) {
      const state = await api.ok<{ files: Files | null }>('POST', 'postPlanilla/voucherstatus', {
        payrollId,
        pageSize: 1,
      });
      polls.push(state.ms);
      files = state.data.files;
      if (!files || files.status === 'ready' || files.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const firstRender = performance.now() - t;
    const stored = readdirSync(filesDir, { recursive: true }).filter((f) =>
      String(f).endsWith('.pdf'),
    ).length;
    const renderCpu = server.cpuSeconds() - cpuBefore;
    report(
      `first render: the close's job renders and stores the ${payslips} vouchers on the server (close call ${close.ms.toFixed(0)} ms)`,
      `${(firstRender / 1000).toFixed(1)} s from the close's answer to "ready" (${(firstRender / Math.max(1, stored)).toFixed(1)} ms a voucher; ` +
        `${stored} PDFs stored, server CPU ${renderCpu.toFixed(1)} s; the vouchers screen polled ${polls.length} times, median ${polls.sort((a, b) => a - b)[Math.floor(polls.length / 2)]!.toFixed(0)} ms)`,
      'none (background, once per closed payroll)',
      files?.status === 'ready' && stored === payslips,
    );

    // Every voucher as one zip, from the stored PDFs. Resident memory sampled every second while it streams.
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(server!.memory().rss), 1000);
    const zipCpuBefore = server.cpuSeconds();
    const zip = await api
      .download('POST', 'postPlanilla/voucherszip', { payrollId })
      .finally(() => clearInterval(sampler));
    const at = (f: number) => samples[Math.min(samples.length - 1, Math.floor(f * samples.length))] ?? 0;
    const entries = zipEntryCount(zip.tail);
    report(
      `every voucher of the closed ${payslips}-employee payroll as one zip (postPlanilla/voucherszip, the stored PDFs)`,
      `${(zip.ms / 1000).toFixed(2)} s: ${entries} PDFs, ${(zip.bytes / 1e6).toFixed(1)} MB (stored, not deflated), ` +
        `first byte after ${zip.firstByteMs.toFixed(0)} ms, server CPU ${(server.cpuSeconds() - zipCpuBefore).toFixed(1)} s`,
      '≤ 10 s',
      zip.ms <= 10_000 && entries === payslips,
    );
    console.log(
      `  server RSS during the zip at 10/25/50/75/100 %: ${[0.1, 0.25, 0.5, 0.75, 1]
        .map((f) => (at(f) / 1e6).toFixed(0))
        .join(' / ')} MB`,
    );
    const peakZip = server.memory().peak;
    report(
      `peak server memory while rendering and storing ${stored} voucher PDFs and zipping them (the server process, from its start)`,
      `${(peakZip / 1e6).toFixed(0)} MB (VmHWM; ${(rssBefore / 1e6).toFixed(0)} MB RSS before the close, ${(server.memory().rss / 1e6).toFixed(0)} MB after the zip)`,
      '≤ 400 MB',
      peakZip <= 400e6 && entries === payslips,
    );

    // --- Where the mail time goes: one voucher PDF rendered, 50 times, in this process.
    const payroll = (await vouchersRepo.getCalculatedPayroll(db, 1, payrollId))!;
    const docs = await documents.loadVoucherDocuments(db, {
      companyId: 1,
      payrollId,
      employees: null,
      offset: 0,
      limit: 50,
    });
    await voucherPdfBuffer(pdfInputOf(payroll, docs[0]!, false));
    t = performance.now();
    let pdfBytes = 0;
    for (const doc of docs) pdfBytes += (await voucherPdfBuffer(pdfInputOf(payroll, doc, false))).length;
    const renderMs = (performance.now() - t) / docs.length;
    // Reading one employee's voucher document, as the worker does for each message.
    t = performance.now();
    for (const doc of docs)
      await documents.loadVoucherDocuments(db, {
        companyId: 1,
        payrollId,
        employees: [doc.employeeNumber],
        offset: 0,
        limit: 1,
      });
    const readMs = (performance.now() - t) / docs.length;
    // One message with a PDF of that size through a pooled SMTP connection to the local server.
    const transport = nodemailer.createTransport(`${smtp.url}?pool=true`);
    const attachment = await voucherPdfBuffer(pdfInputOf(payroll, docs[0]!, false));
    const sendOne = () =>
      transport.sendMail({
        from: 'bench@example.cr',
        to: 'persona@example.cr',
        subject: 'bench',
        text: 'bench',
        attachments: [{ filename: 'bench.pdf', contentType: 'application/pdf', content: attachment }],
      });
    await sendOne();
    t = performance.now();
    for (let i = 0; i < 50; i++) await sendOne();
    const smtpMs = (performance.now() - t) / 50;
    transport.close();
    smtp.arrivals.length = 0;
    report(
      'one voucher e-mail, by parts (mean of 50, this process)',
      `render the PDF ${renderMs.toFixed(1)} ms (${(pdfBytes / docs.length / 1024).toFixed(1)} KiB), ` +
        `read the voucher ${readMs.toFixed(1)} ms, SMTP send ${smtpMs.toFixed(1)} ms (a plain pool, Nagle on: the worker's socket has TCP_NODELAY)`,
      'none',
      null,
    );

    // --- The worker's own pace: vouchers of employees 1..MAIL queued, then runOnce back to back (no pause
    // between batches), as the mail tests drive it. What a worker that keeps going while there is work gives.
    const firstBatch = Array.from({ length: MAIL }, (_, i) => i + 1);
    t = performance.now();
    const queued = await api.ok<{ queued: number }>('POST', 'util/emailpaiddocument', {
      payrollId,
      employees: firstBatch,
    });
    if (queued.data.queued !== MAIL) throw new Error(`queued ${queued.data.queued} of ${MAIL}`);
    const worker = createMailWorker(
      loadConfig({ databaseUrl: bench.url, inMemory: true, smtpUrl: smtp.url }),
      db,
    );
    try {
      for (;;) {
        const r = await worker.runOnce();
        if (r.sent + r.failed === 0) break;
      }
    } finally {
      await worker.stop();
    }
    const drained = performance.now() - t;
    const got = smtp.arrivals.length;
    report(
      `${MAIL} vouchers queued and delivered by the mail worker driven back to back (this process)`,
      `${(drained / 1000).toFixed(1)} s (queue call ${queued.ms.toFixed(0)} ms, ${got} delivered, ` +
        `${(drained / Math.max(1, got)).toFixed(1)} ms a voucher; the worker reads a batch at once and sends a ` +
        `message while the last one is recorded)`,
      'none (the worker as `npm start` runs it is measured below)',
      null,
    );
    if (got !== MAIL || !smtp.arrivals.every((a) => a.hasPdf))
      throw new Error(`the SMTP server received ${got} messages, not ${MAIL} each with a PDF`);

    // The accounting summary and the bank file of the closed payroll: the first call, then a few more.
    const timesOf = async (call: () => Promise<{ ms: number }>, n: number) => {
      const ms: number[] = [];
      for (let i = 0; i < n; i++) ms.push((await call()).ms);
      const rest = [...ms.slice(1)].sort((a, b) => a - b);
      return { first: ms[0]!, median: rest[Math.floor(rest.length / 2)] ?? ms[0]! };
    };
    const journal = await api.ok<{ lines: unknown[]; totals: { balanced: boolean } }>(
      'POST',
      'procesoPlanilla/accountingresume',
      { payrollId },
    );
    const journalTimes = await timesOf(
      () => api.ok('POST', 'procesoPlanilla/accountingresume', { payrollId }),
      5,
    );
    report(
      `accounting summary of the ${payslips}-employee payroll (${journal.data.lines.length} journal lines, balanced: ${journal.data.totals.balanced})`,
      `${journal.ms.toFixed(0)} ms the first call, ${journalTimes.median.toFixed(0)} ms the median of 4 more`,
      '≤ 1 s each',
      Math.max(journal.ms, journalTimes.first, journalTimes.median) <= 1000 && journal.data.totals.balanced,
    );
    const bank = await api.ok<{ recordCount: number; byteSize: number; totalAmount: number }>(
      'PUT',
      'procesoPlanilla/bankfile',
      { payrollId, layoutCode: 'GENERIC_CSV' },
    );
    const bankTimes = await timesOf(
      () => api.ok('PUT', 'procesoPlanilla/bankfile', { payrollId, layoutCode: 'GENERIC_CSV' }),
      3,
    );
    report(
      `bank file (generic CSV) of the payroll: ${bank.data.recordCount} payments, ${(bank.data.byteSize / 1e6).toFixed(2)} MB, stored`,
      `${bank.ms.toFixed(0)} ms the first call, ${bankTimes.median.toFixed(0)} ms the median of 2 more`,
      '≤ 1 s each',
      Math.max(bank.ms, bankTimes.first, bankTimes.median) <= 1000 && bank.data.recordCount === payslips,
    );

    // --- The production server again, now with its mail worker on SMTP_URL (the SMTP server in this process).
    await server.stop();
    process.env.SMTP_URL = smtp.url;
    server = await startServerProcess(bench.url, filesDir);
    delete process.env.SMTP_URL;
    await api.moveTo(server.port);

    // End to end as the product runs: vouchers of employees MAIL+1..2·MAIL queued on the server, delivered by
    // the mail worker `npm start` starts (its own schedule and batch size) to the SMTP server in this process.
    const secondBatch = Array.from({ length: MAIL }, (_, i) => MAIL + i + 1);
    const before = smtp.arrivals.length;
    t = performance.now();
    const queued2 = await api.ok<{ queued: number }>('POST', 'util/emailpaiddocument', {
      payrollId,
      employees: secondBatch,
    });
    if (queued2.data.queued !== MAIL) throw new Error(`queued ${queued2.data.queued} of ${MAIL}`);
    const lastAt = await waitForArrivals(smtp, before + MAIL, MAIL_TIMEOUT_MS);
    const delivered = smtp.arrivals.length - before;
    const endToEnd = (lastAt ?? performance.now()) - t;
    const times = smtp.arrivals.slice(before).map((a) => a.at);
    const bursts = burstsOf(times);
    const busy = bursts.reduce((n, b) => n + b.ms, 0);
    const perBurst = bursts.length > 0 ? delivered / bursts.length : 0;
    console.log(
      `  production worker: ${bursts.length} batches of ~${perBurst.toFixed(0)} vouchers, sending ${(busy / 1000).toFixed(1)} s ` +
        `of ${(endToEnd / 1000).toFixed(1)} s (${(busy / Math.max(1, delivered - bursts.length)).toFixed(1)} ms a voucher inside a batch), ` +
        `first voucher ${times.length > 0 ? ((times[0]! - t) / 1000).toFixed(1) : '-'} s after the queue call`,
    );
    report(
      `${MAIL} vouchers queued and delivered to a local SMTP server by the server's mail worker, end to end`,
      lastAt === null
        ? `not finished after ${(MAIL_TIMEOUT_MS / 1000).toFixed(0)} s: ${delivered} of ${MAIL} delivered (queue call ${queued2.ms.toFixed(0)} ms)`
        : `${(endToEnd / 1000).toFixed(1)} s (queue call ${queued2.ms.toFixed(0)} ms, ${delivered} delivered)`,
      '≤ 20 s',
      lastAt !== null && endToEnd <= 20_000,
    );
    const [outcome] = await rows<{ sent: string; pending: string }>(sql`
      select count(*) filter (where o.status = 'sent') as sent, count(*) filter (where o.status = 'pending') as pending
      from voucher_deliveries d join outbox o on o.id = d.outbox_id
      where d.company_id = 1 and d.payroll_id = ${payrollId}`);
    console.log(`  deliveries recorded: ${outcome!.sent} sent, ${outcome!.pending} pending`);
    console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
    api.close();
  } finally {
    await server?.stop();
    await smtp.close();
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${bench.url}`);
    else await bench.drop();
  }
  const failed = figuresMissed();
  console.log(failed.length === 0 ? 'all targets met' : `${failed.length} target(s) missed`);
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
