import type { VoucherProgress, VoucherSendStatus } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf, type Row } from '../../db/rows';
import { escapeLike } from '../../lib/text';
import { payrollSequence } from '../payroll/payroll-sequence.repository';

const num = (v: unknown) => Number(v);
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const fullNameOf = (r: Row) => [r.first_name, r.first_surname, r.second_surname].filter(Boolean).join(' ');
const NAME_ORDER = sql.raw('e.first_surname, e.second_surname nulls first, e.first_name, e.employee_number');

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
  fullName: fullNameOf(r),
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
      fullName: fullNameOf(r),
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
  return r ? { fullName: fullNameOf(r), email: str(r.email) } : null;
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

// ---------------------------------------------------------------------------------------------------------
// What a voucher shows: the stored payslip and lines, never recalculated

export type VoucherLine = {
  code: string;
  kind: string;
  quantity: number | null;
  unit: string | null;
  rate: number | null;
  amount: number;
  /** The day the line belongs to (a pay deduction, an additional payment), and the reason typed for it. */
  date: string | null;
  note: string | null;
};

export type VoucherDocument = {
  company: { name: string; legalId: string };
  employeeNumber: number;
  fullName: string;
  nationalId: string;
  email: string | null;
  department: string | null;
  occupation: string | null;
  iban: string | null;
  gross: number;
  deductions: number;
  net: number;
  lines: VoucherLine[];
};

/**
 * The vouchers of a payroll in name order, a slice at a time (`afterRank` keys the next slice): the stored
 * payslip, the employee, the department and occupation in force at the period's end, the lines.
 */
export const loadVoucherDocuments = async (
  db: DbOrTx,
  q: { companyId: number; payrollId: number; employees: number[] | null; offset: number; limit: number },
): Promise<VoucherDocument[]> => {
  const only =
    q.employees === null
      ? sql``
      : q.employees.length === 0
        ? sql`and false`
        : sql`and s.employee_number in (${sql.join(
            q.employees.map((n) => sql`${n}`),
            sql`, `,
          )})`;
  const res = await db.execute(sql`
    select s.employee_number, s.gross, s.deductions, s.net, e.first_name, e.first_surname, e.second_surname,
      e.national_id, nullif(trim(e.email), '') as email, e.iban, c.name as company_name, c.legal_id,
      dep.name as department, occ.name as occupation
    from payslips s
    join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
    join companies c on c.id = s.company_id
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    left join lateral (
      select a.department_id, a.occupation_id from employee_assignments a
      where a.company_id = s.company_id and a.employee_number = s.employee_number and a.effective_from <= p.period_end
      order by a.effective_from desc limit 1
    ) asg on true
    left join departments dep on dep.company_id = s.company_id
      and dep.id = coalesce(asg.department_id, e.department_id)
    left join occupations occ on occ.company_id = s.company_id
      and occ.id = coalesce(asg.occupation_id, e.occupation_id)
    where s.company_id = ${q.companyId} and s.payroll_id = ${q.payrollId} ${only}
    order by ${NAME_ORDER}
    limit ${q.limit} offset ${q.offset}`);
  const heads = rowsOf(res);
  if (heads.length === 0) return [];
  const numbers = heads.map((h) => num(h.employee_number));
  const linesRes = await db.execute(sql`
    select employee_number, code, kind, quantity, unit, rate, amount, line_date::text as line_date, note from payslip_lines
    where company_id = ${q.companyId} and payroll_id = ${q.payrollId}
      and employee_number in (${sql.join(
        numbers.map((n) => sql`${n}`),
        sql`, `,
      )})
      and kind in ('earning', 'deduction')
    order by employee_number, line_no`);
  const lines = new Map<number, VoucherLine[]>();
  for (const l of rowsOf(linesRes)) {
    const n = num(l.employee_number);
    const list = lines.get(n) ?? [];
    list.push({
      code: String(l.code),
      kind: String(l.kind),
      quantity: l.quantity === null ? null : Number(l.quantity),
      unit: str(l.unit),
      rate: l.rate === null ? null : Number(l.rate),
      amount: num(l.amount),
      date: str(l.line_date),
      note: str(l.note),
    });
    lines.set(n, list);
  }
  return heads.map((h) => ({
    company: { name: String(h.company_name), legalId: String(h.legal_id) },
    employeeNumber: num(h.employee_number),
    fullName: fullNameOf(h),
    nationalId: String(h.national_id),
    email: str(h.email),
    department: str(h.department),
    occupation: str(h.occupation),
    iban: str(h.iban),
    gross: num(h.gross),
    deductions: num(h.deductions),
    net: num(h.net),
    lines: lines.get(num(h.employee_number)) ?? [],
  }));
};

export const voucherPasswordSetting = async (db: DbOrTx, companyId: number): Promise<boolean> => {
  const res = await db.execute(
    sql`select voucher_password from company_settings where company_id = ${companyId}`,
  );
  return Boolean(rowsOf(res)[0]?.voucher_password);
};

/** Employees of the payroll with a payslip: number, name, e-mail (all, or the ones asked for). */
export const payrollRecipients = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employees: number[] | null,
) => {
  const only =
    employees === null ? sql`` : sql`and s.employee_number = any(${`{${employees.join(',')}}`}::int[])`;
  const res = await db.execute(sql`
    select s.employee_number, e.first_name, e.first_surname, e.second_surname,
      nullif(trim(e.email), '') as email
    from payslips s join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId} ${only}
    order by ${NAME_ORDER}`);
  return rowsOf(res).map((r) => ({
    employeeNumber: num(r.employee_number),
    fullName: fullNameOf(r),
    email: str(r.email),
  }));
};

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
      fullName: r.first_name ? fullNameOf(r) : null,
      document: String(r.document),
      action: String(r.action),
      userCode: str(r.user_code),
      detail: str(r.detail),
    })),
  };
};
