import type { Page } from '@playwright/test';
import { addDays } from '@planilla/domain';
import { expect as baseExpect, test } from './fixtures';
import { api, dayFirst, projectPlannedFortnight, shot, submitCredentials, watchConsole } from './support';

/** Generous waits: a calculation, a close and the summaries may be slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 60_000 });

const CALCULATE = '/payroll/processes/payrollcalculate';
const SUMMARY = '/payroll/postpayroll/paymentResumen';
const employeeTab = (num: number) => `/payroll/personaldata/employees/${num}?tab=payItems`;
/** The payee the demo seeds for court orders (the courts' deposit account at BCR). */
const COURT = 'Poder Judicial, depósitos judiciales (BCR)';

const TEXT = {
  es: {
    pension: 'Pensión alimentaria',
    embargo: 'Embargo de salario',
    computation: /Inembargable: .* 1\/8 de .* 1\/4 de .*embargable/,
    processed: 'Procesada',
    paid: 'Pagada',
  },
  en: {
    pension: 'Alimony',
    embargo: 'Salary garnishment',
    computation: /Protected: .* 1\/8 of .* 1\/4 of .*may be garnished/,
    processed: 'Processed',
    paid: 'Paid',
  },
} as const;

/** The demo employees with self-service logins (their cédulas are their user codes). */
const SELF_SERVICE_IDS = ['616782729', '507643123'];

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

const data = async <T>(page: Page, path: string, body: object): Promise<T> => {
  const res = await api(page, path, body);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

/** The case numbers this scenario's court orders carry (its loan's reference is `E2E-<language>-<run>`). */
const PENSION_CASE = '19-000456-0187-PE';
const EMBARGO_CASE = '21-007788-1164-CJ';
const ours = (reference: string | null) =>
  reference === PENSION_CASE || reference === EMBARGO_CASE || /^E2E-(es|en)-/.test(reference ?? '');

/**
 * A member of the payroll without pay items of its own (the demo's people keep theirs), the best paid first (the
 * embargo takes from what is above the protected amount, and nothing may be stopped by the floor) and without a
 * self-service login: Spanish takes the first, English the second, so the two scenarios never share an employee.
 * What an earlier run of this scenario left in force on them ends the day before this payroll, so every run starts
 * from the same state whatever ran before on the server.
 */
const freeMember = async (page: Page, payrollId: number, start: string, rank: number) => {
  const members = await data<{ items: { num_empleado: number; fullName: string; nationalId: string }[] }>(
    page,
    'procesoPlanilla/payrollemployeeslist',
    { payrollId, pageSize: 100 },
  );
  const free: { num: number; name: string; salary: number; left: number[] }[] = [];
  // The self-service logins' payslips belong to the self-service scenario.
  for (const m of members.items.filter((x) => !SELF_SERVICE_IDS.includes(x.nationalId))) {
    const items = await data<{ items: { id: number; reference: string | null }[] }>(
      page,
      'rubros/empleadolista',
      { num_empleado: m.num_empleado, includeEnded: false },
    );
    if (items.items.some((i) => !ours(i.reference))) continue;
    const salaries = await data<{ currentAmount: number | null }>(page, 'empleados/salarieslist', {
      num_empleado: m.num_empleado,
    });
    free.push({
      num: m.num_empleado,
      name: m.fullName,
      salary: salaries.currentAmount ?? 0,
      left: items.items.map((i) => i.id),
    });
  }
  free.sort((a, b) => b.salary - a.salary || a.num - b.num);
  const chosen = free[rank];
  expect(chosen, 'a member of the payroll without pay items').toBeTruthy();
  for (const id of chosen!.left) {
    const ended = await api(page, 'rubros/finalizar', { id, validTo: addDays(start, -1) });
    expect(ended.status(), await ended.text()).toBe(200);
  }
  return chosen!;
};

/** Adds an item through the employee tab's dialog: the type, then the fields its class asks for. */
const addItem = async (
  page: Page,
  typeCode: string,
  fields: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) => {
  const rows = await page.getByTestId('pay-item-row').count();
  await page.getByTestId('add-pay-item').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('pay-item-typeCode').selectOption(typeCode);
  await fields(dialog);
  await dialog.getByTestId('pay-item-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pay-item-row')).toHaveCount(rows + 1);
};

