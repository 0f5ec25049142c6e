import {
  ATTENDANCE_CODES,
  fillText,
  formatCentimos,
  garnishmentText,
  issueLabel,
  lineLabel,
  PAYSLIP_TEXTS,
  type AttendanceCode,
  type payrollCalculateExportRequest,
} from '@planilla/contracts';
import { parseCarriedRuleDetail } from '@planilla/domain';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, csvCell, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './calculation.repository';
import { searchWords } from '../../lib/text';
import type { CalculationDeps } from './calculation-progress';
import { calculatedPayroll } from './results';
import { listPayItemLines, type PayItemLineText } from '../payslips/payslips.repository';

type Text = { es: string; en: string };
type ResultRow = Awaited<ReturnType<typeof repo.listResults>>['rows'][number];

/** The attendance codes of the specification, as the days columns name them. */
const CODE_NAMES: Record<AttendanceCode, Text> = {
  R: { es: 'regular', en: 'regular' },
  E: { es: 'extras', en: 'extra hours' },
  A: { es: 'ausente', en: 'absent' },
  S: { es: 'sin marca', en: 'no mark' },
  V: { es: 'vacaciones', en: 'vacation' },
  I: { es: 'incapacidad', en: 'disability' },
  '+': { es: 'pago adicional', en: 'additional payment' },
  '-': { es: 'rebajo', en: 'pay deduction' },
};

/**
 * One warning as text, from the payslip catalogue: its name and the day (in the language's date order), or the
 * carried table's sentence (the web's payslip says the same).
 */
const issueText = (w: ResultRow['warnings'][number], lang: Lang): string => {
  const name = issueLabel(w.code, lang);
  const carried =
    w.code === 'RULES_CARRIED_FORWARD' || w.code === 'RULES_CARRIED_BACKWARD'
      ? parseCarriedRuleDetail(w.detail)
      : null;
  if (carried) {
    const direction = w.code === 'RULES_CARRIED_FORWARD' ? 'forward' : 'backward';
    return fillText(PAYSLIP_TEXTS[lang].carried[direction][carried.table], {
      year: carried.year,
      decree: carried.decree ?? '—',
      appliedTo: carried.appliedTo,
    });
  }
  return w.date ? `${name} (${csvCell(w.date, lang)})` : name;
};

/** Money cells (`money`): colones as numbers under this format in Excel, two decimals in the CSV. */
const MONEY_FORMAT = '#,##0.00';

type Totals = { gross: number; deductions: number; net: number; employerCost: number };
type Column = {
  es: string;
  en: string;
  width?: number;
  numFmt?: string;
  value: (r: ResultRow) => Cell;
  /** The totals row's cell. */
  total: (sum: Sums) => Cell;
};
type Sums = Totals & { employees: number; withWarnings: number; days: Record<string, number> };

const columnsFor = (lang: Lang): Column[] => {
  const moneyColumn = (key: keyof Totals, es: string, en: string): Column => ({
    es,
    en,
    width: 16,
    numFmt: MONEY_FORMAT,
    value: (r) => money(r[key]),
    total: (sum) => money(sum[key]),
  });
  return [
    { es: 'Número', en: 'Number', value: (r) => r.employeeNumber, total: () => null },
    {
      es: 'Nombre completo',
      en: 'Full name',
      width: 34,
      value: (r) => r.fullName,
      total: (sum) =>
        lang === 'en' ? `Total (${sum.employees} employees)` : `Total (${sum.employees} empleados)`,
    },
    { es: 'Identificación', en: 'ID number', width: 16, value: (r) => r.nationalId, total: () => null },
    ...ATTENDANCE_CODES.map((code): Column => ({
      es: `Días ${code} (${CODE_NAMES[code].es})`,
      en: `Days ${code} (${CODE_NAMES[code].en})`,
      value: (r) => r.days.byCode?.[code] ?? 0,
      total: (sum) => sum.days[code] ?? 0,
    })),
    moneyColumn('gross', 'Bruto (₡)', 'Gross (₡)'),
    moneyColumn('deductions', 'Deducciones (₡)', 'Deductions (₡)'),
    moneyColumn('net', 'Neto (₡)', 'Net (₡)'),
    moneyColumn('employerCost', 'Costo patronal (₡)', 'Employer cost (₡)'),
    {
      es: 'Advertencias',
      en: 'Warnings',
      width: 40,
      value: (r) => r.warnings.map((w) => issueText(w, lang)).join('; '),
      total: (sum) =>
        lang === 'en' ? `${sum.withWarnings} with warnings` : `${sum.withWarnings} con advertencias`,
    },
  ];
};

