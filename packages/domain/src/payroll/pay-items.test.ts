import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, civilToDay, fromDayNumber } from '../calendar/iso-date';
import { periodFor, type Periodicity } from '../calendar/periods';
import { colones, type Cents } from '../money/money';
import { CR_GARNISHMENT_RULES } from '../rules/cr/garnishment';
import { CR_MINIMUM_WAGES_2025, CR_MINIMUM_WAGES_2026 } from '../rules/cr/minimum-wages';
import { CR_PAY_ITEM_CLASSES } from '../rules/cr/pay-items';
import { CR_PAYROLL_RULES } from '../rules/index';
import { PAY_ITEM_CLASSES, type MinimumWagesByCategory, type PayItemClass } from '../rules/types';
import { aguinaldoBaseOf } from './aguinaldo';
import { calculatePayslip } from './calculate-payslip';
import type { PayItem, PayItemResult } from './pay-item-types';
import { garnishableAmount, protectedAmountForPeriod, protectedAmountOn } from './pay-items';
import type { Payslip, PayslipInput, PayslipLineCode } from './payslip-types';

const RULES = CR_PAYROLL_RULES;

// Every case is paid on 30 September 2026 (monthly, no attendance rows) unless it says otherwise, under the 2026
// rules: CCSS worker 10.83 % (SEM 5.5 + IVM 4.33 + Banco Popular 1); salary tax exempt up to ₡918,000, 10 % to
// ₡1,347,000, 15 % to ₡2,364,000. The protected amount of 2026 (Decreto 45303-MTSS) is ₡268,607.69 a month, of
// 2025 (Decreto 44756-MTSS) ₡258,376.00; the floor of a September 2026 payslip is the 2026 one.
const P_2026 = colones('268607.69');
const P_2025 = colones(258_376);

function input(
  monthly: number,
  payItems: readonly PayItem[],
  overrides: Partial<PayslipInput> = {},
): PayslipInput {
  return {
    period: periodFor('monthly', '2026-09-01'),
    salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: colones(monthly) }],
    jornada: { type: 'diurnal' },
    attendance: [],
    payItems,
    ...overrides,
  };
}

const amountOf = (payslip: Payslip, code: PayslipLineCode): number =>
  payslip.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amount, 0);

/** The payslip's warnings about pay items (a low salary also warns BELOW_MINIMUM_WAGE, not asserted here). */
const itemWarnings = (payslip: Payslip) => payslip.warnings.filter((w) => w.code !== 'BELOW_MINIMUM_WAGE');

const resultOf = (payslip: Payslip, id: string): PayItemResult => {
  const found = payslip.payItems?.find((r) => r.id === id);
  if (!found) throw new Error(`no result for ${id}`);
  return found;
};

const embargo = (id: string, orderDate: string, extra: Partial<PayItem> = {}): PayItem => ({
  id,
  code: 'EMBARGO',
  itemClass: 'embargo',
  value: { type: 'legal_maximum' },
  reference: `25-00${id}-0165-CI`,
  orderDate,
  balance: colones(5_000_000),
  ...extra,
});

describe('the shipped catalogue (issue 26)', () => {
  it('treats commissions and bonuses as salary, viáticos as not salary, deductions as no earning at all', () => {
    const flags = (c: PayItemClass) => CR_PAY_ITEM_CLASSES[c].treatment;
    const salary = { ccssBase: true, taxable: true, aguinaldo: true, settlementAverage: true };
    const none = { ccssBase: false, taxable: false, aguinaldo: false, settlementAverage: false };
    expect(flags('commission')).toEqual(salary);
    expect(flags('bonus')).toEqual(salary);
    expect(flags('allowance')).toEqual(none);
    expect(CR_PAY_ITEM_CLASSES.allowance.status).toBe('unconfirmed'); // no legal text in the reference
    for (const c of PAY_ITEM_CLASSES) {
      const rule = CR_PAY_ITEM_CLASSES[c];
      expect(rule.source, c).toMatch(/^§\d+/);
      expect(rule.legalRef, c).not.toBe('');
      if (rule.kind !== 'earning') expect(rule.treatment, c).toEqual(none);
    }
    expect(CR_PAY_ITEM_CLASSES.association_employer.kind).toBe('employer');
    expect(
      PAY_ITEM_CLASSES.map((c) => [c, CR_PAY_ITEM_CLASSES[c].kind, CR_PAY_ITEM_CLASSES[c].lineCode]),
    ).toEqual([
      ['commission', 'earning', 'COMMISSION'],
      ['bonus', 'earning', 'BONUS'],
      ['allowance', 'earning', 'TRAVEL_ALLOWANCE'],
      ['association_savings', 'deduction', 'ASSOCIATION_SAVINGS'],
      ['association_employer', 'employer', 'ASSOCIATION_EMPLOYER'],
      ['alimony', 'deduction', 'ALIMONY_DEDUCTION'],
      ['embargo', 'deduction', 'GARNISHMENT'],
      ['company_loan', 'deduction', 'COMPANY_LOAN'],
      ['association_loan', 'deduction', 'ASSOCIATION_LOAN'],
      ['advance', 'deduction', 'SALARY_ADVANCE'],
      ['voluntary', 'deduction', 'VOLUNTARY_DEDUCTION'],
    ]);
  });
});

