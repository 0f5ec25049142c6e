import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_BANK_LAYOUTS } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { PaymentSummaryPanel } from './payment-summary-panel';

const PAYROLL = {
  payrollId: 7,
  kind: 'regular',
  periodicity: 'fortnightly',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-15',
  payDate: '2026-11-13',
  sequence: 21,
  status: 'paid',
  employeeCount: 3,
  reviewedCount: 3,
  inputsVersion: 3,
  calculatedInputsVersion: 3,
  needsRecalculation: false,
  payDateEditable: false,
  projectedAt: null,
  projectedBy: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const SUMMARY = {
  payroll: {
    payrollId: 7,
    periodicity: 'fortnightly',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-15',
    payDate: '2026-11-13',
    status: 'paid',
  },
  groups: [
    { bankCode: '152', bankName: 'Banco de Costa Rica', method: 'transfer', employees: 2, net: 50_000_00 },
    { bankCode: null, bankName: null, method: 'no_account', employees: 1, net: 20_000_00 },
  ],
  withoutAccount: [
    {
      num_empleado: 18,
      fullName: 'Hazel Calderón Fernández',
      nationalId: '104511869',
      iban: null,
      reason: 'missing',
      net: 20_000_00,
    },
  ],
  totals: {
    employees: 3,
    net: 70_000_00,
    transferEmployees: 2,
    transferNet: 50_000_00,
    withoutAccountEmployees: 1,
    withoutAccountNet: 20_000_00,
  },
  calculationNet: 70_000_00,
  matches: true,
};
const LAYOUTS = BUILT_IN_BANK_LAYOUTS.map((l) => ({
  id: null,
  code: l.code,
  name: l.name.es,
  note: l.note.es,
  builtIn: true,
  active: true,
  definition: l.definition,
  updatedAt: null,
  updatedBy: null,
}));
const PREVIEW = {
  lines: [{ kind: 'title', text: 'IBAN,Cedula,Nombre,Monto,Referencia', cells: [], length: 35 }],
  lineCount: 3,
  recordCount: 2,
  totalAmount: 50_000_00,
  fileName: 'banco-GENERIC_CSV-planilla-7-20261126000000.csv',
  withoutAccount: 1,
};
const FILE = {
  id: 1,
  kind: 'bank_file',
  payrollId: 7,
  layoutCode: 'GENERIC_CSV',
  carpeta: 'bancos',
  nom_archivo: 'banco-GENERIC_CSV-planilla-7-20261126000000.csv',
  sha256: 'a'.repeat(64),
  byteSize: 200,
  recordCount: 2,
  totalAmount: 50_000_00,
  createdAt: '2026-11-26T00:00:00.000Z',
  createdBy: 'admin',
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
let files: (typeof FILE)[] = [];

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/procesoPlanilla/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderPanel = () =>
  render(<PaymentSummaryPanel />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/payroll/postpayroll/paymentResumen?payroll=7']}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <AbilityContext.Provider value={buildAbility([{ action: 'manage', subject: 'all' }])}>
              <SnackbarProvider>{children}</SnackbarProvider>
            </AbilityContext.Provider>
          </QueryClientProvider>
        </I18nextProvider>
      </MemoryRouter>
    ),
  });

