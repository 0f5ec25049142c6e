import type * as contracts from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * The results calls of the calculation screen (`payrollcalculate`, `calculationstate`, `payrollchanges`) and
 * their export (`payrollcalculateexport`): tenancy, roles and validation call by call, and what the file holds.
 */

// Every company role reads payrolls today (docs/decisions.md "Roles"), so a role without `read Payroll` is
// made for one test: while `stripped.role` is set, that role's rules lose every Payroll rule.
const stripped = vi.hoisted(() => ({ role: null as string | null }));
vi.mock('@planilla/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof contracts>();
  return {
    ...actual,
    abilityRulesFor: (role: Parameters<typeof actual.abilityRulesFor>[0]) =>
      role === stripped.role
        ? actual.abilityRulesFor(role).filter((r) => r.subject !== 'Payroll')
        : actual.abilityRulesFor(role),
  };
});

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
let november: number;
let december: number;
let noBank: number[];

const { call, data } = apiCalls(() => t, 'es', { prefix: 'procesoPlanilla/' });

/** The four read calls of the screen, each with a body that reads `payrollId` (and an answer check). */
const READ_CALLS = ['payrollcalculate', 'calculationstate', 'payrollchanges', 'payrollcalculateexport'];

type GridRow = {
  num_empleado: number;
  fullName: string;
  nationalId: string;
  daysByCode: Record<string, number>;
  gross: number;
  deductions: number;
  net: number;
  employerCost: number;
  warnings: { code: string }[];
};
/** Every row of the results grid for `filters`, page after page, and the totals it shows. */
const grid = async (filters: object = {}) => {
  const items: GridRow[] = [];
  let totals: Record<string, number> = {};
  for (let page = 1; ; page++) {
    const answer = await data(manager, 'payrollcalculate', {
      payrollId: november,
      pageSize: 100,
      page,
      ...filters,
    });
    items.push(...answer.items);
    totals = answer.totals;
    if (items.length >= answer.total) return { items, totals };
  }
};

const exportFile = (payload: object, lang = 'es', s: Session = manager) =>
  call(s, 'payrollcalculateexport', { payrollId: november, ...payload }, 'POST', lang);

/** The sheet of an exported workbook as rows of cell values (row 1 the header). */
const sheetOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const out: { values: unknown[]; numFmt: (col: number) => string | undefined }[] = [];
  ws.eachRow({ includeEmpty: true }, (row) => {
    out.push({
      values: Array.from({ length: ws.columnCount }, (_, i) => row.getCell(i + 1).value),
      numFmt: (col) => row.getCell(col).numFmt,
    });
  });
  return { name: ws.name, rows: out };
};

const HEADERS_ES = [
  'Número',
  'Nombre completo',
  'Identificación',
  'Días R (regular)',
  'Días E (extras)',
  'Días A (ausente)',
  'Días S (sin marca)',
  'Días V (vacaciones)',
  'Días I (incapacidad)',
  'Días + (pago adicional)',
  'Días - (rebajo)',
  'Bruto (₡)',
  'Deducciones (₡)',
  'Neto (₡)',
  'Costo patronal (₡)',
  'Advertencias',
];
const COL = { num: 0, name: 1, id: 2, daysR: 3, gross: 11, deductions: 12, net: 13, cost: 14, warnings: 15 };

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  const newPayroll = async (periodStart: string, periodEnd: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/paramPlanilla/newpayroll',
        headers: manager.headers,
        payload: { periodicity: 'fortnightly', periodStart, periodEnd },
      })
    ).json().data.payrollId as number;
  november = await newPayroll('2026-11-16', '2026-11-30');
  december = await newPayroll('2026-12-01', '2026-12-15');
  expect((await call(manager, 'projectpayroll', { payrollId: november }, 'PUT')).statusCode).toBe(200);
  // Two members without a bank account: their payslips carry the NO_BANK_ACCOUNT warning.
  const members = (
    (await t.database.db.execute(
      sql`select employee_number as n from payroll_employees where company_id = 1 and payroll_id = ${november} order by 1`,
    )) as unknown as { rows: { n: number }[] }
  ).rows.map((r) => Number(r.n));
  noBank = members.slice(0, 2);
  await t.database.db.execute(
    sql`update employees set iban = null where company_id = 1 and employee_number = any(${sql.param(noBank)}::int[])`,
  );
  const calculated = await call(manager, 'calculatePayroll', { payrollId: november }, 'PUT');
  expect(calculated.statusCode, calculated.body).toBe(200);
  // The demo's fortnightly schedules all pass the weekly hours limit, so every payslip has a warning; the
  // others' are cleared (and the stored count with them) so that "only with warnings" tells rows apart.
  await t.database.db.execute(sql`update payslips set warnings = '[]'::jsonb, warning_count = 0
    where company_id = 1 and payroll_id = ${november} and employee_number <> all(${sql.param(noBank)}::int[])`);
  await t.database.db.execute(sql`update payroll_calculations set warning_count = ${noBank.length}
    where company_id = 1 and payroll_id = ${november}`);
});
afterAll(async () => t?.close());

