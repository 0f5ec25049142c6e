import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, PATHS, signIn, submitCredentials, watchConsole } from './support';

const openUsers = async (page: Page) => {
  await page.getByTestId('vertical-menu').getByText('Usuarios de planilla').click();
  await expect(page).toHaveURL(PATHS.users);
  await expect(page.getByTestId('users-grid').getByRole('grid')).toBeVisible();
};

test.describe('payroll users', () => {
  test('the auditor reads the list but has no "create user" button', async ({ page }) => {
    await signIn(page, 'auditor');
    await openUsers(page);
    await expect(page.getByTestId('users-grid')).toContainText('planillas');
    await expect(page.getByTestId('new-user')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Nuevo usuario' })).toHaveCount(0);
  });

  test('admin creates a user after fixing validation errors; the new user signs in and changes the password', async ({
    page,
  }) => {
    const console = watchConsole(page);
    const code = `e2e.${Date.now().toString(36)}`;
    const firstPassword = 'Cafetal-Inicial-2026';
    const secondPassword = 'Cafetal-Nueva-2026';

    await signIn(page, 'admin', { company: COMPANY_1 });
    await openUsers(page);
    const grid = page.getByTestId('users-grid');
    await expect(grid).toContainText('auditor');
    await expect(page.getByText(/1–\d+ de \d+/)).toBeVisible();

    await page.getByTestId('new-user').click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await expect(dialog).toBeVisible();

    // Invalid values first: every message is in Spanish, and nothing is sent. (A typed password: this user
    // signs in below, and the e2e server has no mail to read an invitation from.)
    await dialog.getByTestId('new-user-mode-typed').check();
    await dialog.getByTestId('new-user-code').fill('ab');
    await dialog.getByTestId('new-user-name').fill('Jo');
    await dialog.getByTestId('new-user-email').fill('no-es-un-correo');
    await dialog.getByTestId('new-user-password').fill('corta');
    await dialog.getByTestId('new-user-submit').click();
    await expect(
      dialog.getByText('Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.'),
    ).toBeVisible();
    await expect(dialog.getByText('El texto es demasiado corto.')).toBeVisible();
    await expect(
      dialog.getByText('Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.'),
    ).toBeVisible();
    await expect(dialog.getByText('Elija el rol del usuario.')).toBeVisible();
    await expect(dialog.getByText('La contraseña debe tener al menos 10 caracteres.')).toBeVisible();

    // A user code that already exists: the server's answer lands on the field.
    await dialog.getByTestId('new-user-code').fill('planillas');
    await dialog.getByTestId('new-user-name').fill('Lucía Campos Quesada');
    await dialog.getByTestId('new-user-email').fill(`${code}@cafelamontana.cr`);
    await dialog.getByTestId('new-user-role').click();
    await page.getByTestId('role-option-hr_assistant').click();
    await dialog.getByTestId('new-user-password').fill(firstPassword);
    await dialog.getByTestId('new-user-submit').click();
    await expect(dialog.getByText('Ya existe un usuario con ese código.')).toBeVisible();

    // Fixed: created, toast, list refreshed.
    await dialog.getByTestId('new-user-code').fill(code);
    await dialog.getByTestId('new-user-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `Usuario «${code}» creado.` })).toBeVisible();
    await page.getByTestId('users-search').fill(code);
    await expect(grid.getByRole('row')).toHaveCount(2);
    await expect(grid).toContainText('Lucía Campos Quesada');
    await expect(grid).toContainText('Asistente de recursos humanos');
    await expect(grid).toContainText('Nunca');

    // The new user signs in (one company: automatic) and changes the password from the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await signIn(page, code, { password: firstPassword });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('change-password-link').click();
    await expect(page).toHaveURL(PATHS.changePassword);
    await page.getByTestId('current-password').fill('not-my-password');
    await page.getByTestId('new-password').fill(secondPassword);
    await page.getByTestId('confirm-password').fill(secondPassword);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
    await page.getByTestId('current-password').fill(firstPassword);
    await page.getByTestId('change-password-submit').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Su contraseña se cambió correctamente.' }),
    ).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await submitCredentials(page, code, firstPassword);
    await expect(page.getByTestId('sign-in-error')).toHaveText(/Usuario o contraseña incorrectos/);
    await signIn(page, code, { password: secondPassword });
    console.expectNone([/status of 40[0-9]/]);
  });
});
