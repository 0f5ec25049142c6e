import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFrom, seedDemoPayrolls } from '../../seeds/demo-payrolls';
import { todayInCostaRica } from '../lib/dates';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPayrolls(t.database.db);
});
afterAll(async () => t?.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('demo payrolls', () => {
  it("lays out company 1's year and projects the payrolls of today, for each periodicity in use", async () => {
    const today = todayInCostaRica();
    const used = await rows<{ periodicity: string }>(
      sql`select distinct periodicity from employees where company_id = 1 and active order by 1`,
    );
    const payrolls = await rows<{ periodicity: string; n: string; projected: string; current: string }>(sql`
      select periodicity, count(*) as n, count(*) filter (where status = 'projected') as projected,
        count(*) filter (where period_start <= ${today} and period_end >= ${today}) as current
      from payrolls where company_id = 1 group by periodicity order by 1`);
    expect(payrolls.map((p) => p.periodicity)).toEqual(used.map((u) => u.periodicity));
    for (const p of payrolls) {
      expect(Number(p.n)).toBeGreaterThanOrEqual(12);
      expect(Number(p.projected)).toBeGreaterThanOrEqual(1);
      expect(Number(p.current)).toBe(1);
    }
    expect(await rows(sql`select 1 from payrolls where company_id = 2`)).toHaveLength(0);
  });

  it('records realistic attendance: absences, a missing mark, + and −, a vacation and a CCSS disability', async () => {
    const codes = await rows<{ code: string; n: string }>(sql`
      select code, count(*) as n from attendance_days d
      where company_id = 1 and source <> 'projection'
        and payroll_id in (select id from payrolls where company_id = 1 and status <> 'paid')
      group by code`);
    const count = Object.fromEntries(codes.map((c) => [c.code, Number(c.n)]));
    expect(count.A).toBe(3);
    expect(count.S).toBe(1);
    expect(count['+']).toBe(2);
    const corrections = await rows<{ status: string }>(sql`
      select p.status from attendance_days d join payrolls p on p.company_id = 1 and p.id = d.corrects_payroll_id
      where d.company_id = 1`);
    expect(corrections).toEqual([{ status: 'paid' }]);
    expect(count['-']).toBe(1);
    // Two days on a member of the fortnightly payroll, two on the login paid monthly (in its own payroll).
    expect(count.V).toBe(4);
    expect(count.I).toBeGreaterThanOrEqual(1);
    const disability = await rows<{ disability_type: string }>(
      sql`select disability_type from attendance_ranges where company_id = 1 and kind = 'disability'`,
    );
    expect(disability).toEqual([{ disability_type: 'ccss_illness' }]);
    // It is an employee's with a self-service login: "my incapacities and actions" has something to show.
    const withLogin = await rows(sql`
      select 1 from attendance_ranges r
      join employee_users u on u.company_id = r.company_id and u.employee_number = r.employee_number
      where r.company_id = 1 and r.kind = 'disability'`);
    expect(withLogin).toHaveLength(1);
    const vacationLogins = await rows(sql`
      select distinct r.employee_number from attendance_ranges r
      join employee_users u on u.company_id = r.company_id and u.employee_number = r.employee_number
      where r.company_id = 1 and r.kind = 'vacation'`);
    expect(vacationLogins.length).toBeGreaterThanOrEqual(1);
  });

  it('has the last 3 months of payrolls of each periodicity calculated and closed, totals matching their payslips', async () => {
    const today = todayInCostaRica();
    const paid = await rows<{ periodicity: string; n: string; oldest: string; newest_end: string }>(sql`
      select periodicity, count(*) as n, min(pay_date)::text as oldest, max(period_end)::text as newest_end
      from payrolls where company_id = 1 and status = 'paid' group by periodicity order by 1`);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    const since = new Date(`${today}T00:00:00Z`);
    since.setUTCDate(1);
    since.setUTCMonth(since.getUTCMonth() - 3);
    for (const p of paid) {
      expect(Number(p.n)).toBeGreaterThanOrEqual(p.periodicity === 'monthly' ? 2 : 5);
      expect(p.oldest >= since.toISOString().slice(0, 10)).toBe(true);
      expect(p.newest_end < openFrom(today)).toBe(true);
    }
    // Every payroll of the window that ended before today's fortnight is closed: none left half-way; the ones
    // from that fortnight to today are projected.
    const open = await rows<{ status: string }>(sql`
      select status from payrolls where company_id = 1 and kind = 'regular' and period_end >= ${openFrom(today)}
        and period_start <= ${today}`);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((p) => p.status === 'projected')).toBe(true);
    const leftOpen = await rows(sql`
      select id from payrolls where company_id = 1 and period_end < ${openFrom(today)}
        and pay_date >= ${since.toISOString().slice(0, 10)} and status <> 'paid'`);
    expect(leftOpen).toEqual([]);
    const mismatched = await rows(sql`
      select c.payroll_id from payroll_calculations c
      join (select payroll_id, sum(net) as net, count(*) as n from payslips where company_id = 1 group by payroll_id) s
        on s.payroll_id = c.payroll_id
      where c.company_id = 1 and (c.net <> s.net or c.employee_count <> s.n or c.closed_at is null)`);
    expect(mismatched).toEqual([]);
    const absences = await rows(sql`
      select 1 from attendance_days d join payrolls p on p.company_id = d.company_id and p.id = d.payroll_id
      where d.company_id = 1 and p.status = 'paid' and d.code = 'A'`);
    expect(absences.length).toBeGreaterThan(0);
  });

  it("records the months of this year's aguinaldo before the first closed payroll as earnings from before", async () => {
    const earnings = await rows<{ n: string; months: string }>(sql`
      select count(distinct employee_number) as n, count(*) as months from aguinaldo_earnings where company_id = 1`);
    expect(Number(earnings[0]!.n)).toBeGreaterThan(10);
    // Never a month that also has the employee's paid payslips.
    const twice = await rows(sql`
      select 1 from aguinaldo_earnings a
      join payslips s on s.company_id = a.company_id and s.employee_number = a.employee_number
      join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id and p.status = 'paid'
      where a.company_id = 1 and date_trunc('month', p.period_end) = a.month`);
    expect(twice).toEqual([]);
  });

  it('seeds pay items the closed payrolls computed: pensión, embargo, association, loan, viáticos, a commission', async () => {
    const taken = await rows<{ type_code: string; payslips: string; taken: string; limited: string }>(sql`
      select i.type_code, count(*) as payslips, sum(i.taken) as taken,
        count(*) filter (where i.limited_by is not null) as limited
      from payslip_pay_items i join payrolls p on p.company_id = i.company_id and p.id = i.payroll_id
      where i.company_id = 1 and p.status = 'paid' group by i.type_code order by 1`);
    const byCode = Object.fromEntries(taken.map((r) => [r.type_code, r]));
    for (const code of [
      'AHORRO_ASOCIACION',
      'APORTE_ASOCIACION',
      'PENSION_ALIMENTARIA',
      'EMBARGO',
      'PRESTAMO_EMPRESA',
      'POLIZA_SEGURO',
      'VIATICOS',
    ])
      expect(Number(byCode[code]?.taken ?? 0), code).toBeGreaterThan(0);
    // The commission once, in one closed payroll.
    expect(Number(byCode.COMISION?.payslips)).toBe(1);
    // The embargo's lines carry their art. 172 computation.
    const embargo = await rows<{ pay_item: { garnishment?: { garnishable: number } } }>(sql`
      select l.pay_item from payslip_lines l join payrolls p on p.company_id = l.company_id and p.id = l.payroll_id
      where l.company_id = 1 and p.status = 'paid' and l.pay_item->>'itemClass' = 'embargo'`);
    expect(embargo.length).toBeGreaterThan(0);
    expect(embargo.every((l) => (l.pay_item.garnishment?.garnishable ?? 0) > 0)).toBe(true);
    // The loan's balance moved once per closed payroll: principal less what the movements took.
    const [loan] = await rows<{
      principal: string;
      balance: string;
      moved: string;
      moves: string;
      payslips: string;
    }>(sql`
      select i.principal, i.balance,
        (select sum(m.amount) from pay_item_movements m where m.company_id = 1 and m.item_id = i.id) as moved,
        (select count(*) from pay_item_movements m where m.company_id = 1 and m.item_id = i.id) as moves,
        (select count(*) from payslip_pay_items s join payrolls p on p.company_id = s.company_id and p.id = s.payroll_id
          where s.company_id = 1 and s.item_id = i.id and p.status = 'paid') as payslips
      from employee_pay_items i where i.company_id = 1 and i.type_code = 'PRESTAMO_EMPRESA'`);
    expect(Number(loan!.moves)).toBeGreaterThanOrEqual(5);
    expect(Number(loan!.moves)).toBe(Number(loan!.payslips));
    expect(Number(loan!.balance)).toBe(Number(loan!.principal) - Number(loan!.moved));
    // Written through the services: audited, with their payees.
    const audited = await rows(sql`select 1 from audit_log where action = 'pay_item_created'`);
    expect(audited.length).toBeGreaterThanOrEqual(14);
    const payees = await rows<{ name: string }>(sql`select name from pay_item_payees where company_id = 1`);
    expect(payees).toHaveLength(3);
  });

  it('records the vacation days taken before the product as opening balances, a few over the limit', async () => {
    const { seedDemoVacations } = await import('../../seeds/demo-vacations');
    await seedDemoVacations(t.database.db);
    const openings = await rows<{ n: string }>(
      sql`select count(*) as n from vacation_adjustments where company_id = 1 and kind = 'opening'`,
    );
    expect(Number(openings[0]!.n)).toBeGreaterThan(10);
    const audit = await rows(sql`select 1 from audit_log where action = 'vacation_opening_balance'`);
    expect(audit.length).toBe(Number(openings[0]!.n));
  });
});
