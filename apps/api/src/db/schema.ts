import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  numeric,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
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
    /**
     * Whether the user may enter this company. Deactivating is per company: a user who serves several
     * companies keeps the others (the user's own `active` switches them off everywhere).
     */
    active: boolean('active').notNull().default(true),
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

/**
 * Refresh tokens a session has rotated away. Presenting one again means someone kept a copy (a stolen token):
 * the session ends, with every token of it.
 */
export const sessionRotatedTokens = pgTable(
  'session_rotated_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('session_rotated_tokens_session_idx').on(t.sessionId)],
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
    /** Documents rendered when the message is sent (never stored in the row): `[{ kind: 'voucher', ... }]`. */
    attachments: jsonb('attachments'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Bitácora: who changed what, when, in which company, with the values before and after. */
/** What an audit row says, in a company's bitácora or the installation's. */
const auditEventColumns = () => ({
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
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    ...auditEventColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('audit_log_company_idx').on(t.companyId, t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * The installation's own events, of no company: failed sign-ins, password recovery and resets, padrón loads.
 * The sign-in lock-out and the recovery throttle count them (every instance reads the same rows).
 */
export const systemAuditLog = pgTable(
  'system_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...auditEventColumns(),
  },
  (t) => [index('system_audit_log_action_idx').on(t.action, t.userCode, t.createdAt)],
);

/**
 * Public requests counted per key (route and address) in a fixed window, so every instance of the API holds
 * one limit (issue 29). A row whose window has passed starts again at its next hit; expired rows are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
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
    /**
     * The department head (an employee of the company): with the company's `vacation_approver` set to
     * `department_head`, they decide the vacation requests of the department's employees (issue 27).
     */
    headEmployeeNumber: integer('head_employee_number'),
    createdAt: createdAt(),
  },
  // Annotated: the head's key points at employees, whose key points back here.
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('departments_folded_name_key').on(t.companyId, foldedName(t.name)),
    foreignKey({
      name: 'departments_head_employee_fk',
      columns: [t.companyId, t.headEmployeeNumber],
      foreignColumns: [employees.companyId, employees.employeeNumber],
    }),
  ],
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
    /** The minimum-wage decree's category its salaries are checked against (`MINIMUM_WAGE_CATEGORIES`). */
    minimumWageCategory: text('minimum_wage_category').notNull().default('unskilled'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('occupations_folded_name_key').on(t.companyId, foldedName(t.name)),
    check(
      'occupations_minimum_wage_category_check',
      sql`${t.minimumWageCategory} in ('unskilled', 'semi_skilled', 'skilled', 'specialized', 'technician_mid', 'specialized_superior', 'bachelor', 'licentiate', 'domestic')`,
    ),
  ],
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
    /** Tolerances for clock marks (docs/attendance.md): a late entry / early exit up to these minutes is not short. */
    entryGraceMinutes: smallint('entry_grace_minutes').notNull().default(0),
    exitGraceMinutes: smallint('exit_grace_minutes').notNull().default(0),
    /** Time past the shift counts as extra only from this many minutes, then rounded (`none`, `down_15`, `down_30`). */
    extraMinimumMinutes: smallint('extra_minimum_minutes').notNull().default(0),
    extraRounding: text('extra_rounding').notNull().default('none'),
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
    /** Weekly pay includes the rest day for this employee (art. 152); null: the company's setting. */
    weeklyRestDayPaid: boolean('weekly_rest_day_paid'),
    bankCode: text('bank_code').references(() => banks.code),
    iban: text('iban'),
    email: text('email'),
    phone: text('phone'),
    departmentId: integer('department_id'),
    occupationId: integer('occupation_id'),
    locationId: integer('location_id'),
    scheduleId: integer('schedule_id').notNull(),
    periodicity: text('periodicity').notNull(),
    /** The code of the employee's badge on the time clock, when it is not the employee number. */
    badgeCode: text('badge_code'),
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
    uniqueIndex('employees_badge_code_key').on(t.companyId, t.badgeCode).where(sql`badge_code is not null`),
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

/**
 * Employee self-service (issue 27): the user who signs in as an employee record. One login per employee and one
 * employee per user in a company; the membership (role `employee`, or a staff role for a clerk paid by the same
 * company) gives the access, this link says whose data it reaches. Kept when access ends (the history of
 * invitations); access is checked against the employee's exit on every call.
 */
export const employeeUsers = pgTable(
  'employee_users',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    employeeNumber: integer('employee_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    invitedBy: integer('invited_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber] }),
    uniqueIndex('employee_users_user_key').on(t.companyId, t.userId),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
  ],
);

/**
 * An employee's request for vacation days (issue 27): pending until HR approves it (it becomes a vacation range,
 * `range_id`, whose days are V in the payrolls it falls in) or rejects it with a reason; the employee may cancel
 * it while pending. `days` are the working days it costs by the employee's schedule, rest days and holidays out.
 */
export const vacationRequests = pgTable(
  'vacation_requests',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    /** `pending`, `approved`, `rejected`, `cancelled`. */
    status: text('status').notNull().default('pending'),
    note: text('note'),
    /** Why HR rejected it (required for a rejection) or a remark on an approval. */
    decisionReason: text('decision_reason'),
    rangeId: integer('range_id'),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('vacation_requests_status_idx').on(t.companyId, t.status, t.fromDate),
    index('vacation_requests_employee_idx').on(t.companyId, t.employeeNumber, t.fromDate),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('vacation_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('vacation_requests_dates_check', sql`${t.toDate} >= ${t.fromDate} and ${t.days} > 0`),
  ],
);

/**
 * A salary certificate (constancia salarial, issue 27) as issued: the exact statement it makes (`statement`, a
 * snapshot: what the public verification page shows, never recomputed) and the SHA-256 of its verification code
 * (the code itself is only in the PDF's QR: a copy of this table verifies nothing). The public lookup goes by
 * `code_hash` alone (the code names no company), hence its plain index; the codes are 192 random bits, unique
 * in practice, and unique per company by constraint. HR may revoke a certificate with a reason.
 */
