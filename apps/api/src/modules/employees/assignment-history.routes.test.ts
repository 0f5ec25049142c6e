import { addDays } from '@planilla/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { todayInCostaRica } from '../../lib/dates';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';
import { applyAssignmentsInForce } from './employee-assignments';

/**
 * The work assignment (schedule, location, department, occupation) and the pay periodicity take effect from
 * a date and keep their history, like salaries: empleados/updatehorarioubicacion, updateperiodicity,
 * assignmentlist and periodicitylist, and the dated fields of empleados/update.
 */
let t: TestApp;
let admin: Session;
let admin2: Session;
let auditor: Session;
let assistant: Session;
const ids: Record<string, number> = {};
const ids2: Record<string, number> = {};
const today = todayInCostaRica();

type Method = 'POST' | 'PUT';
const { call, data: ok } = apiCalls(() => t, 'es', { prefix: 'empleados/' });
const refusedFields = async (
  s: Session,
  url: string,
  payload: object,
  method: Method = 'POST',
  lang = 'es',
) => {
  const res = await call(s, url, payload, method, lang);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_ERROR');
  return res.json().error.fields as Record<string, string>;
};
const auditOf = (action: string, num: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(num))));

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

let seq = 0;
/** A new employee of company 1, hired on `entryDate` on the office schedule, paid monthly. */
const hire = async (entryDate: string): Promise<number> => {
  seq += 1;
  const res = await ok(admin, 'new', {
    idType: 'pasaporte',
    nationalId: `HIST${String(seq).padStart(4, '0')}`,
    firstName: 'Ana',
    firstSurname: 'Historia',
    birthDate: '1990-05-05',
    sex: 'female',
    civilStatus: 'single',
    nationality: 'CR',
    childrenCount: 0,
    spouseTaxCredit: false,
    departmentId: ids['dep:Administración'],
    occupationId: ids['occ:Asistente administrativo'],
    locationId: ids['loc:Oficinas Curridabat'],
    scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
    periodicity: 'monthly',
    entryDate,
    salary: 600_000_00,
  });
  return res.employee.num_empleado as number;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, auditor, assistant } = await signInEveryRole(t.app));
  await loadIds(admin, ids);
  await loadIds(admin2, ids2);
});
afterAll(async () => t?.close());

describe('the histories of a new employee', () => {
  it('start on the entry date with what the employee was hired with', async () => {
    const num = await hire('2026-01-05');
    const assignments = await ok(auditor, 'assignmentlist', { num_empleado: num });
    expect(assignments.items).toEqual([
      {
        effectiveFrom: '2026-01-05',
        scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
        scheduleName: 'Oficina L-V 08:00-17:00',
        jornadaType: 'diurnal',
        hoursPerDay: 8,
        locationId: ids['loc:Oficinas Curridabat'],
        locationName: 'Oficinas Curridabat',
        departmentId: ids['dep:Administración'],
        departmentName: 'Administración',
        occupationId: ids['occ:Asistente administrativo'],
        occupationName: 'Asistente administrativo',
        reason: null,
        isCurrent: true,
        createdAt: expect.any(String),
        createdBy: null,
      },
    ]);
    const periodicities = await ok(auditor, 'periodicitylist', { num_empleado: num });
    expect(periodicities.items).toEqual([
      {
        effectiveFrom: '2026-01-05',
        periodicity: 'monthly',
        reason: null,
        isCurrent: true,
        createdAt: expect.any(String),
        createdBy: null,
      },
    ]);
  });

  it('exist for every seeded employee too (the migration and the insert trigger)', async () => {
    const list = await ok(admin, 'employeeslist', { pageSize: 100 });
    for (const row of list.items.slice(0, 5)) {
      const history = await ok(admin, 'assignmentlist', { num_empleado: row.num_empleado });
      expect(history.items.length, `employee ${row.num_empleado}`).toBeGreaterThanOrEqual(1);
      expect(history.items.at(-1).effectiveFrom <= row.entryDate).toBe(true);
    }
  });
});

