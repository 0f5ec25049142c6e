import { addDays, type IsoDate } from '@planilla/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payrolls } from '../../db/schema';
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

const { call, data, rows } = apiCalls(() => t);
const setPayroll = (id: number, patch: { status?: string; calculatedInputsVersion?: number }) =>
  t.database.db
    .update(payrolls)
    .set(patch)
    .where(and(eq(payrolls.companyId, 1), eq(payrolls.id, id)));

type Day = {
  num_empleado: number;
  date: string;
  code: string;
  restDay: boolean;
  expectedMinutes: number;
  ordinaryMinutes: number;
  extraMinutes: number;
  source: string;
};

let payrollId: number;
let december: number;
/** Employees of the payroll, by number, with their schedule's minutes and working days. */
let people: { num: number; minutes: number; workingDays: number[]; entryDate: string }[];
/** One who works Monday to Saturday and has years of service. */
let veteran: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  const created = await data(manager, 'paramPlanilla/newpayroll', {
    periodicity: 'fortnightly',
    periodStart: '2026-11-16',
    periodEnd: '2026-11-30',
  });
  payrollId = created.payrollId;
  december = (
    await data(manager, 'paramPlanilla/newpayroll', {
      periodicity: 'fortnightly',
      periodStart: '2026-12-01',
      periodEnd: '2026-12-15',
    })
  ).payrollId;
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  people = (
    await rows<{ employee_number: number; minutes: number; working_days: number[]; entry_date: string }>(sql`
      select m.employee_number, s.quarter_hours_per_day * 15 as minutes, s.working_days, e.entry_date::text as entry_date
      from payroll_employees m
      join employees e on e.company_id = m.company_id and e.employee_number = m.employee_number
      join schedules s on s.company_id = e.company_id and s.id = e.schedule_id
      where m.company_id = 1 and m.payroll_id = ${payrollId} order by m.employee_number`)
  ).map((r) => ({
    num: Number(r.employee_number),
    minutes: Number(r.minutes),
    workingDays: r.working_days.map(Number),
    entryDate: r.entry_date,
  }));
  veteran = people.find((p) => p.workingDays.includes(6) && p.entryDate <= '2023-06-01')!.num;
});
afterAll(async () => t?.close());

const dayOf = async (num: number, date: string, id = payrollId): Promise<Day> =>
  (await data(admin, 'asistencia/presencelist', { payrollId: id, num_empleado: num, date })).items[0];
const put = (s: Session, items: object[], lang = 'es', id = payrollId) =>
  call(s, 'asistencia/diaryAsistence', { payrollId: id, items }, 'PUT', lang);
const inputsVersion = async (id = payrollId) =>
  (
    await rows<{ v: number }>(
      sql`select inputs_version as v from payrolls where company_id = 1 and id = ${id}`,
    )
  )[0]!.v;

