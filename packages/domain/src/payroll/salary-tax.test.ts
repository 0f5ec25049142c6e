import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colones, type Cents } from '../money/money';
import { getRuleSet } from '../rules/index';
import { computeMonthlySalaryTax, salaryTax } from './salary-tax';

const YEARS = [
  { year: 2024, t: [929_000, 1_363_000, 2_392_000, 4_783_000], child: 1_730, spouse: 2_620 },
  { year: 2025, t: [922_000, 1_352_000, 2_373_000, 4_745_000], child: 1_720, spouse: 2_600 },
  { year: 2026, t: [918_000, 1_347_000, 2_364_000, 4_727_000], child: 1_710, spouse: 2_590 },
] as const;

/** Hand formula of reference §3 in colones: Σ rate × (min(gross, upper) − lower)⁺. */
function expectedTax(gross: number, t: readonly number[]): number {
  const [t1 = 0, t2 = 0, t3 = 0, t4 = 0] = t;
  const band = (lower: number, upper: number, rate: number): number =>
    Math.max(0, Math.min(gross, upper) - lower) * rate;
  return band(t1, t2, 0.1) + band(t2, t3, 0.15) + band(t3, t4, 0.2) + band(t4, Infinity, 0.25);
}

describe('salary tax at every bracket edge, every year', () => {
  for (const { year, t } of YEARS) {
    const [t1, t2, t3, t4] = t;
    const cumulative2 = (t2 - t1) * 0.1;
    const cumulative3 = cumulative2 + (t3 - t2) * 0.15;
    const cumulative4 = cumulative3 + (t4 - t3) * 0.2;
    it.each([
      { gross: '0', tax: 0 },
      { gross: String(t1 - 1), tax: 0 },
      { gross: String(t1), tax: 0 },
      { gross: `${t1}.01`, tax: 0 }, // 10 % of ₡0.01 = 0.1 céntimo rounds to 0
      { gross: `${t1}.05`, tax: 0.01 }, // 0.5 céntimo rounds half-up
      { gross: String(t1 + 1), tax: 0.1 },
      { gross: String(t2), tax: cumulative2 },
      { gross: String(t2 + 1), tax: cumulative2 + 0.15 },
      { gross: String(t3), tax: cumulative3 },
      { gross: String(t3 + 1), tax: cumulative3 + 0.2 },
      { gross: String(t4), tax: cumulative4 },
      { gross: String(t4 + 1), tax: cumulative4 + 0.25 },
      { gross: String(t4 * 2), tax: cumulative4 + t4 * 0.25 },
    ])(`${year}: monthly gross ₡$gross → tax ₡$tax`, ({ gross, tax }) => {
      const result = salaryTax({ monthlyGross: colones(gross), date: `${year}-06-15` });
      expect(result.tax).toBe(colones(Math.round(tax * 100) / 100));
      expect(result.taxBeforeCredits).toBe(result.tax);
      expect(result.credits).toBe(0);
    });
  }

  it('shows each band with its taxable part and its tax', () => {
    const result = salaryTax({ monthlyGross: colones(1_500_000), date: '2025-03-01' });
    expect(result.brackets).toEqual([
      { from: 0, to: colones(922_000), rate: 0, taxable: colones(922_000), tax: 0 },
      {
        from: colones(922_000),
        to: colones(1_352_000),
        rate: 0.1,
        taxable: colones(430_000),
        tax: colones(43_000),
      },
      {
        from: colones(1_352_000),
        to: colones(2_373_000),
        rate: 0.15,
        taxable: colones(148_000),
        tax: colones(22_200),
      },
      { from: colones(2_373_000), to: colones(4_745_000), rate: 0.2, taxable: 0, tax: 0 },
      { from: colones(4_745_000), to: null, rate: 0.25, taxable: 0, tax: 0 },
    ]);
    expect(result.taxBeforeCredits).toBe(colones(65_200));
  });
});

