/** The bank layouts: the built-in ones and the company's (list, create, change, deactivate) and the lookup by code. */
import {
  BUILT_IN_BANK_LAYOUTS,
  bankLayoutDefinition,
  bankLayoutShape,
  builtInBankLayout,
  narrowBankFields,
  type BankLayoutDefinition,
  type BankLayoutItem,
  type NewBankLayoutRequest,
  type UpdateBankLayoutRequest,
  V,
} from '@planilla/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, invalid } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import type { AuthContext } from '../../plugins/auth';
import { recordChange } from '../audit/audit.repository';
import * as repo from './bank-files.repository';

/** The layouts read and write only the database (the files need the config too: bank-files.service.ts). */
type LayoutsDeps = { db: Db };

const builtInItem = (lang: 'es' | 'en') =>
  BUILT_IN_BANK_LAYOUTS.map((l): BankLayoutItem => ({
    id: null,
    code: l.code,
    name: l.name[lang],
    note: l.note[lang],
    builtIn: true,
    active: true,
    definition: l.definition,
    updatedAt: null,
    updatedBy: null,
  }));

/**
 * A stored definition as listed and kept: its shape through the contract, defaults filled (an unreadable one is
 * a 500). The checks across fields are not repeated here, so a layout stored before a check existed still shows
 * in the list, to be corrected.
 */
const definitionOf = (raw: unknown): BankLayoutDefinition => bankLayoutShape.parse(raw);

/**
 * A stored definition about to write a file: the whole contract again, so a layout stored before a check
 * existed (a line break as separator …) writes nothing broken; refused as a validation error naming the field.
 */
const usableDefinition = (raw: unknown): BankLayoutDefinition => {
  const parsed = bankLayoutDefinition.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[['definition', ...issue.path].join('.')] ??= issue.message;
  throw invalid(fields);
};

/**
 * A definition being saved or tested: every fixed-width field holds the longest value of its source
 * (`bankFieldLongestValue`). Refused with the first narrow field named in the message and every one marked.
 */
export const assertWideEnough = (definition: BankLayoutDefinition) => {
  const narrow = narrowBankFields(definition);
  if (narrow.length === 0) return;
  const [first] = narrow as [(typeof narrow)[number]];
  throw new AppError(
    'BANK_LAYOUT_FIELD_TOO_NARROW',
    Object.fromEntries(narrow.map((n) => [['definition', ...n.path].join('.'), V.fieldTooNarrow])),
    { params: { field: first.label, width: first.width, needed: first.needed } },
  );
};

const itemOf = (r: repo.LayoutRow): BankLayoutItem => ({
  id: r.id,
  code: r.code,
  name: r.name,
  note: null,
  builtIn: false,
  active: r.active,
  definition: definitionOf(r.definition),
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

export const listLayouts = async (
  deps: LayoutsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { includeInactive?: boolean },
): Promise<BankLayoutItem[]> => {
  const own = (await repo.listLayouts(deps.db, auth.companyId)).filter(
    (r) => r.active || input.includeInactive,
  );
  return [...builtInItem(meta.lang), ...own.map(itemOf)];
};

export const createLayout = async (
  deps: LayoutsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: NewBankLayoutRequest,
): Promise<BankLayoutItem> => {
  const definition = bankLayoutDefinition.parse(input.definition);
  assertWideEnough(definition);
  return deps.db.transaction(async (tx) => {
    if (builtInBankLayout(input.code) || (await repo.getLayoutByCode(tx, auth.companyId, input.code)))
      throw new AppError('BANK_LAYOUT_CODE_TAKEN');
    const id = await repo.insertLayout(tx, auth.companyId, auth.userId, {
      code: input.code,
      name: input.name,
      definition,
    });
    const row = (await repo.getLayoutById(tx, auth.companyId, id))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action: 'bank_layout_created',
        entity: 'bank_layout',
        entityId: id,
        before: null,
        after: { code: row.code, name: row.name, definition },
      },
    );
    return itemOf(row);
  });
};

const changeLayout = async (
  deps: LayoutsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  id: number,
  change: (row: repo.LayoutRow) => { name: string; definition: BankLayoutDefinition; active: boolean },
  action: string,
): Promise<BankLayoutItem> =>
  deps.db.transaction(async (tx) => {
    const before = await repo.getLayoutById(tx, auth.companyId, id, true);
    if (!before) throw new AppError('BANK_LAYOUT_NOT_FOUND');
    const next = change(before);
    await repo.updateLayout(tx, auth.companyId, auth.userId, id, next);
    const after = (await repo.getLayoutById(tx, auth.companyId, id))!;
    await recordChange(
      tx,
      { auth, meta },
      {
        action,
        entity: 'bank_layout',
        entityId: id,
        before: { name: before.name, active: before.active, definition: before.definition },
        after: { name: after.name, active: after.active, definition: after.definition },
      },
    );
    return itemOf(after);
  });

export const updateLayout = (
  deps: LayoutsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: UpdateBankLayoutRequest,
) => {
  const definition = bankLayoutDefinition.parse(input.definition);
  assertWideEnough(definition);
  return changeLayout(
    deps,
    auth,
    meta,
    input.id,
    (row) => ({ name: input.name, definition, active: input.active ?? row.active }),
    'bank_layout_updated',
  );
};

export const deactivateLayout = (
  deps: LayoutsDeps,
  auth: AuthContext,
  meta: RequestMeta,
  input: { id: number },
) =>
  changeLayout(
    deps,
    auth,
    meta,
    input.id,
    (row) => ({ name: row.name, definition: definitionOf(row.definition), active: false }),
    'bank_layout_deactivated',
  );

/** A layout by code: built-in, or the company's (active). */
export const layoutByCode = async (
  db: DbOrTx,
  auth: AuthContext,
  code: string,
): Promise<{ code: string; definition: BankLayoutDefinition }> => {
  const builtIn = builtInBankLayout(code);
  if (builtIn) return { code: builtIn.code, definition: builtIn.definition };
  const row = await repo.getLayoutByCode(db, auth.companyId, code);
  if (!row) throw new AppError('BANK_LAYOUT_NOT_FOUND');
  if (!row.active) throw new AppError('BANK_LAYOUT_INACTIVE');
  return { code: row.code, definition: usableDefinition(row.definition) };
};
