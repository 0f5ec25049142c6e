import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  outcomeStatements,
  prepareAttachments,
  renderAttachments,
  type MailOutcome,
  type RenderedAttachment,
} from './attachments';
import {
  claimDueMessages,
  listUnwrittenPending,
  markAttemptFailed,
  markEmlWritten,
  markSent,
  onQueued,
  type OutboxRow,
} from './outbox.repository';

/** Messages claimed per pass; a full pass is followed at once by the next (a queue drains without waiting). */
const BATCH = 50;

/** Retry schedule in seconds after each failed attempt; after the last one the message is `failed`. */
export const RETRY_BACKOFF_SECONDS = [30, 120, 600, 1800, 7200, 21600];

/** The message of an outbox row, its attachments rendered now (they are never stored in the row). */
const mailOf = (config: AppConfig, row: OutboxRow, attachments: RenderedAttachment[]): SendMailOptions => {
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
  // The URL is parsed here: nodemailer reads nothing but the URL from options that carry a `url`, so `pool` and
  // `getSocket` were ignored (a new connection for every message, without TCP_NODELAY).
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport({
        ...parseConnectionUrl(config.smtpUrl),
        pool: true,
        // One message in flight, so one connection (docs/decisions.md, the mail worker's pace).
        maxConnections: 1,
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
      const info = await composer.sendMail(mailOf(config, row, await renderAttachments(db, row)));
      const file = join(emlDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
      writeFileSync(file, info.message as Buffer);
      await markEmlWritten(db, row.id, file);
    }
    return rows.length;
  };

  /** The outcome of an attempt that did not end in the server's acceptance. */
  const failureOf = (row: OutboxRow, err: unknown): MailOutcome => {
    const retry = RETRY_BACKOFF_SECONDS[row.attempts] ?? null;
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const attempts = row.attempts + 1;
    return retry === null
      ? { status: 'failed', attempts, error }
      : { status: 'retry', attempts, error, retryInSeconds: retry };
  };

  /** The outcome in one statement with the features' log: sent, or the failure with the next retry. */
  const record = async (row: OutboxRow, outcome: MailOutcome) => {
    const log = outcomeStatements(row, outcome);
    if (outcome.status === 'sent') await markSent(db, row.id, log);
    else
      await markAttemptFailed(
        db,
        row.id,
        outcome.error,
        outcome.status === 'retry' ? outcome.retryInSeconds : null,
        log,
      );
  };

  /**
   * One message rendered and handed to SMTP. The server accepts a message at its final line (the lone dot after
   * DATA); the body stream ends, and that line goes, only once `previous` (the recording of the message before)
   * is committed. If that recording fails the stream is destroyed: the connection drops mid-DATA and the server
   * discards the message.
   */
  const deliver = async (
    t: Transporter,
    row: OutboxRow,
    attachments: Promise<RenderedAttachment[]>,
    previous: Promise<void>,
  ): Promise<MailOutcome> => {
    try {
      const node = new MailComposer(mailOf(config, row, await attachments)).compile();
      const body = new PassThrough();
      body.write(await node.build());
      previous.then(
        () => body.end(),
        (err: unknown) => body.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      await t.sendMail({ envelope: node.getEnvelope(), raw: body });
      return { status: 'sent', attempts: row.attempts + 1 };
    } catch (err) {
      return failureOf(row, err);
    }
  };

  /**
   * A pass: claims up to BATCH due messages, reads their attachments' data at once, and sends them one at a time
   * over one connection. Message N+1 is rendered and its envelope and body go on the wire while message N's outcome
   * is being committed; only its final line waits for that commit. So at most one message the server accepted is
   * ever unrecorded (docs/decisions.md, the mail worker's pace).
   */
  const sendDue = async (): Promise<{ sent: number; failed: number; claimed: number }> => {
    if (!transport) return { sent: 0, failed: 0, claimed: 0 };
    const rows = await db.transaction((tx) => claimDueMessages(tx, BATCH, 300));
    if (rows.length === 0) return { sent: 0, failed: 0, claimed: 0 };
    const attachmentsOf = await prepareAttachments(db, rows);
    let sent = 0;
    let failed = 0;
    let recorded: Promise<void> = Promise.resolve();
    for (const row of rows) {
      // Rendering is CPU work on this thread: it starts on the next turn of the event loop, once the statement
      // recording the previous message has been written to the database's socket.
      const attachments = new Promise<RenderedAttachment[]>((resolve) =>
        setImmediate(() => resolve(attachmentsOf(row))),
      );
      const outcome = await deliver(transport, row, attachments, recorded);
      // A recording that failed ends the pass: its message stays leased and goes again when the lease runs out.
      await recorded;
      recorded = record(row, outcome);
      recorded.catch(() => undefined); // awaited above on the next message, or below
      if (outcome.status === 'sent') sent++;
      else failed++;
    }
    await recorded;
    return { sent, failed, claimed: rows.length };
  };

  const runOnce = async () => {
    const written = await writeEmlCopies();
    const { sent, failed, claimed } = await sendDue();
    return { sent, failed, written, claimed };
  };

  let stopping = false;
  let due = false;
  let unsubscribe: () => void = () => undefined;
  const tick = () => {
    due = true;
    if (running) return;
    running = (async () => {
      while (due && !stopping) {
        due = false;
        // A full pass means more may be due: the next one starts at once, until the queue is drained.
        while (!stopping && (await runOnce()).claimed === BATCH);
      }
    })()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };

  if (opts.autoStart) {
    timer = setInterval(tick, opts.intervalMs ?? 5000);
    unsubscribe = onQueued(tick);
  }

  return {
    runOnce,
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      unsubscribe();
      await running;
      transport?.close();
    },
  };
};
