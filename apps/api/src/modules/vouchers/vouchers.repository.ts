import type { VoucherProgress, VoucherSendStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, type Row, rowsOf } from '../../db/rows';
import { escapeLike } from '../../lib/text';
import { payrollSequence } from '../payroll/payroll-sequence.repository';

export const num = (v: unknown) => Number(v);
export const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string).toISOString();
export const NAME_ORDER = sql.raw(
  'e.first_surname, e.second_surname nulls first, e.first_name, e.employee_number',
);

// ---------------------------------------------------------------------------------------------------------
// Payrolls

export type PayrollRow = {
  payrollId: number;
  kind: 'regular' | 'aguinaldo' | 'settlement';
  periodicity: 'weekly' | 'biweekly' | 'fortnightly' | 'monthly';
  /** Ordinal within its periodicity and year: part of the payroll's name (`payrollName`). */
  sequence: number;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  status: 'planned' | 'projected' | 'processed' | 'paid';
  employees: number;
  gross: number;
  net: number;
  closedAt: string | null;
  /** The closing time (or, for a processed payroll, the calculation time): the voucher's creation date. */
  documentDate: Date | null;
};

const payrollOf = (r: Row): PayrollRow => ({
  payrollId: num(r.id),
  kind: r.kind as PayrollRow['kind'],
  periodicity: r.periodicity as PayrollRow['periodicity'],
  sequence: num(r.sequence ?? 0),
  periodStart: String(r.period_start),
  periodEnd: String(r.period_end),
  payDate: String(r.pay_date),
  status: r.status as PayrollRow['status'],
  employees: num(r.employee_count ?? 0),
  gross: num(r.gross ?? 0),
  net: num(r.net ?? 0),
  closedAt: iso(r.closed_at),
  documentDate: r.closed_at
    ? new Date(r.closed_at as string)
    : r.calculated_at
      ? new Date(r.calculated_at as string)
      : null,
});

const PAYROLL_COLUMNS = sql`p.id, p.kind, p.periodicity, ${payrollSequence('p')} as sequence,
  p.period_start::text as period_start,
  p.period_end::text as period_end, p.pay_date::text as pay_date, p.status, c.employee_count, c.gross, c.net,
  c.closed_at, c.calculated_at`;

