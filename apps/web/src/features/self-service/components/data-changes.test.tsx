import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyData, dataChangeForm } from './my-data';

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
const IBAN = 'CR05015202001026284066';
const NEW_IBAN = 'CR89015100009876543210';
const ON_FILE = {
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  phone: '8888-1111',
  email: 'maria@example.cr',
  address: 'Del parque 100 m sur',
  bankCode: '152',
  bankName: 'Banco de Costa Rica',
  iban: IBAN,
};
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
/** My decided requests as the server lists them: newest first, each IBAN masked but for its last 4 digits. */
const HISTORY = [
  {
    ...REQUEST,
    id: 4,
    status: 'rejected',
    asked: { iban: '** **** **** **** **** 3210', bankCode: '151', bankName: null },
    previous: { iban: '** **** **** **** **** 4066', bankCode: '152', bankName: 'Banco de Costa Rica' },
    decisionReason: 'Traiga la certificación de la cuenta',
    requestedAt: '2026-11-20T15:00:00.000Z',
    decidedAt: '2026-11-21T15:00:00.000Z',
    decidedBy: 'Laura Jiménez Mora',
  },
  {
    ...REQUEST,
    id: 3,
    status: 'approved',
    asked: { phone: '7777-2222' },
    previous: { phone: '8888-0000' },
    requestedAt: '2026-10-02T15:00:00.000Z',
    decidedAt: '2026-10-03T15:00:00.000Z',
    decidedBy: 'Laura Jiménez Mora',
  },
  {
    ...REQUEST,
    id: 2,
    status: 'cancelled',
    asked: { email: 'maria.vieja@example.cr' },
    previous: { email: 'maria@example.cr' },
    requestedAt: '2026-09-02T15:00:00.000Z',
    decidedAt: '2026-09-02T16:00:00.000Z',
    decidedBy: 'María José Umaña Ureña',
  },
];
let history: unknown[] = [];

let pending: typeof REQUEST | null = null;
const calls: { path: string; body: unknown }[] = [];
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const ok = (data: unknown) => json(200, { ok: true, data });
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await loadNamespaces(['selfService'], 'cr');
  await act(() => applyLanguage('cr'));
  pending = null;
  history = [];
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    if (path === 'autoservicio/misdatos') return ok({ ...ON_FILE, pending });
    if (path === 'autoservicio/missolicitudesdatos')
      return ok({ items: pending ? [pending, ...history] : history });
    if (path === 'autoservicio/solicitarcambiodatos') {
      pending = { ...REQUEST, asked: { ...REQUEST.asked, ...(body as object) } };
      return ok({ request: pending });
    }
    if (path === 'autoservicio/cancelarcambiodatos') {
      const cancelled = { ...pending!, status: 'cancelled' };
      pending = null;
      return ok({ request: cancelled });
    }
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

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe('the request schema', () => {
  it('checks the IBAN check digits on the client as the API does, and drops blank fields', () => {
    const bad = dataChangeForm.safeParse({ iban: 'CR00015200001234567890' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['iban', 'validation.invalidIban'],
    ]);
    expect(dataChangeForm.safeParse({ phone: '', iban: 'cr05 0152 0200 1026 2840 66' }).data).toEqual({
      iban: IBAN,
      note: null,
    });
    expect(dataChangeForm.safeParse({ phone: '', email: '' }).error?.issues[0]?.message).toBe(
      'validation.atLeastOneField',
    );
  });
});

describe('my data', () => {
  it('shows my data on file, refuses a wrong IBAN before asking, sends a good one, then shows it pending', async () => {
    render(<MyData />, { wrapper: withProviders });
    expect((await screen.findByTestId('my-data-iban')).textContent).toBe('CR05 0152 0200 1026 2840 66');
    expect(screen.getByTestId('my-data-bank').textContent).toBe('Banco de Costa Rica');
    expect(screen.getByTestId('my-data-address').textContent).toBe('Del parque 100 m sur');

    fireEvent.change(screen.getByTestId('my-data-new-iban'), { target: { value: 'CR00015200001234567890' } });
    fireEvent.click(screen.getByTestId('my-data-submit'));
    expect(await screen.findByText(/La cuenta IBAN no es válida/)).toBeTruthy();
    expect(calls.some((c) => c.path === 'autoservicio/solicitarcambiodatos')).toBe(false);

    fireEvent.change(screen.getByTestId('my-data-new-iban'), { target: { value: NEW_IBAN } });
    expect(await screen.findByText(/código SINPE 151/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('my-data-submit'));
    const card = await screen.findByTestId('my-data-pending');
    expect(calls.find((c) => c.path === 'autoservicio/solicitarcambiodatos')?.body).toEqual({
      iban: NEW_IBAN,
      note: null,
    });
    expect(text(card)).toContain('CR89 0151 0000 9876 5432 10');
    expect(text(card)).toContain('avisamos del cambio de cuenta a su correo registrado');

    fireEvent.click(within(card).getByTestId('my-data-cancel'));
    await waitFor(() => expect(screen.queryByTestId('my-data-pending')).toBeNull());
    expect(calls.find((c) => c.path === 'autoservicio/cancelarcambiodatos')?.body).toEqual({ id: 5 });
    expect(await screen.findByTestId('my-data-form')).toBeTruthy();
  });
});

describe('the history of my requests', () => {
  it('shows my decided requests newest first: state, when and by whom, what was asked (IBAN masked), why', async () => {
    history = HISTORY;
    pending = { ...REQUEST };
    render(<MyData />, { wrapper: withProviders });
    const box = await screen.findByTestId('my-data-history');
    const items = within(box)
      .getAllByRole('listitem')
      .filter((li) => li.dataset.testid);
    expect(items.map((li) => li.dataset.testid)).toEqual([
      'my-data-history-4',
      'my-data-history-3',
      'my-data-history-2',
    ]);
    const rejected = text(items[0]!);
    expect(rejected).toContain('Rechazada');
    expect(rejected).toContain('Cuenta IBAN: ** **** **** **** **** 3210');
    expect(rejected).toContain('Resuelta el 21/11/2026 por Laura Jiménez Mora');
    expect(rejected).toContain('Motivo del rechazo: Traiga la certificación de la cuenta');
    expect(text(box)).not.toContain('CR89');
    expect(text(box)).toContain('solo con sus últimos 4 dígitos');
    expect(text(items[1]!)).toContain('Aprobada');
    expect(text(items[1]!)).toContain('Teléfono: 7777-2222');
    expect(text(items[2]!)).toContain('Usted la canceló el 02/09/2026');
    // The pending request shows above, with its button; not in the history.
    expect(screen.getByTestId('my-data-pending')).toBeTruthy();
    expect(within(box).queryByTestId('my-data-history-5')).toBeNull();
  });

  it('says when nothing has been decided yet', async () => {
    render(<MyData />, { wrapper: withProviders });
    const box = await screen.findByTestId('my-data-history');
    expect(text(box)).toContain('Todavía no tiene solicitudes resueltas.');
  });
});
