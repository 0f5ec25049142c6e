import { describe, expect, it } from 'vitest';
import { parseColones } from '@planilla/domain';
import { centimosToInput, moneyInput, optionalMoneyInput } from './money-input';

describe('parseColones (the domain parser the money fields use): colones typed → integer céntimos', () => {
  it.each([
    ['450000', 45_000_000],
    ['450 000', 45_000_000],
    ['₡450 000', 45_000_000],
    ['450\u00a0000,50', 45_000_050],
    ['450000,5', 45_000_050],
    ['450000.75', 45_000_075],
    ['450.000', 45_000_000],
    ['450,000', 45_000_000],
    ['1.250.000,75', 125_000_075],
    ['1,250,000.75', 125_000_075],
    ['1 250 000', 125_000_000],
    ['0,01', 1],
  ])('%s → %i', (text, centimos) => {
    expect(parseColones(text)).toBe(centimos);
  });

  it.each(['', 'abc', '-450000', '450000,505', '45,0000', '450.000,00.5', '1.2.3', '450000,', '4e5'])(
    'refuses %j',
    (text) => {
      expect(parseColones(text)).toBeNull();
    },
  );

  it('keeps large amounts exact (no binary fractions)', () => {
    expect(parseColones('999 999 999,99')).toBe(99_999_999_999);
    expect(parseColones('0,29')).toBe(29);
    expect(parseColones('1 234 567,89')).toBe(123_456_789);
  });

  it('writes céntimos back as an input text', () => {
    expect(centimosToInput(45_000_000)).toBe('450000');
    expect(centimosToInput(45_000_050)).toBe('450000,50');
    expect(centimosToInput(45_000_005, '.')).toBe('450000.05');
  });
});

describe('money form fields', () => {
  it('turns the text into céntimos with the contract limits and validation keys', () => {
    expect(moneyInput.parse(' 560 000,00 ')).toBe(56_000_000);
    expect(moneyInput.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(moneyInput.safeParse('cinco').error?.issues[0]?.message).toBe('validation.invalidNumber');
    expect(moneyInput.safeParse('0').error?.issues[0]?.message).toBe('validation.amountPositive');
  });

  it('leaves an optional amount undefined when blank', () => {
    expect(optionalMoneyInput.parse('  ')).toBeUndefined();
    expect(optionalMoneyInput.parse('500000')).toBe(50_000_000);
    expect(optionalMoneyInput.safeParse('x').success).toBe(false);
  });
});
