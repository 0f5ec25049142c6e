import { z } from 'zod';
import { employeeNumber, payslipLineDto } from './employees';
import { pageOf, pageQuery } from './envelope';
import { payrollId, payrollRef } from './payroll-runs';
import { V } from './validation';

/**
 * Payroll calculation and closing (issue 12), in the `procesoPlanilla/` group. Amounts are integer céntimos.
 *
 * - `calculatePayroll` (PUT): every member's payslip from the payroll's attendance, stored whole in one
 *   transaction; projected or processed → processed. 409 with the review blockers, 409 when another
 *   calculation of the payroll is running.
 * - `calculationState` (POST): status, running progress, last failure, blockers, what makes it stale.
 * - `payrollCalculate` (POST): the results grid (paged, search, warnings filter) with the totals.
 * - `payrollCalculateExport` (POST): the same results, every row and a totals row, as an Excel or CSV file.
 * - `payslipDetail` (POST): one payslip: lines with legal basis, attendance days, changes vs the previous one.
 * - `payrollChanges` (POST): net against each employee's previous payroll of the periodicity, largest first.
 * - `closePayroll` (PUT): processed and current → paid (final).
 */

/**
 * Where a calculation's time went, in milliseconds: reading the facts, building the engine's inputs from them
 * (`inputMs`, absent in calculations stored before it was measured), the engine alone, and the writes.
 */
export const calculationTimings = z.object({
  readMs: z.number(),
  inputMs: z.number().optional(),
  engineMs: z.number(),
  writeMs: z.number(),
});

export const payrollTotals = z.object({
  employees: z.number().int(),
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  employerCharges: z.number().int(),
  provisions: z.number().int(),
  employerCost: z.number().int(),
  warnings: z.number().int(),
});
export type PayrollTotals = z.infer<typeof payrollTotals>;

export const payrollBlocker = z.object({
  num_empleado: z.number().int(),
  code: z.string(),
  date: z.string().nullable(),
});
export type PayrollBlocker = z.infer<typeof payrollBlocker>;

export const STALE_REASONS = [
  'attendance',
  'salary',
  'schedule',
  'periodicity',
  'employment',
  'credits',
  'history',
  'legal',
  'payItems',
] as const;
export type StaleReason = (typeof STALE_REASONS)[number];

export const staleEmployee = z.object({
  num_empleado: z.number().int(),
  reasons: z.array(z.enum(STALE_REASONS)),
});

export const calculationState = z.object({
  payrollId: z.number().int(),
  status: z.enum(['planned', 'projected', 'processed', 'paid']),
  calculated: z
    .object({
      at: z.string(),
      by: z.string().nullable(),
      inputsVersion: z.number().int(),
      totals: payrollTotals,
      ruleSetYears: z.array(z.number().int()),
      timings: calculationTimings.nullable(),
    })
    .nullable(),
  closed: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  /** A calculation of this payroll running now (in any server process): employees done of total. */
  running: z
    .object({ processed: z.number().int(), total: z.number().int(), startedAt: z.string() })
    .nullable(),
  /** The last calculation that failed since the server started (the previous result is intact). */
  lastFailure: z.object({ code: z.string(), message: z.string(), at: z.string() }).nullable(),
  blockers: z.array(payrollBlocker),
  /** Processed, and something it was calculated from changed since (it cannot be closed). */
  stale: z.boolean(),
  /** Legal values registered or changed since the calculation (applies to every employee). */
  staleLegal: z.boolean(),
  staleEmployees: z.array(staleEmployee),
  /** An aguinaldo payroll: its year, legal pay-by date, and the regular payrolls of the year not closed yet. */
  aguinaldo: z
    .object({
      year: z.number().int(),
      payBy: z.string(),
      openPayrolls: z.array(
        z.object({
          payrollId: z.number().int(),
          periodicity: z.string(),
          periodStart: z.string(),
          periodEnd: z.string(),
          status: z.string(),
        }),
      ),
    })
    .nullable()
    .optional(),
  /**
   * A settlement (liquidación) payroll: its employee and exit, and the employee's regular payrolls up to the exit
   * not closed yet (their pay is not counted in the averages and the aguinaldo; closing waits for them).
   */
  settlement: z
    .object({
      num_empleado: z.number().int(),
      fullName: z.string(),
      exitDate: z.string(),
      exitTypeName: z.string(),
      openPayrolls: z.array(
        z.object({
          payrollId: z.number().int(),
          periodicity: z.string(),
          periodStart: z.string(),
          periodEnd: z.string(),
          status: z.string(),
        }),
      ),
    })
    .nullable()
    .optional(),
});
export type CalculationState = z.infer<typeof calculationState>;

