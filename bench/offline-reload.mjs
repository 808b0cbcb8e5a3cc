// Issue 13 figure: with the network off, a cold reload of each main screen shows its saved data in ≤ 1 s.
// The demo account's screens are opened once online (the service worker installs, the data is saved per user), then
// the network is cut (context.setOffline) and each screen is loaded again in a new tab, timed from the navigation to
// its saved data (a text only the server's data contains) and the offline banner being on screen: in the page (from
// its navigation start, the figure) and as the harness sees it (opening the tab and Playwright's polling included).
// Median and worst of N loads per screen.
// Usage: npm run build && node bench/offline-reload.mjs [loads=5]
import { chromium } from 'playwright-core';
import { startBuiltServer } from './support.mjs';

const loads = Number(process.argv[2] ?? 5);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BANNER = 'Offline Mode: Using Saved Data';

/** Each main screen: its address, the tab that opens it in the app, and a text of the demo account's data on it. */
const SCREENS = [
  ['/wins?tab=expenses', 'Expenses', 'Laundromat'],
  ['/wins?tab=income', 'Income', 'Remote bookkeeping clients'],
  ['/wins?tab=budgets', 'Budgets', 'Emergency fund'],
  ['/wheels?tab=trips', 'Trips', 'Four Corners loop'],
  ['/wheels?tab=fuel-log', 'Fuel Log', 'Moab, UT'],
  ['/wheels?tab=maintenance', 'Vehicle Maintenance', 'Generator service'],
  ['/wheels?tab=storage', 'RV Storage', 'Levelling blocks'],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startBuiltServer();
const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: ['--no-sandbox'] });
try {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('demo@wheelsandwins.app');
  await page.getByLabel('Password', { exact: true }).fill('demo-wheels-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.waitForLoadState('load');
  // The service worker controls the page once it has installed (every chunk precached).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  // Opened the way a user does, through the main navigation and the tabs.
  for (const [path, tab, text] of SCREENS) {
    const area = path.startsWith('/wins') ? 'Wins' : 'Wheels';
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: area }).click();
    await page.getByRole('tab', { name: tab }).click();
    await page.getByText(text).first().waitFor({ timeout: 15_000 });
  }
  // The query cache is written to IndexedDB about a second after it changes.
  await page.waitForTimeout(2_000);
  await page.close();

  await context.setOffline(true);
  // In the page: the moment (ms after its navigation started) the banner and the screen's saved text are both in the
  // document, marked 'ww-shown' by a MutationObserver as the page builds itself; the harness's tab opening and
  // polling are not in it.
  await context.addInitScript(
    ({ screens, banner }) => {
      const { document, location, MutationObserver } = globalThis; // this runs in the page
      const wanted = [screens[`${location.pathname}${location.search}`], banner];
      const observer = new MutationObserver(() => {
        // textContent, not innerText: no layout forced on every change of the page being measured.
        const shown = document.body?.textContent ?? '';
        if (wanted.every((text) => text && shown.includes(text))) {
          performance.mark('ww-shown');
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, characterData: true });
    },
    { screens: Object.fromEntries(SCREENS.map(([path, , text]) => [path, text])), banner: BANNER },
  );
  console.log(
    `| screen (reloaded with the network off) | in the page: median of ${loads} | worst | with the harness: median | worst |`,
  );
  console.log('|---|---:|---:|---:|---:|');
  const inPage = [];
  const harness = [];
  for (const [path, , text] of SCREENS) {
    const page = [];
    const wall = [];
    for (let i = 0; i < loads; i++) {
      const tab = await context.newPage();
      const started = Date.now();
      await tab.goto(path, { waitUntil: 'commit' });
      await Promise.all([
        tab.getByText(text).first().waitFor({ timeout: 10_000 }),
        tab.getByText(BANNER).first().waitFor({ timeout: 10_000 }),
      ]);
      wall.push(Date.now() - started);
      const at = await tab.evaluate(() => performance.getEntriesByName('ww-shown')[0]?.startTime ?? Number.NaN);
      page.push(Math.round(at));
      await tab.close();
    }
    inPage.push(...page);
    harness.push(...wall);
    console.log(
      `| ${path} | ${median(page)} ms | ${Math.max(...page)} ms | ${median(wall)} ms | ${Math.max(...wall)} ms |`,
    );
  }
  console.log(
    `| every screen | ${median(inPage)} ms | ${Math.max(...inPage)} ms | ${median(harness)} ms | ${Math.max(...harness)} ms |`,
  );
  await context.close();
} finally {
  await browser.close();
  server.stop();
}
