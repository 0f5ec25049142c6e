import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';

import { iso, num, str } from './vouchers.repository';

/** The vouchers' e-mail deliveries and the document log (bitácora de documentos). */
// ---------------------------------------------------------------------------------------------------------
// Deliveries

/**
 * Records one delivery per employee with its pre-allocated outbox id. A `send` that exists already (the partial
 * unique index) is skipped; answers the employees recorded now.
 */
export const insertDeliveries = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payrollId: number;
    kind: 'send' | 'resend';
    userId: number;
    rows: { employeeNumber: number; outboxId: number; to: string }[];
  },
): Promise<Set<number>> => {
  const done = new Set<number>();
  for (let i = 0; i < q.rows.length; i += 5000) {
    const slice = q.rows.slice(i, i + 5000);
    const res = await db.execute(sql`
      insert into voucher_deliveries (company_id, payroll_id, employee_number, kind, outbox_id, to_address, created_by)
      select ${q.companyId}, ${q.payrollId}, t.n, ${q.kind}, t.o, t.a, ${q.userId}
      from unnest(${`{${slice.map((r) => r.employeeNumber).join(',')}}`}::int[],
        ${`{${slice.map((r) => r.outboxId).join(',')}}`}::bigint[],
        ${pgTextArray(slice.map((r) => r.to))}::text[]) as t(n, o, a)
      ${q.kind === 'send' ? sql`on conflict (company_id, payroll_id, employee_number) where kind = 'send' do nothing` : sql``}
      returning employee_number`);
    for (const r of rowsOf(res)) done.add(num(r.employee_number));
  }
  return done;
};

/** A text[] literal (quoted elements) for unnest. */
const pgTextArray = (values: string[]) =>
  `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/** The outbox ids of the latest deliveries that failed (of the employees given, or all). */
export const failedDeliveryOutboxIds = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employees: number[] | null,
) => {
  const only =
    employees === null ? sql`` : sql`and employee_number = any(${`{${employees.join(',')}}`}::int[])`;
  const res = await db.execute(sql`
    with d as (
      select employee_number, max(outbox_id) as outbox_id from voucher_deliveries
      where company_id = ${companyId} and payroll_id = ${payrollId} ${only} group by employee_number
    )
    select d.employee_number, o.id from d join outbox o on o.id = d.outbox_id where o.status = 'failed'`);
  return rowsOf(res).map((r) => ({ employeeNumber: num(r.employee_number), outboxId: num(r.id) }));
};

// ---------------------------------------------------------------------------------------------------------
// Document log (bitácora de documentos)

export type DocumentLogInput = {
  companyId: number;
  payrollId: number | null;
  employeeNumber: number | null;
  document: string;
  action: string;
  userId: number | null;
  detail?: string | null;
};

/** The INSERT of some log entries, for a caller that runs it inside another statement (the mail worker's outcome). */
export const documentLogInsert = (entries: DocumentLogInput[]): SQL => sql`
  insert into document_log (company_id, payroll_id, employee_number, document, action, user_id, detail)
  values ${sql.join(
    entries.map(
      (e) =>
        sql`(${e.companyId}, ${e.payrollId}, ${e.employeeNumber}, ${e.document}, ${e.action}, ${e.userId}, ${e.detail ?? null})`,
    ),
    sql`, `,
  )}`;

export const insertDocumentLog = async (db: DbOrTx, entries: DocumentLogInput[]) => {
  for (let i = 0; i < entries.length; i += 2000)
    await db.execute(documentLogInsert(entries.slice(i, i + 2000)));
};

export const listDocumentLog = async (
  db: DbOrTx,
  q: { companyId: number; payrollId?: number; employeeNumber?: number; page: number; pageSize: number },
) => {
  const where: SQL[] = [sql`l.company_id = ${q.companyId}`];
  if (q.payrollId !== undefined) where.push(sql`l.payroll_id = ${q.payrollId}`);
  if (q.employeeNumber !== undefined) where.push(sql`l.employee_number = ${q.employeeNumber}`);
  const res = await db.execute(sql`
    select l.id, l.at, l.payroll_id, l.employee_number, l.document, l.action, l.detail, u.code as user_code,
      e.first_name, e.first_surname, e.second_surname, count(*) over () as total
    from document_log l
    left join users u on u.id = l.user_id
    left join employees e on e.company_id = l.company_id and e.employee_number = l.employee_number
    where ${sql.join(where, sql` and `)}
    order by l.at desc, l.id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf(res);
  return {
    total: rows[0] ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      id: num(r.id),
      at: iso(r.at)!,
      payrollId: r.payroll_id === null ? null : num(r.payroll_id),
      num_empleado: r.employee_number === null ? null : num(r.employee_number),
      fullName: r.first_name ? fullNameOfRow(r) : null,
      document: String(r.document),
      action: String(r.action),
      userCode: str(r.user_code),
      detail: str(r.detail),
    })),
  };
};
