import {
  JOURNAL_LINE_KINDS,
  JOURNAL_SIDE,
  payItemTypeName,
  V,
  type AccountingResume,
  type ChartAccount,
  type ChartOfAccounts,
  type JournalLineKind,
  type PayPeriodicity,
  type PayrollStatus,
  type saveChartOfAccountsRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { csvCell } from '../../lib/spreadsheet';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './accounting.repository';
import { DEFAULT_CHART } from './chart-defaults';
import { buildJournal, type Account, type JournalSum } from './journal';

export type AccountingDeps = { db: Db };

type Scope = {
  payrollId?: number | undefined;
  month?: string | undefined;
  byDepartment?: boolean | undefined;
};

const PERIODICITY_NAMES: Record<PayPeriodicity, { es: string; en: string }> = {
  weekly: { es: 'semanal', en: 'weekly' },
  biweekly: { es: 'bisemanal', en: 'biweekly' },
  fortnightly: { es: 'quincenal', en: 'fortnightly' },
  monthly: { es: 'mensual', en: 'monthly' },
};
const MONTH_NAMES = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'setiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** The last day of a `YYYY-MM` month. */
const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
};

/** The company's chart as a resolver: its department row, else its kind row, else the built-in default. */
const chartResolver = (rows: repo.ChartRow[], lang: Lang) => {
  const saved = new Map(rows.map((r) => [`${r.lineKind}:${r.departmentId ?? 0}`, r]));
  const splitKinds = new Set(rows.filter((r) => r.departmentId !== null).map((r) => r.lineKind));
  const account = (kind: JournalLineKind, departmentId: number | null): Account => {
    const row =
      (departmentId !== null ? saved.get(`${kind}:${departmentId}`) : undefined) ?? saved.get(`${kind}:0`);
    return row
      ? { code: row.accountCode, name: row.accountName }
      : { code: DEFAULT_CHART[kind].code, name: DEFAULT_CHART[kind].account[lang] };
  };
  return { account, splitKinds };
};

/**
 * Which payrolls a request covers: one (processed → draft, paid) or a month's paid ones. 404 / 409 otherwise.
 * The one home of "a payroll or a month": the journal and the payee summary (`payee-payments`) read it.
 */
export const journalScope = async (
  db: DbOrTx,
  companyId: number,
  scope: { payrollId?: number | undefined; month?: string | undefined },
) => {
  if (scope.payrollId !== undefined) {
    const payroll = await repo.journalPayroll(db, companyId, scope.payrollId);
    if (!payroll) throw new AppError('PAYROLL_NOT_FOUND');
    if (payroll.status !== 'processed' && payroll.status !== 'paid')
      throw new AppError('PAYROLL_NOT_CALCULATED');
    return { payrolls: [payroll], date: payroll.payDate, draft: payroll.status === 'processed' };
  }
  const month = scope.month!;
  const last = monthEnd(month);
  return {
    payrolls: await repo.paidPayrollsBetween(db, companyId, `${month}-01`, last),
    date: last,
    draft: false,
  };
};

/** What every line of the entry says after its kind: the payroll and its period, or the month. */
const referenceOf = (scope: Scope, payrolls: repo.JournalPayrollRow[], lang: Lang): string => {
  if (scope.month) {
    const [y, m] = scope.month.split('-').map(Number) as [number, number];
    return lang === 'es'
      ? `planillas de ${MONTH_NAMES.es[m - 1]} ${y}`
      : `payrolls of ${MONTH_NAMES.en[m - 1]} ${y}`;
  }
  const p = payrolls[0]!;
  const kind = PERIODICITY_NAMES[p.periodicity as PayPeriodicity]?.[lang] ?? p.periodicity;
  const period = `${csvCell(p.periodStart, lang)}–${csvCell(p.periodEnd, lang)}`;
  return lang === 'es' ? `planilla ${kind} ${period}` : `${kind} payroll ${period}`;
};

/**
 * A summed row as the journal posts it: a pay item's type accounts named by the type (an account the company
 * typed on the type has no name of its own), and the payee its payable is owed to.
 */
const journalSumOf =
  (lang: Lang) =>
  (row: repo.JournalSumRow): JournalSum => {
    const { payItem, ...sum } = row;
    if (!payItem) return sum;
    const name = payItemTypeName(payItem.typeCode, payItem.typeName, lang);
    const accountOf = (code: string | null): Account | null => (code ? { code, name } : null);
    return {
      ...sum,
      payItem: {
        debitAccount: accountOf(payItem.debitAccount),
        creditAccount: accountOf(payItem.creditAccount),
        payee: { id: payItem.payeeId, name: payItem.payeeName },
      },
    };
  };

/**
 * procesoPlanilla/accountingresume: the journal entry of the stored payslips, summed by line code and
 * department in SQL and posted by `buildJournal` (never recalculated). Kinds are split by department when
 * asked (`byDepartment`) or when the chart has a department account for them.
 */
