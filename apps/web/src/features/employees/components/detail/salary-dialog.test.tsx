import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { DateLocalizationProvider } from '../../../../components/ui/date-localization-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../../lib/api-client';
import { applyLanguage, CATALOGUE_NAMESPACES, i18n, loadNamespaces } from '../../../../lib/i18n';
import { clearSession, startSession } from '../../../../lib/session';
import { largeCut, SalaryDialog } from './salary-dialog';
import { ADMIN_LOGIN as LOGIN } from '../../../../test/fixtures';

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const respond = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <DateLocalizationProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryClientProvider>
    </DateLocalizationProvider>
  </I18nextProvider>
);

const renderDialog = (lastAmount: number | null = null) => {
  const onClose = vi.fn();
  render(
    <SalaryDialog
      open
      lastAmount={lastAmount}
      employeeNumber={12}
      lastEffectiveFrom="2026-01-01"
      entryDate="2020-03-02"
      onClose={onClose}
    />,
    { wrapper: Providers },
  );
  return { onClose };
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(async () => {
  // The signed-in layout loads the catalogue namespaces (payslip texts) for every screen.
  await loadNamespaces(['employeeDetail', ...CATALOGUE_NAMESPACES], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(LOGIN);
});
afterEach(() => clearSession());

describe('SalaryDialog', () => {
  it('refuses an amount that is not one, and sends nothing', async () => {
    renderDialog();
    type('salary-amount', 'cuatrocientos');
    fireEvent.click(screen.getByTestId('salary-submit'));
    expect(await screen.findByText('Escriba un número válido.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the colones typed as céntimos and shows the minimum-wage warning with the minimum formatted', async () => {
    fetchMock.mockImplementation(() =>
      respond(200, {
        ok: true,
        data: {
          salary: {
            effectiveFrom: '2026-12-01',
            amount: 30_000_050,
            wageType: 'monthly',
            wage: 30_000_050,
            reason: null,
            isCurrent: false,
            change: null,
            changePercent: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            createdBy: 'admin',
          },
          warnings: [
            {
              code: 'BELOW_MINIMUM_WAGE',
              message: 'El salario es menor que el mínimo.',
              minimumMonthly: 36_504_577,
              date: '2026-12-01',
              decree: 'Decreto 45303-MTSS',
              minimumWageCategory: 'skilled',
            },
          ],
        },
      }),
    );
    const { onClose } = renderDialog();
    type('salary-effective-from', '01/12/2026');
    type('salary-amount', '300 000,50');
    fireEvent.click(screen.getByTestId('salary-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/empleados/newSalary');
    expect(JSON.parse(String(init?.body))).toEqual({
      num_empleado: 12,
      effectiveFrom: '2026-12-01',
      wageType: 'monthly',
      amount: 30_000_050,
      reason: null,
    });
    // es-CR groups with a (narrow) no-break space: match any space.
    expect(
      await screen.findByText(
        /menor que el mínimo de ley para Trabajador en ocupación calificada \(TOC\): ₡365\s045,77 mensuales al 01\/12\/2026 \(Decreto 45303-MTSS\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Salario de ₡300\s000,50 agregado desde el 01\/12\/2026/)).toBeTruthy();
  });

  it('puts the server date error on its field', async () => {
    fetchMock.mockImplementation(() =>
      respond(400, {
        ok: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos',
          fields: {
            effectiveFrom: 'La fecha de vigencia debe ser posterior a la del último salario registrado.',
          },
        },
      }),
    );
    const { onClose } = renderDialog();
    type('salary-effective-from', '01/01/2026');
    type('salary-amount', '450000');
    fireEvent.click(screen.getByTestId('salary-submit'));
    expect(
      await screen.findByText('La fecha de vigencia debe ser posterior a la del último salario registrado.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks to confirm a cut of more than 20 % before sending it, and sends it once confirmed', async () => {
    fetchMock.mockImplementation(() =>
      respond(200, {
        ok: true,
        data: {
          salary: {
            effectiveFrom: '2026-12-01',
            amount: 70_000_000,
            wageType: 'monthly',
            wage: 70_000_000,
            reason: null,
            isCurrent: false,
            change: null,
            changePercent: null,
            createdAt: '2026-11-22T10:00:00.000Z',
            createdBy: 'admin',
          },
          warnings: [],
        },
      }),
    );
    const { onClose } = renderDialog(100_000_000);
    type('salary-amount', '700000');
    fireEvent.click(screen.getByTestId('salary-submit'));
    expect((await screen.findByTestId('salary-cut-confirm')).textContent).toContain('30 % menor');
    expect(screen.getByTestId('salary-submit').textContent).toBe('Confirmar rebaja');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('salary-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts only cuts of more than 20 %', () => {
    expect(largeCut(100_000_000, 80_000_000)).toBeNull();
    expect(largeCut(100_000_000, 79_999_999)).toBe(20);
    expect(largeCut(100_000_000, 50_000_000)).toBe(50);
    expect(largeCut(null, 1)).toBeNull();
    expect(largeCut(100_000_000, 120_000_000)).toBeNull();
  });
});
