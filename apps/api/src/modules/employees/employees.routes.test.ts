import { ibanCheckDigits, minimumWageFor } from '@planilla/domain';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  employeeLocalizations,
  employees,
  employeeSalaries,
  employmentPeriods,
} from '../../db/schema';
import { foldText } from '../../lib/text';
import { apiCalls, createTestApp, type Session, signInEveryRole, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;
const ids: Record<string, number> = {};
const ids2: Record<string, number> = {};
let exitTypeId = 0;

const iban = (bank: string, account = '00001234567890') => {
  const bban = `0${bank}${account}`;
  return `CR${ibanCheckDigits(bban)}${bban}`;
};

type Method = 'POST' | 'PUT' | 'DELETE';
const { call, data: ok } = apiCalls(() => t, 'es', { prefix: 'empleados/' });
const fieldsOf = async (s: Session, url: string, payload: object, lang = 'es', method: Method = 'POST') => {
  const res = await call(s, url, payload, method, lang);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  return res.json().error.fields as Record<string, string>;
};
/**
 * The employee numbers of a company as the database holds them now, in order: the list tests compare with
 * this instead of a seeded count (other tests create employees, and tests may run in any order).
 */
const numbersOf = async (companyId: number) =>
  (
    await t.database.db
      .select({ num: employees.employeeNumber })
      .from(employees)
      .where(eq(employees.companyId, companyId))
      .orderBy(employees.employeeNumber)
  ).map((r) => r.num);
const countEmployees = async () => (await t.database.db.select({ n: count() }).from(employees))[0]!.n;
const auditOf = (action: string, entityId: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

const newEmployee = (over: Record<string, unknown> = {}) => ({
  idType: 'fisica',
  nationalId: '1-0050-0001',
  firstName: 'Lucía',
  firstSurname: 'Núñez',
  secondSurname: 'Álvarez',
  birthDate: '1995-04-12',
  sex: 'female',
  civilStatus: 'single',
  nationality: 'CR',
  educationLevel: 'bachelor',
  childrenCount: 1,
  spouseTaxCredit: false,
  bankCode: '152',
  iban: iban('152'),
  email: 'Lucia.Nunez@Example.cr',
  phone: '8888-1234',
  departmentId: ids['dep:Administración'],
  occupationId: ids['occ:Asistente administrativo'],
  locationId: ids['loc:Oficinas Curridabat'],
  scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
  periodicity: 'monthly',
  entryDate: '2026-02-01',
  salary: 520_000_00,
  ...over,
});

const loadIds = async (s: Session, into: Record<string, number>) => {
  for (const [prefix, url] of [
    ['dep', 'departamentolista'],
    ['occ', 'ocupacionlista'],
    ['loc', 'ubicacionlista'],
    ['sch', 'horariolista'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/parametros/${url}`,
      headers: s.headers,
      payload: {},
    });
    for (const x of res.json().data as { id: number; name: string }[]) into[`${prefix}:${x.name}`] = x.id;
  }
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  await loadIds(admin, ids);
  await loadIds(admin2, ids2);
  const exits = await t.app.inject({
    method: 'POST',
    url: '/api/parametros/exitlist',
    headers: admin.headers,
    payload: {},
  });
  exitTypeId = exits.json().data.find((e: { code: string }) => e.code === 'resignation').id;
});
afterAll(async () => t?.close());

describe('empleados/employeeslist', () => {
  it('pages on the server: page 1 of 10 by default, only the session company', async () => {
    const numbers = await numbersOf(1);
    expect(numbers.length).toBeGreaterThanOrEqual(60);
    const one = await ok(admin, 'employeeslist', {});
    expect(one).toMatchObject({ page: 1, pageSize: 10, total: numbers.length });
    expect(one.items).toHaveLength(10);
    expect(one.items[0]).toEqual({
      num_empleado: expect.any(Number),
      idType: expect.stringMatching(/^(fisica|dimex)$/),
      nationalId: expect.stringMatching(/^\d{9,12}$/),
      fullName: expect.any(String),
      firstName: expect.any(String),
      firstSurname: expect.any(String),
      secondSurname: expect.any(String),
      departmentId: expect.any(Number),
      departmentName: expect.any(String),
      occupationName: expect.any(String),
      locationId: expect.any(Number),
      locationName: expect.any(String),
      scheduleName: expect.any(String),
      periodicity: expect.stringMatching(/^(weekly|biweekly|fortnightly|monthly)$/),
      status: expect.stringMatching(/^(active|inactive|exited)$/),
      active: expect.any(Boolean),
      entryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      exitDate: null,
      currentSalary: expect.any(Number),
      email: expect.toBeOneOf([expect.any(String), null]),
      phone: expect.any(String),
      selfService: expect.toBeOneOf(['none', 'invited', 'active', 'ended']),
      lastSignInAt: expect.toBeOneOf([expect.any(String), null]),
    });
    expect((await ok(admin2, 'employeeslist', {})).total).toBe((await numbersOf(2)).length);
    const lastPage = Math.ceil(numbers.length / 10);
    const last = await ok(admin, 'employeeslist', { page: lastPage, pageSize: 10, sortBy: 'num_empleado' });
    expect(last.items.map((e: { num_empleado: number }) => e.num_empleado)).toEqual(
      numbers.slice((lastPage - 1) * 10),
    );
    const beyond = await ok(admin, 'employeeslist', { page: 99 });
    expect(beyond).toMatchObject({ items: [], total: numbers.length, page: 99 });
  });

  it('sorts by name by default (surnames first), and by any offered column both ways', async () => {
    const all = (await ok(admin, 'employeeslist', { pageSize: 100 })).items as {
      firstSurname: string;
      num_empleado: number;
    }[];
    const surnames = all.map((e) => e.firstSurname);
    expect(surnames).toEqual([...surnames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const numbers = await numbersOf(1);
    const desc = await ok(admin, 'employeeslist', { sortBy: 'num_empleado', sortDir: 'desc', pageSize: 3 });
    expect(desc.items.map((e: { num_empleado: number }) => e.num_empleado)).toEqual(
      numbers.slice(-3).reverse(),
    );
    for (const sortBy of ['nationalId', 'entryDate', 'department', 'location', 'periodicity', 'status']) {
      const res = await call(admin, 'employeeslist', { sortBy, sortDir: 'desc' });
      expect(res.statusCode, sortBy).toBe(200);
      expect(res.json().data.total).toBe(numbers.length);
    }
    expect((await fieldsOf(admin, 'employeeslist', { sortBy: 'salary' })).sortBy).toBe(
      'El valor no es válido.',
    );
    expect((await fieldsOf(admin, 'employeeslist', { pageSize: 1000 })).pageSize).toBeDefined();
  });

  it('searches by name ignoring accents and case, by number and by national id with or without dashes', async () => {
    const [accented] = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, 1), eq(employees.firstSurname, 'Zúñiga')))
      .limit(1);
    const target =
      accented ??
      (await t.database.db.select().from(employees).where(eq(employees.companyId, 1)).limit(1))[0]!;
    const folded = foldText(target.firstSurname).toUpperCase();
    const found = await ok(admin, 'employeeslist', { search: folded, pageSize: 100 });
    expect(found.items.map((e: { num_empleado: number }) => e.num_empleado)).toContain(target.employeeNumber);
    for (const e of found.items) expect(foldText(e.fullName)).toContain(foldText(target.firstSurname));

    const twoWords = await ok(admin, 'employeeslist', {
      search: `${foldText(target.firstName.split(' ')[0]!)} ${target.firstSurname}`,
    });
    expect(twoWords.items.map((e: { num_empleado: number }) => e.num_empleado)).toContain(
      target.employeeNumber,
    );

    const id = target.nationalId;
    const dashed = id.length === 9 ? `${id[0]}-${id.slice(1, 5)}-${id.slice(5)}` : id;
    const byId = await ok(admin, 'employeeslist', { search: dashed });
    expect(byId.items.map((e: { num_empleado: number }) => e.num_empleado)).toEqual([target.employeeNumber]);

    const byNumber = await ok(admin, 'employeeslist', { search: '47', pageSize: 100 });
    expect(byNumber.items.map((e: { num_empleado: number }) => e.num_empleado)).toContain(47);

    expect((await ok(admin, 'employeeslist', { search: '%' })).total).toBe(0);
    expect((await ok(admin2, 'employeeslist', { search: id })).total).toBe(0);
  });

  it('filters by status, department, location and pay periodicity', async () => {
    const exited = await ok(admin, 'employeeslist', { status: 'exited', pageSize: 100 });
    expect(exited.total).toBe(3);
    for (const e of exited.items)
      expect(e).toMatchObject({ status: 'exited', active: false, exitDate: expect.any(String) });
    const inactive = await ok(admin, 'employeeslist', { status: 'inactive', pageSize: 100 });
    expect(inactive.total).toBe(2);
    for (const e of inactive.items)
      expect(e).toMatchObject({ status: 'inactive', active: false, exitDate: null });
    const everyone = await ok(admin, 'employeeslist', { pageSize: 100 });
    expect(everyone.total).toBeLessThanOrEqual(100);
    const active = everyone.items.filter((e: { status: string }) => e.status === 'active').length;
    expect(active).toBeGreaterThanOrEqual(55);
    expect((await ok(admin, 'employeeslist', { status: 'active' })).total).toBe(active);

    const dep = ids['dep:Producción']!;
    const byDep = await ok(admin, 'employeeslist', { departmentId: dep, pageSize: 100 });
    expect(byDep.total).toBeGreaterThan(0);
    for (const e of byDep.items) expect(e.departmentName).toBe('Producción');
    const loc = ids['loc:Oficinas Curridabat']!;
    for (const e of (await ok(admin, 'employeeslist', { locationId: loc, pageSize: 100 })).items)
      expect(e.locationId).toBe(loc);

    const totals: Record<string, number> = {};
    for (const periodicity of ['weekly', 'biweekly', 'fortnightly', 'monthly']) {
      const page = await ok(admin, 'employeeslist', { periodicity, pageSize: 100 });
      totals[periodicity] = page.total;
      for (const e of page.items) expect(e.periodicity).toBe(periodicity);
    }
    expect(Object.values(totals).every((n) => n > 0)).toBe(true);
    expect(Object.values(totals).reduce((a, b) => a + b, 0)).toBe((await numbersOf(1)).length);
    const combined = await ok(admin, 'employeeslist', {
      status: 'active',
      periodicity: 'weekly',
      departmentId: dep,
    });
    for (const e of combined.items)
      expect(e).toMatchObject({ status: 'active', periodicity: 'weekly', departmentName: 'Producción' });
  });

  it('lets the auditor read', async () => {
    expect((await call(auditor, 'employeeslist', {})).statusCode).toBe(200);
  });
});

describe('empleados/search and employeedata', () => {
  it('finds employees by name or number for the page search, 4 by default', async () => {
    const res = await ok(admin, 'search', { q: 'maria' });
    expect(res.length).toBeGreaterThan(0);
    expect(res.length).toBeLessThanOrEqual(4);
    for (const e of res) expect(foldText(e.fullName)).toContain('maria');
    expect(
      (await ok(admin, 'search', { q: '12' })).map((e: { num_empleado: number }) => e.num_empleado),
    ).toContain(12);
    expect((await fieldsOf(admin, 'search', {})).q).toBe('Este campo es obligatorio.');
  });

  it('keeps one status when asked (the department head picker: active employees only)', async () => {
    // Numbers, cédulas or names with a 1 in them: every status, then one status only.
    const all = (await ok(admin, 'search', { q: '1', limit: 20 })) as { status: string }[];
    const active = (await ok(admin, 'search', { q: '1', limit: 20, status: 'active' })) as {
      status: string;
    }[];
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((e) => e.status === 'active')).toBe(true);
    const exited = (await ok(admin, 'search', { q: '1', limit: 20, status: 'exited' })) as {
      status: string;
    }[];
    expect(exited.every((e) => e.status === 'exited')).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(active.length);
    expect((await fieldsOf(admin, 'search', { q: '1', status: 'gone' })).status).toEqual(expect.any(String));
  });

  it('answers one employee with names of what it references, or 404 in the request language', async () => {
    const e = await ok(admin, 'employeedata', { num_empleado: 3 });
    expect(e).toMatchObject({
      num_empleado: 3,
      status: 'active',
      scheduleName: expect.any(String),
      jornadaType: expect.any(String),
    });
    expect(e.iban).toMatch(/^CR\d{20}$/);
    const missing = await call(admin2, 'employeedata', { num_empleado: 60 }, 'POST', 'en');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'EMPLOYEE_NOT_FOUND',
      message: 'The employee was not found.',
    });
    const theirs = await ok(admin2, 'employeedata', { num_empleado: 3 });
    expect(theirs.nationalId).not.toBe(e.nationalId);
  });
});

describe('empleados/new', () => {
  it('creates the employee with the next number, the first period and the first salary, audited', async () => {
    const res = await ok(assistant, 'new', newEmployee());
    expect(res.warnings).toEqual([]);
    expect(res.employee).toMatchObject({
      num_empleado: 61,
      nationalId: '100500001',
      fullName: 'Lucía Núñez Álvarez',
      email: 'lucia.nunez@example.cr',
      iban: iban('152'),
      bankName: 'Banco de Costa Rica',
      departmentName: 'Administración',
      scheduleName: 'Oficina L-V 08:00-17:00',
      jornadaType: 'diurnal',
      status: 'active',
      entryDate: '2026-02-01',
      exitDate: null,
      currentSalary: 520_000_00,
      currentSalaryFrom: '2026-02-01',
    });
    expect(await ok(admin, 'entrylist', { num_empleado: 61 })).toEqual([
      {
        periodNo: 1,
        entryDate: '2026-02-01',
        exitDate: null,
        exitTypeId: null,
        exitTypeName: null,
        exitReason: null,
      },
    ]);
    const salaries = await ok(admin, 'salarieslist', { num_empleado: 61 });
    expect(salaries).toMatchObject({ currentAmount: 520_000_00, currentFrom: '2026-02-01' });
    expect(salaries.items[0]).toMatchObject({
      amount: 520_000_00,
      isCurrent: true,
      change: null,
      createdBy: 'asistente.rrhh',
    });
    const [audit] = await auditOf('employee_created', 61);
    expect(audit).toMatchObject({
      companyId: 1,
      userId: assistant.userId,
      userCode: 'asistente.rrhh',
      before: null,
    });
    expect(audit!.after).toMatchObject({
      num_empleado: 61,
      nationalId: '100500001',
      salary: { amount: 520_000_00 },
    });
    // The new employee is found by the list search without accents.
    expect(
      (await ok(admin, 'employeeslist', { search: 'nunez alvarez' })).items.map(
        (e: { num_empleado: number }) => e.num_empleado,
      ),
    ).toEqual([61]);
  });

  it('takes a number the company chooses, and refuses one in use with 409', async () => {
    const res = await ok(admin, 'new', newEmployee({ num_empleado: 500, nationalId: '100500002' }));
    expect(res.employee.num_empleado).toBe(500);
    const taken = await call(admin, 'new', newEmployee({ num_empleado: 500, nationalId: '100500003' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'EMPLOYEE_NUMBER_TAKEN',
      fields: { num_empleado: 'Ese número de empleado ya está en uso en esta empresa.' },
    });
    // After a chosen number, the next automatic one follows the highest.
    expect((await ok(admin, 'new', newEmployee({ nationalId: '100500004' }))).employee.num_empleado).toBe(
      501,
    );
  });

  it('refuses a national id already used in the company with a clear 409, and writes nothing', async () => {
    const before = await countEmployees();
    const es = await call(admin, 'new', newEmployee({ nationalId: '100500001' }));
    expect(es.statusCode).toBe(409);
    expect(es.json().error).toMatchObject({
      code: 'NATIONAL_ID_TAKEN',
      message: 'Ya existe un empleado con esa identificación en esta empresa.',
      fields: { nationalId: 'Ya existe un empleado con esa identificación en esta empresa.' },
    });
    const en = await call(admin, 'new', newEmployee({ nationalId: '1 0050 0001' }), 'POST', 'en');
    expect(en.json().error.message).toBe('An employee with that ID number already exists in this company.');
    expect(await countEmployees()).toBe(before);
    // Another company may employ the same person.
    const other = await call(
      admin2,
      'new',
      newEmployee({
        departmentId: ids2['dep:Administración'],
        occupationId: null,
        locationId: ids2['loc:Sede Paraíso'],
        scheduleId: ids2['sch:Diurna L-S 07:00-15:00'],
      }),
    );
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().data.employee.num_empleado).toBe(26);
  });

  it('warns, without refusing, about a salary below the legal minimum of the occupation', async () => {
    // Asistente administrativo is semi-skilled (TOSC): 2026 minimum 30 × ₡13,523.69 = ₡405,710.70.
    const res = await ok(admin, 'new', newEmployee({ nationalId: '100500005', salary: 300_000_00 }));
    const rule = minimumWageFor('semi_skilled', '2026-02-01')!;
    expect(res.warnings).toEqual([
      {
        code: 'BELOW_MINIMUM_WAGE',
        message:
          'El salario es inferior al salario mínimo legal vigente para esa fecha: Trabajador en ocupación semicalificada (TOSC).',
        minimumMonthly: 405_710_70,
        date: '2026-02-01',
        decree: rule.decree,
        minimumWageCategory: 'semi_skilled',
      },
    ]);
    expect(rule.monthly).toBe(405_710_70);
    expect(res.employee.currentSalary).toBe(300_000_00);
  });

  it("compares the salary with the minimum of the occupation's category, on create and in the salary tab", async () => {
    const welder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/paramPlanilla/newoccupation',
        headers: admin.headers,
        payload: { name: 'Soldador calificado', minimumWageCategory: 'skilled' },
      })
    ).json().data;
    // ₡410,000 ≥ ₡373,092.30 (TONC) but < ₡419,755.80 (TOC 2026, 30 × ₡13,991.86).
    const skilled = await ok(
      admin,
      'new',
      newEmployee({ nationalId: '100500030', occupationId: welder.id, salary: 410_000_00 }),
    );
    expect(skilled.warnings).toEqual([
      expect.objectContaining({
        code: 'BELOW_MINIMUM_WAGE',
        minimumMonthly: 419_755_80,
        minimumWageCategory: 'skilled',
        decree: 'Decreto 45303-MTSS',
      }),
    ]);
    const unskilled = await ok(
      admin,
      'new',
      newEmployee({ nationalId: '100500031', occupationId: ids['occ:Peón agrícola'], salary: 410_000_00 }),
    );
    expect(unskilled.warnings).toEqual([]);
    const raise = await ok(admin, 'newSalary', {
      num_empleado: skilled.employee.num_empleado,
      effectiveFrom: '2026-05-01',
      amount: 415_000_00,
    });
    expect(raise.warnings.map((w: { minimumWageCategory: string }) => w.minimumWageCategory)).toEqual([
      'skilled',
    ]);
    const enough = await ok(admin, 'newSalary', {
      num_empleado: skilled.employee.num_empleado,
      effectiveFrom: '2026-06-01',
      amount: 420_000_00,
    });
    expect(enough.warnings).toEqual([]);
  });

  it('validates the shape of every field, in the request language', async () => {
    const before = await countEmployees();
    const fields = await fieldsOf(admin, 'new', {
      num_empleado: -1,
      idType: 'licencia',
      nationalId: '',
      firstName: '',
      firstSurname: 5,
      secondSurname: 7,
      birthDate: '1995-02-30',
      sex: 'x',
      civilStatus: '',
      nationality: 'Costa Rica',
      educationLevel: 3,
      childrenCount: -2,
      spouseName: 8,
      spouseTaxCredit: 'si',
      bankCode: 'BCR',
      iban: 12,
      email: 'no-es-correo',
      phone: 'abc',
      departmentId: 'x',
      occupationId: 0,
      locationId: -3,
      scheduleId: null,
      periodicity: 'daily',
      entryDate: '01/02/2026',
      salary: 0,
    });
    expect(fields).toEqual({
      num_empleado: 'Escriba un número válido.',
      idType: 'El valor no es válido.',
      nationalId: 'Este campo es obligatorio.',
      firstName: 'Este campo es obligatorio.',
      firstSurname: 'Este campo es obligatorio.',
      secondSurname: 'El valor no es válido.',
      birthDate: 'La fecha no es válida.',
      sex: 'El valor no es válido.',
      civilStatus: 'Este campo es obligatorio.',
      nationality: 'La opción elegida no existe.',
      educationLevel: 'El valor no es válido.',
      childrenCount: 'Escriba un número válido.',
      spouseName: 'El valor no es válido.',
      spouseTaxCredit: 'El valor no es válido.',
      bankCode: 'La opción elegida no existe.',
      iban: 'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.',
      phone: 'El teléfono no es válido.',
      departmentId: 'La opción elegida no existe.',
      occupationId: 'La opción elegida no existe.',
      locationId: 'La opción elegida no existe.',
      scheduleId: 'La opción elegida no existe.',
      periodicity: 'El valor no es válido.',
      entryDate: 'La fecha no es válida.',
      salary: 'El monto debe ser mayor que cero.',
    });
    expect((await fieldsOf(admin, 'new', newEmployee({ salary: 1.5 }), 'en')).salary).toBe(
      'Enter a valid number.',
    );
    expect(await countEmployees()).toBe(before);
  });

  it('validates the national id by its type, the IBAN, its bank, the age and the catalogs', async () => {
    const before = await countEmployees();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { nationalId: '1-0050-001' },
        { nationalId: 'La identificación no tiene el formato del tipo elegido.' },
      ],
      [
        { idType: 'dimex', nationalId: '1005000099' },
        { nationalId: 'La identificación no tiene el formato del tipo elegido.' },
      ],
      [
        { idType: 'pasaporte', nationalId: 'AB-12/34' },
        { nationalId: 'La identificación no tiene el formato del tipo elegido.' },
      ],
      [
        { iban: 'CR00015200001234567890' },
        {
          iban: 'La cuenta IBAN no es válida: debe ser CR seguido de 20 dígitos con dígitos de control correctos.',
        },
      ],
      [{ bankCode: '151' }, { iban: 'La cuenta IBAN no pertenece al banco elegido.' }],
      [{ bankCode: null }, { bankCode: 'Este campo es obligatorio.' }],
      [{ iban: null }, { iban: 'Este campo es obligatorio.' }],
      [{ bankCode: '199', iban: iban('199') }, { bankCode: 'La opción elegida no existe.' }],
      [
        { birthDate: '2012-03-01' },
        { birthDate: 'La persona debe tener al menos 15 años a la fecha de ingreso.' },
      ],
      [{ civilStatus: 'comprometido' }, { civilStatus: 'La opción elegida no existe.' }],
      [{ nationality: 'ZZ' }, { nationality: 'La opción elegida no existe.' }],
      [{ educationLevel: 'kinder' }, { educationLevel: 'La opción elegida no existe.' }],
      [{ departmentId: ids2['dep:Soporte'] }, { departmentId: 'La opción elegida no existe.' }],
      [{ occupationId: 99999 }, { occupationId: 'La opción elegida no existe.' }],
      [{ locationId: ids2['loc:Sede Paraíso'] }, { locationId: 'La opción elegida no existe.' }],
      [{ scheduleId: ids2['sch:Diurna L-S 07:00-15:00'] }, { scheduleId: 'La opción elegida no existe.' }],
    ];
    for (const [over, expected] of cases) {
      expect(
        await fieldsOf(admin, 'new', newEmployee({ nationalId: '100500009', ...over })),
        JSON.stringify(over),
      ).toEqual(expected);
    }
    // Valid in their own formats: a DIMEX, a passport, an IBAN typed with spaces, no bank at all.
    const dimex = await ok(
      admin,
      'new',
      newEmployee({
        idType: 'dimex',
        nationalId: '155801234567',
        nationality: 'NI',
        bankCode: null,
        iban: null,
      }),
    );
    expect(dimex.employee).toMatchObject({
      idType: 'dimex',
      nationalId: '155801234567',
      bankCode: null,
      iban: null,
    });
    const spaced = iban('102', '12345678901234')
      .replace(/(.{4})/g, '$1 ')
      .trim();
    const passport = await ok(
      admin,
      'new',
      newEmployee({
        idType: 'pasaporte',
        nationalId: 'c01234567',
        nationality: 'US',
        bankCode: '102',
        iban: spaced,
      }),
    );
    expect(passport.employee).toMatchObject({ nationalId: 'C01234567', iban: iban('102', '12345678901234') });
    expect(await countEmployees()).toBe(before + 2);
  });

  it('refuses the auditor, and nothing is written', async () => {
    const before = await countEmployees();
    const res = await call(auditor, 'new', newEmployee({ nationalId: '100500010' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(await countEmployees()).toBe(before);
  });
});

describe('empleados/update', () => {
  it('changes only the fields sent; audited with before and after', async () => {
    const before = await ok(admin, 'employeedata', { num_empleado: 61 });
    const res = await ok(
      assistant,
      'update',
      {
        num_empleado: 61,
        phone: '8777-0000',
        email: null,
        childrenCount: 2,
        periodicity: 'fortnightly',
        // The periodicity is a history: this change replaces the one recorded at hiring (2026-02-01).
        effectiveFrom: '2026-02-01',
      },
      'PUT',
    );
    expect(res.employee).toMatchObject({
      ...before,
      phone: '8777-0000',
      email: null,
      childrenCount: 2,
      periodicity: 'fortnightly',
      updatedAt: expect.any(String),
    });
    const [audit] = await auditOf('employee_updated', 61);
    expect(audit!.before).toMatchObject({
      phone: '8888-1234',
      email: 'lucia.nunez@example.cr',
      periodicity: 'monthly',
    });
    expect(audit!.after).toMatchObject({ phone: '8777-0000', email: null, periodicity: 'fortnightly' });
  });

  it('validates the merged record: a new id type needs a matching id; bank and IBAN go together', async () => {
    expect(await fieldsOf(admin, 'update', { num_empleado: 61, idType: 'dimex' }, 'es', 'PUT')).toEqual({
      nationalId: 'La identificación no tiene el formato del tipo elegido.',
    });
    expect(await fieldsOf(admin, 'update', { num_empleado: 61, iban: null }, 'es', 'PUT')).toEqual({
      iban: 'Este campo es obligatorio.',
    });
    expect(await fieldsOf(admin, 'update', { num_empleado: 61, bankCode: '161' }, 'es', 'PUT')).toEqual({
      iban: 'La cuenta IBAN no pertenece al banco elegido.',
    });
    const moved = await ok(admin, 'update', { num_empleado: 61, bankCode: '161', iban: iban('161') }, 'PUT');
    expect(moved.employee).toMatchObject({
      bankCode: '161',
      bankName: 'Banco Popular y de Desarrollo Comunal',
    });
    const cleared = await ok(admin, 'update', { num_empleado: 61, bankCode: null, iban: null }, 'PUT');
    expect(cleared.employee).toMatchObject({ bankCode: null, iban: null });
  });

  it("refuses another employee's national id with 409, an unknown employee with 404, and the auditor with 403", async () => {
    const other = await ok(admin, 'employeedata', { num_empleado: 3 });
    const taken = await call(
      admin,
      'update',
      { num_empleado: 61, nationalId: other.nationalId, idType: other.idType },
      'PUT',
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('NATIONAL_ID_TAKEN');
    expect((await call(admin2, 'update', { num_empleado: 61, phone: '2222-2222' }, 'PUT')).statusCode).toBe(
      404,
    );
    const refused = await call(auditor, 'update', { num_empleado: 61, phone: '2222-2222' }, 'PUT');
    expect(refused.statusCode).toBe(403);
    expect((await ok(admin, 'employeedata', { num_empleado: 61 })).phone).toBe('8777-0000');
  });

  it('keeps a time-clock badge code, unique in the company, and clears it with null', async () => {
    const set = await ok(admin, 'update', { num_empleado: 61, badgeCode: ' TAR-0061 ' }, 'PUT');
    expect(set.employee.badgeCode).toBe('TAR-0061');
    expect((await ok(admin, 'employeedata', { num_empleado: 61 })).badgeCode).toBe('TAR-0061');
    const taken = await call(admin, 'update', { num_empleado: 3, badgeCode: 'TAR-0061' }, 'PUT');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'BADGE_CODE_TAKEN',
      fields: { badgeCode: 'Otro empleado de esta empresa ya marca con ese código.' },
    });
    expect((await ok(admin, 'employeedata', { num_empleado: 3 })).badgeCode).toBeNull();
    expect(await fieldsOf(admin, 'update', { num_empleado: 3, badgeCode: 'a b' }, 'en', 'PUT')).toEqual({
      badgeCode: 'The badge code takes 1 to 20 letters, digits, dots or dashes.',
    });
    const cleared = await ok(admin, 'update', { num_empleado: 61, badgeCode: null }, 'PUT');
    expect(cleared.employee.badgeCode).toBeNull();
  });
});

describe('empleados/updatehorarioubicacion and updatehorariubicacion', () => {
  it('changes schedule and location through either method, audited', async () => {
    const put = await ok(
      assistant,
      'updatehorarioubicacion',
      {
        num_empleado: 61,
        scheduleId: ids['sch:Mixta L-S 14:00-21:00'],
        locationId: ids['loc:Beneficio San Marcos'],
        // The assignment is a history: from the hiring date on (it replaces the row recorded then).
        effectiveFrom: '2026-02-01',
      },
      'PUT',
    );
    expect(put.employee).toMatchObject({
      scheduleName: 'Mixta L-S 14:00-21:00',
      jornadaType: 'mixed',
      locationName: 'Beneficio San Marcos',
    });
    const post = await ok(assistant, 'updatehorariubicacion', { num_empleado: 61, locationId: null });
    expect(post.employee).toMatchObject({
      scheduleName: 'Mixta L-S 14:00-21:00',
      locationId: null,
      locationName: null,
    });
    expect(await auditOf('employee_assignment_updated', 61)).toHaveLength(2);
  });

  it('validates the schedule and location of the company, and needs one of them', async () => {
    expect(
      await fieldsOf(
        admin,
        'updatehorarioubicacion',
        { num_empleado: 61, scheduleId: ids2['sch:Diurna L-S 07:00-15:00'] },
        'es',
        'PUT',
      ),
    ).toEqual({
      scheduleId: 'La opción elegida no existe.',
    });
    expect(await fieldsOf(admin, 'updatehorariubicacion', { num_empleado: 61 })).toEqual({
      scheduleId: 'Indique al menos un dato para cambiar.',
    });
    expect(
      (await call(auditor, 'updatehorarioubicacion', { num_empleado: 61, locationId: null }, 'PUT'))
        .statusCode,
    ).toBe(403);
  });
});

describe('empleados/inactivate and activate', () => {
  it('suspends and reactivates: the period stays open, nothing is deleted', async () => {
    const off = await ok(assistant, 'inactivate', {
      num_empleado: 61,
      reason: 'Permiso sin goce de salario',
    });
    expect(off.employee).toMatchObject({
      status: 'inactive',
      active: false,
      statusReason: 'Permiso sin goce de salario',
      exitDate: null,
    });
    const again = await call(admin, 'inactivate', { num_empleado: 61, reason: 'Otra vez' }, 'POST', 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'EMPLOYEE_ALREADY_INACTIVE',
      message: 'The employee is already inactive.',
    });
    expect(
      (await ok(admin, 'employeeslist', { status: 'inactive', search: 'nunez' })).items.map(
        (e: { num_empleado: number }) => e.num_empleado,
      ),
    ).toContain(61);
    expect(
      await fieldsOf(admin, 'activate', { num_empleado: 61, reason: 'Regresa', entryDate: '2026-08-01' }),
    ).toEqual({
      entryDate: 'Este dato no aplica en la situación actual del empleado.',
    });
    const on = await ok(assistant, 'activate', { num_empleado: 61, reason: 'Regresa del permiso' });
    expect(on.employee).toMatchObject({
      status: 'active',
      statusReason: 'Regresa del permiso',
      entryDate: '2026-02-01',
    });
    expect((await call(admin, 'activate', { num_empleado: 61, reason: 'Otra vez' })).json().error.code).toBe(
      'EMPLOYEE_ALREADY_ACTIVE',
    );
    expect(await auditOf('employee_inactivated', 61)).toHaveLength(1);
    expect(await auditOf('employee_activated', 61)).toHaveLength(1);
  });

  it('records an exit with date, type and reason, validated', async () => {
    expect(
      await fieldsOf(admin, 'inactivate', { num_empleado: 61, reason: 'Renuncia', exitDate: '2026-09-30' }),
    ).toEqual({ exitTypeId: 'Este campo es obligatorio.' });
    expect(await fieldsOf(admin, 'inactivate', { num_empleado: 61, reason: 'Renuncia', exitTypeId })).toEqual(
      { exitDate: 'Este campo es obligatorio.' },
    );
    expect(
      await fieldsOf(admin, 'inactivate', {
        num_empleado: 61,
        reason: 'Renuncia',
        exitDate: '2026-01-15',
        exitTypeId,
      }),
    ).toEqual({
      exitDate: 'La fecha no puede ser anterior a la fecha de ingreso.',
    });
    expect(
      await fieldsOf(admin, 'inactivate', {
        num_empleado: 61,
        reason: 'Renuncia',
        exitDate: '2026-09-30',
        exitTypeId: 99999,
      }),
    ).toEqual({
      exitTypeId: 'La opción elegida no existe.',
    });
    expect((await fieldsOf(admin, 'inactivate', { num_empleado: 61, reason: '' })).reason).toBe(
      'Este campo es obligatorio.',
    );
    expect((await ok(admin, 'employeedata', { num_empleado: 61 })).status).toBe('active');

    const out = await ok(assistant, 'inactivate', {
      num_empleado: 61,
      reason: 'Renuncia voluntaria',
      exitDate: '2026-09-30',
      exitTypeId,
    });
    expect(out.employee).toMatchObject({
      status: 'exited',
      active: false,
      exitDate: '2026-09-30',
      entryDate: '2026-02-01',
    });
    expect(await ok(admin, 'entrylist', { num_empleado: 61 })).toEqual([
      {
        periodNo: 1,
        entryDate: '2026-02-01',
        exitDate: '2026-09-30',
        exitTypeId,
        exitTypeName: 'Renuncia',
        exitReason: 'Renuncia voluntaria',
      },
    ]);
    expect(
      (
        await call(admin, 'inactivate', {
          num_empleado: 61,
          reason: 'Otra',
          exitDate: '2026-10-01',
          exitTypeId,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('opens a new period on re-entry, after the last exit, optionally with a new salary', async () => {
    expect(await fieldsOf(admin, 'activate', { num_empleado: 61, reason: 'Reingreso' })).toEqual({
      entryDate: 'Este campo es obligatorio.',
    });
    expect(
      await fieldsOf(admin, 'activate', { num_empleado: 61, reason: 'Reingreso', entryDate: '2026-09-30' }),
    ).toEqual({
      entryDate: 'La fecha de reingreso debe ser posterior a la última salida.',
    });
    const back = await ok(assistant, 'activate', {
      num_empleado: 61,
      reason: 'Reingreso',
      entryDate: '2026-10-15',
      salary: 560_000_00,
    });
    expect(back.employee).toMatchObject({ status: 'active', entryDate: '2026-10-15', exitDate: null });
    const periods = await ok(admin, 'entrylist', { num_empleado: 61 });
    expect(
      periods.map((p: { periodNo: number; entryDate: string; exitDate: string | null }) => [
        p.periodNo,
        p.entryDate,
        p.exitDate,
      ]),
    ).toEqual([
      [1, '2026-02-01', '2026-09-30'],
      [2, '2026-10-15', null],
    ]);
    const salaries = await ok(admin, 'salarieslist', { num_empleado: 61 });
    expect(
      salaries.items.map((s: { effectiveFrom: string; amount: number }) => [s.effectiveFrom, s.amount]),
    ).toEqual([
      ['2026-10-15', 560_000_00],
      ['2026-02-01', 520_000_00],
    ]);
    expect(await auditOf('employee_reentered', 61)).toHaveLength(1);
  });

  it('refuses the auditor and a missing employee, and changes nothing', async () => {
    expect((await call(auditor, 'inactivate', { num_empleado: 61, reason: 'Intento' })).statusCode).toBe(403);
    expect((await call(admin2, 'inactivate', { num_empleado: 61, reason: 'Intento' })).statusCode).toBe(404);
    expect((await ok(admin, 'employeedata', { num_empleado: 61 })).status).toBe('active');
  });
});

describe('empleados/salarieslist and newSalary', () => {
  it('adds effective-dated rows after the last one; the row in force today is current', async () => {
    const future = await ok(manager, 'newSalary', {
      num_empleado: 61,
      effectiveFrom: '2099-01-01',
      amount: 600_000_00,
      reason: 'Aumento pactado',
    });
    expect(future.salary).toMatchObject({
      effectiveFrom: '2099-01-01',
      amount: 600_000_00,
      isCurrent: false,
      change: 40_000_00,
      changePercent: 7.14,
      createdBy: 'planillas',
    });
    expect(future.warnings).toEqual([]);
    const list = await ok(admin, 'salarieslist', { num_empleado: 61 });
    expect(list.currentAmount).toBe(560_000_00);
    expect(list.items.map((s: { isCurrent: boolean }) => s.isCurrent)).toEqual([false, true, false]);
    const [audit] = await auditOf('employee_salary_added', 61);
    expect(audit!.before).toMatchObject({ currentSalary: 560_000_00 });
    expect(audit!.after).toMatchObject({ effectiveFrom: '2099-01-01', amount: 600_000_00 });
  });

  it('never edits history: a date on or before the last row, or before the entry, is refused', async () => {
    const rows = async () =>
      (
        await t.database.db
          .select()
          .from(employeeSalaries)
          .where(and(eq(employeeSalaries.companyId, 1), eq(employeeSalaries.employeeNumber, 61)))
      ).length;
    const before = await rows();
    expect(
      await fieldsOf(admin, 'newSalary', {
        num_empleado: 61,
        effectiveFrom: '2099-01-01',
        amount: 610_000_00,
      }),
    ).toEqual({
      effectiveFrom: 'La fecha de vigencia debe ser posterior a la del último salario registrado.',
    });
    expect(
      await fieldsOf(admin, 'newSalary', {
        num_empleado: 61,
        effectiveFrom: '2026-10-01',
        amount: 610_000_00,
      }),
    ).toEqual({
      effectiveFrom: 'La fecha no puede ser anterior a la fecha de ingreso.',
    });
    expect(
      await fieldsOf(admin, 'newSalary', { num_empleado: 61, effectiveFrom: '2099-13-01', amount: -5 }),
    ).toEqual({
      effectiveFrom: 'La fecha no es válida.',
      amount: 'El monto debe ser mayor que cero.',
    });
    expect(
      (
        await call(auditor, 'newSalary', {
          num_empleado: 61,
          effectiveFrom: '2099-02-01',
          amount: 610_000_00,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(admin2, 'newSalary', { num_empleado: 61, effectiveFrom: '2099-02-01', amount: 610_000_00 }))
        .statusCode,
    ).toBe(404);
    expect(await rows()).toBe(before);
  });

  it('warns about a salary under the minimum wage', async () => {
    const res = await ok(admin, 'newSalary', {
      num_empleado: 61,
      effectiveFrom: '2099-06-01',
      amount: 100_000_00,
    });
    // 2099 compares with the last minimum wage enacted (2026), in force until a newer one is registered.
    expect(res.warnings.map((w: { code: string; decree: string }) => [w.code, w.decree])).toEqual([
      ['BELOW_MINIMUM_WAGE', 'Decreto 45303-MTSS'],
    ]);
    const e = await ok(
      admin,
      'new',
      newEmployee({ nationalId: '100500020', entryDate: '2026-03-01', salary: 400_000_00 }),
    );
    const low = await ok(admin, 'newSalary', {
      num_empleado: e.employee.num_empleado,
      effectiveFrom: '2026-04-01',
      amount: 200_000_00,
    });
    expect(low.warnings.map((w: { code: string }) => w.code)).toEqual(['BELOW_MINIMUM_WAGE']);
  });
});

describe('localizations', () => {
  let first = 0;
  it('adds addresses with province, canton and district; one primary', async () => {
    const a = await ok(assistant, 'newLocalization', {
      num_empleado: 61,
      provinceCode: '1',
      cantonCode: '105',
      districtCode: '10501',
      address: 'Del templo 100 m norte',
      mobile: '8111-2222',
      isPrimary: true,
    });
    first = a.localizationId;
    expect(a).toMatchObject({
      kind: 'home',
      provinceName: 'San José',
      cantonName: 'Tarrazú',
      districtName: 'San Marcos',
      isPrimary: true,
      phone: null,
    });
    const b = await ok(assistant, 'newLocalization', {
      num_empleado: 61,
      kind: 'emergency',
      provinceCode: '3',
      cantonCode: '302',
      districtCode: '30203',
      address: 'Orosi centro',
      contactName: 'Rosa Álvarez',
      phone: '2533-0000',
      isPrimary: true,
    });
    const list = await ok(admin, 'localizationlist', { num_empleado: 61 });
    expect(
      list.map((l: { localizationId: number; isPrimary: boolean }) => [l.localizationId, l.isPrimary]),
    ).toEqual([
      [b.localizationId, true],
      [first, false],
    ]);
    expect(await auditOf('employee_localization_created', 61)).toHaveLength(2);
  });

  it('validates the territorial codes: they exist and nest', async () => {
    const base = {
      num_empleado: 61,
      address: 'Casa',
      provinceCode: '1',
      cantonCode: '105',
      districtCode: '10501',
    };
    expect(await fieldsOf(admin, 'newLocalization', { ...base, cantonCode: '302' })).toEqual({
      cantonCode: 'El cantón o el distrito no pertenece a la provincia o al cantón elegido.',
      districtCode: 'El cantón o el distrito no pertenece a la provincia o al cantón elegido.',
    });
    expect(await fieldsOf(admin, 'newLocalization', { ...base, districtCode: '10504' })).toEqual({
      districtCode: 'La opción elegida no existe.',
    });
    expect(await fieldsOf(admin, 'newLocalization', { ...base, provinceCode: '8', address: '' })).toEqual({
      provinceCode: 'La opción elegida no existe.',
      address: 'Este campo es obligatorio.',
    });
    expect(await fieldsOf(admin, 'newLocalization', { ...base, email: 'x@', kind: 'trabajo' })).toEqual({
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@empresa.cr.',
      kind: 'El valor no es válido.',
    });
  });

  it('modifies and deletes, audited with before and after; another company gets 404', async () => {
    const changed = await ok(
      assistant,
      'modifylocalization',
      {
        num_empleado: 61,
        localizationId: first,
        provinceCode: '1',
        cantonCode: '117',
        districtCode: '11701',
        address: 'Santa María de Dota',
        isPrimary: true,
      },
      'PUT',
    );
    expect(changed).toMatchObject({
      cantonName: 'Dota',
      districtName: 'Santa María',
      isPrimary: true,
      mobile: null,
    });
    const [modAudit] = await auditOf('employee_localization_updated', 61);
    expect(modAudit!.before).toMatchObject({ cantonCode: '105' });
    expect(modAudit!.after).toMatchObject({ cantonCode: '117' });
    const primaries = (await ok(admin, 'localizationlist', { num_empleado: 61 })).filter(
      (l: { isPrimary: boolean }) => l.isPrimary,
    );
    expect(primaries.map((l: { localizationId: number }) => l.localizationId)).toEqual([first]);

    const foreign = await call(
      admin2,
      'deletelocalization',
      { num_empleado: 61, localizationId: first },
      'DELETE',
    );
    expect(foreign.statusCode).toBe(404);
    const wrongEmployee = await call(
      admin,
      'deletelocalization',
      { num_empleado: 3, localizationId: first },
      'DELETE',
    );
    expect(wrongEmployee.json().error.code).toBe('LOCALIZATION_NOT_FOUND');
    expect(
      (await call(auditor, 'deletelocalization', { num_empleado: 61, localizationId: first }, 'DELETE'))
        .statusCode,
    ).toBe(403);
    expect(
      await ok(assistant, 'deletelocalization', { num_empleado: 61, localizationId: first }, 'DELETE'),
    ).toEqual({ deleted: true, localizationId: first });
    expect(
      (await ok(admin, 'localizationlist', { num_empleado: 61 })).map(
        (l: { localizationId: number }) => l.localizationId,
      ),
    ).not.toContain(first);
    const [delAudit] = await auditOf('employee_localization_deleted', 61);
    expect(delAudit).toMatchObject({ after: null });
    expect(delAudit!.before).toMatchObject({ localizationId: first });
    const left = await t.database.db
      .select()
      .from(employeeLocalizations)
      .where(eq(employeeLocalizations.id, first));
    expect(left).toEqual([]);
  });
});

describe('employeeprojection and vacationentitlement (the payroll engine)', () => {
  it('projects the next period line by line: gross, deductions, net, employer cost', async () => {
    const p = await ok(auditor, 'employeeprojection', { num_empleado: 61, date: '2026-11-10' });
    expect(p).toMatchObject({
      num_empleado: 61,
      period: { periodicity: 'fortnightly', start: '2026-11-01', end: '2026-11-15' },
      payDate: '2026-11-15',
      ruleSetYear: 2026,
      monthlySalary: 560_000_00,
      jornada: { type: 'mixed', hoursPerDay: 7 },
    });
    const codes = p.lines.map((l: { code: string }) => l.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'ORDINARY_PAY',
        'CCSS_SEM_WORKER',
        'CCSS_IVM_WORKER',
        'BANCO_POPULAR_WORKER',
        'CCSS_SEM_EMPLOYER',
        'PROVISION_AGUINALDO',
      ]),
    );
    const ordinary = p.lines.find((l: { code: string }) => l.code === 'ORDINARY_PAY');
    expect(ordinary).toMatchObject({
      kind: 'earning',
      quantity: 15,
      unit: 'days',
      amount: 280_000_00,
      legalRef: expect.any(String),
    });
    const sum = (kind: string) =>
      p.lines
        .filter((l: { kind: string }) => l.kind === kind)
        .reduce((a: number, l: { amount: number }) => a + l.amount, 0);
    expect(p.totals.gross).toBe(sum('earning'));
    expect(p.totals.deductions).toBe(sum('deduction'));
    expect(p.totals.net).toBe(p.totals.gross - p.totals.deductions);
    expect(p.totals.employerCost).toBe(p.totals.gross + p.totals.employerCharges + p.totals.provisions);
    expect(p.blockers).toEqual([]);
  });

  it('uses the periodicity of the employee, and answers 409 for a date without payroll rules', async () => {
    const weekly = await ok(admin, 'employeeslist', { periodicity: 'weekly', status: 'active', pageSize: 1 });
    const p = await ok(admin, 'employeeprojection', {
      num_empleado: weekly.items[0].num_empleado,
      date: '2026-11-10',
    });
    expect(p.period).toEqual({ periodicity: 'weekly', start: '2026-11-09', end: '2026-11-15' });
    // Any date computes: past the last registered decree the 2026 values carry forward, with a warning.
    const later = await ok(admin, 'employeeprojection', { num_empleado: 61, date: '2035-01-10' });
    expect(later.warnings.map((w: { code: string }) => w.code)).toContain('RULES_CARRIED_FORWARD');
    expect((await call(admin2, 'employeeprojection', { num_empleado: 61 })).statusCode).toBe(404);
  });

  it('answers the vacation entitlement of the current employment', async () => {
    const v = await ok(admin, 'vacationentitlement', { num_empleado: 61, asOf: '2026-12-15' });
    expect(v).toMatchObject({
      num_empleado: 61,
      hireDate: '2026-10-15',
      asOf: '2026-12-15',
      workDaysPerWeek: 6,
      daysPerPeriod: 12,
      takenDays: 0,
    });
    expect(v.periods).toHaveLength(1);
    expect(v.periods[0]).toMatchObject({ index: 1, status: 'accruing' });
    expect(v.accruedDays).toBeCloseTo(2, 0);
  });
});

describe('empleados/employeesexport', () => {
  it('exports the filtered list as Excel, with headers in the request language', async () => {
    const res = await call(admin, 'employeesexport', { format: 'xlsx', status: 'exited' }, 'POST', 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="empleados-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Number');
    expect(ws.rowCount).toBe(1 + 3);
    expect(ws.getRow(2).getCell(9).value).toBe('Exited');
  });

  it('exports CSV with a BOM for Excel', async () => {
    const res = await call(admin, 'employeesexport', { format: 'csv', periodicity: 'monthly' });
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.rawPayload.toString('utf8');
    // Spanish: `;`, dd/mm/yyyy dates and `,` decimals, as Excel in Costa Rica opens them.
    expect(text.startsWith('\uFEFFNúmero;Identificación;Nombre completo')).toBe(true);
    expect(text).toMatch(/;\d{2}\/\d{2}\/\d{4};/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const total = (await ok(admin, 'employeeslist', { periodicity: 'monthly' })).total;
    expect(text.trim().split('\r\n')).toHaveLength(1 + total);

    // English: `,` and the BOM too.
    const en = (await call(admin, 'employeesexport', { format: 'csv', periodicity: 'monthly' }, 'POST', 'en'))
      .rawPayload;
    expect(en.toString('utf8').startsWith('\uFEFFNumber,ID number,Full name')).toBe(true);
  });
});

describe('tenancy of employee data', () => {
  it('keeps each company to its own employees and their periods', async () => {
    const mine = await t.database.db
      .select({ n: count() })
      .from(employmentPeriods)
      .where(eq(employmentPeriods.companyId, 2));
    expect(mine[0]!.n).toBeGreaterThanOrEqual(25);
    for (const url of [
      'entrylist',
      'salarieslist',
      'localizationlist',
      'employeedata',
      'vacationentitlement',
    ]) {
      const res = await call(admin2, url, { num_empleado: 61 });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('home address at hiring, salaries after an exit, exact matches in the page search', () => {
  const homeAddress = {
    provinceCode: '2',
    cantonCode: '201',
    districtCode: '20101',
    address: '150 m sur del parque central',
  };

  it('stores the home address given with empleados/new as the primary localization, audited', async () => {
    const res = await ok(assistant, 'new', newEmployee({ nationalId: '1-0050-0801', homeAddress }));
    const num = res.employee.num_empleado as number;
    const [home] = await ok(admin, 'localizationlist', { num_empleado: num });
    expect(home).toMatchObject({
      kind: 'home',
      isPrimary: true,
      provinceName: 'Alajuela',
      cantonName: 'Alajuela',
      address: '150 m sur del parque central',
    });
    const [audit] = await auditOf('employee_created', num);
    expect(audit!.after).toMatchObject({ homeAddress: { districtCode: '20101', isPrimary: true } });
  });

  it('refuses an address whose canton or district is elsewhere, with nothing written', async () => {
    const before = await countEmployees();
    const localizations = (await t.database.db.select({ n: count() }).from(employeeLocalizations))[0]!.n;
    expect(
      await fieldsOf(
        admin,
        'new',
        newEmployee({
          nationalId: '1-0050-0802',
          homeAddress: { ...homeAddress, cantonCode: '105', districtCode: '10999' },
        }),
        'en',
      ),
    ).toEqual({
      'homeAddress.cantonCode': 'The canton or district does not belong to the chosen province or canton.',
      'homeAddress.districtCode': 'The chosen option does not exist.',
    });
    expect(
      (
        await fieldsOf(
          admin,
          'new',
          newEmployee({ nationalId: '1-0050-0802', homeAddress: { provinceCode: '2' } }),
        )
      )['homeAddress.address'],
    ).toBe('Este campo es obligatorio.');
    expect(await countEmployees()).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(employeeLocalizations))[0]!.n).toBe(
      localizations,
    );
  });

  it('takes a retroactive salary inside a closed period but none after the exit', async () => {
    const { employee } = await ok(
      admin,
      'new',
      newEmployee({ nationalId: '1-0050-0803', entryDate: '2025-01-06' }),
    );
    const num = employee.num_empleado as number;
    await ok(admin, 'inactivate', {
      num_empleado: num,
      reason: 'Renuncia',
      exitDate: '2025-12-31',
      exitTypeId,
    });
    expect(
      await fieldsOf(admin, 'newSalary', {
        num_empleado: num,
        effectiveFrom: '2026-01-15',
        amount: 600_000_00,
      }),
    ).toEqual({
      effectiveFrom: 'La fecha es posterior a la salida del empleado: registre primero el reingreso.',
    });
    // Refused: the history still holds only the first salary, and no audit row was written.
    expect((await ok(admin, 'salarieslist', { num_empleado: num })).items).toHaveLength(1);
    expect(await auditOf('employee_salary_added', num)).toHaveLength(0);
    const inside = await ok(admin, 'newSalary', {
      num_empleado: num,
      effectiveFrom: '2025-07-01',
      amount: 560_000_00,
      reason: 'Aumento de ley retroactivo',
    });
    expect(inside.salary).toMatchObject({ effectiveFrom: '2025-07-01', amount: 560_000_00 });
  });

  it('puts the exact employee number or national id first in the page search', async () => {
    const byNumber = await ok(admin, 'search', { q: '47' });
    expect(byNumber[0].num_empleado).toBe(47);
    const someone = await ok(admin, 'employeedata', { num_empleado: 5 });
    const byId = await ok(admin, 'search', { q: someone.nationalId });
    expect(byId[0].num_empleado).toBe(5);
  });
});
