import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  addDays,
  addMonths,
  addYears,
  civilToDay,
  dayToCivil,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isIsoDate,
  isLeapYear,
  monthKey,
  toDayNumber,
  weekday,
} from './iso-date';

describe('iso dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-12-31', true],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-04-31', false],
    ['2025-4-03', false],
    ['2025/04/03', false],
    ['20250403', false],
    ['2025-04-03T00:00', false],
    ['', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(20250403)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('throws INVALID_DATE naming the field', () => {
    expect(() => toDayNumber('2025-02-30', 'hireDate')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE', detail: 'hireDate' }),
    );
    expect(() => toDayNumber('nope')).toThrow(DomainError);
  });

  it('counts days from 1970-01-01', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('2000-03-01')).toBe(11_017);
    expect(fromDayNumber(-1)).toBe('1969-12-31');
  });

  it('round-trips every day between 1900 and 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: civilToDay(1900, 1, 1), max: civilToDay(2200, 12, 31) }), (day) => {
        const date = fromDayNumber(day);
        expect(isIsoDate(date)).toBe(true);
        expect(toDayNumber(date)).toBe(day);
        const { year, month, day: dom } = dayToCivil(day);
        expect(civilToDay(year, month, dom)).toBe(day);
      }),
    );
  });

  it('agrees with the JavaScript calendar on weekdays', () => {
    fc.assert(
      fc.property(fc.integer({ min: civilToDay(1950, 1, 1), max: civilToDay(2100, 12, 31) }), (day) => {
        const date = fromDayNumber(day);
        expect(weekday(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
      }),
    );
  });

  it.each([
    ['2026-01-01', 4],
    ['2026-04-11', 6],
    ['2026-05-01', 5],
    ['2026-07-25', 6],
    ['2026-08-02', 0],
    ['2026-08-15', 6],
    ['2026-08-31', 1],
    ['2026-09-15', 2],
    ['2026-12-01', 2],
    ['2026-12-25', 5],
  ])('reference §6 day-of-week check 2026: %s is weekday %i', (date, expected) => {
    expect(weekday(date)).toBe(expected);
  });

  it('adds days, months and years with month-end clamping', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-03-15', -3)).toBe('2024-12-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(monthKey('2025-09-30')).toBe('2025-09');
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
    expect([1, 2, 4, 12].map((m) => daysInMonth(2024, m))).toEqual([31, 29, 30, 31]);
    expect(daysInMonth(2025, 2)).toBe(28);
  });
});
