// Campgrounds of the user's own added, listed, changed and deleted by asking Pam, and any campground rated and its
// reviews read, with no model configured, in English, Spanish and French, as the Campgrounds screen does it. Judged by
// the sites and reviews the public API then shows.
import { describe, expect, it } from 'vitest';
import { pamKit, travellerKit, type PamUser, type Row } from '#test/pam-kit.ts';
import { DATABASE_KINDS, useTestApp } from '#test/harness.ts';

/** Keswick, in the Lake District: where the user stands, and the town sites are added near. */
const KESWICK = { latitude: 54.6013, longitude: -3.1347, city: 'Keswick' };
const AT_KESWICK = { location: KESWICK };

describe.each(DATABASE_KINDS)('Pam manages and reviews campgrounds, without a model, on %s', (kind) => {
  const suite = useTestApp(kind, { users: 0 });
  const { traveller } = travellerKit(() => suite.t);
  const { ask, reply, get, one, post } = pamKit(() => suite.t);

  /** Sites near Keswick as the Campgrounds screen's search shows them to `u`. */
  const nearKeswick = async (u: PamUser): Promise<Row[]> =>
    get(u, `campgrounds/search?lat=${KESWICK.latitude}&lon=${KESWICK.longitude}&radius_km=30&limit=500`);
  const named = async (u: PamUser, name: string) => (await nearKeswick(u)).filter((c) => c.name === name);
  /** A site of `u`'s own, added through the screen's API. */
  const site = async (u: PamUser, name: string, extra: Row = {}) =>
    (await post(u, 'campgrounds', { name, lat: KESWICK.latitude + 0.01, lon: KESWICK.longitude, ...extra }))
      .id as string;
  const status = async (u: PamUser, path: string) => (await suite.t.request('GET', path, { token: u.token })).status;

  it.each([
    [
      'en',
      'Lakeside Park',
      'add a campground: Lakeside Park near Keswick, £25 a night, hookups and showers',
      '£25 a night',
    ],
    [
      'es',
      'Lago Azul',
      'añade un camping: Lago Azul cerca de Keswick, 25 € la noche, con electricidad y duchas',
      '25 € la noche',
    ],
    [
      'fr',
      'Lac Bleu',
      'ajoute un camping : Lac Bleu près de Keswick, 25 € la nuit, électricité et douches',
      '25 € la nuit',
    ],
  ])("%s: adds a site of the user's own near a named town, with its fee and amenities", async (_l, name, say, fee) => {
    const u = await traveller('Adder');
    const other = await traveller('Other');
    expect(await reply(u, say, AT_KESWICK)).toContain(name);
    const [added] = await named(other, name);
    expect(added).toMatchObject({ name, fee, power: true, showers: true, water: null, source: 'user', mine: false });
    expect(added!.distance_km).toBeLessThan(10);
    expect((await one(u, `campgrounds/${added!.id}`)).mine).toBe(true);
  });

  it.each([
    ['en', 'add this spot as a campground', 'What should I call it?', 'call it Gorse Hill'],
    ['es', 'añade este sitio como camping', '¿Cómo lo llamo?', 'llámalo Gorse Hill'],
    ['fr', 'ajoute cet endroit comme camping', "Comment dois-je l'appeler ?", 'appelle-le Gorse Hill'],
  ])('%s: asks the name of a spot added with none, and adds it under the name given', async (_l, say, ask1, answer) => {
    const u = await traveller('Namer');
    expect(await reply(u, say, AT_KESWICK)).toBe(ask1);
    expect((await nearKeswick(u)).filter((c) => c.mine)).toEqual([]);
    expect(await reply(u, answer, AT_KESWICK)).toContain('Gorse Hill');
    expect((await nearKeswick(u)).filter((c) => c.mine)).toMatchObject([{ name: 'Gorse Hill', lat: KESWICK.latitude }]);
  });

  it('asks which Keswick when the user could mean two, and adds it near the one they pick', async () => {
    const u = await traveller('Asker');
    expect(await reply(u, 'add a campground: Thorn Field near Keswick, free')).toContain('Which Keswick');
    expect(await named(u, 'Thorn Field')).toEqual([]);
    expect(await reply(u, 'the one in England')).toContain('Thorn Field');
    expect(await named(u, 'Thorn Field')).toMatchObject([{ free: true, mine: true }]);
  });

  it('"add this spot as a campground" adds it where the user is; with no location known it asks and adds nothing', async () => {
    const u = await traveller('Spotter');
    const answer = await reply(u, 'add this spot as a campground called Farm Field', AT_KESWICK);
    expect(answer).toContain('Farm Field');
    const [added] = await named(u, 'Farm Field');
    expect(added).toMatchObject({ lat: KESWICK.latitude, lon: KESWICK.longitude, mine: true });
    const lost = await traveller('Lost');
    expect(await reply(lost, 'agrega este sitio como camping llamado Finca Perdida')).toMatch(/ubicación|ciudad/);
    expect(await named(lost, 'Finca Perdida')).toEqual([]);
  });

  it.each([
    ['en', 'list my campgrounds', 'Your campgrounds'],
    ['es', '¿qué campings he añadido?', 'Tus campings'],
    ['fr', 'quels campings ai-je ajoutés ?', 'Vos campings'],
  ])("%s: lists the user's own sites, never another traveller's", async (_l, say, head) => {
    const u = await traveller('Lister');
    const other = await traveller('Neighbour');
    await site(u, 'Birch Field', { fee: '£12' });
    await site(u, 'Oak Meadow', { water: true });
    await site(other, 'Ash Corner');
    const answer = await reply(u, say);
    expect(answer).toContain(head);
    expect(answer).toContain('Birch Field (£12)');
    expect(answer).toContain('Oak Meadow');
    expect(answer).not.toContain('Ash Corner');
  });

  it.each([
    ['en', 'Pine Hollow', 'change the fee at my campground Pine Hollow to £30 a night', '£30 a night'],
    ['es', 'Pinar Alto', 'cambia el precio de mi camping Pinar Alto a 30 €', '30 €'],
    ['fr', 'Pinède Haute', 'change le prix de mon camping Pinède Haute à 30 €', '30 €'],
  ])("%s: changes the fee of the user's own site", async (_l, name, say, fee) => {
    const u = await traveller('Changer');
    const id = await site(u, name, { fee: '£20', showers: true });
    expect(await reply(u, say)).toContain(fee);
    expect(await one(u, `campgrounds/${id}`)).toMatchObject({ name, fee, showers: true });
  });

  it('renames a site and changes its amenities, then "make it £15 a night" changes the same one', async () => {
    const u = await traveller('Renamer');
    const id = await site(u, 'Willow Bank', { showers: true });
    await ask(u, 'rename my campground Willow Bank to Willow Meadow');
    await ask(u, 'actualiza mi camping Willow Meadow: con agua y sin duchas');
    await ask(u, 'make it £15 a night');
    expect(await one(u, `campgrounds/${id}`)).toMatchObject({
      name: 'Willow Meadow',
      water: true,
      showers: false,
      fee: '£15 a night',
    });
  });

  it.each([
    ['en', 'delete my campground Elm Glade', 'yes'],
    ['es', 'borra mi camping Elm Glade', 'sí'],
    ['fr', 'supprime mon camping Elm Glade', 'oui'],
  ])("%s: deletes the user's own site only once they confirm", async (_l, say, yes) => {
    const u = await traveller('Deleter');
    const id = await site(u, 'Elm Glade');
    expect(await reply(u, say)).toContain('Elm Glade');
    expect(await status(u, `campgrounds/${id}`)).toBe(200);
    await ask(u, yes);
    expect(await status(u, `campgrounds/${id}`)).toBe(404);
  });

  it('"no" keeps the site; "delete it" after adding one asks about that one', async () => {
    const u = await traveller('Keeper');
    const id = await site(u, 'Yew Corner');
    await ask(u, 'delete my campground Yew Corner');
    await ask(u, 'no');
    expect(await status(u, `campgrounds/${id}`)).toBe(200);
    await ask(u, 'add a campground: Hazel Nook near Keswick', AT_KESWICK);
    const [hazel] = await named(u, 'Hazel Nook');
    expect(await reply(u, 'delete it')).toContain('Hazel Nook');
    await ask(u, 'yes');
    expect(await status(u, `campgrounds/${hazel!.id}`)).toBe(404);
    expect(await status(u, `campgrounds/${id}`)).toBe(200);
  });

  it('asks which site when two fit, and "the second one" deletes the one listed second', async () => {
    const u = await traveller('Picker');
    const north = await site(u, 'Larch North');
    const south = await site(u, 'Larch South');
    const question = await reply(u, 'delete my campground Larch');
    expect(question).toContain('Larch North');
    expect(question).toContain('Larch South');
    const second = question.indexOf('Larch North') < question.indexOf('Larch South') ? south : north;
    const secondName = second === south ? 'Larch South' : 'Larch North';
    expect(await reply(u, 'the second one')).toContain(secondName);
    await ask(u, 'yes');
    expect(await status(u, `campgrounds/${second}`)).toBe(404);
    expect(await status(u, `campgrounds/${second === south ? north : south}`)).toBe(200);
  });

  it("user B cannot change or delete A's site: Pam says B has none of that name and nothing changes", async () => {
    const a = await traveller('Owner');
    const b = await traveller('Intruder');
    const id = await site(a, 'Rowan Rise', { fee: '£10' });
    expect(await reply(b, 'delete my campground Rowan Rise')).toContain("You haven't added a campground called");
    expect(await reply(b, 'yes')).not.toContain('Deleted');
    await ask(b, 'change the fee at my campground Rowan Rise to £1');
    expect(await one(a, `campgrounds/${id}`)).toMatchObject({ name: 'Rowan Rise', fee: '£10' });
  });

  it.each([
    ['en', 'Alder Park', 'rate Alder Park 4 stars: quiet and clean', 'quiet and clean', 'Rated Alder Park'],
    [
      'es',
      'Aliso Alto',
      'valora Aliso Alto con 4 estrellas: tranquilo y limpio',
      'tranquilo y limpio',
      'Valoré Aliso Alto',
    ],
    ['fr', 'Aulne Vert', 'note Aulne Vert 4 étoiles : calme et propre', 'calme et propre', "J'ai noté Aulne Vert"],
  ])(
    "%s: rates another traveller's site found near the user; rating again replaces the review",
    async (_l, name, say, body, done) => {
      const a = await traveller('Host');
      const b = await traveller('Guest');
      const id = await site(a, name);
      expect(await reply(b, say, AT_KESWICK)).toContain(done);
      const reviews = await get(a, `campgrounds/${id}/reviews`);
      expect(reviews).toMatchObject([{ rating: 4, body, author_name: b.name, mine: false }]);
      await ask(b, 'rate it 2 stars', AT_KESWICK);
      expect(await get(a, `campgrounds/${id}/reviews`)).toMatchObject([{ rating: 2, author_name: b.name }]);
    },
  );

  it('rates a site named with its town when the user is elsewhere; asks which town; says so when none has that name', async () => {
    const a = await traveller('Farmer');
    const b = await traveller('Roamer');
    const id = await site(a, 'Beech Farm');
    expect(await reply(b, 'rate the Beech Farm campground near Keswick 5 stars')).toContain('Which Keswick');
    await ask(b, 'the one in England');
    expect(await get(b, `campgrounds/${id}/reviews`)).toMatchObject([{ rating: 5, mine: true }]);
    expect(await reply(b, 'rate Nowhere Meadow 3 stars', AT_KESWICK)).toContain(
      'I couldn\'t find a campground called "Nowhere Meadow" near you',
    );
    expect(await reply(b, 'donne 3 étoiles au camping Nulle Part', AT_KESWICK)).toContain(
      "Je n'ai trouvé aucun camping nommé « Nulle Part » près de vous",
    );
    expect(await reply(b, 'valora el camping Ninguna Parte con 3 estrellas', AT_KESWICK)).toContain(
      'No encontré ningún camping llamado «Ninguna Parte» cerca de ti',
    );
  });

  it.each([
    ['en', 'Cedar Vale', 'what do people say about Cedar Vale?', 'Cedar Vale: 4.5 stars from 2 reviews'],
    ['es', 'Cedro Real', '¿qué opinan de Cedro Real?', 'Cedro Real: 4,5 estrellas de 2 reseñas'],
    ['fr', 'Cèdre Blanc', 'avis sur le camping Cèdre Blanc', 'Cèdre Blanc: 4,5 étoiles sur 2 avis'],
  ])('%s: reads what people say about a site, newest first', async (_l, name, say, head) => {
    const a = await traveller('Reviewed');
    const b = await traveller('Critic');
    const c = await traveller('Reader');
    const id = await site(a, name);
    await post(a, `campgrounds/${id}/reviews`, { rating: 5, body: 'Lovely views' });
    await post(b, `campgrounds/${id}/reviews`, { rating: 4, body: 'A bit muddy' });
    const answer = await reply(c, say, AT_KESWICK);
    expect(answer).toContain(head);
    expect(answer).toContain(`${b.name} (4★): "A bit muddy"`);
    expect(answer).toContain(`${a.name} (5★): "Lovely views"`);
  });

  it.each([
    ['en', 'Maple Dell', 'delete my review of Maple Dell', 'yes', "You haven't reviewed Maple Dell"],
    ['es', 'Arce Viejo', 'borra mi reseña de Arce Viejo', 'sí', 'No has reseñado Arce Viejo'],
    ['fr', 'Érable Rouge', 'supprime mon avis sur Érable Rouge', 'oui', "Vous n'avez pas noté Érable Rouge"],
  ])(
    "%s: deletes the user's own review once confirmed; another traveller's stays",
    async (_l, name, say, yes, none) => {
      const a = await traveller('Maple');
      const b = await traveller('Visitor');
      const id = await site(a, name);
      await post(a, `campgrounds/${id}/reviews`, { rating: 3 });
      await post(b, `campgrounds/${id}/reviews`, { rating: 1, body: 'Noisy' });
      expect(await reply(b, say, AT_KESWICK)).toContain(name);
      expect(await get(a, `campgrounds/${id}/reviews`)).toHaveLength(2);
      await ask(b, yes, AT_KESWICK);
      expect(await get(a, `campgrounds/${id}/reviews`)).toMatchObject([{ rating: 3, author_name: a.name }]);
      expect(await reply(b, say, AT_KESWICK)).toContain(none);
    },
  );

  it('two sites of the same name near the user: Pam asks which before rating', async () => {
    const a = await traveller('Twin');
    const first = await site(a, 'Twin Oaks');
    const second = await post(a, 'campgrounds', {
      name: 'Twin Oaks',
      lat: KESWICK.latitude - 0.02,
      lon: KESWICK.longitude,
    });
    const b = await traveller('Chooser');
    expect(await reply(b, 'rate Twin Oaks 4 stars', AT_KESWICK)).toMatch(
      /Which one do you mean: Twin Oaks \(.+\) or Twin Oaks \(/,
    );
    expect(await get(a, `campgrounds/${first}/reviews`)).toEqual([]);
    await ask(b, 'the second one', AT_KESWICK);
    const reviewed = [
      ...(await get(a, `campgrounds/${first}/reviews`)),
      ...(await get(a, `campgrounds/${second.id}/reviews`)),
    ];
    expect(reviewed).toMatchObject([{ rating: 4, author_name: b.name }]);
  });
});
