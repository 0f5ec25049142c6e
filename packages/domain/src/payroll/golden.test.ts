import { describe, expect, it } from 'vitest';
import { payrollRules } from '../rules/index';
import type { PayrollPolicyOverrides } from '../rules/policy';
import { GOLDEN_FIXTURES } from './__golden__/index';
import { calculatePayslip } from './calculate-payslip';
import type { PayslipInput, PayslipIssue, PayslipLine, PayslipTax, PayslipTotals } from './payslip-types';

/**
 * Golden payslips: realistic employees whose every amount was computed by hand (the arithmetic is in
 * each file's `handComputation`). The engine must reproduce them to the céntimo.
 */
type GoldenFixture = {
  name: string;
  employee: string;
  handComputation: string[];
  policy?: PayrollPolicyOverrides;
  input: PayslipInput;
  expected: {
    lines: Partial<PayslipLine>[];
    totals: PayslipTotals;
    tax: Partial<PayslipTax>;
    blockers: PayslipIssue[];
    warnings: PayslipIssue[];
  };
};

const fixtures = Object.entries(GOLDEN_FIXTURES).map(([file, fixture]) => ({
  file,
  fixture: fixture as GoldenFixture,
}));

describe('golden payslips', () => {
  it('has at least 12 fixtures covering the four periodicities', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    const periodicities = new Set(fixtures.map(({ fixture }) => fixture.input.period.periodicity));
    expect([...periodicities].sort()).toEqual(['biweekly', 'fortnightly', 'monthly', 'weekly']);
  });

  it('covers overtime, holidays, absences, vacations, each disability type, credits and a raise', () => {
    const codes = new Set(fixtures.flatMap(({ fixture }) => fixture.expected.lines.map((line) => line.code)));
    for (const code of [
      'OVERTIME',
      'HOLIDAY_WORKED',
      'HOLIDAY_OVERTIME',
      'ABSENCE_UNPAID',
      'VACATION_PAY',
      'DISABILITY_EMPLOYER',
      'ADDITIONAL_PAYMENT',
      'PAY_DEDUCTION',
      'SALARY_TAX',
    ]) {
      expect(codes.has(code as PayslipLine['code'])).toBe(true);
    }
    const types = new Set(
      fixtures.flatMap(({ fixture }) =>
        fixture.input.attendance.flatMap((day) => (day.code === 'I' ? [day.disability.type] : [])),
      ),
    );
    expect([...types].sort()).toEqual(['ccss_illness', 'ins_accident', 'maternity']);
    expect(
      fixtures.some(
        ({ fixture }) => fixture.expected.tax.credits !== undefined && fixture.expected.tax.credits > 0,
      ),
    ).toBe(true);
    expect(fixtures.some(({ fixture }) => fixture.input.salaries.length > 1)).toBe(true);
  });

  for (const { file, fixture } of fixtures) {
    it(`${file}: ${fixture.name}`, () => {
      expect(fixture.handComputation.length).toBeGreaterThanOrEqual(3);
      const payslip = calculatePayslip(fixture.input, payrollRules(fixture.policy));
      expect(payslip.lines.map((line) => line.code)).toEqual(fixture.expected.lines.map((line) => line.code));
      fixture.expected.lines.forEach((expected, index) => {
        expect(payslip.lines[index], `line ${index} (${expected.code})`).toMatchObject(expected);
      });
      expect(payslip.totals).toEqual(fixture.expected.totals);
      expect(payslip.tax).toMatchObject(fixture.expected.tax);
      expect(payslip.blockers).toEqual(fixture.expected.blockers);
      expect(payslip.warnings).toEqual(fixture.expected.warnings);
      expect(payslip.employeeId).toBe(fixture.input.employeeId);
    });
  }
});
