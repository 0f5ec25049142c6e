import { BUILT_IN_BANK_LAYOUTS, type BankLayoutDefinitionInput } from '@planilla/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { bankFileTestHooks } from './bank-files.service';

let t: TestApp;
let filesDir: string;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);
const download = (s: Session, carpeta: string, nom_archivo: string) =>
  t.app.inject({ method: 'GET', url: '/api/util/', headers: { ...s.headers, carpeta, nom_archivo } });
const bankDir = () => join(filesDir, 'companies', '1', 'bancos');
const storedNames = () => {
  try {
    return readdirSync(bankDir()).sort();
  } catch {
    return [];
  }
};

let paid: number;
let processed: number;
let planned: number;
let calculationNet: number;
let missingEmployee: number;
let invalidEmployee: number;

const setUpPayroll = async (periodStart: string, periodEnd: string, close: boolean) => {
  const { payrollId } = await data(manager, 'paramPlanilla/newpayroll', {
    periodicity: 'fortnightly',
    periodStart,
    periodEnd,
  });
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
  if (close)
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
  return { payrollId: payrollId as number, net: calc.totals.net as number };
};

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'planilla-bank-files-'));
  t = await createTestApp({ filesDir });
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  const november = await setUpPayroll('2026-11-01', '2026-11-15', true);
  paid = november.payrollId;
  calculationNet = november.net;
  processed = (await setUpPayroll('2026-11-16', '2026-11-30', false)).payrollId;
  planned = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-15',
    })
  ).payrollId;
  // Two employees of the paid payroll lose their account: one has none, the other a mistyped IBAN.
  const members = await rows<{ n: number }>(
    sql`select employee_number as n from payslips where company_id = 1 and payroll_id = ${paid} and net > 0 order by 1`,
  );
  missingEmployee = Number(members[0]!.n);
  invalidEmployee = Number(members[1]!.n);
  await t.database.db.execute(
    sql`update employees set iban = null, bank_code = null where company_id = 1 and employee_number = ${missingEmployee}`,
  );
  await t.database.db.execute(
    sql`update employees set iban = 'CR00015200000000000001' where company_id = 1 and employee_number = ${invalidEmployee}`,
  );
}, 240_000);
afterAll(async () => {
  await t?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('procesoPlanilla/paymentresume', () => {
  it("groups the net by the IBAN's bank, lists employees without a valid IBAN apart, and adds up to the calculation", async () => {
    const s = await data(auditor, 'procesoPlanilla/paymentresume', { payrollId: paid });
    expect(s.calculationNet).toBe(calculationNet);
    expect(s.totals.net).toBe(calculationNet);
    expect(s.matches).toBe(true);
    const groupSum = s.groups.reduce((sum: number, g: { net: number }) => sum + g.net, 0);
    expect(groupSum).toBe(calculationNet);
    expect(s.totals.transferNet + s.totals.withoutAccountNet).toBe(
      calculationNet -
        s.groups
          .filter((g: { method: string }) => g.method === 'nothing_to_pay')
          .reduce((sum: number, g: { net: number }) => sum + g.net, 0),
    );
    // Every transfer group is a bank from the IBANs, with its name.
    const ibans = await rows<{ bank: string; n: string; net: string }>(sql`
      select substr(e.iban, 6, 3) as bank, count(*) as n, sum(s.net) as net from payslips s
      join employees e using (company_id, employee_number)
      where s.company_id = 1 and s.payroll_id = ${paid} and s.net > 0 and e.iban is not null
        and e.employee_number <> ${invalidEmployee}
      group by 1`);
    const transfer = s.groups.filter((g: { method: string }) => g.method === 'transfer');
    expect(transfer).toHaveLength(ibans.length);
    for (const b of ibans) {
      const g = transfer.find((x: { bankCode: string }) => x.bankCode === b.bank);
      expect(g, b.bank).toMatchObject({ employees: Number(b.n), net: Number(b.net) });
      expect(g.bankName).toBeTruthy();
    }
    expect(s.withoutAccount.map((e: { num_empleado: number }) => e.num_empleado).sort()).toEqual(
      [missingEmployee, invalidEmployee].sort(),
    );
    expect(
      s.withoutAccount.find((e: { num_empleado: number }) => e.num_empleado === invalidEmployee),
    ).toMatchObject({
      reason: 'invalid',
      iban: 'CR00015200000000000001',
    });
    expect(
      s.withoutAccount.find((e: { num_empleado: number }) => e.num_empleado === missingEmployee),
    ).toMatchObject({
      reason: 'missing',
      iban: null,
    });
  });

  it('works on a processed payroll, refuses a planned one (409), another company (404), the HR assistant (403)', async () => {
    expect((await data(manager, 'procesoPlanilla/paymentresume', { payrollId: processed })).matches).toBe(
      true,
    );
    const before = await tableFingerprints(t.database.db);
    const plannedRes = await call(manager, 'procesoPlanilla/paymentresume', { payrollId: planned });
    expect(plannedRes.statusCode).toBe(409);
    expect(plannedRes.json().error.code).toBe('PAYMENT_SUMMARY_NOT_CALCULATED');
    expect((await call(admin2, 'procesoPlanilla/paymentresume', { payrollId: paid })).statusCode).toBe(404);
    expect((await call(assistant, 'procesoPlanilla/paymentresume', { payrollId: paid })).statusCode).toBe(
      403,
    );
    expect((await call(manager, 'procesoPlanilla/paymentresume', { payrollId: 'x' })).statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

const customFixed: BankLayoutDefinitionInput = {
  fileType: 'fixed',
  encoding: 'latin1',
  lineEnding: 'crlf',
  header: [
    {
      fields: [
        { label: 'Tipo', source: 'constant', value: 'H', width: 1 },
        { label: 'Fecha', source: 'payDate', dateFormat: 'yyyyMMdd', width: 8 },
        { label: 'Empresa', source: 'companyName', width: 20, upperCase: true, stripAccents: true },
      ],
    },
  ],
  detail: {
    fields: [
      { label: 'Tipo', source: 'constant', value: 'D', width: 1 },
      { label: 'IBAN', source: 'iban', width: 22 },
      { label: 'Cédula', source: 'nationalId', width: 15, align: 'right', pad: '0' },
      { label: 'Nombre', source: 'name', width: 30, nameOrder: 'surname_first' },
      { label: 'Monto', source: 'amount', amountUnit: 'centimos', width: 15 },
    ],
  },
  trailer: [
    {
      fields: [
        { label: 'Tipo', source: 'constant', value: 'T', width: 1 },
        { label: 'Registros', source: 'recordCount', width: 6 },
        { label: 'Total', source: 'total', amountUnit: 'centimos', width: 17 },
      ],
    },
  ],
  extension: 'txt',
};

describe('bank layouts', () => {
  it('lists the built-in layouts in the request language', async () => {
    const es = await data(auditor, 'procesoPlanilla/banklayouts', {});
    expect(es.map((l: { code: string }) => l.code)).toEqual(BUILT_IN_BANK_LAYOUTS.map((l) => l.code));
    expect(es.every((l: { builtIn: boolean }) => l.builtIn)).toBe(true);
    const en = (await call(auditor, 'procesoPlanilla/banklayouts', {}, 'POST', 'en')).json().data;
    expect(en[0].name).not.toBe(es[0].name);
    expect(es.find((l: { code: string }) => l.code === 'BNCR_SINPE_COMMUNITY').name).toMatch(/SIN CONFIRMAR/);
  });

  it('refuses an invalid layout with translated field errors (Spanish and English), changing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const bad = {
      code: 'MALO',
      name: 'Malo',
      definition: {
        ...customFixed,
        detail: {
          fields: [
            { label: 'IBAN', source: 'iban' },
            { label: 'Fijo', source: 'constant', width: 3 },
          ],
        },
        trailer: [{ fields: [{ label: 'Cédula', source: 'nationalId', width: 10 }] }],
      },
    };
    const es = await call(manager, 'procesoPlanilla/newbanklayout', bad);
    expect(es.statusCode).toBe(400);
    const fields = es.json().error.fields;
    expect(fields['definition.detail.fields.0.width']).toBe('Este campo es obligatorio.');
    expect(fields['definition.detail.fields.1.value']).toBe('Este campo es obligatorio.');
    expect(fields['definition.trailer.0.fields.0.source']).toBeTruthy();
    const en = await call(manager, 'procesoPlanilla/newbanklayout', bad, 'POST', 'en');
    expect(en.json().error.message).toMatch(/not valid/);
    expect(en.json().error.fields['definition.detail.fields.0.width']).toBe('This field is required.');
    const delimited = await call(manager, 'procesoPlanilla/newbanklayout', {
      code: 'SINSEP',
      name: 'Sin separador',
      definition: {
        fileType: 'delimited',
        detail: { fields: [{ label: 'IBAN', source: 'iban' }] },
        extension: 'csv',
      },
    });
    expect(delimited.json().error.fields['definition.separator']).toBeTruthy();
    expect(
      (
        await call(manager, 'procesoPlanilla/newbanklayout', {
          ...bad,
          code: 'GENERIC_CSV',
          definition: customFixed,
        })
      ).json().error.code,
    ).toBe('BANK_LAYOUT_CODE_TAKEN');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('creates, updates, deactivates and reactivates a company layout, audited; the auditor and assistant are refused', async () => {
    const before = await tableFingerprints(t.database.db);
    const payload = { code: 'MIBANCO', name: 'Mi banco ancho fijo', definition: customFixed };
    expect((await call(auditor, 'procesoPlanilla/newbanklayout', payload)).statusCode).toBe(403);
    expect((await call(assistant, 'procesoPlanilla/newbanklayout', payload)).statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const created = await data(admin, 'procesoPlanilla/newbanklayout', payload);
    expect(created).toMatchObject({ code: 'MIBANCO', builtIn: false, active: true });
    expect(
      (await call(manager, 'procesoPlanilla/newbanklayout', { ...payload, code: 'mibanco' })).json().error
        .code,
    ).toBe('BANK_LAYOUT_CODE_TAKEN');
    const renamed = await data(
      manager,
      'procesoPlanilla/updatebanklayout',
      { id: created.id, name: 'Mi banco', definition: customFixed },
      'PUT',
    );
    expect(renamed.name).toBe('Mi banco');
    // Another company does not see it and cannot change it.
    expect(
      (await data(admin2, 'procesoPlanilla/banklayouts', {})).some(
        (l: { code: string }) => l.code === 'MIBANCO',
      ),
    ).toBe(false);
    expect(
      (await call(admin2, 'procesoPlanilla/deactivatebanklayout', { id: created.id }, 'PUT')).statusCode,
    ).toBe(404);

    await data(manager, 'procesoPlanilla/deactivatebanklayout', { id: created.id }, 'PUT');
    expect(
      (await data(manager, 'procesoPlanilla/banklayouts', {})).some(
        (l: { code: string }) => l.code === 'MIBANCO',
      ),
    ).toBe(false);
    expect(
      (await data(manager, 'procesoPlanilla/banklayouts', { includeInactive: true })).find(
        (l: { code: string }) => l.code === 'MIBANCO',
      ).active,
    ).toBe(false);
    const inactive = await call(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId: paid,
      layoutCode: 'MIBANCO',
    });
    expect(inactive.json().error.code).toBe('BANK_LAYOUT_INACTIVE');
    await data(
      manager,
      'procesoPlanilla/updatebanklayout',
      { id: created.id, name: 'Mi banco', definition: customFixed, active: true },
      'PUT',
    );

    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where company_id = 1 and entity = 'bank_layout' and entity_id = ${String(created.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'bank_layout_created',
      'bank_layout_updated',
      'bank_layout_deactivated',
      'bank_layout_updated',
    ]);
  });
});

describe('procesoPlanilla/banklayoutpreview', () => {
  it('shows the first lines and the totals of a stored or unsaved layout, storing nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const summary = await data(manager, 'procesoPlanilla/paymentresume', { payrollId: paid });
    const csv = await data(auditor, 'procesoPlanilla/banklayoutpreview', {
      payrollId: paid,
      layoutCode: 'GENERIC_CSV',
      lines: 3,
    });
    expect(csv.lines).toHaveLength(3);
    expect(csv.lines[0]).toMatchObject({ kind: 'title', text: 'IBAN,Cedula,Nombre,Monto,Referencia' });
    expect(csv.recordCount).toBe(summary.totals.transferEmployees);
    expect(csv.totalAmount).toBe(summary.totals.transferNet);
    expect(csv.withoutAccount).toBe(2);
    const draft = await data(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId: processed,
      definition: customFixed,
      lines: 100,
    });
    const details = draft.lines.filter((l: { kind: string }) => l.kind === 'detail');
    expect(new Set(details.map((l: { length: number }) => l.length))).toEqual(new Set([83]));
    expect(draft.lines[0].text).toMatch(/^H\d{8}/);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect(storedNames()).toEqual([]);
    const both = await call(manager, 'procesoPlanilla/banklayoutpreview', { payrollId: paid });
    expect(both.json().error.fields.layoutCode).toBeTruthy();
    expect(
      (
        await call(admin2, 'procesoPlanilla/banklayoutpreview', {
          payrollId: paid,
          layoutCode: 'GENERIC_CSV',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(manager, 'procesoPlanilla/banklayoutpreview', { payrollId: paid, layoutCode: 'NOPE' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an unsaved layout with a field too narrow for its source before reading a payee', async () => {
    const narrow = {
      ...customFixed,
      detail: { fields: [{ label: 'Monto', source: 'amount', amountUnit: 'centimos', width: 3 }] },
    };
    const res = await call(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId: paid,
      definition: narrow,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'BANK_LAYOUT_FIELD_TOO_NARROW',
      params: { field: 'Monto', width: 3, needed: 12 },
    });
  });

  it('refuses a value longer than the widths are checked for (a passport), naming the field and the employee', async () => {
    const [someone] = await rows<{ n: number; id: string }>(sql`
      select s.employee_number as n, e.national_id as id from payslips s
      join employees e using (company_id, employee_number)
      where s.company_id = 1 and s.payroll_id = ${paid} and s.net > 0 and e.employee_number <> ${missingEmployee}
        and e.employee_number <> ${invalidEmployee}
      order by 1 limit 1`);
    const n = Number(someone!.n);
    await t.database.db.execute(
      sql`update employees set national_id = 'AB1234567890123456' where company_id = 1 and employee_number = ${n}`,
    );
    try {
      const res = await call(manager, 'procesoPlanilla/banklayoutpreview', {
        payrollId: paid,
        layoutCode: 'BNCR_SINPE_COMMUNITY',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'BANK_FILE_FIELD_OVERFLOW',
        params: { field: 'ID beneficiario', width: 15, num_empleado: n },
      });
    } finally {
      await t.database.db.execute(
        sql`update employees set national_id = ${someone!.id} where company_id = 1 and employee_number = ${n}`,
      );
    }
  });
});

describe('layouts that would break a file', () => {
  const withDetail = (fields: BankLayoutDefinitionInput['detail']['fields']) => ({
    ...customFixed,
    detail: { fields },
  });

  it('refuses a line break, a quote or a control character as separator or padding, naming the field (es, en)', async () => {
    const before = await tableFingerprints(t.database.db);
    const delimited = (separator: string): BankLayoutDefinitionInput => ({
      fileType: 'delimited',
      separator,
      detail: { fields: [{ label: 'IBAN', source: 'iban' }] },
      extension: 'csv',
    });
    for (const separator of ['\n', '\r', '"', '\u2028']) {
      const res = await call(manager, 'procesoPlanilla/newbanklayout', {
        code: 'SEPARADOR',
        name: 'Separador',
        definition: delimited(separator),
      });
      expect(res.statusCode, JSON.stringify(separator)).toBe(400);
      expect(res.json().error.fields).toEqual({
        'definition.separator': expect.stringMatching(/^Separador no válido/),
      });
    }
    const en = await call(
      manager,
      'procesoPlanilla/newbanklayout',
      { code: 'SEPARADOR', name: 'Separador', definition: delimited('\n') },
      'POST',
      'en',
    );
    expect(en.json().error.fields['definition.separator']).toMatch(/^Not a valid separator/);
    const pad = await call(manager, 'procesoPlanilla/newbanklayout', {
      code: 'RELLENO',
      name: 'Relleno',
      definition: withDetail([
        { label: 'IBAN', source: 'iban', width: 22 },
        { label: 'Nombre', source: 'name', width: 30, pad: '\r' },
      ]),
    });
    expect(pad.statusCode).toBe(400);
    expect(pad.json().error.fields).toEqual({
      'definition.detail.fields.1.pad': expect.stringMatching(/^Relleno no válido/),
    });
    // A test with the same definition is refused too: nothing is read, nothing is written.
    const preview = await call(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId: paid,
      definition: delimited('\n'),
    });
    expect(preview.json().error.fields['definition.separator']).toBeTruthy();
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a field too narrow for the longest value of its source when saving, naming it (es, en), writing nothing', async () => {
    const created = await data(manager, 'procesoPlanilla/newbanklayout', {
      code: 'ANCHOS',
      name: 'Anchos',
      definition: customFixed,
    });
    const before = await tableFingerprints(t.database.db);
    const narrow = withDetail([
      { label: 'IBAN', source: 'iban', width: 22 },
      { label: 'Cédula', source: 'nationalId', width: 9 },
      { label: 'Monto', source: 'amount', amountUnit: 'centimos', width: 10 },
    ]);
    const es = await call(manager, 'procesoPlanilla/newbanklayout', {
      code: 'ANGOSTO',
      name: 'Angosto',
      definition: narrow,
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toMatchObject({
      code: 'BANK_LAYOUT_FIELD_TOO_NARROW',
      message:
        'El campo «Cédula» tiene 9 caracteres de ancho y su origen puede llegar a 12: amplíelo a 12 o más. No se guardó nada.',
      params: { field: 'Cédula', width: 9, needed: 12 },
      fields: {
        'definition.detail.fields.1.width':
          'El ancho no alcanza para el valor más largo que produce el origen de este campo.',
        'definition.detail.fields.2.width':
          'El ancho no alcanza para el valor más largo que produce el origen de este campo.',
      },
    });
    const update = { id: created.id, name: 'Anchos', definition: narrow };
    const en = await call(manager, 'procesoPlanilla/updatebanklayout', update, 'PUT', 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().error.message).toBe(
      'The field “Cédula” is 9 characters wide and its source can reach 12: widen it to 12 or more. Nothing was saved.',
    );
    expect(en.json().error.fields['definition.detail.fields.2.width']).toMatch(/^The width cannot hold/);
    const iban = await call(manager, 'procesoPlanilla/newbanklayout', {
      code: 'ANGOSTO',
      name: 'Angosto',
      definition: withDetail([{ label: 'Cuenta IBAN', source: 'iban', width: 21 }]),
    });
    expect(iban.json().error.params).toEqual({ field: 'Cuenta IBAN', width: 21, needed: 22 });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('lists a layout stored before these checks, and refuses to write a file with it', async () => {
    await t.database.db.execute(sql`
      insert into bank_layouts (company_id, code, name, definition, active)
      values (1, 'VIEJO', 'Viejo', ${JSON.stringify({
        fileType: 'delimited',
        separator: '\n',
        detail: { fields: [{ label: 'IBAN', source: 'iban' }] },
        extension: 'csv',
      })}::jsonb, true)`);
    const listed = await data(manager, 'procesoPlanilla/banklayouts', {});
    expect(listed.find((l: { code: string }) => l.code === 'VIEJO').definition.separator).toBe('\n');
    const before = await tableFingerprints(t.database.db);
    const files = storedNames();
    const preview = await call(manager, 'procesoPlanilla/banklayoutpreview', {
      payrollId: paid,
      layoutCode: 'VIEJO',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().error.fields['definition.separator']).toMatch(/^Separador no válido/);
    const file = await call(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'VIEJO' },
      'PUT',
    );
    expect(file.statusCode).toBe(400);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect(storedNames()).toEqual(files);
  });
});

describe('procesoPlanilla/bankfile', () => {
  it('only a closed payroll produces a bank file; refused calls change nothing and store no file', async () => {
    const before = await tableFingerprints(t.database.db);
    const draft = await call(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: processed, layoutCode: 'GENERIC_CSV' },
      'PUT',
    );
    expect(draft.json().error.code).toBe('BANK_FILE_PAYROLL_NOT_CLOSED');
    expect(
      (await call(auditor, 'procesoPlanilla/bankfile', { payrollId: paid, layoutCode: 'GENERIC_CSV' }, 'PUT'))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          assistant,
          'procesoPlanilla/bankfile',
          { payrollId: paid, layoutCode: 'GENERIC_CSV' },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(admin2, 'procesoPlanilla/bankfile', { payrollId: paid, layoutCode: 'GENERIC_CSV' }, 'PUT'))
        .statusCode,
    ).toBe(404);
    const none = await call(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'GENERIC_CSV', bankCode: '999' },
      'PUT',
    );
    expect(none.json().error.code).toBe('BANK_FILE_EMPTY');
    // A failure after the file was moved into place rolls the rows back and removes the file.
    bankFileTestHooks.beforeCommit = () => {
      throw new Error('disk full');
    };
    try {
      expect(
        (
          await call(
            manager,
            'procesoPlanilla/bankfile',
            { payrollId: paid, layoutCode: 'GENERIC_CSV' },
            'PUT',
          )
        ).statusCode,
      ).toBe(500);
    } finally {
      bankFileTestHooks.beforeCommit = undefined;
    }
    expect(storedNames()).toEqual([]);
    expect(readdirSync(join(filesDir, 'companies', '1', '.tmp'))).toEqual([]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('stores the generic CSV with its checksum and totals, listed, logged, and downloadable through util/', async () => {
    const summary = await data(manager, 'procesoPlanilla/paymentresume', { payrollId: paid });
    const file = await data(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'GENERIC_CSV' },
      'PUT',
    );
    expect(file).toMatchObject({
      kind: 'bank_file',
      carpeta: 'bancos',
      layoutCode: 'GENERIC_CSV',
      recordCount: summary.totals.transferEmployees,
      totalAmount: summary.totals.transferNet,
    });
    const res = await download(auditor, 'bancos', file.nom_archivo);
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    expect(bytes.length).toBe(file.byteSize);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    const lines = bytes.toString('utf8').split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe('IBAN,Cedula,Nombre,Monto,Referencia');
    expect(lines).toHaveLength(file.recordCount + 1);
    const cents = lines.slice(1).map((l) => Math.round(Number(l.split(',')[3]) * 100));
    expect(cents.reduce((a, b) => a + b, 0)).toBe(summary.totals.transferNet);
    expect(lines.some((l) => l.includes('CR00015200000000000001'))).toBe(false);
    // The HR assistant reads attendance files but not bank files.
    expect((await download(assistant, 'bancos', file.nom_archivo)).statusCode).toBe(403);
    expect((await download(admin2, 'bancos', file.nom_archivo)).statusCode).toBe(404);

    const list = await data(auditor, 'procesoPlanilla/bankfiles', { payrollId: paid });
    expect(list[0]).toEqual(file);
    expect((await call(admin2, 'procesoPlanilla/bankfiles', { payrollId: paid })).statusCode).toBe(404);
    const log = await rows<{ document: string; action: string; detail: string }>(
      sql`select document, action, detail from document_log where company_id = 1 and payroll_id = ${paid}`,
    );
    expect(log).toContainEqual({ document: 'bank_file', action: 'generated', detail: file.nom_archivo });
  });

  it('writes a fixed-width latin-1 file: every detail line the same length, trailer count and total right', async () => {
    const summary = await data(manager, 'procesoPlanilla/paymentresume', { payrollId: paid });
    // An accented name, to check the encoding (one byte per character).
    const [first] = await rows<{ n: number }>(sql`
      select s.employee_number as n from payslips s join employees e using (company_id, employee_number)
      where s.company_id = 1 and s.payroll_id = ${paid} and s.net > 0 and e.iban is not null and e.employee_number not in (${missingEmployee}, ${invalidEmployee})
      order by e.first_surname, e.second_surname nulls first, e.first_name, s.employee_number limit 1`);
    await t.database.db.execute(
      sql`update employees set first_name = 'Ñandú José' where company_id = 1 and employee_number = ${first!.n}`,
    );
    const file = await data(
      admin,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'MIBANCO' },
      'PUT',
    );
    const bytes = readFileSync(join(bankDir(), file.nom_archivo));
    const lines = bytes.toString('latin1').split('\r\n');
    lines.pop();
    expect(lines[0]!.length).toBe(29);
    const details = lines.slice(1, -1);
    expect(details).toHaveLength(summary.totals.transferEmployees);
    for (const l of details) expect(l.length).toBe(83);
    expect(details.some((l) => l.includes('Ñandú'))).toBe(true);
    expect(bytes.includes(Buffer.from('Ñandú', 'utf8'))).toBe(false);
    const trailer = lines.at(-1)!;
    expect(trailer).toBe(
      `T${String(summary.totals.transferEmployees).padStart(6, '0')}${String(summary.totals.transferNet).padStart(17, '0')}`,
    );
    const sum = details.reduce((s, l) => s + Number(l.slice(68, 83)), 0);
    expect(sum).toBe(summary.totals.transferNet);
    expect(file.totalAmount).toBe(summary.totals.transferNet);
  });

  it("writes one bank's employees only, and the generic Excel workbook", async () => {
    const summary = await data(manager, 'procesoPlanilla/paymentresume', { payrollId: paid });
    const bank = summary.groups.find((g: { method: string }) => g.method === 'transfer');
    const one = await data(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'GENERIC_CSV', bankCode: bank.bankCode },
      'PUT',
    );
    expect(one).toMatchObject({ recordCount: bank.employees, totalAmount: bank.net });
    expect(one.nom_archivo).toContain(`-${bank.bankCode}-`);

    const xlsx = await data(
      manager,
      'procesoPlanilla/bankfile',
      { payrollId: paid, layoutCode: 'GENERIC_XLSX' },
      'PUT',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(join(bankDir(), xlsx.nom_archivo)) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Pagos')!;
    expect(ws.getRow(1).values).toEqual([undefined, 'IBAN', 'Cedula', 'Nombre', 'Monto', 'Referencia']);
    expect(ws.rowCount).toBe(summary.totals.transferEmployees + 1);
    let cents = 0;
    for (let r = 2; r <= ws.rowCount; r++) cents += Math.round(Number(ws.getRow(r).getCell(4).value) * 100);
    expect(cents).toBe(summary.totals.transferNet);
    const list = await data(manager, 'procesoPlanilla/bankfiles', { payrollId: paid });
    expect(list.length).toBeGreaterThanOrEqual(4);
  });
});
