import { z } from 'zod';
import { pageOf, pageQuery } from './envelope';
import { V } from './validation';

/**
 * Parameter lists (catalogs). Global catalogs (identification types, countries, civil statuses, education
 * levels, banks, the territorial division) are the same for every company and answer `name` in the
 * request's language where both exist. Company catalogs (locations, departments, occupations, schedules,
 * exit types) belong to the session's company.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared pieces

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDate = z
  .string({ error: V.required })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.invalidDate })
  .refine(
    (s) => {
      const [y, m, d] = s.split('-').map(Number) as [number, number, number];

      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { error: V.invalidDate },
  );

/**
 * The occupation categories of the yearly minimum-wage decree (reference §8), the same list as the domain's
 * `MINIMUM_WAGE_CATEGORIES` (the API's typecheck holds them equal): generic unskilled (TONC), semi-skilled
 * (TOSC), skilled (TOC), specialized (TOE), mid-level technician (TMED), specialized superior (TES), university
 * bachelor and licentiate, domestic work. Labels: the web's `parameters.minimumWageCategory.<code>`.
 */
export const MINIMUM_WAGE_CATEGORIES = [
  'unskilled',
  'semi_skilled',
  'skilled',
  'specialized',
  'technician_mid',
  'specialized_superior',
  'bachelor',
  'licentiate',
  'domestic',
] as const;
export type MinimumWageCategoryCode = (typeof MINIMUM_WAGE_CATEGORIES)[number];
export const minimumWageCategory = z.enum(MINIMUM_WAGE_CATEGORIES, { error: V.unknownOption });

/** `HH:MM`, 00:00–23:59. */
export const timeOfDay = z
  .string({ error: V.required })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: V.invalidTime });

/** A body that may be absent (no body, `null` or `{}` all mean "the defaults"). */
export const optionalBody = <T extends z.ZodObject>(schema: T) => z.preprocess((v) => v ?? {}, schema);

/** Every catalog request: an optional body; `includeInactive` adds the retired entries of company catalogs. */
export const catalogBody = z.object({ includeInactive: z.boolean({ error: V.invalidValue }).default(false) });
export const catalogRequest = optionalBody(catalogBody);
export type CatalogRequest = z.input<typeof catalogBody>;

export const codeName = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof codeName>;

// ---------------------------------------------------------------------------------------------------------
// Global catalogs

/** Identification types: the codes the engine validates (`isValidNationalId(type, value)`). */
export const NATIONAL_ID_TYPES = ['fisica', 'juridica', 'dimex', 'nite', 'pasaporte'] as const;
export type NationalIdType = (typeof NATIONAL_ID_TYPES)[number];

// parametros/tipoidlista
export const idTypeItem = codeName.extend({
  code: z.enum(NATIONAL_ID_TYPES),
  /** Hacienda "TipoIdentificacion" (01–04); null for passports. */
  haciendaCode: z.string().nullable(),
  /** Digits (or characters, for passports) without dashes. */
  minLength: z.number().int(),
  maxLength: z.number().int(),
  /** How it is written, e.g. `1-0234-0567`. */
  example: z.string(),
});
export const idTypeListResponse = z.array(idTypeItem);

// parametros/paislista (ISO 3166-1 alpha-2, sorted by name in the request's language)
export const countryListResponse = z.array(codeName);
// parametros/estadocivilista, parametros/escolaridadlista
export const civilStatusListResponse = z.array(codeName);
export const educationListResponse = z.array(codeName);

// parametros/bancolista: banks and financial entities with their SINPE code (characters 6–8 of the IBAN)
export const bankItem = z.object({ code: z.string(), name: z.string(), shortName: z.string() });
export type BankItem = z.infer<typeof bankItem>;
export const bankListResponse = z.array(bankItem);

// parametros/localizacionlista: the territorial division by level and parent
export const LOCALITY_LEVELS = ['province', 'canton', 'district'] as const;
export type LocalityLevel = (typeof LOCALITY_LEVELS)[number];
/**
 * `{}` or `{ level: 'province' }` → the 7 provinces; `{ level: 'canton', parentCode: '1' }` → the cantons of
 * San José; `{ level: 'district', parentCode: '105' }` → the districts of Tarrazú. Without `parentCode`, every
 * entry of that level.
 */
