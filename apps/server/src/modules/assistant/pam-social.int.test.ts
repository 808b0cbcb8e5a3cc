// What travellers ask Pam about the feed and their messages, with no model configured, in English, Spanish and French:
// judged by what changed through the public social API (posts, comments, likes, messages) and by what the reply names.
// Each case starts from its own travellers, as a user would. Friends, follows, blocks, groups, the marketplace and
// location sharing are in pam-social-network.int.test.ts.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
/** A row of the public API as JSON. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam over Social, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, tag } = travellerKit(() => suite.t);
  const { reply: ask, get, post } = pamKit(() => suite.t);
  const postsBy = (reader: User, author: User) => get(reader, `social/feed?author_id=${author.id}`);
  /** The text of the latest message of the direct conversation `reader` has with `other`. */
  const lastMessageBetween = async (reader: User, other: User) => {
    const conversations = await get(reader, 'social/conversations');
    const direct = conversations.find((c) => c.participants.some((p: Row) => p.id === other.id));
    return direct?.last_message ?? null;
  };

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
      await suite.t.befriend(u, sam);
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
      await suite.t.befriend(u, sam);
      await post(sam, 'social/posts', { body: 'Older post from Bryce', visibility: 'friends' });
      const latest = await post(sam, 'social/posts', { body: 'Made it to Zion!', visibility: 'friends' });

      const reply = await ask(u, comment);
      const comments = await get(u, `social/posts/${latest.id}/comments`);
      expect(comments.map((c) => [c.author.id, c.body])).toEqual([[u.id, body]]);
      expect(reply).toContain('Sam');

      await ask(u, like);
      const liked = (await suite.t.request('GET', `social/posts/${latest.id}`, { token: u.token })).body.data as Row;
      expect(liked).toMatchObject({ liked_by_me: true, like_count: 1 });
    });

    it('"like it" after a comment likes the same post; "comment on it" too', async () => {
      const u = await traveller('Follower');
      const maria = await traveller('Maria');
      await suite.t.befriend(u, maria);
      const latest = await post(maria, 'social/posts', { body: 'Snow in Taos!', visibility: 'friends' });
      await post(maria, 'social/posts', { body: 'Different, public post', visibility: 'public' });
      await ask(u, "comment on Maria's post from Taos: stay warm!");
      const newest = (await postsBy(u, maria))[0]!;
      await ask(u, 'like it');
      const after = (await suite.t.request('GET', `social/posts/${newest.id}`, { token: u.token })).body.data as Row;
      expect(after.liked_by_me).toBe(true);
      expect(newest.id).not.toBe(latest.id);
    });
  });

  describe('likes the user’s own latest post, and takes the like back', () => {
    it.each([
      ['en', 'like my own post', 'unlike my last post', /liked/i],
      ['en', 'like my last post', 'remove my like from my last post', /liked/i],
      ['es', 'me gusta mi última publicación', 'quita mi me gusta de mi última publicación', /me gusta/i],
      ['es', 'dale me gusta a mi última publicación', 'quita mi me gusta de mi última publicación', /me gusta/i],
      ['fr', "j'aime mon dernier post", "je n'aime plus mon dernier post", /j'aime/i],
      ['fr', 'aime ma dernière publication', "retire mon j'aime de ma dernière publication", /j'aime/i],
    ])('%s: %s, then %s', async (_lang, like, unlike, said) => {
      const u = await traveller('Selfie');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      await post(u, 'social/posts', { body: 'Older post from Bryce', visibility: 'friends' });
      const mine = await post(u, 'social/posts', { body: 'Sunrise over Moab', visibility: 'friends' });
      await post(sam, 'social/posts', { body: 'Newer post by Sam', visibility: 'friends' });
      const reply = await ask(u, like);
      expect(reply).toMatch(said);
      expect(reply).toContain('Sunrise over Moab');
      expect((await postsBy(u, u)).map((p) => [p.id, p.liked_by_me, p.like_count])).toEqual([
        [mine.id, true, 1],
        [expect.any(String), false, 0],
      ]);
      expect((await postsBy(u, sam))[0]).toMatchObject({ liked_by_me: false, like_count: 0 });
      await ask(u, unlike);
      expect((await postsBy(u, u))[0]).toMatchObject({ id: mine.id, liked_by_me: false, like_count: 0 });
    });

    it('with nothing posted yet, says so and likes nothing', async () => {
      const u = await traveller('Quiet');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      await post(sam, 'social/posts', { body: 'Hello from Sam', visibility: 'friends' });
      expect(await ask(u, 'like my last post')).toMatch(/haven't posted anything yet/);
      expect((await postsBy(u, sam))[0]).toMatchObject({ liked_by_me: false, like_count: 0 });
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
      await suite.t.befriend(u, sam);
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
      await suite.t.befriend(u, sam);
      const conversation = await post(sam, 'social/conversations', { participant_ids: [u.id] });
      await post(sam, `social/conversations/${conversation.id}/messages`, { body: 'Propane is cheaper in Ehrenberg' });
      const reply = await ask(u, message);
      expect(reply).toContain('Propane is cheaper in Ehrenberg');
      expect(reply).toContain(sam.name);
    });

    it('"what did Sam say?" shows the conversation and marks it read; "reply: …" answers in it', async () => {
      const u = await traveller('Chatter');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      const conversation = await post(sam, 'social/conversations', { participant_ids: [u.id] });
      await post(sam, `social/conversations/${conversation.id}/messages`, { body: 'Where are you parked?' });
      expect(await ask(u, 'what did Sam say?')).toContain('Where are you parked?');
      expect((await suite.t.request('GET', 'social/conversations/unread', { token: u.token })).body.data.total).toBe(0);
      await ask(u, 'reply: site 42, by the river');
      expect(await lastMessageBetween(sam, u)).toMatchObject({ sender_id: u.id, body: 'site 42, by the river' });
    });

    it('asks what to say when the words are missing, and sends the next message', async () => {
      const u = await traveller('Brief');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      expect(await ask(u, 'send a message to Sam')).toMatch(/what should i tell sam/i);
      expect(await lastMessageBetween(sam, u)).toBeNull();
      await ask(u, 'running 20 minutes late');
      expect(await lastMessageBetween(sam, u)).toMatchObject({ body: 'running 20 minutes late' });
    });

    it('asks which friend when two fit, and "the second one" sends to the one listed second', async () => {
      const u = await traveller('Picky');
      const brown = await traveller('Sam', `Brown${tag()}`);
      const green = await traveller('Sam', `Green${tag()}`);
      await suite.t.befriend(u, brown);
      await suite.t.befriend(u, green);
      const question = await ask(u, 'tell Sam dinner is at 7');
      expect(question).toContain(brown.name);
      expect(question).toContain(green.name);
      expect(await lastMessageBetween(brown, u)).toBeNull();
      await ask(u, 'the second one');
      expect(await lastMessageBetween(green, u)).toMatchObject({ body: 'dinner is at 7' });
      expect(await lastMessageBetween(brown, u)).toBeNull();
    });
  });

  describe('user B cannot touch user A’s social data', () => {
    it('B finds none of A’s friends, messages or requests by name, and posts only as B', async () => {
      const a = await traveller('Alice');
      const b = await traveller('Bruno');
      const sam = await traveller('Sam');
      const maria = await traveller('Maria');
      await suite.t.befriend(a, sam);
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
      const hidden = await traveller('Zed', `Hidden${tag()}`);
      await suite.t.request('PATCH', 'settings', {
        token: hidden.token,
        json: { privacy_preferences: { profile_visibility: 'private' } },
      });
      expect(await ask(u, `add ${hidden.name} as a friend`)).toContain("couldn't find");
      expect(await get(hidden, 'social/friends/requests')).toEqual([]);
    });
  });
});
