import type {
  PayItemClassCode,
  PayItemEndReason,
  PayItemFrequency,
  PayItemPercentageBaseCode,
  PayItemValueType,
  PayrollKind,
  PayrollStatus,
} from '@planilla/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fullNameOfRow, rowsOf } from '../../db/rows';
import {
  employeePayItems,
  employees,
  payItemMovements,
  payItemPayees,
  payItemTypes,
  payrolls,
  payslipPayItems,
  users,
} from '../../db/schema';

// Employees' pay items (`employee_pay_items`): read with what the rules need (class, payroll, whether a closed
// payroll used it), insert set-based, change, end, delete; the employees' and payrolls' facts the rules check.
// Their balance moves are in `pay-item-movements.repository.ts`.

/** The fields of an item a person sets (the request's, normalised by the service). */
export type ItemValues = {
  valueType: PayItemValueType;
  amount: number | null;
  rate: number | null;
  percentageOf: PayItemPercentageBaseCode | null;
  quantity: number | null;
  unitRate: number | null;
  frequency: PayItemFrequency;
  payrollId: number | null;
  validFrom: string;
  validTo: string | null;
  reference: string | null;
  orderDate: string | null;
  protectedAmount: number | null;
  principal: number | null;
  payeeId: number | null;
  note: string | null;
};

/** A new item: its employee, type, fields, the balance it starts with and the item it continues. */
export type ItemInsert = ItemValues & {
  employeeNumber: number;
  typeCode: string;
  balance: number | null;
  replacesId: number | null;
};

export type EmployeePayItemRecord = ItemValues & {
  id: number;
  employeeNumber: number;
  employeeName: string;
  typeCode: string;
  /** The company's name of the type; null: the shipped name (by language). */
  typeName: string | null;
  itemClass: PayItemClassCode;
  balance: number | null;
  deferred: number;
  payeeName: string | null;
  replacesId: number | null;
  endReason: PayItemEndReason | null;
  /** A `once` item's payroll is closed. */
  payrollPaid: boolean;
  /** A closed payroll (or a settlement) deducted or paid it. */
  usedByClosedPayroll: boolean;
  /** Balance moves of any kind (a payoff too). */
  movementCount: number;
  createdAt: Date;
  createdBy: string | null;
};

type ItemRow = {
  id: number;
  employee_number: number;
  first_name: string;
  first_surname: string;
  second_surname: string | null;
  type_code: string;
  type_name: string | null;
  item_class: PayItemClassCode;
  value_type: PayItemValueType;
  amount: number | string | null;
  rate: number | null;
  percentage_of: PayItemPercentageBaseCode | null;
  quantity: number | string | null;
  unit_rate: number | string | null;
  frequency: PayItemFrequency;
  payroll_id: number | null;
  payroll_paid: boolean | null;
  valid_from: string;
  valid_to: string | null;
  reference: string | null;
  order_date: string | null;
  protected_amount: number | string | null;
  principal: number | string | null;
  balance: number | string | null;
  deferred: number | string;
  payee_id: number | null;
  payee_name: string | null;
  note: string | null;
  replaces_id: number | null;
  end_reason: PayItemEndReason | null;
  used: boolean;
  movement_count: number | string;
  created_at: Date | string;
  created_by: string | null;
};

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

const recordOf = (r: ItemRow): EmployeePayItemRecord => ({
  id: Number(r.id),
  employeeNumber: Number(r.employee_number),
  employeeName: fullNameOfRow(r),
  typeCode: r.type_code,
  typeName: r.type_name,
  itemClass: r.item_class,
  valueType: r.value_type,
  amount: num(r.amount),
  rate: num(r.rate),
  percentageOf: r.percentage_of,
  quantity: num(r.quantity),
  unitRate: num(r.unit_rate),
  frequency: r.frequency,
  payrollId: num(r.payroll_id),
  payrollPaid: Boolean(r.payroll_paid),
  validFrom: r.valid_from,
  validTo: r.valid_to,
  reference: r.reference,
  orderDate: r.order_date,
  protectedAmount: num(r.protected_amount),
  principal: num(r.principal),
  balance: num(r.balance),
  deferred: Number(r.deferred),
  payeeId: num(r.payee_id),
  payeeName: r.payee_name,
  note: r.note,
  replacesId: num(r.replaces_id),
  endReason: r.end_reason,
  usedByClosedPayroll: Boolean(r.used),
  movementCount: Number(r.movement_count),
  createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
  createdBy: r.created_by,
});

export type ItemFilter = {
  employeeNumber?: number;
  ids?: readonly number[];
  classes?: readonly PayItemClassCode[];
};

