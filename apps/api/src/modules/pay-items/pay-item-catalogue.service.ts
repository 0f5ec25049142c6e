import {
  V,
  type newPayeeRequest,
  type newPayItemTypeRequest,
  type PayeeDto,
  type PayItemTypeDto,
  type updatePayeeRequest,
  type updatePayItemTypeRequest,
} from '@planilla/contracts';
import { CR_PAY_ITEM_CLASSES, isValidIban } from '@planilla/domain';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { Lang } from '../../lib/i18n';
import { isUniqueViolation } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import { payeeDto, typeDto } from './pay-item-dtos';
import * as types from './pay-item-types.repository';
import * as payees from './payees.repository';

// The company's catalogue of pay items and its payees: list, create, change (audited with before and after).

export type PayItemDeps = { db: Db };

type TreatmentInput = Partial<types.PayItemTreatmentRecord> | undefined;

/**
 * An earning's flags: the class's shipped treatment with the company's changes. A deduction's or an employer
 * charge's flags are the law's (all false): a flag set on one is refused, naming `treatment`.
 */
const treatmentFor = (
  itemClass: keyof typeof CR_PAY_ITEM_CLASSES,
  current: types.PayItemTreatmentRecord,
  change: TreatmentInput,
): types.PayItemTreatmentRecord => {
  const rule = CR_PAY_ITEM_CLASSES[itemClass];
  if (rule.kind !== 'earning') {
    if (
      change &&
      Object.entries(change).some(([k, v]) => v !== undefined && v !== rule.treatment[k as never])
    )
      throw invalid({ treatment: V.notForPayItemClass });
    return rule.treatment;
  }
  return {
    ...current,
    ...Object.fromEntries(Object.entries(change ?? {}).filter(([, v]) => v !== undefined)),
  };
};

/** A payee a type or an item names must be one of the company's, active. */
const assertPayee = async (db: DbOrTx, companyId: number, payeeId: number | null | undefined) => {
  if (payeeId === null || payeeId === undefined) return;
  const payee = await payees.getPayee(db, companyId, payeeId);
  if (!payee || !payee.active) throw invalid({ payeeId: V.unknownOption });
};

const typeSnapshot = (t: types.PayItemTypeRecord | null) =>
  t && {
    code: t.code,
    name: t.name,
    itemClass: t.itemClass,
    treatment: t.treatment,
    debitAccount: t.debitAccount,
    creditAccount: t.creditAccount,
    payeeId: t.payeeId,
    active: t.active,
  };

/** rubros/tipolista: the catalogue, with the shipped types (a read writes nothing). */
export const listPayItemTypes = async (
  deps: PayItemDeps,
  auth: AuthContext,
  lang: Lang,
): Promise<PayItemTypeDto[]> =>
  (await types.listPayItemTypes(deps.db, auth.companyId)).map((t) => typeDto(t, lang));

/** rubros/nuevotipo: a company type of a class (409 when the code is taken, a shipped one included). */
export const createPayItemType = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newPayItemTypeRequest>,
): Promise<{ type: PayItemTypeDto }> => {
  const created = await deps.db.transaction(async (tx) => {
    await types.ensurePayItemCatalogue(tx, auth.companyId);
    const shipped = CR_PAY_ITEM_CLASSES[input.itemClass].treatment;
    const values: types.PayItemTypeValues = {
      name: input.name,
      treatment: treatmentFor(input.itemClass, shipped, input.treatment),
      debitAccount: input.debitAccount ?? null,
      creditAccount: input.creditAccount ?? null,
      payeeId: input.payeeId ?? null,
      active: input.active,
    };
    await assertPayee(tx, auth.companyId, values.payeeId);
    if (
      !(await types.insertPayItemType(tx, auth.companyId, input.code, input.itemClass, values, auth.userId))
    )
      throw new AppError('PAY_ITEM_TYPE_CODE_TAKEN', { code: 'errors.PAY_ITEM_TYPE_CODE_TAKEN' });
    const after = (await types.getPayItemType(tx, auth.companyId, input.code))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'pay_item_type_created',
        entity: 'pay_item_type',
        entityId: input.code,
        before: null,
        after: typeSnapshot(after),
      },
    );
    return after;
  });
  return { type: typeDto(created, meta.lang) };
};

