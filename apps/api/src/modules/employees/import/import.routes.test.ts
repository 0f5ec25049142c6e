import { IMPORT_COLUMNS } from '@planilla/contracts';
import { ibanCheckDigits } from '@planilla/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, employeeSalaries } from '../../../db/schema';
import { multipartBody } from '../../../test/multipart';
import { createTestApp, type Session, signInEveryRole, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let auditor: Session;
let assistant: Session;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, auditor, assistant } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

const iban = (bank: string, account: string) => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};
const HEADER = IMPORT_COLUMNS.map((c) => c.column);
type Row = Partial<Record<(typeof HEADER)[number], string | number | Date>>;
const good = (over: Row = {}): Row => ({
  tipo_identificacion: 'Cédula física',
  identificacion: '1-0060-0001',
  nombre: 'Pedro',
  primer_apellido: 'Ramírez',
  segundo_apellido: 'Solano',
  fecha_nacimiento: '14/03/1990',
  sexo: 'M',
  estado_civil: 'Casado',
  nacionalidad: 'Costa Rica',
  escolaridad: 'Secundaria completa (bachillerato)',
  hijos: 2,
  conyuge: 'Ana Mora',
  credito_conyuge: 'S',
  banco: 'BNCR',
  iban: iban('151', '00000000000001'),
  correo: 'pedro@example.cr',
  telefono: '8123-4567',
  departamento: 'produccion',
  ocupacion: 'Peón agrícola',
  ubicacion: 'Finca La Montaña',
  horario: 'Diurna L-S 06:00-14:00',
  periodicidad: 'semanal',
  fecha_ingreso: '2026-03-02',
  salario: '425000.50',
  ...over,
});
const csvOf = (rows: Row[], sep = ',') =>
  '\uFEFF' +
  [
    HEADER.join(sep),
    ...rows.map((r) => HEADER.map((h) => (r[h] === undefined ? '' : String(r[h]))).join(sep)),
  ].join('\r\n');

/** Two valid rows and two bad ones (rows 3 and 5 of the sheet). */
const MIXED: Row[] = [
  good(),
  good({ identificacion: '100600002', nombre: 'Luisa', iban: 'CR00015100000000000002' }),
  good({
    identificacion: '100600003',
    nombre: 'Mario',
    banco: '152',
    iban: iban('152', '00000000000003'),
    periodicidad: 'quincenal',
  }),
  good({
    identificacion: '100600004',
    nombre: 'Elena',
    departamento: 'Contabilidad',
    fecha_ingreso: '31/02/2026',
    salario: 'mucho',
  }),
];

