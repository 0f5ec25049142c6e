import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInCostaRica } from '../../lib/dates';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { createFingerprintCache, vacationInputsFingerprint } from './vacation-inputs';

/** The fingerprint of what vacation balances are computed from, and the dashboard card kept by it. */
let t: TestApp;
let admin: Session;
let manager: Session;

const { data: ok } = apiCalls(() => t);
const fingerprint = (companyId = 1) => vacationInputsFingerprint(t.database.db, companyId);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager } = await signInEveryRole(t.app));
}, 120_000);
afterAll(async () => t?.close());

describe('vacation inputs fingerprint', () => {
  it('stays while nothing changes and moves with every committed change, per company', async () => {
    const start = await fingerprint();
    expect(await fingerprint()).toBe(start);
    const other = await fingerprint(2);

    const [emp] = (
      (await t.database.db.execute(
        sql`select employee_number as n from employees where company_id = 1 and active order by 1 limit 1`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    await ok(
      manager,
      'vacaciones/vacationadjustment',
      {
        num_empleado: Number(emp!.n),
        kind: 'adjustment',
        days: 1,
        effectiveDate: todayInCostaRica(),
        reason: 'Prueba de la huella',
      },
      'PUT',
    );
    const afterAdjustment = await fingerprint();
    expect(afterAdjustment).not.toBe(start);
    expect(await fingerprint(2)).toBe(other);

    // A new payroll, and each table a balance reads, moves it, whoever writes (the triggers, not the services).
    await ok(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-15',
    });
    expect(await fingerprint()).not.toBe(afterAdjustment);
    let last = await fingerprint();
    for (const change of [
      sql`update employee_salaries set amount = amount + 100 where company_id = 1 and employee_number = ${emp!.n}`,
      sql`update schedules set working_days = working_days where company_id = 1`,
      sql`update employees set active = active where company_id = 1 and employee_number = ${emp!.n}`,
      sql`update employment_periods set exit_date = exit_date where company_id = 1 and employee_number = ${emp!.n}`,
      sql`update payrolls set inputs_version = inputs_version + 1 where company_id = 1 and id = (select min(id) from payrolls where company_id = 1)`,
    ]) {
      await t.database.db.execute(change);
      const now = await fingerprint();

      expect(now).not.toBe(last);
      last = now;
    }
    // A change rolled back leaves it as it was.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update departments set name = name where company_id = 1`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await fingerprint()).toBe(last);
  });

  it('the dashboard card equals the vacation summary after a change', async () => {
    const summary = async () =>
      (await ok(admin, 'vacaciones/vacationemployee', { page: 1, pageSize: 1 })).summary;
    const card = async () => (await ok(admin, 'parametros/dashboardcards', {})).vacationLiability;
    const before = await card();
    const s0 = await summary();
    expect(before).toEqual({
      amount: s0.liability,
      pendingDays: s0.pendingDays,
      accruedDays: s0.pendingWithAccruedDays,
      employees: s0.employees,
    });
    await ok(
      admin,
      'vacaciones/vacationadjustment',
      {
        num_empleado: 1,
        kind: 'adjustment',
        days: 2,
        effectiveDate: todayInCostaRica(),
        reason: 'Dos días más disfrutados',
      },
      'PUT',
    );
    const s1 = await summary();
    expect(s1.pendingWithAccruedDays).not.toBe(s0.pendingWithAccruedDays);
    expect(await card()).toEqual({
      amount: s1.liability,
      pendingDays: s1.pendingDays,
      accruedDays: s1.pendingWithAccruedDays,
      employees: s1.employees,
    });
  });
});

describe('createFingerprintCache', () => {
  it('computes once per key, shares a computation in flight, and forgets a failure', async () => {
    const cache = createFingerprintCache<number>();
    let runs = 0;
    const compute = async () => ++runs;
    const [a, b] = await Promise.all([cache.get(1, 'k1', compute), cache.get(1, 'k1', compute)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await cache.get(1, 'k2', compute)).toBe(2);
    expect(await cache.get(2, 'k2', compute)).toBe(3);
    await expect(cache.get(1, 'k3', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(1, 'k3', compute)).toBe(4);
  });
});
