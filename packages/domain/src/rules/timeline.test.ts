import { describe, expect, it } from 'vitest';
import { holidayOn, holidays } from '../calendar/holidays';
import { periodFor } from '../calendar/periods';
import { colones, type Cents } from '../money/money';
import { calculatePayslip } from '../payroll/calculate-payslip';
import { minimumWage } from '../payroll/minimum-wage';
import { salaryTax } from '../payroll/salary-tax';
import { salaryTaxBrackets } from './cr/builders';
import { CR_RULE_SETS, getRuleSet, payrollRules } from './index';
import {
  carriedRules,
  mergeRegisteredRules,
  parseCarriedRuleDetail,
  ruleTimeline,
  type RegisteredRule,
  type RegisteredSalaryTax,
} from './timeline';

const BRACKETS_2027 = salaryTaxBrackets([930_000, 1_360_000, 2_390_000, 4_780_000]);

const tax2027: RegisteredSalaryTax = {
  id: 1,
  kind: 'salaryTax',
  effectiveFrom: '2027-01-01',
  decree: 'Decreto 45700-H',
  source: 'La Gaceta 230, 2026-12-04',
  brackets: BRACKETS_2027,
  childCredit: colones(1_720),
  spouseCredit: colones(2_600),
};

const employee = (date: string) => ({
  employeeId: 'E-1',
  period: periodFor('monthly', date),
  salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(1_500_000) }],
  jornada: { type: 'diurnal' as const },
  attendance: [],
});

describe('the shipped rules on any date', () => {
  it('merges the yearly files into the same values they hold, year by year', () => {
    const merged = mergeRegisteredRules(CR_RULE_SETS);
    for (const shipped of CR_RULE_SETS) {
      for (const date of [shipped.effectiveFrom, `${shipped.year}-07-15`, shipped.effectiveTo!]) {
        const set = getRuleSet(date, merged);
        expect(set.salaryTax).toEqual(shipped.salaryTax);
        expect(set.minimumWage).toEqual(shipped.minimumWage);
        expect(set.ccss.worker.map((l) => [l.code, l.rate])).toEqual(
          shipped.ccss.worker.map((l) => [l.code, l.rate]),
        );
        expect(set.ccss.employer.map((l) => [l.code, l.rate])).toEqual(
          shipped.ccss.employer.map((l) => [l.code, l.rate]),
        );
        expect(set.provisionDefaults).toEqual(shipped.provisionDefaults);
      }
    }
    expect(merged[0]?.effectiveFrom).toBe('2020-01-01');
    expect(merged.at(-1)?.effectiveTo).toBeNull();
  });

  it('gives every table of the timeline its interval: the last one open, the earlier ones closed', () => {
    const timeline = ruleTimeline(CR_RULE_SETS);
    const tax = timeline.filter((i) => i.table === 'salaryTax');
    expect(tax.map((i) => [i.effectiveFrom, i.effectiveTo, i.decree, i.origin])).toEqual([
      ['2024-01-01', '2024-12-31', 'Decreto 44276-H', 'shipped'],
      ['2025-01-01', '2025-12-31', 'Decreto 44772-H', 'shipped'],
      ['2026-01-01', null, 'Decreto 45333-H', 'shipped'],
    ]);
    const ivm = timeline.flatMap((i) => (i.table === 'ccssRate' && i.key === 'CCSS_IVM_WORKER' ? [i] : []));
    expect(ivm.map((i) => [i.effectiveFrom, i.effectiveTo, i.value.rate])).toEqual([
      ['2023-01-01', '2025-12-31', 417],
      ['2026-01-01', '2028-12-31', 433],
      ['2029-01-01', null, 450],
    ]);
    const transfers = timeline.filter((i) => i.table === 'holidayTransfer');
    expect(transfers).toHaveLength(17); // 15 historic (2020–2023) and 2 of 2024
    expect(transfers.find((i) => i.key === 'JUAN_SANTAMARIA:2024')).toMatchObject({
      effectiveFrom: '2024-04-11',
      effectiveTo: '2024-04-15',
    });
  });
});