for (const lang of ['es', 'en'] as const) {
  test(`pay items (${lang}): a pensión and an embargo through the employee tab, the payslip, the close, the loan and the payees`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const console = watchConsole(page);
    await submitCredentials(page, 'planillas');
    await expect(page.getByTestId('vertical-menu')).toBeVisible();
    if (lang === 'en') {
      await page.getByTestId('language-switch').click();
      await page.getByTestId('language-en').click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }

    // The first fortnight still planned, projected; an employee of it without items.
    const { payrollId, start } = await projectPlannedFortnight(page);
    const employee = await freeMember(page, payrollId, start, lang === 'es' ? 0 : 1);
    const court = (await data<{ id: number; name: string }[]>(page, 'rubros/beneficiariolista', {})).find(
      (p) => p.name === COURT,
    );
    expect(court, 'the demo court payee').toBeTruthy();
    // A company loan set up beforehand (the scenario watches its balance move when the payroll closes).
    const loanReference = `E2E-${lang}-${Date.now() % 1_000_000}`;
    const loan = await api(page, 'rubros/nuevo', {
      num_empleado: employee.num,
      typeCode: 'PRESTAMO_EMPRESA',
      valueType: 'amount',
      amount: 10_000_00,
      principal: 100_000_00,
      validFrom: start,
      reference: loanReference,
    });
    expect(loan.status()).toBe(200);

    // The pensión and the embargo through the employee's tab "Deducciones y percepciones".
    await page.goto(employeeTab(employee.num));
    await expect(page.getByTestId('pay-items-tab')).toBeVisible();
    // The loan's balance cell: what it owes, of its principal.
    const loanRow = page.getByTestId('pay-item-row').filter({ hasText: loanReference });
    const loanBalance = async () => digits(await loanRow.getByRole('cell').nth(4).textContent());
    await expect.poll(loanBalance).toBe('1000000010000000');
    await addItem(page, 'PENSION_ALIMENTARIA', async (dialog) => {
      await dialog.getByTestId('pay-item-valueType').selectOption('amount');
      await dialog.getByTestId('pay-item-amount').fill('25000');
      await dialog.getByTestId('pay-item-reference').fill(PENSION_CASE);
      await dialog.getByTestId('pay-item-orderDate').fill('14/08/2024');
      await dialog.getByTestId('pay-item-validFrom').fill(dayFirst(start));
      await dialog.getByTestId('pay-item-payeeId').selectOption(String(court!.id));
    });
    await addItem(page, 'EMBARGO', async (dialog) => {
      await dialog.getByTestId('pay-item-valueType').selectOption('legal_maximum');
      await expect(dialog.getByTestId('pay-item-legal-maximum')).toBeVisible();
      await dialog.getByTestId('pay-item-principal').fill('500000');
      await dialog.getByTestId('pay-item-reference').fill(EMBARGO_CASE);
      await dialog.getByTestId('pay-item-orderDate').fill('10/03/2025');
      await dialog.getByTestId('pay-item-validFrom').fill(dayFirst(start));
      await dialog.getByTestId('pay-item-payeeId').selectOption(String(court!.id));
    });
    await expect(page.getByTestId('pay-items-table')).toContainText(text.pension);
    await expect(page.getByTestId('pay-items-table')).toContainText(text.embargo);
    await shot(page, `pay-items-tab-${lang}`);

    // Calculate the payroll and open the employee's payslip: both lines, the embargo with its art. 172 computation.
    await page.goto(CALCULATE);
    await page.getByTestId('payroll-select').click();
    await page
      .getByRole('option')
      .filter({ hasText: dayFirst(start) })
      .click();
    await page.getByTestId('calculate-button').click();
    await expect(page.getByTestId('payroll-status')).toHaveText(text.processed);
    await page.getByRole('row').filter({ hasText: employee.name }).click();
    await expect(page.getByTestId('payslip-title')).toBeVisible();
    const payslip = page.getByRole('dialog');
    await expect(payslip.getByRole('row').filter({ hasText: text.pension })).toBeVisible();
    const embargoLine = payslip.getByRole('row').filter({ hasText: text.embargo });
    await expect(embargoLine).toBeVisible();
    await expect(embargoLine.getByTestId('payslip-garnishment')).toHaveText(text.computation);
    await shot(page, `pay-items-payslip-${lang}`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('payslip-title')).toBeHidden();

    // What the payroll took, from its payee summary: the court's lines of this employee.
    const summary = await data<{
      total: number;
      groups: {
        payeeId: number | null;
        lines: { employeeNumber: number; typeCode: string; amount: number }[];
      }[];
    }>(page, 'rubros/pagosbeneficiario', { payrollId });
    const courtLines = summary.groups
      .find((g) => g.payeeId === court!.id)!
      .lines.filter((l) => l.employeeNumber === employee.num);
    expect(courtLines.map((l) => l.typeCode).sort()).toEqual(['EMBARGO', 'PENSION_ALIMENTARIA']);
    expect(courtLines.find((l) => l.typeCode === 'PENSION_ALIMENTARIA')!.amount).toBe(25_000_00);

    // Close: the loan's balance moves once, in the tab and its history.
    await page.getByTestId('close-payroll-button').click();
    await page.getByTestId('confirm-close').click();
    await expect(page.getByTestId('payroll-status')).toHaveText(text.paid);
    await page.goto(employeeTab(employee.num));
    await expect(page.getByTestId('pay-items-tab')).toBeVisible();
    await expect.poll(loanBalance).toBe('900000010000000');
    await loanRow.getByTestId('pay-item-history').click();
    const history = page.getByRole('dialog');
    await expect(history.getByTestId('movement-row')).toHaveCount(1);
    expect(digits(await history.getByTestId('movement-row').textContent())).toContain('9000000');
    await shot(page, `pay-items-history-${lang}`);
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // The payment summary's payee section: the court's group holds both orders of the employee.
    await page.goto(`${SUMMARY}?payroll=${payrollId}`);
    await expect(page.getByTestId('payroll-select')).toContainText(dayFirst(start));
    const payees = page.getByTestId('payee-summary');
    await expect(payees.getByTestId('payee-table')).toBeVisible();
    await expect(payees.getByTestId('payee-group').filter({ hasText: COURT })).toBeVisible();
    // (Earlier runs' employees keep their orders, with the same case numbers, in later payrolls.)
    for (const reference of [PENSION_CASE, EMBARGO_CASE])
      await expect(
        payees.getByRole('row').filter({ hasText: reference }).filter({ hasText: employee.name }),
      ).toBeVisible();
    expect(digits(await payees.getByTestId('payee-grand-total').textContent())).toBe(String(summary.total));
    await shot(page, `pay-items-payees-${lang}`);
    console.expectNone();
  });
}
