import type { AccountingResume, accountingResumeExportRequest } from '@planilla/contracts';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, csvCell, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './accounting.repository';
import { accountingResume, type AccountingDeps } from './accounting.service';

type Text = { es: string; en: string };

/** The columns an accounting system imports, in this order: one row per journal line, no totals row. */
const COLUMNS: (Text & { width: number; numFmt?: string })[] = [
  { es: 'Fecha', en: 'Date', width: 12 },
  { es: 'Cuenta', en: 'Account', width: 14 },
  { es: 'Nombre de la cuenta', en: 'Account name', width: 40 },
  { es: 'Centro de costo', en: 'Cost centre', width: 24 },
  { es: 'Descripción', en: 'Description', width: 70 },
  { es: 'Débito', en: 'Debit', width: 18, numFmt: '#,##0.00' },
  { es: 'Crédito', en: 'Credit', width: 18, numFmt: '#,##0.00' },
];

const costCentre = (line: AccountingResume['lines'][number], lang: Lang): string =>
  line.departmentName ??
  (line.noDepartment
    ? lang === 'es'
      ? 'Sin departamento'
      : 'No department'
    : line.departmentId
      ? `#${line.departmentId}`
      : '');

/**
 * procesoPlanilla/accountingresumeexport: the journal as XLSX or CSV (the CSV in the language's conventions:
 * `;` and `dd/mm/yyyy` in Spanish). The Excel file adds a second sheet with the totals, the balance check and
 * the payrolls included. Every download is written to the document log.
 */
export const exportAccountingResume = async (
  deps: AccountingDeps,
  auth: AuthContext,
  input: z.output<typeof accountingResumeExportRequest>,
  lang: Lang,
) => {
  const journal = await accountingResume(deps, auth, input, lang);
  const { format } = input;
  const [y, m, d] = journal.date.split('-').map(Number) as [number, number, number];
  const date: Cell = format === 'xlsx' ? new Date(Date.UTC(y, m - 1, d)) : journal.date;
  const rows: Cell[][] = journal.lines.map((l) => [
    date,
    l.accountCode,
    l.accountName,
    costCentre(l, lang),
    l.description,
    money(l.debit),
    money(l.credit),
  ]);
  const name = journal.month
    ? `asiento-planilla-${journal.month}`
    : `asiento-planilla-${journal.payrolls[0]!.payrollId}-${journal.payrolls[0]!.periodStart}`;
  const filename = `${name}${journal.draft ? '-borrador' : ''}.${format}`;
  // Logged once the file is made (a failure to make it is no download).
  const logged = async <T>(file: T): Promise<T> => {
    await repo.logDocument(deps.db, {
      companyId: auth.companyId,
      payrollId: input.payrollId ?? null,
      document: 'journal',
      action: 'downloaded',
      userId: auth.userId,
      detail: JSON.stringify({
        format,
        ...(input.month ? { month: input.month } : {}),
        payrolls: journal.payrolls.map((p) => p.payrollId),
        debit: journal.totals.debit,
        credit: journal.totals.credit,
        draft: journal.draft,
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

  const t = (es: string, en: string) => (lang === 'es' ? es : en);
  const summary: Cell[][] = [
    [t('Total débitos', 'Total debits'), money(journal.totals.debit)],
    [t('Total créditos', 'Total credits'), money(journal.totals.credit)],
    [t('Balanceado', 'Balanced'), journal.totals.balanced ? t('Sí', 'Yes') : t('No', 'No')],
    [
      t('Borrador (planilla sin cerrar)', 'Draft (payroll not closed)'),
      journal.draft ? t('Sí', 'Yes') : t('No', 'No'),
    ],
    [t('Empleados', 'Employees'), String(journal.payrollTotals.employees)],
    ...journal.payrolls.map((p): Cell[] => [
      t(`Planilla #${p.payrollId}`, `Payroll #${p.payrollId}`),
      `${csvCell(p.periodStart, lang)} – ${csvCell(p.periodEnd, lang)} (${t('pago', 'paid')} ${csvCell(p.payDate, lang)})`,
    ]),
  ];
  const body = await toXlsx([
    {
      name: t('Asiento', 'Journal'),
      columns: COLUMNS.map((c) => ({
        header: c[lang],
        width: c.width,
        numFmt: c.numFmt ?? (c.es === 'Fecha' ? (lang === 'es' ? 'dd/mm/yyyy' : 'mm/dd/yyyy') : undefined),
      })),
      rows,
    },
    {
      name: t('Resumen', 'Summary'),
      columns: [
        { header: t('Concepto', 'Item'), width: 36 },
        { header: t('Valor', 'Value'), width: 44, numFmt: '#,##0.00' },
      ],
      rows: summary,
    },
  ]);
  return logged({ contentType: XLSX_TYPE, filename, body });
};