describe('carry-forward', () => {
  it('uses the 2026 brackets in 2027 and warns, naming the values and their decree', () => {
    const payslip = calculatePayslip(employee('2027-03-10'), payrollRules());
    const same2026 = calculatePayslip(employee('2026-03-10'), payrollRules());
    expect(payslip.totals.net).toBe(same2026.totals.net);
    expect(payslip.tax.withheld).toBe(same2026.tax.withheld);
    const carried = payslip.warnings.filter((w) => w.code === 'RULES_CARRIED_FORWARD');
    expect(carried.map((w) => parseCarriedRuleDetail(w.detail))).toEqual([
      { table: 'salaryTax', year: 2026, decree: 'Decreto 45333-H', appliedTo: 2027 },
      { table: 'minimumWage', year: 2026, decree: 'Decreto 45303-MTSS', appliedTo: 2027 },
    ]);
    expect(carried[0]?.date).toBe('2027-03-31');
    expect(same2026.warnings.filter((w) => w.code.startsWith('RULES_CARRIED'))).toEqual([]);
  });

  it('keeps CCSS rates in force without a warning (they change on their own dates, not yearly)', () => {
    const carried = carriedRules(getRuleSet('2028-05-01'), '2028-05-01');
    expect(carried.map((c) => c.table)).toEqual(['salaryTax', 'minimumWage']);
    expect(carried.every((c) => c.direction === 'forward' && c.year === 2026 && c.appliedTo === 2028)).toBe(
      true,
    );
  });

  it('stands the earliest values in for 2020–2023 and says they are carried backward', () => {
    const carried = carriedRules(getRuleSet('2022-06-15'), '2022-06-15');
    expect(carried).toEqual([
      expect.objectContaining({ table: 'salaryTax', direction: 'backward', year: 2024, appliedTo: 2022 }),
      expect.objectContaining({ table: 'minimumWage', direction: 'backward', year: 2024, appliedTo: 2022 }),
      expect.objectContaining({ table: 'ccssRate', direction: 'backward', year: 2023, appliedTo: 2022 }),
    ]);
    const payslip = calculatePayslip(employee('2022-06-15'), payrollRules());
    expect(payslip.warnings.filter((w) => w.code === 'RULES_CARRIED_BACKWARD')).toHaveLength(3);
  });

  it('parses only its own details', () => {
    expect(parseCarriedRuleDetail('12345')).toBeNull();
    expect(parseCarriedRuleDetail('{"table":"other","year":1,"appliedTo":2,"decree":null}')).toBeNull();
    expect(parseCarriedRuleDetail(null)).toBeNull();
  });
});

