import type { GarnishmentFigures, PayslipPayItemDto } from '@planilla/contracts';
import { aguinaldoBaseOf, type Payslip, type PayslipInput } from '@planilla/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { copyRows } from '../../db/copy';
import { rowsOf } from '../../db/rows';

/**
 * Where a payroll's results are stored: its payslips with their lines, and the calculation's summary row.
 * Written by the calculation of a regular or aguinaldo payroll and by a settlement's, read back by the
 * calculation's screens; the state of the payroll itself is `payroll-state`'s.
 */
const num = (v: unknown) => Number(v);

/** One employee's calculated payslip, ready to store. */
export type StoredPayslip = {
  employeeNumber: number;
  payslip: Payslip;
  input: PayslipInput;
  inputHashes: Record<string, string>;
  daysByCode: Record<string, number>;
  /** Warnings and the engine's blockers (a net below zero …), stored together with the payslip. */
  issues: { code: string; date: string | null; detail: string | null }[];
  /** Whom each pay item (by the engine's id) is owed to: `payslip_pay_items.payee_id`. */
  payItemPayees?: Record<string, number | null>;
};

/** Lines per COPY: a slice's lines in a few statements, each a bounded piece of text. */
const CHUNK = 20_000;

/** Test seam: runs after each chunk of lines is written (a test makes it throw to fail a calculation half-way). */
export const calculationTestHooks: { afterLinesChunk?: (written: number) => void | Promise<void> } = {};

const PAYSLIP_COLUMNS = [
  'company_id',
  'payroll_id',
  'employee_number',
  'gross',
  'deductions',
  'net',
  'employer_charges',
  'provisions',
  'employer_cost',
  'taxable_gross',
  'tax_withheld',
  'aguinaldo_base',
  'rule_set_year',
  'days',
  'tax',
  'warnings',
  'warning_count',
  'input',
  'input_hashes',
] as const;
const LINE_COLUMNS = [
  'company_id',
  'payroll_id',
  'employee_number',
  'line_no',
  'code',
  'kind',
  'quantity',
  'unit',
  'rate',
  'basis',
  'amount',
  'legal_ref',
  'line_date',
  'disability_type',
  'note',
  'pay_item',
] as const;
const PAY_ITEM_COLUMNS = [
  'company_id',
  'payroll_id',
  'employee_number',
  'item_id',
  'type_code',
  'item_class',
  'line_code',
  'payee_id',
  'reference',
  'amount',
  'due',
  'taken',
  'deferred',
  'balance_before',
  'balance_after',
  'limited_by',
] as const;

/** Each line of the payslips as a row of `LINE_COLUMNS`, one at a time. */
function* lineRows(companyId: number, payrollId: number, slips: StoredPayslip[]): Generator<unknown[]> {
  for (const s of slips) {
    let no = 0;
    for (const l of s.payslip.lines)
      yield [
        companyId,
        payrollId,
        s.employeeNumber,
        ++no,
        l.code,
        l.kind,
        l.quantity === null ? null : String(l.quantity),
        l.unit,
        l.rate === null ? null : String(l.rate),
        l.basis,
        l.amount,
        l.legalRef,
        l.date,
        l.disabilityType,
        l.note,
        l.payItem ?? null,
      ];
  }
}

