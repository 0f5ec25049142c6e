import { expect, test } from './fixtures';
import { api, COMPANY_1, shot, signIn, watchConsole } from './support';

/**
 * The administrator's outgoing mail (issue 23). The e2e server has no SMTP (`SMTP_URL=''`) on the embedded
 * default: every message is written as an .eml file and stays waiting, and the screen says where.
 */
test('an administrator sees where mail went: the .eml folder, each message waiting, in Spanish and English', async ({
  page,
}) => {
  const console = watchConsole(page);
  await signIn(page, 'admin', { company: COMPANY_1 });
  // A new user invited by e-mail: a company message in the outbox.
  const code = `correo.${Date.now().toString(36)}`;
  const created = await api(page, 'usuarios/new', {
    cod_usuario: code,
    name: 'Marta Correo Vargas',
    email: `${code}@cafelamontana.cr`,
    role: 'auditor',
  });
  expect(created.status()).toBe(200);

  await page.getByTestId('vertical-menu').getByText('Correo saliente').click();
  await expect(page).toHaveURL(/\/payroll\/administrator\/mail\/list/);
  const delivery = page.getByTestId('mail-delivery');
  await expect(delivery).toHaveAttribute('data-mode', 'eml');
  await expect(delivery).toContainText('.eml');
  const grid = page.getByTestId('mail-grid');
  const row = grid.getByRole('row').filter({ hasText: `${code}@cafelamontana.cr` });
  await expect(row).toBeVisible();
  // The worker writes the .eml copy within a pass; the screen polls.
  await expect(row).toContainText('Guardado como .eml');
  await expect(page.getByTestId('mail-retry-all')).toBeDisabled();
  await shot(page, 'mail-outbox-es');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(delivery).toContainText('No mail server is configured');
  await expect(row).toContainText('Saved as .eml');
  await shot(page, 'mail-outbox-en');
  console.expectNone();
});

test('the outgoing mail screen is not in the menu of a payroll manager', async ({ page }) => {
  await signIn(page, 'planillas');
  await expect(page.getByTestId('vertical-menu').getByText('Correo saliente')).toHaveCount(0);
});
