/// <reference types="vite/types/importMeta.d.ts" />
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date';
import { colones } from '../money/money';
import { EFFECTIVE_DATE_NOT_IN_REFERENCE } from './cr/builders';
import { CR_HOLIDAY_DEFINITIONS, CR_HISTORIC_HOLIDAY_TRANSFERS } from './cr/holiday-law';
import { CR_LABOUR_CODE } from './cr/labour-code';
import { CR_PAYROLL_RULES, CR_RULE_SETS, findRuleSetForYear, getRuleSet, payrollRules } from './index';
import { DEFAULT_PAYROLL_POLICY, resolvePolicy } from './policy';
import type { Provenance, RuleSet } from './types';

const byYear = (year: number): RuleSet => {
  const set = findRuleSetForYear(year);
  if (!set) throw new Error(`no ${year}`);
  return set;
};

// Reference §1 and §2, in basis points.
const CCSS_TABLE = [
  {
    year: 2024,
    sem: 550,
    ivm: 417,
    bp: 100,
    employer: [925, 542, 25, 500, 50, 150, 25, 150, 200, 100],
    workerTotal: 1067,
    employerTotal: 2667,
  },
  {
    year: 2025,
    sem: 550,
    ivm: 417,
    bp: 100,
    employer: [925, 542, 25, 500, 50, 150, 25, 150, 200, 100],
    workerTotal: 1067,
    employerTotal: 2667,
  },
  {
    year: 2026,
    sem: 550,
    ivm: 433,
    bp: 100,
    employer: [925, 558, 25, 500, 50, 150, 25, 150, 200, 100],
    workerTotal: 1083,
    employerTotal: 2683,
  },
  // §1 IVM schedule: 4.50 % worker and 5.75 % employer from 1 Jan 2029 (totals 11.00 % and 27.00 %).
  {
    year: 2029,
    sem: 550,
    ivm: 450,
    bp: 100,
    employer: [925, 575, 25, 500, 50, 150, 25, 150, 200, 100],
    workerTotal: 1100,
    employerTotal: 2700,
  },
];

// Reference §3, in colones.
const TAX_TABLE = [
  {
    year: 2024,
    decree: 'Decreto 44276-H',
    thresholds: [929_000, 1_363_000, 2_392_000, 4_783_000],
    child: 1_730,
    spouse: 2_620,
  },
  {
    year: 2025,
    decree: 'Decreto 44772-H',
    thresholds: [922_000, 1_352_000, 2_373_000, 4_745_000],
    child: 1_720,
    spouse: 2_600,
  },
  {
    year: 2026,
    decree: 'Decreto 45333-H',
    thresholds: [918_000, 1_347_000, 2_364_000, 4_727_000],
    child: 1_710,
    spouse: 2_590,
  },
];

describe('CCSS rates per year (reference §1–§2)', () => {
  it.each(CCSS_TABLE)(
    '$year: worker SEM/IVM/BP and the ten employer lines',
    ({ year, sem, ivm, bp, employer, workerTotal, employerTotal }) => {
      const set = byYear(year);
      expect(set.ccss.worker.map((line) => [line.code, line.rate])).toEqual([
        ['CCSS_SEM_WORKER', sem],
        ['CCSS_IVM_WORKER', ivm],
        ['BANCO_POPULAR_WORKER', bp],
      ]);
      expect(set.ccss.employer.map((line) => line.code)).toEqual([
        'CCSS_SEM_EMPLOYER',
        'CCSS_IVM_EMPLOYER',
        'BANCO_POPULAR_EMPLOYER',
        'FODESAF_EMPLOYER',
        'IMAS_EMPLOYER',
        'INA_EMPLOYER',
        'LPT_BANCO_POPULAR_EMPLOYER',
        'LPT_FCL_EMPLOYER',
        'LPT_ROP_EMPLOYER',
        'LPT_INS_EMPLOYER',
      ]);
      expect(set.ccss.employer.map((line) => line.rate)).toEqual(employer);
      expect(set.ccss.worker.reduce((sum, line) => sum + line.rate, 0)).toBe(workerTotal);
      expect(set.ccss.employer.reduce((sum, line) => sum + line.rate, 0)).toBe(employerTotal);
    },
  );

  it('changes IVM on 1 Jan 2026 and 1 Jan 2029 only', () => {
    expect(byYear(2026).ccss.worker.find((line) => line.code === 'CCSS_IVM_WORKER')?.effectiveFrom).toBe(
      '2026-01-01',
    );
    const ivm2029 = byYear(2029).ccss.worker.find((line) => line.code === 'CCSS_IVM_WORKER');
    expect(ivm2029).toMatchObject({ effectiveFrom: '2029-01-01', rate: 450, status: 'sourced' });
    // Only IVM changes in 2029: every other line is the 2026 one.
    const others = (set: RuleSet) =>
      [...set.ccss.worker, ...set.ccss.employer].filter((line) => !line.code.startsWith('CCSS_IVM'));
    expect(others(byYear(2029))).toEqual(others(byYear(2026)));
    // 2029 publishes no brackets or minimum wage yet: the 2026 ones, with their own dates, stay in force.
    expect(byYear(2029).salaryTax).toBe(byYear(2026).salaryTax);
    expect(byYear(2029).minimumWages).toBe(byYear(2026).minimumWages);
    expect(byYear(2025).ccss.employer.find((line) => line.code === 'CCSS_IVM_EMPLOYER')?.effectiveFrom).toBe(
      '2023-01-01',
    );
  });
});

