import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../db/client';
import { cachedResultsOrder, lastResultsOrder } from './results-order';

const q = { companyId: 1, payrollId: 7, warningsOnly: false, sortBy: 'net' as const };

describe('the results order kept per calculation', () => {
  it('reads the order once per version, again when the version changes, and once for callers at once', async () => {
    const db = {} as DbOrTx;
    let reads = 0;
    const load = (numbers: number[]) => async () => {
      reads++;
      return numbers;
    };
    const [a, b] = await Promise.all([
      cachedResultsOrder(db, q, 'v1', load([3, 1, 2])),
      cachedResultsOrder(db, q, 'v1', load([9])),
    ]);
    expect([a, b, reads]).toEqual([[3, 1, 2], [3, 1, 2], 1]);
    expect(await cachedResultsOrder(db, q, 'v2', load([2, 3, 1]))).toEqual([2, 3, 1]);
    expect(await cachedResultsOrder(db, q, 'v2', load([9]))).toEqual([2, 3, 1]);
    // Another order, company or database is its own entry.
    expect(await cachedResultsOrder(db, { ...q, sortBy: 'name' }, 'v2', load([1, 2, 3]))).toEqual([1, 2, 3]);
    expect(await cachedResultsOrder(db, { ...q, companyId: 2 }, 'v2', load([5]))).toEqual([5]);
    expect(await cachedResultsOrder({} as DbOrTx, q, 'v2', load([4]))).toEqual([4]);
    expect(reads).toBe(5);
  });

  it('answers the order last read, with its version, once it is read', async () => {
    const db = {} as DbOrTx;
    expect(lastResultsOrder(db, q)).toBeNull();
    const reading = cachedResultsOrder(db, q, 'v1', async () => [2, 1]);
    expect(lastResultsOrder(db, q)).toBeNull();
    await reading;
    expect(lastResultsOrder(db, q)).toEqual({ version: 'v1', numbers: [2, 1] });
    expect(lastResultsOrder(db, { ...q, sortBy: 'gross' })).toBeNull();
  });

  it('keeps no failed read, and a bounded number of orders', async () => {
    const db = {} as DbOrTx;
    await expect(cachedResultsOrder(db, q, 'v1', () => Promise.reject(new Error('gone')))).rejects.toThrow();
    expect(await cachedResultsOrder(db, q, 'v1', async () => [1])).toEqual([1]);
    for (let p = 100; p < 200; p++)
      await cachedResultsOrder(db, { ...q, payrollId: p }, 'v1', async () => [p]);
    // The first entry was evicted by the hundred others: read again.
    expect(await cachedResultsOrder(db, q, 'v1', async () => [2])).toEqual([2]);
  });
});
