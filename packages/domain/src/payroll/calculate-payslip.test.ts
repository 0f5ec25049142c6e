import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttendanceDay, DisabilityType } from '../attendance/attendance';
import { addDays, civilToDay, daysInMonth, formatIsoDate, fromDayNumber } from '../calendar/iso-date';
import {
  calendarDays,
  periodFor,
  thirtyDayMonthDays,
  type Period,
  type Periodicity,
} from '../calendar/periods';
import { DomainError } from '../errors';
import { colones, type Cents } from '../money/money';
import { CR_PAYROLL_RULES, payrollRules } from '../rules/index';
import { aguinaldoBaseOf } from './aguinaldo';
import { calculatePayslip } from './calculate-payslip';
import type { Payslip, PayslipInput, PayslipLineCode } from './payslip-types';

const RULES = CR_PAYROLL_RULES;

function input(overrides: Partial<PayslipInput> = {}): PayslipInput {
  return {
    period: periodFor('monthly', '2025-09-01'),
    salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(600_000) }],
    jornada: { type: 'diurnal' },
    attendance: [],
    ...overrides,
  };
}

function amountOf(payslip: Payslip, code: PayslipLineCode): number {
  return payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amount, 0);
}

function sumKind(payslip: Payslip, kind: string): number {
  return payslip.lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0);
}

describe('ordinary pay and the 30-day month', () => {
  it('pays a full month as exactly the monthly salary, whatever its length', () => {
    for (const month of ['2025-02-01', '2024-02-01', '2025-03-01', '2025-04-01']) {
      const payslip = calculatePayslip(
        input({
          period: periodFor('monthly', month),
          salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones('600000.01') }],
        }),
        RULES,
      );
      expect(amountOf(payslip, 'ORDINARY_PAY')).toBe(colones('600000.01'));
      expect(payslip.days.payable).toBe(30);
    }
  });

  it('pays the two fortnights of a month exactly the salary between them', () => {
    const salary = colones('700000.01');
    const first = calculatePayslip(
      input({
        period: periodFor('fortnightly', '2025-03-01'),
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: salary }],
      }),
      RULES,
    );
    const second = calculatePayslip(
      input({
        period: periodFor('fortnightly', '2025-03-20'),
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: salary }],
      }),
      RULES,
    );
    expect(first.totals.gross).toBe(colones('350000.01'));
    expect(second.totals.gross).toBe(colones(350_000));
    expect(second.days.payable).toBe(15);
  });

  it('pays weekly and biweekly periods 7 and 14 daily salaries', () => {
    const weekly = calculatePayslip(input({ period: periodFor('weekly', '2025-06-04') }), RULES);
    const biweekly = calculatePayslip(input({ period: periodFor('biweekly', '2025-06-04') }), RULES);
    expect(weekly.totals.gross).toBe(colones(140_000));
    expect(biweekly.totals.gross).toBe(colones(280_000));
  });

  it('prorates a new hire and a leaver by days of the 30-day month', () => {
    const hired = calculatePayslip(
      input({ period: periodFor('monthly', '2025-03-01'), hireDate: '2025-03-15' }),
      RULES,
    );
    expect(hired.lines[0]).toMatchObject({ code: 'ORDINARY_PAY', quantity: 16, amount: colones(320_000) });
    const left = calculatePayslip(
      input({ period: periodFor('monthly', '2025-02-01'), exitDate: '2025-02-28' }),
      RULES,
    );
    expect(left.totals.gross).toBe(colones(600_000));
    const leftEarly = calculatePayslip(
      input({ period: periodFor('monthly', '2025-02-01'), exitDate: '2025-02-10' }),
      RULES,
    );
    expect(leftEarly.totals.gross).toBe(colones(200_000));
  });

  it.each([
    {
      case: 'hired on the 31st, monthly',
      at: '2025-03-31',
      hire: '2025-03-31',
      exit: undefined,
      p: 'monthly',
      days: 1,
    },
    {
      case: 'hired on the 31st, second fortnight',
      at: '2025-03-31',
      hire: '2025-03-31',
      exit: undefined,
      p: 'fortnightly',
      days: 1,
    },
    {
      case: 'hired and left on the 31st',
      at: '2025-12-31',
      hire: '2025-12-31',
      exit: '2025-12-31',
      p: 'monthly',
      days: 1,
    },
    {
      case: 'hired on the 30th of a 31-day month',
      at: '2025-03-30',
      hire: '2025-03-30',
      exit: undefined,
      p: 'monthly',
      days: 1,
    },
    {
      case: 'hired 15 February',
      at: '2025-02-15',
      hire: '2025-02-15',
      exit: undefined,
      p: 'monthly',
      days: 16,
    },
    {
      case: 'hired 15 February (leap)',
      at: '2024-02-15',
      hire: '2024-02-15',
      exit: undefined,
      p: 'monthly',
      days: 16,
    },
    {
      case: 'hired 28 February',
      at: '2025-02-28',
      hire: '2025-02-28',
      exit: undefined,
      p: 'fortnightly',
      days: 3,
    },
    {
      case: 'hired 28 February (leap)',
      at: '2024-02-28',
      hire: '2024-02-28',
      exit: undefined,
      p: 'monthly',
      days: 3,
    },
    {
      case: 'hired 29 February (leap)',
      at: '2024-02-29',
      hire: '2024-02-29',
      exit: undefined,
      p: 'fortnightly',
      days: 2,
    },
    {
      case: 'exit on the 31st',
      at: '2025-03-31',
      hire: undefined,
      exit: '2025-03-31',
      p: 'monthly',
      days: 30,
    },
    {
      case: 'exit on the 31st, second fortnight',
      at: '2025-03-31',
      hire: undefined,
      exit: '2025-03-31',
      p: 'fortnightly',
      days: 15,
    },
    {
      case: 'exit on the 30th does not pay the 31st',
      at: '2025-03-30',
      hire: undefined,
      exit: '2025-03-30',
      p: 'monthly',
      days: 30,
    },
    {
      case: 'hired the 10th, exit on the 31st',
      at: '2025-03-10',
      hire: '2025-03-10',
      exit: '2025-03-31',
      p: 'monthly',
      days: 21,
    },
  ] as const)('30-day month: $case pays $days days', ({ at, hire, exit, p, days }) => {
    const payslip = calculatePayslip(
      input({
        period: periodFor(p, at),
        ...(hire === undefined ? {} : { hireDate: hire }),
        ...(exit === undefined ? {} : { exitDate: exit }),
        attendance: [{ date: at, code: 'R' }],
      }),
      RULES,
    );
    expect(payslip.days.payable).toBe(days);
    expect(payslip.lines[0]).toMatchObject({ code: 'ORDINARY_PAY', quantity: days });
    expect(payslip.totals.gross).toBe(colones(20_000 * days));
    expect(payslip.blockers).toEqual([]);
  });

  it('never pays an employment within one month more than 30 days, monthly or in two fortnights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2024, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 100_000_000_00 }),
        (year, month, a, b, monthly) => {
          const length = daysInMonth(year, month);
          const first = Math.min(a, b, length);
          const last = Math.min(Math.max(a, b), length);
          const expected = thirtyDayMonthDays(year, month, first, last);
          const base = {
            salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: monthly as Cents }],
            jornada: { type: 'diurnal' as const },
            attendance: [],
            hireDate: formatIsoDate(year, month, first),
            exitDate: formatIsoDate(year, month, last),
          };
          const whole = calculatePayslip({ ...base, period: periodFor('monthly', base.hireDate) }, RULES);
          const halves = [1, 16].map((day) =>
            calculatePayslip(
              { ...base, period: periodFor('fortnightly', formatIsoDate(year, month, day)) },
              RULES,
            ),
          );
          const halvesDays = halves.reduce((sum, slip) => sum + slip.days.payable, 0);
          expect(whole.days.payable).toBe(expected);
          expect(halvesDays).toBe(expected);
          expect(expected).toBeLessThanOrEqual(30);
          expect(expected).toBeGreaterThanOrEqual(1);
          expect(whole.totals.gross).toBeLessThanOrEqual(monthly);
          expect(Math.abs(whole.totals.gross - (monthly * expected) / 30)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('splits a mid-period raise into one ordinary line per salary', () => {
    const payslip = calculatePayslip(
      input({
        salaries: [
          { effectiveFrom: '2024-01-01', monthlySalary: colones(600_000) },
          { effectiveFrom: '2025-09-16', monthlySalary: colones(660_000) },
        ],
      }),
      RULES,
    );
    const ordinary = payslip.lines.filter((line) => line.code === 'ORDINARY_PAY');
    expect(ordinary.map((line) => [line.quantity, line.basis, line.amount])).toEqual([
      [15, colones(20_000), colones(300_000)],
      [15, colones(22_000), colones(330_000)],
    ]);
  });

  it('blocks a period where the employee was not employed or had no salary', () => {
    const notEmployed = calculatePayslip(input({ hireDate: '2025-10-01' }), RULES);
    expect(notEmployed.blockers.map((b) => b.code)).toEqual(['NOT_EMPLOYED_IN_PERIOD']);
    expect(notEmployed.totals.gross).toBe(0);
    const noSalary = calculatePayslip(
      input({ salaries: [{ effectiveFrom: '2025-09-11', monthlySalary: colones(600_000) }] }),
      RULES,
    );
    expect(noSalary.blockers).toEqual([{ code: 'NO_SALARY_IN_FORCE', date: '2025-09-01', detail: null }]);
    expect(noSalary.totals.gross).toBe(colones(400_000));
  });
});

