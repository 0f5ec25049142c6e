import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

/**
 * rubros/importar: employees' items from CSV or Excel, a dry run by default, row errors naming row and column in
 * the caller's language, all or nothing, formulas never evaluated, hostile text refused.
 */
let t: TestApp;
let manager: Session;
let assistant: Session;
let auditor: Session;
let first: number;
let second: number;
let inactive: number;

const { rows } = apiCalls(() => t);

const send = (
  s: Session,
  file: { filename: string; content: Buffer | string },
  fields: Record<string, string> = {},
  lang = 'es',
) => {
  const body = multipartBody(file, fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/rubros/importar',
    headers: { ...s.headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const itemCount = async () =>
  Number(
    (
      await rows<{ n: number }>(sql`select count(*)::int as n from employee_pay_items where company_id = 1`)
    )[0]!.n,
  );

const header =
  'num_empleado;codigo;tipo_valor;monto;porcentaje;base_porcentaje;desde;hasta;referencia;fecha_orden;principal;beneficiario;nota';

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, assistant, auditor } = await signInEveryRole(t.app));
  const list = await rows<{ employee_number: number }>(sql`
    select employee_number from employees where company_id = 1 and active and exit_date is null
      and entry_date <= '2026-01-01' order by employee_number limit 3`);
  [first, second, inactive] = list.map((r) => Number(r.employee_number)) as [number, number, number];
  await t.database.db.execute(
    sql`update employees set active = false where company_id = 1 and employee_number = ${inactive}`,
  );
  const payee = await t.app.inject({
    method: 'POST',
    url: '/api/rubros/nuevobeneficiario',
    headers: manager.headers,
    payload: { name: 'Asociación Solidarista', kind: 'association' },
  });
  expect(payee.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('importing pay items', () => {
  it('checks a CSV without writing, naming each bad row and column in the caller language', async () => {
    const csv = [
      header,
      `${first};AHORRO_ASOCIACION;porcentaje;;5;bruto;2026-01-01;;;;;asociación solidarista;`,
      `${first};EMBARGO;;50000;;;01/02/2026;;;;;;sin expediente`,
      `${second};PRESTAMO_EMPRESA;monto;60000;;;2026-01-01;;PR-1;;50000;;`,
      `${inactive};POLIZA_SEGURO;monto;1000;;;2026-01-01;;;;;;`,
      `${second};NO_EXISTE;monto;1000;;;2026-01-01;;;;;Nadie;`,
      `${second};COMISION;monto;-5;;;2026-13-01;;;;;;`,
    ].join('\n');
    const before = await tableFingerprints(t.database.db);
    const res = await send(manager, { filename: 'rubros.csv', content: csv }, {}, 'en');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ dryRun: true, rows: 6, valid: 1, imported: 0 });
    expect(
      data.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [3, 'referencia', 'validation.courtOrderRequired'],
      [3, 'fecha_orden', 'validation.courtOrderRequired'],
      [4, 'monto', 'validation.instalmentOverPrincipal'],
      [5, 'num_empleado', 'PAY_ITEM_EMPLOYEE_INACTIVE'],
      [6, 'codigo', 'PAY_ITEM_TYPE_NOT_FOUND'],
      [6, 'beneficiario', 'validation.unknownOption'],
      [7, 'monto', 'validation.amountNotNegative'],
      [7, 'desde', 'validation.invalidDate'],
    ]);
    expect(data.errors[2].message).toBe('The instalment cannot be more than the loan amount.');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('writes nothing at all when a row is bad, even asked to import', async () => {
    const csv = [
      header,
      `${first};COMISION;monto;1000;;;2026-01-01;;;;;;`,
      `${first};COMISION;monto;;;;2026-01-01;;;;;;`,
    ].join('\n');
    const before = await tableFingerprints(t.database.db);
    const data = (await send(manager, { filename: 'rubros.csv', content: csv }, { dryRun: 'false' })).json()
      .data;
    expect(data).toMatchObject({ dryRun: false, rows: 2, valid: 1, imported: 0 });
    expect(data.errors).toEqual([
      { row: 3, column: 'monto', code: 'validation.required', message: 'Este campo es obligatorio.' },
    ]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('imports a valid file in one go, audited, the HR assistant too', async () => {
    const csv = [
      header,
      `${first};AHORRO_ASOCIACION;porcentaje;;5;bruto;2026-01-01;;;;;Asociación Solidarista;`,
      `${first};PENSION_ALIMENTARIA;monto;85000;;;2026-01-01;;25-000777-0165-PA;2025-12-01;;;`,
      `${second};PRESTAMO_ASOCIACION;monto;15000;;;2026-02-01;2027-01-31;PA-22;;180000;Asociación Solidarista;Préstamo de vivienda`,
    ].join('\r\n');
    const dry = (await send(assistant, { filename: 'rubros.csv', content: `\uFEFF${csv}` })).json().data;
    expect(dry).toMatchObject({ dryRun: true, rows: 3, valid: 3, imported: 0, errors: [] });
    expect(await itemCount()).toBe(0);
    const done = (await send(assistant, { filename: 'rubros.csv', content: csv }, { dryRun: 'false' })).json()
      .data;
    expect(done).toMatchObject({ dryRun: false, rows: 3, valid: 3, imported: 3, errors: [] });
    const items = await rows<{
      type_code: string;
      rate: number | null;
      amount: string | null;
      balance: string | null;
      payee: string | null;
    }>(sql`
      select i.type_code, i.rate, i.amount, i.balance, p.name as payee from employee_pay_items i
      left join pay_item_payees p on p.company_id = i.company_id and p.id = i.payee_id
      where i.company_id = 1 order by i.id`);
    expect(
      items.map((i) => [
        i.type_code,
        i.rate,
        i.amount === null ? null : Number(i.amount),
        i.balance === null ? null : Number(i.balance),
        i.payee,
      ]),
    ).toEqual([
      ['AHORRO_ASOCIACION', 500, null, null, 'Asociación Solidarista'],
      ['PENSION_ALIMENTARIA', null, 85_000_00, null, null],
      ['PRESTAMO_ASOCIACION', null, 15_000_00, 180_000_00, 'Asociación Solidarista'],
    ]);
    const audit = await rows(
      sql`select 1 from audit_log where company_id = 1 and action = 'pay_item_imported' and user_code = 'asistente.rrhh'`,
    );
    expect(audit).toHaveLength(3);
  });

  it("takes a once-in-a-payroll item by the payroll's number or its name as the screens show it", async () => {
    for (const year of [2026, 2027]) {
      const calendar = await t.app.inject({
        method: 'POST',
        url: '/api/paramPlanilla/generatecalendar',
        headers: manager.headers,
        payload: { periodicity: 'fortnightly', year },
      });
      expect(calendar.statusCode, calendar.body).toBe(200);
    }
    const [fortnightly, monthly] = await Promise.all(
      ['fortnightly', 'monthly'].map(async (periodicity) =>
        Number(
          (
            await rows<{ n: number }>(sql`
              select employee_number as n from employees where company_id = 1 and active and exit_date is null
                and entry_date <= '2026-01-01' and periodicity = ${periodicity}
              order by employee_number desc limit 1`)
          )[0]!.n,
        ),
      ),
    );
    const payrollOf = async (start: string) =>
      Number(
        (
          await rows<{ id: number }>(sql`
            select id from payrolls where company_id = 1 and kind = 'regular' and periodicity = 'fortnightly'
              and period_start = ${start}`)
        )[0]!.id,
      );
    const [november, december] = [await payrollOf('2026-11-16'), await payrollOf('2026-12-01')];
    const withPayroll = `${header};planilla`;
    const csv = [
      withPayroll,
      // Its name with its period (a hyphen for the screens' dash, any case); no `desde`: the payroll's first day.
      `${fortnightly};COMISION;monto;1000;;;;;;;;;;PLANILLA QUINCENAL 22 · 16/11/2026 - 30/11/2026`,
      // Its number.
      `${fortnightly};VIATICOS;monto;2000;;;2026-12-01;;;;;;;${december}`,
      // A name without its period that 2026 and 2027 share.
      `${fortnightly};COMISION;monto;3000;;;2026-11-16;;;;;;;Fortnightly payroll 22`,
      `${fortnightly};COMISION;monto;3000;;;2026-11-16;;;;;;;Planilla quincenal 99`,
      // A fortnightly payroll for someone paid monthly.
      `${monthly};COMISION;monto;3000;;;2026-11-16;;;;;;;${november}`,
    ].join('\n');
    const before = await tableFingerprints(t.database.db);
    const dry = (await send(manager, { filename: 'rubros.csv', content: csv })).json().data;
    expect(
      dry.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([
      [4, 'planilla', 'validation.payrollNameAmbiguous'],
      [5, 'planilla', 'validation.payrollNotOfEmployee'],
      [6, 'planilla', 'validation.payrollNotOfEmployee'],
    ]);
    expect(dry.errors[0].message).toBe(
      'Hay más de una planilla con ese nombre: agregue su periodo o escriba su número.',
    );
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const done = (
      await send(
        manager,
        { filename: 'rubros.csv', content: csv.split('\n').slice(0, 3).join('\n') },
        { dryRun: 'false' },
      )
    ).json().data;
    expect(done).toMatchObject({ rows: 2, valid: 2, imported: 2, errors: [] });
    const stored = await rows<{
      type_code: string;
      frequency: string;
      payroll_id: number;
      valid_from: string;
    }>(sql`
      select type_code, frequency, payroll_id, valid_from::text as valid_from from employee_pay_items
      where company_id = 1 and employee_number = ${fortnightly} order by id`);
    expect(stored.map((r) => [r.type_code, r.frequency, Number(r.payroll_id), r.valid_from])).toEqual([
      ['COMISION', 'once', november, '2026-11-16'],
      ['VIATICOS', 'once', december, '2026-12-01'],
    ]);
  });

  it('reads Excel: cached results of formulas, never the formulas; hostile text refused by its column', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Rubros');
    ws.addRow(['Num empleado', 'Código', 'Monto', 'Desde', 'Nota']);
    ws.addRow([
      second,
      'POLIZA_SEGURO',
      { formula: '1000*5', result: 5000 },
      new Date(Date.UTC(2026, 0, 1)),
      'Póliza INS',
    ]);
    ws.addRow([second, 'CUOTA_COOPERATIVA', { formula: 'WEBSERVICE("http://x")' }, '2026-01-01', null]);
    ws.addRow([second, 'CUOTA_COOPERATIVA', '₡2.500,50', '2026-01-01', '=HYPERLINK("http://x")']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const before = await tableFingerprints(t.database.db);
    const data = (await send(manager, { filename: 'rubros.xlsx', content: buffer })).json().data;
    expect(
      data.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([[3, 'monto', 'validation.required']]);
    expect(data).toMatchObject({ rows: 3, valid: 2, imported: 0 });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // Text PostgreSQL cannot store is refused by its column, like any request's.
    const csv = `${header}\n${second};POLIZA_SEGURO;monto;1000;;;2026-01-01;;;;;;póliza\u0000INS`;
    const hostile = (await send(manager, { filename: 'rubros.csv', content: csv })).json().data;
    expect(
      hostile.errors.map((e: { row: number; column: string; code: string }) => [e.row, e.column, e.code]),
    ).toEqual([[2, 'nota', 'validation.unstorableText']]);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a missing column, an unreadable file, a file too large; and the auditor', async () => {
    const before = await tableFingerprints(t.database.db);
    const missing = (await send(manager, { filename: 'r.csv', content: 'num_empleado;monto\n1;5' })).json()
      .data;
    expect(missing.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [1, 'codigo'],
      [1, 'desde'],
    ]);
    const broken = await send(manager, { filename: 'r.xlsx', content: Buffer.from('PK\u0003\u0004garbage') });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('IMPORT_FILE_INVALID');
    const big = await send(manager, { filename: 'r.csv', content: `${header}\n${'x;'.repeat(1_100_000)}` });
    expect(big.statusCode).toBe(413);
    const denied = await send(auditor, { filename: 'r.csv', content: header });
    expect(denied.statusCode).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
