import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyPayslip } from './my-payslip';
import { MyPayslips } from './my-payslips';
import { MyVacations } from './my-vacations';

/** An employee's sign-in: their abilities are their own session and the self-service calls. */
const EMPLOYEE_LOGIN: LoginResponse = {
  ...ADMIN_LOGIN,
  userData: {
    ...ADMIN_LOGIN.userData,
    num_usuario: 9,
    cod_usuario: '616782729',
    name: 'María José Umaña Ureña',
    role: 'employee',
    num_empleado: 7,
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Self' },
    ],
  },
};

const summary = (payrollId: number, periodStart: string, periodEnd: string, net: number) => ({
  payrollId,
  kind: 'regular',
  periodicity: 'monthly',
  periodStart,
  periodEnd,
  payDate: periodEnd,
  gross: 34_000_000,
  deductions: 34_000_000 - net,
  net,
});
const PAYSLIPS = {
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  items: [
    summary(60, '2026-10-01', '2026-10-31', 30_317_800),
    summary(59, '2026-09-01', '2026-09-30', 30_317_800),
  ],
};
const line = (code: string, kind: string, amount: number, extra: Record<string, unknown> = {}) => ({
  code,
  kind,
  quantity: null,
  unit: null,
  rate: null,
  basis: null,
  amount,
  legalRef: 'Salario mensual ÷ 30',
  date: null,
  note: null,
  ...extra,
});
const PAYSLIP = {
  ...summary(60, '2026-10-01', '2026-10-31', 30_317_800),
  fullName: 'María José Umaña Ureña',
  lines: [
    line('ORDINARY_PAY', 'earning', 34_000_000, { quantity: 30, unit: 'days', basis: 1_133_333 }),
    line('CCSS_IVM_WORKER', 'deduction', 1_472_200, { rate: 0.0433, basis: 34_000_000 }),
    line('PAY_DEDUCTION', 'deduction', 2_210_000, { note: 'Adelanto de salario' }),
  ],
};
/** An embargo's line as the API answers it: the stored basis quotes the computation in Spanish (for the PDFs). */
const GARNISHMENT_LINE = line('GARNISHMENT', 'deduction', 1_665_076, {
  basis: 26_751_000,
  legalRef: 'Código de Trabajo art. 172; inembargable ₡268 607,69 al mes; embargable ₡16 650,76',
  note: '26-000123-1234-CJ',
  payItem: {
    id: '4',
    code: 'EMBARGO',
    itemClass: 'embargo',
    reference: '26-000123-1234-CJ',
    treatment: { ccssBase: false, taxable: false, aguinaldo: false, settlementAverage: false },
    garnishment: {
      orderDate: '2026-02-10',
      decree: 'Decreto 45303-MTSS',
      protectedFrom: 'decree',
      carried: null,
      protectedMonthly: 26_860_769,
      protectedForPeriod: 13_430_385,
      salaryAfterCharges: 26_751_000,
      lowerBand: 13_320_615,
      lowerShare: 1_665_076,
      upperBand: 0,
      upperShare: 0,
      garnishable: 1_665_076,
      takenByEarlier: 0,
      available: 1_665_076,
    },
  },
});
/** A company loan's instalment as the engine stores it: the class's reference, the loan number as the note. */
const LOAN_LINE = line('COMPANY_LOAN', 'deduction', 1_500_000, {
  legalRef:
    'Préstamo del patrono: cuota rebajada por planilla hasta saldar, nunca por debajo del salario mínimo inembargable',
  note: 'PE-2026-014',
  payItem: {
    id: '9',
    code: 'PRESTAMO_EMPRESA',
    itemClass: 'company_loan',
    reference: 'PE-2026-014',
    treatment: { ccssBase: false, taxable: false, aguinaldo: false, settlementAverage: false },
    garnishment: null,
  },
});
const period = (index: number, start: string, end: string, extra: Record<string, unknown> = {}) => ({
  index,
  start,
  end,
  status: 'earned',
  monthsWorked: 12,
  entitledDays: 14,
  takenDays: 10,
  pendingDays: 4,
  unpaidDays: 0,
  grantBy: end,
  overdueDays: 0,
  ...extra,
});
const VACATIONS = {
  num_empleado: 7,
  hireDate: '2024-01-08',
  asOf: '2026-11-29',
  workDaysPerWeek: 5,
  daysPerPeriod: 14,
  periods: [
    period(1, '2024-01-08', '2025-01-07', { overdueDays: 4 }),
    period(2, '2025-01-08', '2026-01-07'),
    period(3, '2026-01-08', '2027-01-07', {
      status: 'accruing',
      entitledDays: 12.83,
      takenDays: 0,
      pendingDays: 0,
    }),
  ],
  earnedDays: 28,
  accruedDays: 12.83,
  takenDays: 20,
  pendingDays: 8,
  pendingWithAccruedDays: 20.83,
  overdueDays: 4,
};
const MENU = [
  {
    section: 'selfservice',
    titleKey: 'menuSection.selfservice',
    title: 'Autoservicio',
    items: [
      {
        id: 'selfservice-payslips',
        titleKey: 'menu.myPayslips',
        title: 'Mis pagos',
        icon: 'ReceiptLong',
        link: '/selfservice/payslips',
      },
      {
        id: 'selfservice-vacations',
        titleKey: 'menu.myVacations',
        title: 'Mis vacaciones',
        icon: 'BeachAccess',
        link: '/selfservice/vacations',
      },
    ],
  },
];

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const ok = (data: unknown) => json(200, { ok: true, data });

