import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/ui/date-localization-provider';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyVacations } from './my-vacations';

/**
 * The employee's request flow on "My vacations" (issue 27), against a mocked API: dates, the live preview of the
 * days and the balance after, the request, my requests with their state, cancelling a pending one, and the
 * server's refusals in the interface language.
 */
const EMPLOYEE_LOGIN: LoginResponse = {
  ...ADMIN_LOGIN,
  userData: {
    ...ADMIN_LOGIN.userData,
    num_usuario: 9,
    role: 'employee',
    num_empleado: 7,
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Self' },
    ],
  },
};

const VACATIONS = {
  num_empleado: 7,
  hireDate: '2024-01-08',
  asOf: '2026-11-29',
  workDaysPerWeek: 5,
  daysPerPeriod: 14,
  periods: [],
  earnedDays: 28,
  accruedDays: 12.83,
  takenDays: 20,
  pendingDays: 8,
  pendingWithAccruedDays: 20.83,
  overdueDays: 0,
};
const request = (id: number, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  from: '2026-12-16',
  to: '2026-12-18',
  days: 3,
  status,
  note: null,
  decisionReason: null,
  decidedAt: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  availableDays: null,
  payrolls: [],
  approverHead: null,
  canDecide: false,
  ...extra,
});

let mine: ReturnType<typeof request>[] = [];
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const ok = (data: unknown) => json(200, { ok: true, data });
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The API as the employee sees it; `refuse` makes the request call answer an error instead. */
let refuse: { status: number; body: unknown } | null = null;
const answer = (path: string, body: Record<string, unknown>) => {
  switch (path) {
    case 'autoservicio/misvacaciones':
      return ok(VACATIONS);
    case 'autoservicio/missolicitudes':
      return ok({ items: mine });
    case 'autoservicio/previsualizarvacaciones':
      return ok({ days: 3, availableBefore: 8, availableAfter: 5, allowAdvance: false });
    case 'autoservicio/solicitarvacaciones': {
      if (refuse) return json(refuse.status, refuse.body);
      const created = request(41, 'pending', { from: body.from, to: body.to, note: body.note || null });
      mine = [created, ...mine];
      return ok({ request: created });
    }
    case 'autoservicio/cancelarsolicitud': {
      mine = mine.map((r) => (r.id === body.id ? { ...r, status: 'cancelled' } : r));
      return ok({ request: mine.find((r) => r.id === body.id) });
    }
    default:
      return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  }
};

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <DateLocalizationProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SnackbarProvider>
          <MemoryRouter>{children}</MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>
    </DateLocalizationProvider>
  </I18nextProvider>
);
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

beforeEach(async () => {
  await loadNamespaces(['selfService'], 'cr');
  await loadNamespaces(['selfService'], 'en');
  await act(() => applyLanguage('cr'));
  mine = [];
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
  startSession(EMPLOYEE_LOGIN);
});
afterEach(() => clearSession());

/** Opens the request dialog and chooses 16–18 December 2026. */
const chooseDates = async () => {
  fireEvent.click(await screen.findByTestId('vacation-request-new'));
  await screen.findByTestId('vacation-request-form');
  type('vacation-request-from', '16/12/2026');
  type('vacation-request-to', '18/12/2026');
};

