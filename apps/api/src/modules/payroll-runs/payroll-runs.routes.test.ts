import { addDays, type IsoDate } from '@planilla/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payrolls } from '../../db/schema';
import { todayInCostaRica } from '../../lib/dates';
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
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };
const setStatus = (id: number, status: string) =>
  t.database.db
    .update(payrolls)
    .set({ status })
    .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, id)));

/** Fortnightly employees of company 1 and the days each should have in `start`–`end` (an independent reading). */
const expectedDays = async (start: string, end: string) => {
  const res = await rows<{ employee_number: number; entry_date: string; exit_date: string | null }>(sql`
    select e.employee_number, p.entry_date::text as entry_date, p.exit_date::text as exit_date
    from employees e join employment_periods p on p.company_id = e.company_id and p.employee_number = e.employee_number
    where e.company_id = 1 and e.periodicity = 'fortnightly' and (e.active or e.exit_date is not null)`);
  const days = new Map<number, string[]>();
  for (const r of res.rows) {
    for (let d = start; d <= end; d = addDays(d as IsoDate, 1)) {
      if (d >= r.entry_date && (r.exit_date === null || d <= r.exit_date))
        days.set(Number(r.employee_number), [...(days.get(Number(r.employee_number)) ?? []), d]);
    }
  }
  return days;
};

