import type { DataChangeStatus, EmployeeContactData } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';

// Employees' requests to change their contact data or bank account (`data_change_requests`).

export type ContactValues = Partial<EmployeeContactData>;

export type DataChangeRecord = {
  id: number;
  employeeNumber: number;
  fullName: string;
  /** The e-mail on the employee's record now. */
  email: string | null;
  status: DataChangeStatus;
  asked: ContactValues;
  previous: ContactValues;
  note: string | null;
  decisionReason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  /** The name of the user who decided it (or cancelled it). */
  decidedBy: string | null;
};

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const recordOf = (r: Record<string, unknown>): DataChangeRecord => ({
  id: Number(r.id),
  employeeNumber: Number(r.employee_number),
  fullName: fullNameOfRow(r),
  email: (r.email as string | null) ?? null,
  status: r.status as DataChangeStatus,
  asked: r.asked as ContactValues,
  previous: r.previous as ContactValues,
  note: (r.note as string | null) ?? null,
  decisionReason: (r.decision_reason as string | null) ?? null,
  requestedAt: iso(r.requested_at)!,
  decidedAt: iso(r.decided_at),
  decidedBy: (r.decided_by_name as string | null) ?? null,
});

export const insertDataChangeRequest = async (
  db: DbOrTx,
  r: {
    companyId: number;
    employeeNumber: number;
    asked: ContactValues;
    previous: ContactValues;
    note: string | null;
    userId: number;
  },
): Promise<number> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into data_change_requests (company_id, employee_number, asked, previous, note, requested_by)
      values (${r.companyId}, ${r.employeeNumber}, ${JSON.stringify(r.asked)}::jsonb, ${JSON.stringify(r.previous)}::jsonb,
        ${r.note}, ${r.userId}) returning id`),
  );
  return Number(row!.id);
};

/** The company's requests, pending first then newest: one employee's, some ids (locked when `lock`), or by status. */
export const listDataChangeRequests = async (
  db: DbOrTx,
  companyId: number,
  q: { employeeNumber?: number; ids?: number[]; status?: string; lock?: boolean; limit?: number },
): Promise<DataChangeRecord[]> => {
  const conditions = [sql`r.company_id = ${companyId}`];
  if (q.employeeNumber !== undefined) conditions.push(sql`r.employee_number = ${q.employeeNumber}`);
  if (q.ids !== undefined) conditions.push(sql`r.id = any(${`{${q.ids.join(',')}}`}::int[])`);
  if (q.status !== undefined) conditions.push(sql`r.status = ${q.status}`);
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id, r.employee_number, r.status, r.asked, r.previous, r.note, r.decision_reason, r.requested_at,
             r.decided_at, e.first_name, e.first_surname, e.second_surname, e.email, u.name as decided_by_name
      from data_change_requests r
      join employees e on e.company_id = r.company_id and e.employee_number = r.employee_number
      left join users u on u.id = r.decided_by
      where ${sql.join(conditions, sql` and `)}
      order by (r.status = 'pending') desc, r.requested_at desc, r.id desc
      ${q.limit ? sql`limit ${q.limit}` : sql``}
      ${q.lock ? sql`for update of r` : sql``}`),
  ).map(recordOf);
};

export const decideDataChangeRequest = (
  db: DbOrTx,
  companyId: number,
  id: number,
  d: { status: 'approved' | 'rejected' | 'cancelled'; reason: string | null; userId: number },
) =>
  db.execute(sql`update data_change_requests set status = ${d.status}, decision_reason = ${d.reason},
    decided_by = ${d.userId}, decided_at = now()
    where company_id = ${companyId} and id = ${id}`);
