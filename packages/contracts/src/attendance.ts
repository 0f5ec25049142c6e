import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { amountCents, employeeNumber, PAY_PERIODICITIES } from './employees';
import { isoDate, optionalBody, timeOfDay } from './parameters';
import { payrollId, PAYROLL_REVIEW_STATUSES } from './payroll-runs';
import { V } from './validation';

/**
 * Attendance (asistencia/*) and the personal actions that mark ranges of days (acciones/*).
 *
 * One row per employee per day of a projected payroll, with one of the eight codes of the specification:
 * R Regular, E Extras, A Ausente, S Sin marca, V Vacaciones, I Incapacidad, + Pago adicional, - Rebajo pago.
 * Times are `HH:MM` (Costa Rica wall time; an exit earlier than the entry is on the next day), hours are
 * whole minutes, amounts integer céntimos. A day's `source` says who last set it: `projection` (the
 * schedule, the holidays), `action` (a vacation or disability range), `person` (the daily register) or
 * `clock` (marks applied from a clock file). Re-projecting keeps what a person or a clock set.
 */

export const ATTENDANCE_CODES = ['R', 'E', 'A', 'S', 'V', 'I', '+', '-'] as const;
export type AttendanceCode = (typeof ATTENDANCE_CODES)[number];
export const DISABILITY_TYPES = ['ccss_illness', 'ins_accident', 'maternity', 'paternity'] as const;
export type DisabilityType = (typeof DISABILITY_TYPES)[number];
export const ATTENDANCE_SOURCES = ['projection', 'action', 'person', 'clock'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];
export const EXTRA_HOURS_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExtraHoursStatus = (typeof EXTRA_HOURS_STATUSES)[number];
export const ATTENDANCE_RANGE_KINDS = ['vacation', 'disability', 'unpaid_leave', 'suspension'] as const;
/**
 * Days off without pay: a leave the employee asked for (permiso sin goce de salario) or a disciplinary
 * suspension. Their working days are laid out A (unpaid); their calendar days move the vacation anniversary.
 */
export const UNPAID_LEAVE_KINDS = ['unpaid_leave', 'suspension'] as const;
export type UnpaidLeaveKind = (typeof UNPAID_LEAVE_KINDS)[number];
export type AttendanceRangeKind = (typeof ATTENDANCE_RANGE_KINDS)[number];

/** Ordinary plus extra time a day may reach (Código de Trabajo art. 136): more is flagged, not refused. */
export const DAILY_HOURS_CAP_MINUTES = 12 * 60;
/** Longest range of days one personal action may cover. */
export const MAX_RANGE_DAYS = 366;
/** Most employee-days one `diaryAsistence` call may set. */
export const MAX_DIARY_ITEMS = 5000;

const attendanceCode = z.enum(ATTENDANCE_CODES, { error: V.invalidValue });
const minutes = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .min(0, { error: V.invalidNumber })
  .max(24 * 60, { error: V.invalidNumber });
const reason = (max = 200) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });
const optionalNote = z
  .string({ error: V.invalidValue })
  .trim()
  .max(300, { error: V.tooLong })
  .nullish()
  .transform((s) => (s ? s : null));
/** Boleta: the medical certificate number of a disability (CCSS or INS). */
export const disabilityCertificate = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(30, { error: V.tooLong })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]*$/, { error: V.invalidValue });

const attendancePage = pageQuery.extend({ payrollId });

// ---------------------------------------------------------------------------------------------------------
// The daily register

