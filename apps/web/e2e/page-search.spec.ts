import { expect, test } from './fixtures';
import { shot, submitCredentials, watchConsole } from './support';

test('page search finds a page by what it does: the aguinaldo run by "aguinaldo", settlements by "liquidación" (es, en)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();

  await page.keyboard.press('Control+k');
  const search = page.getByTestId('page-search-input');
  await expect(search).toBeFocused();
  await search.fill('aguinaldo');
  const results = page.getByTestId('page-search-results');
  await expect(results).toContainText('Cálculo de planilla');
  await shot(page, 'page-search-aguinaldo-es');
  await search.fill('liquidacion');
  await expect(results).toContainText('Empleados');
  await search.fill('aguinaldo');
  await expect(results).toContainText('Cálculo de planilla');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/processes\/payrollcalculate/);

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.fill('christmas bonus');
  await expect(results).toContainText('Calculate payroll');
  await search.fill('CCSS');
  await expect(results).toContainText('Statutory reports');
  await shot(page, 'page-search-ccss-en');
  console.expectNone();
});
