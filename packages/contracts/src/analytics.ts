import type { MessageLanguage } from './error-messages';
import { z } from 'zod';
import { journalMonth } from './accounting';
import { PAY_PERIODICITIES } from './employees';
import { isoDate, optionalBody } from './parameters';
import { V } from './validation';

/**
 * Analytics dashboard and monthly statutory reports (issue 15). Amounts are integer céntimos. A payroll belongs
 * to the month of its pay date (the same rule as the accounting summary); only closed (paid) payrolls count.
 *
 * - `analyticPayroll` (POST parametros/analyticpayroll, the specification's): payroll cost per month of a range
 *   (default the last 12), split by periodicity and by department, with the change against the previous month
 *   and the same month last year.
 * - `analyticAttendance` (POST parametros/analyticlinealassitence, the specification's): the attendance line per
 *   day or week of a range, and per department.
 * - `dashboardCards` (POST parametros/dashboardcards): headcount, this month's cost, extra hours, vacation liability.
 * - `dashboardAttention` (POST parametros/dashboardattention): what needs attention now, each with its screen.
 * - `statutoryMonths` (POST postPlanilla/statutorymonths): the months of a year with closed payrolls and their
 *   report totals; `statutoryReport` (POST postPlanilla/statutoryreport): one report of a month as a file.
 * - `fileSearch` (POST postPlanilla/filesearch): the page search's Files group (vouchers, generated files).
 */

const periodicity = z.enum(PAY_PERIODICITIES, { error: V.invalidValue });
const departmentId = z
  .number({ error: V.invalidValue })
  .int({ error: V.invalidValue })
  .positive({ error: V.invalidValue });

// ---------------------------------------------------------------------------------------------------------
// parametros/analyticpayroll

/** At most this many months in one range (the charts stay readable, the call stays fast). */
export const ANALYTICS_MAX_MONTHS = 36;

export const analyticPayrollBody = z.object({
  /** First and last month (`YYYY-MM`), inclusive; default the 12 months ending this month. */
  from: journalMonth.optional(),
  to: journalMonth.optional(),
  periodicity: periodicity.optional(),
  departmentId: departmentId.optional(),
});
export const analyticPayrollRequest = optionalBody(analyticPayrollBody);
export type AnalyticPayrollRequest = z.input<typeof analyticPayrollBody>;

const costFigures = {
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  employerCharges: z.number().int(),
  provisions: z.number().int(),
  /** gross + employer charges + provisions. */
  employerCost: z.number().int(),
  /** Distinct employees paid. */
  headcount: z.number().int(),
};

export const analyticPayrollMonth = z.object({
  month: z.string(),
  payrolls: z.number().int(),
  ...costFigures,
  /** Employer cost of the previous month and of the same month a year before (null: no closed payroll then). */
  previousMonthCost: z.number().int().nullable(),
  lastYearCost: z.number().int().nullable(),
  /** Change of the employer cost in percent (two decimals); null when the month compared has none. */
  changeVsPreviousMonth: z.number().nullable(),
  changeVsLastYear: z.number().nullable(),
});
export type AnalyticPayrollMonth = z.infer<typeof analyticPayrollMonth>;

export const analyticPayrollResponse = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(analyticPayrollMonth),
  byPeriodicity: z.array(
    z.object({ month: z.string(), periodicity, payrolls: z.number().int(), ...costFigures }),
  ),
  byDepartment: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      departmentName: z.string().nullable(),
      ...costFigures,
    }),
  ),
  totals: z.object(costFigures),
});
export type AnalyticPayrollResponse = z.infer<typeof analyticPayrollResponse>;

// ---------------------------------------------------------------------------------------------------------
// parametros/analyticlinealassitence

/** At most this many days in one attendance range. */
export const ATTENDANCE_ANALYTICS_MAX_DAYS = 366;

export const analyticAttendanceBody = z.object({
  /** Default the 30 days ending today (Costa Rica). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Default `day` up to 62 days, else `week` (weeks start on Monday). */
  granularity: z.enum(['day', 'week'], { error: V.invalidValue }).optional(),
  departmentId: departmentId.optional(),
});
export const analyticAttendanceRequest = optionalBody(analyticAttendanceBody);
export type AnalyticAttendanceRequest = z.input<typeof analyticAttendanceBody>;

const attendanceFigures = {
  /** Employee-days worked (R, E, +, − on a working day or with worked minutes). */
  worked: z.number().int(),
  /** Unjustified absences (A). */
  absences: z.number().int(),
  /** Extra hours approved, and still waiting for approval (two decimals). */
  extraHours: z.number(),
  extraHoursPending: z.number(),
  vacation: z.number().int(),
  disability: z.number().int(),
  /** Days still without a clock mark (S). */
  missingMarks: z.number().int(),
};

