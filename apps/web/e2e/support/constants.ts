/** Shared by the global setup (which starts the server) and the journeys. */

export const OWNER_EMAIL = 'owner@e2e.test';

/** The demo account the server seeds on first start (README, "Demo account"). */
export const DEMO_ACCOUNT = { email: 'demo@wheelsandwins.app', password: 'demo-wheels-2026' } as const;

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromePath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}
