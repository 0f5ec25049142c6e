import { z } from 'zod';
import { employeeNumber } from './employees';
import { vacationEntitlementResponse } from './employees';
import { payslipLineItem } from './payroll-calculation';
import { V } from './validation';

// ---------------------------------------------------------------------------------------------------------
// Employee self-service (issue 27): what an employee reaches of their own (`Self` calls, answered only for the
// employee the membership is linked to), and HR's invitation.

const payrollId = z.number({ error: V.required }).int().positive();

// autoservicio/mispagos: every closed payroll that paid the employee, newest first
export const myPayslipSummary = z.object({
  payrollId: z.number().int(),
  /** `regular`, `aguinaldo` or `settlement`. */
  kind: z.enum(['regular', 'aguinaldo', 'settlement']),
  periodicity: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  gross: z.number().int(),
  deductions: z.number().int(),
  net: z.number().int(),
});
export type MyPayslipSummary = z.infer<typeof myPayslipSummary>;
export const myPayslipListResponse = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  items: z.array(myPayslipSummary),
});
export type MyPayslipListResponse = z.infer<typeof myPayslipListResponse>;

// autoservicio/mipago: one closed payslip with its lines (the employer's charges and provisions left out)
export const myPayslipRequest = z.object({ payrollId });
export type MyPayslipRequest = z.input<typeof myPayslipRequest>;
export const myPayslipResponse = myPayslipSummary.extend({
  fullName: z.string(),
  lines: z.array(payslipLineItem),
});
export type MyPayslipResponse = z.infer<typeof myPayslipResponse>;

// autoservicio/micomprobante: that payslip's voucher PDF
export const myVoucherRequest = z.object({
  payrollId,
  purpose: z.enum(['preview', 'download'], { error: V.invalidValue }).default('download'),
});
export type MyVoucherRequest = z.input<typeof myVoucherRequest>;

// autoservicio/misvacaciones: the vacation balance per period, as HR sees it
export const myVacationsResponse = vacationEntitlementResponse;

// empleados/invitar: self-service logins for employees with an e-mail (one, several, or every active one)
export const inviteEmployeesRequest = z
  .object({
    employees: z
      .array(employeeNumber)
      .min(1, { error: V.required })
      .max(1_000, { error: V.tooLong })
      .optional(),
    /** Every active employee with an e-mail who has no login yet. */
    all: z.boolean().optional(),
  })
  .refine((r) => (r.employees !== undefined) !== (r.all === true), {
    error: V.required,
    path: ['employees'],
  });
export type InviteEmployeesRequest = z.input<typeof inviteEmployeesRequest>;
/** Why an employee was not invited. */
export const INVITE_SKIP_REASONS = ['no_email', 'inactive', 'already_invited', 'user_code_taken'] as const;
export type InviteSkipReason = (typeof INVITE_SKIP_REASONS)[number];
export const inviteEmployeesResponse = z.object({
  invited: z.array(z.object({ num_empleado: z.number().int(), cod_usuario: z.string() })),
  skipped: z.array(z.object({ num_empleado: z.number().int(), reason: z.enum(INVITE_SKIP_REASONS) })),
});
export type InviteEmployeesResponse = z.infer<typeof inviteEmployeesResponse>;
