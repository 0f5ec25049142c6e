import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, signIn, watchConsole } from './support';

const CATALOGS = '/payroll/parameters/catalogs/list';
const EMPLOYEES = '/payroll/personaldata/employees/list';
const NEW_EMPLOYEE = '/payroll/personaldata/employees/new';

const NAME_TAKEN =
  'Ya existe un registro con ese nombre en este catálogo (quizá desactivado); no se distinguen mayúsculas ni tildes.';

/** Opens a page of the menu, in the app (no reload: the query cache survives, as for a user). */
const openFromMenu = async (page: Page, title: string, url: string) => {
  await page.getByTestId('vertical-menu').getByText(title, { exact: true }).click();
  await expect(page).toHaveURL(url);
};

/** The department options of the new-employee form. */
const departmentOptions = async (page: Page) => {
  await openFromMenu(page, 'Empleados', EMPLOYEES);
  await page.getByTestId('new-employee').click();
  await expect(page).toHaveURL(NEW_EMPLOYEE);
  await page.getByTestId('employee-departmentId').click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').nth(1)).toBeVisible();
  const options = await listbox.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
  return options;
};

test.describe('company catalogs', () => {
  test('creates a department, refuses its name again in other case and accents, renames it, and the employee form offers it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const console = watchConsole(page);
    const suffix = Date.now().toString(36);
    const name = `Laboratorio ${suffix}`;
    const renamed = `Laboratorio de catación ${suffix}`;

    await signIn(page, 'admin', { company: COMPANY_1 });
    // The employee form reads the departments first, so the rename below must refresh its copy.
    expect(await departmentOptions(page)).toContain('Producción');

    await openFromMenu(page, 'Catálogos', CATALOGS);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catálogos de la empresa');
    const grid = page.getByTestId('catalog-grid');
    await expect(grid).toContainText('Producción');

    await page.getByTestId('new-catalog-entry').click();
    await expect(page.getByRole('dialog')).toContainText('Nuevo departamento');
    await page.getByTestId('catalog-entry-name').fill(name);
    await page.getByTestId('catalog-entry-submit').click();
    await expect(page.getByText(`«${name}» creado.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = grid.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();

    // The same name in capitals and with an accent is the same department: refused beside the field.
    await page.getByTestId('new-catalog-entry').click();
    await page.getByTestId('catalog-entry-name').fill(name.toUpperCase().replace('O', 'Ó'));
    await page.getByTestId('catalog-entry-submit').click();
    await expect(page.getByRole('dialog')).toContainText(NAME_TAKEN);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Rename it.
    await row.getByTestId(/^edit-catalog-entry-/).click();
    await expect(page.getByRole('dialog')).toContainText('Editar departamento');
    await expect(page.getByTestId('catalog-entry-name')).toHaveValue(name);
    await page.getByTestId('catalog-entry-name').fill(renamed);
    await page.getByTestId('catalog-entry-submit').click();
    await expect(page.getByText(`«${renamed}» actualizado.`)).toBeVisible();
    await expect(grid.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

    // A department in use cannot be retired: its button is disabled.
    const production = grid.getByRole('row', { name: /Producción/ });
    await expect(production.getByTestId(/^toggle-catalog-entry-/)).toBeDisabled();

    // The employee form offers the renamed department (and no longer the old name).
    const options = await departmentOptions(page);
    expect(options).toContain(renamed);
    expect(options).not.toContain(name);
    // The refused duplicate is the only failed request.
    console.expectNone([/status of 409/]);
  });

  test('retires and reactivates a work location; the retired ones show on request', async ({ page }) => {
    const console = watchConsole(page);
    const name = `Bodega temporal ${Date.now().toString(36)}`;
    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.goto(`${CATALOGS}?tab=location`);
    await expect(page.getByTestId('catalog-tab-location')).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('new-catalog-entry').click();
    await page.getByTestId('catalog-entry-name').fill(name);
    await page.getByTestId('catalog-entry-address').fill('San Marcos de Tarrazú, 300 m norte del parque');
    await page.getByTestId('catalog-entry-submit').click();
    const grid = page.getByTestId('catalog-grid');
    const row = grid.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('San Marcos de Tarrazú');

    await row.getByTestId(/^toggle-catalog-entry-/).click();
    await expect(page.getByText(`«${name}» desactivado.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByTestId('catalog-show-retired').check();
    await expect(row.getByTestId(/^catalog-status-/)).toHaveText('Inactivo');
    await row.getByTestId(/^toggle-catalog-entry-/).click();
    await expect(page.getByText(`«${name}» reactivado.`)).toBeVisible();
    await expect(row.getByTestId(/^catalog-status-/)).toHaveText('Activo');
    console.expectNone();
  });

  test('the auditor reads the catalogs but has no buttons to change them', async ({ page }) => {
    await signIn(page, 'auditor');
    await page.goto(`${CATALOGS}?tab=exitType`);
    const grid = page.getByTestId('catalog-grid');
    await expect(grid).toContainText('Despido con responsabilidad patronal');
    await expect(page.getByTestId('new-catalog-entry')).toHaveCount(0);
    await expect(grid.getByTestId(/^edit-catalog-entry-/)).toHaveCount(0);
  });
});
