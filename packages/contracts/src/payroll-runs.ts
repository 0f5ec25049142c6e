import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { employeeNumber, PAY_PERIODICITIES } from './employees';
import { PAY_DATE_RULES } from './legal-rules';
import { isoDate, optionalBody } from './parameters';
import { V } from './validation';

/**
 * Payroll runs (planillas): the payroll calendar (`paramPlanilla/*`), the process lists and the projection
 * (`procesoPlanilla/*`). Dates are `YYYY-MM-DD`, minutes whole numbers, amounts integer céntimos.
 *
 * A payroll belongs to the session's company, a kind and a pay periodicity, covers a period (both ends
 * inclusive) and has a pay date. Its status only moves forward:
 * `planned` (in the calendar) → `projected` (attendance laid out, `procesoPlanilla/projectpayroll`) →
 * `processed` (calculated, the calculation issue) → `paid` (closed, the post-payroll issue).
 * `inputsVersion` grows with every change to the payroll's attendance; the calculation stores the version it
 * used in `calculatedInputsVersion`, so a processed payroll whose inputs changed afterwards shows
 * `needsRecalculation`.
 */

export const PAYROLL_KINDS = ['regular', 'aguinaldo', 'settlement'] as const;
export type PayrollKind = (typeof PAYROLL_KINDS)[number];
export const PAYROLL_STATUSES = ['planned', 'projected', 'processed', 'paid'] as const;
export type PayrollStatus = (typeof PAYROLL_STATUSES)[number];
export const PAYROLL_REVIEW_STATUSES = ['pending', 'reviewed'] as const;
export type PayrollReviewStatus = (typeof PAYROLL_REVIEW_STATUSES)[number];

export const payrollId = z
  .number({ error: V.required })
  .int({ error: V.invalidNumber })
  .positive({ error: V.invalidNumber })
  .max(2_147_483_647, { error: V.invalidNumber });
export const payrollRef = z.object({ payrollId });
export type PayrollRef = z.input<typeof payrollRef>;

const periodicity = z.enum(PAY_PERIODICITIES, { error: V.invalidValue });
const year = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .min(2000, { error: V.invalidNumber })
  .max(2100, { error: V.invalidNumber });

export const payrollItem = z.object({
  payrollId: z.number().int(),
  kind: z.enum(PAYROLL_KINDS),
  periodicity: z.enum(PAY_PERIODICITIES),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  /** Ordinal of the payroll within its periodicity and the year of its period's start (quincena 22). */
  sequence: z.number().int(),
  status: z.enum(PAYROLL_STATUSES),
  employeeCount: z.number().int(),
  reviewedCount: z.number().int(),
  inputsVersion: z.number().int(),
  calculatedInputsVersion: z.number().int().nullable(),
  /** Processed, and its attendance changed after the calculation. */
  needsRecalculation: z.boolean(),
  /** The pay date may still be changed (not processed or paid yet). */
  payDateEditable: z.boolean(),
  projectedAt: z.string().nullable(),
  projectedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A settlement (liquidación) payroll: the one employee it pays. */
  settlementEmployee: z
    .object({ num_empleado: z.number().int(), fullName: z.string() })
    .nullable()
    .optional(),
});
export type PayrollItem = z.infer<typeof payrollItem>;

// paramPlanilla/planillalist: the payroll calendar (every status), oldest period first
export const payrollCalendarListRequest = optionalBody(
  z.object({
    periodicity: periodicity.optional(),
    status: z.enum(PAYROLL_STATUSES, { error: V.invalidValue }).optional(),
    /** Payrolls whose period starts in this year. */
    year: year.optional(),
  }),
);
export type PayrollCalendarListRequest = z.input<typeof payrollCalendarListRequest>;
export const payrollCalendarListResponse = z.array(payrollItem);

// procesoPlanilla/payrolllist: payrolls by status for the process screens, newest period first
export const payrollListRequest = optionalBody(
  z.object({
    /** Default: projected and processed (the ones being worked on). */
    statuses: z
      .array(z.enum(PAYROLL_STATUSES, { error: V.invalidValue }))
      .min(1, { error: V.required })
      .max(4, { error: V.tooLong })
      .optional(),
    periodicity: periodicity.optional(),
    year: year.optional(),
  }),
);
export type PayrollListRequest = z.input<typeof payrollListRequest>;
export const payrollListResponse = z.array(payrollItem);

