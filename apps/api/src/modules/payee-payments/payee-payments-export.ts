import { PAY_ITEM_TEXTS, type PayeeSummaryExportRequest, type PayeeSummaryGroup } from '@planilla/contracts';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import { logDocument } from '../accounting/accounting.repository';
import { payeeSummary, type PayeePaymentsDeps } from './payee-payments.service';

type Text = { es: string; en: string };

/** One row per line: whom, for whom, what and how much. No totals row, so the file can be imported as is. */
const COLUMNS: (Text & { width: number; numFmt?: string })[] = [
  { es: 'Beneficiario', en: 'Payee', width: 34 },
  { es: 'Tipo de beneficiario', en: 'Payee kind', width: 22 },
  { es: 'Identificación del beneficiario', en: 'Payee ID', width: 18 },
  { es: 'IBAN', en: 'IBAN', width: 26 },
  { es: 'Número de empleado', en: 'Employee number', width: 12 },
  { es: 'Empleado', en: 'Employee', width: 34 },
  { es: 'Cédula', en: 'ID number', width: 14 },
  { es: 'Rubro', en: 'Pay item', width: 30 },
  { es: 'Referencia o expediente', en: 'Reference or case number', width: 24 },
  { es: 'Planilla', en: 'Payroll', width: 10 },
  { es: 'Monto', en: 'Amount', width: 16, numFmt: '#,##0.00' },
];

const TOTAL_COLUMNS: (Text & { width: number; numFmt?: string })[] = [
  { es: 'Beneficiario', en: 'Payee', width: 34 },
  { es: 'Tipo de beneficiario', en: 'Payee kind', width: 22 },
  { es: 'Identificación del beneficiario', en: 'Payee ID', width: 18 },
  { es: 'IBAN', en: 'IBAN', width: 26 },
  { es: 'En el archivo del banco', en: 'In the bank file', width: 14 },
  { es: 'Líneas', en: 'Lines', width: 10 },
  { es: 'Total', en: 'Total', width: 18, numFmt: '#,##0.00' },
];

const NO_PAYEE: Text = { es: 'Sin beneficiario', en: 'No payee' };

const payeeCells = (g: PayeeSummaryGroup, lang: Lang): Cell[] => [
  g.payeeName ?? NO_PAYEE[lang],
  g.kind ? PAY_ITEM_TEXTS[lang].payeeKinds[g.kind] : '',
  g.idNumber ?? '',
  g.iban ?? '',
];

/**
 * rubros/pagosbeneficiarioexport: the payee summary as an Excel workbook (the lines, and a sheet of totals per
 * payee with the grand total) or a CSV of the lines in the language's conventions. Names, references and the
 * payees' data are text a person typed: the one writers (`lib/spreadsheet.ts`) keep them from running as
 * formulas. Every download is written to the document log.
 */
export const exportPayeeSummary = async (
  deps: PayeePaymentsDeps,
  auth: AuthContext,
  input: PayeeSummaryExportRequest,
  lang: Lang,
) => {
  const summary = await payeeSummary(deps, auth, input, lang);
  const format = input.format ?? 'xlsx';
  const rows: Cell[][] = summary.groups.flatMap((g) =>
    g.lines.map((l): Cell[] => [
      ...payeeCells(g, lang),
      l.employeeNumber,
      l.employeeName,
      l.nationalId,
      l.typeName,
      l.reference ?? '',
      l.payrollId,
      money(l.amount),
    ]),
  );
  const name = summary.month
    ? `pagos-beneficiarios-${summary.month}`
    : `pagos-beneficiarios-planilla-${summary.payrollIds[0]}`;
  const filename = `${name}${summary.draft ? '-borrador' : ''}.${format}`;
  const logged = async <T>(file: T): Promise<T> => {
    await logDocument(deps.db, {
      companyId: auth.companyId,
      payrollId: input.payrollId ?? null,
      document: 'payee_summary',
      action: 'downloaded',
      userId: auth.userId,
      detail: JSON.stringify({
        format,
        ...(summary.month ? { month: summary.month } : {}),
        payrolls: summary.payrollIds,
        payees: summary.groups.length,
        total: summary.total,
        draft: summary.draft,
      }),
    });
    return file;
  };
  if (format === 'csv')
    return logged({
      contentType: CSV_TYPE,
      filename,
      body: toCsv(
        COLUMNS.map((c) => c[lang]),
        rows,
        lang,
      ),
    });

  const t = (text: Text) => text[lang];
  const totals: Cell[][] = [
    ...summary.groups.map((g): Cell[] => [
      ...payeeCells(g, lang),
      g.inBankFile ? t({ es: 'Sí', en: 'Yes' }) : t({ es: 'No', en: 'No' }),
      g.lines.length,
      money(g.total),
    ]),
    [t({ es: 'Total', en: 'Total' }), '', '', '', '', rows.length, money(summary.total)],
  ];
  const body = await toXlsx([
    {
      name: t({ es: 'Por beneficiario', en: 'By payee' }),
      columns: COLUMNS.map((c) => ({ header: c[lang], width: c.width, numFmt: c.numFmt })),
      rows,
    },
    {
      name: t({ es: 'Totales', en: 'Totals' }),
      columns: TOTAL_COLUMNS.map((c) => ({ header: c[lang], width: c.width, numFmt: c.numFmt })),
      rows: totals,
      boldRows: [totals.length - 1],
    },
  ]);
  return logged({ contentType: XLSX_TYPE, filename, body });
};
