import { expect, type Page } from '@playwright/test';
import { todayInCostaRica, type IsoDate } from '@planilla/domain';

/** The demo data the server seeds on a fresh data directory. */
export const DEMO_PASSWORD = 'Planilla-Demo-2026';
export const COMPANY_1 = 'Café La Montaña S.A.';
export const COMPANY_2 = 'Servicios Técnicos del Valle S.R.L.';

export const SESSION_KEYS = ['token', 'refreshToken', 'userData', 'datosEmpresa'] as const;

export const PATHS = {
  signIn: '/login',
  dashboard: '/dashboard/analytics',
  users: '/payroll/administrator/payrollusers/list',
  changePassword: '/account/change-password',
} as const;

/** Fills the sign-in form and submits it. */
export const submitCredentials = async (page: Page, user: string, password = DEMO_PASSWORD) => {
  await page.goto(PATHS.signIn);
  await page.getByTestId('sign-in-user').fill(user);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
};

/**
 * Signs in through the screens. With `company`, the user has several companies and picks that one;
 * without it, the only company is entered automatically.
 */
export const signIn = async (
  page: Page,
  user: string,
  options: { company?: string; password?: string } = {},
) => {
  await submitCredentials(page, user, options.password);
  if (options.company) {
    await page.getByTestId('company-list').getByText(options.company, { exact: true }).click();
  }
  await expect(page.getByTestId('vertical-menu')).toBeVisible();
};

export const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).sort());

export const storedJson = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(window.localStorage.getItem(k) ?? 'null') as unknown, key);

/** Fails the test on any console error or uncaught exception of the page. */
export const watchConsole = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    /** Errors except the ones the test provoked on purpose (e.g. a refused request). */
    expectNone: (allowed: RegExp[] = []) =>
      expect(errors.filter((e) => !allowed.some((a) => a.test(e)))).toEqual([]),
  };
};

/** An ISO date as the Spanish date fields take it (day first): 2026-12-23 → 23/12/2026. */
export const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

/** With SHOTS_DIR set, a scenario saves its screens there too (reviewers look at them in Spanish and English). */
export const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};

/** A call to the API as the signed-in user of the page (data a scenario sets up or looks up). */
export const api = async (page: Page, path: string, body: object, method: 'POST' | 'PUT' = 'POST') => {
  const raw = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  const user = (await storedJson(page, 'userData')) as {
    num_usuario: number;
    cod_usuario: string;
    num_empresa: number;
  };
  return page.request.fetch(`/api/${path}`, {
    method,
    data: body,
    headers: {
      'x-token': token,
      num_empresa: String(user.num_empresa),
      num_usuario: String(user.num_usuario),
      cod_usuario: user.cod_usuario,
    },
  });
};

/**
 * The first fortnight still planned in the demo's calendar after today (this year or the next): the payroll a
 * scenario projects and calculates. A scenario that ran before took the one before it. Late in the year the
 * demo's calendar may have none left: next year's is laid out (generating it twice adds nothing).
 */
const plannedFortnight = async (page: Page): Promise<{ payrollId: number; periodStart: string }> => {
  const today = todayInCostaRica(new Date());
  const year = Number(today.slice(0, 4));
  for (const generate of [false, true]) {
    if (generate) {
      const made = await api(page, 'paramPlanilla/generatecalendar', {
        periodicity: 'fortnightly',
        year: year + 1,
      });
      expect(made.status()).toBe(200);
    }
    for (const y of [year, year + 1]) {
      const list = await api(page, 'paramPlanilla/planillalist', { periodicity: 'fortnightly', year: y });
      const items = (await list.json()).data as { payrollId: number; periodStart: string; status: string }[];
      const planned = items
        .filter((p) => p.status === 'planned' && p.periodStart > today)
        .sort((x, y2) => x.periodStart.localeCompare(y2.periodStart))[0];
      if (planned) return planned;
    }
  }
  throw new Error('no planned fortnight in the calendar');
};

/** The planned fortnight a scenario calculates, projected: its id and first day. */
export const projectPlannedFortnight = async (page: Page): Promise<{ payrollId: number; start: IsoDate }> => {
  const planned = await plannedFortnight(page);
  const projected = await api(
    page,
    'procesoPlanilla/projectpayroll',
    { payrollId: planned.payrollId },
    'PUT',
  );
  expect(projected.status()).toBe(200);
  return { payrollId: planned.payrollId, start: planned.periodStart as IsoDate };
};