describe('the protected amount of art. 172 (rule data)', () => {
  /** The decree's lowest monthly minimum: a monthly figure, or a daily one × 26. */
  const lowest = (wages: MinimumWagesByCategory, skip: readonly string[] = []) =>
    Math.min(
      ...Object.values(wages)
        .filter((w) => w && !skip.includes(w.category))
        .map((w) => (w!.daily !== null ? w!.daily * 26 : w!.monthly)),
    );

  it('2025: servicio doméstico ₡258,376, the lowest of Decreto 44756-MTSS (TONC ₡12,236.95 × 26 = ₡318,160.70)', () => {
    expect(lowest(CR_MINIMUM_WAGES_2025)).toBe(P_2025);
    expect(protectedAmountOn('2025-06-15')).toMatchObject({
      rule: { monthly: P_2025, decree: 'Decreto 44756-MTSS', category: 'domestic', status: 'sourced' },
      carried: null,
    });
  });

  it('2026: domestic ₡258,376 × 1.0396 = ₡268,607.69 (derived: §8 gives only its 3.96 % increase), below every 2026 category', () => {
    // 25,837,600 céntimos × 10,396 ÷ 10,000 = 26,860,768.96 → 26,860,769.
    expect(protectedAmountOn('2026-01-01')).toMatchObject({
      rule: { monthly: P_2026, decree: 'Decreto 45303-MTSS', status: 'derived' },
      carried: null,
    });
    // The lowest 2026 figure published is the TONC: ₡12,436.41 × 26 = ₡323,346.66.
    expect(lowest(CR_MINIMUM_WAGES_2026, ['domestic'])).toBe(colones('323346.66'));
    expect(P_2026).toBeLessThan(lowest(CR_MINIMUM_WAGES_2026, ['domestic']));
  });

  it.each([
    ['2024-11-30', P_2025, 'backward'],
    ['2026-12-31', P_2026, null],
    ['2027-01-01', P_2026, 'forward'],
  ] as const)('an order of %s is protected by ₡%i (carried %s)', (date, monthly, carried) => {
    expect(protectedAmountOn(date)).toMatchObject({ rule: { monthly }, carried });
  });

  it.each([
    // 26,860,769 × days ÷ 30, half-up.
    ['monthly', P_2026],
    ['fortnightly', colones('134303.85')], // 13,430,384.5 → .85: half
    ['biweekly', colones('125350.26')], // 26,860,769 × 14 ÷ 30 = 12,535,025.53
    ['weekly', colones('62675.13')], // × 7 ÷ 30 = 6,267,512.77
  ] as const)('scales to a %s period by its days: %i', (periodicity, expected) => {
    expect(protectedAmountForPeriod(P_2026, periodicity as Periodicity)).toBe(expected);
  });

  it('garnishes 1/8 of the part up to 3 × the protected amount and 1/4 of the rest, rounded down', () => {
    // P = ₡100,000. Salary after charges ₡450,000: excess 350,000; lower band 200,000 → 25,000; the rest
    // 150,000 → 37,500. ₡250,000: excess 150,000 → 18,750. ₡90,000: nothing.
    const p = colones(100_000);
    expect(garnishableAmount(colones(450_000), p)).toEqual({
      lowerBand: colones(200_000),
      lowerShare: colones(25_000),
      upperBand: colones(150_000),
      upperShare: colones(37_500),
      garnishable: colones(62_500),
    });
    expect(garnishableAmount(colones(250_000), p).garnishable).toBe(colones(18_750));
    expect(garnishableAmount(colones(90_000), p).garnishable).toBe(0);
    // ₡100,000.07 over: 10,000,007 ÷ 8 = 1,250,000.875 → down to 1,250,000.
    expect(garnishableAmount(colones('200000.07'), p).lowerShare).toBe(colones(12_500));
    expect(CR_GARNISHMENT_RULES.lowerBandShare.value).toBe(1_250);
    expect(CR_GARNISHMENT_RULES.upperBandShare.value).toBe(2_500);
  });
});