describe('attendance codes', () => {
  it('deducts an absence as a negative earning line', () => {
    const payslip = calculatePayslip(
      input({
        attendance: [
          { date: '2025-09-03', code: 'A' },
          { date: '2025-09-04', code: 'A' },
        ],
      }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'ABSENCE_UNPAID')).toMatchObject({
      kind: 'earning',
      quantity: 2,
      rate: -1,
      basis: colones(20_000),
      amount: colones(-40_000),
    });
    expect(payslip.totals.gross).toBe(colones(560_000));
    expect(payslip.days.absent).toBe(2);
  });

  it('deducts one day for an absence on the 31st', () => {
    const payslip = calculatePayslip(
      input({ period: periodFor('monthly', '2025-10-01'), attendance: [{ date: '2025-10-31', code: 'A' }] }),
      RULES,
    );
    expect(payslip.totals.gross).toBe(colones(580_000));
  });

  it('pays nothing for a whole month of absence, even in February or a 31-day month', () => {
    for (const month of ['2025-02-01', '2025-10-01']) {
      const period = periodFor('monthly', month);
      const attendance: AttendanceDay[] = [];
      for (let i = 0; i < calendarDays(period); i++)
        attendance.push({ date: addDays(period.start, i), code: 'A' });
      const payslip = calculatePayslip(input({ period, attendance }), RULES);
      expect(payslip.totals.gross).toBe(0);
      expect(payslip.totals.net).toBe(0);
      expect(payslip.days.absent).toBe(30);
      expect(payslip.lines.filter((line) => line.kind === 'deduction')).toEqual([]);
    }
  });

  it('caps carved days at what the segment is worth under the 30-day month', () => {
    const second = periodFor('fortnightly', '2025-10-20'); // 16–31 October: 16 days worth 15
    const vacation: AttendanceDay[] = Array.from({ length: 16 }, (_, i) => ({
      date: addDays(second.start, i),
      code: 'V',
    }));
    const payslip = calculatePayslip(input({ period: second, attendance: vacation }), RULES);
    expect(payslip.lines.map((line) => [line.code, line.quantity, line.amount]).slice(0, 1)).toEqual([
      ['VACATION_PAY', 15, colones(300_000)],
    ]);
    expect(payslip.totals.gross).toBe(colones(300_000));
    const maternity: AttendanceDay[] = Array.from({ length: 31 }, (_, i) => ({
      date: addDays('2025-10-01', i),
      code: 'I',
      disability: { type: 'maternity', dayNumber: i + 1 },
    }));
    const month = calculatePayslip(
      input({ period: periodFor('monthly', '2025-10-01'), attendance: maternity }),
      RULES,
    );
    expect(month.totals.gross).toBe(colones(300_000));
    expect(month.days.disability).toBe(30);
  });

  it('pays a hire on the last day of February the rest of its 30-day month', () => {
    const payslip = calculatePayslip(
      input({ period: periodFor('monthly', '2025-02-01'), hireDate: '2025-02-28' }),
      RULES,
    );
    expect(payslip.lines[0]).toMatchObject({ code: 'ORDINARY_PAY', quantity: 3, amount: colones(60_000) });
  });

  it('never pays an S day and reports it as a blocker', () => {
    const payslip = calculatePayslip(input({ attendance: [{ date: '2025-09-08', code: 'S' }] }), RULES);
    expect(payslip.blockers).toEqual([{ code: 'MISSING_CLOCK_MARK', date: '2025-09-08', detail: null }]);
    expect(payslip.totals.gross).toBe(colones(580_000));
    expect(payslip.days.unresolved).toBe(1);
  });

  it('pays extra hours at 1.5× the hourly salary of the jornada', () => {
    const diurnal = calculatePayslip(
      input({ attendance: [{ date: '2025-09-02', code: 'E', extraHours: 2 }] }),
      RULES,
    );
    // ₡600,000 ÷ 30 ÷ 8 = ₡2,500 an hour → 2 × 1.5 × 2,500
    expect(diurnal.lines.find((line) => line.code === 'OVERTIME')).toMatchObject({
      quantity: 2,
      unit: 'hours',
      rate: 1.5,
      basis: colones(2_500),
      amount: colones(7_500),
    });
    const nocturnal = calculatePayslip(
      input({
        jornada: { type: 'nocturnal' },
        attendance: [{ date: '2025-09-02', code: 'E', extraHours: 1.25 }],
      }),
      RULES,
    );
    // ₡20,000 ÷ 6 = ₡3,333.33… → 1.25 × 1.5 × 3,333.33… = ₡6,250
    expect(amountOf(nocturnal, 'OVERTIME')).toBe(colones(6_250));
    const agreed = calculatePayslip(
      input({
        jornada: { type: 'diurnal', hoursPerDay: 9.6 },
        attendance: [{ date: '2025-09-02', code: 'E', extraHours: 1 }],
      }),
      RULES,
    );
    expect(amountOf(agreed, 'OVERTIME')).toBe(colones(3_125)); // ₡20,000 ÷ 9.6 × 1.5
  });

  it('pays a worked holiday double and its extra hours triple', () => {
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-15', code: 'E', extraHours: 2 }] }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'HOLIDAY_WORKED')).toMatchObject({
      quantity: 1,
      amount: colones(20_000),
      date: '2025-09-15',
    });
    expect(payslip.lines.find((line) => line.code === 'HOLIDAY_OVERTIME')).toMatchObject({
      quantity: 2,
      rate: 3,
      amount: colones(15_000),
    });
    expect(amountOf(payslip, 'OVERTIME')).toBe(0);
    expect(payslip.totals.gross).toBe(colones(635_000));
    expect(payslip.days.holidaysWorked).toBe(1);
  });

  it('pays nothing extra for a holiday with no attendance row, and ignores an absence or vacation marked on a holiday', () => {
    const payslip = calculatePayslip(
      input({
        period: periodFor('monthly', '2025-08-01'),
        attendance: [
          { date: '2025-08-15', code: 'A' },
          { date: '2025-08-02', code: 'V' },
        ],
      }),
      RULES,
    );
    expect(payslip.totals.gross).toBe(colones(600_000));
    expect(payslip.warnings.map((w) => w.code)).toEqual(['VACATION_ON_HOLIDAY', 'ABSENCE_ON_HOLIDAY']);
  });

  it('pays additional payments and deducts pay deductions with their notes', () => {
    const payslip = calculatePayslip(
      input({
        attendance: [
          { date: '2025-09-10', code: '+', amount: colones(25_000), note: 'Comisión' },
          { date: '2025-09-11', code: '-', amount: colones(10_000), note: 'Préstamo' },
        ],
      }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'ADDITIONAL_PAYMENT')).toMatchObject({
      kind: 'earning',
      amount: colones(25_000),
      date: '2025-09-10',
      note: 'Comisión',
    });
    expect(payslip.lines.find((line) => line.code === 'PAY_DEDUCTION')).toMatchObject({
      kind: 'deduction',
      amount: colones(10_000),
      note: 'Préstamo',
    });
    expect(payslip.totals.gross).toBe(colones(625_000));
    expect(payslip.totals.ccssBase).toBe(colones(625_000));
  });

  it('blocks a net below zero', () => {
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-11', code: '-', amount: colones(700_000) }] }),
      RULES,
    );
    expect(payslip.blockers.map((b) => b.code)).toEqual(['NEGATIVE_NET_PAY']);
  });
});

