import { toDayNumber, type IsoDate } from '../calendar/iso-date';
import { nominalDays, type Periodicity } from '../calendar/periods';
import { invalidInput } from '../errors';
import {
  BASIS_POINTS_PER_UNIT,
  applyRate,
  cents,
  mulDiv,
  rateFromBasisPoints,
  type BasisPoints,
  type Cents,
} from '../money/money';
import { CR_GARNISHMENT_RULES } from '../rules/cr/garnishment';
import { CR_PAY_ITEM_CLASSES } from '../rules/cr/pay-items';
import {
  PAY_ITEM_CLASSES,
  type GarnishmentRules,
  type PayItemClass,
  type PayItemClassRule,
  type PayItemClassRules,
  type PayItemTreatment,
} from '../rules/types';
import type {
  GarnishmentComputation,
  PayItem,
  PayItemLimit,
  PayItemResult,
  PayslipLinePayItem,
  ProtectedAmountInForce,
} from './pay-item-types';
import { issue } from './payslip-lines';
import type { LineKind, PayslipIssue, PayslipLine, PayslipLineCode } from './payslip-types';

// Pay items on a payslip (issue 26): earnings enter the bases their treatment says; deductions are taken after
// the law's charges in the law's order and within its limits, and what cannot be taken rolls forward.

/**
 * The order deductions are taken in after the law's charges (CCSS, salary tax): pensiones alimentarias, then
 * embargos (each queue by order date), then the rest: the association's savings and loans, the company's loans,
 * advances, voluntary deductions (each in the order given). Employer charges come last and take nothing.
 */
export const DEDUCTION_ORDER: readonly PayItemClass[] = [
  'alimony',
  'embargo',
  'association_savings',
  'association_loan',
  'company_loan',
  'advance',
  'voluntary',
];

/** Classes that owe a balance: never more than it is taken, and the result gives the balance after. */
const BALANCE_CLASSES: ReadonlySet<PayItemClass> = new Set(['company_loan', 'association_loan', 'advance']);
/** Court orders: queued by their order date. */
const ORDER_CLASSES: ReadonlySet<PayItemClass> = new Set(['alimony', 'embargo']);

const NO_TREATMENT: PayItemTreatment = {
  ccssBase: false,
  taxable: false,
  aguinaldo: false,
  settlementAverage: false,
};
const QUANTITY_SCALE = 10_000;

/** The shipped treatment of a class (`CR_PAY_ITEM_CLASSES`): kind, line code, flags, legal basis, source. */
export function payItemClassRule(
  itemClass: PayItemClass,
  classes: PayItemClassRules = CR_PAY_ITEM_CLASSES,
): PayItemClassRule {
  const rule = classes[itemClass];
  if (!rule) throw invalidInput(`itemClass must be one of ${PAY_ITEM_CLASSES.join(', ')}`, 'itemClass');
  return rule;
}

/**
 * The protected (inembargable) monthly amount of the decree in force on `date` (CT art. 172: the lowest monthly
 * minimum wage of the decree in force when the embargo is ordered). A date before the first decree known gets the
 * first (`carried: 'backward'`), a date in a year after the last decree known gets the last (`forward`).
 */
export function protectedAmountOn(
  date: IsoDate,
  rules: GarnishmentRules = CR_GARNISHMENT_RULES,
): ProtectedAmountInForce {
  toDayNumber(date, 'date');
  let inForce: ProtectedAmountInForce['rule'] | undefined;
  let earliest: ProtectedAmountInForce['rule'] | undefined;
  for (const rule of rules.protectedAmounts) {
    if (!earliest || rule.effectiveFrom < earliest.effectiveFrom) earliest = rule;
    if (rule.effectiveFrom <= date && (!inForce || rule.effectiveFrom >= inForce.effectiveFrom))
      inForce = rule;
  }
  if (inForce) {
    const carried = date.slice(0, 4) > inForce.effectiveFrom.slice(0, 4) ? 'forward' : null;
    return { rule: inForce, carried };
  }
  if (!earliest) throw invalidInput('no protected amount is registered', 'protectedAmounts');
  return { rule: earliest, carried: 'backward' };
}