/** One pay item's line as text: `Embargo de salario 26-000123-1234-CJ: ₡16 650,76 (Inembargable: …)`. */
const payItemLineText = (l: PayItemLineText, lang: Lang): string => {
  const name = [lineLabel(l.code, lang), l.reference].filter(Boolean).join(' ');
  const computation = l.garnishment ? ` (${garnishmentText(l.garnishment, lang)})` : '';
  return `${name}: ${formatCentimos(l.amount, lang)}${computation}`;
};

const payItemsColumn = (lines: Map<number, PayItemLineText[]>, lang: Lang): Column => ({
  es: 'Deducciones y percepciones',
  en: 'Earnings and deductions (pay items)',
  width: 60,
  value: (r) => (lines.get(r.employeeNumber) ?? []).map((l) => payItemLineText(l, lang)).join('; '),
  total: () => null,
});

/** Rows read per query: every row goes in the file, read in chunks in the grid's order. */
const CHUNK = 5_000;

/**
 * procesoPlanilla/payrollcalculateexport: the results grid (same filters and order) as XLSX or CSV, one row
 * per payslip and a totals row that sums the rows above it (the payroll's totals when nothing is filtered).
 * 404 for another company's payroll, as every call of the group.
 */
export const exportPayrollResults = async (
  deps: CalculationDeps,
  auth: AuthContext,
  input: z.output<typeof payrollCalculateExportRequest>,
  lang: Lang,
) => {
  const { payroll, calc } = await calculatedPayroll(deps.db, auth.companyId, input.payrollId);
  const rows: ResultRow[] = [];
  // Not calculated yet: like the grid's empty page, the header and a totals row of zeros.
  for (let page = 1; calc; page++) {
    const chunk = await repo.listResults(deps.db, {
      companyId: auth.companyId,
      payrollId: payroll.id,
      words: searchWords(input.search),
      warningsOnly: input.warningsOnly ?? false,
      sortBy: input.sortBy,
      page,
      pageSize: CHUNK,
    });
    rows.push(...chunk.rows);
    if (chunk.rows.length < CHUNK) break;
  }

  const sum: Sums = {
    employees: rows.length,
    withWarnings: 0,
    gross: 0,
    deductions: 0,
    net: 0,
    employerCost: 0,
    days: {},
  };
  for (const r of rows) {
    sum.gross += r.gross;
    sum.deductions += r.deductions;
    sum.net += r.net;
    sum.employerCost += r.employerCost;
    if (r.warnings.length > 0) sum.withWarnings++;
    for (const [code, n] of Object.entries(r.days.byCode ?? {})) sum.days[code] = (sum.days[code] ?? 0) + n;
  }

  // Pay items (issue 26): a column of their lines, each with its reference and an embargo's computation, only
  // when the payroll has any (a payroll without them exports as it always did).
  const payItemLines = calc ? await listPayItemLines(deps.db, auth.companyId, payroll.id) : new Map();
  const columns = columnsFor(lang);
  if (payItemLines.size > 0) columns.push(payItemsColumn(payItemLines, lang));
  const headers = columns.map((c) => c[lang]);
  const data = [...rows.map((r) => columns.map((c) => c.value(r))), columns.map((c) => c.total(sum))];
  const filename = `planilla-${payroll.id}-${payroll.periodStart}.${input.format}`;
  if (input.format === 'csv') return { contentType: CSV_TYPE, filename, body: toCsv(headers, data, lang) };
  const body = await toXlsx([
    {
      name: lang === 'en' ? 'Payroll' : 'Planilla',
      columns: columns.map((c) => ({ header: c[lang], width: c.width, numFmt: c.numFmt })),
      rows: data,
    },
  ]);
  return { contentType: XLSX_TYPE, filename, body };
};
