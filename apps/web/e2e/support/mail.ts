import { readFileSync } from 'node:fs';
import { expect, inject } from 'vitest';
import { UI_TIMEOUT_MS } from './browser.ts';

interface OutboxLogLine {
  msg?: unknown;
  to?: unknown;
  subject?: unknown;
  text?: unknown;
}

/**
 * Without SMTP the server writes each e-mail to its log ("mail written to outbox ...", the text as JSON) and
 * there is no API to read the outbox, so the journeys read the log of the server they started.
 */
function mailsTo(email: string): OutboxLogLine[] {
  const lines = readFileSync(inject('serverLogFile'), 'utf8').split('\n');
  const mails: OutboxLogLine[] = [];
  for (const line of lines) {
    if (!line.includes('mail written to outbox')) continue;
    try {
      const entry = JSON.parse(line) as OutboxLogLine;
      if (typeof entry.msg === 'string' && entry.msg.startsWith('mail written to outbox') && entry.to === email)
        mails.push(entry);
    } catch {
      // A line still being written.
    }
  }
  return mails;
}

function newestLink(email: string, pattern: RegExp): RegExpExecArray | null {
  const texts = mailsTo(email).map((mail) => (typeof mail.text === 'string' ? mail.text : ''));
  for (const text of texts.reverse()) {
    const match = pattern.exec(text);
    if (match) return match;
  }
  return null;
}

/** Waits for the newest e-mail to `email` that holds a link matching `pattern`, and returns the match. */
export async function waitForMailLink(email: string, pattern: RegExp): Promise<RegExpExecArray> {
  await expect
    .poll(() => newestLink(email, pattern) !== null, {
      timeout: UI_TIMEOUT_MS,
      interval: 100,
      message: `an e-mail to ${email} with a link matching ${String(pattern)}`,
    })
    .toBe(true);
  const match = newestLink(email, pattern);
  if (!match) throw new Error(`the e-mail to ${email} disappeared from the server log`);
  return match;
}
