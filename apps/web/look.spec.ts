import { test } from '@playwright/test';

const BASE = 'http://127.0.0.1:3100';
test.use({ viewport: { width: 1440, height: 900 }, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
test.setTimeout(600_000);

const login = async (page: import('@playwright/test').Page, lang: 'cr' | 'en', skin: 'dark' | 'light') => {
  await page.goto(`${BASE}/login`);
  await page.evaluate(
    ([l, s]) => localStorage.setItem('settings', JSON.stringify({ language: l, skin: s, direction: 'ltr', menuCollapsed: false })),
    [lang, skin],
  );
  await page.goto(`${BASE}/login`);
  await page.getByTestId('sign-in-user').fill('planillas');
  await page.getByTestId('sign-in-password').fill('Planilla-Demo-2026');
  await page.getByTestId('sign-in-submit').click();
  await page.getByTestId('vertical-menu').waitFor();
};

for (const [lang, skin] of [['cr', 'light'], ['en', 'dark']] as const) {
  test(`look ${lang}`, async ({ page }) => {
    await login(page, lang, skin);
    const shot = (n: string) => page.screenshot({ path: `/tmp/look/${n}-${lang}.png`, fullPage: true });
    await page.goto(`${BASE}/payroll/vacations/periods`);
    await page.getByTestId('vacation-summary-liability').waitFor();
    await page.waitForTimeout(1500);
    await shot('vacations');
    await page.locator('[data-testid^="vacation-open-"]').first().click();
    await page.getByTestId('vacation-period-1').waitFor();
    await shot('vacation-dialog');
    await page.keyboard.press('Escape');
    await page.goto(`${BASE}/payroll/processes/payrollcalculate`);
    await page.getByTestId('payroll-select').click();
    await page.getByRole('option').filter({ hasText: 'Aguinaldo' }).first().click().catch(() => page.keyboard.press('Escape'));
    await page.waitForTimeout(2500);
    await shot('aguinaldo');
    await page.goto(`${BASE}/dashboard/analytics`);
    await page.waitForTimeout(4000);
    await shot('dashboard');
    await page.goto(`${BASE}/payroll/postpayroll/accountingresume`);
    await page.waitForTimeout(3000);
    await shot('accounting');
    await page.goto(`${BASE}/payroll/postpayroll/paymentResumen`);
    await page.waitForTimeout(3000);
    await shot('payment');
    await page.goto(`${BASE}/payroll/postpayroll/paydocument`);
    await page.waitForTimeout(3000);
    await shot('vouchers');
    await page.goto(`${BASE}/payroll/postpayroll/statutoryreports`);
    await page.waitForTimeout(3000);
    await shot('reports');
  });
}