/** One employee-day as the register shows it. */
export const attendanceDay = z.object({
  payrollId: z.number().int(),
  num_empleado: z.number().int(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  date: z.string(),
  /** ISO weekday, 1 Monday … 7 Sunday. */
  weekday: z.number().int(),
  code: z.enum(ATTENDANCE_CODES),
  /** Not a working day of the schedule in force that day. */
  restDay: z.boolean(),
  /** The legal holiday of that day (the engine's id, e.g. `independence_day`), if any. */
  holidayId: z.string().nullable(),
  /** Whether the holiday is of obligatory payment (art. 148). */
  holidayObligatory: z.boolean().nullable(),
  /** Minutes the schedule expects on that day (0 on a rest day). */
  expectedMinutes: z.number().int(),
  entryTime: z.string().nullable(),
  exitTime: z.string().nullable(),
  ordinaryMinutes: z.number().int(),
  extraMinutes: z.number().int(),
  extraStatus: z.enum(EXTRA_HOURS_STATUSES).nullable(),
  extraApprovedMinutes: z.number().int().nullable(),
  extraReason: z.string().nullable(),
  /** `+` and `-`: the amount in céntimos and its reason. */
  amount: z.number().int().nullable(),
  amountReason: z.string().nullable(),
  /** `+` and `-` that correct a closed payroll: that payroll (corrections go forward). */
  correctsPayrollId: z.number().int().nullable(),
  /** `I`: the disability type and the certificate (boleta). */
  disabilityType: z.enum(DISABILITY_TYPES).nullable(),
  disabilityCertificate: z.string().nullable(),
  /** The vacation or disability range that marked the day. */
  rangeId: z.number().int().nullable(),
  /** The kind and the reason of the range (personal action) that marked the day, if any. */
  rangeKind: z.enum(ATTENDANCE_RANGE_KINDS).nullable(),
  rangeNote: z.string().nullable(),
  note: z.string().nullable(),
  source: z.enum(ATTENDANCE_SOURCES),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
  /** Ordinary plus extra minutes above 12 hours (art. 136). */
  overDailyCap: z.boolean(),
});
export type AttendanceDayItem = z.infer<typeof attendanceDay>;

// asistencia/presencelist: a payroll's rows, paged; by date, employee or name (`search`), codes, department
export const PRESENCE_SORT_FIELDS = ['name', 'num_empleado', 'date'] as const;
export const presenceListRequest = attendancePage.extend({
  date: isoDate.optional(),
  num_empleado: employeeNumber.optional(),
  codes: z.array(attendanceCode).max(8, { error: V.tooLong }).optional(),
  departmentId: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }).positive().optional(),
  sources: z
    .array(z.enum(ATTENDANCE_SOURCES, { error: V.invalidValue }))
    .max(4)
    .optional(),
  sortBy: z.enum(PRESENCE_SORT_FIELDS, { error: V.invalidValue }).default('name'),
});
export type PresenceListRequest = z.input<typeof presenceListRequest>;
export const presenceListResponse = pageOf(attendanceDay);

// asistencia/projectionlist: the projected days (same rows and filters as the register)
export const projectionListRequest = presenceListRequest;
export const projectionListResponse = presenceListResponse;

export const codeCounts = z.object({
  R: z.number().int(),
  E: z.number().int(),
  A: z.number().int(),
  S: z.number().int(),
  V: z.number().int(),
  I: z.number().int(),
  '+': z.number().int(),
  '-': z.number().int(),
});
export type CodeCounts = z.infer<typeof codeCounts>;

// asistencia/presencelistdates: the period's dates with their counts by code
export const presenceListDatesRequest = z.object({ payrollId });
export const presenceDateItem = z.object({
  date: z.string(),
  weekday: z.number().int(),
  holidayId: z.string().nullable(),
  holidayName: z.string().nullable(),
  holidayObligatory: z.boolean().nullable(),
  /** Employees with a row that day. */
  employees: z.number().int(),
  /** Of them, on a rest day of their schedule. */
  restDays: z.number().int(),
  counts: codeCounts,
  /** Rows a person or a clock file changed that day. */
  changed: z.number().int(),
});
export const presenceListDatesResponse = z.object({
  payrollId: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  dates: z.array(presenceDateItem),
});
export type PresenceListDatesResponse = z.infer<typeof presenceListDatesResponse>;

