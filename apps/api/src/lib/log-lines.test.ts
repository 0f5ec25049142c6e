import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase } from '../test/test-app';
import { defaultLogging, terminalLine, terminalLogStream } from './log-lines';

describe('server logs', () => {
  it('are quiet and readable in a terminal, structured JSON elsewhere or when LOG_LEVEL is set', () => {
    expect(defaultLogging({}, true)).toEqual({ level: 'warn', format: 'terminal' });
    expect(defaultLogging({}, false)).toEqual({ level: 'info', format: 'json' });
    expect(defaultLogging({ LOG_LEVEL: 'info' }, true)).toEqual({ level: 'info', format: 'json' });
    expect(defaultLogging({ LOG_FORMAT: 'terminal', LOG_LEVEL: 'debug' }, false)).toEqual({
      level: 'debug',
      format: 'terminal',
    });
  });

  it('writes a warning or an error as one line a person reads', () => {
    const line = terminalLine(
      JSON.stringify({
        level: 50,
        time: Date.UTC(2026, 10, 28, 14, 3, 9),
        msg: 'send failed',
        reqId: 'r-1',
        err: { type: 'Error', code: 'ECONNREFUSED', stack: 'Error: x\n    at y' },
      }),
    );
    expect(line.split('\n')[0]).toBe('14:03:09  ERROR  send failed  [Error ECONNREFUSED]  (petición r-1)');
    expect(line).toContain('at y');
    expect(terminalLine('not json\n')).toBe('not json');
  });

  it('a terminal run logs no line per request, only what went wrong', async () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    const { database, drop } = await openTestDatabase();
    await database.migrate();
    const config = loadConfig({ inMemory: true, serveWeb: false, seedDemo: false, smtpUrl: undefined });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'warn', stream: terminalLogStream(out) },
    });
    try {
      await app.inject({ method: 'GET', url: '/api/health' });
      app.log.warn('something to see');
      await new Promise<void>((resolve) => setImmediate(resolve));
      expect(lines.some((l) => l.includes('incoming request') || l.includes('request completed'))).toBe(
        false,
      );
      expect(lines).toEqual([expect.stringMatching(/ {2}WARN {3}something to see$/)]);
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});