describe('empleados/updatehorarioubicacion from a date', () => {
  it('adds a dated row: the history keeps the earlier assignment and the employee shows the one in force', async () => {
    const num = await hire('2026-01-05');
    const res = await ok(
      assistant,
      'updatehorarioubicacion',
      {
        num_empleado: num,
        scheduleId: ids['sch:Nocturna L-S 22:00-04:00'],
        departmentId: ids['dep:Beneficio'],
        occupationId: ids['occ:Operario de beneficio'],
        effectiveFrom: '2026-03-16',
        reason: 'Pasa al turno de noche del beneficio',
      },
      'PUT',
    );
    expect(res.employee).toMatchObject({
      scheduleName: 'Nocturna L-S 22:00-04:00',
      jornadaType: 'nocturnal',
      departmentName: 'Beneficio',
      occupationName: 'Operario de beneficio',
      locationName: 'Oficinas Curridabat',
    });
    const history = (await ok(admin, 'assignmentlist', { num_empleado: num })).items;
    expect(
      history.map((h: { effectiveFrom: string; scheduleName: string; isCurrent: boolean }) => [
        h.effectiveFrom,
        h.scheduleName,
        h.isCurrent,
      ]),
    ).toEqual([
      ['2026-03-16', 'Nocturna L-S 22:00-04:00', true],
      ['2026-01-05', 'Oficina L-V 08:00-17:00', false],
    ]);
    expect(history[0]).toMatchObject({
      reason: 'Pasa al turno de noche del beneficio',
      createdBy: 'asistente.rrhh',
    });
    const [audit] = await auditOf('employee_assignment_updated', num);
    expect(audit!.before).toMatchObject({ scheduleName: 'Oficina L-V 08:00-17:00' });
    expect(audit!.after).toMatchObject({
      scheduleName: 'Nocturna L-S 22:00-04:00',
      assignment: { effectiveFrom: '2026-03-16', scheduleId: ids['sch:Nocturna L-S 22:00-04:00'] },
    });
  });

  it('replaces the last row when the new change has its date (a correction), and keeps unsent fields', async () => {
    const num = await hire('2026-01-05');
    await ok(admin, 'updatehorariubicacion', {
      num_empleado: num,
      scheduleId: ids['sch:Nocturna L-S 22:00-04:00'],
      effectiveFrom: '2026-04-01',
    });
    await ok(admin, 'updatehorariubicacion', {
      num_empleado: num,
      scheduleId: ids['sch:Mixta L-S 14:00-21:00'],
      locationId: null,
      effectiveFrom: '2026-04-01',
    });
    const history = (await ok(admin, 'assignmentlist', { num_empleado: num })).items;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      effectiveFrom: '2026-04-01',
      scheduleName: 'Mixta L-S 14:00-21:00',
      locationId: null,
      departmentName: 'Administración',
    });
  });

  it('schedules a change after today: the employee keeps today’s assignment until the day arrives', async () => {
    const num = await hire('2026-01-05');
    const later = addDays(today, 10);
    const res = await ok(
      admin,
      'updatehorarioubicacion',
      { num_empleado: num, locationId: ids['loc:Beneficio San Marcos'], effectiveFrom: later },
      'PUT',
    );
    expect(res.employee.locationName).toBe('Oficinas Curridabat');
    const history = (await ok(admin, 'assignmentlist', { num_empleado: num })).items;
    expect(
      history.map((h: { effectiveFrom: string; isCurrent: boolean }) => [h.effectiveFrom, h.isCurrent]),
    ).toEqual([
      [later, false],
      ['2026-01-05', true],
    ]);
    // An undated change would land before the scheduled one: refused, with what to do.
    expect(
      await refusedFields(admin, 'updatehorariubicacion', { num_empleado: num, locationId: null }),
    ).toEqual({
      effectiveFrom: 'Ya hay un cambio programado para una fecha posterior: indique desde cuándo rige este.',
    });

    // Nothing moves before its day; on the day, the periodic pass brings the employee and the list up to date.
    expect(await applyAssignmentsInForce(t.database.db, addDays(later, -1), addDays(later, -2))).toBe(0);
    expect((await ok(admin, 'employeedata', { num_empleado: num })).locationName).toBe('Oficinas Curridabat');
    expect(await applyAssignmentsInForce(t.database.db, later, addDays(later, -1))).toBe(1);
    expect((await ok(admin, 'employeedata', { num_empleado: num })).locationName).toBe(
      'Beneficio San Marcos',
    );
    const listed = await ok(admin, 'employeeslist', {
      locationId: ids['loc:Beneficio San Marcos'],
      search: 'Historia',
      pageSize: 100,
    });
    expect(listed.items.map((r: { num_empleado: number }) => r.num_empleado)).toContain(num);
    // Run again: nothing left to do.
    expect(await applyAssignmentsInForce(t.database.db, later)).toBe(0);
  });

  it('refuses dates outside the employment or before the last change, unknown catalog entries, and changes nothing', async () => {
    const num = await hire('2026-02-02');
    await ok(admin, 'updatehorariubicacion', {
      num_empleado: num,
      scheduleId: ids['sch:Mixta L-S 14:00-21:00'],
      effectiveFrom: '2026-05-01',
    });
    const before = await tableFingerprints(t.database.db);
    expect(
      await refusedFields(admin, 'updatehorariubicacion', {
        num_empleado: num,
        scheduleId: ids['sch:Nocturna L-S 22:00-04:00'],
        effectiveFrom: '2026-02-01',
      }),
    ).toEqual({ effectiveFrom: 'La fecha no puede ser anterior a la fecha de ingreso.' });
    expect(
      await refusedFields(admin, 'updatehorariubicacion', {
        num_empleado: num,
        scheduleId: ids['sch:Nocturna L-S 22:00-04:00'],
        effectiveFrom: '2026-04-30',
      }),
    ).toEqual({ effectiveFrom: 'La fecha no puede ser anterior a la del último cambio registrado.' });
    expect(
      await refusedFields(
        admin,
        'updatehorarioubicacion',
        {
          num_empleado: num,
          departmentId: ids2['dep:Soporte'],
          occupationId: 999_999,
          effectiveFrom: '2026-06-01',
        },
        'PUT',
        'en',
      ),
    ).toEqual({
      departmentId: 'The chosen option does not exist.',
      occupationId: 'The chosen option does not exist.',
    });
    expect(
      await refusedFields(admin, 'updatehorariubicacion', {
        num_empleado: num,
        scheduleId: ids['sch:Nocturna L-S 22:00-04:00'],
        effectiveFrom: '2026-02-30',
      }),
    ).toEqual({ effectiveFrom: 'La fecha no es válida.' });
    expect(
      await refusedFields(admin, 'updatehorariubicacion', { num_empleado: num, effectiveFrom: '2026-06-01' }),
    ).toEqual({
      scheduleId: 'Indique al menos un dato para cambiar.',
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a change after the exit of an exited employee', async () => {
    const num = await hire('2026-01-05');
    const exits = await t.app.inject({
      method: 'POST',
      url: '/api/parametros/exitlist',
      headers: admin.headers,
      payload: {},
    });
    const exitTypeId = exits.json().data.find((e: { code: string }) => e.code === 'resignation').id;
    await ok(admin, 'inactivate', {
      num_empleado: num,
      reason: 'Renuncia',
      exitDate: '2026-06-30',
      exitTypeId,
    });
    expect(
      await refusedFields(admin, 'updatehorariubicacion', {
        num_empleado: num,
        scheduleId: ids['sch:Mixta L-S 14:00-21:00'],
        effectiveFrom: '2026-07-01',
      }),
    ).toEqual({
      effectiveFrom: 'La fecha es posterior a la salida del empleado: registre primero el reingreso.',
    });
    // Inside the closed employment it is still a correction of the record.
    await ok(admin, 'updatehorariubicacion', {
      num_empleado: num,
      scheduleId: ids['sch:Mixta L-S 14:00-21:00'],
      effectiveFrom: '2026-06-01',
    });
  });
});