export const salaryCertificates = pgTable(
  'salary_certificates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** Hex SHA-256 of the verification code. */
    codeHash: text('code_hash').notNull(),
    /** The code's last 4 characters, to tell certificates apart in a list (not enough to verify anything). */
    codeHint: text('code_hint').notNull(),
    /** `SalaryCertificateStatement` (packages/contracts): company, employee, salary, averages, deductions. */
    statement: jsonb('statement').notNull(),
    language: text('language').notNull(),
    issuedBy: integer('issued_by').references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('salary_certificates_code_key').on(t.companyId, t.codeHash),
    index('salary_certificates_code_idx').on(t.codeHash),
    index('salary_certificates_employee_idx').on(t.companyId, t.employeeNumber, t.issuedAt),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('salary_certificates_language_check', sql`${t.language} in ('es', 'en')`),
    check('salary_certificates_revoke_check', sql`(${t.revokedAt} is null) = (${t.revokeReason} is null)`),
  ],
);

/**
 * An employee's request to change their contact data (phone, e-mail, address) or bank account (IBAN and its bank,
 * as `employees` stores them) (issue 27): nothing changes until HR approves it, which applies `asked` to the
 * employee's record (the address to their primary localization). `asked` holds only the fields asked for;
 * `previous` is what the record said when it was asked (the bank-change notice went to `previous.email`). One
 * pending request per employee at a time.
 */
export const dataChangeRequests = pgTable(
  'data_change_requests',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** `{ phone?, email?, address?, bankCode?, iban? }`: the fields asked for and their new values. */
    asked: jsonb('asked').notNull(),
    /** The same fields as the employee's record held them when the request was made. */
    previous: jsonb('previous').notNull(),
    /** `pending`, `approved`, `rejected`, `cancelled`. */
    status: text('status').notNull().default('pending'),
    /** The employee's note to HR. */
    note: text('note'),
    /** HR's reason (required to reject). */
    decisionReason: text('decision_reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('data_change_requests_status_idx').on(t.companyId, t.status, t.requestedAt),
    index('data_change_requests_employee_idx').on(t.companyId, t.employeeNumber, t.requestedAt),
    uniqueIndex('data_change_requests_one_pending_key')
      .on(t.companyId, t.employeeNumber)
      .where(sql`${t.status} = 'pending'`),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('data_change_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);


/** Salary history: a monthly salary in céntimos from a date; rows are added, never edited. */
export const employeeSalaries = pgTable(
  'employee_salaries',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The monthly salary, or the monthly equivalent of a daily or hourly wage (domain `monthlyEquivalent`). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What was agreed: a month's salary, a day's or an hour's wage (`WageType`). */
    wageType: text('wage_type').notNull().default('monthly'),
    /** The daily or hourly wage as agreed; null for a monthly salary (it is `amount`). */
    wage: bigint('wage', { mode: 'number' }),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.effectiveFrom] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check(
      'employee_salaries_wage_check',
      sql`(${t.wageType} = 'monthly' AND ${t.wage} IS NULL) OR (${t.wageType} IN ('daily', 'hourly') AND ${t.wage} >= 0)`,
    ),
  ],
);

/**
 * Work assignment history: the schedule, location, department and occupation in force from a date until the
 * next row. `employees` keeps the assignment in force today (what lists filter and sort by); payrolls read
 * the row in force on each day. A row is inserted for every new employee (trigger, see the migration).
 */
export const employeeAssignments = pgTable(
  'employee_assignments',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    scheduleId: integer('schedule_id').notNull(),
    locationId: integer('location_id'),
    departmentId: integer('department_id'),
    occupationId: integer('occupation_id'),
    reason: text('reason'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.effectiveFrom] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    foreignKey({ columns: [t.companyId, t.scheduleId], foreignColumns: [schedules.companyId, schedules.id] }),
    foreignKey({ columns: [t.companyId, t.locationId], foreignColumns: [locations.companyId, locations.id] }),
    foreignKey({ columns: [t.companyId, t.departmentId], foreignColumns: [departments.companyId, departments.id] }),
    foreignKey({ columns: [t.companyId, t.occupationId], foreignColumns: [occupations.companyId, occupations.id] }),
  ],
);

