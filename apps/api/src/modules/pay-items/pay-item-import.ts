import {
  newEmployeePayItemRequest,
  payrollName,
  PAY_ITEM_IMPORT_COLUMNS,
  PAY_ITEM_IMPORT_MAX_ROWS,
  V,
  withStorableText,
  type PayItemImportResponse,
  type PayItemValueType,
} from '@planilla/contracts';
import { parseColones } from '@planilla/domain';
import { AppError } from '../../lib/errors';
import type { RequestMeta } from '../../lib/http';
import { isKnownMessageKey, translate } from '../../lib/i18n';
import {
  cellCents,
  cellInt,
  cellIsoDate,
  cellText,
  readImportSheet,
  type RawValue,
  type SheetRow,
} from '../../lib/sheet-import';
import { foldText } from '../../lib/text';
import type { AuthContext } from '../../plugins/auth';
import { recordChanges } from '../audit/audit.repository';
import * as repo from './employee-pay-items.repository';
import { contextOf, loadItemLookups } from './employee-pay-item-changes';
import type { PayItemDeps } from './pay-item-catalogue.service';
import { checkItemFields } from './pay-item-rules';
import * as types from './pay-item-types.repository';
import * as payees from './payees.repository';

// rubros/importar: employees' pay items from a spreadsheet (the employee import's way of reading files safely:
// lib/sheet-import.ts). Every row is checked as `rubros/nuevo` checks one item; the file is imported all or
// nothing, in one set-based insert, and a dry run (the default) writes nothing at all.

type Column = (typeof PAY_ITEM_IMPORT_COLUMNS)[number]['column'];
type RowError = PayItemImportResponse['errors'][number];

/** Request field → the file's column (`payeeId` is read from the payee's name in `beneficiario`). */
const COLUMN_OF = new Map<string, Column>([
  ...PAY_ITEM_IMPORT_COLUMNS.map((c) => [c.field, c.column] as [string, Column]),
  ['payeeId', 'beneficiario'],
]);
const ORDER = PAY_ITEM_IMPORT_COLUMNS.map((c) => c.column as string);

/** A row follows `rubros/nuevo`'s contract under the same text rule as every request. */
const rowSchema = withStorableText(newEmployeePayItemRequest);

/** What a person types in `tipo_valor`, folded. */
const VALUE_TYPES = new Map<string, PayItemValueType>([
  ['monto', 'amount'],
  ['monto fijo', 'amount'],
  ['amount', 'amount'],
  ['fixed amount', 'amount'],
  ['porcentaje', 'percentage'],
  ['percentage', 'percentage'],
  ['cantidad', 'quantity'],
  ['cantidad x tarifa', 'quantity'],
  ['quantity', 'quantity'],
  ['maximo legal', 'legal_maximum'],
  ['legal maximum', 'legal_maximum'],
  ['legal_maximum', 'legal_maximum'],
]);
/** What a person types in `base_porcentaje`, folded. */
const PERCENTAGE_BASES = new Map<string, string>([
  ['bruto', 'gross_salary'],
  ['salario bruto', 'gross_salary'],
  ['gross', 'gross_salary'],
  ['gross salary', 'gross_salary'],
  ['gross_salary', 'gross_salary'],
  ['liquido', 'salary_after_charges'],
  ['salario liquido', 'salary_after_charges'],
  ['neto', 'salary_after_charges'],
  ['after charges', 'salary_after_charges'],
  ['salary_after_charges', 'salary_after_charges'],
]);

/** A percentage cell (`5`, `2,5`, `5 %`) → basis points; NaN when unreadable (the schema refuses it). */
const cellBasisPoints = (v: RawValue): number => {
  if (typeof v === 'number') return Math.round(v * 100);
  const colones = parseColones(cellText(v).replace(/\s*%$/, ''));
  return colones === null ? Number.NaN : colones;
};

/** A quantity cell (up to 4 decimals, a decimal comma allowed); NaN when unreadable. */
const cellQuantity = (v: RawValue): number => {
  if (typeof v === 'number') return v;
  const s = cellText(v).replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : Number.NaN;
};

/** A payroll's name as typed: folded, any dash one hyphen (`16/11/2026 - 30/11/2026` as the screens' `–`). */
const payrollKey = (text: string) => foldText(text.replace(/[\u2010-\u2015]/g, '-'));

/** What a `planilla` cell names: a payroll, or several (a name without its period in two years). */
type NamedPayroll = { payrollId: number; periodStart: string } | 'ambiguous';

/**
 * The open regular payrolls by every name the screens give them, in Spanish and English, with and without their
 * period; a name two payrolls share is `ambiguous`.
 */
