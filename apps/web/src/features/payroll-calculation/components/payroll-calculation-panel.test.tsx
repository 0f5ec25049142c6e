import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, CATALOGUE_NAMESPACES, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { PayrollCalculationPanel } from './payroll-calculation-panel';

const TOTALS = {
  employees: 1,
  gross: 24_370_000,
  deductions: 2_639_271,
  net: 21_730_729,
  employerCharges: 0,
  provisions: 0,
  employerCost: 35_253_642,
  warnings: 1,
};
const PAYROLL = {
  payrollId: 7,
  kind: 'regular',
  periodicity: 'fortnightly',
  periodStart: '2026-11-16',
  periodEnd: '2026-11-30',
  payDate: '2026-11-30',
  sequence: 22,
  status: 'processed',
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
const STATE = {
  payrollId: 7,
  status: 'processed',
  calculated: {
    at: '2026-11-28T10:00:00.000Z',
    by: 'planillas',
    inputsVersion: 3,
    totals: TOTALS,
    ruleSetYears: [2026],
    timings: null,
  },
  closed: null,
  running: null,
  lastFailure: null,
  blockers: [],
  stale: false,
  staleLegal: false,
  staleEmployees: [],
};
const PAGE = {
  items: [
    {
      num_empleado: 18,
      fullName: 'Hazel Calderón Fernández',
      nationalId: '104511869',
      daysByCode: { R: 15 },
      payableDays: 15,
      extraHours: 0,
      gross: 24_370_000,
      deductions: 2_639_271,
      net: 21_730_729,
      employerCost: 35_253_642,
      warnings: [{ code: 'NO_BANK_ACCOUNT', date: null, detail: null }],
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
  totals: TOTALS,
};

const line = (code: string, kind: string, amount: number, extra: Record<string, unknown> = {}) => ({
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
const DETAIL = {
  payrollId: 7,
  num_empleado: 18,
  fullName: 'Hazel Calderón Fernández',
  period: { start: '2026-11-16', end: '2026-11-30' },
  payDate: '2026-11-30',
  ruleSetYear: 2026,
  lines: [
    line('ORDINARY_PAY', 'earning', 24_000_000, { quantity: 1, unit: 'days', rate: 1, basis: 1_600_000 }),
    line('OVERTIME', 'earning', 370_000, { quantity: 1 / 30, unit: 'hours', rate: 1.5, basis: 1_000_000 }),
    line('CCSS_SEM_WORKER', 'deduction', 1_339_271, { rate: 0.055, basis: 24_370_000 }),
    line('PAY_DEDUCTION', 'deduction', 1_300_000, { date: '2026-11-20', note: 'Adelanto de salario' }),
    // An embargo (issue 26): its line carries how art. 172 computed it.
    line('GARNISHMENT', 'deduction', 1_665_076, {
      basis: 26_751_000,
      // As the engine stores it: the class's basis and the computation in Spanish.
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
    }),
    line('CCSS_SEM_EMPLOYER', 'employer', 2_000_000, { rate: 0.0925 }),
  ],
  totals: { ...TOTALS, employerCharges: 2_000_000 },
  days: { R: 15 },
  warnings: [],
  attendance: [{ date: '2026-11-17', code: 'E', extraHours: 1 / 30, amount: null, note: null, dayOff: null }],
  previous: { payrollId: 6, periodStart: '2026-11-01', periodEnd: '2026-11-15', net: 21_000_000 },
  changes: [{ code: 'CCSS_SEM_EMPLOYER', previous: 1_900_000, current: 2_000_000 }],
  aguinaldo: null,
  settlement: null,
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
/** What the export call answers: a file, or an error envelope. */
let exportAnswer: () => Promise<Response>;

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/procesoPlanilla/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderPanel = () =>
  render(<PayrollCalculationPanel />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <SnackbarProvider>{children}</SnackbarProvider>
        </QueryClientProvider>
      </I18nextProvider>
    ),
  });

/** Chooses the payroll and waits for its results card. */
const openPayroll = async () => {
  fireEvent.mouseDown(await screen.findByTestId('payroll-select'));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option'));
  await screen.findByTestId('export-xlsx');
};

beforeEach(async () => {
  // The signed-in layout loads the catalogue namespaces (payslip texts) for every screen.
  await loadNamespaces(['payrollCalculation', ...CATALOGUE_NAMESPACES], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  exportAnswer = () =>
    Promise.resolve(
      new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="planilla-7-2026-11-16.xlsx"' },
      }),
    );
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/payrolllist')) return json(200, { ok: true, data: [PAYROLL] });
    if (url.endsWith('/calculationstate')) return json(200, { ok: true, data: STATE });
    if (url.endsWith('/payrollcalculate')) return json(200, { ok: true, data: PAGE });
    if (url.endsWith('/payrollcalculateexport')) return exportAnswer();
    if (url.endsWith('/payslipdetail')) return json(200, { ok: true, data: DETAIL });
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

describe('PayrollCalculationPanel export', () => {
  it("asks for the file with the grid's search and warnings filter, and saves it under the server's name", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPanel();
    await openPayroll();
    fireEvent.click(screen.getByRole('switch', { name: 'Solo con advertencias' }));
    fireEvent.change(screen.getByLabelText('Buscar por nombre, número o cédula'), {
      target: { value: 'Hazel' },
    });
    // The grid asks with the debounced search first; the file follows what the grid shows.
    await waitFor(() => expect(sentTo('payrollcalculate').some((b) => b.search === 'Hazel')).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Exportar los resultados a Excel' }));
    await waitFor(() => expect(saved).toEqual(['planilla-7-2026-11-16.xlsx']));
    expect(sentTo('payrollcalculateexport')).toEqual([
      { payrollId: 7, search: 'Hazel', sortBy: 'name', warningsOnly: true, format: 'xlsx' },
    ]);

    fireEvent.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(sentTo('payrollcalculateexport')).toHaveLength(2));
    expect(sentTo('payrollcalculateexport')[1]).toMatchObject({ payrollId: 7, format: 'csv' });
  });

  it('shows why the file could not be made', async () => {
    exportAnswer = () =>
      json(404, {
        ok: false,
        error: { code: 'PAYROLL_NOT_FOUND', message: 'No se encontró la planilla.' },
      });
    renderPanel();
    await openPayroll();
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(await screen.findByText('No se encontró la planilla.')).toBeTruthy();
  });
});

describe('PayrollCalculationPanel payslip', () => {
  it('names the payroll once, the same way as every screen', async () => {
    renderPanel();
    fireEvent.mouseDown(await screen.findByTestId('payroll-select'));
    const option = within(await screen.findByRole('listbox')).getByRole('option');
    expect(option.textContent?.replace(/\s+/g, ' ')).toBe(
      'Planilla quincenal 22 · 16/11/2026 – 30/11/2026 · Procesada',
    );
  });

  it('shows quantities in Spanish, every code by its label, the reason of a deduction and the subtotals', async () => {
    renderPanel();
    await openPayroll();
    fireEvent.click(await screen.findByText('Hazel Calderón Fernández'));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/Salario ordinario/);
    const text = (dialog.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('1 día');
    expect(text).toContain('0,03 h');
    expect(text).not.toMatch(/0\.0333|0,0333/);
    expect(text).not.toContain('CCSS_SEM_EMPLOYER');
    expect(text).toContain('Adelanto de salario');
    expect(text).toContain('Salario bruto');
    expect(text).toContain('₡243 700,00');
    expect(text).toContain('Total de deducciones');
    expect(text).toContain('₡26 392,71');
  });

  it('shows how an embargo was computed under its line, from the payslip catalogue', async () => {
    renderPanel();
    await openPayroll();
    fireEvent.click(await screen.findByText('Hazel Calderón Fernández'));
    const dialog = await screen.findByRole('dialog');
    const computation = await within(dialog).findByTestId('payslip-garnishment');
    const text = (computation.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(
      'Inembargable: ₡268 607,69 al mes (Decreto 45303-MTSS, vigente al ordenarse el embargo el 10/02/2026)',
    );
    expect(text).toContain('1/8 de ₡133 206,15');
    expect(text).toContain('embargable ₡16 650,76.');
    expect(dialog.textContent).toContain('26-000123-1234-CJ');
    // The computation once: the stored basis's Spanish copy of it is not shown beside it.
    expect((dialog.textContent ?? '').match(/embargable ₡16\s650,76/g)).toHaveLength(1);
  });
});
