import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AbilityRule } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { PayItemCataloguePanel, type CatalogueTab } from './pay-item-catalogue-panel';
import { PAYEES, TYPES } from './test-data';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/rubros/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);

const renderPanel = (rules: AbilityRule[], tab: CatalogueTab = 'types') =>
  render(<PayItemCataloguePanel tab={tab} onTabChange={() => undefined} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider
          client={
            new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
          }
        >
          <AbilityContext.Provider value={buildAbility(rules)}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </AbilityContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    ),
  });

beforeEach(async () => {
  await loadNamespaces(['payItems'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/rubros/tipolista')) return json(200, { ok: true, data: TYPES });
    if (url.endsWith('/rubros/beneficiariolista')) return json(200, { ok: true, data: PAYEES });
    if (url.endsWith('/rubros/actualizartipo') || url.endsWith('/rubros/nuevobeneficiario'))
      return json(200, { ok: true, data: {} });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: url } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});

afterEach(() => clearSession());

describe('PayItemCataloguePanel', () => {
  it('lets the payroll manager change an earning’s flags, never a deduction’s', async () => {
    renderPanel([{ action: 'manage', subject: 'Parameter' }]);
    fireEvent.click(await screen.findByTestId('edit-type-EMBARGO'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('type-legal-ref').textContent).toBe('Código de Trabajo art. 172');
    expect((within(dialog).getByRole('switch', { name: 'Aguinaldo' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(within(dialog).getByTestId('type-flags-fixed')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('edit-type-COMISION'));
    dialog = await screen.findByRole('dialog');
    const aguinaldo = within(dialog).getByRole('switch', { name: 'Aguinaldo' }) as HTMLInputElement;
    expect(aguinaldo.disabled).toBe(false);
    expect(aguinaldo.checked).toBe(true);
    fireEvent.click(aguinaldo);
    fireEvent.change(within(dialog).getByTestId('type-debitAccount'), { target: { value: '5101-04' } });
    fireEvent.click(within(dialog).getByTestId('type-submit'));
    await waitFor(() => expect(bodies('actualizartipo')).toHaveLength(1));
    expect(bodies('actualizartipo')[0]).toEqual({
      code: 'COMISION',
      name: null,
      treatment: { ccssBase: true, taxable: true, aguinaldo: false, settlementAverage: true },
      debitAccount: '5101-04',
      creditAccount: null,
      payeeId: null,
      active: true,
    });
  });

  it('checks a payee’s IBAN before sending it', async () => {
    renderPanel([{ action: 'manage', subject: 'Parameter' }], 'payees');
    expect(await screen.findByText('Juzgado de Cobro de San José')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-payee'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('payee-name'), {
      target: { value: 'Asociación Solidarista Café' },
    });
    fireEvent.change(within(dialog).getByTestId('payee-iban'), {
      target: { value: 'CR05 0152 0200 1026 2840 67' },
    });
    fireEvent.click(within(dialog).getByTestId('payee-submit'));
    expect(await within(dialog).findByText(/La cuenta IBAN no es válida/)).toBeTruthy();
    expect(bodies('nuevobeneficiario')).toEqual([]);

    fireEvent.change(within(dialog).getByTestId('payee-iban'), {
      target: { value: 'CR05 0152 0200 1026 2840 66' },
    });
    fireEvent.click(within(dialog).getByTestId('payee-submit'));
    await waitFor(() => expect(bodies('nuevobeneficiario')).toHaveLength(1));
    expect(bodies('nuevobeneficiario')[0]).toEqual({
      name: 'Asociación Solidarista Café',
      kind: 'association',
      idNumber: null,
      iban: 'CR05015202001026284066',
      active: true,
    });
  });

  it('offers no editing to a reader (the HR assistant, the auditor)', async () => {
    renderPanel([{ action: 'read', subject: 'Parameter' }]);
    expect(await screen.findByText('Préstamo de la empresa')).toBeTruthy();
    expect(screen.queryByTestId('new-type')).toBeNull();
    expect(screen.queryByTestId('edit-type-COMISION')).toBeNull();
  });
});
