// Issue 23 point 4 through Pam, without a model: an answer that lists campgrounds credits each source it lists once,
// as every list, map and detail of the app does: US federal campgrounds "Recreation.gov RIDB", OpenStreetMap sites
// "© OpenStreetMap contributors", in English, Spanish and French.
import { fileURLToPath } from 'node:url';
import { OSM_ATTRIBUTION, RIDB_ATTRIBUTION } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { createCampgroundDataLoader } from '#modules/travel/index.ts';

/** Extracts of the shipped data (build-data.ts): OpenStreetMap sites of Europe, the RIDB campgrounds of the US. */
const BUNDLED = fileURLToPath(new URL('../../../test/fixtures/campgrounds/bundled', import.meta.url));
const EURO = { regional_preferences: { units: 'metric', currency: 'EUR' } };
const US = { regional_preferences: { currency: 'USD' } };

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.each(DATABASE_KINDS)("Pam credits the campgrounds' sources, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Loaded as a first start loads the shipped files.
    await createCampgroundDataLoader({ db: t.db, workers: t.deps.workers, dir: BUNDLED }).start();
  }, 60_000);
  afterAll(() => t.close());

  const ask = async (settings: Record<string, unknown>, message: string) => {
    const u = await t.signUp();
    expect((await t.request('PATCH', 'settings', { token: u.token, json: settings })).status).toBe(200);
    const res = await t.request('POST', 'pam-simple/chat', { token: u.token, json: { message } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { response: string };
  };

  it.each([
    ['en', 'find campgrounds near Yosemite Valley', /^Campgrounds near Yosemite Valley[^:]*: /],
    ['es', 'busca campings cerca de Yosemite Valley', /^Campings cerca de Yosemite Valley[^:]*: /],
    ['fr', 'campings près de Yosemite Valley', /^Campings près de Yosemite Valley[^:]* : /],
  ])('%s: "%s" lists the Valley\'s federal campgrounds and credits Recreation.gov RIDB once', async (_, q, start) => {
    const { response } = await ask(US, q);
    expect(response).toMatch(start);
    expect(response).toMatch(/Lower Pines|North Pines|Upper Pines/);
    expect(response.endsWith(` ${RIDB_ATTRIBUTION}`), response).toBe(true);
    expect(occurrences(response, RIDB_ATTRIBUTION)).toBe(1);
    expect(response).not.toContain('OpenStreetMap');
  });

  it.each([
    ['en', 'find campgrounds near Annecy', /^Campgrounds near Annecy[^:]*: /],
    ['es', 'busca campings cerca de Annecy', /^Campings cerca de Annecy[^:]*: /],
    ['fr', "campings près d'Annecy", /^Campings près d(e |')Annecy[^:]* : /],
  ])('%s: "%s" lists OpenStreetMap sites and credits © OpenStreetMap contributors once', async (_, q, start) => {
    const { response } = await ask(EURO, q);
    expect(response).toMatch(start);
    expect(response.endsWith(` ${OSM_ATTRIBUTION}`), response).toBe(true);
    expect(occurrences(response, '© OpenStreetMap contributors')).toBe(1);
    expect(response).not.toContain(RIDB_ATTRIBUTION);
  });
});
