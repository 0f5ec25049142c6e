import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colones, type Cents } from '../money/money';
import { ccssEmployer, ccssWorker } from './ccss';

describe('ccssWorker', () => {
  it.each([
    { date: '2024-06-30', sem: 27_500, ivm: 20_850, bp: 5_000, total: 53_350 },
    { date: '2025-06-30', sem: 27_500, ivm: 20_850, bp: 5_000, total: 53_350 },
    { date: '2026-06-30', sem: 27_500, ivm: 21_650, bp: 5_000, total: 54_150 },
  ])('$date on ₡500,000: SEM ₡$sem, IVM ₡$ivm, Banco Popular ₡$bp', ({ date, sem, ivm, bp, total }) => {
    const result = ccssWorker({ gross: colones(500_000), date });
    expect(result.lines.map((line) => [line.code, line.amount])).toEqual([
      ['CCSS_SEM_WORKER', colones(sem)],
      ['CCSS_IVM_WORKER', colones(ivm)],
      ['BANCO_POPULAR_WORKER', colones(bp)],
    ]);
    expect(result.total).toBe(colones(total));
  });

  it('rounds each line half-up to the céntimo', () => {
    // 4.17 % of ₡1,234.50 = ₡51.47865; 5.5 % = ₡67.8975; 1 % = ₡12.345
    const result = ccssWorker({ gross: colones('1234.50'), date: '2025-01-01' });
    expect(result.lines.map((line) => line.amount)).toEqual([6_790, 5_148, 1_235]);
    expect(result.total).toBe(13_173);
  });
});

describe('ccssEmployer', () => {
  it.each([
    {
      date: '2025-01-15',
      total: 266_700,
      ivm: 54_200,
      rates: [0.0925, 0.0542, 0.0025, 0.05, 0.005, 0.015, 0.0025, 0.015, 0.02, 0.01],
    },
    {
      date: '2026-01-15',
      total: 268_300,
      ivm: 55_800,
      rates: [0.0925, 0.0558, 0.0025, 0.05, 0.005, 0.015, 0.0025, 0.015, 0.02, 0.01],
    },
  ])('$date on ₡1,000,000: ten lines totalling ₡$total', ({ date, total, ivm, rates }) => {
    const result = ccssEmployer({ gross: colones(1_000_000), date });
    expect(result.lines).toHaveLength(10);
    expect(result.lines.map((line) => line.rate)).toEqual(rates);
    expect(result.lines[1]?.amount).toBe(colones(ivm));
    expect(result.total).toBe(colones(total));
  });

  it('totals are the sum of the lines for any gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom('2024-03-01', '2025-03-01', '2026-03-01'),
        (gross, date) => {
          for (const result of [
            ccssWorker({ gross: gross as Cents, date }),
            ccssEmployer({ gross: gross as Cents, date }),
          ]) {
            expect(result.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(result.total);
          }
        },
      ),
    );
  });

  it('refuses a date before 2020 and a non-integer gross', () => {
    expect(() => ccssEmployer({ gross: colones(1), date: '2019-12-31' })).toThrow(
      expect.objectContaining({ code: 'RULES_NOT_AVAILABLE' }),
    );
    expect(() => ccssWorker({ gross: 1.5 as Cents, date: '2025-01-01' })).toThrow(
      expect.objectContaining({ code: 'INVALID_MONEY' }),
    );
  });
});
