import {
  PAY_ITEM_CLASSES_WITH_BALANCE,
  PAY_ITEM_COURT_ORDER_CLASSES,
  V,
  type PayItemClassCode,
  type PayItemState,
  type updateEmployeePayItemRequest,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import type { z } from 'zod';
import type {
  EmployeeFacts,
  EmployeePayItemRecord,
  ItemValues,
  PayrollForItem,
} from './employee-pay-items.repository';

// The rules of an employee's pay item, pure: what its fields must be for its value type and its type's class
// (the engine's `checkPayItems` refuses the rest at calculation time, so nothing it would refuse is stored), the
// employee's employment and a `once` item's payroll; and what state an item is in on a day. Create, update and
// the import all go through `checkItemFields`.

/** The fields of an item as the request gives them (after the schema). */
export type ItemFields = Omit<z.output<typeof updateEmployeePayItemRequest>, 'id'>;

/** Field → message key (`V.*`), answered as a VALIDATION_ERROR or as an import's row errors. */
export type FieldProblems = Record<string, string>;

export type ItemContext = {
  itemClass: PayItemClassCode;
  employee: EmployeeFacts;
  /** A `once` item's payroll as found for this employee; null when the company has no such payroll. */
  payroll: PayrollForItem | null;
  /** The payee named; null when the company has no such payee. */
  payee: { active: boolean } | null;
};

const QUANTITY_SCALE = 10_000;

/** The day before an ISO date. */
export const dayBefore = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Checks an item's fields against its class, its employee and its payroll; answers the problems (nothing to store
 * when there are any) and the values to store: the fields of other value types cleared, a recurring item without
 * a payroll, the balance a loan (or an embargo with its debt) starts with.
 */
export const checkItemFields = (
  f: ItemFields,
  ctx: ItemContext,
): { problems: FieldProblems; values: ItemValues; balance: number | null } => {
  const problems: FieldProblems = {};
  const flag = (field: string, key: string) => {
    problems[field] ??= key;
  };
  const rule = CR_PAY_ITEM_CLASSES[ctx.itemClass];
  const withBalance = PAY_ITEM_CLASSES_WITH_BALANCE.includes(ctx.itemClass);
  const embargo = ctx.itemClass === 'embargo';

  // The value, by its type.
  const values: ItemValues = {
    valueType: f.valueType,
    amount: null,
    rate: null,
    percentageOf: null,
    quantity: null,
    unitRate: null,
    frequency: f.frequency,
    payrollId: f.frequency === 'once' ? f.payrollId : null,
    validFrom: f.validFrom,
    validTo: f.validTo,
    reference: f.reference,
    orderDate: PAY_ITEM_COURT_ORDER_CLASSES.includes(ctx.itemClass) ? f.orderDate : null,
    protectedAmount: f.protectedAmount,
    principal: f.principal,
    payeeId: f.payeeId,
    note: f.note,
  };
  switch (f.valueType) {
    case 'amount':
      if (f.amount === null) flag('amount', V.required);
      values.amount = f.amount;
      break;
    case 'percentage':
      if (f.rate === null) flag('rate', V.required);
      if (f.percentageOf === null) flag('percentageOf', V.required);
      else if (f.percentageOf === 'salary_after_charges' && rule.kind === 'earning')
        flag('percentageOf', V.notForPayItemClass);
      values.rate = f.rate;
      values.percentageOf = f.percentageOf;
      break;
    case 'quantity': {
      if (f.quantity === null) flag('quantity', V.required);
      else {
        const scaled = f.quantity * QUANTITY_SCALE;
        if (Math.abs(scaled - Math.round(scaled)) > 1e-6) flag('quantity', V.invalidNumber);
      }
      if (f.unitRate === null) flag('unitRate', V.required);
      values.quantity = f.quantity;
      values.unitRate = f.unitRate;
      break;
    }
    case 'legal_maximum':
      if (!embargo) flag('valueType', V.notForPayItemClass);
      // The engine takes all art. 172 allows until the debt is paid: the debt is required.
      else if (f.principal === null) flag('principal', V.required);
      break;
  }

  // A court order's case number and date.
  if (PAY_ITEM_COURT_ORDER_CLASSES.includes(ctx.itemClass)) {
    if (!f.reference) flag('reference', V.courtOrderRequired);
    if (!f.orderDate) flag('orderDate', V.courtOrderRequired);
  }
  if (f.protectedAmount !== null) {
    if (!embargo) flag('protectedAmount', V.notForPayItemClass);
    else if (f.protectedAmount === 0) flag('protectedAmount', V.amountPositive);
  }

  // A balance: a loan's or an advance's principal (required), an embargo's debt (optional).
  let balance: number | null = null;
  if (withBalance || embargo) {
    if (f.principal === null) {
      if (withBalance) flag('principal', V.required);
    } else if (f.principal === 0) flag('principal', V.amountPositive);
    else {
      balance = f.principal;
      if (f.valueType === 'amount' && f.amount !== null && f.amount > f.principal)
        flag('amount', V.instalmentOverPrincipal);
    }
  } else if (f.principal !== null) flag('principal', V.notForPayItemClass);

  // Dates: within the employee's employment.
  if (f.validTo !== null && f.validTo < f.validFrom) flag('validTo', V.toBeforeFrom);
  if (f.validFrom < ctx.employee.entryDate) flag('validFrom', V.dateBeforeEntry);
  else if (ctx.employee.exitDate !== null && f.validFrom > ctx.employee.exitDate)
    flag('validFrom', V.dateAfterExit);

  // Once: a regular payroll of the employee, not closed, inside the item's dates.
  if (f.frequency === 'once') {
    const p = ctx.payroll;
    if (f.payrollId === null) flag('payrollId', V.required);
    else if (!p || p.kind !== 'regular' || p.status === 'paid' || !p.ofEmployee)
      flag('payrollId', V.payrollNotOfEmployee);
    else if (f.validFrom > p.periodEnd) flag('validFrom', V.dateOutsidePeriod);
    else if (f.validTo !== null && f.validTo < p.periodStart) flag('validTo', V.dateOutsidePeriod);
  }

  if (f.payeeId !== null && (!ctx.payee || !ctx.payee.active)) flag('payeeId', V.unknownOption);
  return { problems, values, balance };
};

/**
 * An item's state on `today`: settled or paid off (its end reason, or a balance paid in full), ended (past its
 * last day, or a `once` item whose payroll closed with nothing deferred), scheduled (not started) or active.
 */
export const stateOf = (r: EmployeePayItemRecord, today: string): PayItemState => {
  if (r.endReason === 'settled') return 'settled';
  if (r.endReason === 'paid_off' || r.balance === 0) return 'paid_off';
  if (r.validTo !== null && r.validTo < today) return 'ended';
  if (r.frequency === 'once' && r.payrollPaid && r.deferred === 0) return 'ended';
  if (r.validFrom > today) return 'scheduled';
  return 'active';
};

/** Whether an item is over (it takes no more changes but its history). */
export const isOver = (r: EmployeePayItemRecord): boolean =>
  r.endReason === 'paid_off' || r.endReason === 'settled' || r.balance === 0;
