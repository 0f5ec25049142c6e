/**
 * Long jobs and the embedded database (issue 10). PGlite has one connection: a transaction holds it for its
 * whole length and every other request waits. A long job therefore never does its heavy work in one
 * transaction. It prepares its rows in chunks (`runInChunks`, `stageRows`: each chunk one short statement,
 * the event loop yielded between chunks so waiting requests run), then makes the result visible in one
 * short transaction of set-based statements (`insertStaged`), and clears its staging rows (`clearStaging`).
 * The staging SQL lives in `staging.repository.ts` (which uses `runInChunks`; this file imports nothing).
 * A failure before the publishing transaction commits leaves the previous state exactly as it was.
 */

/** Lets whatever is waiting for the event loop (a request, its queries) run before the next chunk. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs `work` over `items` in chunks of `chunkSize`, one after another, yielding between chunks and reporting
 * how many items are done after each. `work` should be one short statement or transaction per chunk.
 */
export const runInChunks = async <T>(
  items: readonly T[],
  opts: {
    chunkSize: number;
    work: (chunk: T[], offset: number) => Promise<void>;
    progress?: (done: number) => Promise<void> | void;
  },
): Promise<void> => {
  for (let offset = 0; offset < items.length; offset += opts.chunkSize) {
    const chunk = items.slice(offset, offset + opts.chunkSize);
    await opts.work(chunk, offset);
    await opts.progress?.(offset + chunk.length);
    await yieldToOthers();
  }
};

/**
 * Runs async steps on one connection one after the other while the caller goes on with other work (issue 28:
 * the payroll engine runs while PostgreSQL stores one slice and reads the next). A step after a failed one does
 * not run and answers that failure (the transaction is aborted anyway); every step's promise is handled, so
 * one nobody awaits yet never rejects unhandled. `settled()` waits for every step queued so far: a caller that
 * fails waits for it before its transaction ends, so no step runs on the connection after it was released.
 */
export const connectionQueue = () => {
  let tail: Promise<unknown> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  const run = <T>(step: () => Promise<T>): Promise<T> => {
    const result = tail
      .then(() => {
        if (failure) throw failure.error;
        return step();
      })
      .catch((error: unknown) => {
        failure ??= { error };
        throw error;
      });
    result.catch(() => undefined);
    tail = result.catch(() => undefined);
    return result;
  };
  return Object.assign(run, { settled: () => tail.then(() => undefined) });
};