// procesoPlanilla/calculatePayroll
export const calculatePayrollRequest = payrollRef;
export type CalculatePayrollRequest = z.input<typeof calculatePayrollRequest>;
export const calculatePayrollResponse = z.object({
  payrollId: z.number().int(),
  status: z.literal('processed'),
  totals: payrollTotals,
  timings: calculationTimings,
});
export type CalculatePayrollResponse = z.infer<typeof calculatePayrollResponse>;

// procesoPlanilla/calculationstate
export const calculationStateRequest = payrollRef;
export type CalculationStateRequest = z.input<typeof calculationStateRequest>;

// procesoPlanilla/payrollcalculate: the results grid
export const PAYSLIP_SORT_FIELDS = ['name', 'num_empleado', 'net', 'gross'] as const;
export const payrollCalculateRequest = pageQuery.extend({
  payrollId,
  warningsOnly: z.boolean({ error: V.invalidValue }).optional(),
  sortBy: z.enum(PAYSLIP_SORT_FIELDS, { error: V.invalidValue }).default('name'),
});
export type PayrollCalculateRequest = z.input<typeof payrollCalculateRequest>;

export const payslipIssue = z.object({
  code: z.string(),
  date: z.string().nullable(),
  detail: z.string().nullable(),
});

export const payslipRow = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  /** Days by attendance code (R, E, A, S, V, I, +, -) in the payroll. */
  daysByCode: z.record(z.string(), z.number().int()),
  payableDays: z.number(),
  extraHours: z.number(),
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
  employerCost: z.number().int(),
  warnings: z.array(payslipIssue),
});
export type PayslipRow = z.infer<typeof payslipRow>;
export const payrollCalculateResponse = pageOf(payslipRow).extend({ totals: payrollTotals });
export type PayrollCalculateResponse = z.infer<typeof payrollCalculateResponse>;