// paramPlanilla/newpayroll: one payroll of the calendar
export const newPayrollRequest = z.object({
  periodicity,
  /**
   * The period: fortnightly 1–15 or 16–end of month, monthly a calendar month, weekly 7 days, biweekly 14.
   * It may not overlap another payroll of the same periodicity (409 `PAYROLL_PERIOD_OVERLAP`).
   */
  periodStart: isoDate,
  periodEnd: isoDate,
  /** Default: the period's last day. From the period's start to 31 days after its end. */
  payDate: isoDate.optional(),
});
export type NewPayrollRequest = z.input<typeof newPayrollRequest>;

// paramPlanilla/updatepaydate (PUT): only while planned or projected, never to a past date
export const updatePayDateRequest = z.object({ payrollId, payDate: isoDate });
export type UpdatePayDateRequest = z.input<typeof updatePayDateRequest>;

// paramPlanilla/generatecalendar (POST): a year of payrolls of one periodicity (the domain's `payrollCalendar`).
// A period belongs to the year of its last day. What is left out comes from the company's settings
// (`paramPlanilla/companysettings`). Periods that already have their payroll are kept as they are; only the
// missing ones are added. A payroll of the periodicity whose period overlaps a generated one without being
// equal to it, or a gap against the neighbouring year's payrolls, refuses the whole call (409
// `PAYROLL_CALENDAR_MISALIGNED`) and nothing is written.
export const PAY_DATE_TIMINGS = ['periodEnd', 'daysAfterEnd'] as const;
export const generateCalendarRequest = z.object({
  periodicity,
  year,
  /** Weekly and biweekly: the first day of one period. Default: the company's `weekAnchor`. */
  anchor: isoDate.optional(),
  /** Default: the company's `payDateTiming`. */
  payDateTiming: z.enum(PAY_DATE_TIMINGS, { error: V.invalidValue }).optional(),
  /** With `daysAfterEnd`: days after the period's last day (0–31). Default: the company's `payDateDays`. */
  payDateDays: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(0, { error: V.invalidNumber })
    .max(31, { error: V.invalidNumber })
    .optional(),
  /** A pay date on a weekend or holiday: the business day before, or kept. Default: the company's rule. */
  payDateRule: z.enum(PAY_DATE_RULES, { error: V.invalidValue }).optional(),
});
export type GenerateCalendarRequest = z.input<typeof generateCalendarRequest>;
export const generateCalendarResponse = z.object({
  created: z.array(payrollItem),
  /** Periods of the year that already had a payroll. */
  existing: z.number().int(),
  /** The year's periods (created + existing). */
  total: z.number().int(),
});
export type GenerateCalendarResponse = z.infer<typeof generateCalendarResponse>;

// procesoPlanilla/payrollemployeeslist: the employees of a payroll, paged
export const PAYROLL_EMPLOYEE_SORT_FIELDS = ['name', 'num_empleado'] as const;
export const payrollEmployeesListRequest = pageQuery.extend({
  payrollId,
  reviewStatus: z.enum(PAYROLL_REVIEW_STATUSES, { error: V.invalidValue }).optional(),
  departmentId: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }).positive().optional(),
  sortBy: z.enum(PAYROLL_EMPLOYEE_SORT_FIELDS, { error: V.invalidValue }).default('name'),
});
export type PayrollEmployeesListRequest = z.input<typeof payrollEmployeesListRequest>;
export const payrollEmployeeItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  scheduleId: z.number().int(),
  scheduleName: z.string(),
  /** The employee's first and last day inside the period (a hire or an exit in the middle). */
  firstDay: z.string(),
  lastDay: z.string(),
  days: z.number().int(),
  reviewStatus: z.enum(PAYROLL_REVIEW_STATUSES),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export type PayrollEmployeeItem = z.infer<typeof payrollEmployeeItem>;
export const payrollEmployeesListResponse = pageOf(payrollEmployeeItem);

// procesoPlanilla/projectpayroll (PUT): lay out (or again) the payroll's attendance
export const projectPayrollRequest = payrollRef;
export const projectPayrollResponse = z.object({
  payroll: payrollItem,
  employees: z.object({
    /** Employees now in the payroll. */
    total: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
    kept: z.number().int(),
  }),
  days: z.object({
    total: z.number().int(),
    added: z.number().int(),
    removed: z.number().int(),
    /** Days laid out again from the schedule, holidays and ranges. */
    relaid: z.number().int(),
    /** Days a person or a clock file had changed, left as they were. */
    kept: z.number().int(),
  }),
});
export type ProjectPayrollResponse = z.infer<typeof projectPayrollResponse>;

export const payrollEmployeeRef = z.object({ payrollId, num_empleado: employeeNumber });
