import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '@planilla/domain';
import { todayInCostaRica } from '../../lib/dates';
import { percentChange } from './analytics.service';
import {
  apiCalls,
  createTestApp,
  signInEveryRole,
  tableFingerprints,
  type Session,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let admin: Session;
let admin2: Session;
let manager: Session;
let auditor: Session;
let assistant: Session;

const { call, data, rows } = apiCalls(() => t);
const n = (v: unknown) => Number(v ?? 0);

const newPayroll = async (periodStart: string, periodEnd: string) =>
  (await data(manager, 'paramPlanilla/newpayroll', { periodicity: 'fortnightly', periodStart, periodEnd }))
    .payrollId as number;
const calculateAndClose = async (payrollId: number, close: boolean) => {
  await data(manager, 'procesoPlanilla/projectpayroll', { payrollId }, 'PUT');
  const calc = await data(manager, 'procesoPlanilla/calculatePayroll', { payrollId }, 'PUT');
  if (close)
    await data(manager, 'procesoPlanilla/closepayroll', { payrollId, confirmNet: calc.totals.net }, 'PUT');
};

let octFirst: number;
let octSecond: number;
let novFirst: number;
let novSecond: number; // processed, not closed
let months: string[]; // pay-date months of the closed payrolls

/** The closed payrolls' payslips of a month summed here, independently of the service. */
const monthSums = async (month: string, companyId = 1) => {
  const [r] = await rows<Record<string, string>>(sql`
    select count(distinct s.employee_number) as headcount, count(distinct p.id) as payrolls,
      coalesce(sum(s.gross), 0) as gross, coalesce(sum(s.deductions), 0) as deductions, coalesce(sum(s.net), 0) as net,
      coalesce(sum(s.employer_charges), 0) as employer_charges, coalesce(sum(s.provisions), 0) as provisions,
      coalesce(sum(s.employer_cost), 0) as employer_cost
    from payrolls p join payslips s on s.company_id = p.company_id and s.payroll_id = p.id
    where p.company_id = ${companyId} and p.status = 'paid' and to_char(p.pay_date, 'YYYY-MM') = ${month}`);
  return {
    headcount: n(r!.headcount),
    payrolls: n(r!.payrolls),
    gross: n(r!.gross),
    deductions: n(r!.deductions),
    net: n(r!.net),
    employerCharges: n(r!.employer_charges),
    provisions: n(r!.provisions),
    employerCost: n(r!.employer_cost),
  };
};
const lineSum = async (month: string, codes: string[], field: 'amount' | 'basis' = 'amount') => {
  const [r] = await rows<{ total: string }>(sql`
    select coalesce(sum(${sql.raw(`l.${field}`)}), 0) as total
    from payrolls p join payslip_lines l on l.company_id = p.company_id and l.payroll_id = p.id
    where p.company_id = 1 and p.status = 'paid' and to_char(p.pay_date, 'YYYY-MM') = ${month}
      and l.code = any(${sql.param(codes)}::text[])`);
  return n(r!.total);
};

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, admin2, manager, auditor, assistant } = await signInEveryRole(t.app));
  octFirst = await newPayroll('2026-10-01', '2026-10-15');
  octSecond = await newPayroll('2026-10-16', '2026-10-31');
  novFirst = await newPayroll('2026-11-01', '2026-11-15');
  novSecond = await newPayroll('2026-11-16', '2026-11-30');
  await calculateAndClose(octFirst, true);
  await calculateAndClose(octSecond, true);
  await calculateAndClose(novFirst, true);
  await calculateAndClose(novSecond, false);
  months = (
    await rows<{ m: string }>(sql`select distinct to_char(pay_date, 'YYYY-MM') as m from payrolls
      where company_id = 1 and status = 'paid' order by 1`)
  ).map((r) => r.m);
}, 300_000);
afterAll(async () => t?.close());

