import type { SettlementExplanation } from '@planilla/contracts';
import {
  AGUINALDO_BASE_LINE_CODES,
  LEGAL_REFS,
  addDays,
  aguinaldoPeriod,
  aguinaldoYearOf,
  ccssEmployer,
  ccssWorker,
  computeMonthlySalaryTax,
  getRuleSet,
  insRiskPremiumLine,
  roundHalfUp,
  terminationCauseOf,
  terminationSettlement,
  type Cents,
  type IsoDate,
  type Payslip,
  type PayslipLine,
  type PayslipLineCode,
  type PayrollRules,
  type PayItem,
} from '@planilla/domain';
import type { ExitFacts, MonthEarning, RegularPayrollRef } from './settlement.repository';
import { settlementDeductions, settlementPayItemsOf } from './settlement-pay-items';

/** Everything the settlement is computed from (read by the service; pure from here on). */
export type SettlementFacts = {
  employee: ExitFacts & { exitDate: string; exitType: NonNullable<ExitFacts['exitType']> };
  payDate: string;
  /** Salary per month since the earliest month any part needs (oldest first). */
  months: MonthEarning[];
  openPayrolls: RegularPayrollRef[];
  salaryPayroll: RegularPayrollRef | null;
  /** Monthly salary in force on the exit date (the averages' fallback without closed months). */
  salaryInForce: number;
  vacation: { pendingDays: number; workDaysPerWeek: number };
  monthToDate: { taxableGross: number; taxWithheld: number };
  /** The employee's pay items in force on the exit (issue 26): a pensión, loans' and advances' balances. */
  payItems?: PayItem[];
};

/** The salary lines counted as "ordinary and extraordinary pay" for the averages and the aguinaldo. */
export const SALARY_LINE_CODES = AGUINALDO_BASE_LINE_CODES;

