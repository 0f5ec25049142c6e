import {
  VOUCHER_MONTHS,
  type FileSearchResponse,
  type fileSearchRequest,
  type PayPeriodicity,
  type StatutoryMonthsResponse,
  type statutoryMonthsBody,
  type statutoryReportRequest,
  type StatutoryReportKind,
} from '@planilla/contracts';
import { addMonths, type IsoDate } from '@planilla/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import type { Lang } from '../../lib/i18n';
import { CSV_TYPE, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import { foldText } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { dueDatesOf, monthLastDay } from '../analytics/filing-calendar';
import * as repo from './statutory-reports.repository';

export type StatutoryReportsDeps = { db: Db };

type Text = { es: string; en: string };
type ColumnKind = 'text' | 'money' | 'number' | 'date';
export type ReportColumn = Text & { key: string; kind: ColumnKind; width?: number };
/** A report as data: money in céntimos, days and hours as numbers; rendered to Excel or CSV at the end. */
export type Report = {
  kind: StatutoryReportKind;
  month: string;
  payrolls: number[];
  columns: ReportColumn[];
  rows: Record<string, string | number | null>[];
  totals: Record<string, number>;
};

const col = (
  key: string,
  es: string,
  en: string,
  kind: ColumnKind = 'text',
  width?: number,
): ReportColumn => ({
  key,
  es,
  en,
  kind,
  ...(width ? { width } : {}),
});

const IDENTITY: ReportColumn[] = [
  col('idType', 'Tipo de identificación', 'ID type', 'text', 14),
  col('nationalId', 'Identificación', 'National ID', 'text', 16),
  col('firstSurname', 'Primer apellido', 'First surname', 'text', 18),
  col('secondSurname', 'Segundo apellido', 'Second surname', 'text', 18),
  col('firstName', 'Nombre', 'Name', 'text', 18),
];
const identityOf = (e: repo.ReportEmployee) => ({
  employeeNumber: e.employeeNumber,
  idType: e.idType,
  nationalId: e.nationalId,
  firstSurname: e.firstSurname,
  secondSurname: e.secondSurname ?? '',
  firstName: e.firstName,
});

const CODE_LABELS: Record<string, Text> = {
  CCSS_SEM_WORKER: { es: 'SEM obrero', en: 'SEM worker' },
  CCSS_IVM_WORKER: { es: 'IVM obrero', en: 'IVM worker' },
  BANCO_POPULAR_WORKER: { es: 'Banco Popular obrero', en: 'Banco Popular worker' },
  CCSS_SEM_EMPLOYER: { es: 'SEM patronal', en: 'SEM employer' },
  CCSS_IVM_EMPLOYER: { es: 'IVM patronal', en: 'IVM employer' },
  BANCO_POPULAR_EMPLOYER: { es: 'Banco Popular patronal', en: 'Banco Popular employer' },
  FODESAF_EMPLOYER: { es: 'Asignaciones Familiares', en: 'Family allowances (FODESAF)' },
  IMAS_EMPLOYER: { es: 'IMAS', en: 'IMAS' },
  INA_EMPLOYER: { es: 'INA', en: 'INA' },
  LPT_BANCO_POPULAR_EMPLOYER: { es: 'LPT Banco Popular', en: 'LPT Banco Popular' },
  LPT_FCL_EMPLOYER: { es: 'LPT FCL', en: 'LPT FCL' },
  LPT_ROP_EMPLOYER: { es: 'LPT ROP', en: 'LPT ROP' },
  LPT_INS_EMPLOYER: { es: 'LPT INS', en: 'LPT INS' },
};

/** Legal full-time hours per day of each jornada (Código de Trabajo art. 136): shorter is part time. */
const FULL_TIME_HOURS: Record<string, number> = { diurnal: 8, mixed: 7, nocturnal: 6 };
const JORNADA_NAMES: Record<string, Text> = {
  diurnal: { es: 'Diurna', en: 'Day' },
  mixed: { es: 'Mixta', en: 'Mixed' },
  nocturnal: { es: 'Nocturna', en: 'Night' },
};

const sumBy = (rows: Record<string, string | number | null>[], key: string) =>
  rows.reduce((n, r) => n + Number(r[key] ?? 0), 0);

/**
 * One report of a month from its paid payrolls' stored payslips and lines (nothing is recalculated):
 * - `ccss`: per employee the salary reported (the CCSS base), the days and every CCSS line (worker and employer);
 * - `ins`: per employee what the INS RT-Virtual planilla asks (days worked capped at 31, hours, salary);
 * - `tax`: per employee the taxable gross, the tax before credits, the credits and the tax withheld.
 */
export const buildReport = async (
  deps: StatutoryReportsDeps,
  auth: AuthContext,
  month: string,
  kind: StatutoryReportKind,
  lang: Lang,
): Promise<Report> => {
  const db = deps.db;
  const last = monthLastDay(month);
  const payrolls = await repo.paidPayrollsBetween(db, auth.companyId, `${month}-01`, last);
  const ids = payrolls.map((p) => p.payrollId);
  const base = { kind, month, payrolls: ids };

  if (kind === 'ccss') {
    const found = await repo.ccssRows(db, auth.companyId, ids);
    const columns = [
      ...IDENTITY,
      col('ccssBase', 'Salario reportado', 'Salary reported', 'money', 18),
      col('days', 'Días', 'Days', 'number', 8),
      ...repo.CCSS_WORKER_CODES.map((c) => col(c, CODE_LABELS[c]!.es, CODE_LABELS[c]!.en, 'money')),
      col('workerTotal', 'Total obrero', 'Worker total', 'money', 16),
      ...repo.CCSS_EMPLOYER_CODES.map((c) => col(c, CODE_LABELS[c]!.es, CODE_LABELS[c]!.en, 'money')),
      col('employerTotal', 'Total patronal', 'Employer total', 'money', 16),
    ];
    const rows = found.map((r) => {
      const amount = (c: string) => r.amounts[c] ?? 0;
      return {
        ...identityOf(r),
        ccssBase: r.ccssBase,
        // A month is reported as 30 days at most (the CCSS's 30-day month).
        days: Math.min(30, r.days),
        ...Object.fromEntries(repo.CCSS_WORKER_CODES.map((c) => [c, amount(c)])),
        workerTotal: repo.CCSS_WORKER_CODES.reduce((n, c) => n + amount(c), 0),
        ...Object.fromEntries(repo.CCSS_EMPLOYER_CODES.map((c) => [c, amount(c)])),
        employerTotal: repo.CCSS_EMPLOYER_CODES.reduce((n, c) => n + amount(c), 0),
      };
    });
    const moneyKeys = columns.filter((c) => c.kind === 'money').map((c) => c.key);
    return { ...base, columns, rows, totals: Object.fromEntries(moneyKeys.map((k) => [k, sumBy(rows, k)])) };
  }

  if (kind === 'ins') {
    const found = await repo.insRows(db, auth.companyId, ids, last);
    const columns = [
      ...IDENTITY,
      col('birthDate', 'Fecha de nacimiento', 'Date of birth', 'date', 14),
      col('email', 'Correo electrónico', 'E-mail', 'text', 28),
      col('jornada', 'Tipo de jornada', 'Work shift type', 'text', 22),
      col('occupation', 'Ocupación', 'Occupation', 'text', 22),
      col('daysWorked', 'Días laborados', 'Days worked', 'number', 10),
      col('hoursWorked', 'Horas laboradas', 'Hours worked', 'number', 10),
      col('gross', 'Salario del periodo', 'Salary of the period', 'money', 18),
      col('insPremium', 'Prima RT calculada', 'RT premium computed', 'money', 16),
      col('observation', 'Observación', 'Observation', 'text', 20),
    ];
    const rows = found.map((r) => {
      const name = r.jornadaType ? (JORNADA_NAMES[r.jornadaType]?.[lang] ?? r.jornadaType) : '';
      const full =
        r.jornadaType && r.hoursPerDay !== null
          ? r.hoursPerDay >= (FULL_TIME_HOURS[r.jornadaType] ?? 8)
          : true;
      const time =
        lang === 'es' ? (full ? 'tiempo completo' : 'tiempo parcial') : full ? 'full time' : 'part time';
      return {
        ...identityOf(r),
        birthDate: r.birthDate,
        email: r.email ?? '',
        jornada: name ? `${name}, ${time}` : '',
        occupation: r.occupation ?? '',
        daysWorked: Math.min(31, Math.max(0, Math.round(r.daysWorked))),
        hoursWorked: Math.round((r.minutesWorked / 60) * 100) / 100,
        gross: r.gross,
        insPremium: r.insPremium,
        observation: '',
      };
    });
    return {
      ...base,
      columns,
      rows,
      totals: { gross: sumBy(rows, 'gross'), insPremium: sumBy(rows, 'insPremium') },
    };
  }

  const found = await repo.taxRows(db, auth.companyId, ids);
  const columns = [
    ...IDENTITY,
    col('taxableGross', 'Salario gravable del mes', "Month's taxable salary", 'money', 18),
    col('taxBeforeCredits', 'Impuesto antes de créditos', 'Tax before credits', 'money', 18),
    col('children', 'Hijos (crédito)', 'Children (credit)', 'number', 10),
    col('spouse', 'Cónyuge (crédito)', 'Spouse (credit)', 'text', 10),
    col('credits', 'Créditos aplicados', 'Credits applied', 'money', 16),
    col('withheld', 'Impuesto retenido', 'Tax withheld', 'money', 16),
  ];
  const yes = lang === 'es' ? 'Sí' : 'Yes';
  const no = lang === 'es' ? 'No' : 'No';
  const rows = found.map((r) => ({
    ...identityOf(r),
    taxableGross: r.taxableGross,
    taxBeforeCredits: r.taxBeforeCredits,
    children: r.children,
    spouse: r.spouse ? yes : no,
    credits: r.credits,
    withheld: r.withheld,
  }));
  return {
    ...base,
    columns,
    rows,
    totals: {
      taxableGross: sumBy(rows, 'taxableGross'),
      taxBeforeCredits: sumBy(rows, 'taxBeforeCredits'),
      credits: sumBy(rows, 'credits'),
      withheld: sumBy(rows, 'withheld'),
    },
  };
};

const FILE_NAMES: Record<StatutoryReportKind, string> = {
  ccss: 'planilla-ccss',
  ins: 'planilla-ins-rt',
  tax: 'retenciones-impuesto-salario',
};
const TITLES: Record<StatutoryReportKind, Text> = {
  ccss: { es: 'Planilla CCSS', en: 'CCSS payroll' },
  ins: { es: 'Planilla INS RT', en: 'INS RT payroll' },
  tax: { es: 'Retenciones', en: 'Withholdings' },
};

/** A cell of the file: money as money cells (two decimals in the CSV), Excel gets dates as values. */
const cellOf = (
  value: string | number | null,
  kind: ColumnKind,
  format: 'xlsx' | 'csv',
): Cell => {
  if (value === null || value === '') return kind === 'text' ? '' : null;
  if (kind === 'money') return money(Number(value));
  if (kind === 'date' && format === 'xlsx') {
    const [y, m, d] = String(value).split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d));
  }
  return value;
};

