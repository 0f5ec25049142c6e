import { describe, expect, it } from 'vitest';
import { abilityRulesFor, ROLES, type Role } from '@planilla/contracts';
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

/**
 * The real roles (the rules the server sends at sign-in), checked against docs/decisions.md "Roles" written
 * out by hand: what each role's menu and buttons may offer.
 */
describe('the real roles', () => {
  type Case = [action: Parameters<ReturnType<typeof buildAbility>['can']>[0], subject: string, roles: Role[]];
  const CASES: Case[] = [
    ['read', 'Dashboard', ['admin', 'payroll_manager', 'hr_assistant', 'auditor']],
    ['create', 'User', ['admin']],
    ['read', 'User', ['admin', 'auditor']],
    ['update', 'Company', ['admin']],
    ['create', 'Parameter', ['admin', 'payroll_manager']],
    ['read', 'Parameter', ['admin', 'payroll_manager', 'hr_assistant', 'auditor']],
    ['create', 'Employee', ['admin', 'payroll_manager', 'hr_assistant']],
    ['update', 'Attendance', ['admin', 'payroll_manager', 'hr_assistant']],
    ['calculate', 'Payroll', ['admin', 'payroll_manager']],
    ['pay', 'Payroll', ['admin', 'payroll_manager']],
    ['read', 'Payroll', ['admin', 'payroll_manager', 'hr_assistant', 'auditor']],
    ['read', 'PostPayroll', ['admin', 'payroll_manager', 'auditor']],
    ['create', 'Vacation', ['admin', 'payroll_manager', 'hr_assistant']],
    ['read', 'AuditLog', ['admin', 'auditor']],
  ];

  it.each(CASES)('%s %s: only %j', (action, subject, roles) => {
    for (const role of ROLES) {
      const ability = buildAbility(abilityRulesFor(role));
      expect(ability.can(action, subject as never), role).toBe(roles.includes(role));
    }
  });

  it('lets the auditor change nothing', () => {
    const ability = buildAbility(abilityRulesFor('auditor'));
    for (const action of ['create', 'update', 'delete', 'calculate', 'pay'] as const)
      for (const subject of ['Employee', 'Payroll', 'User', 'Parameter', 'Attendance'] as const)
        expect(ability.can(action, subject), `${action} ${subject}`).toBe(false);
  });
});
