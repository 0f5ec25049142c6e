import { describe, expect, it } from 'vitest';
import { serviceLength } from '../calendar/service-length';
import { colones, type Cents } from '../money/money';
import {
  cesantiaDaysFor,
  noticeDaysFor,
  terminationSettlement,
  type TerminationInput,
} from './termination-settlement';

const sixMonths = (amount: number): Cents[] => new Array<Cents>(6).fill(colones(amount));

function base(overrides: Partial<TerminationInput> = {}): TerminationInput {
  return {
    hireDate: '2019-02-01',
    terminationDate: '2025-07-31',
    cause: 'dismissal_without_cause',
    recentMonthlySalaries: sixMonths(600_000),
    aguinaldoSalaries: [],
    vacation: { pendingDays: 0 },
    ...overrides,
  };
}

describe('preaviso and cesantía by service (CT arts. 28–29)', () => {
  it.each([
    { last: '2025-02-28', notice: 0, years: 0, days: 0 }, // 2 months
    { last: '2025-03-30', notice: 0, years: 0, days: 0 }, // 2 months 30 days
    { last: '2025-03-31', notice: 7, years: 0, days: 7 }, // exactly 3 months
    { last: '2025-06-30', notice: 7, years: 0, days: 7 }, // exactly 6 months
    { last: '2025-07-01', notice: 15, years: 0, days: 14 }, // 6 months and 1 day
    { last: '2025-12-30', notice: 15, years: 0, days: 14 }, // a day short of a year
    { last: '2025-12-31', notice: 30, years: 1, days: 19.5 }, // 1 year
    { last: '2026-06-30', notice: 30, years: 1, days: 19.5 }, // 1 year 6 months: fraction not over 6 months
    { last: '2026-07-01', notice: 30, years: 2, days: 40 }, // fraction over 6 months counts as a year: 20 × 2
    { last: '2027-12-31', notice: 30, years: 3, days: 61.5 }, // 20.5 × 3
    { last: '2028-12-31', notice: 30, years: 4, days: 84 },
    { last: '2029-12-31', notice: 30, years: 5, days: 106.2 }, // 21.24 × 5
    { last: '2030-12-31', notice: 30, years: 6, days: 129 },
    { last: '2031-12-31', notice: 30, years: 7, days: 154 },
    { last: '2032-12-31', notice: 30, years: 8, days: 176 },
    { last: '2033-12-31', notice: 30, years: 9, days: 176 }, // 22 × 8 (cap)
    { last: '2034-12-31', notice: 30, years: 10, days: 172 }, // 21.5 × 8
    { last: '2035-12-31', notice: 30, years: 11, days: 168 },
    { last: '2036-12-31', notice: 30, years: 12, days: 164 },
    { last: '2037-12-31', notice: 30, years: 13, days: 160 },
    { last: '2044-12-31', notice: 30, years: 20, days: 160 }, // 13 or more: 20 × 8
  ])(
    'hired 2025-01-01, last day $last: preaviso $notice days, cesantía $days days',
    ({ last, notice, years, days }) => {
      const service = serviceLength('2025-01-01', last);
      expect(noticeDaysFor(service)).toBe(notice);
      expect(cesantiaDaysFor(service)).toEqual({ years, daysHundredths: Math.round(days * 100) });
    },
  );

  it('adds the rows year by year on the cumulative policy', () => {
    const service = serviceLength('2025-01-01', '2029-12-31');
    expect(cesantiaDaysFor(service, 'cumulative_by_year').daysHundredths).toBe(
      1950 + 2000 + 2050 + 2100 + 2124,
    );
    expect(
      cesantiaDaysFor(serviceLength('2025-01-01', '2044-12-31'), 'cumulative_by_year').daysHundredths,
    ).toBe(1950 + 2000 + 2050 + 2100 + 2124 + 2150 + 2200 + 2200);
  });
});