describe('registered values', () => {
  it('apply from their date: 2027 brackets registered replace the carried ones, 2026 is untouched', () => {
    const merged = mergeRegisteredRules(CR_RULE_SETS, [tax2027]);
    const rules = payrollRules({}, merged);
    const march2027 = calculatePayslip(employee('2027-03-10'), rules);
    expect(march2027.warnings.map((w) => parseCarriedRuleDetail(w.detail)?.table)).toEqual(['minimumWage']);
    expect(march2027.lines.find((l) => l.code === 'SALARY_TAX')?.legalRef).toBe(
      'Ley 7092 arts. 33–34; Decreto 45700-H',
    );
    // ₡1 500 000: 10 % of (1 360 000 − 930 000) + 15 % of (1 500 000 − 1 360 000) = 43 000 + 21 000.
    expect(march2027.tax.withheld).toBe(colones(64_000));
    expect(salaryTax({ monthlyGross: colones(1_500_000), date: '2027-01-01', ruleSets: merged }).tax).toBe(
      colones(64_000),
    );
    const dec2026 = calculatePayslip(employee('2026-12-10'), rules);
    expect(dec2026).toEqual(calculatePayslip(employee('2026-12-10'), payrollRules()));
  });

  it('override a shipped value of the same date, which stays listed as overridden', () => {
    const correction: RegisteredRule = {
      id: 7,
      kind: 'minimumWage',
      effectiveFrom: '2026-01-01',
      decree: 'Decreto 45303-MTSS (fe de erratas)',
      monthly: colones(373_100),
      daily: null,
    };
    const merged = mergeRegisteredRules(CR_RULE_SETS, [correction]);
    expect(minimumWage('2026-05-01', merged).monthly).toBe(colones(373_100));
    expect(minimumWage('2025-12-31', merged).monthly).toBe(colones('367108.56'));
    const listed = ruleTimeline(CR_RULE_SETS, [correction]).filter(
      (i) => i.table === 'minimumWage' && i.key === 'unskilled' && i.effectiveFrom === '2026-01-01',
    );
    expect(listed.map((i) => [i.origin, i.overridden, i.registeredId])).toEqual([
      ['registered', false, 7],
      ['shipped', true, null],
    ]);
  });

  it('cut a year where they start: a CCSS rate from 1 July 2027', () => {
    const ivm: RegisteredRule = {
      id: 3,
      kind: 'ccssRate',
      effectiveFrom: '2027-07-01',
      decree: 'CCSS JD sesión 9999',
      code: 'CCSS_IVM_WORKER',
      rate: 440,
    };
    const merged = mergeRegisteredRules(CR_RULE_SETS, [ivm]);
    const rate = (date: string) =>
      getRuleSet(date, merged).ccss.worker.find((l) => l.code === 'CCSS_IVM_WORKER')?.rate;
    expect(rate('2027-06-30')).toBe(433);
    expect(rate('2027-07-01')).toBe(440);
    // The shipped 2029 step follows it from its own date.
    expect(rate('2028-12-31')).toBe(440);
    expect(rate('2031-01-01')).toBe(450);
    expect(getRuleSet('2027-06-30', merged).effectiveTo).toBe('2027-06-30');
    expect(getRuleSet('2027-07-01', merged).effectiveTo).toBe('2028-12-31');
    expect(getRuleSet('2029-01-01', merged).effectiveTo).toBeNull();
  });

  it('move a holiday in a year without transfers', () => {
    const transfer: RegisteredRule = {
      id: 9,
      kind: 'holidayTransfer',
      decree: 'Ley 10999',
      holidayId: 'NICOYA_ANNEXATION',
      from: '2027-07-25',
      to: '2027-07-26',
    };
    const merged = mergeRegisteredRules(CR_RULE_SETS, [transfer]);
    expect(holidayOn('2027-07-26', merged)).toMatchObject({ movedFrom: '2027-07-25', legalRef: 'Ley 10999' });
    expect(holidayOn('2027-07-25', merged)).toBeUndefined();
    expect(holidayOn('2027-07-25')?.id).toBe('NICOYA_ANNEXATION');
    expect(holidays(2028, merged).find((h) => h.id === 'NICOYA_ANNEXATION')?.date).toBe('2028-07-25');
  });

  it('replace a shipped transfer of the same holiday and year', () => {
    const merged = mergeRegisteredRules(CR_RULE_SETS, [
      {
        id: 4,
        kind: 'holidayTransfer',
        decree: 'Ley 10396',
        holidayId: 'JUAN_SANTAMARIA',
        from: '2024-04-11',
        to: '2024-04-08',
      },
    ]);
    expect(holidays(2024, merged).find((h) => h.id === 'JUAN_SANTAMARIA')?.date).toBe('2024-04-08');
  });
});

