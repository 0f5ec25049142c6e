import type { LegalRuleInterval } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { isLegalTab, kindOfInterval, latestOf, registrableKindOf } from './rule-tables';

const wage = (
  effectiveFrom: string,
  state: LegalRuleInterval['state'],
  monthly: number,
): LegalRuleInterval => ({
  table: 'minimumWage',
  key: 'minimumWage',
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
  value: { monthly, daily: null },
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
    expect(latestOf(intervals, 'minimumWage', 'minimumWage')?.value).toEqual({ monthly: 2, daily: null });
    expect(kindOfInterval(intervals[0]!)).toBe('minimumWage');
  });
});
