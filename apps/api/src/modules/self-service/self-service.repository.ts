import type { MyPayslipSummary } from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';

const num = (v: unknown) => Number(v);

const summaryOf = (r: Record<string, unknown>): MyPayslipSummary => ({
  payrollId: num(r.payroll_id),
  kind: r.kind as MyPayslipSummary['kind'],
  periodicity: String(r.periodicity),
  periodStart: String(r.period_start),
  periodEnd: String(r.period_end),
  payDate: String(r.pay_date),
  gross: num(r.gross),
  deductions: num(r.deductions),
  net: num(r.net),
});

const CLOSED_PAYSLIPS = sql`
  select s.payroll_id, p.kind, p.periodicity, p.period_start::text as period_start,
         p.period_end::text as period_end, p.pay_date::text as pay_date, s.gross, s.deductions, s.net
  from payslips s
  join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id and p.status = 'paid'`;

/** The employee's payslips of closed payrolls, newest first (only closed ones: a calculation may still change). */
export const listClosedPayslips = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<MyPayslipSummary[]> =>
  rowsOf<Record<string, unknown>>(
    await db.execute(sql`${CLOSED_PAYSLIPS}
      where s.company_id = ${companyId} and s.employee_number = ${employeeNumber}
      order by p.pay_date desc, p.period_end desc, s.payroll_id desc`),
  ).map(summaryOf);

/** One closed payslip of the employee; null when the payroll is not closed or did not pay them. */
export const getClosedPayslip = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  payrollId: number,
): Promise<MyPayslipSummary | null> => {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${CLOSED_PAYSLIPS}
      where s.company_id = ${companyId} and s.employee_number = ${employeeNumber} and s.payroll_id = ${payrollId}`),
  );
  return row ? summaryOf(row) : null;
};

export const getEmployeeName = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<string | null> => {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select first_name, first_surname, second_surname from employees
      where company_id = ${companyId} and employee_number = ${employeeNumber}`),
  );
  return row ? fullNameOfRow(row) : null;
};

/** What an invitation needs of each employee: e-mail, cédula, state and whether a login is linked already. */
export type InviteCandidate = {
  employeeNumber: number;
  fullName: string;
  email: string | null;
  nationalId: string;
  active: boolean;
  linked: boolean;
};

export const listInviteCandidates = async (
  db: DbOrTx,
  companyId: number,
  employeeNumbers: number[] | 'all',
): Promise<InviteCandidate[]> => {
  const filter =
    employeeNumbers === 'all'
      ? sql`e.active and e.email is not null and eu.user_id is null`
      : sql`e.employee_number = any(${`{${employeeNumbers.join(',')}}`}::int[])`;
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select e.employee_number, e.first_name, e.first_surname, e.second_surname, e.email, e.national_id, e.active,
             eu.user_id is not null as linked
      from employees e
      left join employee_users eu on eu.company_id = e.company_id and eu.employee_number = e.employee_number
      where e.company_id = ${companyId} and ${filter}
      order by e.employee_number`),
  ).map((r) => ({
    employeeNumber: num(r.employee_number),
    fullName: fullNameOfRow(r),
    email: (r.email as string | null) ?? null,
    nationalId: String(r.national_id),
    active: Boolean(r.active),
    linked: Boolean(r.linked),
  }));
};

/** A user by e-mail (case ignored), with whether they are a member of the company already. */
export const findUserByEmail = async (db: DbOrTx, companyId: number, email: string) => {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select u.id, u.code, exists (select 1 from memberships m where m.user_id = u.id and m.company_id = ${companyId}) as member
      from users u where lower(u.email) = ${email.toLowerCase()} order by u.id limit 1`),
  );
  return row ? { id: num(row.id), code: String(row.code), member: Boolean(row.member) } : null;
};

export const linkEmployeeUser = (
  db: DbOrTx,
  link: { companyId: number; employeeNumber: number; userId: number; invitedBy: number },
) =>
  db.execute(sql`insert into employee_users (company_id, employee_number, user_id, invited_by)
    values (${link.companyId}, ${link.employeeNumber}, ${link.userId}, ${link.invitedBy})`);

// ---------------------------------------------------------------------------------------------------------
// Vacation requests

export type VacationRequestRecord = {
  id: number;
  employeeNumber: number;
  fullName: string;
  email: string | null;
  from: string;
  to: string;
  days: number;
  status: 'pending' | 'approved' | 'rejected' | 'cancelled';
  note: string | null;
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
  /** The head of the employee's (current) department, null without one. */
  headEmployeeNumber: number | null;
  headName: string | null;
};

const requestOf = (r: Record<string, unknown>): VacationRequestRecord => ({
  id: num(r.id),
  employeeNumber: num(r.employee_number),
  fullName: fullNameOfRow(r),
  email: (r.email as string | null) ?? null,
  from: String(r.from_date),
  to: String(r.to_date),
  days: num(r.days),
  status: r.status as VacationRequestRecord['status'],
  note: (r.note as string | null) ?? null,
  decisionReason: (r.decision_reason as string | null) ?? null,
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at as string).toISOString(),
  createdAt: new Date(r.created_at as string).toISOString(),
  headEmployeeNumber: r.head_employee_number == null ? null : num(r.head_employee_number),
  headName: r.head == null ? null : fullNameOfRow(r.head as Record<string, unknown>),
});

