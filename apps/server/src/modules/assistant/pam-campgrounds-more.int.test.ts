// A campground's address, season and number of sites told to Pam, and a site picked from a search Pam showed ("rate
// the second one 4 stars", "tell me more about the first one"), with no model configured, in English, Spanish and
// French. Judged by the sites and reviews the public API then shows, and the data topic each reply names.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

/** Keswick, in the Lake District: where sites are added near by name. */
const KESWICK = { latitude: 54.6013, longitude: -3.1347, city: 'Keswick' };

/** A spot in the South Pacific of each search test's own, where no other test puts a campground. */
let spots = 0;
const remoteSpot = () => ({ latitude: -40 - 2 * ++spots, longitude: -130, city: 'Pacific' });

describe.each(DATABASE_KINDS)('Pam knows more of campgrounds, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { traveller, unique } = travellerKit(() => suite.t);
  const { ask, reply, get, one, post } = pamKit(() => suite.t);

  /** A site of `u`'s own, added through the screen's API. */
  const site = async (u: PamUser, name: string, at = KESWICK, extra: Row = {}) =>
    (await post(u, 'campgrounds', { name, lat: at.latitude, lon: at.longitude, ...extra })).id as string;
  /** `u`'s own sites near Keswick as the Campgrounds screen's search shows them. */
  const mineNamed = async (u: PamUser, name: string) =>
    (await get(u, `campgrounds/search?lat=${KESWICK.latitude}&lon=${KESWICK.longitude}&radius_km=30&limit=500`)).filter(
      (c) => c.mine && c.name === name,
    );

  it.each([
    [
      'en',
      'Red Rock',
      'add a campground: Red Rock near Keswick, 40 sites, open from April to October',
      '40 sites; open April to October',
    ],
    [
      'es',
      'Roca Roja',
      'añade un camping: Roca Roja cerca de Keswick, 40 parcelas, abierto de abril a octubre',
      '40 parcelas; abierto de abril a octubre',
    ],
    [
      'fr',
      'Roche Rouge',
      "ajoute un camping : Roche Rouge près de Keswick, 40 emplacements, ouvert d'avril à octobre",
      "40 emplacements; ouvert d'avril à octobre",
    ],
  ])('%s: adds a site with its number of sites and its season', async (_l, name, say, told) => {
    const u = await traveller('Builder');
    const answer = await ask(u, say, { location: KESWICK });
    expect(answer.response).toContain(told);
    expect(answer.metadata.changed).toEqual(['campgrounds']);
    expect(await mineNamed(u, name)).toMatchObject([{ capacity: 40, opening_hours: 'Apr-Oct', address: null }]);
  });

  it.each([
    [
      'en',
      ['my Moab Valley campground has 40 sites', "it's open from April to October", 'the address is 12 Main St, Moab'],
      '12 Main St, Moab',
    ],
    [
      'es',
      [
        'mi camping Moab Valley tiene 40 parcelas',
        'abierto de abril a octubre',
        'la dirección es Calle Mayor 12, Moab',
      ],
      'Calle Mayor 12, Moab',
    ],
    [
      'fr',
      [
        'mon camping Moab Valley a 40 emplacements',
        "ouvert d'avril à octobre",
        "l'adresse est 12 rue Principale, Moab",
      ],
      '12 rue Principale, Moab',
    ],
  ])("%s: what the user tells of their site, then of 'it', changes that site alone", async (_l, says, address) => {
    const u = await traveller('Teller');
    const other = await traveller('Namesake');
    const id = await site(u, 'Moab Valley', KESWICK, { fee: '$30' });
    const theirs = await site(other, 'Moab Valley');
    await site(u, 'Arches View');
    const answers = [];
    for (const say of says) answers.push(await ask(u, say));
    expect(answers.map((a) => a.metadata.changed)).toEqual([['campgrounds'], ['campgrounds'], ['campgrounds']]);
    expect(answers[2]!.response).toContain(address);
    expect(await one(u, `campgrounds/${id}`)).toMatchObject({
      capacity: 40,
      opening_hours: 'Apr-Oct',
      address,
      fee: '$30',
    });
    expect(await one(other, `campgrounds/${theirs}`)).toMatchObject({
      capacity: null,
      opening_hours: null,
      address: null,
    });
    expect(await mineNamed(u, 'Arches View')).toMatchObject([{ capacity: null, opening_hours: null, address: null }]);
  });

  it('changes the address and the number of sites when asked to, and "open all year" sets the season', async () => {
    const u = await traveller('Editor');
    const id = await site(u, 'Juniper Flat', KESWICK, { capacity: 12, opening_hours: 'May-Sep' });
    await ask(u, 'change the address of my campground Juniper Flat to 4 Canyon Road');
    await ask(u, 'change the capacity of Juniper Flat to 60');
    expect(await reply(u, 'my campground Juniper Flat is open all year')).toContain('open all year');
    expect(await one(u, `campgrounds/${id}`)).toMatchObject({
      address: '4 Canyon Road',
      capacity: 60,
      opening_hours: '24/7',
    });
  });

  it("user B cannot change A's site by telling Pam about it", async () => {
    const a = await traveller('Owner');
    const b = await traveller('Intruder');
    const id = await site(a, 'Slickrock Camp', KESWICK, { capacity: 10 });
    expect(await reply(b, 'my Slickrock Camp campground has 400 sites')).toContain(
      'You haven\'t added a campground called "Slickrock Camp"',
    );
    expect(await one(a, `campgrounds/${id}`)).toMatchObject({ capacity: 10 });
  });

  /** Three sites of another traveller's around a spot of the test's own, 1, 2 and 3 km from it: nearest first. */
  async function threeSites() {
    const host = await traveller('Host');
    const at = remoteSpot();
    const names = [unique('Mesa'), unique('Butte'), unique('Arroyo')];
    const ids: string[] = [];
    for (const [i, name] of names.entries())
      ids.push(
        await site(host, name, { ...at, latitude: at.latitude + 0.009 * (i + 1) }, i === 0 ? { capacity: 30 } : {}),
      );
    return { host, at: { location: at }, names, ids };
  }
  const ratings = async (u: PamUser, ids: string[]) =>
    Promise.all(ids.map(async (id) => (await get(u, `campgrounds/${id}/reviews`)).map((r) => r.rating)));

  it.each([
    ['en', 'find campgrounds near me', 'rate the second one 4 stars', 'tell me more about the first one', '30 sites'],
    [
      'es',
      'busca campings cerca de mí',
      'puntúa el segundo con 4 estrellas',
      'cuéntame más del primero',
      '30 parcelas',
    ],
    ['fr', 'trouve des campings près de moi', 'note le deuxième 4 étoiles', 'parle-moi du premier', '30 emplacements'],
  ])(
    '%s: after a search, rates "the second one" and tells about "the first one"',
    async (_l, find, rate, more, cap) => {
      const { at, names, ids } = await threeSites();
      const u = await traveller('Rater');
      const found = await reply(u, find, at);
      expect(found.indexOf(names[0]!)).toBeLessThan(found.indexOf(names[1]!));
      const rated = await ask(u, rate, at);
      expect(rated.response).toContain(names[1]);
      expect(rated.metadata.changed).toEqual(['campgrounds']);
      expect(await ratings(u, ids)).toEqual([[], [4], []]);
      const told = await reply(u, more, at);
      expect(told).toContain(`${names[0]} (${cap})`);
      expect(told).not.toContain(names[1]);
    },
  );

  it('"rate it" after a search of several asks which one; "the third one" rates that one, "it" then is that one', async () => {
    const { at, names, ids } = await threeSites();
    const u = await traveller('Chooser');
    await ask(u, 'find campgrounds near me', at);
    const question = await reply(u, 'rate it 3 stars', at);
    expect(question).toContain(`Which one do you mean: ${names[0]}, ${names[1]}, or ${names[2]}?`);
    expect(await ratings(u, ids)).toEqual([[], [], []]);
    await ask(u, 'the third one', at);
    expect(await ratings(u, ids)).toEqual([[], [], [3]]);
    // "it" now is the site just rated: rating again replaces that review.
    await ask(u, 'actually rate it 5 stars', at);
    expect(await ratings(u, ids)).toEqual([[], [], [5]]);
    expect(await reply(u, 'what do people say about the first one?', at)).toContain(
      `${names[0]} (30 sites): no reviews`,
    );
  });

  it('a place beyond the list is said so and rates nothing; "it" after a search of one site rates that site', async () => {
    const { host, at, ids } = await threeSites();
    const u = await traveller('Counter');
    await ask(u, 'find campgrounds near me', at);
    expect(await reply(u, 'rate the fifth one 2 stars', at)).toBe('That search found only 3 campgrounds.');
    expect(await ratings(u, ids)).toEqual([[], [], []]);
    const lone = remoteSpot();
    const id = await site(host, unique('Lone Pine'), lone);
    await ask(u, 'find campgrounds near me', { location: lone });
    expect(await reply(u, 'give it 5 stars', { location: lone })).toContain('5 stars');
    expect(await ratings(u, [id, ...ids])).toEqual([[5], [], [], []]);
  });
});