describe('embargos under art. 172', () => {
  it.each([
    {
      name: 'below the protected amount: nothing',
      // CCSS 10.83 % of 300,000 = 32,490 (16,500 + 12,990 + 3,000); no tax. After charges 267,510 < 268,607.69.
      monthly: 300_000,
      salaryAfterCharges: colones(267_510),
      lowerBand: 0,
      lowerShare: 0,
      upperBand: 0,
      upperShare: 0,
      taken: 0,
    },
    {
      name: 'between 1× and 3×: 1/8 of the excess',
      // CCSS 64,980 (33,000 + 25,980 + 6,000); no tax. After charges 535,020.00.
      // Excess 535,020.00 − 268,607.69 = 266,412.31 (under 2 × 268,607.69); ÷ 8 = 33,301.53875 → 33,301.53.
      monthly: 600_000,
      salaryAfterCharges: colones(535_020),
      lowerBand: colones('266412.31'),
      lowerShare: colones('33301.53'),
      upperBand: 0,
      upperShare: 0,
      taken: colones('33301.53'),
    },
    {
      name: 'above 3×: 1/8 of the band and 1/4 of the rest',
      // CCSS 162,450 (82,500 + 64,950 + 15,000); tax (1,347,000 − 918,000) × 10 % = 42,900 + (1,500,000 −
      // 1,347,000) × 15 % = 22,950 → 65,850. After charges 1,500,000 − 228,300 = 1,271,700.
      // Band 2 × 268,607.69 = 537,215.38 ÷ 8 = 67,151.9225 → 67,151.92; rest 1,271,700 − 805,823.07 = 465,876.93
      // ÷ 4 = 116,469.2325 → 116,469.23; together 183,621.15.
      monthly: 1_500_000,
      salaryAfterCharges: colones(1_271_700),
      lowerBand: colones('537215.38'),
      lowerShare: colones('67151.92'),
      upperBand: colones('465876.93'),
      upperShare: colones('116469.23'),
      taken: colones('183621.15'),
    },
  ])('$name', ({ monthly, salaryAfterCharges, lowerBand, lowerShare, upperBand, upperShare, taken }) => {
    const payslip = calculatePayslip(input(monthly, [embargo('1', '2026-02-10')]), RULES);
    const result = resultOf(payslip, '1');
    expect(result.garnishment).toMatchObject({
      orderDate: '2026-02-10',
      decree: 'Decreto 45303-MTSS',
      protectedFrom: 'decree',
      carried: null,
      protectedMonthly: P_2026,
      protectedForPeriod: P_2026,
      salaryAfterCharges,
      lowerBand,
      lowerShare,
      upperBand,
      upperShare,
      garnishable: taken,
      takenByEarlier: 0,
    });
    expect(result).toMatchObject({
      taken,
      due: taken,
      deferred: 0,
      balanceBefore: colones(5_000_000),
      balanceAfter: colones(5_000_000) - taken,
    });
    expect(amountOf(payslip, 'GARNISHMENT')).toBe(taken);
    expect(itemWarnings(payslip)).toEqual([]);
    if (taken > 0) {
      const line = payslip.lines.find((l) => l.code === 'GARNISHMENT')!;
      expect(line).toMatchObject({
        kind: 'deduction',
        basis: salaryAfterCharges,
        rate: null,
        note: '25-001-0165-CI',
        payItem: { id: '1', code: 'EMBARGO', itemClass: 'embargo', reference: '25-001-0165-CI' },
      });
      expect(line.legalRef).toMatch(
        /^Código de Trabajo art\. 172: embargo de salario; inembargable ₡268 607,69 al mes/,
      );
      expect(line.legalRef).toContain('Decreto 45303-MTSS, vigente al embargo del 2026-02-10');
      expect(line.payItem?.garnishment).toBe(result.garnishment);
    }
    expect(payslip.totals.net).toBe(payslip.totals.gross - payslip.totals.deductions);
  });

  it('a fortnight keeps half the protected amount', () => {
    // ₡1,200,000 a month: the fortnight pays 600,000; CCSS 64,980; no tax (month-to-date 600,000 < 918,000).
    // After charges 535,020.00. P for 15 days = 134,303.85. Excess 400,716.15; band 268,607.70 ÷ 8 =
    // 33,575.9625 → 33,575.96; rest 132,108.45 ÷ 4 = 33,027.1125 → 33,027.11; together 66,603.07.
    const payslip = calculatePayslip(
      input(1_200_000, [embargo('1', '2026-02-10')], { period: periodFor('fortnightly', '2026-09-01') }),
      RULES,
    );
    expect(resultOf(payslip, '1').garnishment).toMatchObject({
      protectedForPeriod: colones('134303.85'),
      lowerShare: colones('33575.96'),
      upperShare: colones('33027.11'),
      garnishable: colones('66603.07'),
    });
    expect(amountOf(payslip, 'GARNISHMENT')).toBe(colones('66603.07'));
  });

  it('queues two embargos by order date, each with the protected amount of its own decree', () => {
    // ₡1,500,000: after charges 1,271,700 (above). Listed newer first; the older goes first.
    // The 2025 order (P 258,376): excess 1,013,324; band 516,752 ÷ 8 = 64,594; rest 496,572 ÷ 4 = 124,143;
    //   garnishable 188,737. It orders ₡100,000 a month: all of it.
    // The 2026 order (P 268,607.69): garnishable 183,621.15 − 100,000 taken before = 83,621.15 of its ₡150,000;
    //   66,378.85 rolls forward.
    const payslip = calculatePayslip(
      input(1_500_000, [
        embargo('new', '2026-05-04', {
          value: { type: 'amount', amount: colones(150_000) },
          balance: undefined,
        }),
        embargo('old', '2025-06-02', {
          value: { type: 'amount', amount: colones(100_000) },
          balance: undefined,
        }),
      ]),
      RULES,
    );
    const old = resultOf(payslip, 'old');
    const late = resultOf(payslip, 'new');
    expect(old.garnishment).toMatchObject({
      decree: 'Decreto 44756-MTSS',
      protectedMonthly: P_2025,
      lowerShare: colones(64_594),
      upperShare: colones(124_143),
      garnishable: colones(188_737),
      takenByEarlier: 0,
    });
    expect(old).toMatchObject({
      due: colones(100_000),
      taken: colones(100_000),
      deferred: 0,
      limitedBy: null,
    });
    expect(late.garnishment).toMatchObject({
      garnishable: colones('183621.15'),
      takenByEarlier: colones(100_000),
      available: colones('83621.15'),
    });
    expect(late).toMatchObject({
      due: colones(150_000),
      taken: colones('83621.15'),
      deferred: colones('66378.85'),
      limitedBy: 'garnishment_limit',
      balanceAfter: null,
    });
    // The lines in the queue's order; the results in the input's.
    expect(payslip.lines.filter((l) => l.code === 'GARNISHMENT').map((l) => l.payItem?.id)).toEqual([
      'old',
      'new',
    ]);
    expect(payslip.payItems?.map((r) => r.id)).toEqual(['new', 'old']);
    expect(itemWarnings(payslip)).toEqual([{ code: 'DEDUCTION_DEFERRED', date: null, detail: '6637885' }]);
  });

  it('uses the amount the order states, and warns when the order date is beyond the decrees known', () => {
    const stated = calculatePayslip(
      input(600_000, [embargo('1', '2026-02-10', { protectedAmount: colones(300_000) })]),
      RULES,
    );
    // Excess 535,020 − 300,000 = 235,020 ÷ 8 = 29,377.50.
    expect(resultOf(stated, '1').garnishment).toMatchObject({
      protectedFrom: 'order',
      decree: null,
      garnishable: colones('29377.50'),
    });
    expect(stated.lines.find((l) => l.code === 'GARNISHMENT')?.legalRef).toContain(
      'monto que indica la orden',
    );
    const early = calculatePayslip(input(600_000, [embargo('1', '2024-03-01')]), RULES);
    expect(resultOf(early, '1').garnishment).toMatchObject({ carried: 'backward', protectedMonthly: P_2025 });
    expect(itemWarnings(early)).toEqual([
      { code: 'GARNISHMENT_PROTECTED_AMOUNT_CARRIED', date: '2024-03-01', detail: String(P_2025) },
    ]);
  });

  it('takes nothing from an incapacity subsidy or a travel allowance: only the salary earned', () => {
    // ₡600,000 with 3 CCSS illness days 1–3 in September: 27 days × 20,000 = 540,000 salary + 30,000 employer
    // subsidy, and ₡100,000 of viáticos. Salary 540,000; CCSS 58,482 (29,700 + 23,382 + 5,400); tax 0 (taxable
    // 570,000). After charges 481,518.00; excess 212,910.31 ÷ 8 = 26,613.78875 → 26,613.78.
    const payslip = calculatePayslip(
      input(
        600_000,
        [
          embargo('1', '2026-02-10'),
          {
            id: 'v',
            code: 'VIATICOS',
            itemClass: 'allowance',
            value: { type: 'amount', amount: colones(100_000) },
          },
        ],
        {
          attendance: ['2026-09-08', '2026-09-09', '2026-09-10'].map((date, i) => ({
            date,
            code: 'I' as const,
            disability: { type: 'ccss_illness' as const, dayNumber: i + 1 },
          })),
        },
      ),
      RULES,
    );
    expect(payslip.totals.gross).toBe(colones(670_000));
    expect(resultOf(payslip, '1').garnishment).toMatchObject({
      salaryAfterCharges: colones(481_518),
      garnishable: colones('26613.78'),
    });
  });
});

