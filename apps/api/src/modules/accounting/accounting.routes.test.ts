import { JOURNAL_LINE_KINDS } from '@planilla/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);

type Line = {
  lineKind: string;
  accountCode: string;
  accountName: string;
  departmentId: number | null;
  departmentName: string | null;
  description: string;
  debit: number;
  credit: number;
};
type Journal = {
  draft: boolean;
  date: string;
  payrolls: { payrollId: number }[];
  lines: Line[];
  totals: { debit: number; credit: number; balanced: boolean };
  payrollTotals: {
    employees: number;
    gross: number;
    deductions: number;
    net: number;
    employerCharges: number;
    provisions: number;
  };
};
const resume = (s: Session, body: object, lang = 'es'): Promise<Journal> =>
  data(s, 'procesoPlanilla/accountingresume', body, 'POST', lang);
const signed = (lines: Line[], kind: string) =>
  lines.filter((l) => l.lineKind === kind).reduce((sum, l) => sum + l.debit - l.credit, 0);

let first: number; // 2026-11-01 – 15, closed
let second: number; // 2026-11-16 – 30, closed
let december: number; // 2026-12-01 – 15, processed
let planned: number; // 2026-12-16 – 31, planned

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const calculateAndClose = async (payrollId: number, close: boolean) => {
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
  if (close)
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
  return calc.totals as Journal['payrollTotals'];
};
const totalsOf: Record<number, Journal['payrollTotals']> = {};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  first = await newPayroll('2026-11-01', '2026-11-15');
  second = await newPayroll('2026-11-16', '2026-11-30');
  december = await newPayroll('2026-12-01', '2026-12-15');
  planned = await newPayroll('2026-12-16', '2026-12-31');
  totalsOf[first] = await calculateAndClose(first, true);
  totalsOf[second] = await calculateAndClose(second, true);
  totalsOf[december] = await calculateAndClose(december, false);
}, 240_000);
afterAll(async () => t?.close());

const expectMatchesCalculation = (j: Journal, totals: Journal['payrollTotals']) => {
  expect(j.totals.balanced).toBe(true);
  expect(j.totals.debit).toBe(j.totals.credit);
  expect(j.totals.debit).toBe(totals.gross + totals.employerCharges + totals.provisions);
  expect(signed(j.lines, 'salary_expense')).toBe(totals.gross);
  expect(-signed(j.lines, 'net_payable')).toBe(totals.net);
  expect(signed(j.lines, 'employer_charges_expense') + signed(j.lines, 'ins_premium_expense')).toBe(
    totals.employerCharges,
  );
  // The demo company has an RT policy: its premium is an expense of its own and owed to the INS.
  expect(signed(j.lines, 'ins_premium_expense')).toBeGreaterThan(0);
  expect(-signed(j.lines, 'ins_premium_payable')).toBe(signed(j.lines, 'ins_premium_expense'));
  const provisions = ['aguinaldo_expense', 'vacation_expense', 'cesantia_expense'];
  expect(provisions.reduce((s, k) => s + signed(j.lines, k), 0)).toBe(totals.provisions);
  const withheld = ['ccss_worker_payable', 'salary_tax_payable', 'other_deductions_payable'];
  expect(-withheld.reduce((s, k) => s + signed(j.lines, k), 0)).toBe(totals.deductions);
  for (const l of j.lines) expect(l.debit > 0 !== l.credit > 0).toBe(true);
};