const countDays = async (payrollId: number) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from attendance_days where company_id = 1 and payroll_id = ${payrollId}`,
      )
    ).rows[0]!.n,
  );

let november: { payrollId: number };

describe('payroll calendar', () => {
  it('creates a payroll (payroll manager), planned, numbered in its year, audited', async () => {
    november = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
    });
    expect(november).toMatchObject({
      kind: 'regular',
      periodicity: 'fortnightly',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-30',
      payDate: '2026-11-30',
      sequence: 1,
      status: 'planned',
      employeeCount: 0,
      inputsVersion: 0,
      calculatedInputsVersion: null,
      needsRecalculation: false,
      payDateEditable: true,
    });
    const first = await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-15',
      payDate: '2026-11-14',
    });
    expect(first.sequence).toBe(1);
    const list = await data(admin, 'paramPlanilla/planillalist', { periodicity: 'fortnightly', year: 2026 });
    expect(list.map((p: { periodStart: string; sequence: number }) => [p.periodStart, p.sequence])).toEqual([
      ['2026-11-01', 1],
      ['2026-11-16', 2],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payroll_created'), eq(auditLog.entityId, String(november.payrollId))));
    expect(entry).toMatchObject({ companyId: 1, userId: manager.userId, before: null });
  });

  it('accepts each periodicity on its own periods and refuses a period that is not one', async () => {
    for (const [periodicity, periodStart, periodEnd] of [
      ['monthly', '2026-11-01', '2026-11-30'],
      ['weekly', '2026-11-16', '2026-11-22'],
      ['biweekly', '2026-11-16', '2026-11-29'],
    ])
      await data(admin, 'paramPlanilla/newpayroll', { periodicity, periodStart, periodEnd });
    for (const [periodicity, periodStart, periodEnd] of [
      ['monthly', '2026-10-01', '2026-10-30'],
      ['fortnightly', '2026-10-02', '2026-10-16'],
      ['weekly', '2026-10-01', '2026-10-08'],
      ['biweekly', '2026-10-01', '2026-10-07'],
    ]) {
      const res = await call(
        admin,
        'paramPlanilla/newpayroll',
        { periodicity, periodStart, periodEnd },
        'POST',
        'en',
      );
      expect(res.statusCode, `${periodicity} ${periodStart}`).toBe(400);
      expect(res.json().error.fields).toEqual({
        periodEnd: expect.stringMatching(/^The period does not match/),
      });
    }
  });

  it('validates every field and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const cases: [object, Record<string, string>][] = [
      [
        {},
        {
          periodicity: 'El valor no es válido.',
          periodStart: 'Este campo es obligatorio.',
          periodEnd: 'Este campo es obligatorio.',
        },
      ],
      [
        { periodicity: 'daily', periodStart: '2026-13-01', periodEnd: 'mañana' },
        {
          periodicity: 'El valor no es válido.',
          periodStart: 'La fecha no es válida.',
          periodEnd: 'La fecha no es válida.',
        },
      ],
      [
        { periodicity: 'monthly', periodStart: '2026-12-01', periodEnd: '2026-11-30' },
        {
          periodEnd: 'La fecha final no puede ser anterior a la inicial.',
        },
      ],
      [
        { periodicity: 'monthly', periodStart: '2026-12-01', periodEnd: '2026-12-31', payDate: '2027-02-01' },
        {
          payDate: expect.stringMatching(/^La fecha de pago debe estar entre/),
        },
      ],
      [
        { periodicity: 'monthly', periodStart: '2026-12-01', periodEnd: '2026-12-31', payDate: '2026-11-30' },
        {
          payDate: expect.stringMatching(/^La fecha de pago debe estar entre/),
        },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await call(admin, 'paramPlanilla/newpayroll', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses a period that overlaps another of the periodicity (409), not of another periodicity', async () => {
    const before = await tableFingerprints(t.database.db);
    const res = await call(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2026-11-20',
      periodEnd: '2026-11-26',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PAYROLL_PERIOD_OVERLAP',
      message: 'El periodo se traslapa con otra planilla de la misma periodicidad.',
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    // The other company has its own calendar.
    await data(admin2, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2026-11-20',
      periodEnd: '2026-11-26',
    });
  });

  it('filters the calendar by periodicity, status and year, and keeps companies apart', async () => {
    const all = await data(admin, 'paramPlanilla/planillalist');
    expect(all.length).toBe(5);
    expect((await data(admin, 'paramPlanilla/planillalist', { status: 'projected' })).length).toBe(0);
    expect((await data(admin, 'paramPlanilla/planillalist', { year: 2025 })).length).toBe(0);
    expect((await data(admin, 'paramPlanilla/planillalist', { periodicity: 'monthly' })).length).toBe(1);
    const other = await data(admin2, 'paramPlanilla/planillalist');
    expect(other.map((p: { periodicity: string }) => p.periodicity)).toEqual(['weekly']);
    const bad = await call(admin, 'paramPlanilla/planillalist', { status: 'open', year: 1990 });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['status', 'year']);
  });

  it('lets only those who manage payrolls create one; everyone who reads payrolls lists them', async () => {
    for (const s of [auditor, assistant]) {
      const res = await call(s, 'paramPlanilla/newpayroll', {
        periodicity: 'monthly',
        periodStart: '2027-01-01',
        periodEnd: '2027-01-31',
      });
      expect(res.statusCode).toBe(403);
      expect((await data(s, 'paramPlanilla/planillalist')).length).toBe(5);
    }
  });

  it('changes the pay date of a payroll not calculated yet, never to the past, audited', async () => {
    const december = await data(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-15',
    });
    const moved = await data(
      manager,
      'paramPlanilla/updatepaydate',
      { payrollId: december.payrollId, payDate: '2026-12-14' },
      'PUT',
    );
    expect(moved).toMatchObject({ payrollId: december.payrollId, payDate: '2026-12-14' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'payroll_pay_date_updated'),
          eq(auditLog.entityId, String(december.payrollId)),
        ),
      );
    expect(entry).toMatchObject({ before: { payDate: '2026-12-15' }, after: { payDate: '2026-12-14' } });

    const yesterday = addDays(todayInCostaRica() as IsoDate, -1);
    const past = await call(
      admin,
      'paramPlanilla/updatepaydate',
      { payrollId: december.payrollId, payDate: yesterday },
      'PUT',
    );
    expect(past.json().error.fields).toEqual({ payDate: 'La fecha no puede estar en el pasado.' });
    const far = await call(
      admin,
      'paramPlanilla/updatepaydate',
      { payrollId: december.payrollId, payDate: '2027-01-20' },
      'PUT',
    );
    expect(far.statusCode).toBe(400);
    expect(
      (
        await call(
          admin2,
          'paramPlanilla/updatepaydate',
          { payrollId: december.payrollId, payDate: '2026-12-15' },
          'PUT',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          assistant,
          'paramPlanilla/updatepaydate',
          { payrollId: december.payrollId, payDate: '2026-12-15' },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);

    await setStatus(december.payrollId, 'processed');
    const processed = await call(
      admin,
      'paramPlanilla/updatepaydate',
      { payrollId: december.payrollId, payDate: '2026-12-15' },
      'PUT',
    );
    expect(processed.statusCode).toBe(409);
    expect(processed.json().error.code).toBe('PAYROLL_STATUS_CONFLICT');
    await setStatus(december.payrollId, 'paid');
    const before = await tableFingerprints(t.database.db);
    const paid = await call(
      admin,
      'paramPlanilla/updatepaydate',
      { payrollId: december.payrollId, payDate: '2026-12-15' },
      'PUT',
    );
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
    expect((await data(admin, 'paramPlanilla/planillalist', { status: 'paid' }))[0]).toMatchObject({
      payrollId: december.payrollId,
      payDateEditable: false,
    });
  });
});

describe('payroll settings', () => {
  it('reads and changes whether advance vacations are allowed (managers), audited', async () => {
    expect(await data(assistant, 'paramPlanilla/companysettings')).toMatchObject({
      allowAdvanceVacations: false,
    });
    expect(
      (await call(assistant, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: true }, 'PUT'))
        .statusCode,
    ).toBe(403);
    expect(
      await data(manager, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: true }, 'PUT'),
    ).toMatchObject({
      allowAdvanceVacations: true,
    });
    expect(await data(admin2, 'paramPlanilla/companysettings')).toMatchObject({
      allowAdvanceVacations: false,
    });
    const bad = await call(
      manager,
      'paramPlanilla/updatecompanysettings',
      { allowAdvanceVacations: 'sí' },
      'PUT',
    );
    expect(bad.statusCode).toBe(400);
    await data(manager, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: false }, 'PUT');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_settings_updated'));
    expect(entries).toHaveLength(2);
  });
});

describe('projection', () => {
  it('lays out one row per employee per day: who belongs, working and rest days, expected minutes', async () => {
    const res = await data(
      manager,
      'procesoPlanilla/projectpayroll',
      { payrollId: november.payrollId },
      'PUT',
    );
    const expected = await expectedDays('2026-11-16', '2026-11-30');
    const expectedTotal = [...expected.values()].reduce((s, d) => s + d.length, 0);
    expect(res.payroll).toMatchObject({
      status: 'projected',
      inputsVersion: 1,
      employeeCount: expected.size,
      projectedBy: 'planillas',
    });
    expect(res.employees).toEqual({ total: expected.size, added: expected.size, removed: 0, kept: 0 });
    expect(res.days).toEqual({ total: expectedTotal, added: expectedTotal, removed: 0, relaid: 0, kept: 0 });
    expect(expected.size).toBeGreaterThan(3);

    const laid = await rows<{ employee_number: number; days: string[] }>(sql`
      select employee_number, array_agg(work_date::text order by work_date) as days from attendance_days
      where company_id = 1 and payroll_id = ${november.payrollId} group by employee_number`);
    expect(new Map(laid.rows.map((r) => [Number(r.employee_number), r.days]))).toEqual(expected);

    // Each day follows the employee's schedule: working days R with the expected minutes, rest days R with none.
    const check = await rows<{ bad: string }>(sql`
      select count(*) as bad, min(d.employee_number || ' ' || d.work_date || ' ' || d.code || ' ' || d.rest_day || ' ' || d.expected_minutes || ' ' || d.ordinary_minutes || ' ' || s.working_days::text || ' ' || s.quarter_hours_per_day) as sample from attendance_days d
      join employees e on e.company_id = d.company_id and e.employee_number = d.employee_number
      join schedules s on s.company_id = e.company_id and s.id = e.schedule_id
      where d.company_id = 1 and d.payroll_id = ${november.payrollId} and (
        d.code <> 'R' or d.source <> 'projection' or d.holiday_id is not null
        or d.rest_day = (extract(isodow from d.work_date)::smallint = any(s.working_days))
        or d.expected_minutes <> case when d.rest_day then 0 else s.quarter_hours_per_day * 15 end
        or d.ordinary_minutes <> d.expected_minutes)`);
    expect(Number(check.rows[0]!.bad), JSON.stringify(check.rows[0])).toBe(0);
    const sunday = await data(admin, 'asistencia/presencelist', {
      payrollId: november.payrollId,
      date: '2026-11-22',
      pageSize: 1,
    });
    expect(sunday.items[0]).toMatchObject({ restDay: true, expectedMinutes: 0, code: 'R', weekday: 7 });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payroll_projected'), eq(auditLog.entityId, String(november.payrollId))),
      );
    expect(entry).toMatchObject({ before: { status: 'planned', inputsVersion: 0 } });
    expect((entry!.after as { addedEmployees: number[] }).addedEmployees.sort((a, b) => a - b)).toEqual(
      [...expected.keys()].sort((a, b) => a - b),
    );
  });

  it('marks holidays (obligatory or not) and keeps the expected minutes of the schedule on them', async () => {
    const december = await data(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'weekly',
      periodStart: '2026-11-30',
      periodEnd: '2026-12-06',
    });
    await data(admin, 'procesoPlanilla/projectpayroll', { payrollId: december.payrollId }, 'PUT');
    const days = await data(admin, 'asistencia/presencelist', {
      payrollId: december.payrollId,
      date: '2026-12-01',
      pageSize: 100,
    });
    expect(days.total).toBeGreaterThan(0);
    for (const d of days.items)
      expect(d).toMatchObject({
        holidayId: 'ARMY_ABOLITION_DAY',
        holidayObligatory: false,
        code: 'R',
        ordinaryMinutes: 0,
      });
    expect(days.items.some((d: { expectedMinutes: number }) => d.expectedMinutes > 0)).toBe(true);
    const dates = await data(admin, 'asistencia/presencelistdates', { payrollId: december.payrollId });
    expect(dates.dates.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(dates.dates[1]).toMatchObject({
      holidayId: 'ARMY_ABOLITION_DAY',
      holidayObligatory: false,
      holidayName: expect.any(String),
    });
  });

  it('starts a hire on the hire date, ends an exit recorded in advance on its date, leaves the suspended out', async () => {
    const newcomer = await data(admin, 'empleados/new', {
      idType: 'fisica',
      nationalId: '109870654',
      firstName: 'Lucía',
      firstSurname: 'Mora',
      secondSurname: 'Quesada',
      birthDate: '1995-04-12',
      sex: 'female',
      civilStatus: 'single',
      nationality: 'CR',
      scheduleId: (
        await rows<{ id: number }>(sql`select id from schedules where company_id = 1 order by id limit 1`)
      ).rows[0]!.id,
      periodicity: 'fortnightly',
      entryDate: '2026-11-20',
      salary: 450_000_00,
    });
    const num = newcomer.employee.num_empleado;
    const projected = await rows<{ employee_number: number }>(sql`
      select distinct employee_number from attendance_days where company_id = 1 and payroll_id = ${november.payrollId}
      order by employee_number`);
    const [leaving, suspended] = projected.rows.map((r) => Number(r.employee_number)) as [number, number];
    const exitType = (
      await rows<{ id: number }>(sql`select id from exit_types where company_id = 1 and code = 'resignation'`)
    ).rows[0]!.id;
    await data(admin, 'empleados/inactivate', {
      num_empleado: leaving,
      reason: 'Renuncia con preaviso',
      exitDate: '2026-11-25',
      exitTypeId: exitType,
    });
    await data(admin, 'empleados/inactivate', { num_empleado: suspended, reason: 'Suspensión' });

    // A day a person changed is kept when projecting again.
    const kept = projected.rows.map((r) => Number(r.employee_number))[2]!;
    await data(
      admin,
      'asistencia/diaryAsistence',
      {
        payrollId: november.payrollId,
        items: [{ num_empleado: kept, date: '2026-11-17', code: 'A' }],
      },
      'PUT',
    );
    // So is a day an applied clock file wrote (its marks, its extra minutes).
    const marked = projected.rows.map((r) => Number(r.employee_number))[3]!;
    await t.database.db.execute(sql`
      update attendance_days set source = 'clock', entry_time = '07:02', exit_time = '16:40', extra_minutes = 40
      where company_id = 1 and payroll_id = ${november.payrollId} and employee_number = ${marked}
        and work_date = '2026-11-18'`);

    const before = await countDays(november.payrollId);
    const daysOf = async () =>
      new Map(
        (
          await rows<{ employee_number: number; n: string }>(sql`
            select employee_number, count(*) as n from attendance_days
            where company_id = 1 and payroll_id = ${november.payrollId} group by employee_number`)
        ).rows.map((r) => [Number(r.employee_number), Number(r.n)]),
      );
    const previous = await daysOf();
    const res = await data(
      manager,
      'procesoPlanilla/projectpayroll',
      { payrollId: november.payrollId },
      'PUT',
    );
    const expected = await expectedDays('2026-11-16', '2026-11-30');
    const removedDays = previous.get(suspended)! + previous.get(leaving)! - expected.get(leaving)!.length;
    expect(removedDays).toBeGreaterThan(0);
    expect(expected.get(num)?.[0]).toBe('2026-11-20');
    expect(expected.get(leaving)?.at(-1)).toBe('2026-11-25');
    expect(expected.has(suspended)).toBe(false);
    expect(res.employees).toMatchObject({ total: expected.size, added: 1, removed: 1 });
    expect(res.days).toMatchObject({ added: 11, removed: removedDays, kept: 2 });
    expect(await countDays(november.payrollId)).toBe(before + 11 - removedDays);
    expect(res.payroll).toMatchObject({ status: 'projected', inputsVersion: 3 });
    const laid = await rows<{ employee_number: number; days: string[] }>(sql`
      select employee_number, array_agg(work_date::text order by work_date) as days from attendance_days
      where company_id = 1 and payroll_id = ${november.payrollId} group by employee_number`);
    expect(new Map(laid.rows.map((r) => [Number(r.employee_number), r.days]))).toEqual(expected);
    const absence = await data(admin, 'asistencia/presencelist', {
      payrollId: november.payrollId,
      num_empleado: kept,
      date: '2026-11-17',
    });
    expect(absence.items[0]).toMatchObject({ code: 'A', source: 'person', changedBy: 'admin' });
    const clockDay = await rows<{
      source: string;
      entry_time: string;
      exit_time: string;
      extra_minutes: number;
    }>(sql`
      select source, entry_time::text, exit_time::text, extra_minutes from attendance_days
      where company_id = 1 and payroll_id = ${november.payrollId} and employee_number = ${marked}
        and work_date = '2026-11-18'`);
    expect(clockDay.rows[0]).toMatchObject({
      source: 'clock',
      entry_time: '07:02:00',
      exit_time: '16:40:00',
      extra_minutes: 40,
    });

    // Projecting again with nothing new changes no day.
    const again = await data(
      manager,
      'procesoPlanilla/projectpayroll',
      { payrollId: november.payrollId },
      'PUT',
    );
    expect(again.employees).toMatchObject({ added: 0, removed: 0, kept: expected.size });
    expect(again.days).toMatchObject({ added: 0, removed: 0, relaid: 0, kept: 2 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'payroll_reprojected'), eq(auditLog.entityId, String(november.payrollId))),
      );
    expect(entry!.after).toMatchObject({ addedEmployees: [num], removedEmployees: [suspended] });
  });

  it('follows a schedule changed from a date in the middle of the period', async () => {
    const members = await rows<{ employee_number: number; schedule_id: number }>(sql`
      select distinct d.employee_number, e.schedule_id from attendance_days d
      join employees e on e.company_id = d.company_id and e.employee_number = d.employee_number
      where d.company_id = 1 and d.payroll_id = ${november.payrollId}
        and not exists (select 1 from attendance_days k where k.company_id = 1 and k.payroll_id = d.payroll_id
          and k.employee_number = d.employee_number and k.source <> 'projection')
      order by d.employee_number desc limit 1`);
    const { employee_number: num, schedule_id: before } = members.rows[0]!;
    const other = await rows<{ id: number; minutes: number; working_days: number[] }>(sql`
      select id, quarter_hours_per_day * 15 as minutes, working_days from schedules
      where company_id = 1 and id <> ${before} order by id limit 1`);
    const after = other.rows[0]!;
    await data(
      admin,
      'empleados/updatehorarioubicacion',
      {
        num_empleado: Number(num),
        scheduleId: after.id,
        effectiveFrom: '2026-11-23',
        reason: 'Cambio de turno',
      },
      'PUT',
    );
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: november.payrollId }, 'PUT');

    const days = await rows<{
      work_date: string;
      schedule_id: number;
      rest_day: boolean;
      expected_minutes: number;
    }>(
      sql`select work_date::text, schedule_id, rest_day, expected_minutes from attendance_days
        where company_id = 1 and payroll_id = ${november.payrollId} and employee_number = ${num}
        order by work_date`,
    );
    expect(days.rows.length).toBeGreaterThan(10);
    for (const day of days.rows) {
      const changed = day.work_date >= '2026-11-23';
      expect(Number(day.schedule_id), day.work_date).toBe(Number(changed ? after.id : before));
      if (!changed) continue;
      const weekday = ((new Date(`${day.work_date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const rest = !after.working_days.map(Number).includes(weekday);
      expect(day.rest_day, day.work_date).toBe(rest);
    }
  });

  it('lists the payroll, its employees and the projected days; keeps other companies out', async () => {
    const list = await data(assistant, 'procesoPlanilla/payrolllist');
    expect(list.map((p: { payrollId: number }) => p.payrollId)).toContain(november.payrollId);
    expect(list.every((p: { status: string }) => p.status === 'projected' || p.status === 'processed')).toBe(
      true,
    );
    const planned = await data(admin, 'procesoPlanilla/payrolllist', { statuses: ['planned'] });
    expect(planned.every((p: { status: string }) => p.status === 'planned')).toBe(true);

    const page = await data(admin, 'procesoPlanilla/payrollemployeeslist', {
      payrollId: november.payrollId,
      pageSize: 3,
    });
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toMatchObject({
      reviewStatus: 'pending',
      firstDay: expect.any(String),
      days: expect.any(Number),
    });
    const names = page.items.map((i: { fullName: string }) => i.fullName);
    const second = await data(admin, 'procesoPlanilla/payrollemployeeslist', {
      payrollId: november.payrollId,
      pageSize: 3,
      page: 2,
    });
    expect(second.total).toBe(page.total);
    expect(second.items.map((i: { fullName: string }) => i.fullName)).not.toContain(names[0]);
    const lucia = await data(admin, 'procesoPlanilla/payrollemployeeslist', {
      payrollId: november.payrollId,
      search: 'lucia mora',
    });
    expect(lucia.items).toEqual([
      expect.objectContaining({
        fullName: 'Lucía Mora Quesada',
        firstDay: '2026-11-20',
        lastDay: '2026-11-30',
        days: 11,
      }),
    ]);
    const picker = await data(assistant, 'asistencia/payrollemployeesprojection', {
      payrollId: november.payrollId,
      search: 'LUCIA',
    });
    expect(picker).toEqual([
      expect.objectContaining({ fullName: 'Lucía Mora Quesada', firstDay: '2026-11-20' }),
    ]);
    expect(
      (await data(assistant, 'asistencia/payrollprojection')).map((p: { payrollId: number }) => p.payrollId),
    ).toContain(november.payrollId);
    const projected = await data(admin, 'asistencia/projectionlist', {
      payrollId: november.payrollId,
      search: 'lucia',
      sortBy: 'date',
    });
    expect(projected.total).toBe(11);
    expect(projected.items[0]).toMatchObject({ date: '2026-11-20', source: 'projection' });

    for (const url of [
      'procesoPlanilla/payrollemployeeslist',
      'asistencia/projectionlist',
      'asistencia/payrollemployeesprojection',
    ]) {
      const res = await call(admin2, url, { payrollId: november.payrollId });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('PAYROLL_NOT_FOUND');
    }
    expect((await data(admin2, 'procesoPlanilla/payrolllist')).length).toBe(0);
    const bad = await call(admin, 'procesoPlanilla/payrollemployeeslist', { payrollId: 'x', pageSize: 1000 });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['pageSize', 'payrollId']);
  });

  it('refuses to project a processed payroll (409) or a paid one, another company’s (404), and without the ability (403)', async () => {
    const monthly = await data(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
    });
    expect(
      (await call(admin2, 'procesoPlanilla/projectpayroll', { payrollId: monthly.payrollId }, 'PUT'))
        .statusCode,
    ).toBe(404);
    for (const s of [assistant, auditor])
      expect(
        (await call(s, 'procesoPlanilla/projectpayroll', { payrollId: monthly.payrollId }, 'PUT')).statusCode,
      ).toBe(403);
    await setStatus(monthly.payrollId, 'processed');
    const before = await tableFingerprints(t.database.db);
    const processed = await call(
      admin,
      'procesoPlanilla/projectpayroll',
      { payrollId: monthly.payrollId },
      'PUT',
      'en',
    );
    expect(processed.statusCode).toBe(409);
    expect(processed.json().error).toMatchObject({ code: 'PAYROLL_STATUS_CONFLICT' });
    await setStatus(monthly.payrollId, 'paid');
    const mid = await tableFingerprints(t.database.db);
    const paid = await call(
      admin,
      'procesoPlanilla/projectpayroll',
      { payrollId: monthly.payrollId },
      'PUT',
      'en',
    );
    expect(paid.json().error).toMatchObject({
      code: 'PAYROLL_PAID',
      message: expect.stringMatching(/^The payroll has been paid/),
    });
    expect(await tableFingerprints(t.database.db)).toEqual(mid);
    expect(before.attendance_days).toEqual(mid.attendance_days);
  });

  it('refuses a period without holiday data (409) and changes nothing', async () => {
    const future = await data(admin, 'paramPlanilla/newpayroll', {
      periodicity: 'monthly',
      periodStart: '2031-01-01',
      periodEnd: '2031-01-31',
    });
    const before = await tableFingerprints(t.database.db);
    const res = await call(admin, 'procesoPlanilla/projectpayroll', { payrollId: future.payrollId }, 'PUT');
    // Once holidays answer for any year this payroll simply projects.
    if (res.statusCode === 409) {
      expect(res.json().error.code).toBe('PAYROLL_RULES_UNAVAILABLE');
      expect(await tableFingerprints(t.database.db)).toEqual(before);
    } else expect(res.statusCode).toBe(200);
  });
});