/** Pay periodicity history: how often the employee is paid from a date until the next row. */
export const employeePeriodicities = pgTable(
  'employee_periodicities',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    periodicity: text('periodicity').notNull(),
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
    /** The server process running the job (issue 10): at boot, running jobs of processes gone are failed. */
    instanceId: text('instance_id'),
    /** What the job works on, when it is one thing of the company (the payroll of a calculation). */
    subjectId: integer('subject_id'),
  },
  (t) => [
    index('import_jobs_kind_idx').on(t.kind, t.startedAt),
    // One padrón import at a time, whoever starts it.
    uniqueIndex('import_jobs_one_padron_key').on(t.kind).where(sql`kind = 'padron' and status = 'running'`),
    // One vouchers job running per payroll: two instances that find its set missing at once start one.
    uniqueIndex('import_jobs_one_vouchers_key')
      .on(t.companyId, t.subjectId)
      .where(sql`kind = 'vouchers' and status = 'running'`),
    index('import_jobs_subject_idx').on(t.companyId, t.kind, t.subjectId, t.startedAt),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Legal parameters (issue 9): the law's values published after a release, and each company's pay-date rule.

/**
 * Values of the law the installation's system administrator registered (a new year's tax brackets and
 * credits, a CCSS rate, a minimum-wage decree, a holiday transfer): installation-wide, not per company. The
 * engine merges them over the values shipped in `@planilla/domain` (`mergeRegisteredRules`); one row is one
 * interval of one table, in force from `effective_from` until the next value of the same table and key.
 */
export const legalRules = pgTable(
  'legal_rules',
  {
    id: serial('id').primaryKey(),
    /** `salaryTax`, `ccssRate`, `minimumWage` or `holidayTransfer`. */
    kind: text('kind').notNull(),
    /**
     * Within the kind: the CCSS line code, the category of a minimum wage (`unskilled` …), `HOLIDAY_ID:year`
     * for a transfer, else the kind.
     */
    ruleKey: text('rule_key').notNull(),
    /** First day the value applies (for a transfer, the earlier of its two days). */
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    decree: text('decree').notNull(),
    source: text('source'),
    /** The figures (céntimos, basis points, dates) of the kind; see `legal-rules.repository.ts`. */
    value: jsonb('value').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('legal_rules_kind_check', sql`${t.kind} in ('salaryTax', 'ccssRate', 'minimumWage', 'holidayTransfer')`),
    // No two values of one table and key from the same date; one transfer per holiday and year.
    uniqueIndex('legal_rules_interval_key').on(t.kind, t.ruleKey, t.effectiveFrom),
    uniqueIndex('legal_rules_one_transfer_key').on(t.kind, t.ruleKey).where(sql`kind = 'holidayTransfer'`),
  ],
);

/**
 * A company's payroll settings, one row per company (a company without a row has the defaults): the pay-date
 * rule for weekends and holidays, when pay falls after a period's end, the first day of its weekly and
 * biweekly periods, and whether vacations may be taken in advance. The payroll calendar generator and the
 * vacation ranges read it.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    /** A pay date on a Saturday, Sunday or holiday: `previous_business_day` (default) or `keep`. */
    payDateRule: text('pay_date_rule').notNull().default('previous_business_day'),
    /** The pay date before that rule: the period's last day (`period_end`) or `pay_date_days` after it. */
    payDateTiming: text('pay_date_timing').notNull().default('period_end'),
    payDateDays: integer('pay_date_days').notNull().default(0),
    /** The first day of one weekly or biweekly period (its weekday is the company's first day of the week). */
    weekAnchor: date('week_anchor', { mode: 'string' }).notNull().default('2024-01-01'),
    /** Vacations beyond the earned balance are accepted (the balance goes negative). */
    allowAdvanceVacations: boolean('allow_advance_vacations').notNull().default(false),
    /** Payment vouchers (PDF) open only with the employee's cédula as password. */
    voucherPassword: boolean('voucher_password').notNull().default(false),
    /** Vacation periods an employee may hold pending before the summary flags them (company policy). */
    vacationMaxPeriods: smallint('vacation_max_periods').notNull().default(2),
    /** Weeks after the 50 within which a vacation period is granted (art. 155: 15); later it is overdue. */
    vacationGrantWeeks: smallint('vacation_grant_weeks').notNull().default(15),
    /** Weekly and biweekly pay includes the weekly rest day (CT art. 152: commerce, or art. 136's five-day week). */
    weeklyRestDayPaid: boolean('weekly_rest_day_paid').notNull().default(false),
    /**
     * Who decides the employees' vacation requests: `roles` (payroll manager, HR assistant, administrator) or
     * `department_head` (the head of the employee's department when it has one; the roles otherwise).
     */
    vacationApprover: text('vacation_approver').notNull().default('roles'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('company_settings_pay_date_rule_check', sql`${t.payDateRule} in ('previous_business_day', 'keep')`),
    check('company_settings_pay_date_timing_check', sql`${t.payDateTiming} in ('period_end', 'days_after_end')`),
    check('company_settings_pay_date_days_check', sql`${t.payDateDays} between 0 and 31`),
    check('company_settings_vacation_max_periods_check', sql`${t.vacationMaxPeriods} between 1 and 10`),
    check('company_settings_vacation_grant_weeks_check', sql`${t.vacationGrantWeeks} between 1 and 15`),
    check('company_settings_vacation_approver_check', sql`${t.vacationApprover} in ('roles', 'department_head')`),
  ],
);

/**
 * The company's INS Riesgos del Trabajo policy, effective-dated: a version holds from its `effective_from` until
 * the next one (a policy is renewed or its rate changed by the INS). `rate` is the premium rate the INS set for
 * the company's economic activity, in basis points (1.50 % = 150); the calculation charges it on the gross of
 * every payslip whose period ends while the version is in force (docs/decisions.md, "RT premium").
 */
export const companyRtPolicies = pgTable(
  'company_rt_policies',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The INS policy number (póliza de Riesgos del Trabajo). */
    policyNumber: text('policy_number').notNull(),
    /** Basis points of the salaries reported: 1 (0.01 %) to 2 500 (25 %). */
    rate: integer('rate').notNull(),
    /** The economic activity the INS rated, as the policy names it. */
    activity: text('activity'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.effectiveFrom] }),
    check('company_rt_policies_rate_check', sql`${t.rate} between 1 and 2500`),
  ],
);

// Payrolls and attendance (issue 11)

/**
 * Planillas: one per company, kind, periodicity and period. Status only moves forward: planned → projected →
 * processed → paid. `inputs_version` grows with every attendance write (same transaction); the calculation
 * stores the version it used in `calculated_inputs_version`. Periods of one kind and periodicity never
 * overlap (checked under a per-company lock; the unique index is the backstop for equal starts).
 */
export const payrolls = pgTable(
  'payrolls',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    kind: text('kind').notNull().default('regular'),
    periodicity: text('periodicity').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('planned'),
    inputsVersion: integer('inputs_version').notNull().default(0),
    calculatedInputsVersion: integer('calculated_inputs_version'),
    /** A settlement (liquidación) payroll: the one employee it pays. */
    employeeNumber: integer('employee_number'),
    projectedAt: timestamp('projected_at', { withTimezone: true }),
    projectedBy: integer('projected_by').references(() => users.id),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Regular and aguinaldo payrolls: one per period. Settlements: one per employee and exit (many a day).
    uniqueIndex('payrolls_period_key')
      .on(t.companyId, t.kind, t.periodicity, t.periodStart)
      .where(sql`kind <> 'settlement'`),
    uniqueIndex('payrolls_settlement_key')
      .on(t.companyId, t.employeeNumber, t.periodStart)
      .where(sql`kind = 'settlement'`),
    index('payrolls_status_idx').on(t.companyId, t.status, t.periodStart),
    check('payrolls_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('payrolls_status_check', sql`${t.status} in ('planned', 'projected', 'processed', 'paid')`),
    check('payrolls_kind_check', sql`${t.kind} in ('regular', 'aguinaldo', 'settlement')`),
  ],
);

