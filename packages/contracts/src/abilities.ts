/**
 * Roles and their CASL-style rules, shared by the server (enforcement) and the web (menus, buttons).
 * A rule is `{ action, subject }`; `manage` means every action and `all` every subject.
 */
export const ROLES = ['admin', 'payroll_manager', 'hr_assistant', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

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

const ROLE_RULES: Record<Role, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  payroll_manager: [
    ...DEFAULT_ABILITY,
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
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Company' },
    { action: 'read', subject: 'Parameter' },
    { action: 'manage', subject: 'Employee' },
    { action: 'manage', subject: 'Attendance' },
    { action: 'read', subject: 'Payroll' },
    { action: 'manage', subject: 'Vacation' },
    { action: 'manage', subject: 'PersonalAction' },
  ],
  auditor: [...DEFAULT_ABILITY, ...readEverything],
};

export const abilityRulesFor = (role: Role): AbilityRule[] => ROLE_RULES[role];

/** Plain rule check (same semantics as CASL's for these unconditioned rules), usable without CASL. */
export const rulesAllow = (rules: readonly AbilityRule[], action: Action, subject: Subject): boolean =>
  rules.some(
    (r) => (r.action === action || r.action === 'manage') && (r.subject === subject || r.subject === 'all'),
  );
