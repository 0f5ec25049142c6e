import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPayee, addPayItem, testIban } from '../../test/pay-item-rows';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * Issue 26: what the payrolls owe each payee (rubros/pagosbeneficiario, its Excel and its bank file), and the
 * journal of a payroll with pay items (payables by payee, the association's contribution as expense and payable).
 * The pay items are written on calculated payslips as the calculation writes them (`test/pay-item-rows.ts`).
 */

let t: TestApp;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
const { call, data, rows } = apiCalls(() => t);

let closed: number; // 2026-11-01 – 15, paid
let processed: number; // 2026-11-16 – 30, calculated, not closed
let month: string; // the closed payroll's pay month
let association: number;
let court: number;
let insurer: number;
const ASSOCIATION_IBAN = testIban('152', '20001234567890');
const COURT_IBAN = testIban('151', '10009876543210');
let people: number[];

type Line = {
  employeeNumber: number;
  employeeName: string;
  typeCode: string;
  typeName: string;
  itemClass: string;
  reference: string | null;
  payrollId: number;
  amount: number;
};
type Group = {
  payeeId: number | null;
  payeeName: string | null;
  kind: string | null;
  iban: string | null;
  inBankFile: boolean;
  total: number;
  lines: Line[];
};
type Summary = {
  payrollIds: number[];
  month: string | null;
  date: string;
  draft: boolean;
  groups: Group[];
  total: number;
  bankFileTotal: number;
  bankFilePayees: number;
};

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const calculate = async (payrollId: number, close: boolean) => {
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
  if (close)
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  closed = await newPayroll('2026-11-01', '2026-11-15');
  processed = await newPayroll('2026-11-16', '2026-11-30');
  await calculate(closed, true);
  await calculate(processed, false);
  const [p] = await rows<{ pay_date: string }>(
    sql`select pay_date::text from payrolls where company_id = 1 and id = ${closed}`,
  );
  month = p!.pay_date.slice(0, 7);
  people = (
    await rows<{ n: number }>(sql`
      select employee_number as n from payslips where company_id = 1 and payroll_id = ${closed} and net > 0
      order by employee_number limit 3`)
  ).map((r) => Number(r.n));
  expect(people).toHaveLength(3);
  const db = t.database.db;
  association = await addPayee(db, {
    name: 'Asociación Solidarista Café La Montaña',
    kind: 'association',
    idNumber: '3-002-123456',
    iban: ASSOCIATION_IBAN,
  });
  court = await addPayee(db, {
    name: 'Juzgado de Pensiones de Heredia',
    kind: 'court',
    idNumber: '2-300-042155',
    iban: COURT_IBAN,
  });
  insurer = await addPayee(db, { name: 'Aseguradora del Valle', kind: 'insurer', iban: null });
  const [a, b, c] = people as [number, number, number];
  // The closed payroll: the association's savings (the item's payee) and the employer's contribution (the
  // calculation stored no payee: the type's); a pensión to the court; a commission (paid to the employee);
  // an insurance premium to an insurer without an IBAN; a company loan without payee.
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: a,
    typeCode: 'AHORRO_ASOCIACION',
    itemClass: 'association_savings',
    amount: 1_500_000,
    payeeId: association,
  });
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: a,
    typeCode: 'APORTE_ASOCIACION',
    itemClass: 'association_employer',
    amount: 2_500_000,
    storedPayeeId: null,
    type: { payeeId: association },
  });
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: b,
    typeCode: 'PENSION_ALIMENTARIA',
    itemClass: 'alimony',
    amount: 5_000_000,
    payeeId: court,
    reference: '19-000123-0165-PE',
    type: { creditAccount: '2-1-20' },
  });
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: b,
    typeCode: 'COMISION',
    itemClass: 'commission',
    amount: 3_000_000,
  });
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: c,
    typeCode: 'POLIZA_SEGURO',
    itemClass: 'voluntary',
    amount: 800_000,
    payeeId: insurer,
    reference: 'Póliza 7788',
  });
  await addPayItem(db, {
    payrollId: closed,
    employeeNumber: c,
    typeCode: 'PRESTAMO_EMPRESA',
    itemClass: 'company_loan',
    amount: 2_000_000,
    reference: 'P-2026-004',
  });
  // The processed payroll: the same savings again.
  await addPayItem(db, {
    payrollId: processed,
    employeeNumber: a,
    typeCode: 'AHORRO_ASOCIACION',
    itemClass: 'association_savings',
    amount: 1_500_000,
    payeeId: association,
  });
}, 300_000);
afterAll(async () => t?.close());