describe('vacations', () => {
  it('pays V days at the current salary when no 50-week history is given, adding up to the salary', () => {
    const attendance: AttendanceDay[] = ['2025-09-01', '2025-09-02', '2025-09-03'].map((date) => ({
      date,
      code: 'V',
    }));
    const payslip = calculatePayslip(
      input({ salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones('600000.01') }], attendance }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'VACATION_PAY')).toMatchObject({
      quantity: 3,
      amount: colones(60_000),
    });
    expect(payslip.totals.gross).toBe(colones('600000.01'));
  });

  it('pays V days at the art. 157 average when the history is given', () => {
    const attendance: AttendanceDay[] = ['2025-09-01', '2025-09-02'].map((date) => ({ date, code: 'V' }));
    const payslip = calculatePayslip(
      input({ attendance, vacationAverage: { earnings: colones(7_700_000), days: 350 } }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'VACATION_PAY')).toMatchObject({
      quantity: 2,
      basis: colones(22_000),
      amount: colones(44_000),
    });
    expect(payslip.totals.gross).toBe(colones(560_000 + 44_000));
  });

  /** 1–2 September on vacation, 330 days of history that earned `earnings` colones. */
  const twoVacationDays = (earnings: number) =>
    calculatePayslip(
      input({
        attendance: ['2025-09-01', '2025-09-02'].map((date) => ({ date, code: 'V' })),
        vacationAverage: { earnings: colones(earnings), days: 330 },
      }),
      RULES,
    );

  it('pays V days at the average of a worker whose every month carried overtime: more than the daily salary', () => {
    // ₡600,000 a month (₡20,000 a day, ₡2,500 an hour) and 10 extra hours every month at 1.5 × 2,500 = 37,500:
    // 11 closed months of 30 days earned 11 × 637,500 = 7,012,500 in 330 days → 21,250 a day.
    //   VACATION_PAY 2 days × 21,250 = 42,500 (at the daily salary it would be 40,000)
    //   ORDINARY_PAY 28 days × 20,000 = 560,000; gross 602,500
    const payslip = twoVacationDays(7_012_500);
    const vacation = payslip.lines.filter((line) => line.code === 'VACATION_PAY');
    expect(vacation).toHaveLength(1);
    expect(vacation[0]).toMatchObject({
      quantity: 2,
      rate: 1,
      basis: colones(21_250),
      amount: colones(42_500),
    });
    expect(vacation[0]?.legalRef).toMatch(/art\. 157.*330 días/);
    expect(payslip.totals.gross).toBe(colones(602_500));
  });

  it('never pays a V day below the current daily salary, whatever the average', () => {
    // Absences brought the average down: 11 months × 580,000 = 6,380,000 in 330 days = 19,333.33 a day, below
    // the ₡20,000 of the salary in force: the days are paid at 20,000 and add up to the salary with the rest.
    const payslip = twoVacationDays(6_380_000);
    const vacation = payslip.lines.find((line) => line.code === 'VACATION_PAY');
    expect(vacation).toMatchObject({ quantity: 2, basis: colones(20_000), amount: colones(40_000) });
    expect(vacation?.legalRef).toMatch(/salario diario vigente, mayor que el promedio/);
    expect(payslip.totals.gross).toBe(colones(600_000));
  });

  it('applies the floor per salary: after a raise the new daily salary is the floor of its days', () => {
    // 19,000 a day to the 2nd, 24,000 from the 3rd; the average is 21,000 a day (6,930,000 ÷ 330):
    //   V on the 1st and 2nd at the average (21,000 > 19,000) = 42,000
    //   V on the 3rd and 4th at 24,000 (the average is below the new salary) = 48,000
    const attendance: AttendanceDay[] = ['2025-09-01', '2025-09-02', '2025-09-03', '2025-09-04'].map(
      (date) => ({ date, code: 'V' }),
    );
    const payslip = calculatePayslip(
      input({
        salaries: [
          { effectiveFrom: '2020-01-01', monthlySalary: colones(570_000) },
          { effectiveFrom: '2025-09-03', monthlySalary: colones(720_000) },
        ],
        attendance,
        vacationAverage: { earnings: colones(6_930_000), days: 330 },
      }),
      RULES,
    );
    expect(
      payslip.lines
        .filter((line) => line.code === 'VACATION_PAY')
        .map((l) => [l.quantity, l.basis, l.amount]),
    ).toEqual([
      [2, colones(24_000), colones(48_000)],
      [2, colones(21_000), colones(42_000)],
    ]);
  });
});

