import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '#db/schema.ts';
import { withAuthTx } from '#db/with-user-tx.ts';
import type { Logger } from '#platform/logger.ts';

export type MailMessage = { to: string; subject: string; text: string };
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * How long a send waits for the SMTP server to connect, greet, and answer each step. Mail is sent within the request
 * that causes it (a sign-up, a checkout), so a server that hangs must not hold that request for nodemailer's default
 * minutes; a send that times out is recorded as failed in the outbox row, like any other failure.
 */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * What a person at the console reads of a message that was not sent: who it is for, its subject, and each link on a
 * line of its own, so a confirmation or reset link can be copied without digging it out of a JSON log line.
 */
export function consoleLines(message: MailMessage): string[] {
  const links = message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [
    `Mail to ${message.to}: "${message.subject}" (no SMTP_URL set: printed here, not sent)`,
    ...links.map((link) => `  ${link}`),
  ];
}

/**
 * Every message is recorded in the mail_outbox table. Without SMTP_URL that is where it stays: the server log shows
 * it, and `print` (the console of `npm start`) shows its links readably, so a local user can still follow a reset or
 * confirmation link; with SMTP_URL it is also sent.
 */
export function createMailer(deps: {
  db: Kysely<Database>;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  timeoutMs?: number;
  print?: (line: string) => void;
}): Mailer {
  const timeout = deps.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transport = deps.smtpUrl
    ? nodemailer.createTransport({
        url: deps.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
      })
    : null;
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(message) {
      const row = await withAuthTx(deps.db, (tx) =>
        tx
          .insertInto('mail_outbox')
          .values({ to_address: message.to, subject: message.subject, body_text: message.text })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
      if (!transport) {
        deps.logger.info('mail written to outbox (no SMTP_URL set)', {
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        for (const line of consoleLines(message)) deps.print?.(line);
        return;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({ from: deps.from, to: message.to, subject: message.subject, text: message.text });
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        deps.logger.error('mail delivery failed', { to: message.to, subject: message.subject, error });
      }
      await withAuthTx(deps.db, (tx) =>
        tx
          .updateTable('mail_outbox')
          .set(error ? { error } : { sent_at: new Date() })
          .where('id', '=', row.id)
          .execute(),
      );
    },
  };
}
