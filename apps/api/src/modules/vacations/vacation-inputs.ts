import type { DbOrTx } from '../../db/client';
import { todayInCostaRica } from '../../lib/dates';
import { vacationInputsVersion } from './vacations.repository';

/**
 * The fingerprint of what a company's vacation balances are computed from (`vacationInputsVersion`) and today's
 * date (balances accrue by the day): it changes with every committed change.
 */
export const vacationInputsFingerprint = async (db: DbOrTx, companyId: number): Promise<string> =>
  `${todayInCostaRica()}/${await vacationInputsVersion(db, companyId)}`;

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
