import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DepartmentEntry } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { CatalogEntryDialog } from './catalog-entry-dialog';

const BODEGA: DepartmentEntry = {
  id: 4,
  name: 'Bodega',
  active: true,
  employeeCount: 3,
  headEmployeeNumber: 12,
  headName: 'Ana Solano Mora',
};
const FOUND = [
  { num_empleado: 7, fullName: 'Mario Jiménez Rojas', nationalId: '109870654', status: 'active' },
  { num_empleado: 31, fullName: 'María Vargas Soto', nationalId: '207650123', status: 'active' },
];

const respond = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const callsTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SnackbarProvider>{children}</SnackbarProvider>
    </QueryClientProvider>
  </I18nextProvider>
);

/** Types into the picker as a person does: the field has the focus first. */
const type = (input: HTMLInputElement, text: string) => {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
};

const renderDialog = (entry: DepartmentEntry | null) => {
  const onClose = vi.fn();
  render(<CatalogEntryDialog open catalog="department" entry={entry} onClose={onClose} />, {
    wrapper: Providers,
  });
  return { onClose, head: screen.getByTestId('catalog-entry-head') as HTMLInputElement };
};

beforeEach(async () => {
  await loadNamespaces(['parameters'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    if (path.endsWith('/empleados/search')) return respond({ ok: true, data: FOUND });
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    return respond({
      ok: true,
      data: { ...BODEGA, ...body, headName: body.headEmployeeNumber === 31 ? 'María Vargas Soto' : null },
    });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});

afterEach(() => clearSession());

describe('CatalogEntryDialog: the department head picker', () => {
  it('shows the head by name and number, finds active employees as one types, and sends the one picked', async () => {
    const { onClose, head } = renderDialog(BODEGA);
    expect(head.value).toBe('Ana Solano Mora · N.º 12');
    type(head, 'mar');
    expect(await screen.findByText('María Vargas Soto')).toBeTruthy();
    expect(screen.getByText('N.º 31')).toBeTruthy();
    expect(callsTo('empleados/search').at(-1)).toEqual({ q: 'mar', limit: 8, status: 'active' });
    fireEvent.click(screen.getByTestId('employee-option-31'));
    expect(head.value).toBe('María Vargas Soto · N.º 31');
    fireEvent.click(screen.getByTestId('catalog-entry-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('paramPlanilla/updatedepartment')).toEqual([{ id: 4, headEmployeeNumber: 31 }]);
  });

  it('clears the head: null is sent', async () => {
    const { onClose } = renderDialog(BODEGA);
    fireEvent.click(screen.getByTitle('Quitar'));
    fireEvent.click(screen.getByTestId('catalog-entry-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('paramPlanilla/updatedepartment')).toEqual([{ id: 4, headEmployeeNumber: null }]);
  });

  it('asks nothing before something is typed; a new department without a head sends null', async () => {
    const { onClose, head } = renderDialog(null);
    expect(head.value).toBe('');
    fireEvent.mouseDown(head);
    expect(await screen.findByText('Escriba un nombre, un número o una cédula')).toBeTruthy();
    fireEvent.change(screen.getByTestId('catalog-entry-name'), { target: { value: 'Tostaduría' } });
    fireEvent.click(screen.getByTestId('catalog-entry-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo('empleados/search')).toEqual([]);
    expect(callsTo('paramPlanilla/newdepartment')).toEqual([
      { name: 'Tostaduría', headEmployeeNumber: null },
    ]);
  });

  it("shows the server's refusal of the head under the picker", async () => {
    const { onClose, head } = renderDialog(BODEGA);
    fetchMock.mockImplementation((url) =>
      String(url).endsWith('/empleados/search')
        ? respond({ ok: true, data: FOUND })
        : respond(
            {
              ok: false,
              error: {
                code: 'VALIDATION_ERROR',
                message: 'Revise los datos.',
                fields: { headEmployeeNumber: 'Elija un empleado activo de la empresa.' },
              },
            },
            400,
          ),
    );
    type(head, 'mar');
    fireEvent.click(await screen.findByTestId('employee-option-7'));
    fireEvent.click(screen.getByTestId('catalog-entry-submit'));
    expect(await screen.findByText('Elija un empleado activo de la empresa.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
