import { describe, expect, it } from 'vitest';
import { CR_RULE_SETS } from '../rules/index';
import { mergeRegisteredRules } from '../rules/timeline';
import { adjustPayDate, isBusinessDay } from './business-days';

describe('isBusinessDay', () => {
  it.each([
    ['2027-03-24', true], // Wednesday
    ['2027-03-25', false], // Jueves Santo
    ['2027-03-26', false], // Viernes Santo
    ['2027-03-27', false], // Saturday
    ['2027-03-28', false], // Sunday
    ['2026-08-31', false], // Día de la Persona Negra: not obligatory, still a holiday
    ['2026-09-01', true],
  ])('%s → %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});

describe('adjustPayDate', () => {
  it.each([
    ['2027-12-24', '2027-12-24'], // a Friday stays
    ['2027-12-25', '2027-12-24'], // Saturday (and Navidad) → Friday
    ['2027-12-26', '2027-12-24'], // Sunday → Friday
    ['2027-03-28', '2027-03-24'], // Easter Sunday → before Jueves and Viernes Santo
    ['2026-05-01', '2026-04-30'], // Friday 1 May → Thursday
    ['2028-01-01', '2027-12-31'], // Saturday New Year → the Friday of the year before
    ['2024-07-29', '2024-07-26'], // the moved Nicoya holiday (Monday) → Friday
  ])('previous business day: %s → %s', (date, expected) => {
    expect(adjustPayDate(date, 'previous_business_day')).toBe(expected);
  });

  it('keeps the date when the company chose so', () => {
    expect(adjustPayDate('2027-12-25', 'keep')).toBe('2027-12-25');
  });

  it('follows a registered transfer', () => {
    const merged = mergeRegisteredRules(CR_RULE_SETS, [
      {
        id: 1,
        kind: 'holidayTransfer',
        decree: 'Ley',
        holidayId: 'INDEPENDENCE_DAY',
        from: '2027-09-15',
        to: '2027-09-13',
      },
    ]);
    expect(adjustPayDate('2027-09-15', 'previous_business_day', merged)).toBe('2027-09-15');
    expect(adjustPayDate('2027-09-13', 'previous_business_day', merged)).toBe('2027-09-10');
  });

  it('refuses a bad date or rule', () => {
    expect(() => adjustPayDate('2027-02-30', 'keep')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
    expect(() => adjustPayDate('2027-02-01', 'next' as never)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});
