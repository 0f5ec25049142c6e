import { z } from 'zod';
import { employeeNumber, homeAddress, updateEmployeeRequest } from './employees';
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

// ---------------------------------------------------------------------------------------------------------
// Vacation requests: the employee asks, HR approves or rejects in one inbox

const isoDay = z.string({ error: V.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.invalidDate });
export const VACATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type VacationRequestStatus = (typeof VACATION_REQUEST_STATUSES)[number];

// autoservicio/previsualizarvacaciones: what a from–to would cost before asking
export const vacationRequestPreviewRequest = z.object({ from: isoDay, to: isoDay });
export type VacationRequestPreviewRequest = z.input<typeof vacationRequestPreviewRequest>;
export const vacationRequestPreviewResponse = z.object({
  /** Working days by the employee's schedule, rest days and holidays out. */
  days: z.number().int(),
  /** Available on the first day, less the days of the employee's other pending requests. */
  availableBefore: z.number(),
  availableAfter: z.number(),
  /** The company allows advance vacations: a request past the balance is accepted. */
  allowAdvance: z.boolean(),
});
export type VacationRequestPreviewResponse = z.infer<typeof vacationRequestPreviewResponse>;

// autoservicio/solicitarvacaciones
export const newVacationRequest = z.object({
  from: isoDay,
  to: isoDay,
  note: z
    .string()
    .trim()
    .max(300, { error: V.tooLong })
    .nullish()
    .transform((s) => (s ? s : null)),
});
export type NewVacationRequest = z.input<typeof newVacationRequest>;

export const vacationRequestItem = z.object({
  id: z.number().int(),
  num_empleado: z.number().int(),
  fullName: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  status: z.enum(VACATION_REQUEST_STATUSES),
  note: z.string().nullable(),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** HR's inbox: the employee's balance today (less pending requests) and the payrolls the days fall in. */
  availableDays: z.number().nullable(),
  payrolls: z.array(
    z.object({ payrollId: z.number().int(), periodStart: z.string(), periodEnd: z.string() }),
  ),
});
export type VacationRequestItem = z.infer<typeof vacationRequestItem>;
export const vacationRequestResponse = z.object({ request: vacationRequestItem });
// autoservicio/missolicitudes: mine, newest first
export const vacationRequestListResponse = z.object({ items: z.array(vacationRequestItem) });
// autoservicio/cancelarsolicitud: a pending request of mine
export const cancelVacationRequest = z.object({ id: z.number().int().positive() });

// autoservicio/bandeja: HR's inbox (pending first, then the last decided)
export const approvalInboxRequest = z.object({
  status: z.enum(VACATION_REQUEST_STATUSES).optional(),
});
// autoservicio/decidir: approve or reject one or several pending requests, with a reason (required to reject)
export const decideVacationRequests = z
  .object({
    ids: z.array(z.number().int().positive()).min(1, { error: V.required }).max(500, { error: V.tooLong }),
    decision: z.enum(['approve', 'reject'], { error: V.invalidValue }),
    reason: z
      .string()
      .trim()
      .max(300, { error: V.tooLong })
      .nullish()
      .transform((s) => (s ? s : null)),
  })
  .refine((r) => r.decision === 'approve' || r.reason !== null, { error: V.required, path: ['reason'] });
export type DecideVacationRequests = z.input<typeof decideVacationRequests>;
export const decideVacationRequestsResponse = z.object({
  decided: z.array(vacationRequestItem),
});

// ---------------------------------------------------------------------------------------------------------
// My data: the employee's contact data and bank account; a change is a request HR approves before it applies

export const DATA_CHANGE_STATUSES = VACATION_REQUEST_STATUSES;
export type DataChangeStatus = VacationRequestStatus;
/** The fields an employee may ask to change; `iban` brings its bank (the IBAN's SINPE code). */
export const DATA_CHANGE_FIELDS = ['phone', 'email', 'address', 'iban'] as const;
export type DataChangeField = (typeof DATA_CHANGE_FIELDS)[number];

/** Contact and bank data as the employee's record stores them (the address: their primary localization's señas). */
export const employeeContactData = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
});
export type EmployeeContactData = z.infer<typeof employeeContactData>;

export const dataChangeRequestItem = z.object({
  id: z.number().int(),
  num_empleado: z.number().int(),
  fullName: z.string(),
  status: z.enum(DATA_CHANGE_STATUSES),
  /** The fields asked for and their new values (only those asked). */
  asked: employeeContactData.partial(),
  /** The same fields as the record held them when asked. */
  previous: employeeContactData.partial(),
  /** HR's inbox: what the record holds now (it may have changed since the request). */
  current: employeeContactData.partial().nullable(),
  note: z.string().nullable(),
  decisionReason: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DataChangeRequestItem = z.infer<typeof dataChangeRequestItem>;

// autoservicio/misdatos: my contact and bank data, and my pending request
export const myDataResponse = employeeContactData.extend({
  num_empleado: z.number().int(),
  fullName: z.string(),
  pending: dataChangeRequestItem.nullable(),
});
export type MyDataResponse = z.infer<typeof myDataResponse>;

/** Absent or blank: not asked. */
const asked = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

// autoservicio/solicitarcambiodatos: the fields to change (at least one), validated as HR's employee form does
export const newDataChangeRequest = z
  .object({
    phone: asked(updateEmployeeRequest.shape.phone),
    email: asked(updateEmployeeRequest.shape.email),
    address: asked(homeAddress.shape.address),
    /** `CR` + 20 digits; spaces and dashes dropped; the check digits and the bank are checked (web and server). */
    iban: asked(updateEmployeeRequest.shape.iban),
    note: z
      .string()
      .trim()
      .max(300, { error: V.tooLong })
      .nullish()
      .transform((s) => (s ? s : null)),
  })
  .refine((r) => DATA_CHANGE_FIELDS.some((f) => r[f] !== undefined && r[f] !== null), {
    error: V.atLeastOneField,
    path: ['phone'],
  });
export type NewDataChangeRequest = z.input<typeof newDataChangeRequest>;
export const dataChangeRequestResponse = z.object({ request: dataChangeRequestItem });
// autoservicio/missolicitudesdatos: mine, pending first, then newest
export const dataChangeRequestListResponse = z.object({ items: z.array(dataChangeRequestItem) });
// autoservicio/cancelarcambiodatos: my pending request
export const cancelDataChangeRequest = z.object({ id: z.number().int().positive() });
// autoservicio/bandejadatos: HR's inbox of data changes (pending by default)
export const dataChangeInboxRequest = z.object({
  status: z.enum(DATA_CHANGE_STATUSES, { error: V.invalidValue }).optional(),
});
// autoservicio/decidirdatos: approve (applied to the employee's record) or reject with a reason, all or none
export const decideDataChangeRequests = decideVacationRequests;
export type DecideDataChangeRequests = DecideVacationRequests;
export const decideDataChangeRequestsResponse = z.object({ decided: z.array(dataChangeRequestItem) });
