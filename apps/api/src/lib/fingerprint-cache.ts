type Entry<T> = { key: string; value: Promise<T> };

/**
 * Per subject (a company, a payroll), the last value computed and the fingerprint it was computed at. The caller
 * reads the fingerprint from the database before the computation, so a value is never kept under a fingerprint
 * older than its data; a change committed since (by this process or another one) gives another fingerprint and
 * the next read computes again. Concurrent readers share one computation. `max` subjects at most: past it, the
 * subject kept longest is dropped (it is computed again when asked).
 */
export const createFingerprintCache = <T, S = number>(max = Infinity) => {
  const entries = new Map<S, Entry<T>>();
  return {
    get: (subject: S, key: string, compute: () => Promise<T>): Promise<T> => {
      const hit = entries.get(subject);
      if (hit && hit.key === key) return hit.value;
      const value = compute();
      entries.delete(subject);
      entries.set(subject, { key, value });
      if (entries.size > max) entries.delete(entries.keys().next().value!);
      // A failed computation is not kept: the next reader tries again.
      value.catch(() => {
        if (entries.get(subject)?.value === value) entries.delete(subject);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
};
