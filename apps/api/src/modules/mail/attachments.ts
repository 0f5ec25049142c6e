import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

type Render = (ref: AttachmentRef, message: OutboxRow) => Promise<RenderedAttachment>;

export type AttachmentKind = {
  render: (db: Db, ref: AttachmentRef, message: OutboxRow) => Promise<RenderedAttachment>;
  /**
   * Reads what a batch of messages' attachments need in a few set-based queries and answers their renderer, which
   * then reads nothing (the worker renders the next message while the current one is on the wire).
   */
  prepare?: (db: Db, items: { ref: AttachmentRef; message: OutboxRow }[]) => Promise<Render>;
  /**
   * A feature's own log of its documents: a data-modifying statement (an INSERT) that runs inside the one statement
   * recording the attempt's outcome, so both are committed together in one round trip.
   */
  outcomeLog?: (ref: AttachmentRef, message: OutboxRow, outcome: MailOutcome) => SQL | null;
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

const kindOf = (ref: AttachmentRef) => {
  const kind = kinds.get(ref.kind);
  if (!kind) throw new Error(`no renderer for attachment kind ${ref.kind}`);
  return kind;
};

/**
 * The attachments of a batch of messages: each kind's data read once for the batch, then a renderer per message.
 * A failed read fails the rendering of each message that needed it (recorded as that message's attempt).
 */
export const prepareAttachments = async (
  db: Db,
  rows: OutboxRow[],
): Promise<(row: OutboxRow) => Promise<RenderedAttachment[]>> => {
  const items = new Map<string, { ref: AttachmentRef; message: OutboxRow }[]>();
  for (const message of rows)
    for (const ref of attachmentRefsOf(message)) {
      const list = items.get(ref.kind) ?? [];
      list.push({ ref, message });
      items.set(ref.kind, list);
    }
  const renderers = new Map<string, Render>();
  for (const [name, list] of items) {
    const kind = kinds.get(name);
    if (!kind?.prepare) continue;
    const render = await kind.prepare(db, list).catch((err: unknown) => () => Promise.reject(err));
    renderers.set(name, render);
  }
  return async (row) => {
    const out: RenderedAttachment[] = [];
    for (const ref of attachmentRefsOf(row)) {
      const prepared = renderers.get(ref.kind);
      out.push(await (prepared ? prepared(ref, row) : kindOf(ref).render(db, ref, row)));
    }
    return out;
  };
};

/** One message's attachments (the .eml copies). */
export const renderAttachments = async (db: Db, row: OutboxRow): Promise<RenderedAttachment[]> =>
  (await prepareAttachments(db, [row]))(row);

/** The features' log statements for an attempt's outcome (run with the outbox's own update, `outbox.repository`). */
export const outcomeStatements = (row: OutboxRow, outcome: MailOutcome): SQL[] =>
  attachmentRefsOf(row).flatMap((ref) => kinds.get(ref.kind)?.outcomeLog?.(ref, row, outcome) ?? []);
