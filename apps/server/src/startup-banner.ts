import { networkInterfaces } from 'node:os';

export type BannerFacts = {
  port: number;
  /** HOST: 0.0.0.0 or :: means every interface. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  /** The demo account's sign-in, when it exists and still has the README's password. */
  demo?: { email: string; password: string };
};

/** The addresses a browser can use: localhost, and the machine's own network addresses when listening on all. */
function urls(port: number, host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [`http://${host.includes(':') ? `[${host}]` : host}:${port}`];
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && address.family === 'IPv4' && !address.internal)
    .map((address) => `http://${address!.address}:${port}`);
  return [`http://localhost:${port}`, ...lan];
}

/** A server URL without its password, e.g. postgres://app@db.example.com:5432/wheels. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

/** What `npm start` prints once the server answers: where to open it, where its data is, how to sign in, where mail goes. */
export function startupBanner(facts: BannerFacts): string[] {
  const [first, ...others] = urls(facts.port, facts.host);
  const rows: [string, string][] = [
    ['Open', first!],
    ...others.map((url): [string, string] => ['On your network', url]),
    facts.databaseUrl
      ? ['Database', `PostgreSQL ${withoutPassword(facts.databaseUrl)}`]
      : ['Database', `embedded (PGlite) in ${facts.dataDir}`],
    ...(facts.demo ? [['Demo account', `${facts.demo.email} / ${facts.demo.password}`] as [string, string]] : []),
    facts.smtpUrl
      ? ['E-mail', `sent by SMTP (${new URL(facts.smtpUrl).host})`]
      : ['E-mail', 'not sent (no SMTP_URL): each message and its links are printed here'],
  ];
  const labelWidth = Math.max(...rows.map(([label]) => label.length));
  const lines = [
    'Wheels & Wins is running',
    '',
    ...rows.map(([label, value]) => `${label.padEnd(labelWidth)}  ${value}`),
  ];
  const width = Math.max(...lines.map((line) => line.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...lines.map((line) => `│ ${line.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ];
}
