import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { I18nextProvider } from 'react-i18next';
import { DateLocalizationProvider } from '../../../../components/ui/date-localization-provider';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API, type EmployeeDetail } from '@planilla/contracts';
import { ibanCheckDigits, isValidIban } from '@planilla/domain';
import { configureApiClient } from '../../../../lib/api-client';
import { applyLanguage, CATALOGUE_NAMESPACES, i18n, loadNamespaces } from '../../../../lib/i18n';
import { clearSession, startSession } from '../../../../lib/session';
import { EmployeeForm } from './employee-form';
import { parseColones } from '@planilla/domain';
import { toUpdateRequest, valuesOf } from './schema';
import { ADMIN_LOGIN as LOGIN } from '../../../../test/fixtures';

/** A valid IBAN of `bank` (SINPE code) built with the engine's check digits. */
const ibanOf = (bank: string, account = '00010012345678') => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const BNCR_IBAN = ibanOf('151');
/** The same IBAN with its last digit changed: the check digits no longer match. */
const WRONG_IBAN = `${BNCR_IBAN.slice(0, -1)}${(Number(BNCR_IBAN.slice(-1)) + 1) % 10}`;

const CATALOGS: Record<string, unknown> = {
  [API.idTypeList]: [
    {
      code: 'fisica',
      name: 'Cédula física',
      haciendaCode: '01',
      minLength: 9,
      maxLength: 9,
      example: '1-0234-0567',
    },
    {
      code: 'juridica',
      name: 'Cédula jurídica',
      haciendaCode: '02',
      minLength: 10,
      maxLength: 10,
      example: '3-101-123456',
    },
    {
      code: 'pasaporte',
      name: 'Pasaporte',
      haciendaCode: null,
      minLength: 1,
      maxLength: 20,
      example: 'A1234567',
    },
  ],
  [API.countryList]: [
    { code: 'CR', name: 'Costa Rica' },
    { code: 'NI', name: 'Nicaragua' },
  ],
  [API.civilStatusList]: [
    { code: 'single', name: 'Soltero(a)' },
    { code: 'married', name: 'Casado(a)' },
  ],
  [API.educationList]: [{ code: 'university', name: 'Universitaria' }],
  [API.bankList]: [
    { code: '151', name: 'Banco Nacional de Costa Rica', shortName: 'BNCR' },
    { code: '152', name: 'Banco de Costa Rica', shortName: 'BCR' },
  ],
  [API.departmentList]: [{ id: 3, name: 'Administración', active: true }],
  [API.occupationList]: [{ id: 4, name: 'Contador', active: true }],
  [API.locationList]: [{ id: 5, name: 'Oficinas Curridabat', address: null, active: true }],
  [API.scheduleOptions]: [
    {
      id: 7,
      name: 'Oficina L-V 08:00-17:00',
      jornadaType: 'diurnal',
      hoursPerDay: 9,
      workingDays: [1, 2, 3, 4, 5],
      startTime: '08:00',
      endTime: '17:00',
      weeklyHours: 45,
      entryGraceMinutes: 5,
      exitGraceMinutes: 5,
      extraMinimumMinutes: 15,
      extraRounding: 'down_15',
      active: true,
      employeeCount: 3,
    },
  ],
};

const EMPLOYEE: EmployeeDetail = {
  num_empleado: 61,
  idType: 'fisica',
  nationalId: '109870654',
  firstName: 'Laura',
  firstSurname: 'Mora',
  secondSurname: 'Quesada',
  fullName: 'Laura Mora Quesada',
  birthDate: '1990-05-12',
  sex: 'female',
  civilStatus: 'single',
  nationality: 'CR',
  educationLevel: null,
  childrenCount: 0,
  spouseName: null,
  spouseTaxCredit: false,
  weeklyRestDayPaid: null,
  bankCode: '151',
  bankName: 'Banco Nacional de Costa Rica',
  iban: BNCR_IBAN,
  email: 'laura@example.cr',
  phone: null,
  badgeCode: null,
  departmentId: 3,
  departmentName: 'Administración',
  occupationId: 4,
  occupationName: 'Contador',
  locationId: null,
  locationName: null,
  scheduleId: 7,
  scheduleName: 'Oficina L-V 08:00-17:00',
  jornadaType: 'diurnal',
  periodicity: 'fortnightly',
  status: 'active',
  active: true,
  statusReason: null,
  statusChangedAt: null,
  entryDate: '2026-01-05',
  exitDate: null,
  currentSalary: 48_000_000,
  currentSalaryFrom: '2026-01-05',
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

const respond = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>();
/** What the employee calls answer (catalogs always answer their lists). */
let answers: Record<string, () => Promise<Response>> = {};

const Providers = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <DateLocalizationProvider>
      <QueryClientProvider
        client={
          new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
        }
      >
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryClientProvider>
    </DateLocalizationProvider>
  </I18nextProvider>
);

