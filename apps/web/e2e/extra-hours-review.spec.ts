import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, test } from './fixtures';
import { DEMO_PASSWORD, dayFirst, shot, submitCredentials } from './support';

/** Generous waits: the machine may be busy; a slow answer must not fail the test, only a wrong one. */
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * A fortnight no other scenario and no demo closing touches (the clock-file scenario shares it): 16–30
 * November 2037, a Monday to a Monday like November 2026.
 */
const PERIOD = { periodicity: 'fortnightly', periodStart: '2037-11-16', periodEnd: '2037-11-30' };
const EXTRA_DAY = '2037-11-18';
const MISSING_DAY = '2037-11-19';

type Api = (path: string, body?: object, method?: 'POST' | 'PUT') => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The payroll manager's API session (data set up through the same calls the screens use). */
const apiAs = async (request: APIRequestContext, user: string): Promise<Api> => {
  const login = await request.post('/api/authPlanilla', {
    data: { cod_usuario: user, clave: DEMO_PASSWORD, num_empresa: 1 },
  });
  expect(login.ok()).toBe(true);
  const { data } = await login.json();
  const headers = {
    'x-token': data.token,
    num_empresa: '1',
    num_usuario: String(data.userData.num_usuario),
    cod_usuario: data.userData.cod_usuario,
  };
  return async (path, body = {}, method = 'POST') => {
    const res = await request.fetch(`/api/${path}`, { method, headers, data: body });
    const json = await res.json();
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${JSON.stringify(json)}`);
    return json.data;
  };
};

/** The fortnight of company 1, projected (created when the calendar has no such payroll yet). */
const projectedFortnight = async (api: Api): Promise<number> => {
  const list: { payrollId: number; periodStart: string; status: string }[] = await api(
    'paramPlanilla/planillalist',
    {
      periodicity: 'fortnightly',
      year: 2037,
    },
  );
  let payroll = list.find((p) => p.periodStart === PERIOD.periodStart);
  if (!payroll) {
    const created = await api('paramPlanilla/newpayroll', PERIOD);
    payroll = { payrollId: created.payrollId, periodStart: PERIOD.periodStart, status: 'planned' };
  }
  if (payroll.status === 'planned')
    await api('procesoPlanilla/projectpayroll', { payrollId: payroll.payrollId }, 'PUT');
  return payroll.payrollId;
};

const row = (page: Page, grid: string, text: string) =>
  page.getByTestId(grid).getByRole('row').filter({ hasText: text });

test('approve extra hours, clear the review blockers and mark employees reviewed', async ({
  page,
  request,
}) => {
  // Projection and several screens on a shared machine: allow minutes, wait only for what is needed.
  test.setTimeout(600_000);
  const api = await apiAs(request, 'planillas');
  const payrollId = await projectedFortnight(api);

  // Two employees with a regular working day on both dates: one gets pending extra hours, the other a missing mark.
  const regular = async (date: string) =>
    (await api('asistencia/presencelist', { payrollId, date, codes: ['R'], pageSize: 100 })).items.filter(
      (d: { restDay: boolean; holidayId: string | null }) => !d.restDay && !d.holidayId,
    ) as {
      num_empleado: number;
      fullName: string;
    }[];
  const onBoth = await regular(EXTRA_DAY);
  const second = new Set((await regular(MISSING_DAY)).map((d) => d.num_empleado));
  const [a, b] = onBoth.filter((d) => second.has(d.num_empleado));
  expect(a && b).toBeTruthy();
  // Their other extra hours and missing marks (the demo's, or a clock file applied by another scenario) would
  // be blockers of their own: those days become regular first, so the scenario sees only what it sets up.
  for (const person of [a!, b!]) {
    const others = (
      await api('asistencia/presencelist', {
        payrollId,
        num_empleado: person.num_empleado,
        codes: ['E', 'S'],
        pageSize: 100,
      })
    ).items as { date: string }[];
    if (others.length > 0)
      await api(
        'asistencia/diaryAsistence',
        {
          payrollId,
          items: others.map((d) => ({ num_empleado: person.num_empleado, date: d.date, code: 'R' })),
        },
        'PUT',
      );
  }
  await api(
    'asistencia/asistenceextrahours',
    { payrollId, num_empleado: a!.num_empleado, date: EXTRA_DAY, extraMinutes: 90, reason: 'Inventario' },
    'PUT',
  );
  await api(
    'asistencia/diaryAsistence',
    {
      payrollId,
      items: [{ num_empleado: b!.num_empleado, date: MISSING_DAY, code: 'S', entryTime: '08:00' }],
    },
    'PUT',
  );

  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();

  // Extra hours: the pending day is listed; approve it.
  await page.goto(`/payroll/presence/extrahours?payroll=${payrollId}`);
  await page.getByTestId('extra-search').fill(String(a!.num_empleado));
  // Other days of a may have extra hours too (the demo's, or a clock file applied by another scenario).
  const day = row(page, 'extra-days-grid', a!.fullName).filter({ hasText: dayFirst(EXTRA_DAY) });
  await expect(day).toHaveCount(1);
  await expect(day).toContainText('Pendiente');
  await expect(row(page, 'extra-employees-grid', a!.fullName)).toBeVisible();
  await shot(page, 'extra-hours-es');
  await page.getByTestId(`approve-${a!.num_empleado}-${EXTRA_DAY}`).click();
  await expect(day).toContainText('Aprobada');
  await expect(day).not.toContainText('Pendiente');

  // Review: b is blocked by the missing mark, which links to the day of the daily register.
  await page.goto(`/payroll/processes/payrollreview?payroll=${payrollId}`);
  await page.getByTestId('review-search').fill(String(b!.num_empleado));
  const blocker = page.getByTestId(`blocker-${b!.num_empleado}-MISSING_MARK`);
  await expect(blocker).toBeVisible();
  await expect(blocker).toHaveAttribute(
    'href',
    `/payroll/presence/diaryregister?payroll=${payrollId}&date=${MISSING_DAY}&search=${b!.num_empleado}`,
  );
  await shot(page, 'payroll-review-es');
  await row(page, 'review-grid', b!.fullName).getByRole('checkbox').check();
  await page.getByTestId('mark-reviewed').click();
  await expect(page.getByTestId('review-error')).toContainText(String(b!.num_empleado));
  await expect(page.getByTestId(`review-status-${b!.num_empleado}`)).toHaveText('Pendiente');

  // The day is resolved in the register (here through the API): the blocker is gone and b can be reviewed.
  await api(
    'asistencia/diaryAsistence',
    { payrollId, items: [{ num_empleado: b!.num_empleado, date: MISSING_DAY, code: 'R' }] },
    'PUT',
  );
  await page.reload();
  await page.getByTestId('review-search').fill(String(b!.num_empleado));
  await expect(page.getByTestId(`review-status-${b!.num_empleado}`)).toBeVisible();
  await expect(page.getByTestId(`blocker-${b!.num_empleado}-MISSING_MARK`)).toHaveCount(0);
  await row(page, 'review-grid', b!.fullName).getByRole('checkbox').check();
  await page.getByTestId('mark-reviewed').click();
  await expect(page.getByTestId(`review-status-${b!.num_empleado}`)).toHaveText('Revisado');

  // a has no blockers left either (its extra hours are approved).
  await page.getByTestId('review-search').fill(String(a!.num_empleado));
  await expect(page.getByTestId(`review-status-${a!.num_empleado}`)).toBeVisible();
  await row(page, 'review-grid', a!.fullName).getByRole('checkbox').check();
  await page.getByTestId('mark-reviewed').click();
  await expect(page.getByTestId(`review-status-${a!.num_empleado}`)).toHaveText('Revisado');
  await page.getByTestId('review-search').fill('');
  // At least these two (a retry finds the first try's marks too).
  await expect(page.getByTestId('reviewed-count')).toHaveText(/^([2-9]|\d{2,}) \//);
  await shot(page, 'payroll-review-reviewed-es');

  // The same screens in English.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByText('Blockers and warnings')).toBeVisible();
  await shot(page, 'payroll-review-en');
  await page.goto(`/payroll/presence/extrahours?payroll=${payrollId}`);
  await expect(page.getByText('Totals per employee')).toBeVisible();
  await expect(page.getByTestId('extra-days-grid').getByRole('row').nth(1)).toBeVisible();
  await shot(page, 'extra-hours-en');
});

test('select all on the extra hours: every matching day of every page, less the unticked (issue 23)', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const api = await apiAs(request, 'planillas');
  // A fortnight of its own (no other scenario touches December 2037), projected.
  const dec = { periodicity: 'fortnightly', periodStart: '2037-12-01', periodEnd: '2037-12-15' };
  const list: { payrollId: number; periodStart: string; status: string }[] = await api(
    'paramPlanilla/planillalist',
    { periodicity: 'fortnightly', year: 2037 },
  );
  let payroll = list.find((p) => p.periodStart === dec.periodStart);
  if (!payroll) payroll = { ...(await api('paramPlanilla/newpayroll', dec)), status: 'planned' };
  const payrollId = payroll!.payrollId;
  if (payroll!.status === 'planned') await api('procesoPlanilla/projectpayroll', { payrollId }, 'PUT');

  // More pending days than one page of 25 holds.
  const dates = ['2037-12-02', '2037-12-03', '2037-12-04', '2037-12-07', '2037-12-08'];
  for (const date of dates) {
    const regular = (
      await api('asistencia/presencelist', { payrollId, date, codes: ['R'], pageSize: 100 })
    ).items.filter((d: { restDay: boolean }) => !d.restDay) as { num_empleado: number }[];
    for (const d of regular.slice(0, 15))
      await api(
        'asistencia/asistenceextrahours',
        { payrollId, num_empleado: d.num_empleado, date, extraMinutes: 30 },
        'PUT',
      );
  }
  const pendingDays = async () =>
    (await api('asistencia/extrahours', { payrollId, status: 'pending', pageSize: 100 })) as {
      total: number;
      items: { num_empleado: number; date: string }[];
    };
  const before = await pendingDays();
  expect(before.total).toBeGreaterThan(25);

  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
  await page.goto(`/payroll/presence/extrahours?payroll=${payrollId}`);
  const grid = page.getByTestId('extra-days-grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // Pending days come first: the first row is one of them; it will be unticked.
  const firstRow = grid.getByRole('row').nth(1);
  await grid.getByRole('columnheader').getByRole('checkbox').check();
  const approveAll = page.getByTestId('approve-selected');
  const all = (await api('asistencia/extrahours', { payrollId, pageSize: 100 })).total as number;
  await expect(approveAll).toHaveText(`Aprobar (${all})`);
  await expect(approveAll).toBeEnabled();
  await firstRow.getByRole('checkbox').uncheck();
  await expect(approveAll).toHaveText(`Aprobar (${all - 1})`);
  await shot(page, 'extra-hours-select-all-es');
  await approveAll.click();
  await expect(approveAll).toHaveText('Aprobar (0)');
  const after = await pendingDays();
  expect(after.total).toBe(1);
  expect(before.items.map((d) => `${d.num_empleado}|${d.date}`)).toContain(
    `${after.items[0]!.num_empleado}|${after.items[0]!.date}`,
  );
});
