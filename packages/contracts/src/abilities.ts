/**
 * Roles and their CASL-style rules, shared by the server (enforcement) and the web (menus, buttons).
 * A rule is `{ action, subject }`; `manage` means every action and `all` every subject.
 */
export const ROLES = ['admin', 'payroll_manager', 'hr_assistant', 'auditor'] as const;
/** A staff role: what the users screen assigns. */
export type Role = (typeof ROLES)[number];
/**
 * Employee self-service (issue 27): a membership of this role reaches only the employee record it is linked to
 * (`employee_users`), through the `Self` calls. A staff member linked to their own employee record has their role
 * and the same `Self` calls besides.
 */
export const EMPLOYEE_ROLE = 'employee';
export const MEMBERSHIP_ROLES = [...ROLES, EMPLOYEE_ROLE] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const ACTIONS = ['manage', 'read', 'create', 'update', 'delete', 'calculate', 'pay'] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECTS = [
  'all',
  'Auth',
  'Dashboard',
  'User',
  'Company',
  'Parameter',
  'Employee',
  'Attendance',
  'Payroll',
  'PostPayroll',
  'Vacation',
  'PersonalAction',
  'AuditLog',
  /** One's own pay, vacations and data as an employee: the server answers only the linked employee's. */
  'Self',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export type AbilityRule = { action: Action; subject: Subject };

/** Every signed-in user may read Auth (their own session); the client falls back to this alone. */
export const DEFAULT_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

const readEverything: AbilityRule[] = [
  'Dashboard',
  'User',
  'Company',
  'Parameter',
  'Employee',
  'Attendance',
  'Payroll',
  'PostPayroll',
  'Vacation',
  'PersonalAction',
  'AuditLog',
].map((subject) => ({ action: 'read', subject }) as AbilityRule);

/** Every role may use the self-service calls; they answer only for the employee the membership is linked to. */
const SELF: AbilityRule = { action: 'manage', subject: 'Self' };

const ROLE_RULES: Record<MembershipRole, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  payroll_manager: [
    ...DEFAULT_ABILITY,
    SELF,
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Company' },
    // Payroll managers keep the payroll parameters (schedules, later the payroll calendar).
    { action: 'manage', subject: 'Parameter' },
    { action: 'manage', subject: 'Employee' },
    { action: 'manage', subject: 'Attendance' },
    { action: 'manage', subject: 'Payroll' },
    { action: 'manage', subject: 'PostPayroll' },
    { action: 'manage', subject: 'Vacation' },
    { action: 'manage', subject: 'PersonalAction' },
  ],
  hr_assistant: [
    ...DEFAULT_ABILITY,
    SELF,
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Company' },
    { action: 'read', subject: 'Parameter' },
    { action: 'manage', subject: 'Employee' },
    { action: 'manage', subject: 'Attendance' },
    { action: 'read', subject: 'Payroll' },
    { action: 'manage', subject: 'Vacation' },
    { action: 'manage', subject: 'PersonalAction' },
  ],
  auditor: [...DEFAULT_ABILITY, SELF, ...readEverything],
  employee: [...DEFAULT_ABILITY, SELF],
};

export const abilityRulesFor = (role: MembershipRole): AbilityRule[] => ROLE_RULES[role];

/** Plain rule check (same semantics as CASL's for these unconditioned rules), usable without CASL. */
export const rulesAllow = (rules: readonly AbilityRule[], action: Action, subject: Subject): boolean =>
  rules.some(
    (r) => (r.action === action || r.action === 'manage') && (r.subject === subject || r.subject === 'all'),
  );
