import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BUILT_IN_BANK_LAYOUTS, type PaymentResume } from '@planilla/contracts';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { PayeeSummaryCard } from './payee-summary-card';

const PAYROLL: PaymentResume['payroll'] = {
  payrollId: 7,
  periodicity: 'fortnightly',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-15',
  payDate: '2026-11-13',
  status: 'paid',
};
const line = (over: object) => ({
  employeeNumber: 18,
  employeeName: 'Hazel Calderón Fernández',
  nationalId: '104511869',
  typeCode: 'AHORRO_ASOCIACION',
  typeName: 'Ahorro asociación solidarista',
  itemClass: 'association_savings',
  reference: null,
  payrollId: 7,
  amount: 15_000_00,
  ...over,
});
const SUMMARY = {
  payrollIds: [7],
  month: null,
  date: '2026-11-13',
  draft: false,
  groups: [
    {
      payeeId: 4,
      payeeName: 'Asociación Solidarista Café La Montaña',
      kind: 'association',
      idNumber: '3-002-123456',
      iban: 'CR05015202001026284066',
      inBankFile: true,
      total: 40_000_00,
      lines: [
        line({}),
        line({
          typeCode: 'APORTE_ASOCIACION',
          typeName: 'Aporte patronal asociación solidarista',
          itemClass: 'association_employer',
          amount: 25_000_00,
        }),
      ],
    },
    {
      payeeId: 9,
      payeeName: 'Juzgado de Pensiones de Heredia',
      kind: 'court',
      idNumber: null,
      iban: null,
      inBankFile: false,
      total: 50_000_00,
      lines: [
        line({
          employeeNumber: 21,
          employeeName: 'Mario Solís Rojas',
          typeCode: 'PENSION_ALIMENTARIA',
          typeName: 'Pensión alimentaria',
          itemClass: 'alimony',
          reference: '19-000123-0165-PE',
          amount: 50_000_00,
        }),
      ],
    },
    {
      payeeId: null,
      payeeName: null,
      kind: null,
      idNumber: null,
      iban: null,
      inBankFile: false,
      total: 20_000_00,
      lines: [
        line({
          typeCode: 'PRESTAMO_EMPRESA',
          typeName: 'Préstamo de la empresa',
          itemClass: 'company_loan',
          reference: 'P-4',
          amount: 20_000_00,
        }),
      ],
    },
  ],
  total: 110_000_00,
  bankFileTotal: 40_000_00,
  bankFilePayees: 1,
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

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const file = (name: string) =>
  Promise.resolve(
    new Response(new Blob(['x']), {
      status: 200,
      headers: { 'content-disposition': `attachment; filename="${name}"` },
    }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
let summaryOf: (body: Record<string, unknown>) => unknown = () => SUMMARY;
let bankAnswer: () => Promise<Response> = () => file('beneficiarios-GENERIC_CSV-planilla-7-20261126.csv');

/** Money as the screen writes it, with plain spaces for the thousands. */
const text = (el: HTMLElement) => el.textContent!.replace(/[\u00a0\u202f]/g, ' ');

const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/rubros/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const renderCard = (payroll = PAYROLL) =>
  render(<PayeeSummaryCard payroll={payroll} />, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          {children}
        </QueryClientProvider>
      </I18nextProvider>
    ),
  });

const saved: string[] = [];
beforeEach(async () => {
  await loadNamespaces(['paymentSummary'], 'cr');
  await loadNamespaces(['paymentSummary'], 'en');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  summaryOf = () => SUMMARY;
  bankAnswer = () => file('beneficiarios-GENERIC_CSV-planilla-7-20261126.csv');
  saved.length = 0;
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url.endsWith('/rubros/pagosbeneficiario')) return json(200, { ok: true, data: summaryOf(body) });
    if (url.endsWith('/rubros/pagosbeneficiarioexport')) return file('pagos-beneficiarios-planilla-7.xlsx');
    if (url.endsWith('/rubros/pagosbeneficiariobanco')) return bankAnswer();
    if (url.endsWith('/banklayouts')) return json(200, { ok: true, data: LAYOUTS });
    return json(404, { ok: false, error: { code: 'NOT_FOUND', message: url } });
  });
  configureApiClient({
    fetch: fetchMock as typeof fetch,
    getLanguageTag: () => 'es-CR',
    onSessionExpired: () => undefined,
  });
  startSession(ADMIN_LOGIN);
  URL.createObjectURL = vi.fn(() => 'blob:planilla');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('PayeeSummaryCard', () => {
  it("shows each payee's lines and total, the items without a payee last, and downloads Excel and bank file", async () => {
    renderCard();
    const table = await screen.findByTestId('payee-table');
    expect(sentTo('pagosbeneficiario')).toEqual([{ payrollId: 7 }]);
    const groups = within(table).getAllByTestId('payee-group');
    expect(groups.map((g) => within(g).getAllByText(/./)[0]!.textContent)).toEqual([
      'Asociación Solidarista Café La Montaña',
      'Juzgado de Pensiones de Heredia',
      'Sin beneficiario',
    ]);
    // The payee's kind from the pay items' catalogue; a payee without an IBAN says so.
    expect(within(groups[0]!).getByText('Asociación solidarista')).toBeTruthy();
    expect(within(groups[1]!).getByText('Sin cuenta IBAN')).toBeTruthy();
    expect(within(table).getByText('19-000123-0165-PE')).toBeTruthy();
    expect(within(table).getByText('Aporte patronal asociación solidarista')).toBeTruthy();
    expect(screen.getAllByTestId('payee-total').map(text)).toEqual([
      '₡40 000,00',
      '₡50 000,00',
      '₡20 000,00',
    ]);
    expect(text(screen.getByTestId('payee-grand-total'))).toBe('₡110 000,00');
    expect(text(screen.getByTestId('payee-bank-total'))).toBe(
      'El archivo del banco paga a 1 beneficiario con cuenta IBAN válida: ₡40 000,00.',
    );

    fireEvent.click(screen.getByTestId('payee-export'));
    await waitFor(() => expect(saved).toEqual(['pagos-beneficiarios-planilla-7.xlsx']));
    expect(sentTo('pagosbeneficiarioexport')).toEqual([{ payrollId: 7, format: 'xlsx' }]);
    await waitFor(() =>
      expect((screen.getByTestId('payee-bank-file') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('payee-bank-file'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('beneficiarios-GENERIC_CSV-planilla-7-20261126.csv');
    expect(sentTo('pagosbeneficiariobanco')).toEqual([{ payrollId: 7, layoutCode: 'GENERIC_CSV' }]);
  });

  it("switches to the pay month's closed payrolls, with each line's payroll", async () => {
    summaryOf = (body) =>
      body.month ? { ...SUMMARY, payrollIds: [5, 7], month: body.month, date: '2026-11-30' } : SUMMARY;
    renderCard();
    await screen.findByTestId('payee-table');
    fireEvent.click(screen.getByTestId('payee-scope-month'));
    await waitFor(() => expect(sentTo('pagosbeneficiario')).toContainEqual({ month: '2026-11' }));
    expect((await screen.findAllByText('#7')).length).toBe(4);
  });

  it('a draft payroll says so and makes no bank file; a refused file shows the reason', async () => {
    summaryOf = () => ({ ...SUMMARY, draft: true });
    const { unmount } = renderCard({ ...PAYROLL, status: 'processed' });
    expect(await screen.findByText(/calculada pero no cerrada/)).toBeTruthy();
    expect((screen.getByTestId('payee-bank-file') as HTMLButtonElement).disabled).toBe(true);
    unmount();

    summaryOf = () => SUMMARY;
    bankAnswer = () =>
      json(409, {
        ok: false,
        error: { code: 'PAYEE_BANK_FILE_EMPTY', message: 'Ningún beneficiario de la selección…' },
      });
    renderCard();
    await screen.findByTestId('payee-table');
    await waitFor(() =>
      expect((screen.getByTestId('payee-bank-file') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('payee-bank-file'));
    expect((await screen.findByTestId('payee-error')).textContent).toContain(
      'Ningún beneficiario de la selección tiene cuenta IBAN válida',
    );
  });

  it('reads in English: the headings, the payee kinds and the empty state', async () => {
    await act(() => applyLanguage('en'));
    summaryOf = () => ({ ...SUMMARY, groups: [], total: 0, bankFileTotal: 0, bankFilePayees: 0 });
    renderCard();
    expect((await screen.findByTestId('payee-empty')).textContent).toBe(
      'No pay item of this payroll is owed to a payee.',
    );
    expect(screen.getByRole('heading', { name: 'By payee' })).toBeTruthy();
    expect(screen.getByTestId('payee-scope-month').textContent).toContain('Closed payrolls of');
  });
});
