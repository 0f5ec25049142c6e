import { eq } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openTestDatabase } from '../../test/test-app';
import { startCaptureSmtp } from '../../test/smtp-capture';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';
import { createMailWorker, RETRY_BACKOFF_SECONDS } from './mail-worker';
import { enqueueMessage } from './outbox.repository';

/** A real SMTP server in the test process. */
const startSmtp = startCaptureSmtp;

/** A port nothing listens on (yet): taken from the system, then released. */
const freePort = async () => {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('mail worker', () => {
  it('sends pending messages through SMTP once and marks them sent', async () => {
    const smtp = await startSmtp();
    const config = loadConfig({ inMemory: true, smtpUrl: smtp.url });
    const worker = createMailWorker(config, database.db);
    const id = await enqueueMessage(database.db, {
      kind: 'test',
      to: 'ana@example.cr',
      subject: 'Comprobante de pago',
      text: 'Hola Ana',
    });
    const first = await worker.runOnce();
    const second = await worker.runOnce();
    await worker.stop();
    await smtp.close();
    expect(first.sent).toBe(1);
    expect(second.sent).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ana@example.cr']);
    expect(smtp.received[0]!.raw).toContain('Hola Ana');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('sends over a socket with TCP_NODELAY (Nagle and delayed ACKs would add ~40 ms to every message)', async () => {
    const smtp = await startSmtp();
    const port = Number(new URL(smtp.url).port);
    const noDelay = new WeakSet<net.Socket>();
    const toSmtp: net.Socket[] = [];
    const setNoDelay = net.Socket.prototype.setNoDelay;
    const connect = net.Socket.prototype.connect;
    net.Socket.prototype.setNoDelay = function (this: net.Socket, ...args: Parameters<typeof setNoDelay>) {
      if (args[0] !== false) noDelay.add(this);
      return setNoDelay.apply(this, args);
    };
    net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
      const first = args[0];
      const target = typeof first === 'object' && first !== null ? (first as { port?: unknown }).port : first;
      if (Number(target) === port) toSmtp.push(this);
      return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
    } as typeof connect;
    try {
      const config = loadConfig({ inMemory: true, smtpUrl: smtp.url });
      const worker = createMailWorker(config, database.db);
      await enqueueMessage(database.db, {
        kind: 'test',
        to: 'eva@example.cr',
        subject: 'Hola',
        text: 'Hola Eva',
      });
      const pass = await worker.runOnce();
      await worker.stop();
      expect(pass.sent).toBe(1);
    } finally {
      net.Socket.prototype.setNoDelay = setNoDelay;
      net.Socket.prototype.connect = connect;
      await smtp.close();
    }
    expect(toSmtp.length).toBeGreaterThan(0);
    expect(toSmtp.every((s) => noDelay.has(s))).toBe(true);
  });

  it('keeps a refused message pending with the reason and a backoff, then fails it after the last retry', async () => {
    const smtp = await startSmtp({ reject: true });
    const config = loadConfig({ inMemory: true, smtpUrl: smtp.url });
    const worker = createMailWorker(config, database.db);
    const id = await enqueueMessage(database.db, {
      kind: 'test',
      to: 'rechazo@example.cr',
      subject: 'x',
      text: 'y',
    });
    await worker.runOnce();
    const afterFirst = await rowOf(id);
    expect(afterFirst.status).toBe('pending');
    expect(afterFirst.attempts).toBe(1);
    expect(afterFirst.lastError).toContain('mailbox unavailable');
    expect(afterFirst.nextAttemptAt.getTime()).toBeGreaterThan(
      Date.now() + (RETRY_BACKOFF_SECONDS[0]! - 5) * 1000,
    );
    // Exhaust the retries by making the row due again each time.
    for (let i = 1; i <= RETRY_BACKOFF_SECONDS.length; i++) {
      await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, id));
      await worker.runOnce();
    }
    await worker.stop();
    await smtp.close();
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: RETRY_BACKOFF_SECONDS.length + 1 });
  });

  it('leaves messages pending while the mail server is down, and sends them when it is back', async () => {
    const config = loadConfig({ inMemory: true, smtpUrl: 'smtp://127.0.0.1:1' });
    const down = createMailWorker(config, database.db);
    const id = await enqueueMessage(database.db, {
      kind: 'test',
      to: 'espera@example.cr',
      subject: 'x',
      text: 'sigue aquí',
    });
    await down.runOnce();
    await down.stop();
    expect((await rowOf(id)).status).toBe('pending');
    const smtp = await startSmtp();
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    const up = createMailWorker(loadConfig({ inMemory: true, smtpUrl: smtp.url }), database.db);
    await up.runOnce();
    await up.stop();
    await smtp.close();
    expect((await rowOf(id)).status).toBe('sent');
    expect(smtp.received.some((m) => m.raw.includes('sigue aqu'))).toBe(true);
  });

  it('keeps sending after a refused connection: one worker, server down then up, each message delivered once', async () => {
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'pending'));
    const port = await freePort();
    const worker = createMailWorker(
      loadConfig({ inMemory: true, smtpUrl: `smtp://127.0.0.1:${port}` }),
      database.db,
    );
    try {
      const first = await enqueueMessage(database.db, {
        kind: 'test',
        to: 'caido@example.cr',
        subject: 'x',
        text: 'primero',
      });
      const down = await worker.runOnce();
      expect(down).toMatchObject({ claimed: 1, failed: 1, sent: 0 });
      const row = await rowOf(first);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      // While down, more messages fail the same way (each attempt settles and is recorded).
      const second = await enqueueMessage(database.db, {
        kind: 'password_recovery',
        to: 'clave@example.cr',
        subject: 'x',
        text: 'segundo',
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      expect(await rowOf(second)).toMatchObject({ status: 'pending', attempts: 1 });
      // The server comes back on the same port; the same worker sends everything due, once.
      const smtp = await startSmtp({ port });
      try {
        const third = await enqueueMessage(database.db, {
          kind: 'test',
          to: 'despues@example.cr',
          subject: 'x',
          text: 'tercero',
        });
        await database.db
          .update(outbox)
          .set({ nextAttemptAt: new Date(Date.now() - 1000) })
          .where(eq(outbox.status, 'pending'));
        expect(await worker.runOnce()).toMatchObject({ claimed: 3, sent: 3, failed: 0 });
        expect(await worker.runOnce()).toMatchObject({ claimed: 0 });
        expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([
          'caido@example.cr',
          'clave@example.cr',
          'despues@example.cr',
        ]);
        for (const id of [first, second, third]) expect((await rowOf(id)).status).toBe('sent');
      } finally {
        await worker.stop();
        await smtp.close();
      }
    } finally {
      await worker.stop();
    }
  }, 30_000);

  it('settles a send to a server that never greets (timeout), and releases the rest of the pass untried', async () => {
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'pending'));
    const silent = net.createServer(() => undefined); // accepts the connection, never says a word
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const worker = createMailWorker(
      loadConfig({
        inMemory: true,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        smtpTimeoutMs: { step: 200, send: 1000 },
      }),
      database.db,
    );
    try {
      const a = await enqueueMessage(database.db, {
        kind: 'test',
        to: 'a@example.cr',
        subject: 'x',
        text: 'a',
      });
      const b = await enqueueMessage(database.db, {
        kind: 'test',
        to: 'b@example.cr',
        subject: 'x',
        text: 'b',
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 2, failed: 1, sent: 0 });
      const first = await rowOf(a);
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      expect(first.lastError).toMatch(/timeout/i);
      // The second was not tried: back at once, no attempt counted.
      const second = await rowOf(b);
      expect(second).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
      expect(second.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await worker.stop();
      silent.close();
    }
  }, 30_000);

  it('retries a message whose connection dropped in the middle of DATA, and delivers it once', async () => {
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'pending'));
    const received: string[] = [];
    let drops = 1;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        let cut = false;
        stream.on('data', (c: Buffer) => {
          chunks.push(c);
          // The first message's connection is cut as soon as its body starts arriving (never accepted).
          if (drops > 0) {
            drops--;
            cut = true;
            for (const socket of sockets) socket.destroy();
          }
        });
        stream.on('end', () => {
          if (!cut) received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    const sockets = new Set<net.Socket>();
    server.server.on('connection', (s: net.Socket) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    const worker = createMailWorker(loadConfig({ inMemory: true, smtpUrl: url }), database.db);
    try {
      const id = await enqueueMessage(database.db, {
        kind: 'test',
        to: 'corte@example.cr',
        subject: 'x',
        text: 'cortado a la mitad',
      });
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, failed: 1, sent: 0 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toBeTruthy();
      expect(received).toHaveLength(0);
      await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(outbox.id, id));
      expect(await worker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('cortado a la mitad');
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await worker.stop();
      await new Promise<void>((r) => server.close(() => r()));
    }
  }, 30_000);

  it('without SMTP on the embedded default, keeps messages pending and writes each once as an .eml file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'planilla-mail-'));
    try {
      const config = loadConfig({ dataDir, smtpUrl: undefined, databaseUrl: undefined });
      const worker = createMailWorker(config, database.db);
      await database.db.update(outbox).set({ emlPath: 'done-before' });
      const id = await enqueueMessage(database.db, {
        kind: 'password_recovery',
        to: 'lee@example.cr',
        subject: 'Restablecer',
        text: 'Abra el enlace',
      });
      expect((await worker.runOnce()).written).toBe(1);
      expect((await worker.runOnce()).written).toBe(0);
      await worker.stop();
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toContain('To: lee@example.cr');
      expect(eml).toContain('Abra el enlace');
      expect((await rowOf(id)).status).toBe('pending');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with SMTP on the embedded default, sends and writes no .eml copy', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'planilla-mail-'));
    const smtp = await startSmtp();
    try {
      const config = loadConfig({ dataDir, smtpUrl: smtp.url, databaseUrl: undefined });
      expect(config.inMemory).toBe(false);
      const worker = createMailWorker(config, database.db);
      // Earlier tests' pending messages are not this test's business.
      await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'pending'));
      const id = await enqueueMessage(database.db, {
        kind: 'password_recovery',
        to: 'smtp@example.cr',
        subject: 'Restablecer',
        text: 'Por el servidor de correo',
      });
      const result = await worker.runOnce().finally(() => worker.stop());
      expect(result).toEqual({ sent: 1, failed: 0, written: 0, claimed: 1 });
      expect(readdirSync(dataDir)).not.toContain('mail');
      expect(await rowOf(id)).toMatchObject({ status: 'sent', emlPath: null });
      expect(smtp.received.some((m) => m.raw.includes('Por el servidor de correo'))).toBe(true);
    } finally {
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('holds a message back from acceptance until the one before it is recorded; a failed record drops it', async () => {
    // The server notes when a message's body starts arriving and when the message is complete (accepted).
    let bodies = 0;
    const accepted: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.once('data', () => bodies++);
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          accepted.push(
            /X-Planilla-Outbox-Id: (\d+)/i.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '?',
          );
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    // The worker's only `execute` calls record outcomes: the third one (message 3's) hangs, then fails.
    let records = 0;
    let failThird: (err: Error) => void = () => undefined;
    const third = new Promise<never>((_, reject) => (failThird = reject));
    const db = new Proxy(database.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const fn = (value as (...a: unknown[]) => unknown).bind(target);
        return prop === 'execute' ? (...a: unknown[]) => (++records === 3 ? third : fn(...a)) : fn;
      },
    }) as typeof database.db;
    await database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.status, 'pending'));
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push(
        await enqueueMessage(database.db, { kind: 'test', to: `m${i}@example.cr`, subject: 'x', text: 'y' }),
      );
    const worker = createMailWorker(loadConfig({ inMemory: true, smtpUrl: url }), db);
    const pass = worker.runOnce().then(
      () => 'finished',
      (err: Error) => err.message,
    );
    try {
      // Message 4's body is on the wire while message 3's record is pending: the server has not accepted it.
      while (bodies < 4) await new Promise((r) => setTimeout(r, 10));
      expect(accepted).toEqual(ids.slice(0, 3).map(String));
      failThird(new Error('database gone'));
      expect(await pass).toBe('database gone');
    } finally {
      await worker.stop();
      await new Promise<void>((r) => server.close(() => r()));
    }
    // Message 4 never reached acceptance; message 3 is the one window (accepted, unrecorded: it goes again).
    expect(accepted).toEqual(ids.slice(0, 3).map(String));
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
  });

  it('treats a blank SMTP_URL as no SMTP', () => {
    const saved = process.env.SMTP_URL;
    try {
      process.env.SMTP_URL = '  ';
      expect(loadConfig({ inMemory: true }).smtpUrl).toBeUndefined();
      process.env.SMTP_URL = ' smtp://mail.example.cr:587 ';
      expect(loadConfig({ inMemory: true }).smtpUrl).toBe('smtp://mail.example.cr:587');
    } finally {
      if (saved === undefined) delete process.env.SMTP_URL;
      else process.env.SMTP_URL = saved;
    }
  });
});
