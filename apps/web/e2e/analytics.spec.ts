import { expect as baseExpect, test } from './fixtures';
import { api, shot, signIn, submitCredentials, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const DASHBOARD = '/dashboard/analytics';
const REPORTS = '/payroll/postpayroll/statutoryreports';

/** The path each attention screen opens. */
const SCREEN_PATHS: Record<string, string> = {
  payroll_review: '/payroll/processes/payrollreview',
  payroll_calculate: '/payroll/processes/payrollcalculate',
  pay_documents: '/payroll/postpayroll/paydocument',
  employees: '/payroll/personaldata/employees/list',
  employee_detail: '/payroll/personaldata/employees/',
  payroll_calendar: '/payroll/parameters/payrollcalendar/list',
  statutory_reports: REPORTS,
};

test('the dashboard draws its charts on the demo data in Spanish and English, with a table view and an attention item', async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Cards and charts drawn (not empty): the demo closes the last three months' payrolls.
  await expect(page.getByTestId('kpi-cost')).toBeVisible();
  await expect(page.getByTestId('kpi-headcount-value')).not.toHaveText('0');
  // At 1440 px every card's figure fits inside its card (an amount was cut off at the card's edge).
  await expect(page.getByTestId('kpi-cost-value')).not.toBeEmpty();
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid^="kpi-"][data-testid$="-value"]')]
      .filter((value) => {
        const card = value.closest<HTMLElement>('.MuiCard-root')!.getBoundingClientRect();
        const box = value.getBoundingClientRect();
        return value.scrollWidth > value.clientWidth || box.right > card.right - 8;
      })
      .map((value) => value.dataset.testid),
  );
  expect(clipped).toEqual([]);
  const cost = page.getByTestId('chart-payroll-cost');
  await expect(cost.getByText('Costo de planilla por mes')).toBeVisible();
  await expect(
    page.getByTestId('chart-payroll-cost-drawing').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(
    page.getByTestId('chart-department-drawing').locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByTestId('chart-attendance-drawing').locator('.recharts-line').first()).toBeVisible();
  await shot(page, 'analytics-dashboard-es');

  // The table view of the cost chart: its figures in es-CR money.
  await page.getByTestId('chart-payroll-cost-table').click();
  const table = cost.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Salario bruto' })).toBeVisible();
  await expect(
    table
      .getByRole('cell')
      .filter({ hasText: /₡\s?[1-9]/ })
      .first(),
  ).toBeVisible();
  await shot(page, 'analytics-table-es');

  // The range and the filters live in the URL.
  await page.getByRole('combobox', { name: 'Periodicidad' }).click();
  await page.getByRole('option', { name: 'Quincenal' }).click();
  await expect(page).toHaveURL(/periodicity=fortnightly/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Periodicidad' })).toContainText('Quincenal');

  // English: the same screen, every text translated.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(cost.getByText('Payroll cost per month')).toBeVisible();
  await expect(page.getByTestId('attention-card').getByText('Needs attention')).toBeVisible();
  await expect(page.getByTestId('chart-attendance').getByText('Attendance line')).toBeVisible();
  await shot(page, 'analytics-dashboard-en');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-cr').click();

  // An attention item leads to the screen that fixes it.
  const attention = (await (await api(page, 'parametros/dashboardattention', {})).json()).data as {
    items: { id: string; kind: string; screen: string }[];
  };
  expect(attention.items.length, 'something needs attention on the demo data').toBeGreaterThan(0);
  const first = attention.items[0]!;
  await page.goto(DASHBOARD);
  const row = page.getByTestId(`attention-${first.kind}`).first();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(SCREEN_PATHS[first.screen]!.replace(/\//g, '\\/')));
  console.expectNone();
});

test('the auditor sees the figures and no action; downloads a CCSS report of a month', async ({ page }) => {
  await signIn(page, 'auditor');
  await page.goto(DASHBOARD);
  await expect(page.getByTestId('chart-payroll-cost')).toBeVisible();
  // The auditor opens the screens to look ("Ver"), never "Resolver".
  const card = page.getByTestId('attention-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Resolver/ })).toHaveCount(0);

  await page.goto(REPORTS);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reportes de ley');
  const months = (await (await api(page, 'postPlanilla/statutorymonths', {})).json()).data as {
    months: { month: string }[];
  };
  let month = months.months[0]?.month;
  if (!month) {
    // Early in January the closed payrolls are last year's.
    await page.getByLabel('Año').click();
    const last = String(new Date().getFullYear() - 1);
    await page.getByRole('option', { name: last }).click();
    month = (
      (await (await api(page, 'postPlanilla/statutorymonths', { year: Number(last) })).json()).data as {
        months: { month: string }[];
      }
    ).months[0]!.month;
  }
  await shot(page, 'statutory-reports-es');
  // At 1440 px the report buttons fit: the grid does not scroll sideways (they were cut off at the card's edge).
  await expect(page.getByTestId(`report-${month}-tax-csv`)).toBeVisible();
  const grid = await page.locator('.MuiDataGrid-root').first().boundingBox();
  const csv = await page.getByTestId(`report-${month}-tax-csv`).boundingBox();
  expect(csv!.x + csv!.width).toBeLessThanOrEqual(grid!.x + grid!.width);
  const download = page.waitForEvent('download');
  await page.getByTestId(`report-${month}-ccss-xlsx`).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`planilla-ccss-${month}.xlsx`);
  expect(await file.failure()).toBeNull();
});