/** What the API answers an employee; any other call is one their shell must not make. */
const ANSWERS: Record<string, () => unknown> = {
  'autoservicio/mispagos': () => PAYSLIPS,
  'autoservicio/mipago': () => PAYSLIP,
  'autoservicio/misvacaciones': () => VACATIONS,
  'autoservicio/missolicitudes': () => ({ items: [] }),
  'authPlanilla/systemmenu': () => MENU,
  'authPlanilla/bookmark': () => [],
  'authPlanilla/mycompanies': () => [
    {
      num_empresa: 1,
      name: 'Café La Montaña S.A.',
      legalId: '3-101-123456',
      role: 'employee',
      current: true,
    },
  ],
  'authPlanilla/userdatalogin': () => ({
    userData: EMPLOYEE_LOGIN.userData,
    datosEmpresa: EMPLOYEE_LOGIN.datosEmpresa,
  }),
};
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const unexpected: string[] = [];

/** An element's text with the non-breaking spaces of money and dates as plain spaces. */
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await loadNamespaces(['selfService'], 'cr');
  await act(() => applyLanguage('cr'));
  unexpected.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = String(input).replace(/^.*\/api\//, '');
    if (path === 'autoservicio/micomprobante')
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="comprobante-60.pdf"' },
        }),
      );
    const answer = ANSWERS[path];
    if (answer) return ok(answer());
    unexpected.push(path);
    return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(EMPLOYEE_LOGIN);
});

// The routed screens use the app's query client (`WithQueries` in the router): nothing cached carries over.
afterEach(() => {
  clearSession();
  queryClient.clear();
});

/** The screens inside a router (their links), at a phone's width or a desktop's. */
const renderScreen = (screenNode: ReactNode) => {
  const router = createMemoryRouter([{ path: '*', element: screenNode }]);
  return render(<RouterProvider router={router} />, { wrapper: withProviders });
};

