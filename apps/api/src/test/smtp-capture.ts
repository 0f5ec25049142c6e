import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

/**
 * A real SMTP server in this process that keeps every message it accepts (its recipients and raw text), or
 * refuses every one (`reject`): the mail tests and the two-instance scenario deliver to it.
 */
export const startCaptureSmtp = async (opts: { reject?: boolean; port?: number } = {}) => {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (opts.reject) return callback(new Error('mailbox unavailable'));
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
};
