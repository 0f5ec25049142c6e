import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, departments, employees, exitTypes, locations, occupations } from '../../db/schema';
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

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
});
afterAll(async () => t?.close());

const { call, data } = apiCalls(() => t);
const put = (s: Session, url: string, payload: object, lang = 'es') => call(s, url, payload, 'PUT', lang);

type Entry = { id: number; name: string; active: boolean; employeeCount?: number };
const auditOf = (action: string, id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** Each catalog's calls, list and a valid new entry. */
const CATALOGS = [
  {
    kind: 'department',
    create: 'paramPlanilla/newdepartment',
    update: 'paramPlanilla/updatedepartment',
    list: 'parametros/departamentolista',
    group: 'departments',
    body: { name: 'Control de calidad' },
    expected: {
      name: 'Control de calidad',
      active: true,
      employeeCount: 0,
      headEmployeeNumber: null,
      headName: null,
    },
    audit: 'department',
  },
  {
    kind: 'occupation',
    create: 'paramPlanilla/newoccupation',
    update: 'paramPlanilla/updateoccupation',
    list: 'parametros/ocupacionlista',
    group: 'occupations',
    body: { name: '  Barista   de   planta ' },
    expected: { name: 'Barista de planta', active: true, employeeCount: 0, minimumWageCategory: 'unskilled' },
    audit: 'occupation',
  },
  {
    kind: 'location',
    create: 'paramPlanilla/newlocation',
    update: 'paramPlanilla/updatelocation',
    list: 'parametros/ubicacionlista',
    group: 'locations',
    body: { name: 'Finca Llano Bonito', address: 'Llano Bonito de León Cortés, 2 km al sur de la iglesia' },
    expected: {
      name: 'Finca Llano Bonito',
      address: 'Llano Bonito de León Cortés, 2 km al sur de la iglesia',
      active: true,
      employeeCount: 0,
    },
    audit: 'location',
  },
  {
    kind: 'exitType',
    create: 'paramPlanilla/newexittype',
    update: 'paramPlanilla/updateexittype',
    list: 'parametros/exitlist',
    group: 'exitTypes',
    body: { name: 'Cierre de la sucursal', employerLiability: true },
    expected: { name: 'Cierre de la sucursal', code: null, employerLiability: true, active: true },
    audit: 'exit_type',
  },
] as const;

describe('company catalogs: create and update', () => {
  it.each(CATALOGS)(
    'creates and renames a $kind (payroll manager), audited with before and after',
    async (c) => {
      const created = await data(manager, c.create, c.body);
      expect(created).toEqual({ id: expect.any(Number), ...c.expected });
      const [createdAudit] = await auditOf(`${c.audit}_created`, created.id);
      expect(createdAudit).toMatchObject({
        companyId: 1,
        userId: manager.userId,
        entity: c.audit,
        before: null,
      });
      expect(createdAudit!.after).toEqual(created);

      // The picker list of the employee form offers it at once.
      expect((await data(manager, c.list)).map((e: Entry) => e.name)).toContain(c.expected.name);

      const renamed = await data(manager, c.update, { id: created.id, name: `${c.expected.name} II` }, 'PUT');
      expect(renamed).toEqual({ ...created, name: `${c.expected.name} II` });
      const [updatedAudit] = await auditOf(`${c.audit}_updated`, created.id);
      expect(updatedAudit!.before).toEqual(created);
      expect(updatedAudit!.after).toEqual(renamed);

      // Nothing to change: the entry comes back and no audit row is written.
      await data(manager, c.update, { id: created.id, name: `${c.expected.name} II` }, 'PUT');
      expect(await auditOf(`${c.audit}_updated`, created.id)).toHaveLength(1);
    },
  );

  it('answers the four catalogs with retired entries and employee counts for the maintenance screen', async () => {
    const all = await data(admin, 'paramPlanilla/companycatalogs');
    expect(Object.keys(all)).toEqual(['departments', 'occupations', 'locations', 'exitTypes']);
    const production = all.departments.find((d: Entry) => d.name === 'Producción');
    expect(production.employeeCount).toBeGreaterThan(0);
    const [counted] = await t.database.db
      .select({ n: count() })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, 1),
          eq(employees.departmentId, production.id),
          eq(employees.active, true),
        ),
      );
    expect(production.employeeCount).toBe(counted!.n);
    const names = all.departments.map((d: Entry) => d.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
    expect(all.exitTypes.filter((e: { code: string | null }) => e.code !== null)).toHaveLength(8);
    expect(
      (await data(admin2, 'paramPlanilla/companycatalogs')).departments.map((d: Entry) => d.name),
    ).toEqual(['Administración', 'Soporte', 'Técnicos de campo']);
  });

  it('refuses a name already used in the catalog ignoring case and accents, retired ones included (409)', async () => {
    const res = await call(admin, 'paramPlanilla/newdepartment', { name: 'PRODUCCION' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'CATALOG_NAME_TAKEN',
      fields: { name: expect.stringContaining('Ya existe un registro con ese nombre') },
    });
    const en = await call(admin, 'paramPlanilla/newoccupation', { name: 'catador de cafe' }, 'POST', 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().error.message).toMatch(/^An entry with that name already exists/);

    // Renaming into another entry's name is refused too; the entry keeps its name.
    const [bodega] = await t.database.db
      .select()
      .from(departments)
      .where(and(eq(departments.companyId, 1), eq(departments.name, 'Bodega')));
    const rename = await put(admin, 'paramPlanilla/updatedepartment', { id: bodega!.id, name: 'ventas' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.code).toBe('CATALOG_NAME_TAKEN');
    // Its own name in another case is fine.
    expect(
      (await data(admin, 'paramPlanilla/updatedepartment', { id: bodega!.id, name: 'BODEGA' }, 'PUT')).name,
    ).toBe('BODEGA');
    await data(admin, 'paramPlanilla/updatedepartment', { id: bodega!.id, name: 'Bodega' }, 'PUT');

    // A retired entry still holds its name: reactivate it instead.
    const temp = await data(admin, 'paramPlanilla/newlocation', { name: 'Bodega temporal' });
    await data(admin, 'paramPlanilla/updatelocation', { id: temp.id, active: false }, 'PUT');
    expect((await call(admin, 'paramPlanilla/newlocation', { name: 'Bodega Temporal' })).statusCode).toBe(
      409,
    );

    // Another company may use the same name; other catalogs too.
    expect((await call(admin2, 'paramPlanilla/newdepartment', { name: 'Producción' })).statusCode).toBe(200);
    expect((await call(admin, 'paramPlanilla/newoccupation', { name: 'Producción' })).statusCode).toBe(200);
  });

  it('validates every field, in the request language', async () => {
    const shape = await call(admin, 'paramPlanilla/newlocation', { name: ' x ', address: 'a'.repeat(251) });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { name: 'El texto es demasiado corto.', address: 'El texto es demasiado largo.' },
    });
    const missing = await call(admin, 'paramPlanilla/newexittype', { name: 'Traslado' }, 'POST', 'en');
    expect(missing.json().error.fields).toEqual({ employerLiability: 'This field is required.' });
    const empty = await call(admin, 'paramPlanilla/newdepartment', {});
    expect(empty.json().error.fields).toEqual({ name: 'Este campo es obligatorio.' });
    const long = await call(admin, 'paramPlanilla/newoccupation', { name: 'x'.repeat(101) });
    expect(long.json().error.fields).toEqual({ name: 'El texto es demasiado largo.' });
    const badId = await put(admin, 'paramPlanilla/updateoccupation', { id: 'uno', active: 'no' });
    expect(Object.keys(badId.json().error.fields).sort()).toEqual(['active', 'id']);
  });

  it('keeps the employer liability of the eight legal exit types, but lets them be renamed', async () => {
    const [dismissal] = await t.database.db
      .select()
      .from(exitTypes)
      .where(and(eq(exitTypes.companyId, 1), eq(exitTypes.code, 'dismissal_with_liability')));
    const res = await put(admin, 'paramPlanilla/updateexittype', {
      id: dismissal!.id,
      employerLiability: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      employerLiability:
        'La responsabilidad patronal de un tipo de salida legal la fija la ley y no se puede cambiar.',
    });
    const renamed = await data(
      admin,
      'paramPlanilla/updateexittype',
      { id: dismissal!.id, name: 'Despido con responsabilidad (art. 82)', employerLiability: true },
      'PUT',
    );
    expect(renamed).toMatchObject({ code: 'dismissal_with_liability', employerLiability: true });
    // The company's own types choose it freely.
    const own = await data(admin, 'paramPlanilla/newexittype', {
      name: 'Traslado a otra empresa',
      employerLiability: false,
    });
    expect(
      (await data(admin, 'paramPlanilla/updateexittype', { id: own.id, employerLiability: true }, 'PUT'))
        .employerLiability,
    ).toBe(true);
  });

  it('refuses to retire a department, occupation or location that active employees use (409)', async () => {
    const [employee] = await t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, 1), eq(employees.active, true)))
      .limit(1);
    const cases = [
      ['paramPlanilla/updatedepartment', employee!.departmentId],
      ['paramPlanilla/updateoccupation', employee!.occupationId],
      ['paramPlanilla/updatelocation', employee!.locationId],
    ] as const;
    for (const [url, id] of cases) {
      expect(id, url).not.toBeNull();
      const res = await put(admin, url, { id: id!, active: false });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'CATALOG_ENTRY_IN_USE',
        fields: { active: 'Hay empleados activos con este registro; asígneles otro antes de desactivarlo.' },
      });
    }
    const [department] = await t.database.db
      .select()
      .from(departments)
      .where(eq(departments.id, employee!.departmentId!));
    expect(department!.active).toBe(true);
  });

  it('retires and reactivates entries; lists answer retired ones only with includeInactive', async () => {
    const unused = await data(admin, 'paramPlanilla/newdepartment', { name: 'Proyectos especiales' });
    const retired = await data(
      admin,
      'paramPlanilla/updatedepartment',
      { id: unused.id, active: false },
      'PUT',
    );
    expect(retired.active).toBe(false);
    const names = async (body: object) =>
      (await data(admin, 'parametros/departamentolista', body)).map((d: Entry) => d.name);
    expect(await names({})).not.toContain('Proyectos especiales');
    expect(await names({ includeInactive: true })).toContain('Proyectos especiales');
    expect(
      (await data(admin, 'paramPlanilla/updatedepartment', { id: unused.id, active: true }, 'PUT')).active,
    ).toBe(true);
    const [audit] = await auditOf('department_updated', unused.id);
    expect(audit).toMatchObject({ before: { active: true }, after: { active: false } });

    // Exit types may always be retired: they only close employment periods.
    const [resignation] = await t.database.db
      .select()
      .from(exitTypes)
      .where(and(eq(exitTypes.companyId, 1), eq(exitTypes.code, 'resignation')));
    expect(
      (await data(admin, 'paramPlanilla/updateexittype', { id: resignation!.id, active: false }, 'PUT'))
        .active,
    ).toBe(false);
    const exits = (await data(admin, 'parametros/exitlist')).map((e: { code: string }) => e.code);
    expect(exits).not.toContain('resignation');
    await data(admin, 'paramPlanilla/updateexittype', { id: resignation!.id, active: true }, 'PUT');
  });

  it("answers 404 for another company's entry and changes nothing", async () => {
    const [theirs] = await t.database.db.select().from(locations).where(eq(locations.companyId, 2)).limit(1);
    const res = await put(admin, 'paramPlanilla/updatelocation', { id: theirs!.id, name: 'Robada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CATALOG_ENTRY_NOT_FOUND');
    const [unchanged] = await t.database.db
      .select()
      .from(locations)
      .where(and(eq(locations.companyId, 2), eq(locations.id, theirs!.id)));
    expect(unchanged).toEqual(theirs);
    expect(
      (await put(admin, 'paramPlanilla/updateexittype', { id: 999_999, active: false })).statusCode,
    ).toBe(404);
  });

  it('lets only administrators and payroll managers change catalogs; a refusal writes nothing', async () => {
    const snapshot = async () => ({
      departments: await t.database.db.select().from(departments),
      occupations: await t.database.db.select().from(occupations),
      locations: await t.database.db.select().from(locations),
      exitTypes: await t.database.db.select().from(exitTypes),
      audits: await t.database.db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.entity, ['department', 'occupation', 'location', 'exit_type'])),
    });
    const before = await snapshot();
    const someId = before.departments.find((d) => d.companyId === 1)!.id;
    for (const s of [assistant, auditor]) {
      for (const c of CATALOGS) {
        const created = await call(s, c.create, { ...c.body, name: 'No permitido' });
        expect(created.statusCode, `${c.create}`).toBe(403);
        expect(created.json().error.code).toBe('FORBIDDEN');
        expect((await put(s, c.update, { id: someId, active: false })).statusCode, c.update).toBe(403);
      }
      // Reading is allowed to every role.
      expect((await call(s, 'paramPlanilla/companycatalogs')).statusCode).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe("an occupation's minimum-wage category", () => {
  const occupationRow = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(occupations)
        .where(and(eq(occupations.companyId, 1), eq(occupations.id, id)))
    )[0]!;

  it('is set on creation (default unskilled), changed alone, listed and audited', async () => {
    const plain = await data(manager, 'paramPlanilla/newoccupation', { name: 'Recolector de café' });
    expect(plain.minimumWageCategory).toBe('unskilled');
    const created = await data(manager, 'paramPlanilla/newoccupation', {
      name: 'Soldador certificado',
      minimumWageCategory: 'skilled',
    });
    expect(created).toMatchObject({ name: 'Soldador certificado', minimumWageCategory: 'skilled' });
    expect((await occupationRow(created.id)).minimumWageCategory).toBe('skilled');

    const changed = await data(
      manager,
      'paramPlanilla/updateoccupation',
      { id: created.id, minimumWageCategory: 'specialized' },
      'PUT',
    );
    expect(changed).toEqual({ ...created, minimumWageCategory: 'specialized' });
    const [audit] = await auditOf('occupation_updated', created.id);
    expect(audit).toMatchObject({
      before: { minimumWageCategory: 'skilled' },
      after: { minimumWageCategory: 'specialized' },
    });
    const listed = (await data(admin, 'paramPlanilla/companycatalogs')).occupations.find(
      (o: Entry) => o.id === created.id,
    );
    expect(listed.minimumWageCategory).toBe('specialized');
    // The same category again changes nothing and writes no audit row.
    await data(
      manager,
      'paramPlanilla/updateoccupation',
      { id: created.id, minimumWageCategory: 'specialized' },
      'PUT',
    );
    expect(await auditOf('occupation_updated', created.id)).toHaveLength(1);
  });

  it('refuses an unknown category in the request language and changes nothing', async () => {
    const [peon] = await t.database.db
      .select()
      .from(occupations)
      .where(and(eq(occupations.companyId, 1), eq(occupations.name, 'Peón agrícola')));
    const es = await put(admin, 'paramPlanilla/updateoccupation', {
      id: peon!.id,
      minimumWageCategory: 'plomero',
    });
    expect(es.statusCode).toBe(400);
    expect(es.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { minimumWageCategory: expect.any(String) },
    });
    const en = await call(
      admin,
      'paramPlanilla/newoccupation',
      { name: 'Plomero', minimumWageCategory: 'plumber' },
      'POST',
      'en',
    );
    expect(en.statusCode).toBe(400);
    expect(en.json().error.fields.minimumWageCategory).not.toEqual(
      es.json().error.fields.minimumWageCategory,
    );
    expect(await occupationRow(peon!.id)).toEqual(peon);
    const plumbers = await t.database.db.select().from(occupations).where(eq(occupations.name, 'Plomero'));
    expect(plumbers).toEqual([]);
  });

  it("cannot be changed on another company's occupation, nor by a role without the ability", async () => {
    const [theirs] = await t.database.db
      .select()
      .from(occupations)
      .where(eq(occupations.companyId, 2))
      .limit(1);
    const res = await put(admin, 'paramPlanilla/updateoccupation', {
      id: theirs!.id,
      minimumWageCategory: 'licentiate',
    });
    expect(res.statusCode).toBe(404);
    const [ours] = await t.database.db
      .select()
      .from(occupations)
      .where(eq(occupations.companyId, 1))
      .limit(1);
    for (const s of [assistant, auditor]) {
      const refused = await put(s, 'paramPlanilla/updateoccupation', {
        id: ours!.id,
        minimumWageCategory: 'bachelor',
      });
      expect(refused.statusCode).toBe(403);
    }
    const after = await t.database.db
      .select()
      .from(occupations)
      .where(inArray(occupations.id, [theirs!.id, ours!.id]));
    expect(after).toEqual(expect.arrayContaining([theirs, ours]));
  });

  it("is the demo occupations' realistic category", async () => {
    const demo = await t.database.db.select().from(occupations).where(eq(occupations.companyId, 1));
    const category = (name: string) => demo.find((o) => o.name === name)?.minimumWageCategory;
    expect(category('Peón agrícola')).toBe('unskilled');
    expect(category('Bodeguero')).toBe('semi_skilled');
    expect(category('Contador')).toBe('licentiate');
  });
});