describe('work on the weekly rest day (CT art. 152)', () => {
  // ₡600,000 a month, 8-hour diurnal jornada: ₡20,000 a day, ₡2,500 an hour. Sunday 7 September 2025.
  it('pays the hours of a rest day worked once more than the salary does: double', () => {
    //   REST_DAY_WORKED 8 h × 2,500 × 1 = 20,000 (the salary already pays the rest day once)
    //   gross 600,000 + 20,000 = 620,000
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-07', code: 'R', restDayHours: 8 }] }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'REST_DAY_WORKED')).toMatchObject({
      kind: 'earning',
      quantity: 8,
      unit: 'hours',
      rate: 1,
      basis: colones(2_500),
      amount: colones(20_000),
      date: '2025-09-07',
    });
    expect(payslip.totals.gross).toBe(colones(620_000));
    expect(payslip.totals.ccssBase).toBe(colones(620_000));
    expect(payslip.totals.aguinaldoBase).toBe(colones(620_000));
    expect(payslip.days.restDaysWorked).toBe(1);
  });

  it('pays the hours beyond the jornada on a rest day at 3×, also when a clock recorded them all as extra', () => {
    //   10 h on the rest day, all recorded as extra (the rest day expects none):
    //   REST_DAY_WORKED   8 h × 2,500 × 1 = 20,000
    //   REST_DAY_OVERTIME 2 h × 2,500 × 3 = 15,000 (1.5 × the double hour)
    //   no OVERTIME line; gross 635,000
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-07', code: 'E', extraHours: 10, restDayHours: 0 }] }),
      RULES,
    );
    expect(amountOf(payslip, 'REST_DAY_WORKED')).toBe(colones(20_000));
    expect(payslip.lines.find((line) => line.code === 'REST_DAY_OVERTIME')).toMatchObject({
      quantity: 2,
      rate: 3,
      basis: colones(2_500),
      amount: colones(15_000),
    });
    expect(amountOf(payslip, 'OVERTIME')).toBe(0);
    expect(payslip.totals.gross).toBe(colones(635_000));
  });

  it('pays part of a day by the hour, and counts the rest day apart from the weekly ordinary hours', () => {
    // Monday–Saturday 1–6 September worked (48 h, the weekly maximum) and 4 h on Sunday the 7th:
    //   REST_DAY_WORKED 4 h × 2,500 = 10,000; the week's ordinary hours stay 48 (no weekly warning).
    const week: AttendanceDay[] = Array.from({ length: 6 }, (_, i) => ({
      date: addDays('2025-09-01', i),
      code: 'R',
    }));
    const payslip = calculatePayslip(
      input({ attendance: [...week, { date: '2025-09-07', code: 'R', restDayHours: 4 }] }),
      RULES,
    );
    expect(amountOf(payslip, 'REST_DAY_WORKED')).toBe(colones(10_000));
    expect(payslip.warnings).toEqual([]);
    expect(payslip.days.worked).toBe(7);
  });

  it('pays a rest day that is a holiday as a worked holiday, once', () => {
    // Sunday 2 August 2026 (Virgen de los Ángeles) worked: HOLIDAY_WORKED one day = 20,000, no rest-day line.
    const payslip = calculatePayslip(
      input({
        period: periodFor('monthly', '2026-08-01'),
        attendance: [{ date: '2026-08-02', code: 'R', restDayHours: 8 }],
      }),
      RULES,
    );
    expect(amountOf(payslip, 'HOLIDAY_WORKED')).toBe(colones(20_000));
    expect(amountOf(payslip, 'REST_DAY_WORKED')).toBe(0);
    expect(payslip.totals.gross).toBe(colones(620_000));
  });

  it('warns beyond 12 hours on a rest day and refuses a malformed number of hours', () => {
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-07', code: 'E', extraHours: 5, restDayHours: 8 }] }),
      RULES,
    );
    expect(payslip.warnings).toEqual([{ code: 'DAILY_HOURS_OVER_CAP', date: '2025-09-07', detail: '13' }]);
    expect(() =>
      calculatePayslip(input({ attendance: [{ date: '2025-09-07', code: 'R', restDayHours: -1 }] }), RULES),
    ).toThrow(DomainError);
  });
});