// asistencia/employeesdiarystatus: per employee, the period at a glance (a code per day and the counts)
export const employeesDiaryStatusRequest = attendancePage.extend({
  code: attendanceCode.optional(),
  departmentId: z.number({ error: V.invalidNumber }).int({ error: V.invalidNumber }).positive().optional(),
});
export const employeeDiaryStatusItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  departmentName: z.string().nullable(),
  counts: codeCounts,
  ordinaryMinutes: z.number().int(),
  extraMinutes: z.number().int(),
  /** Days a person or a clock file changed. */
  changed: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      code: z.enum(ATTENDANCE_CODES),
      restDay: z.boolean(),
      holiday: z.boolean(),
      source: z.enum(ATTENDANCE_SOURCES),
    }),
  ),
});
export const employeesDiaryStatusResponse = pageOf(employeeDiaryStatusItem);

/**
 * One employee-day to set. What each code needs (400 `VALIDATION_ERROR` on `items.<n>.<field>` otherwise):
 * - `R`: optional `entryTime` and `exitTime` (both or neither) and `ordinaryMinutes` (default: the times'
 *   span up to the expected minutes, or the expected minutes); no extra minutes;
 * - `E`: `extraMinutes` above 0 (pending approval); the rest as `R`;
 * - `A`: nothing else (an unjustified, unpaid absence);
 * - `S`: at most one of the times (the mark that exists);
 * - `V`: nothing else; only on a working day that is not a holiday, within the vacation balance;
 * - `I`: `disabilityType` and `disabilityCertificate`;
 * - `+` and `-`: `amount` (céntimos, above 0) and `amountReason`; times and minutes as `R`; optionally
 *   `correctsPayrollId`, an earlier closed (paid) payroll of the company that this amount corrects.
 * Fields a code does not use must be absent. Ordinary plus extra above 12 hours is accepted and flagged.
 */
export const diaryItem = z.object({
  num_empleado: employeeNumber,
  date: isoDate,
  code: attendanceCode,
  entryTime: timeOfDay.nullish(),
  exitTime: timeOfDay.nullish(),
  ordinaryMinutes: minutes.nullish(),
  extraMinutes: minutes.nullish(),
  amount: amountCents.nullish(),
  amountReason: reason().nullish(),
  correctsPayrollId: payrollId.nullish(),
  disabilityType: z.enum(DISABILITY_TYPES, { error: V.invalidValue }).nullish(),
  disabilityCertificate: disabilityCertificate.nullish(),
  note: optionalNote,
});
export type DiaryItem = z.input<typeof diaryItem>;

// asistencia/diaryAsistence (PUT): one day or many at once ("these 40 employees R on 24/11")
export const diaryAttendanceRequest = z.object({
  payrollId,
  items: z.array(diaryItem).min(1, { error: V.required }).max(MAX_DIARY_ITEMS, { error: V.tooLong }),
});
export type DiaryAttendanceRequest = z.input<typeof diaryAttendanceRequest>;
export const ATTENDANCE_WARNING_CODES = ['DAILY_HOURS_OVER_CAP', 'HOLIDAY_EXTRA_HOURS'] as const;
export const attendanceWarning = z.object({
  num_empleado: z.number().int(),
  date: z.string(),
  code: z.enum(ATTENDANCE_WARNING_CODES),
});
export const diaryAttendanceResponse = z.object({
  updated: z.number().int(),
  inputsVersion: z.number().int(),
  warnings: z.array(attendanceWarning),
  /** The rows as they are now (when the call set at most 200 of them). */
  days: z.array(attendanceDay),
});
export type DiaryAttendanceResponse = z.infer<typeof diaryAttendanceResponse>;

// asistencia/deleteabsentday (DELETE, JSON body): an absence back to what the schedule expects
export const deleteAbsentDayRequest = z.object({ payrollId, num_empleado: employeeNumber, date: isoDate });
export type DeleteAbsentDayRequest = z.input<typeof deleteAbsentDayRequest>;
export const deleteAbsentDayResponse = z.object({ day: attendanceDay, inputsVersion: z.number().int() });

