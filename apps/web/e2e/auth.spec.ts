import { expect, test } from './fixtures';
import {
  COMPANY_1,
  COMPANY_2,
  PATHS,
  SESSION_KEYS,
  signIn,
  storedJson,
  storedKeys,
  submitCredentials,
  watchConsole,
} from './support';

/** Refused requests show up in the console as failed loads; those are the point of some tests. */
const HTTP_FAILURES = [/Failed to load resource: the server responded with a status of 40[01]/];

test.describe('sign-in', () => {
  test('a wrong password shows a clear error and stores nothing', async ({ page }) => {
    const console = watchConsole(page);
    await submitCredentials(page, 'admin', 'not-the-password');
    await expect(page.getByTestId('sign-in-error')).toHaveText(/Usuario o contraseña incorrectos/);
    expect(await storedKeys(page)).not.toContain('token');
    await expect(page).toHaveURL(/\/login/);
    console.expectNone(HTTP_FAILURES);
  });

  test('the form explains what is missing before calling the server', async ({ page }) => {
    await page.goto(PATHS.signIn);
    await expect(page).toHaveTitle(/Ingresar · Planilla CR/);
    await page.getByTestId('sign-in-submit').click();
    await expect(
      page.getByText('Use de 3 a 30 caracteres: letras, números, punto, guion o guion bajo.'),
    ).toBeVisible();
    await expect(page.getByText('Este campo es obligatorio.')).toBeVisible();
  });

  test('admin picks one of two companies, lands on the first menu page, and signs out', async ({ page }) => {
    const console = watchConsole(page);
    await submitCredentials(page, 'admin');
    const companies = page.getByTestId('company-list');
    await expect(companies.getByRole('button')).toHaveCount(2);
    await expect(companies).toContainText(COMPANY_1);
    await companies.getByText(COMPANY_2, { exact: true }).click();

    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(page.getByTestId('navbar-company')).toContainText(COMPANY_2);
    await expect(page.getByTestId('company-card')).toContainText(COMPANY_2);
    await expect(page.getByTestId('session-role')).toHaveText('Administrador');
    expect(await storedKeys(page)).toEqual(expect.arrayContaining([...SESSION_KEYS]));
    expect(await storedJson(page, 'userData')).toMatchObject({
      cod_usuario: 'admin',
      num_empresa: 2,
      role: 'admin',
    });
    expect(await storedJson(page, 'datosEmpresa')).toMatchObject({ num_empresa: 2, name: COMPANY_2 });

    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('user-menu-role')).toHaveText('Administrador');
    await page.getByTestId('logout').click();

    await expect(page).toHaveURL(/\/login\?reason=signedOut/);
    await expect(page.getByTestId('sign-in-notice')).toHaveText('Cerró la sesión correctamente.');
    const keys = await storedKeys(page);
    for (const key of [...SESSION_KEYS, 'accessToken']) expect(keys).not.toContain(key);

    // Nothing of the session is left: the app sends a visitor back to sign-in.
    await page.goto(PATHS.users);
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpayroll%2Fadministrator%2Fpayrollusers%2Flist/);
    console.expectNone();
  });

  test('planillas enters their only company automatically and cannot open the users page', async ({
    page,
  }) => {
    await signIn(page, 'planillas');
    await expect(page).toHaveURL(PATHS.dashboard);
    await expect(page.getByTestId('navbar-company')).toContainText(COMPANY_1);
    await expect(page.getByTestId('session-role')).toHaveText('Encargado de planillas');
    await expect(page.getByTestId('vertical-menu')).not.toContainText('Usuarios de planilla');

    await page.goto(PATHS.users);
    await expect(page.getByRole('heading', { name: 'Acceso no permitido' })).toBeVisible();
    await expect(page.getByTestId('users-grid')).toHaveCount(0);
  });

  test('returns to the page asked for after signing in', async ({ page }) => {
    await page.goto(PATHS.users);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByTestId('sign-in-user').fill('auditor');
    await page.getByTestId('sign-in-password').fill('Planilla-Demo-2026');
    await page.getByTestId('sign-in-submit').click();
    await expect(page).toHaveURL(PATHS.users);
    await expect(page.getByTestId('users-grid')).toBeVisible();
  });
});

test.describe('session', () => {
  test('an expired token is renewed once, quietly, and the refresh token rotates', async ({ page }) => {
    await signIn(page, 'auditor');
    const before = await page.evaluate(() => window.localStorage.getItem('refreshToken'));
    // The server no longer accepts this token: the next call gets 401 and the app renews the session.
    await page.evaluate(() => window.localStorage.setItem('token', 'expired.token.value'));
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/authPlanilla/renew')) renewals.push(request.url());
    });

    await page.reload();
    await page.getByTestId('vertical-menu').getByText('Usuarios de planilla').click();
    await expect(page.getByTestId('users-grid')).toContainText('auditor');
    expect(renewals).toHaveLength(1);
    const after = await page.evaluate(() => [
      window.localStorage.getItem('token'),
      window.localStorage.getItem('refreshToken'),
    ]);
    expect(after[0]).not.toBe('expired.token.value');
    expect(after[1]).not.toBe(before);
  });

  test('when the session cannot be renewed the user is sent to sign-in with a message', async ({ page }) => {
    await signIn(page, 'auditor');
    await page.evaluate(() => {
      window.localStorage.setItem('token', 'expired.token.value');
      window.localStorage.setItem('refreshToken', 'revoked-refresh-token-0000000000');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login\?.*reason=expired/);
    await expect(page.getByTestId('sign-in-notice')).toHaveText('Su sesión expiró; ingrese de nuevo.');
    const keys = await storedKeys(page);
    for (const key of SESSION_KEYS) expect(keys).not.toContain(key);
  });
});

test.describe('password recovery', () => {
  test('asking for a reset link answers the same for anyone', async ({ page }) => {
    await page.goto(PATHS.signIn);
    await page.getByText('¿Olvidó su contraseña?').click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByTestId('forgot-user').fill('nadie.existe');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
  });

  test('a reset link that is not valid is refused with a way to ask for another', async ({ page }) => {
    await page.goto('/reset-password?token=this-token-was-never-issued-000000');
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Otra-Clave-2026');
    await page.getByLabel('Confirme la contraseña nueva').fill('Otra-Clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(
      page.getByText(/El enlace para cambiar la contraseña no es válido o ya venció/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();
  });
});
