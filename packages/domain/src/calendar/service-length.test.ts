import { describe, expect, it } from 'vitest';
import { serviceLength } from './service-length';

describe('serviceLength', () => {
  it.each([
    { first: '2025-01-15', last: '2025-04-14', years: 0, months: 3, days: 0, totalDays: 90 },
    { first: '2025-01-15', last: '2025-04-13', years: 0, months: 2, days: 30, totalDays: 89 },
    { first: '2024-01-01', last: '2024-12-31', years: 1, months: 0, days: 0, totalDays: 366 },
    { first: '2019-02-01', last: '2025-07-31', years: 6, months: 6, days: 0, totalDays: 2373 },
    { first: '2019-02-01', last: '2025-08-01', years: 6, months: 6, days: 1, totalDays: 2374 },
    { first: '2025-03-10', last: '2025-03-10', years: 0, months: 0, days: 1, totalDays: 1 },
    { first: '2025-01-31', last: '2025-02-27', years: 0, months: 1, days: 0, totalDays: 28 },
  ])('$first → $last = $years y $months m $days d', ({ first, last, years, months, days, totalDays }) => {
    expect(serviceLength(first, last)).toEqual({
      years,
      months,
      days,
      totalMonths: years * 12 + months,
      totalDays,
    });
  });

  it('rejects a last day before the first', () => {
    expect(() => serviceLength('2025-02-01', '2025-01-31')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
