import { z } from 'zod';
import { PAY_PERIODICITIES } from './employees';
import { optionalBody } from './parameters';
import { PAYROLL_STATUSES, payrollId } from './payroll-runs';
import { V } from './validation';

/**
 * Accounting summary (resumen contable, issue 13) in the `procesoPlanilla/` group. Amounts are integer céntimos.
 *
 * - `accountingResume` (POST, the specification's): the payroll journal entry of one payroll (`payrollId`:
 *   processed → a draft, paid → final) or of a month (`month`: every paid payroll whose pay date falls in it),
 *   balanced to the céntimo, optionally split by department (cost centre).
 * - `accountingResumeExport` (POST): the same journal as an Excel or CSV file an accountant can import.
 * - `chartOfAccounts` (POST): the company's account for each kind of journal line (built-in default where
 *   none is saved), plus its per-department accounts.
 * - `saveChartOfAccounts` (PUT): replaces the company's chart whole (kinds left out use the default).
 */

/**
 * The kinds of journal line: eight expenses on the debit side, nine payables and liabilities on the credit side.
 * Travel allowances (viáticos: not salary) and the employer's contribution to the solidarity association have
 * expense accounts of their own (issue 26).
 */
export const JOURNAL_LINE_KINDS = [
  'salary_expense',
  'employer_charges_expense',
  'ins_premium_expense',
  'aguinaldo_expense',
  'vacation_expense',
  'cesantia_expense',
  'allowance_expense',
  'association_expense',
  'ccss_worker_payable',
  'ccss_employer_payable',
  'ins_premium_payable',
  'salary_tax_payable',
  'other_deductions_payable',
  'net_payable',
  'aguinaldo_liability',
  'vacation_liability',
  'cesantia_liability',
] as const;
export type JournalLineKind = (typeof JOURNAL_LINE_KINDS)[number];
export type JournalSide = 'debit' | 'credit';

/** The natural side of each kind (a negative amount is posted on the other side). */
export const JOURNAL_SIDE: Record<JournalLineKind, JournalSide> = {
  salary_expense: 'debit',
  employer_charges_expense: 'debit',
  ins_premium_expense: 'debit',
  aguinaldo_expense: 'debit',
  vacation_expense: 'debit',
  cesantia_expense: 'debit',
  allowance_expense: 'debit',
  association_expense: 'debit',
  ccss_worker_payable: 'credit',
  ccss_employer_payable: 'credit',
  ins_premium_payable: 'credit',
  salary_tax_payable: 'credit',
  other_deductions_payable: 'credit',
  net_payable: 'credit',
  aguinaldo_liability: 'credit',
  vacation_liability: 'credit',
  cesantia_liability: 'credit',
};

const lineKind = z.enum(JOURNAL_LINE_KINDS, { error: V.invalidValue });
/** `YYYY-MM`, a month of 2000–2100. */
export const journalMonth = z
  .string({ error: V.required })
  .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, { error: V.invalidDate });

