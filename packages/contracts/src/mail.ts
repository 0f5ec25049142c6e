import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { optionalBody } from './parameters';
import { V } from './validation';

/**
 * The company's outgoing mail (issue 23), for its administrators.
 *
 * - `mailOutbox` (POST util/mailoutbox): the company's messages (pending, sent, failed) with attempts, the last
 *   error and the next attempt; the counts per status; and where mail goes (`delivery`).
 * - `retryMail` (PUT util/retrymail): failed messages (the given ids, or all the company's) due again now.
 */

/**
 * Where outgoing mail goes: `smtp` (the configured server), `eml` (no server: each message is also written as an
 * .eml file in `folder` and stays pending), `outbox` (no server and no local copies: messages wait in the outbox).
 */
export const MAIL_DELIVERY_MODES = ['smtp', 'eml', 'outbox'] as const;
export type MailDeliveryMode = (typeof MAIL_DELIVERY_MODES)[number];
export const mailDelivery = z.object({
  mode: z.enum(MAIL_DELIVERY_MODES),
  /** The .eml folder (`eml` only). */
  folder: z.string().nullable(),
});
export type MailDelivery = z.infer<typeof mailDelivery>;

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const mailOutboxRequest = optionalBody(
  pageQuery.extend({ status: z.enum(OUTBOX_STATUSES, { error: V.invalidValue }).optional() }),
);
export type MailOutboxRequest = z.input<typeof mailOutboxRequest>;

export const mailOutboxItem = z.object({
  id: z.number().int(),
  /** What the message is: `voucher`, `password_recovery`, `password_setup`, ... */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** A pending message's next attempt (ISO instant). */
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The local .eml copy's file name (without SMTP). */
  emlFile: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

export const mailOutboxResponse = pageOf(mailOutboxItem).extend({
  delivery: mailDelivery,
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type MailOutboxResponse = z.infer<typeof mailOutboxResponse>;

export const retryMailRequest = optionalBody(
  z.object({
    /** The failed messages to try again; absent: every failed message of the company. */
    ids: z
      .array(
        z
          .number({ error: V.invalidValue })
          .int({ error: V.invalidValue })
          .positive({ error: V.invalidValue }),
        {
          error: V.invalidValue,
        },
      )
      .min(1, { error: V.required })
      .max(1000, { error: V.invalidValue })
      .optional(),
  }),
);
export type RetryMailRequest = z.input<typeof retryMailRequest>;
export const retryMailResponse = z.object({ retried: z.number().int() });
export type RetryMailResponse = z.infer<typeof retryMailResponse>;
