import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths, type PageId } from '../config/paths';
import { LoadingScreen } from '../components/ui/loading-screen';
import { LAYOUT_NAMESPACES, loadNamespaces, MESSAGE_NAMESPACES } from '../lib/i18n';
import { getSession, sessionReady } from '../lib/session';
import { RootRoute } from './routes/root';
import { RouteErrorBoundary } from './routes/error-boundary';

/** What a route tells the layout: which contract page it is (for abilities, title and bookmark). */
export type RouteHandle = { pageId?: PageId };

/** Screens of a signed-in user: without a session, go to sign-in and come back afterwards. */
const requireSession = async ({ request }: LoaderFunctionArgs) => {
  await sessionReady;
  if (getSession()) return null;
  const url = new URL(request.url);
  const target = url.pathname === paths.home.path ? undefined : url.pathname + url.search;
  throw redirect(paths.auth.signIn.getHref({ redirectTo: target }));
};

/** Sign-in is for visitors: a signed-in user goes to the app. */
const guestOnly = async () => {
  await sessionReady;
  return getSession() ? redirect(paths.home.getHref()) : null;
};

/**
 * The query client (TanStack Query) for the routes below: every screen but the sign-in, which loads none of it
 * (`with-queries.tsx`).
 */
const withQueries = (children: RouteObject[]): RouteObject => ({
  lazy: async () => ({ Component: (await import('./routes/with-queries')).WithQueries }),
  children,
});

/**
 * Sign-in and the password screens. The password screens load the API's messages (`MESSAGE_NAMESPACES`) with
 * their route, for their forms and the server's refusals; the sign-in loads them with its first submit.
 */
const authRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./routes/auth/auth-layout')).AuthLayout }),
  children: [
    {
      path: paths.auth.signIn.path,
      loader: guestOnly,
      lazy: async () => ({ Component: (await import('./routes/auth/sign-in')).SignInRoute }),
    },
    withQueries([
      {
        path: paths.auth.forgotPassword.path,
        lazy: async () => {
          const [route] = await Promise.all([
            import('./routes/auth/forgot-password'),
            loadNamespaces(MESSAGE_NAMESPACES),
          ]);
          return { Component: route.ForgotPasswordRoute };
        },
      },
      {
        path: paths.auth.resetPassword.path,
        lazy: async () => {
          const [route] = await Promise.all([
            import('./routes/auth/reset-password'),
            loadNamespaces(MESSAGE_NAMESPACES),
          ]);
          return { Component: route.ResetPasswordRoute };
        },
      },
    ]),
  ],
};

/**
 * A salary certificate's public verification: no session asked for or used, no menu, no link into the app (a
 * bank's clerk scans the QR and sees only this).
 */
const publicRoutes: RouteObject = {
  path: paths.verifyCertificate.path,
  lazy: async () => {
    const [route] = await Promise.all([
      import('./routes/verify-certificate'),
      loadNamespaces(['selfService', ...MESSAGE_NAMESPACES]),
    ]);
    return { Component: route.VerifyCertificateRoute };
  },
};