export const insertVacationRequest = async (
  db: DbOrTx,
  r: {
    companyId: number;
    employeeNumber: number;
    from: string;
    to: string;
    days: number;
    note: string | null;
    userId: number;
  },
): Promise<number> => {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into vacation_requests (company_id, employee_number, from_date, to_date, days, note, requested_by)
      values (${r.companyId}, ${r.employeeNumber}, ${r.from}, ${r.to}, ${r.days}, ${r.note}, ${r.userId}) returning id`),
  );
  return num(row!.id);
};

/** The working days of the employee's pending requests (they hold the balance until decided). */
export const pendingRequestDays = async (db: DbOrTx, companyId: number, employeeNumber: number) =>
  num(
    rowsOf<{ days: unknown }>(
      await db.execute(sql`select coalesce(sum(days), 0) as days from vacation_requests
        where company_id = ${companyId} and employee_number = ${employeeNumber} and status = 'pending'`),
    )[0]!.days,
  );

export const pendingRequestOverlaps = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
) =>
  rowsOf(
    await db.execute(sql`select 1 from vacation_requests where company_id = ${companyId}
      and employee_number = ${employeeNumber} and status = 'pending' and from_date <= ${to} and to_date >= ${from} limit 1`),
  ).length > 0;

/**
 * Requests of the company: one employee's, some ids (locked when `lock`), by status (`decided`: approved or
 * rejected, newest decision first), or those of the departments `headOf` heads (their own left out); pending
 * first, then newest. Each with the head of the employee's current department.
 */
export const listVacationRequests = async (
  db: DbOrTx,
  companyId: number,
  q: {
    employeeNumber?: number;
    ids?: number[];
    status?: string;
    headOf?: number;
    lock?: boolean;
    limit?: number;
  },
): Promise<VacationRequestRecord[]> => {
  const conditions = [sql`r.company_id = ${companyId}`];
  if (q.employeeNumber !== undefined) conditions.push(sql`r.employee_number = ${q.employeeNumber}`);
  if (q.ids !== undefined) conditions.push(sql`r.id = any(${`{${q.ids.join(',')}}`}::int[])`);
  if (q.status === 'decided') conditions.push(sql`r.status in ('approved', 'rejected')`);
  else if (q.status !== undefined) conditions.push(sql`r.status = ${q.status}`);
  if (q.headOf !== undefined)
    conditions.push(sql`d.head_employee_number = ${q.headOf} and r.employee_number <> ${q.headOf}`);
  return rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id, r.employee_number, r.from_date::text as from_date, r.to_date::text as to_date, r.days, r.status,
             r.note, r.decision_reason, r.decided_at, r.created_at, e.first_name, e.first_surname, e.second_surname, e.email,
             d.head_employee_number,
             (select json_build_object('first_name', h.first_name, 'first_surname', h.first_surname,
                'second_surname', h.second_surname) from employees h
              where h.company_id = d.company_id and h.employee_number = d.head_employee_number) as head
      from vacation_requests r
      join employees e on e.company_id = r.company_id and e.employee_number = r.employee_number
      left join departments d on d.company_id = e.company_id and d.id = e.department_id
      where ${sql.join(conditions, sql` and `)}
      order by (r.status = 'pending') desc, r.decided_at desc nulls last, r.created_at desc, r.id desc
      ${q.limit ? sql`limit ${q.limit}` : sql``}
      ${q.lock ? sql`for update of r` : sql``}`),
  ).map(requestOf);
};

export const decideVacationRequest = (
  db: DbOrTx,
  companyId: number,
  id: number,
  d: {
    status: 'approved' | 'rejected' | 'cancelled';
    reason: string | null;
    userId: number;
    rangeId: number | null;
  },
) =>
  db.execute(sql`update vacation_requests set status = ${d.status}, decision_reason = ${d.reason},
    decided_by = ${d.userId}, decided_at = now(), range_id = ${d.rangeId}
    where company_id = ${companyId} and id = ${id}`);

/** The open payrolls an employee belongs to whose period meets from–to (where the days will be V). */
export const payrollsMeeting = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
) =>
  rowsOf<Record<string, unknown>>(
    await db.execute(sql`select p.id, p.period_start::text as period_start, p.period_end::text as period_end
      from payroll_employees pe join payrolls p on p.company_id = pe.company_id and p.id = pe.payroll_id
      where pe.company_id = ${companyId} and pe.employee_number = ${employeeNumber} and p.kind = 'regular'
        and p.period_start <= ${to} and p.period_end >= ${from}
      order by p.period_start`),
  ).map((r) => ({
    payrollId: num(r.id),
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
  }));

/** Whether the employee heads a department of the company. */
export const headsADepartment = async (db: DbOrTx, companyId: number, employeeNumber: number) =>
  rowsOf(
    await db.execute(sql`select 1 from departments
      where company_id = ${companyId} and head_employee_number = ${employeeNumber} limit 1`),
  ).length > 0;

/** A regular payroll that holds the employee from `from` to `to` (the days of their personal actions). */
export type MemberPayroll = {
  payrollId: number;
  periodicity: string;
  periodStart: string;
  periodEnd: string;
  /** Paid: its payslip is among the employee's closed payslips. */
  closed: boolean;
};

/** The regular payrolls the employee is a member of that touch `from`–`to`, oldest first (one query for a list). */
export const memberPayrollsBetween = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
  to: string,
): Promise<MemberPayroll[]> =>
  rowsOf<Record<string, unknown>>(
    await db.execute(sql`select p.id, p.periodicity, p.period_start::text as period_start,
        p.period_end::text as period_end, p.status
      from payroll_employees pe join payrolls p on p.company_id = pe.company_id and p.id = pe.payroll_id
      where pe.company_id = ${companyId} and pe.employee_number = ${employeeNumber} and p.kind = 'regular'
        and p.period_start <= ${to} and p.period_end >= ${from}
      order by p.period_start, p.id`),
  ).map((r) => ({
    payrollId: num(r.id),
    periodicity: String(r.periodicity),
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
    closed: r.status === 'paid',
  }));
