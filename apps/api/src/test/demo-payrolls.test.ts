import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPayrolls } from '../../seeds/demo-payrolls';
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
      expect(Number(p.projected)).toBe(1);
      expect(Number(p.current)).toBe(1);
    }
    expect(await rows(sql`select 1 from payrolls where company_id = 2`)).toHaveLength(0);
  });

  it('records realistic attendance: absences, a missing mark, + and −, a vacation and a CCSS disability', async () => {
    const codes = await rows<{ code: string; n: string }>(sql`
      select code, count(*) as n from attendance_days where company_id = 1 and source <> 'projection' group by code`);
    const count = Object.fromEntries(codes.map((c) => [c.code, Number(c.n)]));
    expect(count.A).toBe(3);
    expect(count.S).toBe(1);
    expect(count['+']).toBe(1);
    expect(count['-']).toBe(1);
    expect(count.V).toBe(2);
    expect(count.I).toBeGreaterThanOrEqual(1);
    const disability = await rows<{ disability_type: string }>(
      sql`select disability_type from attendance_ranges where company_id = 1 and kind = 'disability'`,
    );
    expect(disability).toEqual([{ disability_type: 'ccss_illness' }]);
  });
});