describe('pensiones alimentarias', () => {
  it('takes 50 % of the salary after charges even below the protected amount; a loan then waits', () => {
    // ₡400,000: CCSS 43,320 (22,000 + 17,320 + 4,000), no tax: after charges 356,680.
    // Pensión 50 % of it = 178,340 (the cap: 50 %). Net 400,000 − 43,320 − 178,340 = 178,340, under the
    // floor of 268,607.69: a pensión may. The loan's ₡20,000 finds no room above the floor: all deferred.
    const payslip = calculatePayslip(
      input(400_000, [
        {
          id: 'loan',
          code: 'PRESTAMO',
          itemClass: 'company_loan',
          value: { type: 'amount', amount: colones(20_000) },
          reference: 'P-0042',
          balance: colones(100_000),
        },
        {
          id: 'p',
          code: 'PENSION',
          itemClass: 'alimony',
          value: { type: 'percentage', rate: 5_000, of: 'salary_after_charges' },
          reference: '19-000456-0186-PA',
          orderDate: '2019-05-20',
        },
      ]),
      RULES,
    );
    expect(resultOf(payslip, 'p')).toMatchObject({
      amount: colones(178_340),
      taken: colones(178_340),
      deferred: 0,
      limitedBy: null,
    });
    expect(payslip.lines.find((l) => l.code === 'ALIMONY_DEDUCTION')).toMatchObject({
      rate: 0.5,
      basis: colones(356_680),
      amount: colones(178_340),
      note: '19-000456-0186-PA',
    });
    expect(payslip.totals.net).toBe(colones(178_340));
    expect(payslip.totals.net).toBeLessThan(P_2026);
    expect(resultOf(payslip, 'loan')).toMatchObject({
      due: colones(20_000),
      taken: 0,
      deferred: colones(20_000),
      limitedBy: 'minimum_wage_floor',
      balanceBefore: colones(100_000),
      balanceAfter: colones(100_000),
    });
    expect(amountOf(payslip, 'COMPANY_LOAN')).toBe(0);
    expect(itemWarnings(payslip)).toEqual([{ code: 'DEDUCTION_DEFERRED', date: null, detail: '2000000' }]);
  });

  it('never takes more than 50 %: the rest of an order above it rolls forward', () => {
    // After charges 356,680 (above); ordered ₡250,000 a month: 178,340 taken, 71,660 deferred.
    const payslip = calculatePayslip(
      input(400_000, [
        {
          id: 'p',
          code: 'PENSION',
          itemClass: 'alimony',
          value: { type: 'amount', amount: colones(250_000) },
          orderDate: '2024-01-15',
        },
      ]),
      RULES,
    );
    expect(resultOf(payslip, 'p')).toMatchObject({
      due: colones(250_000),
      taken: colones(178_340),
      deferred: colones(71_660),
      limitedBy: 'alimony_cap',
    });
  });
});

