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
import { zipStream, type ZipEntry } from '../../lib/zip-writer';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { mailDeliveryOf } from '../mail/delivery';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { searchWords } from '../../lib/text';
import { pdfInputOf, voucherFileName, voucherPdfBuffer } from './voucher-pdf';
import { closedVoucherSet } from './voucher-store';
import { ensureVoucherFiles, voucherFilesOf } from './voucher-files';
import * as repo from './vouchers.repository';
import * as documents from './voucher-documents.repository';
import * as deliveries from './voucher-deliveries.repository';
import type { Lang } from '../../lib/i18n';

export type VoucherDeps = { db: Db; config: AppConfig; log?: (err: unknown) => void };

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
  const [{ total, rows }, progress, files] = await Promise.all([
    repo.listVoucherStatus(deps.db, {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      words: searchWords(input.search),
      status: input.status,
      page: input.page,
      pageSize: input.pageSize,
    }),
    repo.voucherProgress(deps.db, auth.companyId, payroll.payrollId),
    voucherFilesOf(deps.db, auth.companyId, payroll),
  ]);
  // Vouchers missing (closed before they were stored), interrupted or failed: their job starts again here.
  // Read again even when this call started none: another instance's sweep may have resumed it meanwhile.
  const resume =
    files && files.status !== 'ready' && files.status !== 'rendering' && deps.config.renderVoucherFiles;
  if (resume)
    await ensureVoucherFiles(
      deps,
      { companyId: auth.companyId, payrollId: payroll.payrollId, userId: auth.userId },
      deps.log ?? (() => undefined),
    );
  return {
    payroll: dto(payroll),
    progress,
    draft: payroll.status !== 'paid',
    delivery: mailDeliveryOf(deps.config),
    files: resume ? await voucherFilesOf(deps.db, auth.companyId, payroll) : files,
    items: rows.map(({ employeeNumber, ...r }) => ({ num_empleado: employeeNumber, ...r })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
};

// ---------------------------------------------------------------------------------------------------------
// The PDF files

/**
 * One voucher's PDF: a closed payroll's stored one (rendered and stored now if it is not yet), a processed
 * payroll's BORRADOR preview rendered at each call. Null when the employee has no payslip in the payroll.
 */
const voucherBytes = async (
  deps: VoucherDeps,
  companyId: number,
  payroll: repo.PayrollRow,
  employeeNumber: number,
  lang: Lang,
): Promise<Buffer | null> => {
  const protect = await documents.voucherPasswordSetting(deps.db, companyId);
  if (payroll.status === 'paid') {
    const set = closedVoucherSet(deps, companyId, payroll, { language: lang, protect });
    return (await set.prepare([employeeNumber])).bytes(employeeNumber);
  }
  const [doc] = await documents.loadVoucherDocuments(deps.db, {
    companyId,
    payrollId: payroll.payrollId,
    employees: [employeeNumber],
    offset: 0,
    limit: 1,
  });
  return doc ? voucherPdfBuffer(pdfInputOf(payroll, doc, protect, lang)) : null;
};

/** One voucher as a PDF stream (a processed payroll's is a BORRADOR preview); logged as previewed or downloaded. */
export const voucherPdf = async (
  deps: VoucherDeps,
  auth: AuthContext,
  input: z.output<typeof voucherPdfRequest>,
  lang: Lang = 'es',
): Promise<{ filename: string; stream: Readable }> => {
  const payroll = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const bytes = await voucherBytes(deps, auth.companyId, payroll, input.num_empleado, lang);
  if (!bytes) throw new AppError('PAYSLIP_NOT_FOUND');
  await deliveries.insertDocumentLog(deps.db, [
    {
      companyId: auth.companyId,
      payrollId: payroll.payrollId,
      employeeNumber: input.num_empleado,
      document: 'voucher',
      action: input.purpose === 'preview' ? 'previewed' : 'downloaded',
      userId: auth.userId,
      detail: payroll.status === 'paid' ? null : 'borrador',
    },
  ]);
  return { filename: voucherFileName(payroll.payDate, input.num_empleado), stream: Readable.from([bytes]) };
};

/** Vouchers read per slice while the zip streams: memory holds two slices' PDFs (~10 MB) and a megabyte of output. */
const ZIP_SLICE = 200;

/**
 * Every voucher of the payroll in one zip, streamed: the next PDFs are taken when the answer has taken the last
 * ones, never all held in memory. A closed payroll's are the stored files (a missing one rendered and stored
 * on the way); a preview's are rendered. Stored, not deflated: a PDF is compressed already, and deflating
 * it again took most of the zip's time for nothing.
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
  const date = payroll.documentDate ?? new Date(`${payroll.payDate}T12:00:00Z`);
  const entry = (employeeNumber: number, data: Buffer): ZipEntry => ({
    name: voucherFileName(payroll.payDate, employeeNumber),
    data,
    date,
  });
  async function* stored(): AsyncGenerator<ZipEntry> {
    const set = closedVoucherSet(deps, auth.companyId, payroll, { language: lang, protect });
    const employees = (
      await documents.payrollRecipients(deps.db, auth.companyId, payroll.payrollId, null)
    ).map((r) => r.employeeNumber);
    const slices = Array.from({ length: Math.ceil(employees.length / ZIP_SLICE) }, (_, i) =>
      employees.slice(i * ZIP_SLICE, (i + 1) * ZIP_SLICE),
    );
    // The next slice's files are read while this one's bytes go out.
    let ahead = slices[0] ? set.prepare(slices[0], { read: true }) : null;
    for (const [i, slice] of slices.entries()) {
      const vouchers = await ahead!;
      ahead = slices[i + 1] ? set.prepare(slices[i + 1]!, { read: true }) : null;
      for (const n of slice) {
        const bytes = await vouchers.bytes(n);
        if (bytes) yield entry(n, bytes);
      }
    }
  }
  async function* drafts(): AsyncGenerator<ZipEntry> {
    for (let offset = 0; ; offset += ZIP_SLICE) {
      const docs = await documents.loadVoucherDocuments(deps.db, {
        companyId: auth.companyId,
        payrollId: payroll.payrollId,
        employees: null,
        offset,
        limit: ZIP_SLICE,
      });
      for (const doc of docs)
        yield entry(doc.employeeNumber, await voucherPdfBuffer(pdfInputOf(payroll, doc, protect, lang)));
      if (docs.length < ZIP_SLICE) break;
    }
  }
  const archive = zipStream(payroll.status === 'paid' ? stored() : drafts());
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
