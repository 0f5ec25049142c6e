import type { PayPeriodicity, ProjectionResponse } from '@planilla/contracts';
import { DomainError, calculatePayslip } from '@planilla/domain';
import type { Db } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import { payrollRulesFor } from '../legal-rules/rules-provider';
import { loadPayrollFacts } from './payroll.repository';
import { payItemsOfEmployee } from './pay-items-in-force.repository';
import { buildPayslipInput } from './payslip-input';

export type PayrollDeps = { db: Db };

/** empleados/employeeprojection: the engine's payslip for the next period with no incidents. */
export const projectEmployee = async (
  deps: PayrollDeps,
  auth: AuthContext,
  input: { num_empleado: number; date?: string | undefined },
): Promise<ProjectionResponse> => {
  const facts = await loadPayrollFacts(deps.db, auth.companyId, input.num_empleado);
  if (!facts) throw new AppError('EMPLOYEE_NOT_FOUND');
  let built: ReturnType<typeof buildPayslipInput>;
  let payslip: ReturnType<typeof calculatePayslip>;
  const asOf = input.date ?? todayInCostaRica();
  try {
    // The pay items in force in the projected period (issue 26): recurring ones and what closed payrolls deferred.
    const { period } = buildPayslipInput(facts, asOf);
    facts.payItems = await payItemsOfEmployee(
      deps.db,
      { companyId: auth.companyId, id: null, periodStart: period.start, periodEnd: period.end },
      facts.employeeNumber,
    );
    built = buildPayslipInput(facts, asOf);
    // Shipped and registered legal values (a registered decree is used, a carried one is warned about) and the
    // company's RT policy in force on the period's last day.
    const rules = await payrollRulesFor(deps.db, auth.companyId, built.period.end);
    payslip = calculatePayslip(built.input, rules);
  } catch (err) {
    if (err instanceof DomainError) throw new AppError('PROJECTION_UNAVAILABLE', undefined, { cause: err });
    throw err;
  }
  const { period, jornada } = built;
  // The monthly salary, or the monthly equivalent of a daily or hourly wage, in force at the period's end.
  const salaries = facts.salaries;
  const latestSalary = [...salaries].reverse().find((s) => s.effectiveFrom <= period.end) ?? salaries[0];
  return {
    num_empleado: facts.employeeNumber,
    period: { periodicity: period.periodicity as PayPeriodicity, start: period.start, end: period.end },
    payDate: payslip.payDate,
    ruleSetYear: payslip.ruleSetYear,
    monthlySalary: latestSalary?.amount ?? 0,
    jornada,
    jornadaChanges: (built.input.jornadaChanges ?? []).map((c) => ({
      effectiveFrom: c.effectiveFrom,
      type: c.type,
      hoursPerDay: c.hoursPerDay ?? jornada.hoursPerDay,
    })),
    lines: payslip.lines.map((l) => ({
      code: l.code,
      kind: l.kind,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      basis: l.basis,
      amount: l.amount,
      legalRef: l.legalRef,
    })),
    totals: {
      gross: payslip.totals.gross,
      deductions: payslip.totals.deductions,
      net: payslip.totals.net,
      employerCharges: payslip.totals.employerCharges,
      provisions: payslip.totals.provisions,
      employerCost: payslip.totals.employerCost,
    },
    warnings: payslip.warnings.map((w) => ({ code: w.code, date: w.date, detail: w.detail })),
    blockers: payslip.blockers.map((w) => ({ code: w.code, date: w.date, detail: w.detail })),
  };
};