/** A calculated payroll of the company (processed or paid) with its totals; null when there is none. */
export const getCalculatedPayroll = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    select ${PAYROLL_COLUMNS} from payrolls p
    left join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    where p.company_id = ${companyId} and p.id = ${payrollId}`);
  const r = rowsOf(res)[0];
  return r ? payrollOf(r) : null;
};

export const listPayrolls = async (
  db: DbOrTx,
  q: {
    companyId: number;
    statuses: string[];
    periodicity?: string;
    from?: string;
    to?: string;
    page: number;
    pageSize: number;
  },
) => {
  const where: SQL[] = [
    sql`p.company_id = ${q.companyId}`,
    sql`p.status in (${sql.join(
      q.statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (q.periodicity) where.push(sql`p.periodicity = ${q.periodicity}`);
  if (q.from) where.push(sql`p.pay_date >= ${q.from}`);
  if (q.to) where.push(sql`p.pay_date <= ${q.to}`);
  const res = await db.execute(sql`
    select ${PAYROLL_COLUMNS}, count(*) over () as total from payrolls p
    join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    where ${sql.join(where, sql` and `)}
    order by p.pay_date desc, p.periodicity, p.id desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf(res);
  return { total: rows[0] ? num(rows[0].total) : 0, rows: rows.map(payrollOf) };
};

// ---------------------------------------------------------------------------------------------------------
// Sending status

/** The latest delivery of each employee's voucher in the payroll, with its outbox message. */
const statusCte = (companyId: number, payrollId: number) => sql`
  d as (
    select employee_number, count(*)::int as sendings, max(outbox_id) as outbox_id
    from voucher_deliveries where company_id = ${companyId} and payroll_id = ${payrollId}
    group by employee_number
  ),
  st as (
    select s.employee_number, s.net, e.first_name, e.first_surname, e.second_surname,
      nullif(trim(e.email), '') as email, e.search_text,
      coalesce(d.sendings, 0) as sendings, o.sent_at, coalesce(o.attempts, 0) as attempts, o.last_error,
      o.eml_path is not null and o.status = 'pending' as local_copy,
      case when o.id is null then 'not_sent' when o.status = 'pending' then 'queued' else o.status end as status
    from payslips s
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    left join d on d.employee_number = s.employee_number
    left join outbox o on o.id = d.outbox_id
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId}
  )`;

const progressOfRow = (r: Row | undefined): VoucherProgress => ({
  total: num(r?.total ?? 0),
  notSent: num(r?.not_sent ?? 0),
  queued: num(r?.queued ?? 0),
  sent: num(r?.sent ?? 0),
  failed: num(r?.failed ?? 0),
  withoutEmail: num(r?.without_email ?? 0),
});

export const voucherProgress = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    with ${statusCte(companyId, payrollId)}
    select count(*) as total, count(*) filter (where status = 'not_sent') as not_sent,
      count(*) filter (where status = 'queued') as queued, count(*) filter (where status = 'sent') as sent,
      count(*) filter (where status = 'failed') as failed, count(*) filter (where email is null) as without_email
    from st`);
  return progressOfRow(rowsOf(res)[0]);
};

/** The progress of several payrolls at once (the 3-months list). */
export const voucherProgressOf = async (db: DbOrTx, companyId: number, payrollIds: number[]) => {
  const out = new Map<number, VoucherProgress>();
  if (payrollIds.length === 0) return out;
  const ids = sql.join(
    payrollIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const res = await db.execute(sql`
    with d as (
      select payroll_id, employee_number, max(outbox_id) as outbox_id from voucher_deliveries
      where company_id = ${companyId} and payroll_id in (${ids}) group by payroll_id, employee_number
    ),
    st as (
      select s.payroll_id, nullif(trim(e.email), '') as email,
        case when o.id is null then 'not_sent' when o.status = 'pending' then 'queued' else o.status end as status
      from payslips s
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      left join d on d.payroll_id = s.payroll_id and d.employee_number = s.employee_number
      left join outbox o on o.id = d.outbox_id
      where s.company_id = ${companyId} and s.payroll_id in (${ids})
    )
    select payroll_id, count(*) as total, count(*) filter (where status = 'not_sent') as not_sent,
      count(*) filter (where status = 'queued') as queued, count(*) filter (where status = 'sent') as sent,
      count(*) filter (where status = 'failed') as failed, count(*) filter (where email is null) as without_email
    from st group by payroll_id`);
  for (const r of rowsOf(res)) out.set(num(r.payroll_id), progressOfRow(r));
  return out;
};

export type VoucherStatusRow = {
  employeeNumber: number;
  fullName: string;
  email: string | null;
  net: number;
  status: VoucherSendStatus;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  localCopy: boolean;
  sendings: number;
};

const statusRowOf = (r: Row): VoucherStatusRow => ({
  employeeNumber: num(r.employee_number),
  fullName: fullNameOfRow(r),
  email: str(r.email),
  net: num(r.net),
  status: r.status as VoucherSendStatus,
  sentAt: iso(r.sent_at),
  attempts: num(r.attempts),
  lastError: str(r.last_error),
  localCopy: Boolean(r.local_copy),
  sendings: num(r.sendings),
});

export const listVoucherStatus = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payrollId: number;
    words: string[];
    status?: string;
    page: number;
    pageSize: number;
  },
) => {
  const where: SQL[] = [sql`true`];
  for (const word of q.words) where.push(sql`st.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.status === 'without_email') where.push(sql`st.email is null`);
  else if (q.status) where.push(sql`st.status = ${q.status}`);
  const res = await db.execute(sql`
    with ${statusCte(q.companyId, q.payrollId)}
    select st.*, count(*) over () as total from st
    join employees e on e.company_id = ${q.companyId} and e.employee_number = st.employee_number
    where ${sql.join(where, sql` and `)}
    order by ${NAME_ORDER}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf(res);
  return { total: rows[0] ? num(rows[0].total) : 0, rows: rows.map(statusRowOf) };
};

// ---------------------------------------------------------------------------------------------------------
// Employees and their vouchers of the last months

export const listEmployeesPaidSince = async (
  db: DbOrTx,
  q: { companyId: number; from: string; words: string[]; page: number; pageSize: number },
) => {
  const where: SQL[] = [sql`e.company_id = ${q.companyId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  const res = await db.execute(sql`
    with v as (
      select s.employee_number, count(*) as vouchers, max(p.pay_date) as last_pay_date,
        (array_agg(s.net order by p.pay_date desc, p.id desc))[1] as last_net
      from payslips s
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${q.companyId} and p.status = 'paid' and p.pay_date >= ${q.from}
      group by s.employee_number
    )
    select e.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id,
      nullif(trim(e.email), '') as email, v.vouchers, v.last_pay_date::text as last_pay_date, v.last_net,
      count(*) over () as total
    from v join employees e on e.company_id = ${q.companyId} and e.employee_number = v.employee_number
    where ${sql.join(where, sql` and `)}
    order by ${NAME_ORDER}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf(res);
  return {
    total: rows[0] ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      num_empleado: num(r.employee_number),
      fullName: fullNameOfRow(r),
      nationalId: String(r.national_id),
      email: str(r.email),
      vouchers: num(r.vouchers),
      lastPayDate: String(r.last_pay_date),
      lastNet: num(r.last_net),
    })),
  };
};

export const getEmployeeName = async (db: DbOrTx, companyId: number, employeeNumber: number) => {
  const res = await db.execute(sql`
    select first_name, first_surname, second_surname, nullif(trim(email), '') as email from employees
    where company_id = ${companyId} and employee_number = ${employeeNumber}`);
  const r = rowsOf(res)[0];
  return r ? { fullName: fullNameOfRow(r), email: str(r.email) } : null;
};

export const listEmployeeVouchersSince = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  from: string,
) => {
  const res = await db.execute(sql`
    with d as (
      select payroll_id, max(outbox_id) as outbox_id from voucher_deliveries
      where company_id = ${companyId} and employee_number = ${employeeNumber} group by payroll_id
    )
    select p.id, p.periodicity, p.period_start::text as period_start, p.period_end::text as period_end,
      p.pay_date::text as pay_date, p.status, s.net, o.sent_at, coalesce(o.attempts, 0) as attempts, o.last_error,
      case when o.id is null then 'not_sent' when o.status = 'pending' then 'queued' else o.status end as send_status
    from payslips s
    join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
    left join d on d.payroll_id = s.payroll_id
    left join outbox o on o.id = d.outbox_id
    where s.company_id = ${companyId} and s.employee_number = ${employeeNumber}
      and p.status in ('processed', 'paid') and p.pay_date >= ${from}
    order by p.pay_date desc, p.id desc`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    periodicity: r.periodicity as PayrollRow['periodicity'],
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
    payDate: String(r.pay_date),
    status: r.status as PayrollRow['status'],
    net: num(r.net),
    sentAt: iso(r.sent_at),
    attempts: num(r.attempts),
    lastError: str(r.last_error),
    sendStatus: r.send_status as VoucherSendStatus,
  }));
};
