import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, employmentPeriods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { withBulkPublish } from './staging.repository';

/**
 * A job's publishing transaction on the embedded database skips the per-row foreign-key triggers and GIN
 * inserts, then checks every foreign key set-based (issue 10). Whatever the database, a row that breaks a
 * reference rolls the whole publish back, and the GIN index keeps its settings.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const count = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*) as n from employment_periods`)) as unknown as {
        rows: { n: string }[];
      }
    ).rows[0]!.n,
  );

describe('withBulkPublish', () => {
  it('rolls back a publish whose row breaks a foreign key, writing nothing', async () => {
    const before = await count();
    await expect(
      t.database.db.transaction((tx) =>
        withBulkPublish(tx, [employees, employmentPeriods], async () => {
          await tx.execute(sql`insert into employment_periods (company_id, employee_number, period_no, entry_date)
            values (1, 999999, 1, '2026-01-01')`);
        }),
      ),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it('publishes rows that keep every reference, and leaves the search index as it was', async () => {
    const before = await count();
    const [employee] = (
      (await t.database.db.execute(
        sql`select employee_number from employees where company_id = 1 order by employee_number limit 1`,
      )) as unknown as { rows: { employee_number: number }[] }
    ).rows;
    await t.database.db.transaction((tx) =>
      withBulkPublish(tx, [employees, employmentPeriods], async () => {
        await tx.execute(sql`insert into employment_periods (company_id, employee_number, period_no, entry_date)
          values (1, ${employee!.employee_number}, 99, '2020-01-01')`);
      }),
    );
    expect(await count()).toBe(before + 1);
    const [index] = (
      (await t.database.db.execute(
        sql`select reloptions::text as options from pg_class where relname = 'employees_search_idx'`,
      )) as unknown as { rows: { options: string | null }[] }
    ).rows;
    expect(index!.options).toContain('fastupdate=false');
  });
});