describe('loans, the association and the floor', () => {
  it('takes the association first, then the loan up to the floor; the rest of the loan rolls forward', () => {
    // ₡320,000: CCSS 34,656 (17,600 + 13,856 + 3,200), no tax: after charges 285,344.00; the floor 268,607.69
    // leaves 16,736.31. Association savings 3 % of 320,000 = 9,600 (first), leaving 7,136.31 for the loan:
    // instalment 25,000 + 5,000 deferred before = 30,000 due; 7,136.31 taken, 22,863.69 deferred; balance
    // 40,000 → 32,863.69. Net 320,000 − 34,656 − 9,600 − 7,136.31 = 268,607.69: the floor exactly.
    const payslip = calculatePayslip(
      input(320_000, [
        {
          id: 'loan',
          code: 'PRESTAMO_ASOC',
          itemClass: 'association_loan',
          value: { type: 'amount', amount: colones(25_000) },
          reference: 'ASO-2026-118',
          balance: colones(40_000),
          deferred: colones(5_000),
        },
        {
          id: 'save',
          code: 'AHORRO',
          itemClass: 'association_savings',
          value: { type: 'percentage', rate: 300, of: 'gross_salary' },
        },
      ]),
      RULES,
    );
    expect(resultOf(payslip, 'save')).toMatchObject({ taken: colones(9_600), deferred: 0 });
    expect(resultOf(payslip, 'loan')).toMatchObject({
      amount: colones(25_000),
      due: colones(30_000),
      taken: colones('7136.31'),
      deferred: colones('22863.69'),
      limitedBy: 'minimum_wage_floor',
      balanceBefore: colones(40_000),
      balanceAfter: colones('32863.69'),
    });
    expect(payslip.totals.net).toBe(P_2026);
    expect(payslip.lines.filter((l) => l.kind === 'deduction').map((l) => l.code)).toEqual([
      'CCSS_SEM_WORKER',
      'CCSS_IVM_WORKER',
      'BANCO_POPULAR_WORKER',
      'ASSOCIATION_SAVINGS',
      'ASSOCIATION_LOAN',
    ]);
    expect(itemWarnings(payslip)).toEqual([{ code: 'DEDUCTION_DEFERRED', date: null, detail: '2286369' }]);
  });

  it('never takes more than the balance: the last instalment closes the loan', () => {
    // Next payroll, on ₡1,000,000: instalment 25,000 + deferred 22,863.69 = 47,863.69 > balance 32,863.69.
    const payslip = calculatePayslip(
      input(1_000_000, [
        {
          id: 'loan',
          code: 'PRESTAMO_ASOC',
          itemClass: 'association_loan',
          value: { type: 'amount', amount: colones(25_000) },
          balance: colones('32863.69'),
          deferred: colones('22863.69'),
        },
      ]),
      RULES,
    );
    expect(resultOf(payslip, 'loan')).toMatchObject({
      due: colones('32863.69'),
      taken: colones('32863.69'),
      deferred: 0,
      limitedBy: 'balance',
      balanceAfter: 0,
    });
  });

  it("charges the employer's association contribution to the employer, not to the worker", () => {
    // ₡800,000; the worker saves 5 % = 40,000 and the employer adds 5 % = 40,000. CCSS worker 86,640 (10.83 %);
    // no tax. Net 800,000 − 86,640 − 40,000 = 673,360. Employer charges: CCSS bill 26.83 % = 214,640 + 40,000.
    const payslip = calculatePayslip(
      input(800_000, [
        {
          id: 'ae',
          code: 'APORTE_PATRONAL',
          itemClass: 'association_employer',
          value: { type: 'percentage', rate: 500, of: 'gross_salary' },
        },
        {
          id: 'aw',
          code: 'AHORRO',
          itemClass: 'association_savings',
          value: { type: 'percentage', rate: 500, of: 'gross_salary' },
        },
      ]),
      RULES,
    );
    expect(payslip.lines.find((l) => l.code === 'ASSOCIATION_EMPLOYER')).toMatchObject({
      kind: 'employer',
      rate: 0.05,
      basis: colones(800_000),
      amount: colones(40_000),
      legalRef: expect.stringContaining('Ley 6970'),
    });
    expect(resultOf(payslip, 'ae')).toMatchObject({ kind: 'employer', taken: colones(40_000), deferred: 0 });
    expect(amountOf(payslip, 'ASSOCIATION_SAVINGS')).toBe(colones(40_000));
    expect(payslip.totals.net).toBe(colones(673_360));
    expect(payslip.totals.employerCharges).toBe(colones(214_640 + 40_000));
    expect(payslip.totals.employerCost).toBe(colones(800_000 + 254_640) + payslip.totals.provisions);
  });
});

