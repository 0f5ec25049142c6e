import type { IsoDate } from '../calendar/iso-date';
import type { BasisPoints, Cents } from '../money/money';
import type {
  PayItemClass,
  PayItemKind,
  PayItemLineCode,
  PayItemTreatment,
  ProtectedAmountRule,
} from '../rules/types';

/**
 * What a percentage item is a percentage of: `gross_salary`, the payslip's salary (its earnings that are salary:
 * the CCSS base without the CCSS half of maternity or paternity days, so no subsidy and no travel allowance;
 * for an earning, the salary before any pay item), or `salary_after_charges`, that salary less the law's charges
 * (the CCSS worker lines and the salary tax): the "salario líquido" of art. 172 and of the pensión.
 */
export type PayItemPercentageBase = 'gross_salary' | 'salary_after_charges';

/** How much an item is this period, before what the law lets the payroll take. */
export type PayItemValue =
  | { readonly type: 'amount'; readonly amount: Cents }
  | { readonly type: 'percentage'; readonly rate: BasisPoints; readonly of: PayItemPercentageBase }
  /** A quantity (sales, trips, kilometres; up to 4 decimals) × a rate in céntimos. */
  | { readonly type: 'quantity'; readonly quantity: number; readonly rate: Cents }
  /** An embargo that takes all art. 172 lets it take each period until its `balance` (the debt) is paid. */
  | { readonly type: 'legal_maximum' };

/**
 * One of an employee's pay items in force for the period: the company's catalogue item (its code, class and,
 * for an earning, the legal treatment) and what the employee's item says.
 */
export type PayItem = {
  /** The caller's id of the employee's item; echoed on its line and its result. */
  readonly id: string;
  /** The company catalogue's code of the item (`COMISION`, `SEGURO_INS`); echoed. */
  readonly code: string;
  readonly itemClass: PayItemClass;
  /** When given, it must be the class's kind (`payItemClassRule(itemClass).kind`). */
  readonly kind?: PayItemKind;
  /** An earning's legal treatment; default the class's shipped one. Ignored for deductions and employer charges. */
  readonly treatment?: PayItemTreatment;
  readonly value: PayItemValue;
  /** The court case (expediente) of a pensión or embargo, the loan number; required for an embargo. */
  readonly reference?: string | null;
  /** The date a pensión or an embargo was ordered (required for both): the queue, and an embargo's protected amount. */
  readonly orderDate?: IsoDate;
  /**
   * An embargo's monthly protected amount as its order states it, in céntimos; default the lowest minimum wage of
   * the decree in force on `orderDate` (`protectedAmountOn`).
   */
  readonly protectedAmount?: Cents;
  /**
   * What is still owed before this payroll (a loan's or an advance's balance, an embargo's debt); required for
   * loans and advances and for a `legal_maximum` embargo. Never more than it is taken.
   */
  readonly balance?: Cents;
  /** Deferred by earlier payrolls (the minimum-wage floor stopped it) and due now besides this period's amount. */
  readonly deferred?: Cents;
};

/** Why an item took less than its amount plus what was deferred. */
export type PayItemLimit =
  /** The balance of a loan, an advance or an embargo's debt is less. */
  | 'balance'
  /** The pensiones together reached 50 % of the salary after the law's charges. */
  | 'alimony_cap'
  /** The embargos queued before it, or its own art. 172 part, left less. */
  | 'garnishment_limit'
  /** More would take the net below the protected amount (a pensión is never stopped by it). */
  | 'minimum_wage_floor';

/** How an embargo's line was computed (CT art. 172), for the payslip, the voucher and the explanation. */
export type GarnishmentComputation = {
  readonly orderDate: IsoDate;
  /** The decree whose lowest minimum protects this order, `null` when the order states its amount. */
  readonly decree: string | null;
  /** `decree`: from the table by the order date; `order`: the amount the order states (`PayItem.protectedAmount`). */
  readonly protectedFrom: 'decree' | 'order';
  /**
   * The order date is after the last decree known (`forward`: the last one stands in) or before the first
   * (`backward`: the first one stands in); `null` when the decree in force that day is known.
   */
  readonly carried: 'forward' | 'backward' | null;
  readonly protectedMonthly: Cents;
  /** The protected amount for the pay period: monthly × the period's days ÷ 30 (a fortnight half, a week 7/30). */
  readonly protectedForPeriod: Cents;
  /** The salary after the law's charges, the base of art. 172 (incapacity subsidies and allowances left out). */
  readonly salaryAfterCharges: Cents;
  /** The part of that salary above the protected amount, up to 3 × it. */
  readonly lowerBand: Cents;
  /** 1/8 of `lowerBand`, rounded down. */
  readonly lowerShare: Cents;
  /** The part above 3 × the protected amount. */
  readonly upperBand: Cents;
  /** 1/4 of `upperBand`, rounded down. */
  readonly upperShare: Cents;
  /** `lowerShare + upperShare`: the most this order may have, with the orders before it, this period. */
  readonly garnishable: Cents;
  /** Taken this period by the embargos ordered before it. */
  readonly takenByEarlier: Cents;
  /** `garnishable − takenByEarlier`, at least 0. */
  readonly available: Cents;
};

/** What happened to one pay item on the payslip. `taken + deferred = due` always. */
export type PayItemResult = {
  readonly id: string;
  readonly code: string;
  readonly itemClass: PayItemClass;
  readonly kind: PayItemKind;
  readonly lineCode: PayItemLineCode;
  /** This period's amount by the item's value (0 for a `legal_maximum` embargo: the law decides). */
  readonly amount: Cents;
  /** `amount + deferred` (a `legal_maximum` embargo: what art. 172 lets it take), at most the balance. */
  readonly due: Cents;
  /** On the payslip's line (no line when 0). */
  readonly taken: Cents;
  /** `due − taken`: rolls forward to the next payroll (0 for a `legal_maximum` embargo, whose balance carries it). */
  readonly deferred: Cents;
  readonly balanceBefore: Cents | null;
  /** `balanceBefore − taken`; `null` without a balance. */
  readonly balanceAfter: Cents | null;
  /** The last limit that cut it, `null` when it took its whole amount. */
  readonly limitedBy: PayItemLimit | null;
  readonly garnishment: GarnishmentComputation | null;
};

/** What a pay item's line says of its item (other lines have no `payItem`). */
export type PayslipLinePayItem = {
  readonly id: string;
  readonly code: string;
  readonly itemClass: PayItemClass;
  readonly reference: string | null;
  /** The earning's flags (all false for deductions and employer charges): what the line counts for. */
  readonly treatment: PayItemTreatment;
  readonly garnishment: GarnishmentComputation | null;
};

/** The protected amount in force on a date, and whether the table had to stand in for an unknown decree. */
export type ProtectedAmountInForce = {
  readonly rule: ProtectedAmountRule;
  readonly carried: 'forward' | 'backward' | null;
};
