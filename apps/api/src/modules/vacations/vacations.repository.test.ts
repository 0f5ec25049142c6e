import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  attendanceDays,
  attendanceRanges,
  companies,
  departments,
  employeeAssignments,
  employeeSalaries,
  employees,
  employmentPeriods,
  payrolls,
  schedules,
  vacationAdjustments,
} from '../../db/schema';
import { openTestDatabase } from '../../test/test-app';
import { syncReferenceData } from '../../../seeds/reference';
import { vacationFacts } from './vacations.repository';

/**
 * vacationFacts, the set-based statement behind the vacation summary: which period, assignment and salary it
 * picks for each employee and which days it counts, on rows written directly (issue 14).
 */
let database: Database;
let drop: () => Promise<void>;
const AS_OF = '2026-06-30';
const C = 71;
const OTHER = 72;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
  await syncReferenceData(database.db);
  const db = database.db;
  for (const id of [C, OTHER])
    await db.insert(companies).values({
      id,
      name: `Facts ${id} S.A.`,
      legalId: `3-101-0000${id}`,
      address: 'San José',
      phone: '2222-2222',
      email: `facts${id}@example.cr`,
    });
  const sch = (companyId: number, name: string, workingDays: number[]) => ({
    companyId,
    name,
    jornadaType: 'diurnal',
    quarterHoursPerDay: 32,
    workingDays,
    startTime: '06:00',
    endTime: '14:00',
  });
  const [six, five, otherSix] = await db
    .insert(schedules)
    .values([
      sch(C, 'L-S', [1, 2, 3, 4, 5, 6]),
      sch(C, 'L-V', [1, 2, 3, 4, 5]),
      sch(OTHER, 'L-S', [1, 2, 3, 4, 5, 6]),
    ])
    .returning({ id: schedules.id });
  const [sales, plant] = await db
    .insert(departments)
    .values([
      { companyId: C, name: 'Ventas' },
      { companyId: C, name: 'Planta' },
    ])
    .returning({ id: departments.id });
  ids = { six: six!.id, five: five!.id, sales: sales!.id, plant: plant!.id };
  // An employee's first assignment is written by the insert's trigger, from the schedule and department given.
  const person = (
    companyId: number,
    employeeNumber: number,
    active: boolean,
    entryDate: string,
    scheduleId: number,
    departmentId: number | null = null,
  ) => ({
    companyId,
    employeeNumber,
    idType: 'pasaporte',
    nationalId: `F${companyId}${employeeNumber}`,
    firstName: 'Ana',
    firstSurname: `Hechos${employeeNumber}`,
    secondSurname: 'Mora',
    birthDate: '1990-05-05',
    sex: 'female',
    civilStatus: 'single',
    nationality: 'CR',
    scheduleId,
    departmentId,
    periodicity: 'monthly',
    active,
    entryDate,
    searchText: `${employeeNumber} ana`,
  });
  await db.insert(employees).values([
    person(C, 1, true, '2018-01-01', five!.id, plant!.id), // rehired on 2023-03-01
    person(C, 2, false, '2021-05-10', five!.id, plant!.id), // left on 2026-02-28; this in force on the exit
    person(C, 3, true, '2026-07-01', five!.id, plant!.id), // starts after the date asked: the nearest later
    person(C, 4, true, '2025-01-06', six!.id), // its assignment removed below
    person(OTHER, 1, true, '2018-01-01', otherSix!.id), // same number, another company
  ]);
  await db.insert(employmentPeriods).values([
    { companyId: C, employeeNumber: 1, periodNo: 1, entryDate: '2018-01-01', exitDate: '2020-12-31' },
    { companyId: C, employeeNumber: 1, periodNo: 2, entryDate: '2023-03-01' },
    { companyId: C, employeeNumber: 2, periodNo: 1, entryDate: '2021-05-10', exitDate: '2026-02-28' },
    { companyId: C, employeeNumber: 3, periodNo: 1, entryDate: '2026-07-01' },
    { companyId: C, employeeNumber: 4, periodNo: 1, entryDate: '2025-01-06' },
    { companyId: OTHER, employeeNumber: 1, periodNo: 1, entryDate: '2018-01-01' },
  ]);
  const assign = (
    companyId: number,
    employeeNumber: number,
    effectiveFrom: string,
    scheduleId: number,
    departmentId: number | null,
  ) => ({
    companyId,
    employeeNumber,
    effectiveFrom,
    scheduleId,
    departmentId,
  });
  await db.insert(employeeAssignments).values([
    assign(C, 1, '2023-03-01', six!.id, sales!.id), // in force on the date asked
    assign(C, 1, '2026-07-15', five!.id, plant!.id), // later
    assign(C, 2, '2026-03-01', six!.id, sales!.id), // after the exit
    assign(C, 3, '2026-09-01', six!.id, sales!.id),
  ]);
  await db
    .delete(employeeAssignments)
    .where(and(eq(employeeAssignments.companyId, C), eq(employeeAssignments.employeeNumber, 4)));
  const salary = (companyId: number, employeeNumber: number, effectiveFrom: string, amount: number) => ({
    companyId,
    employeeNumber,
    effectiveFrom,
    amount,
  });
  await db.insert(employeeSalaries).values([
    salary(C, 1, '2023-03-01', 500_000_00),
    salary(C, 1, '2026-06-30', 600_000_00), // in force on the date asked
    salary(C, 1, '2026-07-01', 700_000_00),
    salary(C, 2, '2021-05-10', 400_000_00), // in force on the exit
    salary(C, 2, '2026-03-01', 450_000_00),
    salary(C, 3, '2026-07-01', 300_000_00), // none in force yet: 0
    salary(C, 4, '2025-01-06', 350_000_00),
    salary(OTHER, 1, '2018-01-01', 999_000_00),
  ]);
  const [payroll, otherPayroll] = await db
    .insert(payrolls)
    .values([
      {
        companyId: C,
        periodicity: 'monthly',
        periodStart: '2018-01-01',
        periodEnd: '2026-12-31',
        payDate: '2026-12-31',
      },
      {
        companyId: OTHER,
        periodicity: 'monthly',
        periodStart: '2018-01-01',
        periodEnd: '2026-12-31',
        payDate: '2026-12-31',
      },
    ])
    .returning({ id: payrolls.id });
  const day = (
    companyId: number,
    employeeNumber: number,
    workDate: string,
    code: string,
    restDay = false,
    holidayId: string | null = null,
  ) => ({
    companyId,
    payrollId: companyId === C ? payroll!.id : otherPayroll!.id,
    employeeNumber,
    workDate,
    scheduleId: companyId === C ? six!.id : otherSix!.id,
    code,
    expectedMinutes: restDay ? 0 : 480,
    restDay,
    holidayId,
    source: 'action',
  });
  await db.insert(attendanceDays).values([
    day(C, 1, '2020-03-02', 'V'), // before the current entry
    day(C, 1, '2020-03-03', 'V'),
    day(C, 1, '2024-04-01', 'V'),
    day(C, 1, '2024-04-02', 'V'),
    day(C, 1, '2024-04-03', 'V'),
    day(C, 1, '2024-04-04', 'A'), // not a vacation day
    // Two working days of the range of 22–26 June laid out; the rest day and the holiday do not count.
    day(C, 1, '2026-06-22', 'V'),
    day(C, 1, '2026-06-23', 'V'),
    day(C, 1, '2026-06-21', 'V', true),
    day(C, 1, '2026-06-24', 'V', false, '2026-06-24'),
    // A range laid out beyond its days.
    day(C, 4, '2026-03-02', 'V'),
    day(C, 4, '2026-03-03', 'V'),
    day(C, 4, '2026-03-04', 'V'),
    day(C, 2, '2025-12-01', 'V'),
    day(OTHER, 1, '2024-04-01', 'V'),
  ]);
  const range = (
    companyId: number,
    employeeNumber: number,
    kind: string,
    dateFrom: string,
    dateTo: string,
    days: number,
  ) => ({
    companyId,
    employeeNumber,
    kind,
    dateFrom,
    dateTo,
    days,
  });
  await db.insert(attendanceRanges).values([
    range(C, 1, 'vacation', '2026-06-22', '2026-06-26', 5), // 5 − 2 laid out = 3 booked
    range(C, 1, 'vacation', '2026-07-06', '2026-07-07', 2), // nothing laid out: 2
    range(C, 1, 'vacation', '2020-06-01', '2020-06-05', 5), // before the current entry
    range(C, 1, 'disability', '2026-05-04', '2026-05-06', 3), // not a vacation
    range(C, 4, 'vacation', '2026-03-02', '2026-03-03', 1), // more laid out than booked: 0, never below
    range(OTHER, 1, 'vacation', '2026-06-22', '2026-06-26', 5),
  ]);
  const adjust = (
    companyId: number,
    employeeNumber: number,
    daysHundredths: number,
    effectiveDate: string,
  ) => ({
    companyId,
    employeeNumber,
    kind: 'adjustment',
    daysHundredths,
    effectiveDate,
    reason: 'Prueba',
  });
  await db.insert(vacationAdjustments).values([
    adjust(C, 1, 400, '2019-06-01'), // before the current entry
    adjust(C, 1, 150, '2024-01-10'),
    adjust(C, 1, -50, '2025-01-10'),
    adjust(C, 2, 225, '2022-01-10'),
    adjust(OTHER, 1, 1000, '2024-01-10'),
  ]);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

