import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { pickPlace } from '../support/trip-planner.ts';

const browser = useBrowser();
// The overnight suggestions come from the UK and Ireland OpenStreetMap sites the server loads on its first start.
describe('Wheels: trip planner and trips', () => {
  test('plans Bristol → Inverness via three towns in the best order with days, overnight sites and fuel, saves it and exports GPX', async () => {
    const account = await createAccount({ onboarded: true });
    const rig = await api('/vehicles', {
      token: account.accessToken,
      json: { name: 'Highland Rover', kind: 'motorhome', fuel_type: 'diesel', tank_l: 90, consumption_l_per_100km: 12 },
    });
    expect(rig.status).toBe(201);

    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trip-planner');

    await pickPlace(page, 'Origin', 'Bristol');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add a stop' }).click();
    // Deliberately out of order: the optimiser must put them in driving order.
    await page.getByRole('combobox', { name: 'Stop 1' }).fill('Edinburgh');
    await page.getByRole('combobox', { name: 'Stop 2' }).fill('Birmingham');
    await page.getByRole('combobox', { name: 'Stop 3' }).fill('Manchester');
    await page.getByRole('combobox', { name: 'Destination' }).fill('Inverness');
    await page.getByLabel('Rig', { exact: true }).selectOption({ label: 'Highland Rover' });
    expect(await page.getByLabel('Stop order', { exact: true }).inputValue()).toBe('fixed_ends');
    await page.getByRole('button', { name: 'Plan route' }).click();

    const order = page.getByRole('list', { name: 'Stops in driving order' }).getByRole('listitem');
    await expect
      .poll(() => order.allInnerTexts(), { timeout: 30_000 })
      .toEqual(['Bristol', 'Birmingham', 'Manchester', 'Edinburgh', 'Inverness']);
    await expectVisible(page.getByText('Stops put in the best order:'));
    // Without OSRM_URL the distances are the offline estimate, and the plan says so.
    await expectVisible(page.getByRole('note').filter({ hasText: 'Estimate:' }));

    // ~900 km at the imperial default of 190 mi a day: several days, each night with imported OSM sites nearby.
    expect(await page.getByTestId('plan-day').count()).toBeGreaterThanOrEqual(3);
    const firstNight = page.getByRole('list', { name: /^Campgrounds near / }).first();
    await expectVisible(firstNight);
    expect(await firstNight.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await firstNight.getByRole('listitem').first().innerText()).toMatch(/mi off route/);
    // Priced in pounds at the regional default: the route is in Great Britain, and the user has no fill-ups.
    expect(await page.getByTestId('fuel-total').innerText()).toMatch(/^[\d.,]+ gal in total, costing £[\d,]+\.\d\d$/);

    // The map really renders (WebGL canvas, worker allowed by the CSP) with the five numbered stops.
    const map = page.getByTestId('route-map').first();
    await expectVisible(map.locator('canvas.maplibregl-canvas'));
    await expect
      .poll(() => map.locator('[data-map-marker="stop"]').allInnerTexts(), { timeout: UI_TIMEOUT_MS })
      .toEqual(['1', '2', '3', '4', '5']);
    await expectVisible(map.getByText('Natural Earth'));
    // Once land is drawn the loading skeleton is gone (no bare blue box meanwhile).
    const mapBox = map.locator('..');
    await expect.poll(() => mapBox.getByTestId('map-skeleton').count(), { timeout: UI_TIMEOUT_MS }).toBe(0);
    // Without OSRM the route is straight lines between the stops: drawn dashed, and the key says so.
    expect(await mapBox.getByTestId('map-legend').innerText()).toBe('Straight-line estimate (no road routing)');
    // Fitted to Great Britain the map is at regional zoom: the 1:10 million coastlines and the towns file are fetched
    // and the largest towns that do not sit under a stop are named (GeoNames credited).
    await expect
      .poll(() => map.locator('[data-map-label]').allInnerTexts(), { timeout: UI_TIMEOUT_MS })
      .toEqual(expect.arrayContaining(['Dublin']));
    const labels = await map.locator('[data-map-label]').allInnerTexts();
    expect(labels).not.toContain('Birmingham');
    await expectVisible(map.getByText('Place names: GeoNames'));
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.some((url) => /\/assets\/countries-10m-[\w-]+\.json$/.test(url))).toBe(true);
    expect(fetched.some((url) => /\/assets\/towns-[\w-]+\.json$/.test(url))).toBe(true);

    await page.getByLabel('Trip name', { exact: true }).fill('Highlands run');
    await page.getByRole('button', { name: 'Save as trip' }).click();
    await expectVisible(page.getByText('Trip “Highlands run” saved.'));

    // A marker's popup shows its name as text; clicking a marker adds no stop.
    await map.locator('[data-map-marker="stop"]', { hasText: '5' }).click();
    await expectVisible(map.locator('.maplibregl-popup-content').getByText('Inverness'));
    expect(await page.getByRole('combobox', { name: 'Stop 4' }).count()).toBe(0);
    // A click on the map adds a stop there, before the destination.
    await map.locator('canvas.maplibregl-canvas').click();
    expect(await page.getByRole('combobox', { name: 'Stop 4' }).inputValue()).toMatch(/^-?\d+\.\d+, -?\d+\.\d+$/);
    expect(await page.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Inverness');

    await page.goto('/wheels?tab=trips');
    const card = page.getByTestId('trip-card').filter({ hasText: 'Highlands run' });
    await expectVisible(card);
    expect(await card.innerText()).toContain('5 stops');
    expect(await card.getByLabel('Status of Highlands run').inputValue()).toBe('planned');

    await card.getByRole('button', { name: 'Map' }).click();
    const tripMap = page.getByRole('region', { name: 'Map of Highlands run' });
    await expect.poll(() => tripMap.locator('[data-map-marker="stop"]').count(), { timeout: UI_TIMEOUT_MS }).toBe(5);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Export GPX' }).click(),
    ]);
    const path = await download.path();
    const gpx = readFileSync(path, 'utf8');
    expect(gpx).toContain('<gpx');
    const positions = ['Bristol', 'Birmingham', 'Manchester', 'Edinburgh', 'Inverness'].map((town) =>
      gpx.indexOf(town),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('ambiguous place: asks which Keswick and York are meant, plans the English ones, refuses the Atlantic', async () => {
    const account = await createAccount({ onboarded: true });
    // A traveller of the rest of the world (US dollars, no country of their own): nothing favours one Keswick.
    expect(
      (await api('/profile', { method: 'PATCH', token: account.accessToken, json: { region: 'ROW' } })).status,
    ).toBe(200);
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trip-planner');

    await page.getByRole('combobox', { name: 'Origin' }).fill('Keswick');
    await page.getByRole('combobox', { name: 'Origin' }).press('Escape');
    await page.getByRole('combobox', { name: 'Destination' }).fill('York');
    await page.getByRole('combobox', { name: 'Destination' }).press('Escape');
    await page.getByRole('button', { name: 'Plan route' }).click();

    // Never the first silently: both names are shared, so each box asks and lists town, region and country.
    await expectVisible(page.getByText('Several places are called “Keswick”: choose the one you mean from the list.'));
    const origins = page.getByRole('listbox', { name: 'Places matching Origin' });
    await expectVisible(origins.getByRole('option', { name: 'Keswick, Ontario, Canada' }));
    await origins.getByRole('option', { name: 'Keswick, England, United Kingdom' }).click();
    await expectVisible(page.getByText('Several places are called “York”: choose the one you mean from the list.'));
    // Ranked by the Keswick now chosen: the York in England comes first.
    const destinations = page.getByRole('listbox', { name: 'Places matching Destination' });
    await expect
      .poll(() => destinations.getByRole('option').first().innerText(), { timeout: UI_TIMEOUT_MS })
      .toBe('York, England, United Kingdom');
    await destinations.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Plan route' }).click();
    const order = page.getByRole('list', { name: 'Stops in driving order' }).getByRole('listitem');
    await expect.poll(() => order.allInnerTexts(), { timeout: 30_000 }).toEqual(['Keswick', 'York']);

    // The Keswick in Ontario is an ocean away from York: refused with the leg named.
    await page.getByRole('combobox', { name: 'Origin' }).fill('Keswick');
    await page
      .getByRole('listbox', { name: 'Places matching Origin' })
      .getByRole('option', { name: 'Keswick, Ontario, Canada' })
      .click();
    await page.getByRole('button', { name: 'Plan route' }).click();
    await expectVisible(
      page.getByText('No road or car ferry goes from Keswick to York: the way between them is open sea.', {
        exact: false,
      }),
    );
  });

  test('days at stops: a day ends at a stop near the limit, says how long it drives, and a night can be moved', async () => {
    const account = await createAccount({ onboarded: true });
    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trip-planner');

    const pick = async (box: string, town: string) => {
      await page.getByRole('combobox', { name: box }).fill(town);
      await page
        .getByRole('option', { name: new RegExp(`^${town}, .*United Kingdom$`) })
        .first()
        .click();
    };
    await pick('Origin', 'Bristol');
    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Add a stop' }).click();
    await pick('Stop 1', 'Birmingham');
    await pick('Stop 2', 'Manchester');
    await pick('Destination', 'Inverness');
    await page.getByLabel('Stop order', { exact: true }).selectOption('none');
    await page.getByRole('button', { name: 'Plan route' }).click();

    // 190 mi a day: Manchester, about 180 mi from Bristol, ends day 1 rather than a lay-by 10 mi on.
    const firstDay = page.getByTestId('plan-day').first();
    await expect
      .poll(() => firstDay.innerText(), { timeout: 30_000 })
      .toMatch(/Bristol → Manchester: [\d.]+ mi, \d+ h \d\d min/);
    expect(await firstDay.innerText()).toContain('The day ends at a stop on your route.');

    await firstDay.getByLabel('Move night 1 to').selectOption({ label: 'Birmingham' });
    await expect
      .poll(() => page.getByTestId('plan-day').first().innerText(), { timeout: 30_000 })
      .toMatch(/Bristol → Birmingham: /);
    expect(await page.getByTestId('plan-day').first().innerText()).toContain('You chose this night.');
    await expectVisible(page.getByTestId('plan-fee-detail'));
  });

  test('reopen a saved trip: Open in planner brings back its stops, days and chosen night', async () => {
    const account = await createAccount({ onboarded: true });
    const stops = [
      { lat: 51.4545, lon: -2.5879, name: 'Bristol' },
      { lat: 52.4814, lon: -1.8998, name: 'Birmingham' },
      { lat: 53.4809, lon: -2.2374, name: 'Manchester' },
      { lat: 57.4778, lon: -4.2247, name: 'Inverness' },
    ];
    const planned = await api('/routes/plan', {
      token: account.accessToken,
      json: { stops, nights: [{ stop_index: 1 }] },
    });
    expect(planned.status).toBe(200);
    const plan = (planned.body as { data: { geometry: [number, number][]; total_distance_km: number } }).data;
    const saved = await api('/trips', {
      token: account.accessToken,
      json: {
        name: 'Night in Brum',
        stops,
        geometry: plan.geometry,
        total_distance_km: plan.total_distance_km,
        estimated: true,
        plan,
      },
    });
    expect(saved.status).toBe(201);

    const { page } = await browser.open();
    await signIn(page, account.email, account.password);
    await page.goto('/wheels?tab=trips');
    const card = page.getByTestId('trip-card').filter({ hasText: 'Night in Brum' });
    await card.getByRole('button', { name: 'Open Night in Brum in the planner' }).click();

    await expect
      .poll(() => page.getByRole('combobox', { name: 'Origin' }).inputValue(), { timeout: UI_TIMEOUT_MS })
      .toBe('Bristol');
    expect(await page.getByRole('combobox', { name: 'Destination' }).inputValue()).toBe('Inverness');
    expect(await page.getByLabel('Trip name', { exact: true }).inputValue()).toBe('Night in Brum');
    const firstDay = page.getByTestId('plan-day').first();
    expect(await firstDay.innerText()).toContain('Bristol → Birmingham');
    expect(await firstDay.innerText()).toContain('You chose this night.');
    expect(page.url()).not.toContain('trip=');
  });
});
