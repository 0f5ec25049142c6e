import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A company (empresa). Its number is the `num_empresa` of the API. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  tradeName: text('trade_name'),
  legalId: text('legal_id').notNull().unique(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/** A person who signs in. Users are global; what they may do is per company (memberships). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Operates the installation itself, beyond any company: loads the global reference data that every
     * company shares (the TSE's padrón electoral). Being a company's administrator is not enough.
     */
    systemAdmin: boolean('system_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_code_key').on(t.code), index('users_email_idx').on(sql`lower(${t.email})`)],
);

export const memberships = pgTable(
  'memberships',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), index('memberships_user_idx').on(t.userId)],
);

/** Refresh sessions: one row per sign-in; the refresh token rotates on every renewal. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_refresh_hash_key').on(t.refreshHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pageId: text('page_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);

/** Outgoing e-mail. A worker sends pending rows; nothing is lost while the mail server is down. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    emlPath: text('eml_path'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Bitácora: who changed what, when, in which company, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id'),
    userId: integer('user_id'),
    userCode: text('user_code'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_action_idx').on(t.action, t.userCode, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Reference data (global catalogs): the same for every company, kept in step with seeds/reference on start.

/** Small facts about the installation (for now: the hash of the reference data last synced). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const idTypes = pgTable('id_types', {
  code: text('code').primaryKey(),
  haciendaCode: text('hacienda_code'),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  minLength: smallint('min_length').notNull(),
  maxLength: smallint('max_length').notNull(),
  example: text('example').notNull(),
  sort: smallint('sort').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
});

export const civilStatuses = pgTable('civil_statuses', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  sort: smallint('sort').notNull(),
});

export const educationLevels = pgTable('education_levels', {
  code: text('code').primaryKey(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  sort: smallint('sort').notNull(),
});

/** Banks and financial entities by SINPE code (characters 6–8 of a Costa Rican IBAN). */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** División territorial administrativa: provinces, cantons and districts with their INEC codes. */
export const localities = pgTable(
  'localities',
  {
    code: text('code').primaryKey(),
    level: text('level').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
  },
  (t) => [index('localities_parent_idx').on(t.level, t.parentCode)],
);

// ---------------------------------------------------------------------------------------------------------
// Company catalogs

/**
 * The uniqueness key of a company catalog name: lower case without accents (`Producción` = `PRODUCCION`).
 * The web's and the API's `trim` plus the service's space collapsing make the rest of the comparison.
 */
const foldedName = (name: AnyPgColumn) =>
  sql`translate(lower(${name}), 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ', 'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc')`;

export const locations = pgTable(
  'locations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('locations_folded_name_key').on(t.companyId, foldedName(t.name))],
);

export const departments = pgTable(
  'departments',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('departments_folded_name_key').on(t.companyId, foldedName(t.name))],
);

export const occupations = pgTable(
  'occupations',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('occupations_folded_name_key').on(t.companyId, foldedName(t.name))],
);