describe('disability', () => {
  const disabled = (type: DisabilityType, dates: string[], firstDay = 1): AttendanceDay[] =>
    dates.map((date, index) => ({ date, code: 'I', disability: { type, dayNumber: firstDay + index } }));
  const days = (from: string, count: number): string[] =>
    Array.from({ length: count }, (_, i) => addDays(from, i));

  it('CCSS illness: employer pays 50 % of days 1–3 as a subsidy (no CCSS, no aguinaldo), the CCSS subsidy from day 4 is information', () => {
    // ₡600,000 a month → ₡20,000 a day. Illness 8–12 September, incapacity days 1–5:
    //   ORDINARY_PAY             25 days × 20,000            = 500,000
    //   ILLNESS_EMPLOYER_SUBSIDY  3 days × 20,000 × 50 %     =  30,000 (a subsidy of the suspended contract)
    //   gross 530,000; taxable 530,000 (Reglamento Ley 7092 art. 29 taxes subsidios)
    //   CCSS base = 530,000 − 30,000 = 500,000: SEM 5.5 % 27,500; IVM 4.17 % 20,850; Banco Popular 1 % 5,000
    //   aguinaldo base = 500,000 (an illness never counts)
    const payslip = calculatePayslip(
      input({ attendance: disabled('ccss_illness', days('2025-09-08', 5)) }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'ILLNESS_EMPLOYER_SUBSIDY')).toMatchObject({
      kind: 'earning',
      quantity: 3,
      rate: 0.5,
      amount: colones(30_000),
      disabilityType: 'ccss_illness',
    });
    expect(amountOf(payslip, 'DISABILITY_EMPLOYER')).toBe(0);
    expect(payslip.lines.find((line) => line.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({
      kind: 'info',
      quantity: 2,
      rate: 0.6,
      amount: colones(24_000),
    });
    expect(payslip.totals.gross).toBe(colones(500_000 + 30_000));
    expect(payslip.totals.taxableGross).toBe(colones(530_000));
    expect(payslip.totals.ccssBase).toBe(colones(500_000));
    expect(amountOf(payslip, 'CCSS_SEM_WORKER')).toBe(colones(27_500));
    expect(amountOf(payslip, 'CCSS_IVM_WORKER')).toBe(colones(20_850));
    expect(amountOf(payslip, 'BANCO_POPULAR_WORKER')).toBe(colones(5_000));
    expect(payslip.totals.aguinaldoBase).toBe(colones(500_000));
    expect(aguinaldoBaseOf(payslip.lines)).toBe(colones(500_000));
    expect(payslip.days.disability).toBe(5);
    expect(payslip.days.subsidized).toBe(5);
  });

  it('CCSS illness continuing from an earlier period costs the employer nothing', () => {
    const payslip = calculatePayslip(
      input({ attendance: disabled('ccss_illness', days('2025-09-01', 2), 4) }),
      RULES,
    );
    expect(amountOf(payslip, 'ILLNESS_EMPLOYER_SUBSIDY')).toBe(0);
    expect(amountOf(payslip, 'DISABILITY_EMPLOYER')).toBe(0);
    expect(payslip.totals.gross).toBe(colones(560_000));
  });

  it('follows the policy for the disputed days 1–3 split', () => {
    const rules = payrollRules({ illnessFirstDays: { employerRate: 5_000, ccssRate: 5_000 } });
    const payslip = calculatePayslip(
      input({ attendance: disabled('ccss_illness', days('2025-09-08', 3)) }),
      rules,
    );
    expect(
      payslip.lines
        .filter((line) => line.code === 'DISABILITY_SUBSIDY_INFO')
        .map((line) => [line.quantity, line.rate, line.amount]),
    ).toEqual([[3, 0.5, colones(30_000)]]);
  });

  it('INS accident: nothing from the employer, the subsidy at 60 % then the policy rate after day 45', () => {
    const payslip = calculatePayslip(
      input({ attendance: disabled('ins_accident', days('2025-09-01', 4), 44) }),
      RULES,
    );
    expect(amountOf(payslip, 'DISABILITY_EMPLOYER')).toBe(0);
    expect(
      payslip.lines
        .filter((line) => line.code === 'DISABILITY_SUBSIDY_INFO')
        .map((line) => [line.quantity, line.rate, line.amount]),
    ).toEqual([
      [2, 0.6, colones(24_000)],
      [2, 0.67, colones(26_800)],
    ]);
  });

  it('maternity: employer pays 50 %, CCSS contributions on the full salary', () => {
    const payslip = calculatePayslip(
      input({
        attendance: disabled('maternity', days('2025-09-01', 30), 10),
        disabilityReferenceMonthly: colones(580_000),
      }),
      RULES,
    );
    expect(payslip.totals.gross).toBe(colones(300_000));
    expect(payslip.totals.ccssBase).toBe(colones(600_000));
    expect(payslip.totals.aguinaldoBase).toBe(colones(600_000));
    expect(amountOf(payslip, 'CCSS_SEM_WORKER')).toBe(colones(33_000));
    expect(payslip.lines.find((line) => line.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({
      amount: colones(290_000),
      basis: 1_933_333,
    });
  });

  it('paternity (Ley 10211): 8 days paid like maternity, 50 % employer and 50 % CCSS, CCSS on the full salary', () => {
    // ₡600,000 a month → ₡20,000 a day. Two paternity days a week for the first 4 weeks after a birth on
    // 31 August 2026: 1–2, 8–9, 15–16 (Independence Day: the salary pays it anyway; a leave day on it is still
    // a paternity day of the 8) and 22–23 September.
    //   ORDINARY_PAY           30 − 8 = 22 days × 20,000        = 440,000
    //   DISABILITY_EMPLOYER     8 days × 20,000 × 50 %          =  80,000 (salary: CCSS, aguinaldo)
    //   gross 520,000
    //   PATERNITY_CCSS_BASE_INFO 8 days × 20,000 × 50 %        =  80,000 → CCSS base 600,000 (the full salary)
    //   DISABILITY_SUBSIDY_INFO (CCSS pays) 8 × 20,000 × 50 %  =  80,000
    //   CCSS worker on 600,000 (2026): SEM 5.5 % 33,000; IVM 4.33 % 25,980; Banco Popular 1 % 6,000
    //   aguinaldo base 520,000 + 80,000 = 600,000 (like maternity: the leave counts at 100 %)
    const dates = ['01', '02', '08', '09', '15', '16', '22', '23'].map((d) => `2026-09-${d}`);
    const payslip = calculatePayslip(
      input({
        period: periodFor('monthly', '2026-09-01'),
        attendance: dates.map((date, index) => ({
          date,
          code: 'I',
          disability: { type: 'paternity', dayNumber: index + 1 },
        })),
      }),
      RULES,
    );
    expect(payslip.lines.find((line) => line.code === 'DISABILITY_EMPLOYER')).toMatchObject({
      kind: 'earning',
      quantity: 8,
      rate: 0.5,
      amount: colones(80_000),
      disabilityType: 'paternity',
      legalRef: expect.stringContaining('Ley 10211'),
    });
    expect(payslip.lines.find((line) => line.code === 'PATERNITY_CCSS_BASE_INFO')).toMatchObject({
      kind: 'info',
      quantity: 8,
      rate: 0.5,
      amount: colones(80_000),
    });
    expect(payslip.lines.find((line) => line.code === 'DISABILITY_SUBSIDY_INFO')).toMatchObject({
      quantity: 8,
      rate: 0.5,
      amount: colones(80_000),
      disabilityType: 'paternity',
    });
    expect(amountOf(payslip, 'MATERNITY_CCSS_BASE_INFO')).toBe(0);
    expect(payslip.totals.gross).toBe(colones(520_000));
    expect(payslip.totals.ccssBase).toBe(colones(600_000));
    expect(amountOf(payslip, 'CCSS_SEM_WORKER')).toBe(colones(33_000));
    expect(amountOf(payslip, 'CCSS_IVM_WORKER')).toBe(colones(25_980));
    expect(payslip.totals.aguinaldoBase).toBe(colones(600_000));
    expect(aguinaldoBaseOf(payslip.lines)).toBe(colones(600_000));
    expect(payslip.days.disability).toBe(8);
    expect(payslip.days.subsidized).toBe(0); // leave paid as salary, not a subsidy of a suspended contract
  });
});

describe('salary tax on the payslip', () => {
  it('taxes a monthly payroll on the month with credits', () => {
    const payslip = calculatePayslip(
      input({
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(1_500_000) }],
        children: 1,
        spouse: true,
      }),
      RULES,
    );
    expect(payslip.tax).toMatchObject({
      method: 'month_to_date',
      taxMonth: '2025-09',
      monthlyBase: colones(1_500_000),
      taxBeforeCredits: colones(65_200),
      credits: colones(4_320),
      withheld: colones(60_880),
    });
    expect(amountOf(payslip, 'SALARY_TAX')).toBe(colones(60_880));
  });

  it('withholds the 2026 monthly tax with two children and a spouse (₡65,850 − ₡6,010)', () => {
    const payslip = calculatePayslip(
      input({
        period: periodFor('monthly', '2026-03-01'),
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(1_500_000) }],
        children: 2,
        spouse: true,
      }),
      RULES,
    );
    expect(payslip.ruleSetYear).toBe(2026);
    expect(payslip.tax).toMatchObject({
      taxMonth: '2026-03',
      taxBeforeCredits: colones(65_850),
      credits: colones(6_010),
      withheld: colones(59_840),
    });
  });

  it('withholds month-to-date on fortnights so the month pays the monthly tax', () => {
    const salary = [{ effectiveFrom: '2020-01-01', monthlySalary: colones(1_500_000) }];
    const first = calculatePayslip(
      input({ period: periodFor('fortnightly', '2025-09-01'), salaries: salary }),
      RULES,
    );
    expect(first.tax.withheld).toBe(0);
    const second = calculatePayslip(
      input({
        period: periodFor('fortnightly', '2025-09-16'),
        salaries: salary,
        monthToDate: { taxableGross: first.totals.taxableGross, taxWithheld: first.tax.withheld },
      }),
      RULES,
    );
    expect(second.tax.withheld).toBe(colones(65_200));
  });

  it('projects the month on the projected policy', () => {
    const rules = payrollRules({ taxProration: 'projected' });
    const salary = [{ effectiveFrom: '2020-01-01', monthlySalary: colones(1_500_000) }];
    const first = calculatePayslip(
      input({ period: periodFor('fortnightly', '2025-09-01'), salaries: salary }),
      rules,
    );
    expect(first.tax).toMatchObject({
      method: 'projected',
      monthlyBase: colones(1_500_000),
      monthlyTax: colones(65_200),
      withheld: colones(32_600),
    });
  });

  it('rounds the withholding to whole colones on the colon policy', () => {
    const rules = payrollRules({ taxRounding: 'colon' });
    const payslip = calculatePayslip(
      input({ salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones('1000005.55') }] }),
      rules,
    );
    expect(payslip.tax.withheld).toBe(colones(7_801));
  });

  it('uses the rule set of the pay date', () => {
    const payslip = calculatePayslip(
      input({ period: periodFor('monthly', '2025-12-01'), payDate: '2026-01-02' }),
      RULES,
    );
    expect(payslip.ruleSetYear).toBe(2026);
    expect(payslip.tax.taxMonth).toBe('2026-01');
    expect(amountOf(payslip, 'CCSS_IVM_WORKER')).toBe(colones(25_980));
  });
});

