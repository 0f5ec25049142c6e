import { expect as baseExpect, test } from './fixtures';
import { todayInCostaRica } from '@planilla/domain';
import { shot, submitCredentials, watchConsole } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
const SEARCH = 'Buscar por nombre, número o cédula';

test("run the demo company's aguinaldo and open one employee's month-by-month explanation", async ({ page }) => {
  const console = watchConsole(page);
  const year = Number(todayInCostaRica(new Date()).slice(0, 4));
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  await page.goto('/payroll/processes/payrollcalculate');
  await page.getByTestId('new-aguinaldo').click();
  // The new payroll is chosen: what it is, its pay-by date, and the earnings from before the product.
  await expect(page.getByTestId('aguinaldo-banner')).toContainText(`Aguinaldo ${year}`);
  await expect(page.getByTestId('aguinaldo-banner')).toContainText(`20/12/${year}`);
  await page.getByTestId('aguinaldo-earnings-open').click();
  const earnings = page.getByRole('dialog');
  await expect(earnings.getByRole('table')).toBeVisible();
  // A month that already has paid payrolls in the system is refused in the check, saving nothing.
  const firstRow = earnings.getByRole('row').nth(1);
  const number = (await firstRow.getByRole('cell').first().innerText()).trim();
  const lastMonth = new Date(`${todayInCostaRica(new Date()).slice(0, 7)}-15T00:00:00Z`);
  lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
  await earnings
    .getByTestId('aguinaldo-earnings-text')
    .fill(`${number};${lastMonth.toISOString().slice(0, 7)};1000`);
  await earnings.getByTestId('aguinaldo-earnings-check').click();
  await expect(earnings.getByTestId('aguinaldo-earnings-problems')).toContainText('ya tiene planillas pagadas');
  await expect(earnings.getByTestId('aguinaldo-earnings-save')).toBeDisabled();
  await shot(page, 'aguinaldo-earnings-es');
  await page.keyboard.press('Escape');

  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-totals')).toBeVisible();
  await expect(page.getByTestId('payroll-status')).toHaveText('Procesada');
  await page.getByRole('row').nth(1).click();
  await expect(page.getByTestId('payslip-title')).toBeVisible();
  await expect(page.getByText('Aguinaldo', { exact: true }).first()).toBeVisible();
  const months = page.getByTestId('aguinaldo-months');
  await expect(months).toBeVisible();
  // December of last year to November: twelve months at most, and a total earned.
  await expect(months.getByRole('row')).not.toHaveCount(2);
  await expect(months.getByText('Total devengado')).toBeVisible();
  await shot(page, 'aguinaldo-payslip-es');

  // A court-ordered alimony for that employee: the only deduction the aguinaldo admits. Saving it makes the
  // aguinaldo stale; recalculated, the payslip withholds it.
  const member = /#(\d+)/.exec(await page.getByTestId('payslip-title').innerText())![1]!;
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('payslip-title')).toBeHidden();
  await page.getByTestId('aguinaldo-alimony-open').click();
  const alimony = page.getByTestId('aguinaldo-alimony-dialog');
  await expect(alimony).toBeVisible();
  await alimony.getByTestId('alimony-employee').fill(member);
  await alimony.getByTestId('alimony-amount').fill('25000');
  await alimony.getByTestId('alimony-court-file').fill('24-000123-0165-PA');
  await alimony.getByTestId('alimony-submit').click();
  await expect(alimony.getByTestId(`alimony-row-${member}`)).toContainText('24-000123-0165-PA');
  await shot(page, 'aguinaldo-alimony-es');
  await alimony.getByTestId('aguinaldo-alimony-close').click();
  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-status')).toHaveText('Procesada');
  await page.getByRole('textbox', { name: SEARCH }).fill(member);
  // The search narrows the results to that employee (the number may be a prefix of others'). The grid may
  // still be redrawing with the search's answer: click its row until the payslip opens.
  await expect(async () => {
    await page.getByRole('gridcell', { name: member, exact: true }).first().click();
    await expect(page.getByTestId('payslip-title')).toContainText(`#${member}`, { timeout: 5_000 });
  }).toPass();
  await expect(page.getByText('Pensión alimentaria (retención judicial)').first()).toBeVisible();
  await shot(page, 'aguinaldo-alimony-payslip-es');
  console.expectNone();
});
