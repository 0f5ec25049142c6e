import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilToDay, daysInMonth, fromDayNumber, toDayNumber, weekday } from './iso-date';
import {
  calendarDays,
  listPeriods,
  nextPeriod,
  nominalDays,
  periodFor,
  previousPeriod,
  thirtyDayMonthDays,
  thirtyDayWeight,
  type Periodicity,
} from './periods';

describe('periodFor', () => {
  it.each([
    { periodicity: 'monthly', date: '2025-02-14', start: '2025-02-01', end: '2025-02-28' },
    { periodicity: 'monthly', date: '2024-02-29', start: '2024-02-01', end: '2024-02-29' },
    { periodicity: 'fortnightly', date: '2025-03-15', start: '2025-03-01', end: '2025-03-15' },
    { periodicity: 'fortnightly', date: '2025-03-16', start: '2025-03-16', end: '2025-03-31' },
    { periodicity: 'fortnightly', date: '2025-02-20', start: '2025-02-16', end: '2025-02-28' },
    { periodicity: 'weekly', date: '2025-07-25', start: '2025-07-21', end: '2025-07-27' },
    { periodicity: 'weekly', date: '2024-01-01', start: '2024-01-01', end: '2024-01-07' },
    { periodicity: 'weekly', date: '2023-12-31', start: '2023-12-25', end: '2023-12-31' },
    { periodicity: 'biweekly', date: '2024-01-14', start: '2024-01-01', end: '2024-01-14' },
    { periodicity: 'biweekly', date: '2025-02-03', start: '2025-01-27', end: '2025-02-09' },
  ] as const)('$periodicity period of $date is $start–$end', ({ periodicity, date, start, end }) => {
    expect(periodFor(periodicity, date)).toEqual({ periodicity, start, end });
  });

  it('honours a company anchor for weekly and biweekly periods', () => {
    expect(periodFor('weekly', '2025-07-25', { anchor: '2025-07-05' })).toEqual({
      periodicity: 'weekly',
      start: '2025-07-19',
      end: '2025-07-25',
    });
    expect(periodFor('biweekly', '2025-02-03', { anchor: '2025-02-03' })).toEqual({
      periodicity: 'biweekly',
      start: '2025-02-03',
      end: '2025-02-16',
    });
  });

  it('gives next and previous periods', () => {
    const march = periodFor('fortnightly', '2025-03-20');
    expect(nextPeriod(march)).toEqual({ periodicity: 'fortnightly', start: '2025-04-01', end: '2025-04-15' });
    expect(previousPeriod(march)).toEqual({
      periodicity: 'fortnightly',
      start: '2025-03-01',
      end: '2025-03-15',
    });
    expect(nextPeriod(periodFor('monthly', '2025-12-05')).start).toBe('2026-01-01');
    expect(previousPeriod(periodFor('weekly', '2025-07-21')).start).toBe('2025-07-14');
  });

  it('lists the periods overlapping a range', () => {
    expect(listPeriods('fortnightly', '2025-01-10', '2025-02-20').map((p) => p.start)).toEqual([
      '2025-01-01',
      '2025-01-16',
      '2025-02-01',
      '2025-02-16',
    ]);
    expect(listPeriods('monthly', '2025-11-30', '2026-01-01')).toHaveLength(3);
    expect(() => listPeriods('monthly', '2025-02-01', '2025-01-01')).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });

  it('covers the calendar with contiguous periods of the right length', () => {
    const periodicities: Periodicity[] = ['weekly', 'biweekly', 'fortnightly', 'monthly'];
    fc.assert(
      fc.property(
        fc.constantFrom(...periodicities),
        fc.integer({ min: civilToDay(2020, 1, 1), max: civilToDay(2030, 12, 31) }),
        (periodicity, day) => {
          const date = fromDayNumber(day);
          const period = periodFor(periodicity, date);
          expect(period.start <= date && date <= period.end).toBe(true);
          expect(toDayNumber(nextPeriod(period).start)).toBe(toDayNumber(period.end) + 1);
          expect(previousPeriod(nextPeriod(period))).toEqual(period);
          const length = calendarDays(period);
          if (periodicity === 'weekly') expect(length).toBe(7);
          if (periodicity === 'biweekly') expect(length).toBe(14);
          if (periodicity === 'fortnightly') expect(length).toBeGreaterThanOrEqual(13);
          if (periodicity === 'weekly') expect(weekday(period.start)).toBe(1);
        },
      ),
    );
  });

  it('pays 7, 14, 15 and 30 days', () => {
    expect((['weekly', 'biweekly', 'fortnightly', 'monthly'] as const).map(nominalDays)).toEqual([
      7, 14, 15, 30,
    ]);
  });
});

