import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  COMPANY_1,
  COMPANY_2,
  SESSION_KEYS,
  shot,
  signIn,
  storedJson,
  storedKeys,
  watchConsole,
} from './support';

const EMPLOYEES = '/payroll/personaldata/employees/list';
/** Locations of company 2's demo employees: the list shows them only in company 2. */
const VALLE_LOCATIONS = /Sede Paraíso|Bodega Cartago/;

const switchTo = async (page: Page, company: string, number: number) => {
  await page.getByTestId('navbar-company').click();
  const menu = page.getByTestId('company-menu');
  await expect(menu.getByTestId(`company-option-${number}`)).toContainText(company);
  await menu.getByTestId(`company-option-${number}`).click();
  await expect(page.getByTestId('navbar-company')).toContainText(company);
};

test.describe('switching company', () => {
  test('an administrator of two companies switches from the header chip without signing out, on the same page', async ({
    page,
  }) => {
    test.slow(); // a long flow of many screens
    const console = watchConsole(page);
    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.getByTestId('vertical-menu').getByText('Empleados').click();
    await expect(page).toHaveURL(EMPLOYEES);
    const grid = page.getByTestId('employees-grid');
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expect(grid).not.toContainText(VALLE_LOCATIONS);

    // The chip lists the user's companies, the current one marked.
    await page.getByTestId('navbar-company').click();
    const menu = page.getByTestId('company-menu');
    await expect(menu.getByTestId('company-option-1')).toContainText('Empresa actual');
    await expect(menu.getByTestId('company-option-2')).toContainText(COMPANY_2);
    await expect(menu.getByTestId('company-option-2')).toContainText('Administrador');
    await shot(page, 'company-switch-menu-es');
    await menu.getByTestId('company-option-2').click();

    // Same page, the other company's data, still signed in.
    await expect(page.getByRole('alert').filter({ hasText: `Ahora trabaja en ${COMPANY_2}` })).toBeVisible();
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(page.getByTestId('navbar-company')).toContainText(COMPANY_2);
    await expect(grid).toContainText(VALLE_LOCATIONS);
    await shot(page, 'company-switch-done-es');
    expect(await storedKeys(page)).toEqual(expect.arrayContaining([...SESSION_KEYS]));
    expect(await storedJson(page, 'datosEmpresa')).toMatchObject({ num_empresa: 2, name: COMPANY_2 });
    expect(await storedJson(page, 'userData')).toMatchObject({
      num_empresa: 2,
      cod_usuario: 'admin',
      role: 'admin',
    });

    // A reload keeps the new company.
    await page.reload();
    await expect(page.getByTestId('navbar-company')).toContainText(COMPANY_2);
    await expect(grid).toContainText(VALLE_LOCATIONS);

    // From an employee's detail, the switch lands on the list: that employee belongs to the company left.
    await grid.getByRole('row').nth(1).getByRole('gridcell').nth(1).click();
    await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/\d+/);
    await switchTo(page, COMPANY_1, 1);
    await expect(page).toHaveURL(EMPLOYEES);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expect(grid).not.toContainText(VALLE_LOCATIONS);
    await expect(page.getByTestId('vertical-menu')).toBeVisible();
    console.expectNone();
  });

  test('a user of one company sees it alone in the menu', async ({ page }) => {
    await signIn(page, 'planillas');
    await page.getByTestId('navbar-company').click();
    const menu = page.getByTestId('company-menu');
    await expect(menu.getByTestId('company-option-1')).toContainText(COMPANY_1);
    await expect(menu).toContainText('Solo tiene acceso a esta empresa.');
    await expect(menu.getByRole('menuitem')).toHaveCount(1);
  });
});
