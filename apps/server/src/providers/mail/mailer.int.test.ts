import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '#test/harness.ts';
import type { AppDatabase } from '#db/database.ts';
import { createLogger } from '#platform/logger.ts';
import { createMailer } from './mailer.ts';

type Received = { from: string | undefined; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it accepts. */
async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mailer', () => {
  let database: AppDatabase;
  const logger = createLogger('silent');
  const from = 'Wheels & Wins <no-reply@wheels.test>';
  const outboxRow = (to: string) =>
    database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, 60_000);
  afterAll(() => database.close());

  it('delivers through SMTP and marks the outbox row as sent', async () => {
    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ db: database.db, logger, smtpUrl: smtp.url, from });
      expect(mailer.kind).toBe('smtp');
      await mailer.send({
        to: 'traveller@example.com',
        subject: 'Reset your password',
        text: 'Open http://app.test/update-password?token=abc to continue.',
      });

      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.from).toBe('no-reply@wheels.test');
      expect(mail!.to).toEqual(['traveller@example.com']);
      expect(mail!.raw).toMatch(/^Subject: Reset your password$/m);
      expect(mail!.raw).toContain('Open http://app.test/update-password?token=abc to continue.');

      const row = await outboxRow('traveller@example.com');
      expect(row).toMatchObject({ subject: 'Reset your password', error: null });
      expect(row.sent_at).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }
  });

  it('keeps the message in the outbox, unsent, without SMTP, and prints its links on lines of their own', async () => {
    const printed: string[] = [];
    const mailer = createMailer({ db: database.db, logger, from, print: (line) => printed.push(line) });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'local@example.com',
      subject: 'Confirm your e-mail',
      text: 'Open http://app.test/login?confirm=xyz',
    });
    expect(printed).toEqual([
      'Mail to local@example.com: "Confirm your e-mail" (no SMTP_URL set: printed here, not sent)',
      '  http://app.test/login?confirm=xyz',
    ]);

    const row = await outboxRow('local@example.com');
    expect(row).toMatchObject({
      subject: 'Confirm your e-mail',
      body_text: 'Open http://app.test/login?confirm=xyz',
      sent_at: null,
      error: null,
    });
  });

  it('records the server refusal in the outbox row when the recipient is rejected', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        callback(
          address.address === 'ghost@example.com'
            ? Object.assign(new Error('No such mailbox here'), { responseCode: 550 })
            : null,
        );
      },
    });
    try {
      const mailer = createMailer({ db: database.db, logger, smtpUrl: smtp.url, from });
      await expect(
        mailer.send({ to: 'ghost@example.com', subject: 'Hello', text: 'Anyone there?' }),
      ).resolves.toBeUndefined();

      expect(smtp.received).toEqual([]);
      const row = await outboxRow('ghost@example.com');
      expect(row.sent_at).toBeNull();
      expect(row.error).toContain('No such mailbox here');
    } finally {
      await smtp.close();
    }
  });

  it('records a connection failure when the SMTP server is unreachable', async () => {
    const smtp = await startSmtpServer();
    await smtp.close();
    const mailer = createMailer({ db: database.db, logger, smtpUrl: smtp.url, from });
    await mailer.send({ to: 'offline@example.com', subject: 'Hello', text: 'Nobody listening' });

    const row = await outboxRow('offline@example.com');
    expect(row.sent_at).toBeNull();
    expect(row.error).toMatch(/ECONNREFUSED/);
  });

  it('gives up on an SMTP server that accepts the connection but never answers, and records it', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const mailer = createMailer({
        db: database.db,
        logger,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from,
        timeoutMs: 300,
      });
      const started = performance.now();
      await mailer.send({ to: 'silent@example.com', subject: 'Hello', text: 'Is anyone there?' });
      expect(performance.now() - started).toBeLessThan(5_000);

      const row = await outboxRow('silent@example.com');
      expect(row.sent_at).toBeNull();
      expect(row.error).toMatch(/greeting|timeout/i);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