// asistencia/payrollprojection: the payrolls whose attendance can be worked on (projected or processed)
export const attendancePayrollsRequest = optionalBody(
  z.object({
    periodicity: z.enum(PAY_PERIODICITIES, { error: V.invalidValue }).optional(),
    /** Also the paid ones (read only). */
    includePaid: z.boolean({ error: V.invalidValue }).default(false),
  }),
);

// asistencia/payrollemployeesprojection: the employees of such a payroll, for pickers
export const attendancePayrollEmployeesRequest = z.object({
  payrollId,
  search: z.string().trim().max(100).optional(),
  limit: z.number().int().min(1).max(500).default(50),
});
export const attendancePayrollEmployeeItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  firstDay: z.string(),
  lastDay: z.string(),
});
export const attendancePayrollEmployeesResponse = z.array(attendancePayrollEmployeeItem);

// ---------------------------------------------------------------------------------------------------------
// Personal actions: vacation and disability ranges

export const attendanceRange = z.object({
  rangeId: z.number().int(),
  num_empleado: z.number().int(),
  kind: z.enum(ATTENDANCE_RANGE_KINDS),
  from: z.string(),
  to: z.string(),
  /**
   * Vacation, unpaid leave and suspension: working days (holidays and rest days do not count); disability:
   * calendar days.
   */
  days: z.number().int(),
  disabilityType: z.enum(DISABILITY_TYPES).nullable(),
  disabilityCertificate: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type AttendanceRangeItem = z.infer<typeof attendanceRange>;

/** The vacation balance of the current employment (CT art. 153), with the days already taken or booked. */
export const vacationBalance = z.object({
  num_empleado: z.number().int(),
  hireDate: z.string(),
  /** The day the balance is computed on. */
  asOf: z.string(),
  workDaysPerWeek: z.number().int(),
  daysPerPeriod: z.number(),
  /** Days of the periods completed (50 weeks worked). */
  earnedDays: z.number(),
  /** Proportional days of the period in progress. */
  accruedDays: z.number(),
  /** V days in the attendance plus booked vacation days not laid out yet. */
  takenDays: z.number().int(),
  /** `earnedDays − takenDays`: what may be booked now (negative when taken in advance). */
  availableDays: z.number(),
  allowAdvance: z.boolean(),
});
export type VacationBalance = z.infer<typeof vacationBalance>;

const rangeDates = { num_empleado: employeeNumber, from: isoDate, to: isoDate };

// acciones/vacationDays (PUT): a vacation from–to; refused beyond the balance unless advance is allowed
export const vacationRangeRequest = z.object({ ...rangeDates, note: optionalNote });
export type VacationRangeRequest = z.input<typeof vacationRangeRequest>;
export const vacationRangeResponse = z.object({
  range: attendanceRange,
  /** Days of projected payrolls marked V now. */
  markedDays: z.number().int(),
  balance: vacationBalance,
});

// acciones/disabilityDays (PUT): a disability from–to with its type and certificate (boleta)
export const disabilityRangeRequest = z.object({
  ...rangeDates,
  disabilityType: z.enum(DISABILITY_TYPES, { error: V.invalidValue }),
  disabilityCertificate,
  note: optionalNote,
});
export type DisabilityRangeRequest = z.input<typeof disabilityRangeRequest>;
export const disabilityRangeResponse = z.object({ range: attendanceRange, markedDays: z.number().int() });

// acciones/unpaidLeaveDays (PUT): an unpaid leave or a suspension from–to, with its reason (required)
export const unpaidLeaveRangeRequest = z.object({
  ...rangeDates,
  kind: z.enum(UNPAID_LEAVE_KINDS, { error: V.invalidValue }),
  note: reason(300),
});
export type UnpaidLeaveRangeRequest = z.input<typeof unpaidLeaveRangeRequest>;
export const unpaidLeaveRangeResponse = z.object({
  range: attendanceRange,
  /** Days of projected payrolls marked A now. */
  markedDays: z.number().int(),
});

// asistencia/rangeslist: an employee's ranges (vacations, disabilities, unpaid leave), newest first
export const rangesListRequest = z.object({
  num_empleado: employeeNumber,
  kind: z.enum(ATTENDANCE_RANGE_KINDS, { error: V.invalidValue }).optional(),
  /** Ranges that touch this year. */
  year: z.number().int().min(2000).max(2100).optional(),
});
export const rangesListResponse = z.array(attendanceRange);

// asistencia/vacationdays: the days available
export const vacationDaysRequest = z.object({ num_empleado: employeeNumber });
export const vacationDaysResponse = vacationBalance;

// ---------------------------------------------------------------------------------------------------------
// Clock files (contracts fixed here; implemented with the parsers)

export const CLOCK_FILE_FORMATS = ['csv', 'txt', 'xlsx', 'zkteco'] as const;
export type ClockFileFormat = (typeof CLOCK_FILE_FORMATS)[number];
export const CLOCK_FILE_STATUSES = ['uploaded', 'parsing', 'parsed', 'failed'] as const;
export type ClockFileStatus = (typeof CLOCK_FILE_STATUSES)[number];
/** Why a row of a clock file could not be used (the file-error screen words them in the user's language). */
export const CLOCK_ROW_ERROR_REASONS = [
  'unknown_employee',
  'unknown_badge',
  'unreadable_date',
  'no_projected_payroll',
  'duplicate_in_file',
  'wrong_shape',
  // The parser's finer reasons (clock-files/clock-file-types.ts), each with its own text.
  'empty_identifier',
  'invalid_identifier',
  'unreadable_time',
  'date_out_of_range',
] as const;
export type ClockRowErrorReason = (typeof CLOCK_ROW_ERROR_REASONS)[number];
/** ZKTeco states: 0 in, 1 out, 2 break out, 3 break in, 4 overtime in, 5 overtime out. */
export const CLOCK_MARK_STATES = [0, 1, 2, 3, 4, 5] as const;

/** A stored file's folder (`carpeta`) and name (`nom_archivo`): plain names, no path separators, no `..`. */
const storedName = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(200, { error: V.tooLong })
  .regex(/^(?!\.)[^/\\\0]+$/, { error: V.invalidValue });

// POST util/ (multipart): the specification's upload fields besides the file part `archivo`
export const utilUploadFields = z.object({
  nom_archivo: storedName,
  carpeta: storedName,
  num_empleado: z.coerce.number().int().positive().optional(),
  /** `S`/`N`: the upload may create a file / replace an existing one. */
  indInserta: z.enum(['S', 'N']).optional(),
  indModifica: z.enum(['S', 'N']).optional(),
  usrEjecuta: z.string().trim().max(60).optional(),
});
export type UtilUploadFields = z.input<typeof utilUploadFields>;
export const utilUploadResponse = z.object({
  nom_archivo: z.string(),
  carpeta: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
/** GET util/: the headers that name the file (the answer is the file itself). */
export const utilDownloadHeaders = z.object({ nom_archivo: storedName, carpeta: storedName });

export const clockFileItem = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  format: z.enum(CLOCK_FILE_FORMATS).nullable(),
  status: z.enum(CLOCK_FILE_STATUSES),
  sizeBytes: z.number().int(),
  totalRows: z.number().int(),
  markRows: z.number().int(),
  newMarks: z.number().int(),
  duplicateMarks: z.number().int(),
  errorRows: z.number().int(),
  jobId: z.string().nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  parsedAt: z.string().nullable(),
  /** Why the last read failed as a whole (`CLOCK_FILE_*` code and its text), or null. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The rows' dates were read day-first because every date read either way (02/11/2026). */
  dateOrderAssumed: z.boolean(),
});
export type ClockFileItem = z.infer<typeof clockFileItem>;

// asistencia/fileasistence (PUT): register a file stored with POST util/ as a clock file
export const clockFileRegisterRequest = z.object({
  nom_archivo: storedName,
  carpeta: storedName,
  /** Default: detected from the name and the content. */
  format: z.enum(CLOCK_FILE_FORMATS, { error: V.invalidValue }).optional(),
  /** The name to show (the file's name on the user's disk); default `nom_archivo`. */
  fileName: z.string({ error: V.invalidValue }).trim().min(1).max(200, { error: V.tooLong }).optional(),
});
export const clockFileRegisterResponse = clockFileItem;

// asistencia/readfile (PUT): parse a registered file (a job; poll empleados/importstatus with jobId)
export const clockFileReadRequest = z.object({ fileId: z.number().int().positive() });
export const clockFileReadResponse = z.object({ jobId: z.string(), file: clockFileItem });

// asistencia/filesclock: the uploaded clock files, newest first
export const clockFilesRequest = pageQuery.extend({
  status: z.enum(CLOCK_FILE_STATUSES, { error: V.invalidValue }).optional(),
});
export const clockFilesResponse = pageOf(clockFileItem);

// asistencia/recordsclock: the rows of a file that could not be used (file-error screen)
export const clockFileErrorItem = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  row: z.number().int(),
  value: z.string(),
  reason: z.enum(CLOCK_ROW_ERROR_REASONS),
  /** The reason in the request's language. */
  message: z.string(),
});
export const clockRecordsRequest = pageQuery.extend({
  fileId: z.number().int().positive().optional(),
  reason: z.enum(CLOCK_ROW_ERROR_REASONS, { error: V.invalidValue }).optional(),
});
export const clockRecordsResponse = pageOf(clockFileErrorItem);

