import { basename } from 'node:path';
import type { MailOutboxResponse, OutboxStatus, RetryMailResponse, mailOutboxRequest, retryMailRequest } from '@planilla/contracts';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { mailDeliveryOf } from './delivery';
import { listCompanyOutbox, notifyQueued, retryCompanyFailed } from './outbox.repository';

export type MailDeps = { db: Db; config: AppConfig };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * util/mailoutbox: the company's outgoing mail for its administrators: each message's state, attempts and last
 * error, and where mail goes (SMTP, or the .eml folder). Never the body: it may hold a password link or salaries.
 * Messages without a company (a user's own password e-mails) are not any one company's to see.
 */
export const listMailOutbox = async (
  deps: MailDeps,
  auth: AuthContext,
  input: z.output<typeof mailOutboxRequest>,
): Promise<MailOutboxResponse> => {
  const { rows, total, counts } = await listCompanyOutbox(deps.db, {
    companyId: auth.companyId,
    status: input.status,
    search: input.search,
    page: input.page,
    pageSize: input.pageSize,
  });
  const countOf = (status: OutboxStatus) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    delivery: mailDeliveryOf(deps.config),
    counts: { pending: countOf('pending'), sent: countOf('sent'), failed: countOf('failed') },
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to,
      subject: r.subject,
      status: r.status as OutboxStatus,
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
      sentAt: iso(r.sentAt),
      createdAt: r.createdAt.toISOString(),
      emlFile: r.emlPath ? basename(r.emlPath) : null,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

/** util/retrymail: the company's failed messages (some or all) due again now, recorded in the audit log. */
export const retryMail = async (
  deps: MailDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof retryMailRequest>,
): Promise<RetryMailResponse> => {
  const retried = await deps.db.transaction(async (tx) => {
    const ids = await retryCompanyFailed(tx, auth.companyId, input.ids);
    if (ids.length > 0)
      await recordChange(tx, { auth, meta }, {
        action: 'mail_retried',
        entity: 'outbox',
        entityId: ids.length === 1 ? ids[0]! : `${ids.length} messages`,
        before: { status: 'failed', ids },
        after: { status: 'pending' },
      });
    return ids.length;
  });
  if (retried > 0) notifyQueued();
  return { retried };
};
