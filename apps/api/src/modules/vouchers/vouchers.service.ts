import {
  VOUCHER_MONTHS,
  type BinnacleDocumentResponse,
  type EmployeesPaid3MonthsRequest,
  type PaidDocuments3MonthsResponse,
  type PaidDocumentsEmployeeResponse,
  type PaidPayroll,
  type PaidPayrollsResponse,
  type VoucherStatusResponse,
  type binnacleDocumentRequest,
  type paidPayrollsRequest,
  type voucherPdfRequest,
  type voucherStatusRequest,
} from '@planilla/contracts';
import { addMonths } from '@planilla/domain';
import type archiverModule from 'archiver';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { mailDeliveryOf } from '../mail/delivery';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import { onFirstUse } from '../../lib/on-first-use';
import type { AuthContext } from '../../plugins/auth';
import { searchWords } from '../../lib/text';
import { renderVoucherPdf, voucherFileName } from './voucher-pdf';
import * as repo from './vouchers.repository';
import * as documents from './voucher-documents.repository';
import * as deliveries from './voucher-deliveries.repository';
import type { Lang } from '../../lib/i18n';

/** The zip writer, loaded with the first zip (not at the server's start). */
const loadArchiver = onFirstUse<typeof archiverModule>('archiver');

export type VoucherDeps = { db: Db; config: AppConfig };

/** The first pay date the voucher lists cover: 3 months back from today in Costa Rica. */
export const voucherWindowStart = (today = todayInCostaRica()) => addMonths(today, -VOUCHER_MONTHS);

const dto = (p: repo.PayrollRow): PaidPayroll => ({
  payrollId: p.payrollId,
  kind: p.kind,
  periodicity: p.periodicity,
  periodStart: p.periodStart,
  periodEnd: p.periodEnd,
  payDate: p.payDate,
  status: p.status,
  employees: p.employees,
  gross: p.gross,
  net: p.net,
  closedAt: p.closedAt,
});

/** A calculated payroll of the session's company (another company's is not found). */
export const calculatedPayroll = async (db: Db, companyId: number, payrollId: number) => {
  const payroll = await repo.getCalculatedPayroll(db, companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  if (payroll.status !== 'processed' && payroll.status !== 'paid')
    throw new AppError('PAYROLL_NOT_CALCULATED');
  return payroll;
};
export const closedPayroll = async (db: Db, companyId: number, payrollId: number) => {
  const payroll = await calculatedPayroll(db, companyId, payrollId);
  if (payroll.status !== 'paid') throw new AppError('VOUCHER_PAYROLL_NOT_CLOSED');
  return payroll;
};

// ---------------------------------------------------------------------------------------------------------
// Lists

export const listPaidPayrolls = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof paidPayrollsRequest>,
): Promise<PaidPayrollsResponse> => {
  const { total, rows } = await repo.listPayrolls(deps.db, {
    companyId: auth.companyId,
    statuses: ['paid'],
    periodicity: input.periodicity,
    from: input.from,
    to: input.to,
    page: input.page,
    pageSize: input.pageSize,
  });
  return { items: rows.map(dto), total, page: input.page, pageSize: input.pageSize };
};

export const listEmployeesPaid3Months = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: { page: number; pageSize: number; search?: string } & EmployeesPaid3MonthsRequest,
) => {
  const { total, rows } = await repo.listEmployeesPaidSince(deps.db, {
    companyId: auth.companyId,
    from: voucherWindowStart(),
    words: searchWords(input.search),
    page: input.page,
    pageSize: input.pageSize,
  });
  return { items: rows, total, page: input.page, pageSize: input.pageSize };
};

/** The last 3 months' calculated (preview) and closed payrolls, each with its vouchers' sending progress. */
export const listPaidDocuments3Months = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: { periodicity?: string },
): Promise<PaidDocuments3MonthsResponse> => {
  const from = voucherWindowStart();
  const { rows } = await repo.listPayrolls(deps.db, {
    companyId: auth.companyId,
    statuses: ['processed', 'paid'],
    periodicity: input.periodicity,
    from,
    page: 1,
    pageSize: 500,
  });
  const progress = await repo.voucherProgressOf(
    deps.db,
    auth.companyId,
    rows.map((r) => r.payrollId),
  );
  const empty = { total: 0, notSent: 0, queued: 0, sent: 0, failed: 0, withoutEmail: 0 };
  return { from, items: rows.map((r) => ({ ...dto(r), progress: progress.get(r.payrollId) ?? empty })) };
};

export const listEmployeeVouchers = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: { num_empleado: number },
): Promise<PaidDocumentsEmployeeResponse> => {
  const employee = await repo.getEmployeeName(deps.db, auth.companyId, input.num_empleado);
  if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND');
  const rows = await repo.listEmployeeVouchersSince(
    deps.db,
    auth.companyId,
    input.num_empleado,
    voucherWindowStart(),
  );
  return {
    num_empleado: input.num_empleado,
    fullName: employee.fullName,
    items: rows.map(({ sendStatus, status, ...r }) => ({ ...r, payrollStatus: status, status: sendStatus })),
  };
};

