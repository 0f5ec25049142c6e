import { describe, expect, it } from 'vitest';
import { colones } from '../money/money';
import {
  ATTENDANCE_CODES,
  assertAttendanceDay,
  countAttendance,
  hoursToMinutes,
  isWorkedCode,
  type AttendanceDay,
} from './attendance';

describe('attendance', () => {
  it('has the eight codes of the specification', () => {
    expect(ATTENDANCE_CODES).toEqual(['R', 'E', 'A', 'S', 'V', 'I', '+', '-']);
    expect(ATTENDANCE_CODES.filter(isWorkedCode)).toEqual(['R', 'E', '+', '-']);
  });

  it.each([
    [1.5, 90],
    [0.25, 15],
    [1 / 3, 20],
    [0, 0],
    [2.0166666, 121],
  ])('%s hours = %i minutes', (hours, minutes) => {
    expect(hoursToMinutes(hours)).toBe(minutes);
  });

  it.each([-1, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s hours', (hours) => {
    expect(() => hoursToMinutes(hours)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('counts days per code', () => {
    const days: AttendanceDay[] = [
      { date: '2025-01-02', code: 'R' },
      { date: '2025-01-03', code: 'E', extraHours: 2 },
      { date: '2025-01-04', code: 'R' },
      { date: '2025-01-06', code: '+', amount: colones(1_000) },
    ];
    expect(countAttendance(days)).toEqual({ R: 2, E: 1, A: 0, S: 0, V: 0, I: 0, '+': 1, '-': 0 });
  });

  it('validates the shape of each row', () => {
    expect(() =>
      assertAttendanceDay(
        { date: '2025-01-02', code: 'I', disability: { type: 'maternity', dayNumber: 1 } },
        0,
      ),
    ).not.toThrow();
    expect(() => assertAttendanceDay({ date: '2025-01-32', code: 'R' }, 3)).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE', detail: 'attendance[3].date' }),
    );
    expect(() => assertAttendanceDay({ date: '2025-01-02', code: '-', amount: -1 as never }, 0)).toThrow(
      expect.objectContaining({ code: 'INVALID_MONEY' }),
    );
  });
});
