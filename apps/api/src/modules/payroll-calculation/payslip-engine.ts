import type { PayrollTotals, StaleReason } from '@planilla/contracts';
import {
  DomainError,
  calculatePayslip,
  type Payslip,
  type PayslipInput,
  type Periodicity,
} from '@planilla/domain';
import { AppError } from '../../lib/errors';
import { type payrollRulesFor } from '../legal-rules/rules-provider';
import { type PayrollMemberFacts } from '../payroll/payroll.repository';
import { buildPayslipInput } from '../payroll/payslip-input';
import { type PayrollRecord } from '../payroll-state/payroll-state.repository';
import type * as payslips from '../payslips/payslips.repository';
import { shortHash } from '../../lib/hash';
import { yieldToOthers } from '../jobs/chunked';

/** Members the engine runs between two yields of the event loop (~10 ms). */
const YIELD_EVERY = 200;

// ---------------------------------------------------------------------------------------------------------
// The engine over a whole payroll (pure: facts in, payslips out)

/**
 * Hashes of the parts of an input that do not come from the payroll's attendance: the stale check compares them.
 * `history` covers what earlier payrolls give it: the art. 157 average (a payroll closed since) and the day
 * numbers of its incapacity days (an incapacity registered in an earlier payroll that this one continues);
 * `payItems` the employee's pay items (added, changed, ended, or a balance moved by another payroll's closing).
 */
export const inputHashesOf = (
  input: PayslipInput,
): Record<Exclude<StaleReason, 'attendance' | 'legal'>, string> => ({
  salary: shortHash(input.salaries),
  // A week's rest days count only where the week does not pay them (art. 152); other pay hashes as before.
  schedule: shortHash(
    input.restDayPaid === undefined
      ? [input.jornada, input.jornadaChanges ?? []]
      : [input.jornada, input.jornadaChanges ?? [], input.restDayPaid, input.restDays ?? []],
  ),
  periodicity: shortHash(input.period),
  employment: shortHash([input.hireDate ?? null, input.exitDate ?? null]),
  credits: shortHash([input.children ?? 0, input.spouse ?? false]),
  history: shortHash([
    input.vacationAverage ?? null,
    input.attendance.flatMap((d) => (d.code === 'I' ? [d.disability.dayNumber] : [])),
  ]),
  // Pay items in force, their values and the balances and deferred amounts other payrolls' closings moved.
  payItems: shortHash(input.payItems ?? []),
});

const runFactsOf = (payroll: PayrollRecord, m: PayrollMemberFacts) => ({
  periodicity: payroll.periodicity as Periodicity,
  periodStart: payroll.periodStart,
  periodEnd: payroll.periodEnd,
  payDate: payroll.payDate,
  firstDay: m.firstDay,
  lastDay: m.lastDay,
  attendance: m.attendance,
  monthToDate: m.monthToDate,
  incapacityBefore: m.incapacityBefore,
  vacationAverage: m.vacationAverage,
});

/** The engine's input for one member of the payroll (the payroll module's builder). */
export const memberInput = (payroll: PayrollRecord, m: PayrollMemberFacts): PayslipInput =>
  buildPayslipInput(m, m.firstDay, runFactsOf(payroll, m)).input;

/** Runs the engine for every member; `onProgress` every `step` employees. Throws AppError on an engine failure. */
export const computePayslips = async (
  payroll: PayrollRecord,
  members: PayrollMemberFacts[],
  rules: Awaited<ReturnType<typeof payrollRulesFor>>,
  onProgress?: (done: number) => Promise<void> | void,
  step = 1_000,
  /**
   * Milliseconds spent building the engine's inputs from the facts and in the engine, added up per employee (the
   * bench's figures: the time between employees, when the event loop serves other work, is in neither).
   */
  timing?: { inputMs: number; engineMs: number },
): Promise<payslips.StoredPayslip[]> => {
  const out: payslips.StoredPayslip[] = [];
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    let input: PayslipInput;
    let payslip: Payslip;
    let engineFrom = 0;
    try {
      const inputFrom = timing ? performance.now() : 0;
      input = memberInput(payroll, m);
      if (timing) {
        engineFrom = performance.now();
        timing.inputMs += engineFrom - inputFrom;
      }
      payslip = calculatePayslip(input, rules);
    } catch (err) {
      const reason = err instanceof DomainError ? err.code : 'ERROR';
      throw new AppError('PAYROLL_CALCULATION_FAILED', undefined, {
        cause: err,
        params: { num_empleado: m.employeeNumber, reason },
      });
    }
    const daysByCode: Record<string, number> = {};
    for (const d of m.attendance) daysByCode[d.code] = (daysByCode[d.code] ?? 0) + 1;
    const issues: payslips.StoredPayslip['issues'] = [...payslip.blockers, ...payslip.warnings].map((w) => ({
      code: w.code as string,
      date: w.date,
      detail: w.detail,
    }));
    if (!m.hasBankAccount) issues.push({ code: 'NO_BANK_ACCOUNT', date: null, detail: null });
    out.push({
      employeeNumber: m.employeeNumber,
      payslip,
      input,
      inputHashes: inputHashesOf(input),
      daysByCode,
      issues,
      ...(m.payItems?.length
        ? { payItemPayees: Object.fromEntries(m.payItems.map((i) => [String(i.id), i.payeeId])) }
        : {}),
    });
    if (timing) timing.engineMs += performance.now() - engineFrom;
    if (onProgress && (i + 1) % step === 0) await onProgress(i + 1);
    // The connection's I/O (a slice being stored, the next one read) goes on between two runs of members.
    else if ((i + 1) % YIELD_EVERY === 0) await yieldToOthers();
  }
  return out;
};

export const totalsOf = (slips: payslips.StoredPayslip[]): Omit<PayrollTotals, 'employees' | 'warnings'> => {
  const t = { gross: 0, deductions: 0, net: 0, employerCharges: 0, provisions: 0, employerCost: 0 };
  for (const s of slips) {
    t.gross += s.payslip.totals.gross;
    t.deductions += s.payslip.totals.deductions;
    t.net += s.payslip.totals.net;
    t.employerCharges += s.payslip.totals.employerCharges;
    t.provisions += s.payslip.totals.provisions;
    t.employerCost += s.payslip.totals.employerCost;
  }
  return t;
};
