import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { COMPANY_1, submitCredentials, watchConsole, shot } from './support';

/**
 * Generous waits: the projection is recomputed on every step and the machine may be busy; a slow answer
 * must not fail the test, only a wrong one.
 */
const expect = baseExpect.configure({ timeout: 45_000 });

/** Signs in through the screens (picking the company when the user has several). */
const signIn = async (page: Page, user: string, company?: string) => {
  await submitCredentials(page, user);
  if (company) await page.getByTestId('company-list').getByText(company, { exact: true }).click();
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
};

const LEGAL = '/payroll/parameters/legalrules/list';
/** A monthly employee of the demo company whose salary pays tax (the general manager). */
const MANAGER_PROJECTION = '/payroll/personaldata/employees/39?tab=projection';
/** The year after the current one: its decree is not shipped, so the last one is carried into it. */
const NEXT_YEAR = new Date().getFullYear() + 1;

/** Opens the manager's projection and moves period by period to the first one of `year`. */
const projectionIn = async (page: Page, year: number) => {
  await page.goto(MANAGER_PROJECTION);
  const period = page.getByTestId('projection-period');
  await expect(period).toBeVisible();
  for (let step = 0; step < 15; step++) {
    const text = (await period.textContent()) ?? '';
    if (text.includes(`/${year}`)) return;
    await page.getByTestId('projection-next').click();
    await expect(period).not.toHaveText(text);
  }
  throw new Error(`no period of ${year} reached`);
};

const taxBasis = (page: Page) =>
  page.getByTestId('projection-line-SALARY_TAX').locator('.MuiTypography-caption');

test.describe('legal parameters', () => {
  test.describe.configure({ timeout: 240_000 });

  test("the system administrator registers next year's brackets and the projection uses them", async ({
    page,
  }) => {
    const console = watchConsole(page);
    await signIn(page, 'admin', COMPANY_1);

    // Before: next year's projection carries the last brackets, says so, and cites their decree.
    await projectionIn(page, NEXT_YEAR);
    const carried = page.getByTestId('projection-carried');
    await expect(carried.filter({ hasText: 'Tramos' })).toContainText(
      new RegExp(
        `Tramos \\d{4}, Decreto 45333-H, aplicados a ${NEXT_YEAR}: el decreto ${NEXT_YEAR} no está registrado`,
      ),
    );
    await expect(taxBasis(page)).toContainText('Decreto 45333-H');
    await shot(page, 'projection-carried-es');

    // The legal parameters: the shipped brackets, then a new decree from 1 January.
    await page.goto(LEGAL);
    await expect(page.getByTestId('legal-table-salaryTax')).toContainText('Decreto 45333-H');
    await page.getByTestId('legal-register').click();
    const form = page.getByTestId('legal-rule-form');
    await expect(form).toBeVisible();
    await expect(page.getByTestId('legal-rule-effective-from')).toHaveValue(`01/01/${NEXT_YEAR}`);
    await page.getByTestId('legal-rule-decree').fill('Decreto 45700-H');
    // A threshold below the previous one is refused in the interface language, naming the field.
    await page.getByTestId('bracket-from-2').fill('900000');
    await page.getByTestId('legal-rule-submit').click();
    await expect(form).toContainText('Los tramos deben ir en orden ascendente');
    await page.getByTestId('bracket-from-1').fill('930000');
    await page.getByTestId('bracket-from-2').fill('1365000');
    await page.getByTestId('bracket-from-3').fill('2395000');
    await page.getByTestId('bracket-from-4').fill('4790000');
    await page.getByTestId('legal-rule-child-credit').fill('1730');
    await page.getByTestId('legal-rule-submit').click();
    await expect(form).toBeHidden();
    const table = page.getByTestId('legal-table-salaryTax');
    const registered = table.getByRole('row').filter({ hasText: 'Decreto 45700-H' });
    await expect(registered).toContainText('Registrado');
    await expect(registered).toContainText('Programado');
    await expect(registered).toContainText('10 % de ₡930');
    await shot(page, 'legal-parameters-es');

    // After: the projection of the same period uses the registered brackets, without the brackets warning.
    await projectionIn(page, NEXT_YEAR);
    await expect(taxBasis(page)).toContainText('Decreto 45700-H');
    await expect(page.getByTestId('projection-carried').filter({ hasText: 'Tramos' })).toHaveCount(0);

    // In English: the explanation of each line follows the language, the names of the laws stay Spanish.
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en').click();
    await expect(taxBasis(page)).toContainText(
      'Salary tax withheld on the monthly brackets — Ley 7092 arts. 33–34; Decreto 45700-H',
    );
    await expect(
      page.getByTestId('projection-line-CCSS_SEM_WORKER').locator('.MuiTypography-caption'),
    ).toContainText(
      "Employee's share of the health and maternity insurance — CCSS, Seguro de Enfermedad y Maternidad",
    );
    await shot(page, 'projection-en');
    await page.goto(LEGAL);
    await expect(page.getByTestId('legal-table-salaryTax')).toContainText('Registered');
    await shot(page, 'legal-parameters-en');
    await page.getByTestId('legal-tab-holidays').click();
    await expect(page.getByTestId('legal-table-holidays')).toContainText('Jueves Santo');
    await shot(page, 'legal-holidays-en');
    console.expectNone();
  });

  test('every other role reads the tables without registering', async ({ page }) => {
    const console = watchConsole(page);
    await signIn(page, 'planillas');
    await page.getByTestId('vertical-menu').getByText('Parámetros legales').click();
    await expect(page).toHaveURL(LEGAL);
    await expect(page.getByTestId('legal-read-only')).toBeVisible();
    await expect(page.getByTestId('legal-register')).toHaveCount(0);
    await page.getByTestId('legal-tab-ccss').click();
    await expect(page.getByTestId('legal-table-ccss')).toContainText('4,33 %');
    await shot(page, 'legal-ccss-read-only-es');
    console.expectNone();
  });
});
