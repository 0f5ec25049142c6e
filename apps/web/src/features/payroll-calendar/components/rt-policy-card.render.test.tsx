import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { abilityRulesFor, type RtPoliciesResponse, type Role } from '@planilla/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/ui/date-localization-provider';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { RtPolicyCard } from './rt-policy-card';

const VERSION = {
  effectiveFrom: '2025-01-01',
  policyNumber: 'RT-0417236',
  rate: 250,
  activity: 'Cultivo y beneficiado de café',
  updatedAt: '2026-01-05T15:00:00.000Z',
  updatedBy: 'planillas',
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
let policies: RtPoliciesResponse;

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/paramPlanilla/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderCard = (role: Role) =>
  render(<RtPolicyCard />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <AbilityContext.Provider value={buildAbility(abilityRulesFor(role))}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <DateLocalizationProvider>
              <MemoryRouter>{children}</MemoryRouter>
            </DateLocalizationProvider>
          </QueryClientProvider>
        </AbilityContext.Provider>
      </I18nextProvider>
    ),
  });

beforeEach(async () => {
  await loadNamespaces(['payrollCalendar', 'validation'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  policies = { inForce: VERSION, items: [VERSION] };
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/rtpolicies')) return json(200, { ok: true, data: policies });
    if (url.endsWith('/savertpolicy')) return json(200, { ok: true, data: policies });
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

describe('RtPolicyCard', () => {
  it('shows the policy in force and saves a version with the rate typed in percent, sent in basis points', async () => {
    renderCard('payroll_manager');
    expect((await screen.findByTestId('rt-policy-in-force')).textContent).toBe(
      'Póliza vigente: RT-0417236, tasa 2,50 %, desde el 01/01/2025.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar la versión desde el 01/01/2025' }));
    const rate = screen.getByTestId('rt-rate') as HTMLInputElement;
    await waitFor(() => expect(rate.value).toBe('2,50'));

    // Out of range: the contract's message, nothing sent.
    fireEvent.change(rate, { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('rt-save'));
    expect(
      await screen.findByText('La tasa de la póliza de riesgos del trabajo debe estar entre 0,01 % y 25 %.'),
    ).toBeTruthy();
    expect(sentTo('savertpolicy')).toEqual([]);

    fireEvent.change(rate, { target: { value: '1,75' } });
    fireEvent.click(screen.getByTestId('rt-save'));
    await waitFor(() =>
      expect(sentTo('savertpolicy')).toEqual([
        {
          effectiveFrom: '2025-01-01',
          policyNumber: 'RT-0417236',
          rate: 175,
          activity: 'Cultivo y beneficiado de café',
        },
      ]),
    );
  });

  it('warns when the company has no policy; the auditor reads it without the form', async () => {
    policies = { inForce: null, items: [] };
    renderCard('auditor');
    expect((await screen.findByTestId('rt-policy-missing')).textContent).toMatch(
      /no tiene póliza de riesgos del trabajo vigente/,
    );
    expect(screen.queryByTestId('rt-policy-form')).toBeNull();
  });
});
