import { z } from 'zod';
import { amountCents, employeeNumber } from './employees';
import { isoDate } from './parameters';
import { V } from './validation';

/**
 * The aguinaldo run (issue 14), in the `procesoPlanilla/` group:
 * - `newaguinaldo` (PUT): generates the year's aguinaldo payroll (kind `aguinaldo`, 1 Dec – 30 Nov, paid by
 *   20 December) and lays out its members; then it is calculated, explained and closed like any payroll
 *   (`calculatePayroll`, `payrollcalculate`, `payslipdetail`, `closepayroll`);
 * - `aguinaldoearnings` (POST) / `saveaguinaldoearnings` (PUT): salary earned per employee and month before the
 *   product was used (typed or imported, with a dry run and row errors).
 */
export const aguinaldoYear = z
  .number({ error: V.required })
  .int({ error: V.invalidNumber })
  .min(2000, { error: V.invalidNumber })
  .max(2100, { error: V.invalidNumber });

export const newAguinaldoRequest = z.object({
  year: aguinaldoYear,
  /** Default: 20 December (the law's last day), or the business day before it. From 1 to 20 December. */
  payDate: isoDate.optional(),
});
export type NewAguinaldoRequest = z.input<typeof newAguinaldoRequest>;
export const newAguinaldoResponse = z.object({
  payrollId: z.number().int(),
  created: z.boolean(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  employees: z.number().int(),
});
export type NewAguinaldoResponse = z.infer<typeof newAguinaldoResponse>;

export const aguinaldoEarningsRequest = z.object({ year: aguinaldoYear });
export const aguinaldoEarning = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  /** `YYYY-MM`. */
  month: z.string(),
  amount: z.number().int(),
  source: z.enum(['import', 'manual']),
});
export const aguinaldoEarningsResponse = z.array(aguinaldoEarning);
export type AguinaldoEarning = z.infer<typeof aguinaldoEarning>;

const month = z.string({ error: V.required }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: V.invalidDate });
export const saveAguinaldoEarningsRequest = z.object({
  year: aguinaldoYear,
  /** Rows as typed or read from a file (`row` is its line in the file, for the errors). 0 removes a month. */
  rows: z
    .array(
      z.object({
        row: z.number().int().positive().optional(),
        num_empleado: employeeNumber,
        month,
        amount: amountCents.or(z.literal(0)),
      }),
    )
    .min(1, { error: V.required })
    .max(50_000, { error: V.tooLong }),
  source: z.enum(['import', 'manual'], { error: V.invalidValue }).default('manual'),
  /** Checks every row and answers the problems, saving nothing. */
  dryRun: z.boolean().default(false),
});
export type SaveAguinaldoEarningsRequest = z.input<typeof saveAguinaldoEarningsRequest>;
export const saveAguinaldoEarningsResponse = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  saved: z.number().int(),
  problems: z.array(z.object({ row: z.number().int(), field: z.string(), reason: z.string() })),
});
export type SaveAguinaldoEarningsResponse = z.infer<typeof saveAguinaldoEarningsResponse>;