const send = (s: Session, url: string, content: Buffer | string, filename: string, lang = 'es') => {
  const body = multipartBody({ filename, content });
  return t.app.inject({
    method: 'POST',
    url: `/api/empleados/${url}`,
    headers: { ...s.headers, ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const waitFor = async (s: Session, jobId: string) => {
  for (let i = 0; i < 400; i++) {
    const job = (
      await t.app.inject({
        method: 'POST',
        url: '/api/empleados/importstatus',
        headers: s.headers,
        payload: { jobId },
      })
    ).json().data;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the import did not finish');
};
const employeeCount = async () => (await t.database.db.select({ n: count() }).from(employees))[0]!.n;

describe('empleados/importtemplate', () => {
  it('gives an Excel template with instructions and the company catalogs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/importtemplate',
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="plantilla-empleados.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Empleados', 'Instrucciones', 'Catálogos']);
    expect((wb.getWorksheet('Empleados')!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(wb.getWorksheet('Empleados')!.rowCount).toBe(1);
    const catalogs = wb.getWorksheet('Catálogos')!.getColumn(1).values.slice(2);
    expect(catalogs).toContain('Producción');
  });

  it('gives a CSV template', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/importtemplate',
      headers: admin.headers,
      payload: { format: 'csv' },
    });
    expect(res.headers['content-type']).toContain('text/csv');
    // Spanish (the default language): `;`, as Excel in Costa Rica opens it; the import reads either.
    expect(res.rawPayload.toString('utf8').trimEnd()).toBe(`\uFEFF${HEADER.join(';')}`);
  });
});

describe('empleados/importdryrun', () => {
  it("reports every bad row's problems (row, column, value, reason) in the user's language, and writes nothing", async () => {
    const before = await employeeCount();
    const res = await send(assistant, 'importdryrun', csvOf(MIXED), 'empleados.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      format: 'csv',
      totalRows: 4,
      validRows: 2,
      invalidRows: 2,
      problems: [
        {
          row: 3,
          column: 'iban',
          field: 'iban',
          value: 'CR00015100000000000002',
          reason:
            'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
        },
        {
          row: 5,
          column: 'departamento',
          field: 'departmentId',
          value: 'Contabilidad',
          reason: 'La opción elegida no existe.',
        },
        {
          row: 5,
          column: 'fecha_ingreso',
          field: 'entryDate',
          value: '31/02/2026',
          reason: 'La fecha no es válida.',
        },
        {
          row: 5,
          column: 'salario',
          field: 'salary',
          value: 'mucho',
          reason: 'El monto debe ser mayor que cero.',
        },
      ],
      warnings: [],
    });
    const en = (await send(assistant, 'importdryrun', csvOf(MIXED, ';'), 'empleados.csv', 'en')).json().data;
    expect(en.problems[0].reason).toBe(
      'The IBAN is not valid: it must be CR followed by 20 digits with correct check digits.',
    );
    expect(await employeeCount()).toBe(before);
  });

  it('warns of a valid row below the legal minimum wage, which still counts as valid', async () => {
    const rows = [good({ identificacion: '100600009', salario: '300000' })];
    const es = (await send(assistant, 'importdryrun', csvOf(rows), 'empleados.csv')).json().data;
    expect(es).toMatchObject({ validRows: 1, invalidRows: 0, problems: [] });
    expect(es.warnings).toEqual([
      {
        row: 2,
        column: 'salario',
        field: 'salary',
        value: '300000.00',
        reason: expect.stringMatching(
          /^El salario es inferior al mínimo legal de ₡373\s092,30 al mes vigente el 02\/03\/2026 para Trabajador en ocupación no calificada \(TONC\) \(Decreto .+\)\. Se importará igual\.$/,
        ),
      },
    ]);
    const en = (await send(assistant, 'importdryrun', csvOf(rows), 'empleados.csv', 'en')).json().data;
    expect(en.warnings[0].reason).toMatch(/₡373,092\.30 a month in force on 03\/02\/2026 for Unskilled/);
  });

  it("compares each row's salary with its occupation's minimum-wage category", async () => {
    // Contador is a licentiate occupation: 2026 minimum ₡796,921 a month, so ₡700,000 warns; the same salary
    // for a Peón agrícola (unskilled, ₡373,092.30) does not.
    const rows = [
      good({ identificacion: '100600010', salario: '700000', ocupacion: 'Contador' }),
      good({ identificacion: '100600011', salario: '700000' }),
    ];
    const es = (await send(assistant, 'importdryrun', csvOf(rows), 'empleados.csv')).json().data;
    expect(es).toMatchObject({ validRows: 2, invalidRows: 0, problems: [] });
    expect(es.warnings).toEqual([
      expect.objectContaining({
        row: 2,
        reason: expect.stringMatching(
          /₡796\s921,00 al mes vigente el 02\/03\/2026 para Licenciado universitario/,
        ),
      }),
    ]);
  });

  it('reads Excel files with date and number cells', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Empleados');
    ws.addRow(HEADER);
    ws.addRow(
      HEADER.map(
        (h) =>
          good({
            fecha_nacimiento: new Date(Date.UTC(1990, 2, 14)),
            salario: 425000.5,
            identificacion: 100600001,
          })[h] ?? null,
      ),
    );
    ws.addRow(HEADER.map((h) => good({ identificacion: '100600001', nombre: 'Repetido' })[h] ?? null));
    ws.addRow(
      HEADER.map((h) => good({ identificacion: '12345', tipo_identificacion: 'licencia' })[h] ?? null),
    );
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    const data = (await send(admin, 'importdryrun', buffer, 'empleados.xlsx')).json().data;
    expect(data).toMatchObject({ format: 'xlsx', totalRows: 3, validRows: 1, invalidRows: 2 });
    expect(data.problems).toEqual([
      {
        row: 3,
        column: 'identificacion',
        field: 'nationalId',
        value: '100600001',
        reason: 'Este valor se repite en otra fila del archivo.',
      },
      {
        row: 4,
        column: 'tipo_identificacion',
        field: 'idType',
        value: 'licencia',
        reason: 'La opción elegida no existe.',
      },
    ]);
  });

  it('reports ids and numbers the company already uses, and required columns that are missing', async () => {
    const taken = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, 1), eq(employees.employeeNumber, 5)));
    const data = (
      await send(
        admin,
        'importdryrun',
        csvOf([
          good({
            identificacion: taken[0]!.nationalId,
            tipo_identificacion: taken[0]!.idType,
            num_empleado: 5,
          }),
        ]),
        'e.csv',
      )
    ).json().data;
    expect(data.problems.map((p: { column: string; reason: string }) => [p.column, p.reason])).toEqual([
      ['num_empleado', 'Ese número de empleado ya está en uso en esta empresa.'],
      ['identificacion', 'Ya existe un empleado con esa identificación en esta empresa.'],
    ]);
    const noSalary = (
      await send(admin, 'importdryrun', 'identificacion,nombre\n100600009,Ana\n', 'e.csv')
    ).json().data;
    expect(noSalary.validRows).toBe(0);
    expect(
      noSalary.problems.filter((p: { row: number }) => p.row === 1).map((p: { column: string }) => p.column),
    ).toEqual(
      IMPORT_COLUMNS.filter((c) => c.required && !['identificacion', 'nombre'].includes(c.column)).map(
        (c) => c.column,
      ),
    );
  });

  it('refuses files it cannot read (400), files over 5 MB (413), no file (400), and the auditor (403)', async () => {
    const broken = await send(admin, 'importdryrun', Buffer.from('PK\u0003\u0004garbage'), 'e.xlsx');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('IMPORT_FILE_INVALID');
    expect((await send(admin, 'importdryrun', 'a,b,c\n1,2,3\n', 'e.csv')).json().error.code).toBe(
      'IMPORT_FILE_INVALID',
    );
    const big = await send(admin, 'importdryrun', Buffer.alloc(5 * 1024 * 1024 + 10, 0x41), 'e.csv');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/importdryrun',
      headers: admin.headers,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toEqual({ archivo: 'Este campo es obligatorio.' });
    expect((await send(auditor, 'importdryrun', csvOf(MIXED), 'e.csv')).statusCode).toBe(403);
  });
});