// asistencia/clockmarks: stored marks, by payroll or file, employee and date
export const clockMarkItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  /** Costa Rica wall time, `YYYY-MM-DDTHH:MM:SS`. */
  markedAt: z.string(),
  state: z.number().int().nullable(),
  device: z.string().nullable(),
  fileId: z.number().int().nullable(),
});
export const clockMarksRequest = pageQuery.extend({
  payrollId: payrollId.optional(),
  fileId: z.number().int().positive().optional(),
  num_empleado: employeeNumber.optional(),
  date: isoDate.optional(),
});
export const clockMarksResponse = pageOf(clockMarkItem);

// asistencia/clockpayroll: payrolls with marks to apply
export const clockPayrollItem = z.object({
  payrollId: z.number().int(),
  periodicity: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.string(),
  marks: z.number().int(),
  employeesWithMarks: z.number().int(),
  lastAppliedAt: z.string().nullable(),
});
export const clockPayrollRequest = optionalBody(z.object({}));
export const clockPayrollResponse = z.array(clockPayrollItem);

// asistencia/diaryasistenceclock (PUT): pair the marks into days and apply them (or preview the change)
export const clockApplyRequest = z.object({
  payrollId,
  /** Only answer what would change. */
  preview: z.boolean({ error: V.invalidValue }).default(true),
  /** Also overwrite days a person changed. */
  overwritePersonChanges: z.boolean({ error: V.invalidValue }).default(false),
  employees: z.array(employeeNumber).max(MAX_DIARY_ITEMS).optional(),
});
/**
 * One day the marks would change. `toCode`, the times and the minutes are the day as applying leaves it: for a
 * day a person changed and that is kept (`applies` false, without `overwritePersonChanges`), its own values,
 * so the preview never shows new times on a day it keeps.
 */
