import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import {
  EMPLOYEE_STATUSES,
  isoDate,
  JORNADA_TYPES,
  MINIMUM_WAGE_CATEGORIES,
  NATIONAL_ID_TYPES,
  optionalBody,
} from './parameters';
import { V } from './validation';

/**
 * Employees (empleados/*). Amounts are integer céntimos (₡1 = 100). Dates are `YYYY-MM-DD`. Every request
 * names the employee by `num_empleado` (the employee number within the session's company).
 *
 * Shape validation is here; the server adds what needs data or the payroll engine, answering 400
 * `VALIDATION_ERROR` with `fields` keyed by these field names: `nationalId` (format of its `idType`),
 * `iban` (check digits) and `bankCode` (the IBAN's bank must be the chosen one), `birthDate` (15 years old
 * on the entry date), catalog ids and codes that do not exist (`validation.unknownOption`), cantons and
 * districts that do not belong to their province and canton, salary dates after the last one.
 */

export const PAY_PERIODICITIES = ['weekly', 'biweekly', 'fortnightly', 'monthly'] as const;
export type PayPeriodicity = (typeof PAY_PERIODICITIES)[number];
export const SEXES = ['female', 'male'] as const;
export const LOCALIZATION_KINDS = ['home', 'work', 'emergency', 'other'] as const;

/** The largest employee number (eight digits). */
export const MAX_EMPLOYEE_NUMBER = 99_999_999;
export const employeeNumber = z
  .number({ error: V.required })
  .int({ error: V.invalidNumber })
  .positive({ error: V.invalidNumber })
  .max(MAX_EMPLOYEE_NUMBER, { error: V.invalidNumber });
/**
 * What a salary is paid for (reference §8, §10): a month (30-day convention), a day, or an hour of the ordinary
 * jornada. Daily and hourly wages are stored as agreed, with their monthly equivalent beside them.
 */
export const WAGE_TYPES = ['monthly', 'daily', 'hourly'] as const;
export type WageType = (typeof WAGE_TYPES)[number];
export const wageType = z.enum(WAGE_TYPES, { error: V.invalidValue });

/** A salary or amount in céntimos: a whole number above zero (₡450 000,00 → 45000000). */
export const amountCents = z
  .number({ error: V.amountPositive })
  .int({ error: V.invalidNumber })
  .positive({ error: V.amountPositive })
  .max(100_000_000_000, { error: V.tooLong });

const text = (max: number, min = 1) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .min(min, { error: V.tooShort })
    .max(max, { error: V.tooLong });
/** Optional free text: absent, null or blank all mean "none". */
const optionalText = (max: number) =>
  z
    .string({ error: V.invalidValue })
    .trim()
    .max(max, { error: V.tooLong })
    .nullish()
    .transform((s) => (s ? s : null));
const phone = z
  .string({ error: V.invalidPhone })
  .trim()
  .regex(/^\+?[\d\s()-]{7,20}$/, { error: V.invalidPhone })
  .nullish()
  .transform((s) => s ?? null);
const email = z
  .email({ error: V.invalidEmail })
  .trim()
  .toLowerCase()
  .max(200, { error: V.tooLong })
  .nullish()
  .transform((s) => s ?? null);
const catalogId = z
  .number({ error: V.unknownOption })
  .int({ error: V.unknownOption })
  .positive({ error: V.unknownOption });

/**
 * The master and work data of an employee (the brief's "Employees"). Identification: `idType` and
 * `nationalId` (física 9 digits, jurídica 10, DIMEX 11–12, NITE 10, passport up to 20 letters and digits;
 * dashes and spaces are removed before storing). Bank: `bankCode` (SINPE code from `bancolista`) and `iban`
 * (`CR` + 20 digits) go together: both or neither.
 */
