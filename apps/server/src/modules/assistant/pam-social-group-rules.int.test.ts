// What the group screens let a group's people do with its rules and its reports, done by asking Pam without a model,
// in English, Spanish and French: anyone who sees a group reads its rules; its owner and moderators set them (a plain
// member cannot); they see the open reports on the group's content and act on one as the moderation queue allows
// (dismiss it, hide the content, warn the author), asked first. Judged by the group and the queue through the public
// social API, and by what the reply names.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

describe.each(DATABASE_KINDS)("Pam reads and runs a group's rules and reports, on %s", (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, unique } = travellerKit(() => suite.t);
  const { reply: ask, one, get, post } = pamKit(() => suite.t);

  /** An open group of the owner's, named from `name`, that `joiners` join. */
  const groupOf = async (owner: PamUser, name: string, rules: string, ...joiners: PamUser[]) => {
    const group = await post(owner, 'social/groups', { name: unique(name), join_policy: 'open', rules });
    for (const j of joiners) await post(j, `social/groups/${group.id}/join`);
    return { id: group.id as string, name: group.name as string };
  };
  const rulesOf = async (u: PamUser, id: string) => (await one(u, `social/groups/${id}`)).rules as string;
  /** Sam posts in the group and Lee reports it: the report, and the post. */
  const reported = async (g: { id: string }, sam: PamUser, lee: PamUser, body: string) => {
    const p = await post(sam, 'social/posts', { body, visibility: 'group', group_id: g.id });
    const r = await post(lee, 'social/reports', { target_type: 'post', target_id: p.id, reason: 'spam' });
    return { p, r };
  };
  const queue = async (u: PamUser, status: 'open' | 'dismissed' | 'actioned') =>
    (await get(u, `social/moderation/reports?status=${status}`)).map((r) => r.id as string);

  describe('rules', () => {
    it.each([
      ['en', (g: string) => `what are the ${g} rules?`, 'The rules of'],
      ['en', (g: string) => `what are the rules of the ${g} group`, 'The rules of'],
      ['es', (g: string) => `¿cuáles son las normas del grupo ${g}?`, 'Las normas de'],
      ['fr', (g: string) => `quelles sont les règles du groupe ${g} ?`, 'Les règles de'],
    ])('%s: a member reads them', async (_lang, say, head) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers', 'Leave no trace. Quiet after 10pm.', sam);
      expect(await ask(sam, say(g.name))).toBe(
        `${head} ${g.name}${head.startsWith('Les') ? ' :' : ':'} Leave no trace. Quiet after 10pm.`,
      );
    });

    it('a group without rules says so', async () => {
      const owner = await traveller('Owner');
      const g = await groupOf(owner, 'Boondockers', '');
      expect(await ask(owner, `what are the rules of the ${g.name} group?`)).toContain('has no written rules');
    });

    it.each([
      ['en', (g: string) => `set the rules of ${g} to: Be kind. No selling.`, 'Be kind. No selling.'],
      ['es', (g: string) => `las normas del grupo ${g} son: Sé amable, nada de spam`, 'Sé amable, nada de spam'],
      ['es', (g: string) => `cambia las normas de ${g} a: Respeta el silencio`, 'Respeta el silencio'],
      ['fr', (g: string) => `les règles du groupe ${g} sont : Soyez aimables`, 'Soyez aimables'],
      ['fr', (g: string) => `change les règles du groupe ${g} en : Pas de pub`, 'Pas de pub'],
    ])('%s: the owner sets them, and only in that group', async (_lang, say, rules) => {
      const owner = await traveller('Owner');
      const g = await groupOf(owner, 'Boondockers', 'Old rules');
      const other = await groupOf(owner, 'Kiwi campers', 'Other rules');
      expect(await ask(owner, say(g.name))).toContain(rules);
      expect(await rulesOf(owner, g.id)).toBe(rules);
      expect(await rulesOf(owner, other.id)).toBe('Other rules');
    });

    it('a moderator sets them; a plain member cannot; "remove the rules" clears them', async () => {
      const owner = await traveller('Owner');
      const mod = await traveller('Maya');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers', 'Old rules', mod, sam);
      await suite.t.request('PATCH', `social/groups/${g.id}/members/${mod.id}`, {
        token: owner.token,
        json: { role: 'moderator' },
      });
      expect(await ask(sam, `set the rules of ${g.name} to: anything goes`)).toContain(
        `Only the owner and moderators of ${g.name}`,
      );
      expect(await rulesOf(owner, g.id)).toBe('Old rules');
      await ask(mod, `set the rules of ${g.name} to: Be kind`);
      expect(await rulesOf(owner, g.id)).toBe('Be kind');
      expect(await ask(owner, `remove the rules of the ${g.name} group`)).toContain('no longer has written rules');
      expect(await rulesOf(owner, g.id)).toBe('');
    });
  });

  describe('reports', () => {
    it.each([
      ['en', (g: string) => `any reports in ${g}?`, '1 open report', 'Spam or advertising'],
      ['es', (g: string) => `¿hay denuncias en el grupo ${g}?`, '1 denuncia abierta', 'Spam o publicidad'],
      ['fr', (g: string) => `des signalements dans le groupe ${g} ?`, '1 signalement en attente', 'Spam ou publicité'],
    ])('%s: the owner sees the open reports of that group only, why in words', async (_lang, say, count, why) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers', '', sam, lee);
      const other = await groupOf(owner, 'Kiwi campers', '', sam, lee);
      await reported(g, sam, lee, 'Free firewood, DM me');
      await reported(other, sam, lee, 'Cheap diesel here');
      const reply = await ask(owner, say(g.name));
      expect(reply).toContain(count);
      expect(reply).toContain('Free firewood');
      expect(reply).toContain(why);
      expect(reply).toContain(sam.name);
      expect(reply).not.toContain('Cheap diesel');
    });

    it('no reports: says so; a plain member is refused', async () => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const g = await groupOf(owner, 'Boondockers', '', sam);
      expect(await ask(owner, `any reports in ${g.name}?`)).toContain(`No open reports in ${g.name}`);
      expect(await ask(sam, `any reports in ${g.name}?`)).toContain(`Only the owner and moderators of ${g.name}`);
    });

    it.each([
      ['en', (g: string) => `dismiss the report on Sam's post in ${g}`, 'yes'],
      ['es', (g: string) => `desestima la denuncia sobre la publicación de Sam en ${g}`, 'sí'],
      ['fr', (g: string) => `rejette le signalement sur la publication de Sam dans ${g}`, 'oui'],
    ])('%s: dismisses after a question naming it; the post stays', async (_lang, say, yes) => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers', '', sam, lee);
      const { p, r } = await reported(g, sam, lee, 'Free firewood, DM me');
      const kept = await reported(g, lee, sam, 'Selling my kayak');
      expect(await ask(owner, say(g.name))).toContain('Free firewood');
      expect(await queue(owner, 'open')).toContain(r.id);
      await ask(owner, yes);
      expect(await queue(owner, 'dismissed')).toEqual([r.id]);
      expect(await queue(owner, 'open')).toEqual([kept.r.id]);
      expect((await one(sam, `social/posts/${p.id}`)).hidden_at).toBeNull();
    });

    it('"hide the reported post by Sam" after listing the reports hides it; "no" changes nothing', async () => {
      const owner = await traveller('Owner');
      const sam = await traveller('Sam');
      const lee = await traveller('Lee');
      const g = await groupOf(owner, 'Boondockers', '', sam, lee);
      const { p, r } = await reported(g, sam, lee, 'Free firewood, DM me');
      await ask(owner, `any reports in ${g.name}?`);
      await ask(owner, 'warn Sam about the report');
      await ask(owner, 'no');
      expect(await queue(owner, 'open')).toEqual([r.id]);
      expect(await ask(owner, 'hide the reported post by Sam')).toContain('Free firewood');
      await ask(owner, 'yes');
      expect(await queue(owner, 'actioned')).toEqual([r.id]);
      expect((await one(sam, `social/posts/${p.id}`)).hidden_at).not.toBeNull();
    });
  });
});