/** The employees of a payroll: who was projected into it, the days they belong to it, and the review. */
export const payrollEmployees = pgTable(
  'payroll_employees',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** The schedule in force on the employee's first day in the period (the days carry their own minutes). */
    scheduleId: integer('schedule_id').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    /** Place of the employee in name order (surnames, name, number) when last projected: the register sorts on it. */
    nameRank: integer('name_rank').notNull().default(0),
    reviewStatus: text('review_status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId, t.employeeNumber] }),
    index('payroll_employees_employee_idx').on(t.companyId, t.employeeNumber),
    index('payroll_employees_name_idx').on(t.companyId, t.payrollId, t.nameRank),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    foreignKey({ columns: [t.companyId, t.scheduleId], foreignColumns: [schedules.companyId, schedules.id] }),
  ],
);

/**
 * Personal actions that mark ranges of days: vacations (only working days count) and disabilities (with
 * type and boleta). They may reach into periods not projected yet: projection picks them up.
 */
export const attendanceRanges = pgTable(
  'attendance_ranges',
  {
    companyId: integer('company_id').notNull(),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    kind: text('kind').notNull(),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** Vacation: working days counted at registration; disability: calendar days. */
    days: integer('days').notNull(),
    disabilityType: text('disability_type'),
    disabilityCertificate: text('disability_certificate'),
    note: text('note'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('attendance_ranges_employee_idx').on(t.companyId, t.employeeNumber, t.dateFrom),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('attendance_ranges_dates_check', sql`${t.dateTo} >= ${t.dateFrom}`),
    check(
      'attendance_ranges_kind_check',
      sql`${t.kind} in ('vacation', 'disability', 'unpaid_leave', 'suspension')`,
    ),
  ],
);

/**
 * The daily register: one row per employee per day of a projected payroll (and never two payrolls for the
 * same employee and day). `source` says who set the row last: projection, action (a range), person, clock.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** The schedule in force that day (the projection's, for the hours and the jornada of the day). */
    scheduleId: integer('schedule_id').notNull(),
    code: text('code').notNull(),
    /** Minutes the schedule in force that day expects (0 on a rest day). */
    expectedMinutes: smallint('expected_minutes').notNull(),
    restDay: boolean('rest_day').notNull(),
    holidayId: text('holiday_id'),
    holidayObligatory: boolean('holiday_obligatory'),
    /** Costa Rica wall time; an exit before the entry is on the next day. */
    entryTime: time('entry_time'),
    exitTime: time('exit_time'),
    ordinaryMinutes: smallint('ordinary_minutes').notNull().default(0),
    extraMinutes: smallint('extra_minutes').notNull().default(0),
    extraStatus: text('extra_status'),
    extraApprovedMinutes: smallint('extra_approved_minutes'),
    extraReason: text('extra_reason'),
    extraReviewedAt: timestamp('extra_reviewed_at', { withTimezone: true }),
    extraReviewedBy: integer('extra_reviewed_by'),
    /** `+` and `-`: céntimos and why. */
    amount: bigint('amount', { mode: 'number' }),
    amountReason: text('amount_reason'),
    /** A `+` or `-` that corrects a closed (paid) payroll of the company: corrections go forward. */
    correctsPayrollId: integer('corrects_payroll_id'),
    disabilityType: text('disability_type'),
    disabilityCertificate: text('disability_certificate'),
    rangeId: integer('range_id'),
    note: text('note'),
    source: text('source').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    changedBy: integer('changed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId, t.workDate, t.employeeNumber] }),
    uniqueIndex('attendance_days_employee_day_key').on(t.companyId, t.employeeNumber, t.workDate),
    // Vacation days taken, per employee: the vacation summary counts them for a whole company at once.
    index('attendance_days_vacation_idx').on(t.companyId, t.employeeNumber, t.workDate).where(sql`code = 'V'`),
    // The review's blockers (and the dashboard's attention list) look for these few days in a payroll of ~150 000.
    index('attendance_days_missing_mark_idx').on(t.companyId, t.payrollId, t.employeeNumber).where(sql`code = 'S'`),
    index('attendance_days_extra_pending_idx')
      .on(t.companyId, t.payrollId, t.employeeNumber)
      .where(sql`extra_status = 'pending' and extra_minutes > 0`),
    // The members whose first day in a payroll is an incapacity day (the incapacity running into it), per slice
    // of a calculation: without it each slice read all of the payroll's days.
    index('attendance_days_disability_idx').on(t.companyId, t.payrollId, t.employeeNumber).where(sql`code = 'I'`),
    // The rest-day blocker's candidates (time worked on a rest day that is not a holiday, nothing ordinary paid):
    // without it the blocker read all ~150 000 days of the payroll at every review and dashboard call.
    index('attendance_days_rest_day_work_idx')
      .on(t.companyId, t.payrollId, t.employeeNumber)
      .where(
        sql`rest_day and holiday_id is null and ordinary_minutes = 0 and code in ('R', 'E', '+', '-') and (entry_time is not null or extra_minutes > 0)`,
      ),
    // No foreign keys on purpose: a projection writes ~160 000 rows, and a constraint trigger per row and key
    // cost more than the insert itself. Rows are written only by the projection (members first, same
    // transaction) and the attendance services; (company_id, payroll_id, employee_number) is a member of
    // payroll_employees, range_id an attendance_ranges id of the company, the user ids users.
    check('attendance_days_code_check', sql`${t.code} in ('R', 'E', 'A', 'S', 'V', 'I', '+', '-')`),
    check('attendance_days_source_check', sql`${t.source} in ('projection', 'action', 'person', 'clock')`),
  ],
);