describe('empleados/updateperiodicity and the dated fields of empleados/update', () => {
  it('changes the periodicity from a date, with its history and audit', async () => {
    const num = await hire('2026-01-05');
    const res = await ok(
      assistant,
      'updateperiodicity',
      {
        num_empleado: num,
        periodicity: 'fortnightly',
        effectiveFrom: '2026-03-16',
        reason: 'Pago quincenal',
      },
      'PUT',
    );
    expect(res.employee.periodicity).toBe('fortnightly');
    const history = (await ok(auditor, 'periodicitylist', { num_empleado: num })).items;
    expect(
      history.map((h: { effectiveFrom: string; periodicity: string }) => [h.effectiveFrom, h.periodicity]),
    ).toEqual([
      ['2026-03-16', 'fortnightly'],
      ['2026-01-05', 'monthly'],
    ]);
    const [audit] = await auditOf('employee_periodicity_updated', num);
    expect(audit!.before).toMatchObject({ periodicity: 'monthly' });
    expect(audit!.after).toMatchObject({
      periodicity: 'fortnightly',
      periodicityChange: {
        effectiveFrom: '2026-03-16',
        periodicity: 'fortnightly',
        reason: 'Pago quincenal',
      },
    });
    // The same periodicity again is no change: nothing written, nothing audited.
    await ok(admin, 'updateperiodicity', { num_empleado: num, periodicity: 'fortnightly' }, 'PUT');
    expect(await auditOf('employee_periodicity_updated', num)).toHaveLength(1);
    expect(
      await refusedFields(admin, 'updateperiodicity', { num_empleado: num, periodicity: 'yearly' }, 'PUT'),
    ).toEqual({ periodicity: 'El valor no es válido.' });
  });

  it('records department and periodicity changed through empleados/update in their histories, from today by default', async () => {
    const num = await hire('2026-01-05');
    const res = await ok(
      admin,
      'update',
      { num_empleado: num, phone: '2222-3333', departmentId: ids['dep:Ventas'], periodicity: 'weekly' },
      'PUT',
    );
    expect(res.employee).toMatchObject({
      phone: '2222-3333',
      departmentName: 'Ventas',
      periodicity: 'weekly',
    });
    const assignments = (await ok(admin, 'assignmentlist', { num_empleado: num })).items;
    expect(assignments[0]).toMatchObject({ effectiveFrom: today, departmentName: 'Ventas', isCurrent: true });
    const periodicities = (await ok(admin, 'periodicitylist', { num_empleado: num })).items;
    expect(periodicities[0]).toMatchObject({ effectiveFrom: today, periodicity: 'weekly' });
    // A change that touches no dated field adds no history.
    await ok(admin, 'update', { num_empleado: num, phone: '2222-4444', effectiveFrom: '2026-02-01' }, 'PUT');
    expect((await ok(admin, 'assignmentlist', { num_empleado: num })).items).toHaveLength(2);
  });
});

