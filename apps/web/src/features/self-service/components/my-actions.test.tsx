import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { LoginResponse, MyActionItem } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import type { Language } from '../../../lib/settings';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyActions } from './my-actions';

/** My incapacities and actions (issue 27), read only, against a mocked API. */
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

const action = (rangeId: number, extra: Partial<MyActionItem>): MyActionItem => ({
  rangeId,
  kind: 'vacation',
  from: '2026-11-02',
  to: '2026-11-03',
  days: 2,
  state: 'ended',
  disabilityType: null,
  disabilityCertificate: null,
  note: null,
  payers: [],
  payrolls: [],
  registeredAt: '2026-10-30T15:00:00.000Z',
  ...extra,
});
const ILLNESS = action(3, {
  kind: 'disability',
  from: '2026-11-10',
  to: '2026-11-19',
  days: 10,
  state: 'in_progress',
  disabilityType: 'ccss_illness',
  disabilityCertificate: 'CCSS-0458213',
  note: 'Cuadro gripal',
  payers: [
    { payer: 'employer', from: '2026-11-10', to: '2026-11-12', days: 3 },
    { payer: 'ccss', from: '2026-11-13', to: '2026-11-19', days: 7 },
  ],
  payrolls: [
    {
      payrollId: 61,
      periodicity: 'fortnightly',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      closed: true,
    },
    {
      payrollId: 62,
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
      closed: false,
    },
  ],
});
const SUSPENSION = action(2, {
  kind: 'suspension',
  from: '2026-12-01',
  to: '2026-12-01',
  days: 1,
  state: 'upcoming',
  note: 'Llegadas tardías reiteradas',
});
const VACATION = action(1, {});

let items: MyActionItem[] = [];
const calls: string[] = [];
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);
const show = async (language: Language) => {
  await loadNamespaces(['selfService', 'dailyRegister'], language);
  await act(() => applyLanguage(language));
  const router = createMemoryRouter([{ path: '/', element: <MyActions /> }]);
  render(<RouterProvider router={router} />, { wrapper: withProviders });
  return screen.findByTestId('my-actions');
};
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  items = [];
  calls.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = String(input).replace(/^.*\/api\//, '');
    calls.push(path);
    if (path === 'autoservicio/misacciones') return json(200, { ok: true, data: { items } });
    return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(EMPLOYEE_LOGIN);
});
afterEach(async () => {
  clearSession();
  await act(() => applyLanguage('cr'));
});

describe('my incapacities and actions', () => {
  it('shows an incapacity with its certificate, who pays which days and its payrolls; then the other actions', async () => {
    items = [SUSPENSION, ILLNESS, VACATION];
    const page = await show('cr');
    const disability = within(screen.getByTestId('my-actions-disabilities')).getByTestId('my-action-3');
    const card = text(disability);
    expect(card).toContain('Enfermedad (CCSS)');
    expect(card).toContain('En curso');
    expect(card).toContain('10/11/2026 – 19/11/2026 · 10 días naturales');
    expect(card).toContain('CCSS-0458213');
    expect(card).toContain('Cuadro gripal');
    expect(text(within(disability).getByTestId('my-action-payer-employer'))).toBe(
      'La empresa10/11/2026 – 12/11/2026 · 3 días naturales',
    );
    expect(text(within(disability).getByTestId('my-action-payer-ccss'))).toContain('La CCSS (subsidio)');
    // A closed payroll links to my payslip; an open one does not.
    const links = within(disability).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/selfservice/payslips/61']);
    expect(card).toContain('Planilla quincenal');

    const others = screen.getByTestId('my-actions-others');
    expect(
      within(others)
        .getAllByRole('listitem')
        .filter((li) => li.dataset.testid).length,
    ).toBe(2);
    const suspension = text(within(others).getByTestId('my-action-2'));
    expect(suspension).toContain('Suspensión sin goce');
    expect(suspension).toContain('Próxima');
    expect(suspension).toContain('1 día hábil');
    expect(suspension).toContain('Motivo');
    expect(suspension).toContain('Llegadas tardías reiteradas');
    expect(text(within(others).getByTestId('my-action-1'))).toContain('Vacaciones');
    expect(text(page)).not.toContain('dailyRegister.');
    expect(calls).toEqual(['autoservicio/misacciones']);
  });

  it('says so when there is nothing, in English', async () => {
    const page = await show('en');
    expect(text(page)).toContain('You have no incapacities on record.');
    expect(text(page)).toContain('You have no other personal actions on record.');
  });

  it('words an incapacity in English from the same catalogues', async () => {
    items = [ILLNESS];
    await show('en');
    const card = text(screen.getByTestId('my-action-3'));
    expect(card).toContain('Illness (CCSS)');
    expect(card).toContain('In progress');
    expect(card).toContain('10 calendar days');
    expect(card).toContain('The company');
    expect(card).toContain('Fortnightly payroll');
    expect(card).toContain('Open the payslip');
  });
});
