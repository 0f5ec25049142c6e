import { expect as baseExpect, test } from './fixtures';
import { addDays, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { api, dayFirst, shot, submitCredentials, watchConsole } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/vacations/periods';

/** The next Monday at least three weeks from today (a working day on every demo schedule). */
const mondayAfter3Weeks = (today: IsoDate): IsoDate => {
  let d = addDays(today, 21);
  while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
  return d;
};

test("see an employee's vacation periods, register a vacation and an opening balance", async ({ page }) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  // The employee with the most pending days (the demo staff was hired years ago).
  const list = await api(page, 'vacaciones/vacationemployee', { sortBy: 'pending', pageSize: 5 });
  const top = (
    (await list.json()).data.items as { num_empleado: number; fullName: string; pendingDays: number }[]
  )[0]!;
  expect(top.pendingDays).toBeGreaterThan(3);

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Periodos de vacaciones' })).toBeVisible();
  await expect(page.getByTestId('vacation-summary-liability')).toContainText('₡');
  // Days of periods not granted within 15 weeks after their 50 (art. 155): the demo staff has some.
  await expect(page.getByTestId('vacation-summary-overdue')).toBeVisible();
  await page.getByTestId('vacation-search').fill(String(top.num_empleado));
  await page.getByTestId(`vacation-open-${top.num_empleado}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('vacation-period-1')).toBeVisible();
  await shot(page, 'vacation-periods-dialog');

  // Two working days three weeks ahead: registered, and counted as taken (booked until a payroll lays them out).
  const from = mondayAfter3Weeks(todayInCostaRica(new Date()));
  const to = addDays(from, 1);
  await dialog.getByTestId('vacation-range-from').fill(dayFirst(from));
  await dialog.getByTestId('vacation-range-to').fill(dayFirst(to));
  await dialog.getByTestId('vacation-range-submit').click();
  await expect(page.getByText(/Se registraron las vacaciones \(\d+ días?\)\./)).toBeVisible();
  await expect(dialog.getByText('Vacaciones registradas (aún sin planilla)').first()).toBeVisible();

  // An opening balance: days taken before the company used the product, with its reason, in the log.
  await dialog.getByTestId('vacation-adjust-days').fill('1,5');
  await dialog.getByTestId('vacation-adjust-reason').fill('Saldo inicial al migrar a Planilla CR');
  await dialog.getByTestId('vacation-adjust-submit').click();
  await expect(page.getByText('Se guardó el ajuste de vacaciones.')).toBeVisible();
  await expect(dialog.getByText('Saldo inicial al migrar a Planilla CR')).toBeVisible();
  const after = await api(page, 'vacaciones/vacationdata', { num_empleado: top.num_empleado });
  const balance = (await after.json()).data.balance as { pendingDays: number };
  // At least the opening balance's 1.5 days and one vacation day fewer than before.
  expect(balance.pendingDays).toBeLessThanOrEqual(top.pendingDays - 2.5);
  await shot(page, 'vacation-periods-adjusted');
  await dialog.getByTestId('vacation-dialog-close').click();
  console.expectNone();
});

test('unpaid leave from the daily register: the day is A with its reason, and the vacation period ends later', async ({
  page,
}) => {
  const console = watchConsole(page);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  // A regular working day of a projected payroll (the demo projects the current ones), of someone whose
  // vacation periods nothing else moved.
  const year = Number(todayInCostaRica(new Date()).slice(0, 4));
  let day: { payrollId: number; num_empleado: number; fullName: string; date: string } | undefined;
  for (const y of [year, year + 1]) {
    const payrolls = (
      (await (await api(page, 'paramPlanilla/planillalist', { year: y })).json()).data as {
        payrollId: number;
        status: string;
      }[]
    ).filter((p) => p.status === 'projected');
    for (const p of payrolls) {
      const days = (
        (await (await api(page, 'asistencia/presencelist', { payrollId: p.payrollId, codes: ['R'], pageSize: 100 })).json())
          .data.items as {
          num_empleado: number;
          fullName: string;
          date: string;
          restDay: boolean;
          holidayId: string | null;
          source: string;
        }[]
      ).filter((d) => !d.restDay && !d.holidayId && d.source === 'projection');
      for (const d of days) {
        const data = (await (await api(page, 'vacaciones/vacationdata', { num_empleado: d.num_empleado })).json())
          .data as { entitlement: { periods: { unpaidDays: number }[] } };
        if (data.entitlement.periods.every((x) => x.unpaidDays === 0)) {
          day = { payrollId: p.payrollId, ...d };
          break;
        }
      }
      if (day) break;
    }
    if (day) break;
  }
  expect(day, 'a regular day of a projected payroll').toBeTruthy();
  const { payrollId, num_empleado: num, date } = day!;

  await page.goto(`/payroll/presence/diaryregister?payroll=${payrollId}&date=${date}&search=${num}`);
  await expect(page.getByTestId(`code-${num}`)).toHaveText('R');
  await page.getByTestId(`unpaid-leave-${num}`).click();
  const form = page.getByTestId('unpaid-leave-form');
  await expect(form).toBeVisible();
  await form.getByTestId('unpaid-leave-note').fill('Trámite personal en el extranjero');
  await shot(page, 'unpaid-leave-dialog-es');
  await form.getByTestId('unpaid-leave-submit').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId(`code-${num}`)).toHaveText('A');
  await expect(
    page.getByTestId('register-grid').getByText('Permiso sin goce de salario · Trámite personal en el extranjero'),
  ).toBeVisible();
  await shot(page, 'unpaid-leave-register-es');

  // The vacation screen: the period holding the day ends one day later, and says so.
  await page.goto(PAGE);
  await page.getByTestId('vacation-search').fill(String(num));
  await page.getByTestId(`vacation-open-${num}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('corrida 1 día sin goce')).toBeVisible();
  await shot(page, 'unpaid-leave-vacation-es');

  // English.
  await dialog.getByTestId('vacation-dialog-close').click();
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await page.getByTestId(`vacation-open-${num}`).click();
  await expect(page.getByRole('dialog').getByText('moved by 1 unpaid day')).toBeVisible();
  await shot(page, 'unpaid-leave-vacation-en');
  await page.getByRole('dialog').getByTestId('vacation-dialog-close').click();
  await page.goto(`/payroll/presence/diaryregister?payroll=${payrollId}&date=${date}&search=${num}`);
  await expect(page.getByTestId('register-grid').getByText('Unpaid leave · Trámite personal en el extranjero')).toBeVisible();
  await shot(page, 'unpaid-leave-register-en');
  console.expectNone();
});
