import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schedules } from '../../db/schema';
import { apiCalls, createTestApp, type Session, signInEveryRole, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

const { call, data } = apiCalls(() => t);

describe('global catalogs', () => {
  it('answers the identification types with their format, in the request language', async () => {
    const es = await data(admin, 'parametros/tipoidlista');
    expect(es.map((x: { code: string }) => x.code)).toEqual([
      'fisica',
      'juridica',
      'dimex',
      'nite',
      'pasaporte',
    ]);
    expect(es[0]).toEqual({
      code: 'fisica',
      name: 'Cédula física',
      haciendaCode: '01',
      minLength: 9,
      maxLength: 9,
      example: '1-0234-0567',
    });
    const en = await data(admin, 'parametros/tipoidlista', {}, 'POST', 'en');
    expect(en[4]).toMatchObject({ code: 'pasaporte', name: 'Passport', haciendaCode: null });
  });

  it('answers the 249 ISO countries sorted by their name in each language', async () => {
    const es = await data(admin, 'parametros/paislista');
    expect(es).toHaveLength(249);
    expect(es.find((c: { code: string }) => c.code === 'CR')).toEqual({ code: 'CR', name: 'Costa Rica' });
    expect(es.find((c: { code: string }) => c.code === 'DE').name).toBe('Alemania');
    const names = es.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
    const en = await data(admin, 'parametros/paislista', {}, 'POST', 'en');
    expect(en.find((c: { code: string }) => c.code === 'DE').name).toBe('Germany');
  });

  it('answers civil statuses and education levels', async () => {
    const civil = await data(admin, 'parametros/estadocivilista');
    expect(civil.map((c: { code: string }) => c.code)).toEqual([
      'single',
      'married',
      'common_law',
      'separated',
      'divorced',
      'widowed',
    ]);
    expect(civil[1].name).toBe('Casado(a)');
    const edu = await data(admin, 'parametros/escolaridadlista', {}, 'POST', 'en');
    expect(edu.find((c: { code: string }) => c.code === 'licentiate').name).toBe('Licentiate degree');
    expect(edu.length).toBeGreaterThanOrEqual(10);
  });

  it('answers the banks with their SINPE codes (reference §12)', async () => {
    const banks = await data(admin, 'parametros/bancolista');
    const byCode = Object.fromEntries(
      banks.map((b: { code: string; shortName: string }) => [b.code, b.shortName]),
    );
    expect(byCode).toMatchObject({
      '151': 'BNCR',
      '152': 'BCR',
      '102': 'BAC',
      '161': 'Banco Popular',
      '104': 'Davivienda',
      '123': 'Scotiabank',
    });
    expect(byCode['100']).toBeUndefined(); // the central bank holds no salary accounts
  });

  it('answers the territorial division by level and parent', async () => {
    const provinces = await data(admin, 'parametros/localizacionlista');
    expect(provinces.map((p: { name: string }) => p.name)).toEqual([
      'San José',
      'Alajuela',
      'Cartago',
      'Heredia',
      'Guanacaste',
      'Puntarenas',
      'Limón',
    ]);
    const cantonsOfPuntarenas = await data(admin, 'parametros/localizacionlista', {
      level: 'canton',
      parentCode: '6',
    });
    expect(cantonsOfPuntarenas).toHaveLength(13);
    expect(cantonsOfPuntarenas.at(-1)).toEqual({
      code: '613',
      name: 'Puerto Jiménez',
      level: 'canton',
      parentCode: '6',
    });
    const tarrazu = await data(admin, 'parametros/localizacionlista', {
      level: 'district',
      parentCode: '105',
    });
    expect(tarrazu.map((d: { code: string; name: string }) => `${d.code} ${d.name}`)).toEqual([
      '10501 San Marcos',
      '10502 San Lorenzo',
      '10503 San Carlos',
    ]);
    expect(await data(admin, 'parametros/localizacionlista', { level: 'canton' })).toHaveLength(84);
    expect(await data(admin, 'parametros/localizacionlista', { level: 'district' })).toHaveLength(492);
    const bad = await call(admin, 'parametros/localizacionlista', { level: 'barrio' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.level).toBe('El valor no es válido.');
  });

  it('answers the roles and the employee statuses', async () => {
    expect(await data(admin, 'parametros/rollista', {}, 'POST', 'en')).toEqual([
      { code: 'admin', name: 'Administrator' },
      { code: 'payroll_manager', name: 'Payroll manager' },
      { code: 'hr_assistant', name: 'HR assistant' },
      { code: 'auditor', name: 'Auditor' },
    ]);
    expect((await data(admin, 'parametros/estadolista')).map((s: { name: string }) => s.name)).toEqual([
      'Activo',
      'Inactivo',
      'Cesado',
    ]);
  });
});

describe('company catalogs', () => {
  it('answers the session company data', async () => {
    expect(await data(admin, 'parametros/datosempresa')).toMatchObject({
      num_empresa: 1,
      legalId: '3-101-456789',
      name: 'Café La Montaña S.A.',
    });
    expect(await data(admin2, 'parametros/datosempresa')).toMatchObject({
      num_empresa: 2,
      legalId: '3-102-765432',
    });
  });

  it("answers each company's own locations, departments, occupations and exit types", async () => {
    const dep1 = (await data(admin, 'parametros/departamentolista')).map((d: { name: string }) => d.name);
    const dep2 = (await data(admin2, 'parametros/departamentolista')).map((d: { name: string }) => d.name);
    expect(dep1).toEqual(['Administración', 'Beneficio', 'Bodega', 'Producción', 'Ventas']);
    expect(dep2).toEqual(['Administración', 'Soporte', 'Técnicos de campo']);
    expect((await data(admin, 'parametros/ubicacionlista')).map((l: { name: string }) => l.name)).toContain(
      'Beneficio San Marcos',
    );
    expect(
      (await data(admin2, 'parametros/ubicacionlista')).map((l: { name: string }) => l.name),
    ).not.toContain('Beneficio San Marcos');
    expect((await data(admin, 'parametros/ocupacionlista')).map((o: { name: string }) => o.name)).toContain(
      'Catador de café',
    );
    const exits = await data(admin, 'parametros/exitlist');
    expect(exits.find((e: { code: string }) => e.code === 'dismissal_with_liability')).toMatchObject({
      employerLiability: true,
      active: true,
    });
    expect(exits).toHaveLength(8);
  });

  it('lets every role read the catalogs, the auditor included', async () => {
    for (const s of [auditor, assistant, manager])
      expect((await call(s, 'parametros/horariolista')).statusCode).toBe(200);
  });
});

describe('schedules', () => {
  const valid = {
    name: 'Mixta sábados',
    jornadaType: 'mixed',
    hoursPerDay: 7,
    workingDays: [6, 1, 2],
    startTime: '15:00',
    endTime: '22:00',
  };

  it('lists the schedules with their jornada, hours, days and times, paged', async () => {
    const page = await data(admin, 'paramPlanilla/schedulelist', { pageSize: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 2, total: 4 });
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Diurna L-S 06:00-14:00',
      jornadaType: 'diurnal',
      hoursPerDay: 8,
      workingDays: [1, 2, 3, 4, 5, 6],
      startTime: '06:00',
      endTime: '14:00',
      weeklyHours: 48,
      // The demo's tolerances for clock marks (issue 23).
      entryGraceMinutes: 5,
      exitGraceMinutes: 5,
      extraMinimumMinutes: 15,
      extraRounding: 'down_15',
      active: true,
      employeeCount: expect.any(Number),
    });
    const found = await data(admin, 'paramPlanilla/schedulelist', { search: 'noct' });
    expect(found.items.map((s: { name: string }) => s.name)).toEqual(['Nocturna L-S 22:00-04:00']);
    const options = await data(admin2, 'parametros/horariolista');
    expect(options.map((s: { jornadaType: string }) => s.jornadaType).sort()).toEqual([
      'diurnal',
      'mixed',
      'nocturnal',
    ]);
  });

  it('creates a schedule (payroll manager), audited', async () => {
    const created = await data(manager, 'paramPlanilla/newschedule', valid);
    expect(created).toMatchObject({
      name: 'Mixta sábados',
      workingDays: [1, 2, 6],
      weeklyHours: 21,
      active: true,
      employeeCount: 0,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule_created'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ companyId: 1, userId: manager.userId, before: null });
    expect(audit!.after).toMatchObject({ name: 'Mixta sábados' });
  });

  it('refuses a name already used in the company (any case) with 409, but not in another company', async () => {
    const res = await call(admin, 'paramPlanilla/newschedule', { ...valid, name: 'MIXTA SÁBADOS' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'SCHEDULE_NAME_TAKEN',
      fields: { name: 'Ya existe un horario con ese nombre.' },
    });
    expect((await call(admin2, 'paramPlanilla/newschedule', valid)).statusCode).toBe(200);
  });

  it('validates every field, and the legal limits of the jornada', async () => {
    const shape = (
      await call(admin, 'paramPlanilla/newschedule', {
        name: 'x',
        jornadaType: 'larga',
        hoursPerDay: 0,
        workingDays: [0, 8],
        startTime: '25:00',
        endTime: '7',
      })
    ).json().error;
    expect(shape.fields).toEqual({
      name: 'El texto es demasiado corto.',
      jornadaType: 'El valor no es válido.',
      hoursPerDay: 'Escriba un número válido.',
      workingDays: 'Elija de 1 a 7 días distintos de la semana.',
      startTime: 'La hora no es válida (HH:MM).',
      endTime: 'La hora no es válida (HH:MM).',
    });
    const cases: [object, Record<string, string>][] = [
      // 10 h a day Monday to Saturday is 60 h: over the 48 h of the diurnal week
      [
        {
          jornadaType: 'diurnal',
          hoursPerDay: 10,
          workingDays: [1, 2, 3, 4, 5, 6],
          startTime: '06:00',
          endTime: '17:00',
        },
        { hoursPerDay: 'validation.scheduleOverLegalLimit' },
      ],
      // a nocturnal day is 6 h at most
      [
        {
          jornadaType: 'nocturnal',
          hoursPerDay: 7,
          workingDays: [1, 2, 3, 4, 5],
          startTime: '22:00',
          endTime: '05:00',
        },
        { hoursPerDay: 'validation.scheduleOverLegalLimit' },
      ],
      // 8 h do not fit between 08:00 and 15:00
      [
        {
          jornadaType: 'diurnal',
          hoursPerDay: 8,
          workingDays: [1, 2, 3, 4, 5],
          startTime: '08:00',
          endTime: '15:00',
        },
        { hoursPerDay: 'validation.scheduleHoursExceedSpan' },
      ],
      // a diurnal shift cannot run into the night
      [
        {
          jornadaType: 'diurnal',
          hoursPerDay: 8,
          workingDays: [1, 2, 3, 4, 5],
          startTime: '13:00',
          endTime: '21:00',
        },
        { startTime: 'validation.scheduleTimesOutsideJornada' },
      ],
      // a mixed shift with 4 night hours is nocturnal (art. 138)
      [
        {
          jornadaType: 'mixed',
          hoursPerDay: 6,
          workingDays: [1, 2, 3, 4, 5],
          startTime: '17:00',
          endTime: '23:00',
        },
        { startTime: 'validation.scheduleTimesOutsideJornada' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await call(
        admin,
        'paramPlanilla/newschedule',
        { name: 'Caso límite', ...body },
        'POST',
        'en',
      );
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual(Object.keys(fields));
    }
    const en = (
      await call(
        admin,
        'paramPlanilla/newschedule',
        {
          ...valid,
          name: 'Nocturna larga',
          jornadaType: 'nocturnal',
          hoursPerDay: 7,
          startTime: '22:00',
          endTime: '05:00',
        },
        'POST',
        'en',
      )
    ).json().error;
    expect(en.fields.hoursPerDay).toBe(
      'The hours exceed the legal daily or weekly maximum of the shift type.',
    );
  });

  it('accepts the longer diurnal day of art. 136 when the week stays within 48 hours', async () => {
    const res = await call(admin, 'paramPlanilla/newschedule', {
      name: 'Diurna 4x10',
      jornadaType: 'diurnal',
      hoursPerDay: 9.5,
      workingDays: [1, 2, 3, 4, 5],
      startTime: '06:00',
      endTime: '16:30',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.weeklyHours).toBe(47.5);
  });

  it('updates a schedule partially; the result must still be lawful; audited with before and after', async () => {
    const [row] = await t.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.companyId, 1), eq(schedules.name, 'Mixta sábados')));
    const res = await call(
      manager,
      'paramPlanilla/updateschedule',
      { id: row!.id, workingDays: [1, 2, 3, 4, 5, 6] },
      'PUT',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      workingDays: [1, 2, 3, 4, 5, 6],
      weeklyHours: 42,
      startTime: '15:00',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule_updated'), eq(auditLog.entityId, String(row!.id))));
    expect(audit!.before).toMatchObject({ workingDays: [1, 2, 6] });
    expect(audit!.after).toMatchObject({ workingDays: [1, 2, 3, 4, 5, 6] });
    const unlawful = await call(
      manager,
      'paramPlanilla/updateschedule',
      { id: row!.id, hoursPerDay: 8 },
      'PUT',
    );
    expect(unlawful.statusCode).toBe(400);
    expect(unlawful.json().error.fields.hoursPerDay).toBeDefined();
  });

  it('refuses to retire a schedule that active employees use, and answers 404 for another company', async () => {
    const [used] = await t.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.companyId, 1), eq(schedules.name, 'Diurna L-S 06:00-14:00')));
    const res = await call(admin, 'paramPlanilla/updateschedule', { id: used!.id, active: false }, 'PUT');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SCHEDULE_IN_USE');
    const other = await call(admin2, 'paramPlanilla/updateschedule', { id: used!.id, name: 'Robado' }, 'PUT');
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('SCHEDULE_NOT_FOUND');
    const [unchanged] = await t.database.db.select().from(schedules).where(eq(schedules.id, used!.id));
    expect(unchanged).toMatchObject({ name: 'Diurna L-S 06:00-14:00', active: true });
  });

  it('retires an unused schedule and lists it only with includeInactive', async () => {
    const created = await data(admin, 'paramPlanilla/newschedule', { ...valid, name: 'Temporal' });
    expect(
      (await call(admin, 'paramPlanilla/updateschedule', { id: created.id, active: false }, 'PUT')).json()
        .data.active,
    ).toBe(false);
    const names = async (body: object) =>
      (await data(admin, 'parametros/horariolista', body)).map((s: { name: string }) => s.name);
    expect(await names({})).not.toContain('Temporal');
    expect(await names({ includeInactive: true })).toContain('Temporal');
  });

  it('lets only administrators and payroll managers change schedules, and a refusal writes nothing', async () => {
    const before = await t.database.db.select().from(schedules);
    for (const s of [assistant, auditor]) {
      const res = await call(s, 'paramPlanilla/newschedule', { ...valid, name: 'No permitido' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect(
        (await call(s, 'paramPlanilla/updateschedule', { id: before[0]!.id, name: 'No permitido' }, 'PUT'))
          .statusCode,
      ).toBe(403);
    }
    expect(await t.database.db.select().from(schedules)).toEqual(before);
  });
});
