import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { NewUserDialog } from './new-user-dialog';
import { ADMIN_LOGIN as LOGIN } from '../../../test/fixtures';

const CREATED = {
  num_usuario: 9,
  cod_usuario: 'mvargas',
  name: 'María Vargas',
  email: 'maria@example.cr',
  role: 'hr_assistant',
  active: true,
  lastLoginAt: null,
  createdAt: '2026-11-22T10:00:00.000Z',
};

const respond = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  </I18nextProvider>
);

const renderDialog = () => {
  const onClose = vi.fn();
  render(<NewUserDialog open onClose={onClose} companyName="Café La Montaña S.A." />, { wrapper: Providers });
  return { onClose };
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const chooseRole = async (label: string) => {
  fireEvent.mouseDown(screen.getByTestId('new-user-role'));
  const listbox = await screen.findByRole('listbox');
  fireEvent.click(within(listbox).getByText(label));
};

const submit = () => fireEvent.click(screen.getByTestId('new-user-submit'));
const typePassword = () => fireEvent.click(screen.getByTestId('new-user-mode-typed'));

const fillValid = async ({ password = true } = {}) => {
  type('new-user-code', '  MVargas ');
  type('new-user-name', 'María Vargas');
  type('new-user-email', 'Maria@Example.CR');
  if (password) {
    typePassword();
    type('new-user-password', 'Cafetal-2026!');
  }
  await chooseRole('Asistente de recursos humanos');
};

beforeEach(async () => {
  await loadNamespaces(['users'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(LOGIN);
});

afterEach(() => {
  clearSession();
});

describe('NewUserDialog', () => {
  it('shows every rule of the contract schema in Spanish and sends nothing', async () => {
    renderDialog();
    typePassword();
    submit();

    expect(
      await screen.findByText('Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.'),
    ).toBeTruthy();
    expect(screen.getByText('El texto es demasiado corto.')).toBeTruthy();
    expect(
      screen.getByText('Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.'),
    ).toBeTruthy();
    expect(screen.getByText('Elija el rol del usuario.')).toBeTruthy();
    expect(screen.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a password of letters only and a malformed user code', async () => {
    renderDialog();
    typePassword();
    type('new-user-code', 'ana maría');
    type('new-user-password', 'solamenteletras');
    submit();
    expect(
      await screen.findByText('La contraseña debe combinar letras con números o símbolos.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the messages in English when the interface is in English', async () => {
    await loadNamespaces(['users'], 'en');
    await act(() => applyLanguage('en'));
    renderDialog();
    typePassword();
    submit();
    expect(await screen.findByText('The password must have at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('The text is too short.')).toBeTruthy();
    expect(
      screen.getByText('Use 3 to 30 characters: letters, digits, dot, dash or underscore.'),
    ).toBeTruthy();
    expect(screen.getByText("Choose the user's role.")).toBeTruthy();
  });

  it('sends the normalized user and closes on success', async () => {
    fetchMock.mockImplementation(() => respond(200, { ok: true, data: CREATED }));
    const { onClose } = renderDialog();
    await fillValid();
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/usuarios/new');
    expect(JSON.parse(String(init?.body))).toEqual({
      cod_usuario: 'mvargas',
      name: 'María Vargas',
      email: 'maria@example.cr',
      role: 'hr_assistant',
      clave: 'Cafetal-2026!',
    });
  });

  it('by default asks for no password: the new user gets an e-mail to choose it', async () => {
    fetchMock.mockImplementation(() => respond(200, { ok: true, data: CREATED }));
    const { onClose } = renderDialog();
    expect(screen.queryByTestId('new-user-password')).toBeNull();
    expect(screen.getByText('El enlace vale 72 horas. Nadie más conocerá su contraseña.')).toBeTruthy();
    await fillValid({ password: false });
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      cod_usuario: 'mvargas',
      name: 'María Vargas',
      email: 'maria@example.cr',
      role: 'hr_assistant',
    });
  });

  it('puts a taken user code on its field', async () => {
    fetchMock.mockImplementation(() =>
      respond(409, { ok: false, error: { code: 'USER_CODE_TAKEN', message: 'El código ya existe.' } }),
    );
    const { onClose } = renderDialog();
    await fillValid();
    submit();

    expect(await screen.findByText('Ya existe un usuario con ese código.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('maps the server field errors onto the form', async () => {
    fetchMock.mockImplementation(() =>
      respond(400, {
        ok: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos',
          fields: { email: 'El dominio del correo no recibe mensajes.' },
        },
      }),
    );
    renderDialog();
    await fillValid();
    submit();

    expect(await screen.findByText('El dominio del correo no recibe mensajes.')).toBeTruthy();
    expect(screen.getByTestId('new-user-email').getAttribute('aria-invalid')).toBe('true');
  });
});
