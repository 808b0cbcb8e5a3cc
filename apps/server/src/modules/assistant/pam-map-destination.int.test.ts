// Issue 24 through Pam, with no model configured, in English, Spanish and French: "I'm heading to Moab" shares the
// destination on the community map as the map's own "heading to" does (PUT /locations/me/destination), "clear my
// destination" takes it off, and "cancel my friend request to Sam" withdraws a request the user sent (DELETE
// /social/friends/requests/{id}). Judged by what a friend then sees on the map and by the requests Sam still has.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

const WORLD = 'locations?bbox=-180,-85,180,85';
const MOAB = { lat: 38.57, lon: -109.55 };
const QUARTZSITE = { lat: 33.66, lon: -114.23 };
const GRANADA = { lat: 37.18, lon: -3.6 };
const ANNECY = { lat: 45.9, lon: 6.13 };
const PERTH_SCOTLAND = { lat: 56.4, lon: -3.43 };
const LANG = {
  en: { regional_preferences: { currency: 'USD' } },
  es: { display_preferences: { language: 'es' }, regional_preferences: { currency: 'EUR' } },
  fr: { display_preferences: { language: 'fr' }, regional_preferences: { currency: 'EUR' } },
} as const;
type Lang = keyof typeof LANG;

describe.each(DATABASE_KINDS)('Pam shares where the user is heading and withdraws friend requests, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { traveller, tag } = travellerKit(() => suite.t);
  const { ask, reply, get, one, post } = pamKit(() => suite.t);
  const api = (method: string, path: string, u: PamUser, json?: unknown) =>
    suite.t.request(method, path, { token: u.token, ...(json === undefined ? {} : { json }) });

  /** A traveller writing `lang`, sharing their position (at `at`) on the map, or not sharing at all. */
  const mapUser = async (first: string, lang: Lang, at: { lat: number; lon: number } | null) => {
    const u = await traveller(first);
    const sharing = { privacy_preferences: { location_sharing: at !== null } };
    expect((await api('PATCH', 'settings', u, { ...LANG[lang], ...sharing })).status).toBe(200);
    if (at) expect((await api('PUT', 'locations/me', u, { latitude: at.lat, longitude: at.lon })).status).toBe(200);
    return u;
  };
  /** The destination `viewer` sees for `u` on the community map, or null. */
  const destinationSeen = async (viewer: PamUser, u: PamUser) => {
    const row = (await get(viewer, WORLD)).find((r) => r.user_id === u.id);
    return row && row.destination_latitude !== null
      ? { lat: row.destination_latitude as number, lon: row.destination_longitude as number }
      : null;
  };
  const near = (p: { lat: number; lon: number } | null, q: { lat: number; lon: number }) => {
    expect(p).not.toBeNull();
    expect(Math.abs(p!.lat - q.lat)).toBeLessThan(0.2);
    expect(Math.abs(p!.lon - q.lon)).toBeLessThan(0.2);
  };

  it.each<[Lang, string, { lat: number; lon: number }, { lat: number; lon: number }, RegExp]>([
    ['en', "I'm heading to Moab", { lat: 35.2, lon: -111.65 }, MOAB, /^Your destination is now Moab\./],
    ['en', "we're going to Quartzsite next", { lat: 35.2, lon: -111.65 }, QUARTZSITE, /Quartzsite/],
    ['es', 'voy hacia Granada', { lat: 37.39, lon: -5.98 }, GRANADA, /^Tu destino ahora es Granada\./],
    ['es', 'mi próximo destino es Granada', { lat: 37.39, lon: -5.98 }, GRANADA, /Tus amigos lo ven/],
    ['fr', 'je vais à Annecy', { lat: 45.76, lon: 4.84 }, ANNECY, /^Votre destination est maintenant Annecy\./],
    ['fr', 'je me dirige vers Annecy', { lat: 45.76, lon: 4.84 }, ANNECY, /Vos amis la voient/],
    [
      'es',
      '¿puedes poner mi destino en Granada?',
      { lat: 37.39, lon: -5.98 },
      GRANADA,
      /^Tu destino ahora es Granada\./,
    ],
    ['es', 'me dirijo a Granada', { lat: 37.39, lon: -5.98 }, GRANADA, /^Tu destino ahora es Granada\./],
    [
      'fr',
      'peux-tu mettre ma destination à Annecy ?',
      { lat: 45.76, lon: 4.84 },
      ANNECY,
      /^Votre destination est maintenant Annecy\./,
    ],
    ['fr', 'nous partons pour Annecy', { lat: 45.76, lon: 4.84 }, ANNECY, /^Votre destination est maintenant Annecy\./],
  ])(
    '%s: "%s": a friend sees the destination on the map, a stranger does not',
    async (lang, say, at, dest, said) => {
      const u = await mapUser('Rover', lang, at);
      const friend = await mapUser('Pal', 'en', at);
      const stranger = await mapUser('Stranger', 'en', at);
      await suite.t.befriend(u, friend);
      expect(await reply(u, say)).toMatch(said);
      near(await destinationSeen(friend, u), dest);
      expect(await destinationSeen(stranger, u)).toBeNull();
      near(
        await one(u, 'locations/me').then((r) => ({ lat: r.destination_latitude, lon: r.destination_longitude })),
        dest,
      );
      // The first place found loads the gazetteer, slow on a shared CPU.
    },
    120_000,
  );

  it.each<[Lang, string, RegExp]>([
    ['en', 'clear my destination', /^Your destination is cleared/],
    ['es', 'borra mi destino', /^Tu destino está borrado/],
    ['fr', 'efface ma destination', /^Votre destination est effacée/],
    ['es', '¿puedes borrar mi destino?', /^Tu destino está borrado/],
    ['es', 'quita mi destino del mapa', /^Tu destino está borrado/],
    ['fr', 'peux-tu effacer ma destination ?', /^Votre destination est effacée/],
    ['fr', 'enlève ma destination', /^Votre destination est effacée/],
  ])('%s: "%s" takes the destination off the friend\'s map', async (lang, say, said) => {
    const u = await mapUser('Clearer', lang, { lat: 35.2, lon: -111.65 });
    const friend = await mapUser('Pal', 'en', { lat: 35.2, lon: -111.65 });
    await suite.t.befriend(u, friend);
    await reply(u, { en: 'heading to Moab', es: 'voy hacia Moab', fr: 'je vais à Moab' }[lang]);
    near(await destinationSeen(friend, u), MOAB);
    expect(await reply(u, say)).toMatch(said);
    expect(await destinationSeen(friend, u)).toBeNull();
    expect((await one(u, 'locations/me')).destination_latitude).toBeNull();
    expect(await reply(u, say)).toMatch(/no destination|ningún destino|aucune destination/);
  });

  it('with sharing off the destination is kept but Pam says nobody sees it, and no friend does', async () => {
    const u = await mapUser('Hidden', 'en', null);
    const friend = await mapUser('Pal', 'en', { lat: 35.2, lon: -111.65 });
    await suite.t.befriend(u, friend);
    expect(await reply(u, "I'm heading to Moab")).toMatch(/Location sharing is off.*"share my location"/);
    near(
      await one(u, 'locations/me').then((r) => ({ lat: r.destination_latitude, lon: r.destination_longitude })),
      MOAB,
    );
    expect(await destinationSeen(friend, u)).toBeNull();
  });

  it('asks which Perth, and "the one in Scotland" sets that one; "I\'m in Moab" still only sets the location', async () => {
    const u = await mapUser('Asker', 'en', null);
    // A euro user with no region: Perth could be either (as in pam-places.int.test.ts).
    await api('PATCH', 'settings', u, { regional_preferences: { units: 'metric', currency: 'EUR' } });
    const question = await reply(u, "I'm heading to Perth");
    expect(question).toMatch(/^Which Perth do you mean: .*Perth, Scotland, United Kingdom/);
    expect(await one(u, 'locations/me')).toBeNull();
    expect(await reply(u, 'the one in Scotland')).toMatch(/^Your destination is now Perth, Scotland, United Kingdom\./);
    const mine = await one(u, 'locations/me');
    near({ lat: mine.destination_latitude, lon: mine.destination_longitude }, PERTH_SCOTLAND);
    expect((await ask(u, "I'm in Moab")).ui_action).toMatchObject({ type: 'set_location' });
    expect((await one(u, 'locations/me')).destination_latitude).toBe(mine.destination_latitude);
  });

  const incomingOf = async (u: PamUser) =>
    (await get(u, 'social/friends/requests?direction=incoming')).map((r) => r.user.id as string);

  it.each<[Lang, string, RegExp]>([
    ['en', 'cancel my friend request to Sam', /^I withdrew your friend request to Sam /],
    ['es', 'cancela mi solicitud de amistad a Sam', /^Retiré tu solicitud de amistad a Sam /],
    ['fr', "annule ma demande d'ami à Sam", /^J'ai retiré votre demande d'ami à Sam /],
    ['es', 'retira mi solicitud de amistad a Sam', /^Retiré tu solicitud de amistad a Sam /],
    ['es', 'cancela la solicitud de amistad que le envie a Sam', /^Retiré tu solicitud de amistad a Sam /],
    ['fr', "retire ma demande d'ami à Sam", /^J'ai retiré votre demande d'ami à Sam /],
    ['fr', "annule ma demande d'amitié à Sam", /^J'ai retiré votre demande d'ami à Sam /],
  ])('%s: "%s" withdraws it: Sam no longer has it, the other request stays', async (lang, say, said) => {
    const u = await mapUser('Asker', lang, null);
    const sam = await traveller('Sam');
    const kim = await traveller('Kim');
    await post(u, 'social/friends/requests', { user_id: sam.id });
    await post(u, 'social/friends/requests', { user_id: kim.id });
    expect(await incomingOf(sam)).toEqual([u.id]);
    expect(await reply(u, say)).toMatch(said);
    expect(await incomingOf(sam)).toEqual([]);
    expect(await incomingOf(kim)).toEqual([u.id]);
  });

  it('names no one it cannot find, and another user cannot withdraw the request', async () => {
    const u = await mapUser('Asker', 'en', null);
    const other = await mapUser('Other', 'en', null);
    const sam = await traveller('Sam');
    await post(u, 'social/friends/requests', { user_id: sam.id });
    expect(await reply(u, 'cancel my friend request to Zebedee')).toMatch(
      /I don't see a friend request you sent to Zebedee/,
    );
    expect(await reply(other, 'cancel my friend request to Sam')).toMatch(
      /I don't see a friend request you sent to Sam/,
    );
    expect(await incomingOf(sam)).toEqual([u.id]);
  });

  it('asks which Sam when two fit, and "the second one" withdraws the one listed second', async () => {
    const u = await mapUser('Picky', 'en', null);
    const brown = await traveller('Sam', `Brown${tag()}`);
    const green = await traveller('Sam', `Green${tag()}`);
    await post(u, 'social/friends/requests', { user_id: brown.id });
    await post(u, 'social/friends/requests', { user_id: green.id });
    const question = await reply(u, 'cancel my friend request to Sam');
    expect(question).toMatch(/^Which one do you mean/);
    expect(await incomingOf(brown)).toEqual([u.id]);
    expect(await incomingOf(green)).toEqual([u.id]);
    const [, second] = question.indexOf(brown.name) < question.indexOf(green.name) ? [brown, green] : [green, brown];
    expect(await reply(u, 'the second one')).toContain(second.name);
    expect(await incomingOf(second)).toEqual([]);
    expect(await incomingOf(second === brown ? green : brown)).toEqual([u.id]);
  });
});