describe('credits (Ley 7092 art. 34)', () => {
  it.each(YEARS)(
    '$year: ₡$child per child and ₡$spouse for the spouse, subtracted from the tax',
    ({ year, child, spouse }) => {
      const result = salaryTax({
        monthlyGross: colones(1_500_000),
        date: `${year}-01-31`,
        children: 2,
        spouse: true,
      });
      expect(result.credits).toBe(colones(2 * child + spouse));
      expect(result.tax).toBe(result.taxBeforeCredits - result.credits);
    },
  );

  // Absolute figures worked by hand from the reference §3 table (colones):
  //  2026, ₡1,500,000: 10 % × (1,347,000 − 918,000) = 42,900 + 15 % × (1,500,000 − 1,347,000) = 22,950
  //        → 65,850; credits 2 × 1,710 + 2,590 = 6,010 → 59,840
  //  2025, ₡1,500,000: 43,000 + 15 % × 148,000 = 22,200 → 65,200; 2 × 1,720 + 2,600 = 6,040 → 59,160
  //  2024, ₡1,500,000: 43,400 + 15 % × 137,000 = 20,550 → 63,950; 2 × 1,730 + 2,620 = 6,080 → 57,870
  //  2026, ₡3,000,000, 1 child: 42,900 + 15 % × 1,017,000 = 152,550 + 20 % × 636,000 = 127,200
  //        → 322,650; − 1,710 → 320,940
  //  2025, ₡5,000,000, 4 children + spouse: 43,000 + 153,150 + 20 % × 2,372,000 = 474,400
  //        + 25 % × 255,000 = 63,750 → 734,300; − (4 × 1,720 + 2,600 = 9,480) → 724,820
  //  2024, ₡1,000,000, spouse only: 10 % × 71,000 = 7,100; − 2,620 → 4,480
  it.each([
    { year: 2026, gross: 1_500_000, children: 2, spouse: true, before: 65_850, credits: 6_010, tax: 59_840 },
    { year: 2025, gross: 1_500_000, children: 2, spouse: true, before: 65_200, credits: 6_040, tax: 59_160 },
    { year: 2024, gross: 1_500_000, children: 2, spouse: true, before: 63_950, credits: 6_080, tax: 57_870 },
    {
      year: 2026,
      gross: 3_000_000,
      children: 1,
      spouse: false,
      before: 322_650,
      credits: 1_710,
      tax: 320_940,
    },
    {
      year: 2025,
      gross: 5_000_000,
      children: 4,
      spouse: true,
      before: 734_300,
      credits: 9_480,
      tax: 724_820,
    },
    { year: 2024, gross: 1_000_000, children: 0, spouse: true, before: 7_100, credits: 2_620, tax: 4_480 },
  ])(
    '$year: ₡$gross with $children children, spouse $spouse → ₡$before − ₡$credits = ₡$tax',
    ({ year, gross, children, spouse, before, credits, tax }) => {
      const result = salaryTax({ monthlyGross: colones(gross), date: `${year}-04-30`, children, spouse });
      expect(result.taxBeforeCredits).toBe(colones(before));
      expect(result.credits).toBe(colones(credits));
      expect(result.tax).toBe(colones(tax));
    },
  );

  it('never turns credits into a refund', () => {
    const result = salaryTax({
      monthlyGross: colones(930_000),
      date: '2024-05-01',
      children: 3,
      spouse: true,
    });
    expect(result.taxBeforeCredits).toBe(colones(100));
    expect(result.credits).toBe(colones(3 * 1_730 + 2_620));
    expect(result.tax).toBe(0);
  });

  it('rejects a negative or fractional number of children', () => {
    expect(() => salaryTax({ monthlyGross: colones(1), date: '2025-01-01', children: -1 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
    expect(() => salaryTax({ monthlyGross: colones(1), date: '2025-01-01', children: 1.5 })).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT' }),
    );
  });
});

describe('rounding policy', () => {
  it('keeps céntimos by default and rounds to whole colones on request', () => {
    const gross = colones('1000005.55');
    expect(salaryTax({ monthlyGross: gross, date: '2025-02-01' }).tax).toBe(colones('7800.56')); // 7,800.555 half-up
    expect(salaryTax({ monthlyGross: gross, date: '2025-02-01', rounding: 'colon' }).tax).toBe(
      colones(7_801),
    );
  });
});

describe('properties', () => {
  const gross = fc.integer({ min: 0, max: 1_000_000_000 }).map((value) => value as Cents);
  const year = fc.constantFrom(...YEARS);

  it('matches the reference formula within half a céntimo per band', () => {
    fc.assert(
      fc.property(gross, year, (amount, { year: y, t }) => {
        const result = salaryTax({ monthlyGross: amount, date: `${y}-07-01` });
        expect(Math.abs(result.tax - expectedTax(amount / 100, t) * 100)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('is zero up to the exempt amount', () => {
    fc.assert(
      fc.property(year, fc.integer({ min: 0, max: 100 }), ({ year: y, t }, fraction) => {
        const amount = Math.floor((colones(t[0]) * fraction) / 100) as Cents;
        expect(salaryTax({ monthlyGross: amount, date: `${y}-03-01` }).tax).toBe(0);
      }),
    );
  });

  it('never decreases when income grows, with or without credits', () => {
    fc.assert(
      fc.property(
        gross,
        gross,
        year,
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (a, b, { year: y }, children, spouse) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const rules = getRuleSet(`${y}-01-01`).salaryTax;
          const credits = { children, spouse };
          expect(computeMonthlySalaryTax(high, rules, credits).tax).toBeGreaterThanOrEqual(
            computeMonthlySalaryTax(low, rules, credits).tax,
          );
          expect(computeMonthlySalaryTax(high, rules, credits, 'colon').tax).toBeGreaterThanOrEqual(
            computeMonthlySalaryTax(low, rules, credits, 'colon').tax,
          );
        },
      ),
    );
  });

  it('adds the bands up to the total and never takes more than 25 % of the gross', () => {
    fc.assert(
      fc.property(gross, year, (amount, { year: y }) => {
        const result = salaryTax({ monthlyGross: amount, date: `${y}-11-30` });
        expect(result.brackets.reduce((sum, band) => sum + band.tax, 0)).toBe(result.taxBeforeCredits);
        expect(result.brackets.reduce((sum, band) => sum + band.taxable, 0)).toBe(amount);
        expect(result.tax).toBeLessThanOrEqual(amount * 0.25);
      }),
    );
  });
});
