import { expect as baseExpect, test } from './fixtures';
import { api, dayFirst, shot, submitCredentials, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/postpayroll/accountingresume';

test("open a closed payroll's accounting summary, see it balanced, edit an account, download the Excel", async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  // The demo closes the payrolls of the last three months: take the newest paid one.
  const list = await api(page, 'procesoPlanilla/payrolllist', { statuses: ['paid'] });
  const paid = (await list.json()).data as { payrollId: number; periodStart: string }[];
  expect(paid.length, 'a paid payroll in the demo').toBeGreaterThan(0);
  const payroll = paid[0]!;
  // Start from the built-in chart whatever an earlier run saved.
  expect((await api(page, 'procesoPlanilla/savechartofaccounts', { accounts: [] }, 'PUT')).status()).toBe(
    200,
  );

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Resumen contable');
  await page.getByTestId('journal-payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(payroll.periodStart) })
    .first()
    .click();
  await expect(page.getByTestId('balance-indicator')).toHaveText('Balanceado');
  const grid = page.getByTestId('journal-grid');
  await expect(grid.getByRole('gridcell', { name: '5-1-01' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Totales' })).toBeVisible();
  await shot(page, 'accounting-summary-es');

  // Split by cost centre: still balanced.
  await page.getByTestId('by-department').click();
  await expect(page.getByTestId('balance-indicator')).toHaveText('Balanceado');
  await page.getByTestId('by-department').click();

  // The salary expense goes to another account.
  await page.getByTestId('open-chart').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByLabel('Código de la cuenta: Gasto de salarios (bruto)').fill('5-1-01-09');
  await page.getByLabel('Nombre de la cuenta: Gasto de salarios (bruto)').fill('Salarios de planilla');
  await shot(page, 'accounting-summary-chart-es');
  await page.getByTestId('chart-save').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(grid.getByRole('gridcell', { name: '5-1-01-09' })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Salarios de planilla' })).toBeVisible();
  await expect(page.getByTestId('balance-indicator')).toHaveText('Balanceado');

  // The Excel file of the entry.
  const download = page.waitForEvent('download');
  await page.getByTestId('journal-export-xlsx').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`asiento-planilla-${payroll.payrollId}-${payroll.periodStart}.xlsx`);
  expect(await file.failure()).toBeNull();

  // Leave the demo's chart as it was.
  expect((await api(page, 'procesoPlanilla/savechartofaccounts', { accounts: [] }, 'PUT')).status()).toBe(
    200,
  );
  console.expectNone();
});