/** Uploaded clock-mark files and the outcome of parsing them. */
export const clockFiles = pgTable(
  'clock_files',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    fileName: text('file_name').notNull(),
    /** Where the file is kept, relative to the company's storage folder. */
    storedPath: text('stored_path').notNull(),
    format: text('format'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256'),
    status: text('status').notNull().default('uploaded'),
    totalRows: integer('total_rows').notNull().default(0),
    markRows: integer('mark_rows').notNull().default(0),
    newMarks: integer('new_marks').notNull().default(0),
    duplicateMarks: integer('duplicate_marks').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    jobId: text('job_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    parsedAt: timestamp('parsed_at', { withTimezone: true }),
    /** Why the last read failed (a `ClockFileError` code), or null. */
    errorCode: text('error_code'),
    /** The dates read either way (02/11/2026) and were taken day-first. */
    dateOrderAssumed: boolean('date_order_assumed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), index('clock_files_uploaded_idx').on(t.companyId, t.uploadedAt)],
);

/** Clock marks: unique per company, employee and instant (Costa Rica wall time), whichever file brought them. */
export const clockMarks = pgTable(
  'clock_marks',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    markedAt: timestamp('marked_at', { mode: 'string' }).notNull(),
    /** ZKTeco state: 0 in, 1 out, 2 break out, 3 break in, 4 overtime in, 5 overtime out. */
    state: smallint('state'),
    device: text('device'),
    verifyMode: smallint('verify_mode'),
    workCode: text('work_code'),
    fileId: integer('file_id'),
    fileRow: integer('file_row'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.markedAt] }),
    index('clock_marks_file_idx').on(t.companyId, t.fileId),
    // No foreign keys on purpose (like attendance_days): a file stores up to a million marks in one statement,
    // and a constraint trigger per row and key would cost more than the insert. Only the clock-file store
    // writes the table, with employee numbers it has just resolved and its own file id.
  ],
);

/** Rows of a clock file that could not be used: the row, the value as written and the reason code. */
export const clockFileErrors = pgTable(
  'clock_file_errors',
  {
    companyId: integer('company_id').notNull(),
    fileId: integer('file_id').notNull(),
    rowNo: integer('row_no').notNull(),
    value: text('value').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.fileId, t.rowNo] }),
    foreignKey({ columns: [t.companyId, t.fileId], foreignColumns: [clockFiles.companyId, clockFiles.id] }),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Long jobs (issue 10): rows a job prepares in chunks, outside any long transaction, before one short
// transaction makes them visible (see modules/jobs/chunked.ts).

export const jobStaging = pgTable(
  'job_staging',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => importJobs.id, { onDelete: 'cascade' }),
    /** Which set of rows of the job (one per target table, e.g. `employees`, `salaries`). */
    part: text('part').notNull(),
    seq: integer('seq').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.part, t.seq] })],
);

// Payroll calculation and closing (issue 12)

/**
 * One row per calculated payroll: what the stored payslips were calculated from (the payroll's inputs version
 * and the legal rules' version), by whom, the totals, and the closing. Replaced with the payslips, in the
 * same transaction, by every calculation.
 */
export const payrollCalculations = pgTable(
  'payroll_calculations',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    calculatedBy: integer('calculated_by').references(() => users.id),
    inputsVersion: integer('inputs_version').notNull(),
    /** The registered legal values' version counter (`legal_rules` version) the engine ran with. */
    rulesVersion: text('rules_version').notNull(),
    /** Rule-set years the payslips used (one, or two when the period spans a year change). */
    ruleSetYears: jsonb('rule_set_years').notNull(),
    employeeCount: integer('employee_count').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    deductions: bigint('deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    employerCharges: bigint('employer_charges', { mode: 'number' }).notNull(),
    provisions: bigint('provisions', { mode: 'number' }).notNull(),
    employerCost: bigint('employer_cost', { mode: 'number' }).notNull(),
    warningCount: integer('warning_count').notNull().default(0),
    /** Milliseconds spent reading, in the engine and writing (the benchmark's split). */
    timings: jsonb('timings'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId] }),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
  ],
);

/**
 * The payslip of one employee in one calculated payroll: totals, days, tax, issues, and the engine's input
 * (so it can be explained and re-checked later) with a hash per input section for the stale check.
 */
