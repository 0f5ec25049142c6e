import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addDays, todayInCostaRica } from '@planilla/domain';
import { COMPANY_1, dayFirst, submitCredentials } from './support';

// Screenshots for the issue-9 review, on a loaded machine: generous waits, no fixed sleeps.
test.setTimeout(240_000);
const LONG = { timeout: 90_000 };

const EMPLOYEES = '/payroll/personaldata/employees/list';
const SHOTS = process.env.SHOTS_DIR ?? 'e2e/.artifacts/polish';

const toEnglish = async (page: Page) => {
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
};

/** Opens the salaries tab of the active employee on `row` of the list. */
const openSalaries = async (page: Page, row: number) => {
  await page.goto(`${EMPLOYEES}?status=active`);
  const line = page.getByTestId('employees-grid').getByRole('row').nth(row);
  await expect(line).toBeVisible(LONG);
  await line.getByRole('gridcell').nth(1).click();
  await page.getByTestId('tab-salaries').click();
  await expect(page.getByTestId('salary-row-0')).toBeVisible(LONG);
};

for (const lang of ['es', 'en'] as const) {
  test.describe(`issue 9 polish (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await submitCredentials(page, 'admin');
      await page.getByTestId('company-list').getByText(COMPANY_1, { exact: true }).click(LONG);
      await expect(page.getByTestId('vertical-menu')).toBeVisible(LONG);
      if (lang === 'en') await toEnglish(page);
    });

    test('a salary below the minimum from the Salaries tab warns; a large cut asks first', async ({
      page,
    }) => {
      await openSalaries(page, lang === 'es' ? 3 : 4);
      const last = (await page.getByTestId('salary-row-0').getAttribute('data-effective-from')) ?? '';
      const effectiveFrom =
        [addDays(last, 31), addDays(todayInCostaRica(new Date()), 31)].sort().at(-1) ?? '';
      await page.getByTestId('add-salary').click();
      // Day first in both languages, as every date the product shows.
      await page.getByTestId('salary-effective-from').fill(dayFirst(effectiveFrom));
      await page.getByTestId('salary-amount').fill('200000');
      await page.getByTestId('salary-submit').click();
      await expect(page.getByTestId('salary-cut-confirm')).toBeVisible(LONG);
      await page.screenshot({ path: `${SHOTS}/salary-cut-${lang}.png` });
      await page.getByTestId('salary-submit').click();
      await expect(page.getByTestId('salary-form')).toHaveCount(0, LONG);
      await expect(page.getByText(lang === 'es' ? /mínimo/ : /minimum/).first()).toBeVisible(LONG);
      await page.screenshot({ path: `${SHOTS}/salary-minimum-${lang}.png` });
    });

    test('a long page keeps the sidebar background to the bottom; list columns use the width', async ({
      page,
    }) => {
      await page.goto(EMPLOYEES);
      await expect(page.getByTestId('employees-grid').getByRole('row').nth(1)).toBeVisible(LONG);
      await page.screenshot({ path: `${SHOTS}/employees-1440-${lang}.png` });
      await page.goto(`${EMPLOYEES}`);
      await page
        .getByRole('combobox', { name: /filas|rows/i })
        .click()
        .catch(() => undefined);
      await page
        .getByRole('option', { name: '50' })
        .click()
        .catch(() => undefined);
      await page.mouse.wheel(0, 5000);
      await page.screenshot({ path: `${SHOTS}/long-page-bottom-${lang}.png` });
      await page.screenshot({ path: `${SHOTS}/long-page-full-${lang}.png`, fullPage: true });
      await page.goto('/payroll/administrator/payrollusers/list');
      await expect(page.getByTestId('users-grid').getByRole('row').nth(1)).toBeVisible(LONG);
      await page.screenshot({ path: `${SHOTS}/users-1440-${lang}.png` });
    });
  });
}

test.describe('API documentation', () => {
  // Swagger UI's own page, for developers, not a screen of the product: see docs/accessibility.md.
  test.use({ axe: false });

  test('/api/docs is an interactive viewer', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('.swagger-ui .info .title')).toContainText('Planilla CR API', LONG);
    await expect(page.locator('.opblock').first()).toBeVisible(LONG);
    await page.screenshot({ path: `${SHOTS}/api-docs.png` });
    const json = await page.request.get('/api/docs/json');
    expect((await json.json()).openapi).toMatch(/^3\./);
  });
});