const summary = (s: Session, body: object, lang = 'es'): Promise<Summary> =>
  data(s, 'rubros/pagosbeneficiario', body, 'POST', lang);

describe('rubros/pagosbeneficiario', () => {
  it("groups a closed payroll's deductions and employer charges by payee, the items without one last", async () => {
    const s = await summary(auditor, { payrollId: closed });
    expect(s).toMatchObject({ payrollIds: [closed], month: null, draft: false });
    expect(s.groups.map((g) => [g.payeeName, g.kind, g.total, g.inBankFile])).toEqual([
      ['Aseguradora del Valle', 'insurer', 800_000, false],
      // 15 000 of savings + 25 000 of the employer's contribution (its type's payee).
      ['Asociación Solidarista Café La Montaña', 'association', 4_000_000, true],
      ['Juzgado de Pensiones de Heredia', 'court', 5_000_000, true],
      [null, null, 2_000_000, false],
    ]);
    // The commission is paid to the employee with the net: no payee's.
    expect(s.groups.flatMap((g) => g.lines.map((l) => l.typeCode))).not.toContain('COMISION');
    expect(s.total).toBe(11_800_000);
    expect([s.bankFileTotal, s.bankFilePayees]).toEqual([9_000_000, 2]);
    const court = s.groups[2]!.lines;
    expect(court).toEqual([
      expect.objectContaining({
        employeeNumber: people[1],
        typeName: 'Pensión alimentaria',
        itemClass: 'alimony',
        reference: '19-000123-0165-PE',
        payrollId: closed,
        amount: 5_000_000,
      }),
    ]);
    expect(s.groups[1]!.lines.map((l) => l.typeName)).toEqual([
      'Ahorro asociación solidarista',
      'Aporte patronal asociación solidarista',
    ]);
    for (const g of s.groups) expect(g.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(g.total);
  });

  it("names the types in the reader's language, or by the company's own name", async () => {
    const en = await summary(auditor, { payrollId: closed }, 'en');
    expect(en.groups[2]!.lines[0]!.typeName).toBe('Alimony (pensión alimentaria)');
    await t.database.db.execute(
      sql`update pay_item_types set name = 'Póliza colectiva' where company_id = 1 and code = 'POLIZA_SEGURO'`,
    );
    const own = await summary(auditor, { payrollId: closed }, 'en');
    expect(own.groups[0]!.lines[0]!.typeName).toBe('Póliza colectiva');
    await t.database.db.execute(
      sql`update pay_item_types set name = null where company_id = 1 and code = 'POLIZA_SEGURO'`,
    );
  });

  it('a month takes only its closed payrolls; a processed payroll is a draft on its own', async () => {
    const m = await summary(manager, { month });
    expect(m.payrollIds).toEqual([closed]);
    expect(m.total).toBe(11_800_000);
    const draft = await summary(manager, { payrollId: processed });
    expect(draft.draft).toBe(true);
    expect(draft.groups.map((g) => [g.payeeId, g.total])).toEqual([[association, 1_500_000]]);
    const empty = await summary(manager, { month: '2026-01' });
    expect(empty).toMatchObject({ payrollIds: [], groups: [], total: 0 });
  });

  it("refuses a bad scope, another company and a role without PostPayroll, in the reader's language", async () => {
    for (const body of [{}, { payrollId: closed, month }, { month: '2026-13' }]) {
      const res = await call(manager, 'rubros/pagosbeneficiario', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const en = await call(manager, 'rubros/pagosbeneficiario', {}, 'POST', 'en');
    expect(en.json().error.fields.payrollId).toBeTruthy();
    const other = await call(admin2, 'rubros/pagosbeneficiario', { payrollId: closed });
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'PAYROLL_NOT_FOUND']);
    // Company 2's month has none of company 1's items.
    expect((await summary(admin2, { month })).groups).toEqual([]);
    expect((await call(assistant, 'rubros/pagosbeneficiario', { payrollId: closed })).statusCode).toBe(403);
    const projected = await newPayroll('2026-12-01', '2026-12-15');
    const res = await call(manager, 'rubros/pagosbeneficiario', { payrollId: projected });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'PAYROLL_NOT_CALCULATED']);
  });
});

