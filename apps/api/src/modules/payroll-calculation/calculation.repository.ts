import type { PayslipInput } from '@planilla/domain';
import type { PayslipLinePayItemDto } from '@planilla/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedRows } from '../../db/prepared';
import { fullNameOfRow, type Row, rowsOf } from '../../db/rows';
import type { CalculationSummary } from '../payslips/payslips.repository';
import { escapeLike } from '../../lib/text';
import { countedDay } from '../payroll/counted-day.repository';

const num = (v: unknown) => Number(v);

/** Per-payroll advisory lock for the transaction; false when another transaction holds it. */
export const tryLockCalculation = async (db: DbOrTx, payrollId: number): Promise<boolean> => {
  const res = await db.execute(sql`select pg_try_advisory_xact_lock(4245, ${payrollId}) as ok`);
  return Boolean(rowsOf(res)[0]?.ok);
};

/**
 * Waits for the payroll's calculation lock, held by a short step of another instance (a close), at most
 * `timeoutMs`; answers false when it was not granted in time (the transaction is then aborted: the caller
 * refuses the call).
 */
export const lockCalculation = async (db: DbOrTx, payrollId: number, timeoutMs: number): Promise<boolean> => {
  await db.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(timeoutMs))}`));
  try {
    await db.execute(sql`select pg_advisory_xact_lock(4245, ${payrollId})`);
  } catch (err) {
    if ((err as { code?: string }).code === '55P03') return false;
    throw err;
  }
  await db.execute(sql`set local lock_timeout to default`);
  return true;
};

/** A payroll's member numbers, ascending (the calculation reads and writes them a slice at a time). */
export const memberNumbers = async (db: DbOrTx, companyId: number, payrollId: number): Promise<number[]> => {
  const res = await db.execute(sql`
    select employee_number from payroll_employees where company_id = ${companyId} and payroll_id = ${payrollId}
    order by employee_number`);
  return rowsOf(res).map((r) => num(r.employee_number));
};

/** How many employees a payroll has (the calculation's total before it starts). */
export const countMembers = async (db: DbOrTx, companyId: number, payrollId: number): Promise<number> => {
  const res = await db.execute(
    sql`select count(*) as n from payroll_employees where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  return num(rowsOf(res)[0]?.n ?? 0);
};

/** A stored calculation: its summary (as `insertCalculation` wrote it), who calculated and who closed it. */
export type CalculationRecord = Omit<CalculationSummary, 'timings'> & {
  calculatedAt: Date;
  /** Changes with every write of the calculation row (its transaction id and time): keys what is cached of it. */
  version: string;
  calculatedBy: string | null;
  timings: CalculationSummary['timings'] | null;
  closedAt: Date | null;
  closedBy: string | null;
};

const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const asJson = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

const ROW_VERSION = sql`c.xmin::text || ':' || (extract(epoch from c.calculated_at) * 1000000)::bigint::text
  as row_version`;
const CALCULATION_COLUMNS = sql`c.*, cu.code as calculated_by_code, xu.code as closed_by_code, ${ROW_VERSION}`;
const CALCULATION_USERS = sql`left join users cu on cu.id = c.calculated_by
  left join users xu on xu.id = c.closed_by`;

/** What a results page needs of its calculation: the version its order is kept by, and the totals. */
export type PageCalculation = Pick<
  CalculationRecord,
  | 'version'
  | 'employeeCount'
  | 'gross'
  | 'deductions'
  | 'net'
  | 'employerCharges'
  | 'provisions'
  | 'employerCost'
  | 'warningCount'
>;

const pageCalculationOf = (r: Row): PageCalculation => ({
  version: String(r.row_version),
  employeeCount: num(r.employee_count),
  gross: num(r.gross),
  deductions: num(r.deductions),
  net: num(r.net),
  employerCharges: num(r.employer_charges),
  provisions: num(r.provisions),
  employerCost: num(r.employer_cost),
  warningCount: num(r.warning_count),
});

