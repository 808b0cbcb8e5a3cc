import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner.ts';

describe('the start-up box', () => {
  it('says where to open the app, where the data is, how to sign in to the demo and that mail is printed', () => {
    const lines = startupBanner({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/home/me/ww/.data',
      demo: { email: 'demo@wheelsandwins.app', password: 'demo-wheels-2026' },
    });
    expect(lines).toEqual([
      '┌───────────────────────────────────────────────────────────────────────────────────┐',
      '│ Wheels & Wins is running                                                          │',
      '│                                                                                   │',
      '│ Open          http://127.0.0.1:3000                                               │',
      '│ Database      embedded (PGlite) in /home/me/ww/.data                              │',
      '│ Demo account  demo@wheelsandwins.app / demo-wheels-2026                           │',
      '│ E-mail        not sent (no SMTP_URL): each message and its links are printed here │',
      '└───────────────────────────────────────────────────────────────────────────────────┘',
    ]);
  });

  it('on every interface it starts with localhost; it never prints a database or SMTP password', () => {
    const text = startupBanner({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '.data',
      databaseUrl: 'postgres://app:s3cret@db.internal:5432/wheels',
      smtpUrl: 'smtp://mailer:hunter2@smtp.example.com:587',
    }).join('\n');
    expect(text).toContain('Open             http://localhost:8080');
    expect(text).toContain('PostgreSQL postgres://app@db.internal:5432/wheels');
    expect(text).toContain('sent by SMTP (smtp.example.com:587)');
    expect(text).not.toMatch(/s3cret|hunter2|Demo account/);
  });
});
