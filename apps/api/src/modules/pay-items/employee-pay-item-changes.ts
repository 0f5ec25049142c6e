import {
  V,
  type deleteEmployeePayItemRequest,
  type EmployeePayItemDto,
  type endEmployeePayItemRequest,
  type newEmployeePayItemRequest,
  type payoffEmployeePayItemRequest,
  type PayItemClassCode,
  type updateEmployeePayItemRequest,
} from '@planilla/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './employee-pay-items.repository';
import * as movements from './pay-item-movements.repository';
import type { PayItemDeps } from './pay-item-catalogue.service';
import { itemDto, itemSnapshot } from './pay-item-dtos';
import { checkItemFields, dayBefore, isOver, type ItemContext, type ItemFields } from './pay-item-rules';
import * as types from './pay-item-types.repository';
import * as payees from './payees.repository';

// Changing employees' pay items: create (or continue one from a date), update one no payroll used, end, delete
// one typed by mistake, pay off a balance early. Each in one transaction, audited with before and after; a refused
// call writes nothing. docs/decisions.md "Pay items: the catalogue and employee items".

/** What the rules of one or many items need from the database, read set-based. */
export type ItemLookups = {
  employees: Map<number, repo.EmployeeFacts>;
  payrolls: repo.PayrollForItem[];
  payees: Map<number, payees.PayeeRecord>;
};

export const loadItemLookups = async (
  db: DbOrTx,
  companyId: number,
  rows: readonly { employeeNumber: number; payrollId: number | null }[],
): Promise<ItemLookups> => {
  const [employees, payrolls, payeeList] = await Promise.all([
    repo.employeeFacts(
      db,
      companyId,
      rows.map((r) => r.employeeNumber),
    ),
    repo.payrollsForItems(
      db,
      companyId,
      rows.flatMap((r) =>
        r.payrollId === null ? [] : [{ employeeNumber: r.employeeNumber, payrollId: r.payrollId }],
      ),
    ),
    payees.listPayees(db, companyId),
  ]);
  return { employees, payrolls, payees: new Map(payeeList.map((p) => [p.id, p])) };
};

/** The rules' context of one item from the lookups (its employee must be in them). */
export const contextOf = (
  lookups: ItemLookups,
  itemClass: PayItemClassCode,
  employeeNumber: number,
  f: ItemFields,
): ItemContext => ({
  itemClass,
  employee: lookups.employees.get(employeeNumber)!,
  payroll:
    lookups.payrolls.find((p) => p.employeeNumber === employeeNumber && p.payrollId === f.payrollId) ?? null,
  payee: f.payeeId === null ? null : (lookups.payees.get(f.payeeId) ?? null),
});

/** Audits a change of an employee's item, with its state before and after (null: created or deleted). */
const auditItem = (
  tx: DbOrTx,
  who: { auth: AuthContext; meta: RequestMeta },
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) => recordChange(tx, who, { action, entity: 'employee_pay_item', entityId: id, before, after });

const answer = async (db: DbOrTx, auth: AuthContext, meta: RequestMeta, id: number) => ({
  item: itemDto((await repo.getItem(db, auth.companyId, id))!, meta.lang, todayInCostaRica()),
});

/** The item, locked: 404 when the company has none with that id (another company's id included). */
const lockItem = async (db: DbOrTx, companyId: number, id: number) => {
  const item = await repo.getItem(db, companyId, id, true);
  if (!item) throw new AppError('PAY_ITEM_NOT_FOUND');
  return item;
};

/**
 * rubros/nuevo: an item for an active employee of an active type, its fields checked against the class, the
 * employment and its payroll. A loan or an advance starts owing its principal. With `replacesId`, the item it
 * continues ends the day before (how an item a closed payroll used changes from a date).
 */
