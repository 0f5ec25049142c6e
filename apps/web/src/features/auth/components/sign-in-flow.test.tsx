import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { clearSession, getSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { SignInFlow } from './sign-in-flow';

const respond = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const COMPANY = { num_empresa: 1, name: 'Café La Montaña S.A.', legalId: '3-101-123456' };

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const calls = () => fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/api\//, ''));
const bodyOf = (index: number) => JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body)) as unknown;

const renderFlow = () => {
  const onSignedIn = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SignInFlow onSignedIn={onSignedIn} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onSignedIn };
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('sign-in-submit'));

beforeEach(async () => {
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
});

afterEach(() => clearSession());

describe('the sign-in form (no form library)', () => {
  it('explains every refused field before calling the server, puts the focus on the first, re-checks as it changes', async () => {
    renderFlow();
    submit();
    expect(await screen.findByText(VALIDATION_MESSAGES.es.userCodeFormat)).toBeTruthy();
    expect(screen.getByText(VALIDATION_MESSAGES.es.required)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('sign-in-user'));
    expect(fetchMock).not.toHaveBeenCalled();

    // After a first submit each field is checked again as it changes; the other keeps its message.
    type('sign-in-user', 'ad');
    expect(screen.getByText(VALIDATION_MESSAGES.es.userCodeFormat)).toBeTruthy();
    type('sign-in-user', 'admin');
    expect(screen.queryByText(VALIDATION_MESSAGES.es.userCodeFormat)).toBeNull();
    expect(screen.getByText(VALIDATION_MESSAGES.es.required)).toBeTruthy();
    type('sign-in-password', 'x');
    expect(screen.queryByText(VALIDATION_MESSAGES.es.required)).toBeNull();
  });

  it('says so when the user or the password is wrong, and focuses the password', async () => {
    fetchMock.mockImplementation(() => respond(200, { ok: true, data: [] }));
    renderFlow();
    type('sign-in-user', 'admin');
    type('sign-in-password', 'not-the-password');
    submit();
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(
      i18n.t('auth.signIn.wrongCredentials'),
    );
    expect(document.activeElement).toBe(screen.getByTestId('sign-in-password'));
    expect(getSession()).toBeNull();
  });

  it('shows the lock-out in the interface language, from the contracts’ catalogue', async () => {
    fetchMock.mockImplementation(() =>
      respond(429, { ok: false, error: { code: 'RATE_LIMITED', message: 'server text' } }),
    );
    renderFlow();
    type('sign-in-user', 'admin');
    type('sign-in-password', 'wrong');
    submit();
    expect((await screen.findByTestId('sign-in-error')).textContent).toBe(ERROR_MESSAGES.es.RATE_LIMITED);
  });

  it('enters the only company with the code as the contract reads it, stores the session and says so', async () => {
    fetchMock.mockImplementation((input) =>
      String(input).endsWith('companiesuser')
        ? respond(200, { ok: true, data: [COMPANY] })
        : respond(200, { ok: true, data: ADMIN_LOGIN }),
    );
    const { onSignedIn } = renderFlow();
    type('sign-in-user', '  Admin ');
    type('sign-in-password', 'Planilla-Demo-2026');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual(['authPlanilla/companiesuser', 'authPlanilla']);
    expect(bodyOf(0)).toEqual({ cod_usuario: 'admin', clave: 'Planilla-Demo-2026' });
    expect(bodyOf(1)).toEqual({ cod_usuario: 'admin', clave: 'Planilla-Demo-2026', num_empresa: 1 });
    expect(getSession()?.token).toBe(ADMIN_LOGIN.token);
  });
});
