import { ibanCheckDigits } from '@planilla/domain';
import { expect as baseExpect, test } from './fixtures';
import { COMPANY_1, shot, signIn, submitCredentials, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** A valid Costa Rican IBAN of bank 151 whose account ends with `tail`. */
const ibanOf = (tail: number) => {
  const bban = `0151${String(tail).padStart(14, '0')}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const grouped = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * My data (issue 27): on a phone an employee asks to change their IBAN (a wrong one is refused on the spot); HR
 * approves it in the approvals inbox's data-change tab; the employee sees the new IBAN on file. One scenario per language.
 */
const CASES = [
  {
    language: 'cr',
    user: '616782729',
    texts: {
      myData: 'Mis datos',
      menu: 'Abrir el menú',
      inbox: 'Bandeja de aprobaciones',
      invalidIban: 'La cuenta IBAN no es válida',
      pending: 'Solicitud pendiente',
      active: 'Ingresó',
    },
  },
  {
    language: 'en',
    user: '507643123',
    texts: {
      myData: 'My data',
      menu: 'Open the menu',
      inbox: 'Approvals inbox',
      invalidIban: 'The IBAN is not valid',
      pending: 'Pending request',
      active: 'Signed in',
    },
  },
] as const;

// The employee's phone (the axe check of the fixture runs on its pages); HR works on a desktop of its own.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

for (const c of CASES) {
  test(`an employee asks on a phone for a new IBAN, HR approves it, the employee sees it (${c.language})`, async ({
    browser,
    page,
  }, testInfo) => {
    const console = watchConsole(page);
    const capture = async (p: typeof page, name: string) => {
      await p.screenshot({ path: testInfo.outputPath(`${name}-${c.language}.png`), fullPage: true });
      await shot(p, `data-changes-${name}-${c.language}`);
    };

    // The employee signs in on a phone and opens My data from the menu.
    await page.goto('/login');
    if (c.language === 'en') await page.getByTestId('auth-language-en').click();
    await submitCredentials(page, c.user);
    await expect(page).toHaveURL(/\/selfservice\/payslips$/);
    await page.getByRole('button', { name: c.texts.menu }).click();
    await page.getByTestId('vertical-menu').getByRole('link', { name: c.texts.myData }).click();
    await expect(page).toHaveURL(/\/selfservice\/data$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.myData);
    const onFile = page.getByTestId('my-data-iban');
    await expect(onFile).toBeVisible();
    // A request left by an earlier run against the same server is withdrawn first.
    if (await page.getByTestId('my-data-pending').isVisible()) {
      await page.getByTestId('my-data-cancel').click();
      await expect(page.getByTestId('my-data-form')).toBeVisible();
    }
    const before = (await onFile.textContent()) ?? '';
    const wanted = ibanOf(Date.now() % 1e9);
    expect(before).not.toBe(grouped(wanted));
    await capture(page, 'my-data');

    // A wrong IBAN is refused before anything is sent.
    await page.getByTestId('my-data-new-iban').fill('CR00015200001234567890');
    await page.getByTestId('my-data-submit').click();
    await expect(page.getByText(c.texts.invalidIban)).toBeVisible();
    await capture(page, 'invalid-iban');

    // The right one is asked: pending, nothing on file changes yet.
    await page.getByTestId('my-data-new-iban').fill(grouped(wanted));
    const [asked] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/autoservicio/solicitarcambiodatos')),
      page.getByTestId('my-data-submit').click(),
    ]);
    expect(asked.status()).toBe(200);
    const { id: requestId, num_empleado: employeeNumber } = (
      (await asked.json()) as { data: { request: { id: number; num_empleado: number } } }
    ).data.request;
    const pendingCard = page.getByTestId('my-data-pending');
    await expect(pendingCard).toContainText(c.texts.pending);
    await expect(pendingCard).toContainText(grouped(wanted));
    await expect(onFile).toHaveText(before);
    await capture(page, 'pending');

    // HR approves it in the inbox (desktop).
    const desk = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'es-CR',
      timezoneId: 'America/Costa_Rica',
    });
    const hr = await desk.newPage();
    const hrConsole = watchConsole(hr);
    await hr.goto('/login');
    if (c.language === 'en') await hr.getByTestId('auth-language-en').click();
    await signIn(hr, 'admin', { company: COMPANY_1 });
    // The employee list says who uses self-service: this employee has signed in (active, with the date).
    await hr.goto('/payroll/personaldata/employees/list');
    await hr.getByTestId('filter-self-service').click();
    await hr.getByTestId('filter-self-service-active').click();
    await expect(hr.getByTestId(`self-service-${employeeNumber}`)).toContainText(c.texts.active);
    await capture(hr, 'employee-list');
    await hr.getByTestId('vertical-menu').getByRole('link', { name: c.texts.inbox }).click();
    await expect(hr).toHaveURL(/\/payroll\/vacations\/approvals$/);
    await hr.getByTestId('approvals-tab-dataChanges').click();
    const cell = hr.getByTestId(`data-change-${requestId}-iban`);
    await expect(cell).toContainText(`${before} → ${grouped(wanted)}`);
    await hr.locator(`.MuiDataGrid-row[data-id="${requestId}"] input[type="checkbox"]`).check();
    await capture(hr, 'inbox');
    const [decided] = await Promise.all([
      hr.waitForResponse((r) => r.url().endsWith('/api/autoservicio/decidirdatos')),
      hr.getByTestId('data-change-approve').click(),
    ]);
    expect(decided.status()).toBe(200);
    await expect(hr.getByTestId(`data-change-${requestId}-iban`)).toHaveCount(0);
    hrConsole.expectNone();
    await desk.close();

    // The employee sees the new IBAN on file and may ask again.
    await page.reload();
    await expect(onFile).toHaveText(grouped(wanted));
    await expect(page.getByTestId('my-data-form')).toBeVisible();
    await capture(page, 'approved');
    console.expectNone();
  });
}
