// A saved trip's budget, rig and order of stops changed by asking Pam, with no model configured, in English, Spanish
// and French, as the Trip Planner changes them (a planned trip is planned again); a trip share refreshed or its
// description changed, and a comment on a shared trip deleted (asked first), as the Planning screen allows. Judged by
// what GET /trips/{id} and the trip-share endpoints then answer.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { moabLoop, plannedTrip } from '#test/trip-sharing-kit.ts';

const names = (t: Row) => (t.stops as Row[]).map((s) => s.name as string);

describe.each(DATABASE_KINDS)("Pam changes a trip's budget, rig, stops and shares, without a model, on %s", (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller } = travellerKit(() => suite.t);
  const { ask, reply, get, one, post } = pamKit(() => suite.t);
  /** An imported trip (no plan), Moab → Green River → Bluff, kept in euros. */
  const trip = async (u: PamUser, name: string) =>
    (await post(u, 'trips', { ...moabLoop, name, currency: 'EUR' })).id as string;
  /** A trip saved from the Trip Planner: Moab → Monticello → Bluff, planned from June 1. */
  const planned = (u: PamUser, name: string, extra: Row = {}) => plannedTrip(post, u, name, extra);
  const tripOf = (u: PamUser, id: string) => one(u, `trips/${id}`);
  const rig = async (u: PamUser, name: string, kindOf: string, consumption: number) =>
    (await post(u, 'vehicles', { name, kind: kindOf, fuel_type: 'diesel', consumption_l_per_100km: consumption }))
      .id as string;

  it('en: a planned trip gets a budget in its currency and is planned again, over budget or not', async () => {
    const u = await traveller('Budgeter');
    const id = await planned(u, 'Moab loop');
    await rig(u, 'Jeep Wrangler', 'tow_vehicle', 12);
    const currency = (await tripOf(u, id)).currency as string;
    const answer = await reply(u, `set the Moab trip's budget to 5 ${currency}`);
    const t = await tripOf(u, id);
    expect(t.budget).toBe(5);
    expect(t.plan.budget.budget).toBe(5);
    expect(t.plan.budget.over_budget).toBe(t.plan.budget.total > 5);
    expect(answer).toMatch(/budget of .*5\.00/);
    // No rig chosen: the planner has no fuel figure, so Pam says so rather than "an estimate of $0.00 fits".
    expect(answer).toContain('no fuel figure yet');
    await reply(u, 'use the Jeep for the Moab trip');
    const withRig = await reply(u, `set the Moab trip's budget to 5 ${currency}`);
    expect(withRig).toMatch(/estimate, .* is over it/);
    await reply(u, 'remove the budget from the Moab trip');
    const cleared = await tripOf(u, id);
    expect(cleared.budget).toBeNull();
    expect(cleared.plan.budget.over_budget).toBeNull();
    // The suite's first plans warm the planner up: on a busy machine they take longer than a test usually may.
  }, 60_000);

  it.each([
    ['es', 'el presupuesto del viaje de Moab es 800 €', 800, /800,00\s€/],
    ['es', 'pon un presupuesto de 1200 € al viaje de Moab', 1200, /1200,00\s€/],
    ['es', '¿puedes fijar el presupuesto del viaje de Moab en 950 euros?', 950, /950,00\s€/],
    ['fr', 'budget de 800 € pour le voyage Moab', 800, /800,00\s€/],
    ['fr', 'fixe le budget du voyage Moab à 1200 €', 1200, /1\s200,00\s€/],
    ['fr', 'peux-tu mettre un budget de 950 euros au voyage Moab ?', 950, /950,00\s€/],
  ])('%s: %s sets the budget in the trip’s euros', async (_l, say, amount, shown) => {
    const u = await traveller('Euro');
    const id = await trip(u, 'Moab loop');
    const other = await trip(u, 'Alps');
    expect(await reply(u, say)).toMatch(shown);
    expect((await tripOf(u, id)).budget).toBe(amount);
    expect((await tripOf(u, other)).budget).toBeNull();
  });

  it('an amount in another currency than the trip’s is refused, naming the trip’s', async () => {
    const u = await traveller('Dollar');
    const id = await trip(u, 'Moab loop');
    expect(await reply(u, "set the Moab trip's budget to $800")).toContain('EUR');
    expect((await tripOf(u, id)).budget).toBeNull();
  });

  it.each([
    ['en', 'use the Jeep for the Moab trip', 'Jeep'],
    ['es', 'el viaje de Moab con la autocaravana', 'Hymer'],
    ['fr', 'prends le camping-car pour le voyage Moab', 'Hymer'],
    ['es', 'usa el Jeep para el viaje de Moab', 'Jeep'],
    ['fr', 'utilise la Jeep pour le voyage Moab', 'Jeep'],
    ['es', 'quiero llevar la autocaravana en el viaje de Moab', 'Hymer'],
    ['fr', 'je voudrais prendre le camping-car pour le voyage Moab', 'Hymer'],
  ])('%s: %s sets the rig, and the plan’s fuel is worked out for it', async (_l, say, chosen) => {
    const u = await traveller('Driver');
    const jeep = await rig(u, 'Jeep Wrangler', 'tow_vehicle', 12);
    const hymer = await rig(u, 'Hymer B-Class', 'motorhome', 30);
    const id = await planned(u, 'Moab loop');
    const answer = await reply(u, say);
    const t = await tripOf(u, id);
    const want = chosen === 'Jeep' ? jeep : hymer;
    expect(t.vehicle_id).toBe(want);
    expect(t.plan.fuel.consumption_l_per_100km).toBe(chosen === 'Jeep' ? 12 : 30);
    expect(answer).toContain(chosen);
  });

  it('a rig the user does not have is said with the ones they have; nothing changes', async () => {
    const u = await traveller('Norig');
    await rig(u, 'Hymer B-Class', 'motorhome', 30);
    await rig(u, 'Jeep Wrangler', 'tow_vehicle', 12);
    const id = await trip(u, 'Moab loop');
    expect(await reply(u, 'use the Airstream for the Moab trip')).toMatch(/Airstream/);
    expect((await tripOf(u, id)).vehicle_id).toBeNull();
  });

  it('asks which rig when two fit, and "the second one" takes the one listed second', async () => {
    const u = await traveller('Tworigs');
    const hymer = await rig(u, 'Hymer B-Class', 'motorhome', 30);
    const rapido = await rig(u, 'Rapido M66', 'motorhome', 25);
    const id = await trip(u, 'Moab loop');
    const question = await reply(u, 'use the motorhome for the Moab trip');
    expect(question).toMatch(/Which one/);
    expect((await tripOf(u, id)).vehicle_id).toBeNull();
    await ask(u, 'the second one');
    const second = question.indexOf('Hymer') > question.indexOf('Rapido') ? hymer : rapido;
    expect((await tripOf(u, id)).vehicle_id).toBe(second);
  });

  it.each([
    ['en', 'move Bluff before Monticello in the Moab trip', ['Moab', 'Bluff', 'Monticello']],
    ['es', 'pon Bluff antes de Monticello en el viaje de Moab', ['Moab', 'Bluff', 'Monticello']],
    ['fr', 'mets Moab en dernier dans le voyage Moab', ['Monticello', 'Bluff', 'Moab']],
    ['es', 'mueve Bluff antes de Monticello en el viaje de Moab', ['Moab', 'Bluff', 'Monticello']],
    ['es', 'pon Moab al final del viaje de Moab', ['Monticello', 'Bluff', 'Moab']],
    ['fr', 'peux-tu mettre Bluff avant Monticello dans le voyage Moab ?', ['Moab', 'Bluff', 'Monticello']],
  ])('%s: %s reorders the stops and plans the trip again in that order', async (_l, say, order) => {
    const u = await traveller('Mover');
    const id = await planned(u, 'Moab loop');
    const before = await tripOf(u, id);
    const answer = await reply(u, say);
    const t = await tripOf(u, id);
    expect(names(t)).toEqual(order);
    expect((t.plan.stops as Row[]).map((s) => s.name)).toEqual(order);
    expect(t.plan.optimize).toBe('none');
    expect(t.total_distance_km).not.toBe(before.total_distance_km);
    expect(answer).toContain(order.join(' → '));
  });

  it('"put Green River last" moves a stop of the trip just talked about; a place not in it is added there', async () => {
    const u = await traveller('Context');
    const id = await trip(u, 'Moab loop');
    await reply(u, 'add Monticello to my Moab trip');
    await reply(u, 'put Green River last');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Monticello', 'Bluff', 'Green River']);
    await reply(u, 'put Blanding before Bluff in my Moab trip');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Monticello', 'Blanding', 'Bluff', 'Green River']);
  });

  it('asks which trip when two fit, and "the second one" reorders the one listed second', async () => {
    const u = await traveller('Picky');
    const north = await trip(u, 'Moab north');
    const south = await trip(u, 'Moab south');
    const question = await reply(u, 'move Bluff before Green River in the Moab trip');
    expect(question).toMatch(/Which one/);
    await ask(u, 'the second one');
    const second = question.indexOf('Moab north') > question.indexOf('Moab south') ? north : south;
    const first = second === north ? south : north;
    expect(names(await tripOf(u, second))).toEqual(['Moab', 'Bluff', 'Green River']);
    expect(names(await tripOf(u, first))).toEqual(['Moab', 'Green River', 'Bluff']);
  });

  it("a user cannot change another user's trip through Pam", async () => {
    const a = await traveller('Owner');
    const b = await traveller('Other');
    const id = await trip(a, 'Moab loop');
    expect(await reply(b, 'set the budget of the Moab trip to 800 €')).toMatch(/no saved trips/);
    expect(await reply(b, 'move Bluff before Green River in the Moab trip')).toMatch(/no saved trips/);
    const t = await tripOf(a, id);
    expect(t.budget).toBeNull();
    expect(names(t)).toEqual(['Moab', 'Green River', 'Bluff']);
  });

  /** The user's Moab trip shared with their friend Sam, and Sam. */
  const shared = async (description = 'Join us') => {
    const u = await traveller('Sharer');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    const id = await trip(u, 'Moab loop');
    const share = await post(u, 'social/trip-shares', { trip_id: id, audience: 'friends', description });
    return { u, sam, id, share: share.id as string };
  };
  const snapshotSeenBy = async (u: PamUser) =>
    (await get(u, 'social/trip-shares?scope=shared_with_me'))[0]!.snapshot as Row;

  it.each([
    ['en', 'update the shared Moab trip'],
    ['es', 'actualiza el viaje compartido de Moab'],
    ['fr', 'mets à jour le voyage partagé Moab'],
    ['es', 'refresca el viaje compartido de Moab'],
    ['fr', 'actualise le voyage partagé Moab'],
  ])('%s: %s shows the friend the trip as it is now; its description stays', async (_l, say) => {
    const { u, sam, id } = await shared();
    await reply(u, 'move Bluff before Green River in the Moab trip');
    expect(names(await snapshotSeenBy(sam))).toEqual(['Moab', 'Green River', 'Bluff']);
    const answer = await reply(u, say);
    const shot = await snapshotSeenBy(sam);
    expect(names(shot)).toEqual(['Moab', 'Bluff', 'Green River']);
    expect(shot.description).toBe('Join us');
    expect(answer).toContain('Moab → Bluff → Green River');
    expect(names(await tripOf(u, id))).toEqual(['Moab', 'Bluff', 'Green River']);
  });

  it.each([
    ['en', 'change the description of the shared Moab trip to Come along!', 'Come along!'],
    ['es', 'cambia la descripción del viaje compartido de Moab a «¡Venid!»', '¡Venid!'],
    ['fr', 'change le message du voyage partagé Moab en « Venez ! »', 'Venez !'],
  ])('%s: %s changes what the friend reads', async (_l, say, said) => {
    const { u, sam } = await shared();
    expect(await reply(u, say)).toContain(said);
    expect((await snapshotSeenBy(sam)).description).toBe(said);
  });

  it('a friend cannot refresh a share that is not theirs', async () => {
    const { sam, u } = await shared();
    expect(await reply(sam, 'update the shared Moab trip')).toMatch(/haven't shared/);
    expect((await get(u, 'social/trip-shares?scope=mine'))[0]!.snapshot.description).toBe('Join us');
  });

  const commentsOn = async (u: PamUser, share: string) =>
    (await get(u, `social/trip-shares/${share}/comments`)).map((c) => c.body as string);

  it.each([
    ['en', "delete my comment on Sam's Moab trip", 'yes', true],
    ['es', 'borra mi comentario del viaje de Moab de Sam', 'no', false],
    ['fr', 'supprime mon commentaire sur le voyage Moab de Sam', 'oui', true],
    ['es', '¿puedes eliminar mi comentario en el viaje de Moab de Sam?', 'sí', true],
    ['fr', 'efface mon commentaire sur le voyage Moab de Sam', 'oui', true],
  ])('%s: %s asks first, quoting it; "%s"', async (_l, say, answer, gone) => {
    const { u: owner, sam: friend, share } = await shared();
    await post(owner, `social/trip-shares/${share}/comments`, { body: 'Looks great' });
    await post(friend, `social/trip-shares/${share}/comments`, { body: 'Count me in' });
    // The friend names the trip by whose it is: the sharer, whose first name is "Sharer".
    const question = await reply(friend, say.replace('Sam', 'Sharer'));
    expect(question).toContain('Count me in');
    expect(await commentsOn(owner, share)).toHaveLength(2);
    await ask(friend, answer);
    expect(await commentsOn(owner, share)).toEqual(gone ? ['Looks great'] : ['Count me in', 'Looks great']);
  });

  it("the owner may delete a friend's comment on their share; a friend may not delete the owner's", async () => {
    const { u, sam, share } = await shared();
    await post(u, `social/trip-shares/${share}/comments`, { body: 'Leaving at dawn' });
    await post(sam, `social/trip-shares/${share}/comments`, { body: 'Bring snacks' });
    const first = sam.name.split(' ')[0]!;
    expect(await reply(sam, `delete ${u.name.split(' ')[0]}'s comment on the Moab trip`)).toMatch(/Only the owner/);
    await reply(u, `delete ${first}'s comment on my Moab trip`);
    await ask(u, 'yes');
    expect(await commentsOn(u, share)).toEqual(['Leaving at dawn']);
  });

  it('asks which comment when the user wrote several, and "the second one" deletes the one listed second', async () => {
    const { u, share } = await shared();
    await post(u, `social/trip-shares/${share}/comments`, { body: 'First note' });
    await post(u, `social/trip-shares/${share}/comments`, { body: 'Second note' });
    const question = await reply(u, 'delete my comment on the Moab trip');
    expect(question).toMatch(/Which one/);
    await ask(u, 'the second one');
    await ask(u, 'yes');
    const listedSecond =
      question.indexOf('First note') > question.indexOf('Second note') ? 'First note' : 'Second note';
    expect(await commentsOn(u, share)).toEqual([listedSecond === 'First note' ? 'Second note' : 'First note']);
  });
});
