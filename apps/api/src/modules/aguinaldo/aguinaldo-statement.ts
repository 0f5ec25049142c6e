import type { AguinaldoStatement } from '@planilla/contracts';
import { aguinaldo, aguinaldoPeriod, aguinaldoYearOf, type Cents } from '@planilla/domain';
import type { DbOrTx } from '../../db/client';
import * as repo from './aguinaldo.repository';
import { payByOf } from './aguinaldo.service';

/**
 * The year an employee's statement opens on, on `today`: the aguinaldo being paid until its last pay day
 * (20 December), then the one accruing.
 */
export const statementYearOf = (today: string): number => {
  const accruing = aguinaldoYearOf(today);
  return today <= payByOf(accruing - 1) ? accruing - 1 : accruing;
};

/**
 * An employee's aguinaldo of an accrual year as it stands: the months it counts (the aguinaldo payroll's own rule:
 * closed regular payslips and earnings recorded from before the product), the running total, what it comes to
 * (Σ ÷ 12, the domain's rounding), and what the year's aguinaldo payroll paid once it is closed. `years`: the
 * years with something of the employee, and the current ones.
 */
export const aguinaldoStatement = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  input: { year?: number; today: string },
): Promise<AguinaldoStatement> => {
  const opening = statementYearOf(input.today);
  const year = input.year ?? opening;
  const period = aguinaldoPeriod(year);
  const [months, years, paid] = await Promise.all([
    repo.employeeAguinaldoMonths(db, companyId, employeeNumber, period),
    repo.employeeAguinaldoYears(db, companyId, employeeNumber),
    repo.paidAguinaldoOf(db, companyId, employeeNumber, period.start),
  ]);
  let total = 0;
  const rows = months.map((m) => {
    total += m.earned + m.imported;
    return { ...m, total };
  });
  return {
    year,
    periodStart: period.start,
    periodEnd: period.end,
    payBy: payByOf(year),
    years: [...new Set([...years, opening, aguinaldoYearOf(input.today), year])].sort((a, b) => b - a),
    months: rows,
    total,
    accrued: aguinaldo({ salaries: [Math.max(0, total) as Cents] }),
    paid,
  };
};
