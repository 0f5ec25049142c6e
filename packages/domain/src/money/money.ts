import { DomainError } from '../errors';

/**
 * An amount of Costa Rican colones in integer céntimos (₡1 = 100). The brand keeps raw numbers (hours,
 * days, rates) from being added to money by mistake; create values with `cents()` or `colones()`.
 */
export type Cents = number & { readonly __brand: 'Cents' };

/** Alias: every amount of money in this package is a `Cents`. */
export type Money = Cents;

/** A rate in basis points: 1 bp = 0.01 %, so 5.50 % = 550 and 1.5× = 15 000. Integers keep rates exact. */
export type BasisPoints = number;

export const BASIS_POINTS_PER_UNIT = 10_000;

export const ZERO = 0 as Cents;

/** Checks that `value` is a safe integer number of céntimos and brands it. */
export function cents(value: number, field = 'amount'): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new DomainError('INVALID_MONEY', `${field} must be a whole number of céntimos`, field);
  }
  return value as Cents;
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

const COLONES_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts colones to céntimos exactly. Strings (`'1234.5'`) are parsed digit by digit; numbers must
 * have at most two decimals, so a float such as 0.1 + 0.2 is rejected instead of rounded silently.
 */
export function colones(value: number | string, field = 'amount'): Cents {
  if (typeof value === 'string') {
    const match = COLONES_PATTERN.exec(value.trim());
    if (!match) throw new DomainError('INVALID_MONEY', `${field} must be an amount like 1234.56`, field);
    const whole = Number(match[2]);
    const fraction = Number((match[3] ?? '').padEnd(2, '0'));
    const sign = match[1] ? -1 : 1;
    return cents(sign * (whole * 100 + fraction), field);
  }
  const scaled = value * 100;
  const rounded = Math.round(scaled);
  if (!Number.isFinite(scaled) || Math.abs(scaled - rounded) > 1e-6) {
    throw new DomainError('INVALID_MONEY', `${field} must have at most two decimals`, field);
  }
  return cents(rounded, field);
}

/** Céntimos as a decimal colones string (`123456` → `'1234.56'`), for fixtures and logs; display formatting belongs to the web app. */
export function toColonesString(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100);
  const fraction = abs - whole * 100;
  return `${sign}${whole}.${fraction < 10 ? '0' : ''}${fraction}`;
}

export function addCents(a: Cents, b: Cents): Cents {
  return (a + b) as Cents;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return (a - b) as Cents;
}

export function negateCents(a: Cents): Cents {
  return (a === 0 ? 0 : -a) as Cents;
}

export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Cents;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

export function minCents(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

/**
 * Rounds the exact fraction `numerator / denominator` half-up to the céntimo. "Half-up" is taken away
 * from zero (2.5 → 3, −2.5 → −3) so that a deduction and its refund round to the same magnitude.
 * Both arguments must be integers and `denominator` positive.
 */
export function roundHalfUp(numerator: number, denominator: number): Cents {
  if (!(denominator > 0) || !Number.isSafeInteger(denominator)) {
    throw new DomainError('INVALID_INPUT', 'denominator must be a positive integer', 'denominator');
  }
  if (!Number.isSafeInteger(numerator)) {
    return roundHalfUpBig(BigInt(Math.round(numerator)), BigInt(denominator));
  }
  const negative = numerator < 0;
  const n = negative ? -numerator : numerator;
  let q = Math.floor(n / denominator);
  let r = n - q * denominator;
  // Float division can land one off near 2^53; the remainder check puts it back.
  if (r < 0) {
    q -= 1;
    r += denominator;
  } else if (r >= denominator) {
    q += 1;
    r -= denominator;
  }
  if (2 * r >= denominator) q += 1;
  return (negative && q !== 0 ? -q : q) as Cents;
}

function roundHalfUpBig(numerator: bigint, denominator: bigint): Cents {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let q = n / denominator;
  const r = n - q * denominator;
  if (2n * r >= denominator) q += 1n;
  return cents(Number(negative ? -q : q));
}

/**
 * `a × b ÷ d` rounded half-up once, exactly: integer arithmetic, with a BigInt path when the product
 * would leave the safe-integer range. This is the one place where amounts are scaled.
 */
export function mulDiv(a: number, b: number, d: number): Cents {
  const product = a * b;
  if (Number.isSafeInteger(product)) return roundHalfUp(product, d);
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) {
    throw new DomainError('INVALID_INPUT', 'mulDiv takes integers', 'mulDiv');
  }
  return roundHalfUpBig(BigInt(a) * BigInt(b), BigInt(d));
}

/** `amount × rate`, with the rate in basis points, rounded half-up to the céntimo. */
export function applyRate(amount: Cents, rate: BasisPoints): Cents {
  return mulDiv(amount, rate, BASIS_POINTS_PER_UNIT);
}

/** `amount × part ÷ whole`, rounded half-up: prorating by days or hours. */
export function prorate(amount: Cents, part: number, whole: number): Cents {
  return mulDiv(amount, part, whole);
}

/**
 * Splits `amount` in proportion to non-negative integer `weights` so that the parts always add up to
 * `amount` exactly (largest-remainder method; ties go to the earlier weight). Negative amounts are split
 * as their magnitude and negated.
 */
export function allocate(amount: Cents, weights: readonly number[]): Cents[] {
  let totalWeight = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new DomainError('INVALID_INPUT', 'weights must be non-negative integers', 'weights');
    }
    totalWeight += weight;
  }
  if (weights.length === 0 || totalWeight === 0) {
    throw new DomainError('INVALID_INPUT', 'allocation needs at least one positive weight', 'weights');
  }
  const sign = amount < 0 ? -1 : 1;
  const whole = BigInt(Math.abs(amount));
  const total = BigInt(totalWeight);
  const parts: number[] = [];
  const remainders: { index: number; remainder: bigint }[] = [];
  let assigned = 0n;
  weights.forEach((weight, index) => {
    const exact = whole * BigInt(weight);
    const part = exact / total;
    parts.push(Number(part));
    remainders.push({ index, remainder: exact - part * total });
    assigned += part;
  });
  let left = Number(whole - assigned);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((part) => (sign * part === 0 ? 0 : sign * part) as Cents);
}

/** Splits `amount` into `count` parts that differ by at most one céntimo and add up to `amount`. */
export function splitEvenly(amount: Cents, count: number): Cents[] {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new DomainError('INVALID_INPUT', 'count must be a positive integer', 'count');
  }
  return allocate(amount, new Array<number>(count).fill(1));
}

/** A rate in basis points as the plain multiplier shown on a payslip line (550 → 0.055). */
export function rateFromBasisPoints(rate: BasisPoints): number {
  return rate / BASIS_POINTS_PER_UNIT;
}