export const analyticAttendanceResponse = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['day', 'week']),
  /** One point per day or week (the week's Monday), zero-filled. */
  points: z.array(z.object({ date: z.string(), ...attendanceFigures })),
  byDepartment: z.array(
    z.object({
      departmentId: z.number().int().nullable(),
      departmentName: z.string().nullable(),
      ...attendanceFigures,
    }),
  ),
  totals: z.object(attendanceFigures),
});
export type AnalyticAttendanceResponse = z.infer<typeof analyticAttendanceResponse>;

// ---------------------------------------------------------------------------------------------------------
// parametros/dashboardcards

export const dashboardCardsRequest = optionalBody(z.object({}));
export type DashboardCardsRequest = Record<string, never>;

/** Each card is null when the user's role may not read its figures. */
export const dashboardCards = z.object({
  /** This month (`YYYY-MM`, Costa Rica) and today. */
  month: z.string(),
  today: z.string(),
  /**
   * The month in progress is compared with the previous month up to this date (the same day of the month, or
   * its last day): like with like, never a month to date against a whole month.
   */
  comparedThrough: z.string(),
  headcount: z
    .object({ active: z.number().int(), hired: z.number().int(), left: z.number().int() })
    .nullable(),
  payrollCost: z
    .object({
      employerCost: z.number().int(),
      net: z.number().int(),
      payrolls: z.number().int(),
      /** The whole previous month. */
      previousMonthCost: z.number().int(),
      /** The previous month up to `comparedThrough`: what `changeVsPreviousMonth` compares with. */
      previousMonthToDateCost: z.number().int(),
      changeVsPreviousMonth: z.number().nullable(),
    })
    .nullable(),
  extraHours: z
    .object({
      thisMonth: z.number(),
      /** The whole previous month. */
      lastMonth: z.number(),
      /** The previous month up to `comparedThrough`: what `change` compares with. */
      lastMonthToDate: z.number(),
      change: z.number().nullable(),
    })
    .nullable(),
  vacationLiability: z
    .object({
      amount: z.number().int(),
      /** Days earned and not taken: the vacation screen's "días pendientes", the same figure. */
      pendingDays: z.number(),
      /** `pendingDays` plus the proportional days of the period in progress: what the liability values. */
      accruedDays: z.number(),
      employees: z.number().int(),
    })
    .nullable(),
});
export type DashboardCards = z.infer<typeof dashboardCards>;

// ---------------------------------------------------------------------------------------------------------
// parametros/dashboardattention

