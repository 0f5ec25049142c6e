import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls, createTestApp, signInEveryRole, type Session, type TestApp } from '../../test/test-app';

/**
 * The calculation state keeps its members' stale check by a fingerprint read at every call (issue 29): whatever
 * changes what the check reads shows at the next call, written by this process or any other (here: straight SQL,
 * as another instance's write would arrive), and so does its undoing.
 */
let t: TestApp;
let manager: Session;
let payrollId: number;
let members: number[];

const { call, data, rows } = apiCalls(() => t);
type State = { stale: boolean; staleEmployees: { num_empleado: number; reasons: string[] }[] };
const state = async (): Promise<State> => data(manager, 'procesoPlanilla/calculationstate', { payrollId });
const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);

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
  expect((await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT')).statusCode).toBe(
    200,
  );
  members = (
    await rows<{ n: number }>(
      sql`select employee_number as n from payroll_employees where company_id = 1 and payroll_id = ${payrollId} order by 1`,
    )
  ).map((r) => Number(r.n));
}, 120_000);
afterAll(async () => t?.close());

describe('procesoPlanilla/calculationstate, kept by the fingerprint', () => {
  it('shows a change written outside the process at the next call, with the register, and its undoing', async () => {
    const [parent, absent, moved] = members as [number, number, number];
    expect(await state()).toMatchObject({ stale: false, staleEmployees: [] });
    expect(await state()).toMatchObject({ stale: false, staleEmployees: [] });

    await run(sql`update employees set children_count = children_count + 1
      where company_id = 1 and employee_number = ${parent}`);
    expect((await state()).staleEmployees).toEqual([{ num_empleado: parent, reasons: ['credits'] }]);

    // A register edit of an ordinary day: the kept check stays, the attendance reason is read at the call.
    const [day] = await rows<{ date: string }>(sql`
      select work_date::text as date from attendance_days
      where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${absent} and code = 'R'
        and not rest_day and holiday_id is null
      order by work_date limit 1`);
    await data(
      manager,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: absent, date: day!.date, code: 'A', note: 'No vino' }] },
      'PUT',
    );
    const both = await state();
    expect(both.stale).toBe(true);
    expect(both.staleEmployees).toEqual(
      [
        { num_empleado: parent, reasons: ['credits'] },
        { num_empleado: absent, reasons: ['attendance'] },
      ].sort((a, b) => a.num_empleado - b.num_empleado),
    );

    // A raise from inside the period written outside, and the credit undone: each shows at once.
    await run(sql`insert into employee_salaries (company_id, employee_number, effective_from, amount)
      select 1, ${moved}, '2026-11-21', amount + 10000000 from employee_salaries
      where company_id = 1 and employee_number = ${moved} order by effective_from desc limit 1`);
    await run(sql`update employees set children_count = children_count - 1
      where company_id = 1 and employee_number = ${parent}`);
    expect((await state()).staleEmployees).toEqual(
      [
        { num_empleado: absent, reasons: ['attendance'] },
        { num_empleado: moved, reasons: ['salary'] },
      ].sort((a, b) => a.num_empleado - b.num_empleado),
    );
    await run(sql`delete from employee_salaries
      where company_id = 1 and employee_number = ${moved} and effective_from = '2026-11-21'`);
    expect((await state()).staleEmployees).toEqual([{ num_empleado: absent, reasons: ['attendance'] }]);

    // Recalculated: nothing stale, and the kept check follows the new calculation.
    expect((await call(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT')).statusCode).toBe(
      200,
    );
    expect(await state()).toMatchObject({ stale: false, staleEmployees: [] });
  });
});