describe('thirtyDayWeight', () => {
  it('makes every month worth 30 days and every fortnight 15 (2020–2030)', () => {
    for (let year = 2020; year <= 2030; year++) {
      for (let month = 1; month <= 12; month++) {
        let first = 0;
        let second = 0;
        for (let day = 1; day <= daysInMonth(year, month); day++) {
          if (day <= 15) first += thirtyDayWeight(year, month, day);
          else second += thirtyDayWeight(year, month, day);
        }
        expect([first, second]).toEqual([15, 15]);
      }
    }
  });

  it('weighs the 31st 0 and the last day of February 3 (2 in leap years)', () => {
    expect(thirtyDayWeight(2025, 3, 31)).toBe(0);
    expect(thirtyDayWeight(2025, 2, 28)).toBe(3);
    expect(thirtyDayWeight(2024, 2, 29)).toBe(2);
    expect(thirtyDayWeight(2024, 2, 28)).toBe(1);
  });

  it('weighs the 31st 1 when the employment starts on it', () => {
    expect(thirtyDayWeight(2025, 3, 31, true)).toBe(1);
    expect(thirtyDayWeight(2025, 3, 30, true)).toBe(1);
    expect(thirtyDayWeight(2025, 2, 28, true)).toBe(3);
  });
});

describe('thirtyDayMonthDays', () => {
  it.each([
    { case: 'full 31-day month', year: 2025, month: 3, first: 1, last: 31, days: 30 },
    { case: 'full February', year: 2025, month: 2, first: 1, last: 28, days: 30 },
    { case: 'full leap February', year: 2024, month: 2, first: 1, last: 29, days: 30 },
    { case: 'hired on the 15th', year: 2025, month: 3, first: 15, last: 31, days: 16 },
    { case: 'hired on the 31st', year: 2025, month: 3, first: 31, last: 31, days: 1 },
    { case: 'hired on the 30th of a 31-day month', year: 2025, month: 3, first: 30, last: 31, days: 1 },
    { case: 'hired 15 February', year: 2025, month: 2, first: 15, last: 28, days: 16 },
    { case: 'hired 15 February (leap)', year: 2024, month: 2, first: 15, last: 29, days: 16 },
    { case: 'hired 28 February', year: 2025, month: 2, first: 28, last: 28, days: 3 },
    { case: 'hired 28 February (leap)', year: 2024, month: 2, first: 28, last: 29, days: 3 },
    { case: 'hired 29 February (leap)', year: 2024, month: 2, first: 29, last: 29, days: 2 },
    { case: 'exit on the 30th of a 31-day month', year: 2025, month: 3, first: 1, last: 30, days: 30 },
    { case: 'exit on the 31st', year: 2025, month: 3, first: 10, last: 31, days: 21 },
    { case: 'exit on the 20th', year: 2025, month: 3, first: 1, last: 20, days: 20 },
    { case: 'exit on 27 February', year: 2025, month: 2, first: 1, last: 27, days: 27 },
  ])('$case: $days days', ({ year, month, first, last, days }) => {
    expect(thirtyDayMonthDays(year, month, first, last)).toBe(days);
    let weights = 0;
    for (let day = first; day <= last; day++) weights += thirtyDayWeight(year, month, day, day === first);
    expect(weights).toBe(days);
  });

  it('never pays an employment within one month more than 30 days, nor less than 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2020, max: 2030 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, a, b) => {
          const length = daysInMonth(year, month);
          const first = Math.min(a, b, length);
          const last = Math.min(Math.max(a, b), length);
          const days = thirtyDayMonthDays(year, month, first, last);
          expect(days).toBeGreaterThanOrEqual(1);
          expect(days).toBeLessThanOrEqual(30);
          if (last === length) expect(days).toBe(first === 31 ? 1 : 30 - first + 1);
          let weights = 0;
          for (let day = first; day <= last; day++)
            weights += thirtyDayWeight(year, month, day, day === first);
          expect(weights).toBe(days);
        },
      ),
    );
  });

  it('rejects days outside the month', () => {
    expect(() => thirtyDayMonthDays(2025, 2, 1, 29)).toThrow(/month length/);
    expect(() => thirtyDayMonthDays(2025, 3, 10, 9)).toThrow(/month length/);
  });
});
