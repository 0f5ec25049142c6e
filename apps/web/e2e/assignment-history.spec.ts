import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDays, todayInCostaRica } from '@planilla/domain';
import { COMPANY_1, dayFirst, signIn, watchConsole, shot } from './support';

/**
 * The work assignment and the pay periodicity take effect from a date and keep a history, like salaries.
 * Employee 39 of the demo data is active and paid monthly (the seed does not depend on the clock).
 * SHOTS_DIR saves screenshots of the screens in Spanish and English.
 */
const DETAIL = '/payroll/personaldata/employees/39';
const chooseOption = async (page: Page, select: string, option: string) => {
  await page.getByTestId(select).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
};

test('a schedule change from a date keeps the history, shows in the projection, and a scheduled change waits', async ({
  page,
}) => {
  const console = watchConsole(page);
  await signIn(page, 'admin', { company: COMPANY_1 });
  await page.goto(`${DETAIL}?tab=assignment`);
  await expect(page.getByTestId('assignment-tab')).toBeVisible();
  const history = page.getByTestId('assignment-history');
  await expect(history.getByRole('row')).toHaveCount(2); // the header and the row of the hiring
  await expect(page.getByTestId('assignment-row-0')).toContainText('registro inicial');
  await expect(page.getByTestId('assignment-row-0')).toContainText('Vigente');

  // A change of schedule and department from today, with its reason.
  const today = todayInCostaRica(new Date());
  await chooseOption(page, 'assignment-schedule-select', 'Nocturna L-S 22:00-04:00');
  await chooseOption(page, 'assignment-department-select', 'Bodega');
  await page.getByTestId('assignment-effective-from').fill(dayFirst(today));
  await page.getByTestId('assignment-reason').fill('Turno de noche en bodega (e2e)');
  await page.getByTestId('assignment-save').click();
  await expect(page.getByText(`Asignación laboral registrada desde el ${dayFirst(today)}.`)).toBeVisible();
  await expect(page.getByTestId('assignment-schedule')).toHaveText('Nocturna L-S 22:00-04:00');
  await expect(page.getByTestId('assignment-department')).toHaveText('Bodega');
  await expect(history.getByRole('row')).toHaveCount(3);
  const newest = page.getByTestId('assignment-row-0');
  await expect(newest).toHaveAttribute('data-effective-from', today);
  await expect(newest).toContainText('Turno de noche en bodega (e2e)');
  await expect(newest).toContainText('Vigente');
  await expect(page.getByTestId('assignment-row-1')).toContainText('Anterior');

  // A change before the last one is refused on the date field, and nothing is added.
  await chooseOption(page, 'assignment-location-select', 'Finca La Montaña');
  await page.getByTestId('assignment-effective-from').fill(dayFirst(addDays(today, -1)));
  await page.getByTestId('assignment-save').click();
  await expect(page.getByTestId('assignment-form')).toContainText(
    'La fecha no puede ser anterior a la del último cambio registrado.',
  );
  await expect(history.getByRole('row')).toHaveCount(3);

  // The same location from a later date is scheduled: today's assignment stays.
  const later = addDays(today, 20);
  await page.getByTestId('assignment-effective-from').fill(dayFirst(later));
  await page.getByTestId('assignment-save').click();
  await expect(page.getByTestId('assignment-row-0')).toHaveAttribute('data-effective-from', later);
  await expect(page.getByTestId('assignment-row-0')).toContainText('Programado');
  await expect(page.getByTestId('assignment-location')).not.toHaveText('Finca La Montaña');
  await shot(page, 'assignment-es');

  // The month's projection pays the days from today under the night jornada.
  await page.getByTestId('tab-projection').click();
  await expect(page.getByTestId('projection-tab')).toBeVisible();
  if (!today.endsWith('-01')) {
    await expect(page.getByTestId('projection-jornada-change')).toContainText(
      `desde el ${dayFirst(today)} rige Nocturna`,
    );
  }
  await shot(page, 'projection-jornada-change-es');
  console.expectNone([/400 \(Bad Request\)/]);
});

test('the periodicity changes from a date, with its history, in Spanish and in English', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'admin', { company: COMPANY_1 });
  await page.goto(`${DETAIL}?tab=periodicity`);
  await expect(page.getByTestId('periodicity-current')).toHaveText('Mensual');
  const history = page.getByTestId('periodicity-history');
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('periodicity-save')).toBeDisabled();

  const today = todayInCostaRica(new Date());
  await page.getByTestId('periodicity-fortnightly').check();
  await page.getByTestId('periodicity-effective-from').fill(dayFirst(today));
  await page.getByTestId('periodicity-reason').fill('Pago quincenal a pedido del empleado (e2e)');
  await page.getByTestId('periodicity-save').click();
  await expect(page.getByTestId('periodicity-current')).toHaveText('Quincenal');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('periodicity-row-0')).toContainText('Quincenal');
  await expect(page.getByTestId('periodicity-row-0')).toContainText('Vigente');
  await expect(page.getByTestId('periodicity-row-1')).toContainText('Mensual');
  await shot(page, 'periodicity-es');

  // English: the same screens, every text translated.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('periodicity-current')).toHaveText('Fortnightly');
  await expect(page.getByTestId('periodicity-row-0')).toContainText('In force');
  await shot(page, 'periodicity-en');
  await page.getByTestId('tab-assignment').click();
  await expect(page.getByTestId('assignment-history')).toContainText('initial record');
  await shot(page, 'assignment-en');
  console.expectNone();
});

test('the auditor sees both histories and no way to change them', async ({ page }) => {
  const console = watchConsole(page);
  await signIn(page, 'auditor');
  await page.goto(`${DETAIL}?tab=assignment`);
  await expect(page.getByTestId('assignment-history')).toBeVisible();
  await expect(page.getByTestId('assignment-form')).toHaveCount(0);
  await page.getByTestId('tab-periodicity').click();
  await expect(page.getByTestId('periodicity-history')).toBeVisible();
  await expect(page.getByTestId('periodicity-form')).toHaveCount(0);
  console.expectNone();
});