const employeeFields = {
  idType: z.enum(NATIONAL_ID_TYPES, { error: V.invalidValue }),
  nationalId: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(25, { error: V.invalidNationalId }),
  firstName: text(60),
  firstSurname: text(60),
  secondSurname: optionalText(60),
  birthDate: isoDate,
  sex: z.enum(SEXES, { error: V.invalidValue }),
  /** Code from `estadocivilista`. */
  civilStatus: z
    .string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(30, { error: V.unknownOption }),
  /** ISO 3166-1 alpha-2 code from `paislista`. */
  nationality: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: V.unknownOption }),
  /** Code from `escolaridadlista`. */
  educationLevel: optionalText(30),
  /** Children that qualify for the salary-tax credit. */
  childrenCount: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(0, { error: V.invalidNumber })
    .max(30, { error: V.invalidNumber })
    .default(0),
  spouseName: optionalText(120),
  /** Whether the spouse credit of the salary tax applies. */
  spouseTaxCredit: z.boolean({ error: V.invalidValue }).default(false),
  /**
   * Whether weekly and biweekly pay includes this employee's rest day (CT art. 152: commerce, or art. 136's
   * five-day week); null follows the company's setting.
   */
  weeklyRestDayPaid: z
    .boolean({ error: V.invalidValue })
    .nullish()
    .transform((b) => b ?? null),
  bankCode: z
    .string({ error: V.unknownOption })
    .trim()
    .regex(/^\d{3}$/, { error: V.unknownOption })
    .nullish()
    .transform((s) => s ?? null),
  iban: z
    .string({ error: V.invalidIban })
    .transform((s) => s.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().max(34, { error: V.invalidIban }))
    .nullish()
    .transform((s) => (s ? s : null)),
  email,
  phone,
  /**
   * The code the employee marks with on the time clock, when it is not the employee number (letters,
   * digits, dot, dash; up to 20). Unique in the company; a clock file's identifier matches it first.
   */
  badgeCode: z
    .string({ error: V.invalidValue })
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,20}$/, { error: V.invalidBadgeCode })
    .nullish()
    .transform((s) => s ?? null),
  departmentId: catalogId.nullish().transform((v) => v ?? null),
  occupationId: catalogId.nullish().transform((v) => v ?? null),
  locationId: catalogId.nullish().transform((v) => v ?? null),
  scheduleId: catalogId,
  periodicity: z.enum(PAY_PERIODICITIES, { error: V.invalidValue }),
};

/** INEC codes from `localizacionlista`: province `1`, canton `105`, district `10501`. */
const localityCodes = {
  provinceCode: z
    .string({ error: V.required })
    .trim()
    .regex(/^[1-7]$/, { error: V.unknownOption }),
  cantonCode: z
    .string({ error: V.required })
    .trim()
    .regex(/^[1-7]\d{2}$/, { error: V.unknownOption }),
  districtCode: z
    .string({ error: V.required })
    .trim()
    .regex(/^[1-7]\d{4}$/, { error: V.unknownOption }),
};

/**
 * The employee's home address when it is known at hiring: stored as the first localization (kind `home`,
 * primary), so the form need not be followed by a trip to the Localizations tab.
 */
export const homeAddress = z.object({
  ...localityCodes,
  /** Señas: the address as Costa Ricans give it ("200 m norte de la iglesia"). */
  address: text(300),
});
export type HomeAddress = z.input<typeof homeAddress>;

// empleados/new
export const newEmployeeRequest = z.object({
  /** Optional: the company's own number; without it the server assigns the next free number. */
  num_empleado: employeeNumber.optional(),
  ...employeeFields,
  /** Hire date: opens the first employment period, and the first salary applies from it. */
  entryDate: isoDate,
  /** The salary as agreed, in céntimos: a month's, a day's or an hour's per `wageType` (default monthly). */
  salary: amountCents,
  wageType: wageType.default('monthly'),
  /** Optional home address (province, canton, district and señas), saved as the primary localization. */
  homeAddress: homeAddress.nullish().transform((a) => a ?? null),
});
export type NewEmployeeRequest = z.input<typeof newEmployeeRequest>;

// empleados/update (PUT): `num_empleado` plus only the fields that change; null clears an optional field.
export const updateEmployeeRequest = z.object({
  num_empleado: employeeNumber,
  idType: employeeFields.idType.optional(),
  nationalId: employeeFields.nationalId.optional(),
  firstName: employeeFields.firstName.optional(),
  firstSurname: employeeFields.firstSurname.optional(),
  secondSurname: employeeFields.secondSurname.optional(),
  birthDate: employeeFields.birthDate.optional(),
  sex: employeeFields.sex.optional(),
  civilStatus: employeeFields.civilStatus.optional(),
  nationality: employeeFields.nationality.optional(),
  educationLevel: employeeFields.educationLevel.optional(),
  childrenCount: z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(0, { error: V.invalidNumber })
    .max(30, { error: V.invalidNumber })
    .optional(),
  spouseName: employeeFields.spouseName.optional(),
  spouseTaxCredit: z.boolean({ error: V.invalidValue }).optional(),
  weeklyRestDayPaid: z.boolean({ error: V.invalidValue }).nullable().optional(),
  bankCode: employeeFields.bankCode.optional(),
  iban: employeeFields.iban.optional(),
  email: employeeFields.email.optional(),
  phone: employeeFields.phone.optional(),
  badgeCode: employeeFields.badgeCode.optional(),
  departmentId: employeeFields.departmentId.optional(),
  occupationId: employeeFields.occupationId.optional(),
  locationId: employeeFields.locationId.optional(),
  scheduleId: catalogId.optional(),
  periodicity: employeeFields.periodicity.optional(),
  /**
   * From when a change of the work assignment (department, occupation, location, schedule) or of the
   * periodicity applies (default today in Costa Rica); the other fields change at once.
   */
  effectiveFrom: isoDate.optional(),
});
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequest>;

