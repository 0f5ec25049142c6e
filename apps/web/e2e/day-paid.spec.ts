import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { addDays, holidayOn, isValidNationalId, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { api, COMPANY_1, dayFirst, shot, signIn, watchConsole } from './support';

/** Generous waits: a calculation and the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const NEW_EMPLOYEE = '/payroll/personaldata/employees/new';
const CALCULATE = '/payroll/processes/payrollcalculate';

/** A cédula física no demo employee has. */
const uniqueCedula = (): string => {
  const cedula = `${1 + Math.floor(Math.random() * 7)}${String(Date.now()).slice(-8)}`;
  expect(isValidNationalId('fisica', cedula)).toBe(true);
  return cedula;
};

/** Opens a select of the employee form and picks the option whose text matches. */
const choose = async (page: Page, field: string, text: RegExp) => {
  await page.getByTestId(`employee-${field}`).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option').filter({ hasText: text }).first().click();
  await expect(listbox).toHaveCount(0);
};

/** The first weekly payroll of the demo's calendar still planned, after `from`, whose week has no holiday. */
const plannedPlainWeek = async (page: Page, from: IsoDate) => {
  const year = Number(from.slice(0, 4));
  for (const y of [year, year + 1]) {
    const list = await api(page, 'paramPlanilla/planillalist', { periodicity: 'weekly', year: y });
    const items = ((await list.json()).data as { payrollId: number; periodStart: IsoDate; status: string }[])
      .filter((p) => p.status === 'planned' && p.periodStart > from)
      .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
    const plain = items.find((p) =>
      [0, 1, 2, 3, 4, 5, 6].every((d) => !holidayOn(addDays(p.periodStart, d))),
    );
    if (plain) return plain;
  }
  throw new Error('no planned weekly payroll without a holiday');
};

test('a day-paid worker outside commerce: hired by the day, a weekly payroll pays six days with their basis, in Spanish and English', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const console = watchConsole(page);
  const cedula = uniqueCedula();
  const surname = `Jornal${Date.now().toString(36)}`;
  await signIn(page, 'admin', { company: COMPANY_1 });

  // Hired at ₡60 000 a day, paid every week, on a Monday–Saturday schedule.
  await page.goto(NEW_EMPLOYEE);
  await page.getByTestId('employee-nationalId').fill(cedula);
  await page.getByTestId('employee-firstName').fill('Marvin');
  await page.getByTestId('employee-firstSurname').fill(surname);
  await page.getByTestId('employee-birthDate').fill('14/03/1992');
  await choose(page, 'sex', /Masculino|Hombre/);
  await choose(page, 'civilStatus', /Solter/);
  await choose(page, 'scheduleId', /L-S/);
  await choose(page, 'periodicity', /^Semanal/);
  await page.getByTestId('employee-wageType').selectOption('daily');
  await expect(page.getByLabel('Salario por día')).toBeVisible();
  await page.getByTestId('employee-salary').fill('60000');
  await shot(page, 'day-paid-new-employee-es');
  await page.getByTestId('employee-submit').click();
  await expect(page).toHaveURL(/\/payroll\/personaldata\/employees\/\d+$/);
  const num = Number(/(\d+)$/.exec(page.url())?.[1]);

  // The salary history says what was agreed.
  await page.getByTestId('tab-salaries').click();
  await expect(page.getByTestId('salaries-table')).toContainText(/₡60\s000,00 por día/);
  await shot(page, 'day-paid-salaries-es');

  // A plain week (no holiday) of the calendar, laid out, calculated on the screen.
  const week = await plannedPlainWeek(page, todayInCostaRica(new Date()));
  const projected = await api(page, 'procesoPlanilla/projectpayroll', { payrollId: week.payrollId }, 'PUT');
  expect(projected.status()).toBe(200);
  await page.goto(CALCULATE);
  await page.getByTestId('payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(week.periodStart) })
    .first()
    .click();
  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-totals')).toBeVisible();
  await page.getByRole('textbox', { name: 'Buscar por nombre, número o cédula' }).fill(String(num));
  await page.getByRole('row').filter({ hasText: surname }).click();

  // Outside commerce the week pays Monday–Saturday: 6 days × ₡60 000, Sunday (the rest day) unpaid.
  const ordinary = page.getByRole('row').filter({ hasText: 'Salario ordinario' });
  await expect(ordinary).toContainText('6 días');
  await expect(ordinary).toContainText(/₡60\s000,00/);
  await expect(ordinary).toContainText(/₡360\s000,00/);
  // Its Sunday is shown as the rest day it was, not as a day worked.
  await expect(page.getByText(`${dayFirst(addDays(week.periodStart, 6))} descanso`)).toBeVisible();
  await shot(page, 'day-paid-payslip-es');

  // English: the same payslip, every text translated.
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await page.getByRole('row').filter({ hasText: surname }).click();
  const ordinaryEn = page.getByRole('row').filter({ hasText: 'Ordinary salary' });
  await expect(ordinaryEn).toContainText('6 days');
  await expect(ordinaryEn).toContainText(/₡360,000\.00/);
  await shot(page, 'day-paid-payslip-en');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-cr').click();
  console.expectNone();
});
