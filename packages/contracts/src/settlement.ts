import { z } from 'zod';
import { employeeNumber } from './employees';
import { isoDate } from './parameters';
import { settlementExplanation } from './payroll-calculation';
import { PAYROLL_STATUSES } from './payroll-runs';
import { V } from './validation';

/**
 * The termination settlement (liquidación, issue 14):
 * - `procesoPlanilla/settlementpreview` (POST): the engine's settlement of the employee's recorded exit, line by
 *   line with basis and arithmetic, and its payroll if there is one (once paid, the stored final settlement);
 * - `procesoPlanilla/newsettlement` (PUT): the settlement payroll of that exit (kind `settlement`, the one
 *   employee, period from the start of the exit's pay period to the exit date, paid on the exit date), projected;
 *   asking again answers the one there is. It is calculated and closed like any payroll (`calculatePayroll`,
 *   `closepayroll`), and gives vouchers, bank files and the journal;
 * - `procesoPlanilla/settlementpdf` (POST): the settlement document to sign (PDF, Spanish);
 * - `empleados/updateexit` (PUT): corrects the exit's date, type or reason; the unpaid settlement goes stale;
 *   once the settlement is paid the exit is final (409 `SETTLEMENT_PAID`).
 */
export const settlementRequest = z.object({ num_empleado: employeeNumber });
export type SettlementRequest = z.input<typeof settlementRequest>;

export const settlementPayrollRef = z.object({
  payrollId: z.number().int(),
  status: z.enum(PAYROLL_STATUSES),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  /** Calculated, and something it was calculated from changed since: recalculate before closing. */
  stale: z.boolean(),
});
export type SettlementPayrollRef = z.infer<typeof settlementPayrollRef>;

export const settlementPreviewResponse = z.object({
  settlement: settlementExplanation,
  payroll: settlementPayrollRef.nullable(),
  /** The settlement payroll is paid: this is the stored settlement, final. */
  final: z.boolean(),
});
export type SettlementPreviewResponse = z.infer<typeof settlementPreviewResponse>;

export const newSettlementResponse = settlementPayrollRef.extend({ created: z.boolean() });
export type NewSettlementResponse = z.infer<typeof newSettlementResponse>;

const exitTypeId = z
  .number({ error: V.required })
  .int({ error: V.invalidNumber })
  .positive({ error: V.invalidNumber })
  .max(2_147_483_647, { error: V.invalidNumber });

export const updateExitRequest = z.object({
  num_empleado: employeeNumber,
  exitDate: isoDate,
  exitTypeId,
  reason: z.string({ error: V.required }).trim().min(3, { error: V.tooShort }).max(500, { error: V.tooLong }),
});
export type UpdateExitRequest = z.input<typeof updateExitRequest>;
export const updateExitResponse = z.object({
  num_empleado: z.number().int(),
  exitDate: z.string(),
  exitTypeId: z.number().int(),
  /** The settlement payroll of the exit, if any, now to be recalculated. */
  settlementPayrollId: z.number().int().nullable(),
});
export type UpdateExitResponse = z.infer<typeof updateExitResponse>;
