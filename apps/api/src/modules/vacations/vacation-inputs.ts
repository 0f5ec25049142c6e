import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';

/**
 * What a company's vacation balances are computed from, as one string that changes with every committed
 * change: the change log the triggers of migration 0018 keep (employees, periods, salaries, assignments,
 * schedules, departments, bookings, adjustments, settings), the payrolls' inputs versions (every attendance
 * write raises one, so the V days are covered) and today's date (balances accrue by the day).
 */
export const vacationInputsFingerprint = async (db: DbOrTx, companyId: number): Promise<string> => {
  const res = await db.execute(sql`
    select (select count(*) || ':' || coalesce(max(id), 0) from vacation_input_changes where company_id = ${companyId})
      || '/' || (select count(*) || ':' || coalesce(sum(inputs_version), 0) from payrolls where company_id = ${companyId})
      as f`);
  return `${todayInCostaRica()}/${String((res as unknown as { rows: { f: string }[] }).rows[0]!.f)}`;
};

type Entry<T> = { key: string; value: Promise<T> };

/**
 * Per company, the last value computed and the fingerprint it was computed at. The fingerprint is read before
 * the computation, so a value is never kept under a fingerprint older than its data; a change committed since
 * gives another fingerprint and the next read computes again. Concurrent readers share one computation.
 */
export const createFingerprintCache = <T>() => {
  const entries = new Map<number, Entry<T>>();
  return {
    get: (companyId: number, key: string, compute: () => Promise<T>): Promise<T> => {
      const hit = entries.get(companyId);
      if (hit && hit.key === key) return hit.value;
      const value = compute();
      entries.set(companyId, { key, value });
      // A failed computation is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(companyId)?.value === value) entries.delete(companyId);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
};
