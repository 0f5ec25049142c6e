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
});
