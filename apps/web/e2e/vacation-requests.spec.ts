import type { Browser, Page } from '@playwright/test';
import { todayInCostaRica } from '@planilla/domain';
import { expect as baseExpect, test } from './fixtures';
import { api, dayFirst, shot, signIn, storedJson, submitCredentials, watchConsole } from './support';

/** Generous waits: the server's answers may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 27: an employee asks for three vacation days on a phone, the payroll manager approves them in the approvals
 * inbox, and they are V days in the daily register of the payroll they fall in. One scenario per language, each
 * with its own demo employee (apps/api/seeds/demo-self-service.ts).
 */
const CASES = [
  {
    language: 'cr',
    user: '616782729',
    texts: {
      vacations: 'Mis vacaciones',
      threeDays: '3 días',
      pending: 'Pendiente',
      approved: 'Aprobada',
      inbox: 'Bandeja de aprobaciones',
      approve: 'Aprobar (1)',
      outcome: 'Solicitud aprobada',
    },
  },
  {
    language: 'en',
    user: '507643123',
    texts: {
      vacations: 'My vacations',
      threeDays: '3 days',
      pending: 'Pending',
      approved: 'Approved',
      inbox: 'Approvals inbox',
      approve: 'Approve (1)',
      outcome: 'Request approved',
    },
  },
] as const;

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

type Day = { date: string; code: string; restDay: boolean; holidayId: string | null; source: string };

type PayrollItem = {
  payrollId: number;
  periodicity: string;
  status: string;
  periodStart: string;
  periodEnd: string;
};

/** The payrolls of a periodicity this year and the next that end after today, still projected or planned. */
const payrollsAhead = async (hr: Page, today: string, periodicity: string) => {
  const year = Number(today.slice(0, 4));
  const all: PayrollItem[] = [];
  for (const y of [year, year + 1])
    all.push(
      ...((await (await api(hr, 'paramPlanilla/planillalist', { periodicity, year: y })).json())
        .data as PayrollItem[]),
    );
  return all
    .filter((p) => p.periodEnd > today && (p.status === 'projected' || p.status === 'planned'))
    .sort((a, b) => a.periodStart.localeCompare(b.periodStart));
};

const employeeDays = async (hr: Page, payrollId: number, employee: number) => {
  const answer = await api(hr, 'asistencia/presencelist', {
    payrollId,
    num_empleado: employee,
    sortBy: 'date',
    pageSize: 100,
  });
  return answer.status() === 200 ? ((await answer.json()).data.items as Day[]) : [];
};

/** Three working days in a row (rest days and holidays between them are fine), after today, still R by projection. */
const threeRegularDays = (days: Day[], today: string) => {
  const working = days
    .filter((d) => d.date > today && !d.restDay && !d.holidayId)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (let i = 0; i + 2 < working.length; i++) {
    const run = working.slice(i, i + 3);
    if (run.every((d) => d.code === 'R' && d.source === 'projection'))
      return { from: run[0]!.date, to: run[2]!.date };
  }
  return null;
};

/**
 * Three regular working days ahead of a projected payroll of the employee's periodicity: the days the scenario
 * asks for. The scenario lays out what it needs itself, whatever ran before it (another scenario may have closed
 * the payroll that was projected, or taken its days): when no projected payroll has such days, the next planned
 * one of that periodicity is projected (as HR does before a period), and when none is left planned, next year's
 * calendar is laid out first (generating it twice adds nothing).
 */
const threeWorkingDays = async (hr: Page, employee: number) => {
  const today = todayInCostaRica(new Date());
  const data = await api(hr, 'empleados/employeedata', { num_empleado: employee });
  expect(data.status()).toBe(200);
  const { periodicity } = (await data.json()).data as { periodicity: string };
  let generated = false;
  for (let attempt = 0; attempt < 4; attempt++) {
    const ahead = await payrollsAhead(hr, today, periodicity);
    for (const p of ahead.filter((x) => x.status === 'projected')) {
      const run = threeRegularDays(await employeeDays(hr, p.payrollId, employee), today);
      if (run) return { payrollId: p.payrollId, ...run };
    }
    const next = ahead.find((p) => p.status === 'planned');
    if (next) {
      const projected = await api(hr, 'procesoPlanilla/projectpayroll', { payrollId: next.payrollId }, 'PUT');
      expect(projected.status()).toBe(200);
    } else if (!generated) {
      const made = await api(hr, 'paramPlanilla/generatecalendar', {
        periodicity,
        year: Number(today.slice(0, 4)) + 1,
      });
      expect(made.status()).toBe(200);
      generated = true;
    } else break;
  }
  throw new Error(`no three regular working days ahead for employee ${employee} (${periodicity})`);
};

