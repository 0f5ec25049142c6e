import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:3611';
const lang = process.argv[2] ?? 'es';
const which = (process.argv[3] ?? 'all').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'es-CR', timezoneId: 'America/Costa_Rica' });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.goto(BASE + '/login');
if (lang === 'en') {
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ ...(JSON.parse(localStorage.getItem('settings') ?? '{}')), language: 'en' })));
  await page.reload();
}
await page.getByTestId('sign-in-user').fill(process.env.LOOK_USER ?? 'planillas');
await page.getByTestId('sign-in-password').fill('Planilla-Demo-2026');
await page.getByTestId('sign-in-submit').click();
await page.getByTestId('vertical-menu').waitFor();
const api = async (path, body) => page.evaluate(async ({ path, body }) => {
  const raw = localStorage.getItem('token') ?? '';
  const token = raw.startsWith('"') ? JSON.parse(raw) : raw;
  const u = JSON.parse(localStorage.getItem('userData'));
  const r = await fetch('/api/' + path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-token': token, num_empresa: String(u.num_empresa), num_usuario: String(u.num_usuario), cod_usuario: u.cod_usuario } });
  return r.json();
}, { path, body });
globalThis.api = api;
const shot = async (name) => { await page.waitForTimeout(1500); await page.screenshot({ path: `/tmp/h1/${name}-${lang}.png`, fullPage: true }); console.log('shot', name); };
const overview = await api('rubros/resumen', { includeEnded: true, classes: ['alimony','embargo','company_loan','association_savings','commission','allowance','voluntary','association_employer'] });
const items = overview.data?.items ?? [];
console.log(items.map((i) => `${i.employeeNumber} ${i.typeCode} ${i.balance ?? ''}`).join('\n'));
const emb = items.find((i) => i.typeCode === 'EMBARGO');
const loan = items.find((i) => i.typeCode === 'PRESTAMO_EMPRESA');
if (which.includes('all') || which.includes('tab')) {
  await page.goto(`${BASE}/payroll/personaldata/employees/${loan.employeeNumber}?tab=payItems`);
  await shot('tab-loan');
  await page.goto(`${BASE}/payroll/personaldata/employees/${emb.employeeNumber}?tab=payItems`);
  await shot('tab-embargo');
}
if (which.includes('all') || which.includes('overview')) {
  await page.goto(`${BASE}/payroll/personaldata/payitems/list`);
  await shot('overview');
}
if (which.includes('all') || which.includes('catalogue')) {
  await page.goto(`${BASE}/payroll/parameters/payitems/list`);
  await shot('catalogue');
}
if (which.includes('all') || which.includes('payslip') || which.includes('summary')) {
  const list = await api('procesoPlanilla/payrolllist', { statuses: ['paid'] });
  const paid = list.data.filter((p) => p.periodicity === 'fortnightly').sort((a, b) => b.periodStart.localeCompare(a.periodStart))[0];
  console.log('paid', paid.payrollId, paid.periodStart);
  if (which.includes('all') || which.includes('summary')) {
    await page.goto(`${BASE}/payroll/postpayroll/paymentResumen?payroll=${paid.payrollId}`);
    await shot('payment-summary');
  }
  if (which.includes('all') || which.includes('payslip')) {
    await page.goto(`${BASE}/payroll/processes/payrollcalculate`);
    await page.getByTestId('payroll-select').click();
    const d = paid.periodStart.split('-').reverse().join('/');
    await page.getByRole('option').filter({ hasText: d }).filter({ hasText: lang === 'en' ? /ortnight/ : /uincenal/ }).first().click();
    await page.getByTestId('payroll-totals').waitFor();
    await shot('calc');
    const row = page.getByRole('row').filter({ hasText: String(emb.employeeName).split(' ')[0] }).first();
    await row.click().catch((e) => console.log('no row', e.message));
    await shot('payslip');
  }
}
await browser.close();
