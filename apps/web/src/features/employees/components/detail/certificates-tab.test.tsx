import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext, buildAbility } from '../../../../lib/ability';
import { configureApiClient } from '../../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../../lib/i18n';
import { clearSession, startSession } from '../../../../lib/session';
import { ADMIN_LOGIN } from '../../../../test/fixtures';
import { CertificatesTab } from './certificates-tab';

const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  codeHint: `ab${id}c`,
  issueDate: '2026-11-29',
  issuedAt: '2026-11-29T15:00:00.000Z',
  issuedBy: 'María José Umaña Ureña',
  revokedAt: null,
  revokedBy: null,
  revokeReason: null,
  ...extra,
});
let items = [item(2)];
const sent: { path: string; body: unknown }[] = [];
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const ok = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ ok: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AbilityContext.Provider value={buildAbility(ADMIN_LOGIN.userData.ability)}>
        {children}
      </AbilityContext.Provider>
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await loadNamespaces(['employeeDetail'], 'cr');
  await act(() => applyLanguage('cr'));
  items = [item(2)];
  sent.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body });
    if (path === 'empleados/revocarconstancia') {
      items = [
        item(2, { revokedAt: '2026-11-30T15:00:00.000Z', revokedBy: 'Admin', revokeReason: body.reason }),
      ];
      return ok({ certificate: items[0] });
    }
    return ok({ items });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});
afterEach(() => clearSession());

describe("HR's certificates tab", () => {
  it('asks for a reason before revoking, then sends it and shows the certificate revoked', async () => {
    render(<CertificatesTab employeeNumber={7} active />, { wrapper });
    const row = await screen.findByTestId('employee-certificate-2');
    expect(row.textContent).toContain('Vigente');
    expect(screen.getByTestId('employee-certificate-issue')).toBeTruthy();
    within(row).getByTestId('employee-certificate-revoke-2').click();
    fireEvent.click(await screen.findByTestId('certificate-revoke-confirm'));
    expect(await screen.findByText(i18n.t('validation.required'))).toBeTruthy();
    expect(sent.some((s) => s.path === 'empleados/revocarconstancia')).toBe(false);
    fireEvent.change(screen.getByTestId('certificate-revoke-reason'), {
      target: { value: '  Datos viejos ' },
    });
    fireEvent.click(screen.getByTestId('certificate-revoke-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('employee-certificate-2').textContent).toContain('Datos viejos'),
    );
    expect(sent.find((s) => s.path === 'empleados/revocarconstancia')!.body).toEqual({
      id: 2,
      reason: 'Datos viejos',
    });
  });

  it('offers no issuing for an employee who is not active', async () => {
    render(<CertificatesTab employeeNumber={7} active={false} />, { wrapper });
    await screen.findByTestId('employee-certificate-2');
    expect(screen.queryByTestId('employee-certificate-issue')).toBeNull();
  });
});