export const clockApplyChange = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  date: z.string(),
  /** Whether applying (with the same options) writes this day. */
  applies: z.boolean(),
  fromCode: z.enum(ATTENDANCE_CODES),
  toCode: z.enum(ATTENDANCE_CODES),
  entryTime: z.string().nullable(),
  exitTime: z.string().nullable(),
  ordinaryMinutes: z.number().int(),
  extraMinutes: z.number().int(),
  /** A person had changed the day: only applied with `overwritePersonChanges`. */
  personChanged: z.boolean(),
});
export const clockApplyResponse = z.object({
  applied: z.boolean(),
  changedDays: z.number().int(),
  skippedPersonDays: z.number().int(),
  missingMarkDays: z.number().int(),
  inputsVersion: z.number().int(),
  /** The first changes (at most 500), for the preview. */
  changes: z.array(clockApplyChange),
});

// ---------------------------------------------------------------------------------------------------------
// Extra hours (contracts fixed here; implemented with the extra-hours screen)

// asistencia/extrahourpayroll: totals per employee of a payroll, pending first
export const extraHoursPayrollRequest = attendancePage.extend({
  status: z.enum(EXTRA_HOURS_STATUSES, { error: V.invalidValue }).optional(),
});
export const extraHoursEmployeeItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  pendingMinutes: z.number().int(),
  approvedMinutes: z.number().int(),
  rejectedMinutes: z.number().int(),
  holidayMinutes: z.number().int(),
  daysOverCap: z.number().int(),
});
export const extraHoursPayrollResponse = pageOf(extraHoursEmployeeItem);