const appRoutes: RouteObject = {
  loader: requireSession,
  // Re-check the session on every navigation, not only the first.
  shouldRevalidate: () => true,
  // The menu's texts and the catalogue namespaces (the API's messages, payslip texts) come with the signed-in
  // layout: every screen of it may show them.
  lazy: async () => {
    const [layout] = await Promise.all([import('./layout/app-layout'), loadNamespaces(LAYOUT_NAMESPACES)]);
    return { Component: layout.AppLayout };
  },
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./routes/app/home')).HomeRoute }),
    },
    {
      path: paths.app.dashboard.path,
      handle: { pageId: 'dashboard-analytics' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/dashboard-analytics'),
          loadNamespaces(['dashboard', 'analytics']),
        ]);
        return { Component: route.DashboardAnalyticsRoute };
      },
    },
    {
      path: paths.app.payrollUsers.path,
      handle: { pageId: 'payroll-users' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([import('./routes/app/payroll-users'), loadNamespaces(['users'])]);
        return { Component: route.PayrollUsersRoute };
      },
    },
    {
      path: paths.app.mailOutbox.path,
      handle: { pageId: 'administration-mail' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([import('./routes/app/mail-outbox'), loadNamespaces(['mail'])]);
        return { Component: route.MailOutboxRoute };
      },
    },
    {
      path: paths.app.employees.path,
      handle: { pageId: 'personal-employees' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([import('./routes/app/employees'), loadNamespaces(['employees'])]);
        return { Component: route.EmployeesRoute };
      },
    },
    {
      path: paths.app.employeeNew.path,
      handle: { pageId: 'personal-employees' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/employee-new'),
          loadNamespaces(['employees', 'employeeForm', 'employeeDetail']),
        ]);
        return { Component: route.EmployeeNewRoute };
      },
    },
    {
      path: paths.app.employeeImport.path,
      handle: { pageId: 'personal-employees' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/employees-import'),
          loadNamespaces(['employees', 'employeeImport']),
        ]);
        return { Component: route.EmployeesImportRoute };
      },
    },
    {
      path: paths.app.employeeDetail.path,
      handle: { pageId: 'personal-employees' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/employee-detail'),
          loadNamespaces([
            'employees',
            'employeeDetail',
            'employeeForm',
            'settlement',
            'payrollCalculation',
            'payItems',
          ]),
        ]);
        return { Component: route.EmployeeDetailRoute };
      },
    },
    {
      path: paths.app.payItemsOverview.path,
      handle: { pageId: 'personal-pay-items' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/pay-items-overview'),
          loadNamespaces(['payItems']),
        ]);
        return { Component: route.PayItemsOverviewRoute };
      },
    },
    {
      path: paths.app.payItemCatalogue.path,
      handle: { pageId: 'parameters-pay-items' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/pay-item-catalogue'),
          loadNamespaces(['payItems']),
        ]);
        return { Component: route.PayItemCatalogueRoute };
      },
    },
    {
      path: paths.app.schedules.path,
      handle: { pageId: 'parameters-schedules' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([import('./routes/app/schedules'), loadNamespaces(['parameters'])]);
        return { Component: route.SchedulesRoute };
      },
    },
    {
      path: paths.app.companyCatalogs.path,
      handle: { pageId: 'parameters-catalogs' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/company-catalogs'),
          loadNamespaces(['parameters']),
        ]);
        return { Component: route.CompanyCatalogsRoute };
      },
    },
    {
      path: paths.app.legalRules.path,
      handle: { pageId: 'parameters-legal-rules' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/legal-rules'),
          loadNamespaces(['legalRules']),
        ]);
        return { Component: route.LegalRulesRoute };
      },
    },
    {
      path: paths.app.clockFileRegister.path,
      handle: { pageId: 'presence-file-register' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/clock-file-register'),
          loadNamespaces(['clockFiles']),
        ]);
        return { Component: route.ClockFileRegisterRoute };
      },
    },
    {
      path: paths.app.clockFileErrors.path,
      handle: { pageId: 'presence-file-errors' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/clock-file-errors'),
          loadNamespaces(['clockFiles']),
        ]);
        return { Component: route.ClockFileErrorsRoute };
      },
    },
    {
      path: paths.app.clockRegister.path,
      handle: { pageId: 'presence-clock-register' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/clock-register'),
          loadNamespaces(['clockFiles']),
        ]);
        return { Component: route.ClockRegisterRoute };
      },
    },
    {
      path: paths.app.payrollCalendar.path,
      handle: { pageId: 'parameters-payroll-calendar' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/payroll-calendar'),
          loadNamespaces(['payrollCalendar']),
        ]);
        return { Component: route.PayrollCalendarRoute };
      },
    },
    {
      path: paths.app.diaryRegister.path,
      handle: { pageId: 'presence-diary-register' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/diary-register'),
          loadNamespaces(['dailyRegister']),
        ]);
        return { Component: route.DiaryRegisterRoute };
      },
    },
    {
      path: paths.app.extraHours.path,
      handle: { pageId: 'presence-extra-hours' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/extra-hours'),
          loadNamespaces(['extraHoursReview']),
        ]);
        return { Component: route.ExtraHoursRoute };
      },
    },
    {
      path: paths.app.payrollReview.path,
      handle: { pageId: 'processes-payroll-review' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/payroll-review'),
          loadNamespaces(['extraHoursReview']),
        ]);
        return { Component: route.PayrollReviewRoute };
      },
    },
    {
      path: paths.app.payrollCalculate.path,
      handle: { pageId: 'processes-payroll-calculate' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/payroll-calculate'),
          loadNamespaces(['payrollCalculation']),
        ]);
        return { Component: route.PayrollCalculateRoute };
      },
    },
    {
      path: paths.app.paymentResume.path,
      handle: { pageId: 'postpayroll-payment-resume' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/payment-summary'),
          loadNamespaces(['paymentSummary']),
        ]);
        return { Component: route.PaymentSummaryRoute };
      },
    },
    {
      path: paths.app.accountingResume.path,
      handle: { pageId: 'postpayroll-accounting-resume' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/accounting-summary'),
          loadNamespaces(['accountingSummary']),
        ]);
        return { Component: route.AccountingSummaryRoute };
      },
    },
    {
      path: paths.app.payDocument.path,
      handle: { pageId: 'postpayroll-pay-document' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/pay-document'),
          loadNamespaces(['vouchers']),
        ]);
        return { Component: route.PayDocumentRoute };
      },
    },
    {
      path: paths.app.statutoryReports.path,
      handle: { pageId: 'postpayroll-statutory-reports' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/statutory-reports'),
          loadNamespaces(['statutoryReports']),
        ]);
        return { Component: route.StatutoryReportsRoute };
      },
    },
    {
      path: paths.app.vacationPeriods.path,
      handle: { pageId: 'vacations-periods' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/vacation-periods'),
          loadNamespaces(['vacationPeriods']),
        ]);
        return { Component: route.VacationPeriodsRoute };
      },
    },
    {
      path: paths.app.approvalsInbox.path,
      handle: { pageId: 'vacations-approvals' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/approvals-inbox'),
          // The data-change tab names the employee's fields and states as "my data" does.
          loadNamespaces(['approvals', 'selfService']),
        ]);
        return { Component: route.ApprovalsInboxRoute };
      },
    },
    {
      path: paths.app.myPayslips.path,
      handle: { pageId: 'selfservice-payslips' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/my-payslips'),
          // The settlement's tab names the exit and its cause as HR's settlement screen does.
          loadNamespaces(['selfService', 'settlement']),
        ]);
        return { Component: route.MyPayslipsRoute };
      },
    },
    {
      path: paths.app.myPayslip.path,
      handle: { pageId: 'selfservice-payslips' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/my-payslip'),
          loadNamespaces(['selfService']),
        ]);
        return { Component: route.MyPayslipRoute };
      },
    },
    {
      path: paths.app.myVacations.path,
      handle: { pageId: 'selfservice-vacations' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/my-vacations'),
          loadNamespaces(['selfService']),
        ]);
        return { Component: route.MyVacationsRoute };
      },
    },
    {
      path: paths.app.myActions.path,
      handle: { pageId: 'selfservice-actions' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/my-actions'),
          loadNamespaces(['selfService', 'dailyRegister']),
        ]);
        return { Component: route.MyActionsRoute };
      },
    },
    {
      path: paths.app.myCertificates.path,
      handle: { pageId: 'selfservice-certificates' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([
          import('./routes/app/my-certificates'),
          loadNamespaces(['selfService']),
        ]);
        return { Component: route.MyCertificatesRoute };
      },
    },
    {
      path: paths.app.myData.path,
      handle: { pageId: 'selfservice-data' } satisfies RouteHandle,
      lazy: async () => {
        const [route] = await Promise.all([import('./routes/app/my-data'), loadNamespaces(['selfService'])]);
        return { Component: route.MyDataRoute };
      },
    },
    {
      path: paths.app.changePassword.path,
      lazy: async () => ({ Component: (await import('./routes/app/change-password')).ChangePasswordRoute }),
    },
    {
      path: '*',
      lazy: async () => ({ Component: (await import('./routes/app/not-found')).NotFoundRoute }),
    },
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorBoundary,
    children: [authRoutes, withQueries([publicRoutes, appRoutes])],
  },
];

export const router = createBrowserRouter(routes);
