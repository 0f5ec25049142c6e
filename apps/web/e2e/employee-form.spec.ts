import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ibanCheckDigits, isValidIban, isValidNationalId } from '@planilla/domain';
import { COMPANY_1, signIn, watchConsole } from './support';

const EMPLOYEES = '/payroll/personaldata/employees/list';
const NEW_EMPLOYEE = '/payroll/personaldata/employees/new';

const IBAN_INVALID =
  'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.';
const NATIONAL_ID_TAKEN = 'Ya existe un empleado con esa identificación en esta empresa.';

/** A cédula física no demo employee has: first digit 1–7 (a province), then 8 digits from the clock. */
const uniqueCedula = (): string => {
  const cedula = `${1 + Math.floor(Math.random() * 7)}${String(Date.now()).slice(-8)}`;
  expect(isValidNationalId('fisica', cedula)).toBe(true);
  return cedula;
};

/** A BNCR (SINPE 151) IBAN with the engine's check digits, and the same one with a wrong last digit. */
const bncrIban = (account: string) => {
  const bban = `0151${account.padStart(14, '0')}`;
  const valid = `CR${ibanCheckDigits(bban)}${bban}`;
  const wrong = `${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}`;
  expect(isValidIban(valid)).toBe(true);
  expect(isValidIban(wrong)).toBe(false);
  return { valid, wrong };
};

/** Opens a select of the employee form and picks an option (by value, or the first one). */
const choose = async (page: Page, field: string, value?: string) => {
  await page.getByTestId(`employee-${field}`).click();
  const listbox = page.getByRole('listbox');
  await (
    value ? listbox.getByTestId(`employee-${field}-${value}`) : listbox.getByRole('option').first()
  ).click();
  await expect(listbox).toHaveCount(0);
};

/** Picks an option of a select by its visible name. */
const chooseOption = async (page: Page, select: string, option: string) => {
  await page.getByTestId(select).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
};

/** Fills every required field of a new employee except the IBAN. */
const fillEmployee = async (page: Page, cedula: string, names: { first: string; surname: string }) => {
  await page.getByTestId('employee-nationalId').fill(cedula);
  await page.getByTestId('employee-firstName').fill(names.first);
  await page.getByTestId('employee-firstSurname').fill(names.surname);
  await page.getByTestId('employee-birthDate').fill('14/03/1992');
  await choose(page, 'sex', 'female');
  await choose(page, 'civilStatus', 'single');
  await choose(page, 'scheduleId');
  await choose(page, 'periodicity', 'fortnightly');
  await page.getByTestId('employee-salary').fill('525000');
};

test.describe('new employee', () => {
  test('checks the IBAN as it is typed, saves, opens the detail, is found by cédula, and refuses the same cédula again', async ({
    page,
  }) => {
    // One long journey (two saves, the list and the detail): more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const console = watchConsole(page);
    const cedula = uniqueCedula();
    const iban = bncrIban(cedula);
    const surname = `Prueba${Date.now().toString(36)}`;

    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.goto(EMPLOYEES);
    await page.getByTestId('new-employee').click();
    await expect(page).toHaveURL(NEW_EMPLOYEE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo empleado');

    await fillEmployee(page, cedula, { first: 'Andrea', surname });
    // The home address: province → canton → district, each list under its parent, and the señas.
    await chooseOption(page, 'loc-province', 'Cartago');
    await chooseOption(page, 'loc-canton', 'Paraíso');
    await chooseOption(page, 'loc-district', 'Orosi');
    await page.getByTestId('employee-homeAddress').fill('Frente a la iglesia colonial');
    // The roll is looked up for a complete cédula física (the demo has none loaded).
    await expect(page.getByTestId('padron-note')).toBeVisible();

    const ibanField = page.getByTestId('employee-iban');
    await ibanField.fill(iban.wrong);
    await expect(page.getByText(IBAN_INVALID)).toBeVisible();
    await ibanField.fill(iban.valid);
    await expect(page.getByText(IBAN_INVALID)).toHaveCount(0);
    // The IBAN's bank is chosen from its SINPE code.
    await expect(page.getByTestId('employee-bankCode')).toHaveText('Banco Nacional de Costa Rica');

    await page.getByTestId('employee-submit').click();
    await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/\d+$/);
    const num = Number(/(\d+)$/.exec(page.url())?.[1]);
    expect(num).toBeGreaterThan(0);

    // The detail's general data: read-only, then edited in place.
    await expect(page.getByTestId('view-num_empleado')).toHaveText(String(num));
    await expect(page.getByTestId('view-iban')).toHaveText(iban.valid.replace(/(.{4})(?=.)/g, '$1 '));
    await page.getByTestId('employee-edit').click();
    await expect(page.getByTestId('employee-salary')).toHaveCount(0);
    await page.getByTestId('employee-phone').fill('8888-1234');
    await page.getByTestId('employee-submit').click();
    await expect(page.getByTestId('employee-form')).toHaveCount(0);
    await expect(page.getByTestId('employee-general')).toContainText('8888-1234');
    // The home address given at hiring is the primary localization.
    await page.getByTestId('tab-localizations').click();
    await expect(page.getByTestId('localizations-table')).toContainText('Frente a la iglesia colonial');
    await expect(page.getByTestId('localizations-table')).toContainText('Orosi');

    // The list finds the new employee by the cédula, written with its dashes.
    await page.goto(EMPLOYEES);
    await page
      .getByTestId('employees-search')
      .fill(`${cedula.slice(0, 1)}-${cedula.slice(1, 5)}-${cedula.slice(5)}`);
    const grid = page.getByTestId('employees-grid');
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText(`Andrea ${surname}`);
    await expect(grid.getByRole('row').nth(1)).toContainText(String(num));

    // The same cédula again: 409 on the field.
    await page.goto(NEW_EMPLOYEE);
    await fillEmployee(page, cedula, { first: 'Andrea', surname });
    await page.getByTestId('employee-submit').click();
    await expect(page.getByText(NATIONAL_ID_TAKEN)).toBeVisible();
    await expect(page.getByTestId('employee-nationalId')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(NEW_EMPLOYEE);

    // Cancel goes back to the list.
    await page.getByTestId('employee-cancel').click();
    await expect(page).toHaveURL(EMPLOYEES);
    console.expectNone([/status of 409/]);
  });
});
