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
import { ApprovalsPanel } from './approvals-panel';

/**
 * The approvals inbox (issue 27) against a mocked API: the vacation tab lists the requests with their balance and
 * payrolls; only those the caller decides can be ticked; several are approved in one call, or rejected with a
 * reason; the outcome shows and the list reads again.
 */
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  num_empleado: 100 + id,
  fullName: `Empleado ${id}`,
  from: '2026-12-16',
  to: '2026-12-18',
  days: 3,
  status: 'pending',
  note: null,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  availableDays: 5,
  payrolls: [{ payrollId: 9, periodStart: '2026-12-01', periodEnd: '2026-12-31' }],
  approverHead: null,
  canDecide: true,
  ...extra,
});

let pending: ReturnType<typeof item>[] = [];
let refuse: { status: number; body: unknown } | null = null;
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const answer = (
  path: string,
  body: { status?: string; ids?: number[]; decision?: string; reason?: string },
) => {
  if (path === 'autoservicio/bandeja')
    return json(200, { ok: true, data: { items: body.status === 'decided' ? [] : pending } });
  if (path === 'autoservicio/decidir') {
    if (refuse) return json(refuse.status, refuse.body);
    const decided = pending
      .filter((r) => body.ids!.includes(r.id))
      .map((r) => ({
        ...r,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
        canDecide: false,
      }));
    pending = pending.filter((r) => !body.ids!.includes(r.id));
    return json(200, { ok: true, data: { decided } });
  }
  return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
};

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  </I18nextProvider>
);
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');
const rowOf = (id: number) => document.querySelector(`[data-id="${id}"]`)!;
const tick = (id: number) => fireEvent.click(within(rowOf(id) as HTMLElement).getByRole('checkbox'));

beforeEach(async () => {
  await loadNamespaces(['approvals'], 'cr');
  await loadNamespaces(['approvals'], 'en');
  await act(() => applyLanguage('cr'));
  pending = [item(1), item(2), item(3, { approverHead: 'Ana Jefa', canDecide: false })];
  refuse = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) =>
    answer(String(input).replace(/^.*\/api\//, ''), JSON.parse(String(init?.body ?? '{}'))),
  );
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => (i18n.language === 'en' ? 'en' : 'es-CR'),
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});
afterEach(() => clearSession());

describe('the approvals inbox', () => {
  it('lists the pending requests with the balance, the payroll and who approves; only mine can be ticked', async () => {
    render(<ApprovalsPanel />, { wrapper: Providers });
    expect(text(await screen.findByTestId('approvals-tab-vacations'))).toBe('Vacaciones');
    await waitFor(() => expect(rowOf(1)).toBeTruthy());
    expect(text(rowOf(1))).toContain('Empleado 1');
    expect(text(rowOf(1))).toContain('16/12/2026 – 18/12/2026');
    expect(text(rowOf(1))).toContain('01/12/2026 – 31/12/2026');
    expect(text(rowOf(1))).toContain('Recursos Humanos');
    expect(text(rowOf(3))).toContain('Ana Jefa');
    expect(
      within(rowOf(3) as HTMLElement)
        .getByRole('checkbox')
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(callsTo('autoservicio/bandeja')).toEqual([{ status: 'pending' }]);
  });

  it('approves several in one call and says so', async () => {
    render(<ApprovalsPanel />, { wrapper: Providers });
    await waitFor(() => expect(rowOf(1)).toBeTruthy());
    expect(screen.getByTestId('approvals-approve').hasAttribute('disabled')).toBe(true);
    tick(1);
    tick(2);
    expect(text(screen.getByTestId('approvals-approve'))).toBe('Aprobar (2)');
    fireEvent.click(screen.getByTestId('approvals-approve'));
    fireEvent.click(await screen.findByTestId('decide-submit'));
    expect(text(await screen.findByTestId('approvals-outcome'))).toBe(
      '2 solicitudes aprobadas: sus días ya están en el registro diario.',
    );
    expect(callsTo('autoservicio/decidir')).toEqual([{ ids: [1, 2], decision: 'approve', reason: '' }]);
    await waitFor(() => expect(rowOf(1)).toBeNull());
  });

  it('asks the reason of a rejection before sending it', async () => {
    render(<ApprovalsPanel />, { wrapper: Providers });
    await waitFor(() => expect(rowOf(2)).toBeTruthy());
    tick(2);
    fireEvent.click(screen.getByTestId('approvals-reject'));
    fireEvent.click(await screen.findByTestId('decide-submit'));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(callsTo('autoservicio/decidir')).toEqual([]);
    fireEvent.change(screen.getByTestId('decide-reason'), { target: { value: 'Cierre de inventario' } });
    fireEvent.click(screen.getByTestId('decide-submit'));
    expect(text(await screen.findByTestId('approvals-outcome'))).toBe('Solicitud rechazada.');
    expect(callsTo('autoservicio/decidir')).toEqual([
      { ids: [2], decision: 'reject', reason: 'Cierre de inventario' },
    ]);
  });

  it('shows a refusal in the dialog, in English too', async () => {
    await act(() => applyLanguage('en'));
    refuse = {
      status: 409,
      body: { ok: false, error: { code: 'VACATION_REQUEST_DECIDED', message: 'x' } },
    };
    render(<ApprovalsPanel />, { wrapper: Providers });
    await waitFor(() => expect(rowOf(1)).toBeTruthy());
    tick(1);
    fireEvent.click(screen.getByTestId('approvals-approve'));
    fireEvent.click(await screen.findByTestId('decide-submit'));
    expect(text(await screen.findByTestId('decide-error'))).toBe(
      'The request has already been decided or cancelled: it takes no changes.',
    );
  });
});
