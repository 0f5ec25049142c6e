import { expect, test } from './fixtures';
import { COMPANY_1, PATHS, signIn, storedJson, watchConsole } from './support';

test.describe('layout', () => {
  test('menu, bookmarks and page search', async ({ page }) => {
    const console = watchConsole(page);
    await signIn(page, 'admin', { company: COMPANY_1 });
    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(page).toHaveTitle('Panel analítico · Planilla CR');

    // The menu comes from the server, grouped by section.
    const menu = page.getByTestId('vertical-menu');
    await expect(menu).toContainText('Inicio');
    await expect(menu).toContainText('Administración');
    await menu.getByText('Usuarios de planilla').click();
    await expect(page).toHaveURL(PATHS.users);
    await expect(page.getByRole('heading', { name: 'Usuarios de planilla' })).toBeVisible();

    // Bookmark this page with the star; it shows in the navbar and survives a reload (stored on the server).
    const star = page.getByRole('main').getByTestId('bookmark-toggle');
    const bookmarks = page.getByTestId('navbar-bookmarks');
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click();
      await expect(star).toHaveAttribute('aria-pressed', 'false');
    }
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmarks.getByRole('link', { name: 'Usuarios de planilla' })).toBeVisible();
    await page.reload();
    await expect(
      page.getByTestId('navbar-bookmarks').getByRole('link', { name: 'Usuarios de planilla' }),
    ).toBeVisible();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    // From the dashboard, the bookmark leads back to the page.
    await menu.getByText('Panel analítico').click();
    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(page.getByRole('heading', { name: 'Panel analítico' })).toBeVisible();
    await page.getByTestId('navbar-bookmarks').getByRole('link', { name: 'Usuarios de planilla' }).click();
    await expect(page.getByRole('heading', { name: 'Usuarios de planilla' })).toBeVisible();
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('navbar-bookmarks')).toHaveCount(0);

    // Ctrl+K opens the page search; Pages finds menu pages, accents or not.
    await page.keyboard.press('Control+k');
    const search = page.getByTestId('page-search-input');
    await expect(search).toBeFocused();
    await search.fill('panel analitico');
    const results = page.getByTestId('page-search-results');
    await expect(results.getByRole('list', { name: 'Páginas' })).toContainText('Panel analítico');
    await search.press('Enter');
    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(search).toHaveCount(0);

    // Nothing found: a clear "no results" state.
    await page.keyboard.press('Control+k');
    await page.getByTestId('page-search-input').fill('zzzz');
    await expect(page.getByTestId('page-search-results')).toContainText('Sin resultados para «zzzz»');
    await page.keyboard.press('Escape');
    console.expectNone();
  });

  test('language, skin, direction and menu preferences are kept between visits', async ({ page }) => {
    const console = watchConsole(page);
    await signIn(page, 'admin', { company: COMPANY_1 });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-skin', 'dark');
    await expect(html).toHaveAttribute('lang', 'es-CR');

    // English, then a reload keeps it.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('vertical-menu')).toContainText('Analytics dashboard');
    await expect(page.getByRole('heading', { name: 'Analytics dashboard' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'en');

    // Light skin, right-to-left, collapsed menu.
    await page.getByTestId('skin-switch').click();
    await page.getByTestId('skin-light').click();
    await page.getByTestId('direction-rtl').click();
    await page.keyboard.press('Escape');
    await expect(html).toHaveAttribute('data-skin', 'light');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('menu-collapse').click();
    await expect(page.getByTestId('menu-expand')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Analytics dashboard' })).toBeVisible();
    await expect(html).toHaveAttribute('data-skin', 'light');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('menu-expand')).toBeVisible();
    expect(await storedJson(page, 'settings')).toEqual({
      skin: 'light',
      direction: 'rtl',
      menuCollapsed: true,
      language: 'en',
    });

    // Users page in English: the grid's own texts switch too.
    await page.goto(PATHS.users);
    await expect(page.getByRole('heading', { name: 'Payroll users' })).toBeVisible();
    await expect(page.getByText('Rows per page:')).toBeVisible();

    // Back to Spanish and the defaults.
    await page.getByTestId('menu-expand').click();
    await page.getByTestId('skin-switch').click();
    await page.getByTestId('skin-semi-dark').click();
    await page.getByTestId('direction-ltr').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-cr').click();
    await expect(page.getByRole('heading', { name: 'Usuarios de planilla' })).toBeVisible();
    await expect(page.getByText('Filas por página:')).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'es-CR');
    await expect(html).toHaveAttribute('data-skin', 'semi-dark');
    await expect(html).toHaveAttribute('dir', 'ltr');
    console.expectNone();
  });

  test('an unknown address shows the not-found page inside the app', async ({ page }) => {
    await signIn(page, 'auditor');
    await page.goto('/payroll/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(PATHS.dashboard);
  });
});
