import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { AguinaldoEarningsDialog } from './aguinaldo-panels';

const entry = (month: string, amount: number, replacedBy: number[]) => ({
  num_empleado: 12,
  fullName: 'Marta Meses Solano',
  month,
  amount,
  source: 'manual' as const,
  replacedBy,
});

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

beforeEach(async () => {
  await loadNamespaces(['payrollCalculation'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) =>
    String(input).endsWith('/aguinaldoearnings')
      ? json(200, {
          ok: true,
          data: [entry('2025-12', 500_000_00, []), entry('2026-01', 450_000_00, [31])],
        })
      : json(404, { ok: false, error: { code: 'NOT_FOUND', message: String(input) } }),
  );
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('AguinaldoEarningsDialog', () => {
  it('says which months recorded before the product count, and which a closed payroll replaced', async () => {
    render(<AguinaldoEarningsDialog year={2026} canEdit={false} onClose={() => undefined} />, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            {children}
          </QueryClientProvider>
        </I18nextProvider>
      ),
    });
    const counted = await screen.findByTestId('aguinaldo-earning-12-2025-12');
    expect(within(counted).getByText('Sí')).toBeTruthy();
    const replaced = screen.getByTestId('aguinaldo-earning-12-2026-01');
    expect(
      within(replaced).getByText('No: el mes lo pagó la planilla N.º 31 (cerrada), que es la que cuenta'),
    ).toBeTruthy();
  });
});