/** The payroll manager on a desktop, in the scenario's language. */
const hrPage = async (browser: Browser, language: string) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'es-CR' });
  if (language === 'en')
    await context.addInitScript(() => {
      if (!window.localStorage.getItem('settings'))
        window.localStorage.setItem('settings', JSON.stringify({ language: 'en' }));
    });
  const page = await context.newPage();
  await signIn(page, 'planillas');
  return page;
};

for (const c of CASES) {
  test(`an employee requests three vacation days, the payroll manager approves them, they are V in the register (${c.language})`, async ({
    page,
    browser,
  }, testInfo) => {
    const console = watchConsole(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        refused.push(`${response.status()} ${response.url()}`);
    });
    const capture = async (target: Page, name: string) => {
      await target.screenshot({ path: testInfo.outputPath(`${name}-${c.language}.png`), fullPage: true });
      await shot(target, `vacation-requests-${name}-${c.language}`);
    };

    // The employee signs in on a phone.
    await page.goto('/login');
    if (c.language === 'en') await page.getByTestId('auth-language-en').click();
    await submitCredentials(page, c.user);
    await expect(page).toHaveURL(/\/selfservice\/payslips$/);
    const employee = ((await storedJson(page, 'userData')) as { num_empleado: number }).num_empleado;

    // Three working days ahead in a payroll already laid out, found as HR.
    const hr = await hrPage(browser, c.language);
    const { payrollId, from, to } = await threeWorkingDays(hr, employee);

    // The request: the dates, the live preview (3 working days, the balance after), sent.
    await page.goto('/selfservice/vacations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.texts.vacations);
    await page.getByTestId('vacation-request-new').click();
    const form = page.getByTestId('vacation-request-form');
    await expect(form).toBeVisible();
    await form.getByTestId('vacation-request-from').fill(dayFirst(from));
    await form.getByTestId('vacation-request-to').fill(dayFirst(to));
    await expect(page.getByTestId('vacation-request-days')).toHaveText(c.texts.threeDays);
    await expect(page.getByTestId('vacation-request-after')).toBeVisible();
    await capture(page, 'employee-dialog');
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/autoservicio/solicitarvacaciones')),
      form.getByTestId('vacation-request-submit').click(),
    ]);
    expect(sent.status()).toBe(200);
    const requestId = ((await sent.json()) as { data: { request: { id: number } } }).data.request.id;
    await expect(form).toBeHidden();
    const card = page.getByTestId(`vacation-request-${requestId}`);
    await expect(card.getByTestId('vacation-request-status')).toHaveText(c.texts.pending);
    await capture(page, 'employee-pending');

    // The payroll manager approves it in the inbox.
    await hr.goto('/payroll/vacations/approvals');
    await expect(hr.getByRole('heading', { level: 1 })).toHaveText(c.texts.inbox);
    const row = hr.locator(`[data-id="${requestId}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(dayFirst(from));
    await row.getByRole('checkbox').check();
    await expect(hr.getByTestId('approvals-approve')).toHaveText(c.texts.approve);
    await capture(hr, 'inbox');
    await hr.getByTestId('approvals-approve').click();
    await hr.getByTestId('decide-submit').click();
    await expect(hr.getByTestId('approvals-outcome')).toContainText(c.texts.outcome);
    await expect(row).toBeHidden();
    await capture(hr, 'inbox-approved');

    // The daily register of that payroll: the three days are V.
    for (const date of [from, to]) {
      await hr.goto(`/payroll/presence/diaryregister?payroll=${payrollId}&date=${date}&search=${employee}`);
      await expect(hr.getByTestId(`code-${employee}`)).toHaveText('V');
    }
    await capture(hr, 'register');
    const days = (
      (
        await (
          await api(hr, 'asistencia/presencelist', { payrollId, num_empleado: employee, pageSize: 100 })
        ).json()
      ).data.items as Day[]
    ).filter((d) => d.date >= from && d.date <= to && d.code === 'V');
    expect(days).toHaveLength(3);
    await hr.context().close();

    // The employee sees it approved.
    await page.reload();
    await expect(
      page.getByTestId(`vacation-request-${requestId}`).getByTestId('vacation-request-status'),
    ).toHaveText(c.texts.approved);
    await capture(page, 'employee-approved');
    expect(refused).toEqual([]);
    console.expectNone();
  });
}
