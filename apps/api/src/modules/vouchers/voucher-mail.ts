import {
  payrollName,
  type EmailPaidDocumentResponse,
  type VoucherSendResult,
  type emailPaidDocumentRequest,
  type resendPaidDocumentRequest,
  type retryPaidDocumentRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { registerAttachmentKind, type AttachmentRef } from '../mail/attachments';
import {
  allocateOutboxIds,
  enqueueMessagesWithIds,
  notifyQueued,
  retryFailedNow,
  type OutboxRow,
} from '../mail/outbox.repository';
import { paymentVoucherMail } from '../mail/templates';
import { formatVoucherDate, voucherFileName } from './voucher-pdf';
import { closedVoucherSet } from './voucher-store';
import * as repo from './vouchers.repository';
import * as documents from './voucher-documents.repository';
import * as deliveries from './voucher-deliveries.repository';
import { closedPayroll, type VoucherDeps } from './vouchers.service';

/**
 * Vouchers by e-mail: queued through the outbox once per employee (`voucher_deliveries`), re-sent explicitly,
 * retried by hand; the `voucher` attachment the mail worker renders at send time and the outcome it logs.
 */
// ---------------------------------------------------------------------------------------------------------
// E-mail through the outbox

const messageOf = (
  payroll: repo.PayrollRow,
  companyName: string,
  protect: boolean,
  r: { employeeNumber: number; fullName: string; email: string },
  delivery: 'send' | 'resend',
) => ({
  kind: 'payment_voucher',
  to: r.email,
  ...paymentVoucherMail({
    name: r.fullName,
    companyName,
    payrollName: payrollName(payroll, 'es'),
    periodStart: formatVoucherDate(payroll.periodStart),
    periodEnd: formatVoucherDate(payroll.periodEnd),
    payDate: formatVoucherDate(payroll.payDate),
    protectedPdf: protect,
  }),
  attachments: [
    { kind: 'voucher', payrollId: payroll.payrollId, employeeNumber: r.employeeNumber, delivery },
  ],
});

const companyNameOf = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const [doc] = await documents.loadVoucherDocuments(db, {
    companyId,
    payrollId,
    employees: null,
    offset: 0,
    limit: 1,
  });
  return doc?.company.name ?? '';
};

/**
 * Queues the vouchers of a closed payroll (all, or the employees asked for) in one transaction: one outbox
 * message and one `send` delivery per employee with an e-mail address. The delivery's partial unique index skips
 * the employees already sent (or queued); employees without an address are answered, not silently skipped.
 */
export const emailPaidDocuments = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof emailPaidDocumentRequest>,
): Promise<EmailPaidDocumentResponse> => {
  const payroll = await closedPayroll(deps.db, auth.companyId, input.payrollId);
  const wanted = input.employees ? [...new Set(input.employees)] : null;
  const result = await deps.db.transaction(async (tx) => {
    const recipients = await documents.payrollRecipients(tx, auth.companyId, payroll.payrollId, wanted);
    if (wanted && recipients.length !== wanted.length) {
      const found = new Set(recipients.map((r) => r.employeeNumber));
      const missing = wanted.filter((n) => !found.has(n));
      throw new AppError('PAYSLIP_NOT_FOUND', undefined, { params: { employees: missing.join(', ') } });
    }
    const withEmail = recipients.filter((r): r is typeof r & { email: string } => r.email !== null);
    const withoutEmail = recipients
      .filter((r) => r.email === null)
      .map((r) => ({ num_empleado: r.employeeNumber, fullName: r.fullName }));
    const ids = await allocateOutboxIds(tx, withEmail.length);
    const rows = withEmail.map((r, i) => ({ ...r, outboxId: ids[i]! }));
    const recorded = await deliveries.insertDeliveries(tx, {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      kind: 'send',
      userId: auth.userId,
      rows: rows.map((r) => ({ employeeNumber: r.employeeNumber, outboxId: r.outboxId, to: r.email })),
    });
    const fresh = rows.filter((r) => recorded.has(r.employeeNumber));
    if (fresh.length > 0) {
      const protect = await documents.voucherPasswordSetting(tx, auth.companyId);
      const companyName = await companyNameOf(tx, auth.companyId, payroll.payrollId);
      await enqueueMessagesWithIds(
        tx,
        fresh.map((r) => ({
          id: r.outboxId,
          ...messageOf(payroll, companyName, protect, r, 'send'),
          companyId: auth.companyId,
        })),
      );
      await deliveries.insertDocumentLog(
        tx,
        fresh.map((r) => ({
          companyId: auth.companyId,
          payrollId: payroll.payrollId,
          employeeNumber: r.employeeNumber,
          document: 'voucher',
          action: 'queued',
          userId: auth.userId,
          detail: r.email,
        })),
      );
    }
    return { queued: fresh.length, alreadySent: rows.length - fresh.length, withoutEmail };
  });
  if (result.queued > 0) notifyQueued();
  return { ...result, progress: await repo.voucherProgress(deps.db, auth.companyId, payroll.payrollId) };
};