describe('salary tax tables (reference §3)', () => {
  it.each(TAX_TABLE)(
    '$year ($decree): brackets and credits',
    ({ year, decree, thresholds, child, spouse }) => {
      const tax = byYear(year).salaryTax;
      expect(tax.decree).toBe(decree);
      const [t1, t2, t3, t4] = thresholds.map((value) => colones(value));
      expect(tax.brackets.value).toEqual([
        { from: 0, to: t1, rate: 0 },
        { from: t1, to: t2, rate: 1_000 },
        { from: t2, to: t3, rate: 1_500 },
        { from: t3, to: t4, rate: 2_000 },
        { from: t4, to: null, rate: 2_500 },
      ]);
      expect(tax.childCredit.value).toBe(colones(child));
      expect(tax.spouseCredit.value).toBe(colones(spouse));
      expect(tax.brackets.effectiveFrom).toBe(`${year}-01-01`);
    },
  );
});

describe('minimum wage (reference §8)', () => {
  it.each([
    { year: 2024, monthly: '358608', daily: null, decree: null },
    { year: 2025, monthly: '367108.56', daily: '12236.95', decree: 'Decreto 44756-MTSS' },
    { year: 2026, monthly: '373092.30', daily: '12436.41', decree: 'Decreto 45303-MTSS' },
  ])('$year: unskilled ₡$monthly a month', ({ year, monthly, daily, decree }) => {
    const wage = byYear(year).minimumWage;
    expect(wage.monthly).toBe(colones(monthly));
    expect(wage.daily).toBe(daily === null ? null : colones(daily));
    expect(wage.decree).toBe(decree);
  });

  it('2026 monthly equals 30 × the daily figure, as the decree gives', () => {
    const wage = byYear(2026).minimumWage;
    expect(wage.monthly).toBe((wage.daily ?? 0) * 30);
  });
});

describe('labour code values (reference §4–§10)', () => {
  it('holds jornadas, overtime, holiday and calendar conventions', () => {
    const { jornadas } = CR_LABOUR_CODE;
    expect([
      jornadas.diurnal.maxHoursPerDay.value,
      jornadas.mixed.maxHoursPerDay.value,
      jornadas.nocturnal.maxHoursPerDay.value,
    ]).toEqual([8, 7, 6]);
    expect([
      jornadas.diurnal.maxHoursPerWeek.value,
      jornadas.mixed.maxHoursPerWeek.value,
      jornadas.nocturnal.maxHoursPerWeek.value,
    ]).toEqual([48, 42, 36]);
    expect(jornadas.diurnal.extendedMaxHoursPerDay?.value).toBe(10);
    expect(CR_LABOUR_CODE.dailyCapHours.value).toBe(12);
    expect(CR_LABOUR_CODE.overtimeRate.value).toBe(15_000);
    expect(CR_LABOUR_CODE.holidayWorkedAdditionalRate.value).toBe(10_000);
    expect(CR_LABOUR_CODE.holidayOvertimeRate.value).toBe(30_000);
    expect(CR_LABOUR_CODE.monthDays.value).toBe(30);
    expect(CR_LABOUR_CODE.fortnightDays.value).toBe(15);
  });

  it('holds disability, vacation, termination and aguinaldo rules', () => {
    const { disability, vacations, termination, aguinaldo } = CR_LABOUR_CODE;
    expect([disability.ccssIllnessEmployerDays.value, disability.ccssIllnessSubsidyRate.value]).toEqual([
      3, 6_000,
    ]);
    expect([disability.maternityEmployerRate.value, disability.maternityCcssRate.value]).toEqual([
      5_000, 5_000,
    ]);
    expect([disability.insInitialDays.value, disability.insInitialRate.value]).toEqual([45, 6_000]);
    expect([
      vacations.weeksPerPeriod.value,
      vacations.periodWeeks.value,
      vacations.proportionalDaysPerMonth.value,
      vacations.domesticDaysPerPeriod.value,
    ]).toEqual([2, 50, 1, 15]);
    expect(termination.noticeDays.value).toEqual({
      threeToSixMonths: 7,
      sixToTwelveMonths: 15,
      overOneYear: 30,
    });
    expect(termination.cesantiaShortServiceDays.value).toEqual({
      threeToSixMonths: 7,
      sixToTwelveMonths: 14,
    });
    expect(termination.cesantiaTable.value.map((row) => row.daysPerYearHundredths / 100)).toEqual([
      19.5, 20, 20.5, 21, 21.24, 21.5, 22, 22, 22, 21.5, 21, 20.5, 20,
    ]);
    expect([termination.cesantiaCapYears.value, termination.averageMonths.value]).toEqual([8, 6]);
    expect(aguinaldo.divisor.value).toBe(12);
  });
});

