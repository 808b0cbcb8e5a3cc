import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { api, createAccount, type Account } from '../support/api.ts';
import { expectVisible, mainNav, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { askPam, consentAlreadySeen, openPam } from '../support/pam.ts';

const browser = useBrowser();

/** The author's name on the feed: no other journey's traveller has it. */
const TRAVELLER = 'Marisol Okonkwo-Reyes';

/** What the server holds at `path` for the account (its `data` list). */
async function listOf<T>(account: Account, path: string): Promise<T[]> {
  const res = await api(path, { token: account.accessToken });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: T[] }).data;
}

async function openArea(page: Page, area: 'Wheels' | 'Social'): Promise<void> {
  await mainNav(page).getByRole('link', { name: area, exact: true }).click();
}

/** The figure shown under a heading of the fuel log's consumption and costs card. */
const figure = (page: Page, term: string) =>
  page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

describe('Pam across the app', () => {
  test('a rig, a fill-up and a post told to Pam in plain words show on Wheels and Social, and her fuel figures match the screen', async () => {
    const account = await createAccount({ onboarded: true, fullName: TRAVELLER });
    const { context, page } = await browser.open();
    await consentAlreadySeen(context);
    await signIn(page, account.email, account.password);
    await openPam(page);

    // A rig, said the way it is written on the back of the van.
    await askPam(
      page,
      'add a rig: 2019 Winnebago View, diesel',
      /^Added your rig 2019 Winnebago View \(motorhome, diesel\)\.$/,
    );
    await openArea(page, 'Wheels');
    await page.getByRole('tab', { name: 'Fuel Log' }).click();
    const rig = page.getByRole('list', { name: 'Your rigs' }).getByRole('listitem');
    await expectVisible(rig.filter({ hasText: '2019 Winnebago View' }));
    expect(await rig.count()).toBe(1);
    expect(await rig.innerText()).toContain('Motorhome · Diesel');
    await expectVisible(page.getByText('No fill-ups logged yet.'));

    // A fill-up in one sentence, with the station: the open Fuel Log shows it without a reload, in US units.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    const logged = await askPam(
      page,
      'filled up 12 gallons for $48 at Costco, odometer 42,100',
      /^Logged a fill-up of 12 gal for \$48\.00 on \w{3} \d{1,2}, \d{4} at 42,100 mi at Costco, and added it to your fuel expenses\.$/,
    );
    const day = new Date(/ on (\w{3} \d{1,2}, \d{4}) /.exec(logged)?.[1] ?? '').toDateString();
    expect(day).not.toBe('Invalid Date');
    const fills = page.getByRole('list', { name: 'Fill-ups, newest first' }).getByRole('listitem');
    await expectVisible(fills.filter({ hasText: 'Costco' }));
    expect(await fills.count()).toBe(1);
    const row = await fills.innerText();
    // The same day, written as each place writes dates ('Nov 29, 2026' in her sentence, '11/29/2026' in the list).
    const [shownDay, ...heading] = row.split('\n')[0]?.split(' · ') ?? [];
    expect(new Date(shownDay ?? '').toDateString()).toBe(day);
    expect(heading).toEqual(['2019 Winnebago View', 'Costco']);
    expect(row).toContain('12 gal at $4.00/gal = $48.00');
    expect(row).toContain('Odometer 42,100 mi · Full tank · Added to expenses');

    // Her answer is the fuel log's own figures.
    const stats = await askPam(
      page,
      "what's my average fuel price?",
      /^I can't work out your consumption yet: it needs two full fill-ups with odometer readings\. Totals: .+ for .+ in 1 fill-up, .+\/gal on average\.$/,
    );
    const [, total, perGallon] = /Totals: (.+ in 1 fill-up), (.+\/gal) on average/.exec(stats) ?? [];
    await expect.poll(() => figure(page, 'Total spent').innerText(), { timeout: UI_TIMEOUT_MS }).toBe(total);
    expect(total).toBe('$48.00 for 12 gal in 1 fill-up');
    expect(await fills.innerText()).toContain(`at ${perGallon} =`);
    expect(perGallon).toBe('$4.00/gal');
    await expectVisible(page.getByText('Log two full fill-ups with odometer readings to see your consumption.'));
    expect(navigations).toEqual([]);

    // A post: on Social's feed under the traveller's name.
    await askPam(page, 'post to the feed: made it to Moab!', /^Posted to the feed for everyone: “made it to Moab!”\.$/);
    await openArea(page, 'Social');
    const post = page.getByRole('article').filter({ hasText: 'made it to Moab!' });
    await expectVisible(post.getByRole('link', { name: TRAVELLER }));
    expect(await post.count()).toBe(1);

    // Each thing was done once: one rig, one fill-up with its one expense, one post.
    const [vehicles, fuel, expenses] = await Promise.all([
      listOf<{ name: string; fuel_type: string }>(account, '/vehicles'),
      listOf<{ place: string | null; total_cost: number; expense_id: string | null }>(account, '/fuel-log'),
      listOf<{ id: string; amount: number; category: string }>(account, '/expenses'),
    ]);
    expect(vehicles.map((v) => [v.name, v.fuel_type])).toEqual([['2019 Winnebago View', 'diesel']]);
    expect(fuel.map((f) => [f.place, f.total_cost])).toEqual([['Costco', 48]]);
    expect(expenses.map((e) => [e.id, e.amount, e.category])).toEqual([[fuel[0]?.expense_id, 48, 'fuel']]);
    const profile = await api('/profile', { token: account.accessToken });
    const me = (profile.body as { data: { user_id: string } }).data.user_id;
    const posts = await listOf<{ body: string }>(account, `/social/feed?author_id=${me}`);
    expect(posts.map((p) => p.body)).toEqual(['made it to Moab!']);
  });
});
