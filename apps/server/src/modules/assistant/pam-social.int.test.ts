// What travellers ask Pam about the social side of the app, with no model configured, in English, Spanish and French:
// judged by what changed through the public social API (posts, comments, likes, messages, friends, follows, blocks,
// groups, settings) and by what the reply names. Each case starts from its own travellers, as a user would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pamKit } from '#test/pam-kit.ts';
import { createTestApp, DATABASE_KINDS, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
/** A row of the public API as JSON. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam over Social, without a model, on %s', (kind) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 60_000);
  afterAll(() => t.close());

  /** Letters only, as names are written: 1 → 'b', 27 → 'bb'. */
  const letters = (n: number) => n.toString(26).replace(/./g, (d) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(d, 26)]!);
  /** A traveller with a display name; every name gets a surname of its own so the app-wide search finds one. */
  const traveller = async (first: string, surname?: string) => {
    const u = await t.signUp();
    const name = `${first} ${surname ?? `Tester${letters(++serial)}`}`;
    expect((await t.request('PATCH', 'profile', { token: u.token, json: { full_name: name } })).status).toBe(200);
    return Object.assign(u, { name });
  };
  const { reply: ask, get, post } = pamKit(() => t);
  const postsBy = (reader: User, author: User) => get(reader, `social/feed?author_id=${author.id}`);
  /** The text of the latest message of the direct conversation `reader` has with `other`. */
  const lastMessageBetween = async (reader: User, other: User) => {
    const conversations = await get(reader, 'social/conversations');
    const direct = conversations.find((c) => c.participants.some((p: Row) => p.id === other.id));
    return direct?.last_message ?? null;
  };
  const sharing = async (u: User) =>
    (await t.request('GET', 'settings', { token: u.token })).body.data.privacy_preferences.location_sharing as boolean;

  describe('posts to the feed', () => {
    it.each([
      ['en', 'post: arrived in Moab, what a view!', 'arrived in Moab, what a view!'],
      ['en', 'Hey Pam, share on the feed: sunset at Lake Powell tonight 🌅', 'sunset at Lake Powell tonight 🌅'],
      [
        'en',
        'please put this on my wall - dump station at Flagstaff KOA is closed',
        'dump station at Flagstaff KOA is closed',
      ],
      ['es', 'publica en el muro: ¡Por fin llegamos a Moab!', '¡Por fin llegamos a Moab!'],
      ['es', 'quiero publicar: el camping de Bariloche está lleno', 'el camping de Bariloche está lleno'],
      ['fr', 'Publie : arrivés au lac d’Annecy, quelle vue !', 'arrivés au lac d’Annecy, quelle vue !'],
      ['fr', 'poste sur le fil : aire de vidange fermée à Gap', 'aire de vidange fermée à Gap'],
    ])('%s: %s', async (_lang, message, body) => {
      const u = await traveller('Poster');
      const reply = await ask(u, message);
      const posts = await postsBy(u, u);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.body).toBe(body);
      expect(reply).toContain(body.slice(0, 20));
    });

    it('a greeting to everyone is the user’s own post, not a question about other users', async () => {
      const u = await traveller('Greeter');
      await ask(u, 'post: good morning everyone from Quartzsite!');
      expect((await postsBy(u, u)).map((p) => p.body)).toEqual(['good morning everyone from Quartzsite!']);
    });
  });

  describe('reads the feed', () => {
    it.each([
      ['en', "what's new on the feed?"],
      ['es', '¿qué hay de nuevo en el muro?'],
      ['fr', 'quoi de neuf dans le fil ?'],
      ['en', 'what did Sam post?'],
    ])('%s: %s names the friend and the words, and "like it" likes the newest', async (_lang, message) => {
      const u = await traveller('Scroller');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      await post(sam, 'social/posts', { body: 'Wildflowers everywhere in Anza-Borrego', visibility: 'friends' });
      const reply = await ask(u, message);
      expect(reply).toContain('Wildflowers everywhere in Anza-Borrego');
      expect(reply).toContain(sam.name);
      await ask(u, 'like it');
      expect((await postsBy(u, sam))[0]).toMatchObject({ liked_by_me: true, like_count: 1 });
    });
  });

  describe('comments on and likes a friend’s post, then "it"', () => {
    it.each([
      ['en', "comment on Sam's last post: congrats, enjoy Zion!", 'congrats, enjoy Zion!', "like Sam's latest post"],
      [
        'es',
        'comenta en la última publicación de Sam: ¡qué bonito!',
        '¡qué bonito!',
        'dale me gusta a la publicación de Sam',
      ],
      [
        'fr',
        'commente le dernier post de Sam : magnifique, profitez bien',
        'magnifique, profitez bien',
        'aime la dernière publication de Sam',
      ],
    ])('%s: %s', async (_lang, comment, body, like) => {
      const u = await traveller('Reader');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      await post(sam, 'social/posts', { body: 'Older post from Bryce', visibility: 'friends' });
      const latest = await post(sam, 'social/posts', { body: 'Made it to Zion!', visibility: 'friends' });

      const reply = await ask(u, comment);
      const comments = await get(u, `social/posts/${latest.id}/comments`);
      expect(comments.map((c) => [c.author.id, c.body])).toEqual([[u.id, body]]);
      expect(reply).toContain('Sam');

      await ask(u, like);
      const liked = (await t.request('GET', `social/posts/${latest.id}`, { token: u.token })).body.data as Row;
      expect(liked).toMatchObject({ liked_by_me: true, like_count: 1 });
    });

    it('"like it" after a comment likes the same post; "comment on it" too', async () => {
      const u = await traveller('Follower');
      const maria = await traveller('Maria');
      await t.befriend(u, maria);
      const latest = await post(maria, 'social/posts', { body: 'Snow in Taos!', visibility: 'friends' });
      await post(maria, 'social/posts', { body: 'Different, public post', visibility: 'public' });
      await ask(u, "comment on Maria's post from Taos: stay warm!");
      const newest = (await postsBy(u, maria))[0]!;
      await ask(u, 'like it');
      const after = (await t.request('GET', `social/posts/${newest.id}`, { token: u.token })).body.data as Row;
      expect(after.liked_by_me).toBe(true);
      expect(newest.id).not.toBe(latest.id);
    });
  });

  describe('messages a friend by name and reads what came in', () => {
    it.each([
      ['en', "tell Sam we'll be there at 6", "we'll be there at 6"],
      ['en', 'message Sam: the campground has a spot for you', 'the campground has a spot for you'],
      ['en', 'could you let Sam know that the pass is open', 'the pass is open'],
      ['es', 'envía un mensaje a Sam: llegamos mañana', 'llegamos mañana'],
      ['es', 'dile a Sam que ya salimos de Tucson', 'ya salimos de Tucson'],
      ['fr', 'écris à Sam que nous arrivons ce soir', 'nous arrivons ce soir'],
      ['fr', 'envoie un message à Sam : on garde une place pour toi', 'on garde une place pour toi'],
    ])('%s: %s', async (_lang, message, body) => {
      const u = await traveller('Writer');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      const reply = await ask(u, message);
      const last = await lastMessageBetween(sam, u);
      expect(last).toMatchObject({ sender_id: u.id, body });
      expect(reply).toContain('Sam');
    });

    it.each([
      ['en', 'any new messages?'],
      ['es', '¿tengo mensajes nuevos?'],
      ['fr', "j'ai des nouveaux messages ?"],
    ])('%s: %s names the sender and the words', async (_lang, message) => {
      const u = await traveller('Inbox');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      const conversation = await post(sam, 'social/conversations', { participant_ids: [u.id] });
      await post(sam, `social/conversations/${conversation.id}/messages`, { body: 'Propane is cheaper in Ehrenberg' });
      const reply = await ask(u, message);
      expect(reply).toContain('Propane is cheaper in Ehrenberg');
      expect(reply).toContain(sam.name);
    });

    it('"what did Sam say?" shows the conversation and marks it read; "reply: …" answers in it', async () => {
      const u = await traveller('Chatter');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      const conversation = await post(sam, 'social/conversations', { participant_ids: [u.id] });
      await post(sam, `social/conversations/${conversation.id}/messages`, { body: 'Where are you parked?' });
      expect(await ask(u, 'what did Sam say?')).toContain('Where are you parked?');
      expect((await t.request('GET', 'social/conversations/unread', { token: u.token })).body.data.total).toBe(0);
      await ask(u, 'reply: site 42, by the river');
      expect(await lastMessageBetween(sam, u)).toMatchObject({ sender_id: u.id, body: 'site 42, by the river' });
    });

    it('asks what to say when the words are missing, and sends the next message', async () => {
      const u = await traveller('Brief');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
      expect(await ask(u, 'send a message to Sam')).toMatch(/what should i tell sam/i);
      expect(await lastMessageBetween(sam, u)).toBeNull();
      await ask(u, 'running 20 minutes late');
      expect(await lastMessageBetween(sam, u)).toMatchObject({ body: 'running 20 minutes late' });
    });

    it('asks which friend when two fit, and "the second one" sends to the one listed second', async () => {
      const u = await traveller('Picky');
      const brown = await traveller('Sam', `Brown${letters(serial)}`);
      const green = await traveller('Sam', `Green${letters(serial)}`);
      await t.befriend(u, brown);
      await t.befriend(u, green);
      const question = await ask(u, 'tell Sam dinner is at 7');
      expect(question).toContain(brown.name);
      expect(question).toContain(green.name);
      expect(await lastMessageBetween(brown, u)).toBeNull();
      await ask(u, 'the second one');
      expect(await lastMessageBetween(green, u)).toMatchObject({ body: 'dinner is at 7' });
      expect(await lastMessageBetween(brown, u)).toBeNull();
    });
  });

  describe('friend requests, follows and blocks', () => {
    it.each([
      ['en', (n: string) => `add ${n} as a friend`],
      ['en', (n: string) => `send a friend request to ${n}`],
      ['es', (n: string) => `agrega a ${n} como amigo`],
      ['fr', (n: string) => `ajoute ${n} en ami`],
    ])('%s: sends a request found by name', async (_lang, say) => {
      const u = await traveller('Social');
      const other = await traveller('Ottoline', `Brackenbury${letters(serial)}`);
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
      await t.befriend(u, marie);
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
      await t.befriend(u, sam);
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
      await t.befriend(u, sam);
      expect(await ask(u, message)).toContain(sam.name);
      expect((await get(u, 'social/friends')).map((f) => f.user.id)).toEqual([sam.id]);
      await ask(u, yes);
      expect(await get(u, 'social/friends')).toEqual([]);
      expect(await get(sam, 'social/friends')).toEqual([]);
    });

    it('"no" to the block question blocks nobody', async () => {
      const u = await traveller('Hesitant');
      const sam = await traveller('Sam');
      await t.befriend(u, sam);
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
      const name = `Boondockers ${lang.toUpperCase()} ${letters(serial)}`;
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

  describe('user B cannot touch user A’s social data', () => {
    it('B finds none of A’s friends, messages or requests by name, and posts only as B', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const sam = await traveller('Sam');
      const maria = await traveller('Maria');
      await t.befriend(a, sam);
      const conversation = await post(sam, 'social/conversations', { participant_ids: [a.id] });
      await post(sam, `social/conversations/${conversation.id}/messages`, { body: 'Secret campsite at mile 12' });
      await post(maria, 'social/friends/requests', { user_id: a.id });

      expect(await ask(b, 'tell Sam hello from Bruno')).toMatch(/couldn't find a friend called Sam/);
      expect(await lastMessageBetween(sam, b)).toBeNull();
      expect(await ask(b, 'what did Sam say?')).not.toContain('Secret campsite');
      expect(await ask(b, 'any new messages?')).not.toContain('Secret campsite');
      await ask(b, "accept Maria's friend request");
      expect((await get(a, 'social/friends/requests')).map((r) => r.user.id)).toEqual([maria.id]);
      expect(await get(b, 'social/friends')).toEqual([]);
      await ask(b, 'post: hello from B');
      expect(await postsBy(a, a)).toEqual([]);
      expect((await postsBy(b, b)).map((p) => p.body)).toEqual(['hello from B']);
    });

    it('a private profile is never found by name', async () => {
      const u = await traveller('Seeker');
      const hidden = await traveller('Zed', `Hidden${letters(serial)}`);
      await t.request('PATCH', 'settings', {
        token: hidden.token,
        json: { privacy_preferences: { profile_visibility: 'private' } },
      });
      expect(await ask(u, `add ${hidden.name} as a friend`)).toContain("couldn't find");
      expect(await get(hidden, 'social/friends/requests')).toEqual([]);
    });
  });
});