/** An explicit re-send of one voucher: a new message and a `resend` delivery, recorded in the document log. */
export const resendPaidDocument = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof resendPaidDocumentRequest>,
): Promise<VoucherSendResult> => {
  const payroll = await closedPayroll(deps.db, auth.companyId, input.payrollId);
  await deps.db.transaction(async (tx) => {
    const [r] = await documents.payrollRecipients(tx, auth.companyId, payroll.payrollId, [
      input.num_empleado,
    ]);
    if (!r) throw new AppError('PAYSLIP_NOT_FOUND');
    if (!r.email)
      throw new AppError('EMPLOYEE_WITHOUT_EMAIL', undefined, { params: { num_empleado: r.employeeNumber } });
    const [outboxId] = await allocateOutboxIds(tx, 1);
    await deliveries.insertDeliveries(tx, {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      kind: 'resend',
      userId: auth.userId,
      rows: [{ employeeNumber: r.employeeNumber, outboxId: outboxId!, to: r.email }],
    });
    const protect = await documents.voucherPasswordSetting(tx, auth.companyId);
    const companyName = await companyNameOf(tx, auth.companyId, payroll.payrollId);
    await enqueueMessagesWithIds(tx, [
      {
        id: outboxId!,
        ...messageOf(payroll, companyName, protect, { ...r, email: r.email }, 'resend'),
        companyId: auth.companyId,
      },
    ]);
    await deliveries.insertDocumentLog(tx, [
      {
        companyId: auth.companyId,
        payrollId: payroll.payrollId,
        employeeNumber: r.employeeNumber,
        document: 'voucher',
        action: 'resent',
        userId: auth.userId,
        detail: r.email,
      },
    ]);
  });
  notifyQueued();
  return { count: 1, progress: await repo.voucherProgress(deps.db, auth.companyId, payroll.payrollId) };
};

/** Failed sendings (all of the payroll or the employees given) become due now, by hand. */
export const retryPaidDocuments = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof retryPaidDocumentRequest>,
): Promise<VoucherSendResult> => {
  const payroll = await closedPayroll(deps.db, auth.companyId, input.payrollId);
  const count = await deps.db.transaction(async (tx) => {
    const failed = await deliveries.failedDeliveryOutboxIds(
      tx,
      auth.companyId,
      payroll.payrollId,
      input.employees ?? null,
    );
    const retried = new Set(
      await retryFailedNow(
        tx,
        failed.map((f) => f.outboxId),
      ),
    );
    const entries = failed.filter((f) => retried.has(f.outboxId));
    await deliveries.insertDocumentLog(
      tx,
      entries.map((f) => ({
        companyId: auth.companyId,
        payrollId: payroll.payrollId,
        employeeNumber: f.employeeNumber,
        document: 'voucher',
        action: 'queued',
        userId: auth.userId,
        detail: 'reintento manual',
      })),
    );
    return entries.length;
  });
  if (count > 0) notifyQueued();
  return { count, progress: await repo.voucherProgress(deps.db, auth.companyId, payroll.payrollId) };
};

