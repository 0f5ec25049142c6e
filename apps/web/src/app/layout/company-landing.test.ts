import { abilityRulesFor } from '@planilla/contracts';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { landingAfterSwitch } from './company-landing';

describe('landingAfterSwitch', () => {
  const admin = { ability: abilityRulesFor('admin'), num_empleado: null };
  const manager = { ability: abilityRulesFor('payroll_manager'), num_empleado: null };
  const paidManager = { ability: abilityRulesFor('payroll_manager'), num_empleado: 7 };
  it.each([
    {
      name: 'a menu page stays',
      path: paths.app.employees.path,
      pageId: 'personal-employees',
      rules: admin,
      expected: paths.app.employees.path,
    },
    {
      name: 'a detail of the company left goes to its menu page',
      path: paths.app.employeeDetail.getHref(12),
      pageId: 'personal-employees',
      rules: manager,
      expected: paths.app.employees.path,
    },
    {
      name: 'a page not allowed in the new company goes to the first page of the menu',
      path: paths.app.payrollUsers.path,
      pageId: 'payroll-users',
      rules: manager,
      expected: paths.home.getHref(),
    },
    {
      name: 'a self-service page stays for someone the new company pays',
      path: paths.app.myPayslip.getHref(3),
      pageId: 'selfservice-payslips',
      rules: paidManager,
      expected: paths.app.myPayslips.path,
    },
    {
      name: 'a self-service page goes home where the user is not an employee',
      path: paths.app.myPayslips.path,
      pageId: 'selfservice-payslips',
      rules: admin,
      expected: paths.home.getHref(),
    },
    {
      name: 'a screen outside the menu stays',
      path: paths.app.changePassword.path,
      pageId: undefined,
      rules: manager,
      expected: paths.app.changePassword.path,
    },
  ])('$name', ({ path, pageId, rules, expected }) => {
    expect(landingAfterSwitch(path, pageId, rules)).toBe(expected);
  });
});
