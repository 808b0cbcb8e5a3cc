// Issue 13 figure: writes made offline replay in ≤ 10 s when the connection returns, with 0 lost and 0 duplicated
// (checked on the server), including a run where the connection drops in the middle of the replay.
// The writes are made through the app's own expense form in Chromium with the network cut (context.setOffline), so
// each one goes the real way: optimistic row, IndexedDB outbox, Idempotency-Key. The replay time is from going back
// online to the outbox being empty; the server's rows are then counted through the API.
// Usage: npm run build && node bench/outbox-replay.mjs [writes=500]
import { chromium } from 'playwright-core';
import { signUpBenchUser, startBuiltServer } from './support.mjs';

const writes = Number(process.argv[2] ?? 500);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Entries still in the app's outbox (IndexedDB 'ww-outbox'), read in the page. */
const outboxSize = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = globalThis.indexedDB.open('ww-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

async function waitFor(condition, timeoutMs, intervalMs = 20) {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Every expense of the account, paged through the API. */
async function serverExpenses(url, token) {
  const rows = [];
  let cursor = null;
  do {
    const query = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
    const res = await fetch(`${url}/api/v1/expenses?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET /expenses: ${res.status} ${await res.text()}`);
    const body = await res.json();
    rows.push(...body.data);
    cursor = body.next_cursor ?? null;
  } while (cursor);
  return rows;
}

async function run(server, browser, label, { dropMidway }) {
  const email = `outbox-${label}-${Date.now()}@bench.test`;
  const { token } = await signUpBenchUser(server.url, email);
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto('/wins?tab=expenses');
  const form = page.getByRole('form', { name: 'New expense' });
  await form.waitFor();

  await context.setOffline(true);
  const writeStarted = Date.now();
  for (let i = 1; i <= writes; i++) {
    await form.getByLabel('Amount').fill(String(1 + (i % 90)));
    await form.getByLabel('Category').selectOption({ index: 1 + (i % 5) });
    await form.getByLabel('Description').fill(`Offline bench ${label} #${i}`);
    await form.getByRole('button', { name: 'Add expense' }).click();
    await waitFor(async () => (await outboxSize(page)) >= i, 5_000, 5);
  }
  const writeMs = Date.now() - writeStarted;
  if ((await serverExpenses(server.url, token)).length !== 0) throw new Error('a write reached the server offline');

  const started = Date.now();
  await context.setOffline(false);
  let dropMs = 0;
  if (dropMidway) {
    await waitFor(async () => (await outboxSize(page)) <= writes / 2, 60_000, 5);
    const dropped = Date.now();
    await context.setOffline(true);
    await new Promise((r) => setTimeout(r, 2_000));
    await context.setOffline(false);
    dropMs = Date.now() - dropped;
  }
  await waitFor(async () => (await outboxSize(page)) === 0, 120_000);
  const replayMs = Date.now() - started;

  const rows = await serverExpenses(server.url, token);
  const mine = rows.filter((r) => r.description.startsWith(`Offline bench ${label} #`));
  const distinct = new Set(mine.map((r) => r.description));
  await context.close();
  return {
    label,
    writeMs,
    replayMs,
    dropMs,
    onServer: mine.length,
    lost: writes - distinct.size,
    duplicated: mine.length - distinct.size,
  };
}

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox'] });
try {
  const results = [
    await run(server, browser, 'steady', { dropMidway: false }),
    await run(server, browser, 'dropped', { dropMidway: true }),
  ];
  console.log(
    `| run (${writes} expenses written offline) | replay | of which offline | on the server | lost | duplicated | writing them offline |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(
      `| ${r.label === 'steady' ? 'back online' : 'back online, cut for 2 s at half way'} | ${(r.replayMs / 1000).toFixed(2)} s | ${(r.dropMs / 1000).toFixed(2)} s | ${r.onServer} | ${r.lost} | ${r.duplicated} | ${(r.writeMs / 1000).toFixed(1)} s |`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