// procesoPlanilla/payrollcalculateexport: the results grid as a file, every row (not JSON: the body is the file
// itself, with Content-Disposition `attachment; filename="planilla-<id>-<periodStart>.xlsx"` or `.csv`). The
// grid's filters and order (search, `warningsOnly`, `sortBy`); one row per payslip, then a totals row.
export const payrollCalculateExportRequest = payrollCalculateRequest
  .omit({ page: true, pageSize: true })
  .extend({ format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx') });
export type PayrollCalculateExportRequest = z.input<typeof payrollCalculateExportRequest>;

// procesoPlanilla/payslipdetail
export const payslipDetailRequest = z.object({ payrollId, num_empleado: employeeNumber });
export type PayslipDetailRequest = z.input<typeof payslipDetailRequest>;

/** How an embargo's line was computed (CT art. 172): the engine's `GarnishmentComputation`, céntimos. */
export const garnishmentComputationDto = z.object({
  orderDate: z.string(),
  decree: z.string().nullable(),
  protectedFrom: z.enum(['decree', 'order']),
  carried: z.enum(['forward', 'backward']).nullable(),
  protectedMonthly: z.number().int(),
  protectedForPeriod: z.number().int(),
  salaryAfterCharges: z.number().int(),
  lowerBand: z.number().int(),
  lowerShare: z.number().int(),
  upperBand: z.number().int(),
  upperShare: z.number().int(),
  garnishable: z.number().int(),
  takenByEarlier: z.number().int(),
  available: z.number().int(),
});
export type GarnishmentComputationDto = z.infer<typeof garnishmentComputationDto>;

/** A pay item's line (issue 26): the employee's item, its type, reference, flags and an embargo's computation. */
export const payslipLinePayItemDto = z.object({
  /** The employee item's id (`employee_pay_items.id`) as text. */
  id: z.string(),
  /** The catalogue type's code (`EMBARGO`, `PENSION_ALIMENTARIA`, a company's own). */
  code: z.string(),
  itemClass: z.string(),
  /** The case number (expediente) or loan number. */
  reference: z.string().nullable(),
  treatment: z.object({
    ccssBase: z.boolean(),
    taxable: z.boolean(),
    aguinaldo: z.boolean(),
    settlementAverage: z.boolean(),
  }),
  garnishment: garnishmentComputationDto.nullable(),
});
export type PayslipLinePayItemDto = z.infer<typeof payslipLinePayItemDto>;

/**
 * A stored payslip line: the engine's line with its day and the reason typed for it (a pay deduction's), and a
 * pay item's line its item (null on other lines).
 */
export const payslipLineItem = payslipLineDto.extend({
  date: z.string().nullable(),
  note: z.string().nullable(),
  payItem: payslipLinePayItemDto.nullable().optional(),
});

/**
 * What one pay item did on a payslip (`payslip_pay_items`): its amount, what was due with what earlier payrolls
 * deferred, what was taken, what rolls to the next payroll, the balance before and after, and the limit that cut it.
 */
export const payslipPayItemDto = z.object({
  itemId: z.number().int(),
  typeCode: z.string(),
  itemClass: z.string(),
  lineCode: z.string(),
  reference: z.string().nullable(),
  amount: z.number().int(),
  due: z.number().int(),
  taken: z.number().int(),
  deferred: z.number().int(),
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  limitedBy: z.enum(['balance', 'alimony_cap', 'garnishment_limit', 'minimum_wage_floor']).nullable(),
});
export type PayslipPayItemDto = z.infer<typeof payslipPayItemDto>;
export type PayslipLineItem = z.infer<typeof payslipLineItem>;

/** Salary earned in a month: from the closed payrolls and recorded from before the product (aguinaldo earnings). */
export const monthEarning = z.object({
  month: z.string(),
  earned: z.number().int(),
  imported: z.number().int(),
});
const openRegularPayroll = z.object({
  payrollId: z.number().int(),
  periodicity: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.string(),
});

/**
 * The termination settlement (liquidación) of an exit, explained: the exit and its legal cause, the seniority,
 * the averages it pays on (month by month), the pending vacation days and the proportional aguinaldo's months,
 * and the payslip lines (earnings with their basis, the CCSS and tax on the vacation pay, the employer's CCSS).
 * `procesoPlanilla/settlementpreview` answers it; a settlement payslip stores it (its `payslipdetail.settlement`).
 * The pending salary up to the exit is paid by the regular payroll of the exit's period (`salaryPayroll`).
 */
export const settlementExplanation = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  hireDate: z.string(),
  exitDate: z.string(),
  payDate: z.string(),
  exitType: z.object({
    id: z.number().int(),
    code: z.string().nullable(),
    name: z.string(),
    employerLiability: z.boolean(),
  }),
  /** The engine's cause: what the exit type owes (preaviso on dismissals without cause, cesantía …). */
  cause: z.enum([
    'dismissal_without_cause',
    'indirect_dismissal',
    'not_attributable',
    'dismissal_with_cause',
    'resignation',
  ]),
  causeLegalRef: z.string(),
  service: z.object({
    years: z.number().int(),
    months: z.number().int(),
    days: z.number().int(),
    totalDays: z.number().int(),
  }),
  /** The average of the last six complete months (arts. 29–30): preaviso and cesantía are paid on it ÷ 30. */
  average: z.object({
    source: z.enum(['payslips', 'salary_in_force']),
    months: z.array(monthEarning),
    total: z.number().int(),
    monthly: z.number().int(),
    daily: z.number().int(),
  }),
  noticeDays: z.number(),
  cesantiaYears: z.number().int(),
  cesantiaDays: z.number(),
  /** Pending vacation working days, paid at the art. 157 daily average (complete months of the last 50 weeks). */
  vacation: z.object({
    pendingDays: z.number(),
    workDaysPerWeek: z.number().int(),
    source: z.enum(['payslips', 'salary_in_force']),
    months: z.number().int(),
    total: z.number().int(),
    dailyRate: z.number().int(),
  }),
  /** The aguinaldo's accrual since 1 December (or the entry) up to the exit. */
  aguinaldo: z.object({
    periodStart: z.string(),
    periodEnd: z.string(),
    months: z.array(monthEarning),
    total: z.number().int(),
  }),
  lines: z.array(payslipLineItem),
  totals: z.object({
    gross: z.number().int(),
    deductions: z.number().int(),
    net: z.number().int(),
    employerCharges: z.number().int(),
    employerCost: z.number().int(),
  }),
  /** The regular payroll of the exit's period: it pays the salary up to the exit date. */
  salaryPayroll: openRegularPayroll.nullable(),
  /** The employee's regular payrolls up to the exit not closed yet: what they pay is not counted here yet. */
  openPayrolls: z.array(openRegularPayroll),
  /**
   * Pay items deducted at termination (issue 26): a pensión, loans' and advances' balances, deferred amounts;
   * what did not fit (`deferred`) is reported and stays owed. Absent without items.
   */
  payItems: z.array(payslipPayItemDto).optional(),
});
export type SettlementExplanation = z.infer<typeof settlementExplanation>;

