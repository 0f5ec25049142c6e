import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import {
  allocate,
  applyRate,
  cents,
  colones,
  mulDiv,
  negateCents,
  prorate,
  rateFromBasisPoints,
  roundHalfUp,
  splitEvenly,
  sumCents,
  toColonesString,
  type Cents,
} from './money';

const c = (value: number): Cents => cents(value);

describe('cents and colones', () => {
  it.each([
    { input: 0, expected: 0 },
    { input: 1, expected: 100 },
    { input: 1234.56, expected: 123_456 },
    { input: 0.1, expected: 10 },
    { input: -15.5, expected: -1_550 },
    { input: '929000', expected: 92_900_000 },
    { input: '367108.56', expected: 36_710_856 },
    { input: '12436.4', expected: 1_243_640 },
    { input: '-0.05', expected: -5 },
  ])('colones($input) = $expected céntimos', ({ input, expected }) => {
    expect(colones(input)).toBe(expected);
  });

  it.each([0.001, 1.005, Number.NaN, Number.POSITIVE_INFINITY, '1.234', 'abc', '', '1,5'])(
    'rejects %s',
    (input) => {
      expect(() => colones(input)).toThrow(DomainError);
    },
  );

  it('rejects non-integer céntimos with INVALID_MONEY', () => {
    expect(() => cents(1.5)).toThrow(expect.objectContaining({ code: 'INVALID_MONEY' }));
    expect(() => cents(2 ** 53)).toThrow(DomainError);
  });

  it.each([
    { input: 0, expected: '0.00' },
    { input: 5, expected: '0.05' },
    { input: 123_456, expected: '1234.56' },
    { input: -1_550, expected: '-15.50' },
  ])('toColonesString($input) = $expected', ({ input, expected }) => {
    expect(toColonesString(c(input))).toBe(expected);
  });

  it('negates without producing -0', () => {
    expect(Object.is(negateCents(c(0)), 0)).toBe(true);
    expect(negateCents(c(5))).toBe(-5);
  });
});

describe('roundHalfUp', () => {
  it.each([
    { numerator: 5, denominator: 10, expected: 1 },
    { numerator: 4, denominator: 10, expected: 0 },
    { numerator: 15, denominator: 10, expected: 2 },
    { numerator: 25, denominator: 10, expected: 3 },
    { numerator: -5, denominator: 10, expected: -1 },
    { numerator: -4, denominator: 10, expected: 0 },
    { numerator: -25, denominator: 10, expected: -3 },
    { numerator: 2, denominator: 3, expected: 1 },
    { numerator: 1, denominator: 3, expected: 0 },
    { numerator: 200_000_000, denominator: 30, expected: 6_666_667 },
    { numerator: 2 ** 53 - 1, denominator: 2, expected: 2 ** 52 },
  ])('$numerator / $denominator → $expected', ({ numerator, denominator, expected }) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('matches exact BigInt rounding for any safe numerator', () => {
    fc.assert(
      fc.property(
        fc.maxSafeInteger(),
        fc.integer({ min: 1, max: 1_000_000_000 }),
        (numerator, denominator) => {
          const n = BigInt(numerator);
          const d = BigInt(denominator);
          const magnitude = n < 0n ? -n : n;
          let q = magnitude / d;
          if (2n * (magnitude - q * d) >= d) q += 1n;
          const expected = Number(n < 0n ? -q : q);
          expect(roundHalfUp(numerator, denominator)).toBe(expected === 0 ? 0 : expected);
        },
      ),
    );
  });

  it('rejects a zero or fractional denominator', () => {
    expect(() => roundHalfUp(1, 0)).toThrow(DomainError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(DomainError);
  });
});

describe('mulDiv, applyRate, prorate', () => {
  it('applies basis-point rates half-up (10.67 % of ₡1,311,250 lines)', () => {
    expect(applyRate(colones(1_311_250), 550)).toBe(7_211_875);
    expect(applyRate(colones(1_311_250), 417)).toBe(5_467_913); // 5,467,912.5 rounds up
    expect(applyRate(colones(1_311_250), 100)).toBe(1_311_250);
  });

  it('prorates days of a monthly salary', () => {
    expect(prorate(colones(1_000_000), 5, 30)).toBe(16_666_667);
    expect(prorate(colones(900_000), 15, 30)).toBe(45_000_000);
  });

  it('stays exact beyond 2^53 through BigInt', () => {
    // (5e15 + 1) × 3 passes 2^53; in floating point the final .5 would be lost.
    expect(mulDiv(5_000_000_000_000_001, 3, 6)).toBe(2_500_000_000_000_001);
    expect(mulDiv(-5_000_000_000_000_001, 3, 6)).toBe(-2_500_000_000_000_001);
  });

  it('shows basis points as plain multipliers', () => {
    expect(rateFromBasisPoints(550)).toBe(0.055);
    expect(rateFromBasisPoints(417)).toBe(0.0417);
    expect(rateFromBasisPoints(15_000)).toBe(1.5);
  });
});

describe('allocate', () => {
  it.each([
    { amount: 100, weights: [1, 1, 1], expected: [34, 33, 33] },
    { amount: 5, weights: [1, 1], expected: [3, 2] },
    { amount: -5, weights: [1, 1], expected: [-3, -2] },
    { amount: 1_000, weights: [833, 417, 533], expected: [467, 234, 299] },
    { amount: 0, weights: [2, 3], expected: [0, 0] },
    { amount: 7, weights: [0, 1], expected: [0, 7] },
  ])('allocate($amount, $weights) = $expected', ({ amount, weights, expected }) => {
    expect(allocate(c(amount), weights)).toEqual(expected);
  });

  it('never loses or invents a céntimo, and each part is within one céntimo of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc
          .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 })
          .filter((w) => w.some((x) => x > 0)),
        (amount, weights) => {
          const parts = allocate(c(amount), weights);
          expect(sumCents(parts)).toBe(amount);
          const total = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, index) => {
            const exact = (amount * (weights[index] ?? 0)) / total;
            expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6 * Math.abs(amount));
          });
        },
      ),
    );
  });

  it('splits evenly with parts one céntimo apart at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (amount, count) => {
          const parts = splitEvenly(c(amount), count);
          expect(parts).toHaveLength(count);
          expect(sumCents(parts)).toBe(amount);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('rejects empty, zero or negative weights', () => {
    expect(() => allocate(c(10), [])).toThrow(DomainError);
    expect(() => allocate(c(10), [0, 0])).toThrow(DomainError);
    expect(() => allocate(c(10), [1, -1])).toThrow(DomainError);
    expect(() => splitEvenly(c(10), 0)).toThrow(DomainError);
  });
});