describe('my payslips', () => {
  it('lists my closed payslips with their period, pay date and net, each opening its payslip', async () => {
    renderScreen(<MyPayslips />);
    const list = await screen.findByTestId('my-payslips');
    const newest = within(list).getByTestId('my-payslip-60');
    expect(newest.getAttribute('href')).toBe('/selfservice/payslips/60');
    expect(text(list)).toContain('Planilla mensual');
    expect(text(list)).toContain('01/10/2026 – 31/10/2026');
    expect(text(list)).toContain('₡303 178,00');
    expect(within(list).getByTestId('my-payslip-59')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    ANSWERS['autoservicio/mispagos'] = () => ({ ...PAYSLIPS, items: [] });
    try {
      renderScreen(<MyPayslips />);
      expect(await screen.findByText('Todavía no tiene pagos')).toBeTruthy();
    } finally {
      ANSWERS['autoservicio/mispagos'] = () => PAYSLIPS;
    }
  });
});

describe('a payslip', () => {
  it('labels and explains each line from the one payslip catalogue, with the totals and the net', async () => {
    renderScreen(<MyPayslip payrollId={60} />);
    const ordinary = await screen.findByTestId('line-ORDINARY_PAY');
    expect(text(ordinary)).toContain('Salario ordinario');
    expect(text(ordinary)).toContain('30 días');
    // The catalogue's explanation, with the line's own legal reference filled in.
    expect(text(ordinary)).toContain('El salario de cada día pagado');
    expect(text(ordinary)).toContain('Salario mensual ÷ 30');
    expect(text(ordinary)).toContain('₡340 000,00');
    const ivm = screen.getByTestId('line-CCSS_IVM_WORKER');
    expect(text(ivm)).toContain('CCSS: Invalidez, Vejez y Muerte (IVM)');
    expect(text(ivm)).toContain('-₡14 722,00');
    expect(text(screen.getByTestId('line-PAY_DEDUCTION'))).toContain('Adelanto de salario');
    expect(text(screen.getByTestId('my-payslip-total-earning'))).toContain('₡340 000,00');
    expect(text(screen.getByTestId('my-payslip-total-deduction'))).toContain('-₡36 822,00');
    expect(text(screen.getByTestId('my-payslip-net'))).toBe('₡303 178,00');
    // No engine code shows as text.
    expect(text(screen.getByTestId('my-payslip'))).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
    expect(fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))).toContainEqual({
      payrollId: 60,
    });
  });

  it("shows an embargo's computation once, in the reader's language, from the payslip catalogue", async () => {
    ANSWERS['autoservicio/mipago'] = () => ({ ...PAYSLIP, lines: [...PAYSLIP.lines, GARNISHMENT_LINE] });
    try {
      const { unmount } = renderScreen(<MyPayslip payrollId={60} />);
      const es = text(await screen.findByTestId('line-GARNISHMENT'));
      expect(es).toContain('Embargo');
      expect(es).toContain('26-000123-1234-CJ');
      expect(text(screen.getByTestId('line-garnishment'))).toContain(
        'Inembargable: ₡268 607,69 al mes (Decreto 45303-MTSS, vigente al ordenarse el embargo el 10/02/2026)',
      );
      // Once: the stored basis's Spanish copy of the computation is not shown beside it.
      expect(es.match(/embargable ₡16 650,76/g)).toHaveLength(1);
      expect(es).toContain('Código de Trabajo art. 172: embargo de salario');
      unmount();

      await loadNamespaces(['selfService'], 'en');
      await act(() => applyLanguage('en'));
      renderScreen(<MyPayslip payrollId={60} />);
      const en = text(await screen.findByTestId('line-GARNISHMENT'));
      expect(text(screen.getByTestId('line-garnishment'))).toMatch(
        /^Protected: ₡268,607\.69 a month \(Decreto 45303-MTSS, in force when the garnishment was ordered on/,
      );
      expect(en).toContain('1/8 of ₡133,206.15');
      // The law's name stays Spanish; the computation does not appear in Spanish.
      expect(en).not.toMatch(/[Ii]nembargable|embargable ₡/);
    } finally {
      ANSWERS['autoservicio/mipago'] = () => PAYSLIP;
    }
  });

  it("names a company loan's line once: the explanation neither repeats the name nor restates it in Spanish", async () => {
    ANSWERS['autoservicio/mipago'] = () => ({ ...PAYSLIP, lines: [...PAYSLIP.lines, LOAN_LINE] });
    try {
      const { unmount } = renderScreen(<MyPayslip payrollId={60} />);
      const es = text(await screen.findByTestId('line-COMPANY_LOAN'));
      expect(es).toContain('Préstamo de la empresa: PE-2026-014');
      expect(es.match(/préstamo de la empresa/gi)).toHaveLength(1);
      expect(es).toContain('Cuota rebajada por planilla hasta saldar el préstamo');
      expect(es).not.toContain('Préstamo del patrono');
      unmount();

      await loadNamespaces(['selfService'], 'en');
      await act(() => applyLanguage('en'));
      renderScreen(<MyPayslip payrollId={60} />);
      const en = text(await screen.findByTestId('line-COMPANY_LOAN'));
      expect(en).toContain('Company loan: PE-2026-014');
      expect(en.match(/company loan/gi)).toHaveLength(1);
      expect(en).not.toContain('Préstamo');
    } finally {
      ANSWERS['autoservicio/mipago'] = () => PAYSLIP;
    }
  });

  it('asks for the voucher PDF of that payslip and saves it under the server’s name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:voucher');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<MyPayslip payrollId={60} />);
    (await screen.findByTestId('voucher-download')).click();
    await waitFor(() => expect(saved).toEqual(['comprobante-60.pdf']));
    const asked = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/autoservicio/micomprobante'));
    expect(JSON.parse(String(asked[0]![1]?.body))).toEqual({ payrollId: 60, purpose: 'download' });
  });
});