describe('tenancy of the results calls', () => {
  it("answers another company's payroll as it answers an unknown one, on every call, changing nothing", async () => {
    const before = await tableFingerprints(t.database.db);
    // The refusal the other calls of the group give: 404 PAYROLL_NOT_FOUND, the same as for no such payroll.
    const detail = await call(admin2, 'payslipdetail', { payrollId: november, num_empleado: noBank[0] });
    /** Status, code and message (the request id differs from call to call). */
    const refusal = (res: Awaited<ReturnType<typeof call>>) => {
      const { code, message } = res.json().error as { code: string; message: string };
      return { status: res.statusCode, code, message };
    };
    const reference = refusal(detail);
    expect(reference).toMatchObject({ status: 404, code: 'PAYROLL_NOT_FOUND' });
    for (const url of READ_CALLS) {
      const other = await call(admin2, url, { payrollId: november });
      expect(refusal(other), url).toEqual(reference);
      const unknown = await call(admin, url, { payrollId: 999_999 });
      expect(refusal(unknown), url).toEqual(reference);
      // A token of company 1 presented as company 2 is refused before the body is read.
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/procesoPlanilla/${url}`,
        headers: { ...admin.headers, num_empresa: '2' },
        payload: { payrollId: november },
      });
      expect(forged.statusCode, url).toBe(403);
      expect(forged.headers['content-type'], url).toContain('application/json');
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('roles on the results calls', () => {
  it('lets every role that reads payrolls read them, the auditor and the HR assistant included', async () => {
    for (const s of [admin, manager, assistant, auditor])
      for (const url of READ_CALLS) {
        const res = await call(s, url, { payrollId: november });
        expect(res.statusCode, `${s.userData.cod_usuario} ${url}`).toBe(200);
      }
    const file = await exportFile({ format: 'csv' }, 'es', auditor);
    expect(file.headers['content-type']).toContain('text/csv');
  });

  it('refuses a role without `read Payroll` with 403 on every call, before anything is read', async () => {
    const before = await tableFingerprints(t.database.db);
    stripped.role = 'auditor';
    try {
      for (const url of READ_CALLS) {
        const res = await call(auditor, url, { payrollId: november }, 'POST', 'en');
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error, url).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
      }
      // The same role still reads what it has not lost.
      expect((await call(manager, 'payrollcalculate', { payrollId: november })).statusCode).toBe(200);
    } finally {
      stripped.role = null;
    }
    expect((await call(auditor, 'payrollcalculate', { payrollId: november })).statusCode).toBe(200);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('validation of the results calls', () => {
  it('answers 400 naming payrollId when it is missing or not a payroll number', async () => {
    for (const url of READ_CALLS)
      for (const payload of [
        {},
        { payrollId: 'x' },
        { payrollId: -1 },
        { payrollId: 1.5 },
        { payrollId: null },
      ]) {
        const res = await call(manager, url, payload, 'POST', 'en');
        const where = `${url} ${JSON.stringify(payload)}`;
        expect(res.statusCode, where).toBe(400);
        expect(res.json().error.code, where).toBe('VALIDATION_ERROR');
        expect(res.json().error.fields?.payrollId, where).toBeTruthy();
      }
  });

  it("names the export's own fields: format, warningsOnly and sortBy", async () => {
    for (const [field, value] of [
      ['format', 'pdf'],
      ['warningsOnly', 'yes'],
      ['sortBy', 'salary'],
    ] as const) {
      const res = await exportFile({ [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields?.[field], field).toBeTruthy();
    }
  });
});

describe('procesoPlanilla/payrollcalculateexport', () => {
  it("writes Excel: the header, one row per payslip in the grid's order with its figures, and the totals", async () => {
    const res = await exportFile({});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="planilla-${november}-2026-11-16.xlsx"`,
    );
    const { items, totals } = await grid();
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.name).toBe('Planilla');
    expect(sheet.rows[0]!.values).toEqual(HEADERS_ES);
    expect(sheet.rows).toHaveLength(1 + items.length + 1);

    const body = sheet.rows.slice(1, -1);
    expect(body.map((r) => r.values[COL.num])).toEqual(items.map((i) => i.num_empleado));
    body.forEach((row, i) => {
      const item = items[i]!;
      expect(row.values[COL.name]).toBe(item.fullName);
      expect(row.values[COL.id]).toBe(item.nationalId);
      expect(row.values[COL.daysR]).toBe(item.daysByCode.R ?? 0);
      // Colones as numbers, formatted with two decimals: the grid's céntimos ÷ 100.
      expect(row.values[COL.gross]).toBe(item.gross / 100);
      expect(row.values[COL.deductions]).toBe(item.deductions / 100);
      expect(row.values[COL.net]).toBe(item.net / 100);
      expect(row.values[COL.cost]).toBe(item.employerCost / 100);
    });
    expect(body[0]!.numFmt(COL.net + 1)).toBe('#,##0.00');
    const warned = body.find((r) => r.values[COL.num] === noBank[0])!;
    expect(warned.values[COL.warnings]).toContain('Sin cuenta bancaria');

    const total = sheet.rows.at(-1)!.values;
    expect(total[COL.num]).toBeNull();
    expect(total[COL.name]).toBe(`Total (${totals.employees} empleados)`);
    expect(total[COL.gross]).toBe(totals.gross! / 100);
    expect(total[COL.deductions]).toBe(totals.deductions! / 100);
    expect(total[COL.net]).toBe(totals.net! / 100);
    expect(total[COL.cost]).toBe(totals.employerCost! / 100);
    expect(total[COL.daysR]).toBe(items.reduce((n, i) => n + (i.daysByCode.R ?? 0), 0));
    expect(total[COL.warnings]).toBe(`${totals.warnings} con advertencias`);
  });

  it('answers a payroll not calculated yet as the grid does: the header and a totals row of zeros', async () => {
    const page = await data(manager, 'payrollcalculate', { payrollId: december });
    expect(page).toMatchObject({ items: [], total: 0 });
    const sheet = await sheetOf((await exportFile({ payrollId: december })).rawPayload);
    expect(sheet.rows.map((r) => r.values[COL.name])).toEqual(['Nombre completo', 'Total (0 empleados)']);
    expect(sheet.rows[1]!.values[COL.net]).toBe(0);
  });

  it('writes the headers, the warnings and the totals label in the caller language', async () => {
    const sheet = await sheetOf((await exportFile({}, 'en')).rawPayload);
    expect(sheet.name).toBe('Payroll');
    expect(sheet.rows[0]!.values.slice(0, 4)).toEqual([
      'Number',
      'Full name',
      'ID number',
      'Days R (regular)',
    ]);
    expect(sheet.rows[0]!.values[COL.net]).toBe('Net (₡)');
    const warned = sheet.rows.find((r) => r.values[COL.num] === noBank[1])!;
    expect(warned.values[COL.warnings]).toContain('No bank account');
    expect(sheet.rows.at(-1)!.values[COL.name]).toMatch(/^Total \(\d+ employees\)$/);
  });

  it('writes CSV as Excel in Costa Rica opens it: BOM, `;`, colones with two decimals after a comma', async () => {
    const res = await exportFile({ format: 'csv' });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('.csv"');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith(`\uFEFF${HEADERS_ES.slice(0, 3).join(';')};`)).toBe(true);
    const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n' }).data;
    expect(parsed[0]).toEqual(HEADERS_ES);
    const { items, totals } = await grid();
    expect(parsed).toHaveLength(1 + items.length + 1);
    const colones = (c: number) => (c / 100).toFixed(2).replace('.', ',');
    for (const item of items) {
      const row = parsed.find((r) => r[COL.num] === String(item.num_empleado))!;
      expect(row[COL.net]).toBe(colones(item.net));
      expect(row[COL.gross]).toBe(colones(item.gross));
    }
    const total = parsed.at(-1)!;
    expect(total[COL.num]).toBe('');
    expect(total[COL.net]).toBe(colones(totals.net!));
    expect(total[COL.gross]).toBe(colones(totals.gross!));
    expect(total[COL.deductions]).toBe(colones(totals.deductions!));
    expect(total[COL.cost]).toBe(colones(totals.employerCost!));

    const en = (await exportFile({ format: 'csv' }, 'en')).rawPayload.toString('utf8');
    const enRows = Papa.parse<string[]>(en.slice(1), { delimiter: ',', newline: '\r\n' }).data;
    expect(enRows[0]!.slice(0, 2)).toEqual(['Number', 'Full name']);
    expect(enRows.at(-1)![COL.net]).toBe((totals.net! / 100).toFixed(2));
  });

  it("honours the grid's filters and order: warnings only, a search, by net; the totals row sums the rows", async () => {
    const cases = [
      { warningsOnly: true },
      { search: (await grid()).items[3]!.fullName.split(' ')[0] },
      { sortBy: 'net' },
      { warningsOnly: true, sortBy: 'num_empleado' },
    ];
    for (const filters of cases) {
      const { items } = await grid(filters);
      const sheet = await sheetOf((await exportFile(filters)).rawPayload);
      const body = sheet.rows.slice(1, -1);
      const where = JSON.stringify(filters);
      expect(items.length, where).toBeGreaterThan(0);
      expect(
        body.map((r) => r.values[COL.num]),
        where,
      ).toEqual(items.map((i) => i.num_empleado));
      const net = items.reduce((n, i) => n + i.net, 0);
      const total = sheet.rows.at(-1)!.values;
      expect(total[COL.net], where).toBeCloseTo(net / 100, 2);
      expect(total[COL.name], where).toBe(`Total (${items.length} empleados)`);
    }
    const { items: all } = await grid();
    const { items: warned } = await grid({ warningsOnly: true });
    expect(warned.map((i) => i.num_empleado).sort()).toEqual([...noBank].sort());
    expect(all.length).toBeGreaterThan(warned.length);
    expect((await grid(cases[1]!)).items.length).toBeLessThan(all.length);
  });
});