describe('the daily register: reading', () => {
  it('pages a date of the payroll by name, with the total, and filters by employee, name, code and department', async () => {
    const first = await data(assistant, 'asistencia/presencelist', {
      payrollId,
      date: '2026-11-18',
      pageSize: 4,
    });
    expect(first.total).toBe(people.length);
    expect(first.items).toHaveLength(4);
    const second = await data(assistant, 'asistencia/presencelist', {
      payrollId,
      date: '2026-11-18',
      pageSize: 4,
      page: 2,
    });
    expect(second.total).toBe(people.length);
    const all = await data(assistant, 'asistencia/presencelist', {
      payrollId,
      date: '2026-11-18',
      pageSize: 100,
    });
    expect(all.items.slice(4, 8)).toEqual(second.items);
    expect(
      all.items.map((d: { num_empleado: number }) => d.num_empleado).sort((a: number, b: number) => a - b),
    ).toEqual(people.map((p) => p.num));
    expect(all.items[0]).toMatchObject({
      payrollId,
      date: '2026-11-18',
      weekday: 3,
      code: 'R',
      source: 'projection',
    });
    // By name: surnames, then name, then number.
    const nameOrder = await rows<{ n: number }>(sql`select e.employee_number as n from payroll_employees m
      join employees e on e.company_id = m.company_id and e.employee_number = m.employee_number
      where m.company_id = 1 and m.payroll_id = ${payrollId}
      order by e.first_surname, e.second_surname, e.first_name, e.employee_number`);
    expect(all.items.map((d: Day) => d.num_empleado)).toEqual(nameOrder.map((r) => Number(r.n)));

    const one = await data(admin, 'asistencia/presencelist', {
      payrollId,
      num_empleado: veteran,
      sortBy: 'date',
    });
    expect(one.items.map((d: Day) => d.date)[0]).toBe('2026-11-16');
    expect(one.total).toBe(15);
    const name = one.items[0].fullName.split(' ')[1];
    const byName = await data(admin, 'asistencia/presencelist', {
      payrollId,
      search: name,
      date: '2026-11-16',
    });
    expect(byName.items.map((d: Day) => d.num_empleado)).toContain(veteran);
    const department = one.items[0].departmentId;
    const byDepartment = await data(admin, 'asistencia/presencelist', {
      payrollId,
      departmentId: department,
      pageSize: 100,
    });
    expect(byDepartment.items.every((d: { departmentId: number }) => d.departmentId === department)).toBe(
      true,
    );
    const none = await data(admin, 'asistencia/presencelist', { payrollId, codes: ['A', 'S'] });
    expect(none).toMatchObject({ items: [], total: 0 });
    const bad = await call(admin, 'asistencia/presencelist', {
      payrollId,
      codes: ['X'],
      date: '24/11/2026',
      sortBy: 'salary',
    });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['codes.0', 'date', 'sortBy']);
    expect((await call(admin2, 'asistencia/presencelist', { payrollId })).json().error.code).toBe(
      'PAYROLL_NOT_FOUND',
    );
  });

  it('gives the dates of the period with their counts by code', async () => {
    const res = await data(auditor, 'asistencia/presencelistdates', { payrollId });
    expect(res).toMatchObject({ payrollId, periodStart: '2026-11-16', periodEnd: '2026-11-30' });
    expect(res.dates).toHaveLength(15);
    for (const d of res.dates) {
      expect(d.employees).toBe(people.length);
      expect(Object.values(d.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
        people.length,
      );
      expect(d.counts.R).toBe(people.length);
      expect(d.changed).toBe(0);
    }
    const sunday = res.dates.find((d: { date: string }) => d.date === '2026-11-22');
    expect(sunday).toMatchObject({ weekday: 7, holidayId: null, restDays: people.length });
  });
});

