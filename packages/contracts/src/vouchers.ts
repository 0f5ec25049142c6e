import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { mailDelivery } from './mail';
import { employeeNumber, PAY_PERIODICITIES } from './employees';
import { isoDate, optionalBody } from './parameters';
import { PAYROLL_KINDS, PAYROLL_STATUSES, payrollId } from './payroll-runs';
import { V } from './validation';

/**
 * Paid payrolls, payment vouchers (comprobantes de pago) and their e-mail (issue 13). Amounts in céntimos.
 *
 * - `paidPayrolls` (POST postPlanilla/paidpayroll): closed payrolls, filtered by periodicity and pay dates.
 * - `employeesPaid3Months` (POST): employees with a voucher in the last 3 months.
 * - `paidDocuments3Months` (POST): the last 3 months' calculated and closed payrolls with their vouchers' counts.
 * - `paidDocumentsEmployee` (POST): one employee's vouchers of the last 3 months.
 * - `voucherStatus` (POST): per employee of a payroll, the voucher's sending status, and the progress.
 * - `voucherPdf` / `vouchersZip` (POST): one voucher (PDF) or all of a payroll (zip), as files.
 * - `emailPaidDocument` (POST util/emailpaiddocument): queue the vouchers (all or some employees) once.
 * - `resendPaidDocument`, `retryPaidDocument` (PUT): an explicit re-send; a failed sending tried again now.
 * - `binnacleDocument` (PUT procesoPlanilla/binnacledocument): record a viewing and list the document log.
 */

/** Vouchers cover the last 3 months (specification, section 9). */
export const VOUCHER_MONTHS = 3;

const periodicity = z.enum(PAY_PERIODICITIES, { error: V.invalidValue });
const employeeList = z
  .array(employeeNumber, { error: V.invalidValue })
  .min(1, { error: V.required })
  .max(20_000, { error: V.invalidValue });

export const paidPayrollsRequest = optionalBody(
  pageQuery.extend({
    periodicity: periodicity.optional(),
    /** Pay dates from and to (inclusive). */
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
);
export type PaidPayrollsRequest = z.input<typeof paidPayrollsRequest>;

export const paidPayroll = z.object({
  payrollId: z.number().int(),
  kind: z.enum(PAYROLL_KINDS),
  periodicity: z.enum(PAY_PERIODICITIES),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  employees: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  closedAt: z.string().nullable(),
});
export type PaidPayroll = z.infer<typeof paidPayroll>;
export const paidPayrollsResponse = pageOf(paidPayroll);
export type PaidPayrollsResponse = z.infer<typeof paidPayrollsResponse>;

export const employeesPaid3MonthsRequest = optionalBody(pageQuery);
export type EmployeesPaid3MonthsRequest = z.input<typeof employeesPaid3MonthsRequest>;
export const employeePaid = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  email: z.string().nullable(),
  vouchers: z.number().int(),
  lastPayDate: z.string(),
  lastNet: z.number().int(),
});
export type EmployeePaid = z.infer<typeof employeePaid>;
export const employeesPaid3MonthsResponse = pageOf(employeePaid);

export const VOUCHER_SEND_STATUSES = ['not_sent', 'queued', 'sent', 'failed'] as const;
export type VoucherSendStatus = (typeof VOUCHER_SEND_STATUSES)[number];

export const voucherProgress = z.object({
  total: z.number().int(),
  notSent: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  withoutEmail: z.number().int(),
});
export type VoucherProgress = z.infer<typeof voucherProgress>;

/**
 * A closed payroll's vouchers rendered once and stored (issue 28): `rendering` while the job after the close
 * runs (`processed` of `total`), `ready` when every voucher is stored, `interrupted` when its job died (it
 * resumes by itself), `failed` when it failed (tried again a while later), `pending` before its job started. A
 * download meanwhile renders what is missing.
 */
/** The files store's folder of a company's stored vouchers (one subfolder per closed payroll and variant). */
export const VOUCHERS_FOLDER = 'comprobantes';
export const VOUCHER_FILES_STATUSES = ['pending', 'rendering', 'ready', 'interrupted', 'failed'] as const;
export const voucherFiles = z.object({
  status: z.enum(VOUCHER_FILES_STATUSES),
  processed: z.number().int(),
  total: z.number().int(),
});
export type VoucherFiles = z.infer<typeof voucherFiles>;

export const paidDocuments3MonthsRequest = optionalBody(z.object({ periodicity: periodicity.optional() }));
export type PaidDocuments3MonthsRequest = z.input<typeof paidDocuments3MonthsRequest>;
export const voucherPayroll = paidPayroll.extend({ progress: voucherProgress });
export type VoucherPayroll = z.infer<typeof voucherPayroll>;
export const paidDocuments3MonthsResponse = z.object({ from: z.string(), items: z.array(voucherPayroll) });
export type PaidDocuments3MonthsResponse = z.infer<typeof paidDocuments3MonthsResponse>;

export const paidDocumentsEmployeeRequest = z.object({ num_empleado: employeeNumber });
export type PaidDocumentsEmployeeRequest = z.input<typeof paidDocumentsEmployeeRequest>;