/** A warning that does not refuse the change (e.g. a salary below the legal minimum). */
export const WARNING_CODES = ['BELOW_MINIMUM_WAGE'] as const;
export const employeeWarning = z.object({
  code: z.enum(WARNING_CODES),
  /** In the request's language. */
  message: z.string(),
  /**
   * For BELOW_MINIMUM_WAGE: the monthly minimum (céntimos) in force on `date` for the decree category of the
   * employee's occupation (unskilled without one), its decree and the category.
   */
  minimumMonthly: z.number().int().nullable(),
  date: z.string().nullable(),
  decree: z.string().nullable(),
  minimumWageCategory: z.enum(MINIMUM_WAGE_CATEGORIES).nullable(),
});
export type EmployeeWarning = z.infer<typeof employeeWarning>;

/** The full record of one employee (employeedata, new, update, activate, inactivate, updatehorarioubicacion). */
export const employeeDetail = z.object({
  num_empleado: z.number().int(),
  idType: z.enum(NATIONAL_ID_TYPES),
  /** Digits only for física/jurídica/DIMEX/NITE (`102340567`); the web formats it. */
  nationalId: z.string(),
  firstName: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string().nullable(),
  /** `firstName firstSurname secondSurname`. */
  fullName: z.string(),
  birthDate: z.string(),
  sex: z.enum(SEXES),
  civilStatus: z.string(),
  nationality: z.string(),
  educationLevel: z.string().nullable(),
  childrenCount: z.number().int(),
  spouseName: z.string().nullable(),
  spouseTaxCredit: z.boolean(),
  /** The employee's own rule for the weekly rest day (art. 152); null: the company's. */
  weeklyRestDayPaid: z.boolean().nullable(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The time-clock badge code, when the employee does not mark with their number. */
  badgeCode: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  occupationId: z.number().int().nullable(),
  occupationName: z.string().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  scheduleId: z.number().int(),
  scheduleName: z.string(),
  jornadaType: z.enum(JORNADA_TYPES),
  periodicity: z.enum(PAY_PERIODICITIES),
  /** `active`: enters new payrolls; `inactive`: suspended, still employed; `exited`: the last period is closed. */
  status: z.enum(EMPLOYEE_STATUSES),
  active: z.boolean(),
  /** Reason given at the last activation or inactivation. */
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  /** Entry date of the current (or last) employment period. */
  entryDate: z.string(),
  /** Exit date of the last period; null while employed. */
  exitDate: z.string().nullable(),
  /** Monthly salary in force today (céntimos) and since when; null before the first salary applies. */
  currentSalary: z.number().int().nullable(),
  currentSalaryFrom: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

export const employeeChangeResponse = z.object({
  employee: employeeDetail,
  warnings: z.array(employeeWarning),
});
export type EmployeeChangeResponse = z.infer<typeof employeeChangeResponse>;

// empleados/employeedata
export const employeeRef = z.object({ num_empleado: employeeNumber });
export type EmployeeRef = z.input<typeof employeeRef>;
export const employeeDataResponse = employeeDetail;

// empleados/employeeslist
export const EMPLOYEE_SORT_FIELDS = [
  'num_empleado',
  'name',
  'nationalId',
  'entryDate',
  'department',
  'location',
  'periodicity',
  'status',
] as const;
/**
 * The employee's self-service login (issue 27): `none` (not invited), `invited` (never signed in), `active` (signed
 * in at least once; `lastSignInAt`), `ended` (the employment ended or was deactivated: the login no longer reaches).
 */
export const SELF_SERVICE_STATUSES = ['none', 'invited', 'active', 'ended'] as const;
export type SelfServiceStatus = (typeof SELF_SERVICE_STATUSES)[number];

export const employeeFilters = z.object({
  /**
   * Number, name (any part, accents and case ignored) or national id (with or without dashes). Inherited
   * from `pageQuery.search`.
   */
  search: z.string().trim().max(100, { error: V.tooLong }).optional(),
  status: z.enum(EMPLOYEE_STATUSES, { error: V.invalidValue }).optional(),
  departmentId: z.number({ error: V.invalidValue }).int().positive().optional(),
  locationId: z.number({ error: V.invalidValue }).int().positive().optional(),
  periodicity: z.enum(PAY_PERIODICITIES, { error: V.invalidValue }).optional(),
  selfService: z.enum(SELF_SERVICE_STATUSES, { error: V.invalidValue }).optional(),
  /** `name` sorts by first surname, second surname, first name. */
  sortBy: z.enum(EMPLOYEE_SORT_FIELDS, { error: V.invalidValue }).default('name'),
  sortDir: z.enum(['asc', 'desc'], { error: V.invalidValue }).default('asc'),
});
export const employeeListRequest = pageQuery.extend(employeeFilters.shape);
export type EmployeeListRequest = z.input<typeof employeeListRequest>;
export const employeeRow = z.object({
  num_empleado: z.number().int(),
  idType: z.enum(NATIONAL_ID_TYPES),
  nationalId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  occupationName: z.string().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  scheduleName: z.string(),
  periodicity: z.enum(PAY_PERIODICITIES),
  status: z.enum(EMPLOYEE_STATUSES),
  active: z.boolean(),
  entryDate: z.string(),
  exitDate: z.string().nullable(),
  /** Monthly salary in force today, céntimos. */
  currentSalary: z.number().int().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  selfService: z.enum(SELF_SERVICE_STATUSES),
  /** The self-service login's last sign-in (ISO instant); null before the first. */
  lastSignInAt: z.string().nullable(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;
export const employeeListResponse = pageOf(employeeRow);

// empleados/employeesexport: the filtered, sorted list as a file (not JSON: the body is the file itself,
// with Content-Disposition `attachment; filename="empleados-YYYY-MM-DD.xlsx"` or `.csv`).
export const employeeExportRequest = employeeFilters.extend({
  format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx'),
});
export type EmployeeExportRequest = z.input<typeof employeeExportRequest>;

// empleados/search: the page search's Contacts group and the employee pickers (name or number; 4 results by
// default; `status` keeps one status only, e.g. the active employees a department head is chosen among)
export const employeeSearchRequest = z.object({
  q: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: V.tooLong }),
  limit: z.number().int().min(1).max(20).default(4),
  status: z.enum(EMPLOYEE_STATUSES, { error: V.invalidValue }).optional(),
});
export type EmployeeSearchRequest = z.input<typeof employeeSearchRequest>;
export const employeeSearchItem = z.object({
  num_empleado: z.number().int(),
  fullName: z.string(),
  nationalId: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
});
export const employeeSearchResponse = z.array(employeeSearchItem);

// empleados/activate and empleados/inactivate
/**
 * activate: the employee enters new payrolls again. When the last period is closed (status `exited`) this is
 * a re-entry: `entryDate` is required (after the last exit) and opens a new period; `salary` optionally adds
 * a salary row from that date. For a suspended employee (`inactive`) `entryDate` and `salary` do not apply.
 */
export const activateRequest = z.object({
  num_empleado: employeeNumber,
  reason: text(500, 3),
  entryDate: isoDate.optional(),
  /** The salary as agreed from the re-entry: a month's, a day's or an hour's per `wageType` (default monthly). */
  salary: amountCents.optional(),
  wageType: wageType.optional(),
});
export type ActivateRequest = z.input<typeof activateRequest>;
/**
 * inactivate: the employee stops entering new payrolls. With `exitDate` and `exitTypeId` (both or neither)
 * it is an exit: the current period closes on that date, with that type and `reason`. Without them it is a
 * suspension and the period stays open. Nothing is deleted.
 */
export const inactivateRequest = z.object({
  num_empleado: employeeNumber,
  reason: text(500, 3),
  exitDate: isoDate.optional(),
  exitTypeId: catalogId.optional(),
});
export type InactivateRequest = z.input<typeof inactivateRequest>;

// empleados/updatehorariubicacion (POST) and empleados/updatehorarioubicacion (PUT): the work assignment
/**
 * A change of work assignment (schedule, location, department, occupation) from `effectiveFrom` on (default:
 * today in Costa Rica). It adds a row to the assignment history: not before the current period's entry date,
 * not after an exit, and not before the last recorded change (a change on the same date as the last one
 * replaces it). Fields not sent keep their value; null removes a location, department or occupation.
 */
export const scheduleLocationRequest = z
  .object({
    num_empleado: employeeNumber,
    scheduleId: catalogId.optional(),
    /** null removes the location. */
    locationId: catalogId.nullable().optional(),
    departmentId: catalogId.nullable().optional(),
    occupationId: catalogId.nullable().optional(),
    effectiveFrom: isoDate.optional(),
    reason: optionalText(300),
  })
  .refine(
    (r) =>
      r.scheduleId !== undefined ||
      r.locationId !== undefined ||
      r.departmentId !== undefined ||
      r.occupationId !== undefined,
    { error: V.atLeastOneField, path: ['scheduleId'] },
  );
export type ScheduleLocationRequest = z.input<typeof scheduleLocationRequest>;

/** One row of the assignment history: what applies from `effectiveFrom` until the next row. */
export const assignmentItem = z.object({
  effectiveFrom: z.string(),
  scheduleId: z.number().int(),
  scheduleName: z.string(),
  jornadaType: z.enum(JORNADA_TYPES),
  hoursPerDay: z.number(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  occupationId: z.number().int().nullable(),
  occupationName: z.string().nullable(),
  reason: z.string().nullable(),
  /** The row in force today; newer rows are scheduled. */
  isCurrent: z.boolean(),
  createdAt: z.string(),
  /** `cod_usuario` of who recorded it (null for the row copied from the hire, an import or a seed). */
  createdBy: z.string().nullable(),
});
export type AssignmentItem = z.infer<typeof assignmentItem>;
// empleados/assignmentlist: newest first
export const assignmentListResponse = z.object({ items: z.array(assignmentItem) });
export type AssignmentListResponse = z.infer<typeof assignmentListResponse>;

/**
 * empleados/updateperiodicity (PUT): a new pay periodicity from `effectiveFrom` on (default: today in Costa
 * Rica), with the same date rules as the assignment. The period that contains the date is cut there: the old
 * periodicity pays the days before it, the new one the days from it.
 */
export const periodicityChangeRequest = z.object({
  num_empleado: employeeNumber,
  periodicity: z.enum(PAY_PERIODICITIES, { error: V.invalidValue }),
  effectiveFrom: isoDate.optional(),
  reason: optionalText(300),
});
export type PeriodicityChangeRequest = z.input<typeof periodicityChangeRequest>;
export const periodicityItem = z.object({
  effectiveFrom: z.string(),
  periodicity: z.enum(PAY_PERIODICITIES),
  reason: z.string().nullable(),
  isCurrent: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PeriodicityItem = z.infer<typeof periodicityItem>;
// empleados/periodicitylist: newest first
export const periodicityListResponse = z.object({ items: z.array(periodicityItem) });
export type PeriodicityListResponse = z.infer<typeof periodicityListResponse>;

// ---------------------------------------------------------------------------------------------------------
// Localizations (addresses and contacts)

const localizationFields = {
  kind: z.enum(LOCALIZATION_KINDS, { error: V.invalidValue }).default('home'),
  ...localityCodes,
  /** Señas: the address as Costa Ricans give it ("200 m norte de la iglesia"). */
  address: text(300),
  phone,
  mobile: phone,
  email,
  /** For an emergency contact: the person to call. */
  contactName: optionalText(120),
  /** One primary localization per employee: setting it unsets the others. */
  isPrimary: z.boolean({ error: V.invalidValue }).default(false),
};
// empleados/newLocalization
export const newLocalizationRequest = z.object({ num_empleado: employeeNumber, ...localizationFields });
export type NewLocalizationRequest = z.input<typeof newLocalizationRequest>;
// empleados/modifylocalization (PUT): replaces every field of the localization
export const modifyLocalizationRequest = z.object({
  num_empleado: employeeNumber,
  localizationId: z.number({ error: V.required }).int().positive(),
  ...localizationFields,
});
export type ModifyLocalizationRequest = z.input<typeof modifyLocalizationRequest>;
// empleados/deletelocalization (DELETE with a JSON body)
export const deleteLocalizationRequest = z.object({
  num_empleado: employeeNumber,
  localizationId: z.number({ error: V.required }).int().positive(),
});
export type DeleteLocalizationRequest = z.input<typeof deleteLocalizationRequest>;
export const localizationItem = z.object({
  localizationId: z.number().int(),
  num_empleado: z.number().int(),
  kind: z.enum(LOCALIZATION_KINDS),
  provinceCode: z.string(),
  provinceName: z.string(),
  cantonCode: z.string(),
  cantonName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  contactName: z.string().nullable(),
  isPrimary: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LocalizationItem = z.infer<typeof localizationItem>;
// empleados/localizationlist (primary first, then oldest first)
export const localizationListResponse = z.array(localizationItem);
export const deleteLocalizationResponse = z.object({
  deleted: z.literal(true),
  localizationId: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------
// Salaries, entries and exits

export const salaryItem = z.object({
  effectiveFrom: z.string(),
  /** Monthly salary, or the monthly equivalent of a daily or hourly wage (what changes compare), céntimos. */
  amount: z.number().int(),
  wageType: wageType,
  /** The salary as agreed: a month's, a day's or an hour's, céntimos. */
  wage: z.number().int(),
  reason: z.string().nullable(),
  /** The row in force today. */
  isCurrent: z.boolean(),
  /** Change against the previous row (céntimos and percent, 2 decimals); null for the first row. */
  change: z.number().int().nullable(),
  changePercent: z.number().nullable(),
  createdAt: z.string(),
  /** `cod_usuario` of who added it (null for imported or seeded rows). */
  createdBy: z.string().nullable(),
});
export type SalaryItem = z.infer<typeof salaryItem>;
// empleados/salarieslist: newest first
export const salaryListResponse = z.object({
  currentAmount: z.number().int().nullable(),
  currentFrom: z.string().nullable(),
  items: z.array(salaryItem),
});
/**
 * empleados/newSalary: adds a row from `effectiveFrom` (after the last row and not before the current
 * period's entry date). History is never edited. Below the legal minimum is a warning, not a refusal.
 */
export const newSalaryRequest = z.object({
  num_empleado: employeeNumber,
  effectiveFrom: isoDate,
  /** The salary as agreed: a month's, a day's or an hour's per `wageType` (default monthly), céntimos. */
  amount: amountCents,
  wageType: wageType.default('monthly'),
  reason: optionalText(300),
});
export type NewSalaryRequest = z.input<typeof newSalaryRequest>;
export const newSalaryResponse = z.object({ salary: salaryItem, warnings: z.array(employeeWarning) });

// empleados/entrylist: employment periods, oldest first
export const entryItem = z.object({
  periodNo: z.number().int(),
  entryDate: z.string(),
  exitDate: z.string().nullable(),
  exitTypeId: z.number().int().nullable(),
  exitTypeName: z.string().nullable(),
  exitReason: z.string().nullable(),
});
export type EntryItem = z.infer<typeof entryItem>;
export const entryListResponse = z.array(entryItem);

// ---------------------------------------------------------------------------------------------------------
// Projection and vacations (from the payroll engine)

/**
 * empleados/employeeprojection: the pay of the employee's next period with no incidents: the period of
 * their periodicity containing `date` (default: today in Costa Rica), or the first period of their current
 * employment if it starts later. Salary history, the jornada of the schedule in force on each day, children
 * and spouse credits; no attendance rows. When the periodicity changes inside that period, the period is
 * cut at the change: each periodicity pays its own days.
 */
export const projectionRequest = z.object({ num_empleado: employeeNumber, date: isoDate.optional() });
export type ProjectionRequest = z.input<typeof projectionRequest>;
export const payslipLineDto = z.object({
  /** Stable engine code (ORDINARY_PAY, CCSS_SEM_WORKER, SALARY_TAX …): the web's locale files label it. */
  code: z.string(),
  kind: z.enum(['earning', 'deduction', 'employer', 'provision', 'info']),
  quantity: z.number().nullable(),
  unit: z.enum(['days', 'hours']).nullable(),
  /** Multiplier (0.055 for 5.5 %); null for fixed amounts and the tax. */
  rate: z.number().nullable(),
  /** Daily or hourly salary, or the base of a percentage, céntimos. */
  basis: z.number().int().nullable(),
  amount: z.number().int(),
  legalRef: z.string(),
});
export type PayslipLineDto = z.infer<typeof payslipLineDto>;
export const projectionResponse = z.object({
  num_empleado: z.number().int(),
  period: z.object({ periodicity: z.enum(PAY_PERIODICITIES), start: z.string(), end: z.string() }),
  payDate: z.string(),
  ruleSetYear: z.number().int(),
  monthlySalary: z.number().int(),
  /** The jornada of the schedule in force on the first day of the period. */
  jornada: z.object({ type: z.enum(JORNADA_TYPES), hoursPerDay: z.number() }),
  /** Later schedules with another jornada inside the period, each from its date (the assignment history). */
  jornadaChanges: z
    .array(z.object({ effectiveFrom: z.string(), type: z.enum(JORNADA_TYPES), hoursPerDay: z.number() }))
    .default([]),
  lines: z.array(payslipLineDto),
  totals: z.object({
    gross: z.number().int(),
    deductions: z.number().int(),
    net: z.number().int(),
    employerCharges: z.number().int(),
    provisions: z.number().int(),
    /** gross + employer charges + provisions. */
    employerCost: z.number().int(),
  }),
  /** Engine issues (codes such as BELOW_MINIMUM_WAGE, NOT_EMPLOYED_IN_PERIOD) with their detail. */
  warnings: z.array(
    z.object({ code: z.string(), date: z.string().nullable(), detail: z.string().nullable() }),
  ),
  blockers: z.array(
    z.object({ code: z.string(), date: z.string().nullable(), detail: z.string().nullable() }),
  ),
});
export type ProjectionResponse = z.infer<typeof projectionResponse>;

// empleados/vacationentitlement: the balance from the engine (taking vacations comes with a later issue)
export const vacationEntitlementRequest = z.object({
  num_empleado: employeeNumber,
  asOf: isoDate.optional(),
});
export type VacationEntitlementRequest = z.input<typeof vacationEntitlementRequest>;
export const vacationEntitlementResponse = z.object({
  num_empleado: z.number().int(),
  hireDate: z.string(),
  asOf: z.string(),
  workDaysPerWeek: z.number().int(),
  daysPerPeriod: z.number(),
  periods: z.array(
    z.object({
      index: z.number().int(),
      start: z.string(),
      end: z.string(),
      status: z.enum(['earned', 'accruing']),
      monthsWorked: z.number(),
      entitledDays: z.number(),
      takenDays: z.number(),
      pendingDays: z.number(),
      /** Calendar days of unpaid leave and suspensions inside the period: its end moved by as many. */
      unpaidDays: z.number().int(),
      /** Last day to grant the period (art. 155), and its pending days once that has passed. */
      grantBy: z.string(),
      overdueDays: z.number(),
    }),
  ),
  earnedDays: z.number(),
  accruedDays: z.number(),
  takenDays: z.number(),
  pendingDays: z.number(),
  pendingWithAccruedDays: z.number(),
  overdueDays: z.number(),
});

// ---------------------------------------------------------------------------------------------------------
// Padrón electoral (TSE)

// empleados/padrondata: look a cédula up in the electoral roll
export const padronLookupRequest = z.object({
  cedula: z
    .string({ error: V.required })
    .transform((s) => s.replace(/[\s-]+/g, ''))
    .pipe(z.string().regex(/^[1-9]\d{8}$/, { error: V.invalidNationalId })),
});
export type PadronLookupRequest = z.input<typeof padronLookupRequest>;
export const padronPerson = z.object({
  cedula: z.string(),
  firstName: z.string(),
  firstSurname: z.string(),
  secondSurname: z.string().nullable(),
  /** Expiry of the cédula (YYYY-MM-DD), when the roll gives a valid date. */
  expiryDate: z.string().nullable(),
  electoralCode: z.string(),
});
export const padronLookupResponse = z.object({
  /** False until an administrator imports the roll. */
  rollLoaded: z.boolean(),
  /** null when the cédula is not in the roll. */
  person: padronPerson.nullable(),
});

// Import jobs (padrón and employee imports): empleados/importstatus { jobId }
export const IMPORT_JOB_KINDS = [
  'padron',
  'employees',
  'clock_file',
  'payroll_calculation',
  'vouchers',
] as const;
export const IMPORT_JOB_STATUSES = ['running', 'succeeded', 'failed'] as const;
export const importProblem = z.object({
  /** Row number in the file as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  /** Column name of the file (the template's header). */
  column: z.string(),
  /** The API field the column feeds (for the same message in the form), or null. */
  field: z.string().nullable(),
  value: z.string(),
  /** In the request's language. */
  reason: z.string(),
});
export type ImportProblem = z.infer<typeof importProblem>;
export const padronImportResult = z.object({
  /** Voters loaded. */
  rows: z.number().int(),
  /** Non-blank lines that were not voter lines (malformed), left out. */
  skipped: z.number().int(),
  seconds: z.number(),
});
export const employeeImportResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  employees: z.array(z.object({ row: z.number().int(), num_empleado: z.number().int() })),
  problems: z.array(importProblem),
});
/** The outcome of reading a clock file (the job's `result`; the same counts are on the file). */
export const clockFileReadResult = z.object({
  fileId: z.number().int(),
  totalRows: z.number().int(),
  markRows: z.number().int(),
  newMarks: z.number().int(),
  duplicateMarks: z.number().int(),
  errorRows: z.number().int(),
  seconds: z.number(),
});
export type ClockFileReadResult = z.infer<typeof clockFileReadResult>;
export const importJob = z.object({
  jobId: z.string(),
  kind: z.enum(IMPORT_JOB_KINDS),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Rows done and rows in the file: progress = processed / total. */
  processed: z.number().int(),
  total: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When failed: a stable code and a message in the request's language. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** When succeeded: `padronImportResult` for kind padron, `employeeImportResult` for kind employees. */
  result: z.union([padronImportResult, employeeImportResult, clockFileReadResult]).nullable(),
});
export type ImportJob = z.infer<typeof importJob>;
export const importStatusRequest = z.object({ jobId: z.uuid({ error: V.invalidValue }) });
export type ImportStatusRequest = z.input<typeof importStatusRequest>;

// empleados/padronstatus: whether a roll is loaded, and the last import
export const padronStatusResponse = z.object({
  loaded: z.boolean(),
  rows: z.number().int(),
  importedAt: z.string().nullable(),
  sourceName: z.string().nullable(),
  lastJob: importJob.nullable(),
});
// empleados/padronimport: multipart/form-data with the file in field `archivo` (PADRON_COMPLETO.txt, Latin-1,
// up to 1 GB); answers the running job at once, then poll importstatus.

// ---------------------------------------------------------------------------------------------------------
// Import employees from a spreadsheet

// empleados/importtemplate: the file to fill (the body is the file, not JSON)
export const importTemplateBody = z.object({
  format: z.enum(['xlsx', 'csv'], { error: V.invalidValue }).default('xlsx'),
});
export const importTemplateRequest = optionalBody(importTemplateBody);
export type ImportTemplateRequest = z.input<typeof importTemplateBody>;
/**
 * The columns of the import file, in template order. `required` columns must have a value on every row.
 * Catalog columns take the code or the name (accents and case ignored): `tipo_identificacion` (fisica,
 * juridica, dimex, nite, pasaporte), `sexo` (F/M), `estado_civil`, `nacionalidad` (ISO code or name),
 * `escolaridad`, `banco` (SINPE code or name), `departamento`, `ocupacion`, `ubicacion`, `horario` (name or id),
 * `periodicidad` (semanal, bisemanal, quincenal, mensual or the English codes). Dates: a date cell,
 * `YYYY-MM-DD` or `DD/MM/YYYY`. `salario`: in colones (`450000` or `450000.50`), a month's unless
 * `tipo_salario` says `diario` (a day's) or `por hora` (an hour's); empty is `mensual`. `credito_conyuge`:
 * S/N. CSV: UTF-8 (a BOM is fine), comma or semicolon separated.
 */
export const IMPORT_COLUMNS = [
  { column: 'num_empleado', field: 'num_empleado', required: false },
  { column: 'tipo_identificacion', field: 'idType', required: true },
  { column: 'identificacion', field: 'nationalId', required: true },
  { column: 'nombre', field: 'firstName', required: true },
  { column: 'primer_apellido', field: 'firstSurname', required: true },
  { column: 'segundo_apellido', field: 'secondSurname', required: false },
  { column: 'fecha_nacimiento', field: 'birthDate', required: true },
  { column: 'sexo', field: 'sex', required: true },
  { column: 'estado_civil', field: 'civilStatus', required: true },
  { column: 'nacionalidad', field: 'nationality', required: true },
  { column: 'escolaridad', field: 'educationLevel', required: false },
  { column: 'hijos', field: 'childrenCount', required: false },
  { column: 'conyuge', field: 'spouseName', required: false },
  { column: 'credito_conyuge', field: 'spouseTaxCredit', required: false },
  { column: 'banco', field: 'bankCode', required: false },
  { column: 'iban', field: 'iban', required: false },
  { column: 'correo', field: 'email', required: false },
  { column: 'telefono', field: 'phone', required: false },
  { column: 'departamento', field: 'departmentId', required: false },
  { column: 'ocupacion', field: 'occupationId', required: false },
  { column: 'ubicacion', field: 'locationId', required: false },
  { column: 'horario', field: 'scheduleId', required: true },
  { column: 'periodicidad', field: 'periodicity', required: true },
  { column: 'fecha_ingreso', field: 'entryDate', required: true },
  { column: 'salario', field: 'salary', required: true },
  { column: 'tipo_salario', field: 'wageType', required: false },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['column'];

// empleados/importdryrun: multipart/form-data, the file in field `archivo` (.xlsx or .csv, up to 5 MB, up to
// 20 000 rows). Nothing is written.
export const importDryRunResponse = z.object({
  format: z.enum(['xlsx', 'csv']),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  /** Every problem of every row, in row order. */
  problems: z.array(importProblem),
  /**
   * Valid rows that import but deserve a look (a salary below the legal minimum: part-time schedules and
   * some categories legitimately are), in row order.
   */
  warnings: z.array(importProblem),
});
export type ImportDryRunResponse = z.infer<typeof importDryRunResponse>;
// empleados/importemployees: the same multipart upload; validates again and imports the valid rows in one
// transaction as a job (answers the running job; poll importstatus; the result lists the skipped rows'
// problems).
export const importJobResponse = importJob;
