import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';

/** empleados/vacationentitlement: the engine's balance of the current employment. */
let t: TestApp;
let admin: Session;
let auditor: Session;
const ids: Record<string, number> = {};

const { data: ok } = apiCalls(() => t, 'es', { prefix: 'empleados/' });

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

describe('unpaid leave and suspensions across a re-entry', () => {
  const unpaid = async (num: number, kind: 'unpaid_leave' | 'suspension', from: string, to: string) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/acciones/unpaidLeaveDays',
      headers: admin.headers,
      payload: { num_empleado: num, kind, from, to, note: 'Motivo de prueba' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('the current employment counts its own unpaid days only: each moves the anniversary by its calendar days', async () => {
    // First employment 06/02/2023 – 30/06/2024 with a 10-day unpaid leave; re-entry 05/08/2024.
    const num = await hire({ entryDate: '2023-02-06' });
    await unpaid(num, 'unpaid_leave', '2023-05-01', '2023-05-10');
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
      exitDate: '2024-06-30',
      exitTypeId,
    });
    await ok(admin, 'activate', { num_empleado: num, reason: 'Reingreso', entryDate: '2024-08-05' });
    const plain = await ok(auditor, 'vacationentitlement', { num_empleado: num, asOf: '2026-03-01' });
    // The first employment's leave is not the new one's: anniversaries of 05/08/2024.
    expect(plain.hireDate).toBe('2024-08-05');
    expect(plain.periods.map((p: { end: string }) => p.end)).toEqual(['2025-08-04', '2026-08-04']);
    expect(plain.periods.map((p: { unpaidDays: number }) => p.unpaidDays)).toEqual([0, 0]);

    // A 5-day suspension (Mon 03/03 – Fri 07/03/2025) inside the first period of the new employment:
    // it ends on 04/08/2025 + 5 = 09/08/2025; the second opens on 10/08/2025.
    const res = await unpaid(num, 'suspension', '2025-03-03', '2025-03-07');
    expect(res.range).toMatchObject({ kind: 'suspension', days: 5, note: 'Motivo de prueba' });
    const moved = await ok(auditor, 'vacationentitlement', { num_empleado: num, asOf: '2026-03-01' });
    expect(moved.periods[0]).toMatchObject({ start: '2024-08-05', end: '2025-08-09', unpaidDays: 5 });
    expect(moved.periods[1]).toMatchObject({ start: '2025-08-10', unpaidDays: 0, status: 'accruing' });
    // The vacation screen reads the same periods.
    const screen = await t.app.inject({
      method: 'POST',
      url: '/api/vacaciones/vacationdata',
      headers: auditor.headers,
      payload: { num_empleado: num },
    });
    expect(screen.statusCode, screen.body).toBe(200);
    expect(screen.json().data.entitlement.periods[0]).toMatchObject({ end: '2025-08-09', unpaidDays: 5 });
  });
});