/**
 * The protected amount for one pay period: the monthly amount × the period's days ÷ 30, rounded half-up (a
 * fortnight half, a week 7/30, a biweekly period 14/30, a month the whole). The period's own days, not the days
 * the employee worked in it: a new hire's part month is protected like a whole one.
 */
export function protectedAmountForPeriod(monthly: Cents, periodicity: Periodicity, monthDays = 30): Cents {
  return mulDiv(monthly, nominalDays(periodicity), monthDays);
}

/** `amount × rate ÷ 10 000` rounded down: a limit of the law is never passed by a céntimo. */
function floorRate(amount: number, rate: BasisPoints): Cents {
  const product = amount * rate;
  if (Number.isSafeInteger(product)) return Math.floor(product / BASIS_POINTS_PER_UNIT) as Cents;
  return Number((BigInt(amount) * BigInt(rate)) / BigInt(BASIS_POINTS_PER_UNIT)) as Cents;
}

export type GarnishableAmount = {
  /** The part of the salary above the protected amount, up to 3 × it. */
  readonly lowerBand: Cents;
  readonly lowerShare: Cents;
  /** The part above 3 × the protected amount. */
  readonly upperBand: Cents;
  readonly upperShare: Cents;
  /** What every embargo together may take: `lowerShare + upperShare`. */
  readonly garnishable: Cents;
};

/**
 * The garnishable part of a salary after the law's charges (CT art. 172): 1/8 of the part above the protected
 * amount up to 3 × it, and 1/4 of the rest, each rounded down to the céntimo.
 */
export function garnishableAmount(
  salaryAfterCharges: Cents,
  protectedAmount: Cents,
  rules: GarnishmentRules = CR_GARNISHMENT_RULES,
): GarnishableAmount {
  const salary = Math.max(0, salaryAfterCharges);
  const excess = Math.max(0, salary - protectedAmount);
  const lowerBand = Math.min(excess, protectedAmount * (rules.lowerBandMultiple.value - 1)) as Cents;
  const upperBand = (excess - lowerBand) as Cents;
  const lowerShare = floorRate(lowerBand, rules.lowerBandShare.value);
  const upperShare = floorRate(upperBand, rules.upperBandShare.value);
  return { lowerBand, lowerShare, upperBand, upperShare, garnishable: (lowerShare + upperShare) as Cents };
}

/** A pay item checked, with its class's rule and its treatment. */
export type CheckedPayItem = {
  readonly index: number;
  readonly field: string;
  readonly item: PayItem;
  readonly rule: PayItemClassRule;
  readonly treatment: PayItemTreatment;
};

function nonNegative(value: unknown, field: string): Cents {
  const amount = cents(value as number, field);
  if (amount < 0) throw invalidInput(`${field} cannot be negative`, field);
  return amount;
}

/**
 * Checks `PayslipInput.payItems` and resolves each item's class rule and treatment. Refuses (`INVALID_*`, the
 * field named) a repeated id, an unknown class or a kind that is not the class's, a negative amount, a rate over
 * 100 %, an embargo without its case number, a pensión or embargo without its order date, a loan or advance
 * without its balance, a deferred amount on an earning.
 */