export const localityListBody = z.object({
  level: z.enum(LOCALITY_LEVELS, { error: V.invalidValue }).default('province'),
  parentCode: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { error: V.invalidValue })
    .optional(),
});
export const localityListRequest = optionalBody(localityListBody);
export type LocalityListRequest = z.input<typeof localityListBody>;
export const localityItem = z.object({
  /** INEC code: province `1`, canton `105`, district `10501`. */
  code: z.string(),
  name: z.string(),
  level: z.enum(LOCALITY_LEVELS),
  parentCode: z.string().nullable(),
});
export type LocalityItem = z.infer<typeof localityItem>;
export const localityListResponse = z.array(localityItem);

// parametros/rollista: the roles of the product, named in the request's language
export const roleListResponse = z.array(codeName);

// parametros/estadolista: employee statuses
export const EMPLOYEE_STATUSES = ['active', 'inactive', 'exited'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const statusListResponse = z.array(codeName.extend({ code: z.enum(EMPLOYEE_STATUSES) }));

// ---------------------------------------------------------------------------------------------------------
// Company catalogs

// parametros/ubicacionlista (work sites)
export const locationItem = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  active: z.boolean(),
});
export type LocationItem = z.infer<typeof locationItem>;
export const locationListResponse = z.array(locationItem);

// parametros/departamentolista, parametros/ocupacionlista
export const namedItem = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type NamedItem = z.infer<typeof namedItem>;
export const departmentListResponse = z.array(namedItem);
export const occupationListResponse = z.array(namedItem);

// parametros/exitlist (exit types)
export const EXIT_TYPE_CODES = [
  'resignation',
  'dismissal_without_liability',
  'dismissal_with_liability',
  'mutual_agreement',
  'contract_end',
  'probation',
  'retirement',
  'death',
] as const;
export const exitTypeItem = z.object({
  id: z.number().int(),
  /** The legal cause behind the type (for the termination settlement); null for a company's own types. */
  code: z.enum(EXIT_TYPE_CODES).nullable(),
  name: z.string(),
  /** Whether the employer owes notice and severance (responsabilidad patronal). */
  employerLiability: z.boolean(),
  active: z.boolean(),
});
export type ExitTypeItem = z.infer<typeof exitTypeItem>;
export const exitTypeListResponse = z.array(exitTypeItem);

// ---------------------------------------------------------------------------------------------------------
// Company catalog maintenance: paramPlanilla/companycatalogs, new<catalog>, update<catalog> for departments,
// occupations, locations (work sites) and exit types. Names are unique per company and catalog ignoring case
// and accents (409 CATALOG_NAME_TAKEN, retired entries included); entries are retired (`active: false`),
// never deleted. A department, occupation or location that active employees use cannot be retired (409
// CATALOG_ENTRY_IN_USE); an exit type always can (it only closes periods).

export const COMPANY_CATALOGS = ['department', 'occupation', 'location', 'exitType'] as const;
export type CompanyCatalog = (typeof COMPANY_CATALOGS)[number];

/** How many active employees use the entry (departments, occupations, locations). */
const employeeCount = z.number().int();
/** A department also names its head (an employee number, null without one): see `vacationApprover`. */
export const departmentEntry = namedItem.extend({
  employeeCount,
  headEmployeeNumber: z.number().int().nullable(),
  headName: z.string().nullable(),
});
export type DepartmentEntry = z.infer<typeof departmentEntry>;
/** An occupation also says which minimum of the decree its salaries are checked against. */
export const occupationEntry = namedItem.extend({
  employeeCount,
  minimumWageCategory: z.enum(MINIMUM_WAGE_CATEGORIES),
});
export type OccupationEntry = z.infer<typeof occupationEntry>;
export const locationEntry = locationItem.extend({ employeeCount });
export type LocationEntry = z.infer<typeof locationEntry>;
export const exitTypeEntry = exitTypeItem;
export type ExitTypeEntry = ExitTypeItem;

/** paramPlanilla/companycatalogs: the four catalogs at once, retired entries included, sorted by name. */
export const companyCatalogsRequest = optionalBody(z.object({}));
export const companyCatalogsResponse = z.object({
  departments: z.array(departmentEntry),
  occupations: z.array(occupationEntry),
  locations: z.array(locationEntry),
  exitTypes: z.array(exitTypeEntry),
});
export type CompanyCatalogs = z.infer<typeof companyCatalogsResponse>;

const catalogEntryId = z.number({ error: V.required }).int().positive();
/** Spaces are collapsed by the server; the comparison for uniqueness ignores case and accents. */
export const catalogEntryName = z
  .string({ error: V.required })
  .trim()
  .min(2, { error: V.tooShort })
  .max(100, { error: V.tooLong });
