import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colones, type Cents } from '../money/money';
import { aguinaldo, aguinaldoBaseOf, aguinaldoPeriod, aguinaldoYearOf } from './aguinaldo';
import { minimumWage } from './minimum-wage';

describe('aguinaldo (Ley 2412)', () => {
  it('is twelve months of a constant salary ÷ 12 = one salary', () => {
    expect(aguinaldo({ salaries: new Array<Cents>(12).fill(colones(650_000)) })).toBe(colones(650_000));
  });

  it('always divides by 12, even for part of a year', () => {
    expect(aguinaldo({ salaries: [colones(600_000), colones(600_000), colones(600_000)] })).toBe(
      colones(150_000),
    );
  });

  it('includes overtime and commissions given as salaries and rounds half-up', () => {
    // ₡1,000,000.06 ÷ 12 = ₡83,333.338…; ₡100.06 ÷ 12 = ₡8.338… → ₡8.34
    expect(aguinaldo({ salaries: [colones('900000.06'), colones(100_000)] })).toBe(colones('83333.34'));
    expect(aguinaldo({ salaries: [colones('100.06')] })).toBe(834);
    expect(aguinaldo({ salaries: [6 as Cents] })).toBe(1); // 0.5 céntimo rounds up
  });

  it('is zero with no salaries and rejects bad amounts', () => {
    expect(aguinaldo({ salaries: [] })).toBe(0);
    expect(() => aguinaldo({ salaries: [1.5 as Cents] })).toThrow(
      expect.objectContaining({ code: 'INVALID_MONEY' }),
    );
    expect(() => aguinaldo({ salaries: [-100 as Cents] })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  it('is within half a céntimo of the exact twelfth', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { maxLength: 26 }), (salaries) => {
        const total = salaries.reduce((a, b) => a + b, 0);
        expect(Math.abs(aguinaldo({ salaries: salaries as Cents[] }) - total / 12)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('accrues from 1 December of the previous year to 30 November', () => {
    expect(aguinaldoPeriod(2025)).toEqual({ start: '2024-12-01', end: '2025-11-30' });
  });

  it.each([
    { date: '2025-01-01', year: 2025 },
    { date: '2025-11-30', year: 2025 },
    { date: '2025-12-01', year: 2026 },
    { date: '2025-12-31', year: 2026 },
  ])('counts $date in the aguinaldo of $year', ({ date, year }) => {
    expect(aguinaldoYearOf(date)).toBe(year);
    const period = aguinaldoPeriod(year);
    expect(date >= period.start && date <= period.end).toBe(true);
  });

  it("sums a payslip's counted lines: salary, overtime, vacation pay, the absence deducted; not subsidies or charges", () => {
    // 300 000,00 ordinary − 20 000,00 absence + 15 000,00 overtime + 1 000,00 maternity CCSS half = 296 000,00;
    // the CCSS subsidy, the worker's CCSS deduction and the aguinaldo provision are not salary earned.
    const lines = [
      { code: 'ORDINARY_PAY', amount: 30_000_000 },
      { code: 'ABSENCE_UNPAID', amount: -2_000_000 },
      { code: 'OVERTIME', amount: 1_500_000 },
      { code: 'MATERNITY_CCSS_BASE_INFO', amount: 100_000 },
      { code: 'DISABILITY_CCSS', amount: 900_000 },
      { code: 'CCSS_SEM_WORKER', amount: 1_600_000 },
      { code: 'PROVISION_AGUINALDO', amount: 2_466_667 },
    ];
    expect(aguinaldoBaseOf(lines)).toBe(29_600_000);
    expect(aguinaldoBaseOf([])).toBe(0);
  });
});

describe('minimumWage', () => {
  it.each([
    ['2024-07-01', '358608'],
    ['2025-07-01', '367108.56'],
    ['2026-07-01', '373092.30'],
  ])('%s → ₡%s a month', (date, monthly) => {
    expect(minimumWage(date).monthly).toBe(colones(monthly));
    expect(minimumWage(date).category).toBe('unskilled');
  });
});