export const createEmployeePayItem = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newEmployeePayItemRequest>,
): Promise<{ item: EmployeePayItemDto }> =>
  deps.db.transaction(async (tx) => {
    await types.ensurePayItemCatalogue(tx, auth.companyId);
    const type = await types.getPayItemType(tx, auth.companyId, input.typeCode);
    if (!type) throw new AppError('PAY_ITEM_TYPE_NOT_FOUND', { typeCode: 'errors.PAY_ITEM_TYPE_NOT_FOUND' });
    const { num_empleado: employeeNumber, typeCode, replacesId, ...fields } = input;
    const lookups = await loadItemLookups(tx, auth.companyId, [
      { employeeNumber, payrollId: fields.payrollId },
    ]);
    const employee = lookups.employees.get(employeeNumber);
    if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND');
    if (!employee.active) throw new AppError('PAY_ITEM_EMPLOYEE_INACTIVE');
    if (!type.active)
      throw new AppError('PAY_ITEM_TYPE_INACTIVE', { typeCode: 'errors.PAY_ITEM_TYPE_INACTIVE' });
    const { problems, values, balance } = checkItemFields(
      fields,
      contextOf(lookups, type.itemClass, employeeNumber, fields),
    );
    const replaced = replacesId === null ? null : await lockItem(tx, auth.companyId, replacesId);
    if (replaced) {
      if (
        replaced.employeeNumber !== employeeNumber ||
        replaced.typeCode !== typeCode ||
        isOver(replaced) ||
        replaced.validFrom >= values.validFrom
      )
        problems.replacesId ??= V.replacesOtherItem;
      else {
        const closedUntil = await movements.lastClosedPeriodEnd(tx, auth.companyId, replaced.id);
        if (closedUntil !== null && dayBefore(values.validFrom) < closedUntil)
          problems.validFrom ??= V.beforeClosedPayroll;
      }
    }
    if (Object.keys(problems).length > 0) throw invalid(problems);
    const [id] = await repo.insertItems(
      tx,
      auth.companyId,
      [{ ...values, employeeNumber, typeCode, balance, replacesId }],
      auth.userId,
    );
    if (replaced && (replaced.validTo === null || replaced.validTo >= values.validFrom)) {
      await repo.endItem(
        tx,
        auth.companyId,
        replaced.id,
        { validTo: dayBefore(values.validFrom), reason: 'ended', note: null },
        auth.userId,
      );
      const after = (await repo.getItem(tx, auth.companyId, replaced.id))!;
      await auditItem(
        tx,
        { auth, meta },
        'pay_item_ended',
        replaced.id,
        itemSnapshot(replaced),
        itemSnapshot(after),
      );
    }
    const created = (await repo.getItem(tx, auth.companyId, id!))!;
    await auditItem(tx, { auth, meta }, 'pay_item_created', id!, null, itemSnapshot(created));
    return { item: itemDto(created, meta.lang, todayInCostaRica()) };
  });

/** An item a closed payroll used, or whose balance moved, keeps its history: it is ended, never rewritten. */
const assertUnused = (item: repo.EmployeePayItemRecord) => {
  if (item.usedByClosedPayroll || item.movementCount > 0) throw new AppError('PAY_ITEM_USED');
};

/** rubros/actualizar: rewrites an item no closed payroll used (409 `PAY_ITEM_USED` otherwise). */
export const updateEmployeePayItem = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updateEmployeePayItemRequest>,
): Promise<{ item: EmployeePayItemDto }> =>
  deps.db.transaction(async (tx) => {
    const before = await lockItem(tx, auth.companyId, input.id);
    assertUnused(before);
    if (isOver(before)) throw new AppError('PAY_ITEM_ENDED');
    const { id, ...fields } = input;
    const lookups = await loadItemLookups(tx, auth.companyId, [
      { employeeNumber: before.employeeNumber, payrollId: fields.payrollId },
    ]);
    if (!lookups.employees.get(before.employeeNumber)!.active)
      throw new AppError('PAY_ITEM_EMPLOYEE_INACTIVE');
    const { problems, values, balance } = checkItemFields(
      fields,
      contextOf(lookups, before.itemClass, before.employeeNumber, fields),
    );
    if (Object.keys(problems).length > 0) throw invalid(problems);
    await repo.updateItem(tx, auth.companyId, id, { ...values, balance }, auth.userId);
    const after = (await repo.getItem(tx, auth.companyId, id))!;
    await auditItem(tx, { auth, meta }, 'pay_item_updated', id, itemSnapshot(before), itemSnapshot(after));
    return { item: itemDto(after, meta.lang, todayInCostaRica()) };
  });

