import { expect as baseExpect, test } from './fixtures';
import { addDays } from '@planilla/domain';
import { api, dayFirst, projectPlannedFortnight, shot, submitCredentials, watchConsole } from './support';

/** Generous waits: a calculation and the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/processes/payrollcalculate';

test('calculate a payroll, open a payslip, see it go stale, recalculate and close it', async ({ page }) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  // A fortnight still planned in the demo's calendar, projected.
  const { payrollId, start } = await projectPlannedFortnight(page);

  await page.goto(PAGE);
  await page.getByTestId('payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(start) })
    .click();
  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-totals')).toBeVisible();
  await expect(page.getByTestId('payroll-status')).toHaveText('Procesada');
  await shot(page, 'payroll-calculate-es');

  await page.getByRole('row').nth(1).click();
  await expect(page.getByTestId('payslip-title')).toBeVisible();
  await expect(page.getByText('Salario ordinario').first()).toBeVisible();
  await shot(page, 'payroll-calculate-payslip-es');
  await page.keyboard.press('Escape');

  // The highest net first, then only the payslips with warnings, then all again.
  const rows = page.getByRole('row');
  const rowCount = await rows.count();
  await page.getByRole('columnheader', { name: 'Neto' }).click();
  await expect(page.getByRole('columnheader', { name: 'Neto' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByTestId('warnings-only').click();
  await expect(page.getByTestId('warnings-only').locator('input')).toBeChecked();
  await page.getByTestId('warnings-only').click();
  await expect(rows).toHaveCount(rowCount);

  // An absence after the calculation: the payroll must be recalculated before closing.
  const employees = await api(page, 'procesoPlanilla/payrollemployeeslist', { payrollId, pageSize: 1 });
  const employee = (await employees.json()).data.items[0].num_empleado as number;
  const changed = await api(
    page,
    'asistencia/diaryAsistence',
    { payrollId, items: [{ num_empleado: employee, date: addDays(start, 1), code: 'A' }] },
    'PUT',
  );
  expect(changed.status()).toBe(200);
  await page.reload();
  await page.getByTestId('payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(start) })
    .click();
  await expect(page.getByTestId('stale-banner')).toBeVisible();
  await shot(page, 'payroll-calculate-stale-es');
  await page.getByTestId('stale-banner').getByRole('button').click();
  await expect(page.getByTestId('stale-banner')).toBeHidden();

  await page.getByTestId('close-payroll-button').click();
  await page.getByTestId('confirm-close').click();
  await expect(page.getByTestId('payroll-status')).toHaveText('Pagada');

  // Attendance of a paid payroll can no longer be changed.
  const refused = await api(
    page,
    'asistencia/diaryAsistence',
    { payrollId, items: [{ num_empleado: employee, date: addDays(start, 2), code: 'A' }] },
    'PUT',
  );
  expect(refused.status()).toBe(409);
  console.expectNone();
});