describe('the daily register: writing', () => {
  it('marks many employees R on a day at once (HR assistant), as a person, bumping the inputs version, audited', async () => {
    const version = await inputsVersion();
    const items = people.map((p) => ({
      num_empleado: p.num,
      date: '2026-11-24',
      code: 'R',
      entryTime: '06:00',
      exitTime: '14:30',
    }));
    const res = await data(assistant, 'asistencia/diaryAsistence', { payrollId, items }, 'PUT');
    expect(res).toMatchObject({ updated: people.length, inputsVersion: version + 1, warnings: [] });
    expect(res.days).toHaveLength(people.length);
    for (const d of res.days) {
      const p = people.find((x) => x.num === d.num_empleado)!;
      // The span (8.5 h) up to what the schedule expects.
      expect(d).toMatchObject({
        code: 'R',
        entryTime: '06:00',
        exitTime: '14:30',
        ordinaryMinutes: Math.min(510, p.minutes),
        source: 'person',
        changedBy: 'asistente.rrhh',
      });
    }
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'attendance_days_set'), eq(auditLog.entityId, String(payrollId))));
    expect(entry).toMatchObject({ companyId: 1, userCode: 'asistente.rrhh' });
    expect((entry!.before as { days: Day[] }).days[0]).toMatchObject({
      code: 'R',
      source: 'projection',
      entryTime: null,
    });
    expect((entry!.after as { days: Day[] }).days[0]).toMatchObject({
      code: 'R',
      source: 'person',
      entryTime: '06:00',
    });
    const dates = await data(admin, 'asistencia/presencelistdates', { payrollId });
    expect(dates.dates.find((d: { date: string }) => d.date === '2026-11-24').changed).toBe(people.length);
  });

  it('records each code with what it needs', async () => {
    const [a, b, c, d, e, f, g] = people.map((p) => p.num) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const res = await data(
      admin,
      'asistencia/diaryAsistence',
      {
        payrollId,
        items: [
          { num_empleado: a, date: '2026-11-17', code: 'A', note: 'No se presentó' },
          {
            num_empleado: b,
            date: '2026-11-17',
            code: 'E',
            entryTime: '06:00',
            exitTime: '16:00',
            extraMinutes: 120,
          },
          { num_empleado: c, date: '2026-11-17', code: 'S', entryTime: '06:02' },
          {
            num_empleado: d,
            date: '2026-11-17',
            code: 'I',
            disabilityType: 'ccss_illness',
            disabilityCertificate: 'A-123456',
          },
          {
            num_empleado: e,
            date: '2026-11-17',
            code: '+',
            amount: 25_000_00,
            amountReason: 'Bono por meta de ventas',
          },
          {
            num_empleado: f,
            date: '2026-11-17',
            code: '-',
            amount: 5_000_00,
            amountReason: 'Adelanto de salario',
          },
          { num_empleado: g, date: '2026-11-17', code: 'E', ordinaryMinutes: 600, extraMinutes: 180 },
        ],
      },
      'PUT',
    );
    expect(res.updated).toBe(7);
    const byNum = new Map(res.days.map((x: Day) => [x.num_empleado, x]));
    expect(byNum.get(a)).toMatchObject({ code: 'A', ordinaryMinutes: 0, note: 'No se presentó' });
    expect(byNum.get(b)).toMatchObject({
      code: 'E',
      extraMinutes: 120,
      extraStatus: 'pending',
      ordinaryMinutes: Math.min(480, people[1]!.minutes),
    });
    expect(byNum.get(c)).toMatchObject({ code: 'S', entryTime: '06:02', exitTime: null, ordinaryMinutes: 0 });
    expect(byNum.get(d)).toMatchObject({
      code: 'I',
      disabilityType: 'ccss_illness',
      disabilityCertificate: 'A-123456',
    });
    expect(byNum.get(e)).toMatchObject({
      code: '+',
      amount: 25_000_00,
      amountReason: 'Bono por meta de ventas',
    });
    expect(byNum.get(f)).toMatchObject({ code: '-', amount: 5_000_00 });
    expect(byNum.get(g)).toMatchObject({ ordinaryMinutes: 600, extraMinutes: 180, overDailyCap: true });
    expect(res.warnings).toEqual([{ num_empleado: g, date: '2026-11-17', code: 'DAILY_HOURS_OVER_CAP' }]);

    // Setting the same E again keeps its review; changing the minutes sends it back to pending.
    await t.database.db
      .execute(sql`update attendance_days set extra_status = 'approved', extra_approved_minutes = 120
      where company_id = 1 and payroll_id = ${payrollId} and employee_number = ${b} and work_date = '2026-11-17'`);
    await data(
      admin,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: b, date: '2026-11-17', code: 'E', extraMinutes: 120 }] },
      'PUT',
    );
    expect(await dayOf(b, '2026-11-17')).toMatchObject({
      extraStatus: 'approved',
      extraApprovedMinutes: 120,
    });
    await data(
      admin,
      'asistencia/diaryAsistence',
      { payrollId, items: [{ num_empleado: b, date: '2026-11-17', code: 'E', extraMinutes: 90 }] },
      'PUT',
    );
    expect(await dayOf(b, '2026-11-17')).toMatchObject({
      extraStatus: 'pending',
      extraApprovedMinutes: null,
    });
  });

  it('validates each field by code, keyed by item, and changes nothing', async () => {
    const n = people[0]!.num;
    const before = await tableFingerprints(t.database.db);
    const cases: [object, Record<string, string>][] = [
      [
        { code: 'R', entryTime: '06:00' },
        { exitTime: 'Indique la hora de entrada y la de salida, o ninguna.' },
      ],
      [
        { code: 'R', entryTime: '25:00', exitTime: '6:00' },
        { entryTime: 'La hora no es válida (HH:MM).', exitTime: 'La hora no es válida (HH:MM).' },
      ],
      [{ code: 'R', entryTime: '06:00', exitTime: '06:00' }, { exitTime: 'La hora no es válida (HH:MM).' }],
      [
        { code: 'R', extraMinutes: 60 },
        { extraMinutes: 'Este dato no aplica al código de asistencia elegido.' },
      ],
      [{ code: 'R', ordinaryMinutes: 1500 }, { ordinaryMinutes: 'Escriba un número válido.' }],
      [{ code: 'E' }, { extraMinutes: 'Este campo es obligatorio.' }],
      [{ code: 'E', extraMinutes: 0 }, { extraMinutes: 'El monto debe ser mayor que cero.' }],
      [{ code: 'E', extraMinutes: 30.5 }, { extraMinutes: 'Escriba un número válido.' }],
      [
        { code: 'A', entryTime: '06:00', exitTime: '14:00', ordinaryMinutes: 60 },
        {
          entryTime: 'Este dato no aplica al código de asistencia elegido.',
          exitTime: 'Este dato no aplica al código de asistencia elegido.',
          ordinaryMinutes: 'Este dato no aplica al código de asistencia elegido.',
        },
      ],
      [
        { code: 'S', entryTime: '06:00', exitTime: '14:00' },
        {
          exitTime: 'Un día sin marca tiene a lo sumo una de las dos horas (la marca que existe).',
        },
      ],
      [
        { code: 'I' },
        { disabilityType: 'Este campo es obligatorio.', disabilityCertificate: 'Este campo es obligatorio.' },
      ],
      [
        { code: 'I', disabilityType: 'flu', disabilityCertificate: '../x' },
        {
          disabilityType: 'El valor no es válido.',
          disabilityCertificate: 'El valor no es válido.',
        },
      ],
      [
        { code: 'R', disabilityType: 'ccss_illness' },
        { disabilityType: 'Este dato no aplica al código de asistencia elegido.' },
      ],
      [{ code: '+' }, { amount: 'Este campo es obligatorio.', amountReason: 'Este campo es obligatorio.' }],
      [
        { code: '-', amount: -100, amountReason: ' ' },
        { amount: 'El monto debe ser mayor que cero.', amountReason: 'Este campo es obligatorio.' },
      ],
      [{ code: '-', amount: 10.5, amountReason: 'x' }, { amount: 'Escriba un número válido.' }],
      [{ code: 'R', amount: 100 }, { amount: 'Este dato no aplica al código de asistencia elegido.' }],
      [{ code: 'Z' }, { code: 'El valor no es válido.' }],
    ];
    for (const [item, fields] of cases) {
      const res = await put(admin, [{ num_empleado: n, date: '2026-11-18', ...item }]);
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      const prefixed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [`items.0.${k}`, v]));
      expect(res.json().error.fields, JSON.stringify(item)).toEqual(prefixed);
    }
    const shape = await call(admin, 'asistencia/diaryAsistence', { payrollId: 0, items: [] }, 'PUT');
    expect(Object.keys(shape.json().error.fields).sort()).toEqual(['items', 'payrollId']);
    const duplicate = await put(admin, [
      { num_empleado: n, date: '2026-11-18', code: 'A' },
      { num_empleado: n, date: '2026-11-18', code: 'R' },
    ]);
    expect(duplicate.json().error.fields).toEqual({
      'items.1.date': 'El mismo empleado y día aparece más de una vez.',
    });
    const outside = await put(admin, [{ num_empleado: n, date: '2026-12-01', code: 'A' }], 'en');
    expect(outside.json().error.fields).toEqual({
      'items.0.date': 'The date is outside the period of the payroll.',
    });
    const sunday = people.find((p) => !p.workingDays.includes(7))!.num;
    const vacationOnSunday = await put(admin, [{ num_empleado: sunday, date: '2026-11-22', code: 'V' }]);
    expect(vacationOnSunday.json().error.fields).toEqual({
      'items.0.code': 'Las vacaciones solo se registran en días laborables que no sean feriados.',
    });
    const stranger = (
      await rows<{ n: number }>(sql`select employee_number as n from employees e where company_id = 1
      and not exists (select 1 from payroll_employees m where m.company_id = 1 and m.payroll_id = ${payrollId}
        and m.employee_number = e.employee_number) limit 1`)
    )[0]!.n;
    const notIn = await put(admin, [
      { num_empleado: n, date: '2026-11-18', code: 'A' },
      { num_empleado: stranger, date: '2026-11-18', code: 'A' },
    ]);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().error).toMatchObject({
      code: 'ATTENDANCE_DAY_NOT_FOUND',
      fields: { 'items.1.num_empleado': expect.any(String) },
    });
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('keeps other companies and read-only roles out', async () => {
    const item = { num_empleado: people[0]!.num, date: '2026-11-18', code: 'A' };
    const before = await tableFingerprints(t.database.db);
    expect((await put(auditor, [item])).statusCode).toBe(403);
    const other = await put(admin2, [item]);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('PAYROLL_NOT_FOUND');
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });

  it('refuses every change to a paid payroll (409, nothing changes); a processed one accepts them and needs recalculation', async () => {
    const item = { num_empleado: people[0]!.num, date: '2026-11-19', code: 'A' };
    await setPayroll(payrollId, { status: 'paid' });
    const before = await tableFingerprints(t.database.db);
    const paid = await put(admin, [item], 'en');
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toMatchObject({
      code: 'PAYROLL_PAID',
      message: 'The payroll has been paid: it accepts no attendance or date changes.',
    });
    const absent = await call(
      admin,
      'asistencia/deleteabsentday',
      { payrollId, num_empleado: people[0]!.num, date: '2026-11-17' },
      'DELETE',
    );
    expect(absent.json().error.code).toBe('PAYROLL_PAID');
    const range = await call(
      admin,
      'acciones/disabilityDays',
      {
        num_empleado: people[0]!.num,
        from: '2026-11-28',
        to: '2026-12-02',
        disabilityType: 'ccss_illness',
        disabilityCertificate: 'B-1',
      },
      'PUT',
    );
    expect(range.json().error.code).toBe('PAYROLL_PAID');
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    const version = await inputsVersion();
    await setPayroll(payrollId, { status: 'processed', calculatedInputsVersion: version });
    expect((await data(admin, 'procesoPlanilla/payrolllist'))[0]).toMatchObject({
      payrollId,
      needsRecalculation: false,
    });
    expect(
      (await data(admin, 'asistencia/diaryAsistence', { payrollId, items: [item] }, 'PUT')).inputsVersion,
    ).toBe(version + 1);
    const list = await data(admin, 'procesoPlanilla/payrolllist', { statuses: ['processed'] });
    expect(list[0]).toMatchObject({
      payrollId,
      status: 'processed',
      needsRecalculation: true,
      inputsVersion: version + 1,
    });
    await setPayroll(payrollId, { status: 'projected' });
  });

  it('puts an absence back to what the schedule expects', async () => {
    const a = people[0]!;
    const day = await dayOf(a.num, '2026-11-17');
    expect(day.code).toBe('A');
    const res = await data(
      assistant,
      'asistencia/deleteabsentday',
      { payrollId, num_empleado: a.num, date: '2026-11-17' },
      'DELETE',
    );
    expect(res.day).toMatchObject({
      code: 'R',
      ordinaryMinutes: a.minutes,
      expectedMinutes: a.minutes,
      source: 'projection',
      note: null,
    });
    const notAbsent = await call(
      admin,
      'asistencia/deleteabsentday',
      { payrollId, num_empleado: a.num, date: '2026-11-17' },
      'DELETE',
    );
    expect(notAbsent.json().error.fields).toEqual({ date: 'Ese día no es una ausencia (código A).' });
    expect(
      (
        await call(
          auditor,
          'asistencia/deleteabsentday',
          { payrollId, num_empleado: a.num, date: '2026-11-19' },
          'DELETE',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          admin,
          'asistencia/deleteabsentday',
          { payrollId, num_empleado: 99999, date: '2026-11-19' },
          'DELETE',
        )
      ).statusCode,
    ).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'attendance_absence_deleted'));
    expect(entry).toMatchObject({
      before: { days: [expect.objectContaining({ code: 'A' })] },
      after: { days: [expect.objectContaining({ code: 'R' })] },
    });
  });

  it('sums each employee’s period at a glance', async () => {
    const res = await data(admin, 'asistencia/employeesdiarystatus', { payrollId, pageSize: 100 });
    expect(res.total).toBe(people.length);
    const b = res.items.find((i: { num_empleado: number }) => i.num_empleado === people[1]!.num);
    expect(b.days).toHaveLength(15);
    expect(b.counts.E).toBe(1);
    expect(b.counts.R).toBe(14);
    expect(b.changed).toBe(2);
    const onlyI = await data(admin, 'asistencia/employeesdiarystatus', { payrollId, code: 'I' });
    expect(onlyI.items.map((i: { num_empleado: number }) => i.num_empleado)).toEqual([people[3]!.num]);
  });
});