describe('earnings', () => {
  it('a commission is salary: CCSS, aguinaldo, and it raises the tax bracket', () => {
    // ₡1,300,000 + 3 sales × ₡100,000 commission = 1,600,000.
    // Without it: tax (1,300,000 − 918,000) × 10 % = 38,200 (10 % band).
    // With it: 42,900 + (1,600,000 − 1,347,000) × 15 % = 37,950 → 80,850 (into the 15 % band).
    // CCSS on 1,600,000: 88,000 + 69,280 + 16,000 = 173,280.
    const commission: PayItem = {
      id: 'c',
      code: 'COMISION',
      itemClass: 'commission',
      value: { type: 'quantity', quantity: 3, rate: colones(100_000) },
    };
    const without = calculatePayslip(input(1_300_000, []), RULES);
    const payslip = calculatePayslip(input(1_300_000, [commission]), RULES);
    expect(without.tax.withheld).toBe(colones(38_200));
    expect(payslip.tax.withheld).toBe(colones(80_850));
    expect(payslip.tax.brackets.find((b) => b.rate === 0.15)?.tax).toBe(colones(37_950));
    expect(payslip.lines.find((l) => l.code === 'COMMISSION')).toMatchObject({
      kind: 'earning',
      quantity: 3,
      rate: 1,
      basis: colones(100_000),
      amount: colones(300_000),
      payItem: { treatment: { ccssBase: true, taxable: true, aguinaldo: true, settlementAverage: true } },
    });
    expect(payslip.totals).toMatchObject({
      gross: colones(1_600_000),
      ccssBase: colones(1_600_000),
      taxableGross: colones(1_600_000),
      aguinaldoBase: colones(1_600_000),
    });
    expect(amountOf(payslip, 'CCSS_SEM_WORKER') + amountOf(payslip, 'CCSS_IVM_WORKER')).toBe(
      colones(157_280),
    );
    expect(aguinaldoBaseOf(payslip.lines)).toBe(colones(1_600_000));
  });

  it('a travel allowance stays out of CCSS, the tax and the aguinaldo', () => {
    // ₡900,000 + ₡150,000 viáticos. Gross 1,050,000; CCSS on 900,000: 97,470 (49,500 + 38,970 + 9,000); tax on
    // 900,000: 0 (taxed, 1,050,000 would pay 13,200). Net 1,050,000 − 97,470 = 952,530. Provisions on the
    // salary: aguinaldo 8.33 % of 900,000 = 74,970.
    const payslip = calculatePayslip(
      input(900_000, [
        {
          id: 'v',
          code: 'VIATICOS',
          itemClass: 'allowance',
          value: { type: 'amount', amount: colones(150_000) },
        },
      ]),
      RULES,
    );
    expect(payslip.totals).toMatchObject({
      gross: colones(1_050_000),
      ccssBase: colones(900_000),
      taxableGross: colones(900_000),
      aguinaldoBase: colones(900_000),
      net: colones(952_530),
    });
    expect(payslip.tax.withheld).toBe(0);
    expect(amountOf(payslip, 'PROVISION_AGUINALDO')).toBe(colones(74_970));
    expect(aguinaldoBaseOf(payslip.lines)).toBe(colones(900_000));
  });

  it("follows a company's own treatment of its item", () => {
    // A bonus the company does not count for the aguinaldo: CCSS and tax still, the aguinaldo base without it.
    const payslip = calculatePayslip(
      input(600_000, [
        {
          id: 'b',
          code: 'BONO',
          itemClass: 'bonus',
          treatment: { ccssBase: true, taxable: true, aguinaldo: false, settlementAverage: false },
          value: { type: 'percentage', rate: 1_000, of: 'gross_salary' },
        },
      ]),
      RULES,
    );
    expect(payslip.totals).toMatchObject({
      gross: colones(660_000),
      ccssBase: colones(660_000),
      aguinaldoBase: colones(600_000),
    });
    expect(aguinaldoBaseOf(payslip.lines)).toBe(colones(600_000));
  });
});

