import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AbilityRule } from '@planilla/contracts';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateLocalizationProvider } from '../../../components/ui/date-localization-provider';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { ADMIN_LOGIN } from '../../../test/fixtures';
import { EmployeePayItemsTab } from './employee-pay-items-tab';
import { hundredthsOf, readPayItemForm, payItemFormDefaults, valueTypesOf } from './pay-item-form';
import { ITEMS, PAYEES, TYPES } from './test-data';

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
const sentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/api/rubros/${path}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);

const MANAGER: AbilityRule[] = [{ action: 'manage', subject: 'Employee' }];
const AUDITOR: AbilityRule[] = [
  { action: 'read', subject: 'Employee' },
  { action: 'read', subject: 'Parameter' },
];

const renderTab = (rules: AbilityRule[] = MANAGER, employeeActive = true) =>
  render(
    <EmployeePayItemsTab employeeNumber={12} periodicity="fortnightly" employeeActive={employeeActive} />,
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <I18nextProvider i18n={i18n}>
          <DateLocalizationProvider>
            <QueryClientProvider
              client={
                new QueryClient({
                  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
                })
              }
            >
              <AbilityContext.Provider value={buildAbility(rules)}>
                <SnackbarProvider>{children}</SnackbarProvider>
              </AbilityContext.Provider>
            </QueryClientProvider>
          </DateLocalizationProvider>
        </I18nextProvider>
      ),
    },
  );

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(async () => {
  await loadNamespaces(['payItems'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const url = String(input);
    if (url.endsWith('/rubros/empleadolista')) return json(200, { ok: true, data: { items: ITEMS } });
    if (url.endsWith('/rubros/tipolista')) return json(200, { ok: true, data: TYPES });
    if (url.endsWith('/rubros/beneficiariolista')) return json(200, { ok: true, data: PAYEES });
    if (url.endsWith('/rubros/nuevo'))
      return json(200, { ok: true, data: { item: { ...ITEMS[0], id: 40, typeName: 'Embargo de salario' } } });
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

describe('EmployeePayItemsTab', () => {
  it('lists the items with their value, balance, what rolled forward and state, and the totals', async () => {
    renderTab();
    const rows = await screen.findAllByTestId('pay-item-row');
    expect(rows).toHaveLength(2);
    const [embargo, loan] = rows as [HTMLElement, HTMLElement];
    expect(within(embargo).getByText('Embargo de salario')).toBeTruthy();
    expect(within(embargo).getByText('Embargo (art. 172 CT) · 25-001234-1170-CJ')).toBeTruthy();
    expect(within(embargo).getByText('Máximo legal (art. 172)')).toBeTruthy();
    expect(within(embargo).getByText('Juzgado de Cobro de San José')).toBeTruthy();
    expect(within(embargo).getByTestId('pay-item-state').textContent).toBe('Vigente');
    // A closed payroll used the embargo: it can be ended, never edited or deleted.
    expect(within(embargo).queryByTestId('pay-item-edit')).toBeNull();
    expect(within(embargo).queryByTestId('pay-item-delete')).toBeNull();
    expect(within(embargo).getByTestId('pay-item-end')).toBeTruthy();
    // The loan: instalment, balance of its principal, what the floor rolled forward, its payoff.
    expect(within(loan).getByText(/₡50\s000,00/)).toBeTruthy();
    expect(within(loan).getByText(/de ₡300\s000,00/)).toBeTruthy();
    expect(within(loan).getByTestId('pay-item-deferred').textContent).toMatch(/₡25\s000,00/);
    expect(within(loan).getByTestId('pay-item-payoff')).toBeTruthy();
    expect(within(loan).getByTestId('pay-item-edit')).toBeTruthy();
    expect(screen.getByTestId('pay-items-in-force').textContent).toBe('2');
    // Loans and advances only: the embargo's debt is owed to the court, not to the company.
    expect(screen.getByTestId('pay-items-balance').textContent).toMatch(/₡200\s000,00/);
    expect(sentTo('empleadolista')[0]).toEqual({ num_empleado: 12, includeEnded: false });
  });

  it('asks for the history when the ended items are shown', async () => {
    renderTab();
    await screen.findAllByTestId('pay-item-row');
    fireEvent.click(within(screen.getByTestId('pay-items-show-ended')).getByRole('switch'));
    await waitFor(() =>
      expect(sentTo('empleadolista')).toContainEqual({ num_empleado: 12, includeEnded: true }),
    );
  });

  it('shows the court order fields of an embargo, names each missing field and sends nothing', async () => {
    renderTab();
    fireEvent.click(await screen.findByTestId('add-pay-item'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Embargo de salario/ })).toBeTruthy(),
    );
    change('pay-item-typeCode', 'EMBARGO');
    expect(await within(dialog).findByTestId('pay-item-class')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Número de expediente/)).toBeTruthy();
    // At the legal maximum (the embargo's first value type) the debt is asked for: the server requires it.
    expect(within(dialog).getByLabelText(/Monto de la deuda/)).toBeTruthy();
    change('pay-item-valueType', 'percentage');
    change('pay-item-rate', '120');
    fireEvent.click(screen.getByTestId('pay-item-submit'));

    expect(await within(dialog).findByText('La tasa debe estar entre 0 % y 100 %.')).toBeTruthy();
    expect(
      within(dialog).getAllByText(
        'Una pensión alimentaria o un embargo necesita el número de expediente y la fecha de la orden.',
      ),
    ).toHaveLength(2);
    expect(sentTo('nuevo')).toEqual([]);
  });

  it('refuses a loan instalment above its principal, then sends the loan in céntimos', async () => {
    renderTab();
    fireEvent.click(await screen.findByTestId('add-pay-item'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: /Préstamo de la empresa/ })).toBeTruthy(),
    );
    change('pay-item-typeCode', 'PRESTAMO_EMPRESA');
    expect(await within(dialog).findByTestId('pay-item-principal')).toBeTruthy();
    // A loan's instalment is an amount: no other value type is offered.
    expect(within(screen.getByTestId('pay-item-valueType')).getAllByRole('option')).toHaveLength(1);
    change('pay-item-amount', '400 000');
    change('pay-item-principal', '300 000');
    fireEvent.click(screen.getByTestId('pay-item-submit'));
    expect(
      await within(dialog).findByText('La cuota no puede ser mayor que el monto del préstamo.'),
    ).toBeTruthy();
    expect(sentTo('nuevo')).toEqual([]);

    change('pay-item-amount', '50 000,50');
    change('pay-item-reference', 'P-2026-11');
    fireEvent.click(screen.getByTestId('pay-item-submit'));
    await waitFor(() => expect(sentTo('nuevo')).toHaveLength(1));
    expect(sentTo('nuevo')[0]).toMatchObject({
      num_empleado: 12,
      typeCode: 'PRESTAMO_EMPRESA',
      valueType: 'amount',
      amount: 5_000_050,
      principal: 30_000_000,
      rate: null,
      frequency: 'recurring',
      reference: 'P-2026-11',
      orderDate: null,
      payrollId: null,
    });
  });

  it('puts the server’s refusal on the field it names', async () => {
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url.endsWith('/rubros/empleadolista')) return json(200, { ok: true, data: { items: [] } });
      if (url.endsWith('/rubros/tipolista')) return json(200, { ok: true, data: TYPES });
      if (url.endsWith('/rubros/beneficiariolista')) return json(200, { ok: true, data: PAYEES });
      return json(400, {
        ok: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Algunos datos no son válidos.',
          fields: { validFrom: 'La fecha es anterior al ingreso de la persona.' },
        },
      });
    });
    renderTab();
    expect(await screen.findByText('Sin deducciones ni percepciones')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-pay-item'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Comisión/ })).toBeTruthy());
    change('pay-item-typeCode', 'COMISION');
    change('pay-item-amount', '25000');
    fireEvent.click(screen.getByTestId('pay-item-submit'));
    expect(await within(dialog).findByText('La fecha es anterior al ingreso de la persona.')).toBeTruthy();
  });

  it('is read-only for the auditor: no add, edit, end, payoff or delete; the history stays', async () => {
    renderTab(AUDITOR);
    const rows = await screen.findAllByTestId('pay-item-row');
    expect(screen.queryByTestId('add-pay-item')).toBeNull();
    for (const id of ['pay-item-edit', 'pay-item-end', 'pay-item-payoff', 'pay-item-delete'])
      expect(screen.queryAllByTestId(id)).toHaveLength(0);
    expect(within(rows[0]!).getByTestId('pay-item-history')).toBeTruthy();
    // The catalogue and payees feed only the dialog: the auditor's tab does not ask for them.
    expect(sentTo('tipolista')).toEqual([]);
  });

  it('offers no new item for an employee who is not active', async () => {
    renderTab(MANAGER, false);
    await screen.findAllByTestId('pay-item-row');
    expect(screen.queryByTestId('add-pay-item')).toBeNull();
    expect(screen.getByText('La persona no está activa: no se le pueden agregar rubros.')).toBeTruthy();
  });
});

