// What the user wrote and what reaches them, done by asking Pam without a model, in English, Spanish and French (issue
// 24): edit their own post, delete it (asked first), delete their comment on someone's post or under a hustle idea
// (asked first), comment on a hustle idea and read its comments, read the bell and mark it all read,
// report a post, a person, a listing or a hustle idea with the report dialog's reasons. Judged by what changed through
// the public API; user B never changes user A's post or comment through Pam.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>>;
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam changes what the user wrote and reads their bell, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, ask: answer, get, one, post } = pamKit(() => suite.t);
  const status = async (u: User, path: string) => (await suite.t.request('GET', path, { token: u.token })).status;
  const write = (u: User, body: string) => post(u, 'social/posts', { body, visibility: 'public' });
  const comment = (u: User, postId: string, body: string) => post(u, `social/posts/${postId}/comments`, { body });
  const comments = async (u: User, postId: string) =>
    ((await get(u, `social/posts/${postId}/comments`)) as Row[]).map((c) => c.body);
  const bell = async (u: User) => (await suite.t.request('GET', 'notifications', { token: u.token })).body as Row;

  describe('my own posts: edited, deleted after a question naming them', () => {
    it.each([
      ['en', 'edit my post about the sunset: What a sunset over Moab', 'What a sunset over Moab'],
      ['en', 'change my last post to Made it to Moab!', 'Made it to Moab!'],
      ['es', 'edita mi publicación sobre el atardecer: Qué atardecer en Moab', 'Qué atardecer en Moab'],
      ['es', 'cambia mi última publicación a ¡Llegamos a Moab!', '¡Llegamos a Moab!'],
      ['fr', 'modifie ma publication sur le coucher de soleil : Quel coucher de soleil', 'Quel coucher de soleil'],
      ['fr', 'modifie mon dernier post : Arrivés à Moab !', 'Arrivés à Moab !'],
    ])('%s: %s', async (_lang, message, body) => {
      const u = await traveller('Writer');
      const sunset = await write(u, 'Sunset atardecer coucher de soleil at the arches');
      const latest = await write(u, 'Fuel stop in Green River');
      const about = /sunset|atardecer|coucher/.test(message);
      const [changed, kept] = about ? [sunset, latest] : [latest, sunset];
      expect(await ask(u, message)).toContain(body);
      expect(await one(u, `social/posts/${changed.id}`)).toMatchObject({ body, edited: true });
      expect((await one(u, `social/posts/${kept.id}`)).body).toBe(kept.body);
    });

    it.each([
      ['en', 'delete my post about the sunset', 'yes'],
      ['es', 'borra mi publicación sobre el atardecer', 'sí'],
      ['fr', 'supprime ma publication sur le coucher de soleil', 'oui'],
    ])('%s: deletes it after "%s" and a yes', async (_lang, message, yes) => {
      const u = await traveller('Writer');
      const sunset = await write(u, 'Sunset atardecer coucher de soleil at the arches');
      const other = await write(u, 'Fuel stop in Green River');
      expect(await ask(u, message)).toContain('Sunset atardecer');
      expect(await status(u, `social/posts/${sunset.id}`)).toBe(200);
      await ask(u, yes);
      expect(await status(u, `social/posts/${sunset.id}`)).toBe(404);
      expect(await status(u, `social/posts/${other.id}`)).toBe(200);
    });

    it('"no" keeps the post; an edited post is then deleted by "delete it"', async () => {
      const u = await traveller('Writer');
      const p = await write(u, 'First night at Goblin Valley');
      await ask(u, 'delete my last post');
      await ask(u, 'no');
      expect(await status(u, `social/posts/${p.id}`)).toBe(200);
      await ask(u, 'change my last post to Second night at Goblin Valley');
      expect(await ask(u, 'delete it')).toContain('Second night');
      await ask(u, 'yes');
      expect(await status(u, `social/posts/${p.id}`)).toBe(404);
    });

    it('asks which post when two fit, and "the second one" deletes the one listed second', async () => {
      const u = await traveller('Writer');
      const older = await write(u, 'Sunset over the arches');
      const newer = await write(u, 'Sunset at Dead Horse Point');
      const question = await ask(u, 'delete my post about the sunset');
      expect(question).toContain('Dead Horse');
      expect(question).toContain('arches');
      expect(await ask(u, 'the second one')).toContain('Sunset over the arches');
      await ask(u, 'yes');
      expect(await status(u, `social/posts/${older.id}`)).toBe(404);
      expect(await status(u, `social/posts/${newer.id}`)).toBe(200);
    });

    it("user B cannot edit or delete user A's post, even right after reading it", async () => {
      const a = await traveller('Sam');
      const b = await traveller('Bea');
      await suite.t.befriend(a, b);
      const p = await write(a, 'Sunset at the arches');
      expect(await ask(b, 'change my last post to Hacked')).toContain("haven't posted");
      expect(await ask(b, 'what did Sam post?')).toContain('Sunset at the arches');
      expect(await ask(b, 'delete it')).toContain("isn't yours");
      await ask(b, 'yes');
      expect(await one(a, `social/posts/${p.id}`)).toMatchObject({ body: 'Sunset at the arches', edited: false });
    });
  });

  describe('my comments deleted; hustle ideas commented and read', () => {
    it.each([
      ['en', "delete my comment on Sam's post", 'yes'],
      ['es', 'borra mi comentario en la publicación de Sam', 'sí'],
      ['fr', 'supprime mon commentaire sur le post de Sam', 'oui'],
    ])("%s: %s removes only the user's own comment", async (_lang, message, yes) => {
      const u = await traveller('Commenter');
      const sam = await traveller('Sam');
      const other = await traveller('Other');
      await suite.t.befriend(u, sam);
      const p = await write(sam, 'New solar panels installed');
      await comment(u, p.id, 'Looks great, which brand?');
      await comment(other, p.id, 'Nice work');
      expect(await ask(u, message)).toContain('Looks great');
      expect(await comments(u, p.id)).toHaveLength(2);
      await ask(u, yes);
      expect(await comments(u, p.id)).toEqual(['Nice work']);
    });

    it("user B finds no comment of theirs and cannot delete A's", async () => {
      const a = await traveller('Commenter');
      const sam = await traveller('Sam');
      const b = await traveller('Bea');
      await suite.t.befriend(a, sam);
      await suite.t.befriend(b, sam);
      const p = await write(sam, 'New solar panels installed');
      await comment(a, p.id, 'Looks great');
      expect(await ask(b, "delete my comment on Sam's post")).toContain("couldn't find a comment of yours");
      await ask(b, 'yes');
      expect(await comments(a, p.id)).toEqual(['Looks great']);
    });

    it.each([
      ['en', 'comment on the %s hustle: Great idea, I did it in Utah', 'Great idea, I did it in Utah'],
      ['es', 'comenta en el trabajo %s: ¡Buena idea!', '¡Buena idea!'],
      ['fr', 'commente le petit boulot %s : Bonne idée !', 'Bonne idée !'],
    ])('%s: comments on a hustle idea, read back by name', async (_lang, pattern, body) => {
      const author = await traveller('Author');
      const u = await traveller('Reader');
      const title = unique('Dog walking');
      const h = await post(author, 'social/hustles', { title, description: 'Evenings at the park' });
      expect(await ask(u, pattern.replace('%s', title))).toContain(body);
      const list = (await get(u, `social/hustles/${h.id}/comments`)) as Row[];
      expect(list.map((c) => [c.body, c.author.id])).toEqual([[body, u.id]]);
      expect(await ask(author, `show the comments on the ${title} hustle`)).toContain(body);
      const told = (await bell(author)).data as Row[];
      expect(told.some((n) => n.kind === 'social.comment' && n.data.hustle_id === h.id)).toBe(true);
    });

    it('deletes my comment under a hustle idea after a question, in Spanish', async () => {
      const author = await traveller('Author');
      const u = await traveller('Reader');
      const title = unique('Paseo de perros');
      const h = await post(author, 'social/hustles', { title });
      await post(u, `social/hustles/${h.id}/comments`, { body: 'Yo lo hice en Chile' });
      expect(await ask(u, `borra mi comentario en el trabajo ${title}`)).toContain('Yo lo hice en Chile');
      await ask(u, 'sí');
      expect(await get(u, `social/hustles/${h.id}/comments`)).toEqual([]);
    });
  });

  describe('the bell', () => {
    it.each([
      ['en', 'any notifications?', 'Someone commented on your post', 'mark them all read'],
      ['es', '¿tengo notificaciones?', 'Alguien comentó tu publicación', 'márcalas todas como leídas'],
      ['fr', 'quoi de neuf ?', 'Quelqu’un a commenté votre publication', 'marque-les toutes comme lues'],
    ])('%s: reads what is new, then marks it all read at once, as the bell does', async (lang, what, said, mark) => {
      const u = await traveller('Poster');
      // A short question in the user's own language: their language setting says which.
      await suite.t.request('PATCH', 'settings', { token: u.token, json: { display_preferences: { language: lang } } });
      const friend = await traveller('Friend');
      await suite.t.befriend(u, friend);
      const p = await write(u, 'Camp at Lake Powell');
      await comment(friend, p.id, 'Wow');
      await comment(friend, p.id, 'Great spot');
      await comment(u, (await write(friend, 'Hello')).id, 'Hi');
      // Two comments, and the friend request accepted.
      const unread = (await bell(u)).unread as number;
      expect(unread).toBeGreaterThanOrEqual(2);
      const reply = await ask(u, what);
      expect(reply).toContain(`${said} “Camp at Lake Powell”`);
      expect(reply).toContain(String(unread));
      // A read mark loses nothing: no question, and the open bell is told to refresh, as after its own button.
      const marked = await answer(u, mark);
      expect(marked.response).toContain(String(unread));
      expect(marked.metadata.changed).toEqual(['notifications']);
      expect((await bell(u)).unread).toBe(0);
      expect((await bell(friend)).unread).toBeGreaterThanOrEqual(1);
    });

    it('nothing unread: says so, asks nothing, marks nothing', async () => {
      const u = await traveller('Quiet');
      expect(await ask(u, "what's new?")).toContain('no notifications');
      expect(await ask(u, 'mark them all read')).toContain('no unread notifications');
    });
  });

  describe('reports, as the report dialog files them', () => {
    const reports = async (u: User) => (await get(u, 'social/reports')) as Row[];

    it.each([
      ['en', "report Sam's post about the generator as spam", 'Spam or advertising'],
      ['es', 'denuncia la publicación de Sam sobre el generador por spam', 'Spam o publicidad'],
      ['fr', 'signale le post de Sam sur le générateur comme spam', 'Spam ou publicité'],
    ])('%s: reports a post with its reason', async (_lang, message, reason) => {
      const u = await traveller('Reporter');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      const p = await write(sam, 'Cheap generator generador générateur, buy now at my site');
      await write(sam, 'Morning coffee');
      expect(await ask(u, message)).toContain('Cheap generator');
      expect(await reports(u)).toEqual([expect.objectContaining({ target_type: 'post', target_id: p.id, reason })]);
      expect(await ask(u, message)).toMatch(/already|Ya |déjà/);
      expect(await reports(u)).toHaveLength(1);
    });

    it.each([
      ['en', 'report Sam for harassment', 'Harassment or bullying'],
      ['es', 'denuncia a Sam por acoso', 'Acoso o intimidación'],
      ['fr', 'signale Sam pour harcèlement', 'Harcèlement ou intimidation'],
    ])('%s: reports a person', async (_lang, message, reason) => {
      const u = await traveller('Reporter');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      await ask(u, message);
      expect(await reports(u)).toEqual([expect.objectContaining({ target_type: 'user', target_id: sam.id, reason })]);
    });

    it('reports a listing and a hustle idea by their titles', async () => {
      const u = await traveller('Reporter');
      const seller = await traveller('Seller');
      const awning = unique('Awning');
      const l = await post(seller, 'social/listings', {
        title: awning,
        price: 50,
        currency: 'USD',
        category: 'rv_parts',
        condition: 'good',
      });
      const title = unique('Crypto riches');
      const h = await post(seller, 'social/hustles', { title });
      expect(await ask(u, `report the ${awning} listing as a scam`)).toContain(awning);
      expect(await ask(u, `signale le petit boulot ${title} comme fausse information`)).toContain(title);
      expect(await reports(u)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ target_type: 'listing', target_id: l.id, reason: 'Scam or fraud' }),
          expect.objectContaining({
            target_type: 'hustle',
            target_id: h.id,
            reason: 'Information fausse ou trompeuse',
          }),
        ]),
      );
    });

    it('asks why when no reason is said, and the answer files it', async () => {
      const u = await traveller('Reporter');
      const sam = await traveller('Sam');
      await suite.t.befriend(u, sam);
      const p = await write(sam, 'Buy my miracle fuel additive');
      const question = await ask(u, "report Sam's post");
      expect(question).toContain('spam or advertising');
      expect(await reports(u)).toEqual([]);
      await ask(u, "it's a scam");
      expect(await reports(u)).toEqual([
        expect.objectContaining({ target_type: 'post', target_id: p.id, reason: 'Scam or fraud' }),
      ]);
    });

    it("the user's own post is never reported", async () => {
      const u = await traveller('Writer');
      const word = unique('Zephyr');
      await write(u, `My own ${word} post`);
      expect(await ask(u, `report my post about the ${word} as spam`)).toContain("couldn't find");
      expect(await reports(u)).toEqual([]);
    });
  });
});