const calculationOf = (r: Row): CalculationRecord => ({
  ...pageCalculationOf(r),
  calculatedAt: asDate(r.calculated_at),
  calculatedBy: (r.calculated_by_code as string | null) ?? null,
  inputsVersion: num(r.inputs_version),
  rulesVersion: String(r.rules_version),
  ruleSetYears: asJson<number[]>(r.rule_set_years),
  timings: r.timings === null ? null : asJson(r.timings),
  closedAt: r.closed_at === null ? null : asDate(r.closed_at),
  closedBy: (r.closed_by_code as string | null) ?? null,
});

export const getCalculation = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
): Promise<CalculationRecord | null> => {
  const res = await db.execute(sql`
    select ${CALCULATION_COLUMNS}
    from payroll_calculations c
    ${CALCULATION_USERS}
    where c.company_id = ${companyId} and c.payroll_id = ${payrollId}`);
  const r = rowsOf(res)[0];
  return r ? calculationOf(r) : null;
};

/** The stored input hashes of each payslip of the payroll. */
export const storedInputHashes = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
): Promise<Map<number, Record<string, string>>> => {
  const res = await db.execute(sql`
    select employee_number, input_hashes from payslips where company_id = ${companyId} and payroll_id = ${payrollId}`);
  return new Map(
    rowsOf(res).map((r) => [num(r.employee_number), asJson<Record<string, string>>(r.input_hashes)]),
  );
};

/** Employees of the payroll whose attendance days were changed after `since`. */
export const attendanceChangedSince = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  since: Date,
): Promise<number[]> => {
  const res = await db.execute(sql`
    select distinct employee_number from attendance_days
    where company_id = ${companyId} and payroll_id = ${payrollId} and changed_at > ${since.toISOString()}::timestamptz
    order by employee_number`);
  return rowsOf(res).map((r) => num(r.employee_number));
};

// ---------------------------------------------------------------------------------------------------------
// Results

export type ResultsQuery = {
  companyId: number;
  payrollId: number;
  words: string[];
  warningsOnly: boolean;
  sortBy: 'name' | 'num_empleado' | 'net' | 'gross';
  page: number;
  pageSize: number;
  /** The payroll's payslip count, when neither a search nor the warnings filter narrows it: no count per page. */
  knownTotal?: number | undefined;
};

const ORDER: Record<ResultsQuery['sortBy'], string> = {
  name: 'm.name_rank, s.employee_number',
  num_empleado: 's.employee_number',
  net: 's.net desc, s.employee_number',
  gross: 's.gross desc, s.employee_number',
};

/** One row of the grid, as the page and the export read it. */
export type ResultRow = ReturnType<typeof resultRowOf>;
const resultRowOf = (r: Row) => ({
  employeeNumber: num(r.employee_number),
  fullName: fullNameOfRow(r),
  nationalId: String(r.national_id),
  gross: num(r.gross),
  deductions: num(r.deductions),
  net: num(r.net),
  employerCost: num(r.employer_cost),
  days: asJson<Record<string, unknown> & { byCode: Record<string, number> }>(r.days),
  warnings: asJson<{ code: string; date: string | null; detail: string | null }[]>(r.warnings),
});