describe('employer charges, provisions and policy', () => {
  it('charges the ten CCSS lines and accrues provisions on the gross', () => {
    const payslip = calculatePayslip(input(), RULES);
    expect(payslip.lines.filter((line) => line.kind === 'employer')).toHaveLength(10);
    expect(payslip.totals.employerCharges).toBe(colones(160_020));
    expect(
      payslip.lines.filter((line) => line.kind === 'provision').map((line) => [line.code, line.amount]),
    ).toEqual([
      ['PROVISION_AGUINALDO', colones(49_980)],
      ['PROVISION_VACATION', colones(25_020)],
      ['PROVISION_CESANTIA', colones(31_980)],
    ]);
    expect(payslip.totals.employerCost).toBe(colones(600_000 + 160_020 + 49_980 + 25_020 + 31_980));
  });

  it('adds the INS premium and company provision rates when the policy sets them', () => {
    const rules = payrollRules({ insRiskPremiumRate: 150, provisionRates: { vacation: 400 } });
    const payslip = calculatePayslip(input(), rules);
    expect(payslip.lines.find((line) => line.code === 'INS_RISK_PREMIUM')).toMatchObject({
      kind: 'employer',
      rate: 0.015,
      amount: colones(9_000),
    });
    expect(amountOf(payslip, 'PROVISION_VACATION')).toBe(colones(24_000));
  });
});

describe('warnings', () => {
  it('warns about a salary below the unskilled minimum, prorated for a part-time jornada', () => {
    const low = calculatePayslip(
      input({ salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(360_000) }] }),
      RULES,
    );
    expect(low.warnings).toEqual([
      { code: 'BELOW_MINIMUM_WAGE', date: '2025-09-01', detail: String(colones('367108.56')) },
    ]);
    const partTime = calculatePayslip(
      input({
        jornada: { type: 'diurnal', hoursPerDay: 4 },
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(190_000) }],
      }),
      RULES,
    );
    expect(partTime.warnings).toEqual([]);
  });

  it('warns beyond 12 hours a day and beyond the legal jornada', () => {
    const payslip = calculatePayslip(
      input({ attendance: [{ date: '2025-09-02', code: 'E', extraHours: 5 }] }),
      RULES,
    );
    expect(payslip.warnings).toEqual([{ code: 'DAILY_HOURS_OVER_CAP', date: '2025-09-02', detail: '13' }]);
    expect(
      calculatePayslip(input({ jornada: { type: 'mixed', hoursPerDay: 8 } }), RULES).warnings.map(
        (w) => w.code,
      ),
    ).toEqual(['JORNADA_OVER_LEGAL_LIMIT']);
    expect(
      calculatePayslip(input({ jornada: { type: 'diurnal', hoursPerDay: 10 } }), RULES).warnings,
    ).toEqual([]);
  });

  const marked = (from: string, days: number, extraHours = 0): AttendanceDay[] =>
    Array.from({ length: days }, (_, i) =>
      extraHours > 0
        ? { date: addDays(from, i), code: 'E', extraHours }
        : { date: addDays(from, i), code: 'R' },
    );

  it.each([
    // 2025-09-01 and 2025-10-06 are Mondays; 2025-10-01 is a Wednesday.
    {
      case: '8 h × 6 days = 48 h',
      type: 'diurnal',
      hours: undefined,
      from: '2025-09-01',
      days: 6,
      extra: 0,
      p: '2025-09-01',
      warnings: [],
    },
    {
      case: '8 h × 7 days = 56 h',
      type: 'diurnal',
      hours: undefined,
      from: '2025-09-01',
      days: 7,
      extra: 0,
      p: '2025-09-01',
      warnings: [['2025-09-01', '56']],
    },
    {
      case: '9.6 h × 5 days = 48 h',
      type: 'diurnal',
      hours: 9.6,
      from: '2025-09-01',
      days: 5,
      extra: 0,
      p: '2025-09-01',
      warnings: [],
    },
    {
      case: '9.6 h × 6 days = 57.6 h',
      type: 'diurnal',
      hours: 9.6,
      from: '2025-09-01',
      days: 6,
      extra: 0,
      p: '2025-09-01',
      warnings: [['2025-09-01', '57.6']],
    },
    {
      case: 'mixed 7 h × 7 days = 49 h',
      type: 'mixed',
      hours: undefined,
      from: '2025-09-08',
      days: 7,
      extra: 0,
      p: '2025-09-01',
      warnings: [['2025-09-08', '49']],
    },
    {
      case: 'nocturnal 6 h × 6 days = 36 h',
      type: 'nocturnal',
      hours: undefined,
      from: '2025-09-01',
      days: 6,
      extra: 0,
      p: '2025-09-01',
      warnings: [],
    },
    {
      case: 'extra hours do not count (8 h + 4 h × 6 days)',
      type: 'diurnal',
      hours: undefined,
      from: '2025-09-01',
      days: 6,
      extra: 4,
      p: '2025-09-01',
      warnings: [],
    },
    {
      case: 'two weeks of 7 days',
      type: 'diurnal',
      hours: undefined,
      from: '2025-09-01',
      days: 14,
      extra: 0,
      p: '2025-09-01',
      warnings: [
        ['2025-09-01', '56'],
        ['2025-09-08', '56'],
      ],
    },
    {
      case: '7 days across two weeks',
      type: 'diurnal',
      hours: undefined,
      from: '2025-09-03',
      days: 7,
      extra: 0,
      p: '2025-09-01',
      warnings: [],
    },
    {
      case: 'a week starting before the period is dated the period start',
      type: 'diurnal',
      hours: 10,
      from: '2025-10-01',
      days: 5,
      extra: 0,
      p: '2025-10-01',
      warnings: [['2025-10-01', '50']],
    },
  ] as const)(
    'weekly maximum of ordinary hours (art. 136): $case',
    ({ type, hours, from, days, extra, p, warnings }) => {
      const payslip = calculatePayslip(
        input({
          period: periodFor('monthly', p),
          jornada: hours === undefined ? { type } : { type, hoursPerDay: hours },
          attendance: marked(from, days, extra),
        }),
        RULES,
      );
      expect(payslip.warnings.map((w) => [w.code, w.date, w.detail])).toEqual(
        warnings.map(([date, detail]) => ['WEEKLY_HOURS_OVER_LIMIT', date, detail]),
      );
    },
  );

  it('checks each week of a weekly or biweekly period', () => {
    const biweekly = calculatePayslip(
      input({ period: periodFor('biweekly', '2025-09-08'), attendance: marked('2025-09-15', 7) }),
      RULES,
    );
    expect(biweekly.period.start).toBe('2025-09-08');
    expect(biweekly.warnings).toEqual([
      { code: 'WEEKLY_HOURS_OVER_LIMIT', date: '2025-09-15', detail: '56' },
    ]);
    const weekly = calculatePayslip(
      input({ period: periodFor('weekly', '2025-09-03'), attendance: marked('2025-09-01', 7) }),
      RULES,
    );
    expect(weekly.warnings.map((w) => w.code)).toEqual(['WEEKLY_HOURS_OVER_LIMIT']);
  });

  it('ignores attendance outside the employment with a warning', () => {
    const payslip = calculatePayslip(
      input({ hireDate: '2025-09-10', attendance: [{ date: '2025-09-05', code: 'R' }] }),
      RULES,
    );
    expect(payslip.warnings.map((w) => w.code)).toEqual(['ATTENDANCE_OUTSIDE_EMPLOYMENT']);
  });
});