const renderForm = (employee?: EmployeeDetail) => {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  render(<EmployeeForm employee={employee} onSaved={onSaved} onCancel={onCancel} />, { wrapper: Providers });
  return { onSaved, onCancel };
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Opens a select of the form and picks the option with that value. */
const choose = async (field: string, value: string) => {
  fireEvent.mouseDown(screen.getByTestId(`employee-${field}`));
  fireEvent.click(await screen.findByTestId(`employee-${field}-${value}`));
};

const IBAN_INVALID =
  'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.';
const IBAN_MISMATCH = 'La cuenta IBAN no pertenece al banco elegido.';

const fillValid = async () => {
  type('employee-nationalId', '1-0987-0654');
  type('employee-firstName', 'Laura');
  type('employee-firstSurname', 'Mora');
  type('employee-birthDate', '12/05/1990');
  await choose('sex', 'female');
  await choose('civilStatus', 'single');
  await choose('scheduleId', '7');
  await choose('periodicity', 'fortnightly');
  type('employee-entryDate', '05/01/2026');
  type('employee-salary', '480 000,50');
};

/** Waits until the catalogs asked for have answered and rendered. */
const catalogsLoaded = async () => {
  await waitFor(() => expect(requestsTo(API.bankList)).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
};

/** Like a click: the focus moves to the button first (the field left behind is blurred), then it submits. */
const submit = () => {
  const button = screen.getByTestId('employee-submit');
  act(() => button.focus());
  fireEvent.click(button);
};

const requestsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => url === `/api/${path}`);

beforeEach(async () => {
  // The signed-in layout loads the catalogue namespaces (payslip texts) for every screen.
  await loadNamespaces(['employees', 'employeeForm', ...CATALOGUE_NAMESPACES], 'cr');
  await act(() => applyLanguage('cr'));
  answers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) => {
    const path = String(input).replace(/^\/api\//, '');
    const answer = answers[path];
    if (answer) return answer();
    if (path in CATALOGS) return respond(200, { ok: true, data: CATALOGS[path] });
    return respond(404, { ok: false, error: { code: 'NOT_FOUND', message: 'No existe.' } });
  });
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

describe('schema helpers', () => {
  it('reads colones as typed in both languages into céntimos', () => {
    expect(parseColones('450000')).toBe(45_000_000);
    expect(parseColones('450 000,50')).toBe(45_000_050);
    expect(parseColones('₡450.000')).toBe(45_000_000);
    expect(parseColones('1,250,000.5')).toBe(125_000_050);
    expect(parseColones('450000.5')).toBe(45_000_050);
    // Unreadable text is null, the one answer of the shared parser (the form shows validation.invalidNumber).
    expect(parseColones('45x')).toBeNull();
    expect(parseColones('4500,000')).toBeNull();
  });

  it('sends only what changed, with the id type and the bank going along', () => {
    expect(isValidIban(BNCR_IBAN)).toBe(true);
    expect(valuesOf(EMPLOYEE).childrenCount).toBe('0');
    expect(toUpdateRequest(parsed(EMPLOYEE), EMPLOYEE)).toBeNull();
    expect(
      toUpdateRequest({ ...parsed(EMPLOYEE), phone: '8888-8888', nationalId: '1-0987-0655' }, EMPLOYEE),
    ).toEqual({
      num_empleado: 61,
      phone: '8888-8888',
      idType: 'fisica',
      nationalId: '109870655',
    });
  });
});

/** The validated form values of a stored employee. */
function parsed(rest: EmployeeDetail) {
  return {
    idType: rest.idType,
    nationalId: rest.nationalId,
    firstName: rest.firstName,
    firstSurname: rest.firstSurname,
    secondSurname: rest.secondSurname,
    birthDate: rest.birthDate,
    sex: rest.sex,
    civilStatus: rest.civilStatus,
    nationality: rest.nationality,
    educationLevel: rest.educationLevel,
    childrenCount: rest.childrenCount,
    spouseName: rest.spouseName,
    spouseTaxCredit: rest.spouseTaxCredit,
    bankCode: rest.bankCode,
    iban: rest.iban,
    email: rest.email,
    phone: rest.phone,
    badgeCode: rest.badgeCode,
    departmentId: rest.departmentId,
    occupationId: rest.occupationId,
    locationId: rest.locationId,
    scheduleId: rest.scheduleId,
    periodicity: rest.periodicity,
    weeklyRestDayPaid: rest.weeklyRestDayPaid,
  };
}

describe('EmployeeForm', () => {
  it('checks the IBAN as it is typed: the message appears for wrong check digits and goes when corrected', async () => {
    renderForm();
    await catalogsLoaded();

    type('employee-iban', WRONG_IBAN.slice(0, 10));
    expect(screen.queryByText(IBAN_INVALID)).toBeNull();

    type('employee-iban', WRONG_IBAN);
    expect(await screen.findByText(IBAN_INVALID)).toBeTruthy();
    expect(screen.getByTestId('employee-iban').getAttribute('aria-invalid')).toBe('true');

    type('employee-iban', BNCR_IBAN.toLowerCase());
    await waitFor(() => expect(screen.queryByText(IBAN_INVALID)).toBeNull());
    expect(screen.getByTestId('employee-iban').getAttribute('aria-invalid')).toBe('false');
    // The IBAN's bank is picked when none was chosen.
    expect(await screen.findByText('Cuenta de Banco Nacional de Costa Rica')).toBeTruthy();
    expect(screen.getByTestId('employee-bankCode').textContent).toBe('Banco Nacional de Costa Rica');
  });

  it('says when the IBAN belongs to another bank, and switches to that bank on request', async () => {
    renderForm();
    await choose('bankCode', '152');
    type('employee-iban', BNCR_IBAN);
    expect(await screen.findByText(IBAN_MISMATCH)).toBeTruthy();

    fireEvent.click(screen.getByTestId('use-iban-bank'));
    await waitFor(() => expect(screen.queryByText(IBAN_MISMATCH)).toBeNull());
    expect(screen.getByTestId('employee-bankCode').textContent).toBe('Banco Nacional de Costa Rica');
  });

  it('checks the national id against its type as it is typed', async () => {
    renderForm();
    type('employee-nationalId', '1-0987-065');
    expect(screen.queryByText('La identificación no tiene el formato del tipo elegido.')).toBeNull();
    type('employee-nationalId', '1098706541');
    expect(await screen.findByText('La identificación no tiene el formato del tipo elegido.')).toBeTruthy();
    type('employee-nationalId', '109870654');
    await waitFor(() =>
      expect(screen.queryByText('La identificación no tiene el formato del tipo elegido.')).toBeNull(),
    );
  });

  it('fills the empty names from the padrón electoral, keeping what the user typed', async () => {
    answers[API.padronData] = () =>
      respond(200, {
        ok: true,
        data: {
          rollLoaded: true,
          person: {
            cedula: '109870654',
            firstName: 'MARÍA DE LOS ÁNGELES',
            firstSurname: 'MORA',
            secondSurname: 'QUESADA',
            expiryDate: null,
            electoralCode: '101001',
          },
        },
      });
    renderForm();
    type('employee-firstSurname', 'Mora-Solano');
    type('employee-nationalId', '1-0987-0654');
    expect(await screen.findByText('Datos del padrón electoral')).toBeTruthy();
    expect((screen.getByTestId('employee-firstName') as HTMLInputElement).value).toBe('María de los Ángeles');
    expect((screen.getByTestId('employee-firstSurname') as HTMLInputElement).value).toBe('Mora-Solano');
    expect((screen.getByTestId('employee-secondSurname') as HTMLInputElement).value).toBe('Quesada');
    // Set by the program, not typed: the labels still move above the names instead of being drawn over them.
    for (const field of ['firstName', 'secondSurname']) {
      const label = document.querySelector(`label[for="${screen.getByTestId(`employee-${field}`).id}"]`);
      expect(label?.getAttribute('data-shrink'), field).toBe('true');
    }
    expect(JSON.parse(String(requestsTo(API.padronData)[0]?.[1]?.body))).toEqual({ cedula: '109870654' });
  });

  it('says when the padrón is not loaded', async () => {
    answers[API.padronData] = () => respond(200, { ok: true, data: { rollLoaded: false, person: null } });
    renderForm();
    type('employee-nationalId', '109870654');
    expect(await screen.findByText('El padrón electoral no está cargado: escriba el nombre.')).toBeTruthy();
  });

  it('shows the contract rules on submit and sends nothing', async () => {
    renderForm();
    submit();
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBeGreaterThanOrEqual(6);
    expect(requestsTo(API.newEmployee)).toHaveLength(0);
  });

  it('asks for province, canton and district once the home address is started, and sends nothing', async () => {
    renderForm();
    await fillValid();
    type('employee-homeAddress', '200 m norte de la iglesia');
    submit();
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(3));
    expect(requestsTo(API.newEmployee)).toHaveLength(0);
  });

  it('creates the employee with the salary in céntimos and warns below the minimum wage', async () => {
    answers[API.newEmployee] = () =>
      respond(200, {
        ok: true,
        data: {
          employee: { ...EMPLOYEE, currentSalary: 48_000_050 },
          warnings: [
            {
              code: 'BELOW_MINIMUM_WAGE',
              message: 'Bajo el mínimo.',
              minimumMonthly: 37_309_230,
              date: '2026-01-05',
              decree: 'Decreto 45303-MTSS',
              minimumWageCategory: 'unskilled',
            },
          ],
        },
      });
    const { onSaved } = renderForm();
    await fillValid();
    type('employee-iban', BNCR_IBAN);
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ num_empleado: 61 })));
    expect(JSON.parse(String(requestsTo(API.newEmployee)[0]?.[1]?.body))).toEqual({
      idType: 'fisica',
      nationalId: '109870654',
      firstName: 'Laura',
      firstSurname: 'Mora',
      secondSurname: null,
      birthDate: '1990-05-12',
      sex: 'female',
      civilStatus: 'single',
      nationality: 'CR',
      educationLevel: null,
      childrenCount: 0,
      spouseName: null,
      spouseTaxCredit: false,
      wageType: 'monthly',
      weeklyRestDayPaid: null,
      bankCode: '151',
      iban: BNCR_IBAN,
      email: null,
      phone: null,
      badgeCode: null,
      departmentId: null,
      occupationId: null,
      locationId: null,
      scheduleId: 7,
      periodicity: 'fortnightly',
      entryDate: '2026-01-05',
      salary: 48_000_050,
      homeAddress: null,
    });
    expect(
      await screen.findByText(
        /El salario es menor que el mínimo legal de ₡373\s092,30 al mes para Trabajador en ocupación no calificada \(TONC\) vigente el 05\/01\/2026/,
      ),
    ).toBeTruthy();
  });

  it('puts the server field errors on their fields', async () => {
    answers[API.newEmployee] = () =>
      respond(400, {
        ok: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos',
          fields: {
            birthDate: 'La persona debe tener al menos 15 años a la fecha de ingreso.',
            departmentId: 'La opción elegida no existe.',
          },
        },
      });
    const { onSaved } = renderForm();
    await fillValid();
    await choose('departmentId', '3');
    submit();

    expect(
      await screen.findByText('La persona debe tener al menos 15 años a la fecha de ingreso.'),
    ).toBeTruthy();
    expect(screen.getByText('La opción elegida no existe.')).toBeTruthy();
    expect(screen.getByTestId('employee-birthDate').getAttribute('aria-invalid')).toBe('true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts a taken national id and a taken number on their fields', async () => {
    answers[API.newEmployee] = () =>
      respond(409, { ok: false, error: { code: 'NATIONAL_ID_TAKEN', message: 'Ya existe.' } });
    renderForm();
    await fillValid();
    submit();
    expect(
      await screen.findByText('Ya existe un empleado con esa identificación en esta empresa.'),
    ).toBeTruthy();
    expect(screen.getByTestId('employee-nationalId').getAttribute('aria-invalid')).toBe('true');

    answers[API.newEmployee] = () =>
      respond(409, { ok: false, error: { code: 'EMPLOYEE_NUMBER_TAKEN', message: 'Ya existe.' } });
    type('employee-num_empleado', '12');
    type('employee-nationalId', '109870655');
    submit();
    expect(await screen.findByText('Ese número de empleado ya está en uso en esta empresa.')).toBeTruthy();
    expect(screen.getByTestId('employee-num_empleado').getAttribute('aria-invalid')).toBe('true');
  });

  it('edits an employee without entry date and salary, sending only the changes', async () => {
    answers[API.updateEmployee] = () =>
      respond(200, { ok: true, data: { employee: { ...EMPLOYEE, phone: '8888-8888' }, warnings: [] } });
    const { onSaved } = renderForm(EMPLOYEE);
    expect(screen.queryByTestId('employee-entryDate')).toBeNull();
    expect(screen.queryByTestId('employee-salary')).toBeNull();
    expect((screen.getByTestId('employee-num_empleado') as HTMLInputElement).readOnly).toBe(true);

    type('employee-phone', '8888-8888');
    submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, init] = requestsTo(API.updateEmployee)[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ num_empleado: 61, phone: '8888-8888' });
    // The padrón is not asked about the stored cédula.
    expect(requestsTo(API.padronData)).toHaveLength(0);
  });
});