// ---------------------------------------------------------------------------------------------------------
// The mail worker's side: render a voucher attachment at send time, log the outcome

const isVoucherRef = (
  ref: AttachmentRef,
): ref is AttachmentRef & { payrollId: number; employeeNumber: number } =>
  typeof ref.payrollId === 'number' && typeof ref.employeeNumber === 'number';

type VoucherItem = { ref: AttachmentRef; message: OutboxRow };

/**
 * The vouchers of a batch of messages (issue 28: the stored PDFs, in Spanish with the company's password
 * setting): per payroll, the payroll, the password setting, which vouchers are stored, and the payslips of the
 * others (rendered and stored when their message goes) in one query each; the renderer then reads only the file.
 */
const prepareVouchers = async (deps: { config: { filesDir: string } }, db: Db, items: VoucherItem[]) => {
  const groups = new Map<string, { companyId: number; payrollId: number; employees: Set<number> }>();
  for (const { ref, message } of items) {
    if (!isVoucherRef(ref) || message.companyId === null) continue;
    const key = `${message.companyId}:${ref.payrollId}`;
    const group = groups.get(key) ?? {
      companyId: message.companyId,
      payrollId: ref.payrollId,
      employees: new Set(),
    };
    group.employees.add(ref.employeeNumber);
    groups.set(key, group);
  }
  const protects = new Map<number, boolean>();
  const loaded = new Map<
    string,
    { payroll: repo.PayrollRow | null; bytes: ((n: number) => Promise<Buffer | null>) | null }
  >();
  for (const [key, g] of groups) {
    if (!protects.has(g.companyId))
      protects.set(g.companyId, await documents.voucherPasswordSetting(db, g.companyId));
    const payroll = await repo.getCalculatedPayroll(db, g.companyId, g.payrollId);
    let bytes = null;
    if (payroll?.status === 'paid') {
      const set = closedVoucherSet({ db, config: deps.config }, g.companyId, payroll, {
        language: 'es',
        protect: protects.get(g.companyId)!,
      });
      bytes = (await set.prepare([...g.employees])).bytes;
    }
    loaded.set(key, { payroll, bytes });
  }
  return async (ref: AttachmentRef, message: OutboxRow) => {
    if (!isVoucherRef(ref) || message.companyId === null) throw new Error('malformed voucher attachment');
    const { payroll, bytes } = loaded.get(`${message.companyId}:${ref.payrollId}`)!;
    if (!payroll || payroll.status !== 'paid' || !bytes) throw new Error('the payroll is not closed');
    const content = await bytes(ref.employeeNumber);
    if (!content) throw new Error('the payslip no longer exists');
    return {
      filename: voucherFileName(payroll.payDate, ref.employeeNumber),
      contentType: 'application/pdf',
      content,
    };
  };
};

/** Registers the `voucher` attachment kind with the mail worker (the mail module never imports this one). */
export const registerVoucherAttachments = (deps: { config: { filesDir: string } }) =>
  registerAttachmentKind('voucher', {
    prepare: (db, items) => prepareVouchers(deps, db, items),
    render: async (db, ref, message) => (await prepareVouchers(deps, db, [{ ref, message }]))(ref, message),
    outcomeLog: (ref, message, outcome) => {
      if (!isVoucherRef(ref) || message.companyId === null) return null;
      const resend = ref.delivery === 'resend';
      return deliveries.documentLogInsert([
        {
          companyId: message.companyId,
          payrollId: ref.payrollId,
          employeeNumber: ref.employeeNumber,
          document: 'voucher',
          action: outcome.status === 'sent' ? 'sent' : 'failed',
          userId: null,
          detail:
            outcome.status === 'sent'
              ? `${message.toAddress}${resend ? ' (reenvío)' : ''}`
              : outcome.status === 'retry'
                ? `intento ${outcome.attempts}: ${outcome.error}; nuevo intento en ${outcome.retryInSeconds} s`
                : `intento ${outcome.attempts}: ${outcome.error}; sin más reintentos`,
        },
      ]);
    },
  });
