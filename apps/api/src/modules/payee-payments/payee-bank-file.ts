import type { PayeeBankFileRequest } from '@planilla/contracts';
import { ibanBankCode } from '@planilla/domain';
import { createHash } from 'node:crypto';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { XLSX_TYPE } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import { logDocument } from '../accounting/accounting.repository';
import {
  BankFieldOverflow,
  encodeBankFile,
  renderBankFile,
  type BankPayee,
} from '../bank-files/bank-file-render';
import { companyOf } from '../bank-files/bank-files.repository';
import { layoutByCode } from '../bank-files/bank-layouts';
import { bankIbanOf, payeeSummary, type PayeePaymentsDeps } from './payee-payments.service';

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** `Pago rubros 13/11/2026`, or for a month `Pago rubros 2026-11`. */
const defaultReference = (month: string | null, date: string) => {
  if (month) return `Pago rubros ${month}`;
  const [y, m, d] = date.split('-');
  return `Pago rubros ${d}/${m}/${y}`;
};

/**
 * rubros/pagosbeneficiariobanco: what the payees are owed, one record per payee with a valid IBAN, in a bank
 * layout of the net pay's bank file (built-in or the company's): the same layout engine and the same guards
 * (typed text never runs as a formula in a delimited file, never breaks a fixed-width record; a number that
 * does not fit its width is refused, naming the payee). A payee's record: its name, its legal id (`nationalId`
 * fields), its IBAN and the bank in it, its total (`amount`) and its number in the company (`employeeNumber`
 * fields). Only closed payrolls: a processed payroll can still change (409). Answered as a download and written
 * to the document log with the file's SHA-256.
 */
export const payeeBankFile = async (
  deps: PayeePaymentsDeps,
  auth: AuthContext,
  input: PayeeBankFileRequest,
  lang: Lang,
) => {
  const summary = await payeeSummary(deps, auth, input, lang);
  if (summary.draft) throw new AppError('BANK_FILE_PAYROLL_NOT_CLOSED');
  const layout = await layoutByCode(deps.db, auth, input.layoutCode);
  const payees: BankPayee[] = [];
  const names = new Map<number, string>();
  for (const g of summary.groups) {
    const iban = g.payeeId === null ? null : bankIbanOf(g.iban);
    if (iban === null || g.total <= 0) continue;
    if (input.payeeId !== undefined && g.payeeId !== input.payeeId) continue;
    names.set(g.payeeId!, g.payeeName ?? '');
    payees.push({
      employeeNumber: g.payeeId!,
      firstName: g.payeeName ?? '',
      firstSurname: '',
      secondSurname: null,
      nationalId: g.idNumber ?? '',
      iban,
      bankCode: ibanBankCode(iban)!,
      net: g.total,
    });
  }
  if (payees.length === 0) throw new AppError('PAYEE_BANK_FILE_EMPTY');
  const company = await companyOf(deps.db, auth.companyId);
  const now = new Date();
  let rendered;
  try {
    rendered = renderBankFile(layout.definition, payees, {
      payDate: summary.date,
      generatedDate: todayInCostaRica(now),
      reference: input.reference ?? defaultReference(summary.month, summary.date),
      companyLegalId: company.legalId,
      companyName: company.name,
    });
  } catch (err) {
    if (err instanceof BankFieldOverflow)
      throw new AppError('PAYEE_BANK_FILE_FIELD_OVERFLOW', undefined, {
        params: {
          field: err.field,
          value: err.value,
          width: err.width,
          payee: err.employeeNumber === null ? '—' : (names.get(err.employeeNumber) ?? err.employeeNumber),
        },
      });
    throw err;
  }
  const body = await encodeBankFile(layout.definition, rendered);
  const scope = summary.month ?? `planilla-${summary.payrollIds[0]}`;
  const filename = `beneficiarios-${layout.code}-${scope}${input.payeeId ? `-${input.payeeId}` : ''}-${stamp(now)}.${layout.definition.extension}`;
  await logDocument(deps.db, {
    companyId: auth.companyId,
    payrollId: input.payrollId ?? null,
    document: 'payee_bank_file',
    action: 'generated',
    userId: auth.userId,
    detail: JSON.stringify({
      file: filename,
      layout: layout.code,
      ...(summary.month ? { month: summary.month } : {}),
      payrolls: summary.payrollIds,
      records: rendered.recordCount,
      total: rendered.totalAmount,
      sha256: createHash('sha256').update(body).digest('hex'),
    }),
  });
  const { fileType, extension, encoding } = layout.definition;
  const contentType =
    fileType === 'xlsx'
      ? XLSX_TYPE
      : `${extension.toLowerCase() === 'csv' ? 'text/csv' : 'text/plain'}; charset=${encoding}`;
  return { contentType, filename, body };
};
