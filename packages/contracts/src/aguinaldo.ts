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
 *   product was used (typed or imported, with a dry run and row errors);
 * - `aguinaldoalimony` (POST) / `saveaguinaldoalimony` (PUT): the court-ordered alimony (pensión alimentaria) to
 *   withhold from an employee's aguinaldo, the only deduction the law allows on it.
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
  /**
   * The closed payrolls that paid the employee in that month (by the month of their period's end). When there
   * are any, the month counts with the product's own figure and this entry no longer counts (each month counts
   * once: docs/decisions.md, "Aguinaldo: months recorded from before the product").
   */
  replacedBy: z.array(z.number().int()),
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

// procesoPlanilla/aguinaldoalimony: the alimony withheld from each employee's aguinaldo of a year
export const aguinaldoAlimonyRequest = z.object({ year: aguinaldoYear });
export const aguinaldoAlimonyItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  /** What the court ordered withheld from this aguinaldo (céntimos); never more than the aguinaldo is withheld. */
  amount: z.number().int(),
  /** The court's case number (expediente). */
  courtFile: z.string(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type AguinaldoAlimonyItem = z.infer<typeof aguinaldoAlimonyItem>;
export const aguinaldoAlimonyResponse = z.array(aguinaldoAlimonyItem);

// procesoPlanilla/saveaguinaldoalimony (PUT): one employee's alimony of a year; amount 0 removes it
export const saveAguinaldoAlimonyRequest = z
  .object({
    year: aguinaldoYear,
    num_empleado: employeeNumber,
    amount: amountCents.or(z.literal(0)),
    courtFile: z.string({ error: V.required }).trim().max(60, { error: V.tooLong }).default(''),
    note: z
      .string({ error: V.invalidValue })
      .trim()
      .max(300, { error: V.tooLong })
      .nullish()
      .transform((s) => (s ? s : null)),
  })
  .superRefine((v, ctx) => {
    if (v.amount > 0 && v.courtFile === '')
      ctx.addIssue({ code: 'custom', path: ['courtFile'], message: V.required });
  });
export type SaveAguinaldoAlimonyRequest = z.input<typeof saveAguinaldoAlimonyRequest>;
/** The saved row (null once removed). */
export const saveAguinaldoAlimonyResponse = z.object({ item: aguinaldoAlimonyItem.nullable() });
