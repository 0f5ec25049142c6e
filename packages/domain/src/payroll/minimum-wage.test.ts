import { describe, expect, it } from 'vitest';
import { periodFor } from '../calendar/periods';
import { DomainError } from '../errors';
import { colones } from '../money/money';
import { CR_PAYROLL_RULES, CR_RULE_SETS, payrollRules } from '../rules/index';
import { mergeRegisteredRules, ruleTimeline, type RegisteredMinimumWage } from '../rules/timeline';
import { MINIMUM_WAGE_CATEGORIES, type MinimumWageCategory } from '../rules/types';
import { calculatePayslip } from './calculate-payslip';
import { minimumWage, minimumWageFloorFor, minimumWageFor } from './minimum-wage';
import type { PayslipInput } from './payslip-types';

describe('minimumWageFor: the decree categories as dated data (reference §8)', () => {
  const cases: {
    name: string;
    category: MinimumWageCategory;
    date: string;
    expected: { monthly: string; daily: string | null; decree: string; carriedForward: boolean } | null;
  }[] = [
    {
      name: 'TONC 2025, both figures as §8 quotes them',
      category: 'unskilled',
      date: '2025-06-01',
      expected: {
        monthly: '367108.56',
        daily: '12236.95',
        decree: 'Decreto 44756-MTSS',
        carriedForward: false,
      },
    },
    {
      name: 'TOSC 2025, monthly only',
      category: 'semi_skilled',
      date: '2025-06-01',
      expected: { monthly: '399203', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: false },
    },
    {
      name: 'TOC 2025',
      category: 'skilled',
      date: '2025-06-01',
      expected: { monthly: '413023.56', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: false },
    },
    {
      name: 'bachelor 2025',
      category: 'bachelor',
      date: '2025-06-01',
      expected: { monthly: '653427.21', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: false },
    },
    {
      name: 'licentiate 2025',
      category: 'licentiate',
      date: '2025-06-01',
      expected: { monthly: '784139.52', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: false },
    },
    {
      name: 'domestic 2025',
      category: 'domestic',
      date: '2025-06-01',
      expected: { monthly: '258376', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: false },
    },
    { name: 'TOE 2025: no figure in §8', category: 'specialized', date: '2025-06-01', expected: null },
    {
      name: 'TES 2025: no figure in §8',
      category: 'specialized_superior',
      date: '2025-06-01',
      expected: null,
    },
    { name: 'TMED 2025: no figure in §8', category: 'technician_mid', date: '2025-06-01', expected: null },
    {
      name: 'TONC 2026 = 30 × ₡12,436.41',
      category: 'unskilled',
      date: '2026-03-01',
      expected: {
        monthly: '373092.30',
        daily: '12436.41',
        decree: 'Decreto 45303-MTSS',
        carriedForward: false,
      },
    },
    {
      name: 'TOSC 2026 = 30 × ₡13,523.69',
      category: 'semi_skilled',
      date: '2026-03-01',
      expected: {
        monthly: '405710.70',
        daily: '13523.69',
        decree: 'Decreto 45303-MTSS',
        carriedForward: false,
      },
    },
    {
      name: 'TOC 2026 = 30 × ₡13,991.86',
      category: 'skilled',
      date: '2026-03-01',
      expected: {
        monthly: '419755.80',
        daily: '13991.86',
        decree: 'Decreto 45303-MTSS',
        carriedForward: false,
      },
    },
    {
      name: 'TOE 2026 = 30 × ₡16,244.50 (not the table’s ₡487,355)',
      category: 'specialized',
      date: '2026-03-01',
      expected: { monthly: '487335', daily: '16244.50', decree: 'Decreto 45303-MTSS', carriedForward: false },
    },
    {
      name: 'TES 2026 = 30 × ₡25,209.80',
      category: 'specialized_superior',
      date: '2026-03-01',
      expected: { monthly: '756294', daily: '25209.80', decree: 'Decreto 45303-MTSS', carriedForward: false },
    },
    {
      name: 'bachelor 2026',
      category: 'bachelor',
      date: '2026-03-01',
      expected: { monthly: '664078.07', daily: null, decree: 'Decreto 45303-MTSS', carriedForward: false },
    },
    {
      name: 'licentiate 2026',
      category: 'licentiate',
      date: '2026-03-01',
      expected: { monthly: '796921', daily: null, decree: 'Decreto 45303-MTSS', carriedForward: false },
    },
    {
      name: 'TMED 2026: only the 2.50 % is known',
      category: 'technician_mid',
      date: '2026-03-01',
      expected: null,
    },
    {
      name: 'domestic 2026: only the 3.96 % is known, 2025 carried',
      category: 'domestic',
      date: '2026-03-01',
      expected: { monthly: '258376', daily: null, decree: 'Decreto 44756-MTSS', carriedForward: true },
    },
    {
      name: 'TOC 2027 before its decree: 2026 carried',
      category: 'skilled',
      date: '2027-02-01',
      expected: {
        monthly: '419755.80',
        daily: '13991.86',
        decree: 'Decreto 45303-MTSS',
        carriedForward: true,
      },
    },
    { name: 'TOC 2024: categories start in 2025', category: 'skilled', date: '2024-06-01', expected: null },
  ];
  it.each(cases)('$name', ({ category, date, expected }) => {
    const rule = minimumWageFor(category, date);
    if (expected === null) {
      expect(rule).toBeNull();
      return;
    }
    expect(rule).toMatchObject({
      category,
      monthly: colones(expected.monthly),
      daily: expected.daily === null ? null : colones(expected.daily),
      decree: expected.decree,
      carriedForward: expected.carriedForward,
      status: category === 'unskilled' ? 'confirmed' : 'sourced',
    });
  });

  it('keeps RuleSet.minimumWage the TONC of every set, and never leaves TONC without a value', () => {
    for (const set of CR_RULE_SETS) expect(set.minimumWages.unskilled).toEqual(set.minimumWage);
    expect(minimumWageFor('unskilled', '2021-05-01')).toMatchObject({
      monthly: colones(358_608),
      carriedForward: false,
    });
    expect(minimumWage('2026-03-01').monthly).toBe(minimumWageFor('unskilled', '2026-03-01')?.monthly);
  });

  it('derives every monthly figure from a daily one as 30 × daily', () => {
    for (const set of CR_RULE_SETS) {
      for (const rule of Object.values(set.minimumWages)) {
        // TONC 2025: §8 quotes ₡367,108.56, 6 céntimos above 30 × ₡12,236.95 (kept as quoted).
        const quoted = rule.category === 'unskilled' && rule.effectiveFrom === '2025-01-01';
        if (rule.daily !== null && !quoted) expect(rule.monthly).toBe(rule.daily * 30);
      }
    }
  });
});