/**
 * postPlanilla/statutoryreport: a report as Excel (with a totals row) or es-CR CSV (the one CSV writer). Logged in
 * the document log.
 */
export const exportReport = async (
  deps: StatutoryReportsDeps,
  auth: AuthContext,
  input: z.output<typeof statutoryReportRequest>,
  lang: Lang,
) => {
  const report = await buildReport(deps, auth, input.month, input.report, lang);
  const { format } = input;
  const cells = report.rows.map((r) =>
    report.columns.map((c) => cellOf(r[c.key] ?? null, c.kind, format)),
  );
  const totalsRow: Cell[] = report.columns.map((c, i) =>
    i === 0
      ? lang === 'es'
        ? 'TOTAL'
        : 'TOTAL'
      : c.key in report.totals
        ? cellOf(report.totals[c.key]!, c.kind, format)
        : null,
  );
  const filename = `${FILE_NAMES[input.report]}-${input.month}.${format}`;
  await repo.logDocument(deps.db, {
    companyId: auth.companyId,
    document: `statutory_${input.report}`,
    action: 'downloaded',
    userId: auth.userId,
    detail: JSON.stringify({ month: input.month, format, payrolls: report.payrolls, totals: report.totals }),
  });
  const headers = report.columns.map((c) => c[lang]);
  if (format === 'csv')
    return { contentType: CSV_TYPE, filename, body: toCsv(headers, [...cells, totalsRow], lang) };
  const dateFormat = lang === 'es' ? 'dd/mm/yyyy' : 'mm/dd/yyyy';
  const body = await toXlsx([
    {
      name: TITLES[input.report][lang],
      columns: report.columns.map((c) => ({
        header: c[lang],
        ...(c.width ? { width: c.width } : {}),
        ...(c.kind === 'money' ? { numFmt: '#,##0.00' } : c.kind === 'date' ? { numFmt: dateFormat } : {}),
      })),
      rows: [...cells, totalsRow],
    },
  ]);
  return { contentType: XLSX_TYPE, filename, body };
};

