import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, type Row } from '../../db/rows';

const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** One paid employee of a payroll: the payslip's net and what a bank file needs of the employee. */
export type PayeeRow = {
  employeeNumber: number;
  firstName: string;
  firstSurname: string;
  secondSurname: string | null;
  nationalId: string;
  iban: string | null;
  net: number;
};

/**
 * Every payslip of the payroll with its employee, in one statement (10 000 employees are one query), in name
 * order (surnames, name, number): the order of the summary's list and of the file's records.
 */
export const listPayees = async (db: DbOrTx, companyId: number, payrollId: number): Promise<PayeeRow[]> => {
  const res = await db.execute(sql`
    select s.employee_number, s.net, e.first_name, e.first_surname, e.second_surname, e.national_id, e.iban
    from payslips s
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId}
    order by e.first_surname, e.second_surname nulls first, e.first_name, s.employee_number`);
  return rowsOf(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    firstName: String(r.first_name),
    firstSurname: String(r.first_surname),
    secondSurname: (r.second_surname as string | null) ?? null,
    nationalId: String(r.national_id),
    iban: (r.iban as string | null) ?? null,
    net: Number(r.net),
  }));
};

/** The calculation's stored net total (null when the payroll has no calculation). */
export const calculationNet = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
): Promise<number | null> => {
  const res = await db.execute(
    sql`select net from payroll_calculations where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  const r = rowsOf(res)[0];
  return r ? Number(r.net) : null;
};

/** Bank names by SINPE code. */
export const bankNames = async (db: DbOrTx): Promise<Map<string, string>> => {
  const res = await db.execute(sql`select code, name from banks`);
  return new Map(rowsOf(res).map((r) => [String(r.code), String(r.name)]));
};

export const companyOf = async (
  db: DbOrTx,
  companyId: number,
): Promise<{ name: string; legalId: string }> => {
  const res = await db.execute(sql`select name, legal_id from companies where id = ${companyId}`);
  const r = rowsOf(res)[0]!;
  return { name: String(r.name), legalId: String(r.legal_id) };
};

// ---------------------------------------------------------------------------------------------------------
// bank_layouts

export type LayoutRow = {
  id: number;
  code: string;
  name: string;
  definition: unknown;
  active: boolean;
  updatedAt: string;
  updatedBy: string | null;
};

const layoutOf = (r: Row): LayoutRow => ({
  id: Number(r.id),
  code: String(r.code),
  name: String(r.name),
  definition: asJson(r.definition),
  active: Boolean(r.active),
  updatedAt: iso(r.updated_at),
  updatedBy: (r.updated_by_code as string | null) ?? null,
});

const LAYOUT_SELECT = sql`select l.id, l.code, l.name, l.definition, l.active, l.updated_at, u.code as updated_by_code
  from bank_layouts l left join users u on u.id = l.updated_by`;

export const listLayouts = async (db: DbOrTx, companyId: number): Promise<LayoutRow[]> =>
  rowsOf(await db.execute(sql`${LAYOUT_SELECT} where l.company_id = ${companyId} order by l.name, l.id`)).map(
    layoutOf,
  );

export const getLayoutById = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<LayoutRow | null> => {
  const rows = rowsOf(
    await db.execute(
      lock
        ? sql`${LAYOUT_SELECT} where l.company_id = ${companyId} and l.id = ${id} for update of l`
        : sql`${LAYOUT_SELECT} where l.company_id = ${companyId} and l.id = ${id}`,
    ),
  );
  return rows[0] ? layoutOf(rows[0]) : null;
};

/** By code, case-insensitively (codes name files: `BAC` and `bac` would be the same file name). */
export const getLayoutByCode = async (
  db: DbOrTx,
  companyId: number,
  code: string,
): Promise<LayoutRow | null> => {
  const rows = rowsOf(
    await db.execute(
      sql`${LAYOUT_SELECT} where l.company_id = ${companyId} and lower(l.code) = lower(${code})`,
    ),
  );
  return rows[0] ? layoutOf(rows[0]) : null;
};

export const insertLayout = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
  layout: { code: string; name: string; definition: unknown },
): Promise<number> => {
  const res = await db.execute(sql`
    insert into bank_layouts (company_id, code, name, definition, active, created_by, updated_by)
    values (${companyId}, ${layout.code}, ${layout.name}, ${JSON.stringify(layout.definition)}::jsonb, true,
      ${userId}, ${userId})
    returning id`);
  return Number(rowsOf(res)[0]!.id);
};

export const updateLayout = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
  id: number,
  change: { name: string; definition: unknown; active: boolean },
): Promise<void> => {
  await db.execute(sql`
    update bank_layouts set name = ${change.name}, definition = ${JSON.stringify(change.definition)}::jsonb,
      active = ${change.active}, updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${id}`);
};

// ---------------------------------------------------------------------------------------------------------
// generated_files and document_log

export type GeneratedFileRow = {
  id: number;
  kind: string;
  payrollId: number | null;
  layoutCode: string | null;
  folder: string;
  fileName: string;
  sha256: string;
  byteSize: number;
  recordCount: number;
  totalAmount: number;
  createdAt: string;
  createdBy: string | null;
};

export const insertGeneratedFile = async (
  db: DbOrTx,
  companyId: number,
  userId: number,
  file: Omit<GeneratedFileRow, 'id' | 'createdAt' | 'createdBy'>,
): Promise<number> => {
  const res = await db.execute(sql`
    insert into generated_files (company_id, kind, payroll_id, layout_code, folder, file_name, sha256, byte_size,
      record_count, total_amount, created_by)
    values (${companyId}, ${file.kind}, ${file.payrollId}, ${file.layoutCode}, ${file.folder}, ${file.fileName},
      ${file.sha256}, ${file.byteSize}, ${file.recordCount}, ${file.totalAmount}, ${userId})
    returning id`);
  return Number(rowsOf(res)[0]!.id);
};

export const listGeneratedFiles = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  kind: string,
): Promise<GeneratedFileRow[]> => {
  const res = await db.execute(sql`
    select g.*, u.code as created_by_code from generated_files g left join users u on u.id = g.created_by
    where g.company_id = ${companyId} and g.payroll_id = ${payrollId} and g.kind = ${kind}
    order by g.created_at desc, g.id desc`);
  return rowsOf(res).map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    payrollId: r.payroll_id === null ? null : Number(r.payroll_id),
    layoutCode: (r.layout_code as string | null) ?? null,
    folder: String(r.folder),
    fileName: String(r.file_name),
    sha256: String(r.sha256),
    byteSize: Number(r.byte_size),
    recordCount: Number(r.record_count),
    totalAmount: Number(r.total_amount),
    createdAt: iso(r.created_at),
    createdBy: (r.created_by_code as string | null) ?? null,
  }));
};

export const insertDocumentLog = async (
  db: DbOrTx,
  entry: {
    companyId: number;
    payrollId: number | null;
    document: string;
    action: string;
    userId: number;
    detail: string | null;
  },
): Promise<void> => {
  await db.execute(sql`
    insert into document_log (company_id, payroll_id, document, action, user_id, detail)
    values (${entry.companyId}, ${entry.payrollId}, ${entry.document}, ${entry.action}, ${entry.userId},
      ${entry.detail})`);
};