const selectItems = (companyId: number, f: ItemFilter, lock = false) => sql`
  select i.id, i.employee_number, e.first_name, e.first_surname, e.second_surname, i.type_code, t.name as type_name,
    t.item_class, i.value_type, i.amount, i.rate, i.percentage_of, i.quantity, i.unit_rate, i.frequency, i.payroll_id,
    (select q.status = 'paid' from ${payrolls} q where q.company_id = i.company_id and q.id = i.payroll_id) as payroll_paid,
    i.valid_from::text as valid_from, i.valid_to::text as valid_to, i.reference, i.order_date::text as order_date,
    i.protected_amount, i.principal, i.balance, i.deferred, i.payee_id, p.name as payee_name, i.note, i.replaces_id,
    i.end_reason,
    (exists (select 1 from ${payItemMovements} m where m.company_id = i.company_id and m.item_id = i.id
        and m.kind in ('payroll', 'settlement'))
      or exists (select 1 from ${payslipPayItems} s
        join ${payrolls} q on q.company_id = s.company_id and q.id = s.payroll_id and q.status = 'paid'
        where s.company_id = i.company_id and s.item_id = i.id)) as used,
    (select count(*) from ${payItemMovements} m where m.company_id = i.company_id and m.item_id = i.id) as movement_count,
    i.created_at, u.code as created_by
  from ${employeePayItems} i
  join ${employees} e on e.company_id = i.company_id and e.employee_number = i.employee_number
  join ${payItemTypes} t on t.company_id = i.company_id and t.code = i.type_code
  left join ${payItemPayees} p on p.company_id = i.company_id and p.id = i.payee_id
  left join ${users} u on u.id = i.created_by
  where i.company_id = ${companyId}
    ${f.employeeNumber === undefined ? sql`` : sql`and i.employee_number = ${f.employeeNumber}`}
    ${f.ids === undefined ? sql`` : sql`and i.id = any(${sql.param([...f.ids])}::int[])`}
    ${f.classes === undefined ? sql`` : sql`and t.item_class = any(${sql.param([...f.classes])}::text[])`}
  order by i.employee_number, i.valid_from desc, i.id desc${lock ? sql` for update of i` : sql``}`;

/** The company's items that pass the filter: by employee, newest first. */
export const listItems = async (
  db: DbOrTx,
  companyId: number,
  filter: ItemFilter,
): Promise<EmployeePayItemRecord[]> =>
  rowsOf<ItemRow>(await db.execute(selectItems(companyId, filter))).map(recordOf);

/** One item (locked for a change when `lock`), or null when the company has no such item. */
export const getItem = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  lock = false,
): Promise<EmployeePayItemRecord | null> => {
  const row = rowsOf<ItemRow>(await db.execute(selectItems(companyId, { ids: [id] }, lock)))[0];
  return row ? recordOf(row) : null;
};

/** Inserts items in one statement per thousand rows; answers their ids in the rows' order. */
export const insertItems = async (
  db: DbOrTx,
  companyId: number,
  rows: readonly ItemInsert[],
  userId: number,
): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(employeePayItems)
      .values(
        rows.slice(i, i + 1000).map((r) => ({
          companyId,
          employeeNumber: r.employeeNumber,
          typeCode: r.typeCode,
          valueType: r.valueType,
          amount: r.amount,
          rate: r.rate,
          percentageOf: r.percentageOf,
          quantity: r.quantity,
          unitRate: r.unitRate,
          frequency: r.frequency,
          payrollId: r.payrollId,
          validFrom: r.validFrom,
          validTo: r.validTo,
          reference: r.reference,
          orderDate: r.orderDate,
          protectedAmount: r.protectedAmount,
          principal: r.principal,
          balance: r.balance,
          payeeId: r.payeeId,
          note: r.note,
          replacesId: r.replacesId,
          createdBy: userId,
          updatedBy: userId,
        })),
      )
      .returning({ id: employeePayItems.id });
    ids.push(...inserted.map((r) => Number(r.id)));
  }
  return ids;
};

