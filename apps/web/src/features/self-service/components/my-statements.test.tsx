import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse, PayslipLineItem, SettlementExplanation } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyAguinaldo } from './my-aguinaldo';
import { MyPay } from './my-pay-tabs';
import { MySettlement } from './my-settlement';

/**
 * "My payslips" beyond the payslips: the aguinaldo month by month, the settlement once paid, and the tabs that
 * hold them (the settlement's only when there is one).
 */
const EMPLOYEE_LOGIN: LoginResponse = {
  ...ADMIN_LOGIN,
  userData: {
    ...ADMIN_LOGIN.userData,
    num_usuario: 9,
    cod_usuario: '616782729',
    role: 'employee',
    num_empleado: 7,
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Self' },
    ],
  },
};

const month = (m: string, earned: number, imported: number, total: number) => ({
  month: m,
  earned,
  imported,
  total,
});
const statementOf = (year: number) => ({
  year,
  periodStart: `${year - 1}-12-01`,
  periodEnd: `${year}-11-30`,
  payBy: `${year}-12-20`,
  years: [2026, 2025],
  months:
    year === 2026
      ? [
          month('2025-12', 0, 60_000_000, 60_000_000),
          month('2026-01', 0, 60_000_000, 120_000_000),
          month('2026-02', 65_000_000, 0, 185_000_000),
        ]
      : [],
  total: year === 2026 ? 185_000_000 : 0,
  accrued: year === 2026 ? 15_416_667 : 0,
  paid: null,
});

const line = (
  code: string,
  kind: PayslipLineItem['kind'],
  amount: number,
  extra: Partial<PayslipLineItem> = {},
) => ({
  code,
  kind,
  quantity: null,
  unit: null,
  rate: null,
  basis: null,
  amount,
  legalRef: 'Código de Trabajo',
  date: null,
  note: null,
  ...extra,
});
const SETTLEMENT: SettlementExplanation = {
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  nationalId: '616782729',
  hireDate: '2025-04-30',
  exitDate: '2026-05-31',
  payDate: '2026-05-31',
  exitType: { id: 1, code: 'DCR', name: 'Despido con responsabilidad patronal', employerLiability: true },
  cause: 'dismissal_without_cause',
  causeLegalRef: 'Código de Trabajo arts. 28 y 29',
  service: { years: 1, months: 1, days: 1, totalDays: 397 },
  average: { source: 'payslips', months: [], total: 360_000_000, monthly: 60_000_000, daily: 2_000_000 },
  noticeDays: 30,
  cesantiaYears: 1,
  cesantiaDays: 19.5,
  vacation: {
    pendingDays: 1,
    workDaysPerWeek: 6,
    source: 'payslips',
    months: 11,
    total: 660_000_000,
    dailyRate: 2_000_000,
  },
  aguinaldo: { periodStart: '2025-12-01', periodEnd: '2026-05-31', months: [], total: 360_000_000 },
  lines: [
    line('PREAVISO', 'earning', 60_000_000, { quantity: 30, unit: 'days', basis: 2_000_000 }),
    line('AGUINALDO_PROPORTIONAL', 'earning', 30_000_000, { basis: 360_000_000, legalRef: 'Ley 2412' }),
    line('CCSS_SEM_WORKER', 'deduction', 128_333, { rate: 0.055, basis: 2_333_333 }),
    line('CCSS_SEM_EMPLOYER', 'employer', 215_833, { rate: 0.0925, basis: 2_333_333 }),
  ],
  totals: {
    gross: 90_000_000,
    deductions: 128_333,
    net: 89_871_667,
    employerCharges: 215_833,
    employerCost: 90_215_833,
  },
  salaryPayroll: null,
  openPayrolls: [],
};
const payslip = (payrollId: number, kind: string) => ({
  payrollId,
  kind,
  periodicity: 'monthly',
  periodStart: '2026-05-01',
  periodEnd: '2026-05-31',
  payDate: '2026-05-31',
  gross: 90_000_000,
  deductions: 0,
  net: 90_000_000,
});

const answers: Record<string, (body: Record<string, unknown>) => unknown> = {};
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);
const renderScreen = (node: ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: node }])} />, {
    wrapper: withProviders,
  });

beforeEach(async () => {
  await loadNamespaces(['selfService', 'settlement', 'payslip', 'documents'], 'cr');
  await act(() => applyLanguage('cr'));
  answers['autoservicio/miaguinaldo'] = (body) => statementOf(Number(body.year ?? 2026));
  answers['autoservicio/miliquidacion'] = () => ({ payrollId: 80, settlement: SETTLEMENT });
  answers['autoservicio/mispagos'] = () => ({
    num_empleado: 7,
    fullName: 'María',
    items: [payslip(70, 'regular')],
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    if (path === 'autoservicio/miliquidacionpdf')
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.7']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="liquidacion-2026-05-31-00007.pdf"' },
        }),
      );
    const answer = answers[path];
    if (answer) return json(200, { ok: true, data: answer(JSON.parse(String(init?.body ?? '{}'))) });
    return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(EMPLOYEE_LOGIN);
});

afterEach(() => clearSession());