/** Horarios: the jornada type, hours per day, working days (ISO 1 Monday … 7 Sunday) and times. */
export const schedules = pgTable(
  'schedules',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    jornadaType: text('jornada_type').notNull(),
    /** Quarter hours: 8 h = 32. */
    quarterHoursPerDay: smallint('quarter_hours_per_day').notNull(),
    workingDays: smallint('working_days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('schedules_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

export const exitTypes = pgTable(
  'exit_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    code: text('code'),
    name: text('name').notNull(),
    employerLiability: boolean('employer_liability').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('exit_types_folded_name_key').on(t.companyId, foldedName(t.name))],
);

// ---------------------------------------------------------------------------------------------------------
// Employees

export const employees = pgTable(
  'employees',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeNumber: integer('employee_number').notNull(),
    idType: text('id_type')
      .notNull()
      .references(() => idTypes.code),
    nationalId: text('national_id').notNull(),
    firstName: text('first_name').notNull(),
    firstSurname: text('first_surname').notNull(),
    secondSurname: text('second_surname'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex').notNull(),
    civilStatus: text('civil_status')
      .notNull()
      .references(() => civilStatuses.code),
    nationality: text('nationality')
      .notNull()
      .references(() => countries.code),
    educationLevel: text('education_level').references(() => educationLevels.code),
    childrenCount: smallint('children_count').notNull().default(0),
    spouseName: text('spouse_name'),
    spouseTaxCredit: boolean('spouse_tax_credit').notNull().default(false),
    bankCode: text('bank_code').references(() => banks.code),
    iban: text('iban'),
    email: text('email'),
    phone: text('phone'),
    departmentId: integer('department_id'),
    occupationId: integer('occupation_id'),
    locationId: integer('location_id'),
    scheduleId: integer('schedule_id').notNull(),
    periodicity: text('periodicity').notNull(),
    active: boolean('active').notNull().default(true),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** Entry and exit of the current (last) employment period, kept with employment_periods. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    exitDate: date('exit_date', { mode: 'string' }),
    /** Number, national id and names, lower-case without accents: what the list search matches. */
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber] }),
    uniqueIndex('employees_national_id_key').on(t.companyId, t.nationalId),
    index('employees_name_idx').on(t.companyId, t.firstSurname, t.secondSurname, t.firstName, t.employeeNumber),
    // fastupdate off: no pending list to scan on every search after bulk inserts.
    index('employees_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    foreignKey({ columns: [t.companyId, t.occupationId], foreignColumns: [occupations.companyId, occupations.id] }),
    foreignKey({ columns: [t.companyId, t.locationId], foreignColumns: [locations.companyId, locations.id] }),
    foreignKey({ columns: [t.companyId, t.scheduleId], foreignColumns: [schedules.companyId, schedules.id] }),
  ],
);

/** Entries and exits: one row per employment period; a re-entry opens the next period. */
export const employmentPeriods = pgTable(
  'employment_periods',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    periodNo: smallint('period_no').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    exitDate: date('exit_date', { mode: 'string' }),
    exitTypeId: integer('exit_type_id'),
    exitReason: text('exit_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.periodNo] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    foreignKey({ columns: [t.companyId, t.exitTypeId], foreignColumns: [exitTypes.companyId, exitTypes.id] }),
  ],
);

/** Salary history: a monthly salary in céntimos from a date; rows are added, never edited. */
export const employeeSalaries = pgTable(
  'employee_salaries',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.effectiveFrom] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
  ],
);

/** Localizations: the employee's addresses and contacts. */
export const employeeLocalizations = pgTable(
  'employee_localizations',
  {
    companyId: integer('company_id').notNull(),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    kind: text('kind').notNull(),
    provinceCode: text('province_code')
      .notNull()
      .references(() => localities.code),
    cantonCode: text('canton_code')
      .notNull()
      .references(() => localities.code),
    districtCode: text('district_code')
      .notNull()
      .references(() => localities.code),
    address: text('address').notNull(),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    contactName: text('contact_name'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('employee_localizations_employee_idx').on(t.companyId, t.employeeNumber),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Padrón electoral (global) and import jobs

const padronColumns = () => ({
  cedula: text('cedula').primaryKey(),
  electoralCode: text('electoral_code').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }),
  board: text('board').notNull(),
  firstName: text('first_name').notNull(),
  firstSurname: text('first_surname').notNull(),
  secondSurname: text('second_surname'),
});
/**
 * The roll lives in two identical tables: lookups read the one `padron_state.active_table` names, an import
 * fills the other and then switches the pointer in one short transaction.
 */
export const padronA = pgTable('padron_a', padronColumns());
export const padronB = pgTable('padron_b', padronColumns());

export const padronState = pgTable('padron_state', {
  id: smallint('id').primaryKey(),
  activeTable: text('active_table'),
  rowCount: integer('row_count').notNull().default(0),
  importedAt: timestamp('imported_at', { withTimezone: true }),
  sourceName: text('source_name'),
  jobId: text('job_id'),
});

/** Long imports (padrón, employees): progress the web polls, and the outcome. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    errorCode: text('error_code'),
    result: jsonb('result'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_kind_idx').on(t.kind, t.startedAt),
    // One padrón import at a time, whoever starts it.
    uniqueIndex('import_jobs_one_padron_key').on(t.kind).where(sql`kind = 'padron' and status = 'running'`),
  ],
);
