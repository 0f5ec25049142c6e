import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { AguinaldoAlimonyDialog } from './aguinaldo-alimony-dialog';

const ORDER = {
  num_empleado: 18,
  fullName: 'Hazel Calderón Fernández',
  amount: 12_500_050,
  courtFile: '24-000123-0186-PA',
  note: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
  updatedBy: 'planillas',
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
let saveAnswer: () => Promise<Response>;

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/procesoPlanilla/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderDialog = (canEdit = true) =>
  render(<AguinaldoAlimonyDialog year={2026} canEdit={canEdit} onClose={() => undefined} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    ),
  });

beforeEach(async () => {
  await loadNamespaces(['payrollCalculation'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  saveAnswer = () => json(200, { ok: true, data: { item: ORDER } });
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/aguinaldoalimony')) return json(200, { ok: true, data: [ORDER] });
    if (url.endsWith('/saveaguinaldoalimony')) return saveAnswer();
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: url } });
  });
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

describe('AguinaldoAlimonyDialog', () => {
  it("lists the year's orders in colones and saves one in céntimos", async () => {
    renderDialog();
    const row = await screen.findByTestId('alimony-row-18');
    expect(within(row).getByText('24-000123-0186-PA')).toBeTruthy();
    expect(row.textContent).toMatch(/125\s000,50/);
    expect(sentTo('aguinaldoalimony')).toEqual([{ year: 2026 }]);

    fireEvent.change(screen.getByTestId('alimony-employee'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('alimony-amount'), { target: { value: '80 000,25' } });
    fireEvent.change(screen.getByTestId('alimony-court-file'), { target: { value: ' 25-1-PA ' } });
    fireEvent.click(screen.getByTestId('alimony-submit'));
    await waitFor(() => expect(sentTo('saveaguinaldoalimony')).toHaveLength(1));
    expect(sentTo('saveaguinaldoalimony')[0]).toEqual({
      year: 2026,
      num_empleado: 7,
      amount: 8_000_025,
      courtFile: '25-1-PA',
      note: null,
    });
    // The list (and the rest of the screen) is read again: the aguinaldo is now stale.
    await waitFor(() => expect(sentTo('aguinaldoalimony')).toHaveLength(2));
  });

  it('removes an order with amount 0 and puts server errors on their fields or above', async () => {
    renderDialog();
    fireEvent.click(await screen.findByTestId('alimony-remove-18'));
    await waitFor(() =>
      expect(sentTo('saveaguinaldoalimony')).toEqual([{ year: 2026, num_empleado: 18, amount: 0 }]),
    );

    saveAnswer = () =>
      json(400, {
        ok: false,
        error: { code: 'VALIDATION_ERROR', message: 'x', fields: { courtFile: 'Falta el expediente.' } },
      });
    fireEvent.click(screen.getByTestId('alimony-edit-18'));
    expect((screen.getByTestId('alimony-amount') as HTMLInputElement).value).toBe('125000,50');
    fireEvent.click(screen.getByTestId('alimony-submit'));
    expect(await screen.findByText('Falta el expediente.')).toBeTruthy();

    saveAnswer = () =>
      json(409, { ok: false, error: { code: 'PAYROLL_PAID', message: 'La planilla ya está pagada.' } });
    fireEvent.click(screen.getByTestId('alimony-submit'));
    // Not a field's: above the form (the aguinaldo was closed meanwhile).
    expect(await screen.findByText(/ya está pagada/)).toBeTruthy();
  });

  it('only lists when the aguinaldo cannot be changed', async () => {
    renderDialog(false);
    await screen.findByTestId('alimony-row-18');
    expect(screen.queryByTestId('alimony-submit')).toBeNull();
    expect(screen.queryByTestId('alimony-remove-18')).toBeNull();
  });
});
