import {
  ATTENDANCE_CODES,
  type AttendanceCode,
  type payrollCalculateExportRequest,
} from '@planilla/contracts';
import { parseCarriedRuleDetail, type PayslipIssueCode } from '@planilla/domain';
import type { z } from 'zod';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, csvCell, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import * as repo from './calculation.repository';
import { calculatedPayroll, wordsOf, type CalculationDeps } from './calculation.service';

type Text = { es: string; en: string };
type ResultRow = Awaited<ReturnType<typeof repo.listResults>>['rows'][number];

/** A payslip warning or blocker, named for a person (the web's `payrollCalculation.issues` say the same). */
export const ISSUE_NAMES: Record<PayslipIssueCode | 'NO_BANK_ACCOUNT', Text> = {
  NO_BANK_ACCOUNT: { es: 'Sin cuenta bancaria', en: 'No bank account' },
  MISSING_CLOCK_MARK: { es: 'Falta marca', en: 'Missing clock mark' },
  DUPLICATE_ATTENDANCE_DAY: { es: 'Día de asistencia repetido', en: 'Attendance day repeated' },
  ATTENDANCE_OUTSIDE_PERIOD: { es: 'Asistencia fuera del periodo', en: 'Attendance outside the period' },
  NO_SALARY_IN_FORCE: { es: 'Sin salario vigente', en: 'No salary in force' },
  NOT_EMPLOYED_IN_PERIOD: { es: 'Sin relación laboral en el periodo', en: 'Not employed in the period' },
  NEGATIVE_NET_PAY: { es: 'Neto negativo', en: 'Net below zero' },
  RULES_CARRIED_FORWARD: { es: 'Valores legales arrastrados', en: 'Legal values carried forward' },
  RULES_CARRIED_BACKWARD: {
    es: 'Valores legales anteriores a su vigencia',
    en: 'Legal values carried backward',
  },
  BELOW_MINIMUM_WAGE: { es: 'Bajo el salario mínimo', en: 'Below minimum wage' },
  DAILY_HOURS_OVER_CAP: { es: 'Más de 12 horas en un día', en: 'More than 12 hours in a day' },
  WEEKLY_HOURS_OVER_LIMIT: { es: 'Horas semanales sobre el límite', en: 'Weekly hours over the limit' },
  JORNADA_OVER_LEGAL_LIMIT: { es: 'Jornada sobre el límite legal', en: 'Working day over the legal limit' },
  ATTENDANCE_OUTSIDE_EMPLOYMENT: {
    es: 'Asistencia fuera de la relación laboral',
    en: 'Attendance outside employment',
  },
  ABSENCE_ON_HOLIDAY: { es: 'Ausencia en feriado', en: 'Absence on a holiday' },
  VACATION_ON_HOLIDAY: { es: 'Vacaciones en feriado', en: 'Vacation on a holiday' },
  ALIMONY_ABOVE_AGUINALDO: {
    es: 'Pensión alimentaria mayor que el aguinaldo',
    en: 'Alimony above the aguinaldo',
  },
};

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

const RULE_TABLES: Record<string, Text> = {
  salaryTax: { es: 'tramos del impuesto', en: 'tax brackets' },
  minimumWage: { es: 'salario mínimo', en: 'minimum wage' },
  ccssRate: { es: 'tasas CCSS', en: 'CCSS rates' },
};

/** One warning as text: its name, the day (in the language's date order) and the carried table, if any. */
const issueText = (w: ResultRow['warnings'][number], lang: Lang): string => {
  const name = ISSUE_NAMES[w.code as keyof typeof ISSUE_NAMES]?.[lang] ?? w.code;
  const carried =
    w.code === 'RULES_CARRIED_FORWARD' || w.code === 'RULES_CARRIED_BACKWARD'
      ? parseCarriedRuleDetail(w.detail)
      : null;
  const extra = carried
    ? `${RULE_TABLES[carried.table]?.[lang] ?? carried.table} ${carried.year} → ${carried.appliedTo}`
    : w.date
      ? csvCell(w.date, lang)
      : null;
  return extra ? `${name} (${extra})` : name;
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
      words: wordsOf(input.search),
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

  const columns = columnsFor(lang);
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