export const accountingResume = async (
  deps: AccountingDeps,
  auth: AuthContext,
  scope: Scope,
  lang: Lang,
): Promise<AccountingResume> => {
  const db = deps.db;
  const { payrolls, date, draft } = await journalScope(db, auth.companyId, scope);
  const ids = payrolls.map((p) => p.payrollId);
  const [sums, totals, chart, departments] = await Promise.all([
    repo.journalSums(db, auth.companyId, ids),
    repo.payslipTotals(db, auth.companyId, ids),
    repo.chartRows(db, auth.companyId),
    repo.departmentNames(db, auth.companyId),
  ]);
  const { account, splitKinds } = chartResolver(chart, lang);
  const journal = buildJournal(sums.map(journalSumOf(lang)), {
    splits: (kind) => scope.byDepartment === true || splitKinds.has(kind),
    account,
  });
  const reference = referenceOf(scope, payrolls, lang);
  const noDepartment = lang === 'es' ? 'sin departamento' : 'no department';
  const noPayee = lang === 'es' ? 'sin beneficiario' : 'no payee';
  return {
    scope: scope.month ? 'month' : 'payroll',
    month: scope.month ?? null,
    date,
    draft,
    payrolls: payrolls.map((p) => ({
      ...p,
      periodicity: p.periodicity as PayPeriodicity,
      status: p.status as PayrollStatus,
    })),
    lines: journal.lines.map((l) => {
      const departmentName = l.departmentId === null ? null : (departments.get(l.departmentId) ?? null);
      const where = l.split
        ? ` (${departmentName ?? (l.departmentId === null ? noDepartment : `#${l.departmentId}`)})`
        : '';
      const payee = l.payee ? ` · ${l.payee.name ?? noPayee}` : '';
      return {
        lineKind: l.lineKind,
        side: l.side,
        accountCode: l.account.code,
        accountName: l.account.name,
        departmentId: l.departmentId,
        departmentName,
        noDepartment: l.split && l.departmentId === null,
        ...(l.payee ? { payeeId: l.payee.id, payeeName: l.payee.name } : {}),
        description: `${DEFAULT_CHART[l.lineKind].kind[lang]}${where}${payee} · ${reference}`,
        debit: l.debit,
        credit: l.credit,
      };
    }),
    totals: journal.totals,
    payrollTotals: totals,
  };
};

// ---------------------------------------------------------------------------------------------------------
// Chart of accounts

/** procesoPlanilla/chartofaccounts: one row per kind (saved or default), then the saved department rows. */
export const chartOfAccounts = async (
  deps: AccountingDeps,
  auth: AuthContext,
  lang: Lang,
): Promise<ChartOfAccounts> => {
  const [rows, departments] = await Promise.all([
    repo.chartRows(deps.db, auth.companyId),
    repo.departmentNames(deps.db, auth.companyId),
  ]);
  const byKind = new Map(rows.filter((r) => r.departmentId === null).map((r) => [r.lineKind, r]));
  const accounts: ChartAccount[] = JOURNAL_LINE_KINDS.map((kind) => {
    const row = byKind.get(kind);
    return {
      lineKind: kind,
      side: JOURNAL_SIDE[kind],
      departmentId: null,
      departmentName: null,
      accountCode: row?.accountCode ?? DEFAULT_CHART[kind].code,
      accountName: row?.accountName ?? DEFAULT_CHART[kind].account[lang],
      isDefault: !row,
    };
  });
  const order = new Map(JOURNAL_LINE_KINDS.map((k, i) => [k as string, i]));
  for (const r of rows
    .filter((r) => r.departmentId !== null && order.has(r.lineKind))
    .sort((a, b) => order.get(a.lineKind)! - order.get(b.lineKind)! || a.departmentId! - b.departmentId!)) {
    const kind = r.lineKind as JournalLineKind;
    accounts.push({
      lineKind: kind,
      side: JOURNAL_SIDE[kind],
      departmentId: r.departmentId,
      departmentName: departments.get(r.departmentId!) ?? null,
      accountCode: r.accountCode,
      accountName: r.accountName,
      isDefault: false,
    });
  }
  const latest = rows.reduce<repo.ChartRow | null>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), null);
  return {
    accounts,
    updatedAt: latest ? latest.updatedAt.toISOString() : null,
    updatedBy: latest?.updatedBy ?? null,
  };
};

/**
 * PUT procesoPlanilla/savechartofaccounts: the company's chart replaced whole in one transaction, audited with
 * the rows before and after. A department that is not the company's refuses the whole save.
 */
export const saveChartOfAccounts = async (
  deps: AccountingDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof saveChartOfAccountsRequest>,
): Promise<ChartOfAccounts> => {
  await deps.db.transaction(async (tx) => {
    await repo.lockChart(tx, auth.companyId);
    const departments = await repo.departmentNames(tx, auth.companyId);
    const problems: Record<string, string> = {};
    input.accounts.forEach((a, i) => {
      if (a.departmentId !== null && !departments.has(a.departmentId))
        problems[`accounts.${i}.departmentId`] = V.unknownOption;
    });
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_ERROR', problems);
    const before = await repo.chartRows(tx, auth.companyId);
    await repo.replaceChart(tx, auth.companyId, auth.userId, input.accounts);
    const plain = (
      rows: { lineKind: string; departmentId: number | null; accountCode: string; accountName: string }[],
    ) =>
      rows.map((r) => ({
        lineKind: r.lineKind,
        departmentId: r.departmentId,
        accountCode: r.accountCode,
        accountName: r.accountName,
      }));
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'chart_of_accounts_saved',
        entity: 'chart_of_accounts',
        entityId: auth.companyId,
        before: plain(before),
        after: plain(input.accounts),
      },
    );
  });
  return chartOfAccounts(deps, auth, meta.lang);
};
