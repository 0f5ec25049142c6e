import { describe, expect, it } from 'vitest';
import { todayInCostaRica } from './costa-rica-today';

describe('todayInCostaRica: the date in Costa Rica (UTC−6, no daylight saving) at an instant', () => {
  it.each([
    { name: 'midday UTC', instant: '2026-03-10T12:00:00Z', expected: '2026-03-10' },
    { name: 'just before 06:00 UTC is still yesterday', instant: '2026-03-10T05:59:59.999Z', expected: '2026-03-09' },
    { name: '06:00 UTC is midnight in Costa Rica', instant: '2026-03-10T06:00:00Z', expected: '2026-03-10' },
    { name: 'New Year in Costa Rica starts at 06:00 UTC', instant: '2027-01-01T05:00:00Z', expected: '2026-12-31' },
    { name: 'leap day', instant: '2028-02-29T23:59:00Z', expected: '2028-02-29' },
    { name: 'a northern summer date (no daylight saving)', instant: '2026-07-01T05:30:00Z', expected: '2026-06-30' },
    { name: 'an instant written with its own offset', instant: '2026-03-10T23:30:00-06:00', expected: '2026-03-10' },
  ])('$name: $instant → $expected', ({ instant, expected }) => {
    expect(todayInCostaRica(new Date(instant))).toBe(expected);
    expect(todayInCostaRica(Date.parse(instant))).toBe(expected);
  });

  it('refuses an invalid instant instead of answering a wrong date', () => {
    expect(() => todayInCostaRica(new Date('not a date'))).toThrow(RangeError);
  });
});
