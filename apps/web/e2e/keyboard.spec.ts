import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, DEMO_PASSWORD, PATHS } from './support';

/** Presses Tab (Shift+Tab backwards) until `target` has the focus: how a keyboard user reaches it. */
const tabTo = async (page: Page, target: Locator, { backwards = false, max = 80 } = {}) => {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
};

/** The focused control shows it: MUI marks keyboard focus with `Mui-focusVisible` (its focus ring). */
const expectVisibleFocus = async (target: Locator) => {
  await expect(target).toBeFocused();
  await expect(target).toHaveClass(/Mui-focusVisible/);
};

test('signs in, chooses the company, skips to the content, searches, navigates and opens the new-employee form by keyboard alone', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.goto(PATHS.signIn);

  // Sign-in: the user field has the focus; Tab to the password, Enter submits.
  const user = page.getByTestId('sign-in-user');
  await expect(user).toBeFocused({ timeout: 60_000 });
  await page.keyboard.type('admin');
  await tabTo(page, page.getByTestId('sign-in-password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // Company choice: the first company has the focus; arrows and Tab move, Enter chooses.
  const companies = page.getByTestId('company-list').getByRole('button');
  await expect(companies.first()).toBeFocused({ timeout: 30_000 });
  await expect(companies.first()).toContainText(COMPANY_1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('vertical-menu')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(PATHS.dashboard);

  // Tabbing to the start of the page shows the skip link; Enter moves the focus to the main content.
  const skip = page.getByTestId('skip-to-content');
  await expect(skip).not.toBeInViewport();
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  await expect(skip).toHaveText('Saltar al contenido principal');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The language menu opens from the keyboard, and Escape gives the focus back to its button.
  const language = page.getByTestId('language-switch');
  await tabTo(page, language, { backwards: true });
  await expectVisibleFocus(language);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(language).toBeFocused();

  // Ctrl+K: the page search takes the focus, keeps it inside (Tab stays in the dialog) and opens a page with Enter.
  await page.keyboard.press('Control+k');
  const search = page.getByTestId('page-search-input');
  await expect(search).toBeFocused();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  }
  await search.focus();
  await page.keyboard.type('empleados');
  await expect(page.getByTestId('page-search-results')).toContainText('Empleados');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/list/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empleados', { timeout: 60_000 });

  // The menu by keyboard: Tab to a page of the menu and Enter opens it.
  const schedules = page.getByTestId('vertical-menu').getByRole('link', { name: 'Horarios' });
  await tabTo(page, schedules, { backwards: true });
  await expectVisibleFocus(schedules);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/parameters\/schedule\/list/);

  // Back to the employees (menu again), then the new-employee form from its button.
  const employees = page.getByTestId('vertical-menu').getByRole('link', { name: 'Empleados' });
  await tabTo(page, employees, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/list/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Empleados', { timeout: 60_000 });
  const create = page.getByTestId('new-employee');
  await tabTo(page, create);
  await expectVisibleFocus(create);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/new/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuevo empleado', { timeout: 60_000 });
});
