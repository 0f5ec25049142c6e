import { describe, expect, it } from 'vitest';
import type { AttendanceDay } from '../attendance/attendance';
import { addDays, type IsoDate } from '../calendar/iso-date';
import { periodFor, type Periodicity } from '../calendar/periods';
import { DomainError } from '../errors';
import { colones, type Cents } from '../money/money';
import { CR_PAYROLL_RULES } from '../rules/index';
import { calculatePayslip } from './calculate-payslip';
import type { Payslip, PayslipInput, PayslipLineCode, SalaryEntry } from './payslip-types';
import { monthlyEquivalent } from './wages';

// Workers paid by the day or the hour, weekly, inside and outside commerce (reference §6, §8, §10). Every
// figure below is worked out by hand in the comment beside it.

const RULES = CR_PAYROLL_RULES;
const DAILY_60K: SalaryEntry = { effectiveFrom: '2020-01-01', wageType: 'daily', dailyWage: colones(60_000) };

/** The Sundays (the weekly rest day of these workers) from `start` for `days` days. */
const sundays = (start: IsoDate, days: number): IsoDate[] => {
  const out: IsoDate[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(start, i);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() === 0) out.push(date);
  }
  return out;
};

const week = (
  monday: IsoDate,
  overrides: Partial<PayslipInput> = {},
  periodicity: Periodicity = 'weekly',
): PayslipInput => {
  const period = periodFor(periodicity, monday);
  return {
    period,
    salaries: [DAILY_60K],
    jornada: { type: 'diurnal' },
    restDayPaid: false,
    restDays: sundays(period.start, periodicity === 'weekly' ? 7 : 14),
    attendance: [],
    ...overrides,
  };
};

const amountOf = (payslip: Payslip, code: PayslipLineCode): number =>
  payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amount, 0);

const line = (payslip: Payslip, code: PayslipLineCode) => payslip.lines.find((l) => l.code === code);

/** Four weekly payrolls paid in one month, each with the month's earlier pay and tax (month-to-date). */
const monthOfWeeks = (mondays: IsoDate[], overrides: Partial<PayslipInput>): Payslip[] => {
  const out: Payslip[] = [];
  let taxableGross = 0;
  let taxWithheld = 0;
  for (const monday of mondays) {
    const payslip = calculatePayslip(
      week(monday, {
        ...overrides,
        monthToDate: { taxableGross: taxableGross as Cents, taxWithheld: taxWithheld as Cents },
      }),
      RULES,
    );
    taxableGross += payslip.totals.taxableGross;
    taxWithheld += payslip.tax.withheld;
    out.push(payslip);
  }
  return out;
};

// The four weeks (Monday–Sunday) whose pay date, the Sunday, falls in February 2026.
const FEBRUARY_2026_WEEKS: IsoDate[] = ['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16'];

