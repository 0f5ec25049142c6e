import { expect as baseExpect, test } from './fixtures';
import { COMPANY_2, dayFirst, shot, signIn, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

test('a company without an RT policy sees it on the dashboard, registers its policy, and the item goes', async ({
  page,
}) => {
  const console = watchConsole(page);
  // The second demo company has no INS Riesgos del Trabajo policy.
  await signIn(page, 'admin', { company: COMPANY_2 });
  await page.goto('/dashboard/analytics');
  const item = page.getByTestId('attention-rt_policy_missing');
  await expect(item).toContainText('no tiene póliza de riesgos del trabajo (INS) vigente');
  await shot(page, 'rt-policy-attention-es');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/payroll\/parameters\/payrollcalendar\/list#rt-policy$/);
  const card = page.getByTestId('rt-policy');
  await expect(card.getByTestId('rt-policy-missing')).toBeVisible();

  const year = new Date().getFullYear();
  await card.getByTestId('rt-effective-from').fill(dayFirst(`${year}-01-01`));
  await card.getByTestId('rt-policy-number').fill('0112 RT 0098765');
  await card.getByTestId('rt-activity').fill('Servicios técnicos de mantenimiento');
  // A rate out of range is refused on the form, in Spanish.
  await card.getByTestId('rt-rate').fill('30');
  await card.getByTestId('rt-save').click();
  await expect(
    card.getByText('La tasa de la póliza de riesgos del trabajo debe estar entre 0,01 % y 25 %.'),
  ).toBeVisible();
  await card.getByTestId('rt-rate').fill('1,55');
  await card.getByTestId('rt-save').click();
  await expect(card.getByTestId('rt-policy-in-force')).toHaveText(
    `Póliza vigente: 0112 RT 0098765, tasa 1,55 %, desde el ${dayFirst(`${year}-01-01`)}.`,
  );
  await expect(card.getByTestId(`rt-version-${year}-01-01`)).toContainText(
    'Servicios técnicos de mantenimiento',
  );
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'rt-policy-card-es');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(card.getByTestId('rt-policy-in-force')).toContainText(
    'Policy in force: 0112 RT 0098765, rate 1.55 %',
  );
  await expect(card.getByRole('heading', { name: 'Work-risk insurance policy (INS)' })).toBeVisible();
  await shot(page, 'rt-policy-card-en');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-cr').click();

  await page.goto('/dashboard/analytics');
  await expect(page.getByTestId('attention-card')).toBeVisible();
  await expect(page.getByTestId('attention-rt_policy_missing')).toHaveCount(0);
  console.expectNone();
});
