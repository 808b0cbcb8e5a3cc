// What the Social screens let a traveller do that Pam does too, with no model configured, in English, Spanish and
// French: start and run a group, sell an item, post and vote for a hustle, answer every friend request at once,
// comment on one's own post, join a group named without the word "group". Judged by what changed through the public
// social API and by what the reply names; user B never acts on user A's group or listing through Pam.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;

describe.each(DATABASE_KINDS)('Pam does what the Social screens do, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, get, one, post } = pamKit(() => suite.t);
  const myGroups = (u: User) => get(u, 'social/groups?mine=true');
  const memberIds = async (u: User, groupId: string) =>
    (await get(u, `social/groups/${groupId}/members`)).map((m) => m.user.id).sort();

  describe('starts a group and runs it as its owner', () => {
    it.each([
      ['en', (n: string) => `start a group called ${n}`, (n: string) => `rename ${n} to`],
      ['es', (n: string) => `crea un grupo llamado ${n}`, (n: string) => `renombra el grupo ${n} a`],
      ['fr', (n: string) => `crée un groupe ${n}`, (n: string) => `renomme le groupe ${n} en`],
    ])('%s: creates it as owner, then renames it', async (_lang, start, rename) => {
      const u = await traveller('Founder');
      const name = unique('Boondockers NZ');
      const reply = await ask(u, start(name));
      const groups = await myGroups(u);
      expect(groups.map((g) => ({ name: g.name, my_role: g.my_role, join_policy: g.join_policy }))).toEqual([
        { name, my_role: 'owner', join_policy: 'open' },
      ]);
      expect(reply).toContain(name);
      const renamed = unique('Kiwi Boondockers');
      expect(await ask(u, `${rename(name)} ${renamed}`)).toContain(renamed);
      expect((await myGroups(u)).map((g) => g.name)).toEqual([renamed]);
    });

    it.each([
      [
        'en',
        (n: string) => `describe the group ${n} as free camping tips for New Zealand`,
        'free camping tips for New Zealand',
      ],
      [
        'es',
        (n: string) => `cambia la descripción del grupo ${n}: consejos de acampada libre`,
        'consejos de acampada libre',
      ],
      ['fr', (n: string) => `change la description du groupe ${n} : conseils de bivouac`, 'conseils de bivouac'],
    ])('%s: describes the group', async (_lang, say, description) => {
      const u = await traveller('Describer');
      const name = unique('Boondockers NZ');
      const group = await post(u, 'social/groups', { name, join_policy: 'open' });
      expect(await ask(u, say(name))).toContain(description);
      expect((await one(u, `social/groups/${group.id}`)).description).toBe(description);
    });

    it('a private group is started as approval only, with its description', async () => {
      const u = await traveller('Curator');
      const name = unique('Solar Nerds');
      await ask(u, `create a private group called ${name}: for people who love panels`);
      expect((await myGroups(u)).map((g) => [g.name, g.join_policy, g.description])).toEqual([
        [name, 'request', 'for people who love panels'],
      ]);
    });

    it.each([
      ['en', (m: string, g: string) => `remove ${m} from ${g}`, 'yes'],
      ['es', (m: string, g: string) => `saca a ${m} del grupo ${g}`, 'sí'],
      ['fr', (m: string, g: string) => `retire ${m} du groupe ${g}`, 'oui'],
    ])('%s: removes a member after asking', async (_lang, say, yes) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const other = await traveller('Olga');
      const name = unique('Boondockers NZ');
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      await post(sam, `social/groups/${group.id}/join`);
      await post(other, `social/groups/${group.id}/join`);
      const prompt = await ask(owner, say('Sam', name));
      expect(prompt).toContain(sam.name);
      expect(prompt).toContain(name);
      expect(await memberIds(owner, group.id)).toEqual([owner.id, sam.id, other.id].sort());
      await ask(owner, yes);
      expect(await memberIds(owner, group.id)).toEqual([owner.id, other.id].sort());
    });

    it('"non, laisse tomber" removes nobody', async () => {
      const owner = await traveller('Owner');
      const paul = await traveller('Paul');
      const name = unique('Boondockers NZ');
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      await post(paul, `social/groups/${group.id}/join`);
      await ask(owner, `retire Paul du groupe ${name}`);
      await ask(owner, 'non, laisse tomber');
      expect(await memberIds(owner, group.id)).toEqual([owner.id, paul.id].sort());
    });
  });

  describe('user B cannot act on user A’s group or listing through Pam', () => {
    it('a member who is not the owner can neither rename the group nor remove anyone', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const sam = await traveller('Sam');
      const name = unique('Boondockers NZ');
      const group = await post(a, 'social/groups', { name, join_policy: 'open' });
      await post(b, `social/groups/${group.id}/join`);
      await post(sam, `social/groups/${group.id}/join`);
      expect(await ask(b, `rename the group ${name} to Bruno's Club`)).toContain('Only the owner');
      expect(await ask(b, `remove Sam from the ${name} group`)).toContain('Only the owner');
      await ask(b, 'yes');
      expect((await one(a, `social/groups/${group.id}`)).name).toBe(name);
      expect(await memberIds(a, group.id)).toEqual([a.id, b.id, sam.id].sort());
    });

    it('a traveller outside the group is told they are not in it', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const name = unique('Boondockers NZ');
      const group = await post(a, 'social/groups', { name, join_policy: 'open' });
      expect(await ask(b, `describe the group ${name} as Bruno was here`)).toContain('not in a group');
      expect((await one(a, `social/groups/${group.id}`)).description).toBe('');
    });

    it('selling through Pam lists only the asker’s own item; A’s listing stays as it was', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const listing = await post(a, 'social/listings', {
        title: 'Awning 18 ft',
        price: 250,
        currency: 'USD',
        category: 'rv_parts',
        condition: 'good',
      });
      await ask(b, 'sell my awning 18 ft for $10');
      expect((await get(a, `social/listings?seller_id=${a.id}`)).map((l) => [l.id, l.price])).toEqual([
        [listing.id, 250],
      ]);
      expect((await get(b, `social/listings?seller_id=${b.id}`)).map((l) => [l.title, l.price, l.mine])).toEqual([
        ['Awning 18 ft', 10, true],
      ]);
    });
  });

  describe('sells an item in the marketplace', () => {
    it.each([
      ['en', 'sell my old awning for $120', 'Old awning', 120, 'USD', 'fair', '120.00'],
      ['es', 'vendo mi toldo viejo por 120 €', 'Toldo viejo', 120, 'EUR', 'fair', '120,00'],
      ['fr', 'vends mon auvent 120 €', 'Auvent', 120, 'EUR', 'good', '120,00'],
      ['en', 'sell my generator for 400 dollars, like new', 'Generator', 400, 'USD', 'like_new', '400.00'],
    ])('%s: %s', async (_lang, message, title, price, currency, condition, shown) => {
      const u = await traveller('Seller');
      const reply = await ask(u, message);
      const mine = await get(u, `social/listings?seller_id=${u.id}`);
      expect(
        mine.map((l) => ({ title: l.title, price: l.price, currency: l.currency, condition: l.condition })),
      ).toEqual([{ title, price, currency, condition }]);
      expect(mine[0]!.category).not.toBe('other');
      expect(reply).toContain(title);
      expect(reply).toContain(shown);
    });

    it('picks the item up where the user is, and buyers nearby find it', async () => {
      const u = await traveller('Seller');
      const buyer = await traveller('Buyer');
      const moab = { latitude: 38.5733, longitude: -109.5498, city: 'Moab', region: 'UT' };
      expect(await ask(u, 'sell my solar panel for $200', { location: moab })).toContain('Moab, UT');
      const [listing] = await get(u, `social/listings?seller_id=${u.id}`);
      expect(listing).toMatchObject({ title: 'Solar panel', category: 'solar_power', place: { name: 'Moab, UT' } });
      expect(await ask(buyer, 'any solar panels for sale near me?', { location: moab })).toContain('Solar panel');
    });
  });

  describe('the hustle board', () => {
    it.each([
      ['en', 'add a hustle: dog walking at campgrounds, $20 an hour', 'Dog walking at campgrounds', 20, 'USD'],
      [
        'es',
        'añade un trabajo extra: paseo de perros en campings, 15 € la hora',
        'Paseo de perros en campings',
        15,
        'EUR',
      ],
      [
        'fr',
        "ajoute un petit boulot : promenade de chiens au camping, 12 € de l'heure",
        'Promenade de chiens au camping',
        12,
        'EUR',
      ],
    ])('%s: posts a hustle idea with its earnings', async (_lang, message, title, min, currency) => {
      const u = await traveller('Hustler');
      const reply = await ask(u, message);
      const mine = await get(u, `social/hustles?author_id=${u.id}`);
      expect(mine.map((h) => ({ title: h.title, earnings: h.earnings }))).toEqual([
        { title, earnings: { min, max: null, currency, period: 'hour' } },
      ]);
      expect(reply).toContain(title);
    });

    it.each([
      ['en', 'upvote the pet-sitting hustle', 'Pet sitting for campers'],
      ['es', 'vota por el trabajo de cuidado de gatos', 'Cuidado de gatos en ruta'],
      ['fr', 'vote pour le petit boulot lavage de camping-cars', 'Lavage de camping-cars'],
    ])('%s: %s votes once', async (_lang, message, title) => {
      const author = await traveller('Author');
      const u = await traveller('Voter');
      const hustle = await post(author, 'social/hustles', { title, tags: [] });
      expect(await ask(u, message)).toContain(title);
      expect(await one(u, `social/hustles/${hustle.id}`)).toMatchObject({ vote_count: 1, voted_by_me: true });
      expect(await ask(u, message)).toMatch(/already|Ya votaste|déjà/);
      expect((await one(u, `social/hustles/${hustle.id}`)).vote_count).toBe(1);
    });

    it('asks which hustle when two fit, and "the second one" votes for the one listed second', async () => {
      const author = await traveller('Author');
      const u = await traveller('Voter');
      const rvs = await post(author, 'social/hustles', { title: 'Window washing for RVs', tags: [] });
      const marinas = await post(author, 'social/hustles', { title: 'Window washing at marinas', tags: [] });
      expect(await ask(u, 'upvote the window washing hustle')).toContain(
        'Window washing at marinas or Window washing for RVs',
      );
      await ask(u, 'the second one');
      expect((await one(u, `social/hustles/${rvs.id}`)).vote_count).toBe(1);
      expect((await one(u, `social/hustles/${marinas.id}`)).vote_count).toBe(0);
    });
  });

  describe('answers every friend request at once, after asking', () => {
    it.each([
      ['en', 'accept all friend requests', 'yes', true],
      ['es', 'acepta todas las solicitudes', 'sí', true],
      ['fr', 'accepte toutes les demandes', 'oui', true],
      ['en', 'decline all friend requests', 'yes', false],
    ])('%s: %s, then "%s"', async (_lang, message, yes, accept) => {
      const u = await traveller('Popular');
      const ana = await traveller('Ana');
      const ben = await traveller('Ben');
      await post(ana, 'social/friends/requests', { user_id: u.id });
      await post(ben, 'social/friends/requests', { user_id: u.id });
      const prompt = await ask(u, message);
      expect(prompt).toContain('2');
      expect(prompt).toContain(ana.name);
      expect(prompt).toContain(ben.name);
      expect(await get(u, 'social/friends')).toEqual([]);
      await ask(u, yes);
      const friends = (await get(u, 'social/friends')).map((f) => f.user.id).sort();
      expect(friends).toEqual(accept ? [ana.id, ben.id].sort() : []);
      expect(await get(u, 'social/friends/requests')).toEqual([]);
    });

    it.each([
      ['fr', 'accepte toutes les demandes', 'non, laisse tomber'],
      ['es', 'acepta todas las solicitudes', 'no'],
    ])('%s: "%s" then "%s" answers none', async (_lang, message, no) => {
      const u = await traveller('Careful');
      const ana = await traveller('Ana');
      await post(ana, 'social/friends/requests', { user_id: u.id });
      await ask(u, message);
      await ask(u, no);
      expect(await get(u, 'social/friends')).toEqual([]);
      expect((await get(u, 'social/friends/requests')).map((r) => r.user.id)).toEqual([ana.id]);
    });

    it('with no request waiting, says so and changes nothing', async () => {
      const u = await traveller('Lonely');
      expect(await ask(u, 'accept all friend requests')).toContain('no friend requests');
    });
  });

  describe('phrasings the screens’ users say', () => {
    it.each([
      ['en', (g: string) => `join ${g}`],
      ['es', (g: string) => `únete a ${g}`],
      ['fr', (g: string) => `rejoins ${g}`],
    ])('%s: joins a group named without the word "group"', async (_lang, say) => {
      const owner = await traveller('Owner');
      const u = await traveller('Joiner');
      const name = unique('Boondockers Welcome');
      const group = await post(owner, 'social/groups', { name, join_policy: 'open' });
      expect(await ask(u, say(name))).toContain(name);
      expect((await myGroups(u)).map((g) => g.id)).toEqual([group.id]);
    });

    it.each([
      ['en', 'comment on my own post: great trip'],
      ['en', 'comment on my last post: great trip'],
      ['es', 'comenta mi última publicación: gran viaje'],
      ['fr', 'commente ma dernière publication : super voyage'],
    ])('%s: %s comments on the user’s own latest post, not a friend’s newer one', async (_lang, message) => {
      const u = await traveller('Writer');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      const mine = await post(u, 'social/posts', { body: 'Made it to Milford Sound', visibility: 'friends' });
      const theirs = await post(sam, 'social/posts', { body: 'Rain in Te Anau', visibility: 'friends' });
      await ask(u, message);
      const body = message.split(/\s*:\s*/).at(-1);
      expect((await get(u, `social/posts/${mine.id}/comments`)).map((c) => c.body)).toEqual([body]);
      expect(await get(u, `social/posts/${theirs.id}/comments`)).toEqual([]);
    });
  });
});
