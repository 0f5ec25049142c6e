import type { DbOrTx } from '../../db/client';
import * as repo from './calculation.repository';

/**
 * The results grid's whole order, kept in this process per calculation (issue 12). A page at offset 7 000
 * walked 7 050 payslips and members in SQL on every request; with the order at hand a page is a slice of it
 * plus a primary-key read of its 50 rows (names and search always read live). The order depends only on the
 * payslips (replaced by each calculation) and the members' name ranks (changed only by a projection, which
 * bumps the payroll's inputs version), so the key holds the calculation row's version and the inputs version:
 * any other process's recalculation or projection changes it, and a stale order is never read.
 */
type OrderKey = Pick<repo.ResultsQuery, 'companyId' | 'payrollId' | 'warningsOnly' | 'sortBy'>;
type Entry = { version: string; numbers: Promise<number[]>; read?: number[] };

/** Orders kept per database: a few payrolls × sorts (an order of 10 000 employees is ~80 kB). */
const MAX_ENTRIES = 32;
const caches = new WeakMap<object, Map<string, Entry>>();

const keyOf = (q: OrderKey) => `${q.companyId}:${q.payrollId}:${q.sortBy}:${q.warningsOnly}`;

/**
 * The order last read for this key, whatever its version: the page guesses its rows from it and reads them
 * with the calculation's version, keeping them only when the version is still this one.
 */
export const lastResultsOrder = (db: DbOrTx, q: OrderKey): { version: string; numbers: number[] } | null => {
  const cache = caches.get(db);
  const key = keyOf(q);
  const hit = cache?.get(key);
  if (!cache || !hit?.read) return null;
  cache.delete(key);
  cache.set(key, hit); // the most recently used last
  return { version: hit.version, numbers: hit.read };
};

export const cachedResultsOrder = (
  db: DbOrTx,
  q: OrderKey,
  version: string,
  load: () => Promise<number[]> = () => repo.resultsOrder(db, q),
): Promise<number[]> => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const key = keyOf(q);
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.version === version) {
    cache.set(key, hit); // the most recently used last
    return hit.numbers;
  }
  // One read for the requests that ask at once; a failed read is not kept.
  const entry: Entry = { version, numbers: load() };
  cache.set(key, entry);
  entry.numbers.then(
    (numbers) => (entry.read = numbers),
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry.numbers;
};