describe('terminationSettlement', () => {
  it('dismissal without cause after 6.5 years: preaviso, cesantía, vacations and aguinaldo', () => {
    const result = terminationSettlement(
      base({
        aguinaldoSalaries: new Array<Cents>(8).fill(colones(600_000)),
        vacation: { daysTaken: 60 },
        pendingSalary: colones(100_000),
      }),
    );
    expect(result.service).toMatchObject({ years: 6, months: 6, days: 0 });
    expect(result).toMatchObject({
      averageMonthlySalary: colones(600_000),
      averageDailySalary: colones(20_000),
      noticeDays: 30,
      cesantiaYears: 6,
      cesantiaDays: 129,
      vacationDays: 18,
    });
    expect(result.lines.map((line) => [line.code, line.quantity, line.amount])).toEqual([
      ['PENDING_SALARY', null, colones(100_000)],
      ['PREAVISO', 30, colones(600_000)],
      ['CESANTIA', 129, colones(2_580_000)], // 129 × ₡20,000
      ['VACATION_PROPORTIONAL', 18, colones(420_000)], // 18 × ₡20,000 × 7/6
      ['AGUINALDO_PROPORTIONAL', null, colones(400_000)], // ₡4,800,000 ÷ 12
    ]);
    expect(result.total).toBe(colones(100_000 + 600_000 + 2_580_000 + 420_000 + 400_000));
  });

  it('averages the last six months of salaries (ordinary and extraordinary)', () => {
    const salaries = [500_000, 520_000, 480_000, 610_000, 700_000, 590_000, 650_000].map((value) =>
      colones(value),
    );
    const result = terminationSettlement(base({ recentMonthlySalaries: salaries }));
    // last six: 520,000 + 480,000 + 610,000 + 700,000 + 590,000 + 650,000 = 3,550,000 → ₡591,666.67 a month
    expect(result.averageMonthlySalary).toBe(colones('591666.67'));
    // cesantía 129 days × 3,550,000 ÷ 180 = ₡2,544,166.666… → ₡2,544,166.67
    expect(result.lines.find((line) => line.code === 'CESANTIA')?.amount).toBe(colones('2544166.67'));
  });

  it('pays no preaviso when notice was given, and neither preaviso nor cesantía on resignation or just cause', () => {
    expect(terminationSettlement(base({ noticeGiven: true })).lines.map((l) => l.code)).toEqual(['CESANTIA']);
    expect(terminationSettlement(base({ cause: 'resignation' })).lines).toEqual([]);
    expect(terminationSettlement(base({ cause: 'dismissal_with_cause' })).total).toBe(0);
    expect(terminationSettlement(base({ cause: 'not_attributable' })).lines.map((l) => l.code)).toEqual([
      'CESANTIA',
    ]);
    expect(terminationSettlement(base({ cause: 'indirect_dismissal' })).lines.map((l) => l.code)).toEqual([
      'PREAVISO',
      'CESANTIA',
    ]);
  });

  it('pays vacations and aguinaldo whatever the cause', () => {
    const result = terminationSettlement(
      base({
        cause: 'resignation',
        hireDate: '2025-01-06',
        terminationDate: '2025-05-05',
        vacation: { daysTaken: 0, workDaysPerWeek: 5 },
        aguinaldoSalaries: sixMonths(600_000).slice(0, 4),
      }),
    );
    // 4 months on a 5-day week: at least 1 day a month (art. 153) = 4 days, each worth 7/5 of ₡20,000
    expect(result.lines.map((line) => [line.code, line.quantity, line.amount])).toEqual([
      ['VACATION_PROPORTIONAL', 4, colones(112_000)],
      ['AGUINALDO_PROPORTIONAL', null, colones(200_000)],
    ]);
  });

  it('pays one daily salary per vacation day on the working_days policy and uses an art. 157 rate when given', () => {
    const plain = terminationSettlement(
      base({
        cause: 'resignation',
        vacation: { pendingDays: 12 },
        policy: { vacationCashOut: 'working_days' },
      }),
    );
    expect(plain.lines[0]?.amount).toBe(colones(240_000));
    const averaged = terminationSettlement(
      base({ cause: 'resignation', vacation: { pendingDays: 12 }, vacationDailyRate: colones(22_000) }),
    );
    expect(averaged.lines[0]).toMatchObject({
      amount: colones(308_000),
      basis: colones(22_000),
      rate: 1.1667,
    }); // 12 × 22,000 × 7/6
  });

  it('rejects bad input', () => {
    expect(() => terminationSettlement(base({ cause: 'fired' as TerminationInput['cause'] }))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => terminationSettlement(base({ terminationDate: '2018-01-01' }))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => terminationSettlement(base({ recentMonthlySalaries: [1.5 as Cents] }))).toThrow(
      expect.objectContaining({ code: 'INVALID_MONEY' }),
    );
    expect(() => terminationSettlement(base({ vacation: { pendingDays: -1 } }))).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