/** Free text (señas of the work site); empty means none. */
export const locationAddress = z
  .string({ error: V.invalidValue })
  .trim()
  .max(250, { error: V.tooLong })
  .nullable();
const entryActive = z.boolean({ error: V.invalidValue });

// paramPlanilla/newdepartment, paramPlanilla/newoccupation
const departmentHead = z
  .number({ error: V.invalidNumber })
  .int({ error: V.invalidNumber })
  .positive({ error: V.invalidNumber })
  .nullable();
export const newDepartmentRequest = z.object({
  name: catalogEntryName,
  headEmployeeNumber: departmentHead.optional(),
});
export type NewDepartmentRequest = z.input<typeof newDepartmentRequest>;
/** An occupation's minimum-wage category defaults to the generic unskilled one (TONC). */
export const newOccupationRequest = z.object({ name: catalogEntryName }).extend({
  minimumWageCategory: minimumWageCategory.default('unskilled'),
});
export type NewOccupationRequest = z.input<typeof newOccupationRequest>;
// paramPlanilla/updatedepartment, paramPlanilla/updateoccupation (PUT): `active: false` retires it
export const updateDepartmentRequest = z.object({
  id: catalogEntryId,
  name: catalogEntryName.optional(),
  active: entryActive.optional(),
  headEmployeeNumber: departmentHead.optional(),
});
export type UpdateDepartmentRequest = z.input<typeof updateDepartmentRequest>;
export const updateOccupationRequest = z
  .object({
    id: catalogEntryId,
    name: catalogEntryName.optional(),
    active: entryActive.optional(),
  })
  .extend({
    minimumWageCategory: minimumWageCategory.optional(),
  });
export type UpdateOccupationRequest = z.input<typeof updateOccupationRequest>;

// paramPlanilla/newlocation, paramPlanilla/updatelocation (PUT)
export const newLocationRequest = z.object({ name: catalogEntryName, address: locationAddress.optional() });
export type NewLocationRequest = z.input<typeof newLocationRequest>;
export const updateLocationRequest = z.object({
  id: catalogEntryId,
  name: catalogEntryName.optional(),
  address: locationAddress.optional(),
  active: entryActive.optional(),
});
export type UpdateLocationRequest = z.input<typeof updateLocationRequest>;

/**
 * paramPlanilla/newexittype: a company's own exit type (its `code` is null). paramPlanilla/updateexittype
 * (PUT): the eight legal types may be renamed and retired, but their employer liability follows the law
 * (400 `employerLiability`: validation.exitTypeLiabilityFixed).
 */
export const newExitTypeRequest = z.object({
  name: catalogEntryName,
  employerLiability: z.boolean({ error: V.required }),
});
export type NewExitTypeRequest = z.input<typeof newExitTypeRequest>;
export const updateExitTypeRequest = z.object({
  id: catalogEntryId,
  name: catalogEntryName.optional(),
  employerLiability: z.boolean({ error: V.invalidValue }).optional(),
  active: entryActive.optional(),
});
export type UpdateExitTypeRequest = z.input<typeof updateExitTypeRequest>;

// ---------------------------------------------------------------------------------------------------------
// Schedules (horarios): parametros/horariolista, paramPlanilla/schedulelist, newschedule, updateschedule

export const JORNADA_TYPES = ['diurnal', 'mixed', 'nocturnal'] as const;

export type JornadaType = (typeof JORNADA_TYPES)[number];

/** ISO weekday numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** How a schedule rounds the extra time it counts (the domain's `EXTRA_ROUNDINGS`). */
export const EXTRA_ROUNDINGS = ['none', 'down_15', 'down_30'] as const;
const toleranceMinutes = (max: number) =>
  z
    .number({ error: V.invalidNumber })
    .int({ error: V.invalidNumber })
    .min(0, { error: V.invalidNumber })
    .max(max, { error: V.invalidNumber });

