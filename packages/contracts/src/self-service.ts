import { z } from 'zod';
import { ATTENDANCE_RANGE_KINDS, DISABILITY_TYPES } from './attendance';
import { employeeNumber, homeAddress, updateEmployeeRequest } from './employees';
import { vacationEntitlementResponse } from './employees';
import { aguinaldoYear } from './aguinaldo';
import { monthEarning, payslipLineItem, settlementExplanation } from './payroll-calculation';
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

// autoservicio/miaguinaldo: my aguinaldo of an accrual year, month by month (default: the one being paid until
// 20 December, then the one accruing)
export const myAguinaldoRequest = z.object({ year: aguinaldoYear.optional() });
export type MyAguinaldoRequest = z.input<typeof myAguinaldoRequest>;
export const aguinaldoStatement = z.object({
  year: z.number().int(),
  /** The accrual year: 1 December of the year before to 30 November. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The law's last day to pay it: 20 December. */
  payBy: z.string(),
  /** The years that hold something of mine (and the current ones), newest first: what a year selector offers. */
  years: z.array(z.number().int()),
  /**
   * The months it counts, oldest first (`YYYY-MM` of a payroll's period end): the salary of closed payrolls
   * (`earned`), what was recorded from before the product (`imported`), and the running total.
   */
  months: z.array(monthEarning.extend({ total: z.number().int() })),
  /** The salaries counted so far. */
  total: z.number().int(),
  /** The aguinaldo they come to: total ÷ 12, half up. */
  accrued: z.number().int(),
  /** The year's aguinaldo payroll once closed: what it paid me (the alimony a court ordered withheld deducted). */
  paid: z
    .object({
      payrollId: z.number().int(),
      payDate: z.string(),
      gross: z.number().int(),
      deductions: z.number().int(),
      net: z.number().int(),
    })
    .nullable(),
});
export type AguinaldoStatement = z.infer<typeof aguinaldoStatement>;
export const myAguinaldoResponse = aguinaldoStatement;

// autoservicio/miliquidacion: my settlement (liquidación) once paid, as the settlement states it; null without one
// (a settlement not paid yet is a draft: not shown)
export const mySettlementResponse = z.object({
  payrollId: z.number().int().nullable(),
  settlement: settlementExplanation.nullable(),
});
export type MySettlementResponse = z.infer<typeof mySettlementResponse>;
// autoservicio/miliquidacionpdf: its document (PDF), to open or to save
export const mySettlementPdfRequest = z.object({
  purpose: z.enum(['preview', 'download'], { error: V.invalidValue }).default('download'),
});
export type MySettlementPdfRequest = z.input<typeof mySettlementPdfRequest>;

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
  /**
   * HR's inbox: the department head who decides it (the company's approver is `departmentHead` and the employee's
   * department has a head other than themself), null when the roles decide it.
   */
  approverHead: z.string().nullable(),
  /** HR's inbox: the caller may decide it (pending, and the approver rule names the caller). */
  canDecide: z.boolean(),
});
export type VacationRequestItem = z.infer<typeof vacationRequestItem>;
export const vacationRequestResponse = z.object({ request: vacationRequestItem });
// autoservicio/missolicitudes: mine, newest first
export const vacationRequestListResponse = z.object({ items: z.array(vacationRequestItem) });
// autoservicio/cancelarsolicitud: a pending request of mine
export const cancelVacationRequest = z.object({ id: z.number().int().positive() });

// autoservicio/bandeja: HR's inbox: the pending requests (the default), one status, or `decided` (the last approved
// and rejected, newest decision first). The roles (payroll manager, HR assistant, administrator; the auditor
// reads) see the company's; a department head, with the company's approver `departmentHead`, their department's.
export const APPROVAL_INBOX_FILTERS = [...VACATION_REQUEST_STATUSES, 'decided'] as const;
export const approvalInboxRequest = z.object({
  status: z.enum(APPROVAL_INBOX_FILTERS, { error: V.unknownOption }).optional(),
});
export type ApprovalInboxRequest = z.input<typeof approvalInboxRequest>;
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
// Salary certificates (constancia salarial): issued by the employee or HR, verified by anyone with its code

/** One pensión alimentaria or embargo in force on the issue date, as banks ask: its case and what it takes. */
export const certificateDeduction = z.object({
  kind: z.enum(['alimony', 'embargo']),
  /** The court case (expediente). */
  reference: z.string().nullable(),
  /** `amount` per payroll, `percentage` (basis points) of the salary, or an embargo's `legal_maximum`. */
  valueType: z.enum(['amount', 'percentage', 'quantity', 'legal_maximum']),
  amount: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  /** What the last closed payroll took for it; null when none has yet. */
  lastWithheld: z.number().int().nullable(),
});
export type CertificateDeduction = z.infer<typeof certificateDeduction>;

/** The average of the closed regular payslips of the N calendar months before the issue month. */
export const certificateAverage = z.object({
  /** 3 or 6: the window, in calendar months. */
  months: z.number().int(),
  /** First and last month of the window (`2026-05`, `2026-10`). */
  from: z.string(),
  to: z.string(),
  /** Months of the window with a closed payslip: the averages divide by it. */
  monthsPaid: z.number().int(),
  /** Monthly averages in céntimos; null when no month of the window was paid. */
  gross: z.number().int().nullable(),
  net: z.number().int().nullable(),
});
export type CertificateAverage = z.infer<typeof certificateAverage>;

