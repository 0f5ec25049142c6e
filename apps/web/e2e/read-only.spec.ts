import { expect as baseExpect, test } from './fixtures';
import { shot, signIn, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

test('the auditor is told a screen is read only and is offered no editing: daily register, extra hours (es, en)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await signIn(page, 'auditor');
  await page.goto('/payroll/presence/diaryregister');
  await expect(page.getByTestId('page-read-only')).toHaveText('Solo lectura');
  await expect(page.getByTestId('page-read-only-notice')).toContainText('no modificarla');
  // No "edite en la tabla" for a role that cannot.
  await expect(page.getByRole('main')).not.toContainText('edite en la tabla');
  await expect(page.getByTestId('code-legend')).not.toContainText('Enter guarda');
  const register = page.getByTestId('register-grid');
  const row = register.locator('[role="row"][data-id]').first();
  await expect(row).toBeVisible({ timeout: 120_000 });
  const code = row.locator('[data-field="code"]');
  const before = await code.textContent();
  // Typing on a cell opens no editor and changes nothing; no row can be ticked.
  await code.click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('A');
  await page.keyboard.press('Enter');
  await expect(code.locator('input')).toHaveCount(0);
  await expect(code).toHaveText(before ?? '');
  await expect(register.locator('input[type="checkbox"]')).toHaveCount(0);
  await shot(page, 'read-only-register-es');

  await page.goto('/payroll/presence/extrahours');
  await expect(page.getByTestId('page-read-only')).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('page-read-only')).toHaveText('Read only');
  await expect(page.getByTestId('page-read-only-notice')).toContainText('not change it');
  await shot(page, 'read-only-extra-hours-en');
  console.expectNone();
});