describe('registering a minimum-wage decree per category', () => {
  const skilled2027: RegisteredMinimumWage = {
    id: 1,
    kind: 'minimumWage',
    category: 'skilled',
    effectiveFrom: '2027-01-01',
    decree: 'Decreto 46000-MTSS',
    monthly: colones('432000.30'),
    daily: colones('14400.01'),
  };

  it('applies a registered category from its date and leaves the others as they were', () => {
    const merged = mergeRegisteredRules(CR_RULE_SETS, [skilled2027]);
    expect(minimumWageFor('skilled', '2027-03-01', merged)).toMatchObject({
      monthly: colones('432000.30'),
      decree: 'Decreto 46000-MTSS',
      carriedForward: false,
      status: 'confirmed',
    });
    expect(minimumWageFor('skilled', '2026-12-31', merged)?.monthly).toBe(colones('419755.80'));
    expect(minimumWageFor('unskilled', '2027-03-01', merged)).toMatchObject({ carriedForward: true });
    const listed = ruleTimeline(CR_RULE_SETS, [skilled2027]).filter(
      (i) => i.table === 'minimumWage' && i.key === 'skilled',
    );
    expect(listed.map((i) => [i.effectiveFrom, i.effectiveTo, i.origin])).toEqual([
      ['2025-01-01', '2025-12-31', 'shipped'],
      ['2026-01-01', '2026-12-31', 'shipped'],
      ['2027-01-01', null, 'registered'],
    ]);
  });

  it('defaults to the unskilled category, as registrations made before the categories', () => {
    const { category: _omitted, ...unskilled } = { ...skilled2027, monthly: colones(380_000), daily: null };
    const merged = mergeRegisteredRules(CR_RULE_SETS, [unskilled]);
    expect(minimumWage('2027-03-01', merged).monthly).toBe(colones(380_000));
    expect(minimumWageFor('skilled', '2027-03-01', merged)?.monthly).toBe(colones('419755.80'));
  });

  it('gives a category published for the first time a value from its date only', () => {
    const tmed: RegisteredMinimumWage = {
      ...skilled2027,
      category: 'technician_mid',
      monthly: colones(450_000),
      daily: null,
    };
    const merged = mergeRegisteredRules(CR_RULE_SETS, [tmed]);
    expect(minimumWageFor('technician_mid', '2026-12-31', merged)).toBeNull();
    expect(minimumWageFor('technician_mid', '2027-01-01', merged)?.monthly).toBe(colones(450_000));
  });

  it('refuses an unknown category and two values of one category on one date, not of two categories', () => {
    const unknown = { ...skilled2027, category: 'plumber' as MinimumWageCategory };
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [unknown])).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', detail: 'category' }),
    );
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [skilled2027, { ...skilled2027, id: 2 }])).toThrow(
      DomainError,
    );
    const every = MINIMUM_WAGE_CATEGORIES.map((category, index) => ({
      ...skilled2027,
      id: index + 1,
      category,
    }));
    const merged = mergeRegisteredRules(CR_RULE_SETS, every);
    for (const category of MINIMUM_WAGE_CATEGORIES) {
      expect(minimumWageFor(category, '2027-06-01', merged)).toMatchObject({
        decree: 'Decreto 46000-MTSS',
        carriedForward: false,
      });
    }
  });
});