describe('bad pay items', () => {
  const base: PayItem = {
    id: 'x',
    code: 'X',
    itemClass: 'voluntary',
    value: { type: 'amount', amount: colones(1_000) },
  };
  it.each([
    [
      'a percentage over 100',
      { value: { type: 'percentage', rate: 10_001, of: 'gross_salary' } },
      'payItems[0].value.rate',
    ],
    ['an amount below zero', { value: { type: 'amount', amount: -1 } }, 'payItems[0].value.amount'],
    [
      'an embargo without a case number',
      { itemClass: 'embargo', orderDate: '2026-01-05', reference: ' ' },
      'payItems[0].reference',
    ],
    ['a pensión without its order date', { itemClass: 'alimony' }, 'payItems[0].orderDate'],
    ['a loan without its balance', { itemClass: 'company_loan' }, 'payItems[0].balance'],
    ['a kind that is not the class’s', { kind: 'earning' }, 'payItems[0].kind'],
    ['an unknown class', { itemClass: 'lottery' }, 'payItems[0].itemClass'],
    ['a deferred earning', { itemClass: 'bonus', deferred: 5 }, 'payItems[0].deferred'],
    [
      'an earning on the salary after charges',
      { itemClass: 'bonus', value: { type: 'percentage', rate: 1, of: 'salary_after_charges' } },
      'payItems[0].value.of',
    ],
    [
      'a legal maximum that is not an embargo',
      { value: { type: 'legal_maximum' } },
      'payItems[0].value.type',
    ],
    [
      'a quantity with 5 decimals',
      { value: { type: 'quantity', quantity: 1.00001, rate: 1 } },
      'payItems[0].value.quantity',
    ],
  ])('refuses %s, naming the field', (_name, overrides, field) => {
    expect(() => calculatePayslip(input(600_000, [{ ...base, ...overrides } as PayItem]), RULES)).toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', detail: field }),
    );
  });

  it('refuses two items with one id', () => {
    expect(() => calculatePayslip(input(600_000, [base, base]), RULES)).toThrow(
      expect.objectContaining({ detail: 'payItems[1].id' }),
    );
  });
});