const scopeFields = {
  /** One payroll, processed (draft) or paid. */
  payrollId: payrollId.optional(),
  /** Every paid payroll of the company whose pay date falls in the month. */
  month: journalMonth.optional(),
  /** One line per department (cost centre) for every kind; without it, only kinds with a department account split. */
  byDepartment: z.boolean({ error: V.invalidValue }).optional(),
};
/** Exactly one of `payrollId` and `month`. */
const oneScope = (
  v: { payrollId?: number | undefined; month?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (v.payrollId !== undefined && v.month !== undefined)
    ctx.addIssue({ code: 'custom', path: ['month'], message: V.notApplicable });
  if (v.payrollId === undefined && v.month === undefined)
    ctx.addIssue({ code: 'custom', path: ['payrollId'], message: V.required });
};

export const accountingResumeRequest = z.object(scopeFields).superRefine(oneScope);
export type AccountingResumeRequest = z.input<typeof accountingResumeRequest>;

export const accountingResumeExportRequest = z
  .object({ ...scopeFields, format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx') })
  .superRefine(oneScope);
export type AccountingResumeExportRequest = z.input<typeof accountingResumeExportRequest>;

export const journalLine = z.object({
  lineKind: z.enum(JOURNAL_LINE_KINDS),
  /** The kind's natural side; `debit`/`credit` say where the amount was posted (a negative one flips). */
  side: z.enum(['debit', 'credit']),
  accountCode: z.string(),
  accountName: z.string(),
  /** The cost centre of a split line; null on a line of the whole company (or employees without department). */
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  /** Split by department, but of the employees without one. */
  noDepartment: z.boolean(),
  /**
   * A pay item's payable, one line per payee (issue 26): the payee's id, null for the items without one. Absent
   * on every other line.
   */
  payeeId: z.number().int().nullable().optional(),
  payeeName: z.string().nullable().optional(),
  description: z.string(),
  debit: z.number().int(),
  credit: z.number().int(),
});
export type JournalLine = z.infer<typeof journalLine>;

export const journalPayroll = z.object({
  payrollId: z.number().int(),
  periodicity: z.enum(PAY_PERIODICITIES),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  status: z.enum(PAYROLL_STATUSES),
  employees: z.number().int(),
});

export const accountingResume = z.object({
  scope: z.enum(['payroll', 'month']),
  month: z.string().nullable(),
  /** The entry's date: the payroll's pay date, or the month's last day. */
  date: z.string(),
  /** A processed payroll not yet closed: the entry may still change. */
  draft: z.boolean(),
  payrolls: z.array(journalPayroll),
  lines: z.array(journalLine),
  totals: z.object({
    debit: z.number().int(),
    credit: z.number().int(),
    balanced: z.boolean(),
  }),
  /** The stored calculations' totals the entry comes from (sum of the payrolls). */
  payrollTotals: z.object({
    employees: z.number().int(),
    gross: z.number().int(),
    deductions: z.number().int(),
    net: z.number().int(),
    employerCharges: z.number().int(),
    provisions: z.number().int(),
  }),
});
export type AccountingResume = z.infer<typeof accountingResume>;

// Chart of accounts

export const chartOfAccountsRequest = optionalBody(z.object({}));

export const chartAccount = z.object({
  lineKind: z.enum(JOURNAL_LINE_KINDS),
  side: z.enum(['debit', 'credit']),
  /** Null: the account of every department (the kind's own). */
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  accountCode: z.string(),
  accountName: z.string(),
  /** No saved row: the built-in Costa Rican default. */
  isDefault: z.boolean(),
});
export type ChartAccount = z.infer<typeof chartAccount>;

export const chartOfAccounts = z.object({
  /** One row per kind (department null), then the saved department rows. */
  accounts: z.array(chartAccount),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type ChartOfAccounts = z.infer<typeof chartOfAccounts>;

/** Letters, digits and the separators accountants use (`5-1-01`, `2.1.05`, `510101`). */
export const ACCOUNT_CODE_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.\-_/ ]{0,29}$/;

export const chartAccountInput = z.object({
  lineKind,
  departmentId: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .positive({ error: V.invalidNumber })
    .max(2_147_483_647, { error: V.invalidNumber })
    .nullable()
    .default(null),
  accountCode: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(30, { error: V.tooLong })
    .regex(ACCOUNT_CODE_PATTERN, { error: V.invalidValue }),
  accountName: z
    .string({ error: V.required })
    .trim()
    .min(2, { error: V.tooShort })
    .max(120, { error: V.tooLong }),
});
export type ChartAccountInput = z.input<typeof chartAccountInput>;

export const saveChartOfAccountsRequest = z.object({
  accounts: z
    .array(chartAccountInput, { error: V.required })
    .max(1_000, { error: V.tooLong })
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const key = `${row.lineKind}:${row.departmentId ?? 0}`;
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'lineKind'], message: V.duplicateItem });
        seen.add(key);
      });
    }),
});
export type SaveChartOfAccountsRequest = z.input<typeof saveChartOfAccountsRequest>;