/** Rewrites an item no payroll used: its fields, and its balance back to its principal. */
export const updateItem = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  v: ItemValues & { balance: number | null },
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    update ${employeePayItems} set value_type = ${v.valueType}, amount = ${v.amount}, rate = ${v.rate},
      percentage_of = ${v.percentageOf}, quantity = ${v.quantity}, unit_rate = ${v.unitRate},
      frequency = ${v.frequency}, payroll_id = ${v.payrollId}, valid_from = ${v.validFrom}::date,
      valid_to = ${v.validTo}::date, reference = ${v.reference}, order_date = ${v.orderDate}::date,
      protected_amount = ${v.protectedAmount}, principal = ${v.principal}, balance = ${v.balance}, deferred = 0,
      payee_id = ${v.payeeId}, note = ${v.note}, updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${id}`);
};

/** Ends an item on `validTo` (its last day) for `reason`; `note` replaces the note when given. */
export const endItem = async (
  db: DbOrTx,
  companyId: number,
  id: number,
  end: { validTo: string; reason: PayItemEndReason; note: string | null },
  userId: number,
): Promise<void> => {
  await db.execute(sql`
    update ${employeePayItems} set valid_to = ${end.validTo}::date, end_reason = ${end.reason},
      note = coalesce(${end.note}, note), updated_at = now(), updated_by = ${userId}
    where company_id = ${companyId} and id = ${id}`);
};

export const deleteItem = async (db: DbOrTx, companyId: number, id: number): Promise<void> => {
  await db.execute(sql`delete from ${employeePayItems} where company_id = ${companyId} and id = ${id}`);
};

// ---------------------------------------------------------------------------------------------------------
// What the rules check of employees and payrolls (set-based, for one item or a whole import)

export type EmployeeFacts = {
  employeeNumber: number;
  active: boolean;
  entryDate: string;
  exitDate: string | null;
};

/** The employment facts of these employees (missing numbers are not in the map). */
export const employeeFacts = async (
  db: DbOrTx,
  companyId: number,
  numbers: readonly number[],
): Promise<Map<number, EmployeeFacts>> => {
  if (numbers.length === 0) return new Map();
  const res = await db.execute(sql`
    select employee_number, active, entry_date::text as entry_date, exit_date::text as exit_date
    from ${employees}
    where company_id = ${companyId} and employee_number = any(${sql.param([...new Set(numbers)])}::int[])`);
  return new Map(
    rowsOf<{ employee_number: number; active: boolean; entry_date: string; exit_date: string | null }>(
      res,
    ).map((r) => [
      Number(r.employee_number),
      {
        employeeNumber: Number(r.employee_number),
        active: Boolean(r.active),
        entryDate: r.entry_date,
        exitDate: r.exit_date,
      },
    ]),
  );
};

export type PayrollForItem = {
  employeeNumber: number;
  payrollId: number;
  kind: PayrollKind;
  status: PayrollStatus;
  periodStart: string;
  periodEnd: string;
  /** The employee was projected into it, or is paid with its periodicity on its last day. */
  ofEmployee: boolean;
};

/** The payrolls named by `once` items, each with whether it pays that employee; a pair not answered has no payroll. */
export const payrollsForItems = async (
  db: DbOrTx,
  companyId: number,
  pairs: readonly { employeeNumber: number; payrollId: number }[],
): Promise<PayrollForItem[]> => {
  if (pairs.length === 0) return [];
  const res = await db.execute(sql`
    select x.employee_number, q.id, q.kind, q.status, q.period_start::text as period_start,
      q.period_end::text as period_end,
      (exists (select 1 from payroll_employees pe where pe.company_id = q.company_id and pe.payroll_id = q.id
          and pe.employee_number = x.employee_number)
        or coalesce(
          (select h.periodicity from employee_periodicities h where h.company_id = q.company_id
             and h.employee_number = x.employee_number and h.effective_from <= q.period_end
           order by h.effective_from desc limit 1),
          e.periodicity) = q.periodicity) as of_employee
    from unnest(${sql.param(pairs.map((p) => p.employeeNumber))}::int[], ${sql.param(pairs.map((p) => p.payrollId))}::int[])
      as x(employee_number, payroll_id)
    join ${payrolls} q on q.company_id = ${companyId} and q.id = x.payroll_id
    join ${employees} e on e.company_id = ${companyId} and e.employee_number = x.employee_number`);
  return rowsOf<{
    employee_number: number;
    id: number;
    kind: PayrollKind;
    status: PayrollStatus;
    period_start: string;
    period_end: string;
    of_employee: boolean;
  }>(res).map((r) => ({
    employeeNumber: Number(r.employee_number),
    payrollId: Number(r.id),
    kind: r.kind,
    status: r.status,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    ofEmployee: Boolean(r.of_employee),
  }));
};

/** A regular payroll not closed yet, with its sequence in its year (what `payrollName` needs). */
export type OpenPayrollName = {
  payrollId: number;
  periodicity: string;
  sequence: number;
  periodStart: string;
  periodEnd: string;
};

/**
 * The company's regular payrolls not closed (a `once` item names one of them), each with its sequence among the
 * payrolls of its periodicity and year, as the payroll list numbers them.
 */
export const openRegularPayrolls = async (db: DbOrTx, companyId: number): Promise<OpenPayrollName[]> => {
  const res = await db.execute(sql`
    select id, periodicity, sequence, period_start::text as period_start, period_end::text as period_end
    from (
      select p.id, p.periodicity, p.status, p.period_start, p.period_end,
        row_number() over (partition by p.periodicity, extract(year from p.period_end) order by p.period_start)
          as sequence
      from ${payrolls} p where p.company_id = ${companyId} and p.kind = 'regular'
    ) n
    where status <> 'paid'
    order by period_start, id`);
  return rowsOf<{
    id: number;
    periodicity: string;
    sequence: number | string;
    period_start: string;
    period_end: string;
  }>(res).map((r) => ({
    payrollId: Number(r.id),
    periodicity: r.periodicity,
    sequence: Number(r.sequence),
    periodStart: r.period_start,
    periodEnd: r.period_end,
  }));
};