let ids: { six: number; five: number; sales: number; plant: number };

const byNumber = async (opts: Parameters<typeof vacationFacts>[2]) =>
  Object.fromEntries((await vacationFacts(database.db, C, opts)).map((f) => [f.employeeNumber, f]));

describe('vacationFacts', () => {
  it("reads each employee's current period, the assignment and salary in force and the days taken since the entry", async () => {
    const facts = await byNumber({ asOf: AS_OF });
    expect(Object.keys(facts)).toEqual(['1', '3', '4']);
    expect(facts[1]).toEqual({
      employeeNumber: 1,
      fullName: 'Ana Hechos1 Mora',
      departmentId: ids.sales,
      departmentName: 'Ventas',
      active: true,
      entryDate: '2023-03-01',
      exitDate: null,
      workDaysPerWeek: 6,
      monthlySalary: 600_000_00,
      attendanceDays: 7, // V days since 2023-03-01, rest day and holiday included as recorded
      bookedDays: 5, // 3 + 2
      adjustmentHundredths: 100,
    });
    expect(facts[3]).toMatchObject({
      entryDate: '2026-07-01',
      departmentId: ids.plant,
      workDaysPerWeek: 5,
      monthlySalary: 0,
      attendanceDays: 0,
      bookedDays: 0,
      adjustmentHundredths: 0,
    });
    expect(facts[4]).toMatchObject({
      departmentId: null,
      departmentName: null,
      workDaysPerWeek: 6,
      monthlySalary: 350_000_00,
      attendanceDays: 3,
      bookedDays: 0,
    });
  });

  it('reads an employee who left as of the exit, with the inactive or by number, and filters by department', async () => {
    const all = await byNumber({ asOf: AS_OF, includeInactive: true });
    expect(Object.keys(all)).toEqual(['1', '2', '3', '4']);
    const left = {
      employeeNumber: 2,
      active: false,
      entryDate: '2021-05-10',
      exitDate: '2026-02-28',
      departmentId: ids.plant,
      workDaysPerWeek: 5,
      monthlySalary: 400_000_00,
      attendanceDays: 1,
      bookedDays: 0,
      adjustmentHundredths: 225,
    };
    expect(all[2]).toMatchObject(left);
    expect(await vacationFacts(database.db, C, { asOf: AS_OF, employeeNumbers: [2] })).toEqual([all[2]]);
    expect(Object.keys(await byNumber({ asOf: AS_OF, departmentId: ids.plant }))).toEqual(['3']);
    expect(
      Object.keys(await byNumber({ asOf: AS_OF, departmentId: ids.plant, includeInactive: true })),
    ).toEqual(['2', '3']);
    expect(await vacationFacts(database.db, C, { asOf: AS_OF, employeeNumbers: [99] })).toEqual([]);
  });
});