describe('a day-paid worker outside commerce: a week pays the days worked (art. 152)', () => {
  it('pays six days a week, not seven, and withholds the month tax of what was paid', () => {
    const weeks = monthOfWeeks(FEBRUARY_2026_WEEKS, {});
    for (const payslip of weeks) {
      // 6 days (Monday–Saturday) × ₡60 000 = ₡360 000; Sunday, the rest day, is not paid.
      expect(payslip.totals.gross).toBe(colones(360_000));
      expect(payslip.days.payable).toBe(6);
      const ordinary = line(payslip, 'ORDINARY_PAY')!;
      expect([ordinary.quantity, ordinary.unit, ordinary.basis]).toEqual([6, 'days', colones(60_000)]);
      expect(ordinary.legalRef).toContain('art');
      expect(ordinary.legalRef).toContain('152');
    }
    // February: 4 × ₡360 000 = ₡1 440 000. Tax 2026: 10 % of (1 347 000 − 918 000) = 42 900, plus 15 % of
    // (1 440 000 − 1 347 000) = 13 950: ₡56 850 over the four weeks, not the ₡92 850 of seven-day weeks.
    expect(weeks.reduce((sum, p) => sum + p.tax.withheld, 0)).toBe(colones(56_850));
    expect(weeks[3]!.tax.monthlyTax).toBe(colones(56_850));
  });

  it('pays seven days in commerce (the rest day is paid), and the month tax of that', () => {
    const weeks = monthOfWeeks(FEBRUARY_2026_WEEKS, { restDayPaid: true });
    for (const payslip of weeks) {
      // 7 × ₡60 000 = ₡420 000.
      expect(payslip.totals.gross).toBe(colones(420_000));
      expect(payslip.days.payable).toBe(7);
    }
    // 4 × ₡420 000 = ₡1 680 000: 42 900 + 15 % of (1 680 000 − 1 347 000) = 42 900 + 49 950 = ₡92 850.
    expect(weeks.reduce((sum, p) => sum + p.tax.withheld, 0)).toBe(colones(92_850));
  });

  it('pays obligatory holidays, worked ones double, an absence off, and a worked rest day double', () => {
    // Week of Monday 30 March 2026: Thursday 2 and Friday 3 April are Holy Thursday and Good Friday (obligatory
    // pay, art. 148). Thursday is not worked (paid), Friday is worked (paid double).
    const holyWeek = calculatePayslip(
      week('2026-03-30', { attendance: [{ date: '2026-04-03', code: 'R' }] }),
      RULES,
    );
    // Ordinary: Monday–Saturday, holidays included = 6 days × 60 000 = 360 000; the worked holiday adds one
    // simple day (60 000): 420 000.
    expect(amountOf(holyWeek, 'ORDINARY_PAY')).toBe(colones(360_000));
    expect(amountOf(holyWeek, 'HOLIDAY_WORKED')).toBe(colones(60_000));
    expect(holyWeek.totals.gross).toBe(colones(420_000));

    // Week of Monday 6 April: Wednesday 8 absent, Saturday 11 (Juan Santamaría, obligatory) not worked, Sunday 12
    // (the rest day) worked 8 hours.
    const attendance: AttendanceDay[] = [
      { date: '2026-04-08', code: 'A' },
      { date: '2026-04-12', code: 'R', restDayHours: 8 },
    ];
    const restWorked = calculatePayslip(week('2026-04-06', { attendance }), RULES);
    // Ordinary: Monday–Saturday = 6 × 60 000 = 360 000 (the worked Sunday is not an ordinary day: the week does
    // not pay it); the absence −60 000; the Sunday's 8 hours at double the hour (60 000 ÷ 8 = 7 500) = 120 000.
    expect(amountOf(restWorked, 'ORDINARY_PAY')).toBe(colones(360_000));
    expect(amountOf(restWorked, 'ABSENCE_UNPAID')).toBe(colones(-60_000));
    const rest = line(restWorked, 'REST_DAY_WORKED')!;
    expect([rest.quantity, rest.rate, rest.basis, rest.amount]).toEqual([
      8,
      2,
      colones(7_500),
      colones(120_000),
    ]);
    // 360 000 − 60 000 + 120 000 = 420 000.
    expect(restWorked.totals.gross).toBe(colones(420_000));
    expect(restWorked.days).toMatchObject({ payable: 6, absent: 1, restDaysWorked: 1 });

    // The other two weeks of April 2026 have no holiday: 6 days each, 360 000. The month: 420 000 + 420 000 +
    // 360 000 + 360 000 = 1 560 000 for 4 weeks, against 7 × 4 × 60 000 + 2 × 60 000 = 1 800 000 if the rest
    // days were paid.
    const plain = calculatePayslip(week('2026-04-13'), RULES);
    expect(plain.totals.gross).toBe(colones(360_000));
  });

  it('leaves a holiday of non-obligatory pay unpaid unless worked, and then pays it once', () => {
    // Monday 31 August 2026: Día de la Persona Negra (Ley 10050), not of obligatory pay.
    const home = calculatePayslip(week('2026-08-31'), RULES);
    // Tuesday–Saturday: 5 × 60 000 = 300 000.
    expect(home.totals.gross).toBe(colones(300_000));
    expect(home.days.payable).toBe(5);
    const worked = calculatePayslip(
      week('2026-08-31', { attendance: [{ date: '2026-08-31', code: 'E', extraHours: 2 }] }),
      RULES,
    );
    // Worked: one simple day (6 × 60 000 = 360 000), no holiday line; its 2 extra hours at 1.5 × 7 500 = 22 500.
    expect(amountOf(worked, 'ORDINARY_PAY')).toBe(colones(360_000));
    expect(amountOf(worked, 'HOLIDAY_WORKED')).toBe(0);
    expect(amountOf(worked, 'OVERTIME')).toBe(colones(22_500));
    // In commerce the same holiday is in the salary and worked is paid double (7 days + 1 + 2 h at 3 × 7 500).
    const commerce = calculatePayslip(
      week('2026-08-31', {
        restDayPaid: true,
        attendance: [{ date: '2026-08-31', code: 'E', extraHours: 2 }],
      }),
      RULES,
    );
    expect(commerce.totals.gross).toBe(colones(420_000 + 60_000 + 45_000));
  });

  it('takes nothing off for an absence or vacation on an unpaid rest day', () => {
    const payslip = calculatePayslip(
      week('2026-02-02', { attendance: [{ date: '2026-02-08', code: 'A' }] }),
      RULES,
    );
    expect(payslip.totals.gross).toBe(colones(360_000));
    expect(amountOf(payslip, 'ABSENCE_UNPAID')).toBe(0);
  });

  it('pays a biweekly period as two weeks', () => {
    const payslip = calculatePayslip(week('2026-02-02', {}, 'biweekly'), RULES);
    // 12 days × 60 000 = 720 000.
    expect(payslip.totals.gross).toBe(colones(720_000));
    expect(payslip.days.payable).toBe(12);
  });

  it('keeps the 30-day month for monthly and fortnightly pay, whatever the rest day setting', () => {
    const fortnight = calculatePayslip(
      { ...week('2026-02-02'), period: periodFor('fortnightly', '2026-02-01') },
      RULES,
    );
    // 15 days × 60 000 = 900 000: the quincena pays its rest days and holidays.
    expect(fortnight.totals.gross).toBe(colones(900_000));
  });

  it('refuses a week outside commerce without its rest days', () => {
    const { restDays: _none, ...withoutRestDays } = week('2026-02-02');
    void _none;
    expect(() => calculatePayslip(withoutRestDays, RULES)).toThrow(DomainError);
  });
});

