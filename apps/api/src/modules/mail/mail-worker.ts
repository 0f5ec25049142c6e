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
import { mailDeliveryOf } from './delivery';
import {
  claimDueMessages,
  listUnwrittenPending,
  markAttemptFailed,
  markEmlWritten,
  markSent,
  onQueued,
  releaseClaims,
  type OutboxRow,
} from './outbox.repository';

/** Messages claimed per pass; a full pass is followed at once by the next (a queue drains without waiting). */
const BATCH = 50;

/** Retry schedule in seconds after each failed attempt; after the last one the message is `failed`. */
export const RETRY_BACKOFF_SECONDS = [30, 120, 600, 1800, 7200, 21600];

/** How long a pass's claim holds its messages; a crashed worker's messages come back after it. */
const LEASE_SECONDS = 300;
/** Time kept in hand at the end of a lease (recording the last outcome). */
const LEASE_MARGIN_MS = 10_000;

type Smtp = {
  /** The current pooled transport. */
  transport: () => Transporter;
  /** Drops the current transport and its connection (even one in the middle of a message); the next is new. */
  reset: () => void;
  close: () => void;
};

/**
 * A pool of one SMTP connection, recreated after any failure. nodemailer opens the connection itself and bounds
 * the connection, the greeting and each reply (`connectionTimeout`, `greetingTimeout`, `socketTimeout`); a refused
 * connection is the connection's own error, which frees the pool's slot. (The earlier factory connected the socket
 * itself and answered a refusal through the pool's `getSocket` callback: the pool then never released that slot,
 * and with one connection allowed every later message waited for ever.)
 *
 * We only hand nodemailer an unconnected socket with TCP_NODELAY set (each message is a few small writes and a
 * wait for the reply: Nagle's algorithm and the server's delayed ACK would add ~40 ms to every message), and keep
 * it so a reset can drop it. `smtps://` connections are nodemailer's own TLS sockets (dropped by `socketTimeout`).
 */