describe('provenance', () => {
  const provenances = (set: RuleSet): Provenance[] => [
    ...set.ccss.worker,
    ...set.ccss.employer,
    set.salaryTax.brackets,
    set.salaryTax.childCredit,
    set.salaryTax.spouseCredit,
    set.minimumWage,
    set.provisionDefaults.aguinaldo,
    set.provisionDefaults.vacation,
    set.provisionDefaults.cesantia,
    ...set.holidays.definitions,
    ...set.holidays.transfers,
  ];

  it.each(CR_RULE_SETS.map((set) => [set.year, set] as const))(
    'every value of %i cites the reference and takes effect by the start of its year',
    (_year, set) => {
      for (const value of provenances(set)) {
        expect(value.source).toMatch(/^§\d+/);
        expect(
          value.effectiveFrom <= set.effectiveFrom || value.effectiveFrom.startsWith(String(set.year)),
        ).toBe(true);
        expect(['confirmed', 'sourced', 'derived', 'unconfirmed']).toContain(value.status);
      }
    },
  );

  it('sources every labour-code value and every holiday', () => {
    const walk = (node: unknown): void => {
      if (node && typeof node === 'object' && 'value' in node && 'source' in node) {
        expect(String((node as { source: unknown }).source)).toMatch(/^§\d+/);
        return;
      }
      if (node && typeof node === 'object')
        for (const child of Object.values(node)) if (child !== null) walk(child);
    };
    walk(CR_LABOUR_CODE);
    for (const holiday of [...CR_HOLIDAY_DEFINITIONS, ...CR_HISTORIC_HOLIDAY_TRANSFERS])
      expect(holiday.source).toMatch(/^§6/);
  });

  it('dates a rule only where the reference dates its legal text, and marks the rest as undated', () => {
    const dates: string[] = [];
    const walk = (node: unknown): void => {
      if (node && typeof node === 'object' && 'value' in node && 'effectiveFrom' in node) {
        dates.push(String((node as { effectiveFrom: unknown }).effectiveFrom));
        return;
      }
      if (node && typeof node === 'object')
        for (const child of Object.values(node)) if (child !== null) walk(child);
    };
    walk(CR_LABOUR_CODE);
    walk(byYear(2025).provisionDefaults);
    // The reference gives no date for the Código de Trabajo, Ley 2412, the LPT or the conventional provisions;
    // it dates Ley 10211 (paternity leave, §15): in force 3 June 2022.
    expect(new Set(dates)).toEqual(new Set([EFFECTIVE_DATE_NOT_IN_REFERENCE, '2022-06-03']));
    const disability = CR_LABOUR_CODE.disability;
    expect(
      [disability.paternityEmployerRate, disability.paternityCcssRate, disability.paternityDays].map(
        (rule) => [rule.value, rule.effectiveFrom, rule.status],
      ),
    ).toEqual([
      [5_000, '2022-06-03', 'sourced'],
      [5_000, '2022-06-03', 'sourced'],
      [8, '2022-06-03', 'sourced'],
    ]);
    const dated = CR_HOLIDAY_DEFINITIONS.filter((h) => h.effectiveFrom !== EFFECTIVE_DATE_NOT_IN_REFERENCE);
    expect(dated.map((h) => [h.id, h.effectiveFrom])).toEqual([
      ['AFRO_COSTA_RICAN_DAY', '2021-11-22'], // Ley 10050, in force 22 Nov 2021 (§6)
      ['ARMY_ABOLITION_DAY', '2020-07-02'], // Ley 9803, La Gaceta 2 Jul 2020 (§6)
    ]);
  });

  it('marks the unconfirmed vacation provision rate as such', () => {
    expect(byYear(2025).provisionDefaults.vacation.status).toBe('unconfirmed');
    expect(byYear(2025).provisionDefaults.aguinaldo.value).toBe(833);
    expect(byYear(2025).provisionDefaults.cesantia.value).toBe(533);
  });
});

