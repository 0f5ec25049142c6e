import type { Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { axeViolations, setSkin, type Skin } from './fixtures';
import { COMPANY_1, PATHS, SESSION_KEYS, submitCredentials } from './support';

/** The demo's first self-service login (apps/api/seeds/demo-self-service.ts). */
const DEMO_EMPLOYEE = '616782729';

/**
 * Every landed screen, checked by axe in both themes in one pass, with a table of what it found (any
 * impact) attached to the report: the measure docs/accessibility.md quotes. The scenarios of each
 * screen check it again on their own through the fixture.
 */
test.use({ axe: false });

const SCREENS: {
  name: string;
  path?: string;
  open?: (page: Page) => Promise<void>;
}[] = [
  { name: 'analytics dashboard', path: PATHS.dashboard },
  { name: 'payroll users', path: PATHS.users },
  { name: 'schedules', path: '/payroll/parameters/schedule/list' },
  { name: 'employees list', path: '/payroll/personaldata/employees/list' },
  { name: 'new employee', path: '/payroll/personaldata/employees/new' },
  {
    name: 'employee detail',
    open: async (page) => {
      await page.goto('/payroll/personaldata/employees/list?status=active');
      const cell = page.getByTestId('employees-grid').getByRole('row').nth(1).getByRole('gridcell').nth(1);
      await cell.click();
      await expect(page.getByTestId('employee-name')).toBeVisible();
    },
  },
  { name: 'legal rules', path: '/payroll/parameters/legalrules/list' },
  { name: 'company catalogs', path: '/payroll/parameters/catalogs/list' },
  { name: 'employee import', path: '/payroll/personaldata/employees/import' },
  { name: 'change password', path: PATHS.changePassword },
  // The payroll cycle's screens (issues 11 and 12).
  { name: 'payroll calendar', path: '/payroll/parameters/payrollcalendar/list' },
  { name: 'daily register', path: '/payroll/presence/diaryregister' },
  { name: 'clock file register', path: '/payroll/presence/fileregister' },
  { name: 'clock file errors', path: '/payroll/presence/fileerror' },
  { name: 'clock register', path: '/payroll/presence/clockregister' },
  { name: 'extra hours', path: '/payroll/presence/extrahours' },
  { name: 'payroll review', path: '/payroll/processes/payrollreview' },
  { name: 'payroll calculation', path: '/payroll/processes/payrollcalculate' },
  // Post-payroll, vacations and reports (issues 13, 14 and 15).
  { name: 'accounting summary', path: '/payroll/postpayroll/accountingresume' },
  { name: 'payment summary', path: '/payroll/postpayroll/paymentResumen' },
  { name: 'payment vouchers', path: '/payroll/postpayroll/paydocument' },
  { name: 'statutory reports', path: '/payroll/postpayroll/statutoryreports' },
  { name: 'vacation periods', path: '/payroll/vacations/periods' },
  // Employee self-service (issue 27): HR's approvals inbox.
  { name: 'approvals inbox', path: '/payroll/vacations/approvals' },
  // An employee's own page, last: it signs the administrator out and the demo employee in.
  {
    name: 'my incapacities and actions',
    open: async (page) => {
      await page.evaluate(
        (keys) => keys.forEach((key) => window.localStorage.removeItem(key)),
        [...SESSION_KEYS],
      );
      await submitCredentials(page, DEMO_EMPLOYEE);
      await expect(page).toHaveURL(/\/selfservice\/payslips$/, { timeout: 60_000 });
      await page.goto('/selfservice/actions');
      await expect(page.getByTestId('my-actions')).toBeVisible({ timeout: 60_000 });
    },
  },
];

type Row = { screen: string; skin: Skin; found: string };

const tally = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations.map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}`).join(', ') || 'none';

const serious = (violations: Awaited<ReturnType<typeof axeViolations>>) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);

test('every screen passes axe (WCAG 2.1 A/AA) in the dark and the light theme', async ({
  page,
}, testInfo) => {
  // Twenty-four screens, two themes each: generous for a loaded machine (about two minutes on an idle one).
  test.setTimeout(900_000);
  const rows: Row[] = [];
  const failures: string[] = [];
  const measure = async (screen: string) => {
    await expect(
      page
        .getByRole('main')
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const h1 = await page.getByRole('heading', { level: 1 }).count();
    if (h1 !== 1) failures.push(`${screen}: ${h1} h1 headings`);
    for (const skin of ['dark', 'light'] as const) {
      await setSkin(page, skin);
      const violations = await axeViolations(page);
      rows.push({ screen, skin, found: tally(violations) });
      if (process.env.AXE_REPORT)
        appendFileSync(process.env.AXE_REPORT, `| ${screen} | ${skin} | ${tally(violations)} | h1×${h1} |\n`);
      failures.push(...serious(violations).map((line) => `${screen} [${skin}] ${line}`));
    }
    await setSkin(page, 'dark');
  };

  await page.goto(PATHS.signIn);
  await measure('sign-in');
  await submitCredentials(page, 'admin');
  await page.getByTestId('company-list').getByText(COMPANY_1, { exact: true }).click({ timeout: 60_000 });
  await expect(page.getByTestId('vertical-menu')).toBeVisible({ timeout: 60_000 });
  // A11Y_SCREENS="schedules,employees list" measures only those (the sign-in is always measured).
  const only = process.env.A11Y_SCREENS?.split(',').map((name) => name.trim());
  for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
    if (screen.open) await screen.open(page);
    else await page.goto(screen.path ?? '/');
    await measure(screen.name);
  }

  const table = [
    '| screen | theme | violations |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.screen} | ${r.skin} | ${r.found} |`),
  ].join('\n');
  await testInfo.attach('axe-table.md', { body: table, contentType: 'text/markdown' });
  console.log(table);
  if (!process.env.AXE_REPORT) expect(failures).toEqual([]);
});

test('a selected row under the pointer, with the header box half-checked, passes axe in both themes', async ({
  page,
}) => {
  // The grid's own tint of a selected, hovered row left captions at 3.7:1 in the dark theme, and the
  // half-checked header box said "mixed" on an input that was not.
  test.setTimeout(300_000);
  await submitCredentials(page, 'planillas');
  await expect(page.getByTestId('vertical-menu')).toBeVisible({ timeout: 60_000 });
  await page.goto('/payroll/processes/payrollreview');
  const row = page.getByTestId('review-grid').getByRole('row').nth(1);
  await row.getByRole('checkbox').check();
  await row.hover();
  for (const skin of ['dark', 'light'] as const) {
    await setSkin(page, skin);
    await row.hover();
    expect(serious(await axeViolations(page)), skin).toEqual([]);
  }
});
