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