describe('registry', () => {
  it('registers every year file of rules/cr/, oldest first (a new 2027.ts left out of CR_RULE_SETS fails here)', () => {
    const modules = import.meta.glob<Record<string, unknown>>('./cr/*.ts', { eager: true });
    const yearFiles = Object.entries(modules).flatMap(([path, module]) => {
      const match = /\/(\d{4})\.ts$/.exec(path);
      return match ? [{ year: Number(match[1]), module }] : [];
    });
    expect(yearFiles.length).toBeGreaterThanOrEqual(3);
    expect(CR_RULE_SETS.map((set) => set.year)).toEqual(yearFiles.map((file) => file.year).sort());
    for (const { year, module } of yearFiles) expect(module[`CR_RULES_${year}`]).toBe(byYear(year));
  });
});

describe('getRuleSet', () => {
  it('covers whole years in order; a year without a file (2027, 2028) is answered by the year before', () => {
    CR_RULE_SETS.forEach((set, index) => {
      expect(set.effectiveFrom).toBe(`${set.year}-01-01`);
      expect(set.effectiveTo).toBe(`${set.year}-12-31`);
      const next = CR_RULE_SETS[index + 1];
      if (next) expect(next.effectiveFrom >= addDays(set.effectiveTo!, 1)).toBe(true);
    });
    expect(CR_RULE_SETS.map((set) => set.year)).toEqual([2024, 2025, 2026, 2029]);
  });

  it.each([
    ['2024-01-01', 2024],
    ['2024-12-31', 2024],
    ['2025-01-01', 2025],
    ['2025-12-31', 2025],
    ['2026-01-01', 2026],
    ['2026-12-31', 2026],
    ['2029-01-01', 2029],
  ])('%s → %i', (date, year) => {
    expect(getRuleSet(date).year).toBe(year);
  });

  it.each([
    ['2027-01-01', 2026],
    ['2028-12-31', 2026],
    ['2035-06-30', 2029],
    ['2023-12-31', 2024],
    ['2020-01-01', 2024],
  ])('answers %s with the nearest values (the set of %i), never throwing from 2020 on', (date, year) => {
    expect(getRuleSet(date).year).toBe(year);
  });

  it.each(['2019-12-31', '1999-01-01'])('refuses %s: the engine starts in 2020', (date) => {
    expect(() => getRuleSet(date)).toThrow(expect.objectContaining({ code: 'RULES_NOT_AVAILABLE' }));
  });

  it('validates the date', () => {
    expect(() => getRuleSet('2025-02-30')).toThrow(expect.objectContaining({ code: 'INVALID_DATE' }));
  });
});

describe('policy', () => {
  it('defaults the unconfirmed rules to what the reference recommends', () => {
    expect(DEFAULT_PAYROLL_POLICY).toEqual({
      illnessFirstDays: { employerRate: 5_000, ccssRate: 0 },
      insLaterRate: 6_700,
      taxProration: 'month_to_date',
      taxRounding: 'centimo',
      insRiskPremiumRate: null,
      provisionRates: {},
      cesantiaMethod: 'total_seniority_row',
      vacationCashOut: 'calendar_equivalent',
    });
    expect(CR_PAYROLL_RULES.policy).toBe(DEFAULT_PAYROLL_POLICY);
  });

  it('applies company overrides on top of the defaults', () => {
    const rules = payrollRules({ taxProration: 'projected', insRiskPremiumRate: 150 });
    expect(rules.policy.taxProration).toBe('projected');
    expect(rules.policy.insRiskPremiumRate).toBe(150);
    expect(rules.policy.taxRounding).toBe('centimo');
    expect(resolvePolicy()).toBe(DEFAULT_PAYROLL_POLICY);
  });
});
