import type { Db, DbOrTx } from '../../db/client';
import type { OutboxRow } from './outbox.repository';

/**
 * Documents a message carries are stored as references (`outbox.attachments`: `[{ kind: 'voucher', ... }]`) and
 * rendered when the message is sent, never kept in the row. Features register the kinds they attach; the mail
 * module never imports a feature.
 */
export type AttachmentRef = { kind: string } & Record<string, unknown>;
export type RenderedAttachment = { filename: string; contentType: string; content: Buffer };
export type MailOutcome =
  | { status: 'sent'; attempts: number }
  | { status: 'retry'; attempts: number; error: string; retryInSeconds: number }
  | { status: 'failed'; attempts: number; error: string };

export type AttachmentKind = {
  render: (db: Db, ref: AttachmentRef, message: OutboxRow) => Promise<RenderedAttachment>;
  /** Runs in the transaction that records the attempt's outcome (a feature's own log of its documents). */
  onOutcome?: (tx: DbOrTx, ref: AttachmentRef, message: OutboxRow, outcome: MailOutcome) => Promise<void>;
};

const kinds = new Map<string, AttachmentKind>();

export const registerAttachmentKind = (kind: string, handler: AttachmentKind) => {
  kinds.set(kind, handler);
};

export const attachmentRefsOf = (row: OutboxRow): AttachmentRef[] =>
  Array.isArray(row.attachments)
    ? (row.attachments as unknown[]).filter(
        (a): a is AttachmentRef =>
          typeof a === 'object' && a !== null && typeof (a as AttachmentRef).kind === 'string',
      )
    : [];

export const renderAttachments = async (db: Db, row: OutboxRow): Promise<RenderedAttachment[]> => {
  const out: RenderedAttachment[] = [];
  for (const ref of attachmentRefsOf(row)) {
    const kind = kinds.get(ref.kind);
    if (!kind) throw new Error(`no renderer for attachment kind ${ref.kind}`);
    out.push(await kind.render(db, ref, row));
  }
  return out;
};

export const recordOutcome = async (tx: DbOrTx, row: OutboxRow, outcome: MailOutcome) => {
  for (const ref of attachmentRefsOf(row)) await kinds.get(ref.kind)?.onOutcome?.(tx, ref, row, outcome);
};