export function checkPayItems(
  items: unknown,
  classes: PayItemClassRules = CR_PAY_ITEM_CLASSES,
): CheckedPayItem[] {
  if (!Array.isArray(items)) throw invalidInput('payItems must be a list', 'payItems');
  const ids = new Set<string>();
  return (items as readonly PayItem[]).map((item, index): CheckedPayItem => {
    const field = `payItems[${index}]`;
    if (!item || typeof item !== 'object') throw invalidInput(`${field} must be an object`, field);
    if (typeof item.id !== 'string' || item.id === '') throw invalidInput('id is required', `${field}.id`);
    if (ids.has(item.id)) throw invalidInput('two pay items have the same id', `${field}.id`);
    ids.add(item.id);
    if (typeof item.code !== 'string' || item.code === '')
      throw invalidInput('code is required', `${field}.code`);
    if (!PAY_ITEM_CLASSES.includes(item.itemClass)) {
      throw invalidInput(`itemClass must be one of ${PAY_ITEM_CLASSES.join(', ')}`, `${field}.itemClass`);
    }
    const rule = payItemClassRule(item.itemClass, classes);
    if (item.kind !== undefined && item.kind !== rule.kind) {
      throw invalidInput(
        `a ${item.itemClass} item is ${rule.kind === 'employer' ? 'an' : 'a'} ${rule.kind}`,
        `${field}.kind`,
      );
    }
    const earning = rule.kind === 'earning';
    const value = item.value;
    switch (value?.type) {
      case 'amount':
        nonNegative(value.amount, `${field}.value.amount`);
        break;
      case 'percentage':
        if (!Number.isInteger(value.rate) || value.rate < 0 || value.rate > BASIS_POINTS_PER_UNIT) {
          throw invalidInput(
            'rate must be whole basis points from 0 to 10000 (100 %)',
            `${field}.value.rate`,
          );
        }
        if (value.of !== 'gross_salary' && value.of !== 'salary_after_charges') {
          throw invalidInput('of must be gross_salary or salary_after_charges', `${field}.value.of`);
        }
        if (value.of === 'salary_after_charges' && earning) {
          throw invalidInput(
            'an earning cannot be a percentage of the salary after charges',
            `${field}.value.of`,
          );
        }
        break;
      case 'quantity': {
        const scaled = value.quantity * QUANTITY_SCALE;
        if (!Number.isFinite(scaled) || value.quantity < 0 || Math.abs(scaled - Math.round(scaled)) > 1e-6) {
          throw invalidInput(
            'quantity must be at least 0, with at most 4 decimals',
            `${field}.value.quantity`,
          );
        }
        nonNegative(value.rate, `${field}.value.rate`);
        break;
      }
      case 'legal_maximum':
        if (item.itemClass !== 'embargo') {
          throw invalidInput('only an embargo takes the legal maximum', `${field}.value.type`);
        }
        if (item.balance === undefined) {
          throw invalidInput(
            'an embargo at the legal maximum needs the balance it garnishes',
            `${field}.balance`,
          );
        }
        if (item.deferred !== undefined && item.deferred !== 0) {
          throw invalidInput(
            'an embargo at the legal maximum defers nothing: its balance carries it',
            `${field}.deferred`,
          );
        }
        break;
      default:
        throw invalidInput(
          'value.type must be amount, percentage, quantity or legal_maximum',
          `${field}.value.type`,
        );
    }
    if (item.reference !== undefined && item.reference !== null && typeof item.reference !== 'string') {
      throw invalidInput('reference must be text', `${field}.reference`);
    }
    if (item.itemClass === 'embargo' && !item.reference?.trim()) {
      throw invalidInput('an embargo needs its case number', `${field}.reference`);
    }
    if (ORDER_CLASSES.has(item.itemClass)) {
      if (item.orderDate === undefined)
        throw invalidInput('the order date is required', `${field}.orderDate`);
      toDayNumber(item.orderDate, `${field}.orderDate`);
    }
    if (item.protectedAmount !== undefined) {
      if (item.itemClass !== 'embargo') {
        throw invalidInput('only an embargo has a protected amount', `${field}.protectedAmount`);
      }
      if (nonNegative(item.protectedAmount, `${field}.protectedAmount`) === 0) {
        throw invalidInput('protectedAmount must be more than 0', `${field}.protectedAmount`);
      }
    }
    if (item.balance !== undefined) nonNegative(item.balance, `${field}.balance`);
    else if (BALANCE_CLASSES.has(item.itemClass)) {
      throw invalidInput(`a ${item.itemClass} needs its balance`, `${field}.balance`);
    }
    if (item.deferred !== undefined) {
      nonNegative(item.deferred, `${field}.deferred`);
      if (rule.kind !== 'deduction') throw invalidInput('only a deduction is deferred', `${field}.deferred`);
    }
    const treatment = earning ? (item.treatment ?? rule.treatment) : NO_TREATMENT;
    if (earning) {
      for (const flag of ['ccssBase', 'taxable', 'aguinaldo', 'settlementAverage'] as const) {
        if (typeof treatment[flag] !== 'boolean') {
          throw invalidInput(`treatment.${flag} must be true or false`, `${field}.treatment.${flag}`);
        }
      }
    }
    return { index, field, item, rule, treatment };
  });
}

/** An item's amount this period, and the figures its line shows (quantity, rate, basis). */
type Valued = {
  readonly amount: Cents;
  readonly quantity: number | null;
  readonly rate: number | null;
  readonly basis: Cents | null;
};

