import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../db/client';
import { countRateLimitHit, deleteExpiredRateLimits } from '../db/rate-limits';

/** Expired windows are deleted at most this often, by whichever request comes next (no timer to stop). */
const SWEEP_EVERY_MS = 60_000;

/**
 * @fastify/rate-limit's store in the database (issue 29): the counts live in `rate_limits`, so every instance
 * of the API behind a load balancer holds one limit per route and address, where the plugin's default store
 * kept one per process. One statement per counted request: an upsert that starts a new fixed window when the
 * last one has passed, and answers the count and what is left of the window. Only the public routes are
 * limited (a signed-in caller is not), so this is not on the path of the product's ordinary work.
 * A table rather than a library (rate-limiter-flexible's PostgreSQL store): the same one upsert, on PGlite too,
 * and nothing more to install or configure (docs/decisions.md, issue 29).
 */
export const databaseRateLimitStore = (db: Db) => {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    deleteExpiredRateLimits(db).catch(() => undefined);
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    // The plugin constructs the store with its options; a route's child gets the route as its key prefix.
    constructor(options?: unknown) {
      this.prefix = typeof options === 'string' ? options : '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const windowMs = Math.max(1, Math.trunc(timeWindow ?? 60_000));
      countRateLimitHit(db, this.prefix + key, windowMs).then(
        ({ hits, ttlMs }) => {
          callback(null, { current: hits, ttl: ttlMs });
          sweep();
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route under `routeInfo` (its typings say the
      // route itself): read it as the plugin's own Redis store does.
      const merged = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = merged.routeInfo ?? {};
      return new DatabaseRateLimitStore(`${String(route.method ?? '')}${String(route.url ?? '')}-`);
    }
  }
  return DatabaseRateLimitStore;
};