describe('procesoPlanilla/accountingresume', () => {
  it("answers a closed payroll's journal, balanced and equal to its calculation's totals", async () => {
    const j = await resume(manager, { payrollId: second });
    expect(j.draft).toBe(false);
    expect(j.date).toBe('2026-11-30');
    expect(j.payrolls.map((p) => p.payrollId)).toEqual([second]);
    expectMatchesCalculation(j, totalsOf[second]!);
    expect(j.payrollTotals).toMatchObject({ gross: totalsOf[second]!.gross, net: totalsOf[second]!.net });
    // The built-in Costa Rican chart, in the request's language.
    expect(j.lines.find((l) => l.lineKind === 'salary_expense')).toMatchObject({
      accountCode: '5-1-01',
      accountName: 'Sueldos y salarios',
      departmentId: null,
    });
    expect(j.lines[0]!.description).toContain('planilla quincenal 16/11/2026–30/11/2026');
    const en = await resume(auditor, { payrollId: second }, 'en');
    expect(en.lines[0]!.accountName).toBe('Salaries and wages');
    expect(en.lines.map((l) => [l.debit, l.credit])).toEqual(j.lines.map((l) => [l.debit, l.credit]));
  });

  it('previews a processed payroll as a draft', async () => {
    const j = await resume(manager, { payrollId: december });
    expect(j.draft).toBe(true);
    expectMatchesCalculation(j, totalsOf[december]!);
  });

  it("sums a month's paid payrolls (not the processed ones) and balances", async () => {
    const j = await resume(auditor, { month: '2026-11' });
    expect(j.draft).toBe(false);
    expect(j.date).toBe('2026-11-30');
    expect(j.payrolls.map((p) => p.payrollId)).toEqual([first, second]);
    const sum = (k: keyof Journal['payrollTotals']) => totalsOf[first]![k] + totalsOf[second]![k];
    expectMatchesCalculation(j, {
      employees: sum('employees'),
      gross: sum('gross'),
      deductions: sum('deductions'),
      net: sum('net'),
      employerCharges: sum('employerCharges'),
      provisions: sum('provisions'),
    });
    expect(j.lines[0]!.description).toContain('planillas de noviembre 2026');
    // December's payroll is only processed: a month of no paid payroll is an empty, balanced entry.
    const december = await resume(manager, { month: '2026-12' });
    expect(december).toMatchObject({
      lines: [],
      payrolls: [],
      totals: { debit: 0, credit: 0, balanced: true },
    });
  });

  it('splits every kind by department on request, each department and the whole still balanced', async () => {
    const whole = await resume(manager, { payrollId: second });
    const split = await resume(manager, { payrollId: second, byDepartment: true });
    expect(split.totals).toEqual(whole.totals);
    const departments = new Set(split.lines.map((l) => l.departmentId));
    expect(departments.size).toBeGreaterThan(1);
    for (const d of departments) {
      const own = split.lines.filter((l) => l.departmentId === d);
      expect(own.reduce((s, l) => s + l.debit - l.credit, 0)).toBe(0);
    }
    expect(split.lines.find((l) => l.departmentId !== null)?.departmentName).toBeTruthy();
    // Per department, the cost of its employees as the payslips say (department in force in the period).
    const [byDept] = await rows<{ gross: string }>(sql`
      select sum(s.gross) as gross from payslips s
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      where s.company_id = 1 and s.payroll_id = ${second} and e.department_id = ${split.lines[0]!.departmentId}`);
    expect(split.lines[0]).toMatchObject({ lineKind: 'salary_expense', debit: Number(byDept!.gross) });
  });

  it('refuses bad input, a planned payroll and an unknown one, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const bad = async (body: object) => {
      const res = await call(manager, 'procesoPlanilla/accountingresume', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json().error.fields;
    };
    expect(await bad({})).toHaveProperty('payrollId');
    expect(await bad({ payrollId: second, month: '2026-11' })).toHaveProperty('month');
    expect(await bad({ month: '2026-13' })).toHaveProperty('month');
    expect(await bad({ month: '11/2026' })).toHaveProperty('month');
    expect(await bad({ payrollId: 'x' })).toHaveProperty('payrollId');
    expect(await bad({ payrollId: second, byDepartment: 'yes' })).toHaveProperty('byDepartment');
    const notCalculated = await call(manager, 'procesoPlanilla/accountingresume', { payrollId: planned });
    expect(notCalculated.statusCode).toBe(409);
    expect(notCalculated.json().error.code).toBe('PAYROLL_NOT_CALCULATED');
    expect((await call(manager, 'procesoPlanilla/accountingresume', { payrollId: 999_999 })).statusCode).toBe(
      404,
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it("keeps companies apart: another company's payroll is 404, its month is its own", async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await call(admin2, 'procesoPlanilla/accountingresume', { payrollId: second });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PAYROLL_NOT_FOUND');
    expect((await resume(admin2, { month: '2026-11' })).lines).toEqual([]);
    const file = await call(admin2, 'procesoPlanilla/accountingresumeexport', { payrollId: second });
    expect(file.statusCode).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('is refused to the HR assistant (403), changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    for (const [url, method] of [
      ['procesoPlanilla/accountingresume', 'POST'],
      ['procesoPlanilla/accountingresumeexport', 'POST'],
      ['procesoPlanilla/chartofaccounts', 'POST'],
      ['procesoPlanilla/savechartofaccounts', 'PUT'],
    ] as const) {
      const res = await call(assistant, url, { payrollId: second, accounts: [] }, method);
      expect(res.statusCode, url).toBe(403);
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('procesoPlanilla/accountingresumeexport', () => {
  it('downloads the journal as Excel: one row per line, the totals sheet, logged in the document log', async () => {
    const j = await resume(manager, { payrollId: second });
    const res = await call(auditor, 'procesoPlanilla/accountingresumeexport', { payrollId: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`asiento-planilla-${second}-2026-11-16.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Cuenta',
      'Nombre de la cuenta',
      'Centro de costo',
      'Descripción',
      'Débito',
      'Crédito',
    ]);
    expect(sheet.rowCount).toBe(j.lines.length + 1);
    let debit = 0;
    let credit = 0;
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      debit += Math.round(Number(row.getCell(6).value) * 100);
      credit += Math.round(Number(row.getCell(7).value) * 100);
    });
    expect([debit, credit]).toEqual([j.totals.debit, j.totals.credit]);
    expect(sheet.getRow(2).getCell(2).value).toBe('5-1-01');
    expect(wb.worksheets[1]!.getRow(4).values).toEqual([undefined, 'Balanceado', 'Sí']);
    const log = await rows<{ document: string; action: string; payroll_id: number; user_id: number }>(sql`
      select document, action, payroll_id, user_id from document_log where company_id = 1 and document = 'journal'`);
    expect(log).toEqual([
      { document: 'journal', action: 'downloaded', payroll_id: second, user_id: auditor.userId },
    ]);
  });

  it('downloads a month as CSV in the language of the request (es: `;`, dd/mm/yyyy, decimal comma)', async () => {
    const j = await resume(manager, { month: '2026-11' });
    const es = await call(manager, 'procesoPlanilla/accountingresumeexport', {
      month: '2026-11',
      format: 'csv',
    });
    expect(es.statusCode, es.body).toBe(200);
    expect(es.headers['content-type']).toContain('text/csv');
    const lines = es.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Fecha;Cuenta;Nombre de la cuenta;Centro de costo;Descripción;Débito;Crédito');
    expect(lines).toHaveLength(j.lines.length + 1);
    const gross = j.lines[0]!.debit;
    expect(lines[1]).toBe(
      `30/11/2026;5-1-01;Sueldos y salarios;;${j.lines[0]!.description};${(gross / 100).toFixed(2).replace('.', ',')};0,00`,
    );
    const en = await call(
      manager,
      'procesoPlanilla/accountingresumeexport',
      { month: '2026-11', format: 'csv' },
      'POST',
      'en',
    );
    expect(en.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(
      /^30\/11\/2026,5-1-01,Salaries and wages,,/,
    );
    const [log] = await rows<{ n: string }>(sql`
      select count(*) as n from document_log where company_id = 1 and document = 'journal' and payroll_id is null`);
    expect(Number(log!.n)).toBe(2);
  });
});

describe('procesoPlanilla/chartofaccounts and savechartofaccounts', () => {
  it('lists the Costa Rican default for every kind before anything is saved', async () => {
    const chart = await data(auditor, 'procesoPlanilla/chartofaccounts', {});
    // One row per kind of journal line (15, and since issue 26 the viáticos and the association's expenses).
    expect(chart.accounts).toHaveLength(JOURNAL_LINE_KINDS.length);
    expect(chart.accounts.every((a: { isDefault: boolean }) => a.isDefault)).toBe(true);
    expect(chart.accounts[0]).toMatchObject({
      lineKind: 'salary_expense',
      side: 'debit',
      accountCode: '5-1-01',
    });
    expect(chart.updatedAt).toBeNull();
  });

  it('refuses bad rows, an unknown department, the auditor and the assistant, changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const save = (s: Session, accounts: object[]) =>
      call(s, 'procesoPlanilla/savechartofaccounts', { accounts }, 'PUT');
    const row = { lineKind: 'salary_expense', accountCode: '5-1-01-01', accountName: 'Salarios planta' };
    const fieldsOf = async (accounts: object[]) => {
      const res = await save(manager, accounts);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    expect(await fieldsOf([{ ...row, lineKind: 'bonus' }])).toHaveProperty(['accounts.0.lineKind']);
    expect(await fieldsOf([{ ...row, accountCode: '' }])).toHaveProperty(['accounts.0.accountCode']);
    expect(await fieldsOf([{ ...row, accountCode: '5;1' }])).toHaveProperty(['accounts.0.accountCode']);
    expect(await fieldsOf([{ ...row, accountName: 'x' }])).toHaveProperty(['accounts.0.accountName']);
    expect(await fieldsOf([row, row])).toHaveProperty(['accounts.1.lineKind']);
    expect(await fieldsOf([{ ...row, departmentId: 999_999 }])).toHaveProperty(['accounts.0.departmentId']);
    expect((await call(manager, 'procesoPlanilla/savechartofaccounts', {}, 'PUT')).statusCode).toBe(400);
    expect((await save(auditor, [row])).statusCode).toBe(403);
    expect((await save(assistant, [row])).statusCode).toBe(403);
    // Company 2's department is not company 1's.
    const [other] = await rows<{ id: number }>(sql`select id from departments where company_id = 2 limit 1`);
    const [mine] = await rows<{ id: number }>(sql`select id from departments where company_id = 1 limit 1`);
    if (other && other.id !== mine?.id)
      expect(await fieldsOf([{ ...row, departmentId: other.id }])).toHaveProperty([
        'accounts.0.departmentId',
      ]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('saves the chart whole, audited; the journal posts to it and splits the kinds with department accounts', async () => {
    const [dept] = await rows<{ id: number; name: string }>(sql`
      select d.id, d.name from departments d where d.company_id = 1
        and exists (select 1 from payslips s join employees e on e.company_id = s.company_id
          and e.employee_number = s.employee_number
          where s.company_id = 1 and s.payroll_id = ${second} and e.department_id = d.id)
      order by d.id limit 1`);
    const accounts = [
      { lineKind: 'salary_expense', accountCode: '6-01', accountName: 'Salarios' },
      {
        lineKind: 'salary_expense',
        departmentId: dept!.id,
        accountCode: '6-01-07',
        accountName: 'Salarios de planta',
      },
      { lineKind: 'net_payable', accountCode: '2-10', accountName: '  Planillas por pagar  ' },
    ];
    const saved = await data(admin, 'procesoPlanilla/savechartofaccounts', { accounts }, 'PUT');
    expect(saved.accounts).toHaveLength(JOURNAL_LINE_KINDS.length + 1);
    expect(saved.accounts.find((a: { lineKind: string }) => a.lineKind === 'net_payable')).toMatchObject({
      accountCode: '2-10',
      accountName: 'Planillas por pagar',
      isDefault: false,
    });
    expect(saved.accounts[JOURNAL_LINE_KINDS.length]).toMatchObject({
      departmentId: dept!.id,
      departmentName: dept!.name,
      accountCode: '6-01-07',
    });
    expect(saved.updatedBy).toBe('admin');
    const [audit] = await rows<{ after: unknown }>(sql`
      select after from audit_log where action = 'chart_of_accounts_saved' and company_id = 1`);
    expect(audit!.after).toHaveLength(3);

    const j = await resume(manager, { payrollId: second });
    expect(j.totals.balanced).toBe(true);
    const salaries = j.lines.filter((l) => l.lineKind === 'salary_expense');
    expect(salaries.length).toBeGreaterThan(1);
    expect(salaries.find((l) => l.departmentId === dept!.id)).toMatchObject({ accountCode: '6-01-07' });
    expect(salaries.filter((l) => l.departmentId !== dept!.id).every((l) => l.accountCode === '6-01')).toBe(
      true,
    );
    expect(salaries.reduce((s, l) => s + l.debit, 0)).toBe(totalsOf[second]!.gross);
    // Kinds without a department account stay one line; net payable uses the saved account.
    expect(j.lines.filter((l) => l.lineKind === 'net_payable')).toEqual([
      expect.objectContaining({ accountCode: '2-10', departmentId: null }),
    ]);
    // Another company still sees the default.
    const other = await data(admin2, 'procesoPlanilla/chartofaccounts', {});
    expect(other.accounts.every((a: { isDefault: boolean }) => a.isDefault)).toBe(true);

    // Saving an empty chart brings the defaults back.
    await data(manager, 'procesoPlanilla/savechartofaccounts', { accounts: [] }, 'PUT');
    expect((await resume(manager, { payrollId: second })).lines[0]).toMatchObject({ accountCode: '5-1-01' });
  });
});
