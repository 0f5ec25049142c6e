import {
  CR_GARNISHMENT_RULES,
  checkPayItems,
  payItemClassRule,
  payItemDeductions,
  protectedAmountForPeriod,
  protectedAmountOn,
  type Cents,
  type IsoDate,
  type PayItem,
  type PayItemResult,
  type PayslipIssue,
  type PayslipLine,
  type PayrollRules,
  type Periodicity,
} from '@planilla/domain';

// Pay items at termination (issue 26): what the employee still owes is deducted from the settlement within the
// law's limits, and a pensión alimentaria applies to it. Pure: the items come built (`payItemOf`).

/** Classes whose whole balance is owed when the employment ends. */
const BALANCE_CLASSES = new Set(['company_loan', 'association_loan', 'advance']);

/**
 * The items a settlement takes, from the employee's items in force on the exit: a pensión as its order says
 * (it applies to the settlement: issue 26); a loan or an advance for its whole balance; any other deduction for
 * what earlier payrolls deferred. Embargos are left out (the settlement is mostly preaviso and cesantía, which
 * are indemnities, not salary; art. 172 garnishes salary), and so are earnings and employer charges.
 */
export const settlementPayItemsOf = (items: readonly PayItem[]): PayItem[] => {
  const out: PayItem[] = [];
  for (const item of items) {
    const kind = payItemClassRule(item.itemClass).kind;
    if (kind !== 'deduction' || item.itemClass === 'embargo') continue;
    if (item.itemClass === 'alimony') out.push(item);
    else if (BALANCE_CLASSES.has(item.itemClass)) {
      if ((item.balance ?? 0) > 0) {
        const { deferred: _deferred, ...rest } = item;
        void _deferred;
        out.push({ ...rest, value: { type: 'amount', amount: item.balance as Cents } });
      }
    } else if ((item.deferred ?? 0) > 0) out.push({ ...item, value: { type: 'amount', amount: 0 as Cents } });
  }
  return out;
};

export type SettlementDeductions = {
  lines: PayslipLine[];
  results: PayItemResult[];
  warnings: PayslipIssue[];
};

/**
 * The engine's pay-item deductions on a settlement: after the law's charges (the CCSS and tax on its vacation
 * pay), pensiones first (at most 50 % of the settlement after charges, even below the floor), then the rest, never
 * leaving the worker less than the protected amount of one pay period (the floor of the pay date, for the
 * employee's periodicity). What does not fit is reported (a `DEDUCTION_DEFERRED` warning; the balance stays).
 */
export const settlementDeductions = (
  items: readonly PayItem[],
  settlement: { gross: number; lawCharges: number; payDate: string; periodicity: string },
  rules: PayrollRules,
  monthDays: number,
): SettlementDeductions => {
  if (items.length === 0) return { lines: [], results: [], warnings: [] };
  const checked = checkPayItems(items);
  const garnishment = rules.garnishment ?? CR_GARNISHMENT_RULES;
  const periodicity = settlement.periodicity as Periodicity;
  const d = payItemDeductions(checked, {
    grossSalary: settlement.gross as Cents,
    salaryAfterCharges: Math.max(0, settlement.gross - settlement.lawCharges) as Cents,
    alreadyDeducted: 0 as Cents,
    floor: protectedAmountForPeriod(
      protectedAmountOn(settlement.payDate as IsoDate, garnishment).rule.monthly,
      periodicity,
      monthDays,
    ),
    periodicity,
    monthDays,
    rules: garnishment,
  });
  const results: PayItemResult[] = [];
  for (let i = 0; i < checked.length; i++) {
    const r = d.results.get(i);
    if (r) results.push(r);
  }
  return { lines: d.deductions, results, warnings: d.warnings };
};