describe('calculatePayslip: the occupation category’s minimum', () => {
  const september2026 = (overrides: Partial<PayslipInput>): PayslipInput => ({
    period: periodFor('monthly', '2026-09-01'),
    salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(400_000) }],
    jornada: { type: 'diurnal' },
    attendance: [],
    ...overrides,
  });
  const belowMinimum = (input: PayslipInput) =>
    calculatePayslip(input, CR_PAYROLL_RULES).warnings.filter((w) => w.code === 'BELOW_MINIMUM_WAGE');

  it('warns a skilled worker paid below the 2026 skilled minimum', () => {
    // TOC 2026: 30 × ₡13,991.86 = ₡419,755.80 a month; ₡400,000 < ₡419,755.80 → warning, detail in céntimos.
    expect(belowMinimum(september2026({ minimumWageCategory: 'skilled' }))).toEqual([
      { code: 'BELOW_MINIMUM_WAGE', date: '2026-09-01', detail: '41975580' },
    ]);
  });

  it('does not warn the same salary for an unskilled occupation (the default)', () => {
    // TONC 2026: ₡373,092.30 ≤ ₡400,000 → no warning, with the category given or left out.
    expect(belowMinimum(september2026({ minimumWageCategory: 'unskilled' }))).toEqual([]);
    expect(belowMinimum(september2026({}))).toEqual([]);
  });

  it('prorates the minimum for a shorter agreed jornada', () => {
    // 4 of the 8 diurnal hours: ₡419,755.80 × 4 ÷ 8 = ₡209,877.90 a month.
    const halfTime = (salary: number) =>
      september2026({
        minimumWageCategory: 'skilled',
        jornada: { type: 'diurnal', hoursPerDay: 4 },
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(salary) }],
      });
    // ₡200,000 < ₡209,877.90 → warning (the detail stays the full-time monthly minimum).
    expect(belowMinimum(halfTime(200_000))).toEqual([
      { code: 'BELOW_MINIMUM_WAGE', date: '2026-09-01', detail: '41975580' },
    ]);
    // ₡210,000 ≥ ₡209,877.90 → no warning.
    expect(belowMinimum(halfTime(210_000))).toEqual([]);
  });

  it('checks a category without a value on the pay date against the TONC, the floor of every category', () => {
    // TMED has no figure in §8 for 2026: ₡300,000 is below the 2026 TONC (₡373,092.30) and warns with it;
    // ₡400,000 is above it and passes.
    expect(
      belowMinimum(
        september2026({
          minimumWageCategory: 'technician_mid',
          salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(300_000) }],
        }),
      ),
    ).toEqual([{ code: 'BELOW_MINIMUM_WAGE', date: '2026-09-01', detail: '37309230' }]);
    expect(
      belowMinimum(
        september2026({
          minimumWageCategory: 'technician_mid',
          salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(400_000) }],
        }),
      ),
    ).toEqual([]);
    expect(minimumWageFloorFor('technician_mid', '2026-09-01')).toMatchObject({
      category: 'unskilled',
      monthly: colones('373092.30'),
    });
  });

  it('reads a registered decree of the category through the merged rules', () => {
    // A 2027 skilled decree of ₡440,000: ₡430,000 in March 2027 is below it.
    const rules = payrollRules(
      {},
      mergeRegisteredRules(CR_RULE_SETS, [
        {
          id: 1,
          kind: 'minimumWage',
          category: 'skilled',
          effectiveFrom: '2027-01-01',
          decree: 'Decreto 46000-MTSS',
          monthly: colones(440_000),
          daily: null,
        },
      ]),
    );
    const march2027 = september2026({
      period: periodFor('monthly', '2027-03-01'),
      minimumWageCategory: 'skilled',
      salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(430_000) }],
    });
    expect(
      calculatePayslip(march2027, rules).warnings.filter((w) => w.code === 'BELOW_MINIMUM_WAGE'),
    ).toEqual([{ code: 'BELOW_MINIMUM_WAGE', date: '2027-03-01', detail: '44000000' }]);
  });
});
