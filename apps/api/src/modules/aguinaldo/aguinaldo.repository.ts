import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

const num = (v: unknown) => Number(v);

/** The company's aguinaldo payroll of a year (kind `aguinaldo`, period 1 Dec – 30 Nov), if generated. */
export const aguinaldoPayrollId = async (
  db: DbOrTx,
  companyId: number,
  periodStart: string,
): Promise<number | null> => {
  const res = await db.execute(sql`
    select id from payrolls where company_id = ${companyId} and kind = 'aguinaldo' and period_start = ${periodStart}`);
  const r = rowsOf(res)[0];
  return r ? num(r.id) : null;
};

/**
 * The aguinaldo's members, laid out again: employees of the company whose current employment overlaps the
 * accrual year and had not ended by its last day (who leaves receives the proportional aguinaldo in the
 * settlement), with the schedule in force on their last day and their place in name order.
 */
export const layOutAguinaldoMembers = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  period: { start: string; end: string },
) => {
  await db.execute(
    sql`delete from payroll_employees where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  await db.execute(sql`
    insert into payroll_employees (company_id, payroll_id, employee_number, schedule_id, first_day, last_day,
      name_rank, review_status)
    select e.company_id, ${payrollId}, e.employee_number, coalesce(a.schedule_id, e.schedule_id),
      greatest(p.entry_date, ${period.start}::date), ${period.end}::date,
      row_number() over (order by e.first_surname, e.second_surname, e.first_name, e.employee_number), 'reviewed'
    from employees e
    join lateral (
      select entry_date, exit_date from employment_periods p
      where p.company_id = e.company_id and p.employee_number = e.employee_number
      order by period_no desc limit 1) p on true
    left join lateral (
      select schedule_id from employee_assignments a
      where a.company_id = e.company_id and a.employee_number = e.employee_number
        and a.effective_from <= ${period.end}::date
      order by a.effective_from desc limit 1) a on true
    where e.company_id = ${companyId} and p.entry_date <= ${period.end}::date
      and (p.exit_date is null or p.exit_date > ${period.end}::date)`);
};

/**
 * The payslips of closed regular payrolls that paid an employee in a month (by the month of the period's end, as
 * the product counts its own earnings), as `from … where …` over `s` (payslips) and `p` (payrolls). `employee` and
 * `month` (the month's first day, a date) are SQL expressions of the caller's row. The one home of "the product
 * paid this month", for the rule below and the check that refuses recording such a month.
 */
const productPayslipsOfMonth = (companyId: number, employee: SQL, month: SQL) => sql`
  from payslips s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
  where s.company_id = ${companyId} and s.employee_number = ${employee} and p.kind = 'regular' and p.status = 'paid'
    and p.period_end >= ${month} and p.period_end < (${month} + interval '1 month')::date`;

/**
 * The earnings recorded from before the product for months of `[from, to]` (optionally one employee), each with
 * the closed payrolls that paid the same employee-month (`replaced_by`). Each month counts once whatever the
 * order: a month the product paid counts with the product's own figure, and the entry recorded for it stops
 * counting (it stays listed, marked, so the screen shows why). Rows: `employee_number`, `month` (date),
 * `amount`, `replaced_by` (int[]). The aguinaldo, the settlement and the list read the entries only through it.
 */
export const preProductEarnings = (
  companyId: number,
  range: { from: string; to: string },
  employeeNumber?: number,
) => sql`(
  select a.employee_number, a.month, a.amount, a.source,
    array(select distinct p.id ${productPayslipsOfMonth(companyId, sql`a.employee_number`, sql`a.month`)}
      order by p.id) as replaced_by
  from aguinaldo_earnings a
  where a.company_id = ${companyId} and a.month between date_trunc('month', ${range.from}::date) and ${range.to}::date
    ${employeeNumber === undefined ? sql`` : sql`and a.employee_number = ${employeeNumber}`})`;

/**
 * The months an aguinaldo counts, for the employees of `employees` (a SQL list, `(…)`) and the accrual year
 * `period`: the aguinaldo base of each payslip (its counted lines, summed when it was written) of the company's
 * closed regular payrolls whose period ends in the month, and the earnings recorded from before the product of the
 * months the product did not pay (each month counts once). Common table expressions to follow `with`: `earned`
 * (one row per payslip), `imported`, and `months` (`employee_number`, `month` `YYYY-MM`, `earned`, `imported`,
 * `payrolls` json). The one home of "what the aguinaldo counts, month by month": the aguinaldo payroll and the
 * employee's statement read it.
 */
const aguinaldoMonths = (companyId: number, period: { start: string; end: string }, employees: SQL) => sql`
    earned as (
      select s.employee_number, to_char(p.period_end, 'YYYY-MM') as month, p.id as payroll_id,
        p.period_start, p.period_end, s.aguinaldo_base as amount
      from payslips s
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${companyId} and p.kind = 'regular' and p.status = 'paid'
        and p.period_end between ${period.start}::date and ${period.end}::date and s.employee_number in ${employees}
    ),
    -- Earnings from before the product, only of months the product did not pay (each month counts once).
    imported as (
      select x.employee_number, to_char(x.month, 'YYYY-MM') as month, x.amount
      from ${preProductEarnings(companyId, { from: period.start, to: period.end })} x
      where cardinality(x.replaced_by) = 0 and x.employee_number in ${employees}
    ),
    months as (
      select coalesce(e.employee_number, i.employee_number) as employee_number, coalesce(e.month, i.month) as month,
        coalesce(e.amount, 0) as earned, coalesce(i.amount, 0) as imported, coalesce(e.payrolls, '[]'::json) as payrolls
      from (select employee_number, month, sum(amount) as amount,
              json_agg(json_build_object('payrollId', payroll_id, 'periodStart', period_start::text,
                'periodEnd', period_end::text, 'amount', amount) order by period_start) as payrolls
            from earned group by 1, 2) e
      full join imported i on i.employee_number = e.employee_number and i.month = e.month
    )`;

/**
 * Every member's aguinaldo, stored as a payslip with one AGUINALDO_PAYMENT line, set-based: the aguinaldo base of
 * each payslip (its counted lines, summed when it was written) of the company's closed regular payrolls whose
 * period ends in the accrual year (by month of that end) plus the
 * earnings recorded from before the product, Σ ÷ 12 rounded half up (exact integer arithmetic on céntimos), less the
 * court-ordered alimony of the year (never more than the aguinaldo; a warning says when the order is larger). The
 * month-by-month explanation is the payslip's stored input. Members without earnings get no payslip and leave
 * the payroll. Answers how many payslips were written.
 */
export const writeAguinaldoPayslips = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  opts: { start: string; end: string; year: number; legalRef: string; alimonyRef: string },
): Promise<number> => {
  await db.execute(
    sql`delete from payslip_lines where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  await db.execute(sql`delete from payslips where company_id = ${companyId} and payroll_id = ${payrollId}`);
  const members = sql`(select employee_number from payroll_employees
    where company_id = ${companyId} and payroll_id = ${payrollId})`;
  // The members were laid out just before (newaguinaldo): without fresh statistics the planner takes them for
  // one row and probes the year's payslip lines 240 000 times by key instead of one hashed scan (4.3 s → 1.5 s
  // for 10 000 employees). Statistics only: it blocks no reader or writer.
  await db.execute(sql`analyze payroll_employees`);
  const res = await db.execute(sql`
    with ${aguinaldoMonths(companyId, opts, members)},
    -- The month-by-month explanation is built as json (text) and turned into jsonb once, at the payslip's top: nesting
    -- jsonb aggregates copies every level again (~30 % of the statement for 10 000 employees; same stored value).
    totals as (
      select employee_number, sum(earned + imported)::bigint as total, count(*) as months,
        json_agg(json_build_object('month', month, 'earned', earned, 'imported', imported, 'payrolls', payrolls)
          order by month) as detail
      from months group by employee_number
    ),
    aguinaldo as (
      select employee_number, total, months, detail, (2 * total + 12) / 24 as amount from totals where total > 0
    ),
    -- Court-ordered alimony, the only deduction on the aguinaldo (Ley 2412): what was ordered, never more than
    -- the aguinaldo itself.
    paid as (
      select g.*, case when a.amount is null then 0 else least(a.amount, g.amount) end as alimony,
        a.amount as alimony_ordered, a.court_file
      from aguinaldo g
      left join aguinaldo_alimony a on a.company_id = ${companyId} and a.year = ${opts.year}
        and a.employee_number = g.employee_number
    ),
    slips as (
      insert into payslips (company_id, payroll_id, employee_number, gross, deductions, net, employer_charges,
        provisions, employer_cost, taxable_gross, tax_withheld, rule_set_year, days, tax, warnings, warning_count,
        input, input_hashes)
      select ${companyId}, ${payrollId}, employee_number, amount, alimony, amount - alimony, 0, 0, 0, 0, 0, ${opts.year},
        jsonb_build_object('byCode', '{}'::jsonb, 'months', months), '{}'::jsonb,
        case when alimony_ordered > amount then jsonb_build_array(jsonb_build_object('code', 'ALIMONY_ABOVE_AGUINALDO',
          'date', null, 'detail', alimony_ordered::text)) else '[]'::jsonb end,
        case when alimony_ordered > amount then 1 else 0 end,
        jsonb_build_object('kind', 'aguinaldo', 'period', jsonb_build_object('start', ${opts.start}::text,
          'end', ${opts.end}::text), 'total', total, 'months', detail)
          || case when alimony > 0 then jsonb_build_object('alimony', jsonb_build_object('ordered', alimony_ordered,
            'withheld', alimony, 'courtFile', court_file)) else '{}'::jsonb end,
        '{}'::jsonb
      from paid
      returning employee_number
    ),
    lines as (
      insert into payslip_lines (company_id, payroll_id, employee_number, line_no, code, kind, quantity, unit, rate,
        basis, amount, legal_ref, line_date, disability_type, note)
      select ${companyId}::int, ${payrollId}::int, employee_number, 1, 'AGUINALDO_PAYMENT', 'earning', months::text,
        null, ${String(1 / 12)}::text, total, amount, ${opts.legalRef}::text, null::date, null, null::text
      from paid
      union all
      select ${companyId}::int, ${payrollId}::int, employee_number, 2, 'ALIMONY_DEDUCTION', 'deduction', '1', null,
        null::text, alimony_ordered, alimony, ${opts.alimonyRef}::text, null::date, null, 'Expediente ' || court_file
      from paid where alimony > 0
      returning 1
    ),
    -- Members with nothing earned are not part of this aguinaldo (in the same statement: the payslips just
    -- written have no statistics yet, and a join against them would be planned as one row).
    dropped as (
      delete from payroll_employees m where m.company_id = ${companyId} and m.payroll_id = ${payrollId}
        and m.employee_number not in (select employee_number from paid)
      returning 1
    )
    select (select count(*) from slips) as n, (select count(*) from lines) as l, (select count(*) from dropped) as d`);
  return num(rowsOf(res)[0]?.n ?? 0);
};

/** Totals of the stored aguinaldo payslips (the calculation row's figures). */
export const aguinaldoTotals = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    select count(*) as n, coalesce(sum(gross), 0) as gross, coalesce(sum(net), 0) as net from payslips
    where company_id = ${companyId} and payroll_id = ${payrollId}`);
  const r = rowsOf(res)[0]!;
  return { employees: num(r.n), gross: num(r.gross), net: num(r.net) };
};

/**
 * Regular payrolls whose period ends in the accrual year, begun (projected or processed) and not closed yet:
 * what they pay is not counted. Planned ones were never run (a company that started mid-year records the
 * months before as earnings from before the product) and do not hold the aguinaldo back.
 */
export const openPayrollsOfYear = async (
  db: DbOrTx,
  companyId: number,
  period: { start: string; end: string },
) => {
  const res = await db.execute(sql`
    select id, periodicity, period_start::text as period_start, period_end::text as period_end, status
    from payrolls where company_id = ${companyId} and kind = 'regular' and status in ('projected', 'processed')
      and period_end between ${period.start}::date and ${period.end}::date
    order by period_start, periodicity`);
  return rowsOf(res).map((r) => ({
    payrollId: num(r.id),
    periodicity: String(r.periodicity),
    periodStart: String(r.period_start),
    periodEnd: String(r.period_end),
    status: String(r.status),
  }));
};

/** Whether a regular payroll of the accrual year was closed after `since` (the aguinaldo no longer counts it). */
export const closedSince = async (
  db: DbOrTx,
  companyId: number,
  period: { start: string; end: string },
  since: Date,
): Promise<boolean> => {
  const res = await db.execute(sql`
    select 1 from payroll_calculations c join payrolls p on p.company_id = c.company_id and p.id = c.payroll_id
    where c.company_id = ${companyId} and p.kind = 'regular' and c.closed_at > ${since.toISOString()}::timestamptz
      and p.period_end between ${period.start}::date and ${period.end}::date
    limit 1`);
  return rowsOf(res).length > 0;
};

// ---------------------------------------------------------------------------------------------------------
// One employee's statement (self-service)

export type AguinaldoMonth = { month: string; earned: number; imported: number };

/** One employee's months of an accrual year, oldest first: what the aguinaldo payroll counts (`aguinaldoMonths`). */
export const employeeAguinaldoMonths = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  period: { start: string; end: string },
): Promise<AguinaldoMonth[]> => {
  const res = await db.execute(sql`
    with ${aguinaldoMonths(companyId, period, sql`(${employeeNumber})`)}
    select month, earned, imported from months order by month`);
  return rowsOf(res).map((r) => ({
    month: String(r.month),
    earned: num(r.earned),
    imported: num(r.imported),
  }));
};

/**
 * The accrual years that hold something of the employee, newest first: closed regular or aguinaldo payslips and
 * earnings recorded from before the product. A day's year is the year of the day a month later (December counts
 * for the next year's aguinaldo, as `aguinaldoYearOf`).
 */
export const employeeAguinaldoYears = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
): Promise<number[]> => {
  const res = await db.execute(sql`
    select distinct extract(year from (x.day + interval '1 month'))::int as year from (
      select p.period_end as day from payslips s
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
      where s.company_id = ${companyId} and s.employee_number = ${employeeNumber}
        and p.kind in ('regular', 'aguinaldo') and p.status = 'paid'
      union all
      select month as day from aguinaldo_earnings where company_id = ${companyId} and employee_number = ${employeeNumber}
    ) x
    order by 1 desc`);
  return rowsOf(res).map((r) => num(r.year));
};

/** The employee's payslip of the year's aguinaldo payroll once it is closed (paid); null before. */
export const paidAguinaldoOf = async (
  db: DbOrTx,
  companyId: number,
  employeeNumber: number,
  periodStart: string,
) => {
  const res = await db.execute(sql`
    select p.id, p.pay_date::text as pay_date, s.gross, s.deductions, s.net
    from payrolls p
    join payslips s on s.company_id = p.company_id and s.payroll_id = p.id and s.employee_number = ${employeeNumber}
    where p.company_id = ${companyId} and p.kind = 'aguinaldo' and p.period_start = ${periodStart}
      and p.status = 'paid'`);
  const r = rowsOf(res)[0];
  return r
    ? {
        payrollId: num(r.id),
        payDate: String(r.pay_date),
        gross: num(r.gross),
        deductions: num(r.deductions),
        net: num(r.net),
      }
    : null;
};

// ---------------------------------------------------------------------------------------------------------
// Earnings from before the product

export type EarningRow = { employeeNumber: number; month: string; amount: number };

export const listEarnings = async (db: DbOrTx, companyId: number, period: { start: string; end: string }) => {
  const res = await db.execute(sql`
    select a.employee_number, to_char(a.month, 'YYYY-MM') as month, a.amount, a.source,
      array_to_string(a.replaced_by, ',') as replaced_by,
      concat_ws(' ', e.first_name, e.first_surname, e.second_surname) as full_name
    from ${preProductEarnings(companyId, { from: period.start, to: period.end })} a
    join employees e on e.company_id = ${companyId} and e.employee_number = a.employee_number
    order by e.first_surname, e.second_surname, e.first_name, a.employee_number, a.month`);
  return rowsOf(res).map((r) => ({
    num_empleado: num(r.employee_number),
    fullName: String(r.full_name),
    month: String(r.month),
    amount: num(r.amount),
    source: String(r.source) as 'import' | 'manual',
    replacedBy: String(r.replaced_by ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number),
  }));
};

/** Of the rows given, the employees of the company (others are row errors). */
export const existingEmployees = async (db: DbOrTx, companyId: number, nums: readonly number[]) => {
  if (nums.length === 0) return new Set<number>();
  const res = await db.execute(sql`
    select employee_number from employees where company_id = ${companyId}
      and employee_number = any(${sql.param([...nums])}::int[])`);
  return new Set(rowsOf(res).map((r) => num(r.employee_number)));
};

/** Employee-months (`num|YYYY-MM`) that already have paid regular payslips (the product's own earnings). */
export const monthsWithPayslips = async (db: DbOrTx, companyId: number, rows: readonly EarningRow[]) => {
  if (rows.length === 0) return new Set<string>();
  const res = await db.execute(sql`
    select x.employee_number, to_char(x.month, 'YYYY-MM') as month
    from unnest(${sql.param(rows.map((r) => r.employeeNumber))}::int[], ${sql.param(rows.map((r) => `${r.month}-01`))}::date[])
      as x(employee_number, month)
    where exists (select 1 ${productPayslipsOfMonth(companyId, sql`x.employee_number`, sql`x.month`)})`);
  return new Set(rowsOf(res).map((r) => `${num(r.employee_number)}|${String(r.month)}`));
};

/** Upserts the earnings (amount 0 removes the month), one statement each way. */
export const saveEarnings = async (
  db: DbOrTx,
  companyId: number,
  rows: readonly EarningRow[],
  source: 'import' | 'manual',
  userId: number,
) => {
  const keep = rows.filter((r) => r.amount > 0);
  const drop = rows.filter((r) => r.amount === 0);
  if (keep.length > 0)
    await db.execute(sql`
      insert into aguinaldo_earnings (company_id, employee_number, month, amount, source, created_by)
      select ${companyId}, x.n, x.m, x.a, ${source}, ${userId}
      from unnest(${sql.param(keep.map((r) => r.employeeNumber))}::int[], ${sql.param(keep.map((r) => `${r.month}-01`))}::date[],
        ${sql.param(keep.map((r) => r.amount))}::bigint[]) as x(n, m, a)
      on conflict (company_id, employee_number, month) do update
        set amount = excluded.amount, source = excluded.source, created_by = excluded.created_by, created_at = now()`);
  if (drop.length > 0)
    await db.execute(sql`
      delete from aguinaldo_earnings a using unnest(${sql.param(drop.map((r) => r.employeeNumber))}::int[],
        ${sql.param(drop.map((r) => `${r.month}-01`))}::date[]) as x(n, m)
      where a.company_id = ${companyId} and a.employee_number = x.n and a.month = x.m`);
};

// ---------------------------------------------------------------------------------------------------------
// Court-ordered alimony withheld from the aguinaldo

export type AlimonyRow = {
  employeeNumber: number;
  fullName: string;
  amount: number;
  courtFile: string;
  note: string | null;
  updatedAt: string;
  updatedBy: string | null;
};

export const listAlimony = async (
  db: DbOrTx,
  companyId: number,
  year: number,
  employeeNumber?: number,
): Promise<AlimonyRow[]> => {
  const res = await db.execute(sql`
    select a.employee_number, a.amount, a.court_file, a.note, a.updated_at, u.code as updated_by,
      concat_ws(' ', e.first_name, e.first_surname, e.second_surname) as full_name
    from aguinaldo_alimony a
    join employees e on e.company_id = a.company_id and e.employee_number = a.employee_number
    left join users u on u.id = a.updated_by
    where a.company_id = ${companyId} and a.year = ${year}
      ${employeeNumber === undefined ? sql`` : sql`and a.employee_number = ${employeeNumber}`}
    order by a.employee_number`);
  return rowsOf(res).map((r) => ({
    employeeNumber: num(r.employee_number),
    fullName: String(r.full_name),
    amount: num(r.amount),
    courtFile: String(r.court_file),
    note: r.note === null ? null : String(r.note),
    updatedAt: new Date(r.updated_at as string).toISOString(),
    updatedBy: r.updated_by === null ? null : String(r.updated_by),
  }));
};

/** Sets (amount > 0) or removes (0) one employee's alimony of a year. */
export const saveAlimony = async (
  db: DbOrTx,
  companyId: number,
  row: { year: number; employeeNumber: number; amount: number; courtFile: string; note: string | null },
  userId: number,
) => {
  if (row.amount === 0) {
    await db.execute(sql`
      delete from aguinaldo_alimony
      where company_id = ${companyId} and year = ${row.year} and employee_number = ${row.employeeNumber}`);
    return;
  }
  await db.execute(sql`
    insert into aguinaldo_alimony (company_id, year, employee_number, amount, court_file, note, updated_at, updated_by)
    values (${companyId}, ${row.year}, ${row.employeeNumber}, ${row.amount}, ${row.courtFile}, ${row.note}, now(), ${userId})
    on conflict (company_id, year, employee_number) do update set amount = excluded.amount,
      court_file = excluded.court_file, note = excluded.note, updated_at = now(), updated_by = excluded.updated_by`);
};