describe("a department's head: an active employee of the company", () => {
  const activeOfCompany = () =>
    t.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, 1), eq(employees.active, true)))
      .orderBy(desc(employees.employeeNumber))
      .limit(2);
  const setActive = (employeeNumber: number, active: boolean) =>
    t.database.db
      .update(employees)
      .set({ active })
      .where(and(eq(employees.companyId, 1), eq(employees.employeeNumber, employeeNumber)));

  it('names, changes and clears the head; refuses someone inactive or unknown in the request language; another company cannot touch it', async () => {
    const [head, suspended] = await activeOfCompany();
    const dept = await data(manager, 'paramPlanilla/newdepartment', {
      name: 'Tostaduría',
      headEmployeeNumber: head!.employeeNumber,
    });
    expect(dept).toMatchObject({ headEmployeeNumber: head!.employeeNumber, headName: expect.any(String) });

    await setActive(suspended!.employeeNumber, false);
    try {
      const before = await tableFingerprints(t.database.db);
      // Someone inactive, or a number the company does not have: the field says why.
      for (const number of [suspended!.employeeNumber, 99_999_997]) {
        const es = await put(manager, 'paramPlanilla/updatedepartment', {
          id: dept.id,
          headEmployeeNumber: number,
        });
        expect(es.statusCode, String(number)).toBe(400);
        expect(es.json().error.fields).toEqual({
          headEmployeeNumber: 'Elija un empleado activo de la empresa.',
        });
      }
      const en = await call(
        manager,
        'paramPlanilla/newdepartment',
        { name: 'Empaque', headEmployeeNumber: suspended!.employeeNumber },
        'POST',
        'en',
      );
      expect(en.statusCode).toBe(400);
      expect(en.json().error.fields).toEqual({
        headEmployeeNumber: 'Choose an active employee of the company.',
      });
      // Company 2 cannot touch company 1's department.
      expect(
        (await put(admin2, 'paramPlanilla/updatedepartment', { id: dept.id, headEmployeeNumber: null }))
          .statusCode,
      ).toBe(404);
      expect(await tableFingerprints(t.database.db)).toEqual(before);

      // A head who stops being active stays named while the department's other fields change.
      await setActive(head!.employeeNumber, false);
      const renamed = await data(
        manager,
        'paramPlanilla/updatedepartment',
        { id: dept.id, name: 'Tostaduría 2' },
        'PUT',
      );
      expect(renamed).toMatchObject({ name: 'Tostaduría 2', headEmployeeNumber: head!.employeeNumber });
      // The same head sent again is no change; clearing it is.
      await data(
        manager,
        'paramPlanilla/updatedepartment',
        { id: dept.id, headEmployeeNumber: head!.employeeNumber },
        'PUT',
      );
      const cleared = await data(
        manager,
        'paramPlanilla/updatedepartment',
        { id: dept.id, headEmployeeNumber: null },
        'PUT',
      );
      expect(cleared).toMatchObject({ headEmployeeNumber: null, headName: null });
      expect(await auditOf('department_updated', dept.id)).toHaveLength(2);
    } finally {
      await setActive(suspended!.employeeNumber, true);
      await setActive(head!.employeeNumber, true);
    }
  });
});
