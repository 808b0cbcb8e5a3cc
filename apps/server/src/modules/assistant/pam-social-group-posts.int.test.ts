// What the Feed screen lets a user do beyond posting to everyone, done by asking Pam without a model, in English,
// Spanish and French: post to one of their groups named in words (several fitting is a question, "the second one"
// picks; a group they are not in gets nothing), and reply to someone's comment under a post. Judged by what the public
// social API then shows: the group post in the group's feed for another member and not for an outsider, the reply
// under the comment it answers; another user's words change nothing of a post they cannot see.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>> & { name: string };
/** A row of the public API as JSON. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam posts to a group and replies to a comment, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, get, post } = pamKit(() => suite.t);

  /** A group of the owner's, named from `name`, that `joiners` join. */
  const groupOf = async (owner: User, name: string, ...joiners: User[]) => {
    const group = await post(owner, 'social/groups', { name: unique(name), join_policy: 'open' });
    for (const j of joiners) await post(j, `social/groups/${group.id}/join`);
    return { id: group.id as string, name: group.name as string };
  };
  const groupFeed = async (viewer: User, groupId: string) =>
    (await get(viewer, `social/feed?group_id=${groupId}`)).map((p) => p.body as string);
  const feedOf = async (viewer: User) => (await get(viewer, 'social/feed')).map((p) => p.body as string);
  const threads = (viewer: User, postId: string) => get(viewer, `social/posts/${postId}/comments`);

  describe('a post to one of the user’s groups', () => {
    it.each([
      ['en', (g: string) => `post to ${g}: anyone at Quartzsite this week?`, 'anyone at Quartzsite this week?'],
      [
        'es',
        (g: string) => `publica en el grupo ${g}: ¿alguien en Quartzsite esta semana?`,
        '¿alguien en Quartzsite esta semana?',
      ],
      [
        'fr',
        (g: string) => `publie dans le groupe ${g} : quelqu’un à Quartzsite cette semaine ?`,
        'quelqu’un à Quartzsite cette semaine ?',
      ],
    ])('%s: the post is in the group for another member, not for an outsider', async (_lang, say, body) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const outsider = await traveller('Oscar');
      const g = await groupOf(owner, 'Boondockers', sam);
      const reply = await ask(sam, say(g.name));
      expect(reply).toContain(g.name);
      expect(reply).toContain(body);
      const seen = await get(owner, `social/feed?group_id=${g.id}`);
      expect(seen.map((p) => [p.body, p.visibility, p.group_id, p.author.id])).toEqual([[body, 'group', g.id, sam.id]]);
      expect(await feedOf(owner)).toContain(body);
      expect(await feedOf(outsider)).not.toContain(body);
    });

    it('a group the user is not in: Pam says so and posts nothing', async () => {
      const owner = await traveller('Olive');
      const outsider = await traveller('Oscar');
      const g = await groupOf(owner, 'Solar Nerds');
      expect(await ask(outsider, `post to ${g.name}: free panels, come get them`)).toContain('not in a group');
      expect(await ask(outsider, `publica en el grupo ${g.name}: paneles gratis`)).toContain(
        'No estás en ningún grupo',
      );
      expect(await groupFeed(owner, g.id)).toEqual([]);
      expect(await feedOf(outsider)).toEqual([]);
    });

    it('a group the user only asked to join: Pam says they are not a member yet', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const group = await post(owner, 'social/groups', { name: unique('Desert Rats'), join_policy: 'request' });
      await post(sam, `social/groups/${group.id}/join`);
      expect(await ask(sam, `publie dans le groupe ${group.name} : apéro ce soir`)).toContain('pas encore membre');
      expect(await groupFeed(owner, group.id)).toEqual([]);
    });

    it('"which group?" when two fit, and "the second one" posts to the one listed second', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const a = await groupOf(owner, 'Boondockers', sam);
      const b = await groupOf(owner, 'Boondockers', sam);
      const [first, second] = [a, b].sort((x, y) => x.name.localeCompare(y.name));
      const question = await ask(sam, 'post to Boondockers: meetup at the lake on Friday');
      expect(question).toContain(a.name);
      expect(question).toContain(b.name);
      expect(await groupFeed(owner, a.id)).toEqual([]);
      expect(await ask(sam, 'the second one')).toContain(second!.name);
      expect(await groupFeed(owner, second!.id)).toEqual(['meetup at the lake on Friday']);
      expect(await groupFeed(owner, first!.id)).toEqual([]);
    });
  });

  describe('a reply to a comment', () => {
    /** The user's two posts, and Sam's comment on the sunset one. */
    const commented = async (body = 'Gorgeous colours!') => {
      const me = await traveller('Mia');
      const sam = await traveller('Sam');
      const sunset = await post(me, 'social/posts', { body: 'Sunset over the arches', visibility: 'public' });
      await post(me, 'social/posts', { body: 'Coffee time at the campground', visibility: 'public' });
      const comment = await post(sam, `social/posts/${sunset.id}/comments`, { body });
      return { me, sam, sunset: sunset.id as string, comment: comment.id as string };
    };

    it.each([
      ['en', "reply to Sam's comment on my sunset post: thanks!", 'thanks!'],
      ['es', 'responde al comentario de Sam en mi publicación del atardecer: ¡gracias!', '¡gracias!'],
      ['fr', 'réponds au commentaire de Sam sur ma publication du coucher de soleil : merci !', 'merci !'],
    ])('%s: the reply is under Sam’s comment', async (lang, say, body) => {
      const { me, sam, sunset, comment } = await commented();
      if (lang !== 'en') {
        // The post's words as the user says them in their language.
        const words = lang === 'es' ? 'Atardecer sobre los arcos' : 'Coucher de soleil sur les arches';
        await suite.t.request('PATCH', `social/posts/${sunset}`, { token: me.token, json: { body: words } });
      }
      const reply = await ask(me, say);
      expect(reply).toContain(body);
      expect(reply).toContain(sam.name);
      const [thread] = await threads(me, sunset);
      expect(thread!.id).toBe(comment);
      expect(thread!.replies.map((r: Row) => [r.body, r.author.id, r.parent_id])).toEqual([[body, me.id, comment]]);
    });

    it('"reply to Sam\'s comment: …" finds Sam’s newest comment on the feed', async () => {
      const { me, sunset, comment } = await commented();
      await ask(me, "reply to Sam's comment: glad you liked it");
      const [thread] = await threads(me, sunset);
      expect(thread!.id).toBe(comment);
      expect(thread!.replies.map((r: Row) => r.body)).toEqual(['glad you liked it']);
    });

    it('no comment by that person: Pam says so and writes nothing', async () => {
      const { me, sunset } = await commented();
      expect(await ask(me, "reply to Lee's comment on my sunset post: thanks!")).toContain(
        "don't see a comment by Lee",
      );
      const [thread] = await threads(me, sunset);
      expect(thread!.replies).toEqual([]);
    });

    it('another user cannot answer a comment on a group post they cannot see', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const outsider = await traveller('Oscar');
      const g = await groupOf(owner, 'Boondockers', sam);
      const secret = await post(owner, 'social/posts', {
        body: 'Members only meetup',
        visibility: 'group',
        group_id: g.id,
      });
      const comment = await post(sam, `social/posts/${secret.id}/comments`, { body: 'Count me in' });
      expect(await ask(outsider, "reply to Sam's comment: me too!")).not.toContain('me too!');
      const [thread] = await threads(owner, secret.id);
      expect(thread!.id).toBe(comment.id);
      expect(thread!.replies).toEqual([]);
    });
  });
});