describe('an hourly worker', () => {
  const HOURLY: SalaryEntry = { effectiveFrom: '2020-01-01', wageType: 'hourly', hourlyWage: colones(2_000) };

  it('is paid the hours of the jornada of each day worked and the extra hours, on a night jornada', () => {
    // Nocturnal jornada of 6 hours; Monday 2 – Saturday 7 February 2026 worked, Tuesday with 2 extra hours.
    const payslip = calculatePayslip(
      week('2026-02-02', {
        salaries: [HOURLY],
        jornada: { type: 'nocturnal' },
        attendance: [{ date: '2026-02-03', code: 'E', extraHours: 2 }],
      }),
      RULES,
    );
    // Ordinary: 6 days × 6 h = 36 h × ₡2 000 = ₡72 000; extra: 2 h × 1.5 × 2 000 = ₡6 000. Gross ₡78 000.
    const ordinary = line(payslip, 'ORDINARY_PAY')!;
    expect([ordinary.quantity, ordinary.unit, ordinary.basis, ordinary.amount]).toEqual([
      36,
      'hours',
      colones(2_000),
      colones(72_000),
    ]);
    const overtime = line(payslip, 'OVERTIME')!;
    expect([overtime.quantity, overtime.basis, overtime.amount]).toEqual([2, colones(2_000), colones(6_000)]);
    expect(payslip.totals.gross).toBe(colones(78_000));
  });

  it('moves from hourly to monthly in the middle of a month', () => {
    // April 2026, monthly pay: ₡2 500 an hour on an 8-hour diurnal jornada until the 15th, then ₡650 000 a month.
    const payslip = calculatePayslip(
      {
        period: periodFor('monthly', '2026-04-01'),
        salaries: [
          { effectiveFrom: '2020-01-01', wageType: 'hourly', hourlyWage: colones(2_500) },
          { effectiveFrom: '2026-04-16', monthlySalary: colones(650_000) },
        ],
        jornada: { type: 'diurnal' },
        attendance: [],
      },
      RULES,
    );
    const [hourly, monthly] = payslip.lines.filter((l) => l.code === 'ORDINARY_PAY');
    // 1–15 April: 15 days × 8 h = 120 h × 2 500 = 300 000. 16–30 April: 15 days × 650 000 ÷ 30 = 325 000.
    expect([hourly!.quantity, hourly!.unit, hourly!.basis, hourly!.amount]).toEqual([
      120,
      'hours',
      colones(2_500),
      colones(300_000),
    ]);
    expect([monthly!.quantity, monthly!.unit, monthly!.amount]).toEqual([15, 'days', colones(325_000)]);
    expect(payslip.totals.gross).toBe(colones(625_000));
  });
});

describe('monthlyEquivalent', () => {
  it('is the wage of a 30-day month: a day × 30, an hour × the jornada hours × 30', () => {
    expect(monthlyEquivalent('monthly', colones(500_000), 480)).toBe(colones(500_000));
    expect(monthlyEquivalent('daily', colones(12_436.41), 480)).toBe(colones('373092.30'));
    // ₡2 000 × 6 h × 30 = ₡360 000; ₡1 554.55 × 8 h × 30 = ₡373 092.
    expect(monthlyEquivalent('hourly', colones(2_000), 360)).toBe(colones(360_000));
    expect(monthlyEquivalent('hourly', colones('1554.55'), 480)).toBe(colones('373092.00'));
  });
});