export const scheduleItem = z.object({
  id: z.number().int(),
  name: z.string(),
  jornadaType: z.enum(JORNADA_TYPES),
  /** Ordinary hours per working day (quarter hours: 8, 7.5 …). */
  hoursPerDay: z.number(),
  /** ISO weekdays worked, ascending (1 Monday … 7 Sunday). */
  workingDays: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
  /** `hoursPerDay × workingDays.length`. */
  weeklyHours: z.number(),
  /** Clock-mark tolerances: a late entry / early exit up to these minutes is not short time. */
  entryGraceMinutes: z.number().int(),
  exitGraceMinutes: z.number().int(),
  /** Time past the shift counts as extra only from these minutes, then rounded by `extraRounding`. */
  extraMinimumMinutes: z.number().int(),
  extraRounding: z.enum(EXTRA_ROUNDINGS),
  active: z.boolean(),
  /** Active employees on this schedule. */
  employeeCount: z.number().int(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

// parametros/horariolista: the schedules for a picker (active ones unless includeInactive)
export const scheduleOptionsResponse = z.array(scheduleItem);

// paramPlanilla/schedulelist: the schedules screen (server-side paging, search by name)
export const SCHEDULE_SORT_FIELDS = ['name', 'jornadaType', 'hoursPerDay', 'startTime'] as const;
export const scheduleListRequest = pageQuery.extend({
  includeInactive: z.boolean({ error: V.invalidValue }).default(true),
  sortBy: z.enum(SCHEDULE_SORT_FIELDS).default('name'),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
});
export type ScheduleListRequest = z.input<typeof scheduleListRequest>;
export const scheduleListResponse = pageOf(scheduleItem);

const scheduleFields = {
  name: z.string({ error: V.required }).trim().min(2, { error: V.tooShort }).max(80, { error: V.tooLong }),
  jornadaType: z.enum(JORNADA_TYPES, { error: V.invalidValue }),
  hoursPerDay: z
    .number({ error: V.invalidNumber })
    .positive({ error: V.invalidNumber })
    .max(12, { error: V.scheduleOverLegalLimit })
    .refine((h) => Number.isInteger(h * 4), { error: V.invalidNumber }),
  workingDays: z
    .array(z.number({ error: V.workingDays }), { error: V.workingDays })
    .min(1, { error: V.workingDays })
    .max(7, { error: V.workingDays })
    .refine(
      (days) =>
        days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) && new Set(days).size === days.length,
      { error: V.workingDays },
    ),
  startTime: timeOfDay,
  endTime: timeOfDay,
  entryGraceMinutes: toleranceMinutes(60).default(0),
  exitGraceMinutes: toleranceMinutes(60).default(0),
  extraMinimumMinutes: toleranceMinutes(120).default(0),
  extraRounding: z.enum(EXTRA_ROUNDINGS, { error: V.invalidValue }).default('none'),
};

/**
 * paramPlanilla/newschedule. The server also checks the law (reference §6): the hours fit between start and
 * end (a nocturnal shift may cross midnight), the day and the week stay within the maximum of the jornada
 * type (diurnal 8 h/48 h, up to 10 h a day when the week stays within 48; mixed 7 h/42 h, up to 8 h;
 * nocturnal 6 h/36 h), a diurnal shift lies within 05:00–19:00, a nocturnal one has 3.5 hours or more between
 * 19:00 and 05:00 (art. 138) and a mixed one some night hours but fewer. Errors: `hoursPerDay`
 * (validation.scheduleOverLegalLimit, validation.scheduleHoursExceedSpan), `startTime`
 * (validation.scheduleTimesOutsideJornada); a name used in the company (any case) is 409 SCHEDULE_NAME_TAKEN.
 */
export const newScheduleRequest = z.object(scheduleFields);
export type NewScheduleRequest = z.input<typeof newScheduleRequest>;

/** paramPlanilla/updateschedule (PUT): `id` plus the fields that change; `active: false` retires it. */
export const updateScheduleRequest = z.object({
  id: z.number({ error: V.required }).int().positive(),
  name: scheduleFields.name.optional(),
  jornadaType: scheduleFields.jornadaType.optional(),
  hoursPerDay: scheduleFields.hoursPerDay.optional(),
  workingDays: scheduleFields.workingDays.optional(),
  startTime: scheduleFields.startTime.optional(),
  endTime: scheduleFields.endTime.optional(),
  entryGraceMinutes: toleranceMinutes(60).optional(),
  exitGraceMinutes: toleranceMinutes(60).optional(),
  extraMinimumMinutes: toleranceMinutes(120).optional(),
  extraRounding: z.enum(EXTRA_ROUNDINGS, { error: V.invalidValue }).optional(),
  active: z.boolean({ error: V.invalidValue }).optional(),
});
export type UpdateScheduleRequest = z.input<typeof updateScheduleRequest>;
export const scheduleResponse = scheduleItem;
