import { expect as baseExpect, test } from './fixtures';
import { addDays, type IsoDate } from '@planilla/domain';
import { api, dayFirst, projectPlannedFortnight, shot, submitCredentials, watchConsole } from './support';

/** Generous waits: a calculation and the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/processes/payrollcalculate';
const REASON = 'Adelanto de salario del 3 de diciembre';

/** A weekday of the period (Monday–Friday), `n` weekdays after its start. */
const weekday = (start: IsoDate, n: number): IsoDate => {
  let d = start;
  let seen = -1;
  for (;;) {
    const dow = new Date(`${d}T12:00:00Z`).getUTCDay();
    if (dow >= 1 && dow <= 5 && ++seen === n) return d;
    d = addDays(d, 1);
  }
};

test('a payslip with an extra-hours day and a deduction shows them in words, with the reason and subtotals (es, en)', async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  // A fortnight still planned in the demo's calendar, projected.
  const { payrollId, start } = await projectPlannedFortnight(page);
  const employees = await api(page, 'procesoPlanilla/payrollemployeeslist', { payrollId, pageSize: 1 });
  const employee = (await employees.json()).data.items[0] as { num_empleado: number; fullName?: string };
  const num = employee.num_empleado;

  // An hour and a half of extra time, approved; a deduction of ₡5 000 with its reason.
  const extraDay = weekday(start, 1);
  const registered = await api(
    page,
    'asistencia/asistenceextrahours',
    { payrollId, num_empleado: num, date: extraDay, extraMinutes: 90 },
    'PUT',
  );
  expect(registered.status()).toBe(200);
  const approved = await api(
    page,
    'asistencia/updateextrahour',
    { payrollId, items: [{ num_empleado: num, date: extraDay, action: 'approve' }] },
    'PUT',
  );
  expect(approved.status()).toBe(200);
  const deducted = await api(
    page,
    'asistencia/diaryAsistence',
    {
      payrollId,
      items: [
        { num_empleado: num, date: weekday(start, 2), code: '-', amount: 500_000, amountReason: REASON },
      ],
    },
    'PUT',
  );
  expect(deducted.status()).toBe(200);

  await page.goto(PAGE);
  await page.getByTestId('payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(start) })
    .click();
  await page.getByTestId('calculate-button').click();
  await expect(page.getByTestId('payroll-status')).toHaveText('Procesada');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: String(num), exact: true }) })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('payslip-title')).toBeVisible();
  await expect(dialog.getByText('Horas extra', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^1,5\sh$/).first()).toBeVisible();
  await expect(dialog.getByText(REASON, { exact: false }).first()).toBeVisible();
  await expect(dialog.getByText('Salario bruto')).toBeVisible();
  await expect(dialog.getByText('Total de deducciones')).toBeVisible();
  // No internal code and no raw number anywhere on the payslip.
  await expect(dialog).not.toContainText(/[A-Z]{3,}_[A-Z_]{3,}/);
  await expect(dialog).not.toContainText(/\d\.\d{4,}/);
  await shot(page, 'payslip-lines-es');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculate payroll');
  // The calculation page opened afresh in English, on the same payroll.
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculate payroll');
  await page.getByTestId('payroll-select').click();
  await page
    .getByRole('option')
    .filter({ hasText: dayFirst(start) })
    .click();
  await expect(page.getByTestId('payroll-status')).toHaveText('Processed');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: String(num), exact: true }) })
    .first()
    .click();
  await expect(dialog.getByText('Overtime', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^1\.5\sh$/).first()).toBeVisible();
  await expect(dialog.getByText(REASON, { exact: false }).first()).toBeVisible();
  await expect(dialog).not.toContainText(/[A-Z]{3,}_[A-Z_]{3,}/);
  // Dates day first in English too.
  await expect(dialog).toContainText(dayFirst(start));
  await shot(page, 'payslip-lines-en');
  console.expectNone();
});
