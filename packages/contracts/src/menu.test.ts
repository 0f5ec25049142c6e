import { describe, expect, it } from 'vitest';
import { abilityRulesFor } from './abilities';
import { PAGES, pageVisibleTo } from './menu';

const page = (id: string) => PAGES.find((p) => p.id === id)!;

describe('pageVisibleTo', () => {
  it('shows the approvals inbox to the roles, and to an employee only while they decide as a department head', () => {
    const inbox = page('vacations-approvals');
    for (const role of ['admin', 'payroll_manager', 'hr_assistant', 'auditor'] as const)
      expect(pageVisibleTo(inbox, abilityRulesFor(role), null), role).toBe(true);
    const employee = abilityRulesFor('employee');
    expect(pageVisibleTo(inbox, employee, 7)).toBe(false);
    expect(pageVisibleTo(inbox, employee, 7, true)).toBe(true);
    // Being a head opens no other company page.
    expect(pageVisibleTo(page('vacations-periods'), employee, 7, true)).toBe(false);
    expect(pageVisibleTo(page('selfservice-vacations'), employee, 7, true)).toBe(true);
  });
});
