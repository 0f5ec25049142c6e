import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../../lib/safe-error';

/**
 * Work that must not shape the answer: it runs once the answer has been sent (the route's `onResponse`
 * hook), so how long it takes, or whether it finds anything, cannot show in the answer's timing. The calls
 * without a token that would otherwise tell a known user from an unknown one (`recuperarclave`,
 * `util/email`) look the user up and write the e-mail here.
 */
type Task = () => Promise<void>;

const scheduled = new WeakMap<FastifyRequest, Task>();
const running = new Set<Promise<void>>();

/** Runs `task` after this request's answer has been sent. One task per request. */
export const runAfterResponse = (request: FastifyRequest, task: Task): void => {
  scheduled.set(request, task);
};

/** The route hook that starts the scheduled task; failures are logged (without data) and never thrown. */
export const afterResponseHook = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  const task = scheduled.get(request);
  if (!task) return;
  scheduled.delete(request);
  const run = task()
    .catch((err: unknown) => request.log.error({ error: describeError(err) }, 'work after the answer failed'))
    .finally(() => running.delete(run));
  running.add(run);
};

/** Resolves when every task started so far has finished (the server waits for them before closing; tests too). */
export const afterResponseSettled = async (): Promise<void> => {
  while (running.size > 0) await Promise.allSettled([...running]);
};