/**
 * rubros/finalizar: the item's last day. Not before it started, nor before the end of the last closed payroll
 * that used it (that payroll already took it); a paid-off or settled item is over already.
 */
export const endEmployeePayItem = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof endEmployeePayItemRequest>,
): Promise<{ item: EmployeePayItemDto }> =>
  deps.db.transaction(async (tx) => {
    const before = await lockItem(tx, auth.companyId, input.id);
    if (isOver(before)) throw new AppError('PAY_ITEM_ENDED');
    if (input.validTo < before.validFrom) throw invalid({ validTo: V.toBeforeFrom });
    const closedUntil = await movements.lastClosedPeriodEnd(tx, auth.companyId, before.id);
    if (closedUntil !== null && input.validTo < closedUntil)
      throw invalid({ validTo: V.beforeClosedPayroll });
    await repo.endItem(
      tx,
      auth.companyId,
      before.id,
      { validTo: input.validTo, reason: 'ended', note: input.note },
      auth.userId,
    );
    const after = (await repo.getItem(tx, auth.companyId, before.id))!;
    await auditItem(
      tx,
      { auth, meta },
      'pay_item_ended',
      before.id,
      itemSnapshot(before),
      itemSnapshot(after),
    );
    return answer(tx, auth, meta, before.id);
  });

/** rubros/eliminar: deletes an item no payroll used and whose balance never moved (typed by mistake). */
export const deleteEmployeePayItem = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof deleteEmployeePayItemRequest>,
): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    const before = await lockItem(tx, auth.companyId, input.id);
    assertUnused(before);
    await repo.deleteItem(tx, auth.companyId, before.id);
    await auditItem(tx, { auth, meta }, 'pay_item_deleted', before.id, itemSnapshot(before), null);
    return { id: before.id };
  });

/**
 * rubros/cancelar: a payment of a balance outside the payroll (all of it by default): a `payoff` movement and the
 * balance less it; paid in full, the item ends `paid_off` and owes nothing deferred.
 */
export const payoffEmployeePayItem = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof payoffEmployeePayItemRequest>,
): Promise<{ item: EmployeePayItemDto }> =>
  deps.db.transaction(async (tx) => {
    const before = await lockItem(tx, auth.companyId, input.id);
    if (before.endReason === 'paid_off' || before.endReason === 'settled')
      throw new AppError('PAY_ITEM_ENDED');
    if (before.balance === null || before.balance === 0) throw new AppError('PAY_ITEM_NO_BALANCE');
    const amount = input.amount ?? before.balance;
    if (amount > before.balance) throw invalid({ amount: V.payoffOverBalance });
    if (input.date < before.validFrom) throw invalid({ date: V.toBeforeFrom });
    const balanceAfter = before.balance - amount;
    await movements.recordPayoff(
      tx,
      auth.companyId,
      before.id,
      {
        date: input.date,
        amount,
        balanceAfter,
        deferredAfter: balanceAfter === 0 ? 0 : Math.min(before.deferred, balanceAfter),
        note: input.note,
      },
      auth.userId,
    );
    const after = (await repo.getItem(tx, auth.companyId, before.id))!;
    await auditItem(tx, { auth, meta }, 'pay_item_paid_off', before.id, itemSnapshot(before), {
      ...itemSnapshot(after),
      payoff: { date: input.date, amount },
    });
    return answer(tx, auth, meta, before.id);
  });