/** The next `count` items of an iterator (which goes on from there for the next taker). */
function* take<T>(items: Iterator<T>, count: number): Generator<T> {
  for (let i = 0; i < count; i++) {
    const next = items.next();
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Stores payslips and their lines set-based: one COPY for the payslips and one per chunk of lines (the write is
 * most of a calculation's time, and COPY takes half of what `INSERT … SELECT FROM unnest` did).
 */
export const insertPayslips = async (
  tx: Tx,
  companyId: number,
  payrollId: number,
  slips: StoredPayslip[],
) => {
  await copyRows(
    tx,
    'payslips',
    PAYSLIP_COLUMNS,
    slips.map((s) => {
      const t = s.payslip.totals;
      return [
        companyId,
        payrollId,
        s.employeeNumber,
        t.gross,
        t.deductions,
        t.net,
        t.employerCharges,
        t.provisions,
        t.employerCost,
        t.taxableGross,
        s.payslip.tax.withheld,
        aguinaldoBaseOf(s.payslip.lines),
        s.payslip.ruleSetYear,
        { ...s.payslip.days, byCode: s.daysByCode },
        s.payslip.tax,
        s.issues,
        s.issues.length,
        s.input,
        s.inputHashes,
      ];
    }),
  );
  // The lines are generated as each COPY reads them, a chunk per statement: never all of a slice's as rows.
  const lineCount = slips.reduce((n, s) => n + s.payslip.lines.length, 0);
  const lines = lineRows(companyId, payrollId, slips);
  for (let written = 0; written < lineCount; ) {
    const part = Math.min(CHUNK, lineCount - written);
    await copyRows(tx, 'payslip_lines', LINE_COLUMNS, take(lines, part));
    written += part;
    await calculationTestHooks.afterLinesChunk?.(written);
  }
  // What each pay item did (issue 26): closing moves the balances from these rows.
  const items: unknown[][] = [];
  for (const s of slips) {
    if (!s.payslip.payItems?.length) continue;
    const references = new Map((s.input.payItems ?? []).map((i) => [i.id, i.reference?.trim() || null]));
    for (const r of s.payslip.payItems)
      items.push([
        companyId,
        payrollId,
        s.employeeNumber,
        Number(r.id),
        r.code,
        r.itemClass,
        r.lineCode,
        s.payItemPayees?.[r.id] ?? null,
        references.get(r.id) ?? null,
        r.amount,
        r.due,
        r.taken,
        r.deferred,
        r.balanceBefore,
        r.balanceAfter,
        r.limitedBy,
      ]);
  }
  if (items.length > 0) await copyRows(tx, 'payslip_pay_items', PAY_ITEM_COLUMNS, items);
};

export type CalculationSummary = {
  inputsVersion: number;
  rulesVersion: string;
  ruleSetYears: number[];
  employeeCount: number;
  gross: number;
  deductions: number;
  net: number;
  employerCharges: number;
  provisions: number;
  employerCost: number;
  warningCount: number;
  timings: { readMs: number; inputMs?: number; engineMs: number; writeMs: number };
};

export const insertCalculation = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  userId: number,
  s: CalculationSummary,
) => {
  await db.execute(sql`
    insert into payroll_calculations (company_id, payroll_id, calculated_at, calculated_by, inputs_version,
      rules_version, rule_set_years, employee_count, gross, deductions, net, employer_charges, provisions,
      employer_cost, warning_count, timings)
    values (${companyId}, ${payrollId}, now(), ${userId}, ${s.inputsVersion}, ${s.rulesVersion},
      ${JSON.stringify(s.ruleSetYears)}::jsonb, ${s.employeeCount}, ${s.gross}, ${s.deductions}, ${s.net},
      ${s.employerCharges}, ${s.provisions}, ${s.employerCost}, ${s.warningCount}, ${JSON.stringify(s.timings)}::jsonb)`);
};

/** Refreshes the payslips' statistics of the columns the reads select on (not the large JSON ones: fast). */
export const analyzePayslips = async (db: DbOrTx) => {
  await db.execute(sql`analyze payslips (company_id, payroll_id, employee_number, warning_count)`);
};

/** Sums of a payroll's stored payslips, as the calculation row keeps them. */
export const payslipSums = async (db: DbOrTx, companyId: number, payrollId: number) => {
  const res = await db.execute(sql`
    select count(*) as n, coalesce(sum(gross), 0) as gross, coalesce(sum(deductions), 0) as deductions,
      coalesce(sum(net), 0) as net, coalesce(sum(employer_charges), 0) as employer_charges,
      coalesce(sum(provisions), 0) as provisions, coalesce(sum(employer_cost), 0) as employer_cost,
      count(*) filter (where warning_count > 0) as warned
    from payslips where company_id = ${companyId} and payroll_id = ${payrollId}`);
  const r = rowsOf(res)[0]!;
  return {
    employeeCount: num(r.n),
    gross: num(r.gross),
    deductions: num(r.deductions),
    net: num(r.net),
    employerCharges: num(r.employer_charges),
    provisions: num(r.provisions),
    employerCost: num(r.employer_cost),
    warningCount: num(r.warned),
  };
};

/** Removes the stored calculation of a payroll (payslips, lines, pay-item results and its summary row). */
export const deleteCalculation = async (db: DbOrTx, companyId: number, payrollId: number) => {
  await db.execute(
    sql`delete from payslip_pay_items where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  await db.execute(
    sql`delete from payslip_lines where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
  await db.execute(sql`delete from payslips where company_id = ${companyId} and payroll_id = ${payrollId}`);
  await db.execute(
    sql`delete from payroll_calculations where company_id = ${companyId} and payroll_id = ${payrollId}`,
  );
};

/** What each pay item did on one payslip (`payslip_pay_items`), in the engine's order of the items (by id). */
export const listPayslipPayItems = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
  employeeNumber: number,
): Promise<PayslipPayItemDto[]> => {
  const res = await db.execute(sql`
    select item_id, type_code, item_class, line_code, reference, amount, due, taken, deferred, balance_before,
      balance_after, limited_by
    from payslip_pay_items
    where company_id = ${companyId} and payroll_id = ${payrollId} and employee_number = ${employeeNumber}
    order by item_id`);
  const orNull = (v: unknown) => (v === null || v === undefined ? null : num(v));
  return rowsOf(res).map((r) => ({
    itemId: num(r.item_id),
    typeCode: String(r.type_code),
    itemClass: String(r.item_class),
    lineCode: String(r.line_code),
    reference: (r.reference as string | null) ?? null,
    amount: num(r.amount),
    due: num(r.due),
    taken: num(r.taken),
    deferred: num(r.deferred),
    balanceBefore: orNull(r.balance_before),
    balanceAfter: orNull(r.balance_after),
    limitedBy: (r.limited_by as PayslipPayItemDto['limitedBy']) ?? null,
  }));
};

/** A pay item's stored line, as the calculation export lists it. */
export type PayItemLineText = {
  code: string;
  amount: number;
  reference: string | null;
  garnishment: GarnishmentFigures | null;
};

/** The pay-item lines of a payroll's payslips, by employee, in line order (the export's pay-items column). */
export const listPayItemLines = async (
  db: DbOrTx,
  companyId: number,
  payrollId: number,
): Promise<Map<number, PayItemLineText[]>> => {
  const res = await db.execute(sql`
    select employee_number, code, amount, pay_item->>'reference' as reference, pay_item->'garnishment' as garnishment
    from payslip_lines
    where company_id = ${companyId} and payroll_id = ${payrollId} and pay_item is not null
    order by employee_number, line_no`);
  const out = new Map<number, PayItemLineText[]>();
  for (const r of rowsOf(res)) {
    const n = num(r.employee_number);
    const g = typeof r.garnishment === 'string' ? (JSON.parse(r.garnishment) as unknown) : r.garnishment;
    const list = out.get(n) ?? [];
    list.push({
      code: String(r.code),
      amount: num(r.amount),
      reference: (r.reference as string | null) ?? null,
      garnishment: g && typeof g === 'object' ? (g as GarnishmentFigures) : null,
    });
    out.set(n, list);
  }
  return out;
};