export const payslips = pgTable(
  'payslips',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    deductions: bigint('deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    employerCharges: bigint('employer_charges', { mode: 'number' }).notNull(),
    provisions: bigint('provisions', { mode: 'number' }).notNull(),
    employerCost: bigint('employer_cost', { mode: 'number' }).notNull(),
    taxableGross: bigint('taxable_gross', { mode: 'number' }).notNull(),
    taxWithheld: bigint('tax_withheld', { mode: 'number' }).notNull(),
    /**
     * What this payslip adds to the aguinaldo (`aguinaldoBaseOf` its lines), written with it: the year's run
     * reads one figure per payslip instead of every counted line.
     */
    aguinaldoBase: bigint('aguinaldo_base', { mode: 'number' }).notNull().default(0),
    ruleSetYear: smallint('rule_set_year').notNull(),
    // The payslip's documents are `json`, stored as written: read whole, never searched inside, and `jsonb`'s
    // parsing was half of PostgreSQL's work storing a calculation's payslips (issue 28).
    /** `PayslipDays` plus counts by attendance code. */
    days: json('days').notNull(),
    tax: json('tax').notNull(),
    warnings: json('warnings').notNull(),
    warningCount: smallint('warning_count').notNull().default(0),
    /** The `PayslipInput` the engine ran on. */
    input: json('input').notNull(),
    /** Hash per input section (salaries, jornada, period, employment, credits) at calculation. */
    inputHashes: json('input_hashes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId, t.employeeNumber] }),
    index('payslips_employee_idx').on(t.companyId, t.employeeNumber),
    // The results grid sorted by net or gross walks these instead of sorting a payroll's payslips per page.
    index('payslips_net_idx').on(t.companyId, t.payrollId, sql`${t.net} desc`, t.employeeNumber),
    index('payslips_gross_idx').on(t.companyId, t.payrollId, sql`${t.gross} desc`, t.employeeNumber),
  ],
);

/** The lines of a payslip, in the engine's order. */
export const payslipLines = pgTable(
  'payslip_lines',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    lineNo: smallint('line_no').notNull(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    quantity: text('quantity'),
    unit: text('unit'),
    rate: text('rate'),
    basis: bigint('basis', { mode: 'number' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    legalRef: text('legal_ref').notNull(),
    lineDate: date('line_date', { mode: 'string' }),
    disabilityType: text('disability_type'),
    note: text('note'),
    /** A pay item's line: the engine's `PayslipLinePayItem` (item, class, reference, treatment, embargo computation). */
    payItem: jsonb('pay_item'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.payrollId, t.employeeNumber, t.lineNo] })],
);

// ---------------------------------------------------------------------------------------------------------
// Pay items (issue 26): recurring earnings and deductions within the law's limits

/** Whom a deduction or an employer charge is paid to: the association, a court's account, a bank, an insurer. */
export const payItemPayees = pgTable(
  'pay_item_payees',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    /** `PayeeKind`: association, court, bank, insurer, union, cooperative, other. */
    kind: text('kind').notNull(),
    /** The payee's cédula (jurídica) for the bank file; null when unknown. */
    idNumber: text('id_number'),
    /** The account the payroll pays it into (IBAN CR); null: paid outside the bank file. */
    iban: text('iban'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('pay_item_payees_name_key').on(t.companyId, sql`lower(${t.name})`),
    check(
      'pay_item_payees_kind_check',
      sql`${t.kind} in ('association', 'court', 'bank', 'insurer', 'union', 'cooperative', 'other')`,
    ),
  ],
);

/**
 * The company's catalogue of pay items: a code, its class (the law's treatment and order, `PAY_ITEM_CLASSES`),
 * an earning's flags, the journal accounts and the default payee. The shipped items (`SHIPPED_PAY_ITEM_TYPES`)
 * are inserted for a company the first time its catalogue is used; `name` null shows the shipped name.
 */
export const payItemTypes = pgTable(
  'pay_item_types',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name'),
    itemClass: text('item_class').notNull(),
    ccssBase: boolean('ccss_base').notNull(),
    taxable: boolean('taxable').notNull(),
    aguinaldo: boolean('aguinaldo').notNull(),
    settlementAverage: boolean('settlement_average').notNull(),
    /** Journal accounts; null: the line code's account of the chart (`LINE_POSTINGS`). */
    debitAccount: text('debit_account'),
    creditAccount: text('credit_account'),
    payeeId: integer('payee_id'),
    shipped: boolean('shipped').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.code] }),
    foreignKey({ columns: [t.companyId, t.payeeId], foreignColumns: [payItemPayees.companyId, payItemPayees.id] }),
    check(
      'pay_item_types_class_check',
      sql`${t.itemClass} in ('commission', 'bonus', 'allowance', 'association_savings', 'association_employer', 'alimony', 'embargo', 'company_loan', 'association_loan', 'advance', 'voluntary')`,
    ),
  ],
);

/**
 * An employee's pay item: from a date until a date or its balance, every payroll of the employee's periodicity
 * (`recurring`) or once in a named payroll (`once`); an amount, a percentage, a quantity × a rate or, for an
 * embargo, the legal maximum. `balance` and `deferred` are as of the last closed payroll (moved only by closing,
 * a payoff or a settlement, each with its `pay_item_movements` row). Rows a closed payroll used are never
 * edited or deleted: a change ends the item and adds another (`replaces_id`).
 */
