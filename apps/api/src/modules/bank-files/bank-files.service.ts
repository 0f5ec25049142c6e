import {
  BANK_FILES_FOLDER,
  bankLayoutDefinition,
  type BankFileRequest,
  type BankLayoutDefinition,
  type BankLayoutPreview,
  type BankLayoutPreviewRequest,
  type EmployeeWithoutAccount,
  type GeneratedFileItem,
  type PaymentGroup,
  type PaymentResume,
} from '@planilla/contracts';
import { ibanBankCode, isValidIban, normalizeIban } from '@planilla/domain';
import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { moveIntoPlace, storedPath, tempUploadPath } from '../files/stored-files';
import { getPayroll, type PayrollRecord } from '../payroll-state/payroll-state.repository';
import {
  BankFieldOverflow,
  encodeBankFile,
  renderBankFile,
  type BankFileFacts,
  type BankPayee,
  type RenderedBankFile,
} from './bank-file-render';
import * as repo from './bank-files.repository';
import { assertWideEnough, layoutByCode } from './bank-layouts';
import { fullName } from '@planilla/contracts';

export type BankFilesDeps = { db: Db; config: AppConfig };

/** Test seam: runs inside the bank file's transaction, after its rows are written and the file is in place. */
export const bankFileTestHooks: { beforeCommit?: () => void | Promise<void> } = {};

