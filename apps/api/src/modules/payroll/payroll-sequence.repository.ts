import { sql, type SQL } from 'drizzle-orm';

/**
 * A payroll's number within its kind, periodicity and year (the year its period ends), counted by period start:
 * the `22` of "Planilla quincenal 22" (contracts' `payrollName`). The calendar numbers its list with the same
 * rule as a window function; a single payroll's number is this count. `p` is the alias of `payrolls`.
 */
export const payrollSequence = (p: string): SQL =>
  sql.raw(`(select count(*) from payrolls q where q.company_id = ${p}.company_id and q.kind = ${p}.kind
    and q.periodicity = ${p}.periodicity and extract(year from q.period_end) = extract(year from ${p}.period_end)
    and (q.period_start, q.id) <= (${p}.period_start, ${p}.id))`);