/** postPlanilla/statutorymonths: the months of a year with paid payrolls, their reports' totals and due dates. */
export const statutoryMonths = async (
  deps: StatutoryReportsDeps,
  auth: AuthContext,
  input: z.output<typeof statutoryMonthsBody>,
): Promise<StatutoryMonthsResponse> => {
  const year = input.year ?? Number(todayInCostaRica().slice(0, 4));
  const months = await repo.monthSummaries(deps.db, auth.companyId, `${year}-01-01`, `${year}-12-31`);
  return {
    year,
    months: months.reverse().map((m) => ({ ...m, due: dueDatesOf(m.month) })),
  };
};

const FILE_KINDS = new Set(['voucher', 'bank_file', 'journal', 'report']);

/**
 * postPlanilla/filesearch: the page search's Files group: vouchers of the last months' paid payrolls and the
 * generated files, by employee name or number, payroll number or file name; at most `limit` in all.
 */
export const fileSearch = async (
  deps: StatutoryReportsDeps,
  auth: AuthContext,
  input: z.output<typeof fileSearchRequest>,
): Promise<FileSearchResponse> => {
  const folded = foldText(input.q).trim();
  const number = /^\d{1,9}$/.test(folded) ? Number(folded) : null;
  const since = addMonths(todayInCostaRica() as IsoDate, -VOUCHER_MONTHS);
  const hits = await repo.searchFiles(deps.db, auth.companyId, { folded, number, since, limit: input.limit });
  // Vouchers and files alternate so both kinds show when both match.
  const vouchers = hits.filter((h) => h.kind === 'voucher');
  const files = hits.filter((h) => h.kind !== 'voucher');
  const mixed: repo.FileHit[] = [];
  for (let i = 0; mixed.length < input.limit && (i < vouchers.length || i < files.length); i++) {
    if (vouchers[i]) mixed.push(vouchers[i]!);
    if (files[i] && mixed.length < input.limit) mixed.push(files[i]!);
  }
  return {
    items: mixed.map((h) => ({
      ...h,
      kind: (FILE_KINDS.has(h.kind) ? h.kind : 'file') as FileSearchResponse['items'][number]['kind'],
      periodicity: h.periodicity as PayPeriodicity | null,
    })),
  };
};