const payrollsByName = (list: readonly repo.OpenPayrollName[]): Map<string, NamedPayroll> => {
  const byName = new Map<string, NamedPayroll>();
  for (const p of list)
    for (const language of ['es', 'en'] as const)
      for (const withPeriod of [false, true]) {
        const key = payrollKey(payrollName({ ...p, kind: 'regular' }, language, { withPeriod }));
        const seen = byName.get(key);
        byName.set(
          key,
          seen === undefined || (seen !== 'ambiguous' && seen.payrollId === p.payrollId)
            ? { payrollId: p.payrollId, periodStart: p.periodStart }
            : 'ambiguous',
        );
      }
  return byName;
};

const parseDryRun = (text: string | undefined): boolean =>
  text === undefined || !['false', '0', 'no', 'n'].includes(foldText(text));

/**
 * Checks (and unless `dryRun`, imports) a file of employees' items. Row errors name the file's row and column,
 * in the caller's language; any error leaves the file unwritten.
 */
export const importPayItems = async (
  deps: PayItemDeps,
  auth: AuthContext,
  meta: RequestMeta,
  upload: { filename: string; buffer: Buffer; fields: Record<string, string> },
): Promise<PayItemImportResponse> => {
  const dryRun = parseDryRun(upload.fields.dryRun);
  const sheet = await readImportSheet(upload.buffer, upload.filename, {
    columns: PAY_ITEM_IMPORT_COLUMNS,
    sheetName: 'Rubros',
    maxRows: PAY_ITEM_IMPORT_MAX_ROWS,
  });
  const errors: RowError[] = [];
  const add = (row: number, column: Column | null, key: string) =>
    errors.push({
      row,
      column,
      code: key.replace(/^errors\./, ''),
      message: translate(key, meta.lang),
    });
  for (const column of sheet.missingColumns) add(1, column, V.required);

  const result = (imported: number, valid: number): PayItemImportResponse => ({
    dryRun,
    rows: sheet.rows.length,
    valid,
    imported,
    errors: errors.sort(
      (a, b) => a.row - b.row || ORDER.indexOf(a.column ?? '') - ORDER.indexOf(b.column ?? ''),
    ),
  });
  if (sheet.missingColumns.length > 0 || sheet.rows.length === 0) {
    if (sheet.rows.length === 0) add(1, null, 'errors.IMPORT_FILE_INVALID');
    return result(0, 0);
  }

  // Everything runs in one transaction that a dry run or any row error rolls back: nothing written but a whole file.
  class Rollback extends Error {}
  let outcome = null as PayItemImportResponse | null;
  await deps.db
    .transaction(async (tx) => {
      await types.ensurePayItemCatalogue(tx, auth.companyId);
      const [typeList, payeeList, openPayrolls] = await Promise.all([
        types.listPayItemTypes(tx, auth.companyId),
        payees.listPayees(tx, auth.companyId),
        repo.openRegularPayrolls(tx, auth.companyId),
      ]);
      const typeByCode = new Map(typeList.map((t) => [t.code, t]));
      // Payees by name (the `beneficiario` column), folded.
      const payeeByName = new Map(payeeList.map((p) => [foldText(p.name), p.id]));

      const payrolls = {
        byName: payrollsByName(openPayrolls),
        byId: new Map(openPayrolls.map((p) => [p.payrollId, p])),
      };
      const candidates = sheet.rows.map((r) =>
        candidateOf(r, { payeeByName, payrolls }, (c, key = V.unknownOption) => add(r.row, c, key)),
      );
      const parsed = candidates.map(({ row, candidate, unreadable }) => {
        const res = rowSchema.safeParse(candidate);
        if (!res.success) {
          const seen = new Set<string>(unreadable);
          for (const issue of res.error.issues) {
            const column = COLUMN_OF.get(String(issue.path[0] ?? ''));
            if (!column || seen.has(column)) continue;
            seen.add(column);
            add(row, column, isKnownMessageKey(issue.message) ? issue.message : V.invalidValue);
          }
          return null;
        }
        return { row, data: res.data, clean: unreadable.size === 0 };
      });
      const ok = parsed.filter((p): p is NonNullable<typeof p> => p !== null);
      const lookups = await loadItemLookups(
        tx,
        auth.companyId,
        ok.map((p) => ({ employeeNumber: p.data.num_empleado, payrollId: p.data.payrollId })),
      );
      const inserts: repo.ItemInsert[] = [];
      for (const { row, data, clean } of ok) {
        const { num_empleado: employeeNumber, typeCode, replacesId, ...fields } = data;
        const type = typeByCode.get(typeCode);
        const employee = lookups.employees.get(employeeNumber);
        if (!employee) add(row, 'num_empleado', 'errors.EMPLOYEE_NOT_FOUND');
        else if (!employee.active) add(row, 'num_empleado', 'errors.PAY_ITEM_EMPLOYEE_INACTIVE');
        if (!type) add(row, 'codigo', 'errors.PAY_ITEM_TYPE_NOT_FOUND');
        else if (!type.active) add(row, 'codigo', 'errors.PAY_ITEM_TYPE_INACTIVE');
        if (!type || !employee?.active) continue;
        const { problems, values, balance } = checkItemFields(
          fields,
          contextOf(lookups, type.itemClass, employeeNumber, fields),
        );
        for (const [field, key] of Object.entries(problems)) add(row, COLUMN_OF.get(field) ?? null, key);
        if (clean && Object.keys(problems).length === 0)
          inserts.push({ ...values, employeeNumber, typeCode, balance, replacesId });
      }
      const valid = sheet.rows.length - new Set(errors.filter((e) => e.row > 1).map((e) => e.row)).size;
      if (dryRun || errors.length > 0) {
        outcome = result(0, valid);
        throw new Rollback();
      }
      const ids = await repo.insertItems(tx, auth.companyId, inserts, auth.userId);
      await recordChanges(
        tx,
        { auth, meta },
        ids.map((id, i) => ({
          action: 'pay_item_imported',
          entity: 'employee_pay_item',
          entityId: id,
          before: null,
          after: { ...inserts[i], file: upload.filename },
        })),
      );
      outcome = result(ids.length, valid);
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  if (!outcome) throw new AppError('INTERNAL_ERROR');
  return outcome;
};

/** A file row → the request `rubros/nuevo` takes (a value it cannot read is left for the schema to refuse). */
const candidateOf = (
  { row, values }: SheetRow<Column>,
  names: {
    payeeByName: Map<string, number>;
    payrolls: { byName: Map<string, NamedPayroll>; byId: Map<number, repo.OpenPayrollName> };
  },
  unknown: (column: Column, key?: string) => void,
) => {
  const { payeeByName } = names;
  const v = (c: Column) => values[c] ?? null;
  const unreadable = new Set<Column>();
  const lookup = <T>(column: Column, map: Map<string, T>): T | undefined => {
    const raw = v(column);
    if (raw === null) return undefined;
    const found = map.get(foldText(cellText(raw)));
    if (found === undefined) {
      unknown(column);
      unreadable.add(column);
    }
    return found;
  };
  const opt = <T>(column: Column, read: (raw: RawValue) => T): T | null =>
    v(column) === null ? null : read(v(column));
  // `planilla`: a payroll's number or its name; the item is then `once`, in it.
  let payroll: { payrollId: number; periodStart: string | null } | null = null;
  const payrollCell = v('planilla');
  if (payrollCell !== null) {
    const text = cellText(payrollCell);
    if (/^\d+$/.test(text)) {
      const id = Number(text);
      payroll = { payrollId: id, periodStart: names.payrolls.byId.get(id)?.periodStart ?? null };
    } else {
      const named = names.payrolls.byName.get(payrollKey(text));
      if (named === undefined || named === 'ambiguous') {
        unknown('planilla', named === 'ambiguous' ? V.payrollNameAmbiguous : V.payrollNotOfEmployee);
        unreadable.add('planilla');
      } else payroll = named;
    }
  }
  const validFrom = v('desde') === null ? (payroll?.periodStart ?? undefined) : cellIsoDate(v('desde'));
  const valueType =
    lookup('tipo_valor', VALUE_TYPES) ??
    (v('porcentaje') !== null ? 'percentage' : v('cantidad') !== null ? 'quantity' : 'amount');
  const candidate = {
    num_empleado: v('num_empleado') === null ? undefined : cellInt(v('num_empleado')),
    typeCode: v('codigo') === null ? undefined : cellText(v('codigo')),
    valueType,
    amount: opt('monto', cellCents),
    rate: opt('porcentaje', cellBasisPoints),
    percentageOf: lookup('base_porcentaje', PERCENTAGE_BASES) ?? null,
    quantity: opt('cantidad', cellQuantity),
    unitRate: opt('tarifa', cellCents),
    frequency: payroll ? 'once' : 'recurring',
    payrollId: payroll?.payrollId ?? null,
    validFrom,
    validTo: opt('hasta', cellIsoDate),
    reference: opt('referencia', cellText),
    orderDate: opt('fecha_orden', cellIsoDate),
    principal: opt('principal', cellCents),
    payeeId: lookup('beneficiario', payeeByName) ?? null,
    note: opt('nota', cellText),
  };
  return { row, candidate, unreadable };
};