// asistencia/extrahours: the days with extra hours, pending first
export const extraHoursRequest = attendancePage.extend({
  num_empleado: employeeNumber.optional(),
  status: z.enum(EXTRA_HOURS_STATUSES, { error: V.invalidValue }).optional(),
});
export const extraHoursResponse = pageOf(attendanceDay);

// asistencia/updateextrahour (PUT): approve, reject or adjust one or many, with a reason
export const EXTRA_HOURS_ACTIONS = ['approve', 'reject', 'adjust'] as const;
/**
 * "Every day the list's filters match, less `except`": what the grid's select-all of a server-paged list means
 * (the rows of other pages included). Approve or reject only: adjusting names minutes for one day.
 */
export const extraHoursSelectAll = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(EXTRA_HOURS_STATUSES, { error: V.invalidValue }).optional(),
  num_empleado: employeeNumber.optional(),
  except: z
    .array(z.object({ num_empleado: employeeNumber, date: isoDate }))
    .max(MAX_DIARY_ITEMS, { error: V.tooLong })
    .default([]),
  action: z.enum(['approve', 'reject'], { error: V.invalidValue }),
  /** Required to reject. */
  reason: reason().optional(),
});
export const updateExtraHourRequest = z
  .object({
    payrollId,
    items: z
      .array(
        z.object({
          num_empleado: employeeNumber,
          date: isoDate,
          action: z.enum(EXTRA_HOURS_ACTIONS, { error: V.invalidValue }),
          /** `adjust`: the minutes approved (up to the extra minutes recorded). */
          approvedMinutes: minutes.optional(),
          /** Required to reject or adjust. */
          reason: reason().optional(),
        }),
      )
      .min(1, { error: V.required })
      .max(MAX_DIARY_ITEMS, { error: V.tooLong })
      .optional(),
    /** Instead of `items`: every matching day (select-all of the paged list). */
    all: extraHoursSelectAll.optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.items === undefined) === (body.all === undefined))
      ctx.addIssue({ code: 'custom', path: ['items'], message: V.required });
  });
export const updateExtraHourResponse = z.object({
  updated: z.number().int(),
  inputsVersion: z.number().int(),
});

