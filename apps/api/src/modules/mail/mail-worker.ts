import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { recordOutcome, renderAttachments, type MailOutcome } from './attachments';
import {
  claimDueMessages,
  listUnwrittenPending,
  markAttemptFailed,
  markEmlWritten,
  markSent,
  type OutboxRow,
} from './outbox.repository';

/** Messages claimed per pass; a full pass is followed at once by the next (a queue drains without waiting). */
const BATCH = 50;
/**
 * Messages in flight at once. One: a process that dies after the server accepted a message and before it is
 * marked sent leaves at most that one message to go again (the exactly-once window, docs/decisions.md).
 */
const CONCURRENCY = 1;

/** Retry schedule in seconds after each failed attempt; after the last one the message is `failed`. */
export const RETRY_BACKOFF_SECONDS = [30, 120, 600, 1800, 7200, 21600];

/** The message of an outbox row, its attachments rendered now (they are never stored in the row). */
const mailOf = async (config: AppConfig, db: Db, row: OutboxRow) => {
  const attachments = await renderAttachments(db, row);
  return {
    from: config.mailFrom,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    ...(row.htmlBody ? { html: row.htmlBody } : {}),
    ...(attachments.length > 0 ? { attachments } : {}),
    headers: { 'X-Planilla-Outbox-Id': String(row.id) },
  };
};

export type MailWorker = {
  runOnce: () => Promise<{ sent: number; failed: number; written: number; claimed: number }>;
  stop: () => Promise<void>;
};

/**
 * Sends the outbox through SMTP when `SMTP_URL` is set (pooled connection, retries with backoff). Without SMTP
 * the messages stay pending and, on the embedded default, each is written once as an .eml file a person can open;
 * with SMTP no .eml copies are made (the mail server has the message).
 */
export const createMailWorker = (
  config: AppConfig,
  db: Db,
  opts: { intervalMs?: number; autoStart?: boolean } = {},
): MailWorker => {
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        pool: true,
        // Each message is a few small writes and a wait for the reply: without TCP_NODELAY, Nagle's algorithm
        // and the server's delayed ACK add ~40 ms to every message.
        getSocket: (options, callback) => {
          if (options.secure) return callback(null, false);
          const socket = net.connect(Number(options.port ?? 25), String(options.host ?? 'localhost'));
          socket.setNoDelay(true);
          socket.once('error', (err) => callback(err, false));
          socket.once('connect', () => callback(null, { connection: socket }));
        },
      } as SMTPPool.Options)
    : null;
  const emlDir = join(config.dataDir, 'mail');
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** Only without SMTP, and only on the embedded default (a real deployment has no use for local files). */
  const writeEmlCopies = async (): Promise<number> => {
    if (transport || config.databaseUrl || config.inMemory) return 0;
    const rows = await listUnwrittenPending(db, 50);
    if (rows.length === 0) return 0;
    mkdirSync(emlDir, { recursive: true });
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    for (const row of rows) {
      const info = await composer.sendMail(await mailOf(config, db, row));
      const file = join(emlDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
      writeFileSync(file, info.message as Buffer);
      await markEmlWritten(db, row.id, file);
    }
    return rows.length;
  };

  /** One claimed message: sent and marked, or its failure recorded with the next retry. */
  const sendOne = async (t: Transporter, row: OutboxRow): Promise<'sent' | 'failed'> => {
    try {
      await t.sendMail(await mailOf(config, db, row));
    } catch (err) {
      const retry = RETRY_BACKOFF_SECONDS[row.attempts] ?? null;
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const attempts = row.attempts + 1;
      const outcome: MailOutcome =
        retry === null
          ? { status: 'failed', attempts, error }
          : { status: 'retry', attempts, error, retryInSeconds: retry };
      await db.transaction(async (tx) => {
        await markAttemptFailed(tx, row.id, error, retry);
        await recordOutcome(tx, row, outcome);
      });
      return 'failed';
    }
    // Marked sent as soon as the server accepted it: a process that dies between the two is the one window
    // where the message can go twice (the lease expires and it is sent again; docs/decisions.md).
    await db.transaction(async (tx) => {
      await markSent(tx, row.id);
      await recordOutcome(tx, row, { status: 'sent', attempts: row.attempts + 1 });
    });
    return 'sent';
  };

  /** A pass: claims up to BATCH due messages and sends them CONCURRENCY at a time over the pool. */
  const sendDue = async (): Promise<{ sent: number; failed: number; claimed: number }> => {
    if (!transport) return { sent: 0, failed: 0, claimed: 0 };
    const rows = await db.transaction((tx) => claimDueMessages(tx, BATCH, 300));
    let sent = 0;
    let failed = 0;
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++]!;
        if ((await sendOne(transport, row)) === 'sent') sent++;
        else failed++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
    return { sent, failed, claimed: rows.length };
  };

  const runOnce = async () => {
    const written = await writeEmlCopies();
    const { sent, failed, claimed } = await sendDue();
    return { sent, failed, written, claimed };
  };

  let stopping = false;
  const tick = () => {
    if (running) return;
    running = (async () => {
      // A full pass means more may be due: the next one starts at once, until the queue is drained.
      while (!stopping && (await runOnce()).claimed === BATCH);
    })()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };

  if (opts.autoStart) timer = setInterval(tick, opts.intervalMs ?? 5000);

  return {
    runOnce,
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
};
