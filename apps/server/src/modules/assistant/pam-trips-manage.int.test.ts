// Saved trips renamed and marked, and trip shares managed by asking Pam, with no model configured, in English,
// Spanish and French, as the Trips and Planning screens do: who sees what, stop sharing (asked first), copy a trip
// shared with the user, comments and suggested stops. Judged by what the public API then answers.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';
import { moabLoop } from '#test/trip-sharing-kit.ts';

describe.each(DATABASE_KINDS)('Pam manages trips and trip shares, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });

  const { traveller } = travellerKit(() => suite.t);
  const { ask, reply, get, one, post } = pamKit(() => suite.t);
  /** A saved trip of the user's, named as they named it. */
  const trip = async (u: PamUser, name: string) => (await post(u, 'trips', { ...moabLoop, name })).id as string;
  const tripOf = (u: PamUser, id: string) => one(u, `trips/${id}`);
  const share = async (u: PamUser, tripId: string) =>
    (await post(u, 'social/trip-shares', { trip_id: tripId, audience: 'friends' })).id as string;
  const sharesSeenBy = async (u: PamUser) =>
    (await get(u, 'social/trip-shares?scope=shared_with_me')).map((s) => s.snapshot.title as string);
  /** Sam shares a trip with a new friend of theirs. */
  const samShares = async (title: string) => {
    const u = await traveller('Friend');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    const shareId = await share(sam, await trip(sam, title));
    return { u, sam, shareId };
  };

  it.each([
    ['en', 'Alps', 'rename the Alps trip to Alps 2027', 'Alps 2027'],
    ['es', 'Alpes', 'renombra el viaje de los Alpes a Alpes 2027', 'Alpes 2027'],
    ['fr', 'Alpes', 'renomme le voyage des Alpes en Alpes 2027', 'Alpes 2027'],
    ['es', 'Alpes', 'cambia el nombre del viaje de los Alpes a Alpes 2027', 'Alpes 2027'],
    ['fr', 'Alpes', 'peux-tu renommer le voyage des Alpes en Alpes 2027 ?', 'Alpes 2027'],
  ])('%s: %s renamed; the other trip keeps its name', async (_l, name, say, renamed) => {
    const u = await traveller('Renamer');
    const alps = await trip(u, name);
    const moab = await trip(u, 'Moab loop');
    expect(await reply(u, say)).toContain(renamed);
    expect((await tripOf(u, alps)).name).toBe(renamed);
    expect((await tripOf(u, moab)).name).toBe('Moab loop');
  });

  it('asks which trip when two fit, and "the second one" renames the one listed second', async () => {
    const u = await traveller('Picky');
    const first = await trip(u, 'Alps north');
    const second = await trip(u, 'Alps south');
    const question = await reply(u, 'rename the Alps trip to Dolomites');
    expect(question).toMatch(/Which one/);
    expect((await tripOf(u, first)).name).toBe('Alps north');
    const listedSecond = question.indexOf('Alps north') > question.indexOf('Alps south') ? first : second;
    await ask(u, 'the second one');
    expect((await tripOf(u, listedSecond)).name).toBe('Dolomites');
  });

  it.each([
    ['en', 'mark the Moab trip as completed', 'completed'],
    ['es', 'marca el viaje de Moab como completado', 'completed'],
    ['fr', 'le voyage Moab est en cours', 'active'],
    ['es', 'marca el viaje de Moab como en curso', 'active'],
    ['fr', 'marque le voyage Moab comme terminé', 'completed'],
    ['es', 'el viaje de Moab ya está terminado', 'completed'],
    ['fr', 'le voyage Moab est déjà fini', 'completed'],
  ])('%s: %s', async (_l, say, status) => {
    const u = await traveller('Marker');
    const moab = await trip(u, 'Moab loop');
    const alps = await trip(u, 'Alps');
    await ask(u, say);
    expect((await tripOf(u, moab)).status).toBe(status);
    expect((await tripOf(u, alps)).status).toBe('planned');
  });

  it.each([
    ['en', 'what trips have friends shared with me?'],
    ['es', '¿qué viajes me han compartido?'],
    ['fr', "quels voyages m'a-t-on partagés ?"],
  ])('%s: %s names the trip and who shared it', async (_l, say) => {
    const { u, sam } = await samShares('Canyon loop');
    const answer = await reply(u, say);
    expect(answer).toContain('Canyon loop');
    expect(answer).toContain(sam.name);
  });

  it.each([
    ['en', 'who did I share the Alps trip with?', 'your friends', /haven't shared "Moab loop"/],
    ['es', '¿con quién compartí el viaje de los Alpes?', 'tus amigos', /«Moab loop»/],
    ['fr', 'avec qui ai-je partagé le voyage des Alpes ?', 'vos amis', /« Moab loop »/],
  ])('%s: "%s" names the audience; a trip not shared says so', async (_l, say, audience, notShared) => {
    const u = await traveller('Sharer');
    await suite.t.befriend(u, await traveller('Sam'));
    await share(u, await trip(u, 'Alps'));
    await trip(u, 'Moab loop');
    expect(await reply(u, say)).toContain(audience);
    expect(await reply(u, say.replace(/(?:los |des )?Alp(?:s|es)/, 'Moab'))).toMatch(notShared);
  });

  it.each([
    ['en', 'stop sharing the Alps trip', /Stop sharing "Alps"/, 'yes'],
    ['es', 'deja de compartir el viaje de los Alpes', /Dejo de compartir «Alpes»/, 'sí'],
    ['fr', 'arrête de partager le voyage des Alpes', /Arrêter de partager « Alpes »/, 'oui'],
    ['fr', 'ne partage plus le voyage des Alpes', /Arrêter de partager « Alpes »/, 'oui'],
  ])('%s: %s asks first, then stops sharing; the trip stays', async (lang, say, question, yes) => {
    const u = await traveller('Owner');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    const alps = await trip(u, lang === 'en' ? 'Alps' : 'Alpes');
    await share(u, alps);
    await share(u, await trip(u, 'Moab loop'));
    expect(await reply(u, say)).toMatch(question);
    expect(await sharesSeenBy(sam)).toHaveLength(2);
    await ask(u, yes);
    expect(await sharesSeenBy(sam)).toEqual(['Moab loop']);
    expect((await tripOf(u, alps)).id).toBe(alps);
  });

  it('"no" to stop sharing, asked naming its comments, leaves the share and its comments as they were', async () => {
    const u = await traveller('Owner');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    const shareId = await share(u, await trip(u, 'Alps'));
    await post(sam, `social/trip-shares/${shareId}/comments`, { body: 'Take me along' });
    expect(await reply(u, 'stop sharing the Alps trip')).toContain('Its 1 comment will go too');
    await ask(u, 'no');
    expect(await sharesSeenBy(sam)).toEqual(['Alps']);
    expect((await get(u, `social/trip-shares/${shareId}/comments`)).map((c) => c.body)).toEqual(['Take me along']);
  });

  it.each([
    ['en', "copy Sam's Canyon trip to my trips"],
    ['es', 'copia el viaje Canyon de Sam a mis viajes'],
    ['fr', 'copie le voyage Canyon de Sam dans mes voyages'],
  ])('%s: %s makes a planned trip of the user’s own', async (_l, say) => {
    const { u, sam } = await samShares('Canyon loop');
    expect(await reply(u, say)).toContain('Canyon loop');
    const mine = await get(u, 'trips');
    expect(mine.map((t) => [t.name, t.status, t.user_id])).toEqual([['Canyon loop', 'planned', u.id]]);
    expect((await get(sam, 'trips')).map((t) => t.name)).toEqual(['Canyon loop']);
  });

  it('asks which shared trip when two friends shared one that fits, and "the second one" copies that one', async () => {
    const { u } = await samShares('Canyon loop');
    const ana = await traveller('Ana');
    await suite.t.befriend(u, ana);
    await share(ana, await trip(ana, 'Canyon rims'));
    const question = await reply(u, 'copy the Canyon trip to my trips');
    expect(question).toMatch(/Which one/);
    expect(await get(u, 'trips')).toEqual([]);
    const second = question.indexOf('Canyon loop') < question.indexOf('Canyon rims') ? 'Canyon rims' : 'Canyon loop';
    await ask(u, 'the second one');
    expect((await get(u, 'trips')).map((t) => t.name)).toEqual([second]);
  });

  it.each([
    ['en', "comment on Sam's Canyon trip: count me in!", 'count me in!', 'any comments on my Canyon trip?'],
    ['es', 'comenta en el viaje Canyon: ¡me apunto!', '¡me apunto!', '¿qué comentarios tiene el viaje Canyon?'],
    ['fr', 'commente le voyage Canyon : je viens !', 'je viens !', 'quels commentaires sur le voyage Canyon ?'],
  ])('%s: a friend comments, and the owner reads it back', async (_l, say, body, read) => {
    const { u, sam, shareId } = await samShares('Canyon loop');
    await ask(u, say);
    expect((await get(sam, `social/trip-shares/${shareId}/comments`)).map((c) => c.body)).toEqual([body]);
    expect(await reply(sam, read)).toContain(body);
  });

  it.each([
    ['en', "suggest Blanding as a stop on Sam's Canyon trip", 'accept the Blanding suggestion', 'accepted'],
    ['es', 'sugiere una parada en Blanding para el viaje Canyon', 'rechaza la sugerencia de Blanding', 'dismissed'],
    ['fr', 'suggère une étape à Blanding pour le voyage Canyon', 'accepte la suggestion de Blanding', 'accepted'],
  ])('%s: a friend suggests a stop; the owner answers it', async (_l, say, answer, status) => {
    const { u, sam, shareId } = await samShares('Canyon loop');
    expect(await reply(u, say)).toContain('Blanding');
    const [suggested] = await get(sam, `social/trip-shares/${shareId}/suggestions`);
    expect([suggested!.name, suggested!.status]).toEqual(['Blanding', 'open']);
    await ask(sam, answer);
    expect((await get(sam, `social/trip-shares/${shareId}/suggestions`)).map((s) => s.status)).toEqual([status]);
    const [samTrip] = await get(sam, 'trips');
    const stops = (samTrip!.stops as { name: string }[]).map((s) => s.name);
    expect(stops.includes('Blanding')).toBe(status === 'accepted');
  });

  it('"copy it to my trips" right after Pam listed the one trip shared with the user copies that one', async () => {
    const { u } = await samShares('Canyon loop');
    expect(await reply(u, 'trips shared with me')).toContain('Canyon loop');
    await ask(u, 'copy it to my trips');
    expect((await get(u, 'trips')).map((t) => t.name)).toEqual(['Canyon loop']);
  });

  it('"stop sharing it" after "who did I share the Alps trip with?" asks, and "yes" unshares that trip', async () => {
    const u = await traveller('Owner');
    const sam = await traveller('Sam');
    await suite.t.befriend(u, sam);
    await share(u, await trip(u, 'Alps'));
    await share(u, await trip(u, 'Canyon loop'));
    await ask(u, 'who did I share the Alps trip with?');
    expect(await reply(u, 'stop sharing it')).toMatch(/Stop sharing "Alps" with your friends\?/);
    await ask(u, 'yes');
    expect(await sharesSeenBy(sam)).toEqual(['Canyon loop']);
  });

  it('"accept the suggestion" with two waiting asks which, and "the second one" takes the one listed second', async () => {
    const { u, sam, shareId } = await samShares('Canyon loop');
    for (const name of ['Blanding', 'Monticello'])
      await post(u, `social/trip-shares/${shareId}/suggestions`, { name, latitude: 37.6, longitude: -109.4 });
    const question = await reply(sam, 'accept the suggestion');
    expect(question).toMatch(/Which one/);
    const second = question.indexOf('Blanding') < question.indexOf('Monticello') ? 'Monticello' : 'Blanding';
    await ask(sam, 'the second one');
    const decided = await get(sam, `social/trip-shares/${shareId}/suggestions?status=accepted`);
    expect(decided.map((g) => g.name)).toEqual([second]);
  });

  it("user B can't rename, unshare or copy what is not theirs or shared with them", async () => {
    const owner = await traveller('Owner');
    const friend = await traveller('Friend');
    const stranger = await traveller('Stranger');
    await suite.t.befriend(owner, friend);
    const alps = await trip(owner, 'Alps');
    await share(owner, alps);
    expect(await reply(stranger, 'rename the Alps trip to Mine')).toMatch(/no saved trips/);
    expect(await reply(friend, 'stop sharing the Alps trip')).toMatch(/haven't shared/);
    expect(await reply(stranger, "copy Owner's Alps trip to my trips")).toMatch(/No trip like that/);
    expect((await tripOf(owner, alps)).name).toBe('Alps');
    expect(await sharesSeenBy(friend)).toEqual(['Alps']);
    expect(await get(stranger, 'trips')).toEqual([]);
  });

  it("user B can't comment on a trip not shared with them, nor answer a stop suggested for someone else's", async () => {
    const { u: friend, sam, shareId } = await samShares('Canyon loop');
    const stranger = await traveller('Stranger');
    expect(await reply(stranger, "comment on Sam's Canyon trip: nice")).toMatch(/no shared trip like that/);
    expect(await get(sam, `social/trip-shares/${shareId}/comments`)).toEqual([]);
    await ask(friend, "suggest Blanding as a stop on Sam's Canyon trip");
    expect(await reply(friend, 'accept the Blanding suggestion')).toMatch(/No suggested stop like that/);
    expect((await get(sam, `social/trip-shares/${shareId}/suggestions`)).map((g) => g.status)).toEqual(['open']);
  });
});
