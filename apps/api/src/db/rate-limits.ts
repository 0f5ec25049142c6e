import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * Counts one hit of `key` in its fixed window of `windowMs` (a window that has passed starts again at 1):
 * one upsert, atomic across every instance. Answers the hits so far and the window's milliseconds left.
 */
export const countRateLimitHit = async (
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttlMs: number }> => {
  const res = await db.execute(
    sql`insert into rate_limits as r (key, hits, reset_at)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
          reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
        returning hits, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
  );
  const row = rowsOf<{ hits: number; ttl: number }>(res)[0]!;
  return { hits: Number(row.hits), ttlMs: Number(row.ttl) };
};

/** Deletes the windows that have passed. */
export const deleteExpiredRateLimits = async (db: Db): Promise<void> => {
  await db.execute(sql`delete from rate_limits where reset_at < now()`);
};
