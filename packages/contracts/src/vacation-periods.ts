import { z } from 'zod';
import { pageOf } from './envelope';
import { employeeNumber, vacationEntitlementResponse } from './employees';
import { isoDate } from './parameters';
import { V } from './validation';

/**
 * Vacation periods (issue 14), the specification's `vacaciones/` calls:
 * - `vacationemployee` (POST): the company's employees with their balances, a page, and the company summary
 *   (pending days, their value at today's salary, employees over the accumulation the company allows);
 * - `vacationdata` (POST): one employee's periods, the days taken (attendance V days, booked ranges,
 *   adjustments) and the adjustments;
 * - `vacationadjustment` (PUT): an opening balance or a manual adjustment with a reason, audited;
 * - `vacationexport` (POST): the summary as an Excel file;
 * - `vacationopeningimport` (PUT): opening balances of many employees at once (rows read from a file), with a
 *   dry run and row errors.
 */

export const VACATION_ADJUSTMENT_KINDS = ['opening', 'adjustment'] as const;
export const VACATION_SORTS = ['name', 'num_empleado', 'pending', 'value'] as const;

export const vacationEmployeeRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string({ error: V.invalidValue }).trim().max(100, { error: V.tooLong }).optional(),
  departmentId: z.number({ error: V.invalidNumber }).int().positive().optional(),
  /** Only employees whose pending days exceed what the company allows to accumulate. */
  overLimitOnly: z.boolean().optional(),
  /** Only employees with overdue days (a period not granted in time). */
  overdueOnly: z.boolean().optional(),
  /** Include employees who have left (their balance as of their exit). Default: active only. */
  includeInactive: z.boolean().optional(),
  sortBy: z.enum(VACATION_SORTS, { error: V.invalidValue }).default('name'),
});
export type VacationEmployeeRequest = z.input<typeof vacationEmployeeRequest>;

export const vacationBalanceItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  active: z.boolean(),
  hireDate: z.string(),
  asOf: z.string(),
  workDaysPerWeek: z.number().int(),
  daysPerPeriod: z.number(),
  /** Days of the periods completed (50 weeks). */
  earnedDays: z.number(),
  /** Proportional days of the period in progress. */
  accruedDays: z.number(),
  takenDays: z.number(),
  /** Earned − taken: what may be scheduled now. */
  pendingDays: z.number(),
  /** Earned + accrued − taken: what would be owed if the contract ended today. */
  pendingWithAccruedDays: z.number(),
  /** Monthly salary in force (céntimos). */
  monthlySalary: z.number().int(),
  /** Value of `pendingWithAccruedDays` at that salary (céntimos): monthly ÷ 30 × 14 calendar days a period. */
  pendingValue: z.number().int(),
  /** Pending days above `maxPeriods` × days per period. */
  overLimit: z.boolean(),
  /** Pending days of periods the employer should have granted already (art. 155; vencidas, still owed). */
  overdueDays: z.number(),
});
export type VacationBalanceItem = z.infer<typeof vacationBalanceItem>;

export const vacationSummary = z.object({
  employees: z.number().int(),
  pendingDays: z.number(),
  pendingWithAccruedDays: z.number(),
  /** The vacation liability: Σ pendingValue (céntimos). */
  liability: z.number().int(),
  overLimit: z.number().int(),
  /** The company's allowed accumulation, in periods. */
  maxPeriods: z.number().int(),
  /** Employees with overdue days, and their Σ. */
  overdueEmployees: z.number().int(),
  overdueDays: z.number(),
  /** Weeks after the 50 within which the company grants a period (art. 155: 15 at most). */
  grantWeeks: z.number().int(),
  asOf: z.string(),
});
export const vacationEmployeeResponse = pageOf(vacationBalanceItem).extend({ summary: vacationSummary });
export type VacationEmployeeResponse = z.infer<typeof vacationEmployeeResponse>;

export const vacationDataRequest = z.object({ num_empleado: employeeNumber });
export type VacationDataRequest = z.input<typeof vacationDataRequest>;

export const vacationTakenDay = z.object({
  date: z.string(),
  /** `attendance` (a V day of a payroll), `booked` (a registered vacation not laid out in a payroll yet). */
  source: z.enum(['attendance', 'booked']),
  payrollId: z.number().int().nullable(),
  days: z.number(),
});
export const vacationAdjustment = z.object({
  id: z.number().int(),
  kind: z.enum(VACATION_ADJUSTMENT_KINDS),
  days: z.number(),
  effectiveDate: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type VacationAdjustment = z.infer<typeof vacationAdjustment>;
export const vacationDataResponse = z.object({
  balance: vacationBalanceItem,
  entitlement: vacationEntitlementResponse,
  taken: z.array(vacationTakenDay),
  adjustments: z.array(vacationAdjustment),
});
export type VacationDataResponse = z.infer<typeof vacationDataResponse>;

/** Days with at most two decimals, above zero for an opening balance, not zero for an adjustment. */
const adjustmentDays = z
  .number({ error: V.invalidNumber })
  .min(-366, { error: V.invalidNumber })
  .max(366, { error: V.invalidNumber })
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    error: V.invalidNumber,
  });
export const vacationAdjustmentRequest = z
  .object({
    num_empleado: employeeNumber,
    kind: z.enum(VACATION_ADJUSTMENT_KINDS, { error: V.invalidValue }),
    /** Days taken outside the attendance (+), or given back (−, adjustments only). */
    days: adjustmentDays,
    effectiveDate: isoDate,
    reason: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .max(200, { error: V.tooLong }),
  })
  .superRefine((v, ctx) => {
    if (v.days === 0 || (v.kind === 'opening' && v.days < 0))
      ctx.addIssue({ code: 'custom', path: ['days'], message: V.amountPositive });
  });
export type VacationAdjustmentRequest = z.input<typeof vacationAdjustmentRequest>;

export const vacationExportRequest = vacationEmployeeRequest
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx') });
export type VacationExportRequest = z.input<typeof vacationExportRequest>;

// vacaciones/vacationopeningimport (PUT)
export const vacationOpeningImportRequest = z.object({
  rows: z
    .array(
      z.object({
        /** The row's line in the file (for the errors). */
        row: z.number().int().positive(),
        num_empleado: z.number({ error: V.invalidNumber }).int().positive(),
        /** Days taken before the product (up to two decimals). */
        days: z.number({ error: V.invalidNumber }),
        /** Default: today (or the exit date of an employee who left). */
        effectiveDate: isoDate.optional(),
        reason: z.string().trim().max(200, { error: V.tooLong }).optional(),
      }),
    )
    .min(1, { error: V.required })
    .max(20_000, { error: V.tooLong }),
  dryRun: z.boolean().default(false),
});
export type VacationOpeningImportRequest = z.input<typeof vacationOpeningImportRequest>;
export const vacationOpeningImportResponse = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  saved: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), field: z.string(), reason: z.string() })),
});
export type VacationOpeningImportResponse = z.infer<typeof vacationOpeningImportResponse>;
