import { Writable } from 'node:stream';

/**
 * How the server logs. A person running `npm start` in a terminal wants the URL, the logins and what went
 * wrong: warnings and errors as one readable line each, no line per request. Anywhere else (a service, a
 * container, a pipe), or whenever `LOG_LEVEL` is set, the structured JSON lines of pino at that level
 * (`info` logs every request). `LOG_FORMAT=json|terminal` forces either.
 */
export type LogFormat = 'json' | 'terminal';

export const defaultLogging = (
  env: { LOG_LEVEL?: string; LOG_FORMAT?: string },
  terminal: boolean,
): { level: string; format: LogFormat } => {
  const format: LogFormat =
    env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'terminal'
      ? env.LOG_FORMAT
      : terminal && !env.LOG_LEVEL
        ? 'terminal'
        : 'json';
  return { level: env.LOG_LEVEL ?? (format === 'terminal' ? 'warn' : 'info'), format };
};

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** One pino JSON line as a person reads it: time, level, message, the error's kind and the request it was in. */
export const terminalLine = (json: string): string => {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.trimEnd();
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now()).toISOString().slice(11, 19);
  const level = LEVELS[entry.level as number] ?? String(entry.level);
  const err = entry.err as { type?: string; code?: string; stack?: string } | undefined;
  const parts = [time, level.padEnd(5), String(entry.msg ?? '')];
  if (err) parts.push(`[${[err.type, err.code].filter(Boolean).join(' ')}]`);
  if (typeof entry.reqId === 'string') parts.push(`(petición ${entry.reqId})`);
  const stack = err?.stack && (entry.level as number) >= 50 ? `\n${err.stack}` : '';
  return parts.filter(Boolean).join('  ') + stack;
};

/** The destination of the terminal format: each JSON line written as its readable line. */
export const terminalLogStream = (out: NodeJS.WritableStream = process.stdout) =>
  new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) out.write(terminalLine(line) + '\n');
      done();
    },
  });
