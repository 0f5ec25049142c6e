import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
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
  runOnce: () => Promise<{ sent: number; failed: number; written: number }>;
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
    ? nodemailer.createTransport(config.smtpUrl + (config.smtpUrl.includes('?') ? '&' : '?') + 'pool=true')
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

  const sendDue = async (): Promise<{ sent: number; failed: number }> => {
    if (!transport) return { sent: 0, failed: 0 };
    let sent = 0;
    let failed = 0;
    const rows = await db.transaction((tx) => claimDueMessages(tx, 20, 300));
    for (const row of rows) {
      let accepted = false;
      try {
        await transport.sendMail(await mailOf(config, db, row));
        accepted = true;
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
        failed++;
      }
      // Marked sent as soon as the server accepted it: a process that dies between the two is the one window
      // where the message can go twice (the lease expires and it is sent again; docs/decisions.md).
      if (accepted) {
        await db.transaction(async (tx) => {
          await markSent(tx, row.id);
          await recordOutcome(tx, row, { status: 'sent', attempts: row.attempts + 1 });
        });
        sent++;
      }
    }
    return { sent, failed };
  };

  const runOnce = async () => {
    const written = await writeEmlCopies();
    const { sent, failed } = await sendDue();
    return { sent, failed, written };
  };

  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch(() => undefined)
      .finally(() => {
        running = null;
      });
  };

  if (opts.autoStart) timer = setInterval(tick, opts.intervalMs ?? 5000);

  return {
    runOnce,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
};