describe('rubros/pagosbeneficiarioexport', () => {
  it('writes the lines and the totals per payee to a workbook, and logs the download', async () => {
    const res = await call(auditor, 'rubros/pagosbeneficiarioexport', { payrollId: closed });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`pagos-beneficiarios-planilla-${closed}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const lines = wb.getWorksheet('Por beneficiario')!;
    expect(lines.getRow(1).getCell(1).value).toBe('Beneficiario');
    expect(lines.rowCount).toBe(1 + 5);
    const court = lines.getRow(5);
    expect(court.getCell(1).value).toBe('Juzgado de Pensiones de Heredia');
    expect(court.getCell(2).value).toBe('Juzgado');
    expect(court.getCell(9).value).toBe('19-000123-0165-PE');
    expect(court.getCell(11).value).toBe(50_000);
    const totals = wb.getWorksheet('Totales')!;
    expect(totals.getRow(totals.rowCount).getCell(7).value).toBe(118_000);
    expect(totals.getRow(3).getCell(5).value).toBe('Sí');
    const [log] = await rows<{ document: string; detail: string }>(sql`
      select document, detail from document_log where company_id = 1 and document = 'payee_summary'
      order by id desc limit 1`);
    expect(JSON.parse(log!.detail)).toMatchObject({ format: 'xlsx', total: 11_800_000, payees: 4 });
  });

  it("writes a CSV of the lines in the reader's conventions", async () => {
    const res = await call(auditor, 'rubros/pagosbeneficiarioexport', { month, format: 'csv' }, 'POST', 'en');
    expect(res.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toContain('Payee');
    const loan = parsed.find((r) => r.includes('P-2026-004'))!;
    expect(loan[0]).toBe('No payee');
    expect(loan.at(-1)).toBe('20000.00');
  });
});

describe('rubros/pagosbeneficiariobanco', () => {
  const bank = (s: Session, body: object) => call(s, 'rubros/pagosbeneficiariobanco', body);

  it('pays each payee with a valid IBAN its total, in a layout of the net pay', async () => {
    const res = await bank(auditor, { payrollId: closed, layoutCode: 'GENERIC_CSV' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/beneficiarios-GENERIC_CSV-planilla-\d+-\d{14}\.csv/);
    const records = Papa.parse<string[]>(res.body, { skipEmptyLines: true }).data;
    expect(records.slice(1)).toEqual([
      [
        ASSOCIATION_IBAN,
        '3-002-123456',
        'Asociación Solidarista Café La Montaña',
        '40000.00',
        expect.any(String),
      ],
      [COURT_IBAN, '2-300-042155', 'Juzgado de Pensiones de Heredia', '50000.00', expect.any(String)],
    ]);
    const [log] = await rows<{ detail: string }>(sql`
      select detail from document_log where company_id = 1 and document = 'payee_bank_file'
      order by id desc limit 1`);
    expect(JSON.parse(log!.detail)).toMatchObject({ records: 2, total: 9_000_000, layout: 'GENERIC_CSV' });
  });

  it('writes one payee, or a month, in a fixed-width layout that keeps its widths', async () => {
    const one = await bank(manager, { month, layoutCode: 'GENERIC_XLSX', payeeId: court });
    expect(one.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(one.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(4).value).toBe(50_000);
    const fixed = await bank(manager, { month, layoutCode: 'BNCR_SINPE_COMMUNITY', reference: 'Rubros nov' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const records = fixed.rawPayload.toString('latin1').split('\r\n').slice(0, -1);
    expect(records).toHaveLength(2 + 2);
    expect(new Set(records.slice(2).map((r) => r.length)).size).toBe(1);
    // The name field is 20 characters: text is cut, upper case and without accents.
    expect(records.some((r) => r.endsWith('ASOCIACION SOLIDARIS'))).toBe(true);
  });

  it('refuses a draft, an empty selection and an unknown layout, and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const draft = await bank(manager, { payrollId: processed, layoutCode: 'GENERIC_CSV' });
    expect([draft.statusCode, draft.json().error.code]).toEqual([409, 'BANK_FILE_PAYROLL_NOT_CLOSED']);
    const noIban = await bank(manager, { payrollId: closed, layoutCode: 'GENERIC_CSV', payeeId: insurer });
    expect([noIban.statusCode, noIban.json().error.code]).toEqual([409, 'PAYEE_BANK_FILE_EMPTY']);
    const none = await bank(manager, { month: '2026-01', layoutCode: 'GENERIC_CSV' });
    expect(none.json().error.code).toBe('PAYEE_BANK_FILE_EMPTY');
    const layout = await bank(manager, { payrollId: closed, layoutCode: 'NO_SUCH' });
    expect([layout.statusCode, layout.json().error.code]).toEqual([404, 'BANK_LAYOUT_NOT_FOUND']);
    const other = await bank(admin2, { payrollId: closed, layoutCode: 'GENERIC_CSV' });
    expect(other.statusCode).toBe(404);
    expect((await bank(assistant, { payrollId: closed, layoutCode: 'GENERIC_CSV' })).statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('the journal of a payroll with pay items', () => {
  type JournalLine = {
    lineKind: string;
    accountCode: string;
    payeeId?: number | null;
    payeeName?: string | null;
    description: string;
    debit: number;
    credit: number;
  };
  it('balances, posts the association contribution as expense and payable, and each payee its payable', async () => {
    const j: { lines: JournalLine[]; totals: { balanced: boolean; debit: number; credit: number } } =
      await data(auditor, 'procesoPlanilla/accountingresume', { payrollId: closed });
    expect(j.totals.balanced).toBe(true);
    expect(j.totals.debit).toBe(j.totals.credit);
    const expense = j.lines.filter((l) => l.lineKind === 'association_expense');
    expect(expense.map((l) => [l.accountCode, l.debit])).toEqual([['5-1-08', 2_500_000]]);
    const payables = j.lines.filter((l) => l.payeeId !== undefined);
    expect(payables.map((l) => [l.accountCode, l.payeeName ?? null, l.credit])).toEqual([
      ['2-1-06', 'Aseguradora del Valle', 800_000],
      // The savings and the employer's contribution, together.
      ['2-1-06', 'Asociación Solidarista Café La Montaña', 4_000_000],
      // The pensión type has its own payable account.
      ['2-1-20', 'Juzgado de Pensiones de Heredia', 5_000_000],
      ['2-1-06', null, 2_000_000],
    ]);
    expect(payables[1]!.description).toContain('Asociación Solidarista Café La Montaña');
    expect(payables[3]!.description).toContain('sin beneficiario');
    // The payables by payee are what the payee summary says is owed.
    const s = await summary(auditor, { payrollId: closed });
    expect(payables.reduce((sum, l) => sum + l.credit, 0)).toBe(s.total);
    // Salaries payable is still what the payslips' nets add up to.
    const [net] = await rows<{ net: string }>(
      sql`select sum(net) as net from payslips where company_id = 1 and payroll_id = ${closed}`,
    );
    const netPayable = j.lines
      .filter((l) => l.lineKind === 'net_payable')
      .reduce((sum, l) => sum + l.credit - l.debit, 0);
    expect(netPayable).toBe(Number(net!.net));
  });
});
