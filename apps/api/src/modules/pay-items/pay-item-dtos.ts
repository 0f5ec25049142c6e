import {
  payItemTypeName,
  payrollName,
  type EmployeePayItemDto,
  type PayeeDto,
  type PayItemMovementDto,
  type PayItemPendingDto,
  type PayItemTypeDto,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES } from '@planilla/domain';
import type { Lang } from '../../lib/i18n';
import type { EmployeePayItemRecord } from './employee-pay-items.repository';
import type { MovementRecord, PendingRecord } from './pay-item-movements.repository';
import type { PayeeRecord } from './payees.repository';
import type { PayItemTypeRecord } from './pay-item-types.repository';
import { stateOf } from './pay-item-rules';

// Records → the wire's shapes (`packages/contracts/src/pay-items.ts`), in the request's language.

/** A type's display name: the contracts' one rule (`payItemTypeName`). */
export const typeDisplayName = (code: string, name: string | null, lang: Lang): string =>
  payItemTypeName(code, name, lang);

export const payeeDto = (r: PayeeRecord): PayeeDto => ({ ...r });

export const typeDto = (r: PayItemTypeRecord, lang: Lang): PayItemTypeDto => {
  const rule = CR_PAY_ITEM_CLASSES[r.itemClass];
  return {
    code: r.code,
    name: typeDisplayName(r.code, r.name, lang),
    customName: r.name,
    itemClass: r.itemClass,
    kind: rule.kind,
    treatment: r.treatment,
    legalRef: rule.legalRef,
    debitAccount: r.debitAccount,
    creditAccount: r.creditAccount,
    payeeId: r.payeeId,
    payeeName: r.payeeName,
    shipped: r.shipped,
    active: r.active,
    itemCount: r.itemCount,
  };
};

export const itemDto = (r: EmployeePayItemRecord, lang: Lang, today: string): EmployeePayItemDto => ({
  id: r.id,
  employeeNumber: r.employeeNumber,
  employeeName: r.employeeName,
  typeCode: r.typeCode,
  typeName: typeDisplayName(r.typeCode, r.typeName, lang),
  itemClass: r.itemClass,
  kind: CR_PAY_ITEM_CLASSES[r.itemClass].kind,
  valueType: r.valueType,
  amount: r.amount,
  rate: r.rate,
  percentageOf: r.percentageOf,
  quantity: r.quantity,
  unitRate: r.unitRate,
  frequency: r.frequency,
  payrollId: r.payrollId,
  validFrom: r.validFrom,
  validTo: r.validTo,
  reference: r.reference,
  orderDate: r.orderDate,
  protectedAmount: r.protectedAmount,
  principal: r.principal,
  balance: r.balance,
  deferred: r.deferred,
  payeeId: r.payeeId,
  payeeName: r.payeeName,
  note: r.note,
  replacesId: r.replacesId,
  state: stateOf(r, today),
  endReason: r.endReason,
  usedByClosedPayroll: r.usedByClosedPayroll,
  createdAt: r.createdAt.toISOString(),
  createdBy: r.createdBy,
});

export const movementDto = (m: MovementRecord, lang: Lang): PayItemMovementDto => ({
  id: m.id,
  kind: m.kind,
  payrollId: m.payrollId,
  payrollName: m.payroll ? payrollName(m.payroll, lang, { withPeriod: true }) : null,
  amount: m.amount,
  deferredAfter: m.deferredAfter,
  balanceAfter: m.balanceAfter,
  note: m.note,
  createdAt: m.createdAt.toISOString(),
  createdBy: m.createdBy,
});

export const pendingDto = (p: PendingRecord, lang: Lang): PayItemPendingDto => ({
  payrollId: p.payrollId,
  payrollName: payrollName(p.payroll, lang, { withPeriod: true }),
  due: p.due,
  taken: p.taken,
  deferred: p.deferred,
  balanceAfter: p.balanceAfter,
  limitedBy: p.limitedBy,
});

/** What the audit log keeps of an item: its fields as stored, without the names joined in. */
export const itemSnapshot = (r: EmployeePayItemRecord) => ({
  employeeNumber: r.employeeNumber,
  typeCode: r.typeCode,
  valueType: r.valueType,
  amount: r.amount,
  rate: r.rate,
  percentageOf: r.percentageOf,
  quantity: r.quantity,
  unitRate: r.unitRate,
  frequency: r.frequency,
  payrollId: r.payrollId,
  validFrom: r.validFrom,
  validTo: r.validTo,
  reference: r.reference,
  orderDate: r.orderDate,
  protectedAmount: r.protectedAmount,
  principal: r.principal,
  balance: r.balance,
  deferred: r.deferred,
  payeeId: r.payeeId,
  note: r.note,
  replacesId: r.replacesId,
  endReason: r.endReason,
});