const createSmtp = (url: string, stepMs: number): Smtp => {
  let sockets = new Set<net.Socket>();
  const create = (): Transporter => {
    const own = sockets;
    return nodemailer.createTransport({
      ...parseConnectionUrl(url),
      pool: true,
      // One message in flight, so one connection (docs/decisions.md, the mail worker's pace).
      maxConnections: 1,
      // A connection closed while sending fails that message (the worker retries it with backoff); a requeue would
      // send the body stream again, already consumed.
      maxRequeues: 0,
      connectionTimeout: stepMs,
      greetingTimeout: stepMs,
      socketTimeout: stepMs,
      getSocket: (options, callback) => {
        if (options.secure) return callback(null, false);
        const socket = new net.Socket();
        socket.setNoDelay(true);
        own.add(socket);
        socket.once('close', () => own.delete(socket));
        // nodemailer 7 copies only a `connection` (an already connected socket) from this callback's answer, so a
        // `{ socket }` answer was ignored and every connection was nodemailer's own, with Nagle on (~40 ms a
        // message). An unconnected socket is read from the connection's options (`options.socket`): set there,
        // just before the pool builds the connection from these same options. Never an error here: nodemailer
        // connects this socket and reports its failures as the connection's.
        (options as { socket?: net.Socket }).socket = socket;
        callback(null, false);
      },
    } as SMTPPool.Options);
  };
  let current = create();
  const drop = () => {
    current.close();
    for (const socket of sockets) socket.destroy();
    sockets = new Set();
  };
  return {
    transport: () => current,
    reset: () => {
      drop();
      current = create();
    },
    close: drop,
  };
};

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
  const smtp = config.smtpUrl ? createSmtp(config.smtpUrl, config.smtpTimeoutMs.step) : null;
  const delivery = mailDeliveryOf(config);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** Only without SMTP, and only on the embedded default (a real deployment has no use for local files). */
  const writeEmlCopies = async (): Promise<number> => {
    if (delivery.mode !== 'eml' || !delivery.folder) return 0;
    const emlDir = delivery.folder;
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
  const failureOf = (row: OutboxRow, err: unknown): MailOutcome & { connection?: boolean } => {
    const retry = RETRY_BACKOFF_SECONDS[row.attempts] ?? null;
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const attempts = row.attempts + 1;
    // No SMTP reply code: the server never answered this message (refused, timed out, dropped), not a refusal of it.
    const connection = !(typeof (err as { responseCode?: unknown })?.responseCode === 'number');
    return retry === null
      ? { status: 'failed', attempts, error, connection }
      : { status: 'retry', attempts, error, retryInSeconds: retry, connection };
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
   * discards the message. The attempt always settles: nodemailer bounds the connection, the greeting and each
   * reply, and the whole send is bounded by `smtpTimeoutMs.send` (counted once `previous` has settled, since the
   * body waits for it); on that deadline the body is cut and the connection dropped.
   */
  const deliver = async (
    s: Smtp,
    row: OutboxRow,
    attachments: Promise<RenderedAttachment[]>,
    previous: Promise<void>,
  ): Promise<MailOutcome & { connection?: boolean }> => {
    const body = new PassThrough();
    let timer: NodeJS.Timeout | undefined;
    try {
      const node = new MailComposer(mailOf(config, row, await attachments)).compile();
      body.write(await node.build());
      const deadline = new Promise<never>((_, reject) => {
        const start = () => {
          timer = setTimeout(() => {
            const err = Object.assign(
              new Error(`SMTP send timed out after ${config.smtpTimeoutMs.send / 1000} s`),
              { code: 'ETIMEDOUT' },
            );
            body.destroy(err);
            reject(err);
          }, config.smtpTimeoutMs.send);
        };
        previous.then(start, start);
      });
      previous.then(
        () => body.end(),
        (err: unknown) => body.destroy(err instanceof Error ? err : new Error(String(err))),
      );
      await Promise.race([s.transport().sendMail({ envelope: node.getEnvelope(), raw: body }), deadline]);
      return { status: 'sent', attempts: row.attempts + 1 };
    } catch (err) {
      // Whatever went wrong, the next message gets a fresh connection (and a pool that holds no stale state).
      s.reset();
      return failureOf(row, err);
    } finally {
      clearTimeout(timer);
      if (!body.writableEnded) body.destroy();
    }
  };

  /**
   * A pass: claims up to BATCH due messages, reads their attachments' data at once, and sends them one at a time
   * over one connection. Message N+1 is rendered and its envelope and body go on the wire while message N's outcome
   * is being committed; only its final line waits for that commit. So at most one message the server accepted is
   * ever unrecorded (docs/decisions.md, the mail worker's pace).
   *
   * The claim is a lease (`LEASE_SECONDS`): no message starts once the lease could run out before its send's
   * deadline, and a failure that is the connection's (no SMTP reply: refused, timed out, dropped) ends the pass;
   * the claimed messages not tried are released at once, untouched, for the next pass (a server that is down
   * costs one attempt a pass, not one per claimed message).
   */
  const sendDue = async (): Promise<{ sent: number; failed: number; claimed: number }> => {
    if (!smtp) return { sent: 0, failed: 0, claimed: 0 };
    const claimedAt = Date.now();
    const rows = await db.transaction((tx) => claimDueMessages(tx, BATCH, LEASE_SECONDS));
    if (rows.length === 0) return { sent: 0, failed: 0, claimed: 0 };
    const attachmentsOf = await prepareAttachments(db, rows);
    let sent = 0;
    let failed = 0;
    let recorded: Promise<void> = Promise.resolve();
    let tried = 0;
    try {
      for (const row of rows) {
        const leaseLeft = claimedAt + LEASE_SECONDS * 1000 - Date.now();
        if (leaseLeft < config.smtpTimeoutMs.send + LEASE_MARGIN_MS) break;
        tried++;
        // Rendering is CPU work on this thread: it starts on the next turn of the event loop, once the statement
        // recording the previous message has been written to the database's socket.
        const attachments = new Promise<RenderedAttachment[]>((resolve) =>
          setImmediate(() => resolve(attachmentsOf(row))),
        );
        const outcome = await deliver(smtp, row, attachments, recorded);
        // A recording that failed ends the pass: its message stays leased and goes again when the lease runs out.
        await recorded;
        recorded = record(row, outcome);
        recorded.catch(() => undefined); // awaited above on the next message, or below
        if (outcome.status === 'sent') sent++;
        else {
          failed++;
          if (outcome.connection) break;
        }
      }
      await recorded;
    } finally {
      const untried = rows.slice(tried).map((r) => r.id);
      if (untried.length > 0) await releaseClaims(db, untried).catch(() => undefined);
    }
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
      smtp?.close();
    },
  };
};
