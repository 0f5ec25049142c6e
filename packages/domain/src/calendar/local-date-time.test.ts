import { describe, expect, it } from 'vitest';
import {
  clockTimeToMinutes,
  formatLocalDateTime,
  fromMinuteNumber,
  isLocalDateTime,
  localDateTimeParts,
  toMinuteNumber,
} from './local-date-time';

describe('local date-times', () => {
  it.each(['2026-11-16T06:58:12', '2026-11-16 06:58:12', '2026-11-16T06:58', '2024-02-29T23:59:59'])(
    'accepts %s',
    (value) => expect(isLocalDateTime(value)).toBe(true),
  );

  it.each([
    '2026-11-31T06:00',
    '2026-11-16T24:00',
    '2026-11-16T06:60',
    '2026-11-16T06:58:60',
    '2025-02-29T08:00',
    '2026-11-16',
    '16/11/2026 06:00',
    42,
  ])('refuses %s', (value) => expect(isLocalDateTime(value)).toBe(false));

  it('converts to minutes and back without a time zone', () => {
    const minute = toMinuteNumber('2026-11-16T06:58:59');
    expect(fromMinuteNumber(minute)).toBe('2026-11-16T06:58');
    expect(toMinuteNumber('2026-11-17T00:00') - toMinuteNumber('2026-11-16T23:59')).toBe(1);
    expect(fromMinuteNumber(toMinuteNumber('2026-12-31T23:59') + 1)).toBe('2027-01-01T00:00');
    expect(() => toMinuteNumber('2026-11-16')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });

  it('formats parts', () => {
    expect(formatLocalDateTime({ year: 2026, month: 11, day: 16, hour: 6, minute: 5, second: 9 })).toBe(
      '2026-11-16T06:05:09',
    );
    expect(localDateTimeParts('2026-11-16T06:05')).toEqual({
      year: 2026,
      month: 11,
      day: 16,
      hour: 6,
      minute: 5,
      second: 0,
    });
    expect(() =>
      formatLocalDateTime({ year: 2026, month: 2, day: 29, hour: 0, minute: 0, second: 0 }),
    ).toThrow();
  });

  it('reads clock times', () => {
    expect(clockTimeToMinutes('22:00')).toBe(1320);
    expect(clockTimeToMinutes('24:00')).toBe(1440);
    expect(() => clockTimeToMinutes('24:30')).toThrow();
    expect(() => clockTimeToMinutes('7:00')).toThrow();
  });
});
