import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDays, todayInCostaRica } from '@planilla/domain';
import { COMPANY_1, dayFirst, signIn, watchConsole } from './support';

const EMPLOYEES = '/payroll/personaldata/employees/list';
const DETAIL = /\/payroll\/personaldata\/employees\/(\d+)(\?.*)?$/;

/** Intl groups thousands with (narrow) no-break spaces in es-CR. */
const money = (text: string) => new RegExp(text.replace(/ /g, '[\\s\\u00a0\\u202f]'));

/**
 * Opens the detail of the active employee on `row` (1 = first) of the list of active employees sorted
 * by name. Each test uses its own row, so tests that change an employee never share one.
 */
const openActiveEmployee = async (page: Page, row: number) => {
  await page.goto(`${EMPLOYEES}?status=active`);
  const line = page.getByTestId('employees-grid').getByRole('row').nth(row);
  await expect(line).toBeVisible();
  const name = ((await line.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await line.getByRole('gridcell').nth(1).click();
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByTestId('employee-name')).toHaveText(name);
  const num = Number(DETAIL.exec(page.url())?.[1]);
  return { name, num };
};

const chooseOption = async (page: Page, select: string, option: string | RegExp) => {
  await page.getByTestId(select).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(listbox).toHaveCount(0);
};

test.describe('employee detail', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', { company: COMPANY_1 });
  });

  test('adds a salary and shows it at the top of the history', async ({ page }) => {
    const console = watchConsole(page);
    await openActiveEmployee(page, 1);
    await page.getByTestId('tab-salaries').click();
    await expect(page).toHaveURL(/\?tab=salaries$/);
    const newest = page.getByTestId('salary-row-0');
    await expect(newest).toBeVisible();
    const last = (await newest.getAttribute('data-effective-from')) ?? '';
    expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // After the newest row and in the future, so it is scheduled rather than in force.
    const today = todayInCostaRica(new Date());
    const effectiveFrom = [addDays(last, 31), addDays(today, 31)].sort().at(-1) ?? '';
    const colones = 600_000 + (Date.now() % 90_000);
    const typed = `${Math.floor(colones / 1000)} ${String(colones % 1000).padStart(3, '0')},50`;

    await page.getByTestId('add-salary').click();
    await page.getByTestId('salary-effective-from').fill(dayFirst(effectiveFrom));
    await page.getByTestId('salary-amount').fill(typed);
    await page.getByTestId('salary-reason').fill('Aumento por desempeño (e2e)');
    await page.getByTestId('salary-submit').click();
    await expect(page.getByTestId('salary-form')).toHaveCount(0);
    await expect(page.getByText(money(`Salario de ₡${typed} agregado`))).toBeVisible();

    await expect(newest).toHaveAttribute('data-effective-from', effectiveFrom);
    await expect(newest).toContainText(money(`₡${typed}`));
    await expect(newest).toContainText('Aumento por desempeño (e2e)');
    // The row is in the future: scheduled, not yet in force.
    await expect(newest).toContainText('Programado');

    // The next one must come after it: the server refuses the same date on the date field.
    await page.getByTestId('add-salary').click();
    await page.getByTestId('salary-effective-from').fill(dayFirst(effectiveFrom));
    await page.getByTestId('salary-amount').fill('700000');
    await page.getByTestId('salary-submit').click();
    await expect(page.getByTestId('salary-form')).toContainText('posterior a la del último salario');
    console.expectNone([/400 \(Bad Request\)/]);
  });

  test('adds, modifies and deletes a localization with cascading province, canton and district', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openActiveEmployee(page, 2);
    await page.getByTestId('tab-localizations').click();
    await expect(page.getByTestId('localizations-tab')).toBeVisible();
    const address = `Del parque 100 m sur, e2e ${Date.now().toString(36)}`;

    await page.getByTestId('add-localization').click();
    const form = page.getByTestId('localization-form');
    await chooseOption(page, 'loc-kind', 'Contacto de emergencia');
    await chooseOption(page, 'loc-province', 'San José');
    await chooseOption(page, 'loc-canton', 'Tarrazú');
    await chooseOption(page, 'loc-district', 'San Marcos');
    await page.getByTestId('loc-address').fill(address);
    await page.getByTestId('loc-phone').fill('2222-3344');
    await page.getByTestId('loc-email').fill('No Es Correo');
    await page.getByTestId('loc-contactName').fill('María Mora');
    await page.getByTestId('localization-submit').click();
    await expect(form).toContainText('Escriba un correo electrónico válido');
    await page.getByTestId('loc-email').fill('Maria.Mora@Example.CR');
    await page.getByTestId('localization-submit').click();
    await expect(form).toHaveCount(0);

    const row = page.getByTestId('localizations-table').getByRole('row').filter({ hasText: address });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Contacto de emergencia');
    await expect(row).toContainText('Tarrazú · San Marcos');
    await expect(row).toContainText('maria.mora@example.cr');
    await expect(row).toContainText('María Mora');

    // Modify: a new province clears canton and district.
    await row.getByTestId(/^edit-localization-/).click();
    await expect(page.getByTestId('loc-district')).toHaveText('San Marcos');
    await chooseOption(page, 'loc-province', 'Alajuela');
    await expect(page.getByTestId('loc-canton-value')).toHaveValue('');
    await expect(page.getByTestId('loc-district-value')).toHaveValue('');
    await page.getByTestId('localization-submit').click();
    await expect(form).toContainText('Este campo es obligatorio.');
    await chooseOption(page, 'loc-canton', 'Grecia');
    await page.getByTestId('loc-district').click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByTestId('loc-address').fill(`${address} (modificada)`);
    await page.getByTestId('localization-submit').click();
    await expect(form).toHaveCount(0);
    const modified = page
      .getByTestId('localizations-table')
      .getByRole('row')
      .filter({ hasText: `${address} (modificada)` });
    await expect(modified).toContainText('Alajuela');
    await expect(modified).toContainText('Grecia');

    // Delete, after confirming.
    await modified.getByTestId(/^delete-localization-/).click();
    await expect(page.getByRole('dialog')).toContainText(`${address} (modificada)`);
    await page.getByTestId('delete-localization-confirm').click();
    await expect(page.getByText('Localización eliminada.')).toBeVisible();
    await expect(page.getByTestId('localizations-tab')).not.toContainText(address);
    console.expectNone();
  });

  test('suspends an employee with a reason, finds them among the inactive, and activates them again', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const { name } = await openActiveEmployee(page, 3);
    const status = page.getByTestId('employee-status');
    await expect(status).toHaveText('Activo');

    await page.getByTestId('employee-inactivate').click();
    const form = page.getByTestId('status-form');
    await expect(page.getByTestId('status-kind-suspension').locator('input')).toBeChecked();
    await page.getByTestId('status-submit').click();
    await expect(form).toContainText('Este campo es obligatorio.');
    await page.getByTestId('status-reason').fill('Permiso sin goce de salario por un mes (e2e)');
    await page.getByTestId('status-submit').click();
    await expect(form).toHaveCount(0);
    await expect(status).toHaveText('Inactivo');
    await expect(page.getByTestId('employee-status-reason')).toContainText(
      'Permiso sin goce de salario por un mes (e2e)',
    );
    await expect(page.getByTestId('employee-inactivate')).toHaveCount(0);
    await expect(page.getByTestId('employee-activate')).toBeVisible();

    // The list, filtered by status, has them.
    await page.getByTestId('back-to-list').click();
    await expect(page).toHaveURL(EMPLOYEES);
    await page.getByTestId('filter-status').click();
    await page.getByTestId('filter-status-inactive').click();
    await page.getByTestId('employees-search').fill(name);
    const grid = page.getByTestId('employees-grid');
    const found = grid.getByRole('row').filter({ hasText: name });
    await expect(found).toHaveCount(1);
    await expect(found.locator('[data-testid^="status-"]')).toHaveText('Inactivo');

    await found.getByRole('gridcell').nth(1).click();
    await expect(page.getByTestId('employee-name')).toHaveText(name);
    await page.getByTestId('employee-activate').click();
    await page.getByTestId('status-reason').fill('Regresa del permiso (e2e)');
    await page.getByTestId('status-submit').click();
    await expect(form).toHaveCount(0);
    await expect(status).toHaveText('Activo');
    await expect(page.getByTestId('employee-inactivate')).toBeVisible();
    console.expectNone();
  });

  test('shows the periods, the assignment, the vacations and the projection of the next pay', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openActiveEmployee(page, 4);
    await page.getByTestId('tab-entries').click();
    await expect(page.getByTestId('entries-table').getByRole('row').nth(1)).toBeVisible();
    await page.getByTestId('tab-assignment').click();
    await expect(page.getByTestId('assignment-schedule')).not.toHaveText('—');
    await page.getByTestId('tab-vacations').click();
    await expect(page.getByTestId('vacations-pending')).toContainText('días');
    await page.getByTestId('tab-projection').click();
    await expect(page.getByTestId('projection-line-ORDINARY_PAY')).toContainText('Salario ordinario');
    await expect(page.getByTestId('projection-line-CCSS_SEM_WORKER')).toContainText(
      'Seguro de Enfermedad y Maternidad',
    );
    await expect(page.getByTestId('projection-net')).toContainText('₡');
    // The following period, and back to the one paid next.
    const period = page.getByTestId('projection-period');
    const current = (await period.textContent()) ?? '';
    await expect(page.getByTestId('projection-current')).toBeDisabled();
    await page.getByTestId('projection-next').click();
    await expect(period).not.toHaveText(current);
    await page.getByTestId('projection-current').click();
    await expect(period).toHaveText(current);
    // The tab is kept in the address: a reload opens it again.
    await page.reload();
    await expect(page.getByTestId('projection-tab')).toBeVisible();
    console.expectNone();
  });

  test('says so when the employee does not exist', async ({ page }) => {
    await page.goto('/payroll/personaldata/employees/99999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empleado no encontrado');
    // The page says it; no error toast on top of it.
    await expect(page.getByRole('alert').filter({ hasText: 'No se encontró el empleado' })).toHaveCount(0);
    await page.getByTestId('employee-not-found-back').click();
    await expect(page).toHaveURL(EMPLOYEES);
  });
});

test('the auditor reads the detail without any button that changes it', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'auditor');
  await openActiveEmployee(page, 5);
  await expect(page.getByTestId('employee-header')).toBeVisible();
  await expect(page.getByTestId('employee-inactivate')).toHaveCount(0);
  await expect(page.getByTestId('employee-activate')).toHaveCount(0);

  await page.getByTestId('tab-salaries').click();
  await expect(page.getByTestId('salary-row-0')).toBeVisible();
  await expect(page.getByTestId('add-salary')).toHaveCount(0);
  await page.getByTestId('tab-localizations').click();
  await expect(page.getByTestId('localizations-tab')).toBeVisible();
  await expect(page.getByTestId('add-localization')).toHaveCount(0);
  await expect(page.getByTestId(/^(edit|delete)-localization-/)).toHaveCount(0);
  await page.getByTestId('tab-assignment').click();
  await expect(page.getByTestId('assignment-schedule')).toBeVisible();
  await expect(page.getByTestId('assignment-save')).toHaveCount(0);
  await page.getByTestId('tab-periodicity').click();
  await expect(page.getByTestId('periodicity-current')).toBeVisible();
  await expect(page.getByTestId('periodicity-save')).toHaveCount(0);
  console.expectNone();
});