export const ATTENTION_KINDS = [
  'payroll_blockers',
  'payroll_stale',
  'payroll_unreviewed',
  'payroll_overdue',
  'vouchers_failed',
  'employees_missing_bank',
  'employees_missing_email',
  'aguinaldo_pending',
  'filing_due',
  'rt_policy_missing',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** The screen an attention item opens (the web maps it to a path). */
export const ATTENTION_SCREENS = [
  'payroll_review',
  'payroll_calculate',
  'pay_documents',
  'employees',
  'employee_detail',
  'payroll_calendar',
  'statutory_reports',
  'rt_policy',
] as const;
export type AttentionScreen = (typeof ATTENTION_SCREENS)[number];

export const FILING_KINDS = ['ccss_payroll', 'ins_rt_payroll', 'hacienda_withholding'] as const;
export type FilingKind = (typeof FILING_KINDS)[number];

/**
 * Where each filing's due date comes from, in both languages (the names of institutions, forms and laws stay
 * Spanish). The dashboard shows it beside the date; the API's filing calendar cites it.
 */
export const FILING_SOURCES: Record<MessageLanguage, Record<FilingKind, string>> = {
  es: {
    ccss_payroll:
      'CCSS SICERE, Autogestión Planilla en Línea (manual AFCOP-SFPRI-M-01); fecha límite sin confirmar',
    ins_rt_payroll: 'INS RT-Virtual (grupoins.com, preguntas frecuentes); Código de Trabajo art. 214 ch)',
    hacienda_withholding:
      'Hacienda, declaración mensual de retenciones D-103: primeros 15 días naturales del mes siguiente (Decreto 18445-H)',
  },
  en: {
    ccss_payroll:
      'CCSS SICERE, Autogestión Planilla en Línea (manual AFCOP-SFPRI-M-01); the deadline is not confirmed',
    ins_rt_payroll:
      'INS RT-Virtual (grupoins.com, frequently asked questions); Código de Trabajo art. 214 ch)',
    hacienda_withholding:
      'Hacienda, monthly withholding return D-103: within the first 15 calendar days of the following month (Decreto 18445-H)',
  },
};

export const attentionItem = z.object({
  id: z.string(),
  kind: z.enum(ATTENTION_KINDS),
  severity: z.enum(['error', 'warning', 'info']),
  /** How many employees, payrolls or vouchers it concerns. */
  count: z.number().int(),
  payrollId: z.number().int().nullable(),
  periodicity: periodicity.nullable(),
  payDate: z.string().nullable(),
  /** The payroll as `payrollName` names it (kind, number, period), when the item is about one. */
  payroll: z
    .object({
      kind: z.string(),
      periodicity,
      sequence: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
    })
    .nullable(),
  employeeNumber: z.number().int().nullable(),
  /** A filing: what, for which month, by when, and whether the date is confirmed by its source. */
  filing: z
    .object({
      kind: z.enum(FILING_KINDS),
      month: z.string(),
      confirmed: z.boolean(),
      source: z.string(),
    })
    .nullable(),
  dueDate: z.string().nullable(),
  screen: z.enum(ATTENTION_SCREENS),
  /** What the user needs to fix it: the web shows the link as an action only with this ability. */
  fixAbility: z.object({ action: z.string(), subject: z.string() }),
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const dashboardAttentionRequest = optionalBody(z.object({}));
export const dashboardAttention = z.object({ today: z.string(), items: z.array(attentionItem) });
export type DashboardAttention = z.infer<typeof dashboardAttention>;

// ---------------------------------------------------------------------------------------------------------
// Statutory reports (postPlanilla/statutorymonths, postPlanilla/statutoryreport)

export const STATUTORY_REPORTS = ['ccss', 'ins', 'tax'] as const;
export type StatutoryReportKind = (typeof STATUTORY_REPORTS)[number];

export const statutoryMonthsBody = z.object({
  /** Default this year (Costa Rica). */
  year: z
    .number({ error: V.invalidValue })
    .int({ error: V.invalidValue })
    .min(2000, { error: V.invalidValue })
    .max(2100, { error: V.invalidValue })
    .optional(),
});
export const statutoryMonthsRequest = optionalBody(statutoryMonthsBody);
export type StatutoryMonthsRequest = z.input<typeof statutoryMonthsBody>;

export const statutoryMonth = z.object({
  month: z.string(),
  payrolls: z.number().int(),
  employees: z.number().int(),
  gross: z.number().int(),
  /** Salary reported to the CCSS (the CCSS lines' base). */
  ccssBase: z.number().int(),
  ccssWorker: z.number().int(),
  ccssEmployer: z.number().int(),
  insPremium: z.number().int(),
  taxWithheld: z.number().int(),
  /** The filing dates of the month's reports (see docs/decisions.md, "Statutory reports"). */
  due: z.object({ ccss: z.string(), ins: z.string(), tax: z.string() }),
});
export type StatutoryMonth = z.infer<typeof statutoryMonth>;
export const statutoryMonthsResponse = z.object({ year: z.number().int(), months: z.array(statutoryMonth) });
export type StatutoryMonthsResponse = z.infer<typeof statutoryMonthsResponse>;

export const statutoryReportRequest = z.object({
  month: journalMonth,
  report: z.enum(STATUTORY_REPORTS, { error: V.invalidValue }),
  format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx'),
});
export type StatutoryReportRequest = z.input<typeof statutoryReportRequest>;

// ---------------------------------------------------------------------------------------------------------
// postPlanilla/filesearch

export const fileSearchRequest = z.object({
  q: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.invalidValue }),
  limit: z.number({ error: V.invalidValue }).int().min(1).max(4).default(4),
});
export type FileSearchRequest = z.input<typeof fileSearchRequest>;

export const fileSearchItem = z.object({
  kind: z.enum(['voucher', 'bank_file', 'journal', 'report', 'file']),
  payrollId: z.number().int().nullable(),
  periodicity: periodicity.nullable(),
  payDate: z.string().nullable(),
  employeeNumber: z.number().int().nullable(),
  employeeName: z.string().nullable(),
  fileId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type FileSearchItem = z.infer<typeof fileSearchItem>;
export const fileSearchResponse = z.object({ items: z.array(fileSearchItem) });
export type FileSearchResponse = z.infer<typeof fileSearchResponse>;
