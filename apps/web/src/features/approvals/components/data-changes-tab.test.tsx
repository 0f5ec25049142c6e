import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { DataChangesTab } from './data-changes-tab';

/** The approvals inbox's data-change tab (issue 27) against a mocked API: what is on file beside what is asked. */
const IBAN = 'CR05015202001026284066';
const NEW_IBAN = 'CR89015100009876543210';
const REQUEST = {
  id: 5,
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  status: 'pending',
  asked: { iban: NEW_IBAN, bankCode: '151', bankName: null },
  previous: { iban: IBAN, bankCode: '152', bankName: 'Banco de Costa Rica' },
  current: { iban: IBAN, bankCode: '152', bankName: 'Banco de Costa Rica' },
  note: null,
  decisionReason: null,
  requestedAt: '2026-11-29T15:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
};

const calls: { path: string; body: unknown }[] = [];
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await loadNamespaces(['approvals', 'selfService'], 'cr');
  await act(() => applyLanguage('cr'));
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    if (path === 'autoservicio/bandejadatos') return json(200, { ok: true, data: { items: [REQUEST] } });
    if (path === 'autoservicio/decidirdatos') {
      const b = body as { decision: string };
      return json(200, {
        ok: true,
        data: { decided: [{ ...REQUEST, status: b.decision === 'approve' ? 'approved' : 'rejected' }] },
      });
    }
    return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
});
afterEach(() => clearSession());

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe("HR's data-change inbox", () => {
  it('shows the value on file beside the one asked, approves the selected and asks a reason to reject', async () => {
    startSession(ADMIN_LOGIN);
    render(<DataChangesTab />, { wrapper: withProviders });
    const cell = await screen.findByTestId('data-change-5-iban');
    expect(text(cell)).toContain('CR05 0152 0200 1026 2840 66 → CR89 0151 0000 9876 5432 10');
    expect(text(cell)).toContain('Banco de Costa Rica');
    const approve = screen.getByTestId('data-change-approve') as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    const [, rowBox] = screen.getAllByRole('checkbox');
    fireEvent.click(rowBox!);
    await waitFor(() => expect(approve.disabled).toBe(false));

    fireEvent.click(screen.getByTestId('data-change-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('data-change-reject-submit'));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'autoservicio/decidirdatos')).toBe(false);
    fireEvent.click(within(dialog).getByText('Cancelar'));

    fireEvent.click(approve);
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'autoservicio/decidirdatos')?.body).toEqual({
        ids: [5],
        decision: 'approve',
        reason: null,
      }),
    );
  });
});
