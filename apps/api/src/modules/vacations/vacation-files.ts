/** The vacation balances as a file: export (CSV or XLSX) and the import of opening balances. */
import type {
  VacationBalanceItem,
  vacationExportRequest,
  vacationOpeningImportRequest,
  VacationOpeningImportResponse,
} from '@planilla/contracts';
import { V } from '@planilla/contracts';
import type { z } from 'zod';
import { todayInCostaRica } from '../../lib/dates';
import type { RequestMeta } from '../../lib/http';
import { translate, type Lang } from '../../lib/i18n';
import { CSV_TYPE, money, toCsv, toXlsx, XLSX_TYPE, type Cell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import { recordChanges } from '../audit/audit.repository';
import * as repo from './vacations.repository';
import { balances, type VacationPeriodsDeps } from './vacation-periods.service';

const COLUMNS: {
  es: string;
  en: string;
  width?: number;
  numFmt?: string;
  value: (i: VacationBalanceItem) => Cell;
}[] = [
  { es: 'Número', en: 'Number', value: (i) => i.num_empleado },
  { es: 'Nombre', en: 'Name', width: 32, value: (i) => i.fullName },
  { es: 'Departamento', en: 'Department', width: 20, value: (i) => i.departmentName },
  { es: 'Ingreso', en: 'Hire date', value: (i) => i.hireDate },
  { es: 'Días por periodo', en: 'Days per period', value: (i) => i.daysPerPeriod },
  { es: 'Ganados', en: 'Earned', numFmt: '0.00', value: (i) => i.earnedDays },
  { es: 'Proporcionales', en: 'Accrued', numFmt: '0.00', value: (i) => i.accruedDays },
  { es: 'Disfrutados', en: 'Taken', numFmt: '0.00', value: (i) => i.takenDays },
  { es: 'Pendientes', en: 'Pending', numFmt: '0.00', value: (i) => i.pendingDays },
  {
    es: 'Pendientes con proporcionales',
    en: 'Pending with accrued',
    numFmt: '0.00',
    value: (i) => i.pendingWithAccruedDays,
  },
  {
    es: 'Salario mensual (₡)',
    en: 'Monthly salary (₡)',
    numFmt: '#,##0.00',
    value: (i) => money(i.monthlySalary),
  },
  {
    es: 'Valor pendiente (₡)',
    en: 'Pending value (₡)',
    numFmt: '#,##0.00',
    value: (i) => money(i.pendingValue),
  },
  { es: 'Sobre el límite', en: 'Over the limit', value: (i) => (i.overLimit ? 'X' : '') },
  { es: 'Vencidos (art. 155)', en: 'Overdue (art. 155)', numFmt: '0.00', value: (i) => i.overdueDays },
];

/** vacaciones/vacationexport: the balances (same filters and order) as Excel, with a totals row. */
export const exportVacationBalances = async (
  deps: VacationPeriodsDeps,
  auth: AuthContext,
  input: z.output<typeof vacationExportRequest>,
  lang: Lang,
) => {
  const { items, summary } = await balances(deps, auth, input);
  const rows: Cell[][] = items.map((i) => COLUMNS.map((c) => c.value(i)));
  const totals: Cell[] = COLUMNS.map(() => null);
  totals[1] = lang === 'en' ? `Total (${summary.employees})` : `Total (${summary.employees})`;
  totals[8] = summary.pendingDays;
  totals[9] = summary.pendingWithAccruedDays;
  totals[11] = money(summary.liability);
  totals[12] = summary.overLimit;
  totals[13] = summary.overdueDays;
  rows.push(totals);
  const filename = `vacaciones-${summary.asOf}.${input.format}`;
  if (input.format === 'csv')
    return {
      contentType: CSV_TYPE,
      filename,
      body: toCsv(
        COLUMNS.map((c) => c[lang]),
        rows,
        lang,
      ),
    };
  const body = await toXlsx([
    {
      name: lang === 'en' ? 'Vacations' : 'Vacaciones',
      columns: COLUMNS.map((c) => ({ header: c[lang], width: c.width, numFmt: c.numFmt })),
      rows,
    },
  ]);
  return { contentType: XLSX_TYPE, filename, body };
};

/**
 * vacaciones/vacationopeningimport: the opening balances of many employees (days taken before the product),
 * each row checked like a single one (an employee of the company, days above zero with two decimals at most,
 * a date within the current employment); a dry run or any problem saves nothing, else one transaction writes
 * them all with their audit rows.
 */
export const importOpeningBalances = async (
  deps: VacationPeriodsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof vacationOpeningImportRequest>,
  lang: Lang,
): Promise<VacationOpeningImportResponse> => {
  const today = todayInCostaRica();
  return deps.db.transaction(async (tx) => {
    const nums = [...new Set(input.rows.map((r) => r.num_empleado))];
    const facts = new Map(
      (await repo.vacationFacts(tx, auth.companyId, { asOf: today, employeeNumbers: nums })).map((f) => [
        f.employeeNumber,
        f,
      ]),
    );
    const problems: VacationOpeningImportResponse['problems'] = [];
    const problem = (row: number, field: string, key: string) =>
      problems.push({ row, field, reason: translate(key, lang) });
    const writes: Parameters<typeof repo.insertOpenings>[2][number][] = [];
    for (const r of input.rows) {
      const f = facts.get(r.num_empleado);
      if (!f) {
        problem(r.row, 'num_empleado', 'errors.EMPLOYEE_NOT_FOUND');
        continue;
      }
      const hundredths = Math.round(r.days * 100);
      if (r.days <= 0 || Math.abs(r.days * 100 - hundredths) > 1e-6 || r.days > 366)
        problem(r.row, 'days', V.invalidNumber);
      const lastDay = f.exitDate !== null && f.exitDate < today ? f.exitDate : today;
      const date = r.effectiveDate ?? lastDay;
      if (date < f.entryDate || date > lastDay) problem(r.row, 'effectiveDate', V.outsideEmployment);
      writes.push({
        employeeNumber: r.num_empleado,
        daysHundredths: hundredths,
        effectiveDate: date,
        reason: r.reason?.trim() || translate('vacation.openingImported', 'es'),
      });
    }
    if (problems.length > 0 || input.dryRun)
      return { dryRun: input.dryRun, rows: input.rows.length, saved: 0, problems };
    await repo.insertOpenings(tx, auth.companyId, writes, auth.userId);
    await recordChanges(
      tx,
      { auth, meta },
      writes.map((w) => ({
        action: 'vacation_opening_balance',
        entity: 'employee',
        entityId: w.employeeNumber,
        before: null,
        after: {
          imported: true,
          days: w.daysHundredths / 100,
          effectiveDate: w.effectiveDate,
          reason: w.reason,
        },
      })),
    );
    return { dryRun: false, rows: input.rows.length, saved: writes.length, problems: [] };
  });
};
