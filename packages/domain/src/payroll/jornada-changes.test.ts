import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '../attendance/attendance';
import { addDays } from '../calendar/iso-date';
import { periodFor } from '../calendar/periods';
import { DomainError } from '../errors';
import { colones } from '../money/money';
import { CR_PAYROLL_RULES } from '../rules/index';
import { calculatePayslip } from './calculate-payslip';
import type { PayslipInput } from './payslip-types';

// September 2025, ₡600 000 a month: ₡20 000 a day; ₡2 500 an hour on an 8-hour diurnal jornada,
// ₡3 333.33 on a 6-hour nocturnal one. From Monday 15 September the employee works nights.
const base: PayslipInput = {
  period: periodFor('monthly', '2025-09-01'),
  salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(600_000) }],
  jornada: { type: 'diurnal' },
  jornadaChanges: [{ effectiveFrom: '2025-09-15', type: 'nocturnal' }],
  attendance: [],
};

const withAttendance = (
  attendance: AttendanceDay[],
  overrides: Partial<PayslipInput> = {},
): PayslipInput => ({
  ...base,
  attendance,
  ...overrides,
});

describe('a change of jornada in the middle of the period', () => {
  it('pays the overtime of each day at the hourly salary of the jornada in force that day', () => {
    const payslip = calculatePayslip(
      withAttendance([
        { date: '2025-09-08', code: 'E', extraHours: 2 },
        { date: '2025-09-16', code: 'E', extraHours: 2 },
      ]),
      CR_PAYROLL_RULES,
    );
    const overtime = payslip.lines.filter((line) => line.code === 'OVERTIME');
    expect(
      overtime.map((line) => ({ hours: line.quantity, basis: line.basis, amount: line.amount })),
    ).toEqual([
      { hours: 2, basis: colones(2_500), amount: colones(7_500) },
      { hours: 2, basis: colones('3333.33'), amount: colones(10_000) },
    ]);
    // The ordinary pay does not depend on the jornada: still the monthly salary, in one line.
    expect(payslip.lines.filter((line) => line.code === 'ORDINARY_PAY').map((line) => line.amount)).toEqual([
      colones(600_000),
    ]);
  });

  it('pays holiday overtime at the jornada in force on the holiday', () => {
    // Independence Day (Monday 15 September) is the first nocturnal day: 2 extra hours at 3× ₡3 333.33.
    const payslip = calculatePayslip(
      withAttendance([{ date: '2025-09-15', code: 'E', extraHours: 2 }]),
      CR_PAYROLL_RULES,
    );
    const line = payslip.lines.find((l) => l.code === 'HOLIDAY_OVERTIME');
    expect(line?.basis).toBe(colones('3333.33'));
    expect(line?.amount).toBe(colones(20_000));
  });

  it('checks the 12-hour daily cap against the jornada of each day', () => {
    const payslip = calculatePayslip(
      withAttendance([
        { date: '2025-09-09', code: 'E', extraHours: 4 }, // 8 + 4 = 12 h: within the cap
        { date: '2025-09-17', code: 'E', extraHours: 7 }, // 6 + 7 = 13 h: over it
      ]),
      CR_PAYROLL_RULES,
    );
    expect(payslip.warnings.filter((w) => w.code === 'DAILY_HOURS_OVER_CAP')).toEqual([
      { code: 'DAILY_HOURS_OVER_CAP', date: '2025-09-17', detail: '13' },
    ]);
  });

  it('weighs each worked day of a mixed week against its own jornada’s weekly maximum', () => {
    // Week of Monday 8 September; nights from Thursday 11. Three days of 8 h (half of 48 h) and three of 6 h
    // (half of 36 h) fill the week exactly; a seventh day goes over.
    const changeOnThursday: Partial<PayslipInput> = {
      jornadaChanges: [{ effectiveFrom: '2025-09-11', type: 'nocturnal' }],
    };
    const days = (n: number): AttendanceDay[] =>
      Array.from({ length: n }, (_, i) => ({ date: addDays('2025-09-08', i), code: 'R' }));
    const six = calculatePayslip(withAttendance(days(6), changeOnThursday), CR_PAYROLL_RULES);
    const seven = calculatePayslip(withAttendance(days(7), changeOnThursday), CR_PAYROLL_RULES);
    expect(six.warnings.filter((w) => w.code === 'WEEKLY_HOURS_OVER_LIMIT')).toEqual([]);
    expect(seven.warnings.filter((w) => w.code === 'WEEKLY_HOURS_OVER_LIMIT')).toEqual([
      { code: 'WEEKLY_HOURS_OVER_LIMIT', date: '2025-09-08', detail: '48' },
    ]);
  });

  it('prorates the minimum-wage check with the jornada in force on each day', () => {
    // ₡200 000 for 4 hours a day is above the prorated minimum; from the 15th the same salary is full time.
    const partTime: Partial<PayslipInput> = {
      salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(200_000) }],
      jornada: { type: 'diurnal', hoursPerDay: 4 },
    };
    const unchanged = calculatePayslip(
      withAttendance([], { ...partTime, jornadaChanges: [] }),
      CR_PAYROLL_RULES,
    );
    const fullTimeLater = calculatePayslip(
      withAttendance([], { ...partTime, jornadaChanges: [{ effectiveFrom: '2025-09-15', type: 'diurnal' }] }),
      CR_PAYROLL_RULES,
    );
    expect(unchanged.warnings.map((w) => w.code)).not.toContain('BELOW_MINIMUM_WAGE');
    expect(fullTimeLater.warnings.map((w) => w.code)).toContain('BELOW_MINIMUM_WAGE');
  });

  it('warns about a new jornada over the legal daily maximum from its date', () => {
    const payslip = calculatePayslip(
      withAttendance([], {
        jornadaChanges: [{ effectiveFrom: '2025-09-15', type: 'nocturnal', hoursPerDay: 8 }],
      }),
      CR_PAYROLL_RULES,
    );
    expect(payslip.warnings).toContainEqual({
      code: 'JORNADA_OVER_LEGAL_LIMIT',
      date: '2025-09-15',
      detail: '6',
    });
  });

  it('refuses two jornadas from the same day and malformed changes', () => {
    const sameDay = withAttendance([], {
      jornadaChanges: [
        { effectiveFrom: '2025-09-15', type: 'nocturnal' },
        { effectiveFrom: '2025-09-15', type: 'mixed' },
      ],
    });
    expect(() => calculatePayslip(sameDay, CR_PAYROLL_RULES)).toThrow(DomainError);
    const badType = withAttendance([], {
      jornadaChanges: [{ effectiveFrom: '2025-09-15', type: 'evening' as 'mixed' }],
    });
    expect(() => calculatePayslip(badType, CR_PAYROLL_RULES)).toThrow(/jornadaChanges\[0\]\.type/);
    const badDate = withAttendance([], { jornadaChanges: [{ effectiveFrom: '15/09/2025', type: 'mixed' }] });
    expect(() => calculatePayslip(badDate, CR_PAYROLL_RULES)).toThrow(DomainError);
  });

  it('gives the same payslip as no change when the new jornada equals the old one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 29 }),
        fc.array(fc.record({ day: fc.integer({ min: 0, max: 29 }), hours: fc.integer({ min: 1, max: 4 }) }), {
          maxLength: 6,
        }),
        (changeDay, extras) => {
          const attendance = [...new Map(extras.map((e) => [e.day, e])).values()].map((e): AttendanceDay => ({
            date: addDays('2025-09-01', e.day),
            code: 'E',
            extraHours: e.hours,
          }));
          const without = calculatePayslip(
            { ...base, jornadaChanges: undefined, attendance },
            CR_PAYROLL_RULES,
          );
          const withSame = calculatePayslip(
            {
              ...base,
              attendance,
              jornadaChanges: [{ effectiveFrom: addDays('2025-09-01', changeDay), type: 'diurnal' }],
            },
            CR_PAYROLL_RULES,
          );
          expect(withSame).toEqual(without);
        },
      ),
    );
  });
});