// asistencia/asistenceextrahours (PUT): register extra hours on a day by hand
export const registerExtraHoursRequest = z.object({
  payrollId,
  num_empleado: employeeNumber,
  date: isoDate,
  extraMinutes: minutes.refine((m) => m > 0, { error: V.amountPositive }),
  entryTime: timeOfDay.optional(),
  exitTime: timeOfDay.optional(),
  reason: reason().optional(),
});
export const registerExtraHoursResponse = z.object({
  day: attendanceDay,
  warnings: z.array(attendanceWarning),
  inputsVersion: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------
// Review (contracts fixed here; implemented with the review screen)

export const REVIEW_BLOCKER_CODES = [
  'MISSING_MARK',
  'EXTRA_HOURS_PENDING',
  /** Hours worked on a weekly rest day that nothing pays: no ordinary minutes and the extra ones rejected. */
  'REST_DAY_WORK_UNPAID',
  'NO_SALARY',
  'NO_SCHEDULE',
] as const;
export const REVIEW_WARNING_CODES = ['NO_BANK_ACCOUNT', 'DISABILITY_WITHOUT_TYPE'] as const;
export const reviewIssue = <T extends readonly [string, ...string[]]>(codes: T) =>
  z.object({
    code: z.enum(codes),
    /** The day that causes it (the screen links to it), or null. */
    date: z.string().nullable(),
  });

// asistencia/employeesstatus: per employee the days by code, hours, amounts, blockers and warnings
export const reviewStatusRequest = attendancePage.extend({
  reviewStatus: z.enum(PAYROLL_REVIEW_STATUSES, { error: V.invalidValue }).optional(),
  onlyBlocked: z.boolean({ error: V.invalidValue }).default(false),
});
export const reviewStatusItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  counts: codeCounts,
  ordinaryMinutes: z.number().int(),
  extraMinutesApproved: z.number().int(),
  extraMinutesPending: z.number().int(),
  additions: z.number().int(),
  deductions: z.number().int(),
  blockers: z.array(reviewIssue(REVIEW_BLOCKER_CODES)),
  warnings: z.array(reviewIssue(REVIEW_WARNING_CODES)),
  reviewStatus: z.enum(PAYROLL_REVIEW_STATUSES),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
});
export const reviewStatusResponse = z.object({
  employees: z.number().int(),
  reviewed: z.number().int(),
  blocked: z.number().int(),
  blockers: z.object(
    Object.fromEntries(REVIEW_BLOCKER_CODES.map((c) => [c, z.number().int()])) as Record<
      (typeof REVIEW_BLOCKER_CODES)[number],
      z.ZodNumber
    >,
  ),
  page: pageOf(reviewStatusItem),
});

// asistencia/updatereview (PUT): mark employees reviewed (or back to pending); blocked ones are refused
/** The review list's select-all: every member its filters match, less `except`. */
export const reviewSelectAll = z.object({
  search: z.string().trim().max(100).optional(),
  reviewStatus: z.enum(PAYROLL_REVIEW_STATUSES, { error: V.invalidValue }).optional(),
  onlyBlocked: z.boolean({ error: V.invalidValue }).default(false),
  except: z.array(employeeNumber).max(MAX_DIARY_ITEMS, { error: V.tooLong }).default([]),
});
export const updateReviewRequest = z
  .object({
    payrollId,
    employees: z
      .array(employeeNumber)
      .min(1, { error: V.required })
      .max(MAX_DIARY_ITEMS, { error: V.tooLong })
      .optional(),
    /**
     * Instead of `employees`: every matching member. Marking them reviewed skips the blocked ones (answered in
     * `refused`) rather than refusing the call, since a select-all cannot unselect what it does not show.
     */
    all: reviewSelectAll.optional(),
    reviewed: z.boolean({ error: V.invalidValue }),
  })
  .superRefine((body, ctx) => {
    if ((body.employees === undefined) === (body.all === undefined))
      ctx.addIssue({ code: 'custom', path: ['employees'], message: V.required });
  });
export const updateReviewResponse = z.object({
  updated: z.number().int(),
  refused: z.array(
    z.object({ num_empleado: z.number().int(), blockers: z.array(reviewIssue(REVIEW_BLOCKER_CODES)) }),
  ),
});
