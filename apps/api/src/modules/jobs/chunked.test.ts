import { describe, expect, it } from 'vitest';
import { connectionQueue } from './chunked';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The payroll calculation's pipeline (issue 28): its statements in order, and nothing after a failure. */
describe('connectionQueue', () => {
  it('runs the steps one after the other, in the order queued, while the caller goes on', async () => {
    const onConnection = connectionQueue();
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const a = onConnection(step('a'));
    const b = onConnection(step('b'));
    log.push('caller');
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['caller', 'a start', 'a end', 'b start', 'b end']);
  });

  it('after a failed step runs nothing more: the later ones answer its error, and none is left unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const onConnection = connectionQueue();
      const ran: string[] = [];
      const failure = new Error('COPY failed');
      const first = onConnection(async () => {
        ran.push('first');
        throw failure;
      });
      // Queued and never awaited by the caller (it failed first): must not reject unhandled.
      onConnection(async () => {
        ran.push('never');
      });
      const third = onConnection(async () => {
        ran.push('never either');
      });
      await expect(first).rejects.toBe(failure);
      await onConnection.settled();
      await expect(third).rejects.toBe(failure);
      for (let i = 0; i < 5; i++) await tick();
      expect(ran).toEqual(['first']);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('settled waits for every step queued so far, failed or not', async () => {
    const onConnection = connectionQueue();
    let done = false;
    onConnection(async () => {
      await tick();
      await tick();
      done = true;
    });
    await onConnection.settled();
    expect(done).toBe(true);
  });
});
