import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CampgroundFilters } from '@ww/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import { readManifest, readCampgroundBatches } from './campground-import/bundled-data.ts';
import type { ImportedCampgroundValues } from './campground-import/sites.ts';
import { rankBand, upsertImportedCampgrounds, withCampgroundImportTx } from './campgrounds.repository.ts';

/**
 * Issue 23, "nothing else regresses": searches across the UK and Ireland and what they found on the bundle shipped
 * before Europe and the US were added (the 9,116 sites of campgrounds-uk-ie.jsonl.br, answered by brute force; see
 * test/fixtures/campgrounds/README.md). The bundle shipped now must answer them the same: same sites, same order,
 * same distances.
 */
type Golden = {
  searches: {
    label: string;
    lat: number;
    lon: number;
    radius_km: number;
    filters: CampgroundFilters;
    found: { source_id: string; name: string | null; distance_km: number }[];
  }[];
};
const GOLDEN = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../test/fixtures/campgrounds/uk-ie-searches.json', import.meta.url)),
    'utf8',
  ),
) as Golden;
const DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** The shipped sites on and around the British Isles (a few of northern France's coast come along). */
async function shippedBritishIsles(): Promise<ImportedCampgroundValues[]> {
  const europe = (await readManifest(DATA_DIR)).find((d) => d.name === 'europe-osm')!;
  const { bytes, ends } = await readCampgroundBatches({
    file: `${DATA_DIR}/${europe.file}`,
    sha256: europe.sha256,
    from: 0,
    batchSize: europe.sites,
  });
  const all = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, 0, ends[0]))) as ImportedCampgroundValues[];
  return all.filter((s) => s.lat > 49.8 && s.lat < 61 && s.lon > -11 && s.lon < 2);
}

describe.each(DATABASE_KINDS)('UK and Ireland campground searches on the shipped data on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    token = (await t.signUp()).token;
    const sites = await shippedBritishIsles();
    await withCampgroundImportTx(t.db, (tx) => upsertImportedCampgrounds(tx, sites));
  }, 120_000);
  afterAll(() => t.close());

  it.each(GOLDEN.searches.map((s) => [s.label, s] as const))('%s finds what it found before', async (_, q) => {
    const flags = Object.entries(q.filters).map(([k, v]) => `&${k}=${v}`);
    const res = await t.request(
      'GET',
      `campgrounds/search?lat=${q.lat}&lon=${q.lon}&radius_km=${q.radius_km}&limit=50${flags.join('')}`,
      { token },
    );
    expect(res.status).toBe(200);
    const got = res.body.data as { source_id: string; name: string | null; distance_km: number }[];
    expect(got.length).toBe(q.found.length);
    const want = new Map(q.found.map((w) => [w.source_id, w]));
    // Ranked now by whole kilometre, named sites first within one (issue 25). The previous answers were the 50
    // nearest: every whole kilometre but the last is all there and must come back the same, in the new order; in the
    // last one, named sites beyond the 50th nearest may now take an unnamed site's place.
    const full = q.found.length < 50;
    const lastBand = rankBand(q.found.at(-1)?.distance_km ?? 0);
    const ranked = [...q.found]
      .filter((w) => full || rankBand(w.distance_km) < lastBand)
      .sort(
        (a, b) =>
          rankBand(a.distance_km) - rankBand(b.distance_km) ||
          Number(a.name === null) - Number(b.name === null) ||
          a.distance_km - b.distance_km,
      );
    got.forEach((g, i) => {
      if (i >= ranked.length) {
        expect(rankBand(g.distance_km), `${q.label}: ${g.source_id} in the last kilometre`).toBe(lastBand);
        return;
      }
      expect(want.get(g.source_id)?.name, `${q.label}: ${g.source_id}`).toBe(g.name);
      expect(g.distance_km, `${q.label}: ${g.source_id}`).toBeCloseTo(want.get(g.source_id)!.distance_km, 5);
      expect(g.distance_km, `${q.label}: position ${i}`).toBeCloseTo(ranked[i]!.distance_km, 5);
    });
  });
});