describe('properties', () => {
  const periodicities: Periodicity[] = ['weekly', 'biweekly', 'fortnightly', 'monthly'];
  const deductionClasses = PAY_ITEM_CLASSES.filter((c) => CR_PAY_ITEM_CLASSES[c].kind === 'deduction');
  const orderDate = fc
    .integer({ min: civilToDay(2020, 1, 1), max: civilToDay(2027, 12, 31) })
    .map((day) => fromDayNumber(day));
  const money = (max: number) => fc.integer({ min: 0, max }).map((value) => value as Cents);
  const itemArb = fc
    .record({
      itemClass: fc.constantFrom(...PAY_ITEM_CLASSES),
      value: fc.oneof(
        money(100_000_000).map((amount) => ({ type: 'amount' as const, amount })),
        fc.record({
          type: fc.constant('percentage' as const),
          rate: fc.integer({ min: 0, max: 10_000 }),
          of: fc.constantFrom('gross_salary' as const, 'salary_after_charges' as const),
        }),
        fc.record({
          type: fc.constant('quantity' as const),
          quantity: fc.integer({ min: 0, max: 400 }).map((q) => q / 4),
          rate: money(5_000_000),
        }),
      ),
      legalMaximum: fc.boolean(),
      orderDate,
      balance: fc.option(money(500_000_000), { nil: undefined }),
      deferred: fc.option(money(20_000_000), { nil: undefined }),
    })
    .map((raw): Omit<PayItem, 'id'> => {
      const rule = CR_PAY_ITEM_CLASSES[raw.itemClass];
      const earning = rule.kind === 'earning';
      const needsBalance = ['company_loan', 'association_loan', 'advance'].includes(raw.itemClass);
      const legalMaximum = raw.itemClass === 'embargo' && raw.legalMaximum;
      const value = legalMaximum
        ? ({ type: 'legal_maximum' } as const)
        : rule.kind !== 'deduction' && raw.value.type === 'percentage'
          ? { ...raw.value, of: 'gross_salary' as const }
          : raw.value;
      return {
        code: raw.itemClass.toUpperCase(),
        itemClass: raw.itemClass,
        value,
        reference: 'EXP-1',
        orderDate: raw.orderDate,
        ...(needsBalance || legalMaximum || (raw.balance !== undefined && !earning)
          ? { balance: raw.balance ?? (0 as Cents) }
          : {}),
        ...(raw.deferred !== undefined && rule.kind === 'deduction' && !legalMaximum
          ? { deferred: raw.deferred }
          : {}),
      };
    });
  const scenario = fc.record({
    periodicity: fc.constantFrom(...periodicities),
    day: fc.integer({ min: civilToDay(2025, 1, 1), max: civilToDay(2026, 11, 30) }),
    salary: fc.integer({ min: 0, max: 600_000_000 }),
    items: fc.array(itemArb, { maxLength: 8 }),
    minus: fc.option(money(50_000_000), { nil: undefined }),
  });
  function run(s: {
    periodicity: Periodicity;
    day: number;
    salary: number;
    items: Omit<PayItem, 'id'>[];
    minus: Cents | undefined;
  }) {
    const period = periodFor(s.periodicity, fromDayNumber(s.day));
    const payItems = s.items.map((item, index) => ({ ...item, id: `i${index}` }) as PayItem);
    const payslip = calculatePayslip(
      {
        period,
        salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: s.salary as Cents }],
        jornada: { type: 'diurnal' },
        attendance:
          s.minus === undefined ? [] : [{ date: addDays(period.start, 1), code: '-', amount: s.minus }],
        payItems,
      },
      RULES,
    );
    return { period, payItems, payslip };
  }

  it('net = gross − deductions, every total the sum of its lines, and taken + deferred = due for every item', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { payItems, payslip } = run(s);
        const { totals } = payslip;
        expect(totals.net).toBe(totals.gross - totals.deductions);
        const sum = (kind: string) =>
          payslip.lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.amount, 0);
        expect(sum('earning')).toBe(totals.gross);
        expect(sum('deduction')).toBe(totals.deductions);
        expect(sum('employer')).toBe(totals.employerCharges);
        expect(totals.aguinaldoBase).toBe(aguinaldoBaseOf(payslip.lines));
        expect(payslip.payItems?.map((r) => r.id)).toEqual(payItems.map((i) => i.id));
        for (const r of payslip.payItems ?? []) {
          expect(r.taken + r.deferred).toBe(r.due);
          expect(r.taken).toBeGreaterThanOrEqual(0);
          expect(r.deferred).toBeGreaterThanOrEqual(0);
          if (r.balanceBefore !== null && r.kind === 'deduction') {
            expect(r.taken).toBeLessThanOrEqual(r.balanceBefore);
            expect(r.balanceAfter).toBe(r.balanceBefore - r.taken);
          }
          const onLines = payslip.lines
            .filter((l) => l.payItem?.id === r.id)
            .reduce((total, l) => total + l.amount, 0);
          expect(onLines).toBe(r.taken);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the embargos never exceed the art. 172 part, pensiones never 50 %, and nothing but a pensión passes the floor', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { period, payslip } = run(s);
        const results = payslip.payItems ?? [];
        const charges = payslip.lines
          .filter(
            (l) =>
              l.kind === 'deduction' &&
              (l.code.startsWith('CCSS_') || l.code === 'BANCO_POPULAR_WORKER' || l.code === 'SALARY_TAX'),
          )
          .reduce((total, l) => total + l.amount, 0);
        const outsideCcss = payslip.lines
          .filter((l) => l.kind === 'earning' && l.payItem && !l.payItem.treatment.ccssBase)
          .reduce((total, l) => total + l.amount, 0);
        const salaryAfterCharges = Math.max(0, payslip.totals.gross - outsideCcss - charges);
        const taken = (classes: readonly PayItemClass[]) =>
          results.filter((r) => classes.includes(r.itemClass)).reduce((total, r) => total + r.taken, 0);
        const alimony = taken(['alimony']);
        const garnished = taken(['embargo']);
        const others = taken(deductionClasses.filter((c) => c !== 'alimony' && c !== 'embargo'));
        const minus = s.minus ?? 0;

        // Art. 172: an order takes only what the orders before it left of its own part (with one protected
        // amount, all of them together stay within it); all of them within the largest part.
        for (const r of results.filter((x) => x.itemClass === 'embargo')) {
          const g = r.garnishment!;
          expect(g.salaryAfterCharges).toBe(salaryAfterCharges);
          expect(g.garnishable).toBe(
            garnishableAmount(g.salaryAfterCharges, g.protectedForPeriod).garnishable,
          );
          expect(g.available).toBe(Math.max(0, g.garnishable - g.takenByEarlier));
          expect(r.taken).toBeLessThanOrEqual(g.available);
        }
        const largest = Math.max(0, ...results.map((r) => r.garnishment?.garnishable ?? 0));
        expect(garnished).toBeLessThanOrEqual(largest);
        // Pensiones: at most 50 % of the salary after charges.
        expect(alimony).toBeLessThanOrEqual(Math.floor(salaryAfterCharges / 2));
        // The floor: what is not a pensión only takes what lies above the protected amount of the pay date.
        const floor = protectedAmountForPeriod(protectedAmountOn(period.end).rule.monthly, s.periodicity);
        expect(garnished + others).toBeLessThanOrEqual(
          Math.max(0, salaryAfterCharges - minus - alimony - floor),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('without pay items the payslip is what it was; with none it only adds an empty list', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { period } = run({ ...s, items: [] });
        const plain: PayslipInput = {
          period,
          salaries: [{ effectiveFrom: '2020-01-01', monthlySalary: s.salary as Cents }],
          jornada: { type: 'diurnal' },
          attendance: [],
        };
        const without = calculatePayslip(plain, RULES);
        const { payItems, ...rest } = calculatePayslip({ ...plain, payItems: [] }, RULES);
        expect(payItems).toEqual([]);
        expect(rest).toEqual(without);
        expect('payItems' in without).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
