import { describe, expect, it } from 'vitest';
import { buildAbility } from './ability';

describe('abilities', () => {
  it('falls back to reading Auth only when no rules are stored', () => {
    const ability = buildAbility(undefined);
    expect(ability.can('read', 'Auth')).toBe(true);
    expect(ability.can('read', 'User')).toBe(false);
    expect(buildAbility([]).can('read', 'Auth')).toBe(true);
  });

  it('lets an auditor read users but not create them', () => {
    const ability = buildAbility([
      { action: 'read', subject: 'Auth' },
      { action: 'read', subject: 'User' },
    ]);
    expect(ability.can('read', 'User')).toBe(true);
    expect(ability.can('create', 'User')).toBe(false);
  });

  it('gives an administrator every action', () => {
    const ability = buildAbility([{ action: 'manage', subject: 'all' }]);
    expect(ability.can('create', 'User')).toBe(true);
    expect(ability.can('calculate', 'Payroll')).toBe(true);
  });
});
