import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { COMPANY_1, COMPANY_2, PATHS, shot, signIn, watchConsole } from './support';

const openUsers = async (page: Page) => {
  await page.getByTestId('vertical-menu').getByText('Usuarios de planilla').click();
  await expect(page).toHaveURL(PATHS.users);
  await expect(page.getByTestId('users-grid').getByRole('grid')).toBeVisible();
};
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test.describe('payroll users: what an administrator does', () => {
  test('invites a user by e-mail, edits, deactivates, reactivates and re-sends the password link', async ({
    page,
  }) => {
    test.slow(); // a long flow of many screens
    const console = watchConsole(page);
    const code = `inv.${Date.now().toString(36)}`;
    const email = `${code}@cafelamontana.cr`;
    await signIn(page, 'admin', { company: COMPANY_1 });
    await openUsers(page);
    const grid = page.getByTestId('users-grid');

    // A new user without a typed password: the default is the e-mail to choose it.
    await page.getByTestId('new-user').click();
    const create = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await expect(create.getByTestId('new-user-mode-email')).toBeChecked();
    await expect(create.getByTestId('new-user-password')).toHaveCount(0);
    await create.getByTestId('new-user-code').fill(code);
    await create.getByTestId('new-user-name').fill('Rebeca Invitada Mora');
    await create.getByTestId('new-user-email').fill(email);
    await shot(page, 'users-new-user-es');
    await create.getByTestId('new-user-role').click();
    await page.getByTestId('role-option-hr_assistant').click();
    await create.getByTestId('new-user-submit').click();
    await expect(create).toBeHidden();
    await expect(toast(page, `Le enviamos a ${email} un enlace para elegir su contraseña.`)).toBeVisible();
    await page.getByTestId('users-search').fill(code);
    await expect(grid.getByRole('row')).toHaveCount(2);
    await shot(page, 'users-list-es');

    // Edit: an e-mail another user has lands on its field; then name and role change.
    await page.getByTestId(`edit-user-${code}`).click();
    const edit = page.getByRole('dialog', { name: 'Editar usuario' });
    await edit.getByTestId('edit-user-email').fill('planillas@cafelamontana.cr');
    await edit.getByTestId('edit-user-submit').click();
    await expect(edit.getByText('Ya existe un usuario con ese correo electrónico.')).toBeVisible();
    await edit.getByTestId('edit-user-email').fill(email);
    await edit.getByTestId('edit-user-name').fill('Rebeca Editada Mora');
    await edit.getByTestId('edit-user-role').click();
    await page.getByTestId('edit-role-option-payroll_manager').click();
    await edit.getByTestId('edit-user-submit').click();
    await expect(edit).toBeHidden();
    await expect(toast(page, `Cambios de «${code}» guardados.`)).toBeVisible();
    await expect(grid).toContainText('Rebeca Editada Mora');
    await expect(grid).toContainText('Encargado de planillas');

    // Deactivate (asks first), then reactivate.
    await page.getByTestId(`user-actions-${code}`).click();
    await page.getByTestId(`toggle-user-${code}`).click();
    const confirm = page.getByRole('dialog', { name: '¿Desactivar a Rebeca Editada Mora?' });
    await expect(confirm).toContainText(`No podrá ingresar a ${COMPANY_1}`);
    await confirm.getByTestId('confirm-deactivate-confirm').click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, `«${code}» desactivado en esta empresa.`)).toBeVisible();
    await expect(grid).toContainText('Inactivo');
    await page.getByTestId(`user-actions-${code}`).click();
    await expect(page.getByTestId(`password-setup-${code}`)).toBeDisabled();
    await page.getByTestId(`toggle-user-${code}`).click();
    await expect(toast(page, `«${code}» puede ingresar de nuevo.`)).toBeVisible();
    await expect(grid).toContainText('Activo');

    // The password link again.
    await page.getByTestId(`user-actions-${code}`).click();
    await page.getByTestId(`password-setup-${code}`).click();
    const send = page.getByRole('dialog', { name: `¿Enviar enlace a ${email}?` });
    await send.getByTestId('confirm-password-setup-confirm').click();
    await expect(toast(page, `Enlace enviado a ${email}.`)).toBeVisible();

    // Nobody deactivates themselves.
    await page.getByTestId('users-search').fill('admin');
    await expect(page.getByTestId('users-grid').getByRole('row')).toHaveCount(2);
    await page.getByTestId('user-actions-admin').click();
    await expect(page.getByTestId('toggle-user-admin')).toBeDisabled();
    await expect(page.getByTestId('toggle-user-admin')).toContainText(
      'No puede desactivar su propio usuario',
    );
    // The one refused request was the taken e-mail, on purpose.
    console.expectNone([/status of 409/]);
  });

  test('the last administrator of a company cannot step down', async ({ page }) => {
    await signIn(page, 'admin', { company: COMPANY_2 });
    await openUsers(page);
    await page.getByTestId('edit-user-admin').click();
    const edit = page.getByRole('dialog', { name: 'Editar usuario' });
    await edit.getByTestId('edit-user-role').click();
    await page.getByTestId('edit-role-option-auditor').click();
    await edit.getByTestId('edit-user-submit').click();
    await expect(edit.getByText('La empresa debe conservar al menos un administrador activo.')).toBeVisible();
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByTestId('users-grid')).toContainText('Administrador');
  });

  test('a password-setup link that has expired says so and who to ask', async ({ page }) => {
    await page.goto('/reset-password?token=este-enlace-no-existe-en-el-servidor&setup=1');
    await expect(page.getByRole('heading', { name: 'Elija su contraseña' })).toBeVisible();
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Mi-Clave-Nueva-2026');
    await page.getByLabel('Confirme la contraseña nueva').fill('Mi-Clave-Nueva-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('Pida al administrador de su empresa que le envíe uno nuevo.')).toBeVisible();
  });
});