/** Exactly what a certificate states: stored when it is issued, shown by the PDF and the public verification. */
export const salaryCertificateStatement = z.object({
  company: z.object({ name: z.string(), legalId: z.string() }),
  employee: z.object({
    num_empleado: z.number().int(),
    fullName: z.string(),
    nationalId: z.string(),
    hireDate: z.string(),
    position: z.string().nullable(),
  }),
  /** The monthly salary in force on the issue date (or its monthly equivalent), céntimos. */
  ordinarySalary: z.number().int().nullable(),
  averages: z.array(certificateAverage),
  deductions: z.array(certificateDeduction),
  issueDate: z.string(),
  language: z.enum(['es', 'en']),
});
export type SalaryCertificateStatement = z.infer<typeof salaryCertificateStatement>;

/** A certificate in a list: never its code (only its last characters), the statement's date, who, and its state. */
export const salaryCertificateItem = z.object({
  id: z.number().int(),
  num_empleado: z.number().int(),
  fullName: z.string(),
  codeHint: z.string(),
  issueDate: z.string(),
  issuedAt: z.string(),
  issuedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type SalaryCertificateItem = z.infer<typeof salaryCertificateItem>;
export const salaryCertificateListResponse = z.object({ items: z.array(salaryCertificateItem) });
export type SalaryCertificateListResponse = z.infer<typeof salaryCertificateListResponse>;

// autoservicio/constancia: a new certificate of mine, as its PDF
export const mySalaryCertificateRequest = z.object({}).optional();
// empleados/constancias (list) and empleados/emitirconstancia (a new one, its PDF): HR, for one employee
export const employeeCertificatesRequest = z.object({ num_empleado: employeeNumber });
export type EmployeeCertificatesRequest = z.input<typeof employeeCertificatesRequest>;
// empleados/revocarconstancia: with its reason
export const revokeSalaryCertificateRequest = z.object({
  id: z.number({ error: V.required }).int({ error: V.invalidNumber }).positive({ error: V.invalidNumber }),
  reason: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(300, { error: V.tooLong }),
});
export type RevokeSalaryCertificateRequest = z.input<typeof revokeSalaryCertificateRequest>;
export const revokeSalaryCertificateResponse = z.object({ certificate: salaryCertificateItem });

/** Verification codes are URL-safe base64 (`[A-Za-z0-9_-]`); the request takes any text up to this length. */
export const CERTIFICATE_CODE_MAX = 100;
// publico/verificarconstancia: the code → genuine (with what it states) or not valid (unknown and revoked alike)
export const verifySalaryCertificateRequest = z.object({
  code: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(CERTIFICATE_CODE_MAX, {
    error: V.tooLong,
  }),
});
export type VerifySalaryCertificateRequest = z.input<typeof verifySalaryCertificateRequest>;
export const verifySalaryCertificateResponse = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    issuedAt: z.string(),
    statement: salaryCertificateStatement,
  }),
  z.object({ valid: z.literal(false) }),
]);
export type VerifySalaryCertificateResponse = z.infer<typeof verifySalaryCertificateResponse>;

/** The web's public page of a code: `<origin>/verificar/<code>` (what the certificate's QR holds). */
export const certificateVerificationPath = (code: string) => `/verificar/${code}`;

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
  /** The name of the user who approved or rejected it (a cancelled one: the employee), null while pending. */
  decidedBy: z.string().nullable(),
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
// autoservicio/missolicitudesdatos: mine, pending first, then newest; an IBAN in it (asked or previous) masked but for
// its last 4 digits (`maskAccount`): the history is for reading, the full number is on file
export const dataChangeRequestListResponse = z.object({ items: z.array(dataChangeRequestItem) });
export type DataChangeRequestListResponse = z.infer<typeof dataChangeRequestListResponse>;
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

// ---------------------------------------------------------------------------------------------------------
// My incapacities and actions: the employee's personal actions (vacation, disability, unpaid leave and suspension
// ranges) as HR registered them, read only

/** Who pays the days of an incapacity (the domain's `disabilityPayers`). */
export const DISABILITY_PAYERS = ['employer', 'ccss', 'ins', 'employer_and_ccss'] as const;
export type DisabilityPayerCode = (typeof DISABILITY_PAYERS)[number];
/** Where an action stands today: not begun, under way, or over. */
export const MY_ACTION_STATES = ['upcoming', 'in_progress', 'ended'] as const;
export type MyActionState = (typeof MY_ACTION_STATES)[number];

export const myActionItem = z.object({
  rangeId: z.number().int(),
  kind: z.enum(ATTENDANCE_RANGE_KINDS),
  from: z.string(),
  to: z.string(),
  /** Vacation, unpaid leave, suspension: working days; disability: calendar days (as HR's register counts them). */
  days: z.number().int(),
  state: z.enum(MY_ACTION_STATES),
  disabilityType: z.enum(DISABILITY_TYPES).nullable(),
  /** The certificate (boleta) of a disability. */
  disabilityCertificate: z.string().nullable(),
  /** HR's note or reason (an unpaid leave's or a suspension's reason is required). */
  note: z.string().nullable(),
  /** A disability: who pays which of its days, in order (consecutive certificates of one type count as one). */
  payers: z.array(
    z.object({
      payer: z.enum(DISABILITY_PAYERS),
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
    }),
  ),
  /** The regular payrolls its days fall in; `closed`: paid, its payslip is among the employee's payslips. */
  payrolls: z.array(
    z.object({
      payrollId: z.number().int(),
      periodicity: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      closed: z.boolean(),
    }),
  ),
  registeredAt: z.string(),
});
export type MyActionItem = z.infer<typeof myActionItem>;
// autoservicio/misacciones: mine, newest first
export const myActionsResponse = z.object({ items: z.array(myActionItem) });
export type MyActionsResponse = z.infer<typeof myActionsResponse>;
