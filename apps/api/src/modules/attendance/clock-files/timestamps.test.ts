import { describe, expect, it } from 'vitest';
import {
  dateOrdersOf,
  fromExcelDate,
  fromExcelSerial,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
} from './timestamps';

describe('clock-file dates and times', () => {
  it.each([
    ['2026-11-16', 'dmy', { year: 2026, month: 11, day: 16 }],
    ['2026/11/16', 'mdy', { year: 2026, month: 11, day: 16 }],
    ['20261116', 'dmy', { year: 2026, month: 11, day: 16 }],
    ['16/11/2026', 'dmy', { year: 2026, month: 11, day: 16 }],
    ['16-11-2026', 'dmy', { year: 2026, month: 11, day: 16 }],
    ['16.11.26', 'dmy', { year: 2026, month: 11, day: 16 }],
    ['11/16/2026', 'mdy', { year: 2026, month: 11, day: 16 }],
    ['3/11/2026', 'dmy', { year: 2026, month: 11, day: 3 }],
    ['3/11/2026', 'mdy', { year: 2026, month: 3, day: 11 }],
  ] as const)('reads the date %s (%s)', (text, order, expected) => {
    expect(parseDateText(text, order)).toEqual(expected);
  });

  it.each(['31/11/2026', '11/16/2026', '2026-02-29', '16/11', 'mañana', ''])(
    'refuses the date %s as dmy',
    (text) => {
      expect(parseDateText(text, 'dmy')).toBeNull();
    },
  );

  it('tells which orders a date allows', () => {
    expect(dateOrdersOf('16/11/2026')).toEqual({ dmy: true, mdy: false, ymd: false });
    expect(dateOrdersOf('11/16/2026')).toEqual({ dmy: false, mdy: true, ymd: false });
    expect(dateOrdersOf('02/11/2026')).toEqual({ dmy: true, mdy: true, ymd: false });
    expect(dateOrdersOf('2026-11-16')).toEqual({ dmy: false, mdy: false, ymd: true });
    expect(dateOrdersOf('06:58')).toBeNull();
  });

  it.each([
    ['06:58', { hour: 6, minute: 58, second: 0 }],
    ['6:58:12', { hour: 6, minute: 58, second: 12 }],
    ['06:58:12.500', { hour: 6, minute: 58, second: 12 }],
    ['6:58 AM', { hour: 6, minute: 58, second: 0 }],
    ['12:05 a. m.', { hour: 0, minute: 5, second: 0 }],
    ['12:05 p.m.', { hour: 12, minute: 5, second: 0 }],
    ['2:03:05 p. m.', { hour: 14, minute: 3, second: 5 }],
    ['9:15 pm', { hour: 21, minute: 15, second: 0 }],
  ])('reads the time %s', (text, expected) => {
    expect(parseTimeText(text)).toEqual(expected);
  });

  it.each(['24:00', '06:60', '13:00 PM', '0:30 a. m.', '0658', 'x'])('refuses the time %s', (text) => {
    expect(parseTimeText(text)).toBeNull();
  });

  it('reads date-times and gives the reason when it cannot', () => {
    expect(parseDateTimeText('2026-11-16 06:58:12', 'dmy')).toEqual({
      ok: true,
      stamp: { year: 2026, month: 11, day: 16, hour: 6, minute: 58, second: 12 },
    });
    expect(parseDateTimeText('16/11/2026 2:03 p. m.', 'dmy')).toMatchObject({
      ok: true,
      stamp: { day: 16, hour: 14 },
    });
    expect(parseDateTimeText('2026-11-16T06:58', 'dmy')).toMatchObject({
      ok: true,
      stamp: { hour: 6, minute: 58 },
    });
    expect(parseDateTimeText('31/11/2026 06:00', 'dmy')).toEqual({ ok: false, reason: 'UNREADABLE_DATE' });
    expect(parseDateTimeText('16/11/2026 25:00', 'dmy')).toEqual({ ok: false, reason: 'UNREADABLE_TIME' });
    expect(parseDateTimeText('16/11/2026', 'dmy')).toEqual({ ok: false, reason: 'UNREADABLE_TIME' });
    expect(parseDateTimeText('ayer', 'dmy')).toEqual({ ok: false, reason: 'UNREADABLE_DATE' });
  });

  it('moves a time written with a zone to Costa Rica time (UTC−6), across midnight', () => {
    expect(parseDateTimeText('2026-11-17T03:30:15Z', 'ymd')).toMatchObject({
      ok: true,
      stamp: { year: 2026, month: 11, day: 16, hour: 21, minute: 30, second: 15 },
    });
    expect(parseDateTimeText('2026-11-16T06:58:00-06:00', 'ymd')).toMatchObject({
      stamp: { day: 16, hour: 6 },
    });
    expect(parseDateTimeText('2027-01-01 01:00 +0000', 'ymd')).toMatchObject({
      stamp: { year: 2026, month: 12, day: 31, hour: 19 },
    });
  });

  it('reads Excel serials and dates as wall time', () => {
    // 46342 is 16 Nov 2026; 0.2902777… is 06:58:00.
    expect(fromExcelSerial(46342 + (6 * 3600 + 58 * 60) / 86400)).toEqual({
      year: 2026,
      month: 11,
      day: 16,
      hour: 6,
      minute: 58,
      second: 0,
    });
    expect(fromExcelSerial(0.999999999)).toMatchObject({ year: 1899, month: 12, day: 31, hour: 0 });
    expect(fromExcelDate(new Date(Date.UTC(2026, 10, 16, 6, 58, 11, 999)))).toMatchObject({
      minute: 58,
      second: 12,
    });
  });
});
