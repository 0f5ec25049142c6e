/**
 * Every URL path of the web app, written once. Screens link with `paths.x.getHref()`, the router
 * declares `paths.x.path`. Page links also come from the server menu (contracts `PAGES`); the test
 * beside this file keeps both in step.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export type SignInReason = 'expired' | 'signedOut' | 'passwordChanged';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    signIn: {
      path: '/login',
      getHref: (options: { redirectTo?: string; reason?: SignInReason } = {}) =>
        withQuery('/login', { redirectTo: options.redirectTo, reason: options.reason }),
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string) => withQuery('/reset-password', { token }),
    },
  },
  /** Public, no sign-in: a salary certificate's verification (the URL its QR holds, contracts `certificateVerificationPath`). */
  verifyCertificate: {
    path: '/verificar/:code',
    getHref: (code: string) => `/verificar/${encodeURIComponent(code)}`,
  },
  app: {
    dashboard: { path: '/dashboard/analytics', getHref: () => '/dashboard/analytics' },
    payrollUsers: {
      path: '/payroll/administrator/payrollusers/list',
      getHref: () => '/payroll/administrator/payrollusers/list',
    },
    mailOutbox: {
      path: '/payroll/administrator/mail/list',
      /** `status` opens the list filtered (`pending`, `sent`, `failed`). */
      getHref: (options: { status?: string } = {}) =>
        withQuery('/payroll/administrator/mail/list', { status: options.status }),
    },
    changePassword: { path: '/account/change-password', getHref: () => '/account/change-password' },
    employees: {
      path: '/payroll/personaldata/employees/list',
      /** With `search`, the list opens filtered by it (the page search's Contacts group). */
      getHref: (options: { search?: string; status?: string } = {}) =>
        withQuery('/payroll/personaldata/employees/list', { search: options.search, status: options.status }),
    },
    employeeNew: {
      path: '/payroll/personaldata/employees/new',
      getHref: () => '/payroll/personaldata/employees/new',
    },
    employeeImport: {
      path: '/payroll/personaldata/employees/import',
      getHref: () => '/payroll/personaldata/employees/import',
    },
    employeeDetail: {
      path: '/payroll/personaldata/employees/:employeeNumber',
      /** `tab` opens one of the detail's tabs (`general`, `localizations`, `salaries`, ...). */
      getHref: (employeeNumber: number, options: { tab?: string } = {}) =>
        withQuery(`/payroll/personaldata/employees/${employeeNumber}`, { tab: options.tab }),
    },
    payItemsOverview: {
      path: '/payroll/personaldata/payitems/list',
      /** `class` opens the list filtered by one pay item class (`embargo`, `company_loan`, ...). */
      getHref: (options: { itemClass?: string } = {}) =>
        withQuery('/payroll/personaldata/payitems/list', { class: options.itemClass }),
    },
    schedules: {
      path: '/payroll/parameters/schedule/list',
      getHref: () => '/payroll/parameters/schedule/list',
    },
    payItemCatalogue: {
      path: '/payroll/parameters/payitems/list',
      /** `tab` opens the payees (`payees`; the catalogue of pay items by default). */
      getHref: (options: { tab?: string } = {}) =>
        withQuery('/payroll/parameters/payitems/list', { tab: options.tab }),
    },
    legalRules: {
      path: '/payroll/parameters/legalrules/list',
      /** `tab` opens one rule table (`minimumWage`, `ccss`, `provisions`, `holidays`; salary tax by default). */
      getHref: (options: { tab?: string } = {}) =>
        withQuery('/payroll/parameters/legalrules/list', { tab: options.tab }),
    },
    companyCatalogs: {
      path: '/payroll/parameters/catalogs/list',
      /** `tab` opens one catalog (`occupation`, `location`, `exitType`; departments by default). */
      getHref: (options: { tab?: string } = {}) =>
        withQuery('/payroll/parameters/catalogs/list', { tab: options.tab }),
    },
    clockFileRegister: {
      path: '/payroll/presence/fileregister',
      getHref: () => '/payroll/presence/fileregister',
    },
    clockFileErrors: {
      path: '/payroll/presence/fileerror',
      /** `fileId` opens the errors of one file. */
      getHref: (options: { fileId?: number } = {}) =>
        withQuery('/payroll/presence/fileerror', {
          fileId: options.fileId ? String(options.fileId) : undefined,
        }),
    },
    clockRegister: {
      path: '/payroll/presence/clockregister',
      /** `payrollId` preselects a payroll. */
      getHref: (options: { payrollId?: number } = {}) =>
        withQuery('/payroll/presence/clockregister', {
          payrollId: options.payrollId ? String(options.payrollId) : undefined,
        }),
    },
    payrollCalendar: {
      path: '/payroll/parameters/payrollcalendar/list',
      /** `year` and `periodicity` choose what the calendar shows. */
      getHref: (options: { year?: number; periodicity?: string } = {}) =>
        withQuery('/payroll/parameters/payrollcalendar/list', {
          year: options.year === undefined ? undefined : String(options.year),
          periodicity: options.periodicity,
        }),
    },
    diaryRegister: {
      path: '/payroll/presence/diaryregister',
      /** `payroll` (id), `date` (`YYYY-MM-DD`) and `search` (an employee number or name) open the register there. */
      getHref: (options: { payroll?: number; date?: string; search?: string } = {}) =>
        withQuery('/payroll/presence/diaryregister', {
          payroll: options.payroll === undefined ? undefined : String(options.payroll),
          date: options.date,
          search: options.search,
        }),
    },
    extraHours: {
      path: '/payroll/presence/extrahours',
      /** `payroll` opens that payroll (else the latest open one). */
      getHref: (options: { payroll?: number } = {}) =>
        withQuery('/payroll/presence/extrahours', { payroll: options.payroll?.toString() }),
    },
    payrollReview: {
      path: '/payroll/processes/payrollreview',
      getHref: (options: { payroll?: number } = {}) =>
        withQuery('/payroll/processes/payrollreview', { payroll: options.payroll?.toString() }),
    },
    payrollCalculate: {
      path: '/payroll/processes/payrollcalculate',
      getHref: () => '/payroll/processes/payrollcalculate',
    },
    paymentResume: {
      path: '/payroll/postpayroll/paymentResumen',
      /** `payroll` preselects a payroll. */
      getHref: (options: { payroll?: number } = {}) =>
        withQuery('/payroll/postpayroll/paymentResumen', { payroll: options.payroll?.toString() }),
    },
    accountingResume: {
      path: '/payroll/postpayroll/accountingresume',
      getHref: () => '/payroll/postpayroll/accountingresume',
    },
    payDocument: {
      path: '/payroll/postpayroll/paydocument',
      /** `payroll` opens that payroll's vouchers. */
      getHref: (options: { payroll?: number } = {}) =>
        withQuery('/payroll/postpayroll/paydocument', { payroll: options.payroll?.toString() }),
    },
    vacationPeriods: { path: '/payroll/vacations/periods', getHref: () => '/payroll/vacations/periods' },
    approvalsInbox: { path: '/payroll/vacations/approvals', getHref: () => '/payroll/vacations/approvals' },
    // Employee self-service (issue 27): one's own payslips and vacations.
    myPayslips: { path: '/selfservice/payslips', getHref: () => '/selfservice/payslips' },
    myPayslip: {
      path: '/selfservice/payslips/:payrollId',
      getHref: (payrollId: number) => `/selfservice/payslips/${payrollId}`,
    },
    myVacations: { path: '/selfservice/vacations', getHref: () => '/selfservice/vacations' },
    myActions: { path: '/selfservice/actions', getHref: () => '/selfservice/actions' },
    myCertificates: { path: '/selfservice/certificates', getHref: () => '/selfservice/certificates' },
    myData: { path: '/selfservice/data', getHref: () => '/selfservice/data' },
    statutoryReports: {
      path: '/payroll/postpayroll/statutoryreports',
      /** `year` opens that year's months. */
      getHref: (options: { year?: number } = {}) =>
        withQuery('/payroll/postpayroll/statutoryreports', { year: options.year?.toString() }),
    },
  },
} as const;

