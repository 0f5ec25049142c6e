import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseColones } from './parse-colones';

describe('parseColones: colones typed by a person → integer céntimos, or null', () => {
  it.each([
    { name: 'spaces group thousands, comma decimals', input: '1 234 567,89', expected: 123_456_789 },
    { name: 'dots group thousands, comma decimals', input: '1.234.567,89', expected: 123_456_789 },
    { name: 'commas group thousands, dot decimals', input: '1,234,567.89', expected: 123_456_789 },
    { name: 'plain with dot decimals', input: '1234567.89', expected: 123_456_789 },
    { name: 'plain with comma decimals', input: '1234567,89', expected: 123_456_789 },
    { name: 'colón sign and a space', input: '₡ 500', expected: 50_000 },
    { name: 'colón sign glued', input: '₡450 000', expected: 45_000_000 },
    { name: 'CRC prefix', input: 'CRC 500', expected: 50_000 },
    { name: 'surrounding spaces', input: '  450000  ', expected: 45_000_000 },
    { name: 'non-breaking spaces (as es-CR formatting writes them)', input: '450\u00a0000,50', expected: 45_000_050 },
    { name: 'narrow non-breaking spaces', input: '1\u202f250\u202f000', expected: 125_000_000 },
    { name: 'one decimal digit', input: '450000,5', expected: 45_000_050 },
    { name: 'dot thousands only', input: '450.000', expected: 45_000_000 },
    { name: 'comma thousands only', input: '450,000', expected: 45_000_000 },
    { name: 'one céntimo', input: '0,01', expected: 1 },
    { name: 'zero (a form refuses it with its own rule)', input: '0', expected: 0 },
    { name: 'large amounts stay exact', input: '999 999 999,99', expected: 99_999_999_999 },
  ])('$name: $input → $expected', ({ input, expected }) => {
    expect(parseColones(input)).toBe(expected);
  });

  it.each([
    { name: 'empty', input: '' },
    { name: 'blank', input: '   ' },
    { name: 'letters', input: 'cinco mil' },
    { name: 'digits and letters', input: '45x' },
    { name: 'negative', input: '-450000' },
    { name: 'negative after the sign', input: '₡-500' },
    { name: 'too many decimals (comma)', input: '450000,505' },
    { name: 'too many decimals (dot)', input: '1234567.891' },
    { name: 'misplaced group', input: '45,0000' },
    { name: 'misplaced group before the decimals', input: '12.34,50' },
    { name: 'two decimal marks', input: '450.000,00.5' },
    { name: 'short groups', input: '1.2.3' },
    { name: 'trailing separator', input: '450000,' },
    { name: 'leading separator', input: ',50' },
    { name: 'exponent', input: '4e5' },
    { name: 'past the safe integer range', input: '99999999999999999' },
  ])('refuses $name: $input', ({ input }) => {
    expect(parseColones(input)).toBeNull();
  });

  it('reads back what es-CR and en formatting write, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999_999 }), (centimos) => {
        const colones = Math.floor(centimos / 100);
        const fraction = String(centimos % 100).padStart(2, '0');
        const spaced = colones.toLocaleString('en-US').replace(/,/g, ' ');
        expect(parseColones(`${spaced},${fraction}`)).toBe(centimos);
        expect(parseColones(`${colones.toLocaleString('en-US')}.${fraction}`)).toBe(centimos);
        expect(parseColones(`₡${colones}.${fraction}`)).toBe(centimos);
      }),
    );
  });
});