describe('my vacations', () => {
  it('shows the balance and each period, newest first, with its overdue days', async () => {
    renderScreen(<MyVacations />);
    expect(text(await screen.findByTestId('my-vacations-earned'))).toBe('28 días');
    expect(text(screen.getByTestId('my-vacations-taken'))).toBe('20 días');
    expect(text(screen.getByTestId('my-vacations-pending'))).toBe('8 días');
    expect(text(screen.getByTestId('my-vacations-overdue'))).toBe('4 días');
    const periods = screen.getAllByTestId(/^my-vacation-period-/).map((el) => el.dataset.testid);
    expect(periods).toEqual(['my-vacation-period-3', 'my-vacation-period-2', 'my-vacation-period-1']);
    const current = text(screen.getByTestId('my-vacation-period-3'));
    expect(current).toContain('En curso');
    expect(current).toContain('12,83 días');
    expect(text(screen.getByTestId('my-vacation-period-1'))).toContain('Vencidos4 días');
  });
});

describe('the shell of an employee', () => {
  it('lands on my payslips, shows only the self-service pages, and asks for nothing of the company', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />, { wrapper: withProviders });
    await waitFor(() => expect(router.state.location.pathname).toBe('/selfservice/payslips'), {
      timeout: 20_000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis pagos' }, { timeout: 20_000 }),
    ).toBeTruthy();
    await screen.findByTestId('my-payslip-60', {}, { timeout: 20_000 });
    const menu = screen.getAllByTestId('vertical-menu')[0]!;
    // The menu may sit in a closed drawer at the test's width: its links are there, hidden.
    expect([...menu.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/selfservice/payslips',
      '/selfservice/vacations',
    ]);
    // Every call the shell and the page made is the employee's to make: no refused call, no company data.
    expect(unexpected).toEqual([]);
  });

  it('refuses a self-service page to staff the company does not pay', async () => {
    startSession({ ...ADMIN_LOGIN, userData: { ...ADMIN_LOGIN.userData, num_empleado: null } });
    const router = createMemoryRouter(routes, { initialEntries: ['/selfservice/payslips'] });
    render(<RouterProvider router={router} />, { wrapper: withProviders });
    expect(await screen.findByText(i18n.t('common.forbidden.title'), {}, { timeout: 20_000 })).toBeTruthy();
    expect(unexpected.filter((path) => path.startsWith('autoservicio/'))).toEqual([]);
  });
});