describe('requesting vacation days', () => {
  it('previews the working days and the balance after, sends the request and lists it as pending', async () => {
    render(<MyVacations />, { wrapper: Providers });
    expect(await screen.findByText('Todavía no ha solicitado vacaciones.')).toBeTruthy();
    await chooseDates();
    await waitFor(() => expect(text(screen.getByTestId('vacation-request-days'))).toBe('3 días'));
    expect(text(screen.getByTestId('vacation-request-after'))).toBe('5 días');
    expect(callsTo('autoservicio/previsualizarvacaciones').at(-1)).toEqual({
      from: '2026-12-16',
      to: '2026-12-18',
    });
    type('vacation-request-note', 'Fin de año');
    fireEvent.click(screen.getByTestId('vacation-request-submit'));
    await waitFor(() => expect(screen.queryByTestId('vacation-request-form')).toBeNull());
    expect(callsTo('autoservicio/solicitarvacaciones')).toEqual([
      { from: '2026-12-16', to: '2026-12-18', note: 'Fin de año' },
    ]);
    const card = await screen.findByTestId('vacation-request-41');
    expect(text(within(card).getByTestId('vacation-request-status'))).toBe('Pendiente');
    expect(text(card)).toContain('16/12/2026 – 18/12/2026');
    expect(text(card)).toContain('Fin de año');
  });

  it('shows the server’s refusal in the user’s language and keeps the dialog open', async () => {
    refuse = {
      status: 409,
      body: {
        ok: false,
        error: {
          code: 'VACATION_BALANCE_EXCEEDED',
          message: 'x',
          params: { num_empleado: 7, requested: 3, available: 2 },
        },
      },
    };
    render(<MyVacations />, { wrapper: Providers });
    await chooseDates();
    await screen.findByTestId('vacation-request-days');
    fireEvent.click(screen.getByTestId('vacation-request-submit'));
    const error = await screen.findByTestId('vacation-request-error');
    expect(text(error)).toMatch(/saldo|vacaciones/i);
    expect(text(error)).not.toBe('x');
    expect(screen.getByTestId('vacation-request-form')).toBeTruthy();
  });

  it('refuses a from after the to before asking the server', async () => {
    render(<MyVacations />, { wrapper: Providers });
    fireEvent.click(await screen.findByTestId('vacation-request-new'));
    type('vacation-request-from', '18/12/2026');
    type('vacation-request-to', '16/12/2026');
    expect(
      await within(screen.getByTestId('vacation-request-preview')).findByText(
        'La fecha final no puede ser anterior a la inicial.',
      ),
    ).toBeTruthy();
    expect(callsTo('autoservicio/previsualizarvacaciones')).toEqual([]);
  });
});

describe('my requests', () => {
  it('shows each state, the reason of a rejection, and cancels a pending one', async () => {
    mine = [
      request(3, 'pending'),
      request(2, 'rejected', { decisionReason: 'Cierre de inventario', decidedAt: '2026-11-20T12:00:00Z' }),
      request(1, 'approved', { decidedAt: '2026-11-10T12:00:00Z' }),
    ];
    render(<MyVacations />, { wrapper: Providers });
    const rejected = await screen.findByTestId('vacation-request-2');
    expect(text(within(rejected).getByTestId('vacation-request-reason'))).toBe(
      'Motivo del rechazo: Cierre de inventario',
    );
    expect(within(rejected).queryByTestId('vacation-request-cancel')).toBeNull();
    expect(
      text(within(screen.getByTestId('vacation-request-1')).getByTestId('vacation-request-status')),
    ).toBe('Aprobada');
    fireEvent.click(within(screen.getByTestId('vacation-request-3')).getByTestId('vacation-request-cancel'));
    fireEvent.click(await screen.findByTestId('cancel-request-confirm'));
    await waitFor(() =>
      expect(
        text(within(screen.getByTestId('vacation-request-3')).getByTestId('vacation-request-status')),
      ).toBe('Cancelada'),
    );
    expect(callsTo('autoservicio/cancelarsolicitud')).toEqual([{ id: 3 }]);
  });

  it('speaks English', async () => {
    await act(() => applyLanguage('en'));
    mine = [request(2, 'rejected', { decisionReason: 'Stocktaking' })];
    render(<MyVacations />, { wrapper: Providers });
    expect(text(await screen.findByTestId('vacation-request-reason'))).toBe(
      'Reason for the rejection: Stocktaking',
    );
    expect(screen.getByText('Request vacation')).toBeTruthy();
  });
});
