// A saved trip shared by asking Pam, with no model configured, in English, Spanish and French, as the Planning screen
// shares it: with the user's friends (a friend named must be one, and Pam asks which when several fit) or with a
// group they are in. Judged by the shares the friend or the group then sees through the public API.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { moabLoop } from '#test/trip-sharing-kit.ts';

describe.each(DATABASE_KINDS)('Pam shares a saved trip, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller, tag } = travellerKit(() => suite.t);
  const { ask, reply, get, post } = pamKit(() => suite.t);
  /** A saved trip of the user's, named as they named it. */
  const trip = async (u: PamUser, name: string) => (await post(u, 'trips', { ...moabLoop, name })).id as string;
  const sharesSeenBy = async (u: PamUser) =>
    (await get(u, 'social/trip-shares?scope=shared_with_me')).map((s) => [s.trip_id, s.audience, s.group?.id ?? null]);

  it.each([
    ['en', 'Alps', 'share my Alps trip with Sam'],
    ['fr', 'Alpes', 'partage le voyage des Alpes avec Sam'],
    ['es', 'Alpes', 'comparte el viaje de los Alpes con Sam'],
  ])('%s: %s … with a friend named: the friends see it, the other trip stays unshared', async (_l, name, say) => {
    const u = await traveller('Planner');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    const alps = await trip(u, name);
    await trip(u, 'Moab loop');
    const answer = await reply(u, say);
    expect(answer).toContain(name);
    expect(answer).toContain(sam.name);
    expect(await sharesSeenBy(sam)).toEqual([[alps, 'friends', null]]);
  });

  it('"share that trip with Sam" right after Pam opened a trip shares that one', async () => {
    const u = await traveller('Opener');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    await trip(u, 'Alps');
    const moab = await trip(u, 'Canyon loop');
    expect((await ask(u, 'open the Canyon loop trip')).ui_action).toMatchObject({ type: 'navigate' });
    await ask(u, 'share that trip with Sam');
    expect(await sharesSeenBy(sam)).toEqual([[moab, 'friends', null]]);
  });

  it('asks which friend when two fit, and "the second one" shares naming the one listed second', async () => {
    const u = await traveller('Picky');
    const brown = await traveller('Sam', `Brown${tag()}`);
    const green = await traveller('Sam', `Green${tag()}`);
    await suite.t.befriend(u, brown);
    await suite.t.befriend(u, green);
    const alps = await trip(u, 'Alps');
    const question = await reply(u, 'share my Alps trip with Sam');
    expect(question).toContain(brown.name);
    expect(question).toContain(green.name);
    expect(await sharesSeenBy(brown)).toEqual([]);
    const second = question.indexOf(brown.name) < question.indexOf(green.name) ? green : brown;
    expect(await reply(u, 'the second one')).toContain(second.name);
    expect(await sharesSeenBy(second)).toEqual([[alps, 'friends', null]]);
  });

  it.each([
    ['en', 'share my Alps trip with Olga', /isn't among your friends/],
    ['es', 'comparte el viaje de los Alpes con Olga', /no está entre tus amigos/],
    ['fr', 'partage le voyage des Alpes avec Olga', /ne fait pas partie de vos amis/],
  ])('%s: a traveller who is no friend: Pam says so and shares nothing', async (_l, say, why) => {
    const u = await traveller('Lonely');
    const olga = await traveller('Olga');
    await trip(u, 'Alps');
    expect(await reply(u, say)).toMatch(why);
    expect(await get(u, 'social/trip-shares?scope=mine')).toEqual([]);
    expect(await sharesSeenBy(olga)).toEqual([]);
  });

  it('shares with a group the user is in, named with or without the word "group"', async () => {
    const u = await traveller('Member');
    const other = await traveller('Other');
    const name = `Boondockers ${tag()}`;
    const group = await post(other, 'social/groups', { name, join_policy: 'open' });
    await post(u, `social/groups/${group.id}/join`);
    const alps = await trip(u, 'Alps');
    await ask(u, `share my Alps trip with ${name}`);
    expect(await sharesSeenBy(other)).toEqual([[alps, 'group', group.id]]);
  });
});
