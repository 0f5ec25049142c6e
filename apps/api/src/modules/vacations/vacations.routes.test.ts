import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';

/** empleados/vacationentitlement: the engine's balance of the current employment. */
let t: TestApp;
let admin: Session;
let auditor: Session;
const ids: Record<string, number> = {};

const call = (s: Session, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url: `/api/empleados/${url}`, headers: s.headers, payload });
const ok = async (s: Session, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
  const res = await call(s, url, payload, method);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

let seq = 0;
const hire = async (over: Record<string, unknown> = {}): Promise<number> => {
  seq += 1;
  const res = await ok(admin, 'new', {
    idType: 'pasaporte',
    nationalId: `VAC${String(seq).padStart(4, '0')}`,
    firstName: 'Mario',
    firstSurname: 'Vacaciones',
    birthDate: '1988-08-08',
    sex: 'male',
    civilStatus: 'married',
    nationality: 'CR',
    childrenCount: 0,
    spouseTaxCredit: false,
    scheduleId: ids['sch:Oficina L-V 08:00-17:00'],
    periodicity: 'monthly',
    entryDate: '2026-01-05',
    salary: 600_000_00,
    ...over,
  });
  return res.employee.num_empleado as number;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, auditor } = await signInEveryRole(t.app));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parametros/horariolista',
    headers: admin.headers,
    payload: {},
  });
  for (const x of res.json().data as { id: number; name: string }[]) ids[`sch:${x.name}`] = x.id;
});
afterAll(async () => t?.close());

describe('empleados/vacationentitlement', () => {
  it('counts the working days a week of the schedule in force on the date asked', async () => {
    const num = await hire();
    await ok(
      admin,
      'updatehorarioubicacion',
      { num_empleado: num, scheduleId: ids['sch:Diurna L-S 06:00-14:00'], effectiveFrom: '2026-06-01' },
      'PUT',
    );
    const may = await ok(auditor, 'vacationentitlement', { num_empleado: num, asOf: '2026-05-15' });
    const july = await ok(auditor, 'vacationentitlement', { num_empleado: num, asOf: '2026-07-15' });
    expect([may.workDaysPerWeek, july.workDaysPerWeek]).toEqual([5, 6]);
    expect(july).toMatchObject({ hireDate: '2026-01-05', daysPerPeriod: 12 });
  });
});