describe('personal actions: vacation and disability ranges', () => {
  it('answers the vacation days available', async () => {
    const balance = await data(assistant, 'asistencia/vacationdays', { num_empleado: veteran });
    expect(balance).toMatchObject({
      num_empleado: veteran,
      takenDays: 0,
      allowAdvance: false,
      workDaysPerWeek: 6,
    });
    expect(balance.availableDays).toBe(balance.earnedDays);
    expect(balance.earnedDays).toBeGreaterThanOrEqual(12);
    expect((await call(admin2, 'asistencia/vacationdays', { num_empleado: 9999 })).statusCode).toBe(404);
  });

  it('books a vacation: only working days count, marks the projected days V in the same transaction, the balance drops', async () => {
    const before = await data(admin, 'asistencia/vacationdays', { num_empleado: veteran });
    const version = await inputsVersion();
    // Wednesday 25 to Tuesday 1 December: Sunday 29 is a rest day, 1 December a holiday; Dec is not projected yet.
    const res = await data(
      assistant,
      'acciones/vacationDays',
      { num_empleado: veteran, from: '2026-11-25', to: '2026-12-02', note: 'Vacaciones de fin de año' },
      'PUT',
    );
    expect(res.range).toMatchObject({
      kind: 'vacation',
      from: '2026-11-25',
      to: '2026-12-02',
      days: 6,
      createdBy: 'asistente.rrhh',
    });
    expect(res.markedDays).toBe(5);
    expect(res.balance.availableDays).toBe(before.availableDays - 6);
    expect(res.balance.takenDays).toBe(6);
    expect(await inputsVersion()).toBe(version + 1);
    expect(await dayOf(veteran, '2026-11-25')).toMatchObject({
      code: 'V',
      source: 'action',
      rangeId: res.range.rangeId,
      ordinaryMinutes: 0,
    });
    expect(await dayOf(veteran, '2026-11-29')).toMatchObject({ code: 'R', restDay: true });

    // Projecting December picks the rest of the range up; the balance does not count it twice.
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: december }, 'PUT');
    expect(await dayOf(veteran, '2026-12-01', december)).toMatchObject({
      code: 'R',
      holidayId: 'ARMY_ABOLITION_DAY',
    });
    expect(await dayOf(veteran, '2026-12-02', december)).toMatchObject({
      code: 'V',
      source: 'action',
      rangeId: res.range.rangeId,
    });
    expect((await data(admin, 'asistencia/vacationdays', { num_empleado: veteran })).takenDays).toBe(6);
    // The employee's Vacations tab counts the same days.
    expect((await data(admin, 'empleados/vacationentitlement', { num_empleado: veteran })).takenDays).toBe(6);

    const ranges = await data(auditor, 'asistencia/rangeslist', { num_empleado: veteran });
    expect(ranges).toEqual([res.range]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'vacation_range_created'));
    expect(entry).toMatchObject({
      entityId: String(veteran),
      before: { availableDays: before.availableDays },
    });
  });

  it('refuses a vacation beyond the balance with the numbers, unless the company allows advance vacations', async () => {
    // Someone hired this fortnight has earned no vacation yet (50 weeks of work first).
    const office = (
      await rows<{ id: number }>(
        sql`select id from schedules where company_id = 1 and working_days = '{1,2,3,4,5}'`,
      )
    )[0]!.id;
    const hired = await data(admin, 'empleados/new', {
      idType: 'fisica',
      nationalId: '304560789',
      firstName: 'Andrés',
      firstSurname: 'Solís',
      birthDate: '1999-02-03',
      sex: 'male',
      civilStatus: 'single',
      nationality: 'CR',
      scheduleId: office,
      periodicity: 'fortnightly',
      entryDate: '2026-11-16',
      salary: 520_000_00,
    });
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: december }, 'PUT');
    const p = { num: hired.employee.num_empleado as number, workingDays: [1, 2, 3, 4, 5] };
    const balance = await data(admin, 'asistencia/vacationdays', { num_empleado: p.num });
    expect(balance).toMatchObject({ earnedDays: 0, takenDays: 0, availableDays: 0, workDaysPerWeek: 5 });
    const workday = '2026-11-18';
    const before = await tableFingerprints(t.database.db);
    const res = await call(
      admin,
      'acciones/vacationDays',
      { num_empleado: p.num, from: '2026-12-07', to: '2026-12-11' },
      'PUT',
    );
    expect(res.statusCode).toBe(409);
    const error = res.json().error;
    expect(error).toMatchObject({
      code: 'VACATION_BALANCE_EXCEEDED',
      params: { num_empleado: p.num, requested: 5, available: Math.max(0, balance.availableDays) },
    });
    expect(error.message).toBe(
      `Las vacaciones pedidas suman 5 días hábiles y el empleado ${p.num} tiene ${Math.max(0, balance.availableDays)} días disponibles; la empresa no permite vacaciones adelantadas.`,
    );
    // A V day set by hand counts against the same balance.
    const one = await put(admin, [{ num_empleado: p.num, date: workday, code: 'V' }], 'en');
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toMatch(/^The vacation asked for is 1 working days/);
    expect(await tableFingerprints(t.database.db)).toEqual(before);

    await data(manager, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: true }, 'PUT');
    const advance = await data(
      admin,
      'acciones/vacationDays',
      { num_empleado: p.num, from: '2026-12-07', to: '2026-12-11' },
      'PUT',
    );
    expect(advance.balance).toMatchObject({
      allowAdvance: true,
      takenDays: 5,
      availableDays: balance.availableDays - 5,
    });
    expect(advance.markedDays).toBe(5);
    await data(manager, 'paramPlanilla/updatecompanysettings', { allowAdvanceVacations: false }, 'PUT');
  });

  it('registers a disability: every calendar day I with type and boleta, rest days included', async () => {
    const num = people.find((p) => p.num !== veteran && p.workingDays.includes(1))!.num;
    const res = await data(
      assistant,
      'acciones/disabilityDays',
      {
        num_empleado: num,
        from: '2026-11-20',
        to: '2026-11-23',
        disabilityType: 'ins_accident',
        disabilityCertificate: 'INS-2026-0042',
      },
      'PUT',
    );
    expect(res).toMatchObject({
      markedDays: 4,
      range: {
        kind: 'disability',
        days: 4,
        disabilityType: 'ins_accident',
        disabilityCertificate: 'INS-2026-0042',
      },
    });
    for (const date of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])
      expect(await dayOf(num, date)).toMatchObject({
        code: 'I',
        disabilityType: 'ins_accident',
        source: 'action',
        ordinaryMinutes: 0,
      });
    expect(
      (await data(admin, 'asistencia/rangeslist', { num_empleado: num, kind: 'disability', year: 2026 }))
        .length,
    ).toBe(1);
    expect(await data(admin, 'asistencia/rangeslist', { num_empleado: num, kind: 'vacation' })).toEqual([]);

    // A person's change and a projection again: the range still marks its days.
    await data(admin, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    expect(await dayOf(num, '2026-11-22')).toMatchObject({ code: 'I', source: 'action' });

    const overlap = await call(
      admin,
      'acciones/vacationDays',
      { num_empleado: num, from: '2026-11-23', to: '2026-11-24' },
      'PUT',
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.code).toBe('ATTENDANCE_RANGE_OVERLAP');
  });

  it('registers unpaid leave and a suspension: their working days A with the reason; the anniversary moves', async () => {
    const taken = new Set([veteran]);
    const person = people.find(
      (p) =>
        !taken.has(p.num) &&
        [1, 2, 3, 4, 5].every((d) => p.workingDays.includes(d)) &&
        p.entryDate < '2026-01-01',
    )!;
    const num = person.num;
    // Clear of the other scenarios' ranges: this employee's own days of 24–27 November.
    const before = await data(admin, 'empleados/vacationentitlement', { num_empleado: num });
    const version = await inputsVersion();
    // Tuesday 24 – Thursday 26 November: three working days.
    const leave = await data(
      assistant,
      'acciones/unpaidLeaveDays',
      {
        num_empleado: num,
        kind: 'unpaid_leave',
        from: '2026-11-24',
        to: '2026-11-26',
        note: 'Trámite personal',
      },
      'PUT',
    );
    expect(leave).toMatchObject({
      markedDays: 3,
      range: { kind: 'unpaid_leave', days: 3, note: 'Trámite personal', createdBy: 'asistente.rrhh' },
    });
    expect(await inputsVersion()).toBe(version + 1);
    for (const date of ['2026-11-24', '2026-11-25', '2026-11-26'])
      expect(await dayOf(num, date)).toMatchObject({
        code: 'A',
        source: 'action',
        rangeKind: 'unpaid_leave',
        rangeNote: 'Trámite personal',
        ordinaryMinutes: 0,
      });
    // A projection again lays the range's days out A once more.
    await data(admin, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
    expect(await dayOf(num, '2026-11-25')).toMatchObject({ code: 'A', rangeKind: 'unpaid_leave' });

    const suspension = await data(
      admin,
      'acciones/unpaidLeaveDays',
      {
        num_empleado: num,
        kind: 'suspension',
        from: '2026-11-27',
        to: '2026-11-27',
        note: 'Suspensión disciplinaria',
      },
      'PUT',
    );
    expect(suspension.range).toMatchObject({ kind: 'suspension', days: 1 });
    expect(await dayOf(num, '2026-11-27')).toMatchObject({ code: 'A', rangeKind: 'suspension' });

    // The period holding them ends 4 calendar days later.
    const after = await data(admin, 'empleados/vacationentitlement', { num_empleado: num });
    const current = (e: { periods: { end: string; unpaidDays: number; start: string }[] }) =>
      e.periods.find((p) => p.start <= '2026-11-24' && p.end >= '2026-11-24')!;
    expect(current(after).unpaidDays).toBe(4);
    expect(current(after).end).toBe(addDays(current(before).end as IsoDate, 4));

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'unpaid_leave_range_created'));
    expect(entry).toMatchObject({ entityId: String(num) });

    // A reason is required; the auditor may not; another company does not see the employee; nothing changes.
    const unchanged = await tableFingerprints(t.database.db);
    const noReason = await call(
      admin,
      'acciones/unpaidLeaveDays',
      { num_empleado: num, kind: 'unpaid_leave', from: '2026-11-30', to: '2026-11-30' },
      'PUT',
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ note: 'Este campo es obligatorio.' });
    const badKind = await call(
      admin,
      'acciones/unpaidLeaveDays',
      { num_empleado: num, kind: 'vacation', from: '2026-11-30', to: '2026-11-30', note: 'x' },
      'PUT',
    );
    expect(badKind.json().error.fields).toEqual({ kind: 'El valor no es válido.' });
    const overlap = await call(
      admin,
      'acciones/unpaidLeaveDays',
      { num_empleado: num, kind: 'unpaid_leave', from: '2026-11-26', to: '2026-11-30', note: 'Otro' },
      'PUT',
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.code).toBe('ATTENDANCE_RANGE_OVERLAP');
    const payload = {
      num_empleado: num,
      kind: 'unpaid_leave',
      from: '2026-11-30',
      to: '2026-11-30',
      note: 'x y z',
    };
    expect((await call(auditor, 'acciones/unpaidLeaveDays', payload, 'PUT')).statusCode).toBe(403);
    const onlyHere = people.find((p) => p.num > 40)!.num;
    expect(
      (await call(admin2, 'acciones/unpaidLeaveDays', { ...payload, num_empleado: onlyHere }, 'PUT'))
        .statusCode,
    ).toBe(404);
    expect(await tableFingerprints(t.database.db)).toEqual(unchanged);
  });

  it('validates the ranges and changes nothing', async () => {
    const before = await tableFingerprints(t.database.db);
    const entry = people.find((p) => p.num === veteran)!.entryDate as IsoDate;
    const cases: [string, object, Record<string, string>][] = [
      [
        'acciones/vacationDays',
        {},
        {
          num_empleado: 'Este campo es obligatorio.',
          from: 'Este campo es obligatorio.',
          to: 'Este campo es obligatorio.',
        },
      ],
      [
        'acciones/vacationDays',
        { num_empleado: veteran, from: '2026-11-20', to: '2026-11-19' },
        { to: 'La fecha final no puede ser anterior a la inicial.' },
      ],
      [
        'acciones/vacationDays',
        { num_empleado: veteran, from: '2026-01-01', to: '2027-01-02' },
        { to: 'El rango no puede pasar de 366 días; regístrelo en partes.' },
      ],
      [
        'acciones/vacationDays',
        { num_empleado: veteran, from: '2026-11-15', to: '2026-11-15' },
        { to: 'El rango no incluye ningún día laborable.' },
      ],
      [
        'acciones/vacationDays',
        { num_empleado: veteran, from: addDays(entry, -1), to: addDays(entry, 3) },
        { from: 'La fecha está fuera del periodo laboral actual del empleado.' },
      ],
      [
        'acciones/disabilityDays',
        { num_empleado: veteran, from: '2026-10-01', to: '2026-10-02' },
        {
          disabilityType: 'El valor no es válido.',
          disabilityCertificate: 'Este campo es obligatorio.',
        },
      ],
    ];
    for (const [url, payload, fields] of cases) {
      const res = await call(admin, url, payload, 'PUT');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toEqual(fields);
    }
    expect(
      (
        await call(
          admin,
          'acciones/vacationDays',
          { num_empleado: 99999, from: '2026-10-01', to: '2026-10-02' },
          'PUT',
        )
      ).statusCode,
    ).toBe(404);
    // A number of this company that company 2 does not use.
    const onlyHere = people.find((p) => p.num > 40)!.num;
    expect(
      (
        await call(
          admin2,
          'acciones/vacationDays',
          { num_empleado: onlyHere, from: '2026-10-01', to: '2026-10-02' },
          'PUT',
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(admin2, 'asistencia/rangeslist', { num_empleado: onlyHere })).statusCode).toBe(404);
    expect(
      (
        await call(
          auditor,
          'acciones/vacationDays',
          { num_empleado: veteran, from: '2026-10-01', to: '2026-10-02' },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          auditor,
          'acciones/disabilityDays',
          {
            num_empleado: veteran,
            from: '2026-10-01',
            to: '2026-10-02',
            disabilityType: 'maternity',
            disabilityCertificate: 'M-1',
          },
          'PUT',
        )
      ).statusCode,
    ).toBe(403);
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});
