import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';
import type { ToolContext, ToolRegistry } from '../assistant.types.ts';
import { contextFor, expectOk, registryFor } from './tools-test-kit.ts';

/** The west shore of Windermere: sites due north and south of it, 1 km being 0.008993° of latitude. */
const WRAY = { latitude: 54.4042, longitude: -2.9668, city: 'Windermere', source: 'gps' as const };
/**
 * OpenStreetMap sites as the import stores them (the nearest town of an unnamed one is found on import: that is
 * tested with the campgrounds; here, how Pam words it).
 */
const site = (id: number, km: number, name: string | null, tourism = 'camp_site') =>
  sql`insert into campgrounds (source, source_id, osm_id, name, near_place, lat, lon, tags)
    values ('osm', ${`node/${id}`}, ${`node/${id}`}, ${name}, ${name ? null : 'Ambleside'},
      ${WRAY.latitude + km * 0.008993}, ${WRAY.longitude}, ${JSON.stringify({ tourism })}::jsonb)`;

describe.each(DATABASE_KINDS)('Pam names campgrounds that have no name on %s', (kind) => {
  let t: TestApp;
  let registry: ToolRegistry;
  let ctx: ToolContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    registry = registryFor(t);
    ctx = { ...(await contextFor(t, await t.signUp())), location: WRAY };
    for (const row of [
      site(9101, 0.3, null),
      site(9102, -0.8, 'Low Wray Campsite'),
      site(9103, 1.2, null, 'caravan_site'),
    ])
      await row.execute(t.db);
  }, 60_000);
  afterAll(() => t.close());

  const find = async (language: ToolContext['language']) =>
    expectOk(await registry.run({ name: 'find_campgrounds', args: { use_my_location: true } }, { ...ctx, language }));

  it('says the kind and nearest town of an unnamed site, after a named one within the same kilometre', async () => {
    const en = await find('en');
    expect(en.reply).toMatch(
      /^Campgrounds near you: Low Wray Campsite \([^)]+\); Campsite near Ambleside \([^)]+\); Caravan site near Ambleside \([^)]+\)\. © OpenStreetMap contributors, ODbL$/,
    );
    expect((en.data as { campgrounds: { name: string | null; label: string }[] }).campgrounds).toEqual([
      expect.objectContaining({ name: 'Low Wray Campsite', label: 'Low Wray Campsite' }),
      expect.objectContaining({ name: null, label: 'Campsite near Ambleside' }),
      expect.objectContaining({ name: null, label: 'Caravan site near Ambleside' }),
    ]);
  });

  it('in Spanish and French, with the French "d\'" before a vowel', async () => {
    expect((await find('es')).reply).toMatch(
      /: Low Wray Campsite \([^)]+\); Camping cerca de Ambleside \([^)]+\); Área de autocaravanas cerca de Ambleside \(/,
    );
    expect((await find('fr')).reply).toMatch(
      /: Low Wray Campsite \([^)]+\); Camping près d'Ambleside \([^)]+\); Aire de camping-car près d'Ambleside \(/,
    );
  });
});
