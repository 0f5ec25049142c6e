import { rulesAllow, type AbilityRule, type Action, type Subject } from './abilities';

/**
 * The pages of the product. The server builds the system menu from this list and the user's abilities;
 * the web maps `id` to a route and translates `titleKey`. Later features add their pages here.
 */
export type PageDefinition = {
  id: string;
  titleKey: string;
  icon: string;
  link: string;
  section:
    | 'dashboard'
    | 'administration'
    | 'parameters'
    | 'personal'
    | 'presence'
    | 'processes'
    | 'postpayroll'
    | 'vacations'
    | 'selfservice';
  requires: { action: Action; subject: Subject };
  /**
   * What a user needs to change anything on the page. Without it the page is read-only for them: it says so
   * and offers no editing (the auditor). Absent when reading is all the page does.
   */
  edits?: { action: Action; subject: Subject };
  /** Also shown to a department head who decides vacation requests (`userData.departmentHead`), whatever the role. */
  departmentHeads?: true;
};

export const PAGES: PageDefinition[] = [
  {
    id: 'dashboard-analytics',
    titleKey: 'menu.dashboard',
    icon: 'Dashboard',
    link: '/dashboard/analytics',
    section: 'dashboard',
    requires: { action: 'read', subject: 'Dashboard' },
  },
  {
    id: 'payroll-users',
    titleKey: 'menu.payrollUsers',
    icon: 'ManageAccounts',
    link: '/payroll/administrator/payrollusers/list',
    section: 'administration',
    requires: { action: 'read', subject: 'User' },
    edits: { action: 'update', subject: 'User' },
  },
  {
    // The company's outgoing mail: what was sent, what waits and why (issue 23). Administrators only.
    id: 'administration-mail',
    titleKey: 'menu.mailOutbox',
    icon: 'Outbox',
    link: '/payroll/administrator/mail/list',
    section: 'administration',
    requires: { action: 'manage', subject: 'Company' },
  },
  {
    id: 'parameters-schedules',
    titleKey: 'menu.schedules',
    icon: 'Schedule',
    link: '/payroll/parameters/schedule/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
    edits: { action: 'update', subject: 'Parameter' },
  },
  {
    id: 'parameters-catalogs',
    titleKey: 'menu.companyCatalogs',
    icon: 'Category',
    link: '/payroll/parameters/catalogs/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
    edits: { action: 'update', subject: 'Parameter' },
  },
  {
    // Installation-wide law tables: every role reads them; only the system administrator registers values.
    id: 'parameters-legal-rules',
    titleKey: 'menu.legalRules',
    icon: 'Gavel',
    link: '/payroll/parameters/legalrules/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
  },
  {
    // The company's catalogue of pay items (earnings and deductions with their legal treatment) and their payees.
    id: 'parameters-pay-items',
    titleKey: 'menu.payItemCatalogue',
    icon: 'Tune',
    link: '/payroll/parameters/payitems/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Parameter' },
    edits: { action: 'update', subject: 'Parameter' },
  },
  {
    id: 'personal-employees',
    titleKey: 'menu.employees',
    icon: 'Badge',
    link: '/payroll/personaldata/employees/list',
    section: 'personal',
    requires: { action: 'read', subject: 'Employee' },
    edits: { action: 'update', subject: 'Employee' },
  },
  {
    // Court orders (pensiones, embargos), loans and advances in force: balances and what rolled forward; import.
    id: 'personal-pay-items',
    titleKey: 'menu.payItemsOverview',
    icon: 'RequestQuote',
    link: '/payroll/personaldata/payitems/list',
    section: 'personal',
    requires: { action: 'read', subject: 'Employee' },
    edits: { action: 'update', subject: 'Employee' },
  },
  {
    // The daily register: one row per employee per day of a projected payroll.
    id: 'presence-diary-register',
    titleKey: 'menu.diaryRegister',
    icon: 'EventNote',
    link: '/payroll/presence/diaryregister',
    section: 'presence',
    requires: { action: 'read', subject: 'Attendance' },
    edits: { action: 'update', subject: 'Attendance' },
  },
  {
    id: 'presence-file-register',
    titleKey: 'menu.clockFileRegister',
    icon: 'UploadFile',
    link: '/payroll/presence/fileregister',
    section: 'presence',
    requires: { action: 'read', subject: 'Attendance' },
    edits: { action: 'update', subject: 'Attendance' },
  },
  {
    id: 'presence-file-errors',
    titleKey: 'menu.clockFileErrors',
    icon: 'RuleFolder',
    link: '/payroll/presence/fileerror',
    section: 'presence',
    requires: { action: 'read', subject: 'Attendance' },
    edits: { action: 'update', subject: 'Attendance' },
  },
  {
    id: 'presence-clock-register',
    titleKey: 'menu.clockRegister',
    icon: 'AccessTime',
    link: '/payroll/presence/clockregister',
    section: 'presence',
    requires: { action: 'read', subject: 'Attendance' },
    edits: { action: 'update', subject: 'Attendance' },
  },
  {
    // The year's payrolls by periodicity: generate, pay dates, projection, the company's payroll settings.
    id: 'parameters-payroll-calendar',
    titleKey: 'menu.payrollCalendar',
    icon: 'CalendarMonth',
    link: '/payroll/parameters/payrollcalendar/list',
    section: 'parameters',
    requires: { action: 'read', subject: 'Payroll' },
    edits: { action: 'update', subject: 'Payroll' },
  },
  {
    id: 'presence-extra-hours',
    titleKey: 'menu.extraHours',
    icon: 'MoreTime',
    link: '/payroll/presence/extrahours',
    section: 'presence',
    requires: { action: 'read', subject: 'Attendance' },
    edits: { action: 'update', subject: 'Payroll' },
  },
  {
    id: 'processes-payroll-review',
    titleKey: 'menu.payrollReview',
    icon: 'FactCheck',
    link: '/payroll/processes/payrollreview',
    section: 'processes',
    requires: { action: 'read', subject: 'Payroll' },
    edits: { action: 'update', subject: 'Payroll' },
  },
  {
    id: 'processes-payroll-calculate',
    titleKey: 'menu.payrollCalculate',
    icon: 'Calculate',
    link: '/payroll/processes/payrollcalculate',
    section: 'processes',
    requires: { action: 'read', subject: 'Payroll' },
    edits: { action: 'update', subject: 'Payroll' },
  },
  {
    // Net pay by bank and payment method, the bank transfer files and their layouts.
    id: 'postpayroll-payment-resume',
    titleKey: 'menu.paymentResume',
    icon: 'Payments',
    link: '/payroll/postpayroll/paymentResumen',
    section: 'postpayroll',
    requires: { action: 'read', subject: 'PostPayroll' },
    edits: { action: 'update', subject: 'PostPayroll' },
  },
  {
    // The payroll journal entry (resumen contable) and the company's chart of accounts.
    id: 'postpayroll-accounting-resume',
    titleKey: 'menu.accountingResume',
    icon: 'AccountBalance',
    link: '/payroll/postpayroll/accountingresume',
    section: 'postpayroll',
    requires: { action: 'read', subject: 'PostPayroll' },
    edits: { action: 'update', subject: 'PostPayroll' },
  },
  {
    // The last 3 months' payment vouchers (PDF): preview, download, e-mail once, sending status, document log.
    id: 'postpayroll-pay-document',
    titleKey: 'menu.payDocument',
    icon: 'Receipt',
    link: '/payroll/postpayroll/paydocument',
    section: 'postpayroll',
    requires: { action: 'read', subject: 'PostPayroll' },
    edits: { action: 'update', subject: 'PostPayroll' },
  },
  {
    // The months with closed payrolls and their CCSS, INS RT and salary-tax withholding reports to download.
    id: 'postpayroll-statutory-reports',
    titleKey: 'menu.statutoryReports',
    icon: 'Description',
    link: '/payroll/postpayroll/statutoryreports',
    section: 'postpayroll',
    requires: { action: 'read', subject: 'PostPayroll' },
  },
  {
    // Vacation balances per employee and period, the company's vacation liability, opening balances.
    id: 'vacations-periods',
    titleKey: 'menu.vacationPeriods',
    icon: 'BeachAccess',
    link: '/payroll/vacations/periods',
    section: 'vacations',
    requires: { action: 'read', subject: 'Vacation' },
    edits: { action: 'update', subject: 'Vacation' },
  },
  {
    // The approvals inbox (issue 27): the employees' vacation requests, approved or rejected in bulk. The roles see
    // the company's; a department head (when the company's approver is the head) their department's.
    id: 'vacations-approvals',
    titleKey: 'menu.approvalsInbox',
    icon: 'Approval',
    link: '/payroll/vacations/approvals',
    section: 'vacations',
    requires: { action: 'read', subject: 'Vacation' },
    departmentHeads: true,
  },
  {
    // Employee self-service (issue 27): one's own closed payslips, each with its lines and voucher PDF. Shown only
    // to a membership linked to an employee record (`userData.num_empleado`): the `employee` role, or staff the
    // company pays.
    id: 'selfservice-payslips',
    titleKey: 'menu.myPayslips',
    icon: 'ReceiptLong',
    link: '/selfservice/payslips',
    section: 'selfservice',
    requires: { action: 'read', subject: 'Self' },
  },
  {
    // One's own vacation balance per period (earned, taken, pending, overdue).
    id: 'selfservice-vacations',
    titleKey: 'menu.myVacations',
    icon: 'BeachAccess',
    link: '/selfservice/vacations',
    section: 'selfservice',
    requires: { action: 'read', subject: 'Self' },
  },
  {
    // One's own incapacities and personal actions (vacation, unpaid leave, suspension ranges) as HR registered
    // them, read only: who pays an incapacity's days, the payrolls they fall in.
    id: 'selfservice-actions',
    titleKey: 'menu.myActions',
    icon: 'MedicalServices',
    link: '/selfservice/actions',
    section: 'selfservice',
    requires: { action: 'read', subject: 'Self' },
  },
  {
    // One's salary certificates (constancia salarial): issue a new one (its PDF, with a verification QR), see mine.
    id: 'selfservice-certificates',
    titleKey: 'menu.myCertificates',
    icon: 'Description',
    link: '/selfservice/certificates',
    section: 'selfservice',
    requires: { action: 'read', subject: 'Self' },
  },
  {
    // One's own contact data and bank account; a change is a request HR approves.
    id: 'selfservice-data',
    titleKey: 'menu.myData',
    icon: 'Badge',
    link: '/selfservice/data',
    section: 'selfservice',
    requires: { action: 'read', subject: 'Self' },
  },
];

/**
 * Whether a page is for this membership: its ability, and for the self-service pages a linked employee record
 * (an administrator may `manage all`, yet has no payslips of their own unless the company pays them).
 */
export const pageVisibleTo = (
  page: PageDefinition,
  rules: readonly AbilityRule[],
  employeeNumber: number | null | undefined,
  departmentHead = false,
): boolean =>
  (rulesAllow(rules, page.requires.action, page.requires.subject) ||
    (page.departmentHeads === true && departmentHead)) &&
  (page.section !== 'selfservice' || (employeeNumber ?? null) !== null);

export const MENU_SECTIONS = [
  'dashboard',
  'administration',
  'parameters',
  'personal',
  'presence',
  'processes',
  'postpayroll',
  'vacations',
  'selfservice',
] as const;