describe('empleados/importemployees', () => {
  it('imports the valid rows in one transaction as a job, and reports the skipped rows', async () => {
    const before = await employeeCount();
    const res = await send(assistant, 'importemployees', csvOf(MIXED), 'empleados.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'employees', status: 'running', total: 2 });
    const job = await waitFor(assistant, res.json().data.jobId);
    expect(job).toMatchObject({ status: 'succeeded', processed: 2, total: 2, error: null });
    expect(job.result).toMatchObject({
      imported: 2,
      skipped: 2,
      employees: [
        { row: 2, num_empleado: 61 },
        { row: 4, num_empleado: 62 },
      ],
    });
    expect(job.result.problems).toHaveLength(4);
    expect(job.result.problems[0].reason).toBe(
      'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
    );
    expect(await employeeCount()).toBe(before + 2);

    const pedro = (
      await t.app.inject({
        method: 'POST',
        url: '/api/empleados/employeedata',
        headers: admin.headers,
        payload: { num_empleado: 61 },
      })
    ).json().data;
    expect(pedro).toMatchObject({
      nationalId: '100600001',
      fullName: 'Pedro Ramírez Solano',
      birthDate: '1990-03-14',
      civilStatus: 'married',
      nationality: 'CR',
      educationLevel: 'secondary',
      childrenCount: 2,
      spouseTaxCredit: true,
      bankCode: '151',
      departmentName: 'Producción',
      periodicity: 'weekly',
      entryDate: '2026-03-02',
      currentSalary: 42_500_050,
    });
    const salaries = await t.database.db
      .select()
      .from(employeeSalaries)
      .where(and(eq(employeeSalaries.companyId, 1), eq(employeeSalaries.employeeNumber, 62)));
    expect(salaries).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employee_created'));
    expect(audits.filter((a) => (a.after as { via?: string }).via === 'import')).toHaveLength(2);
    expect(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'employees_imported')),
    ).toHaveLength(1);
    // The job belongs to the company: another company cannot see it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/empleados/importstatus',
          headers: admin2.headers,
          payload: { jobId: job.jobId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/empleados/importstatus',
          headers: auditor.headers,
          payload: { jobId: job.jobId },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('imports nothing twice: the same file again only reports the ids now taken', async () => {
    const before = await employeeCount();
    const job = await waitFor(
      admin,
      (await send(admin, 'importemployees', csvOf(MIXED), 'e.csv')).json().data.jobId,
    );
    expect(job.result).toMatchObject({ imported: 0, skipped: 4 });
    expect(await employeeCount()).toBe(before);
  });

  it('refuses the auditor, and answers 404 for an unknown job', async () => {
    expect((await send(auditor, 'importemployees', csvOf(MIXED), 'e.csv')).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/empleados/importstatus',
      headers: admin.headers,
      payload: { jobId: randomUUID() },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('workers paid by the day or the hour (tipo_salario)', () => {
  it('imports a daily and an hourly wage as agreed, and names an unknown wage type', async () => {
    const rows: Row[] = [
      good({ identificacion: '100600071', nombre: 'Jornalero', salario: '15000', tipo_salario: 'diario' }),
      good({ identificacion: '100600072', nombre: 'Horas', salario: '2500', tipo_salario: 'Por hora' }),
      good({ identificacion: '100600073', nombre: 'Semana', salario: '90000', tipo_salario: 'semanal' }),
    ];
    const dry = (await send(admin, 'importdryrun', csvOf(rows), 'e.csv')).json().data;
    expect(dry).toMatchObject({ validRows: 2, invalidRows: 1 });
    expect(dry.problems).toEqual([
      expect.objectContaining({ row: 4, column: 'tipo_salario', value: 'semanal' }),
    ]);
    const job = await waitFor(
      admin,
      (await send(admin, 'importemployees', csvOf(rows), 'e.csv')).json().data.jobId,
    );
    expect(job.result).toMatchObject({ imported: 2, skipped: 1 });
    const stored = (
      (await t.database.db.execute(sql`
        select e.national_id, s.wage_type, s.wage, s.amount, h.quarter_hours_per_day * 15 as minutes
        from employee_salaries s
        join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
        join schedules h on h.company_id = e.company_id and h.id = e.schedule_id
        where s.company_id = 1 and e.national_id in ('100600071', '100600072') order by 1`)) as unknown as {
        rows: { national_id: string; wage_type: string; wage: string; amount: string; minutes: number }[];
      }
    ).rows;
    // ₡15 000 a day → ₡450 000 a month; ₡2 500 an hour × the schedule's hours × 30.
    expect(stored.map((r) => [r.wage_type, Number(r.wage), Number(r.amount)])).toEqual([
      ['daily', 1_500_000, 45_000_000],
      ['hourly', 250_000, (250_000 * Number(stored[1]!.minutes) * 30) / 60],
    ]);
  });
});
