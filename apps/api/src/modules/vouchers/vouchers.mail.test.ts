import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { createTestApp, signIn, type Session, type TestApp } from '../../test/test-app';
import { createMailWorker } from '../mail/mail-worker';

/**
 * Vouchers by e-mail against a real SMTP server in the test process: every voucher delivered exactly once when
 * the server refuses a stretch of them, and when the worker dies half-way and another one takes over.
 */

type Received = { outboxId: string; to: string; hasPdf: boolean };

/** `decide(n)` for the n-th message (1-based): accept, refuse, or hold it until `release()`. */
const startSmtp = async (decide: (n: number) => 'accept' | 'refuse' | 'hold' = () => 'accept') => {
  const received: Received[] = [];
  let arrivals = 0;
  let held: ((err?: Error) => void) | null = null;
  let onHold: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (onHold = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const n = ++arrivals;
        const raw = Buffer.concat(chunks).toString('utf8');
        const decision = decide(n);
        if (decision === 'refuse') return callback(new Error('451 mailbox busy, try later'));
        if (decision === 'hold') {
          held = callback;
          onHold();
          return;
        }
        received.push({
          outboxId: /X-Planilla-Outbox-Id: (\d+)/i.exec(raw)?.[1] ?? '?',
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          hasPdf: raw.includes('application/pdf') && raw.includes('.pdf'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    holding,
    /** The held message is refused: it never reaches the mailbox (the sender died before the end of DATA). */
    dropHeld: () => held?.(new Error('421 connection lost')),
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};

let t: TestApp;
let manager: Session;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A closed monthly payroll with stored payslips for employees 1–50 (all with an e-mail address). */
const paidPayrollOf50 = async (periodStart: string, periodEnd: string) => {
  const [p] = await rows<{ id: number }>(sql`
    insert into payrolls (company_id, kind, periodicity, period_start, period_end, pay_date, status)
    values (1, 'regular', 'monthly', ${periodStart}, ${periodEnd}, ${periodEnd}, 'paid') returning id`);
  const id = Number(p!.id);
  await t.database.db.execute(sql`
    insert into payroll_calculations (company_id, payroll_id, inputs_version, rules_version, rule_set_years,
      employee_count, gross, deductions, net, employer_charges, provisions, employer_cost, closed_at)
    values (1, ${id}, 0, 'test', '[2026]', 50, 0, 0, 0, 0, 0, 0, ${`${periodEnd}T18:00:00Z`})`);
  await t.database.db.execute(sql`
    insert into payslips (company_id, payroll_id, employee_number, gross, deductions, net, employer_charges,
      provisions, employer_cost, taxable_gross, tax_withheld, rule_set_year, days, tax, warnings, input, input_hashes)
    select 1, ${id}, n, 50000000 + n, 5335000, 44665000 + n, 0, 0, 0, 50000000 + n, 0, 2026, '{}', '{}', '[]', '{}', '{}'
    from generate_series(1, 50) n`);
  await t.database.db.execute(sql`
    insert into payslip_lines (company_id, payroll_id, employee_number, line_no, code, kind, quantity, unit, rate,
      basis, amount, legal_ref)
    select 1, ${id}::int, n, 1, 'ORDINARY_PAY', 'earning', '30', 'days', null, null, 50000000 + n, 'CT art. 30'
    from generate_series(1, 50) n
    union all
    select 1, ${id}::int, n, 2, 'CCSS_IVM_WORKER', 'deduction', null, null, '0.1067', 50000000, 5335000, 'CCSS'
    from generate_series(1, 50) n`);
  return id;
};

const queue = async (payrollId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/util/emailpaiddocument',
    headers: manager.headers,
    payload: { payrollId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Runs the worker until nothing is due. */
const drain = async (worker: ReturnType<typeof createMailWorker>) => {
  for (let i = 0; i < 20; i++) {
    const r = await worker.runOnce();
    if (r.sent + r.failed === 0) return;
  }
};
/** Time passes: backoffs and leases run out. */
const timePasses = () =>
  t.database.db.execute(
    sql`update outbox set next_attempt_at = now() - interval '1 second' where status = 'pending'`,
  );

const deliveriesOf = (payrollId: number) =>
  rows<{ employee_number: number; outbox_id: string; status: string; attempts: number }>(sql`
    select d.employee_number, d.outbox_id::text as outbox_id, o.status, o.attempts from voucher_deliveries d
    join outbox o on o.id = d.outbox_id where d.company_id = 1 and d.payroll_id = ${payrollId}
    order by d.employee_number`);

beforeAll(async () => {
  t = await createTestApp();
  manager = await signIn(t.app, 'planillas', 1);
  await t.database.db.execute(sql`update employees set email = 'persona' || employee_number || '@example.cr'
    where company_id = 1 and employee_number <= 50`);
}, 120_000);
afterAll(async () => t?.close());

describe('vouchers by e-mail through the outbox', () => {
  it('delivers 50 vouchers exactly once while the server refuses the 20th–30th and then recovers', async () => {
    const payrollId = await paidPayrollOf50('2026-01-01', '2026-01-31');
    expect((await queue(payrollId)).queued).toBe(50);
    const smtp = await startSmtp((n) => (n >= 20 && n <= 30 ? 'refuse' : 'accept'));
    const worker = createMailWorker(loadConfig({ inMemory: true, smtpUrl: smtp.url }), t.database.db);
    try {
      await drain(worker);
      expect(smtp.received).toHaveLength(39);
      const waiting = (await deliveriesOf(payrollId)).filter((d) => d.status === 'pending');
      expect(waiting).toHaveLength(11);
      const [failures] = await rows<{ n: number; reason: string }>(sql`
        select count(*)::int as n, min(detail) as reason from document_log
        where company_id = 1 and payroll_id = ${payrollId} and action = 'failed'`);
      expect(failures!.n).toBe(11);
      expect(failures!.reason).toContain('mailbox busy');
      // The server is back; the backoff runs out.
      await timePasses();
      await drain(worker);
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(50);
    expect(new Set(smtp.received.map((m) => m.outboxId)).size).toBe(50);
    expect(new Set(smtp.received.map((m) => m.to)).size).toBe(50);
    expect(smtp.received.every((m) => m.hasPdf)).toBe(true);
    const deliveries = await deliveriesOf(payrollId);
    expect(deliveries.every((d) => d.status === 'sent')).toBe(true);
    expect(deliveries.filter((d) => d.attempts === 2)).toHaveLength(11);
    // Sending again queues nothing: every voucher went already.
    expect(await queue(payrollId)).toMatchObject({ queued: 0, alreadySent: 50 });
    const status = await t.app.inject({
      method: 'POST',
      url: '/api/postPlanilla/voucherstatus',
      headers: manager.headers,
      payload: { payrollId },
    });
    expect(status.json().data.progress).toMatchObject({ total: 50, sent: 50, queued: 0, failed: 0 });
  }, 240_000);

  it('loses and repeats nothing when the worker dies half-way and another one takes over', async () => {
    const payrollId = await paidPayrollOf50('2026-02-01', '2026-02-28');
    expect((await queue(payrollId)).queued).toBe(50);
    const smtp = await startSmtp((n) => (n === 25 ? 'hold' : 'accept'));
    // The dying process: once killed, it never reaches its database again.
    let killed = false;
    const dying = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        if (killed) throw new Error('process killed');
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const first = createMailWorker(loadConfig({ inMemory: true, smtpUrl: smtp.url }), dying);
    const run = drain(first).then(
      () => 'finished',
      (err: Error) => err.message,
    );
    await smtp.holding;
    killed = true;
    smtp.dropHeld();
    expect(await run).toBe('process killed');
    await first.stop();
    expect(smtp.received).toHaveLength(24);

    // A new worker starts; the dead one's claimed messages come back when their lease runs out.
    const second = createMailWorker(loadConfig({ inMemory: true, smtpUrl: smtp.url }), t.database.db);
    try {
      await drain(second);
      expect(smtp.received.length).toBeLessThan(50);
      await timePasses();
      await drain(second);
    } finally {
      await second.stop();
      await smtp.close();
    }
    expect(smtp.received).toHaveLength(50);
    expect(new Set(smtp.received.map((m) => m.outboxId)).size).toBe(50);
    expect((await deliveriesOf(payrollId)).every((d) => d.status === 'sent')).toBe(true);
  }, 240_000);
});