export const voucherStatusItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  email: z.string().nullable(),
  net: z.number().int(),
  status: z.enum(VOUCHER_SEND_STATUSES),
  /** When the last sending was accepted by the mail server. */
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Without a mail server, the message was written to the local mail folder (still queued). */
  localCopy: z.boolean(),
  /** Sendings put in the outbox: the first and each explicit re-send. */
  sendings: z.number().int(),
});
export type VoucherStatusItem = z.infer<typeof voucherStatusItem>;

export const paidDocumentsEmployeeResponse = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  items: z.array(
    paidPayroll
      .pick({ payrollId: true, periodicity: true, periodStart: true, periodEnd: true, payDate: true })
      .extend({ payrollStatus: z.enum(PAYROLL_STATUSES) })
      .extend(
        voucherStatusItem.pick({ net: true, status: true, sentAt: true, attempts: true, lastError: true })
          .shape,
      ),
  ),
});
export type PaidDocumentsEmployeeResponse = z.infer<typeof paidDocumentsEmployeeResponse>;

export const VOUCHER_STATUS_FILTERS = [...VOUCHER_SEND_STATUSES, 'without_email'] as const;
export const voucherStatusRequest = pageQuery.extend({
  payrollId,
  status: z.enum(VOUCHER_STATUS_FILTERS, { error: V.invalidValue }).optional(),
});
export type VoucherStatusRequest = z.input<typeof voucherStatusRequest>;
export const voucherStatusResponse = pageOf(voucherStatusItem).extend({
  payroll: paidPayroll,
  progress: voucherProgress,
  /** A preview (not closed): vouchers carry the BORRADOR mark and cannot be sent. */
  draft: z.boolean(),
  /** Where queued vouchers go: the mail server, or (without one) .eml copies in a folder. */
  delivery: mailDelivery,
  /** A closed payroll's stored vouchers (null for a preview, whose vouchers are rendered at each download). */
  files: voucherFiles.nullable(),
});
export type VoucherStatusResponse = z.infer<typeof voucherStatusResponse>;

export const voucherPdfRequest = z.object({
  payrollId,
  num_empleado: employeeNumber,
  /** `preview` (shown on screen, logged as previewed) or `download` (logged as downloaded). */
  purpose: z.enum(['preview', 'download'], { error: V.invalidValue }).default('download'),
});
export type VoucherPdfRequest = z.input<typeof voucherPdfRequest>;

export const vouchersZipRequest = z.object({ payrollId });
export type VouchersZipRequest = z.input<typeof vouchersZipRequest>;

export const emailPaidDocumentRequest = z.object({
  payrollId,
  /** The employees to send to; absent: every employee of the payroll. */
  employees: employeeList.optional(),
});
export type EmailPaidDocumentRequest = z.input<typeof emailPaidDocumentRequest>;
export const emailPaidDocumentResponse = z.object({
  queued: z.number().int(),
  /** Employees skipped because their voucher was already sent (re-sending is its own action). */
  alreadySent: z.number().int(),
  withoutEmail: z.array(z.object({ num_empleado: z.number().int(), fullName: z.string() })),
  progress: voucherProgress,
});
export type EmailPaidDocumentResponse = z.infer<typeof emailPaidDocumentResponse>;

export const resendPaidDocumentRequest = z.object({ payrollId, num_empleado: employeeNumber });
export type ResendPaidDocumentRequest = z.input<typeof resendPaidDocumentRequest>;
export const retryPaidDocumentRequest = z.object({ payrollId, employees: employeeList.optional() });
export type RetryPaidDocumentRequest = z.input<typeof retryPaidDocumentRequest>;
export const voucherSendResult = z.object({ count: z.number().int(), progress: voucherProgress });
export type VoucherSendResult = z.infer<typeof voucherSendResult>;

export const DOCUMENT_KINDS = ['voucher', 'vouchers_zip'] as const;
export const DOCUMENT_ACTIONS = [
  'generated',
  'previewed',
  'downloaded',
  'queued',
  'sent',
  'resent',
  'failed',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

export const binnacleDocumentRequest = pageQuery.extend({
  payrollId: payrollId.optional(),
  num_empleado: employeeNumber.optional(),
  /** A viewing the client made of a voucher it already had (printed, opened again): recorded before listing. */
  record: z
    .object({
      payrollId,
      num_empleado: employeeNumber,
      action: z.enum(['previewed', 'downloaded'], { error: V.invalidValue }),
    })
    .optional(),
});
export type BinnacleDocumentRequest = z.input<typeof binnacleDocumentRequest>;
export const documentLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  payrollId: z.number().int().nullable(),
  num_empleado: z.number().int().nullable(),
  fullName: z.string().nullable(),
  document: z.string(),
  action: z.string(),
  userCode: z.string().nullable(),
  detail: z.string().nullable(),
});
export type DocumentLogEntry = z.infer<typeof documentLogEntry>;
export const binnacleDocumentResponse = pageOf(documentLogEntry);
export type BinnacleDocumentResponse = z.infer<typeof binnacleDocumentResponse>;
