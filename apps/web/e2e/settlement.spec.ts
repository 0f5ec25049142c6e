import { expect as baseExpect, test } from './fixtures';
import { todayInCostaRica } from '@planilla/domain';
import { COMPANY_1, dayFirst, shot, signIn, watchConsole } from './support';

/** Generous waits: the settlement and the calculation may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const EMPLOYEES = '/payroll/personaldata/employees/list';
const DETAIL = /\/payroll\/personaldata\/employees\/(\d+)(\?.*)?$/;

test('record a dismissal without cause, see the settlement, create its payroll and calculate it', async ({
  page,
}) => {
  const console = watchConsole(page);
  await signIn(page, 'admin', { company: COMPANY_1 });

  // An active demo employee of the first page no other spec uses (they take rows 1–5), hired long enough ago.
  await page.goto(`${EMPLOYEES}?status=active`);
  const line = page.getByTestId('employees-grid').getByRole('row').nth(8);
  await expect(line).toBeVisible();
  const name = ((await line.getByRole('gridcell').nth(1).textContent()) ?? '').trim();
  await line.getByRole('gridcell').nth(1).click();
  await expect(page).toHaveURL(DETAIL);
  await expect(page.getByTestId('employee-name')).toHaveText(name);

  // The exit: today, a dismissal with employer liability (without just cause).
  await page.getByTestId('employee-inactivate').click();
  await page.getByTestId('status-kind-exit').click();
  await page.getByTestId('status-exit-date').fill(dayFirst(todayInCostaRica(new Date())));
  await page.getByTestId('status-exit-type').click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: 'Despido con responsabilidad patronal' })
    .click();
  await page.getByTestId('status-reason').fill('Cierre del puesto (e2e)');
  await page.getByTestId('status-submit').click();
  await expect(page.getByTestId('status-form')).toHaveCount(0);
  await expect(page.getByTestId('employee-status')).not.toHaveText('Activo');

  // The settlement, below the employment periods: preaviso and cesantía with their arithmetic.
  await page.getByTestId('tab-entries').click();
  const card = page.getByTestId('settlement-card');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('settlement-exit')).toContainText('Despido con responsabilidad patronal');
  await expect(page.getByTestId('settlement-line-PREAVISO')).toContainText('Preaviso');
  await expect(page.getByTestId('settlement-line-PREAVISO')).toContainText('días ×');
  await expect(page.getByTestId('settlement-line-CESANTIA')).toContainText('Auxilio de cesantía');
  await expect(page.getByTestId('settlement-net')).toContainText('₡');
  await shot(page, 'settlement-es');

  // Its payroll, then the calculation screen with it chosen and labelled as a settlement.
  await page.getByTestId('settlement-create').click();
  await expect(page.getByTestId('settlement-payroll')).toContainText('proyectada');
  await page.getByTestId('settlement-open-calculation').click();
  await expect(page).toHaveURL(/\/payroll\/processes\/payrollcalculate\?payrollId=\d+$/);
  await expect(page.getByTestId('payroll-select')).toContainText(`Liquidación: ${name}`);
  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-status')).toHaveText('Procesada');
  await expect(page.getByTestId('settlement-banner')).toContainText(name);
  console.expectNone();
});
