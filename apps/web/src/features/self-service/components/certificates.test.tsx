import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { LoginResponse, SalaryCertificateStatement } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/router';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { MyCertificates } from './my-certificates';

const EMPLOYEE_LOGIN: LoginResponse = {
  ...ADMIN_LOGIN,
  userData: {
    ...ADMIN_LOGIN.userData,
    num_usuario: 9,
    cod_usuario: '616782729',
    name: 'María José Umaña Ureña',
    role: 'employee',
    num_empleado: 7,
    ability: [
      { action: 'read', subject: 'Auth' },
      { action: 'manage', subject: 'Self' },
    ],
  },
};

const STATEMENT: SalaryCertificateStatement = {
  company: { name: 'Café La Montaña S.A.', legalId: '3-101-123456' },
  employee: {
    num_empleado: 7,
    fullName: 'María José Umaña Ureña',
    nationalId: '616782729',
    hireDate: '2024-01-08',
    position: 'Barista',
  },
  ordinarySalary: 34_000_000,
  averages: [
    { months: 3, from: '2026-08', to: '2026-10', monthsPaid: 3, gross: 34_000_000, net: 30_317_800 },
    { months: 6, from: '2026-05', to: '2026-10', monthsPaid: 6, gross: 34_000_000, net: 30_317_800 },
  ],
  deductions: [
    {
      kind: 'alimony',
      reference: '19-000123-0187-PA',
      valueType: 'amount',
      amount: 5_000_000,
      rate: null,
      lastWithheld: 5_000_000,
    },
  ],
  issueDate: '2026-11-29',
  language: 'es',
};
const CODE = 'U5at9HayZKwScJUo38_Hhr-QcbG-gxNa';
const item = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  num_empleado: 7,
  fullName: 'María José Umaña Ureña',
  codeHint: `x${id}yz`,
  issueDate: '2026-11-29',
  issuedAt: '2026-11-29T15:00:00.000Z',
  issuedBy: 'María José Umaña Ureña',
  revokedAt: null,
  revokedBy: null,
  revokeReason: null,
  ...extra,
});

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const ok = (data: unknown) => json(200, { ok: true, data });

let certificates = [
  item(2),
  item(1, { revokedAt: '2026-11-20T15:00:00.000Z', revokeReason: 'Datos viejos' }),
];
let verification: unknown = { valid: true, issuedAt: '2026-11-29T15:00:00.000Z', statement: STATEMENT };
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const called: { path: string; headers: Record<string, string>; body: unknown }[] = [];

const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

const withProviders = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {children}
    </QueryClientProvider>
  </I18nextProvider>
);

beforeEach(async () => {
  await loadNamespaces(['selfService'], 'cr');
  await act(() => applyLanguage('cr'));
  called.length = 0;
  certificates = [item(2), item(1, { revokedAt: '2026-11-20T15:00:00.000Z', revokeReason: 'Datos viejos' })];
  verification = { valid: true, issuedAt: '2026-11-29T15:00:00.000Z', statement: STATEMENT };
  fetchMock.mockReset();
  fetchMock.mockImplementation((input, init) => {
    const path = String(input).replace(/^.*\/api\//, '');
    called.push({
      path,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (path === 'autoservicio/constancia') {
      certificates = [item(3), ...certificates];
      return Promise.resolve(
        new Response(new Blob(['%PDF-1.4']), {
          status: 200,
          headers: {
            'content-disposition': 'attachment; filename="constancia-salarial-2026-11-29-00007.pdf"',
          },
        }),
      );
    }
    if (path === 'autoservicio/misconstancias') return ok({ items: certificates });
    if (path === 'publico/verificarconstancia') return ok(verification);
    return json(403, { ok: false, error: { code: 'FORBIDDEN', message: path } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
});

// The routed screens use the app's query client (`WithQueries` in the router): nothing cached carries over.
afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('my salary certificates', () => {
  it('lists mine with their state, and issuing one saves its PDF and shows it in the list', async () => {
    startSession(EMPLOYEE_LOGIN);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <MyCertificates /> }])} />, {
      wrapper: withProviders,
    });
    const list = await screen.findByTestId('my-certificates');
    expect(text(within(list).getByTestId('my-certificate-2'))).toContain('Vigente');
    expect(text(within(list).getByTestId('my-certificate-2'))).toContain('Código terminado en …x2yz');
    const revoked = text(within(list).getByTestId('my-certificate-1'));
    expect(revoked).toContain('Revocada');
    expect(revoked).toContain('Datos viejos');

    screen.getByTestId('certificate-issue').click();
    await waitFor(() => expect(saved).toEqual(['constancia-salarial-2026-11-29-00007.pdf']));
    expect(await screen.findByTestId('certificate-issued')).toBeTruthy();
    expect(await screen.findByTestId('my-certificate-3')).toBeTruthy();
    // The call names nobody: the server answers for the signed-in employee only.
    expect(called.find((c) => c.path === 'autoservicio/constancia')!.body).toEqual({});
  });
});

describe('the public verification page', () => {
  const open = (path: string) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(<RouterProvider router={router} />, { wrapper: withProviders });
    return router;
  };

  it('needs no sign-in, shows a genuine certificate and exactly what it states, and nothing of the app', async () => {
    const router = open(`/verificar/${CODE}`);
    const valid = await screen.findByTestId('certificate-valid', {}, { timeout: 20_000 });
    expect(text(valid)).toContain('Constancia auténtica y vigente');
    expect(router.state.location.pathname).toBe(`/verificar/${CODE}`);
    const statement = text(screen.getByTestId('certificate-statement'));
    expect(statement).toContain(
      'María José Umaña Ureña, cédula 616782729, labora para la empresa desde el 8 de enero de 2024.',
    );
    expect(statement).toContain('Barista');
    expect(statement).toContain('₡340 000,00');
    expect(statement).toContain(
      'Pensión alimentaria (expediente 19-000123-0187-PA): ₡50 000,00 por planilla',
    );
    // Only the public call, without credentials; no menu, no link into the app.
    expect(called.map((c) => c.path)).toEqual(['publico/verificarconstancia']);
    expect(called[0]!.body).toEqual({ code: CODE });
    expect(Object.keys(called[0]!.headers).map((h) => h.toLowerCase())).not.toContain('x-token');
    expect(screen.queryByTestId('vertical-menu')).toBeNull();
    expect([...document.querySelectorAll('a')].filter((a) => a.getAttribute('href'))).toEqual([]);
  });

  it('says plainly that an unknown or revoked code is not valid, in English too', async () => {
    verification = { valid: false };
    await loadNamespaces(['selfService'], 'en');
    await act(() => applyLanguage('en'));
    open(`/verificar/${CODE}`);
    const invalid = await screen.findByTestId('certificate-invalid', {}, { timeout: 20_000 });
    expect(text(invalid)).toContain('Certificate not valid');
    expect(screen.queryByTestId('certificate-statement')).toBeNull();
  });
});