describe('my aguinaldo', () => {
  it('shows the months with what each counts and the running total, the total and ÷ 12', async () => {
    renderScreen(<MyAguinaldo />);
    expect(text(await screen.findByTestId('my-aguinaldo-title'))).toBe('Aguinaldo 2026');
    expect(text(screen.getByTestId('my-aguinaldo-total'))).toBe('₡1 850 000,00');
    expect(text(screen.getByTestId('my-aguinaldo-accrued'))).toBe('₡154 166,67');
    const december = text(screen.getByTestId('my-aguinaldo-month-2025-12'));
    expect(december).toContain('₡600 000,00');
    expect(december).toContain('Registrado por la empresa');
    const february = text(screen.getByTestId('my-aguinaldo-month-2026-02'));
    expect(february).toContain('₡650 000,00');
    expect(february).toContain('Pagado en planilla');
    expect(february).toContain('Acumulado: ₡1 850 000,00');
    expect(text(screen.getByTestId('my-aguinaldo-sum-accrued'))).toContain('₡154 166,67');
    expect(text(screen.getByTestId('my-aguinaldo-note'))).toContain('20/12/2026');
    expect(screen.queryByTestId('my-aguinaldo-paid')).toBeNull();
    // The first call asks for no year: the server opens on the year that matters today.
    expect(bodiesOf('autoservicio/miaguinaldo')).toEqual([{}]);
  });

  it('changes the year with the selector, and says so when a year has nothing', async () => {
    renderScreen(<MyAguinaldo />);
    fireEvent.mouseDown(await screen.findByTestId('my-aguinaldo-year'));
    fireEvent.click(await screen.findByTestId('my-aguinaldo-year-2025'));
    await waitFor(() => expect(text(screen.getByTestId('my-aguinaldo-title'))).toBe('Aguinaldo 2025'));
    expect(bodiesOf('autoservicio/miaguinaldo')).toContainEqual({ year: 2025 });
    expect(text(screen.getByTestId('my-aguinaldo-months'))).toContain('Todavía no hay salarios');
  });

  it('shows what the aguinaldo payroll paid once closed, and the alimony withheld', async () => {
    answers['autoservicio/miaguinaldo'] = () => ({
      ...statementOf(2026),
      paid: {
        payrollId: 90,
        payDate: '2026-12-18',
        gross: 15_416_667,
        deductions: 5_000_000,
        net: 10_416_667,
      },
    });
    renderScreen(<MyAguinaldo />);
    expect(text(await screen.findByTestId('my-aguinaldo-paid'))).toBe('₡104 166,67');
    expect(screen.getByText('Pagado el 18/12/2026')).toBeTruthy();
    expect(text(screen.getByTestId('my-aguinaldo-note'))).toContain('pensión alimentaria');
  });
});

describe('my settlement', () => {
  it('shows the exit, each right with its arithmetic, the totals; never the employer’s charges', async () => {
    renderScreen(<MySettlement />);
    const screenText = text(await screen.findByTestId('my-settlement'));
    expect(text(screen.getByTestId('my-settlement-exit'))).toBe(
      'Salida del 31/05/2026 · Despido con responsabilidad patronal',
    );
    expect(screenText).toContain('se deben preaviso y cesantía');
    const notice = text(screen.getByTestId('line-PREAVISO'));
    expect(notice).toContain('30 días × ₡20 000,00 diarios');
    expect(notice).toContain('₡600 000,00');
    expect(text(screen.getByTestId('line-CCSS_SEM_WORKER'))).toContain('-₡1 283,33');
    expect(screen.queryByTestId('line-CCSS_SEM_EMPLOYER')).toBeNull();
    expect(text(screen.getByTestId('my-settlement-net'))).toBe('₡898 716,67');
    expect(screenText).not.toMatch(/[A-Z]{3,}_[A-Z_]{3,}/);
  });

  it('saves its document under the server’s name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:settlement');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<MySettlement />);
    (await screen.findByTestId('my-settlement-download')).click();
    await waitFor(() => expect(saved).toEqual(['liquidacion-2026-05-31-00007.pdf']));
    expect(bodiesOf('autoservicio/miliquidacionpdf')).toEqual([{ purpose: 'download' }]);
  });

  it('says there is none when the company has not paid one', async () => {
    answers['autoservicio/miliquidacion'] = () => ({ payrollId: null, settlement: null });
    renderScreen(<MySettlement />);
    expect(await screen.findByText('No tiene una liquidación')).toBeTruthy();
  });
});

describe('the tabs of my payslips', () => {
  const tabsShown = () =>
    within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.dataset.testid);

  it('offers the settlement only when a closed settlement paid me, and asks for nothing of the other tabs', async () => {
    const onTab = vi.fn();
    const view = renderScreen(<MyPay tab="payslips" onTab={onTab} />);
    await screen.findByTestId('my-payslips');
    expect(tabsShown()).toEqual(['my-pay-tab-payslips', 'my-pay-tab-aguinaldo']);
    fireEvent.click(screen.getByTestId('my-pay-tab-aguinaldo'));
    expect(onTab).toHaveBeenCalledWith('aguinaldo');
    expect(bodiesOf('autoservicio/miaguinaldo')).toEqual([]);
    view.unmount();

    answers['autoservicio/mispagos'] = () => ({
      num_empleado: 7,
      fullName: 'María',
      items: [payslip(80, 'settlement'), payslip(70, 'regular')],
    });
    renderScreen(<MyPay tab="settlement" onTab={onTab} />);
    expect(await screen.findByTestId('my-settlement')).toBeTruthy();
    await waitFor(() =>
      expect(tabsShown()).toEqual(['my-pay-tab-payslips', 'my-pay-tab-aguinaldo', 'my-pay-tab-settlement']),
    );
    expect(screen.getByTestId('my-pay-tab-settlement').getAttribute('aria-selected')).toBe('true');
  });
});