describe('parametros/analyticpayroll', () => {
  it("answers each month's figures equal to the closed payrolls' payslips summed independently", async () => {
    expect(months.length).toBeGreaterThan(0);
    const from = months[0]!;
    const to = months[months.length - 1]!;
    const answer = await data(auditor, 'parametros/analyticpayroll', { from, to });
    expect(answer.from).toBe(from);
    expect(answer.to).toBe(to);
    for (const month of months) {
      const expected = await monthSums(month);
      const got = answer.months.find((m: { month: string }) => m.month === month);
      expect(got).toMatchObject(expected);
      // The periodicity split adds up to the month.
      const split = answer.byPeriodicity.filter((p: { month: string }) => p.month === month);
      expect(split.reduce((s: number, p: { employerCost: number }) => s + p.employerCost, 0)).toBe(
        expected.employerCost,
      );
    }
    // The department split adds up to the range.
    const total = answer.byDepartment.reduce((s: number, d: { gross: number }) => s + d.gross, 0);
    expect(total).toBe(answer.totals.gross);
    const sumOfMonths = answer.months.reduce((s: number, m: { gross: number }) => s + m.gross, 0);
    expect(answer.totals.gross).toBe(sumOfMonths);
    // The change against the previous month compares employer costs.
    if (months.length > 1) {
      const last = answer.months[answer.months.length - 1];
      const before = answer.months[answer.months.length - 2];
      expect(last.previousMonthCost).toBe(before.employerCost);
      expect(last.changeVsPreviousMonth).toBeCloseTo(
        ((last.employerCost - before.employerCost) / before.employerCost) * 100,
        1,
      );
      expect(last.lastYearCost).toBeNull();
    }
    // The processed (not closed) payroll counts nowhere.
    const open = await monthSums('2026-11');
    const [novOpen] = await rows<{ gross: string }>(
      sql`select sum(gross) as gross from payslips where company_id = 1 and payroll_id = ${novSecond}`,
    );
    expect(n(novOpen!.gross)).toBeGreaterThan(0);
    const nov = answer.months.find((m: { month: string }) => m.month === '2026-11');
    if (nov) expect(nov.gross).toBe(open.gross);
  });

  it('gives each month the same totals as the accounting summary of that month', async () => {
    const answer = await data(manager, 'parametros/analyticpayroll', { from: months[0], to: months.at(-1) });
    for (const month of months) {
      const journal = await data(manager, 'procesoPlanilla/accountingresume', { month });
      const got = answer.months.find((m: { month: string }) => m.month === month);
      expect({
        gross: got.gross,
        deductions: got.deductions,
        net: got.net,
        employerCharges: got.employerCharges,
        provisions: got.provisions,
      }).toEqual({
        gross: journal.payrollTotals.gross,
        deductions: journal.payrollTotals.deductions,
        net: journal.payrollTotals.net,
        employerCharges: journal.payrollTotals.employerCharges,
        provisions: journal.payrollTotals.provisions,
      });
      expect(got.gross + got.employerCharges + got.provisions).toBe(journal.totals.debit);
    }
  });

  it('filters by department and periodicity, zero-fills months, keeps to the company (tenancy)', async () => {
    const all = await data(manager, 'parametros/analyticpayroll', { from: months[0], to: months.at(-1) });
    const dept = {
      id: all.byDepartment.find((d: { departmentId: number | null }) => d.departmentId !== null).departmentId,
    };
    const one = await data(manager, 'parametros/analyticpayroll', {
      from: months[0],
      to: months.at(-1),
      departmentId: n(dept!.id),
    });
    const row = all.byDepartment.find((d: { departmentId: number }) => d.departmentId === n(dept!.id));
    expect(one.totals.gross).toBe(row.gross);
    expect(one.byDepartment).toHaveLength(1);
    const monthly = await data(manager, 'parametros/analyticpayroll', {
      from: months[0],
      to: months.at(-1),
      periodicity: 'monthly',
    });
    expect(monthly.totals.gross).toBe(0);
    // The default range is the 12 months ending this month, one row each.
    const byDefault = await data(manager, 'parametros/analyticpayroll', {});
    expect(byDefault.months).toHaveLength(12);
    expect(byDefault.to).toBe(todayInCostaRica().slice(0, 7));
    // Company 2 sees none of company 1's payrolls.
    const other = await data(admin2, 'parametros/analyticpayroll', { from: months[0], to: months.at(-1) });
    expect(other.totals.gross).toBe(0);
    expect(other.months.every((m: { payrolls: number }) => m.payrolls === 0)).toBe(true);
  });

  it('refuses a range backwards or too long, and bad input, with translated field errors', async () => {
    const before = await tableFingerprints(t.database.db);
    const backwards = await call(manager, 'parametros/analyticpayroll', { from: '2026-10', to: '2026-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.to).toMatch(/anterior/);
    const long = await call(manager, 'parametros/analyticpayroll', { from: '2020-01', to: '2026-01' });
    expect(long.json().error.fields.to).toBeTruthy();
    expect(long.statusCode).toBe(400);
    const bad = await call(manager, 'parametros/analyticpayroll', { from: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.from).toBeTruthy();
    expect(await tableFingerprints(t.database.db)).toEqual(before);
  });
});

describe('parametros/analyticlinealassitence', () => {
  it('answers the register of the range per day and per department, equal to the days counted here', async () => {
    const answer = await data(assistant, 'parametros/analyticlinealassitence', {
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(answer.granularity).toBe('day');
    expect(answer.points).toHaveLength(61);
    const [r] = await rows<Record<string, string>>(sql`
      select count(*) filter (where code in ('R', 'E', '+', '-') and (expected_minutes > 0 or ordinary_minutes > 0)) as worked,
        count(*) filter (where code = 'A') as absences, count(*) filter (where code = 'V') as vacation,
        count(*) filter (where code = 'I') as disability, count(*) filter (where code = 'S') as missing
      from attendance_days where company_id = 1 and work_date between '2026-10-01' and '2026-11-30'`);
    expect(answer.totals).toMatchObject({
      worked: n(r!.worked),
      absences: n(r!.absences),
      vacation: n(r!.vacation),
      disability: n(r!.disability),
      missingMarks: n(r!.missing),
    });
    expect(answer.totals.worked).toBeGreaterThan(0);
    const sumPoints = answer.points.reduce((s: number, p: { worked: number }) => s + p.worked, 0);
    expect(sumPoints).toBe(answer.totals.worked);
    const weekly = await data(assistant, 'parametros/analyticlinealassitence', {
      from: '2026-10-01',
      to: '2026-11-30',
      granularity: 'week',
    });
    expect(weekly.points[0].date).toBe('2026-09-28'); // the Monday of 1 October 2026's week
    expect(weekly.points.reduce((s: number, p: { worked: number }) => s + p.worked, 0)).toBe(
      answer.totals.worked,
    );
    const other = await data(admin2, 'parametros/analyticlinealassitence', {
      from: '2026-10-01',
      to: '2026-11-30',
    });
    expect(other.totals.worked).toBe(0);
  });
});

describe('parametros/dashboardcards and dashboardattention', () => {
  it("answers this month's cards, each only for a role that may read it", async () => {
    const month = todayInCostaRica().slice(0, 7);
    const cards = await data(manager, 'parametros/dashboardcards', {});
    expect(cards.month).toBe(month);
    const [active] = await rows<{ c: string }>(
      sql`select count(*) as c from employees where company_id = 1 and active`,
    );
    expect(cards.headcount.active).toBe(n(active!.c));
    expect(cards.payrollCost.employerCost).toBe((await monthSums(month)).employerCost);
    // Like with like: the month in progress against the previous month up to the same day, not a whole month.
    const previous = `${month === `${month.slice(0, 4)}-01` ? Number(month.slice(0, 4)) - 1 : month.slice(0, 4)}-${month.endsWith('-01') ? '12' : String(Number(month.slice(5)) - 1).padStart(2, '0')}`;
    expect(cards.comparedThrough.slice(0, 7)).toBe(previous);
    expect(cards.comparedThrough <= `${previous}-${todayInCostaRica().slice(8, 10)}`).toBe(true);
    const [toDate] = await rows<{ cost: string }>(sql`
      select coalesce(sum(s.employer_cost), 0) as cost
      from payrolls p join payslips s on s.company_id = p.company_id and s.payroll_id = p.id
      where p.company_id = 1 and p.status = 'paid' and p.pay_date between ${`${previous}-01`}::date and ${cards.comparedThrough}::date`);
    expect(cards.payrollCost.previousMonthToDateCost).toBe(n(toDate!.cost));
    // …against this month up to today (a payroll closed before a pay date later this month waits).
    const [soFar] = await rows<{ cost: string }>(sql`
      select coalesce(sum(s.employer_cost), 0) as cost
      from payrolls p join payslips s on s.company_id = p.company_id and s.payroll_id = p.id
      where p.company_id = 1 and p.status = 'paid' and p.pay_date between ${`${month}-01`}::date and ${todayInCostaRica()}::date`);
    expect(cards.payrollCost.changeVsPreviousMonth).toBe(
      n(toDate!.cost) > 0 ? percentChange(n(soFar!.cost), n(toDate!.cost)) : null,
    );
    expect(cards.payrollCost.previousMonthCost).toBe((await monthSums(previous)).employerCost);
    expect(cards.vacationLiability.amount).toBeGreaterThanOrEqual(0);
    const vacations = await data(manager, 'vacaciones/vacationemployee', {});
    expect(cards.vacationLiability.amount).toBe(vacations.summary.liability);
    // "Días pendientes" is one figure: the dashboard's equals the vacation screen's; the proportional days
    // the liability values are named apart.
    expect(cards.vacationLiability.pendingDays).toBe(vacations.summary.pendingDays);
    expect(cards.vacationLiability.accruedDays).toBe(vacations.summary.pendingWithAccruedDays);
  });

  it('lists what needs attention with its screen; the HR assistant sees no post-payroll item', async () => {
    const [employee] = await rows<{ n: number }>(
      sql`select employee_number as n from employees where company_id = 1 and active order by 1 limit 1`,
    );
    await t.database.db.execute(
      sql`update employees set email = null where company_id = 1 and employee_number = ${employee!.n}`,
    );
    // The processed payroll's attendance changed after its calculation: stale.
    await t.database.db.execute(
      sql`update payrolls set inputs_version = inputs_version + 1 where company_id = 1 and id = ${novSecond}`,
    );
    // A voucher whose sending failed (rows as the vouchers module writes them).
    const [outbox] = await rows<{ id: number }>(sql`
      insert into outbox (company_id, kind, to_address, subject, text_body, status, last_error)
      values (1, 'payment_voucher', 'x@example.cr', 'Comprobante', '-', 'failed', 'smtp') returning id`);
    await t.database.db.execute(sql`
      insert into voucher_deliveries (company_id, payroll_id, employee_number, kind, outbox_id, to_address)
      values (1, ${novFirst}, ${employee!.n}, 'send', ${outbox!.id}, 'x@example.cr')`);

    const attention = await data(manager, 'parametros/dashboardattention', {});
    const kinds = attention.items.map((i: { kind: string }) => i.kind);
    expect(kinds).toContain('employees_missing_email');
    expect(attention.items.find((i: { kind: string }) => i.kind === 'payroll_stale')).toMatchObject({
      payrollId: novSecond,
      screen: 'payroll_calculate',
    });
    expect(attention.items.find((i: { kind: string }) => i.kind === 'vouchers_failed')).toMatchObject({
      payrollId: novFirst,
      count: 1,
      screen: 'pay_documents',
    });
    for (const i of attention.items.filter((x: { kind: string }) => x.kind === 'filing_due'))
      expect(i.filing.source).toBeTruthy();

    const mine = await data(assistant, 'parametros/dashboardattention', {});
    const theirs = mine.items.map((i: { kind: string }) => i.kind);
    expect(theirs).toContain('employees_missing_email');
    expect(theirs).not.toContain('vouchers_failed');
    expect(theirs).not.toContain('filing_due');
    const other = await data(admin2, 'parametros/dashboardattention', {});
    expect(other.items.some((i: { payrollId: number | null }) => i.payrollId === novSecond)).toBe(false);
    await t.database.db.execute(
      sql`update payrolls set inputs_version = inputs_version - 1 where company_id = 1 and id = ${novSecond}`,
    );
  });

  it('calls a pay date already past overdue, never near, and names the payroll as every screen does', async () => {
    const [before] = await rows<{ status: string; pay_date: string }>(
      sql`select status, pay_date::text as pay_date from payrolls where company_id = 1 and id = ${novSecond}`,
    );
    const reviews = await rows<{ employee_number: number; review_status: string }>(
      sql`select employee_number, review_status from payroll_employees where company_id = 1 and payroll_id = ${novSecond}`,
    );
    const past = addDays(todayInCostaRica() as IsoDate, -8);
    await t.database.db.execute(
      sql`update payrolls set status = 'projected', pay_date = ${past}::date where company_id = 1 and id = ${novSecond}`,
    );
    await t.database.db.execute(
      sql`update payroll_employees set review_status = 'pending' where company_id = 1 and payroll_id = ${novSecond}`,
    );
    try {
      const attention = await data(manager, 'parametros/dashboardattention', {});
      const item = attention.items.find((i: { id: string }) => i.id === `unreviewed-${novSecond}`);
      expect(item).toMatchObject({ kind: 'payroll_overdue', severity: 'error', dueDate: past });
      expect(item.payroll).toMatchObject({ kind: 'regular', periodicity: 'fortnightly' });
      expect(item.payroll.sequence).toBeGreaterThan(0);
      expect(
        attention.items.some(
          (i: { kind: string; dueDate: string | null }) =>
            i.kind === 'payroll_unreviewed' && i.dueDate! < todayInCostaRica(),
        ),
      ).toBe(false);
    } finally {
      await t.database.db.execute(
        sql`update payrolls set status = ${before!.status}, pay_date = ${before!.pay_date}::date where company_id = 1 and id = ${novSecond}`,
      );
      for (const r of reviews)
        await t.database.db.execute(
          sql`update payroll_employees set review_status = ${r.review_status}
            where company_id = 1 and payroll_id = ${novSecond} and employee_number = ${r.employee_number}`,
        );
    }
  });
});

/** The cells of a downloaded workbook's first sheet, header first. */
const sheetOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const report = (s: Session, body: object, lang = 'es') =>
  call(s, 'postPlanilla/statutoryreport', body, 'POST', lang);

describe('statutory reports', () => {
  it('lists the months of the year with closed payrolls and totals equal to their lines', async () => {
    const answer = await data(auditor, 'postPlanilla/statutorymonths', { year: 2026 });
    expect(answer.months.map((m: { month: string }) => m.month)).toEqual([...months].reverse());
    for (const m of answer.months) {
      expect(m.gross).toBe((await monthSums(m.month)).gross);
      expect(m.ccssWorker).toBe(
        await lineSum(m.month, ['CCSS_SEM_WORKER', 'CCSS_IVM_WORKER', 'BANCO_POPULAR_WORKER']),
      );
      expect(m.taxWithheld).toBe(await lineSum(m.month, ['SALARY_TAX']));
      expect(m.due.tax).toMatch(/-15$/);
    }
  });

  it('gives the CCSS report of a month reconciled to the céntimo (Excel and es-CR CSV)', async () => {
    const month = months.at(-1)!;
    const res = await report(manager, { month, report: 'ccss', format: 'xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`planilla-ccss-${month}.xlsx`);
    const sheet = await sheetOf(res.rawPayload);
    const header = sheet[0] as string[];
    const total = sheet.at(-1)!;
    const body = sheet.slice(1, -1);
    expect(total[0]).toBe('TOTAL');
    expect(body).toHaveLength((await monthSums(month)).headcount);
    const column = (name: string) => header.indexOf(name);
    expect(cents(total[column('Salario reportado')])).toBe(
      await lineSum(month, ['CCSS_SEM_WORKER'], 'basis'),
    );
    expect(cents(total[column('SEM obrero')])).toBe(await lineSum(month, ['CCSS_SEM_WORKER']));
    expect(cents(total[column('IVM patronal')])).toBe(await lineSum(month, ['CCSS_IVM_EMPLOYER']));
    expect(cents(total[column('Total obrero')])).toBe(
      await lineSum(month, ['CCSS_SEM_WORKER', 'CCSS_IVM_WORKER', 'BANCO_POPULAR_WORKER']),
    );
    // Each employee's rows add up to the total.
    const semColumn = column('SEM obrero');
    expect(body.reduce((s, r) => s + cents(r[semColumn]), 0)).toBe(cents(total[semColumn]));

    const csv = await report(manager, { month, report: 'ccss', format: 'csv' });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const csvHeader = lines[0]!.split(';');
    const csvTotal = lines.at(-1)!.split(';');
    const sem = csvHeader.indexOf('SEM obrero');
    expect(csvTotal[sem]).toMatch(/^\d+,\d{2}$/);
    expect(Math.round(Number(csvTotal[sem]!.replace(',', '.')) * 100)).toBe(
      await lineSum(month, ['CCSS_SEM_WORKER']),
    );
  });

  it('gives the INS RT and withholding reports reconciled to the payslips', async () => {
    const month = months.at(-1)!;
    const ins = await sheetOf((await report(auditor, { month, report: 'ins' })).rawPayload);
    const insHeader = ins[0] as string[];
    expect(cents(ins.at(-1)![insHeader.indexOf('Salario del periodo')])).toBe((await monthSums(month)).gross);
    const days = insHeader.indexOf('Días laborados');
    for (const r of ins.slice(1, -1)) expect(Number(r[days])).toBeLessThanOrEqual(31);

    const tax = await sheetOf((await report(auditor, { month, report: 'tax' }, 'en')).rawPayload);
    const taxHeader = tax[0] as string[];
    const withheld = cents(tax.at(-1)![taxHeader.indexOf('Tax withheld')]);
    expect(withheld).toBe(await lineSum(month, ['SALARY_TAX']));
    const [slips] = await rows<{ t: string }>(sql`
      select coalesce(sum(s.tax_withheld), 0) as t from payslips s join payrolls p on p.company_id = s.company_id
        and p.id = s.payroll_id where p.company_id = 1 and p.status = 'paid' and to_char(p.pay_date, 'YYYY-MM') = ${month}`);
    expect(withheld).toBe(n(slips!.t));
  });

  it('is refused to the HR assistant (403), answers another company nothing of company 1, bad input 400', async () => {
    const month = months.at(-1)!;
    expect((await report(assistant, { month, report: 'ccss' })).statusCode).toBe(403);
    expect((await call(assistant, 'postPlanilla/statutorymonths', {})).statusCode).toBe(403);
    const other = await sheetOf((await report(admin2, { month, report: 'ccss' })).rawPayload);
    expect(other).toHaveLength(2); // header and a zero total
    expect((await report(manager, { month: '2026-1', report: 'ccss' })).statusCode).toBe(400);
    expect((await report(manager, { month, report: 'sicere' })).statusCode).toBe(400);
  });
});

describe('postPlanilla/filesearch', () => {
  it("finds a paid payroll's voucher by employee name and a generated file by name, per company", async () => {
    const [e] = await rows<{ n: number; first_surname: string }>(sql`
      select s.employee_number as n, e.first_surname from payslips s
      join employees e on e.company_id = s.company_id and e.employee_number = s.employee_number
      where s.company_id = 1 and s.payroll_id = ${novFirst} limit 1`);
    const found = await data(admin, 'postPlanilla/filesearch', { q: e!.first_surname });
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.length).toBeLessThanOrEqual(4);
    expect(found.items[0]).toMatchObject({ kind: 'voucher' });
    const byNumber = await data(admin, 'postPlanilla/filesearch', { q: String(e!.n) });
    expect(byNumber.items.some((i: { employeeNumber: number }) => i.employeeNumber === e!.n)).toBe(true);

    await t.database.db.execute(sql`
      insert into generated_files (company_id, kind, payroll_id, folder, file_name, sha256, byte_size)
      values (1, 'bank_file', ${novFirst}, 'bank', 'transferencia-bncr-zz.txt', 'x', 10)`);
    const file = await data(admin, 'postPlanilla/filesearch', { q: 'bncr-zz' });
    expect(file.items).toEqual([
      expect.objectContaining({ kind: 'bank_file', fileName: 'transferencia-bncr-zz.txt' }),
    ]);
    expect((await data(admin2, 'postPlanilla/filesearch', { q: 'bncr-zz' })).items).toEqual([]);
    expect((await call(assistant, 'postPlanilla/filesearch', { q: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'postPlanilla/filesearch', { q: '' })).statusCode).toBe(400);
  });
});

describe('the dashboard pre-aggregates', () => {
  it('are never stale: a payroll closed and a day changed after a read show in the next read', async () => {
    const month = '2026-11';
    const read = async () =>
      (await data(auditor, 'parametros/analyticpayroll', { from: month, to: month })).months[0];
    const before = await read(); // the month's totals are stored by now (earlier reads too)
    expect(before).toMatchObject(await monthSums(month));
    const [novSecondPay] = await rows<{ m: string }>(
      sql`select to_char(pay_date, 'YYYY-MM') as m from payrolls where company_id = 1 and id = ${novSecond}`,
    );
    const [calc] = await rows<{ net: string }>(
      sql`select net from payroll_calculations where company_id = 1 and payroll_id = ${novSecond}`,
    );
    await data(
      manager,
      'procesoPlanilla/closepayroll',
      { payrollId: novSecond, confirmNet: n(calc!.net) },
      'PUT',
    );
    const after = await data(auditor, 'parametros/analyticpayroll', {
      from: novSecondPay!.m,
      to: novSecondPay!.m,
    });
    expect(after.months[0]).toMatchObject(await monthSums(novSecondPay!.m));
    expect(after.months[0].payrolls).toBe((await monthSums(novSecondPay!.m)).payrolls);

    // The attendance line of an open payroll follows its daily register.
    const december = await newPayroll('2026-12-01', '2026-12-15');
    await data(manager, 'procesoPlanilla/projectpayroll', { payrollId: december }, 'PUT');
    const range = { from: '2026-12-01', to: '2026-12-15' };
    const first = await data(assistant, 'parametros/analyticlinealassitence', range);
    const [day] = await rows<{ num: number; date: string }>(sql`
      select employee_number as num, work_date::text as date from attendance_days
      where company_id = 1 and payroll_id = ${december} and code = 'R' and expected_minutes > 0
      order by work_date, employee_number limit 1`);
    await data(
      admin,
      'asistencia/diaryAsistence',
      { payrollId: december, items: [{ num_empleado: day!.num, date: day!.date, code: 'A' }] },
      'PUT',
    );
    const second = await data(assistant, 'parametros/analyticlinealassitence', range);
    expect(second.totals.absences).toBe(first.totals.absences + 1);
    expect(second.totals.worked).toBe(first.totals.worked - 1);
    const [counted] = await rows<{ a: string }>(sql`
      select count(*) as a from attendance_days where company_id = 1 and code = 'A'
        and work_date between '2026-12-01' and '2026-12-15'`);
    expect(second.totals.absences).toBe(n(counted!.a));
  });
});
