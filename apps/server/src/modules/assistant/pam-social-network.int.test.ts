// What travellers ask Pam about the people and places of the social side of the app, with no model configured, in
// English, Spanish and French: judged by what changed through the public social API (friends, follows, blocks, groups,
// settings) and by what the reply names. Each case starts from its own travellers, as a user would.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('Pam over the social network, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, tag } = travellerKit(() => suite.t);
  const { reply: ask, get, post } = pamKit(() => suite.t);
  const sharing = async (u: User) =>
    (await suite.t.request('GET', 'settings', { token: u.token })).body.data.privacy_preferences
      .location_sharing as boolean;

  describe('friend requests, follows and blocks', () => {
    it.each([
      ['en', (n: string) => `add ${n} as a friend`],
      ['en', (n: string) => `send a friend request to ${n}`],
      ['es', (n: string) => `agrega a ${n} como amigo`],
      ['fr', (n: string) => `ajoute ${n} en ami`],
    ])('%s: sends a request found by name', async (_lang, say) => {
      const u = await traveller('Social');
      const other = await traveller('Ottoline', `Brackenbury${tag()}`);
      const reply = await ask(u, say(other.name));
      const outgoing = await get(u, 'social/friends/requests?direction=outgoing');
      expect(outgoing.map((r) => r.user.id)).toEqual([other.id]);
      expect(reply).toContain(other.name);
    });

    it.each([
      ['en', (n: string) => `accept ${n}'s friend request`, true],
      ['en', () => 'accept the friend request', true],
      ['es', (n: string) => `acepta la solicitud de ${n}`, true],
      ['es', (n: string) => `rechaza la solicitud de amistad de ${n}`, false],
      ['fr', (n: string) => `accepte la demande d'ami de ${n}`, true],
      ['fr', (n: string) => `refuse la demande de ${n}`, false],
    ])('%s: answers a request by name', async (_lang, say, accept) => {
      const u = await traveller('Popular');
      const asker = await traveller('Paul');
      await post(asker, 'social/friends/requests', { user_id: u.id });
      await ask(u, say(asker.name.split(' ')[0]!));
      const friends = await get(u, 'social/friends');
      expect(friends.map((f) => f.user.id)).toEqual(accept ? [asker.id] : []);
      expect(await get(u, 'social/friends/requests')).toEqual([]);
    });

    it('lists the requests waiting, in each language', async () => {
      const u = await traveller('Waiting');
      const asker = await traveller('Lucía');
      await post(asker, 'social/friends/requests', { user_id: u.id });
      expect(await ask(u, 'any friend requests?')).toContain(asker.name);
      expect(await ask(u, '¿tengo solicitudes de amistad?')).toContain(asker.name);
      expect(await ask(u, "j'ai des demandes d'ami ?")).toContain(asker.name);
    });

    it('follows and unfollows in three languages', async () => {
      const u = await traveller('Fan');
      const marie = await traveller('Marie');
      await suite.t.befriend(u, marie);
      await ask(u, 'follow Marie');
      expect((await get(u, 'social/follows?direction=following')).map((f) => f.user.id)).toEqual([marie.id]);
      await ask(u, 'deja de seguir a Marie');
      expect(await get(u, 'social/follows?direction=following')).toEqual([]);
      await ask(u, 'suis Marie');
      expect((await get(u, 'social/follows?direction=following')).map((f) => f.user.id)).toEqual([marie.id]);
      await ask(u, 'ne suis plus Marie');
      expect(await get(u, 'social/follows?direction=following')).toEqual([]);
    });

    it.each([
      ['en', 'block Sam', 'yes', 'unblock Sam'],
      ['es', 'bloquea a Sam', 'sí', 'desbloquea a Sam'],
      ['fr', 'bloque Sam', 'oui', 'débloque Sam'],
    ])('%s: blocks only after "yes", which ends the friendship; unblocks', async (_lang, block, yes, unblock) => {
      const u = await traveller('Guarded');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      const prompt = await ask(u, block);
      expect(prompt).toContain(sam.name);
      expect(await get(u, 'social/blocks')).toEqual([]);
      await ask(u, yes);
      expect((await get(u, 'social/blocks')).map((b) => b.user.id)).toEqual([sam.id]);
      expect(await get(u, 'social/friends')).toEqual([]);
      await ask(u, unblock);
      expect(await get(u, 'social/blocks')).toEqual([]);
    });

    it.each([
      ['en', 'unfriend Sam', 'yes'],
      ['es', 'elimina a Sam de mis amigos', 'sí'],
      ['fr', 'retire Sam de mes amis', 'oui'],
    ])('%s: %s ends the friendship only after "%s"', async (_lang, message, yes) => {
      const u = await traveller('Parting');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      expect(await ask(u, message)).toContain(sam.name);
      expect((await get(u, 'social/friends')).map((f) => f.user.id)).toEqual([sam.id]);
      await ask(u, yes);
      expect(await get(u, 'social/friends')).toEqual([]);
      expect(await get(sam, 'social/friends')).toEqual([]);
    });

    it('"no" to the block question blocks nobody', async () => {
      const u = await traveller('Hesitant');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      await ask(u, 'block Sam');
      await ask(u, 'no, never mind');
      expect(await get(u, 'social/blocks')).toEqual([]);
      expect((await get(u, 'social/friends')).map((f) => f.user.id)).toEqual([sam.id]);
    });
  });

  describe('groups', () => {
    it.each([
      ['en', (g: string) => `join the ${g} group`, 'yes', (g: string) => `leave the ${g} group`],
      ['es', (g: string) => `únete al grupo ${g}`, 'sí', (g: string) => `sal del grupo ${g}`],
      ['fr', (g: string) => `rejoins le groupe ${g}`, 'oui', (g: string) => `quitte le groupe ${g}`],
    ])('%s: joins an open group by name, lists it, and leaves it after confirming', async (lang, join, yes, leave) => {
      const owner = await traveller('Owner');
      const u = await traveller('Joiner');
      const name = `Boondockers ${lang.toUpperCase()} ${tag()}`;
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      await ask(u, join(name));
      expect((await get(u, 'social/groups?mine=true')).map((g) => g.id)).toEqual([group.id]);
      expect(await ask(u, lang === 'en' ? 'my groups' : lang === 'es' ? 'mis grupos' : 'mes groupes')).toContain(name);
      const prompt = await ask(u, leave(name));
      expect(prompt).toContain(name);
      expect((await get(u, 'social/groups?mine=true')).map((g) => g.id)).toEqual([group.id]);
      await ask(u, yes);
      expect(await get(u, 'social/groups?mine=true')).toEqual([]);
    });
  });

  describe('marketplace and hustles', () => {
    const MOAB = { latitude: 38.5733, longitude: -109.5498, city: 'Moab' };

    it.each([
      ['en', 'any awnings for sale near me?', 'Awning 18 ft, Carefree', 250],
      ['es', 'busca paneles solares en el mercado', 'Panel solar 200W', 180],
      ['fr', 'des panneaux solaires à vendre ?', 'Panneau solaire 100 W', 95],
    ])('%s: %s names what is for sale and its price', async (_lang, message, title, price) => {
      const seller = await traveller('Seller');
      const u = await traveller('Buyer');
      await post(seller, 'social/listings', {
        title,
        price,
        currency: 'USD',
        category: 'rv_parts',
        condition: 'good',
        place: { name: 'Moab, UT', latitude: 38.58, longitude: -109.55 },
      });
      const reply = await ask(u, message, { location: MOAB });
      expect(reply).toContain(title);
      expect(reply).toMatch(new RegExp(`${price}[.,]00`));
    });

    it.each([
      ['en', 'any side hustles for remote work?', 'Remote bookkeeping for small shops'],
      ['es', '¿hay trabajos en línea?', 'Online tutoring from the road'],
      ['fr', 'des petits boulots en ligne ?', 'Online photo editing'],
    ])('%s: %s', async (_lang, message, title) => {
      const author = await traveller('Hustler');
      const u = await traveller('Earner');
      await post(author, 'social/hustles', { title, description: 'Works anywhere with a signal', tags: [] });
      expect(await ask(u, message)).toContain(title);
    });
  });

  describe('location sharing', () => {
    it.each([
      ['en', 'share my location with my friends', 'stop sharing my location'],
      ['es', 'comparte mi ubicación', 'deja de compartir mi ubicación'],
      ['fr', 'partage ma position', 'arrête de partager ma position'],
    ])('%s: turns it on, then off', async (_lang, on, off) => {
      const u = await traveller('Mapper');
      await ask(u, on);
      expect(await sharing(u)).toBe(true);
      expect(await ask(u, 'am I sharing my location?')).toMatch(/^Yes/);
      await ask(u, off);
      expect(await sharing(u)).toBe(false);
    });
  });
});