const monthEnd = (month: string): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(last).padStart(2, '0')}`;
};

/** The first day whose months the settlement reads: the aguinaldo's 1 December or 400 days back, the earlier. */
export const monthsFrom = (entryDate: string, exitDate: string) => {
  const agu = aguinaldoPeriod(aguinaldoYearOf(exitDate)).start;
  const back = addDays(exitDate as IsoDate, -400);
  const from = agu < back ? agu : back;
  return from < entryDate ? entryDate : from;
};

/** The settlement period: from the start of the exit's pay period (not before the entry) to the exit date. */
export const settlementPeriodOf = (
  entryDate: string,
  exitDate: string,
  payPeriodStart: string,
): { start: string; end: string } => ({
  start: payPeriodStart < entryDate ? entryDate : payPeriodStart,
  end: exitDate,
});

const line = (
  code: PayslipLineCode,
  kind: PayslipLine['kind'],
  l: {
    quantity?: number | null;
    unit?: 'days' | null;
    rate?: number | null;
    basis?: number | null;
    amount: number;
  },
  legalRef: string,
): PayslipLine => ({
  code,
  kind,
  quantity: l.quantity ?? null,
  unit: l.unit ?? null,
  rate: l.rate ?? null,
  basis: (l.basis ?? null) as Cents | null,
  amount: l.amount as Cents,
  legalRef,
  date: null,
  disabilityType: null,
  note: null,
});

/**
 * The settlement of an exit as a payslip (pure): the engine's `terminationSettlement` for the exit type's cause
 * and the seniority, its lines as earnings (preaviso, cesantía, pending vacations, proportional aguinaldo), and
 * the CCSS and salary tax on the vacation pay, the only salary among them (preaviso and cesantía are
 * indemnities, the aguinaldo is exempt; the pending salary is paid by the regular payroll of the exit's period).
 */
export const settlementPayslip = (
  facts: SettlementFacts,
  rules: PayrollRules,
  period: { start: string; end: string },
): { explanation: SettlementExplanation; payslip: Payslip } => {
  const e = facts.employee;
  const exit = e.exitDate;
  const ruleSet = getRuleSet(facts.payDate as IsoDate, rules.ruleSets);
  const labourCode = ruleSet.labourCode;
  const monthDays = labourCode.monthDays.value;
  const { cause, legalRef: causeLegalRef } = terminationCauseOf(
    e.exitType.code,
    e.exitType.employerLiability,
  );

  // Complete months: wholly inside the employment, before the exit, with pay, none of their payrolls open.
  const openMonths = new Set(facts.openPayrolls.map((p) => p.periodEnd.slice(0, 7)));
  const complete = facts.months.filter(
    (m) =>
      `${m.month}-01` >= e.entryDate &&
      monthEnd(m.month) <= exit &&
      !openMonths.has(m.month) &&
      m.earned + m.imported > 0,
  );
  const sumOf = (ms: MonthEarning[]) => ms.reduce((n, m) => n + m.earned + m.imported, 0);
  const averageMonths = complete.slice(-labourCode.termination.averageMonths.value);
  const averageFromPay = averageMonths.length > 0;
  const averageTotal = averageFromPay ? sumOf(averageMonths) : facts.salaryInForce;

  // Art. 157: the complete months of the last 50 weeks.
  const since = addDays(exit as IsoDate, -349);
  const vacationMonths = complete.filter((m) => `${m.month}-01` >= since);
  const vacationFromPay = vacationMonths.length > 0;
  const vacationTotal = vacationFromPay ? sumOf(vacationMonths) : facts.salaryInForce;
  const vacationCount = vacationFromPay ? vacationMonths.length : 1;
  const vacationDaily = roundHalfUp(vacationTotal, vacationCount * monthDays);

  // The aguinaldo since 1 December (or the entry): every month with pay, complete or not.
  const agu = aguinaldoPeriod(aguinaldoYearOf(exit));
  const aguStart = agu.start < e.entryDate ? e.entryDate : agu.start;
  const aguinaldoMonths = facts.months.filter(
    (m) => `${m.month}-01` >= aguStart.slice(0, 8) + '01' && `${m.month}-01` <= exit,
  );
  const aguinaldoTotal = sumOf(aguinaldoMonths);

  const result = terminationSettlement(
    {
      hireDate: e.entryDate as IsoDate,
      terminationDate: exit as IsoDate,
      cause,
      recentMonthlySalaries: averageFromPay
        ? averageMonths.map((m) => (m.earned + m.imported) as Cents)
        : [facts.salaryInForce as Cents],
      aguinaldoSalaries: aguinaldoTotal > 0 ? [aguinaldoTotal as Cents] : [],
      vacation: { pendingDays: facts.vacation.pendingDays, workDaysPerWeek: facts.vacation.workDaysPerWeek },
      vacationDailyRate: vacationDaily,
      policy: { cesantiaMethod: rules.policy.cesantiaMethod, vacationCashOut: rules.policy.vacationCashOut },
    },
    labourCode,
  );

  const lines: PayslipLine[] = [];
  let vacationPay = 0;
  for (const l of result.lines) {
    if (l.code === 'PREAVISO')
      lines.push(line('PREAVISO', 'earning', { ...l, unit: 'days' }, LEGAL_REFS.preaviso));
    else if (l.code === 'CESANTIA')
      lines.push(line('CESANTIA', 'earning', { ...l, unit: 'days' }, LEGAL_REFS.cesantia));
    else if (l.code === 'VACATION_PROPORTIONAL') {
      vacationPay = l.amount;
      lines.push(
        line('VACATION_SETTLEMENT', 'earning', { ...l, unit: 'days' }, LEGAL_REFS.vacationSettlement),
      );
    } else if (l.code === 'AGUINALDO_PROPORTIONAL')
      lines.push(
        line(
          'AGUINALDO_PROPORTIONAL',
          'earning',
          { quantity: aguinaldoMonths.length, rate: 1 / 12, basis: aguinaldoTotal, amount: l.amount },
          LEGAL_REFS.aguinaldoProportional,
        ),
      );
  }

  // The vacation pay is salary: CCSS worker and employer lines on it, and the salary tax of its month.
  const taxMonth = facts.payDate.slice(0, 7);
  let tax: Payslip['tax'] = {
    method: 'month_to_date',
    taxMonth,
    monthlyBase: 0 as Cents,
    taxBeforeCredits: 0 as Cents,
    credits: 0 as Cents,
    monthlyTax: 0 as Cents,
    previouslyWithheld: facts.monthToDate.taxWithheld as Cents,
    withheld: 0 as Cents,
    brackets: [],
  };
  const employer: PayslipLine[] = [];
  if (vacationPay > 0) {
    const date = facts.payDate as IsoDate;
    for (const w of ccssWorker({ gross: vacationPay as Cents, date, ruleSets: rules.ruleSets }).lines)
      lines.push(
        line(w.code, 'deduction', { rate: w.rate, basis: vacationPay, amount: w.amount }, w.legalRef),
      );
    const monthlyBase = (facts.monthToDate.taxableGross + vacationPay) as Cents;
    const t = computeMonthlySalaryTax(
      monthlyBase,
      ruleSet.salaryTax,
      { children: e.childrenCount, spouse: e.spouseTaxCredit },
      rules.policy.taxRounding,
    );
    const withheld = Math.max(0, t.tax - facts.monthToDate.taxWithheld) as Cents;
    tax = {
      ...tax,
      monthlyBase,
      taxBeforeCredits: t.taxBeforeCredits,
      credits: t.credits,
      monthlyTax: t.tax,
      withheld,
      brackets: t.brackets,
    };
    if (withheld > 0)
      lines.push(
        line('SALARY_TAX', 'deduction', { basis: monthlyBase, amount: withheld }, ruleSet.salaryTax.legalRef),
      );
    for (const c of ccssEmployer({ gross: vacationPay as Cents, date, ruleSets: rules.ruleSets }).lines)
      employer.push(
        line(c.code, 'employer', { rate: c.rate, basis: vacationPay, amount: c.amount }, c.legalRef),
      );
    // The INS work-risk premium on it too, at the rate of the company's RT policy on the exit date.
    const insPremium = insRiskPremiumLine(vacationPay as Cents, rules.policy.insRiskPremiumRate);
    if (insPremium) employer.push(insPremium);
  }
  // Pay items (issue 26): a pensión, then what the employee still owes (loans, advances, deferred amounts),
  // within the law's limits; what does not fit is reported as a warning and stays on the balance.
  const owed = settlementPayItemsOf(facts.payItems ?? []);
  const items = settlementDeductions(
    owed,
    {
      gross: lines.filter((l) => l.kind === 'earning').reduce((n, l) => n + l.amount, 0),
      lawCharges: lines.filter((l) => l.kind === 'deduction').reduce((n, l) => n + l.amount, 0),
      payDate: facts.payDate,
      periodicity: e.periodicity,
    },
    rules,
    monthDays,
  );
  lines.push(...items.lines);
  lines.push(...employer);
  const references = new Map(owed.map((i) => [i.id, i.reference?.trim() || null]));

  const sum = (kind: PayslipLine['kind']) =>
    lines.filter((l) => l.kind === kind).reduce((n, l) => n + l.amount, 0);
  const gross = sum('earning');
  const deductions = sum('deduction');
  const employerCharges = sum('employer');
  const totals = {
    gross,
    deductions,
    net: gross - deductions,
    employerCharges,
    employerCost: gross + employerCharges,
  };

  const explanation: SettlementExplanation = {
    num_empleado: e.employeeNumber,
    fullName: e.fullName,
    nationalId: e.nationalId,
    hireDate: e.entryDate,
    exitDate: exit,
    payDate: facts.payDate,
    exitType: e.exitType,
    cause,
    causeLegalRef,
    service: {
      years: result.service.years,
      months: result.service.months,
      days: result.service.days,
      totalDays: result.service.totalDays,
    },
    average: {
      source: averageFromPay ? 'payslips' : 'salary_in_force',
      months: averageMonths,
      total: averageTotal,
      monthly: result.averageMonthlySalary,
      daily: result.averageDailySalary,
    },
    noticeDays: result.noticeDays,
    cesantiaYears: result.cesantiaYears,
    cesantiaDays: result.cesantiaDays,
    vacation: {
      pendingDays: result.vacationDays,
      workDaysPerWeek: facts.vacation.workDaysPerWeek,
      source: vacationFromPay ? 'payslips' : 'salary_in_force',
      months: vacationCount,
      total: vacationTotal,
      dailyRate: vacationDaily,
    },
    aguinaldo: { periodStart: aguStart, periodEnd: exit, months: aguinaldoMonths, total: aguinaldoTotal },
    lines: lines.map((l) => ({
      code: l.code,
      kind: l.kind,
      quantity: l.quantity,
      unit: l.unit,
      rate: l.rate,
      basis: l.basis,
      amount: l.amount,
      legalRef: l.legalRef,
      date: l.date,
      note: l.note,
      ...(l.payItem ? { payItem: l.payItem } : {}),
    })),
    ...(owed.length > 0
      ? {
          payItems: items.results.map((r) => ({
            itemId: Number(r.id),
            typeCode: r.code,
            itemClass: r.itemClass,
            lineCode: r.lineCode,
            reference: references.get(r.id) ?? null,
            amount: r.amount,
            due: r.due,
            taken: r.taken,
            deferred: r.deferred,
            balanceBefore: r.balanceBefore,
            balanceAfter: r.balanceAfter,
            limitedBy: r.limitedBy,
          })),
        }
      : {}),
    totals,
    salaryPayroll: facts.salaryPayroll,
    openPayrolls: facts.openPayrolls,
  };

  const payslip: Payslip = {
    employeeId: String(e.employeeNumber),
    period: {
      periodicity: e.periodicity as Payslip['period']['periodicity'],
      start: period.start as IsoDate,
      end: period.end as IsoDate,
    },
    payDate: facts.payDate as IsoDate,
    ruleSetYear: ruleSet.year,
    lines,
    totals: {
      gross: gross as Cents,
      deductions: deductions as Cents,
      net: (gross - deductions) as Cents,
      employerCharges: employerCharges as Cents,
      provisions: 0 as Cents,
      employerCost: (gross + employerCharges) as Cents,
      ccssBase: vacationPay as Cents,
      taxableGross: vacationPay as Cents,
      aguinaldoBase: 0 as Cents,
    },
    tax,
    days: {
      calendar: 0,
      payable: 0,
      worked: 0,
      absent: 0,
      vacation: 0,
      disability: 0,
      unresolved: 0,
      holidaysWorked: 0,
      restDaysWorked: 0,
      subsidized: 0,
      extraHours: 0,
    },
    blockers: [],
    warnings: items.warnings,
    ...(owed.length > 0 ? { payItems: items.results } : {}),
  };
  return { explanation, payslip };
};
