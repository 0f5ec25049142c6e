import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, signIn, watchConsole } from './support';

const EMPLOYEES = '/payroll/personaldata/employees/list';
const SCHEDULES = '/payroll/parameters/schedule/list';

const openEmployees = async (page: Page) => {
  await page.getByTestId('vertical-menu').getByText('Empleados').click();
  await expect(page).toHaveURL(EMPLOYEES);
  await expect(page.getByTestId('employees-grid').getByRole('row').nth(1)).toBeVisible();
};

test.describe('employees list', () => {
  test('pages, searches and filters by status on the server; exports the filtered list', async ({ page }) => {
    const console = watchConsole(page);
    await signIn(page, 'admin', { company: COMPANY_1 });
    await openEmployees(page);
    const grid = page.getByTestId('employees-grid');
    // Page 1, 10 per page by default.
    await expect(grid.getByRole('row')).toHaveCount(11);
    await expect(grid).toContainText(/1–10 (de|of) \d+/);

    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-inactive').click();
    await expect(grid.locator('[data-testid^="status-"]').first()).toHaveText('Inactivo');
    const statuses = await grid.locator('[data-testid^="status-"]').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['Inactivo']));

    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^empleados-\d{4}-\d{2}-\d{2}\.csv$/);

    const xlsx = page.waitForEvent('download');
    await page.getByTestId('export-xlsx').click();
    expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
    console.expectNone();
  });

  test('the auditor reads the list without a "new employee" button', async ({ page }) => {
    await signIn(page, 'auditor');
    await openEmployees(page);
    await expect(page.getByTestId('new-employee')).toHaveCount(0);
  });

  test('finds an employee with Ctrl+K and opens their detail', async ({ page }) => {
    await signIn(page, 'admin', { company: COMPANY_1 });
    await openEmployees(page);
    const firstName =
      (await page
        .getByTestId('employees-grid')
        .getByRole('row')
        .nth(1)
        .getByRole('gridcell')
        .nth(1)
        .textContent()) ?? '';
    expect(firstName).not.toBe('');
    await page.keyboard.press('Control+k');
    await page.keyboard.type(firstName.split(' ')[0] ?? '');
    const result = page.getByRole('dialog').getByText(firstName, { exact: true });
    await expect(result).toBeVisible();
    await result.click();
    // The Contacts result opens the employee's detail.
    await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/\d+$/);
    await expect(page.getByTestId('employee-name')).toHaveText(firstName);
  });
});

test.describe('schedules', () => {
  test('creates a schedule after the contract and legal errors, then edits it', async ({ page }) => {
    const console = watchConsole(page);
    const name = `E2E ${Date.now().toString(36)}`;
    await signIn(page, 'admin', { company: COMPANY_1 });
    await page.goto(SCHEDULES);
    await expect(page.getByTestId('schedules-grid').getByRole('row').nth(1)).toBeVisible();

    await page.getByTestId('new-schedule').click();
    await page.getByTestId('schedule-name').fill('x');
    await page.getByTestId('schedule-hours').fill('13');
    await page.getByTestId('schedule-submit').click();
    const form = page.getByTestId('schedule-form');
    await expect(form).toContainText('El texto es demasiado corto.');
    await expect(form).toContainText('Las horas superan el máximo legal');

    await page.getByTestId('schedule-name').fill(name);
    await page.getByTestId('schedule-hours').fill('8');
    await page.getByTestId('schedule-start').fill('07:00');
    await page.getByTestId('schedule-end').fill('16:00');
    await page.getByTestId('schedule-submit').click();
    await expect(form).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Buscar horario por nombre' }).fill(name);
    const row = page.getByTestId('schedules-grid').getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('07:00 – 16:00');

    // The grid re-renders once the search settles: a click on the row's button during that render is lost, so
    // click until the dialog is open.
    await expect(async () => {
      if ((await form.count()) === 0) await row.locator('[data-testid^="edit-schedule-"]').click();
      await expect(page.getByTestId('schedule-day-6')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByTestId('schedule-day-6').check();
    await page.getByTestId('schedule-submit').click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText('48');
    console.expectNone();
  });
});
