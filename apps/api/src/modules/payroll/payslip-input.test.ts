import { describe, expect, it } from 'vitest';
import type { EmployeePayrollFacts } from './payroll.repository';
import { buildPayslipInput } from './payslip-input';

const OFFICE = { jornadaType: 'diurnal', quarterHoursPerDay: 32 };
const NIGHT = { jornadaType: 'nocturnal', quarterHoursPerDay: 24 };
const SHORT_DAY = { jornadaType: 'diurnal', quarterHoursPerDay: 18 };

const facts = (over: Partial<EmployeePayrollFacts> = {}): EmployeePayrollFacts => ({
  employeeNumber: 7,
  childrenCount: 2,
  spouseTaxCredit: true,
  employment: { entryDate: '2026-01-05', exitDate: null },
  salaries: [{ effectiveFrom: '2026-01-05', amount: 600_000_00 }],
  schedules: [{ effectiveFrom: '2026-01-05', ...OFFICE }],
  periodicities: [{ effectiveFrom: '2026-01-05', periodicity: 'monthly' }],
  ...over,
});

describe('buildPayslipInput: the engine input of one employee for the period containing a day', () => {
  it('takes the period of the periodicity, the salaries, the credits and the employment', () => {
    const { input, period, jornada } = buildPayslipInput(facts(), '2026-03-10');
    expect(period).toEqual({ periodicity: 'monthly', start: '2026-03-01', end: '2026-03-31' });
    expect(jornada).toEqual({ type: 'diurnal', hoursPerDay: 8 });
    expect(input).toEqual({
      employeeId: '7',
      period,
      salaries: [{ effectiveFrom: '2026-01-05', monthlySalary: 600_000_00 }],
      jornada,
      children: 2,
      spouse: true,
      minimumWageCategory: 'unskilled',
      hireDate: '2026-01-05',
      attendance: [],
    });
  });

  it("passes the minimum-wage category of the occupation assigned at the period's end", () => {
    const schedules = [
      { effectiveFrom: '2026-01-05', ...OFFICE, minimumWageCategory: 'semi_skilled' },
      { effectiveFrom: '2026-03-16', ...OFFICE, minimumWageCategory: 'skilled' },
    ];
    expect(buildPayslipInput(facts({ schedules }), '2026-02-10').input.minimumWageCategory).toBe(
      'semi_skilled',
    );
    expect(buildPayslipInput(facts({ schedules }), '2026-03-02').input.minimumWageCategory).toBe('skilled');
    // No occupation: the generic unskilled minimum.
    const none = [{ effectiveFrom: '2026-01-05', ...OFFICE, minimumWageCategory: null }];
    expect(buildPayslipInput(facts({ schedules: none }), '2026-03-02').input.minimumWageCategory).toBe(
      'unskilled',
    );
  });

  it('passes a daily or hourly wage as agreed, and the rest days of a week that does not pay them', () => {
    const { input } = buildPayslipInput(
      facts({
        salaries: [
          { effectiveFrom: '2026-01-05', amount: 180_000_000, wageType: 'daily', wage: 6_000_000 },
          { effectiveFrom: '2026-03-04', amount: 72_000_000, wageType: 'hourly', wage: 300_000 },
        ],
        // Monday–Saturday until 4 March, then Monday–Friday.
        schedules: [
          { effectiveFrom: '2026-01-05', ...OFFICE, workingDays: [1, 2, 3, 4, 5, 6] },
          { effectiveFrom: '2026-03-04', ...OFFICE, workingDays: [1, 2, 3, 4, 5] },
        ],
        periodicities: [{ effectiveFrom: '2026-01-05', periodicity: 'weekly' }],
        weeklyRestDayPaid: false,
      }),
      '2026-03-04',
    );
    expect(input.salaries).toEqual([
      { effectiveFrom: '2026-01-05', wageType: 'daily', dailyWage: 6_000_000 },
      { effectiveFrom: '2026-03-04', wageType: 'hourly', hourlyWage: 300_000 },
    ]);
    // The week of Monday 2 March 2026: Sunday 8 is a rest day, and Saturday 7 too under the new schedule.
    expect(input.restDayPaid).toBe(false);
    expect(input.restDays).toEqual(['2026-03-07', '2026-03-08']);
  });

  it('starts at the hire when the day is before it, and passes the exit', () => {
    const built = buildPayslipInput(
      facts({ employment: { entryDate: '2026-01-05', exitDate: '2026-01-20' } }),
      '2025-12-01',
    );
    expect(built.period).toEqual({ periodicity: 'monthly', start: '2026-01-01', end: '2026-01-31' });
    expect(built.input).toMatchObject({ hireDate: '2026-01-05', exitDate: '2026-01-20' });
  });

  it.each([
    {
      name: 'a schedule change in the middle of the period becomes a jornada change from its date',
      schedules: [
        { effectiveFrom: '2026-01-05', ...OFFICE },
        { effectiveFrom: '2026-03-16', ...NIGHT },
      ],
      jornada: { type: 'diurnal', hoursPerDay: 8 },
      changes: [{ effectiveFrom: '2026-03-16', type: 'nocturnal', hoursPerDay: 6 }],
    },
    {
      name: 'a change before the period sets the jornada of the whole period',
      schedules: [
        { effectiveFrom: '2026-01-05', ...OFFICE },
        { effectiveFrom: '2026-02-10', ...NIGHT },
      ],
      jornada: { type: 'nocturnal', hoursPerDay: 6 },
      changes: undefined,
    },
    {
      name: 'a change after the period does not reach it',
      schedules: [
        { effectiveFrom: '2026-01-05', ...OFFICE },
        { effectiveFrom: '2026-04-01', ...NIGHT },
      ],
      jornada: { type: 'diurnal', hoursPerDay: 8 },
      changes: undefined,
    },
    {
      name: 'a change of location only (same jornada) is no jornada change; hours count as a change',
      schedules: [
        { effectiveFrom: '2026-01-05', ...OFFICE },
        { effectiveFrom: '2026-03-05', ...OFFICE },
        { effectiveFrom: '2026-03-20', ...SHORT_DAY },
        { effectiveFrom: '2026-03-25', ...SHORT_DAY },
      ],
      jornada: { type: 'diurnal', hoursPerDay: 8 },
      changes: [{ effectiveFrom: '2026-03-20', type: 'diurnal', hoursPerDay: 4.5 }],
    },
  ])('$name', ({ schedules, jornada, changes }) => {
    const { input } = buildPayslipInput(facts({ schedules }), '2026-03-10');
    expect(input.jornada).toEqual(jornada);
    expect(input.jornadaChanges).toEqual(changes);
  });

  it.each([
    {
      name: 'the old periodicity pays up to the day before the change',
      day: '2026-03-05',
      period: { periodicity: 'monthly', start: '2026-03-01', end: '2026-03-09' },
    },
    {
      name: 'the new one pays from the change',
      day: '2026-03-12',
      period: { periodicity: 'fortnightly', start: '2026-03-10', end: '2026-03-15' },
    },
    {
      name: 'and then whole periods',
      day: '2026-03-20',
      period: { periodicity: 'fortnightly', start: '2026-03-16', end: '2026-03-31' },
    },
  ])('a periodicity change cuts the period: $name', ({ day, period }) => {
    const built = buildPayslipInput(
      facts({
        periodicities: [
          { effectiveFrom: '2026-01-05', periodicity: 'monthly' },
          { effectiveFrom: '2026-03-10', periodicity: 'fortnightly' },
        ],
      }),
      day,
    );
    expect(built.period).toEqual(period);
    expect(built.input.period).toEqual(period);
  });
});
