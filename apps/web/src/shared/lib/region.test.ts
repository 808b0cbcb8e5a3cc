import { REGION_CACHE_MS, UNIT_PRESETS, type RegionConfig } from '@ww/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, routeJson, stubApi } from '#testing/api-stub.ts';
import { AU_REGION, GB_REGION } from '#testing/fixtures/region.ts';
import { resetTestState } from '#testing/test-account.ts';
import { applyRegionalPrices, countryFromBrowser, loadRegion, REGION_STORAGE_KEY } from './region.ts';

const UNKNOWN: RegionConfig = {
  country: null,
  region: 'ROW',
  currency: 'USD',
  currencySymbol: '$',
  units: 'metric',
  unit_preferences: UNIT_PRESETS.metric,
};

afterEach(async () => {
  vi.restoreAllMocks();
  await resetTestState();
});

function browserIn(timeZone: string, languages: string[] = []) {
  const resolved = Intl.DateTimeFormat().resolvedOptions();
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...resolved, timeZone });
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('loadRegion', () => {
  it('asks the server without a session and keeps the answer for 24 h', async () => {
    const calls = stubApi({ 'GET /region': () => routeJson('GET /region', { data: AU_REGION }) });
    const start = Date.UTC(2026, 10, 1);
    expect(await loadRegion({ now: start })).toEqual(AU_REGION);
    expect(await loadRegion({ now: start + REGION_CACHE_MS - 1 })).toEqual(AU_REGION);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBeNull();
    expect(JSON.parse(localStorage.getItem(REGION_STORAGE_KEY)!)).toEqual({ savedAt: start, region: AU_REGION });

    await loadRegion({ now: start + REGION_CACHE_MS });
    expect(calls).toHaveLength(2);
  });

  it('takes the country from the time zone when the server cannot place the address', async () => {
    browserIn('Australia/Hobart', ['en-US']);
    stubApi({ 'GET /region': () => routeJson('GET /region', { data: UNKNOWN }) });
    expect(await loadRegion()).toEqual(AU_REGION);
  });

  it('falls back to the language region, and keeps the rest of the world when the browser says nothing', async () => {
    browserIn('Etc/UTC', ['en-GB', 'en']);
    stubApi({ 'GET /region': () => routeJson('GET /region', { data: UNKNOWN }) });
    const { region: _region, ...britishDefaults } = GB_REGION;
    expect(await loadRegion()).toMatchObject(britishDefaults);

    localStorage.clear();
    browserIn('Etc/UTC', ['en']);
    expect(await loadRegion()).toEqual(UNKNOWN);
  });

  it('guesses from the browser offline and asks the server again next time', async () => {
    browserIn('America/Toronto');
    stubApi({ 'GET /region': () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await loadRegion()).toMatchObject({ country: 'CA', currency: 'CAD' });
    expect(localStorage.getItem(REGION_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged cache entry', async () => {
    localStorage.setItem(REGION_STORAGE_KEY, '{"savedAt":"yesterday"}');
    stubApi({ 'GET /region': () => jsonResponse(200, { data: AU_REGION }) });
    expect(await loadRegion()).toEqual(AU_REGION);
  });
});

describe('countryFromBrowser', () => {
  it.each([
    ['Australia/Perth', 'AU'],
    ['Pacific/Auckland', 'NZ'],
    ['America/Vancouver', 'CA'],
    ['America/Halifax', 'CA'],
    ['Europe/London', 'GB'],
    ['America/Chicago', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['America/Mexico_City', null],
    ['Europe/Berlin', null],
  ])('%s → %s', (timeZone, country) => {
    expect(countryFromBrowser(timeZone, [])).toBe(country);
  });

  it('reads the region subtag of the first language that has one', () => {
    expect(countryFromBrowser('Europe/Berlin', ['de', 'de-DE'])).toBe('DE');
    expect(countryFromBrowser(undefined, ['fr-CA'])).toBe('CA');
  });
});

describe('applyRegionalPrices', () => {
  it('rewrites every marked price of a page for the region and language', () => {
    document.body.innerHTML = `
      <p>About <span data-price="annual_monthly">$8.25</span> a month</p>
      <li>Includes the video course (valued at <span data-price="course">$97.00</span>)</li>
      <span data-price="unknown">keep</span>`;
    applyRegionalPrices(document, AU_REGION, 'en');
    expect(document.body.textContent?.replace(/\s+/g, ' ').trim()).toBe(
      'About $12.50 a month Includes the video course (valued at $149.00) keep',
    );
    applyRegionalPrices(document.body, { region: 'GB', currency: 'GBP' }, 'fr');
    expect(document.querySelector('[data-price="course"]')?.textContent?.replace(/\s/g, ' ')).toBe('77,00 £');
  });
});