function valueOf(item: PayItem, grossSalary: Cents, salaryAfterCharges: Cents): Valued {
  const value = item.value;
  switch (value.type) {
    case 'amount':
      return { amount: value.amount, quantity: null, rate: null, basis: null };
    case 'percentage': {
      const basis = value.of === 'gross_salary' ? grossSalary : salaryAfterCharges;
      return {
        amount: applyRate(basis, value.rate),
        quantity: null,
        rate: rateFromBasisPoints(value.rate),
        basis,
      };
    }
    case 'quantity':
      return {
        amount: mulDiv(value.rate, Math.round(value.quantity * QUANTITY_SCALE), QUANTITY_SCALE),
        quantity: value.quantity,
        rate: 1,
        basis: value.rate,
      };
    case 'legal_maximum':
      return { amount: 0 as Cents, quantity: null, rate: null, basis: null };
  }
}

// Every line has the same fields in the same order; a pay item's line adds `payItem` at the end.
function payItemLine(
  checked: CheckedPayItem,
  kind: LineKind,
  valued: Pick<Valued, 'quantity' | 'rate' | 'basis'>,
  amount: Cents,
  legalRef: string,
  garnishment: GarnishmentComputation | null,
): PayslipLine {
  const { item, rule, treatment } = checked;
  const reference = item.reference?.trim() || null;
  const payItem: PayslipLinePayItem = {
    id: item.id,
    code: item.code,
    itemClass: item.itemClass,
    reference,
    treatment,
    garnishment,
  };
  return {
    code: rule.lineCode as PayslipLineCode,
    kind,
    quantity: valued.quantity,
    unit: null,
    rate: valued.rate,
    basis: valued.basis,
    amount,
    legalRef,
    date: null,
    disabilityType: null,
    note: reference,
    payItem,
  };
}

function result(
  checked: CheckedPayItem,
  amount: Cents,
  due: Cents,
  taken: Cents,
  limitedBy: PayItemLimit | null,
  garnishment: GarnishmentComputation | null = null,
  deferred: Cents = (due - taken) as Cents,
): PayItemResult {
  const { item, rule } = checked;
  const balanceBefore = item.balance ?? null;
  return {
    id: item.id,
    code: item.code,
    itemClass: item.itemClass,
    kind: rule.kind,
    lineCode: rule.lineCode,
    amount,
    due,
    taken,
    deferred,
    balanceBefore,
    balanceAfter: balanceBefore === null ? null : ((balanceBefore - taken) as Cents),
    limitedBy,
    garnishment,
  };
}

export type PayItemEarnings = {
  readonly lines: PayslipLine[];
  readonly results: ReadonlyMap<number, PayItemResult>;
  readonly total: Cents;
  /** The earnings without each flag: they come off the CCSS base, the tax base, the aguinaldo base. */
  readonly outsideCcss: Cents;
  readonly untaxed: Cents;
  readonly outsideAguinaldo: Cents;
};

/**
 * The earning items' lines, in the order given: an amount, a percentage of the salary before pay items, or a
 * quantity × a rate, each with its class's legal basis. What each is outside of is summed for the bases.
 */
export function payItemEarnings(items: readonly CheckedPayItem[], grossSalary: Cents): PayItemEarnings {
  const lines: PayslipLine[] = [];
  const results = new Map<number, PayItemResult>();
  let total = 0;
  let outsideCcss = 0;
  let untaxed = 0;
  let outsideAguinaldo = 0;
  for (const checked of items) {
    if (checked.rule.kind !== 'earning') continue;
    const valued = valueOf(checked.item, grossSalary, 0 as Cents);
    results.set(checked.index, result(checked, valued.amount, valued.amount, valued.amount, null));
    if (valued.amount === 0) continue;
    lines.push(payItemLine(checked, 'earning', valued, valued.amount, checked.rule.legalRef, null));
    total += valued.amount;
    if (!checked.treatment.ccssBase) outsideCcss += valued.amount;
    if (!checked.treatment.taxable) untaxed += valued.amount;
    if (!checked.treatment.aguinaldo) outsideAguinaldo += valued.amount;
  }
  return {
    lines,
    results,
    total: total as Cents,
    outsideCcss: outsideCcss as Cents,
    untaxed: untaxed as Cents,
    outsideAguinaldo: outsideAguinaldo as Cents,
  };
}