describe('overlapping intervals are refused', () => {
  it('two registered values of one table on the same date', () => {
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [tax2027, { ...tax2027, id: 2 }])).toThrow(
      expect.objectContaining({ code: 'RULES_OVERLAP', detail: 'salaryTax|salaryTax|2027-01-01' }),
    );
  });

  it('two rates of one CCSS line on the same date, but not of two lines', () => {
    const rate = (id: number, code: 'CCSS_SEM_WORKER' | 'CCSS_IVM_WORKER'): RegisteredRule => ({
      id,
      kind: 'ccssRate',
      effectiveFrom: '2028-01-01',
      decree: 'JD',
      code,
      rate: 500,
    });
    expect(() =>
      mergeRegisteredRules(CR_RULE_SETS, [rate(1, 'CCSS_SEM_WORKER'), rate(2, 'CCSS_SEM_WORKER')]),
    ).toThrow(expect.objectContaining({ code: 'RULES_OVERLAP' }));
    expect(() =>
      mergeRegisteredRules(CR_RULE_SETS, [rate(1, 'CCSS_SEM_WORKER'), rate(2, 'CCSS_IVM_WORKER')]),
    ).not.toThrow();
  });

  it('two transfers of one holiday in one year', () => {
    const move = (id: number, to: string): RegisteredRule => ({
      id,
      kind: 'holidayTransfer',
      decree: 'Ley',
      holidayId: 'MOTHERS_DAY',
      from: '2027-08-15',
      to,
    });
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [move(1, '2027-08-16'), move(2, '2027-08-13')])).toThrow(
      expect.objectContaining({ code: 'RULES_OVERLAP' }),
    );
  });

  it('two different shipped values of one date (a data error in a year file)', () => {
    const [first] = CR_RULE_SETS;
    const broken = { ...first!, year: 2030, minimumWage: { ...first!.minimumWage, monthly: 1 as Cents } };
    expect(() => mergeRegisteredRules([first!, broken])).toThrow(
      expect.objectContaining({ code: 'RULES_OVERLAP' }),
    );
  });
});

describe('registered values are checked', () => {
  const bad = (patch: Partial<RegisteredSalaryTax>) =>
    mergeRegisteredRules(CR_RULE_SETS, [{ ...tax2027, ...patch }]);

  it.each([
    [
      'thresholds going down',
      {
        brackets: [
          { from: 0, to: 900, rate: 0 },
          { from: 900, to: 800, rate: 1000 },
          { from: 800, to: null, rate: 1500 },
        ],
      },
      'brackets[1].to',
    ],
    [
      'a gap between bands',
      {
        brackets: [
          { from: 0, to: 900, rate: 0 },
          { from: 1000, to: null, rate: 1000 },
        ],
      },
      'brackets[1].from',
    ],
    ['a first band not from 0', { brackets: [{ from: 5, to: null, rate: 0 }] }, 'brackets[0].from'],
    ['a closed last band', { brackets: [{ from: 0, to: 900, rate: 0 }] }, 'brackets[0].to'],
    ['a rate over 100 %', { brackets: [{ from: 0, to: null, rate: 10_001 }] }, 'brackets[0].rate'],
    ['a negative credit', { childCredit: -1 as Cents }, 'childCredit'],
    ['a date before 2020', { effectiveFrom: '2019-12-31' }, 'effectiveFrom'],
    ['no decree', { decree: ' ' }, 'decree'],
  ] as [string, Partial<RegisteredSalaryTax>, string][])(
    'refuses %s, naming the field',
    (_name, patch, field) => {
      expect(() => bad(patch)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', detail: field }));
    },
  );

  it('refuses a transfer to the same day or to another year', () => {
    const move = (to: string): RegisteredRule => ({
      id: 1,
      kind: 'holidayTransfer',
      decree: 'Ley',
      holidayId: 'CHRISTMAS',
      from: '2027-12-25',
      to,
    });
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [move('2027-12-25')])).toThrow(
      expect.objectContaining({ detail: 'to' }),
    );
    expect(() => mergeRegisteredRules(CR_RULE_SETS, [move('2028-01-03')])).toThrow(
      expect.objectContaining({ detail: 'to' }),
    );
  });
});
