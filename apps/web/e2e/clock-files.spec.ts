import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPANY_1, DEMO_PASSWORD, submitCredentials, watchConsole, shot } from './support';

/**
 * Clock files: upload the sample CSV with two bad rows, see them on the error screen, preview and apply the
 * marks to the projected fortnight. The sample's fortnight (16–30 November 2026) is moved to 2037, whose
 * November falls on the same weekdays: the demo closes the 2026 payrolls once their period is over, and no
 * other scenario touches 2037 before this one (a retry, which finds the marks applied, moves 28 years on, to
 * the same weekdays again). Its payrolls (one per periodicity, so every row of the file has its payroll)
 * are created and projected through the API first.
 * SHOTS_DIR saves screenshots of the three screens in Spanish and English.
 */
const SAMPLE_CSV = fileURLToPath(new URL('../../api/seeds/clock-files/marcas-quincena.csv', import.meta.url));
const yearOfAttempt = () => 2037 + 28 * (test.info().retry + test.info().repeatEachIndex);
const sampleFile = (year: number) => ({
  name: 'marcas-quincena.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(readFileSync(SAMPLE_CSV, 'utf8').replaceAll('/2026', `/${year}`), 'utf8'),
});
const periodsOf = (year: number): [string, string, string][] => [
  ['fortnightly', `${year}-11-16`, `${year}-11-30`],
  ['monthly', `${year}-11-01`, `${year}-11-30`],
  ['biweekly', `${year}-11-16`, `${year}-11-29`],
  ['weekly', `${year}-11-16`, `${year}-11-22`],
  ['weekly', `${year}-11-23`, `${year}-11-29`],
];

/** Creates (or finds) and projects the payrolls of the samples' fortnight; answers the fortnightly one's id. */
const projectFortnight = async (request: APIRequestContext, year: number): Promise<number> => {
  const login = await request.post('/api/authPlanilla', {
    data: { cod_usuario: 'planillas', clave: DEMO_PASSWORD, num_empresa: 1 },
  });
  expect(login.ok()).toBe(true);
  const { token, userData } = (await login.json()).data;
  const headers = {
    'x-token': token,
    num_empresa: '1',
    num_usuario: String(userData.num_usuario),
    cod_usuario: userData.cod_usuario,
  };
  let fortnight = 0;
  for (const [periodicity, periodStart, periodEnd] of periodsOf(year)) {
    const created = await request.post('/api/paramPlanilla/newpayroll', {
      headers,
      data: { periodicity, periodStart, periodEnd },
    });
    let payroll: { payrollId: number; status: string } | undefined;
    if (created.ok()) payroll = (await created.json()).data;
    else {
      // The demo calendar may already hold it.
      const list = await request.post('/api/paramPlanilla/planillalist', {
        headers,
        data: { periodicity, year },
      });
      payroll = (
        (await list.json()).data as { payrollId: number; periodStart: string; status: string }[]
      ).find((p) => p.periodStart === periodStart);
    }
    expect(payroll, `${periodicity} ${periodStart}`).toBeDefined();
    if (payroll!.status === 'planned' || payroll!.status === 'projected') {
      const projected = await request.put('/api/procesoPlanilla/projectpayroll', {
        headers,
        data: { payrollId: payroll!.payrollId },
      });
      expect(projected.ok(), await projected.text()).toBe(true);
    }
    if (periodicity === 'fortnightly') fortnight = payroll!.payrollId;
  }
  return fortnight;
};

test('a clock file with two bad rows: upload, see the bad rows, preview and apply the marks, in Spanish and English', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const year = yearOfAttempt();
  const payrollId = await projectFortnight(request, year);
  const console = watchConsole(page);
  // Sign-in as the support's helper does, with room for a loaded machine's first page.
  await submitCredentials(page, 'admin');
  await page.getByTestId('company-list').getByText(COMPANY_1, { exact: true }).click();
  await expect(page.getByTestId('vertical-menu')).toBeVisible({ timeout: 60_000 });

  // Upload: progress, then the file's summary.
  await page.goto('/payroll/presence/fileregister');
  await expect(page.getByRole('heading', { name: 'Carga de marcas' })).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('clock-file-input').setInputFiles(sampleFile(year));
  const summary = page.getByTestId('clock-file-summary');
  await expect(summary).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('summary-rows')).toContainText('284');
  await expect(page.getByTestId('summary-marks')).toContainText('282');
  await expect(page.getByTestId('summary-errors')).toContainText('2');
  await expect(page.getByTestId('clock-files-grid')).toContainText('marcas-quincena.csv');
  await expect(page.getByTestId('sample-zkteco')).toBeVisible();
  await shot(page, 'clock-file-register-es');

  // The two bad rows on the error screen, with the reason in Spanish.
  await page.getByTestId('see-errors').click();
  await expect(page).toHaveURL(/\/payroll\/presence\/fileerror\?fileId=\d+/);
  const errors = page.getByTestId('clock-errors-grid');
  await expect(errors.getByRole('row')).toHaveCount(3); // the header and the two rows
  await expect(errors).toContainText(`31/11/${year}`, { timeout: 30_000 });
  await expect(errors).toContainText('Fecha ilegible');
  await expect(errors).toContainText('Visitante');
  await expect(errors).toContainText('Sin número de empleado');
  await shot(page, 'clock-file-errors-es');

  // Apply the marks to the projected fortnight: preview first, then apply.
  await page.goto(`/payroll/presence/clockregister?payrollId=${payrollId}`);
  await page.getByTestId('apply-preview').click();
  const changed = page.getByTestId('apply-changedDays');
  await expect(changed).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('apply-changes')).toContainText('→');
  await shot(page, 'clock-register-preview-es');
  await page.getByTestId('apply-confirm').click();
  await expect(page.getByTestId('apply-done')).toContainText('Marcas aplicadas', { timeout: 60_000 });
  await shot(page, 'clock-register-applied-es');
  // Nothing is left to change.
  await page.getByTestId('apply-preview').click();
  // (days a person changed, like the demo's absences and extra hours, stay listed as kept)
  await expect(page.getByTestId('apply-changedDays')).toHaveText(/^\D*0$/);

  // English: the same screens, every text translated.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { name: 'Apply clock marks' })).toBeVisible();
  await page.getByTestId('apply-preview').click();
  await expect(page.getByTestId('apply-changedDays')).toHaveText(/^Days that change\s*0$/);
  await shot(page, 'clock-register-en');
  await page.goto('/payroll/presence/fileerror');
  await expect(page.getByTestId('clock-errors-grid')).toContainText('Unreadable date', { timeout: 30_000 });
  await expect(page.getByTestId('clock-errors-grid')).toContainText('The date cannot be read');
  await shot(page, 'clock-file-errors-en');
  await page.goto('/payroll/presence/fileregister');
  await expect(page.getByRole('heading', { name: 'Clock file upload' })).toBeVisible();
  await expect(page.getByTestId('clock-files-grid')).toContainText('Read', { timeout: 30_000 });
  await shot(page, 'clock-file-register-en');
  console.expectNone();
});