/** What the deductions are taken from and within. */
export type PayItemDeductionContext = {
  /** The payslip's salary: earnings that are salary (the CCSS base without the CCSS half of parental leave). */
  readonly grossSalary: Cents;
  /** `grossSalary` less the law's charges (CCSS worker lines, salary tax), at least 0. */
  readonly salaryAfterCharges: Cents;
  /** Deducted already and not movable: the `-` days' PAY_DEDUCTION lines. */
  readonly alreadyDeducted: Cents;
  /** The protected amount of the pay date for the period: no deduction but a pensión takes the net below it. */
  readonly floor: Cents;
  readonly periodicity: Periodicity;
  readonly monthDays: number;
  readonly rules: GarnishmentRules;
};

export type PayItemDeductions = {
  readonly deductions: PayslipLine[];
  readonly employer: PayslipLine[];
  readonly results: ReadonlyMap<number, PayItemResult>;
  readonly warnings: PayslipIssue[];
};

/** ₡1 234 567,89: an amount as the Spanish legal basis quotes it. */
function colonesText(amount: Cents): string {
  const whole = Math.floor(Math.abs(amount) / 100);
  const fraction = String(Math.abs(amount) % 100).padStart(2, '0');
  return `${amount < 0 ? '−' : ''}₡${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${fraction}`;
}

function garnishmentRef(base: string, g: GarnishmentComputation): string {
  const origin =
    g.protectedFrom === 'order'
      ? 'monto que indica la orden'
      : `${g.decree ?? ''}, vigente al embargo del ${g.orderDate}${g.carried ? ': decreto más cercano conocido' : ''}`;
  const parts = [
    base,
    `inembargable ${colonesText(g.protectedMonthly)} al mes (${origin}), ${colonesText(g.protectedForPeriod)} en el periodo`,
    `salario líquido ${colonesText(g.salaryAfterCharges)}`,
    `1/8 de ${colonesText(g.lowerBand)} (hasta 3 veces el inembargable) = ${colonesText(g.lowerShare)}`,
    `1/4 de ${colonesText(g.upperBand)} = ${colonesText(g.upperShare)}`,
    `embargable ${colonesText(g.garnishable)}`,
  ];
  if (g.takenByEarlier > 0) parts.push(`embargos anteriores ${colonesText(g.takenByEarlier)}`);
  return parts.join('; ');
}