/** Ids of the contract's `PAGES` served by a screen of this app, with their routes. */
export const PAGE_PATHS = {
  'dashboard-analytics': paths.app.dashboard.path,
  'payroll-users': paths.app.payrollUsers.path,
  'administration-mail': paths.app.mailOutbox.path,
  'personal-employees': paths.app.employees.path,
  'personal-pay-items': paths.app.payItemsOverview.path,
  'parameters-schedules': paths.app.schedules.path,
  'parameters-catalogs': paths.app.companyCatalogs.path,
  'parameters-pay-items': paths.app.payItemCatalogue.path,
  'parameters-legal-rules': paths.app.legalRules.path,
  'parameters-payroll-calendar': paths.app.payrollCalendar.path,
  'presence-diary-register': paths.app.diaryRegister.path,
  'presence-file-register': paths.app.clockFileRegister.path,
  'presence-file-errors': paths.app.clockFileErrors.path,
  'presence-clock-register': paths.app.clockRegister.path,
  'presence-extra-hours': paths.app.extraHours.path,
  'processes-payroll-review': paths.app.payrollReview.path,
  'processes-payroll-calculate': paths.app.payrollCalculate.path,
  'postpayroll-payment-resume': paths.app.paymentResume.path,
  'postpayroll-accounting-resume': paths.app.accountingResume.path,
  'postpayroll-pay-document': paths.app.payDocument.path,
  'vacations-periods': paths.app.vacationPeriods.path,
  'vacations-approvals': paths.app.approvalsInbox.path,
  'postpayroll-statutory-reports': paths.app.statutoryReports.path,
  'selfservice-payslips': paths.app.myPayslips.path,
  'selfservice-vacations': paths.app.myVacations.path,
  'selfservice-actions': paths.app.myActions.path,
  'selfservice-certificates': paths.app.myCertificates.path,
  'selfservice-data': paths.app.myData.path,
} as const;
export type PageId = keyof typeof PAGE_PATHS;

/** A redirect target is only ever a path of this app (never another origin). */
export const safeRedirect = (target: string | null | undefined): string | undefined => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return undefined;
  if (target.startsWith(paths.auth.signIn.path)) return undefined;
  return target;
};