describe('bad input', () => {
  it('blocks duplicated and out-of-period attendance rows', () => {
    const payslip = calculatePayslip(
      input({
        attendance: [
          { date: '2025-09-02', code: 'R' },
          { date: '2025-09-02', code: 'A' },
          { date: '2025-10-01', code: 'R' },
        ],
      }),
      RULES,
    );
    expect(payslip.blockers.map((b) => [b.code, b.date])).toEqual([
      ['DUPLICATE_ATTENDANCE_DAY', '2025-09-02'],
      ['ATTENDANCE_OUTSIDE_PERIOD', '2025-10-01'],
    ]);
  });

  it.each([
    ['a malformed date', { attendance: [{ date: '2025-9-2', code: 'R' }] }, 'INVALID_DATE'],
    ['an unknown code', { attendance: [{ date: '2025-09-02', code: 'X' }] }, 'INVALID_INPUT'],
    [
      'negative extra hours',
      { attendance: [{ date: '2025-09-02', code: 'E', extraHours: -1 }] },
      'INVALID_INPUT',
    ],
    [
      'extra hours finer than a minute',
      { attendance: [{ date: '2025-09-02', code: 'E', extraHours: 0.001 }] },
      'INVALID_INPUT',
    ],
    [
      'a fractional amount',
      { attendance: [{ date: '2025-09-02', code: '+', amount: 10.5 }] },
      'INVALID_MONEY',
    ],
    [
      'a disability without type',
      { attendance: [{ date: '2025-09-02', code: 'I', disability: { type: 'flu', dayNumber: 1 } }] },
      'INVALID_INPUT',
    ],
    [
      'a disability day 0',
      { attendance: [{ date: '2025-09-02', code: 'I', disability: { type: 'maternity', dayNumber: 0 } }] },
      'INVALID_INPUT',
    ],
    ['no salary', { salaries: [] }, 'INVALID_INPUT'],
    [
      'a negative salary',
      { salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: -1 }] },
      'INVALID_INPUT',
    ],
    [
      'two salaries on one day',
      {
        salaries: [
          { effectiveFrom: '2020-01-01', monthlySalary: 1 },
          { effectiveFrom: '2020-01-01', monthlySalary: 2 },
        ],
      },
      'INVALID_INPUT',
    ],
    [
      'a backwards period',
      { period: { periodicity: 'monthly', start: '2025-09-30', end: '2025-09-01' } },
      'INVALID_INPUT',
    ],
    [
      'an unknown periodicity',
      { period: { periodicity: 'daily', start: '2025-09-01', end: '2025-09-01' } },
      'INVALID_INPUT',
    ],
    ['an unknown jornada', { jornada: { type: 'split' } }, 'INVALID_INPUT'],
    ['an exit before the hire', { hireDate: '2025-09-10', exitDate: '2025-09-01' }, 'INVALID_INPUT'],
    ['negative month-to-date tax', { monthToDate: { taxableGross: 0, taxWithheld: -5 } }, 'INVALID_INPUT'],
    ['a pay date before 2020', { period: periodFor('monthly', '2019-12-01') }, 'RULES_NOT_AVAILABLE'],
  ])('throws on %s', (_name, overrides, code) => {
    expect(() => calculatePayslip(input(overrides as Partial<PayslipInput>), RULES)).toThrow(
      expect.objectContaining({ code }),
    );
    expect(() => calculatePayslip(input(overrides as Partial<PayslipInput>), RULES)).toThrow(DomainError);
  });
});

