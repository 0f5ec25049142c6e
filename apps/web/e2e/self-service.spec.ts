import { readFileSync } from 'node:fs';
import { pdfText } from '../../api/src/test/pdf-text';
import { axeViolations, expect as baseExpect, setSkin, test } from './fixtures';
import { shot, signIn, submitCredentials, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * The demo's two self-service logins (apps/api/seeds/demo-self-service.ts): their user is their cédula, their
 * password the demo's. One scenario per language, each with its own employee.
 */
const CASES = [
  {
    language: 'cr',
    user: '616782729',
    texts: {
      payslips: 'Mis pagos',
      vacations: 'Mis vacaciones',
      ordinaryPay: 'Salario ordinario',
      ordinaryPayWhy: 'El salario de cada día pagado',
      ccss: 'CCSS: Invalidez, Vejez y Muerte (IVM)',
      earned: 'Ganados',
      pending: 'Pendientes',
      adminPage: 'Empleados',
      certificates: 'Constancia salarial',
      actions: 'Mis incapacidades y acciones',
      disabilities: 'Incapacidades',
      genuine: 'Constancia auténtica y vigente',
      notValid: 'Constancia no válida',
      codeLabel: 'Código de verificación',
      aguinaldo: 'Aguinaldo',
      runningTotal: 'Acumulado',
    },
  },
  {
    language: 'en',
    user: '507643123',
    texts: {
      payslips: 'My payslips',
      vacations: 'My vacations',
      ordinaryPay: 'Ordinary salary',
      ordinaryPayWhy: 'The pay of each day paid',
      ccss: 'CCSS: Disability, Old Age and Death (IVM)',
      earned: 'Earned',
      pending: 'Pending',
      adminPage: 'Employees',
      certificates: 'Salary certificate',
      actions: 'My incapacities and actions',
      disabilities: 'Incapacities',
      genuine: 'Genuine certificate, in force',
      notValid: 'Certificate not valid',
      codeLabel: 'Verification code',
      aguinaldo: 'Aguinaldo',
      runningTotal: 'Running total',
    },
  },
] as const;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

for (const c of CASES) {
  test(`an employee signs in on a phone, opens a payslip and its PDF, the aguinaldo month by month, and the vacation balance (${c.language})`, async ({
    page,
    browser,
  }, testInfo) => {
    const console = watchConsole(page);
    // Every call the employee's screens make is theirs to make: no 403 (or any refusal) on the way.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    const capture = async (name: string) => {
      await page.screenshot({ path: testInfo.outputPath(`${name}-${c.language}.png`), fullPage: true });
      await shot(page, `self-service-${name}-${c.language}`);
    };

    await page.goto('/login');
    if (c.language === 'en') await page.getByTestId('auth-language-en').click();
    await submitCredentials(page, c.user);
    // The landing page of an employee: their payslips.
    await expect(page).toHaveURL(/\/selfservice\/payslips$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.payslips);
    const cards = page.getByTestId('my-payslips').locator('a');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await capture('payslips');

    // The aguinaldo, month by month: the months of the year that count (the demo records those before its first
    // closed payroll), each with the running total, and what they come to.
    await page.getByTestId('my-pay-tab-aguinaldo').click();
    await expect(page).toHaveURL(/\/selfservice\/payslips\?tab=aguinaldo$/);
    await expect(page.getByTestId('my-aguinaldo-title')).toContainText(c.texts.aguinaldo);
    const months = page.locator('[data-testid^="my-aguinaldo-month-"]');
    await expect(months.first()).toBeVisible();
    expect(await months.count()).toBeGreaterThanOrEqual(3);
    await expect(months.last()).toContainText(c.texts.runningTotal);
    await expect(page.getByTestId('my-aguinaldo-accrued')).toContainText('₡');
    await capture('aguinaldo');
    // The tab shares its screen's address, which the fixture checks once (on landing): the aguinaldo tab is checked
    // here by axe in both themes, in a page of its own (the fixture's checks run beside this page's scenario).
    const own = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
    });
    const axePage = await own.newPage();
    if (c.language === 'en')
      await axePage.addInitScript(() =>
        window.localStorage.setItem('settings', JSON.stringify({ language: 'en' })),
      );
    await axePage.goto('/login');
    await submitCredentials(axePage, c.user);
    await expect(axePage).toHaveURL(/\/selfservice\/payslips$/);
    await axePage.goto('/selfservice/payslips?tab=aguinaldo');
    await expect(axePage.locator('[data-testid^="my-aguinaldo-month-"]').first()).toBeVisible();
    for (const skin of ['dark', 'light'] as const) {
      await setSkin(axePage, skin);
      const serious = (await axeViolations(axePage)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id} [${skin}]: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    }
    await own.close();
    await page.getByTestId('my-pay-tab-payslips').click();
    await expect(page).toHaveURL(/\/selfservice\/payslips$/);

    // The menu holds only the self-service pages.
    await page.getByRole('button', { name: c.language === 'en' ? 'Open the menu' : 'Abrir el menú' }).click();
    const menu = page.getByTestId('vertical-menu');
    await expect(menu.getByRole('link', { name: c.texts.payslips })).toBeVisible();
    await expect(menu.getByRole('link', { name: c.texts.vacations })).toBeVisible();
    await expect(menu.getByRole('link', { name: c.texts.certificates })).toBeVisible();
    await expect(menu.getByRole('link', { name: c.texts.actions })).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(5);
    await expect(menu).not.toContainText(c.texts.adminPage);
    await capture('menu');
    await page.keyboard.press('Escape');

    // The newest payslip: each line with its label and explanation, the totals, the net.
    await cards.first().click();
    await expect(page).toHaveURL(/\/selfservice\/payslips\/\d+$/);
    const ordinary = page.getByTestId('line-ORDINARY_PAY');
    await expect(ordinary).toContainText(c.texts.ordinaryPay);
    await expect(ordinary).toContainText(c.texts.ordinaryPayWhy);
    await expect(page.getByTestId('line-CCSS_IVM_WORKER')).toContainText(c.texts.ccss);
    await expect(page.getByTestId('my-payslip-net')).toContainText('₡');
    // No internal code on the payslip.
    await expect(page.getByTestId('my-payslip')).not.toContainText(/[A-Z]{3,}_[A-Z_]{3,}/);
    await capture('payslip');

    // The voucher: saved as a PDF, and opened in a tab of its own.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('voucher-download').click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const [popup, response] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => r.url().endsWith('/api/autoservicio/micomprobante')),
      page.getByTestId('voucher-open').click(),
    ]);
    expect(response.headers()['content-type']).toBe('application/pdf');
    // The tab shows the file the call answered (its bytes were checked with the download above).
    await expect.poll(() => popup.url()).toMatch(/^blob:/);
    await popup.close();

    // My vacations: the balance and each period.
    await page.getByRole('button', { name: c.language === 'en' ? 'Open the menu' : 'Abrir el menú' }).click();
    await page.getByTestId('vertical-menu').getByRole('link', { name: c.texts.vacations }).click();
    await expect(page).toHaveURL(/\/selfservice\/vacations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.vacations);
    await expect(page.getByTestId('my-vacations-earned')).toBeVisible();
    await expect(page.getByText(c.texts.pending).first()).toBeVisible();
    await expect(page.getByText(c.texts.earned).first()).toBeVisible();
    await expect(page.locator('[data-testid^="my-vacation-period-"]').first()).toBeVisible();
    await capture('vacations');

    // My incapacities and actions: read only, the incapacities first, then the other personal actions.
    await page.getByRole('button', { name: c.language === 'en' ? 'Open the menu' : 'Abrir el menú' }).click();
    await page.getByTestId('vertical-menu').getByRole('link', { name: c.texts.actions }).click();
    await expect(page).toHaveURL(/\/selfservice\/actions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.actions);
    await expect(
      page.getByTestId('my-actions-disabilities').getByRole('heading', { name: c.texts.disabilities }),
    ).toBeVisible();
    await expect(page.getByTestId('my-actions-others')).toBeVisible();
    await expect(page.getByTestId('my-actions')).not.toContainText(/dailyRegister\.|selfService\./);
    // Nothing to change on this page: no button, no field.
    await expect(page.getByTestId('my-actions').getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('my-actions').getByRole('textbox')).toHaveCount(0);
    await capture('actions');

    // Installable on the phone: the page names its manifest, whose icons are there.
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as {
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.ok(), icon.src).toBe(true);
      expect(answer.headers()['content-type']).toContain(icon.type);
    }

    expect(refused).toEqual([]);
    console.expectNone();
  });

  test(`an employee downloads a salary certificate, its code verifies publicly, HR revokes it and it no longer verifies (${c.language})`, async ({
    page,
    browser,
  }, testInfo) => {
    const capture = async (on: typeof page, name: string) => {
      await on.screenshot({ path: testInfo.outputPath(`${name}-${c.language}.png`), fullPage: true });
      await shot(on, `self-service-${name}-${c.language}`);
    };
    await page.goto('/login');
    if (c.language === 'en') await page.getByTestId('auth-language-en').click();
    await submitCredentials(page, c.user);
    await expect(page).toHaveURL(/\/selfservice\/payslips$/);
    await page.getByRole('button', { name: c.language === 'en' ? 'Open the menu' : 'Abrir el menú' }).click();
    await page.getByTestId('vertical-menu').getByRole('link', { name: c.texts.certificates }).click();
    await expect(page).toHaveURL(/\/selfservice\/certificates$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.certificates);

    // The certificate: a PDF whose text carries the verification code (and its QR, the URL).
    const [download, listed] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForResponse(
        (r) => r.url().endsWith('/api/autoservicio/misconstancias') && r.request().method() === 'POST',
      ),
      page.getByTestId('certificate-issue').click(),
    ]);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const code = new RegExp(`${c.texts.codeLabel}:\\s*([A-Za-z0-9_-]{32})`).exec(pdfText(pdf))?.[1];
    expect(code).toBeDefined();
    expect(pdfText(pdf).replace(/\s+/g, '')).toContain(`/verificar/${code}`);
    const employeeNumber = ((await listed.json()) as { data: { items: { num_empleado: number }[] } }).data
      .items[0]?.num_empleado;
    await expect(page.getByTestId('certificate-issued')).toBeVisible();
    await expect(page.getByTestId('my-certificates').locator('li').first()).toContainText(code!.slice(-4));
    await capture(page, 'certificates');

    // Anyone with the code (the QR) sees it is genuine and what it states, without signing in.
    const baseURL = testInfo.project.use.baseURL;
    const visitor = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      locale: 'es-CR',
    });
    const verifier = await visitor.newPage();
    if (c.language === 'en')
      await verifier.addInitScript(() =>
        window.localStorage.setItem('settings', JSON.stringify({ language: 'en' })),
      );
    await verifier.goto(`/verificar/${code}`);
    await expect(verifier.getByTestId('certificate-valid')).toContainText(c.texts.genuine);
    await expect(verifier.getByTestId('certificate-statement')).toContainText(c.user);
    await expect(verifier.getByTestId('vertical-menu')).toHaveCount(0);
    await capture(verifier, 'certificate-genuine');

    // HR revokes it from the employee's record, with a reason.
    const hr = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const hrPage = await hr.newPage();
    await signIn(hrPage, 'planillas');
    await hrPage.goto(`/payroll/personaldata/employees/${employeeNumber}?tab=certificates`);
    const row = hrPage.locator('[data-testid^="employee-certificate-"]').filter({ hasText: code!.slice(-4) });
    await row.getByRole('button').click();
    await hrPage.getByTestId('certificate-revoke-reason').fill('Prueba e2e: datos por actualizar');
    await hrPage.getByTestId('certificate-revoke-confirm').click();
    await expect(row).toContainText('Prueba e2e: datos por actualizar');
    await expect(hrPage.getByRole('dialog')).toHaveCount(0);
    await capture(hrPage, 'certificate-revoked-hr');
    await hr.close();

    // The same code no longer verifies: the answer an unknown code gets.
    await verifier.reload();
    await expect(verifier.getByTestId('certificate-invalid')).toContainText(c.texts.notValid);
    await expect(verifier.getByTestId('certificate-statement')).toHaveCount(0);
    await capture(verifier, 'certificate-not-valid');
    await verifier.goto(`/verificar/${'Z'.repeat(32)}`);
    await expect(verifier.getByTestId('certificate-invalid')).toContainText(c.texts.notValid);
    await visitor.close();

    // The employee's list says it was revoked.
    await page.reload();
    await expect(page.getByTestId('my-certificates').locator('li').first()).toContainText(
      'Prueba e2e: datos por actualizar',
    );
  });
}
