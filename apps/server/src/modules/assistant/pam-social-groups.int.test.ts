// What the Groups screens let a group's owner and moderators do, done by asking Pam without a model, in English,
// Spanish and French: see who is in a group with their roles, make a member a moderator or take it back, hand the
// group over (asked first), hide a post from the group and put it back (asked first), list the groups the user runs,
// and see who the user has blocked. Judged by what changed through the public social API and by what the reply
// names; a member who does not run the group changes nothing, and an outsider does not see who is in it.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp, type TestApp } from '#test/harness.ts';

type User = Awaited<ReturnType<TestApp['signUp']>> & { name: string };
/** A row of the public API as JSON. */
type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DATABASE_KINDS)('Pam runs a group as its owner and moderators do, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, one, get, post } = pamKit(() => suite.t);

  /** An open group of the owner's, named from `name`, that `joiners` join. */
  const groupOf = async (owner: User, name: string, ...joiners: User[]) => {
    const group = await post(owner, 'social/groups', { name: unique(name), join_policy: 'open' });
    for (const j of joiners) await post(j, `social/groups/${group.id}/join`);
    return { id: group.id as string, name: group.name as string };
  };
  const roleOf = async (viewer: User, groupId: string, who: User) =>
    ((await get(viewer, `social/groups/${groupId}/members?status=active`)) as Row[]).find((m) => m.user.id === who.id)
      ?.role;
  const groupPost = (author: User, groupId: string, body: string) =>
    post(author, 'social/posts', { body, visibility: 'group', group_id: groupId });
  const hiddenAt = async (author: User, postId: string) => (await one(author, `social/posts/${postId}`)).hidden_at;

  describe('who is in a group, with their roles', () => {
    it.each([
      ['en', (g: string) => `who is in the ${g} group?`, '3 members', 'moderator'],
      ['es', (g: string) => `¿quiénes están en el grupo ${g}?`, '3 miembros', 'moderador'],
      ['fr', (g: string) => `qui est dans le groupe ${g} ?`, '3 membres', 'modérateur'],
    ])('%s: names each member and their role', async (_lang, say, count, moderator) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers NZ', sam, lee);
      await suite.t.request('PATCH', `social/groups/${g.id}/members/${sam.id}`, {
        token: owner.token,
        json: { role: 'moderator' },
      });
      const reply = await ask(lee, say(g.name));
      expect(reply).toContain(count);
      expect(reply).toContain(owner.name);
      expect(reply).toContain(`${sam.name} (${moderator})`);
    });

    it('an outsider is not told who is in the group', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const outsider = await traveller('Oscar');
      const g = await groupOf(owner, 'Boondockers NZ', sam);
      const reply = await ask(outsider, `who is in the ${g.name} group?`);
      expect(reply).not.toContain(sam.name);
      expect(reply).toContain('not in a group');
    });
  });

  describe('roles: moderator given and taken by the owner', () => {
    it.each([
      ['en', (g: string) => `make Sam a moderator of ${g}`, (g: string) => `remove Sam as moderator of ${g}`],
      ['es', (g: string) => `haz a Sam moderador de ${g}`, (g: string) => `quita a Sam de moderador del grupo ${g}`],
      [
        'fr',
        (g: string) => `nomme Sam modérateur du groupe ${g}`,
        (g: string) => `retire à Sam le rôle de modérateur de ${g}`,
      ],
    ])('%s: makes Sam a moderator, then a plain member again', async (_lang, promote, demote) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers NZ', sam, lee);
      expect(await ask(owner, promote(g.name))).toContain(sam.name);
      expect(await roleOf(owner, g.id, sam)).toBe('moderator');
      expect(await roleOf(owner, g.id, lee)).toBe('member');
      await ask(owner, demote(g.name));
      expect(await roleOf(owner, g.id, sam)).toBe('member');
    });

    it('"which one?" when two groups fit, and "the second one" picks', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const a = await groupOf(owner, 'Boondockers AU', sam);
      const b = await groupOf(owner, 'Boondockers NZ', sam);
      const question = await ask(owner, 'make Sam a moderator of Boondockers');
      expect(question).toContain(a.name);
      expect(question).toContain(b.name);
      await ask(owner, 'the second one');
      expect(await roleOf(owner, b.id, sam)).toBe('moderator');
      expect(await roleOf(owner, a.id, sam)).toBe('member');
    });

    it('"make Sam a moderator of it" after asking who is in the group', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers NZ', sam);
      expect(await ask(owner, `who is in the ${g.name} group?`)).toContain(sam.name);
      expect(await ask(owner, 'make Sam a moderator of it')).toContain(g.name);
      expect(await roleOf(owner, g.id, sam)).toBe('moderator');
    });

    it('a moderator cannot give roles: only the owner can', async () => {
      const owner = await traveller('Olive');
      const mod = await traveller('Maya');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers NZ', mod, lee);
      await ask(owner, `make Maya a moderator of ${g.name}`);
      expect(await ask(mod, `make Lee a moderator of ${g.name}`)).toContain(`Only the owner of ${g.name}`);
      expect(await roleOf(owner, g.id, lee)).toBe('member');
    });
  });

  describe('handing the group over', () => {
    it.each([
      ['en', (g: string) => `hand ${g} over to Sam`, 'yes'],
      ['es', (g: string) => `cede el grupo ${g} a Sam`, 'sí'],
      ['fr', (g: string) => `cède le groupe ${g} à Sam`, 'oui'],
    ])('%s: asks first, naming who, then Sam owns it and the user moderates', async (_lang, say, yes) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers NZ', sam);
      const prompt = await ask(owner, say(g.name));
      expect(prompt).toContain(sam.name);
      expect(prompt).toContain(g.name);
      expect((await one(owner, `social/groups/${g.id}`)).owner.id).toBe(owner.id);
      await ask(owner, yes);
      expect((await one(owner, `social/groups/${g.id}`)).owner.id).toBe(sam.id);
      expect(await roleOf(sam, g.id, owner)).toBe('moderator');
    });

    it.each([
      ['en', 'no'],
      ['fr', 'non, laisse tomber'],
    ])('%s: "%s" hands nothing over', async (_lang, no) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers NZ', sam);
      await ask(owner, `transfer ownership of ${g.name} to Sam`);
      await ask(owner, no);
      expect((await one(owner, `social/groups/${g.id}`)).owner.id).toBe(owner.id);
    });

    it('a member cannot take the group over through Pam', async () => {
      const owner = await traveller('Olive');
      const bruno = await traveller('Bruno');
      const g = await groupOf(owner, 'Boondockers NZ', bruno);
      expect(await ask(bruno, `make Olive the owner of ${g.name}`)).toContain(`Only the owner of ${g.name}`);
      await ask(bruno, 'yes');
      expect((await one(owner, `social/groups/${g.id}`)).owner.id).toBe(owner.id);
    });
  });

  describe('moderation: hiding a post from the group and putting it back', () => {
    it.each([
      ['en', (g: string) => `remove Sam's post from ${g}`, 'yes', 'Hidden by the moderators'],
      ['es', (g: string) => `oculta la publicación de Sam en ${g}`, 'sí', 'Ocultada por los moderadores'],
      ['fr', (g: string) => `masque la publication de Sam dans ${g}`, 'oui', 'Masquée par les modérateurs'],
    ])('%s: asks first naming the post, hides it, and Sam is told why', async (_lang, say, yes, why) => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers NZ', sam, lee);
      const p = await groupPost(sam, g.id, 'Cheap generators for sale, DM me');
      const kept = await groupPost(lee, g.id, 'Great spot by the river');
      const prompt = await ask(owner, say(g.name));
      expect(prompt).toContain('Cheap generators');
      expect(await hiddenAt(sam, p.id)).toBeNull();
      await ask(owner, yes);
      const hidden = await one(sam, `social/posts/${p.id}`);
      expect(hidden.hidden_at).not.toBeNull();
      expect(hidden.hidden_reason).toContain(why);
      expect(await hiddenAt(lee, kept.id)).toBeNull();
      const feed = (await get(lee, `social/feed?group_id=${g.id}`)) as Row[];
      expect(feed.map((x) => x.id)).toEqual([kept.id]);
    });

    it('a moderator hides a post with a reason, then the owner puts it back', async () => {
      const owner = await traveller('Olive');
      const mod = await traveller('Maya');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers NZ', mod, sam);
      await ask(owner, `make Maya a moderator of ${g.name}`);
      const p = await groupPost(sam, g.id, 'Buy my stuff');
      await ask(mod, `hide Sam's post in ${g.name} because it's an advert`);
      await ask(mod, 'yes');
      expect((await one(sam, `social/posts/${p.id}`)).hidden_reason).toBe("It's an advert");
      await ask(owner, `put Sam's post back in ${g.name}`);
      expect(await ask(owner, 'yes')).toContain(g.name);
      expect(await hiddenAt(sam, p.id)).toBeNull();
    });

    it('a plain member cannot hide a post of the group', async () => {
      const owner = await traveller('Olive');
      const sam = await traveller('Sam');
      const bruno = await traveller('Bruno');
      const g = await groupOf(owner, 'Boondockers NZ', sam, bruno);
      const p = await groupPost(sam, g.id, 'Road closed at the pass');
      expect(await ask(bruno, `remove Sam's post from ${g.name}`)).toContain('Only the owner and moderators');
      await ask(bruno, 'yes');
      expect(await hiddenAt(sam, p.id)).toBeNull();
    });
  });

  describe('the groups the user runs', () => {
    it.each([
      ['en', 'which groups do I own?'],
      ['es', '¿de qué grupos soy dueño?'],
      ['fr', 'les groupes dont je suis propriétaire'],
    ])('%s: names the groups owned, not those only joined', async (_lang, say) => {
      const u = await traveller('Olive');
      const other = await traveller('Oscar');
      const mine = await groupOf(u, 'Kiwi Campers');
      const joined = await groupOf(other, 'Solar Setups', u);
      const reply = await ask(u, say);
      expect(reply).toContain(`${mine.name}.`);
      expect(reply).not.toContain(joined.name);
    });

    it('"groups I run" names the ones moderated too, with the role', async () => {
      const u = await traveller('Olive');
      const other = await traveller('Oscar');
      const mine = await groupOf(u, 'Kiwi Campers');
      const moderated = await groupOf(other, 'Solar Setups', u);
      await ask(other, `make Olive a moderator of ${moderated.name}`);
      const reply = await ask(u, 'groups I run');
      expect(reply).toContain(`${mine.name} (owner)`);
      expect(reply).toContain(`${moderated.name} (moderator)`);
    });
  });

  describe('who the user has blocked', () => {
    it.each([
      ['en', 'who have I blocked?', "You haven't blocked anyone."],
      ['es', '¿a quién he bloqueado?', 'No has bloqueado a nadie.'],
      ['fr', 'qui ai-je bloqué ?', "Vous n'avez bloqué personne."],
    ])('%s: names those the user blocked, and none of another user’s', async (_lang, say, none) => {
      const u = await traveller('Olive');
      const b = await traveller('Bruno');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      expect(await ask(u, say)).toBe(none);
      await post(u, 'social/blocks', { user_id: sam.id });
      await post(b, 'social/blocks', { user_id: lee.id });
      const reply = await ask(u, say);
      expect(reply).toContain(sam.name);
      expect(reply).not.toContain(lee.name);
    });
  });
});