describe('properties', () => {
  const periodicities: Periodicity[] = ['weekly', 'biweekly', 'fortnightly', 'monthly'];
  const salary = fc.integer({ min: 1, max: 2_000_000_000 }).map((value) => value as Cents);
  const periodArb = fc
    .tuple(
      fc.constantFrom(...periodicities),
      fc.integer({ min: civilToDay(2024, 1, 1), max: civilToDay(2026, 11, 30) }),
    )
    .map(([periodicity, day]) => periodFor(periodicity, fromDayNumber(day)));

  const dayArb = (period: Period): fc.Arbitrary<AttendanceDay[]> =>
    fc
      .array(
        fc.record({
          offset: fc.integer({ min: 0, max: calendarDays(period) - 1 }),
          kind: fc.integer({ min: 0, max: 9 }),
          hours: fc.integer({ min: 0, max: 16 }).map((quarters) => quarters / 4),
          amount: fc.integer({ min: 0, max: 20_000_000 }),
          dayNumber: fc.integer({ min: 1, max: 60 }),
          type: fc.constantFrom<DisabilityType>('ccss_illness', 'ins_accident', 'maternity', 'paternity'),
        }),
        { maxLength: 20 },
      )
      .map((rows) => {
        const seen = new Set<number>();
        const days: AttendanceDay[] = [];
        for (const row of rows) {
          if (seen.has(row.offset)) continue;
          seen.add(row.offset);
          const date = addDays(period.start, row.offset);
          const amount = row.amount as Cents;
          const options: AttendanceDay[] = [
            { date, code: 'R' },
            { date, code: 'E', extraHours: row.hours },
            { date, code: 'A' },
            { date, code: 'V' },
            { date, code: 'I', disability: { type: row.type, dayNumber: row.dayNumber } },
            { date, code: '+', amount },
            { date, code: '-', amount },
            { date, code: 'S' },
            { date, code: 'E', extraHours: row.hours, restDayHours: Math.floor(row.hours) },
            { date, code: 'R', restDayHours: row.hours },
          ];
          days.push(options[row.kind] as AttendanceDay);
        }
        return days;
      });

  const scenario = periodArb.chain((period) =>
    fc.record({
      period: fc.constant(period),
      salary,
      raise: fc.option(fc.tuple(fc.integer({ min: 0, max: calendarDays(period) - 1 }), salary), {
        nil: undefined,
      }),
      attendance: dayArb(period),
      children: fc.integer({ min: 0, max: 4 }),
      spouse: fc.boolean(),
      jornada: fc.constantFrom('diurnal', 'mixed', 'nocturnal' as const),
      vacationHistory: fc.option(fc.integer({ min: 0, max: 10_000_000_000 }), { nil: undefined }),
      projected: fc.boolean(),
    }),
  );

  it('net = gross − deductions exactly, and every total is the sum of its lines', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const salaries = [{ effectiveFrom: '2023-01-01', monthlySalary: s.salary }];
        if (s.raise)
          salaries.push({ effectiveFrom: addDays(s.period.start, s.raise[0]), monthlySalary: s.raise[1] });
        const payslip = calculatePayslip(
          {
            period: s.period,
            salaries,
            jornada: { type: s.jornada },
            attendance: s.attendance,
            children: s.children,
            spouse: s.spouse,
            ...(s.vacationHistory === undefined
              ? {}
              : { vacationAverage: { earnings: s.vacationHistory as Cents, days: 350 } }),
          },
          s.projected ? payrollRules({ taxProration: 'projected' }) : RULES,
        );
        const { totals } = payslip;
        expect(totals.net).toBe(totals.gross - totals.deductions);
        expect(sumKind(payslip, 'earning')).toBe(totals.gross);
        expect(sumKind(payslip, 'deduction')).toBe(totals.deductions);
        expect(sumKind(payslip, 'employer')).toBe(totals.employerCharges);
        expect(sumKind(payslip, 'provision')).toBe(totals.provisions);
        expect(totals.employerCost).toBe(totals.gross + totals.employerCharges + totals.provisions);
        for (const line of payslip.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        expect(totals.gross).toBeGreaterThanOrEqual(0);
        const sDays = s.attendance.filter((day) => day.code === 'S').length;
        expect(payslip.blockers.filter((b) => b.code === 'MISSING_CLOCK_MARK')).toHaveLength(sDays);
        // The illness subsidy bears no CCSS; the CCSS half of maternity and paternity does; the aguinaldo base
        // is its lines.
        expect(totals.ccssBase).toBe(
          totals.gross -
            amountOf(payslip, 'ILLNESS_EMPLOYER_SUBSIDY') +
            amountOf(payslip, 'MATERNITY_CCSS_BASE_INFO') +
            amountOf(payslip, 'PATERNITY_CCSS_BASE_INFO'),
        );
        expect(totals.aguinaldoBase).toBe(aguinaldoBaseOf(payslip.lines));
        // A vacation day is never paid below the daily salary in force (the lower one after a raise).
        const lowest = Math.min(...salaries.map((entry) => entry.monthlySalary));
        for (const line of payslip.lines.filter((l) => l.code === 'VACATION_PAY'))
          expect(line.amount).toBeGreaterThanOrEqual(Math.floor((line.quantity ?? 0) * (lowest / 30)) - 1);
      }),
      { numRuns: 300 },
    );
  });

  it('a full period with no events prorates to the full salary (7, 14, 15 or 30 days)', () => {
    fc.assert(
      fc.property(periodArb, salary, (period, monthly) => {
        const payslip = calculatePayslip(
          {
            period,
            salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: monthly }],
            jornada: { type: 'diurnal' },
            attendance: [],
          },
          RULES,
        );
        const days = { weekly: 7, biweekly: 14, fortnightly: 15, monthly: 30 }[period.periodicity];
        const firstHalf = Math.floor((monthly + 1) / 2); // half of the salary rounded half-up
        if (period.periodicity === 'monthly') expect(payslip.totals.gross).toBe(monthly);
        else if (period.periodicity === 'fortnightly')
          expect(payslip.totals.gross).toBe(period.start.endsWith('-01') ? firstHalf : monthly - firstHalf);
        else expect(Math.abs(payslip.totals.gross - (monthly * days) / 30)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('two fortnights of a month add up to exactly the monthly salary', () => {
    fc.assert(
      fc.property(
        salary,
        fc.integer({ min: civilToDay(2024, 1, 1), max: civilToDay(2026, 12, 1) }),
        (monthly, day) => {
          const date = fromDayNumber(day);
          const first = periodFor('fortnightly', `${date.slice(0, 7)}-01`);
          const second = periodFor('fortnightly', `${date.slice(0, 7)}-16`);
          const base = {
            salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: monthly }],
            jornada: { type: 'diurnal' as const },
            attendance: [],
          };
          const total =
            calculatePayslip({ ...base, period: first }, RULES).totals.gross +
            calculatePayslip({ ...base, period: second }, RULES).totals.gross;
          expect(total).toBe(monthly);
        },
      ),
    );
  });

  it('a mid-period salary change never pays more than the higher salary for the whole period, nor less than the lower', () => {
    fc.assert(
      fc.property(
        periodArb,
        salary,
        salary,
        fc.integer({ min: 1, max: 30 }),
        (period, before, after, offset) => {
          const changeDay = Math.min(offset, calendarDays(period) - 1);
          const base = { period, jornada: { type: 'diurnal' as const }, attendance: [] };
          const changed = calculatePayslip(
            {
              ...base,
              salaries: [
                { effectiveFrom: '2023-01-01', monthlySalary: before },
                { effectiveFrom: addDays(period.start, changeDay), monthlySalary: after },
              ],
            },
            RULES,
          ).totals.gross;
          const high = calculatePayslip(
            {
              ...base,
              salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: Math.max(before, after) as Cents }],
            },
            RULES,
          ).totals.gross;
          const low = calculatePayslip(
            {
              ...base,
              salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: Math.min(before, after) as Cents }],
            },
            RULES,
          ).totals.gross;
          expect(changed).toBeLessThanOrEqual(high);
          expect(changed).toBeGreaterThanOrEqual(low);
        },
      ),
    );
  });

  it('line amounts agree with quantity × basis × rate within the rounding of the shown basis', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const payslip = calculatePayslip(
          {
            period: s.period,
            salaries: [{ effectiveFrom: '2023-01-01', monthlySalary: s.salary }],
            jornada: { type: s.jornada },
            attendance: s.attendance,
          },
          RULES,
        );
        for (const line of payslip.lines) {
          if (line.basis === null || line.rate === null) continue;
          const quantity = line.quantity ?? 1;
          const slack = Math.abs(quantity * line.rate) * 0.5 + 1;
          expect(Math.abs(line.amount - quantity * line.basis * line.rate)).toBeLessThanOrEqual(slack);
        }
      }),
      { numRuns: 200 },
    );
  });
});
