import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { DateLocalizationProvider } from '../../../components/ui/date-localization-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AbilityRule, EmployeeDetail, LoginResponse } from '@planilla/contracts';
import { AbilityContext, buildAbility } from '../../../lib/ability';
import { configureApiClient } from '../../../lib/api-client';
import { applyLanguage, i18n, loadNamespaces } from '../../../lib/i18n';
import { clearSession, startSession } from '../../../lib/session';
import { EmployeeGeneralTab } from './employee-general-tab';
import { ADMIN_LOGIN } from '../../../test/fixtures';

const EMPLOYEE: EmployeeDetail = {
  num_empleado: 3,
  idType: 'fisica',
  nationalId: '506061700',
  firstName: 'Greivin',
  firstSurname: 'Badilla',
  secondSurname: 'Montero',
  fullName: 'Greivin Badilla Montero',
  birthDate: '2003-12-27',
  sex: 'male',
  civilStatus: 'single',
  nationality: 'CR',
  educationLevel: null,
  childrenCount: 1,
  spouseName: null,
  spouseTaxCredit: false,
  weeklyRestDayPaid: null,
  bankCode: '152',
  bankName: 'Banco de Costa Rica',
  iban: 'CR09015256221958363886',
  email: null,
  phone: '8749-0313',
  badgeCode: null,
  departmentId: null,
  departmentName: null,
  occupationId: null,
  occupationName: null,
  locationId: null,
  locationName: null,
  scheduleId: 7,
  scheduleName: 'Diurna L-S 06:00-14:00',
  jornadaType: 'diurnal',
  periodicity: 'biweekly',
  status: 'active',
  active: true,
  statusReason: null,
  statusChangedAt: null,
  entryDate: '2022-01-09',
  exitDate: null,
  currentSalary: 46_640_000,
  currentSalaryFrom: '2026-01-01',
  createdAt: '2022-01-09T15:00:00.000Z',
  updatedAt: '2026-11-22T07:40:00.000Z',
};

/** Signed in with no stored abilities: each test gives the tab its own rules. */
const LOGIN: LoginResponse = { ...ADMIN_LOGIN, userData: { ...ADMIN_LOGIN.userData, ability: [] } };

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();

const renderTab = (rules: AbilityRule[]) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <DateLocalizationProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AbilityContext.Provider value={buildAbility(rules)}>
            <SnackbarProvider>{children}</SnackbarProvider>
          </AbilityContext.Provider>
        </QueryClientProvider>
      </DateLocalizationProvider>
    </I18nextProvider>
  );
  render(<EmployeeGeneralTab employee={EMPLOYEE} />, { wrapper });
};

beforeEach(async () => {
  await loadNamespaces(['employees', 'employeeForm'], 'cr');
  await act(() => applyLanguage('cr'));
  fetchMock.mockReset();
  // Catalogs answer empty lists: the view falls back to codes and the employee's own names.
  fetchMock.mockImplementation(() =>
    Promise.resolve(new Response(JSON.stringify({ ok: true, data: [] }), { status: 200 })),
  );
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

describe('EmployeeGeneralTab', () => {
  it('shows the data read-only, formatted, and no "Editar" for a user who may only read', () => {
    renderTab([{ action: 'read', subject: 'Employee' }]);
    expect(screen.getByTestId('view-nationalId').textContent).toBe('5-0606-1700');
    expect(screen.getByTestId('view-iban').textContent).toBe('CR09 0152 5622 1958 3638 86');
    expect(screen.getByTestId('view-salary').textContent).toMatch(/^₡466\s400,00 desde el 01\/01\/2026$/);
    expect(screen.getByText('Bisemanal')).toBeTruthy();
    expect(screen.queryByTestId('employee-edit')).toBeNull();
  });

  it('turns into the form with "Editar" and back with "Cancelar"', () => {
    renderTab([{ action: 'manage', subject: 'all' }]);
    fireEvent.click(screen.getByTestId('employee-edit'));
    expect((screen.getByTestId('employee-nationalId') as HTMLInputElement).value).toBe('5-0606-1700');
    expect((screen.getByTestId('employee-iban') as HTMLInputElement).value).toBe(
      'CR09 0152 5622 1958 3638 86',
    );
    expect(screen.queryByTestId('employee-salary')).toBeNull();
    fireEvent.click(screen.getByTestId('employee-cancel'));
    expect(screen.queryByTestId('employee-form')).toBeNull();
    expect(screen.getByTestId('employee-general')).toBeTruthy();
  });
});