const byLegalOrder = (a: CheckedPayItem, b: CheckedPayItem): number => {
  const rank = (c: CheckedPayItem) => {
    const index = DEDUCTION_ORDER.indexOf(c.item.itemClass);
    return index === -1 ? DEDUCTION_ORDER.length : index;
  };
  const byClass = rank(a) - rank(b);
  if (byClass !== 0) return byClass;
  if (ORDER_CLASSES.has(a.item.itemClass)) {
    const [x, y] = [a.item.orderDate ?? '', b.item.orderDate ?? ''];
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.index - b.index;
};

/**
 * Takes the deduction items after the law's charges, in the law's order, within its limits (issue 26;
 * reference §14):
 *
 * 1. Pensiones alimentarias, by order date: their amount (and what was deferred), all of them together at most
 *    50 % of the salary after the law's charges; they may take the net below the protected amount.
 * 2. Embargos, by order date: each keeps the protected amount of the decree in force on its order date (or the
 *    one its order states), scaled to the period; 1/8 of the salary after charges above it up to 3 × it and 1/4
 *    of the rest is garnishable, and an order may take only what the orders before it left of its own part.
 * 3. The rest (association savings and loans, company loans, advances, voluntary), by class in that order.
 *
 * No deduction but a pensión takes the salary after charges, less everything deducted, below the floor (the
 * protected amount of the pay date for the period). What a limit stops is deferred: a warning per item, and the
 * result's `deferred` is owed with the next payroll (a loan's balance moves by what was taken only). The employer's
 * contribution to the association is an employer line and takes nothing from the worker.
 */
export function payItemDeductions(
  items: readonly CheckedPayItem[],
  context: PayItemDeductionContext,
): PayItemDeductions {
  const { grossSalary, salaryAfterCharges: salary, alreadyDeducted, floor, rules } = context;
  const deductions: PayslipLine[] = [];
  const employer: PayslipLine[] = [];
  const results = new Map<number, PayItemResult>();
  const warnings: PayslipIssue[] = [];
  const alimonyCap = floorRate(salary, rules.alimonyCapRate.value);
  let alimony = 0;
  let garnished = 0;
  let others = 0;
  const room = () => Math.max(0, salary - alreadyDeducted - alimony - garnished - others - floor);

  const ordered = items.filter((c) => c.rule.kind !== 'earning').sort(byLegalOrder);
  for (const checked of ordered) {
    const { item, rule } = checked;
    const valued = valueOf(item, grossSalary, salary);
    if (rule.kind === 'employer') {
      results.set(checked.index, result(checked, valued.amount, valued.amount, valued.amount, null));
      if (valued.amount > 0) {
        employer.push(payItemLine(checked, 'employer', valued, valued.amount, rule.legalRef, null));
      }
      continue;
    }

    let limitedBy: PayItemLimit | null = null;
    const legalMaximum = item.value.type === 'legal_maximum';
    let due: number = legalMaximum ? (item.balance ?? 0) : valued.amount + (item.deferred ?? 0);
    if (item.balance !== undefined && due > item.balance) {
      due = item.balance;
      limitedBy = 'balance';
    }
    let taken = due;
    const limit = (most: number, why: PayItemLimit) => {
      if (taken > most) {
        taken = Math.max(0, most);
        limitedBy = why;
      }
    };
    let garnishment: GarnishmentComputation | null = null;

    if (item.itemClass === 'alimony') {
      limit(alimonyCap - alimony, 'alimony_cap');
      // Never past the salary left: a pensión may go below the floor, not below nothing.
      limit(salary - alreadyDeducted - alimony, 'alimony_cap');
      alimony += taken;
    } else if (item.itemClass === 'embargo') {
      const orderDate = item.orderDate as IsoDate;
      const inForce = item.protectedAmount === undefined ? protectedAmountOn(orderDate, rules) : null;
      const protectedMonthly = item.protectedAmount ?? inForce!.rule.monthly;
      const protectedForPeriod = protectedAmountForPeriod(
        protectedMonthly,
        context.periodicity,
        context.monthDays,
      );
      const part = garnishableAmount(salary, protectedForPeriod, rules);
      const available = Math.max(0, part.garnishable - garnished) as Cents;
      garnishment = {
        orderDate,
        decree: inForce ? inForce.rule.decree : null,
        protectedFrom: inForce ? 'decree' : 'order',
        carried: inForce ? inForce.carried : null,
        protectedMonthly,
        protectedForPeriod,
        salaryAfterCharges: salary,
        ...part,
        takenByEarlier: garnished as Cents,
        available,
      };
      if (inForce?.carried) {
        warnings.push(issue('GARNISHMENT_PROTECTED_AMOUNT_CARRIED', orderDate, String(protectedMonthly)));
      }
      if (legalMaximum) {
        // The law decides the amount: what art. 172 and the floor allow, up to the debt. Nothing is deferred;
        // the balance carries what is still owed.
        const floorRoom = room();
        if (due > Math.min(available, floorRoom)) {
          limitedBy = available <= floorRoom ? 'garnishment_limit' : 'minimum_wage_floor';
          due = Math.min(available, floorRoom);
        }
        taken = due;
      }
      limit(available, 'garnishment_limit');
      limit(room(), 'minimum_wage_floor');
      garnished += taken;
    } else {
      limit(room(), 'minimum_wage_floor');
      others += taken;
    }

    const deferred = (due - taken) as Cents;
    results.set(
      checked.index,
      result(checked, valued.amount, due as Cents, taken as Cents, limitedBy, garnishment, deferred),
    );
    if (deferred > 0) warnings.push(issue('DEDUCTION_DEFERRED', null, String(deferred)));
    if (taken > 0) {
      const legalRef = garnishment ? garnishmentRef(rule.legalRef, garnishment) : rule.legalRef;
      const shown = garnishment ? { quantity: null, rate: null, basis: salary } : valued;
      deductions.push(payItemLine(checked, 'deduction', shown, taken as Cents, legalRef, garnishment));
    }
  }
  return { deductions, employer, results, warnings };
}