describe('tenancy and roles of the histories', () => {
  it('keeps each company to its own employees, lets the auditor read but not change, and a refusal writes nothing', async () => {
    const num = await hire('2026-01-05'); // company 2 has 25 employees: this number is company 1's only
    const before = await tableFingerprints(t.database.db);
    for (const [url, method, payload] of [
      ['assignmentlist', 'POST', { num_empleado: num }],
      ['periodicitylist', 'POST', { num_empleado: num }],
      [
        'updatehorarioubicacion',
        'PUT',
        { num_empleado: num, scheduleId: ids2['sch:Diurna L-S 07:00-15:00'] },
      ],
      ['updateperiodicity', 'PUT', { num_empleado: num, periodicity: 'weekly' }],
    ] as const) {
      const res = await call(admin2, url, payload, method);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().error.code).toBe('EMPLOYEE_NOT_FOUND');
    }
    for (const [url, method, payload] of [
      ['updatehorarioubicacion', 'PUT', { num_empleado: num, locationId: null }],
      ['updatehorariubicacion', 'POST', { num_empleado: num, locationId: null }],
      ['updateperiodicity', 'PUT', { num_empleado: num, periodicity: 'weekly' }],
    ] as const) {
      const res = await call(auditor, url, payload, method);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(
      (await call(admin, 'updateperiodicity', { num_empleado: 99_999, periodicity: 'weekly' }, 'PUT'))
        .statusCode,
    ).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect((await ok(auditor, 'assignmentlist', { num_empleado: num })).items).toHaveLength(1);
    expect((await ok(auditor, 'periodicitylist', { num_empleado: num })).items).toHaveLength(1);
  });
});
