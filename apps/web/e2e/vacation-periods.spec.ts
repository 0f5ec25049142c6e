import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { addDays, todayInCostaRica, type IsoDate } from '@planilla/domain';
import { dayFirst, shot, storedJson, submitCredentials, watchConsole } from './support';

const expect = baseExpect.configure({ timeout: 60_000 });
const PAGE = '/payroll/vacations/periods';

/** Calls the API as the signed-in user. */
const api = async (page: Page, path: string, body: object) => {
  const raw = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  const user = (await storedJson(page, 'userData')) as {
    num_usuario: number;
    cod_usuario: string;
    num_empresa: number;
  };
  return page.request.fetch(`/api/${path}`, {
    method: 'POST',
    data: body,
    headers: {
      'x-token': token,
      num_empresa: String(user.num_empresa),
      num_usuario: String(user.num_usuario),
      cod_usuario: user.cod_usuario,
    },
  });
};

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
