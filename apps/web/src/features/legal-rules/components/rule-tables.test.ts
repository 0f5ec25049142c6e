import type { LegalRuleInterval, LegalRulesResponse, MinimumWageCategoryCode } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { buildRequest, initialValues } from './rule-form';
import { isLegalTab, kindOfInterval, latestOf, registrableKindOf } from './rule-tables';

const wage = (
  effectiveFrom: string,
  state: LegalRuleInterval['state'],
  monthly: number,
  category: MinimumWageCategoryCode = 'unskilled',
): LegalRuleInterval => ({
  table: 'minimumWage',
  key: category,
  effectiveFrom,
  effectiveTo: null,
  decree: `D-${effectiveFrom}`,
  source: '',
  status: 'confirmed',
  origin: 'shipped',
  id: null,
  state,
  carriedForward: false,
  editable: false,
  registeredAt: null,
  registeredBy: null,
  value: { category, monthly, daily: null },
});

describe('rule tables of the legal parameters screen', () => {
  it('registers per tab what the law publishes; provisions are company policy', () => {
    expect(registrableKindOf('salaryTax')).toBe('salaryTax');
    expect(registrableKindOf('ccss')).toBe('ccssRates');
    expect(registrableKindOf('holidays')).toBe('holidayTransfer');
    expect(registrableKindOf('provisions')).toBeNull();
    expect(isLegalTab('ccss')).toBe(true);
    expect(isLegalTab('other')).toBe(false);
  });

  it('starts a new registration from the latest value that applies, not a replaced one', () => {
    const intervals = [
      wage('2025-01-01', 'ended', 1),
      wage('2026-01-01', 'in_force', 2),
      wage('2027-01-01', 'overridden', 3),
    ];
    expect(latestOf(intervals, 'minimumWage', 'unskilled')?.value).toEqual({
      category: 'unskilled',
      monthly: 2,
      daily: null,
    });
    expect(kindOfInterval(intervals[0]!)).toBe('minimumWage');
  });

  it('registers a minimum wage per category, starting from the latest value of the category', () => {
    const data = {
      today: '2026-11-29',
      intervals: [
        wage('2026-01-01', 'in_force', 373_092_30),
        wage('2026-01-01', 'in_force', 419_755_80, 'skilled'),
      ],
      minimumWageYears: [],
      holidays: [],
      upcomingHolidays: [],
    } as LegalRulesResponse;
    const fresh = initialValues('minimumWage', data, null);
    expect(fresh).toMatchObject({ category: 'unskilled', monthly: 373_092.3, effectiveFrom: '2027-01-01' });
    const editing = data.intervals[1]!;
    expect(initialValues('minimumWage', data, editing)).toMatchObject({
      category: 'skilled',
      monthly: 419_755.8,
    });
    const built = buildRequest(
      'minimumWage',
      { ...fresh, category: 'skilled', monthly: 432_000, decree: 'Decreto 46000-MTSS' },
      null,
    );
    expect('request' in built && built.request).toMatchObject({
      kind: 'minimumWage',
      category: 'skilled',
      monthly: 432_000_00,
      daily: null,
    });
  });
});
