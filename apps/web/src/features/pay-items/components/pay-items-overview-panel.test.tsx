import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AbilityRule } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { PayItemsOverviewPanel } from './pay-items-overview-panel';
import { ITEMS } from './test-data';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/api/rubros/${path}`));
const bodies = (path: string) =>
  calls(path).map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as unknown);

const OVERVIEW = { items: ITEMS, totals: { balance: 140_000_000, deferred: 2_500_000, items: 2 } };
let importAnswers: unknown[] = [];

const renderPanel = (
  rules: AbilityRule[],
  itemClass: 'embargo' | null = null,
  onItemClassChange = vi.fn(),
) => {
  render(<PayItemsOverviewPanel itemClass={itemClass} onItemClassChange={onItemClassChange} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider
            client={
              new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
            }
          >
            <AbilityContext.Provider value={buildAbility(rules)}>
              <SnackbarProvider>{children}</SnackbarProvider>
            </AbilityContext.Provider>
          </QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>
    ),
  });
  return { onItemClassChange };
};

beforeEach(async () => {
  await loadNamespaces(['payItems'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  importAnswers = [];
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/rubros/resumen')) return json(200, { ok: true, data: OVERVIEW });
    if (url.endsWith('/rubros/importar')) return json(200, { ok: true, data: importAnswers.shift() });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: url } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
});

afterEach(() => clearSession());

describe('PayItemsOverviewPanel', () => {
  it('shows the orders and loans in force with the totals, each employee linked to their tab', async () => {
    renderPanel([{ action: 'read', subject: 'Employee' }]);
    expect((await screen.findByTestId('overview-items')).textContent).toBe('2');
    expect(screen.getByTestId('overview-balance').textContent).toMatch(/₡1\s400\s000,00/);
    expect(screen.getByTestId('overview-deferred').textContent).toMatch(/₡25\s000,00/);
    const links = await screen.findAllByRole('link', { name: 'María Fernanda Rojas Solano' });
    expect(links[0]?.getAttribute('href')).toBe('/payroll/personaldata/employees/12?tab=payItems');
    expect(screen.getByText('25-001234-1170-CJ')).toBeTruthy();
    expect(screen.getByText('Máximo legal (art. 172)')).toBeTruthy();
    expect(bodies('resumen')[0]).toEqual({ includeEnded: false });
    // Reading is all the auditor does here: no import.
    expect(screen.queryByTestId('import-pay-items')).toBeNull();
  });

  it('filters by class through the caller and asks for that class', async () => {
    const { onItemClassChange } = renderPanel([{ action: 'read', subject: 'Employee' }], 'embargo');
    await screen.findByTestId('overview-items');
    expect(bodies('resumen')[0]).toEqual({ classes: ['embargo'], includeEnded: false });
    fireEvent.change(screen.getByTestId('overview-class'), { target: { value: 'advance' } });
    expect(onItemClassChange).toHaveBeenCalledWith('advance');
    fireEvent.change(screen.getByTestId('overview-class'), { target: { value: '' } });
    expect(onItemClassChange).toHaveBeenCalledWith(null);
  });

  it('imports a file: the dry run lists the row errors and blocks the import; a clean file is imported', async () => {
    importAnswers = [
      {
        dryRun: true,
        rows: 3,
        valid: 2,
        imported: 0,
        errors: [
          {
            row: 3,
            column: 'referencia',
            code: 'VALIDATION_ERROR',
            message: 'Falta el número de expediente.',
          },
        ],
      },
      { dryRun: true, rows: 3, valid: 3, imported: 0, errors: [] },
      { dryRun: false, rows: 3, valid: 3, imported: 3, errors: [] },
    ];
    renderPanel([{ action: 'manage', subject: 'Employee' }]);
    fireEvent.click(await screen.findByTestId('import-pay-items'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('import-columns').textContent).toContain('num_empleado');
    const file = new File(['num_empleado,codigo,desde\n12,EMBARGO,2026-11-01\n'], 'rubros.csv', {
      type: 'text/csv',
    });
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [file] } });
    expect(within(dialog).getByTestId('import-file-name').textContent).toBe('rubros.csv');
    expect((within(dialog).getByTestId('import-save') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByTestId('import-check'));
    const row = await within(dialog).findByTestId('import-error-row');
    expect(row.textContent).toContain('referencia');
    expect(row.textContent).toContain('Falta el número de expediente.');
    expect((within(dialog).getByTestId('import-save') as HTMLButtonElement).disabled).toBe(true);
    const [, init] = calls('importar')[0] ?? [];
    const form = init?.body as FormData;
    expect(form.get('dryRun')).toBe('true');
    expect((form.get('archivo') as File).name).toBe('rubros.csv');

    fireEvent.click(within(dialog).getByTestId('import-check'));
    expect(await within(dialog).findByTestId('import-clean')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('import-save'));
    expect(await screen.findByText('3 rubros importados.')).toBeTruthy();
    expect((calls('importar')[2]?.[1]?.body as FormData).get('dryRun')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
