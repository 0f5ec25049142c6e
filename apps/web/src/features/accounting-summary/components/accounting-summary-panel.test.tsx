import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { abilityRulesFor, JOURNAL_LINE_KINDS, JOURNAL_SIDE } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { AccountingSummaryPanel } from './accounting-summary-panel';

const PAYROLL = {
  payrollId: 7,
  kind: 'regular',
  periodicity: 'fortnightly',
  periodStart: '2026-11-16',
  periodEnd: '2026-11-30',
  payDate: '2026-11-30',
  sequence: 22,
  status: 'paid',
  employeeCount: 1,
  reviewedCount: 1,
  inputsVersion: 3,
  calculatedInputsVersion: 3,
  needsRecalculation: false,
  payDateEditable: false,
  projectedAt: null,
  projectedBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const line = (
  lineKind: string,
  side: string,
  accountCode: string,
  accountName: string,
  debit: number,
  credit: number,
) => ({
  lineKind,
  side,
  accountCode,
  accountName,
  departmentId: null,
  departmentName: null,
  noDepartment: false,
  description: `${accountName} · planilla quincenal 16/11/2026–30/11/2026`,
  debit,
  credit,
});
const JOURNAL = {
  scope: 'payroll',
  month: null,
  date: '2026-11-30',
  draft: false,
  payrolls: [
    {
      payrollId: 7,
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
      payDate: '2026-11-30',
      status: 'paid',
      employees: 1,
    },
  ],
  lines: [
    line('salary_expense', 'debit', '5-1-01', 'Sueldos y salarios', 24_370_000, 0),
    line('ccss_worker_payable', 'credit', '2-1-02', 'CCSS cuota obrera por pagar', 0, 2_639_271),
    line('net_payable', 'credit', '2-1-01', 'Salarios por pagar', 0, 21_730_729),
  ],
  totals: { debit: 24_370_000, credit: 24_370_000, balanced: true },
  payrollTotals: {
    employees: 1,
    gross: 24_370_000,
    deductions: 2_639_271,
    net: 21_730_729,
    employerCharges: 0,
    provisions: 0,
  },
};
const CHART = {
  accounts: JOURNAL_LINE_KINDS.map((kind, i) => ({
    lineKind: kind,
    side: JOURNAL_SIDE[kind],
    departmentId: null,
    departmentName: null,
    accountCode: `9-${i}`,
    accountName: `Cuenta ${i}`,
    isDefault: true,
  })),
  updatedAt: null,
  updatedBy: null,
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/procesoPlanilla/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderPanel = (role: 'admin' | 'auditor' = 'admin') =>
  render(<AccountingSummaryPanel />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AbilityContext.Provider value={buildAbility(abilityRulesFor(role))}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </AbilityContext.Provider>
    ),
  });

beforeEach(async () => {
  await loadNamespaces(['accountingSummary'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/payrolllist')) return json(200, { ok: true, data: [PAYROLL] });
    if (url.endsWith('/accountingresume')) return json(200, { ok: true, data: JOURNAL });
    if (url.endsWith('/chartofaccounts') || url.endsWith('/savechartofaccounts'))
      return json(200, { ok: true, data: CHART });
    if (url.endsWith('/departamentolista'))
      return json(200, { ok: true, data: [{ id: 3, name: 'Producción', active: true }] });
    if (url.endsWith('/accountingresumeexport'))
      return Promise.resolve(
        new Response(new Blob(['xlsx']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="asiento-planilla-7-2026-11-16.xlsx"' },
        }),
      );
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: url } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
  URL.createObjectURL = vi.fn(() => 'blob:planilla');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('AccountingSummaryPanel', () => {
  it('opens the newest paid payroll: the journal, its totals row and the balanced mark; downloads it', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPanel();
    expect((await screen.findByTestId('balance-indicator')).textContent).toBe('Balanceado');
    expect(sentTo('accountingresume')).toEqual([{ payrollId: 7 }]);
    const grid = screen.getByTestId('journal-grid');
    expect(within(grid).getByText('Sueldos y salarios')).toBeTruthy();
    expect(within(grid).getByText('Totales')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar el asiento en Excel' }));
    await waitFor(() => expect(saved).toEqual(['asiento-planilla-7-2026-11-16.xlsx']));
    expect(sentTo('accountingresumeexport')).toEqual([{ payrollId: 7, format: 'xlsx' }]);
  });

  it('saves only the accounts changed from the default in the chart of accounts', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('open-chart'));
    const code = await screen.findByLabelText('Código de la cuenta: Gasto de salarios (bruto)');
    fireEvent.change(code, { target: { value: '5-1-01-01' } });
    fireEvent.click(screen.getByTestId('chart-save'));
    await waitFor(() => expect(sentTo('savechartofaccounts')).toHaveLength(1));
    expect(sentTo('savechartofaccounts')[0]).toEqual({
      accounts: [
        { lineKind: 'salary_expense', departmentId: null, accountCode: '5-1-01-01', accountName: 'Cuenta 0' },
      ],
    });
  });

  it('shows the chart read-only to the auditor', async () => {
    renderPanel('auditor');
    fireEvent.click(await screen.findByTestId('open-chart'));
    expect(await screen.findByText('Solo lectura: su rol no puede cambiar el catálogo.')).toBeTruthy();
    expect(
      screen.getByLabelText<HTMLInputElement>('Código de la cuenta: Gasto de salarios (bruto)').disabled,
    ).toBe(true);
    expect(screen.queryByTestId('chart-save')).toBeNull();
  });
});