beforeEach(async () => {
  await loadNamespaces(['paymentSummary'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  files = [];
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.endsWith('/payrolllist')) return json(200, { ok: true, data: [PAYROLL] });
    if (url.endsWith('/paymentresume')) return json(200, { ok: true, data: SUMMARY });
    if (url.endsWith('/banklayouts')) return json(200, { ok: true, data: LAYOUTS });
    if (url.endsWith('/bankfiles')) return json(200, { ok: true, data: files });
    if (url.endsWith('/banklayoutpreview')) {
      const body = JSON.parse(String(init?.body)) as {
        definition?: { detail: { fields: { width?: number }[] } };
      };
      if (body.definition?.detail.fields.some((f) => f.width === undefined))
        return json(400, {
          ok: false,
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Algunos datos no son válidos. Revise los campos marcados.',
            fields: { 'definition.detail.fields.0.width': 'Este campo es obligatorio.' },
          },
        });
      return json(200, { ok: true, data: PREVIEW });
    }
    if (url.endsWith('/newbanklayout'))
      return json(400, {
        ok: false,
        error: {
          code: 'BANK_LAYOUT_FIELD_TOO_NARROW',
          message: 'x',
          params: { field: 'Cedula', width: 11, needed: 12 },
          fields: { 'definition.detail.fields.1.width': 'El ancho no alcanza.' },
        },
      });
    if (url.endsWith('/bankfile')) {
      files = [FILE];
      return json(200, { ok: true, data: FILE });
    }
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

describe('PaymentSummaryPanel', () => {
  it('shows the net by bank, the employees without an IBAN linked to their page, and generates the file', async () => {
    renderPanel();
    expect((await screen.findByTestId('matches-chip')).textContent).toBe('Cuadra con el cálculo');
    const table = screen.getByTestId('groups-table');
    expect(within(table).getByText('152 · Banco de Costa Rica')).toBeTruthy();
    expect(within(table).getByText('Sin cuenta IBAN válida')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hazel Calderón Fernández' }).getAttribute('href')).toBe(
      '/payroll/personaldata/employees/18',
    );
    expect(await screen.findByTestId('file-preview')).toBeTruthy();
    expect(sentTo('banklayoutpreview')[0]).toEqual({ payrollId: 7, layoutCode: 'GENERIC_CSV', lines: 10 });

    fireEvent.click(screen.getByTestId('generate-bank-file'));
    await waitFor(() => expect(screen.getAllByTestId('generated-file-row')).toHaveLength(1));
    expect(sentTo('bankfile')).toEqual([{ payrollId: 7, layoutCode: 'GENERIC_CSV' }]);
    expect(screen.getByTestId('file-records').textContent).toBe('2');
  });

  it('tests a layout in the editor and shows the server’s message beside the field', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('new-layout'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByTestId('layout-file-type'));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Texto de ancho fijo' }),
    );
    fireEvent.click(within(dialog).getByTestId('test-layout'));
    expect((await within(dialog).findByTestId('layout-error')).textContent).toContain(
      'Revise los campos marcados',
    );
    expect(within(dialog).getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0);
    for (const [n, width] of [
      [1, '22'],
      [2, '12'],
      [3, '30'],
      [4, '15'],
    ] as const)
      fireEvent.change(within(dialog).getByLabelText(`Ancho del campo ${n}`), { target: { value: width } });
    fireEvent.click(within(dialog).getByTestId('test-layout'));
    expect(await within(dialog).findByTestId('file-preview')).toBeTruthy();
    expect(within(dialog).queryByTestId('layout-error')).toBeNull();
  });

  it('mirrors the server’s checks as the user types: a width below its source’s longest value, a separator that splits records', async () => {
    renderPanel();
    fireEvent.click(await screen.findByTestId('new-layout'));
    const dialog = await screen.findByRole('dialog');
    const separator = within(dialog).getByLabelText('Separador');
    fireEvent.change(separator, { target: { value: '"' } });
    expect(separator.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/^Separador no válido/)).toBeTruthy();
    fireEvent.change(separator, { target: { value: '|' } });
    expect(separator.getAttribute('aria-invalid')).toBe('false');

    fireEvent.mouseDown(within(dialog).getByTestId('layout-file-type'));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Texto de ancho fijo' }),
    );
    const iban = within(dialog).getByLabelText('Ancho del campo 1');
    fireEvent.change(iban, { target: { value: '21' } });
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Mínimo 22')).toBeTruthy();
    fireEvent.change(iban, { target: { value: '22' } });
    expect(iban.getAttribute('aria-invalid')).toBe('false');
    const cedula = within(dialog).getByLabelText('Ancho del campo 2');
    fireEvent.change(cedula, { target: { value: '11' } });
    expect(cedula.getAttribute('aria-invalid')).toBe('true');
    const pad = within(dialog).getByLabelText('Relleno del campo 3');
    fireEvent.change(pad, { target: { value: '"' } });
    expect(pad.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/^Relleno no válido/)).toBeTruthy();

    // The server refuses it too, naming the field in the user's language.
    fireEvent.change(within(dialog).getByTestId('layout-code'), { target: { value: 'ANGOSTO' } });
    fireEvent.change(within(dialog).getByTestId('layout-name'), { target: { value: 'Angosto' } });
    fireEvent.click(within(dialog).getByTestId('save-layout'));
    expect((await within(dialog).findByTestId('layout-error')).textContent).toContain(
      'El campo «Cedula» tiene 11 caracteres de ancho y su origen puede llegar a 12',
    );
  });
});
