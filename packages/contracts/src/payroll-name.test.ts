import { describe, expect, it } from 'vitest';
import { payrollName } from './payroll-name';

const fortnight = {
  kind: 'regular',
  periodicity: 'fortnightly',
  sequence: 22,
  periodStart: '2026-11-16',
  periodEnd: '2026-11-30',
};

describe('payrollName', () => {
  it.each([
    { name: 'a regular payroll', p: fortnight, es: 'Planilla quincenal 22', en: 'Fortnightly payroll 22' },
    {
      name: 'the aguinaldo',
      p: { ...fortnight, kind: 'aguinaldo', periodicity: 'monthly', periodEnd: '2026-11-30' },
      es: 'Aguinaldo 2026',
      en: 'Aguinaldo (year-end bonus) 2026',
    },
    {
      name: 'a settlement, by its employee',
      p: { ...fortnight, kind: 'settlement', settlementEmployee: { fullName: 'Ana Mora' } },
      es: 'Liquidación: Ana Mora',
      en: 'Settlement: Ana Mora',
    },
    {
      name: 'a settlement',
      p: { ...fortnight, kind: 'settlement' },
      es: 'Liquidación del 30/11/2026',
      en: 'Settlement of 30/11/2026',
    },
  ])('$name', ({ p, es, en }) => {
    expect(payrollName(p, 'es')).toBe(es);
    expect(payrollName(p, 'en')).toBe(en);
  });

  it('adds the period when asked', () => {
    expect(payrollName(fortnight, 'es', { withPeriod: true })).toBe(
      'Planilla quincenal 22 · 16/11/2026 – 30/11/2026',
    );
  });
});