export const payslipChange = z.object({
  code: z.string(),
  previous: z.number().int(),
  current: z.number().int(),
});

export const payslipDetail = z.object({
  payrollId: z.number().int(),
  num_empleado: z.number().int(),
  fullName: z.string(),
  period: z.object({ start: z.string(), end: z.string() }),
  payDate: z.string(),
  ruleSetYear: z.number().int(),
  lines: z.array(payslipLineItem),
  totals: z.object({
    gross: z.number().int(),
    deductions: z.number().int(),
    net: z.number().int(),
    employerCharges: z.number().int(),
    provisions: z.number().int(),
    employerCost: z.number().int(),
  }),
  days: z.record(z.string(), z.number()),
  warnings: z.array(payslipIssue),
  attendance: z.array(
    z.object({
      date: z.string(),
      code: z.string(),
      extraHours: z.number(),
      amount: z.number().int().nullable(),
      note: z.string().nullable(),
      /** A rest day or holiday as laid out and not worked (no day of the register), else null. */
      dayOff: z.enum(['rest', 'holiday']).nullable(),
    }),
  ),
  previous: z
    .object({
      payrollId: z.number().int(),
      periodStart: z.string(),
      periodEnd: z.string(),
      net: z.number().int(),
    })
    .nullable(),
  /** Line amounts that differ from the previous payroll's payslip, largest difference first. */
  changes: z.array(payslipChange),
  /** What each pay item did (issue 26): taken, deferred to the next payroll, balances; empty without items. */
  payItems: z.array(payslipPayItemDto).optional(),
  /** An aguinaldo payslip: what was earned month by month (closed payrolls and earnings recorded from before). */
  aguinaldo: z
    .object({
      total: z.number().int(),
      months: z.array(
        z.object({
          month: z.string(),
          earned: z.number().int(),
          imported: z.number().int(),
          payrolls: z.array(
            z.object({
              payrollId: z.number().int(),
              periodStart: z.string(),
              periodEnd: z.string(),
              amount: z.number().int(),
            }),
          ),
        }),
      ),
    })
    .nullable()
    .optional(),
  /** A settlement payslip: the whole explanation of the liquidación. */
  settlement: settlementExplanation.nullable().optional(),
});
export type PayslipDetail = z.infer<typeof payslipDetail>;

// procesoPlanilla/payrollchanges
export const payrollChangesRequest = pageQuery.extend({ payrollId });
export type PayrollChangesRequest = z.input<typeof payrollChangesRequest>;
export const payrollChangeItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  previousPayrollId: z.number().int().nullable(),
  previousNet: z.number().int().nullable(),
  net: z.number().int(),
  difference: z.number().int(),
  changes: z.array(payslipChange),
});
export type PayrollChangeItem = z.infer<typeof payrollChangeItem>;
export const payrollChangesResponse = pageOf(payrollChangeItem);

// procesoPlanilla/closepayroll
export const closePayrollRequest = z.object({
  payrollId,
  /** The net total the user confirmed: refused (409) when the stored calculation's differs. */
  confirmNet: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }),
});
export type ClosePayrollRequest = z.input<typeof closePayrollRequest>;