/** rubros/actualizartipo: name, an earning's flags, accounts, payee, active (never the class). */
export const updatePayItemType = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updatePayItemTypeRequest>,
): Promise<{ type: PayItemTypeDto }> => {
  const updated = await deps.db.transaction(async (tx) => {
    await types.ensurePayItemCatalogue(tx, auth.companyId);
    const before = await types.getPayItemType(tx, auth.companyId, input.code, true);
    if (!before) throw new AppError('PAY_ITEM_TYPE_NOT_FOUND');
    if (input.name === null && !before.shipped) throw invalid({ name: V.required });
    const values: types.PayItemTypeValues = {
      name: input.name === undefined ? before.name : input.name,
      treatment: treatmentFor(before.itemClass, before.treatment, input.treatment),
      debitAccount: input.debitAccount === undefined ? before.debitAccount : input.debitAccount,
      creditAccount: input.creditAccount === undefined ? before.creditAccount : input.creditAccount,
      payeeId: input.payeeId === undefined ? before.payeeId : input.payeeId,
      active: input.active ?? before.active,
    };
    if (values.payeeId !== before.payeeId) await assertPayee(tx, auth.companyId, values.payeeId);
    await types.updatePayItemType(tx, auth.companyId, input.code, values, auth.userId);
    const after = (await types.getPayItemType(tx, auth.companyId, input.code))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'pay_item_type_updated',
        entity: 'pay_item_type',
        entityId: input.code,
        before: typeSnapshot(before),
        after: typeSnapshot(after),
      },
    );
    return after;
  });
  return { type: typeDto(updated, meta.lang) };
};

// ---------------------------------------------------------------------------------------------------------
// Payees

/** An IBAN must be a valid Costa Rican one (the employees' validator: format and check digits). */
const assertIban = (iban: string | null | undefined) => {
  if (iban && !isValidIban(iban)) throw invalid({ iban: V.invalidIban });
};

const nameTaken = () => new AppError('PAYEE_NAME_TAKEN', { name: 'errors.PAYEE_NAME_TAKEN' });

const payeeSnapshot = (p: payees.PayeeRecord | null) =>
  p && { name: p.name, kind: p.kind, idNumber: p.idNumber, iban: p.iban, active: p.active };

/** rubros/beneficiariolista: every payee, by name. */
export const listPayees = async (deps: PayItemDeps, auth: AuthContext): Promise<PayeeDto[]> =>
  (await payees.listPayees(deps.db, auth.companyId)).map(payeeDto);

/** rubros/nuevobeneficiario: a payee (409 when its name is taken in any case). */
export const createPayee = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof newPayeeRequest>,
): Promise<{ payee: PayeeDto }> => {
  assertIban(input.iban);
  const created = await deps.db.transaction(async (tx) => {
    const id = await payees.insertPayee(tx, auth.companyId, input, auth.userId);
    if (id === null) throw nameTaken();
    const after = (await payees.getPayee(tx, auth.companyId, id))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'payee_created',
        entity: 'pay_item_payee',
        entityId: id,
        before: null,
        after: payeeSnapshot(after),
      },
    );
    return after;
  });
  return { payee: payeeDto(created) };
};

/** rubros/actualizarbeneficiario: the fields sent. */
export const updatePayee = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: z.output<typeof updatePayeeRequest>,
): Promise<{ payee: PayeeDto }> => {
  assertIban(input.iban);
  // Two renames to one name at once: the unique index stops the second.
  const updated = await deps.db
    .transaction(async (tx) => {
      const before = await payees.getPayee(tx, auth.companyId, input.id, true);
      if (!before) throw new AppError('PAYEE_NOT_FOUND');
      const values: payees.PayeeValues = {
        name: input.name ?? before.name,
        kind: input.kind ?? before.kind,
        idNumber: input.idNumber === undefined ? before.idNumber : input.idNumber,
        iban: input.iban === undefined ? before.iban : input.iban,
        active: input.active ?? before.active,
      };
      if (await payees.payeeNameTaken(tx, auth.companyId, values.name, input.id)) throw nameTaken();
      await payees.updatePayee(tx, auth.companyId, input.id, values, auth.userId);
      const after = (await payees.getPayee(tx, auth.companyId, input.id))!;
      await recordChange(
        tx,
        { auth, meta },
        {
          action: 'payee_updated',
          entity: 'pay_item_payee',
          entityId: input.id,
          before: payeeSnapshot(before),
          after: payeeSnapshot(after),
        },
      );
      return after;
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'pay_item_payees_name_key') ? nameTaken() : err;
    });
  return { payee: payeeDto(updated) };
};
