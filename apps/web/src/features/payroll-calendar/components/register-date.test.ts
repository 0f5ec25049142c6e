import { describe, expect, it } from 'vitest';
import { periodStanding, registerDateOf } from './register-date';

const p = (
  periodStart: string,
  periodEnd: string,
  status: 'planned' | 'projected' | 'processed' | 'paid',
) => ({
  periodStart,
  periodEnd,
  status,
});

describe('a payroll against today', () => {
  it.each([
    { name: 'today in the period', row: p('2026-11-16', '2026-11-30', 'projected'), standing: 'current' },
    { name: 'current and still planned', row: p('2026-11-16', '2026-11-30', 'planned'), standing: 'current' },
    {
      name: 'past, never projected',
      row: p('2026-01-01', '2026-01-15', 'planned'),
      standing: 'pastNotProjected',
    },
    { name: 'past and paid', row: p('2026-11-01', '2026-11-15', 'paid'), standing: null },
    { name: 'future, planned', row: p('2026-12-01', '2026-12-15', 'planned'), standing: null },
  ] as const)('$name: $standing', ({ row, standing }) => {
    expect(periodStanding(row, '2026-11-20')).toBe(standing);
  });

  it('opens the register on today inside the period, else on its first day', () => {
    expect(registerDateOf(p('2026-11-16', '2026-11-30', 'projected'), '2026-11-20')).toBe('2026-11-20');
    expect(registerDateOf(p('2026-12-01', '2026-12-15', 'planned'), '2026-11-20')).toBe('2026-12-01');
  });
});