export const listResults = async (db: DbOrTx, q: ResultsQuery) => {
  const where: SQL[] = [sql`s.company_id = ${q.companyId}`, sql`s.payroll_id = ${q.payrollId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  if (q.warningsOnly) where.push(sql`s.warning_count > 0`);
  const order = sql.raw(ORDER[q.sortBy]);
  // The page's employees first (narrow rows: keys and sort columns), then their payslips and names.
  const needsName = q.words.length > 0;
  const res = await db.execute(sql`
    with page as materialized (
      select s.employee_number, m.name_rank, s.net, s.gross,
        ${q.knownTotal === undefined ? sql`count(*) over ()` : sql`${q.knownTotal}::bigint`} as total
      from payslips s
      join payroll_employees m on m.company_id = s.company_id and m.payroll_id = s.payroll_id
        and m.employee_number = s.employee_number
      ${needsName ? sql`join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number` : sql``}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}
    )
    select s.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id, s.gross,
      s.deductions, s.net, s.employer_cost, s.days, s.warnings, page.total
    from page
    join payslips s on s.company_id = ${q.companyId} and s.payroll_id = ${q.payrollId}
      and s.employee_number = page.employee_number
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    order by ${sql.raw(ORDER[q.sortBy].replace(/\bm\./g, 'page.').replace(/\bs\./g, 'page.'))}`);
  const rows = rowsOf(res);
  let total = rows[0] ? num(rows[0].total) : 0;
  if (rows.length === 0 && q.page > 1) {
    const count = await db.execute(sql`
      select count(*) as n from payslips s
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      where ${sql.join(where, sql` and `)}`);
    total = num(rowsOf(count)[0]?.n ?? 0);
  }
  return {
    total,
    rows: rows.map(resultRowOf),
  };
};

/**
 * The grid's whole order of one calculation (every payslip of a member, or only those with warnings): the
 * employee numbers in the order the page query walks. One string, not 10 000 rows, to read it cheaply.
 */
export const resultsOrder = async (
  db: DbOrTx,
  q: Pick<ResultsQuery, 'companyId' | 'payrollId' | 'warningsOnly' | 'sortBy'>,
): Promise<number[]> => {
  const res = await db.execute(sql`
    select string_agg(s.employee_number::text, ',' order by ${sql.raw(ORDER[q.sortBy])}) as numbers
    from payslips s
    join payroll_employees m on m.company_id = s.company_id and m.payroll_id = s.payroll_id
      and m.employee_number = s.employee_number
    where s.company_id = ${q.companyId} and s.payroll_id = ${q.payrollId}
      ${q.warningsOnly ? sql`and s.warning_count > 0` : sql``}`);
  return numbersOf(rowsOf(res)[0]?.numbers);
};

/** Employee numbers aggregated as one comma-separated string (null: none). */
const numbersOf = (text: unknown) =>
  typeof text === 'string' && text !== '' ? text.split(',').map(Number) : [];

/** The company's employees (`e`) whose search text holds every word (the grid's search). */
const matchingWords = (companyId: number, words: string[]) =>
  sql.join(
    [
      sql`e.company_id = ${companyId}`,
      ...words.map((word) => sql`e.search_text like ${`%${escapeLike(word)}%`}`),
    ],
    sql` and `,
  );

/** The grid's rows of these employees' payslips, in the order given (missing ones are left out). */
export const resultRows = async (db: DbOrTx, companyId: number, payrollId: number, numbers: number[]) => {
  if (numbers.length === 0) return [];
  const res = await db.execute(sql`
    select s.employee_number, e.first_name, e.first_surname, e.second_surname, e.national_id, s.gross,
      s.deductions, s.net, s.employer_cost, s.days, s.warnings
    from payslips s
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId}
      and s.employee_number = any(${sql.param(numbers)}::int[])`);
  return inOrder(numbers, rowsOf(res));
};

/** Rows of the grid in the order of `numbers` (missing ones are left out). */
const inOrder = (numbers: number[], rows: Row[]) => {
  const byNumber = new Map(rows.map((r) => [num(r.employee_number), r]));
  return numbers.flatMap((n) => {
    const r = byNumber.get(n);
    return r ? [resultRowOf(r)] : [];
  });
};

/**
 * The company's payroll (null when not the company's) with its inputs version and its calculation, in one
 * read: the results page asks for it on every request. With `pageNumbers` (the page as the order kept for the
 * calculation last seen has it) the same statement reads those rows too, valid when the version still matches.
 */
export const getPayrollCalculation = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  extra: { pageNumbers?: number[] | undefined; words?: string[] | undefined } = {},
): Promise<{
  inputsVersion: number;
  calc: PageCalculation | null;
  pageRows: ResultRow[] | null;
  /** With `words`: the company's employees whose search text holds every word. */
  matching: number[] | null;
} | null> => {
  const { pageNumbers, words } = extra;
  // Prepared: the grid reads a page with the same text every time, and planning it cost as much as running it.
  const [r] = await preparedRows<Row>(
    db,
    sql`
    select p.inputs_version as payroll_inputs_version, c.calculated_at, c.employee_count, c.gross, c.deductions,
      c.net, c.employer_charges, c.provisions, c.employer_cost, c.warning_count, ${ROW_VERSION}
      ${
        pageNumbers
          ? sql`, (select coalesce(json_agg(json_build_object('employee_number', s.employee_number,
              'first_name', e.first_name, 'first_surname', e.first_surname, 'second_surname', e.second_surname,
              'national_id', e.national_id, 'gross', s.gross, 'deductions', s.deductions, 'net', s.net,
              'employer_cost', s.employer_cost, 'days', s.days, 'warnings', s.warnings)), '[]')
            from payslips s
            join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
            where s.company_id = ${companyId} and s.payroll_id = ${payrollId}
              and s.employee_number = any(${sql.param(pageNumbers)}::int[])) as page_rows`
          : sql``
      }
      ${
        words?.length
          ? sql`, (select string_agg(e.employee_number::text, ',') from employees e
              where ${matchingWords(companyId, words)}) as matching`
          : sql``
      }
    from payrolls p
    left join payroll_calculations c on c.company_id = p.company_id and c.payroll_id = p.id
    where p.company_id = ${companyId} and p.id = ${payrollId}`,
  );
  if (!r) return null;
  return {
    inputsVersion: num(r.payroll_inputs_version),
    calc: r.calculated_at === null ? null : pageCalculationOf(r),
    pageRows: pageNumbers ? inOrder(pageNumbers, asJson<Row[]>(r.page_rows)) : null,
    matching: words?.length ? numbersOf(r.matching) : null,
  };
};

export const getPayslip = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumber: number,
) => {
  const res = await db.execute(sql`
    select s.*, e.first_name, e.first_surname, e.second_surname from payslips s
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    where s.company_id = ${companyId} and s.payroll_id = ${payrollId} and s.employee_number = ${employeeNumber}`);
  const r = rowsOf(res)[0];
  if (!r) return null;
  const lines = await db.execute(sql`
    select line_no, code, kind, quantity, unit, rate, basis, amount, legal_ref, line_date::text as line_date, note,
      pay_item from payslip_lines
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_number = ${employeeNumber}
    order by line_no`);
  return {
    fullName: fullNameOfRow(r),
    gross: num(r.gross),
    deductions: num(r.deductions),
    net: num(r.net),
    employerCharges: num(r.employer_charges),
    provisions: num(r.provisions),
    employerCost: num(r.employer_cost),
    ruleSetYear: num(r.rule_set_year),
    days: asJson<Record<string, unknown>>(r.days),
    warnings: asJson<{ code: string; date: string | null; detail: string | null }[]>(r.warnings),
    input: asJson<PayslipInput>(r.input),
    lines: rowsOf(lines).map((l) => ({
      code: String(l.code),
      kind: l.kind as 'earning' | 'deduction' | 'employer' | 'provision' | 'info',
      quantity: l.quantity === null ? null : Number(l.quantity),
      unit: (l.unit as 'days' | 'hours' | null) ?? null,
      rate: l.rate === null ? null : Number(l.rate),
      basis: l.basis === null ? null : num(l.basis),
      amount: num(l.amount),
      legalRef: String(l.legal_ref),
      date: (l.line_date as string | null) ?? null,
      note: (l.note as string | null) ?? null,
      payItem: l.pay_item == null ? null : asJson<PayslipLinePayItemDto>(l.pay_item),
    })),
  };
};

/** The previous calculated or paid regular payroll of the same periodicity (period before this one's). */
export const previousPayroll = async (
  db: DbOrTx,
  companyId: number,
  payroll: { id: number; periodicity: string; periodStart: string; kind: string },
) => {
  const res = await db.execute(sql`
    select id, period_start::text as period_start, period_end::text as period_end from payrolls
    where company_id = ${companyId} and kind = ${payroll.kind} and periodicity = ${payroll.periodicity}
      and period_start < ${payroll.periodStart}::date and status in ('processed', 'paid') and id <> ${payroll.id}
    order by period_start desc limit 1`);
  const r = rowsOf(res)[0];
  return r ? { id: num(r.id), periodStart: String(r.period_start), periodEnd: String(r.period_end) } : null;
};

/** Per employee and line code, the summed amounts of two payrolls that differ, largest difference first. */
export const lineChanges = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  previousId: number,
  employeeNumbers: number[],
) => {
  if (employeeNumbers.length === 0)
    return new Map<number, { code: string; previous: number; current: number }[]>();
  const res = await db.execute(sql`
    with cur as (
      select employee_number, code, sum(amount) as amount from payslip_lines
      where company_id = ${companyId} and payroll_id = ${payrollId}
        and employee_number = any(${sql.param(employeeNumbers)}::int[])
      group by employee_number, code),
    prev as (
      select employee_number, code, sum(amount) as amount from payslip_lines
      where company_id = ${companyId} and payroll_id = ${previousId}
        and employee_number = any(${sql.param(employeeNumbers)}::int[])
      group by employee_number, code)
    select coalesce(cur.employee_number, prev.employee_number) as employee_number,
      coalesce(cur.code, prev.code) as code, coalesce(prev.amount, 0) as previous, coalesce(cur.amount, 0) as current
    from cur full join prev on prev.employee_number = cur.employee_number and prev.code = cur.code
    where coalesce(cur.amount, 0) <> coalesce(prev.amount, 0)
    order by 1, abs(coalesce(cur.amount, 0) - coalesce(prev.amount, 0)) desc, 2`);
  const out = new Map<number, { code: string; previous: number; current: number }[]>();
  for (const r of rowsOf(res)) {
    const n = num(r.employee_number);
    let list = out.get(n);
    if (!list) out.set(n, (list = []));
    list.push({ code: String(r.code), previous: num(r.previous), current: num(r.current) });
  }
  return out;
};

/** Each employee's net against the previous payroll's, the largest absolute change first (new employees last). */
export const listNetChanges = async (
  db: DbOrTx,
  q: {
    companyId: number;
    payrollId: number;
    previousId: number | null;
    words: string[];
    page: number;
    pageSize: number;
  },
) => {
  const where: SQL[] = [sql`s.company_id = ${q.companyId}`, sql`s.payroll_id = ${q.payrollId}`];
  for (const word of q.words) where.push(sql`e.search_text like ${`%${escapeLike(word)}%`}`);
  const res = await db.execute(sql`
    select s.employee_number, e.first_name, e.first_surname, e.second_surname, s.net, p.net as previous_net,
      count(*) over () as total
    from payslips s
    join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
    left join payslips p on p.company_id = s.company_id and p.payroll_id = ${q.previousId ?? -1}
      and p.employee_number = s.employee_number
    where ${sql.join(where, sql` and `)}
    order by abs(s.net - p.net) desc nulls last, s.employee_number
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const rows = rowsOf(res);
  return {
    total: rows[0] ? num(rows[0].total) : 0,
    rows: rows.map((r) => ({
      employeeNumber: num(r.employee_number),
      fullName: fullNameOfRow(r),
      net: num(r.net),
      previousNet: r.previous_net === null ? null : num(r.previous_net),
    })),
  };
};

/** The payroll's attendance days of one employee (for the payslip's explanation). */
export const employeeAttendance = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumber: number,
) => {
  const res = await db.execute(sql`
    select d.work_date::text as date, d.code, d.extra_minutes, d.extra_status, d.extra_approved_minutes, d.amount,
      coalesce(d.amount_reason, d.note) as note,
      case when ${countedDay('d')} then null when d.holiday_id is not null then 'holiday' else 'rest' end as day_off
    from attendance_days d
    where d.company_id = ${companyId} and d.payroll_id = ${payrollId} and d.employee_number = ${employeeNumber}
    order by d.work_date`);
  return rowsOf(res).map((r) => ({
    date: String(r.date),
    code: String(r.code),
    extraMinutes: num(r.extra_minutes),
    extraStatus: (r.extra_status as string | null) ?? null,
    extraApprovedMinutes: r.extra_approved_minutes === null ? null : num(r.extra_approved_minutes),
    amount: r.amount === null ? null : num(r.amount),
    note: (r.note as string | null) ?? null,
    /** A rest day or holiday as laid out and not worked: no day of the register (`countedDay`). */
    dayOff: (r.day_off as 'rest' | 'holiday' | null) ?? null,
  }));
};