export const voucherStatusOf = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof voucherStatusRequest>,
): Promise<VoucherStatusResponse> => {
  const payroll = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const [{ total, rows }, progress] = await Promise.all([
    repo.listVoucherStatus(deps.db, {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      words: searchWords(input.search),
      status: input.status,
      page: input.page,
      pageSize: input.pageSize,
    }),
    repo.voucherProgress(deps.db, auth.companyId, payroll.payrollId),
  ]);
  return {
    payroll: dto(payroll),
    progress,
    draft: payroll.status !== 'paid',
    delivery: mailDeliveryOf(deps.config),
    items: rows.map(({ employeeNumber, ...r }) => ({ num_empleado: employeeNumber, ...r })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

// ---------------------------------------------------------------------------------------------------------
// The PDF files

const passwordOf = (protect: boolean, doc: documents.VoucherDocument) =>
  protect ? doc.nationalId.replace(/[^0-9A-Za-z]/g, '') : null;

/** What the voucher PDF needs; `language` is the reader's (a download), Spanish by default (an e-mail). */
export const pdfInputOf = (
  payroll: repo.PayrollRow,
  doc: documents.VoucherDocument,
  protect: boolean,
  language: Lang = 'es',
) => ({
  doc,
  language,
  payroll,
  createdAt: payroll.documentDate ?? new Date(`${payroll.payDate}T12:00:00Z`),
  draft: payroll.status !== 'paid',
  password: passwordOf(protect, doc),
});

/** One voucher as a PDF stream (a processed payroll's is a BORRADOR preview); logged as previewed or downloaded. */
export const voucherPdf = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof voucherPdfRequest>,
  lang: Lang = 'es',
): Promise<{ filename: string; stream: Readable }> => {
  const payroll = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const [doc] = await documents.loadVoucherDocuments(deps.db, {
    companyId: auth.companyId,
    payrollId: payroll.payrollId,
    employees: [input.num_empleado],
    offset: 0,
    limit: 1,
  });
  if (!doc) throw new AppError('PAYSLIP_NOT_FOUND');
  const protect = await documents.voucherPasswordSetting(deps.db, auth.companyId);
  await deliveries.insertDocumentLog(deps.db, [
    {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      employeeNumber: doc.employeeNumber,
      document: 'voucher',
      action: input.purpose === 'preview' ? 'previewed' : 'downloaded',
      userId: auth.userId,
      detail: payroll.status === 'paid' ? null : 'borrador',
    },
  ]);
  return {
    filename: voucherFileName(payroll.payDate, doc.employeeNumber),
    stream: renderVoucherPdf(pdfInputOf(payroll, doc, protect, lang)),
  };
};

/** Vouchers read per slice while the zip streams: memory holds one slice of payslips and one PDF. */
const ZIP_SLICE = 200;

/**
 * Every voucher of the payroll in one zip, streamed: each PDF is rendered when the archive is ready for it and
 * written through, never all held in memory.
 */
export const vouchersZip = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: { payrollId: number },
  lang: Lang = 'es',
): Promise<{ filename: string; stream: Readable }> => {
  const payroll = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const protect = await documents.voucherPasswordSetting(deps.db, auth.companyId);
  await deliveries.insertDocumentLog(deps.db, [
    {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      employeeNumber: null,
      document: 'vouchers_zip',
      action: 'downloaded',
      userId: auth.userId,
      detail: `${payroll.employees}${payroll.status === 'paid' ? '' : ' (borrador)'}`,
    },
  ]);
  const archive = loadArchiver()('zip', { zlib: { level: 1 } });
  const date = pdfInputOf(payroll, {} as documents.VoucherDocument, false).createdAt;
  const fill = async () => {
    for (let offset = 0; ; offset += ZIP_SLICE) {
      const docs = await documents.loadVoucherDocuments(deps.db, {
        companyId: auth.companyId,
        payrollId: payroll.payrollId,
        employees: null,
        offset,
        limit: ZIP_SLICE,
      });
      for (const doc of docs) {
        const entry = once(archive, 'entry');
        archive.append(renderVoucherPdf(pdfInputOf(payroll, doc, protect, lang)), {
          name: voucherFileName(payroll.payDate, doc.employeeNumber),
          date,
        });
        await entry;
      }
      if (docs.length < ZIP_SLICE) break;
    }
    await archive.finalize();
  };
  fill().catch((err: unknown) => archive.destroy(err instanceof Error ? err : new Error(String(err))));
  return { filename: `comprobantes-${payroll.payDate}-${payroll.payrollId}.zip`, stream: archive };
};

// ---------------------------------------------------------------------------------------------------------
// Document log

export const binnacleDocument = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof binnacleDocumentRequest>,
): Promise<BinnacleDocumentResponse> => {
  if (input.payrollId !== undefined) await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  if (input.record) {
    const record = input.record;
    const payroll = await calculatedPayroll(deps.db, auth.companyId, record.payrollId);
    const [r] = await documents.payrollRecipients(deps.db, auth.companyId, payroll.payrollId, [
      record.num_empleado,
    ]);
    if (!r) throw new AppError('PAYSLIP_NOT_FOUND');
    await deliveries.insertDocumentLog(deps.db, [
      {
        companyId: auth.companyId,
        payrollId: payroll.payrollId,
        employeeNumber: r.employeeNumber,
        document: 'voucher',
        action: record.action,
        userId: auth.userId,
      },
    ]);
  }
  const { total, rows } = await deliveries.listDocumentLog(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId,
    employeeNumber: input.num_empleado,
    page: input.page,
    pageSize: input.pageSize,
  });
  return { items: rows, total, page: input.page, pageSize: input.pageSize };
};