export const employeePayItems = pgTable(
  'employee_pay_items',
  {
    companyId: integer('company_id').notNull(),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    typeCode: text('type_code').notNull(),
    /** `amount`, `percentage`, `quantity` or `legal_maximum` (the engine's `PayItemValue`). */
    valueType: text('value_type').notNull(),
    amount: bigint('amount', { mode: 'number' }),
    /** Basis points (1 % = 100) and what of: `gross_salary` or `salary_after_charges`. */
    rate: integer('rate'),
    percentageOf: text('percentage_of'),
    quantity: numeric('quantity', { precision: 14, scale: 4, mode: 'number' }),
    unitRate: bigint('unit_rate', { mode: 'number' }),
    frequency: text('frequency').notNull().default('recurring'),
    /** A `once` item's payroll. */
    payrollId: integer('payroll_id'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** Case number (expediente) of a pensión or an embargo, a loan's number. */
    reference: text('reference'),
    orderDate: date('order_date', { mode: 'string' }),
    /** An embargo's monthly protected amount as its order states it; null: the decree in force on its order date. */
    protectedAmount: bigint('protected_amount', { mode: 'number' }),
    /** A loan's or an advance's principal, an embargo's debt. */
    principal: bigint('principal', { mode: 'number' }),
    /** What is still owed after the last closed payroll; null for items without a balance. */
    balance: bigint('balance', { mode: 'number' }),
    /** What the floor stopped in closed payrolls and is due besides the next period's amount. */
    deferred: bigint('deferred', { mode: 'number' }).notNull().default(0),
    payeeId: integer('payee_id'),
    note: text('note'),
    replacesId: integer('replaces_id'),
    /** Why it stopped before its end: `ended`, `paid_off`, `settled` (null while in force). */
    endReason: text('end_reason'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('employee_pay_items_employee_idx').on(t.companyId, t.employeeNumber, t.validFrom),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    foreignKey({ columns: [t.companyId, t.typeCode], foreignColumns: [payItemTypes.companyId, payItemTypes.code] }),
    foreignKey({ columns: [t.companyId, t.payeeId], foreignColumns: [payItemPayees.companyId, payItemPayees.id] }),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
    check('employee_pay_items_value_check', sql`${t.valueType} in ('amount', 'percentage', 'quantity', 'legal_maximum')`),
    check('employee_pay_items_amount_check', sql`${t.amount} >= 0 and ${t.unitRate} >= 0 and ${t.quantity} >= 0`),
    check('employee_pay_items_rate_check', sql`${t.rate} between 0 and 10000`),
    check('employee_pay_items_frequency_check', sql`${t.frequency} in ('recurring', 'once') and (${t.frequency} = 'recurring') = (${t.payrollId} is null)`),
    check('employee_pay_items_dates_check', sql`${t.validTo} >= ${t.validFrom}`),
    check('employee_pay_items_balance_check', sql`${t.balance} >= 0 and ${t.deferred} >= 0 and ${t.principal} >= 0`),
  ],
);

/** Every move of an item's balance: a closed payroll's deduction (once per item and payroll), a payoff, a settlement. */
export const payItemMovements = pgTable(
  'pay_item_movements',
  {
    companyId: integer('company_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
    /** `payroll` (closing), `payoff` (paid early outside the payroll), `settlement` (deducted at termination). */
    kind: text('kind').notNull(),
    payrollId: integer('payroll_id'),
    /** Taken from the balance (or, without a balance, deducted) by this move. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    deferredAfter: bigint('deferred_after', { mode: 'number' }).notNull().default(0),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    note: text('note'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // A closed payroll moves an item once, whoever closes it and however often.
    uniqueIndex('pay_item_movements_payroll_key').on(t.companyId, t.itemId, t.payrollId),
    foreignKey({ columns: [t.companyId, t.itemId], foreignColumns: [employeePayItems.companyId, employeePayItems.id] }),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
    check('pay_item_movements_kind_check', sql`${t.kind} in ('payroll', 'payoff', 'settlement')`),
  ],
);

/** What each pay item did on a calculated payslip (the engine's `PayItemResult`): closing moves balances from it. */
export const payslipPayItems = pgTable(
  'payslip_pay_items',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    itemId: integer('item_id').notNull(),
    typeCode: text('type_code').notNull(),
    itemClass: text('item_class').notNull(),
    lineCode: text('line_code').notNull(),
    payeeId: integer('payee_id'),
    reference: text('reference'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    due: bigint('due', { mode: 'number' }).notNull(),
    taken: bigint('taken', { mode: 'number' }).notNull(),
    deferred: bigint('deferred', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    /** `PayItemLimit`: balance, alimony_cap, garnishment_limit, minimum_wage_floor; null when taken whole. */
    limitedBy: text('limited_by'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId, t.employeeNumber, t.itemId] }),
    index('payslip_pay_items_item_idx').on(t.companyId, t.itemId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Post-payroll (issue 13): chart of accounts, bank layouts, generated files, voucher deliveries, document log

/**
 * A company's chart of accounts for the payroll journal: the account of each kind of journal line, optionally
 * for one department (cost centre). A kind without a row uses the Costa Rican default shipped in code.
 */
export const chartAccounts = pgTable(
  'chart_accounts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    /** The journal line kind (`salary_expense`, `ccss_worker_payable`, `net_payable`, ...). */
    lineKind: text('line_kind').notNull(),
    /** Null: every department (the default of the kind); else the cost centre's own account. */
    departmentId: integer('department_id'),
    accountCode: text('account_code').notNull(),
    accountName: text('account_name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('chart_accounts_kind_key').on(t.companyId, t.lineKind, sql`coalesce(${t.departmentId}, 0)`),
  ],
);

/**
 * A company's bank transfer file layout (data, not code: no Costa Rican bank publishes its layout openly). The
 * generic layouts shipped with the product live in code and are listed beside these.
 */
export const bankLayouts = pgTable(
  'bank_layouts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** File type, separator, records and their fields, padding, encoding: see `bank-layout.ts`. */
    definition: jsonb('definition').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.id] }), uniqueIndex('bank_layouts_code_key').on(t.companyId, t.code)],
);

/** Files the product generated for a company (bank files, journals, reports): stored under `util/`, listed. */
export const generatedFiles = pgTable(
  'generated_files',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: serial('id').notNull(),
    /** `bank_file`, `journal`, `report`, ... */
    kind: text('kind').notNull(),
    payrollId: integer('payroll_id'),
    /** The bank layout (or report) it was made with. */
    layoutCode: text('layout_code'),
    folder: text('folder').notNull(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    byteSize: integer('byte_size').notNull(),
    recordCount: integer('record_count').notNull().default(0),
    /** Céntimos the file carries (a bank file's total). */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('generated_files_payroll_idx').on(t.companyId, t.payrollId, t.createdAt),
  ],
);

/**
 * Each payment voucher put in the outbox: one `send` per employee and payroll at most (the unique index makes a
 * second sending skip it), and any number of explicit `resend`s.
 */
export const voucherDeliveries = pgTable(
  'voucher_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    kind: text('kind').notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    toAddress: text('to_address').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('voucher_deliveries_once_key')
      .on(t.companyId, t.payrollId, t.employeeNumber)
      .where(sql`kind = 'send'`),
    index('voucher_deliveries_payroll_idx').on(t.companyId, t.payrollId, t.employeeNumber),
    check('voucher_deliveries_kind_check', sql`${t.kind} in ('send', 'resend')`),
  ],
);

/** Bitácora de documentos: every voucher or file generated, downloaded, sent, re-sent or failed; who and when. */
export const documentLog = pgTable(
  'document_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id'),
    employeeNumber: integer('employee_number'),
    /** `voucher`, `vouchers_zip`, `bank_file`, `journal`, ... */
    document: text('document').notNull(),
    /** `generated`, `previewed`, `downloaded`, `queued`, `sent`, `resent`, `failed` */
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('document_log_payroll_idx').on(t.companyId, t.payrollId, t.at),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Vacations (issue 14)

/**
 * Vacation days taken outside the product's attendance: the opening balance of a company that starts using it
 * (`opening`, days already taken before) and manual adjustments with a reason (`adjustment`, + takes days, −
 * gives them back). Counted with the V days of the attendance; rows are added, never edited (audited).
 */
export const vacationAdjustments = pgTable(
  'vacation_adjustments',
  {
    companyId: integer('company_id').notNull(),
    id: serial('id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    kind: text('kind').notNull(),
    /** Days taken × 100 (exact hundredths: proportional days are fractional); negative gives days back. */
    daysHundredths: integer('days_hundredths').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('vacation_adjustments_employee_idx').on(t.companyId, t.employeeNumber, t.effectiveDate),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('vacation_adjustments_kind_check', sql`${t.kind} in ('opening', 'adjustment')`),
  ],
);

/**
 * Salary earned in a month before the company used the product (aguinaldo, issue 14): per employee and month,
 * imported or typed, so the first year's aguinaldo counts the whole accrual year. A month with paid payslips
 * of the employee is refused (never counted twice).
 */
export const aguinaldoEarnings = pgTable(
  'aguinaldo_earnings',
  {
    companyId: integer('company_id').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** First day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Céntimos earned that month (ordinary and extraordinary pay, as the aguinaldo counts them). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.employeeNumber, t.month] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('aguinaldo_earnings_month_check', sql`extract(day from ${t.month}) = 1`),
    check('aguinaldo_earnings_amount_check', sql`${t.amount} >= 0`),
    check('aguinaldo_earnings_source_check', sql`${t.source} in ('import', 'manual')`),
  ],
);

/**
 * Court-ordered alimony (pensión alimentaria) to withhold from an employee's aguinaldo of a year: the only
 * deduction Ley 2412 allows on it. The calculation withholds it, never more than the aguinaldo.
 */
export const aguinaldoAlimony = pgTable(
  'aguinaldo_alimony',
  {
    companyId: integer('company_id').notNull(),
    /** The aguinaldo's year (its period ends on 30 November of it). */
    year: integer('year').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    /** Céntimos the court ordered withheld. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The court's case number (expediente). */
    courtFile: text('court_file').notNull(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.year, t.employeeNumber] }),
    foreignKey({ columns: [t.companyId, t.employeeNumber], foreignColumns: [employees.companyId, employees.employeeNumber] }),
    check('aguinaldo_alimony_amount_check', sql`${t.amount} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Analytics pre-aggregates (issue 15): derived data the dashboard reads instead of scanning payslips and days.
// Each is keyed by what it was computed from and refreshed when a read finds that source changed (never on a
// timer): the month totals by the month's paid payrolls, the attendance totals by the payroll's inputs version.

/**
 * What one month's paid payrolls cost (the month of their pay date), in four splits: the month (`split` 3),
 * by periodicity (1), by department (2) and by both (0) — the bits of `grouping(periodicity, department_id)`.
 * `headcount` is the distinct employees paid in that cell. The department is the one in force on the
 * payroll's last day, as of the refresh.
 */
export const analyticsMonthTotals = pgTable(
  'analytics_month_totals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** `YYYY-MM` of the pay date. */
    month: text('month').notNull(),
    split: smallint('split').notNull(),
    periodicity: text('periodicity'),
    departmentId: integer('department_id'),
    payrolls: integer('payrolls').notNull(),
    headcount: integer('headcount').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    deductions: bigint('deductions', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    employerCharges: bigint('employer_charges', { mode: 'number' }).notNull(),
    provisions: bigint('provisions', { mode: 'number' }).notNull(),
    employerCost: bigint('employer_cost', { mode: 'number' }).notNull(),
    /** A row number (a cell's department or periodicity may be null, so they cannot key it). */
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('analytics_month_totals_month_idx').on(t.companyId, t.month, t.split),
    check('analytics_month_totals_split_check', sql`${t.split} between 0 and 3`),
  ],
);

/** The paid payrolls (`id,id,…` in id order) each month's totals were computed from. */
export const analyticsMonthSources = pgTable(
  'analytics_month_sources',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    month: text('month').notNull(),
    payrollIds: text('payroll_ids').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * A payroll's daily register summed per day and department (the one in force that day, as of the refresh):
 * what the attendance line and the extra-hours card read.
 */
export const analyticsAttendanceTotals = pgTable(
  'analytics_attendance_totals',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    departmentId: integer('department_id'),
    worked: integer('worked').notNull(),
    absences: integer('absences').notNull(),
    extraMinutes: integer('extra_minutes').notNull(),
    extraPendingMinutes: integer('extra_pending_minutes').notNull(),
    vacation: integer('vacation').notNull(),
    disability: integer('disability').notNull(),
    missingMarks: integer('missing_marks').notNull(),
    /** A row number (a cell's department may be null, so it cannot key it). */
    id: bigint('id', { mode: 'number' }).generatedByDefaultAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('analytics_attendance_totals_day_idx').on(t.companyId, t.payrollId, t.workDate),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
  ],
);

/** The inputs version of the payroll each payroll's attendance totals were computed at. */
export const analyticsAttendanceSources = pgTable(
  'analytics_attendance_sources',
  {
    companyId: integer('company_id').notNull(),
    payrollId: integer('payroll_id').notNull(),
    inputsVersion: integer('inputs_version').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.payrollId] }),
    foreignKey({ columns: [t.companyId, t.payrollId], foreignColumns: [payrolls.companyId, payrolls.id] }),
  ],
);

/**
 * One row per transaction that changed, for a company, something a vacation balance is computed from (the
 * employees, their employment periods, salaries, assignments, schedules and departments, vacation bookings
 * and adjustments, the company's settings), written by statement triggers (migration 0018). The count and the
 * last id are a fingerprint that changes with every committed change: an in-process copy of the company's
 * balances is used only while it matches (and the attendance, whose every write raises a payroll's inputs
 * version). Insert-only, so writers never wait on each other.
 */
export const vacationInputChanges = pgTable(
  'vacation_input_changes',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('vacation_input_changes_tx_idx').on(t.companyId, t.tx),
  ],
);

/**
 * One row per transaction that changed, for a company, something a payroll member's stale check reads and the
 * vacation log above does not cover: the payrolls' members, periodicity histories, occupations, pay items and
 * their types, the earnings from before the product, and the attendance that reaches other payrolls or the
 * history (a day added or removed, or a day that is or was an incapacity or vacation day). Written by triggers
 * (migration 0042), insert-only like the vacation log; the two logs' counts and last ids (and the count of paid
 * payrolls) are the fingerprint the calculation state keeps its stale check by (`payrollFactsFingerprint`). A register edit of an ordinary day writes nothing here: the payroll's inputs
 * version and the day's `changed_at` say it.
 */
export const payrollInputChanges = pgTable(
  'payroll_input_changes',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    tx: bigint('tx', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('payroll_input_changes_tx_idx').on(t.companyId, t.tx),
  ],
);