/** A processed or paid payroll of the session's company (404 for another company's). */
const calculatedPayroll = async (
  db: DbOrTx,
  auth: AuthContext,
  payrollId: number,
): Promise<PayrollRecord> => {
  const payroll = await getPayroll(db, auth.companyId, payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  if (payroll.status !== 'processed' && payroll.status !== 'paid')
    throw new AppError('PAYMENT_SUMMARY_NOT_CALCULATED');
  return payroll;
};

type Split = { payees: BankPayee[]; withoutAccount: EmployeeWithoutAccount[]; nothingToPay: repo.PayeeRow[] };

/** Who the bank pays (valid IBAN, net above zero), who has no valid IBAN, and who has nothing to be paid. */
const splitPayees = (rows: readonly repo.PayeeRow[]): Split => {
  const out: Split = { payees: [], withoutAccount: [], nothingToPay: [] };
  for (const r of rows) {
    if (r.net <= 0) {
      out.nothingToPay.push(r);
      continue;
    }
    const iban = r.iban === null ? null : normalizeIban(r.iban);
    if (iban === null || iban === '' || !isValidIban(iban)) {
      out.withoutAccount.push({
        num_empleado: r.employeeNumber,
        fullName: fullName(r),
        nationalId: r.nationalId,
        iban: iban || null,
        reason: iban ? 'invalid' : 'missing',
        net: r.net,
      });
      continue;
    }
    out.payees.push({
      employeeNumber: r.employeeNumber,
      firstName: r.firstName,
      firstSurname: r.firstSurname,
      secondSurname: r.secondSurname,
      nationalId: r.nationalId,
      iban,
      bankCode: ibanBankCode(iban)!,
      net: r.net,
    });
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------
// procesoPlanilla/paymentresume

export const paymentResume = async (
  deps: BankFilesDeps,
  auth: AuthContext,
  input: { payrollId: number },
): Promise<PaymentResume> => {
  const payroll = await calculatedPayroll(deps.db, auth, input.payrollId);
  const [rows, names, storedNet] = await Promise.all([
    repo.listPayees(deps.db, auth.companyId, payroll.id),
    repo.bankNames(deps.db),
    repo.calculationNet(deps.db, auth.companyId, payroll.id),
  ]);
  const split = splitPayees(rows);
  const byBank = new Map<string, PaymentGroup>();
  for (const p of split.payees) {
    const g = byBank.get(p.bankCode) ?? {
      bankCode: p.bankCode,
      bankName: names.get(p.bankCode) ?? null,
      method: 'transfer' as const,
      employees: 0,
      net: 0,
    };
    g.employees += 1;
    g.net += p.net;
    byBank.set(p.bankCode, g);
  }
  const groups: PaymentGroup[] = [...byBank.values()].sort(
    (a, b) => b.net - a.net || a.bankCode!.localeCompare(b.bankCode!),
  );
  const withoutAccountNet = split.withoutAccount.reduce((s, e) => s + e.net, 0);
  if (split.withoutAccount.length > 0)
    groups.push({
      bankCode: null,
      bankName: null,
      method: 'no_account',
      employees: split.withoutAccount.length,
      net: withoutAccountNet,
    });
  if (split.nothingToPay.length > 0)
    groups.push({
      bankCode: null,
      bankName: null,
      method: 'nothing_to_pay',
      employees: split.nothingToPay.length,
      net: split.nothingToPay.reduce((s, e) => s + e.net, 0),
    });
  const transferNet = split.payees.reduce((s, p) => s + p.net, 0);
  const net = groups.reduce((s, g) => s + g.net, 0);
  const calculationNet = storedNet ?? 0;
  return {
    payroll: {
      payrollId: payroll.id,
      periodicity: payroll.periodicity,
      periodStart: payroll.periodStart,
      periodEnd: payroll.periodEnd,
      payDate: payroll.payDate,
      status: payroll.status,
    },
    groups,
    withoutAccount: split.withoutAccount,
    totals: {
      employees: rows.length,
      net,
      transferEmployees: split.payees.length,
      transferNet,
      withoutAccountEmployees: split.withoutAccount.length,
      withoutAccountNet,
    },
    calculationNet,
    matches: net === calculationNet,
  };
};

// ---------------------------------------------------------------------------------------------------------
// The file: preview and generation

const defaultReference = (payDate: string) => {
  const [y, m, d] = payDate.split('-');
  return `Pago planilla ${d}/${m}/${y}`;
};

type Built = {
  payroll: PayrollRecord;
  layoutCode: string;
  definition: BankLayoutDefinition;
  rendered: RenderedBankFile;
  withoutAccount: number;
  fileName: string;
};

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The file's name: layout, payroll, bank (when chosen) and the moment (UTC), so each generation has its own. */
const fileNameOf = (
  layoutCode: string,
  payrollId: number,
  bankCode: string | undefined,
  ext: string,
  now: Date,
) => `banco-${layoutCode}-planilla-${payrollId}${bankCode ? `-${bankCode}` : ''}-${stamp(now)}.${ext}`;

const buildFile = async (
  db: DbOrTx,
  auth: AuthContext,
  payroll: PayrollRecord,
  layout: { code: string; definition: BankLayoutDefinition },
  input: { bankCode?: string; reference?: string },
  now: Date,
): Promise<Built> => {
  const [rows, company] = await Promise.all([
    repo.listPayees(db, auth.companyId, payroll.id),
    repo.companyOf(db, auth.companyId),
  ]);
  const split = splitPayees(rows);
  const payees = input.bankCode ? split.payees.filter((p) => p.bankCode === input.bankCode) : split.payees;
  const facts: BankFileFacts = {
    payDate: payroll.payDate,
    generatedDate: todayInCostaRica(now),
    reference: input.reference ?? defaultReference(payroll.payDate),
    companyLegalId: company.legalId,
    companyName: company.name,
  };
  let rendered: RenderedBankFile;
  try {
    rendered = renderBankFile(layout.definition, payees, facts);
  } catch (err) {
    if (err instanceof BankFieldOverflow)
      throw new AppError('BANK_FILE_FIELD_OVERFLOW', undefined, {
        params: {
          field: err.field,
          value: err.value,
          width: err.width,
          num_empleado: err.employeeNumber ?? '—',
        },
      });
    throw err;
  }
  return {
    payroll,
    layoutCode: layout.code,
    definition: layout.definition,
    rendered,
    withoutAccount: split.withoutAccount.length,
    fileName: fileNameOf(layout.code, payroll.id, input.bankCode, layout.definition.extension, now),
  };
};

/** procesoPlanilla/banklayoutpreview: the first lines and the totals, nothing stored. */
export const previewBankFile = async (
  deps: BankFilesDeps,
  auth: AuthContext,
  input: BankLayoutPreviewRequest,
): Promise<BankLayoutPreview> => {
  const payroll = await calculatedPayroll(deps.db, auth, input.payrollId);
  const unsaved = input.definition ? bankLayoutDefinition.parse(input.definition) : null;
  if (unsaved) assertWideEnough(unsaved);
  const layout = unsaved
    ? { code: 'PREVIEW', definition: unsaved }
    : await layoutByCode(deps.db, auth, input.layoutCode!);
  const built = await buildFile(deps.db, auth, payroll, layout, input, new Date());
  const max = input.lines ?? 10;
  return {
    lines: built.rendered.lines.slice(0, max).map((l) => ({
      kind: l.kind,
      text: l.text,
      cells: l.cells.map((c) => c.text),
      length: [...l.text].length,
    })),
    lineCount: built.rendered.lines.length,
    recordCount: built.rendered.recordCount,
    totalAmount: built.rendered.totalAmount,
    fileName: built.fileName,
    withoutAccount: built.withoutAccount,
  };
};

const fileItemOf = (r: repo.GeneratedFileRow): GeneratedFileItem => ({
  id: r.id,
  kind: r.kind,
  payrollId: r.payrollId,
  layoutCode: r.layoutCode,
  carpeta: r.folder,
  nom_archivo: r.fileName,
  sha256: r.sha256,
  byteSize: r.byteSize,
  recordCount: r.recordCount,
  totalAmount: r.totalAmount,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
});

/**
 * procesoPlanilla/bankfile: the bank file of a closed (paid) payroll, stored in the company's `bancos` folder
 * with its `generated_files` and `document_log` rows. The bytes go to a temporary file first; inside the
 * transaction the rows are written and the file is moved into place as the last step, so a failure before the
 * commit removes the file and a failure writing the file rolls the rows back.
 */
export const generateBankFile = async (
  deps: BankFilesDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: BankFileRequest,
): Promise<GeneratedFileItem> => {
  const payroll = await getPayroll(deps.db, auth.companyId, input.payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  if (payroll.status !== 'paid') throw new AppError('BANK_FILE_PAYROLL_NOT_CLOSED');
  const layout = await layoutByCode(deps.db, auth, input.layoutCode);
  const now = new Date();
  const built = await buildFile(deps.db, auth, payroll, layout, input, now);
  if (built.rendered.recordCount === 0) throw new AppError('BANK_FILE_EMPTY');
  const bytes = await encodeBankFile(layout.definition, built.rendered);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const filesDir = deps.config.filesDir;
  const target = storedPath(filesDir, auth.companyId, {
    carpeta: BANK_FILES_FOLDER,
    nom_archivo: built.fileName,
  });
  const temp = await tempUploadPath(filesDir, auth.companyId);
  let placed = false;
  try {
    await writeFile(temp, bytes);
    return await deps.db.transaction(async (tx) => {
      const file = {
        kind: 'bank_file',
        payrollId: payroll.id,
        layoutCode: layout.code,
        folder: BANK_FILES_FOLDER,
        fileName: built.fileName,
        sha256,
        byteSize: bytes.length,
        recordCount: built.rendered.recordCount,
        totalAmount: built.rendered.totalAmount,
      };
      const id = await repo.insertGeneratedFile(tx, auth.companyId, auth.userId, file);
      await repo.insertDocumentLog(tx, {
        companyId: auth.companyId,
        payrollId: payroll.id,
        document: 'bank_file',
        action: 'generated',
        userId: auth.userId,
        detail: built.fileName,
      });
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'bank_file_generated',
          entity: 'generated_file',
          entityId: id,
          before: null,
          after: { ...file, bankCode: input.bankCode ?? null },
        },
      );
      await moveIntoPlace(temp, target);
      placed = true;
      await bankFileTestHooks.beforeCommit?.();
      const [row] = (await repo.listGeneratedFiles(tx, auth.companyId, payroll.id, 'bank_file')).filter(
        (r) => r.id === id,
      );
      return fileItemOf(row!);
    });
  } catch (err) {
    if (placed) await rm(target, { force: true });
    throw err;
  } finally {
    await rm(temp, { force: true });
  }
};

/** procesoPlanilla/bankfiles: the payroll's stored bank files, newest first. */
export const listBankFiles = async (
  deps: BankFilesDeps,
  auth: AuthContext,
  input: { payrollId: number },
): Promise<GeneratedFileItem[]> => {
  const payroll = await getPayroll(deps.db, auth.companyId, input.payrollId);
  if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
  return (await repo.listGeneratedFiles(deps.db, auth.companyId, payroll.id, 'bank_file')).map(fileItemOf);
};
