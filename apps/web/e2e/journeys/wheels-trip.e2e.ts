import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { api, createAccount } from '../support/api.ts';
import { expectVisible, signIn } from '../support/app.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';

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

    await page.getByRole('combobox', { name: 'Origin' }).fill('Bristol');
    await page
      .getByRole('option', { name: /^Bristol, .*United Kingdom$/ })
      .first()
      .click();
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
});