describe('the pay item form', () => {
  it('reads percentages and quantities as typed, in hundredths', () => {
    expect(hundredthsOf('5,5')).toBe(550);
    expect(hundredthsOf('12.25')).toBe(1225);
    expect(hundredthsOf('-3')).toBeNull();
  });

  it('offers the legal maximum only to an embargo and only an amount to a loan', () => {
    expect(valueTypesOf('embargo')).toContain('legal_maximum');
    expect(valueTypesOf('alimony')).not.toContain('legal_maximum');
    expect(valueTypesOf('advance')).toEqual(['amount']);
    expect(valueTypesOf('commission')).toEqual(['amount', 'percentage', 'quantity']);
  });

  it('sends only the fields of the value type and the class', () => {
    const values = {
      ...payItemFormDefaults(null, '2026-11-01'),
      typeCode: 'COMISION',
      valueType: 'quantity' as const,
      amount: '999',
      quantity: '2,5',
      unitRate: '10 000',
      frequency: 'once' as const,
      payrollId: '77',
    };
    const { fields, errors } = readPayItemForm(values, 'commission');
    expect(errors).toEqual({});
    expect(fields).toMatchObject({
      amount: null,
      quantity: 2.5,
      unitRate: 1_000_000,
      payrollId: 77,
      principal: null,
    });
  });

  it("asks an embargo's debt at the legal maximum, takes it as optional otherwise; a pensión has none", () => {
    const embargo = {
      ...payItemFormDefaults(null, '2026-11-01'),
      typeCode: 'EMBARGO',
      valueType: 'legal_maximum' as const,
      reference: '21-007788-1164-CJ',
      orderDate: '2025-03-10',
    };
    expect(readPayItemForm(embargo, 'embargo').errors).toEqual({ principal: 'validation.required' });
    expect(readPayItemForm({ ...embargo, principal: '500 000' }, 'embargo').fields.principal).toBe(
      50_000_000,
    );
    const byAmount = { ...embargo, valueType: 'amount' as const, amount: '20 000' };
    expect(readPayItemForm(byAmount, 'embargo')).toMatchObject({ errors: {}, fields: { principal: null } });
    expect(readPayItemForm({ ...byAmount, principal: '80 000' }, 'embargo').fields.principal).toBe(8_000_000);
    expect(readPayItemForm({ ...byAmount, principal: '80 000' }, 'alimony').fields.principal).toBeNull();
  });

  it('starts an edit from the item as typed text', () => {
    const loan = ITEMS[1]!;
    expect(payItemFormDefaults({ ...loan, rate: 550 }, '2026-11-01')).toMatchObject({
      amount: '50000',
      principal: '300000',
      rate: '5,5',
      reference: 'P-2026-07',
    });
  });
});
