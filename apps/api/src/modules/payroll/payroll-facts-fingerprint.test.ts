import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';
import { FACT_TABLES_WITHOUT_TRIGGER, payrollFactsFingerprint } from './payroll-facts-fingerprint.repository';
import { loadPayrollMembersFacts } from './payroll.repository';

/** The fingerprint the calculation state keeps its stale check by (issue 29): what moves it, and what does not. */
let t: TestApp;
let manager: Session;
let payrollId: number;

const { data, rows } = apiCalls(() => t);
const fingerprint = (companyId = 1) => payrollFactsFingerprint(t.database.db, companyId);

beforeAll(async () => {
  t = await createTestApp();
  ({ manager } = await signInEveryRole(t.app));
  payrollId = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
    })
  ).payrollId;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
}, 120_000);
afterAll(async () => t?.close());

describe('payrollFactsFingerprint', () => {
  it('follows every table the member facts are read from, on insert, update and delete', async () => {
    // The facts' own SQL, as the calculation and the stale check run it.
    const dialect = new PgDialect();
    const texts: string[] = [];
    const db = t.database.db;
    const recording = new Proxy(db, {
      get: (target, prop, receiver) =>
        prop === 'execute'
          ? (query: SQL) => {
              texts.push(dialect.sqlToQuery(query).sql);
              return target.execute(query);
            }
          : (Reflect.get(target, prop, receiver) as unknown),
    }) as Db;
    const [payroll] = await rows<{
      companyId: number;
      id: number;
      payDate: string;
      periodStart: string;
      periodEnd: string;
    }>(sql`
      select company_id as "companyId", id, pay_date::text as "payDate", period_start::text as "periodStart",
        period_end::text as "periodEnd"
      from payrolls where company_id = 1 and id = ${payrollId}`);
    expect((await loadPayrollMembersFacts(recording, payroll!)).length).toBeGreaterThan(0);
    const tables = new Set(
      (
        await rows<{ name: string }>(
          sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
        )
      ).map((r) => r.name),
    );
    const read = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)]
          .map((m) => m[1]!)
          .filter((n) => tables.has(n)),
      ),
    );
    expect([...read]).toEqual(
      expect.arrayContaining(['payroll_employees', 'attendance_days', 'employee_pay_items']),
    );

    // Each followed table has a trigger writing one of the two logs, for each of insert, update and delete.
    const triggers = await rows<{ table: string; type: number }>(sql`
      select c.relname as table, g.tgtype::int as type
      from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
      where not g.tgisinternal and g.tgenabled = 'A'
        and p.proname in ('note_vacation_input_change', 'note_payroll_input_change', 'note_payroll_input_change_row')`);
    const EVENTS = { insert: 4, delete: 8, update: 16 } as const;
    const missing = [...read]
      .filter((table) => !(FACT_TABLES_WITHOUT_TRIGGER as readonly string[]).includes(table))
      .flatMap((table) =>
        Object.entries(EVENTS)
          .filter(([, bit]) => !triggers.some((g) => g.table === table && (Number(g.type) & bit) !== 0))
          .map(([event]) => `${table} ${event}`),
      );
    expect(missing).toEqual([]);
  });

  it('stays through an ordinary register edit and an inputs version, moves with what the check reads', async () => {
    const start = await fingerprint();
    expect(await fingerprint()).toBe(start);
    const other = await fingerprint(2);
    const [day] = await rows<{ n: number; date: string }>(sql`
      select employee_number as n, work_date::text as date from attendance_days
      where company_id = 1 and payroll_id = ${payrollId} and code = 'R' and not rest_day and holiday_id is null
      order by employee_number, work_date limit 1`);

    // An absence on an ordinary day: the payroll's inputs version says it, the fingerprint stays.
    await data(
      manager,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: Number(day!.n), date: day!.date, code: 'A', note: 'Prueba' }] },
      'PUT',
    );
    expect(await fingerprint()).toBe(start);
    await t.database.db.execute(
      sql`update payrolls set inputs_version = inputs_version + 1 where company_id = 1 and id = ${payrollId}`,
    );
    expect(await fingerprint()).toBe(start);
    // Another state or a pay date of an unpaid payroll reaches no other payroll's hash (its own dates key the check).
    await t.database.db.execute(
      sql`update payrolls set status = 'processed', pay_date = pay_date + 1 where company_id = 1 and id = ${payrollId}`,
    );
    expect(await fingerprint()).toBe(start);
    await t.database.db.execute(
      sql`update payrolls set status = 'projected', pay_date = pay_date - 1 where company_id = 1 and id = ${payrollId}`,
    );

    // What the check reads moves it, whoever writes (the triggers, not the services); company 2's stays.
    let last = start;
    const dayWhere = sql`company_id = 1 and payroll_id = ${payrollId} and employee_number = ${day!.n}
      and work_date = ${day!.date}::date`;
    const changes: [string, SQL][] = [
      ['a vacation day', sql`update attendance_days set code = 'V' where ${dayWhere}`],
      ['a vacation day undone', sql`update attendance_days set code = 'R' where ${dayWhere}`],
      [
        'the members',
        sql`update payroll_employees set last_day = last_day where company_id = 1 and payroll_id = ${payrollId}`,
      ],
      [
        'a periodicity history',
        sql`update employee_periodicities set periodicity = periodicity where company_id = 1 and employee_number = ${day!.n}`,
      ],
      ['a payroll paid', sql`update payrolls set status = 'paid' where company_id = 1 and id = ${payrollId}`],
      ['and not', sql`update payrolls set status = 'projected' where company_id = 1 and id = ${payrollId}`],
      [
        'an employee',
        sql`update employees set children_count = children_count where company_id = 1 and employee_number = ${day!.n}`,
      ],
    ];
    for (const [what, change] of changes) {
      await t.database.db.execute(change);
      const now = await fingerprint();
      expect(now, what).not.toBe(last);
      last = now;
    }
    expect(await fingerprint(2)).toBe(other);

    // A change rolled back leaves it as it was.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update attendance_days set code = 'I' where ${dayWhere}`);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await fingerprint()).toBe(last);
  });
});
